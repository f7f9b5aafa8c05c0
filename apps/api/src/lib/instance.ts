import { randomBytes } from 'node:crypto';

/**
 * This app's name among the instances on one database (ADR 0132): what its events and row claims are
 * signed with. The process's name (INSTANCE_ID, else host:pid, as on its log lines) and a random suffix,
 * so two apps in one process (as tests build them) or a restarted process never share a name.
 */
export function instanceName(processName: string): string {
  return `${processName}:${randomBytes(3).toString('hex')}`;
}
