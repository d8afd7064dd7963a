// The Discord-compatible server: one HTTP server on 127.0.0.1 answering the REST API under
// `/api/v10` and the gateway WebSocket under `/gateway`, good enough to drive the real discord.js
// Client. Its world is set up and read back in directory.ts; what people do in it (slash
// commands, clicks) is LocalDiscord's, in local-discord.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GatewayIntentBits, type RESTOptions } from 'discord.js';
import { LocalGateway, guildsForShard } from './gateway.js';
import { jsonObject, parseBody, readBody, sendJson } from './http.js';
import type { LocalAttachment } from './messages.js';
import type { LocalUser } from './model.js';
import { RateLimiter, type LimitStats, type RateLimitOptions } from './limits.js';
import { createRestHandler, type RestRequest } from './rest.js';
import { importWorld, type WorldSnapshot } from './world.js';
import { LocalState, type RecordedRequest, type Retention } from './state.js';

export interface LocalDiscordOptions {
  /** the only token the local Discord accepts (REST `Authorization: Bot …`, IDENTIFY, RESUME). Default `test-token`. */
  token?: string;
  /** HELLO's heartbeat_interval in ms. Default 1000. */
  heartbeatMs?: number;
  /** the bot user's username. Default `TestBot`. */
  botName?: string;
  /** privileged intents switched on "in the Developer Portal" (GuildMembers | GuildPresences | MessageContent bits). Default none: asking for one closes the gateway with 4014. */
  privilegedIntents?: number | GatewayIntentBits[];
  /** how long an interaction may wait for its first callback before Discord forgets it (10062). Default 3000. */
  callbackDeadlineMs?: number;
  /** how long an interaction token works for @original / follow-ups (then 50027). Default 15 min. */
  webhookTokenTtlMs?: number;
  /** how long a message nonce stays unique under `enforce_nonce` (Discord: "the past few minutes"). Default 5 min. */
  nonceWindowMs?: number;
  /** default timeout of until(), callback(), reply(), … in ms. Default 5000. */
  timeoutMs?: number;
  /** print traffic to stderr. Default: env LOCAL_DISCORD_DEBUG=1. */
  debug?: boolean;
  /**
   * Bounds for a long-running server (the local table): how many REST requests, earlier versions
   * of a message and past interactions it remembers. Default: everything (tests read it all).
   */
  keep?: Retention | null;
  /** A world read back from a file (world.ts): the same bot, users, channels and messages. */
  world?: WorldSnapshot;
  /** GET /gateway/bot's recommended shard count (`SHARDS=auto` asks it). Default 1. */
  shards?: number;
  /**
   * Discord's rate limits (limits.ts): the global 50 a second, per-route buckets, the invalid-
   * request count. On by default, with Discord's figures; `false` only where a test says why.
   */
  rateLimits?: RateLimitOptions | false;
}

/** Options for discord.js's `new Client({ intents, ...discord.clientOptions() })`. */
export interface LocalClientOptions {
  rest: Partial<RESTOptions>;
  waitGuildTimeout: number;
}

/** What a test makes Discord do to one request instead of answering it plainly (see test/support/fake-discord.ts). */
export type Stumble =
  | { readonly kind: 'error'; readonly status: number; readonly route: string }
  | { readonly kind: 'lose' }
  | { readonly kind: 'delay'; readonly ms: number };

/** The server, its world and its records; people's actions are LocalDiscord's (local-discord.ts). */
export class DiscordServer {
  protected readonly state: LocalState;
  protected readonly gateway: LocalGateway;
  private server: Server | null = null;
  /** HTTP connections opened to it: REST (keep-alive reuses them; a burst of requests opens more) and each gateway socket. */
  restConnections = 0;
  private port = 0;
  protected readonly timeoutMs: number;
  private readonly debug: boolean;
  private readonly handleRest: ReturnType<typeof createRestHandler>;
  private restoring: WorldSnapshot | null;
  /** Discord's rate limits (null: off). */
  protected readonly limits: RateLimiter | null;

