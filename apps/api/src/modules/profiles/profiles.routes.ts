import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';
import { fileLanguage } from '../../lib/language';
import { z } from 'zod';
import {
  createProfileBody,
  profileDetail,
  profileExportQuery,
  profileFacets,
  profileIdParam,
  profileList,
  profileListQuery,
  profileLookup,
  profileMutation,
  type ProfileList,
  taxNumberParam,
  updateProfileBody,
} from '@tirr/contracts';
import { EXPORT_CONTENT_TYPES, EXPORT_TEXTS, exportFile } from './profiles.export';
import type { ProfileCaller, ProfilesService } from './profiles.service';
import { callerOf } from '../../lib/caller';

export interface ProfilesRoutesOptions {
  service: ProfilesService;
  userIdOf: (sub: string) => Promise<string>;
}

const tags = ['profiles'];

/** 'Mis Perfiles' (docs/product.md §7): every route is premium; profiles are the caller's own (others' ids → 404). */
export const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (app, { service, userIdOf }) => {
  // Profiles are about people: their answers are never kept by a browser or a proxy.
  noStore(app);
  const caller = (request: FastifyRequest): Promise<ProfileCaller> => callerOf(request, userIdOf);

  app.get(
    '/profiles',
    {
      config: { permission: 'premium', scope: 'portfolio:read' },
      schema: {
        tags,
        summary: 'One page of the portfolio (Mis Perfiles), filtered and sorted, with the total',
        querystring: profileListQuery,
        response: { 200: profileList },
      },
    },
    async (request, reply) => {
      const json = await service.listJson(await caller(request), request.query);
      // Checked against the contract when built (profilesService.listJson): sent as is.
      return reply.type('application/json; charset=utf-8').send(json as unknown as ProfileList);
    },
  );

  app.get(
    '/profiles/export',
    {
      config: { permission: 'premium', scope: 'portfolio:read' },
      schema: {
        tags,
        summary: 'Every profile that passes the filters, as CSV or XLSX (streamed)',
        querystring: profileExportQuery,
      },
    },
    async (request, reply) => {
      const { format, lang: asked, ...query } = request.query;
      const lang = fileLanguage(asked, request);
      const who = await caller(request);
      const decisions = await service.exportsDecisions(who);
      const pages = service.exportPages(who, query);
      const fileName = `${EXPORT_TEXTS[lang].fileName}.${format}`;
      return reply
        .type(EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(exportFile(format, lang, pages, { decisions })));
    },
  );

  app.get(
    '/profiles/facets',
    {
      config: { permission: 'premium', scope: 'portfolio:read' },
      schema: {
        tags,
        summary: "The filters' choices: the caller's groups and person types",
        response: { 200: profileFacets },
      },
    },
    async (request) => service.facets(await caller(request)),
  );

  app.get(
    '/profiles/by-tax-number/:taxNumber',
    {
      config: { permission: 'premium', scope: 'portfolio:read' },
      schema: {
        tags,
        summary: "The caller's profile of a CUIT/CUIL, or null (the report's 'En Mis Perfiles')",
        params: taxNumberParam,
        response: { 200: profileLookup },
      },
    },
    async (request) => service.byTaxNumber(await caller(request), request.params.taxNumber),
  );

  app.get(
    '/profiles/:id',
    {
      config: { permission: 'premium', scope: 'portfolio:read' },
      schema: {
        tags,
        summary: 'A profile with its balances and ultimoBalance',
        params: profileIdParam,
        response: { 200: profileDetail },
      },
    },
    async (request) => service.get(await caller(request), request.params.id),
  );

  app.post(
    '/profiles',
    {
      // Adding a profile reads its credit report: a confirmed email too (ADR 0106).
      config: { permission: 'premium', scope: 'portfolio:write', verifiedEmail: true },
      schema: {
        tags,
        summary: 'Adds a CUIT/CUIL to the portfolio, enriched from its credit report',
        body: createProfileBody,
        response: { 201: profileMutation },
      },
    },
    async (request, reply) => {
      const result = await service.create(await caller(request), request.body.taxNumber);
      return reply.code(201).send(result);
    },
  );

  app.patch(
    '/profiles/:id',
    {
      config: { permission: 'premium', scope: 'portfolio:write' },
      schema: {
        tags,
        summary: "Updates a profile's date, income, group and behaviour",
        params: profileIdParam,
        body: updateProfileBody,
        response: { 200: profileMutation },
      },
    },
    async (request) => service.update(await caller(request), request.params.id, request.body),
  );

  app.delete(
    '/profiles/:id',
    {
      config: { permission: 'premium', scope: 'portfolio:write' },
      schema: {
        tags,
        summary: 'Removes a profile from the portfolio',
        params: profileIdParam,
        response: { 200: z.object({ taxNumber: z.string(), message: z.string() }) },
      },
    },
    async (request) => service.remove(await caller(request), request.params.id),
  );
};
