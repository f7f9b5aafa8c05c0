import { z } from 'zod';
import { ROLES } from '@tirr/domain';

/*
 * The System area (docs/product.md §2, §6): errors (sysadmin), users, blocked CUITs and usage reports
 * (admin). Every path is under /api/v1/system. Dates 'YYYY-MM-DD' are Buenos Aires days; instants ISO.
 */

export const SYSTEM_ERROR_CODES = {
  /** 409: the change would leave the system without a sysadmin. */
  lastSysadmin: 'LAST_SYSADMIN',
  /** 409: the tax id is already blocked. */
  alreadyBlocked: 'ALREADY_BLOCKED',
} as const;

const isoDay = z.iso.date();
const instant = z.iso.datetime({ offset: true });

/** docs/product.md §9 page sizes 5, 10, 25, All ('All' is sent as 500, the largest page). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100000).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
});

export const uuidParam = z.object({ id: z.uuid() });

// -------------------------------------------------------------------------------------------- errors

export const errorLogListQuery = pageQuery.extend({
  type: z.enum(['react', 'node']).optional(),
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  /** Searches path, description and feedback. */
  q: z.string().trim().max(200).optional(),
});
export type ErrorLogListQuery = z.input<typeof errorLogListQuery>;

export const errorLogSummary = z.object({
  id: z.number().int(),
  type: z.enum(['react', 'node']),
  path: z.string(),
  description: z.string(),
  feedback: z.string().nullable(),
  userEmail: z.string().nullable(),
  createdAt: instant,
  resolvedAt: instant.nullable(),
});
export type ErrorLogSummary = z.infer<typeof errorLogSummary>;

export const errorLogList = z.object({ items: z.array(errorLogSummary), total: z.number().int() });
export type ErrorLogList = z.infer<typeof errorLogList>;

export const errorLogDetail = errorLogSummary.extend({
  stack: z.string().nullable(),
  feedbackAt: instant.nullable(),
});
export type ErrorLogDetail = z.infer<typeof errorLogDetail>;

export const resolveErrorBody = z.object({ resolved: z.boolean() });

// -------------------------------------------------------------------------------------------- users

export const userListQuery = pageQuery.extend({
  /** Searches email and name. */
  q: z.string().trim().max(200).optional(),
  /** Only users with a pending 'Solicitar premium'. */
  requested: z.enum(['true', 'false']).optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const systemUser = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** The stored role. */
  role: z.enum(ROLES),
  /** What counts now: a free user with a future premiumUntil is premium. */
  effectiveRole: z.enum(ROLES),
  premiumUntil: instant.nullable(),
  /** Reports used this Buenos Aires month, and the free limit (null: unlimited). */
  monthlyUsed: z.number().int(),
  monthlyLimit: z.number().int().nullable(),
  premiumRequestedAt: instant.nullable(),
  subscriptionStatus: z.string().nullable(),
  createdAt: instant,
  lastLoginAt: instant.nullable(),
});
export type SystemUser = z.infer<typeof systemUser>;

export const userList = z.object({ items: z.array(systemUser), total: z.number().int() });
export type UserList = z.infer<typeof userList>;

export const changeRoleBody = z.object({ role: z.enum(ROLES) });
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;

/** Premium until the end of that Buenos Aires day. */
export const grantPremiumBody = z.object({ until: isoDay });
export type GrantPremiumBody = z.infer<typeof grantPremiumBody>;

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: instant,
});
export const auditList = z.object({ items: z.array(auditEntry) });
export type AuditEntry = z.infer<typeof auditEntry>;

// ---------------------------------------------------------------------------------------- blacklist

export const blockedCuit = z.object({
  taxNumber: z.string(),
  reason: z.string().nullable(),
  requestedBy: z.string().nullable(),
  createdByEmail: z.string().nullable(),
  createdAt: instant,
});
export type BlockedCuit = z.infer<typeof blockedCuit>;

export const blacklistQuery = pageQuery.extend({ q: z.string().trim().max(40).optional() });
export const blacklist = z.object({ items: z.array(blockedCuit), total: z.number().int() });
export type Blacklist = z.infer<typeof blacklist>;

/** The API checks the CUIT's check digit itself so the 400 names taxNumber. */
export const blockCuitBody = z.object({
  taxNumber: z.string().trim().min(1).max(40),
  reason: z.string().trim().min(3).max(500),
  requestedBy: z.string().trim().min(2).max(200),
});
export type BlockCuitBody = z.infer<typeof blockCuitBody>;

export const taxNumberPathParam = z.object({ taxNumber: z.string().max(40) });

/** The answer to blocking or unblocking a CUIT: the tax number it was about. */
export const blacklistChange = z.object({ taxNumber: z.string() });

// ------------------------------------------------------------------------------------------ reports

/** Both days inclusive, at most 366 days apart. */
export const usageReportQuery = z.object({ from: isoDay, to: isoDay });
export type UsageReportQuery = z.infer<typeof usageReportQuery>;

export const usageReport = z.object({
  from: isoDay,
  to: isoDay,
  /** Every day of the range, zero included. */
  consultsPerDay: z.array(z.object({ day: isoDay, count: z.number().int() })),
  totalConsults: z.number().int(),
  topUsers: z.array(
    z.object({ userId: z.uuid(), email: z.string().nullable(), name: z.string().nullable(), count: z.number().int() }),
  ),
  topTaxIds: z.array(z.object({ taxNumber: z.string(), name: z.string(), count: z.number().int() })),
  newUsers: z.number().int(),
  premiumRequests: z.number().int(),
  /** Approved subscription charges and distinct users who paid in the range. */
  conversions: z.object({ payments: z.number().int(), users: z.number().int() }),
  errors: z.object({ react: z.number().int(), node: z.number().int() }),
});
export type UsageReport = z.infer<typeof usageReport>;

// ---------------------------------------------------------------------------------------------- jobs

/**
 * /system/jobs (sysadmin): the background work of every instance (ADR 0133). 'queued' are waiting (or
 * waiting for a retry), 'running' are being run, 'failed' ran out of retries (the dead letters: each can
 * be retried), 'done' finished in the last day.
 */
export const JOB_VIEWS = ['queued', 'running', 'failed', 'done'] as const;
export const jobView = z.enum(JOB_VIEWS);
export type JobView = z.infer<typeof jobView>;

export const jobsQuery = z.object({
  state: jobView.default('failed'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type JobsQuery = z.input<typeof jobsQuery>;

export const queueStats = z.object({
  queue: z.string(),
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  /** Seconds the oldest waiting job has waited (0 when none waits). */
  oldestQueuedSeconds: z.number().int(),
});
export type QueueStats = z.infer<typeof queueStats>;

export const jobSummary = z.object({
  id: z.uuid(),
  queue: z.string(),
  state: z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdAt: instant,
  startedAt: instant.nullable(),
  finishedAt: instant.nullable(),
  /** The last error of a failed or retried job. */
  error: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummary>;

export const jobList = z.object({ queues: z.array(queueStats), items: z.array(jobSummary) });
export type JobList = z.infer<typeof jobList>;

export const jobRetried = z.object({ retried: z.literal(true) });