  protected constructor(opts: LocalDiscordOptions) {
    this.debug = opts.debug ?? process.env.LOCAL_DISCORD_DEBUG === '1';
    this.timeoutMs = opts.timeoutMs ?? 5000;
    this.state = new LocalState({
      token: opts.token ?? 'test-token',
      botName: opts.botName ?? 'TestBot',
      callbackDeadlineMs: opts.callbackDeadlineMs ?? 3000,
      webhookTokenTtlMs: opts.webhookTokenTtlMs ?? 15 * 60_000,
      nonceWindowMs: opts.nonceWindowMs ?? 5 * 60_000,
      keep: opts.keep ?? null,
      ...(opts.world ? { applicationId: opts.world.applicationId } : {}),
    });
    this.restoring = opts.world ?? null;
    this.limits = opts.rateLimits === false ? null : new RateLimiter(opts.rateLimits ?? {});
    const privileged = Array.isArray(opts.privilegedIntents)
      ? opts.privilegedIntents.reduce((a, b) => a | b, 0)
      : (opts.privilegedIntents ?? 0);
    this.gateway = new LocalGateway({
      heartbeatMs: opts.heartbeatMs ?? 1000,
      isValidToken: (t) => t === this.state.token,
      allowedPrivilegedIntents: privileged,
      readyPayload: (shard) => ({
        v: 10,
        user: { ...this.state.botUser.toAPI(), verified: true, mfa_enabled: false, flags: 0, email: null },
        guilds: guildsForShard([...this.state.guilds.values()], shard).map((g) => ({ id: g.id, unavailable: true })),
        application: { id: this.state.applicationId, flags: 0 },
        private_channels: [],
        presences: [],
        relationships: [],
        guild_join_requests: [],
        geo_ordered_rtc_regions: [],
        user_settings: {},
        _trace: ['["local-discord",{"micros":0}]'],
      }),
      guildCreates: (shard) => guildsForShard([...this.state.guilds.values()], shard).map((g) => g.toGatewayAPI()),
      resumeUrl: () => `ws://127.0.0.1:${this.port}/resume`,
      log: (line) => this.log(line),
      changed: () => this.state.changed(),
    });
    const shards = opts.shards ?? 1;
    this.handleRest = createRestHandler(this.state, {
      gatewayUrl: () => `ws://127.0.0.1:${this.port}/gateway`,
      recommendedShards: () => shards,
      dispatch: (event, data, guildId, intent) => void this.gateway.dispatch(event, data, guildId, intent),
    });
  }

  /** Listens on `port` of 127.0.0.1 (0: a free one). */
  protected async listen(port: number): Promise<void> {
    const server = createServer((req, res) => void this.onRequest(req, res));
    server.on('connection', () => this.restConnections++);
    server.on('upgrade', (req, socket, head) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === '/gateway' || path === '/resume') this.gateway.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    this.state.baseUrl = `http://127.0.0.1:${this.port}`;
    if (this.restoring) importWorld(this.state, this.restoring);
    this.restoring = null;
  }

