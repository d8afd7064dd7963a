// The bot's Prometheus metrics (prom-client), each with a `shard` label: Node's process metrics,
// what the Discord layer reports through BotTelemetry (interactions, their latency, writes to
// Discord), and figures read at scrape time (the scheduler's backlog, stored games by status and
// type, the database's size, the gateway, the last backup). One registry per bot, not prom-client's
// global one, so several bots in one process (the tests) keep their figures apart.
import { statSync } from 'node:fs';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ShardSlice } from '../discord/bot.js';
import type { BotTelemetry, InteractionKind, InteractionOutcome, PostOp, PostOutcome, RateLimitScope } from '../discord/telemetry.js';
import type { PublisherBacklog } from '../discord/publisher.js';
import type { GameCount, SchedulerBacklog } from '../service/service.js';
import type { BackupOutcome } from './rotation.js';

const KINDS: readonly InteractionKind[] = ['command', 'autocomplete', 'button', 'select', 'modal', 'other'];
const OUTCOMES: readonly InteractionOutcome[] = ['ok', 'user_error', 'out_of_date', 'error', 'discord_unavailable', 'duplicate', 'gone', 'ignored'];
const OPS: readonly PostOp[] = ['create', 'edit', 'delete', 'dm', 'thread_create', 'thread_member', 'thread_archive'];
const POST_OUTCOMES: readonly PostOutcome[] = ['sent', 'retried', 'failed'];

const BACKUP_OUTCOMES: readonly BackupOutcome[] = ['ok', 'damaged', 'failed'];
const SCOPES: readonly RateLimitScope[] = ['user', 'global', 'shared'];

/** Discord bans an address for an hour at 10,000 invalid requests (401, 403, 429 but shared ones) in 10 minutes. */
export const INVALID_REQUEST_LIMIT = 10_000;
const INVALID_WINDOW_S = 600;

/**
 * Events of the last 10 minutes, counted by second in a ring (600 slots): cheap to add to at any
 * rate and to read at a scrape.
 */
export class LastTenMinutes {
  private readonly slots = new Uint32Array(INVALID_WINDOW_S);
  private readonly seconds = new Float64Array(INVALID_WINDOW_S).fill(-1);

  constructor(private readonly now: () => number = Date.now) {}

  add(): void {
    const second = Math.floor(this.now() / 1000);
    const i = second % INVALID_WINDOW_S;
    if (this.seconds[i] !== second) {
      this.seconds[i] = second;
      this.slots[i] = 0;
    }
    this.slots[i]! += 1;
  }

  count(): number {
    const second = Math.floor(this.now() / 1000);
    let n = 0;
    for (let i = 0; i < INVALID_WINDOW_S; i++) if (this.seconds[i]! > second - INVALID_WINDOW_S) n += this.slots[i]!;
    return n;
  }
}

/**
 * Interaction latency buckets, in seconds: the bench's p50 is ~2 ms and p99 ~6 ms; Discord wants
 * an answer within 3 s.
 */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3, 10];

/** What the scrape-time figures are read from. */
export interface MetricSources {
  readonly service: { schedulerBacklog(): SchedulerBacklog; gameCounts(shards: ShardSlice): GameCount[] };
  readonly gateway: { ready(): boolean; shards(): ShardSlice };
  /** The publisher's queue (absent: not reported). */
  readonly publisher?: { backlog(): PublisherBacklog };
  /** The database file (its -wal beside it); null for an in-memory database. */
  readonly databasePath: string | null;
}

/** The shard label of a process: its shard ids (one per process under discord.js's ShardingManager). */
export function shardLabel(shards: ShardSlice): string {
  return shards.ids.join(',');
}

