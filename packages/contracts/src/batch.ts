import { z } from 'zod';
import { scoreBand } from './credit';
import { policyOutcome } from './policy';

/** Most tax ids one batch accepts. */
export const BATCH_MAX_ROWS = 1000;

/** POST /batch (permission 'premium'): the rows as typed or read from the file; each is validated. */
export const createBatchBody = z.object({
  taxNumbers: z
    .array(z.string().max(40))
    .min(1, 'Cargá al menos un CUIT.')
    .max(BATCH_MAX_ROWS, `Como máximo ${BATCH_MAX_ROWS} CUITs por consulta.`),
});
export type CreateBatchBody = z.infer<typeof createBatchBody>;

export const batchIdParam = z.object({ id: z.uuid('El id de consulta no es válido.') });

/**
 * A row's 'Decisión' under the user's saved credit policy when the row ran (docs/domain/credit-policy.md §11): the
 * outcome only, and the version that decided it; both null when the user had no saved policy. The batch lookup's
 * rows and the cheque portfolio's carry it.
 */
export const rowPolicyDecision = {
  decision: policyOutcome.nullable(),
  policyVersion: z.number().int().min(1).nullable(),
};

export const batchResult = z.object({
  name: z.string(),
  personType: z.enum(['FISICA', 'JURIDICA']),
  situacion: z.number().int(),
  situacionLabel: z.string(),
  totalDebt: z.number(),
  /** Rejected cheques (all) and the unpaid ones among them. */
  rejectedCheques: z.number().int(),
  unpaidCheques: z.number().int(),
  unpaidChequesAmount: z.number(),
  score: z.number().int().nullable(),
  band: scoreBand.nullable(),
  bandLabel: z.string().nullable(),
  period: z.string().nullable(),
  ...rowPolicyDecision,
});
export type BatchResult = z.infer<typeof batchResult>;

/** invalid: refused before the lookup (checksum, duplicate); error: the lookup failed (e.g. blocked). */
export const batchItemStatus = z.enum(['pending', 'done', 'invalid', 'error']);

export const batchItem = z.object({
  row: z.number().int(),
  input: z.string(),
  taxNumber: z.string().nullable(),
  status: batchItemStatus,
  error: z.string().nullable(),
  result: batchResult.nullable(),
});
export type BatchItem = z.infer<typeof batchItem>;

export const batchJob = z.object({
  id: z.uuid(),
  status: z.enum(['running', 'done']),
  total: z.number().int(),
  /** Rows that reached a final state (done, invalid or error). */
  processed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  items: z.array(batchItem),
});
export type BatchJob = z.infer<typeof batchJob>;

/** GET /batch (permission 'premium'): the user's latest job, to resume its view after a reload. */
export const latestBatch = z.object({ job: batchJob.nullable() });

/** POST /batch/{id}/profiles: adds every found result to Mis Perfiles (existing ones are kept). */
export const addBatchProfilesResponse = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  /** The Mis Perfiles id of every found CUIT (added now or before), to open its balance page. */
  profiles: z.array(z.object({ taxNumber: z.string(), id: z.uuid() })),
});
export type AddBatchProfilesResponse = z.infer<typeof addBatchProfilesResponse>;
