// Loading and saving games: rows, seats, parsed settings and options, engine states, and every
// speed device that serves them (the state and seat caches, the background checkpoint worker;
// each earned its place in the service bench, measured on and off — see docs/benchmarks.md). The layers above ask for a game and get it, cached or not;
// they never see the caches. A cache entry is keyed by the version (or seats revision) it was
// read at, so a change made by another connection is never missed.
import type { Database } from 'better-sqlite3';
import type { AnyGameModule } from '../engine/game.js';
import { Checkpointer } from './checkpointer.js';
import { StateCache } from './lru.js';
import type { TableSettings, TableSettingsSchema } from './settings.js';
import type { ShardSlice } from './shards.js';
import { Store, gameInfo, type GameRow, type SeatRow } from './store.js';
import { Transactions } from './transaction.js';
import type { GameInfo, ServiceError } from './types.js';

/** Distinct settings JSON values kept parsed. */
const SETTINGS_MEMO_SIZE = 64;

/** A game as the layers above work with it: its row, seats, module and parsed settings. */
export interface Loaded {
  readonly row: GameRow;
  readonly seats: readonly SeatRow[];
  readonly module: AnyGameModule;
  readonly settings: TableSettings;
}

/** What the repository needs from the service's options. */
export interface RepositoryOptions {
  readonly games: ReadonlyMap<string, AnyGameModule>;
  readonly settingsSchema: TableSettingsSchema;
  /** Parsed states kept in memory (least recently used first out). */
  readonly cacheSize: number;
  /** Games whose seats are kept in memory. */
  readonly seatCacheSize: number;
  readonly reportError: (error: unknown, context: string) => void;
  /** The shards this process runs (due rows and catch-ups are read for their games only). */
  readonly shards?: ShardSlice;
}

/** The one way the service reads and writes games; see the module comment. */
export class Repository {
  readonly store: Store;
  readonly tx: Transactions;
  private readonly games: ReadonlyMap<string, AnyGameModule>;
  private readonly settingsSchema: TableSettingsSchema;
  private readonly reportError: (error: unknown, context: string) => void;
  /** Parsed states by (game, version); seats by (game, seats revision). */
  private readonly states: StateCache<unknown>;
  private readonly seatsCache: StateCache<readonly SeatRow[]>;
  private readonly settingsMemo = new Map<string, TableSettings>();
  private checkpointer: Checkpointer | null = null;

  constructor(
    private readonly db: Database,
    options: RepositoryOptions,
  ) {
    this.store = new Store(db, options.shards);
    this.tx = new Transactions(db, () => this.checkpointer?.committed());
    this.games = options.games;
    this.settingsSchema = options.settingsSchema;
    this.reportError = options.reportError;
    this.states = new StateCache(options.cacheSize);
    this.seatsCache = new StateCache(options.seatCacheSize);
  }

  /** The module of a game type this bot runs. */
  module(type: string): AnyGameModule | undefined {
    return this.games.get(type);
  }

  /** A game, its seats and module; `remember`: cache its seats (not for a month timeout's). */
  load(gameId: number, remember = true): Loaded | ServiceError {
    const row = this.store.game.get(gameId);
    if (!row) return { code: 'NO_GAME' };
    return this.loadRow(row, remember);
  }

  /** What load gives for a row already read. */
  loadRow(row: GameRow, remember = true): Loaded | ServiceError {
    const module = this.games.get(row.type);
    if (!module) return { code: 'UNKNOWN_GAME_TYPE', params: { type: row.type } };
    return { row, seats: this.seatsOf(row, remember), module, settings: this.settings(row.settings) };
  }

  /**
   * The seats of a game, cached by its seats_rev (every seat change bumps it, in the same
   * transaction). A read inside a transaction is cached only once that transaction commits.
   */
  seatsOf(row: GameRow, remember = true): readonly SeatRow[] {
    const cached = this.seatsCache.get(row.id, row.seats_rev);
    if (cached) return cached;
    const seats = this.store.seats.all(row.id);
    if (!remember) return seats;
    if (!this.tx.open) this.seatsCache.set(row.id, row.seats_rev, seats);
    else this.tx.queue(() => this.seatsCache.set(row.id, row.seats_rev, seats));
    return seats;
  }

  /**
   * The state at the row's version: cached, or parsed from the snapshot. `keep` caches a parsed
   * one; a state about to be replaced by a command is not worth keeping (and keeping what is
   * thrown away soon after is what makes V8's young generation grow).
   */
  stateOf(row: GameRow, keep = true): unknown {
    const cached = this.states.get(row.id, row.version);
    if (cached !== undefined) return cached;
    const stored = this.store.state.get(row.id)?.state;
    if (stored === null || stored === undefined) throw new Error(`game ${row.id} has no stored state`);
    const state: unknown = JSON.parse(stored);
    if (keep) this.states.set(row.id, row.version, state);
    return state;
  }

