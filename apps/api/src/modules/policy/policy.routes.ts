import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  policyBody,
  policyDecision,
  policyEvaluateBody,
  policyPreview,
  policyPreviewBody,
  policyTemplates,
  policyVersion,
  policyVersionParam,
  policyVersions,
} from '@tirr/contracts';
import { AppError } from '../../lib/errors';
import { noStore } from '../../lib/no-store';
import type { PolicyCaller, PolicyService } from './policy.service';
import { callerOf } from '../../lib/caller';

export interface PolicyRoutesOptions {
  service: PolicyService;
  userIdOf: (sub: string) => Promise<string>;
  /** The caller after taking one unit of their per-minute credit budget (429 over it, ADR 0104). */
  budgeted: (request: FastifyRequest, reply: FastifyReply) => Promise<PolicyCaller>;
}

const tags = ['policy'];
const premium = { permission: 'premium' as const, scope: 'policy' as const };

/** One problem of a body: its path ('rules.2.condition.months') and its Spanish sentence. */
interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The body's problems as the API's 400 (lib/errors.ts): every bad field at once, each under its path. The contract's
 * policyBody words each rule's problems ('La regla 3, condition.months: …'); an unknown field is named by itself.
 */
function validationError(request: FastifyRequest): AppError {
  const problems: FieldProblem[] = [];
  for (const issue of request.validationError?.validation ?? []) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const keys = issue.keyword === 'unrecognized_keys' ? ((issue.params as { keys?: string[] }).keys ?? []) : [];
    const fields = keys.length > 0 ? keys.map((key) => [...path, key].join('.')) : [path.join('.') || 'body'];
    for (const field of fields) problems.push({ field, message: issue.message ?? 'inválido' });
  }
  const summary = problems.map((p) => `${p.field}: ${p.message}`).join('; ');
  return new AppError(400, ERROR_CODES.validation, `Datos inválidos — ${summary}`, problems);
}

/**
 * 'Política de crédito' (premium; docs/domain/credit-policy.md §10): a user's policy is theirs alone. Bodies are
 * validated by their contract with `attachValidation`, so a bad policy is one 400 naming each rule and field.
 * Evaluating a subject reads their credit report: a confirmed email (ADR 0106) and the per-minute credit budget.
 */
export const policyRoutes: FastifyPluginAsyncZod<PolicyRoutesOptions> = async (app, options) => {
  const { service, userIdOf, budgeted } = options;
  // A policy and its decisions are about people and a company's criteria: never kept by a browser or a proxy.
  noStore(app);
  // The policy is the workspace's: the user's own, or their organisation's (docs/domain/organisations.md).
  const userId = async (request: FastifyRequest) => (await callerOf(request, userIdOf)).userId;
  const caller = (request: FastifyRequest): Promise<PolicyCaller> => callerOf(request, userIdOf);
  const checked = (request: FastifyRequest) => {
    if (request.validationError) throw validationError(request);
  };

  app.get(
    '/policy',
    {
      config: premium,
      schema: {
        tags,
        summary: "The caller's credit policy: its latest version (404 POLICY_NOT_FOUND before the first save)",
        response: { 200: policyVersion },
      },
    },
    async (request) => service.current(await userId(request)),
  );

  app.put(
    '/policy',
    {
      config: premium,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Saves the policy as a new version (the previous + 1; nothing is overwritten)',
        body: policyBody,
        response: { 200: policyVersion },
      },
    },
    async (request) => {
      checked(request);
      return service.save(await userId(request), request.body);
    },
  );

  app.get(
    '/policy/versions',
    {
      config: premium,
      schema: {
        tags,
        summary: "The policy's versions, newest first (the 100 newest)",
        response: { 200: policyVersions },
      },
    },
    async (request) => service.versions(await userId(request)),
  );

  app.post(
    '/policy/versions/:version/restore',
    {
      config: premium,
      schema: {
        tags,
        summary: "Saves a new version with an earlier version's name and rules ('volver a esta versión')",
        params: policyVersionParam,
        response: { 200: policyVersion },
      },
    },
    async (request) => service.restore(await userId(request), request.params.version),
  );

  app.get(
    '/policy/templates',
    {
      config: premium,
      schema: {
        tags,
        summary: 'The policies to start from: Conservadora and Moderada',
        response: { 200: policyTemplates },
      },
    },
    async () => service.templates(),
  );

  app.post(
    '/policy/evaluate',
    {
      config: { ...premium, verifiedEmail: true },
      attachValidation: true,
      schema: {
        tags,
        summary:
          "Applies the saved policy (the decision is stored with its version) or a draft (nothing stored) to a subject's credit report and their balances in Mis Perfiles",
        body: policyEvaluateBody,
        response: { 200: policyDecision },
      },
    },
    async (request, reply) => {
      checked(request);
      const { taxId, policy } = request.body;
      return service.evaluate(await budgeted(request, reply), taxId, policy);
    },
  );

  app.post(
    '/policy/preview',
    {
      config: premium,
      attachValidation: true,
      schema: {
        tags,
        summary:
          "Applies a draft to every profile of Mis Perfiles from the facts stored with each one (no new consult): the counts by decision and each profile's",
        body: policyPreviewBody,
        response: { 200: policyPreview },
      },
    },
    async (request) => {
      checked(request);
      return service.preview(await caller(request), request.body.policy);
    },
  );
};
