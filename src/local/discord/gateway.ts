import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayCloseCodes, GatewayIntentBits, GatewayOpcodes } from 'discord.js';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

/** The privileged intents (must be switched on in the Developer Portal). */
export const PRIVILEGED_INTENTS =
  GatewayIntentBits.GuildMembers | GatewayIntentBits.GuildPresences | GatewayIntentBits.MessageContent;

export interface GatewayStats {
  /** WebSocket connections opened */
  sockets: number;
  /** IDENTIFYs accepted (a fresh session each) */
  identifies: number;
  /** RESUMEs accepted */
  resumes: number;
  /** RESUMEs answered with INVALID_SESSION */
  invalidResumes: number;
  heartbeats: number;
  /** RECONNECTs (op 7) the local Discord sent */
  reconnectsSent: number;
  /** close codes the local Discord sent (4004 for a bad token, …) */
  closeCodesSent: number[];
  /** close codes of closes the client started (1000 on Client#destroy, 4200 when it resumes, …) */
  closeCodesFromClient: number[];
  /** sockets currently open and authenticated */
  open: number;
}

interface Dispatch {
  op: 0;
  t: string;
  s: number;
  d: unknown;
}

class Session {
  seq = 0;
  readonly buffer: Dispatch[] = [];
  socket: WebSocket | null = null;
  invalid = false;
  constructor(
    readonly id: string,
    readonly intents: number,
    readonly shard: [number, number],
  ) {}

  next(t: string, d: unknown): Dispatch {
    const payload: Dispatch = { op: 0, t, s: ++this.seq, d };
    this.buffer.push(payload);
    if (this.buffer.length > 2000) this.buffer.shift();
    return payload;
  }
}

export interface GatewayHooks {
  heartbeatMs: number;
  isValidToken(token: unknown): boolean;
  /** privileged intents the application may use */
  allowedPrivilegedIntents: number;
  /** d of READY for a new session (without session_id / resume_gateway_url) */
  readyPayload(shard: [number, number]): Record<string, unknown>;
  /** GUILD_CREATE payloads sent right after READY */
  guildCreates(shard: [number, number]): Record<string, unknown>[];
  resumeUrl(): string;
  log(line: string): void;
  changed(): void;
}

/** the local Discord gateway: HELLO/IDENTIFY/READY, heartbeats, dispatches with sequence numbers, RESUME. */
export class LocalGateway {
  readonly stats: GatewayStats = {
    sockets: 0,
    identifies: 0,
    resumes: 0,
    invalidResumes: 0,
    heartbeats: 0,
    reconnectsSent: 0,
    closeCodesSent: [],
    closeCodesFromClient: [],
    open: 0,
  };
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  private readonly sockets = new Set<WebSocket>();
  private readonly closedByUs = new WeakSet<WebSocket>();
  private readonly sessionOf = new WeakMap<WebSocket, Session>();
  private resumeWaiters: Array<() => void> = [];

