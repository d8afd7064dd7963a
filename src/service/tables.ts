// Tables: the lobby (create, join, leave, AI seats, start, cancel) and the seat controls of a
// running game (autopilot, leaving). Each operation is one transaction; what it changes goes
// through the commit pipeline (change events, deadlines, and a leaving player's retirement).
import { randomBytes } from 'node:crypto';
import type { AnyGameModule } from '../engine/game.js';
import type { Clock } from './clock.js';
import { noteAwayAtStart } from './away.js';
import type { CommitPipeline } from './commit.js';
import { badFields, fail, isError } from './errors.js';
import type { Loaded, Repository } from './repository.js';
import type { TableSettings } from './settings.js';
import type { SeatRow } from './store.js';
import type { AiPolicy, ServiceError, SubmitResult, TableResult } from './types.js';

/** Who the host is for table controls: the host, or someone allowed to manage the server. */
export interface Authority {
  readonly canManage?: boolean;
}

/** A table to open: the game type, where, who hosts, and its options and settings as given. */
export interface NewTable {
  readonly type: string;
  readonly guildId: string;
  readonly channelId: string;
  readonly hostUserId: string;
  /** The host's display name (see SeatInfo.name). */
  readonly hostName?: string;
  readonly options?: unknown;
  readonly settings?: unknown;
}

/** What the table operations need from the service's options. */
export interface TablesOptions {
  readonly clock: Clock;
  readonly policies: Readonly<Record<string, AiPolicy>>;
  /** Draws a game's seed at start; defaults to crypto randomness. */
  readonly seed?: (() => number) | undefined;
}

/** The most seats a table takes: its own setting, within the game's limit. */
function seatLimit(module: AnyGameModule, settings: TableSettings): number {
  return Math.min(settings.maxSeats ?? module.maxPlayers, module.maxPlayers);
}

/** The next free seat index at a lobby table. */
function nextSeat(seats: readonly SeatRow[]): number {
  return seats.reduce((max, s) => Math.max(max, s.seat + 1), 0);
}

/** The lobby and seat operations of the service; see the module comment. */
export class Tables {
  private readonly repo: Repository;
  private readonly clock: Clock;
  private readonly policies: Readonly<Record<string, AiPolicy>>;
  private readonly newSeed: () => number;

  constructor(
    private readonly commit: CommitPipeline,
    options: TablesOptions,
  ) {
    this.repo = commit.repo;
    this.clock = options.clock;
    this.policies = options.policies;
    this.newSeed = options.seed ?? (() => randomBytes(4).readUInt32LE(0));
  }

