/** The System area (docs/product.md §6, ADR 0081): errors, users and premium, blocked CUITs and usage reports. */
import type {
  AuditEntry,
  Blacklist,
  BlockCuitBody,
  ErrorLogDetail,
  ErrorLogList,
  SystemUser,
  UsageReport,
  UserList,
} from '@tirr/contracts';
import { ERROR_CODES, SYSTEM_ERROR_CODES } from '@tirr/contracts';
import {
  buenosAiresDate,
  canAssignRole,
  csvDocument,
  cuitProblem,
  UNKNOWN_PREFIX_MESSAGE,
  effectiveRole,
  FREE_MONTHLY_REPORTS,
  hasUnlimitedReports,
  lastSysadminProblem,
  normalizeTaxInput,
  permissionsOf,
  quotaMonth,
  type Role,
  type SheetCell,
} from '@tirr/domain';
import type { AppEvents } from '../../lib/app-events';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import type { AuditRepository } from '../../lib/audit';
import type { BlacklistRepository } from './blacklist.repository';
import type { ErrorListFilter, SystemErrorsRepository } from './errors.repository';
import type { ReportsRepository } from './reports.repository';
import type { SystemUsersRepository, UserListFilter } from './system-users.repository';

export interface Actor {
  userId: string;
  role: Role;
}

export interface SystemServiceDeps {
  errors: SystemErrorsRepository;
  users: SystemUsersRepository;
  blacklist: BlacklistRepository;
  reports: ReportsRepository;
  audit: AuditRepository;
  now: () => Date;
  /**
   * The app's events: 'user-changed' after a user's role or premium changed,
   * 'blocked-ids-changed' after a CUIT is blocked or unblocked (cached copies are dropped; ADR 0124).
   */
  events: Pick<AppEvents, 'emit'>;
  /** Writes consults still queued by the consult audit, so the usage report counts them. */
  flushConsults?: () => Promise<void>;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const DAY_MS = 86_400_000;
/** The first instant of a Buenos Aires day (UTC−3). */
const startOfBaDay = (day: string) => new Date(`${day}T03:00:00.000Z`);
export const MAX_REPORT_DAYS = 366;
const TOP = 10;

export function systemService(deps: SystemServiceDeps) {
  const { now } = deps;

  async function userView(id: string): Promise<SystemUser> {
    const { rows } = await deps.users.list({ page: 0, pageSize: 1, id }, quotaMonth(now()));
    if (!rows[0]) throw notFound('id: no existe un usuario con ese id.');
    return toSystemUser(rows[0]);
  }

  function toSystemUser(row: {
    id: string;
    email: string | null;
    name: string | null;
    role: Role;
    premiumUntil: Date | null;
    createdAt: Date;
    lastLoginAt: Date | null;
    monthlyUsed: number;
    premiumRequestedAt: Date | null;
    subscriptionStatus: string | null;
  }): SystemUser {
    const effective = effectiveRole(row.role, row.premiumUntil ? new Date(row.premiumUntil) : null, now());
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      effectiveRole: effective,
      premiumUntil: iso(row.premiumUntil),
      monthlyUsed: Number(row.monthlyUsed),
      monthlyLimit: hasUnlimitedReports(permissionsOf(effective)) ? null : FREE_MONTHLY_REPORTS,
      premiumRequestedAt: iso(row.premiumRequestedAt),
      subscriptionStatus: row.subscriptionStatus,
      createdAt: iso(row.createdAt)!,
      lastLoginAt: iso(row.lastLoginAt),
    };
  }

