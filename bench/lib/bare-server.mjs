// A bare Fastify route returning a fixed JSON body of a given size: the reference the report endpoint is
// compared with (same machine, same run). Usage: node bare-server.mjs <port> <bytes>
import Fastify from 'fastify';

const [port, bytes] = process.argv.slice(2).map(Number);
const body = JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 11)) });
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
