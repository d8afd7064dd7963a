// Is the bot healthy? What /healthz answers: the gateway is ready, the database takes writes (its
// write lock is taken and released, nothing written), and the scheduler is not behind (no deadline
// row has waited longer than a threshold). Cheap enough to ask every few seconds.
import type { Database } from 'better-sqlite3';
import type { SchedulerBacklog } from '../service/service.js';
import { probeWrite } from '../service/integrity.js';

/** How long the oldest due deadline row may wait before the bot counts as behind. */
export const MAX_SCHEDULER_LAG_MS = 60_000;

/**
 * How long the write probe waits for another process's write lock. It runs on the event loop,
 * so it waits far less than a command would (5 s).
 */
const PROBE_BUSY_MS = 250;

/** What the health check reads. */
export interface HealthSources {
  readonly gateway: { ready(): boolean };
  readonly service: { schedulerBacklog(): SchedulerBacklog };
  readonly db: Database;
}

/** /healthz's answer: healthy or not, why not, and the figures it judged by. */
export interface Health {
  readonly healthy: boolean;
  readonly body: {
    readonly status: 'ok' | 'unhealthy';
    readonly reasons: readonly string[];
    readonly gateway: 'ready' | 'not ready';
    readonly database: 'writable' | 'not writable';
    readonly scheduler: { readonly dueRows: number; readonly lagSeconds: number };
  };
}

/** Checks the gateway, the database and the scheduler now. */
export function checkHealth(sources: HealthSources, maxLagMs = MAX_SCHEDULER_LAG_MS): Health {
  const reasons: string[] = [];
  const gateway = sources.gateway.ready();
  if (!gateway) reasons.push('the Discord gateway is not ready (connecting, resuming or closed)');
  let writable = true;
  if (!sources.db.open) {
    writable = false;
    reasons.push('the database is closed');
  } else if (!sources.db.inTransaction) {
    try {
      probeWrite(sources.db, PROBE_BUSY_MS);
    } catch (error) {
      writable = false;
      reasons.push(`the database does not take writes: ${(error as Error).message}`);
    }
  }
  let backlog: SchedulerBacklog = { dueRows: 0, lagMs: 0 };
  if (sources.db.open) backlog = sources.service.schedulerBacklog();
  if (backlog.lagMs > maxLagMs) {
    reasons.push(`the scheduler is behind: ${backlog.dueRows} deadline row(s) due, the oldest for ${Math.round(backlog.lagMs / 1000)} s (limit ${maxLagMs / 1000} s)`);
  }
  return {
    healthy: reasons.length === 0,
    body: {
      status: reasons.length === 0 ? 'ok' : 'unhealthy',
      reasons,
      gateway: gateway ? 'ready' : 'not ready',
      database: writable ? 'writable' : 'not writable',
      scheduler: { dueRows: backlog.dueRows, lagSeconds: Math.round(backlog.lagMs / 100) / 10 },
    },
  };
}