/** The bot's metrics; also the BotTelemetry the Discord layer reports to. */
export class Metrics implements BotTelemetry {
  readonly registry = new Registry();
  private readonly interactions: Counter<'kind' | 'outcome'>;
  private readonly latency: Histogram<'kind'>;
  private readonly posts: Counter<'op' | 'outcome'>;
  private readonly backups: Counter<'outcome'>;
  private readonly lastBackup: Gauge;
  private readonly backupSeconds: Gauge;
  private readonly lag: Gauge;
  private readonly due: Gauge;
  private readonly games: Gauge<'type' | 'status'>;
  private readonly databaseBytes: Gauge<'file'>;
  private readonly gatewayReady: Gauge;
  private readonly requests: Counter<'route'>;
  private readonly rateLimited: Counter<'scope'>;
  private readonly invalidGauge: Gauge;
  private readonly queueDepth: Gauge;
  private readonly queueOldest: Gauge;
  /** 401, 403 and non-shared 429 answers of the last 10 minutes (Discord's invalid requests). */
  readonly invalid = new LastTenMinutes();
  private sources: MetricSources | null = null;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.interactions = new Counter({
      name: 'spielbot_interactions_total',
      help: 'Interactions handled, by kind and how handling ended (ok, user_error, out_of_date, error, discord_unavailable, duplicate, gone, ignored)',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.latency = new Histogram({
      name: 'spielbot_interaction_duration_seconds',
      help: 'Time from an interaction reaching the router until its answer was sent',
      labelNames: ['kind'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.posts = new Counter({
      name: 'spielbot_posts_total',
      help: 'Writes the publisher made to Discord (create, edit, delete, dm): sent, retried (Discord or the network stumbled) or failed (refused for good)',
      labelNames: ['op', 'outcome'],
      registers,
    });
    this.lag = new Gauge({ name: 'spielbot_scheduler_lag_seconds', help: 'How long the oldest due deadline row has waited to run (0: none waits)', registers });
    this.due = new Gauge({ name: 'spielbot_scheduler_due_rows', help: 'Deadline rows (timeouts, reminders, AI turns) due and not yet run', registers });
    this.games = new Gauge({ name: 'spielbot_games', help: 'Stored games of this shard’s guilds, by type and status', labelNames: ['type', 'status'], registers });
    this.databaseBytes = new Gauge({ name: 'spielbot_database_bytes', help: 'Size of the SQLite database: the main file and its write-ahead log', labelNames: ['file'], registers });
    this.gatewayReady = new Gauge({ name: 'spielbot_gateway_ready', help: '1 while every gateway connection of this process is ready', registers });
    this.requests = new Counter({
      name: 'spielbot_discord_requests_total',
      help: 'Requests to Discord’s REST API answered, by route (method and route bucket without ids; interaction callbacks and their webhooks included)',
      labelNames: ['route'],
      registers,
    });
    this.rateLimited = new Counter({
      name: 'spielbot_discord_rate_limited_total',
      help: 'Requests Discord answered 429, by the limit’s scope: user (a route’s bucket), global (the bot’s 50 a second), shared (a resource busy for everyone)',
      labelNames: ['scope'],
      registers,
    });
    this.invalidGauge = new Gauge({
      name: 'spielbot_discord_invalid_requests',
      help: `Invalid requests (401, 403, 429 but shared-scope ones) in the last 10 minutes; Discord bans the address for an hour at ${INVALID_REQUEST_LIMIT}`,
      registers,
    });
    this.queueDepth = new Gauge({ name: 'spielbot_publisher_queue_depth', help: 'Jobs the publisher has queued or under way (a change to post, a catch-up, notices)', registers });
    this.queueOldest = new Gauge({ name: 'spielbot_publisher_queue_oldest_seconds', help: 'How long the oldest job in the publisher’s queue has waited (0: none)', registers });
    this.backups = new Counter({ name: 'spielbot_backups_total', help: 'Backups the bot took itself: ok (verified), damaged, failed', labelNames: ['outcome'], registers });
    this.lastBackup = new Gauge({ name: 'spielbot_backup_last_success_timestamp_seconds', help: 'When the last verified backup was taken (0: none since start)', registers });
    this.backupSeconds = new Gauge({ name: 'spielbot_backup_duration_seconds', help: 'How long the last backup took, copy and verification', registers });
    // Every series exists from the start (at 0), so rates and alerts work before the first event.
    for (const kind of KINDS) {
      this.latency.zero({ kind });
      for (const outcome of OUTCOMES) this.interactions.inc({ kind, outcome }, 0);
    }
    for (const op of OPS) for (const outcome of POST_OUTCOMES) this.posts.inc({ op, outcome }, 0);
    for (const outcome of BACKUP_OUTCOMES) this.backups.inc({ outcome }, 0);
    for (const scope of SCOPES) this.rateLimited.inc({ scope }, 0);
    this.lastBackup.set(0);
    this.backupSeconds.set(0);
  }

  /** Where scrape-time figures come from, and the shard label every metric carries. */
  observe(sources: MetricSources): void {
    this.sources = sources;
    this.registry.setDefaultLabels({ shard: shardLabel(sources.gateway.shards()) });
  }

  interaction(kind: InteractionKind, outcome: InteractionOutcome, seconds: number): void {
    this.interactions.inc({ kind, outcome });
    if (outcome !== 'duplicate' && outcome !== 'ignored') this.latency.observe({ kind }, seconds);
  }

  post(op: PostOp, outcome: PostOutcome): void {
    this.posts.inc({ op, outcome });
  }

  rest(route: string, status: number, scope: RateLimitScope | null): void {
    this.requests.inc({ route });
    if (scope) this.rateLimited.inc({ scope });
    if (status === 401 || status === 403 || (status === 429 && scope !== 'shared')) this.invalid.add();
  }

  /** Invalid requests (401, 403, non-shared 429) in the last 10 minutes. */
  invalidRequests(): number {
    return this.invalid.count();
  }

  /** A backup the bot took itself: how it went, how long it took, and when it was taken. */
  backup(outcome: BackupOutcome, seconds: number, at: number): void {
    this.backups.inc({ outcome });
    this.backupSeconds.set(seconds);
    if (outcome === 'ok') this.lastBackup.set(at / 1000);
  }

  /** The exposition text (Prometheus format) with the scrape-time figures read now. */
  async text(): Promise<{ readonly contentType: string; readonly body: string }> {
    this.refresh();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private refresh(): void {
    const sources = this.sources;
    if (!sources) return;
    const backlog = sources.service.schedulerBacklog();
    this.lag.set(backlog.lagMs / 1000);
    this.due.set(backlog.dueRows);
    this.games.reset();
    for (const { type, status, n } of sources.service.gameCounts(sources.gateway.shards())) this.games.set({ type, status }, n);
    this.gatewayReady.set(sources.gateway.ready() ? 1 : 0);
    this.invalidGauge.set(this.invalid.count());
    const queue = sources.publisher?.backlog();
    this.queueDepth.set(queue?.depth ?? 0);
    this.queueOldest.set((queue?.oldestMs ?? 0) / 1000);
    if (sources.databasePath !== null) {
      for (const [file, path] of [['main', sources.databasePath], ['wal', `${sources.databasePath}-wal`]] as const) {
        this.databaseBytes.set({ file }, statSync(path, { throwIfNoEntry: false })?.size ?? 0);
      }
    }
  }
}
