// The game service: between the pure engine and Discord, and its one public entry point. Every
// change is one SQLite transaction (BEGIN IMMEDIATE): load → decide → append to the log → save
// the snapshot with version + 1 → refresh the game's deadlines. Deadlines, reminders and AI turns
// are rows with a due time that one timer wakes for. Nothing here knows which game it runs:
// everything goes through GameModule.
//
// This class only wires and delegates. Behind it, dependencies point one way:
//   tables.ts, play.ts, runner.ts, messages.ts → commit.ts → repository.ts → transaction.ts, store.ts
// (results.ts, deadlines.ts and outcome.ts are leaves the commit pipeline uses).
import type { Database } from 'better-sqlite3';
import type { AnyGameModule } from '../engine/game.js';
import { awayPeriod, setAway, type AwayPeriod } from './away.js';
import { ServerSettingsBook } from './server-settings.js';
import { systemClock, type Clock } from './clock.js';
import { CommitPipeline } from './commit.js';
import { DEFAULT_AI_STREAK_LIMIT } from './deadlines.js';
import { Digests, type DigestChange, type DigestPrefs, type DueDigest } from './digests.js';
import { Messages } from './messages.js';
import { Play } from './play.js';
import { tablesOf, type PlayerTable } from './player-tables.js';
import { Repository } from './repository.js';
import { leaderboard, type Leaderboard } from './results.js';
import { DeadlineRunner, type SchedulerBacklog } from './runner.js';
import { isPartial, ONE_SHARD, type ShardSlice } from './shards.js';
import type { GameCount } from './store.js';
import { tableSettingsSchema, type TableSettingsSchema } from './settings.js';
import { Tables, type Authority, type NewTable } from './tables.js';
import type {
  AiPolicy,
  GameInfo,
  MessageRef,
  Notice,
  PendingNotice,
  PostIntent,
  Outcome,
  SubmitInput,
  SubmitResult,
  TableResult,
  ThreadNote,
  ViewResult,
} from './types.js';

export { MAX_TIMER_DELAY_MS } from './scheduler.js';
export type { SchedulerBacklog } from './runner.js';
export type { GameCount } from './store.js';
export type { Authority } from './tables.js';
export type { DigestChange, DigestPrefs, DueDigest } from './digests.js';
export type { PlayerResult, PlayerTable } from './player-tables.js';
export type { AwayPeriod } from './away.js';

const DAY = 24 * 3_600_000;
/**
 * A sharded process also looks for due rows of its games at least this often: only it writes
 * them (its guilds' interactions come to it), but a row another process wrote (a script, a shard
 * being replaced) is then run within this time rather than at the next restart.
 */
const SHARDED_POLL_MS = 30_000;

/** How a bot sets up its service: its games and AIs, and (for tests and benchmarks) time and tuning. */
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
  /** Parsed snapshots kept in memory (least recently used first out); 0 turns the cache off. */
  readonly cacheSize?: number;
  /** Games whose seats are kept in memory; default 1,024 (0 turns the cache off; the bench does). */
  readonly seatCacheSize?: number;
  /** Deadline rows run per timer wake-up before yielding to the event loop. */
  readonly schedulerBatch?: number;
  /** Consecutive AI commands by one seat that leave it still awaited before the AI gives up. */
  readonly aiStreakLimit?: number;
  /** WAL checkpoints in a worker thread once the scheduler runs (file databases); default true. */
  readonly backgroundCheckpoints?: boolean;
  /**
   * The shards this process runs when the bot is sharded (SHARDS): it runs the deadlines and
   * catches up the posts of those shards' guilds' games only. Default: every game.
   */
  readonly shards?: ShardSlice;
  /** Listener and deadline failures (the service keeps going); defaults to console.error. */
  readonly onError?: (error: unknown, context: string) => void;
}

