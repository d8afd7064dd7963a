// Is the bot healthy? What /healthz answers: the gateway is ready, the database takes writes (its
// write lock is taken and released, nothing written), and the scheduler is not behind (no deadline
// row has waited longer than a threshold). Cheap enough to ask every few seconds.
// Degraded (still 200: the process works, and a restart would help neither) when Discord is near
// banning the bot's address for invalid requests or the publisher's queue is hours behind.
import type { Database } from 'better-sqlite3';
import type { SchedulerBacklog } from '../service/service.js';
import { probeWrite } from '../service/integrity.js';
import type { PublisherBacklog } from '../discord/publisher.js';

/** How long the oldest due deadline row may wait before the bot counts as behind. */
export const MAX_SCHEDULER_LAG_MS = 60_000;

/**
 * Invalid requests in 10 minutes from which the bot counts as degraded: half of Discord's 10,000,
 * decided here (the issue says "nears"), so an operator paged at this point still has minutes at
 * any rate a bug could make them before the hour's ban.
 */
export const INVALID_REQUESTS_DEGRADED = 5_000;

/** How long the publisher's oldest queued job may wait before the bot counts as degraded. */
export const MAX_PUBLISHER_WAIT_MS = 60 * 60_000;

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
  /** Discord's side: invalid requests of the last 10 minutes and the publisher's queue (absent: not judged). */
  readonly discord?: { invalidRequests(): number; backlog(): PublisherBacklog };
}

/** /healthz's answer: healthy or not, why not, and the figures it judged by. */
export interface Health {
  readonly healthy: boolean;
  readonly body: {
    readonly status: 'ok' | 'degraded' | 'unhealthy';
    readonly reasons: readonly string[];
    readonly gateway: 'ready' | 'not ready';
    readonly database: 'writable' | 'not writable';
    readonly scheduler: { readonly dueRows: number; readonly lagSeconds: number };
    readonly discord?: { readonly invalidRequests: number; readonly queued: number; readonly oldestQueuedSeconds: number };
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
  const unhealthy = reasons.length > 0;
  let discord: { invalidRequests: number; queued: number; oldestQueuedSeconds: number } | undefined;
  if (sources.discord) {
    const invalid = sources.discord.invalidRequests();
    const queue = sources.discord.backlog();
    discord = { invalidRequests: invalid, queued: queue.depth, oldestQueuedSeconds: Math.round(queue.oldestMs / 1000) };
    if (invalid >= INVALID_REQUESTS_DEGRADED) {
      reasons.push(`${invalid} invalid requests to Discord (401, 403, 429) in the last 10 minutes: at 10,000 Discord bans this address for an hour`);
    }
    if (queue.oldestMs > MAX_PUBLISHER_WAIT_MS) {
      reasons.push(`the publisher is behind: ${queue.depth} job(s) queued, the oldest for ${Math.round(queue.oldestMs / 60_000)} min (limit ${MAX_PUBLISHER_WAIT_MS / 60_000} min)`);
    }
  }
  return {
    healthy: !unhealthy,
    body: {
      status: unhealthy ? 'unhealthy' : reasons.length > 0 ? 'degraded' : 'ok',
      reasons,
      gateway: gateway ? 'ready' : 'not ready',
      database: writable ? 'writable' : 'not writable',
      scheduler: { dueRows: backlog.dueRows, lagSeconds: Math.round(backlog.lagMs / 100) / 10 },
      ...(discord ? { discord } : {}),
    },
  };
}