  return {
    // ------------------------------------------------------------------------------------ errors
    async listErrors(filter: ErrorListFilter): Promise<ErrorLogList> {
      const { rows, total } = await deps.errors.list(filter);
      return {
        total,
        items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)!, resolvedAt: iso(r.resolvedAt) })),
      };
    },

    async errorDetail(id: number): Promise<ErrorLogDetail> {
      const row = await deps.errors.find(id);
      if (!row) throw notFound('id: no existe un error con ese id.');
      return {
        ...row,
        createdAt: iso(row.createdAt)!,
        resolvedAt: iso(row.resolvedAt),
        feedbackAt: iso(row.feedbackAt),
      };
    },

    async resolveError(id: number, resolved: boolean): Promise<ErrorLogDetail> {
      if (!(await deps.errors.setResolved(id, resolved))) throw notFound('id: no existe un error con ese id.');
      return this.errorDetail(id);
    },

    // ------------------------------------------------------------------------------------- users
    async listUsers(filter: UserListFilter): Promise<UserList> {
      const { rows, total } = await deps.users.list(filter, quotaMonth(now()));
      return { total, items: rows.map(toSystemUser) };
    },

    async userAudit(id: string): Promise<{ items: AuditEntry[] }> {
      if (!(await deps.users.find(id))) throw notFound('id: no existe un usuario con ese id.');
      const rows = await deps.audit.ofUser(id);
      return { items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)! })) };
    },

    /** Role change: sysadmin only by a sysadmin, and never the last sysadmin (atomic). Audited. */
    async changeRole(actor: Actor, id: string, role: Role): Promise<SystemUser> {
      if (!canAssignRole(actor.role, role)) {
        throw new AppError(403, ERROR_CODES.forbidden, 'role: solo un administrador del sistema asigna ese rol.');
      }
      const row = await deps.users.changeRole(
        id,
        role,
        (current, sysadmins) => {
          if (current === 'sysadmin' && actor.role !== 'sysadmin') {
            throw new AppError(403, ERROR_CODES.forbidden, 'role: solo un administrador del sistema cambia ese rol.');
          }
          if (lastSysadminProblem(current, role, sysadmins)) {
            throw new AppError(
              409,
              SYSTEM_ERROR_CODES.lastSysadmin,
              'role: no se puede quitar el rol al último administrador del sistema.',
            );
          }
        },
        (tx, before) =>
          deps.audit.record(
            { actorId: actor.userId, action: 'role.change', targetUserId: id, details: { from: before, to: role } },
            tx,
          ),
      );
      if (!row) throw notFound('id: no existe un usuario con ese id.');
      deps.events.emit('user-changed', { user: id });
      return userView(id);
    },

    /** Premium until the end of the given Buenos Aires day (a past day is refused). Audited. */
    async grantPremium(actor: Actor, id: string, untilDay: string): Promise<SystemUser> {
      const until = new Date(startOfBaDay(untilDay).getTime() + DAY_MS);
      if (untilDay < buenosAiresDate(now())) throw badRequest('until', 'la fecha no puede ser anterior a hoy.');
      if (until.getTime() - now().getTime() > 10 * 366 * DAY_MS)
        throw badRequest('until', 'la fecha no puede superar los 10 años.');
      const row = await deps.users.setPremiumUntil(id, until, (tx, before) =>
        deps.audit.record(
          {
            actorId: actor.userId,
            action: 'premium.grant',
            targetUserId: id,
            details: { from: iso(before), to: until.toISOString() },
          },
          tx,
        ),
      );
      if (!row) throw notFound('id: no existe un usuario con ese id.');
      deps.events.emit('user-changed', { user: id });
      return userView(id);
    },

    async revokePremium(actor: Actor, id: string): Promise<SystemUser> {
      const row = await deps.users.setPremiumUntil(id, null, (tx, before) =>
        deps.audit.record(
          { actorId: actor.userId, action: 'premium.revoke', targetUserId: id, details: { from: iso(before) } },
          tx,
        ),
      );
      if (!row) throw notFound('id: no existe un usuario con ese id.');
      deps.events.emit('user-changed', { user: id });
      return userView(id);
    },

    // --------------------------------------------------------------------------------- blacklist
    async listBlocked(page: number, pageSize: number, q?: string): Promise<Blacklist> {
      const digits = q ? normalizeTaxInput(q) : undefined;
      const { rows, total } = await deps.blacklist.list(page, pageSize, digits || undefined);
      return { total, items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)! })) };
    },

    async block(actor: Actor, body: BlockCuitBody) {
      const taxNumber = normalizeTaxInput(body.taxNumber);
      const problem = cuitProblem(taxNumber);
      if (problem === 'prefix') throw badRequest('taxNumber', UNKNOWN_PREFIX_MESSAGE);
      if (problem) throw badRequest('taxNumber', 'ingresá un CUIT/CUIL válido (11 dígitos con dígito verificador).');
      const added = await deps.blacklist.add(
        { taxNumber, reason: body.reason, requestedBy: body.requestedBy, createdBy: actor.userId },
        (tx) =>
          deps.audit.record(
            {
              actorId: actor.userId,
              action: 'blacklist.add',
              details: { taxNumber, reason: body.reason, requestedBy: body.requestedBy },
            },
            tx,
          ),
      );
      if (!added) throw new AppError(409, SYSTEM_ERROR_CODES.alreadyBlocked, 'taxNumber: ese CUIT ya está bloqueado.');
      deps.events.emit('blocked-ids-changed', { taxNumber });
      return { taxNumber };
    },

    async unblock(actor: Actor, rawTaxNumber: string) {
      const taxNumber = normalizeTaxInput(rawTaxNumber);
      const problem = cuitProblem(taxNumber);
      if (problem === 'prefix') throw badRequest('taxNumber', UNKNOWN_PREFIX_MESSAGE);
      if (problem) throw badRequest('taxNumber', 'ingresá un CUIT/CUIL válido.');
      const removed = await deps.blacklist.remove(taxNumber, (tx, row) =>
        deps.audit.record(
          { actorId: actor.userId, action: 'blacklist.remove', details: { taxNumber, reason: row.reason } },
          tx,
        ),
      );
      if (!removed) throw notFound('taxNumber: ese CUIT no está bloqueado.');
      deps.events.emit('blocked-ids-changed', { taxNumber });
      return { taxNumber };
    },

    // ----------------------------------------------------------------------------------- reports
    async usage(fromDay: string, toDay: string): Promise<UsageReport> {
      if (toDay < fromDay) throw badRequest('to', 'debe ser igual o posterior a from.');
      await deps.flushConsults?.();
      const from = startOfBaDay(fromDay);
      const to = new Date(startOfBaDay(toDay).getTime() + DAY_MS);
      const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
      if (days > MAX_REPORT_DAYS) throw badRequest('to', `el rango no puede superar ${MAX_REPORT_DAYS} días.`);
      const data = await deps.reports.usage(from, to, TOP);
      const counts = new Map(data.perDay.map((d) => [d.day, Number(d.count)]));
      const consultsPerDay = Array.from({ length: days }, (_, i) => {
        const day = buenosAiresDate(new Date(from.getTime() + i * DAY_MS));
        return { day, count: counts.get(day) ?? 0 };
      });
      const errorCount = (type: 'react' | 'node') => Number(data.errors.find((e) => e.type === type)?.count ?? 0);
      return {
        from: fromDay,
        to: toDay,
        consultsPerDay,
        totalConsults: consultsPerDay.reduce((sum, d) => sum + d.count, 0),
        topUsers: data.topUsers.map((u) => ({ ...u, count: Number(u.count) })),
        topTaxIds: data.topTaxIds.map((t) => ({ ...t, count: Number(t.count) })),
        newUsers: Number(data.newUsers),
        premiumRequests: Number(data.requests),
        conversions: { payments: Number(data.conversions.payments), users: Number(data.conversions.users) },
        errors: { react: errorCount('react'), node: errorCount('node') },
      };
    },
  };
}
export type SystemService = ReturnType<typeof systemService>;

