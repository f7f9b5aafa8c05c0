import { z } from 'zod';
import { SCORE_BAND_CODES, type ScoreBandCode } from '@tirr/domain';
import type { WebhookEventType } from './integrations';
import { policyOutcome as outcome } from './policy';

/**
 * What a webhook delivery carries (docs/api/webhooks.md): one JSON object per event, `{ id, type, v, createdAt,
 * data }`, signed in the `Tirr-Signature` header. `v` is the payload's version: a change that could break a
 * receiver comes as a new version, never as a new meaning of a field of this one. These schemas are the source of
 * the JSON Schemas the docs show (`webhookPayloadJsonSchemas`).
 */
export const WEBHOOK_PAYLOAD_VERSION = 1;

const cuit = z
  .string()
  .regex(/^\d{11}$/, 'El CUIT debe tener 11 dígitos.')
  .describe('CUIT/CUIL, 11 digits');
const period = z
  .string()
  .regex(/^\d{6}$/)
  .describe("BCRA period the data is from, 'YYYYMM'");
const band = z
  .enum(SCORE_BAND_CODES as [ScoreBandCode, ...ScoreBandCode[]])
  .nullable()
  .describe('Score band (null: no score)');
const situacion = z.number().int().min(0).max(6).describe('Maximum current situación (0: no debts informed)');
const count = z.number().int().min(0);
const instant = z.iso.datetime({ offset: true });

/** One change a new BCRA period brought to a watched subject, worst news first (docs/product.md §4). */
export const monitoringChange = z.discriminatedUnion('code', [
  z.object({ code: z.literal('SITUACION_WORSE'), from: situacion, to: situacion }),
  z.object({ code: z.literal('NEW_REJECTED_CHEQUES'), added: z.number().int().min(1), total: count }),
  z.object({ code: z.literal('SITUACION_BETTER'), from: situacion, to: situacion }),
  z.object({ code: z.literal('BAND_CHANGED'), from: band, to: band }),
]);
export type MonitoringChange = z.infer<typeof monitoringChange>;

/** 'monitoring.changed': a subject of Mis Perfiles changed with a new BCRA period. */
export const monitoringChangedData = z.object({
  taxNumber: cuit,
  name: z.string(),
  period,
  changes: z.array(monitoringChange).min(1),
});

/** 'decision.changed': new data changed a subject's decision under the same version of the user's credit policy. */
export const decisionChangedData = z.object({
  taxNumber: cuit,
  name: z.string(),
  period,
  from: outcome,
  to: outcome,
  policyVersion: z.number().int().min(1).describe('The version of the credit policy that decided both'),
});

/** The rows of a finished job by outcome. */
const rowCounts = {
  total: count,
  done: count.describe('Rows with a result'),
  invalid: count.describe('Rows refused as sent (a bad CUIT, a bad cheque)'),
  error: count.describe('Rows whose lookup failed'),
  createdAt: instant,
  finishedAt: instant,
};

/** 'batch.completed': a batch lookup finished (every row has its outcome). */
export const batchCompletedData = z.object({ jobId: z.uuid(), ...rowCounts });

/** 'cheque_portfolio.completed': a cheque portfolio finished (every cheque has its outcome). */
export const chequePortfolioCompletedData = z.object({ portfolioId: z.uuid(), ...rowCounts });

export const WEBHOOK_EVENT_DATA = {
  'monitoring.changed': monitoringChangedData,
  'decision.changed': decisionChangedData,
  'batch.completed': batchCompletedData,
  'cheque_portfolio.completed': chequePortfolioCompletedData,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData = { [T in WebhookEventType]: z.infer<(typeof WEBHOOK_EVENT_DATA)[T]> };

/** The whole body of a delivery of `type`. */
export function webhookPayload<T extends WebhookEventType>(type: T) {
  return z.object({
    id: z.uuid().describe('The event id, also in Tirr-Event-Id: the same for every delivery of this event'),
    type: z.literal(type),
    v: z.literal(WEBHOOK_PAYLOAD_VERSION),
    createdAt: instant.describe('When the event happened'),
    data: WEBHOOK_EVENT_DATA[type],
  });
}

export interface WebhookBody<T extends WebhookEventType = WebhookEventType> {
  id: string;
  type: T;
  v: typeof WEBHOOK_PAYLOAD_VERSION;
  createdAt: string;
  data: WebhookEventData[T];
}

/** Each event's payload as JSON Schema (draft 2020-12), as docs/api/webhooks.md shows them. */
export function webhookPayloadJsonSchemas(): Record<WebhookEventType, unknown> {
  const types = Object.keys(WEBHOOK_EVENT_DATA) as WebhookEventType[];
  const schemaOf = (type: WebhookEventType) =>
    z.toJSONSchema(webhookPayload(type), {
      // Receivers ignore fields they do not know: v1 may gain fields, never change one (docs/api/webhooks.md §3).
      io: 'input',
      // 'format' says it; zod's long regular expressions beside it would only hide the schema's shape.
      override: ({ jsonSchema }) => {
        if (jsonSchema.format === 'uuid' || jsonSchema.format === 'date-time') delete jsonSchema.pattern;
      },
    });
  return Object.fromEntries(types.map((type) => [type, schemaOf(type)])) as Record<WebhookEventType, unknown>;
}