  constructor(private readonly hooks: GatewayHooks) {}

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, req));
  }

  /** Sessions that will receive dispatches (connected now, or resumable). */
  private liveSessions(): Session[] {
    return [...this.sessions.values()].filter((s) => !s.invalid);
  }

  /** True if some session is connected (or resumable) and will get dispatches. */
  get hasSession(): boolean {
    return this.liveSessions().length > 0;
  }

  /** True if a session of the shard that owns `guildId` is connected or resumable (shard 0's for null: a DM). */
  hasSessionFor(guildId: string | null): boolean {
    return this.liveSessions().some((s) => (guildId === null ? s.shard[0] === 0 : ownsGuild(s.shard, guildId)));
  }

  /** The [id, count] of every live session (one per shard a bot runs), for tests. */
  shards(): [number, number][] {
    return this.liveSessions().map((s) => [...s.shard]);
  }

  /**
   * Send a dispatch to every live session whose shard owns `guildId` (shard 0's if null: DMs) and
   * that asked for `intent` (0: no intent needed, like INTERACTION_CREATE).
   * Disconnected-but-resumable sessions buffer it and get it on RESUME, as on Discord.
   * Returns how many sessions got it now and how many buffered it.
   */
  dispatch(t: string, d: unknown, guildId: string | null = null, intent = 0): { live: number; buffered: number } {
    const result = { live: 0, buffered: 0 };
    for (const session of this.liveSessions()) {
      // A guild's events go to its shard; a DM's (no guild) to shard 0, as on Discord.
      if (guildId ? !ownsGuild(session.shard, guildId) : session.shard[0] !== 0) continue;
      if ((session.intents & intent) !== intent) continue;
      const payload = session.next(t, d);
      if (session.socket && session.socket.readyState === session.socket.OPEN) {
        this.send(session.socket, payload);
        result.live += 1;
      } else {
        result.buffered += 1;
      }
    }
    return result;
  }

  /** Send op 7 RECONNECT on every open session; resolves when they have all resumed (or re-identified). */
  async reconnect(timeoutMs = 5000): Promise<void> {
    const targets = this.liveSessions().filter((s) => s.socket);
    if (targets.length === 0) throw new Error('LocalDiscord.reconnect(): no connected gateway session');
    const before = this.stats.resumes + this.stats.identifies;
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`LocalDiscord.reconnect(): the client did not RESUME within ${timeoutMs} ms`));
      }, timeoutMs);
      const check = (): void => {
        if (this.stats.resumes + this.stats.identifies >= before + targets.length) {
          clearTimeout(timer);
          this.resumeWaiters = this.resumeWaiters.filter((w) => w !== check);
          resolve();
        }
      };
      this.resumeWaiters.push(check);
    });
    for (const s of targets) {
      this.stats.reconnectsSent += 1;
      this.send(s.socket!, { op: GatewayOpcodes.Reconnect, d: null });
    }
    await done;
  }

  /** Close every open gateway socket with `code` (4000 makes discord.js resume, 4004 is fatal). */
  disconnect(code: number = GatewayCloseCodes.UnknownError, reason = 'LocalDiscord.disconnect()'): void {
    for (const ws of this.sockets) this.closeSocket(ws, code, reason);
  }

  /** Invalidate every session (op 9, d: false): the client must IDENTIFY again. */
  invalidateSessions(): void {
    for (const s of this.liveSessions()) {
      s.invalid = true;
      if (s.socket) this.send(s.socket, { op: GatewayOpcodes.InvalidSession, d: false });
    }
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private onConnection(ws: WebSocket, req: IncomingMessage): void {
    this.stats.sockets += 1;
    this.sockets.add(ws);
    const url = new URL(req.url ?? '/', 'http://localhost');
    let session: Session | null = null;
    this.hooks.log(`gateway ← connect ${url.pathname}${url.search}`);

    ws.on('close', (code) => {
      this.sockets.delete(ws);
      if (!this.closedByUs.has(ws)) this.stats.closeCodesFromClient.push(code);
      if (session?.socket === ws) {
        this.stats.open -= 1;
        session.socket = null;
        // Closing with 1000/1001 ends the session for good; any other code leaves it resumable.
        if (code === 1000 || code === 1001) session.invalid = true;
      }
      this.hooks.log(`gateway ← close ${code}`);
      this.hooks.changed();
    });
    ws.on('error', () => undefined);

    if (url.searchParams.get('v') !== '10') {
      this.closeSocket(ws, GatewayCloseCodes.InvalidAPIVersion, 'Invalid API version');
      return;
    }
    if ((url.searchParams.get('encoding') ?? 'json') !== 'json' || url.searchParams.has('compress')) {
      // the local Discord only speaks plain JSON; discord.js uses it unless zlib-sync is installed.
      this.closeSocket(ws, GatewayCloseCodes.DecodeError, 'LocalDiscord supports only encoding=json without compression');
      return;
    }

    this.send(ws, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.hooks.heartbeatMs } });

    ws.on('message', (raw: RawData) => {
      let msg: { op?: number; d?: Record<string, unknown> | null };
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        this.closeSocket(ws, GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
        return;
      }
      if (msg.op !== GatewayOpcodes.Heartbeat) this.hooks.log(`gateway ← op ${msg.op} ${JSON.stringify(redact(msg.d))}`);
      switch (msg.op) {
        case GatewayOpcodes.Heartbeat:
          this.stats.heartbeats += 1;
          this.send(ws, { op: GatewayOpcodes.HeartbeatAck });
          return;
        case GatewayOpcodes.Identify: {
          if (session) return this.closeSocket(ws, GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
          const d = msg.d ?? {};
          if (!this.hooks.isValidToken(d.token)) return this.closeSocket(ws, GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
          if (typeof d.intents !== 'number') return this.closeSocket(ws, GatewayCloseCodes.InvalidIntents, 'Invalid intent(s).');
          if ((d.intents & PRIVILEGED_INTENTS & ~this.hooks.allowedPrivilegedIntents) !== 0) {
            return this.closeSocket(ws, GatewayCloseCodes.DisallowedIntents, 'Disallowed intent(s).');
          }
          const shard: [number, number] = Array.isArray(d.shard) ? [d.shard[0], d.shard[1]] : [0, 1];
          if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) {
            return this.closeSocket(ws, GatewayCloseCodes.InvalidShard, 'Invalid shard.');
          }
          session = new Session(randomBytes(16).toString('hex'), d.intents, shard);
          session.socket = ws;
          this.sessionOf.set(ws, session);
          this.sessions.set(session.id, session);
          this.stats.identifies += 1;
          this.stats.open += 1;
          const ready = {
            ...this.hooks.readyPayload(shard),
            session_id: session.id,
            session_type: 'normal',
            resume_gateway_url: this.hooks.resumeUrl(),
            shard,
          };
          this.send(ws, session.next('READY', ready));
          // As Discord does: the guilds READY lists as unavailable arrive as GUILD_CREATEs only
          // for a session with the Guilds intent.
          if (session.intents & GatewayIntentBits.Guilds) for (const guild of this.hooks.guildCreates(shard)) this.send(ws, session.next('GUILD_CREATE', guild));
          this.notifyResumeWaiters();
          this.hooks.changed();
          return;
        }
        case GatewayOpcodes.Resume: {
          if (session) return this.closeSocket(ws, GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
          const d = msg.d ?? {};
          const found = this.sessions.get(String(d.session_id));
          if (!this.hooks.isValidToken(d.token)) {
            // The token was reset: its sessions are gone for good.
            if (found) found.invalid = true;
            return this.closeSocket(ws, GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
          }
          if (!found || found.invalid || typeof d.seq !== 'number' || d.seq > found.seq) {
            this.stats.invalidResumes += 1;
            this.send(ws, { op: GatewayOpcodes.InvalidSession, d: false });
            return;
          }
          if (found.socket && found.socket !== ws) {
            const old = found.socket;
            found.socket = null;
            this.stats.open -= 1;
            this.closeSocket(old, GatewayCloseCodes.SessionTimedOut, 'Session resumed elsewhere.');
          }
          session = found;
          session.socket = ws;
          this.sessionOf.set(ws, session);
          this.stats.resumes += 1;
          this.stats.open += 1;
          const oldest = session.buffer[0]?.s ?? session.seq + 1;
          if (d.seq + 1 < oldest) {
            this.send(ws, { op: GatewayOpcodes.InvalidSession, d: false });
            session.invalid = true;
            return;
          }
          for (const p of session.buffer) if (p.s > d.seq) this.send(ws, p);
          this.send(ws, session.next('RESUMED', null));
          this.notifyResumeWaiters();
          this.hooks.changed();
          return;
        }
        case GatewayOpcodes.PresenceUpdate:
        case GatewayOpcodes.VoiceStateUpdate:
        case GatewayOpcodes.RequestGuildMembers:
        case GatewayOpcodes.RequestSoundboardSounds:
          if (!session) this.closeSocket(ws, GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
          return;
        default:
          this.closeSocket(ws, GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
      }
    });
  }

  private notifyResumeWaiters(): void {
    for (const w of [...this.resumeWaiters]) w();
  }

  private send(ws: WebSocket, payload: unknown): void {
    if (ws.readyState !== ws.OPEN) return;
    const text = JSON.stringify(payload);
    const { op, t } = payload as { op: number; t?: string };
    if (op !== GatewayOpcodes.HeartbeatAck) this.hooks.log(`gateway → op ${op}${t ? ` ${t}` : ''}`);
    ws.send(text);
  }

  private closeSocket(ws: WebSocket, code: number, reason: string): void {
    this.stats.closeCodesSent.push(code);
    this.closedByUs.add(ws);
    // After a fatal close (bad token, bad intents, …) the session cannot be resumed.
    const session = this.sessionOf.get(ws);
    if (session && !RESUMABLE_CLOSE_CODES.has(code)) session.invalid = true;
    this.hooks.log(`gateway → close ${code} ${reason}`);
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason);
  }
}

/** Close codes after which Discord lets the client RESUME. */
const RESUMABLE_CLOSE_CODES = new Set<number>([
  GatewayCloseCodes.UnknownError,
  GatewayCloseCodes.UnknownOpcode,
  GatewayCloseCodes.DecodeError,
  GatewayCloseCodes.NotAuthenticated,
  GatewayCloseCodes.AlreadyAuthenticated,
  GatewayCloseCodes.RateLimited,
  GatewayCloseCodes.SessionTimedOut,
]);

/** Discord's sharding formula: shard_id = (guild_id >> 22) % num_shards. */
export function ownsGuild(shard: [number, number], guildId: string): boolean {
  return Number((BigInt(guildId) >> 22n) % BigInt(shard[1])) === shard[0];
}

export function guildsForShard<T extends { id: string }>(guilds: T[], shard: [number, number]): T[] {
  return guilds.filter((g) => ownsGuild(shard, g.id));
}

function redact(d: unknown): unknown {
  if (d && typeof d === 'object' && 'token' in d) return { ...(d as object), token: '[redacted]' };
  return d;
}
