import { http, HttpResponse } from 'msw';
import type { PolicyPreview, PolicyVersion } from '@tirr/contracts';
import { CONSERVADORA, MODERADA, type Policy } from '@tirr/domain';
import { server } from '../../../test/server';

/** The policy page's tests: its address and the policy API it talks to (MSW), recording what it is sent. */
export const POLICY_PATH = '/credits/policy';

/** A saved version of the user's policy. */
export function versionFixture(version: number, name: string, policy: Policy = MODERADA.policy): PolicyVersion {
  return {
    id: `00000000-0000-4000-8000-${String(version).padStart(12, '0')}`,
    name,
    version,
    createdAt: `2026-11-2${version}T13:30:00.000Z`,
    policy: JSON.parse(JSON.stringify(policy)) as Policy,
  };
}

export function previewFixture(counts: PolicyPreview['counts'], missingFacts = 0): PolicyPreview {
  return {
    counts,
    items: [
      {
        profileId: '11111111-1111-4111-8111-111111111111',
        taxNumber: '30715896342',
        name: 'DISTRIBUIDORA NORTE S.R.L.',
        decision: 'RECHAZAR',
        decidedBy: 'cheques-12m',
        reasons: [
          {
            ruleId: 'cheques-12m',
            outcome: 'RECHAZAR',
            reason: 'Cheques rechazados sin pagar en los últimos 12 meses.',
            explanation: [
              {
                kind: 'REJECTED_CHEQUES',
                params: { months: 12, minCount: 1, count: 2, amount: 465000, since: '2025-11-26' },
              },
            ],
          },
        ],
      },
      {
        profileId: '22222222-2222-4222-8222-222222222222',
        taxNumber: '23283456714',
        name: 'GOMEZ MARIA LAURA',
        decision: 'APROBAR',
        decidedBy: null,
        reasons: [],
      },
    ],
    missingFacts,
  };
}

type Answer = (body: unknown) => Response | Promise<Response>;

export interface PolicyApiOptions {
  /** The saved versions, newest first; none: GET /policy is 404 POLICY_NOT_FOUND. */
  versions?: PolicyVersion[];
  /** POST /policy/preview's answer (default: 2 rejected, 1 watched, 12 approved). */
  preview?: Answer;
  /** PUT /policy's answer (default: the next version with what was sent). */
  save?: Answer;
}

/** The policy API of the page, with the bodies it was sent. */
export function policyApi({ versions = [], preview, save }: PolicyApiOptions = {}) {
  const sent = {
    previews: [] as { policy: Policy & { name: string } }[],
    saves: [] as unknown[],
    restores: [] as number[],
  };
  let saved = [...versions];
  const next = (name: string, policy: Policy) => {
    const version = versionFixture((saved[0]?.version ?? 0) + 1, name, policy);
    saved = [version, ...saved];
    return version;
  };
  server.use(
    http.get('*/api/v1/policy', () =>
      saved[0]
        ? HttpResponse.json(saved[0])
        : HttpResponse.json(
            { code: 'POLICY_NOT_FOUND', message: 'Todavía no guardaste una política de crédito.' },
            { status: 404 },
          ),
    ),
    http.get('*/api/v1/policy/templates', () =>
      HttpResponse.json({
        items: [CONSERVADORA, MODERADA].map(({ code, name, policy }) => ({ code, name, policy })),
      }),
    ),
    http.get('*/api/v1/policy/versions', () => HttpResponse.json({ items: saved })),
    http.post('*/api/v1/policy/preview', async ({ request }) => {
      const body = (await request.json()) as (typeof sent.previews)[number];
      sent.previews.push(body);
      return preview ? preview(body) : HttpResponse.json(previewFixture({ APROBAR: 12, OBSERVAR: 3, RECHAZAR: 2 }));
    }),
    http.put('*/api/v1/policy', async ({ request }) => {
      const body = (await request.json()) as Policy & { name: string };
      sent.saves.push(body);
      if (save) return save(body);
      const { name, ...policy } = body;
      return HttpResponse.json(next(name, policy));
    }),
    http.post('*/api/v1/policy/versions/:version/restore', ({ params }) => {
      const from = saved.find((v) => v.version === Number(params.version));
      sent.restores.push(Number(params.version));
      if (!from) return HttpResponse.json({ code: 'POLICY_VERSION_NOT_FOUND', message: 'No.' }, { status: 404 });
      return HttpResponse.json(next(from.name, from.policy));
    }),
  );
  return sent;
}

/** The 400 of a policy the API refused, naming one field. */
export const refused = (field: string, message: string) =>
  HttpResponse.json(
    { code: 'VALIDATION_ERROR', message: `Datos inválidos — ${field}: ${message}`, details: [{ field, message }] },
    { status: 400 },
  );
