// Play: what a seat may see, and commands submitted by players, hosts, AI seats and trusted
// code. A command is checked (who may send it, the version it was drawn from, the game's command
// schema) and handed to the commit pipeline; a Discord interaction id is answered once, and the
// same id again gets the first verdict back.
import type { PlayerId } from '../engine/game.js';
import type { Clock } from './clock.js';
import type { CommitPipeline } from './commit.js';
import type { AiStreak } from './deadlines.js';
import { badFields, fail, isError } from './errors.js';
import type { Loaded, Repository } from './repository.js';
import type { SeatRow } from './store.js';
import type { Cause, Outcome, ServiceError, SubmitInput, SubmitResult, ViewResult } from './types.js';
import { buildOutcome } from './outcome.js';

const HOUR = 3_600_000;
/** Interaction ids are kept this long (Discord never redelivers later). */
const INTERACTION_TTL_MS = 24 * HOUR;

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

/** Views and submitted commands; see the module comment. */
export class Play {
  private readonly repo: Repository;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly commit: CommitPipeline,
    private readonly clock: Clock,
  ) {
    this.repo = commit.repo;
  }

  /** What `userId` may see now (null: the public table); the view is null in a lobby. */
  view(gameId: number, userId: string | null): ViewResult {
    return this.viewLoaded(this.repo.load(gameId), userId);
  }

  /** The lobby or running game of a channel as `userId` may see it, in one read; null if none. */
  viewInChannel(channelId: string, userId: string | null): ViewResult | null {
    const row = this.repo.store.activeInChannel.get(channelId);
    return row ? this.viewLoaded(this.repo.loadRow(row), userId) : null;
  }

  /**
   * The game as it stands, as an outcome of no change (version: the stored one): what the
   * publisher reads of a table it brings up to date after a restart (its summary: whom it waits
   * for and until when). Null if the game is gone.
   */
  current(gameId: number): Outcome | null {
    const loaded = this.repo.load(gameId);
    if (isError(loaded)) return null;
    const state = loaded.row.started_at === null ? null : this.repo.stateOf(loaded.row);
    return buildOutcome(loaded.module, this.repo.infoOf(loaded), loaded.seats, state, { version: loaded.row.version, cause: 'system' });
  }

  private viewLoaded(loaded: Loaded | ServiceError, userId: string | null): ViewResult {
    if (isError(loaded)) return { ok: false, error: loaded };
    const { row, seats, module } = loaded;
    const seat = userId === null ? null : (seats.find((s) => s.user_id === userId)?.player_id ?? null);
    const game = this.repo.infoOf(loaded);
    if (row.started_at === null) return { ok: true, game, version: row.version, seat, view: null };
    return { ok: true, game, version: row.version, seat, view: module.view(this.repo.stateOf(row), seat) };
  }

  /** Applies one command in one transaction, or says why not; an interaction id is applied once. */
  submit(input: SubmitInput): SubmitResult {
    const now = this.clock.now();
    const { store } = this.repo;
    return this.repo.tx.transact(() => {
      if (input.interactionId !== undefined) {
        const previous = store.interaction.get(input.interactionId);
        // The game the id was first applied to, whatever this delivery names: the answer is that
        // game's (an id is Discord's, one per click, so a second game here is a forgery or a bug).
        if (previous) return this.duplicate(previous.game_id, JSON.parse(previous.answer) as StoredAnswer);
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
        store.insertInteraction.run(input.interactionId, input.gameId, now, JSON.stringify(answer));
      }
      return result;
    });
  }

  private submitInTransaction(input: SubmitInput, now: number): SubmitResult {
    const loaded = this.repo.load(input.gameId);
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
      const state = this.repo.stateOf(row);
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
    const state = this.repo.stateOf(row, false);
    const interactionId = input.interactionId ?? null;
    const result = this.commit.apply(loaded, state, { command: parsed.data, actor, cause, userId, interactionId, now, streak });
    if (!result.ok) {
      // Refused: the player will probably try again on this version.
      this.repo.keepState(row.id, row.version, state);
      // Still, the owner is here (e.g. they chose what the AI had already chosen for them): the
      // AI stops playing their seat, as it does for a command the rules accept.
      if (seat && seat.ai === 1 && seat.user_id !== null) this.commit.autopilot(loaded, seat, false, 'returned', now);
    }
    return result;
  }

  /** The first answer to an interaction, given again; views and `game` are as of now. */
  private duplicate(gameId: number, answer: StoredAnswer): SubmitResult {
    const loaded = this.repo.load(gameId);
    if (!answer.ok) return { ok: false, duplicate: true, error: answer.error, ...(isError(loaded) ? {} : { version: loaded.row.version }) };
    if (isError(loaded)) return { ok: false, duplicate: true, error: loaded };
    const state = loaded.row.started_at === null ? null : this.repo.stateOf(loaded.row);
    return {
      ok: true,
      duplicate: true,
      outcome: this.commit.outcome(loaded, state, {
        version: answer.version,
        cause: answer.cause,
        actor: answer.actor,
        userId: answer.userId,
        command: answer.command,
        events: answer.events,
      }),
    };
  }

  /** Forgets interaction ids older than a day, at most once an hour. */
  private prune(now: number): void {
    if (now - this.lastPrune < HOUR) return;
    this.lastPrune = now;
    this.repo.store.pruneInteractions.run(now - INTERACTION_TTL_MS);
  }
}
