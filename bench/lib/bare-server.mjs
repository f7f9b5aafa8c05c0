// Bare Fastify routes returning a fixed JSON body of a given size: the reference each API route is
// compared with (same machine, same run). GET /bare/<bytes> answers exactly <bytes> bytes of JSON.
// Usage: node bare-server.mjs <port>
import Fastify from 'fastify';

const [port] = process.argv.slice(2).map(Number);
/** @type {Map<number, string>} */
const bodies = new Map();
const bodyOf = (/** @type {number} */ bytes) => {
  if (!bodies.has(bytes)) bodies.set(bytes, JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 11)) }));
  return bodies.get(bytes);
};
const app = Fastify({ logger: false });
app.get(
  '/bare/:bytes',
  async (/** @type {import('fastify').FastifyRequest<{ Params: { bytes: string } }>} */ request, reply) =>
    reply.type('application/json').send(bodyOf(Math.min(Number(request.params.bytes) || 0, 5_000_000))),
);
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