/** Runs games for every registered game type; see the module comment. */
export class GameService {
  private readonly repo: Repository;
  private readonly commit: CommitPipeline;
  private readonly tables: Tables;
  private readonly play: Play;
  private readonly runner: DeadlineRunner;
  private readonly posts: Messages;
  private readonly digests: Digests;
  private readonly clock: Clock;
  private readonly backgroundCheckpoints: boolean;
  /** Servers' settings (`/settings`): their defaults for each game's tables, where tables may be opened. */
  readonly servers: ServerSettingsBook;

  constructor(
    readonly db: Database,
    options: GameServiceOptions,
  ) {
    const games = new Map<string, AnyGameModule>();
    for (const [type, module] of Object.entries(options.games)) {
      if (module.id !== type) throw new Error(`game module registered as "${type}" has id "${module.id}"`);
      games.set(type, module);
    }
    const clock = (this.clock = options.clock ?? systemClock);
    const policies = options.policies ?? {};
    const reportError = options.onError ?? ((error, context) => console.error(`[game service] ${context}:`, error));
    this.backgroundCheckpoints = options.backgroundCheckpoints ?? true;
    this.repo = new Repository(db, { games, settingsSchema: options.settingsSchema ?? tableSettingsSchema, cacheSize: options.cacheSize ?? 128, seatCacheSize: options.seatCacheSize ?? 1_024, reportError, shards: options.shards ?? ONE_SHARD });
    // A deadline row written by a commit may need the timer to wake earlier: the runner below is
    // told after the commit (an event flowing up, like a change listener).
    const noteDue = (due: number) => this.runner.note(due);
    this.commit = new CommitPipeline(this.repo, { aiStreakLimit: options.aiStreakLimit ?? DEFAULT_AI_STREAK_LIMIT, reportError, noteDue });
    this.tables = new Tables(this.commit, { clock, policies, seed: options.seed });
    this.play = new Play(this.commit, clock);
    // Players' daily digests are rows the one timer runs beside the deadline rows.
    this.digests = new Digests(this.commit, clock, (userId) => this.tablesOf(userId).filter((t) => t.waitsForYou), reportError, noteDue);
    this.runner = new DeadlineRunner(this.commit, {
      clock,
      policies,
      batch: options.schedulerBatch ?? 100,
      reportError,
      alongside: this.digests,
      ...(isPartial(options.shards ?? ONE_SHARD) ? { maxSleepMs: SHARDED_POLL_MS } : {}),
    });
    this.posts = new Messages(this.repo, clock);
    this.servers = new ServerSettingsBook(db, this.repo.tx, () => clock.now());
  }

  // ---------------------------------------------------------------------------------------------
  // Listening

  /** Called after every committed change, whatever caused it. Returns an unsubscribe function. */
  onChange(listener: (outcome: Outcome) => void): () => void {
    return this.commit.onChange(listener);
  }

  /** Called for reminders and AI or deadline trouble. Returns an unsubscribe function. */
  onNotice(listener: (notice: Notice) => void): () => void {
    return this.commit.onNotice(listener);
  }

  // ---------------------------------------------------------------------------------------------
  // Reading

  /** A game as stored, or null. */
  game(gameId: number): GameInfo | null {
    const row = this.repo.store.game.get(gameId);
    return row ? this.repo.info(row) : null;
  }

  /** The lobby or running game of a channel or thread, if any. */
  activeGameInChannel(channelId: string): GameInfo | null {
    const row = this.repo.store.activeInChannel.get(channelId);
    return row ? this.repo.info(row) : null;
  }

  /** The newest game of a channel that was not cancelled: the active one, or the last that ended. */
  latestGameInChannel(channelId: string): GameInfo | null {
    const row = this.repo.store.latestInChannel.get(channelId);
    return row ? this.repo.info(row) : null;
  }

  /** What `userId` may see now (null: the public table); the view is null in a lobby. */
  view(gameId: number, userId: string | null): ViewResult {
    return this.play.view(gameId, userId);
  }

  /** The lobby or running game of a channel as `userId` may see it, in one read; null if none. */
  viewInChannel(channelId: string, userId: string | null): ViewResult | null {
    return this.play.viewInChannel(channelId, userId);
  }