  /** Opens a lobby in a channel with the host seated; one active game per channel. */
  createLobby(input: NewTable): TableResult {
    const { store } = this.repo;
    const module = this.repo.module(input.type);
    if (!module) return fail('UNKNOWN_GAME_TYPE', { type: input.type });
    const options = module.optionsSchema.safeParse(input.options ?? {});
    if (!options.success) return fail('BAD_OPTIONS', { fields: badFields(options.error.issues) });
    const settings = this.repo.parseSettings(input.settings ?? {});
    if (!settings.success) return fail('BAD_SETTINGS', { fields: badFields(settings.error.issues) });
    const now = this.clock.now();
    try {
      return this.repo.tx.transact(() => {
        const busy = store.activeInChannel.get(input.channelId);
        if (busy) return fail('CHANNEL_BUSY', { gameId: busy.id });
        const { lastInsertRowid } = store.insertGame.run(
          input.type,
          input.guildId,
          input.channelId,
          input.hostUserId,
          JSON.stringify(options.data),
          JSON.stringify(settings.data),
          now,
        );
        const gameId = Number(lastInsertRowid);
        store.insertSeat.run(gameId, 0, input.hostUserId, 0, now, input.hostName ?? null);
        store.seatsChanged.run(gameId);
        return this.commit.tableChange(gameId, { type: 'created' }, input.hostUserId);
      });
    } catch (error) {
      // Another process won the race for the channel (the partial unique index).
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        const busy = store.activeInChannel.get(input.channelId);
        return fail('CHANNEL_BUSY', busy ? { gameId: busy.id } : undefined);
      }
      throw error;
    }
  }

  /** Seats a user in a lobby (`name`: their display name, see SeatInfo.name). */
  join(gameId: number, userId: string, name?: string): TableResult {
    const now = this.clock.now();
    return this.repo.tx.transact(() => {
      const loaded = this.lobby(gameId);
      if (!('row' in loaded)) return loaded;
      const { seats, module } = loaded;
      if (seats.some((s) => s.user_id === userId)) return fail('ALREADY_JOINED');
      const max = seatLimit(module, loaded.settings);
      if (seats.length >= max) return fail('LOBBY_FULL', { max });
      const seat = nextSeat(seats);
      this.repo.store.insertSeat.run(gameId, seat, userId, 0, now, name ?? null);
      this.repo.store.seatsChanged.run(gameId);
      return this.commit.tableChange(gameId, { type: 'joined', userId, seat }, userId);
    });
  }

  /** Takes a user out of a lobby; a leaving host hands over to the next human, or the lobby closes. */
  leave(gameId: number, userId: string): TableResult {
    const now = this.clock.now();
    return this.repo.tx.transact(() => {
      const { store } = this.repo;
      const loaded = this.lobby(gameId);
      if (!('row' in loaded)) return loaded;
      const { row, seats } = loaded;
      const mine = seats.find((s) => s.user_id === userId);
      if (!mine) return fail('NOT_IN_GAME');
      store.deleteSeat.run(gameId, mine.seat);
      store.seatsChanged.run(gameId);
      let newHostUserId: string | null = null;
      let cancelled = false;
      if (row.host_user_id === userId) {
        newHostUserId = seats.find((s) => s.user_id !== null && s.user_id !== userId)?.user_id ?? null;
        if (newHostUserId) store.updateHost.run(newHostUserId, gameId);
        else {
          store.setStatus.run('cancelled', now, gameId);
          cancelled = true;
        }
      }
      return this.commit.tableChange(gameId, { type: 'left', userId, newHostUserId, cancelled }, userId);
    });
  }

  /** Adds an AI seat to a lobby (host or server manager; the game type must have an AI). */
  addAi(gameId: number, byUserId: string, authority: Authority = {}): TableResult {
    const now = this.clock.now();
    return this.repo.tx.transact(() => {
      const loaded = this.hostedLobby(gameId, byUserId, authority);
      if (!('row' in loaded)) return loaded;
      const { row, seats, module } = loaded;
      if (!this.policies[row.type]) return fail('NO_AI_FOR_GAME', { type: row.type });
      const max = seatLimit(module, loaded.settings);
      if (seats.length >= max) return fail('LOBBY_FULL', { max });
      const seat = nextSeat(seats);
      this.repo.store.insertSeat.run(gameId, seat, null, 1, now, null);
      this.repo.store.seatsChanged.run(gameId);
      return this.commit.tableChange(gameId, { type: 'aiAdded', seat }, byUserId);
    });
  }

  /** Removes an AI seat from a lobby: the given seat index, or the last AI seat. */
  removeAi(gameId: number, byUserId: string, seat?: number, authority: Authority = {}): TableResult {
    return this.repo.tx.transact(() => {
      const loaded = this.hostedLobby(gameId, byUserId, authority);
      if (!('row' in loaded)) return loaded;
      const aiSeats = loaded.seats.filter((s) => s.user_id === null);
      const target = seat === undefined ? aiSeats[aiSeats.length - 1] : aiSeats.find((s) => s.seat === seat);
      if (!target) return fail('NO_AI_SEAT', seat === undefined ? undefined : { seat });
      this.repo.store.deleteSeat.run(gameId, target.seat);
      this.repo.store.seatsChanged.run(gameId);
      return this.commit.tableChange(gameId, { type: 'aiRemoved', seat: target.seat }, byUserId);
    });
  }

  /** Starts a lobby: seats become p1..pn in table order, a fresh seed deals the game. */
  start(gameId: number, byUserId: string, authority: Authority = {}): TableResult {
    const now = this.clock.now();
    return this.repo.tx.transact(() => {
      const loaded = this.hostedLobby(gameId, byUserId, authority);
      if (!('row' in loaded)) return loaded;
      const { row, seats, module } = loaded;
      if (seats.length < module.minPlayers) return fail('NOT_ENOUGH_PLAYERS', { min: module.minPlayers, seated: seats.length });
      const players = seats.map((s, i) => {
        const id = `p${i + 1}`;
        this.repo.store.setPlayerId.run(id, gameId, s.seat);
        return id;
      });
      const seed = this.newSeed() >>> 0;
      const options = module.optionsSchema.parse(JSON.parse(row.options));
      const state = module.setup(seed, players, options, now);
      this.repo.saveStart(gameId, seed, state, now);
      const started = this.repo.load(gameId) as Loaded;
      const awaiting = this.commit.refreshDeadlines(started, state, now, null);
      noteAwayAtStart(this.commit, gameId, started.seats, now); // players away already: the table takes note at once
      this.repo.keepState(gameId, 0, state);
      const outcome = this.commit.outcome(started, state, { version: 0, cause: 'table', table: { type: 'started' }, userId: byUserId, awaiting });
      this.commit.changed(outcome);
      return { ok: true, outcome };
    });
  }

  /** Cancels a lobby or a running game (host or server manager); its deadlines go with it. */
  cancel(gameId: number, byUserId: string, authority: Authority = {}): TableResult {
    const now = this.clock.now();
    return this.repo.tx.transact(() => {
      const loaded = this.repo.load(gameId);
      if (isError(loaded)) return { ok: false, error: loaded };
      const { row } = loaded;
      if (row.status !== 'lobby' && row.status !== 'running') return fail('GAME_NOT_ACTIVE', { status: row.status });
      if (row.host_user_id !== byUserId && !authority.canManage) return fail('NOT_HOST');
      this.repo.store.setStatus.run('cancelled', now, gameId);
      this.repo.store.deleteDeadlines.run(gameId);
      return this.commit.tableChange(gameId, { type: 'cancelled', byUserId }, byUserId);
    });
  }

  /** Lets the AI play a user's seat until they act again (on), or hands it back (off). */
  setAutopilot(gameId: number, userId: string, on: boolean): TableResult {
    const now = this.clock.now();
    return this.repo.tx.transact(() => {
      const loaded = this.repo.load(gameId);
      if (isError(loaded)) return { ok: false, error: loaded };
      const { row, seats } = loaded;
      if (row.status !== 'running') return fail('GAME_NOT_RUNNING', { status: row.status });
      const mine = seats.find((s) => s.user_id === userId);
      if (!mine || mine.player_id === null) return fail('NOT_IN_GAME');
      if (on && !this.policies[row.type]) return fail('NO_AI_FOR_GAME', { type: row.type });
      return { ok: true, outcome: this.commit.autopilot(loaded, mine, on, 'asked', now) };
    });
  }

  /** A player leaves a running game: the AI plays their seat, or it retires by the game's rule. */
  leaveGame(gameId: number, userId: string): TableResult | SubmitResult {
    const now = this.clock.now();
    return this.repo.tx.transact(() => {
      const loaded = this.repo.load(gameId);
      if (isError(loaded)) return { ok: false, error: loaded };
      const { row, seats, module, settings } = loaded;
      if (row.status !== 'running') return fail('GAME_NOT_RUNNING', { status: row.status });
      const mine = seats.find((s) => s.user_id === userId);
      if (!mine || mine.player_id === null) return fail('NOT_IN_GAME');
      if (settings.onLeave === 'retire' && module.leaveCommand) {
        const state = this.repo.stateOf(row, false);
        const command = module.leaveCommand(mine.player_id);
        return this.commit.apply(loaded, state, { command, actor: null, cause: 'system', userId, interactionId: null, now, streak: null });
      }
      if (!this.policies[row.type]) return fail('NO_AI_FOR_GAME', { type: row.type });
      return { ok: true, outcome: this.commit.autopilot(loaded, mine, true, 'left', now) };
    });
  }

  /** A lobby, or why the game is not one. */
  private lobby(gameId: number): Loaded | { ok: false; error: ServiceError } {
    const loaded = this.repo.load(gameId);
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
}
