import type { FastifyInstance } from 'fastify';
import { policyTemplates, policyVersion, type PolicyVersion } from '@tirr/contracts';
import { bearer } from './harness';

/**
 * Saves one of GET /policy/templates (Conservadora, Moderada) as the user's credit policy with PUT /policy, as a
 * user copying a template would (docs/domain/credit-policy.md §7, §9): answers the new version.
 */
export async function saveTemplatePolicy(
  app: FastifyInstance,
  token: string,
  code: 'CONSERVADORA' | 'MODERADA',
): Promise<PolicyVersion> {
  const headers = bearer(token);
  const templates = policyTemplates.parse((await app.inject({ url: '/api/v1/policy/templates', headers })).json());
  const template = templates.items.find((item) => item.code === code)!;
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/v1/policy',
    headers,
    payload: { name: template.name, ...template.policy },
  });
  if (saved.statusCode !== 200) throw new Error(`PUT /policy answered ${saved.statusCode}: ${saved.body}`);
  return policyVersion.parse(saved.json());
}
