import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditList,
  blacklist,
  errorLogDetail,
  errorLogList,
  errorEnvelope,
  outboxList,
  outboxMailDetail,
  systemUser,
  usageReport,
  userList,
  type BlockCuitBody,
  type ErrorLogListQuery,
  type OutboxQuery,
  type UserListQuery,
} from '@tirr/contracts';
import type { Role } from '@tirr/domain';
import { z } from 'zod';
import { readAccessToken } from '../../../shared/auth/access-token';
import { api, API_BASE, type QueryValue } from '../../../shared/api/client';

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
};

const query = (q: object) => q as Record<string, QueryValue>;

export function useErrorLogs(q: ErrorLogListQuery) {
  return useQuery({
    queryKey: systemKeys.errors(q),
    queryFn: ({ signal }) => api.get('/system/errors', { query: query(q), schema: errorLogList, signal }),
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
    queryFn: ({ signal }) => api.get('/system/outbox', { query: query(q), schema: outboxList, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: systemKeys.mail(id ?? 0),
    queryFn: ({ signal }) => api.get(`/system/outbox/${id}`, { schema: outboxMailDetail, signal }),
    enabled: id !== null,
  });
}

export function useSystemUsers(q: UserListQuery) {
  return useQuery({
    queryKey: systemKeys.users(q),
    queryFn: ({ signal }) => api.get('/system/users', { query: query(q), schema: userList, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserAudit(id: string | null) {
  return useQuery({
    queryKey: systemKeys.audit(id ?? ''),
    queryFn: ({ signal }) => api.get(`/system/users/${id}/audit`, { schema: auditList, signal }),
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
      const options = { schema: systemUser, globalErrors: false };
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
    queryFn: ({ signal }) => api.get('/system/blacklist', { query: query(q), schema: blacklist, signal }),
    placeholderData: keepPreviousData,
  });
}

const taxNumberAnswer = z.object({ taxNumber: z.string() });

export function useBlockCuit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockCuitBody) =>
      api.post('/system/blacklist', body, { schema: taxNumberAnswer, globalErrors: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: systemKeys.all }),
  });
}

export function useUnblockCuit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taxNumber: string) =>
      api.delete(`/system/blacklist/${taxNumber}`, { schema: taxNumberAnswer, globalErrors: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: systemKeys.all }),
  });
}

export function useUsageReport(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.reports(from, to),
    queryFn: ({ signal }) => api.get('/system/reports', { query: { from, to }, schema: usageReport, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** 'Exportar CSV': GET /system/reports.csv with the Bearer token, saved as a file. */
export async function downloadUsageCsv(from: string, to: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetchImpl(`${API_BASE}/system/reports.csv?from=${from}&to=${to}`, {
    headers,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const envelope = errorEnvelope.safeParse(await response.json().catch(() => null));
    throw new Error(envelope.success ? envelope.data.message : `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `reporte-uso-${from}-${to}.csv`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
