// The game service: between the pure engine and Discord. Every change is one SQLite transaction
// (BEGIN IMMEDIATE): load → decide → append to the log → save the snapshot with version + 1 →
// refresh the game's deadlines. Deadlines, reminders and AI turns are rows with a due time that
// one timer wakes for. Nothing here knows which game it runs: everything goes through GameModule.
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { AnyGameModule, Awaiting, GameResult, PlayerId } from '../engine/game.js';
import { apply } from '../engine/run.js';
import { Checkpointer } from './checkpointer.js';
import { systemClock, type Clock } from './clock.js';
import { aiSeatToAsk, awaitedHumans, planDeadlines, type AiStreak } from './deadlines.js';
import { StateCache } from './lru.js';
import { buildOutcome, type OutcomeFields } from './outcome.js';
import { Scheduler } from './scheduler.js';
import { SnapshotWriter } from './snapshot.js';
import { tableSettingsSchema, type TableSettings, type TableSettingsSchema } from './settings.js';
import { Store, gameInfo, messageRef, type DeadlineRow, type GameRow, type SeatRow } from './store.js';
import type {
  AiPolicy,
  AutopilotReason,
  Cause,
  DeadlineKind,
  GameInfo,
  MessageRef,
  Notice,
  NoticeBody,
  PendingNotice,
  PostIntent,
  Outcome,
  PlayerStats,
  ServiceError,
  ServiceErrorCode,
  SubmitInput,
  SubmitResult,
  TableEvent,
  TableResult,
  ViewResult,
} from './types.js';

export { MAX_TIMER_DELAY_MS } from './scheduler.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Interaction ids are kept this long (Discord never redelivers later). */
const INTERACTION_TTL_MS = DAY;
/** A failing deadline row is retried after 1 min, 2, 4, … up to an hour; never dropped. */
const RETRY_BASE_MS = MINUTE;
const RETRY_MAX_MS = HOUR;
/** Due rows share a transaction (one commit) up to this many; each has its own savepoint. */
const DUE_ROWS_PER_TRANSACTION = 64;
/** Distinct settings/options JSON values kept parsed. */
const MEMO_SIZE = 64;

export interface GameServiceOptions {
  /** The game modules this bot runs, by id ('spiel', 'award'). */
  readonly games: Readonly<Record<string, AnyGameModule>>;
  /** Defaults to the system clock. */
  readonly clock?: Clock;
  /** AI players per game type; without one, a game type has no AI seats. */
  readonly policies?: Readonly<Record<string, AiPolicy>>;
  /** Table settings (reminders, …); must parse to at least TableSettings. */
  readonly settingsSchema?: TableSettingsSchema;
  /** Draws a game's seed at start (tests pass a seeded one); defaults to crypto randomness. */
  readonly seed?: () => number;
  /** Parsed snapshots kept in memory (least recently used first out). */
  readonly cacheSize?: number;
  /** Deadline rows run per timer wake-up before yielding to the event loop. */
  readonly schedulerBatch?: number;
  /** Consecutive AI commands by one seat that leave it still awaited before the AI gives up. */
  readonly aiStreakLimit?: number;
  /** WAL checkpoints in a worker thread once the scheduler runs (file databases); default true. */
  readonly backgroundCheckpoints?: boolean;
  /** Listener and deadline failures (the service keeps going); defaults to console.error. */
  readonly onError?: (error: unknown, context: string) => void;
}

/** Who the host is for table controls: the host, or someone allowed to manage the server. */
export interface Authority {
  readonly canManage?: boolean;
}

interface Loaded {
  readonly row: GameRow;
  readonly seats: readonly SeatRow[];
  readonly module: AnyGameModule;
  readonly settings: TableSettings;
}

/** What an interaction id is answered with again: the verdict, not the views. */
type StoredAnswer =
  | {
      readonly ok: true;
      readonly version: number;
      readonly events: readonly unknown[];
      readonly command: unknown;
      readonly actor: PlayerId | null;
      readonly cause: Cause;
      readonly userId: string | null;
    }
  | { readonly ok: false; readonly error: ServiceError };

/** The most seats a table takes: its own setting, within the game's limit. */
function seatLimit(module: AnyGameModule, settings: TableSettings): number {
  return Math.min(settings.maxSeats ?? module.maxPlayers, module.maxPlayers);
}

const fail = (code: ServiceErrorCode, params?: ServiceError['params']): { ok: false; error: ServiceError } => ({
  ok: false,
  error: params === undefined ? { code } : { code, params },
});