const USAGE_TEXTS = {
  es: {
    title: 'Reporte de uso',
    range: (from: string, to: string) => `${from} a ${to}`,
    summary: ['Resumen', 'Valor'],
    consults: 'Consultas',
    newUsers: 'Usuarios nuevos',
    requests: 'Solicitudes de premium',
    payments: 'Pagos de suscripción aprobados',
    subscribers: 'Usuarios que se suscribieron',
    react: 'Errores de interfaz (react)',
    node: 'Errores de servidor (node)',
    day: 'Día',
    user: 'Usuario',
    name: 'Nombre',
    fileName: 'reporte-uso',
  },
  en: {
    title: 'Usage report',
    range: (from: string, to: string) => `${from} to ${to}`,
    summary: ['Summary', 'Value'],
    consults: 'Lookups',
    newUsers: 'New users',
    requests: 'Premium requests',
    payments: 'Approved subscription payments',
    subscribers: 'Users who subscribed',
    react: 'Interface errors (react)',
    node: 'Server errors (node)',
    day: 'Day',
    user: 'User',
    name: 'Name',
    fileName: 'usage-report',
  },
} as const;

/** The usage CSV's file name in `language` ('reporte-uso-…' / 'usage-report-…'). */
export const usageCsvName = (report: UsageReport, language: Language) =>
  `${USAGE_TEXTS[language].fileName}-${report.from}-${report.to}.csv`;

/**
 * The usage report as CSV in the request's language (ADR 0139): UTF-8 with BOM so spreadsheets read the
 * accents; ';' as Excel in es-AR expects), written by the domain's CSV writer: names and emails cannot
 * run as formulas (ADR 0112).
 */
export function usageCsv(report: UsageReport, language: Language = 'es'): string {
  const t = USAGE_TEXTS[language];
  const lines: SheetCell[][] = [
    [t.title, t.range(report.from, report.to)],
    [],
    [...t.summary],
    [t.consults, report.totalConsults],
    [t.newUsers, report.newUsers],
    [t.requests, report.premiumRequests],
    [t.payments, report.conversions.payments],
    [t.subscribers, report.conversions.users],
    [t.react, report.errors.react],
    [t.node, report.errors.node],
    [],
    [t.day, t.consults],
    ...report.consultsPerDay.map((d) => [d.day, d.count]),
    [],
    [t.user, t.name, t.consults],
    ...report.topUsers.map((u) => [u.email, u.name, u.count]),
    [],
    ['CUIT/CUIL', t.name, t.consults],
    ...report.topTaxIds.map((tax) => [tax.taxNumber, tax.name, tax.count]),
  ];
  return csvDocument(lines);
}
