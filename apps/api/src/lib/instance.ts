import { randomBytes } from 'node:crypto';
import os from 'node:os';

/**
 * This instance's name among the instances on one database (ADR 0132): what its events, row claims and
 * job-queue work are signed with. INSTANCE_ID when the deployment names it, else host, process and a
 * random suffix (two apps in one process, as tests build them, are two instances).
 */
export function instanceName(configured?: string): string {
  return configured || `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
