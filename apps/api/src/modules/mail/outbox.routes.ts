import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, outboxList, outboxMailDetail, outboxQuery } from '@tirr/contracts';
import { notFound } from '../../lib/errors';
import type { MailRepository, OutboxRow } from './mail.repository';

export interface OutboxRoutesOptions {
  repository: MailRepository;
}

const summary = (
  row: Pick<OutboxRow, 'id' | 'recipient' | 'subject' | 'kind' | 'status' | 'attempts' | 'createdAt' | 'sentAt'>,
) => ({
  id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** /system/outbox (sysadmin): the mails Tirr wrote, newest first, and one mail's text and HTML (ADR 0105). */
export const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, { repository }) => {
  const sysadmin = { permission: 'sysadmin' as const };
  app.get(
    '/system/outbox',
    {
      config: sysadmin,
      schema: {
        tags: ['system'],
        summary: 'Mails written by Tirr (the outbox), newest first',
        querystring: outboxQuery,
        response: { 200: outboxList },
      },
    },
    async (request) => {
      const { rows, total } = await repository.list(request.query);
      return { items: rows.map(summary), total };
    },
  );
  app.get(
    '/system/outbox/:id',
    {
      config: sysadmin,
      schema: {
        tags: ['system'],
        summary: 'One mail with its text and HTML',
        params: idParam,
        response: { 200: outboxMailDetail },
      },
    },
    async (request) => {
      const row = await repository.find(request.params.id);
      if (!row) throw notFound('No existe ese correo.');
      return { ...summary(row), text: row.text, html: row.html, lastError: row.lastError };
    },
  );
};
