import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditList,
  blacklist,
  blacklistChange,
  blacklistQuery,
  blockCuitBody,
  changeRoleBody,
  errorLogDetail,
  errorLogList,
  errorLogListQuery,
  grantPremiumBody,
  idParam,
  resolveErrorBody,
  systemUser,
  taxNumberPathParam,
  usageReport,
  usageReportQuery,
  userList,
  userListQuery,
  uuidParam,
} from '@tirr/contracts';
import type { Actor, SystemService } from './system.service';
import { usageCsv, usageCsvName } from './system.service';
import { requestLanguage } from '../../lib/language';

export interface SystemRoutesOptions {
  service: SystemService;
  /** The user id of a subject, creating the user row on first use. */
  userIdOf: (sub: string) => Promise<string>;
}

/** /system/* (docs/product.md §2, §6): errors for sysadmins; users, blocked CUITs and reports for admins. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { service, userIdOf }) => {
  const sysadmin = { permission: 'sysadmin' as const };
  const admin = { permission: 'admin' as const };
  const tags = ['system'];
  const actor = async (request: FastifyRequest): Promise<Actor> => {
    const principal = request.principal!;
    return { userId: principal.userId ?? (await userIdOf(principal.sub)), role: principal.role };
  };

  app.get(
    '/system/errors',
    {
      config: sysadmin,
      schema: {
        tags,
        summary: 'Error log, newest first',
        querystring: errorLogListQuery,
        response: { 200: errorLogList },
      },
    },
    async (request) => service.listErrors(request.query),
  );
  app.get(
    '/system/errors/:id',
    {
      config: sysadmin,
      schema: { tags, summary: 'One error with its stack', params: idParam, response: { 200: errorLogDetail } },
    },
    async (request) => service.errorDetail(request.params.id),
  );
  app.patch(
    '/system/errors/:id',
    {
      config: sysadmin,
      schema: {
        tags,
        summary: 'Marks an error resolved (or open again)',
        params: idParam,
        body: resolveErrorBody,
        response: { 200: errorLogDetail },
      },
    },
    async (request) => service.resolveError(request.params.id, request.body.resolved),
  );

  app.get(
    '/system/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Users with quota use, premium and requests',
        querystring: userListQuery,
        response: { 200: userList },
      },
    },
    async (request) => {
      const { requested, ...rest } = request.query;
      return service.listUsers({ ...rest, requested: requested === undefined ? undefined : requested === 'true' });
    },
  );
  app.get(
    '/system/users/:id/audit',
    {
      config: admin,
      schema: { tags, summary: "A user's audit trail", params: uuidParam, response: { 200: auditList } },
    },
    async (request) => service.userAudit(request.params.id),
  );
  app.patch(
    '/system/users/:id/role',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Changes a role (sysadmin only by a sysadmin; never the last sysadmin)',
        params: uuidParam,
        body: changeRoleBody,
        response: { 200: systemUser },
      },
    },
    async (request) => service.changeRole(await actor(request), request.params.id, request.body.role),
  );
  app.put(
    '/system/users/:id/premium',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Grants premium until the end of a day',
        params: uuidParam,
        body: grantPremiumBody,
        response: { 200: systemUser },
      },
    },
    async (request) => service.grantPremium(await actor(request), request.params.id, request.body.until),
  );
  app.delete(
    '/system/users/:id/premium',
    {
      config: admin,
      schema: { tags, summary: 'Revokes premium', params: uuidParam, response: { 200: systemUser } },
    },
    async (request) => service.revokePremium(await actor(request), request.params.id),
  );

  app.get(
    '/system/blacklist',
    {
      config: admin,
      schema: {
        tags,
        summary: "Blocked CUITs ('Bloqueo de cuits')",
        querystring: blacklistQuery,
        response: { 200: blacklist },
      },
    },
    async (request) => service.listBlocked(request.query.page, request.query.pageSize, request.query.q),
  );
  app.post(
    '/system/blacklist',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Blocks a CUIT (habeas data)',
        body: blockCuitBody,
        response: { 201: blacklistChange },
      },
    },
    async (request, reply) => reply.code(201).send(await service.block(await actor(request), request.body)),
  );
  app.delete(
    '/system/blacklist/:taxNumber',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Unblocks a CUIT',
        params: taxNumberPathParam,
        response: { 200: blacklistChange },
      },
    },
    async (request) => service.unblock(await actor(request), request.params.taxNumber),
  );

  app.get(
    '/system/reports',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Usage between two days',
        querystring: usageReportQuery,
        response: { 200: usageReport },
      },
    },
    async (request) => service.usage(request.query.from, request.query.to),
  );
  app.get(
    '/system/reports.csv',
    {
      config: admin,
      schema: { tags, summary: 'The usage report as CSV', querystring: usageReportQuery },
    },
    async (request, reply) => {
      const report = await service.usage(request.query.from, request.query.to);
      const language = requestLanguage(request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${usageCsvName(report, language)}"`)
        .send(usageCsv(report, language));
    },
  );
};
