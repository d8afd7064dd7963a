// The Discord bot: one discord.js Client (no gateway intents at all: it answers interactions,
// which come without one, and keeps no picture of its servers — see caches.ts), the interaction
// router, and the publisher that keeps public posts in line with the stored games.
// main.ts runs it for real; the end-to-end tests run the same thing against a loopback Discord.
import { Client, Events, Status, type ClientOptions } from 'discord.js';
import type { GameService } from '../service/service.js';
import type { Clock } from '../service/clock.js';
import type { Command } from './command.js';
import type { DiscordGame } from './games.js';
import type { BotContext } from './interact.js';
import type { Logger } from '../log.js';
import { DEFAULT_RETRY, Publisher, type RetryPolicy } from './publisher.js';
import { cacheOptions } from './caches.js';
import { createRouter } from './router.js';
import { noteThreads } from './threads.js';
import { NO_TELEMETRY, type BotTelemetry } from './telemetry.js';
import type { ShardSlice } from '../service/shards.js';
import { Pictures, type Drawer } from '../render/pictures.js';
import { Agent } from 'undici';
import { GlobalPace, watchedRest } from './rest-watch.js';
import { watchInteractionRoutes } from './callback.js';

/**
 * HTTP connections the bot keeps to Discord's API at most (undici's pool, shared by discord.js's
 * REST client and the bot's own interaction callbacks). Unbounded, as undici's default pool is,
 * a burst of interactions behind one pause of the process opened a connection for each answer in
 * flight: in the capacity bench hundreds, then thousands (each costs both ends CPU, and against
 * Discord a TLS handshake), until answers came later than Discord's 3 s and the process collapsed.
 * Bounded, a burst waits its turn on open connections. At Discord's 50–100 ms round trip, 32 carry
 * 300–600 requests a second, far beyond one shard's traffic.
 */
export const REST_CONNECTIONS = 32;

export interface BotOptions {
  readonly service: GameService;
  readonly clock: Clock;
  readonly log: Logger;
  readonly defaults: { readonly deadlineMs: number; readonly reminderMs: number };
  /** The games the bot runs (their faces) and its slash commands, from the registry (main passes them in). */
  readonly games: readonly DiscordGame[];
  readonly commands: readonly Command[];
  /** Extra discord.js options (tests point REST and the gateway at a loopback Discord). */
  readonly clientOptions?: Partial<ClientOptions>;
  /** Back-off when Discord does not take a post (tests shorten it). */
  readonly publishRetry?: RetryPolicy;
  /** How long a retried post trusts its nonce alone (tests shorten it to exercise the history look-up). */
  readonly nonceTrustMs?: number;
  /** How long stop() waits for queued posts before giving up on them (the next start catches up). */
  readonly stopGraceMs?: number;
  /** Told about every interaction handled and every write to Discord (the metrics, in src/ops). */
  readonly telemetry?: BotTelemetry;
  /** Draws the pictures (default: a worker thread with a content cache). */
  readonly pictures?: Drawer;
  /** Changes within this long of a table's last publishing wait to make one edit (publisher.ts COALESCE_MS). */
  readonly coalesceMs?: number;
}

export type { ShardSlice } from '../service/shards.js';

/** Why the bot could not log in, in words that say what to change. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
}

export class Bot {
  readonly client: Client;
  readonly publisher: Publisher;
  readonly context: BotContext;
  readonly pictures: Drawer;
  private detach: (() => void) | null = null;
  private readonly agent = new Agent({ connections: REST_CONNECTIONS });

  constructor(private readonly options: BotOptions) {
    const extra = options.clientOptions;
    const telemetry = options.telemetry ?? NO_TELEMETRY;
    const pace = new GlobalPace();
    this.client = new Client({ intents: [], ...cacheOptions(), ...extra, rest: { agent: this.agent, ...watchedRest(telemetry, pace), ...extra?.rest } });
    // Under discord.js's ShardingManager each shard runs in a process of its own: they share the bot's limit.
    if (this.client.shard) pace.share(this.client.shard.count);
    watchInteractionRoutes(this.client.rest, telemetry);
    noteThreads(this.client);
    const games = new Map(options.games.map((g) => [g.type, g]));
    this.pictures = options.pictures ?? new Pictures();
    this.publisher = new Publisher(this.client, options.service, games, options.log, () => options.clock.now(), options.publishRetry ?? DEFAULT_RETRY, options.nonceTrustMs, telemetry, this.pictures, options.coalesceMs);
    this.context = { service: options.service, clock: options.clock, log: options.log, publisher: this.publisher, games, defaults: options.defaults, pictures: this.pictures };
    const route = createRouter(this.context, options.commands, telemetry);
    this.client.on(Events.InteractionCreate, (interaction) => {
      this.publisher.noteActivity(interaction.channelId);
      void this.publisher.whileAnswering(route(interaction));
    });
    this.client.on(Events.Error, (error) => options.log.error('discord client error', error));
    this.client.on(Events.Warn, (message) => options.log.warn(`discord: ${message}`));
  }

  /** Starts following the service's changes (posts wait in the publisher until Discord is ready). */
  listen(): void {
    this.detach ??= this.publisher.attach();
  }

  /** Logs in, then brings every game's public posts up to date. */
  async start(token: string): Promise<void> {
    this.listen();
    const ready = new Promise<void>((resolve) => this.client.once(Events.ClientReady, () => resolve()));
    try {
      await this.client.login(token);
    } catch (error) {
      this.detach?.();
      this.detach = null;
      await this.client.destroy();
      throw loginError(error);
    }
    await ready;
    this.options.log.info(`logged in as ${this.client.user?.tag ?? '?'} in ${this.client.guilds.cache.size} server(s)`);
    this.publisher.open();
  }

  /** True while every gateway connection of this process is up and ready (not connecting, resuming or closed). */
  gatewayReady(): boolean {
    return this.client.isReady() && this.client.ws.shards.size > 0 && this.client.ws.shards.every((shard) => shard.status === Status.Ready);
  }

  /** The shards this process runs (from discord.js's ShardClientUtil when sharded; else shard 0 of 1). */
  shards(): ShardSlice {
    const shard = this.client.shard;
    return shard ? { ids: shard.ids, count: shard.count } : { ids: [0], count: 1 };
  }

  /** Stops listening and disconnects (posts already queued are finished first, if Discord is up). */
  async stop(): Promise<void> {
    this.detach?.();
    this.detach = null;
    if (!this.client.isReady()) this.publisher.close();
    await this.publisher.drain(this.options.stopGraceMs ?? 10_000);
    await this.client.destroy();
    await this.agent.destroy();
    await this.pictures.close();
  }
}

/** Maps discord.js login failures to messages a bot owner can act on. */
export function loginError(error: unknown): LoginError {
  const text = error instanceof Error ? `${error.name} ${(error as { code?: unknown }).code ?? ''} ${error.message}` : String(error);
  if (/TokenInvalid|4004|Authentication failed|401|Unauthorized/i.test(text)) {
    return new LoginError(
      'Discord rejected DISCORD_TOKEN. Copy the bot token again (Developer Portal → your application → Bot → Reset Token) into .env, then restart.',
    );
  }
  if (/DisallowedIntents|4014/i.test(text)) {
    return new LoginError('Discord refused the gateway intents. This bot needs no privileged intents; check that you run an unmodified build.');
  }
  if (/ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|getaddrinfo/i.test(text)) {
    return new LoginError(`Could not reach Discord (${text.trim()}). Check the machine's internet connection and try again.`);
  }
  return new LoginError(`Could not log in to Discord: ${text.trim()}`);
}
