// /healthz's judgement from its three sources, including what the e2e test cannot stage: a
// database that refuses writes (tests run as root, for whom no file is read-only) or is closed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../service/db.js';
import { checkHealth, INVALID_REQUESTS_DEGRADED, MAX_PUBLISHER_WAIT_MS, MAX_SCHEDULER_LAG_MS } from './health.js';

const dir = mkdtempSync(join(tmpdir(), 'spiel-health-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const path = join(dir, 'bot.db');
openDatabase(path).close();

const ready = { ready: () => true };
const backlog = (lagMs: number) => ({ schedulerBacklog: () => ({ dueRows: lagMs > 0 ? 2 : 0, lagMs }) });

describe('/healthz', () => {
  it('GIVEN a ready gateway, a writable database and a scheduler at most a minute behind THEN healthy; a millisecond more THEN not', () => {
    const db = new BetterSqlite3(path);
    expect(checkHealth({ gateway: ready, service: backlog(MAX_SCHEDULER_LAG_MS), db })).toMatchObject({ healthy: true, body: { status: 'ok', reasons: [] } });
    const late = checkHealth({ gateway: ready, service: backlog(MAX_SCHEDULER_LAG_MS + 1), db });
    expect(late.healthy).toBe(false);
    expect(late.body.reasons).toEqual(['the scheduler is behind: 2 deadline row(s) due, the oldest for 60 s (limit 60 s)']);
    expect(late.body.scheduler).toEqual({ dueRows: 2, lagSeconds: 60 });
    db.close();
  });

  it('GIVEN a database that does not take writes THEN unhealthy, saying SQLite’s reason; every failing check is listed', () => {
    const db = new BetterSqlite3(path, { readonly: true });
    const health = checkHealth({ gateway: { ready: () => false }, service: backlog(0), db });
    expect(health.healthy).toBe(false);
    expect(health.body).toMatchObject({ status: 'unhealthy', gateway: 'not ready', database: 'not writable' });
    expect(health.body.reasons).toEqual([
      'the Discord gateway is not ready (connecting, resuming or closed)',
      expect.stringMatching(/^the database does not take writes: attempt to write a readonly database/),
    ]);
    db.close();
    expect(checkHealth({ gateway: ready, service: backlog(0), db }).body.reasons).toEqual(['the database is closed']);
  });

  it('GIVEN another process holds the write lock THEN the probe gives up after a short wait instead of blocking the bot for the 5 s a command would wait', () => {
    const db = openDatabase(path);
    const holder = new BetterSqlite3(path);
    holder.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    const health = checkHealth({ gateway: ready, service: backlog(0), db });
    const waited = performance.now() - started;
    expect(health.body.reasons).toEqual([expect.stringMatching(/^the database does not take writes: database is locked/)]);
    expect(waited).toBeLessThan(2_000);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5_000); // restored for the bot's own commands
    holder.exec('ROLLBACK');
    holder.close();
    expect(checkHealth({ gateway: ready, service: backlog(0), db }).healthy).toBe(true);
    db.close();
  });

  it('GIVEN Discord’s invalid requests near its 10,000 in 10 minutes, or a publisher queue more than an hour behind THEN degraded (200, with the reason and the figures); below both THEN ok', () => {
    const db = new BetterSqlite3(path);
    const discord = (invalid: number, oldestMs: number) => ({ invalidRequests: () => invalid, backlog: () => ({ depth: oldestMs > 0 ? 120 : 0, oldestMs }) });
    const fine = checkHealth({ gateway: ready, service: backlog(0), db, discord: discord(INVALID_REQUESTS_DEGRADED - 1, MAX_PUBLISHER_WAIT_MS) });
    expect(fine).toMatchObject({ healthy: true, body: { status: 'ok', reasons: [], discord: { invalidRequests: INVALID_REQUESTS_DEGRADED - 1, queued: 120, oldestQueuedSeconds: 3600 } } });
    const near = checkHealth({ gateway: ready, service: backlog(0), db, discord: discord(INVALID_REQUESTS_DEGRADED, 0) });
    expect(near).toMatchObject({ healthy: true, body: { status: 'degraded' } });
    expect(near.body.reasons).toEqual(['5000 invalid requests to Discord (401, 403, 429) in the last 10 minutes: at 10,000 Discord bans this address for an hour']);
    const behind = checkHealth({ gateway: ready, service: backlog(0), db, discord: discord(0, 3 * MAX_PUBLISHER_WAIT_MS) });
    expect(behind.body.status).toBe('degraded');
    expect(behind.body.reasons).toEqual(['the publisher is behind: 120 job(s) queued, the oldest for 180 min (limit 60 min)']);
    // Unhealthy outranks degraded.
    expect(checkHealth({ gateway: { ready: () => false }, service: backlog(0), db, discord: discord(INVALID_REQUESTS_DEGRADED, 0) })).toMatchObject({ healthy: false, body: { status: 'unhealthy' } });
    db.close();
  });
});