  // ---------------------------------------------------------------------------------------------
  // Public posts (messages.ts)

  /**
   * Remembers a public message the bot keeps editing, which game version it shows and (if known)
   * a hash of its content; a post in progress for `key` is done.
   */
  setMessage(gameId: number, key: string, channelId: string, messageId: string, version?: number, hash?: string): void {
    this.posts.setMessage(gameId, key, channelId, messageId, version, hash);
  }

  /** Records a table's own thread, or why it plays in its channel instead (issue 33). */
  setThread(gameId: number, threadId: string | null, note: ThreadNote | null): void {
    this.posts.setThread(gameId, threadId, note);
  }

  /** A game as it stands, as an outcome of no change (the publisher's catch-up); null if gone. */
  current(gameId: number): Outcome | null {
    return this.play.current(gameId);
  }

  /**
   * The post in progress for `key`: the stored one (an earlier attempt may have reached Discord),
   * or `fresh`, stored now. Kept until setMessage records the post.
   */
  postIntent(gameId: number, key: string, fresh: Omit<PostIntent, 'retry'>): PostIntent {
    return this.posts.postIntent(gameId, key, fresh);
  }

  /** Posts of a game begun and not recorded (a crash, or a lost answer), oldest first. */
  postIntents(gameId: number): (Omit<PostIntent, 'retry'> & { readonly key: string })[] {
    return this.posts.postIntents(gameId);
  }

  /** A post begun earlier turned out not to exist (or is no longer wanted). */
  dropPostIntent(gameId: number, key: string): void {
    this.posts.dropPostIntent(gameId, key);
  }

  /** One-off notices of a game not yet posted, oldest first. */
  pendingNotices(gameId: number): PendingNotice[] {
    return this.posts.pendingNotices(gameId);
  }

  /** A notice was posted (or is no longer worth posting). */
  noticeDone(gameId: number, noticeId: number): void {
    this.posts.noticeDone(gameId, noticeId);
  }

  /** Forgets a public message (the bot deleted it). */
  forgetMessage(gameId: number, key: string): void {
    this.posts.forgetMessage(gameId, key);
  }

  /** The public messages of a game. */
  messages(gameId: number): readonly MessageRef[] {
    return this.posts.messages(gameId);
  }

  /** Messages showing an older version than their game (e.g. the bot died before editing them). */
  messagesBehind(): MessageRef[] {
    return this.posts.messagesBehind();
  }

  /**
   * Started games whose public posts may be behind their state: running games, and games ended
   * in the last `recentMs`, whose `key` message is missing or shows an older version.
   */
  gamesToSync(key: string, recentMs = 7 * DAY): number[] {
    return this.posts.gamesToSync(key, recentMs);
  }

  /**
   * Open lobbies, and tables cancelled in the last `recentMs`, whose `key` message (recorded with
   * lobbyRevision) does not show them as they are: a restart redraws them. Also open lobbies whose
   * thread (issue 33) was asked for and never stored: a restart opens it (or takes the one Discord made).
   */
  lobbiesToSync(key: string, recentMs = 7 * DAY): number[] {
    return this.posts.lobbiesToSync(key, recentMs);
  }

  // ---------------------------------------------------------------------------------------------
  // Tables (tables.ts)

  /** Opens a lobby in a channel with the host seated; one active game per channel. */
  createLobby(input: NewTable): TableResult {
    return this.tables.createLobby(input);
  }

  /** Seats a user in a lobby (`name`: their display name, see SeatInfo.name). */
  join(gameId: number, userId: string, name?: string): TableResult {
    return this.tables.join(gameId, userId, name);
  }

  /**
   * Records the display name Discord shows for a seated player (menus and pictures print it);
   * nothing else about the game changes. False if it was already that, or the user is not seated.
   */
  nameSeat(gameId: number, userId: string, name: string): boolean {
    return this.repo.nameSeat(gameId, userId, name);
  }