  /** Close every socket and the server. */
  async stop(): Promise<void> {
    await this.gateway.close();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How a test makes this request stumble (none here; FakeDiscord in test/support overrides it). */
  protected stumble(_method: string, _path: string, _route: string | null): Stumble | null {
    return null;
  }

  // ───────────────────────────── setup ─────────────────────────────

  /** Spread into `new Client({ intents, ...discord.clientOptions() })`. */
  clientOptions(): LocalClientOptions {
    return {
      // With the limits on, discord.js keeps its own global limit (50 a second), as in production.
      rest: { api: `http://127.0.0.1:${this.port}/api`, ...(this.limits ? {} : { globalRequestsPerSecond: 10_000 }), offset: 0, retries: 0 },
      waitGuildTimeout: 50,
    };
  }

  /** What the rate limits refused and counted, and the invalid requests of the last 10 minutes (null: limits off). */
  rateLimits(): (LimitStats & { readonly invalidRequests: number; readonly banned: boolean }) | null {
    const l = this.limits;
    return l ? { ...l.stats(), invalidRequests: l.invalidRequests(), banned: l.banned } : null;
  }

  /** `http://127.0.0.1:PORT` */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get botUser(): LocalUser {
    return this.state.botUser;
  }

  get applicationId(): string {
    return this.state.applicationId;
  }

  /** The accepted token. */
  get token(): string {
    return this.state.token;
  }

  /** "Reset the token in the Developer Portal": from now on only `token` works (live sessions are kept until they reconnect). */
  setToken(token: string): void {
    this.state.token = token;
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedHr = performance.now();
    const arrivedAt = Date.now();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    try {
      if (url.pathname.startsWith('/attachments/')) return this.serveAttachment(url.pathname, res);
      if (!url.pathname.startsWith('/api/v10/')) {
        sendJson(res, 404, { message: '404: Not Found', code: 0 });
        return;
      }
      const raw = await readBody(req);
      const parsed = await parseBody(raw, req.headers['content-type']);
      const path = decodeURIComponent(url.pathname.slice('/api/v10'.length));
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        route: null,
        query: Object.fromEntries(url.searchParams),
        body: parsed.json,
        files: parsed.files,
        at: Date.now(),
        status: 0,
        answeredAt: 0,
        response: undefined,
      };
      this.state.record(record);
      let status: number;
      let body: unknown;
      let limitHeaders: Record<string, string> | undefined;
      if (parsed.error) {
        status = 400;
        body = { code: 50109, message: 'The request body contains invalid JSON.' };
      } else if (parsed.files.some((f) => f.size > 10 * 1024 * 1024)) {
        status = 413;
        body = { code: 40005, message: 'Request entity too large' };
      } else {
        const request: RestRequest = {
          method: record.method,
          path,
          query: url.searchParams,
          authorization: req.headers.authorization,
          body: jsonObject(parsed.json),
          raw: parsed.json,
          files: parsed.files,
          receivedHr,
        };
        const routeOf = this.handleRest.routeOf(record.method, path);
        const verdict = this.limits?.check(record.method, path, routeOf, req.headers.authorization === `Bot ${this.state.token}`, JSON.stringify(parsed.json ?? null), arrivedAt);
        if (verdict?.limited) {
          record.route = routeOf;
          record.rateLimited = verdict.scope;
          record.status = 429;
          record.response = verdict.body;
          record.answeredAt = Date.now();
          this.log(`rest ${record.method} ${path} → 429 (${verdict.scope})`);
          sendJson(res, 429, verdict.body, verdict.headers);
          return;
        }
        limitHeaders = verdict?.headers;
        const stumble = this.stumble(record.method, path, routeOf);
        if (stumble?.kind === 'error') {
          record.route = stumble.route;
          status = stumble.status;
          body = { message: `${stumble.status}: injected failure`, code: 0 };
          record.status = status;
          record.response = body;
          record.answeredAt = Date.now();
          this.log(`rest ${record.method} ${path} → ${status} (injected)`);
          sendJson(res, status, body);
          return;
        }
        const { result, route } = await this.handleRest(request);
        record.route = route;
        status = result.status;
        body = result.body;
        if (stumble?.kind === 'lose') {
          record.status = status;
          record.response = body;
          record.answeredAt = Date.now();
          this.log(`rest ${record.method} ${path} → ${status} (answer lost)`);
          res.destroy();
          return;
        }
        if (stumble?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, stumble.ms));
      }
      record.status = status;
      record.response = body;
      record.answeredAt = Date.now();
      this.log(`rest ${record.method} ${path}${url.search} → ${status}${record.route === null ? ' (no such route in the local Discord)' : ''}`);
      this.limits?.answered(status);
      sendJson(res, status, body, limitHeaders);
    } catch (error) {
      process.stderr.write(`[local-discord] internal error on ${req.method} ${url.pathname}: ${(error as Error).stack}\n`);
      if (!res.headersSent) sendJson(res, 500, { message: 'local-discord internal error', code: 0 });
    } finally {
      this.state.changed();
    }
  }

  /** An uploaded file by its attachment id (what `/attachments/:channel/:id/:name` serves). */
  attachment(id: string): LocalAttachment | undefined {
    for (const m of this.state.messages.values()) {
      const a = m.attachments.find((x) => x.id === id);
      if (a) return a;
    }
    return undefined;
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const a = this.attachment(pathname.split('/')[3] ?? '');
    if (!a) return sendJson(res, 404, { message: '404: Not Found', code: 0 });
    res.writeHead(200, { 'content-type': a.contentType ?? 'application/octet-stream', 'content-length': a.size });
    res.end(a.data);
  }

  protected log(line: string): void {
    if (this.debug) process.stderr.write(`[local-discord] ${line}\n`);
  }
}
