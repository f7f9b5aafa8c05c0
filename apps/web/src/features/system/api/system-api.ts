import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockCuitBody, ErrorLogListQuery, JobView, OutboxQuery, UserListQuery } from '@tirr/contracts';
import type { Role } from '@tirr/domain';
import { api, type QueryValue } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { saveFile } from '../../../shared/files/save-file';
import type { AssumptionsOverride } from '../../../shared/cheque-assumptions/assumption-texts';

/** Query keys of the System area. */
export const systemKeys = {
  all: ['system'] as const,
  errors: (q: object) => [...systemKeys.all, 'errors', q] as const,
  error: (id: number) => [...systemKeys.all, 'error', id] as const,
  users: (q: object) => [...systemKeys.all, 'users', q] as const,
  audit: (id: string) => [...systemKeys.all, 'audit', id] as const,
  blacklist: (q: object) => [...systemKeys.all, 'blacklist', q] as const,
  reports: (from: string, to: string) => [...systemKeys.all, 'reports', from, to] as const,
  outbox: (q: object) => [...systemKeys.all, 'outbox', q] as const,
  mail: (id: number) => [...systemKeys.all, 'mail', id] as const,
  jobs: (state: JobView) => [...systemKeys.all, 'jobs', state] as const,
  chequeAssumptions: () => [...systemKeys.all, 'cheque-assumptions'] as const,
};

const query = (q: object) => q as Record<string, QueryValue>;
const errorLogDetail = contractSchema('system', (c) => c.errorLogDetail);

export function useErrorLogs(q: ErrorLogListQuery) {
  return useQuery({
    queryKey: systemKeys.errors(q),
    queryFn: ({ signal }) =>
      api.get('/system/errors', { query: query(q), schema: contractSchema('system', (c) => c.errorLogList), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useErrorLog(id: number | null) {
  return useQuery({
    queryKey: systemKeys.error(id ?? 0),
    queryFn: ({ signal }) => api.get(`/system/errors/${id}`, { schema: errorLogDetail, signal }),
    enabled: id !== null,
  });
}

export function useResolveError() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) =>
      api.patch(`/system/errors/${id}`, { resolved }, { schema: errorLogDetail, globalErrors: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: systemKeys.all }),
  });
}

/** The mails Tirr wrote (ADR 0105), newest first. */
export function useOutbox(q: OutboxQuery) {
  return useQuery({
    queryKey: systemKeys.outbox(q),
    queryFn: ({ signal }) =>
      api.get('/system/outbox', { query: query(q), schema: contractSchema('mail', (c) => c.outboxList), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: systemKeys.mail(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(`/system/outbox/${id}`, { schema: contractSchema('mail', (c) => c.outboxMailDetail), signal }),
    enabled: id !== null,
  });
}

export function useSystemUsers(q: UserListQuery) {
  return useQuery({
    queryKey: systemKeys.users(q),
    queryFn: ({ signal }) =>
      api.get('/system/users', { query: query(q), schema: contractSchema('system', (c) => c.userList), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserAudit(id: string | null) {
  return useQuery({
    queryKey: systemKeys.audit(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/system/users/${id}/audit`, { schema: contractSchema('system', (c) => c.auditList), signal }),
    enabled: id !== null,
  });
}

type UserChange =
  | { kind: 'role'; id: string; role: Role }
  | { kind: 'grant'; id: string; until: string }
  | { kind: 'revoke'; id: string };

export function useChangeUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => {
      const options = { schema: contractSchema('system', (c) => c.systemUser), globalErrors: false };
      if (change.kind === 'role') return api.patch(`/system/users/${change.id}/role`, { role: change.role }, options);
      if (change.kind === 'grant')
        return api.put(`/system/users/${change.id}/premium`, { until: change.until }, options);
      return api.delete(`/system/users/${change.id}/premium`, options);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: systemKeys.all }),
  });
}

export function useBlacklist(q: { page: number; pageSize: number; q?: string }) {
  return useQuery({
    queryKey: systemKeys.blacklist(q),
    queryFn: ({ signal }) =>
      api.get('/system/blacklist', { query: query(q), schema: contractSchema('system', (c) => c.blacklist), signal }),
    placeholderData: keepPreviousData,
  });
}

const blacklistChange = contractSchema('system', (c) => c.blacklistChange);

export function useBlockCuit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockCuitBody) =>
      api.post('/system/blacklist', body, { schema: blacklistChange, globalErrors: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: systemKeys.all }),
  });
}

export function useUnblockCuit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taxNumber: string) =>
      api.delete(`/system/blacklist/${taxNumber}`, { schema: blacklistChange, globalErrors: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: systemKeys.all }),
  });
}

export function useUsageReport(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.reports(from, to),
    queryFn: ({ signal }) =>
      api.get('/system/reports', {
        query: { from, to },
        schema: contractSchema('system', (c) => c.usageReport),
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** 'Exportar CSV': GET /system/reports.csv, saved as a file; a failure goes to the caller, which says so. */
export async function downloadUsageCsv(from: string, to: string): Promise<void> {
  const csv = await api.file('/system/reports.csv', { query: { from, to }, accept: 'text/csv', globalErrors: false });
  saveFile(csv, `reporte-uso-${from}-${to}.csv`);
}

/** The job queue of every instance (ADR 0133): counts per queue and the newest jobs in one state. */
export function useJobs(state: JobView) {
  return useQuery({
    queryKey: systemKeys.jobs(state),
    queryFn: ({ signal }) =>
      api.get('/system/jobs', { query: { state }, schema: contractSchema('system', (c) => c.jobList), signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

/** 'Reintentar' on a failed job. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/system/jobs/${id}/retry`, undefined, { schema: contractSchema('system', (c) => c.jobRetried) }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...systemKeys.all, 'jobs'] }),
  });
}

const assumptionsSettings = contractSchema('cheques', (c) => c.chequeAssumptionsSettings);

/** The cheque analysis' pricing assumptions in force for everyone, and their defaults (ADR 0143). */
export function useChequeAssumptions() {
  return useQuery({
    queryKey: systemKeys.chequeAssumptions(),
    queryFn: ({ signal }) => api.get('/cheques/assumptions', { schema: assumptionsSettings, signal }),
  });
}

/** Replaces everyone's assumptions: what is left out takes the default (`{}` restores them all). */
export function useSaveChequeAssumptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (override: AssumptionsOverride) =>
      api.put('/cheques/assumptions', override, { schema: assumptionsSettings, globalErrors: false }),
    onSuccess: (saved) => client.setQueryData(systemKeys.chequeAssumptions(), saved),
  });
}