  /** Takes a user out of a lobby; a leaving host hands over to the next human, or the lobby closes. */
  leave(gameId: number, userId: string): TableResult {
    return this.tables.leave(gameId, userId);
  }

  /** Adds an AI seat to a lobby (host or server manager; the game type must have an AI). */
  addAi(gameId: number, byUserId: string, authority: Authority = {}): TableResult {
    return this.tables.addAi(gameId, byUserId, authority);
  }

  /** Removes an AI seat from a lobby: the given seat index, or the last AI seat. */
  removeAi(gameId: number, byUserId: string, seat?: number, authority: Authority = {}): TableResult {
    return this.tables.removeAi(gameId, byUserId, seat, authority);
  }

  /** Starts a lobby: seats become p1..pn in table order, a fresh seed deals the game. */
  start(gameId: number, byUserId: string, authority: Authority = {}): TableResult {
    return this.tables.start(gameId, byUserId, authority);
  }

  /** Cancels a lobby or a running game (host or server manager); its deadlines go with it. */
  cancel(gameId: number, byUserId: string, authority: Authority = {}): TableResult {
    return this.tables.cancel(gameId, byUserId, authority);
  }

  /**
   * Lets the AI play a user's seat until they act again (on), or hands it back (off). The user's
   * own next command turns it off too.
   */
  setAutopilot(gameId: number, userId: string, on: boolean): TableResult {
    return this.tables.setAutopilot(gameId, userId, on);
  }

  /**
   * A player leaves a running game: by the table's setting, the AI plays their seat from now
   * on (they can take it back), or their seat leaves the game through the game's own rule.
   */
  leaveGame(gameId: number, userId: string): TableResult | SubmitResult {
    return this.tables.leaveGame(gameId, userId);
  }

  /** Turns a direct-message reminder preference on or off for a user (all their games). */
  setDmReminders(userId: string, on: boolean): void {
    this.repo.store.setDmReminders.run(userId, on ? 1 : 0, this.clock.now());
  }

  /**
   * `/away`: the user is away for `days` (1–30) from now, with an optional note, or back (0).
   * Every running table they sit at takes note through its own deadline row (see away.ts), which
   * the process owning the table's guild runs. Returns the period and the tables told.
   */
  setAway(userId: string, days: number, note: string | null = null): { readonly period: AwayPeriod | null; readonly games: readonly GameInfo[] } {
    if (!Number.isInteger(days) || days < 0 || days > 30) throw new RangeError(`away days must be a whole number from 0 to 30, not ${days}`);
    const now = this.clock.now();
    const { period, gameIds } = this.repo.tx.transact(() => setAway(this.commit, userId, days, note, now));
    return { period, games: gameIds.flatMap((id) => this.game(id) ?? []) };
  }

  /** A user's away period while it lasts, or null. */
  awayOf(userId: string): AwayPeriod | null {
    return awayPeriod(this.commit, userId, this.clock.now());
  }

  /** Whether a user asked for reminders by direct message. */
  dmReminders(userId: string): boolean {
    return this.repo.store.dmReminders.get(userId)?.dm_reminders === 1;
  }

  // ---------------------------------------------------------------------------------------------
  // A player's tables across servers (player-tables.ts) and their daily digest (digests.ts)

  /** Every table `userId` sits at, in every server: open, running, and ended in the last `recentMs`, in reading order. */
  tablesOf(userId: string, recentMs = 7 * DAY): PlayerTable[] {
    return tablesOf(this.repo, userId, this.clock.now() - recentMs);
  }

  /** A player's daily digest, or null if they never set one. */
  digest(userId: string): DigestPrefs | null {
    return this.digests.prefs(userId);
  }

  /** Switches a player's daily digest on or off or moves its hour. */
  setDigest(userId: string, change: DigestChange): DigestPrefs {
    return this.digests.set(userId, change);
  }

  /** Digests claimed and not yet sent (this process's players). */
  pendingDigests(): DueDigest[] {
    return this.digests.pending();
  }