  /** Keeps `state` as the game's state at `version` once the transaction in progress commits. */
  keepState(gameId: number, version: number, state: unknown): void {
    this.tx.queue(() => this.states.set(gameId, version, state));
  }

  /** Table settings as given at creation, checked against the bot's schema. */
  parseSettings(input: unknown): ReturnType<TableSettingsSchema['safeParse']> {
    return this.settingsSchema.safeParse(input);
  }

  /**
   * Stored settings, parsed (and given today's defaults) once per distinct value: few tables
   * differ, and the Discord layer reads a game's settings with every interaction (its zod parse
   * was 5% of the bot's own CPU per interaction in the Discord bench's profile).
   */
  settings(json: string): TableSettings {
    let parsed = this.settingsMemo.get(json);
    if (!parsed) {
      parsed = this.settingsSchema.parse(JSON.parse(json));
      if (this.settingsMemo.size >= SETTINGS_MEMO_SIZE) this.settingsMemo.clear();
      this.settingsMemo.set(json, parsed);
    }
    return parsed;
  }

  /** Stored options, parsed (frozen: a game's options never change). */
  options(json: string): unknown {
    return Object.freeze(JSON.parse(json) as object);
  }

  /** A stored game as the Discord layer sees it. */
  info(row: GameRow): GameInfo {
    return gameInfo(row, this.seatsOf(row), this.settings(row.settings), this.options(row.options));
  }

  /** The same for a game already loaded (its seats as loaded). */
  infoOf(loaded: Loaded): GameInfo {
    return gameInfo(loaded.row, loaded.seats, loaded.settings, this.options(loaded.row.options));
  }

  /**
   * Records the display name Discord shows for a seated player. Not a seat change (no seats_rev
   * bump: nothing a lobby message or a command depends on moves), so the cached seats of the game
   * are dropped instead, and read again at its next use. False if the name was already that, the
   * user is not seated, or the write failed: a name is cosmetic, so a failed write (a database
   * busy past its timeout) is reported and never fails the interaction that noticed the name.
   */
  nameSeat(gameId: number, userId: string, name: string): boolean {
    let changes: number;
    try {
      changes = this.tx.transact(() => this.store.setSeatName.run(name, gameId, userId, name)).changes;
    } catch (error) {
      this.reportError(error, `recording a player's name in game ${gameId}`);
      return false;
    }
    if (changes > 0) this.seatsCache.delete(gameId);
    return changes > 0;
  }

  /** Forgets all that is cached of a game's state (a deadline of it failed). */
  forget(gameId: number): void {
    this.states.delete(gameId);
  }

  /** Writes a started game's seed and first state (version 0). */
  saveStart(gameId: number, seed: number, state: unknown, now: number): void {
    this.store.startGame.run(seed, JSON.stringify(state), now, gameId);
  }

  /**
   * Saves the state after a command as version + 1 (optimistic concurrency), ended or not;
   * `seatsMoved` bumps seats_rev.
   */
  save(row: GameRow, state: unknown, ended: boolean, now: number, seatsMoved: 0 | 1): void {
    const snapshot = JSON.stringify(state);
    const saved = ended
      ? this.store.saveFinalState.run(snapshot, now, seatsMoved, row.id, row.version)
      : this.store.saveState.run(snapshot, seatsMoved, row.id, row.version);
    // Under BEGIN IMMEDIATE nobody else can write, so this only fires on a bug; never merge.
    if (saved.changes !== 1) throw new Error(`game ${row.id} moved past version ${row.version} during a command`);
  }

  /** Moves WAL checkpoints to a worker thread (file databases; once). */
  startCheckpoints(): void {
    if (this.checkpointer || this.db.memory || this.db.name === '') return;
    try {
      this.checkpointer = new Checkpointer(this.db, 200, (error) => this.reportError(error, 'background checkpoint'));
    } catch (error) {
      this.reportError(error, 'background checkpoints unavailable; SQLite checkpoints inline'); // still correct, only slower
    }
  }

  /** Resolves once the checkpoint worker (if any) is running. */
  async checkpointsReady(): Promise<void> {
    await this.checkpointer?.ready;
  }

  /** Stops the checkpoint worker; the connection checkpoints by itself again. */
  async stopCheckpoints(): Promise<void> {
    const checkpointer = this.checkpointer;
    this.checkpointer = null;
    await checkpointer?.close();
  }

  /** Figures for tests and the bench. */
  stats(): { readonly cachedStates: number; readonly checkpoints: number } {
    return { cachedStates: this.states.size, checkpoints: this.checkpointer?.completed ?? 0 };
  }
}