function isError(value: unknown): value is ServiceError {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** The fields of a zod failure, without zod's prose (the Discord layer words it). */
function badFields(issues: readonly { path: readonly PropertyKey[] }[]): string[] {
  return issues.map((i) => i.path.map(String).join('.') || '(root)');
}

class DeadlineRefused extends Error {
  constructor(readonly error: ServiceError) {
    super(`the engine refused its own deadline: ${error.code}`);
  }
}

/**
 * An accepted command whose Outcome is built on first read. A class, not an object literal with
 * its own getter: see outcome.ts for what such literals cost in memory.
 */
class Accepted {
  readonly ok = true;
  readonly duplicate = false;
  #outcome: Outcome | null = null;
  readonly #build: () => Outcome;

  constructor(build: () => Outcome) {
    this.#build = build;
  }

  get outcome(): Outcome {
    return (this.#outcome ??= this.#build());
  }
}

/** Runs games for every registered game type; see the module comment. */
export class GameService {
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly games: ReadonlyMap<string, AnyGameModule>;
  private readonly policies: Readonly<Record<string, AiPolicy>>;
  private readonly settingsSchema: TableSettingsSchema;
  private readonly newSeed: () => number;
  /** Parsed states by (game, version), and the deadline plan written at that version. */
  private readonly cache: StateCache<unknown>;
  private readonly plans: StateCache<string>;
  private readonly seatsCache: StateCache<readonly SeatRow[]>;
  private readonly settingsMemo = new Map<string, TableSettings>();
  private readonly optionsMemo = new Map<string, unknown>();
  /** Snapshot JSON, reusing the text of state parts unchanged since the last version. */
  private readonly snapshots = new SnapshotWriter();
  private readonly aiStreakLimit: number;
  private readonly backgroundCheckpoints: boolean;
  private readonly reportError: (error: unknown, context: string) => void;
  private readonly changeListeners = new Set<(outcome: Outcome) => void>();
  private readonly noticeListeners = new Set<(notice: Notice) => void>();
  private readonly immediate: <T>(fn: () => T) => T;
  private readonly nested: <T>(fn: () => T) => T;
  private readonly scheduler: Scheduler;
  private checkpointer: Checkpointer | null = null;
  /** Work to run once the transaction in progress commits (null: no transaction). */
  private afterCommit: (() => void)[] | null = null;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    readonly db: Database,
    options: GameServiceOptions,
  ) {
    this.store = new Store(db);
    this.clock = options.clock ?? systemClock;
    const games = new Map<string, AnyGameModule>();
    for (const [type, module] of Object.entries(options.games)) {
      if (module.id !== type) throw new Error(`game module registered as "${type}" has id "${module.id}"`);
      games.set(type, module);
    }
    this.games = games;
    this.policies = options.policies ?? {};
    this.settingsSchema = options.settingsSchema ?? tableSettingsSchema;
    this.newSeed = options.seed ?? (() => randomBytes(4).readUInt32LE(0));
    this.cache = new StateCache(options.cacheSize ?? 128);
    this.plans = new StateCache(Math.max(options.cacheSize ?? 128, 1_024));
    this.seatsCache = new StateCache(Math.max(options.cacheSize ?? 128, 1_024));
    this.aiStreakLimit = options.aiStreakLimit ?? 10;
    this.backgroundCheckpoints = options.backgroundCheckpoints ?? true;
    this.reportError = options.onError ?? ((error, context) => console.error(`[game service] ${context}:`, error));
    const transaction = db.transaction((fn: () => unknown) => fn());
    this.immediate = <T>(fn: () => T): T => transaction.immediate(fn) as T;
    this.nested = <T>(fn: () => T): T => transaction(fn) as T;
    this.scheduler = new Scheduler(
      this.clock,
      {
        nextDue: () => this.nextDue(),
        runDue: (limit) => this.runDueRows(limit),
        onError: (error) => this.reportError(error, 'scheduler'),
      },
      options.schedulerBatch ?? 100,
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Listening

  /** Called after every committed change, whatever caused it. Returns an unsubscribe function. */
  onChange(listener: (outcome: Outcome) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Called for reminders and AI or deadline trouble. Returns an unsubscribe function. */
  onNotice(listener: (notice: Notice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  // ---------------------------------------------------------------------------------------------
  // Reading

  /** A game as stored, or null. */
  game(gameId: number): GameInfo | null {
    const row = this.store.game.get(gameId);
    return row ? this.info(row) : null;
  }

  /** The lobby or running game of a channel or thread, if any. */
  activeGameInChannel(channelId: string): GameInfo | null {
    const row = this.store.activeInChannel.get(channelId);
    return row ? this.info(row) : null;
  }

  /** The newest game of a channel that was not cancelled: the active one, or the last that ended. */
  latestGameInChannel(channelId: string): GameInfo | null {
    const row = this.store.latestInChannel.get(channelId);
    return row ? this.info(row) : null;
  }

  /** What `userId` may see now (null: the public table); the view is null in a lobby. */
  view(gameId: number, userId: string | null): ViewResult {
    return this.viewLoaded(this.load(gameId), userId);
  }

  /** The lobby or running game of a channel as `userId` may see it, in one read; null if none. */
  viewInChannel(channelId: string, userId: string | null): ViewResult | null {
    const row = this.store.activeInChannel.get(channelId);
    if (!row) return null;
    const module = this.games.get(row.type);
    if (!module) return { ok: false, error: { code: 'UNKNOWN_GAME_TYPE', params: { type: row.type } } };
    return this.viewLoaded({ row, seats: this.seatsOf(row), module, settings: this.settings(row.settings) }, userId);
  }

  private viewLoaded(loaded: Loaded | ServiceError, userId: string | null): ViewResult {
    if (isError(loaded)) return { ok: false, error: loaded };
    const { row, seats, module } = loaded;
    const seat = userId === null ? null : (seats.find((s) => s.user_id === userId)?.player_id ?? null);
    const game = this.infoOf(loaded);
    if (row.started_at === null) return { ok: true, game, version: row.version, seat, view: null };
    return { ok: true, game, version: row.version, seat, view: module.view(this.stateOf(row), seat) };
  }

  /**
   * Remembers a public message the bot keeps editing, which game version it shows and (if known)
   * a hash of its content; a post in progress for `key` is done.
   */
  setMessage(gameId: number, key: string, channelId: string, messageId: string, version?: number, hash?: string): void {
    this.transact(() => {
      const row = this.store.game.get(gameId);
      this.store.upsertMessage.run(gameId, key, channelId, messageId, version ?? row?.version ?? 0, this.clock.now(), hash ?? null);
      this.store.deleteIntent.run(gameId, key);
    });
  }

  /**
   * The post in progress for `key`: the stored one (an earlier attempt may have reached Discord),
   * or `fresh`, stored now. Kept until setMessage records the post.
   */
  postIntent(gameId: number, key: string, fresh: Omit<PostIntent, 'retry'>): PostIntent {
    return this.transact(() => {
      const stored = this.store.intent.get(gameId, key);
      if (stored) return { ...stored, retry: true };
      this.store.insertIntent.run(gameId, key, fresh.nonce, fresh.fingerprint, fresh.at);
      return { ...fresh, retry: false };
    });
  }

  /** Posts of a game begun and not recorded (a crash, or a lost answer), oldest first. */
  postIntents(gameId: number): (Omit<PostIntent, 'retry'> & { readonly key: string })[] {
    return this.store.intents.all(gameId);
  }

  /** A post begun earlier turned out not to exist (or is no longer wanted). */
  dropPostIntent(gameId: number, key: string): void {
    this.store.deleteIntent.run(gameId, key);
  }

  /** One-off notices of a game not yet posted, oldest first. */
  pendingNotices(gameId: number): PendingNotice[] {
    return this.store.notices.all(gameId).map((r) => ({ ...(JSON.parse(r.payload) as NoticeBody), id: r.id, version: r.version }));
  }

  /** A notice was posted (or is no longer worth posting). */
  noticeDone(gameId: number, noticeId: number): void {
    this.store.deleteNotice.run(gameId, noticeId);
  }

  /** Forgets a public message (the bot deleted it). */
  forgetMessage(gameId: number, key: string): void {
    this.store.deleteMessage.run(gameId, key);
  }

  /** The public messages of a game. */
  messages(gameId: number): MessageRef[] {
    return this.store.messages.all(gameId).map((m) => messageRef(gameId, m));
  }

  /** Messages showing an older version than their game (e.g. the bot died before editing them). */
  messagesBehind(): MessageRef[] {
    return this.store.messagesBehind.all().map((m) => messageRef(m.game_id, m));
  }

  /**
   * Started games whose public posts may be behind their state: running games, and games ended
   * in the last `recentMs`, whose `key` message is missing or shows an older version.
   */
  gamesToSync(key: string, recentMs = 7 * DAY): number[] {
    return this.store.gamesToSync.all(key, this.clock.now() - recentMs).map((r) => r.id);
  }

  /**
   * Open lobbies, and tables cancelled in the last `recentMs`, whose `key` message (recorded with
   * lobbyRevision) does not show them as they are: a restart redraws them.
   */
  lobbiesToSync(key: string, recentMs = 7 * DAY): number[] {
    return this.store.lobbiesToSync.all(key, this.clock.now() - recentMs).map((r) => r.id);
  }

  // ---------------------------------------------------------------------------------------------
  // The lobby

  /** Opens a lobby in a channel with the host seated; one active game per channel. */
  createLobby(input: {
    readonly type: string;
    readonly guildId: string;
    readonly channelId: string;
    readonly hostUserId: string;
    readonly options?: unknown;
    readonly settings?: unknown;
  }): TableResult {
    const module = this.games.get(input.type);
    if (!module) return fail('UNKNOWN_GAME_TYPE', { type: input.type });
    const options = module.optionsSchema.safeParse(input.options ?? {});
    if (!options.success) return fail('BAD_OPTIONS', { fields: badFields(options.error.issues) });
    const settings = this.settingsSchema.safeParse(input.settings ?? {});
    if (!settings.success) return fail('BAD_SETTINGS', { fields: badFields(settings.error.issues) });
    const now = this.clock.now();
    try {
      return this.transact(() => {
        const busy = this.store.activeInChannel.get(input.channelId);
        if (busy) return fail('CHANNEL_BUSY', { gameId: busy.id });
        const { lastInsertRowid } = this.store.insertGame.run(
          input.type,
          input.guildId,
          input.channelId,
          input.hostUserId,
          JSON.stringify(options.data),
          JSON.stringify(settings.data),
          now,
        );
        const gameId = Number(lastInsertRowid);
        this.store.insertSeat.run(gameId, 0, input.hostUserId, 0, now);
        this.store.seatsChanged.run(gameId);
        return this.tableChange(gameId, { type: 'created' }, input.hostUserId);
      });
    } catch (error) {
      // Another process won the race for the channel (the partial unique index).
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        const busy = this.store.activeInChannel.get(input.channelId);
        return fail('CHANNEL_BUSY', busy ? { gameId: busy.id } : undefined);
      }
      throw error;
    }
  }

  /** Seats a user in a lobby. */
  join(gameId: number, userId: string): TableResult {
    const now = this.clock.now();
    return this.transact(() => {
      const loaded = this.lobby(gameId);
      if (!('row' in loaded)) return loaded;
      const { seats, module } = loaded;
      if (seats.some((s) => s.user_id === userId)) return fail('ALREADY_JOINED');
      const max = seatLimit(module, loaded.settings);
      if (seats.length >= max) return fail('LOBBY_FULL', { max });
      const seat = nextSeat(seats);
      this.store.insertSeat.run(gameId, seat, userId, 0, now);
      this.store.seatsChanged.run(gameId);
      return this.tableChange(gameId, { type: 'joined', userId, seat }, userId);
    });
  }

  /** Takes a user out of a lobby; a leaving host hands over to the next human, or the lobby closes. */
  leave(gameId: number, userId: string): TableResult {
    const now = this.clock.now();
    return this.transact(() => {
      const loaded = this.lobby(gameId);
      if (!('row' in loaded)) return loaded;
      const { row, seats } = loaded;
      const mine = seats.find((s) => s.user_id === userId);
      if (!mine) return fail('NOT_IN_GAME');
      this.store.deleteSeat.run(gameId, mine.seat);
      this.store.seatsChanged.run(gameId);
      let newHostUserId: string | null = null;
      let cancelled = false;
      if (row.host_user_id === userId) {
        newHostUserId = seats.find((s) => s.user_id !== null && s.user_id !== userId)?.user_id ?? null;
        if (newHostUserId) this.store.updateHost.run(newHostUserId, gameId);
        else {
          this.store.setStatus.run('cancelled', now, gameId);
          cancelled = true;
        }
      }
      return this.tableChange(gameId, { type: 'left', userId, newHostUserId, cancelled }, userId);
    });
  }

  /** Adds an AI seat to a lobby (host or server manager; the game type must have an AI). */
  addAi(gameId: number, byUserId: string, authority: Authority = {}): TableResult {
    const now = this.clock.now();
    return this.transact(() => {
      const loaded = this.hostedLobby(gameId, byUserId, authority);
      if (!('row' in loaded)) return loaded;
      const { row, seats, module } = loaded;
      if (!this.policies[row.type]) return fail('NO_AI_FOR_GAME', { type: row.type });
      const max = seatLimit(module, loaded.settings);
      if (seats.length >= max) return fail('LOBBY_FULL', { max });
      const seat = nextSeat(seats);
      this.store.insertSeat.run(gameId, seat, null, 1, now);
      this.store.seatsChanged.run(gameId);
      return this.tableChange(gameId, { type: 'aiAdded', seat }, byUserId);
    });
  }

  /** Removes an AI seat from a lobby: the given seat index, or the last AI seat. */
  removeAi(gameId: number, byUserId: string, seat?: number, authority: Authority = {}): TableResult {
    return this.transact(() => {
      const loaded = this.hostedLobby(gameId, byUserId, authority);
      if (!('row' in loaded)) return loaded;
      const { seats } = loaded;
      const aiSeats = seats.filter((s) => s.user_id === null);
      const target = seat === undefined ? aiSeats[aiSeats.length - 1] : aiSeats.find((s) => s.seat === seat);
      if (!target) return fail('NO_AI_SEAT', seat === undefined ? undefined : { seat });
      this.store.deleteSeat.run(gameId, target.seat);
      this.store.seatsChanged.run(gameId);
      return this.tableChange(gameId, { type: 'aiRemoved', seat: target.seat }, byUserId);
    });
  }

  /** Starts a lobby: seats become p1..pn in table order, a fresh seed deals the game. */
  start(gameId: number, byUserId: string, authority: Authority = {}): TableResult {
    const now = this.clock.now();
    return this.transact(() => {
      const loaded = this.hostedLobby(gameId, byUserId, authority);
      if (!('row' in loaded)) return loaded;
      const { row, seats, module } = loaded;
      if (seats.length < module.minPlayers) return fail('NOT_ENOUGH_PLAYERS', { min: module.minPlayers, seated: seats.length });
      const players = seats.map((s, i) => {
        const id = `p${i + 1}`;
        this.store.setPlayerId.run(id, gameId, s.seat);
        return id;
      });
      const seed = this.newSeed() >>> 0;
      const options = module.optionsSchema.parse(JSON.parse(row.options));
      const state: unknown = module.setup(seed, players, options, now);
      this.store.startGame.run(seed, this.snapshots.json(state), now, gameId);
      const started = this.load(gameId) as Loaded;
      const awaiting = this.refreshDeadlines(started, state, now, null, null);
      this.queue(() => this.cache.set(gameId, 0, state));
      const outcome = this.outcome(started, state, { version: 0, cause: 'table', table: { type: 'started' }, userId: byUserId, awaiting });
      this.queue(() => this.emitChange(outcome));
      return { ok: true, outcome };
    });
  }

  /** Cancels a lobby or a running game (host or server manager); its deadlines go with it. */
  cancel(gameId: number, byUserId: string, authority: Authority = {}): TableResult {
    const now = this.clock.now();
    return this.transact(() => {
      const loaded = this.load(gameId);
      if (isError(loaded)) return { ok: false, error: loaded };
      const { row } = loaded;
      if (row.status !== 'lobby' && row.status !== 'running') return fail('GAME_NOT_ACTIVE', { status: row.status });
      if (row.host_user_id !== byUserId && !authority.canManage) return fail('NOT_HOST');
      this.store.setStatus.run('cancelled', now, gameId);
      this.store.deleteDeadlines.run(gameId);
      return this.tableChange(gameId, { type: 'cancelled', byUserId }, byUserId);
    });
  }

  /**
   * Lets the AI play a user's seat until they act again (on), or hands it back (off). The user's
   * own next command turns it off too.
   */
  setAutopilot(gameId: number, userId: string, on: boolean): TableResult {
    const now = this.clock.now();
    return this.transact(() => {
      const loaded = this.load(gameId);
      if (isError(loaded)) return { ok: false, error: loaded };
      const { row, seats } = loaded;
      if (row.status !== 'running') return fail('GAME_NOT_RUNNING', { status: row.status });
      const mine = seats.find((s) => s.user_id === userId);
      if (!mine || mine.player_id === null) return fail('NOT_IN_GAME');
      if (on && !this.policies[row.type]) return fail('NO_AI_FOR_GAME', { type: row.type });
      return { ok: true, outcome: this.autopilot(loaded, mine, on, 'asked', now) };
    });
  }

  /**
   * A player leaves a running game: by the table's setting, the AI plays their seat from now
   * on (they can take it back), or their seat leaves the game through the game's own rule.
   */
  leaveGame(gameId: number, userId: string): TableResult | SubmitResult {
    const now = this.clock.now();
    return this.transact(() => {
      const loaded = this.load(gameId);
      if (isError(loaded)) return { ok: false, error: loaded };
      const { row, seats, module, settings } = loaded;
      if (row.status !== 'running') return fail('GAME_NOT_RUNNING', { status: row.status });
      const mine = seats.find((s) => s.user_id === userId);
      if (!mine || mine.player_id === null) return fail('NOT_IN_GAME');
      if (settings.onLeave === 'retire' && module.leaveCommand) {
        const state = this.stateOf(row, false);
        return this.applyInTransaction(loaded, state, module.leaveCommand(mine.player_id), null, 'system', userId, null, now, null, null);
      }
      if (!this.policies[row.type]) return fail('NO_AI_FOR_GAME', { type: row.type });
      return { ok: true, outcome: this.autopilot(loaded, mine, true, 'left', now) };
    });
  }

  /** Hands a seat to the AI (or back to its owner) inside the open transaction. */
  private autopilot(loaded: Loaded, seat: SeatRow, on: boolean, reason: AutopilotReason, now: number): Outcome {
    const { row } = loaded;
    this.store.setSeatAi.run(on ? 1 : 0, row.id, seat.seat);
    if (seat.missed !== 0) this.store.setMissed.run(0, row.id, seat.seat);
    this.store.seatsChanged.run(row.id);
    this.addNotice(row.id, row.version, { kind: 'autopilot', userId: seat.user_id as string, playerId: seat.player_id as PlayerId, on, reason }, now);
    const updated = this.load(row.id) as Loaded;
    const state = this.stateOf(updated.row);
    const awaiting = this.refreshDeadlines(updated, state, now, null, null);
    const outcome = this.outcome(updated, state, {
      version: row.version,
      cause: 'table',
      table: { type: 'autopilot', userId: seat.user_id as string, playerId: seat.player_id as PlayerId, on, reason },
      userId: seat.user_id,
      awaiting,
    });
    this.queue(() => this.emitChange(outcome));
    return outcome;
  }

  /** Turns a direct-message reminder preference on or off for a user (all their games). */
  setDmReminders(userId: string, on: boolean): void {
    this.store.setDmReminders.run(userId, on ? 1 : 0, this.clock.now());
  }

  /** Whether a user asked for reminders by direct message. */
  dmReminders(userId: string): boolean {
    return this.store.dmReminders.get(userId)?.dm_reminders === 1;
  }

  /**
   * Server statistics of a game type from finished games: per human player and, apart, all AI
   * seats together.
   */
  leaderboard(guildId: string, type: string): { readonly games: number; readonly players: readonly PlayerStats[]; readonly ai: PlayerStats | null } {
    const rows = this.store.results.all(guildId, type);
    const byUser = new Map<string | null, PlayerStats>();
    const games = new Set<number>();
    for (const r of rows) {
      games.add(r.game_id);
      const key = r.user_id;
      const s = byUser.get(key) ?? { userId: key, games: 0, wins: 0, best: null, topScore: Number.NEGATIVE_INFINITY };
      const best = r.best_name !== null && r.best_value !== null && (!s.best || r.best_value > s.best.value) ? { name: r.best_name, value: r.best_value } : s.best;
      byUser.set(key, { userId: key, games: s.games + 1, wins: s.wins + r.won, best, topScore: Math.max(s.topScore, r.score) });
    }
    const ai = byUser.get(null) ?? null;
    byUser.delete(null);
    const players = [...byUser.values()].sort((a, b) => b.wins - a.wins || b.games - a.games || b.topScore - a.topScore);
    return { games: games.size, players, ai };
  }

  // ---------------------------------------------------------------------------------------------
  // Play

  /**
   * Applies one command in one transaction, or says why not. The same interaction id twice is
   * applied once; the second call gets the first one's verdict (marked duplicate).
   */
  submit(input: SubmitInput): SubmitResult {
    const now = this.clock.now();
    return this.transact(() => {
      if (input.interactionId !== undefined) {
        const previous = this.store.interaction.get(input.interactionId);
        if (previous) return this.duplicate(input.gameId, JSON.parse(previous.answer) as StoredAnswer);
      }
      this.prune(now);
      const result = this.submitInTransaction(input, now);
      if (input.interactionId !== undefined) {
        const answer: StoredAnswer = result.ok
          ? {
              ok: true,
              version: result.outcome.version,
              events: result.outcome.events,
              command: result.outcome.command,
              actor: result.outcome.actor,
              cause: result.outcome.cause,
              userId: result.outcome.userId,
            }
          : { ok: false, error: result.error };
        this.store.insertInteraction.run(input.interactionId, input.gameId, now, JSON.stringify(answer));
      }
      return result;
    });
  }

  private submitInTransaction(input: SubmitInput, now: number): SubmitResult {
    const loaded = this.load(input.gameId);
    if (isError(loaded)) return { ok: false, duplicate: false, error: loaded };
    const { row, seats, module } = loaded;
    if (row.status !== 'running') return { ...fail('GAME_NOT_RUNNING', { status: row.status }), duplicate: false };

    let actor: PlayerId | null = null;
    let cause: Cause;
    let userId: string | null = null;
    let seat: SeatRow | undefined;
    let streak: AiStreak | null = null;
    const who = input.actor;
    if ('userId' in who) {
      seat = seats.find((s) => s.user_id === who.userId);
      if (!seat || seat.player_id === null) return { ...fail('NOT_IN_GAME'), duplicate: false, version: row.version };
      actor = seat.player_id;
      cause = 'player';
      userId = who.userId;
    } else if ('hostUserId' in who) {
      if (who.hostUserId !== row.host_user_id && !who.canManage) return { ...fail('NOT_HOST'), duplicate: false, version: row.version };
      cause = 'host';
      userId = who.hostUserId;
    } else if ('aiSeat' in who) {
      seat = seats.find((s) => s.player_id === who.aiSeat);
      if (!seat) return { ...fail('NOT_IN_GAME'), duplicate: false, version: row.version };
      if (seat.ai !== 1) return { ...fail('NOT_AI_SEAT', { seat: who.aiSeat }), duplicate: false, version: row.version };
      actor = who.aiSeat;
      cause = 'ai';
      streak = { seat: who.aiSeat, streak: 0 };
    } else {
      cause = 'system';
    }

    if (input.expectedVersion !== undefined && input.expectedVersion !== row.version) {
      const state = this.stateOf(row);
      return {
        ok: false,
        duplicate: false,
        error: { code: 'STALE_VERSION', params: { expected: input.expectedVersion, version: row.version } },
        version: row.version,
        seat: actor,
        view: module.view(state, actor),
      };
    }
    const parsed = module.commandSchema.safeParse(input.command);
    if (!parsed.success) return { ...fail('BAD_COMMAND', { fields: badFields(parsed.error.issues) }), duplicate: false, version: row.version };
    const known = this.plans.get(row.id, row.version) ?? null;
    const state = this.stateOf(row, false);
    const result = this.applyInTransaction(loaded, state, parsed.data, actor, cause, userId, input.interactionId ?? null, now, streak, known);
    if (!result.ok) {
      // Refused: the player will probably try again on this version.
      this.queue(() => this.cache.set(row.id, row.version, state));
      // Still, the owner is here (e.g. they chose what the AI had already chosen for them): the
      // AI stops playing their seat, as it does for a command the rules accept.
      if (seat && seat.ai === 1 && seat.user_id !== null) this.autopilot(loaded, seat, false, 'returned', now);
    }
    return result;
  }

  /** decide → evolve → append → save (version + 1) → deadlines; the caller holds the transaction. */
  private applyInTransaction(
    loaded: Loaded,
    state: unknown,
    command: unknown,
    actor: PlayerId | null,
    cause: Cause,
    userId: string | null,
    interactionId: string | null,
    now: number,
    streak: AiStreak | null,
    knownPlan: string | null,
  ): SubmitResult {
    // Month timeouts come once a month per game: their new state (and its deadline plan) is not
    // worth a cache slot; caching a thousand of them in a start-up catch-up only costs memory.
    const keep = cause !== 'deadline';
    const { row, module } = loaded;
    const applied = apply(module, state, command as { type: string }, actor, now);
    if (!applied.ok) return { ok: false, duplicate: false, error: { ...applied.error, rule: true }, version: row.version };
    const version = row.version + 1;
    const result = module.result(applied.state);
    const status = result ? 'ended' : 'running';
    const endedAt = result ? now : null;
    // The owner acted: the AI stops playing their seat.
    let seats = loaded.seats;
    const back = cause === 'player' ? seats.find((s) => s.player_id === actor && s.ai === 1) : undefined;
    if (back) {
      this.store.setSeatAi.run(0, row.id, back.seat);
      seats = seats.map((s) => (s === back ? { ...s, ai: 0 } : s));
    }
    // The owner acted: their run of missed deadlines is over.
    const present = cause === 'player' ? seats.find((s) => s.player_id === actor && s.missed > 0) : undefined;
    if (present) {
      this.store.setMissed.run(0, row.id, present.seat);
      seats = seats.map((s) => (s === present ? { ...s, missed: 0 } : s));
    }
    this.store.appendLog.run(row.id, version, actor, JSON.stringify(command), now, cause, userId, interactionId);
    if (back && back.user_id !== null && back.player_id !== null) {
      this.addNotice(row.id, version, { kind: 'autopilot', userId: back.user_id, playerId: back.player_id, on: false, reason: 'returned' }, now);
    }
    const seatsMoved = back || present ? 1 : 0;
    const snapshot = this.snapshots.json(applied.state, keep);
    const saved = result
      ? this.store.saveFinalState.run(snapshot, now, seatsMoved, row.id, row.version)
      : this.store.saveState.run(snapshot, seatsMoved, row.id, row.version);
    // Under BEGIN IMMEDIATE nobody else can write, so this only fires on a bug; never merge.
    if (saved.changes !== 1) throw new Error(`game ${row.id} moved past version ${row.version} during a command`);
    if (result) this.recordResults(loaded, applied.state, result, now);
    const seatsRev = row.seats_rev + seatsMoved;
    const after: Loaded = { ...loaded, seats, row: { ...row, version, status, ended_at: endedAt, seats_rev: seatsRev } };
    // A changed seat (autopilot off) may change the plan; the plan of the old version still
    // describes the stored rows, so it is the one to compare with.
    const awaiting = this.refreshDeadlines(after, applied.state, now, streak, seats === loaded.seats ? knownPlan : null, keep);
    if (keep) this.queue(() => this.cache.set(row.id, version, applied.state));
    // Built on first use: a deadline nobody listens to never builds one.
    const accepted = new Accepted(() => this.outcome(after, applied.state, { version, cause, actor, userId, command, events: applied.events, awaiting }));
    if (this.changeListeners.size > 0) this.queue(() => this.emitChange(accepted.outcome));
    return accepted;
  }

  /** The first answer to an interaction, given again; views and `game` are as of now. */
  private duplicate(gameId: number, answer: StoredAnswer): SubmitResult {
    const loaded = this.load(gameId);
    if (!answer.ok) return { ok: false, duplicate: true, error: answer.error, ...(isError(loaded) ? {} : { version: loaded.row.version }) };
    if (isError(loaded)) return { ok: false, duplicate: true, error: loaded };
    const state = loaded.row.started_at === null ? null : this.stateOf(loaded.row);
    return {
      ok: true,
      duplicate: true,
      outcome: this.outcome(loaded, state, {
        version: answer.version,
        cause: answer.cause,
        actor: answer.actor,
        userId: answer.userId,
        command: answer.command,
        events: answer.events,
      }),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Deadlines: derived from awaiting() after every change

  /**
   * Makes the game's deadline rows match its state (see planDeadlines). When the plan equals
   * the one written for this game version before (`known`), nothing is written at all.
   */
  private refreshDeadlines(
    loaded: Loaded,
    state: unknown,
    now: number,
    streak: AiStreak | null,
    known: string | null,
    remember = true,
  ): Awaiting<unknown> {
    const { row, seats, module, settings } = loaded;
    const awaiting = module.awaiting(state) as Awaiting<unknown>;
    if (row.status !== 'running' || module.result(state) !== null) {
      this.store.deleteDeadlines.run(row.id);
      this.queue(() => this.plans.delete(row.id));
      return awaiting;
    }
    const plan = planDeadlines({
      awaiting,
      seats,
      reminderBeforeMs: settings.reminderBeforeMs,
      now,
      streak,
      aiStreakLimit: this.aiStreakLimit,
      storedReminderFor: () => {
        const stored = this.store.deadlineOfKind.get(row.id, 'reminder');
        return stored ? (JSON.parse(stored.payload) as { deadline: number }).deadline : null;
      },
    });
    const version = row.version;
    this.queue(() => (plan.key === null || !remember ? this.plans.delete(row.id) : this.plans.set(row.id, version, plan.key)));
    if (plan.key !== null && plan.key === known) return awaiting;

    let earliest = Number.POSITIVE_INFINITY;
    const write = (kind: DeadlineKind, want: { due: number; payload: string } | null) => {
      if (want) {
        this.store.upsertDeadline.run(row.id, kind, want.due, want.payload);
        earliest = Math.min(earliest, want.due);
      } else {
        this.store.deleteDeadlineKind.run(row.id, kind);
      }
    };
    write('timeout', plan.timeout);
    if (plan.reminder !== 'keep') write('reminder', plan.reminder);
    write('ai', plan.ai);
    if (plan.aiStalled !== null) {
      const seat = plan.aiStalled;
      const game = gameInfo(row, seats, settings, this.options(row.options));
      this.queue(() => this.emitNotice({ type: 'aiFailed', game, seat, error: { code: 'AI_STALLED' } }));
    }
    if (earliest !== Number.POSITIVE_INFINITY) this.queue(() => this.scheduler.note(earliest));
    return awaiting;
  }

  // ---------------------------------------------------------------------------------------------
  // The scheduler

  /**
   * Runs every row that fell due while the bot was down, in due order, then arms the timer;
   * call it before taking commands. Also moves WAL checkpoints off the event loop (file
   * databases). Returns how many rows ran.
   */
  startScheduler(): { ran: number } {
    const ran = this.scheduler.start();
    if (this.backgroundCheckpoints && !this.checkpointer && !this.db.memory && this.db.name !== '') {
      try {
        this.checkpointer = new Checkpointer(this.db, 200, (error) => this.reportError(error, 'background checkpoint'));
      } catch (error) {
        this.reportError(error, 'background checkpoints unavailable; SQLite checkpoints inline'); // still correct, only slower
      }
    }
    return { ran };
  }

  /**
   * Resolves once the background work startScheduler began (the checkpoint worker) is running.
   * Nothing needs to wait for it; benchmarks do, to measure a settled process.
   */
  async backgroundReady(): Promise<void> {
    await this.checkpointer?.ready;
  }

  /** Disarms the timer (rows stay stored and run at the next start). */
  stopScheduler(): void {
    this.scheduler.stop();
  }

  /** Stops the scheduler and the checkpoint worker; the database stays open (the caller's). */
  async close(): Promise<void> {
    this.scheduler.stop();
    const checkpointer = this.checkpointer;
    this.checkpointer = null;
    await checkpointer?.close();
  }

  /** Runs rows due by now, earliest first, at most `limit`; returns how many ran. */
  runDue(limit = Number.POSITIVE_INFINITY): number {
    return this.scheduler.run(limit);
  }

  /** Internal figures for tests and the bench: memory must not grow with stored games. */
  stats(): { readonly cachedStates: number; readonly timerArmed: boolean; readonly checkpoints: number } {
    return { cachedStates: this.cache.size, timerArmed: this.scheduler.armed, checkpoints: this.checkpointer?.completed ?? 0 };
  }

  /** The due time of the earliest row, or null. */
  nextDue(): number | null {
    return this.store.earliestDue.get()?.due ?? null;
  }

  /**
   * Runs due rows, up to DUE_ROWS_PER_TRANSACTION of them per transaction (each in its own
   * savepoint, so one failing row is put off alone). A crash loses only uncommitted rows,
   * which are still stored and run at the next start.
   */
  private runDueRows(limit: number): number {
    const failed = new Set<number>();
    let ran = 0;
    let more = true;
    while (more && ran < limit) {
      this.transact(() => {
        for (let i = 0; i < DUE_ROWS_PER_TRANSACTION && ran < limit; i++) {
          const row = this.store.nextDue.get(this.clock.now());
          if (!row || failed.has(row.id)) {
            more = false;
            return;
          }
          if (!this.runDeadline(row)) failed.add(row.id);
          ran++;
        }
      });
    }
    return ran;
  }

  /** Runs one due row inside the open transaction; false if it failed and was put off. */
  private runDeadline(row: DeadlineRow): boolean {
    const now = this.clock.now();
    this.plans.delete(row.game_id); // the rows change here; the refresh below writes them whole
    try {
      this.savepoint(() => {
        this.store.deleteDeadline.run(row.id);
        if (row.kind === 'reminder' && this.lateReminder(row, now)) return;
        const loaded = this.load(row.game_id, row.kind !== 'timeout');
        if (isError(loaded)) throw new Error(`deadline for game ${row.game_id}: ${loaded.code}`);
        if (loaded.row.status !== 'running') return;
        if (row.kind === 'timeout') this.fireTimeout(loaded, row, now);
        else if (row.kind === 'reminder') this.fireReminder(loaded, row, now);
        else this.fireAi(loaded, row, now);
      });
      return true;
    } catch (error) {
      this.putOff(row, now, error);
      return false;
    }
  }

  private fireTimeout(loaded: Loaded, row: DeadlineRow, now: number): void {
    const { module } = loaded;
    const state = this.stateOf(loaded.row, false);
    const { command } = JSON.parse(row.payload) as { command: unknown };
    const parsed = module.commandSchema.parse(command);
    const absent = awaitedHumans(module.awaiting(state) as Awaiting<unknown>, loaded.seats).players;
    const result = this.applyInTransaction(loaded, state, parsed, null, 'deadline', null, null, now, null, null);
    if (result.ok) {
      this.countMissed(loaded.row.id, absent, now);
      return;
    }
    // Refused: if the game has another deadline by now, this row was stale (replace it);
    // if not, the engine refuses its own deadline — a bug: keep the row and retry later.
    const awaiting = this.refreshDeadlines(loaded, state, now, null, null);
    if (awaiting.deadline && awaiting.deadline.due === row.due) throw new DeadlineRefused(result.error);
  }

  /**
   * Seats a deadline passed without an answer from: one more missed in a row; at the table's
   * limit the AI plays the seat until its owner acts again (and everyone is told).
   */
  private countMissed(gameId: number, players: readonly PlayerId[], now: number): void {
    if (players.length === 0) return;
    let loaded = this.load(gameId) as Loaded;
    if (loaded.row.status !== 'running') return;
    const limit = loaded.settings.aiAfterMissed;
    for (const player of players) {
      const seat = loaded.seats.find((s) => s.player_id === player);
      if (!seat || seat.ai === 1 || seat.user_id === null) continue;
      const missed = seat.missed + 1;
      if (limit > 0 && missed >= limit && this.policies[loaded.row.type]) {
        this.autopilot(loaded, seat, true, 'absent', now);
        loaded = this.load(gameId) as Loaded;
      } else {
        this.store.setMissed.run(missed, gameId, seat.seat);
        this.store.seatsChanged.run(gameId); // seats are cached by revision
      }
    }
  }

  /** Writes the finished game's lines for server statistics (same transaction as its end). */
  private recordResults(loaded: Loaded, state: unknown, result: GameResult, now: number): void {
    const { row, seats, module } = loaded;
    const figures = module.summary?.(state) ?? [];
    for (const seat of seats) {
      if (seat.player_id === null) continue;
      const f = figures.find((x) => x.player === seat.player_id);
      const rank = result.standings.indexOf(seat.player_id) + 1;
      this.store.insertResult.run(
        row.id,
        seat.player_id,
        row.guild_id,
        row.type,
        seat.user_id,
        rank > 0 ? rank : seats.length,
        result.winners.includes(seat.player_id) ? 1 : 0,
        f?.score ?? 0,
        f?.best?.name ?? null,
        f?.best?.value ?? null,
        now,
      );
    }
  }

  /** A reminder whose deadline has already come (the bot was down) is dropped unsent. */
  private lateReminder(row: DeadlineRow, now: number): boolean {
    const { deadline } = JSON.parse(row.payload) as { deadline: number };
    return deadline <= now;
  }

  private fireReminder(loaded: Loaded, row: DeadlineRow, now: number): void {
    const state = this.stateOf(loaded.row, false);
    const { deadline } = JSON.parse(row.payload) as { deadline: number };
    const awaiting = loaded.module.awaiting(state) as Awaiting<unknown>;
    if (!awaiting.deadline || awaiting.deadline.due !== deadline) {
      this.refreshDeadlines(loaded, state, now, null, null);
      return;
    }
    const { players, userIds } = awaitedHumans(awaiting, loaded.seats);
    if (userIds.length === 0) return;
    const game = this.infoOf(loaded);
    this.addNotice(game.id, loaded.row.version, { kind: 'reminder', deadline, players, userIds }, now);
    this.queue(() => this.emitNotice({ type: 'reminder', game, version: loaded.row.version, deadline, players, userIds }));
  }

  private fireAi(loaded: Loaded, row: DeadlineRow, now: number): void {
    const { module } = loaded;
    const state = this.stateOf(loaded.row, false);
    const payload = JSON.parse(row.payload) as { seat: PlayerId; streak: number };
    const awaiting = module.awaiting(state) as Awaiting<unknown>;
    const seat = aiSeatToAsk(awaiting, loaded.seats);
    if (seat === undefined) return;
    const required = awaiting.players.includes(seat);
    const game = this.infoOf(loaded);
    const failed = (error: ServiceError) => this.queue(() => this.emitNotice({ type: 'aiFailed', game, seat, error }));
    const policy = this.policies[loaded.row.type];
    if (!policy) return failed({ code: 'NO_AI_FOR_GAME', params: { type: loaded.row.type } });
    let proposal: unknown;
    try {
      proposal = policy(module.view(state, seat), seat);
    } catch (error) {
      this.reportError(error, `AI policy for game ${loaded.row.id} seat ${seat}`);
      return failed({ code: 'AI_ERROR' });
    }
    // Invited, not awaited: an AI with nothing to say does nothing.
    if ((proposal === null || proposal === undefined) && !required) return;
    const parsed = module.commandSchema.safeParse(proposal);
    if (!parsed.success) return failed({ code: 'BAD_COMMAND', params: { fields: badFields(parsed.error.issues) } });
    const streak: AiStreak = { seat, streak: payload.seat === seat ? payload.streak : 0 };
    const result = this.applyInTransaction(loaded, state, parsed.data, seat, 'ai', null, null, now, streak, null);
    if (!result.ok) failed(result.error);
  }

  /** A failed row stays and is retried later with back-off; the failure is reported. */
  private putOff(row: DeadlineRow, now: number, error: unknown): void {
    const retryAt = now + Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(row.attempts, 20));
    this.store.retryDeadline.run(retryAt, row.id);
    this.cache.delete(row.game_id);
    this.plans.delete(row.game_id);
    this.reportError(error, `deadline ${row.kind} of game ${row.game_id}`);
    this.queue(() => {
      this.emitNotice({ type: 'deadlineFailed', gameId: row.game_id, kind: row.kind, retryAt, error });
      this.scheduler.note(retryAt);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Plumbing

  /** BEGIN IMMEDIATE … COMMIT; the work queued meanwhile runs only once it committed. */
  private transact<T>(fn: () => T): T {
    if (this.afterCommit !== null) return this.savepoint(fn);
    const queued: (() => void)[] = [];
    this.afterCommit = queued;
    let result: T;
    try {
      result = this.immediate(fn);
    } finally {
      this.afterCommit = null;
    }
    this.checkpointer?.committed();
    for (const task of queued) task();
    return result;
  }

  /** A savepoint inside the open transaction: on a throw, its writes and queued work are undone. */
  private savepoint<T>(fn: () => T): T {
    const outer = this.afterCommit as (() => void)[];
    const queued: (() => void)[] = [];
    this.afterCommit = queued;
    let result: T;
    try {
      result = this.nested(fn);
    } finally {
      this.afterCommit = outer;
    }
    outer.push(...queued);
    return result;
  }

  /** Work for after the commit of the transaction in progress. */
  private queue(task: () => void): void {
    if (this.afterCommit === null) throw new Error('queue() outside a transaction');
    this.afterCommit.push(task);
  }

  /** A game, its seats and module; `remember`: cache its seats (not for a month timeout's). */
  private load(gameId: number, remember = true): Loaded | ServiceError {
    const row = this.store.game.get(gameId);
    if (!row) return { code: 'NO_GAME' };
    const module = this.games.get(row.type);
    if (!module) return { code: 'UNKNOWN_GAME_TYPE', params: { type: row.type } };
    return { row, seats: this.seatsOf(row, remember), module, settings: this.settings(row.settings) };
  }

  /**
   * The seats of a game, cached by its seats_rev (every seat change bumps it, in the same
   * transaction). A read inside a transaction is cached only once that transaction commits.
   */
  private seatsOf(row: GameRow, remember = true): readonly SeatRow[] {
    const cached = this.seatsCache.get(row.id, row.seats_rev);
    if (cached) return cached;
    const seats = this.store.seats.all(row.id);
    if (!remember) return seats;
    if (this.afterCommit === null) this.seatsCache.set(row.id, row.seats_rev, seats);
    else this.queue(() => this.seatsCache.set(row.id, row.seats_rev, seats));
    return seats;
  }

  /** A lobby, or why the game is not one. */
  private lobby(gameId: number): Loaded | { ok: false; error: ServiceError } {
    const loaded = this.load(gameId);
    if (isError(loaded)) return { ok: false, error: loaded };
    if (loaded.row.status !== 'lobby') return fail('LOBBY_CLOSED', { status: loaded.row.status });
    return loaded;
  }

  /** A lobby that `byUserId` may run: its host, or someone who manages the server. */
  private hostedLobby(gameId: number, byUserId: string, authority: Authority): Loaded | { ok: false; error: ServiceError } {
    const loaded = this.lobby(gameId);
    if (!('row' in loaded)) return loaded;
    if (loaded.row.host_user_id !== byUserId && !authority.canManage) return fail('NOT_HOST');
    return loaded;
  }

  /**
   * The state at the row's version: cached, or parsed from the snapshot. `keep` caches a parsed
   * one; a state about to be replaced by a command is not worth keeping (and keeping what is
   * thrown away soon after is what makes V8's young generation grow).
   */
  private stateOf(row: GameRow, keep = true): unknown {
    const cached = this.cache.get(row.id, row.version);
    if (cached !== undefined) return cached;
    const stored = this.store.state.get(row.id)?.state;
    if (stored === null || stored === undefined) throw new Error(`game ${row.id} has no stored state`);
    const state: unknown = JSON.parse(stored);
    if (keep) this.cache.set(row.id, row.version, state);
    return state;
  }

  /** Stored settings, parsed (and given today's defaults) once per distinct value. */
  private settings(json: string): TableSettings {
    let parsed = this.settingsMemo.get(json);
    if (!parsed) {
      parsed = this.settingsSchema.parse(JSON.parse(json));
      if (this.settingsMemo.size >= MEMO_SIZE) this.settingsMemo.clear();
      this.settingsMemo.set(json, parsed);
    }
    return parsed;
  }

  /** Stored options, parsed once per distinct value (shared, frozen). */
  private options(json: string): unknown {
    let parsed = this.optionsMemo.get(json);
    if (parsed === undefined) {
      parsed = Object.freeze(JSON.parse(json) as object);
      if (this.optionsMemo.size >= MEMO_SIZE) this.optionsMemo.clear();
      this.optionsMemo.set(json, parsed);
    }
    return parsed;
  }

  private info(row: GameRow): GameInfo {
    return gameInfo(row, this.seatsOf(row), this.settings(row.settings), this.options(row.options));
  }

  private infoOf(loaded: Loaded): GameInfo {
    return gameInfo(loaded.row, loaded.seats, loaded.settings, this.options(loaded.row.options));
  }

  private tableChange(gameId: number, table: TableEvent, userId: string): TableResult {
    const loaded = this.load(gameId) as Loaded;
    const state = loaded.row.started_at === null ? null : this.stateOf(loaded.row);
    const outcome = this.outcome(loaded, state, { version: loaded.row.version, cause: 'table', table, userId });
    this.queue(() => this.emitChange(outcome));
    return { ok: true, outcome };
  }

  private outcome(loaded: Loaded, state: unknown, fields: OutcomeFields): Outcome {
    return buildOutcome(loaded.module, this.infoOf(loaded), loaded.seats, state, fields);
  }

  private emitChange(outcome: Outcome): void {
    for (const listener of this.changeListeners) {
      try {
        listener(outcome);
      } catch (error) {
        this.reportError(error, `change listener (game ${outcome.game.id})`);
      }
    }
  }

  private emitNotice(notice: Notice): void {
    for (const listener of this.noticeListeners) {
      try {
        listener(notice);
      } catch (error) {
        this.reportError(error, `notice listener (${notice.type})`);
      }
    }
  }

  /** Stores a one-off notice with the change in progress (posted by the Discord layer). */
  private addNotice(gameId: number, version: number, body: NoticeBody, now: number): void {
    this.store.insertNotice.run(gameId, version, body.kind, JSON.stringify(body), now);
  }

  /** Forgets interaction ids older than a day, at most once an hour. */
  private prune(now: number): void {
    if (now - this.lastPrune < HOUR) return;
    this.lastPrune = now;
    this.store.pruneInteractions.run(now - INTERACTION_TTL_MS);
  }
}

/** The next free seat index at a lobby table. */
function nextSeat(seats: readonly SeatRow[]): number {
  return seats.reduce((max, s) => Math.max(max, s.seat + 1), 0);
}