  /** A digest is done; `delivered` false: the player's DMs are closed, so each waiting table reminds them in its channel (left out: nothing was left to send). */
  digestSent(digest: DueDigest, delivered?: boolean): void {
    this.digests.sent(digest, delivered);
  }

  /** The servers' names as last asked of Discord, by id (those never asked are missing). */
  guildNames(guildIds: Iterable<string>): Map<string, { readonly name: string; readonly at: number }> {
    const names = new Map<string, { readonly name: string; readonly at: number }>();
    for (const id of new Set(guildIds)) {
      const row = this.repo.store.guildName.get(id);
      if (row) names.set(id, { name: row.name, at: row.updated_at });
    }
    return names;
  }

  /** Records a server's name as Discord tells it. */
  setGuildName(guildId: string, name: string): void {
    this.repo.store.setGuildName.run(guildId, name, this.clock.now());
  }

  /**
   * Server statistics of a game type from finished games: per human player (the rating ladder
   * first) and, apart, all AI seats together.
   */
  leaderboard(guildId: string, type: string): Leaderboard {
    return leaderboard(this.repo.store, guildId, type);
  }

  // ---------------------------------------------------------------------------------------------
  // Play (play.ts)

  /**
   * Applies one command in one transaction, or says why not. The same interaction id twice is
   * applied once; the second call gets the first one's verdict (marked duplicate).
   */
  submit(input: SubmitInput): SubmitResult {
    return this.play.submit(input);
  }

  // ---------------------------------------------------------------------------------------------
  // The scheduler (runner.ts)

  /**
   * Runs every row that fell due while the bot was down, in due order, then arms the timer;
   * call it before taking commands. Also moves WAL checkpoints off the event loop (file
   * databases). Returns how many rows ran.
   */
  startScheduler(): { ran: number } {
    const ran = this.runner.start();
    if (this.backgroundCheckpoints) this.repo.startCheckpoints();
    return { ran };
  }

  /**
   * Resolves once the background work startScheduler began (the checkpoint worker) is running.
   * Nothing needs to wait for it; benchmarks do, to measure a settled process.
   */
  async backgroundReady(): Promise<void> {
    await this.repo.checkpointsReady();
  }

  /** Disarms the timer (rows stay stored and run at the next start). */
  stopScheduler(): void {
    this.runner.stop();
  }

  /** Stops the scheduler and the checkpoint worker; the database stays open (the caller's). */
  async close(): Promise<void> {
    this.runner.stop();
    await this.repo.stopCheckpoints();
  }

  /** Runs rows due by now, earliest first, at most `limit`; returns how many ran. */
  runDue(limit = Number.POSITIVE_INFINITY): number {
    return this.runner.run(limit);
  }

  /**
   * Lets the game's AI seats do now what they would do at once (at most `limit` steps), e.g.
   * answer a trade offer a player just made, so the player's answer can already show it.
   */
  runAiNow(gameId: number, limit = 4): number {
    return this.runner.runAiOf(gameId, limit);
  }

  /** Internal figures for tests and the bench: memory must not grow with stored games. */
  stats(): { readonly cachedStates: number; readonly timerArmed: boolean; readonly checkpoints: number } {
    const { cachedStates, checkpoints } = this.repo.stats();
    return { cachedStates, timerArmed: this.runner.armed, checkpoints };
  }

  /** The due time of the earliest row, or null. */
  nextDue(): number | null {
    return this.runner.nextDue();
  }

  /** Deadline rows due and not yet run, and the oldest one's wait (for /healthz and the metrics). */
  schedulerBacklog(): SchedulerBacklog {
    return this.runner.backlog();
  }

  /** Stored games by status and type: all, or those in guilds of some of `count` shards (discord.js's shard math). */
  gameCounts(shards: { readonly ids: readonly number[]; readonly count: number } = { ids: [0], count: 1 }): GameCount[] {
    const store = this.repo.store;
    return shards.count > 1 ? store.gameCountsOfShards.all(shards.count, JSON.stringify(shards.ids)) : store.gameCounts.all();
  }
}
