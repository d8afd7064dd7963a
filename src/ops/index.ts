// Running the bot as a service: the health and metrics endpoint (METRICS_PORT) and the bot's own
// rotating backups (BACKUP_DIR), wired in one place so main.ts only creates, starts and stops it.
// Both are off unless configured; the telemetry the bot reports to is then a no-op.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from 'better-sqlite3';
import { ConfigError, type BackupConfig, type MetricsConfig } from '../config.js';
import type { ShardSlice } from '../discord/bot.js';
import { NO_TELEMETRY, type BotTelemetry } from '../discord/telemetry.js';
import type { PublisherBacklog } from '../discord/publisher.js';
import type { Logger } from '../log.js';
import type { Clock } from '../service/clock.js';
import type { GameService } from '../service/service.js';
import { checkHealth } from './health.js';
import { serveOps, type OpsServer } from './http.js';
import { Metrics } from './metrics.js';
import { BackupRotation } from './rotation.js';

/** What the endpoint asks the Discord side: is the gateway up, and which shards run here. (The Bot is one.) */
export interface Gateway {
  gatewayReady(): boolean;
  shards(): ShardSlice;
  /** The publisher's queue (absent: not reported). */
  readonly publisher?: { backlog(): PublisherBacklog };
}

/** What the endpoint and the backups read: the bot's gateway, its service and its database. */
export interface OpsSubjects {
  readonly gateway: Gateway;
  readonly service: Pick<GameService, 'schedulerBacklog' | 'gameCounts'>;
  readonly db: Database;
}

/** The endpoint and the backups of one bot process. */
export class Ops {
  /** What the bot reports to (pass it to the Bot). */
  readonly telemetry: BotTelemetry;
  private readonly metrics: Metrics | null;
  private server: OpsServer | null = null;
  private rotation: BackupRotation | null = null;

  constructor(
    private readonly config: { readonly metrics: MetricsConfig | null; readonly backups: BackupConfig | null },
    private readonly deps: { readonly log: Logger; readonly clock: Clock },
  ) {
    this.metrics = config.metrics ? new Metrics() : null;
    this.telemetry = this.metrics ?? NO_TELEMETRY;
  }

  /** Where the endpoint listens (null: off). */
  get url(): string | null {
    return this.server?.url ?? null;
  }

  /**
   * Opens the endpoint (it answers 503 until the gateway is ready) and arms the backups; only the
   * process that runs shard 0 takes backups. Throws ConfigError if the port or directory cannot be had.
   */
  async start({ gateway, service, db }: OpsSubjects): Promise<void> {
    const { log, clock } = this.deps;
    const databasePath = db.memory ? null : db.name;
    const metrics = this.metrics;
    const endpoint = this.config.metrics;
    if (metrics && endpoint) {
      const publisher = gateway.publisher;
      metrics.observe({ service, gateway: { ready: () => gateway.gatewayReady(), shards: () => gateway.shards() }, databasePath, ...(publisher ? { publisher } : {}) });
      const discord = { invalidRequests: () => metrics.invalidRequests(), backlog: () => publisher?.backlog() ?? { depth: 0, oldestMs: 0 } };
      try {
        this.server = await serveOps(
          { health: () => checkHealth({ gateway: { ready: () => gateway.gatewayReady() }, service, db, discord }), metrics: () => metrics.text() },
          endpoint.port,
          endpoint.host,
          (error) => log.error('health and metrics endpoint', error),
        );
      } catch (error) {
        throw new ConfigError(`The health and metrics endpoint cannot listen on ${endpoint.host}:${endpoint.port} (${(error as Error).message}). Set METRICS_PORT to a free port, or METRICS_HOST to an address of this machine.`);
      }
      log.info(`health on ${this.server.url}/healthz, metrics on ${this.server.url}/metrics`);
    }
    const backups = this.config.backups;
    if (backups && databasePath !== null && gateway.shards().ids.includes(0)) {
      try {
        mkdirSync(backups.dir, { recursive: true });
      } catch (error) {
        throw new ConfigError(`BACKUP_DIR ${resolve(backups.dir)} cannot be created (${(error as Error).message}). Point it at a directory the bot may write to.`);
      }
      this.rotation = new BackupRotation({ databasePath, ...backups, clock, log, onBackup: (outcome, seconds, at) => metrics?.backup(outcome, seconds, at) });
      this.rotation.start();
      log.info(`backups every ${backups.everyMs / 3_600_000} h into ${resolve(backups.dir)}, keeping ${backups.keep}`);
    }
  }

  /** Closes the endpoint and ends a backup in progress. */
  async stop(): Promise<void> {
    await this.rotation?.stop();
    await this.server?.close();
    this.server = null;
  }
}
