// The commit pipeline: the one core every change goes through, inside the transaction its caller
// opened. A command is decided and applied, appended to the log and saved as version + 1; the
// game's deadline rows are made to match its new state; a finished game's results are written;
// once the transaction commits, listeners hear of the change. Table changes (seats, autopilot)
// share its deadline refresh, notices and change events. Tables, play and the deadline runner
// call it; it calls only the repository below it.
import type { Awaiting, PlayerId } from '../engine/game.js';
import { apply } from '../engine/run.js';
import { planDeadlines, type AiStreak } from './deadlines.js';
import { buildOutcome, type OutcomeFields } from './outcome.js';
import type { Loaded, Repository } from './repository.js';
import { recordResults } from './results.js';
import type { SeatRow } from './store.js';
import type { AutopilotReason, Cause, DeadlineKind, Notice, NoticeBody, Outcome, SubmitResult, TableEvent, TableResult } from './types.js';

/** What the pipeline needs from the service's options, and how it tells the timer. */
export interface CommitOptions {
  /** Consecutive AI commands by one seat that leave it still awaited before the AI gives up. */
  readonly aiStreakLimit: number;
  readonly reportError: (error: unknown, context: string) => void;
  /** After a commit that wrote a deadline row due at `due`: the timer may need to wake earlier. */
  readonly noteDue: (due: number) => void;
}

/** A command for the pipeline, with who and what caused it. */
export interface CommandInput {
  readonly command: unknown;
  readonly actor: PlayerId | null;
  readonly cause: Cause;
  readonly userId: string | null;
  readonly interactionId: string | null;
  readonly now: number;
  /** Set when an AI job sent the command (a seat that keeps not answering is noticed). */
  readonly streak: AiStreak | null;
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

/** Applies and records changes; see the module comment. */
export class CommitPipeline {
  private readonly changeListeners = new Set<(outcome: Outcome) => void>();
  private readonly noticeListeners = new Set<(notice: Notice) => void>();

  constructor(
    readonly repo: Repository,
    private readonly options: CommitOptions,
  ) {}

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

  /** Work for after the commit of the transaction in progress. */
  queue(task: () => void): void {
    this.repo.tx.queue(task);
  }

  /** A deadline row due at `due` was written outside refreshDeadlines: the timer may need to wake earlier. */
  noteDue(due: number): void {
    this.queue(() => this.options.noteDue(due));
  }

  /** Tells the notice listeners once the transaction in progress commits. */
  notice(notice: Notice): void {
    this.queue(() => this.emitNotice(notice));
  }

  /** decide → evolve → append → save (version + 1) → deadlines → results; the caller holds the transaction. */
  apply(loaded: Loaded, state: unknown, input: CommandInput): SubmitResult {
    const { command, actor, cause, userId, interactionId, now, streak } = input;
    const { repo } = this;
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
      repo.store.setSeatAi.run(0, row.id, back.seat);
      seats = seats.map((s) => (s === back ? { ...s, ai: 0 } : s));
    }
    // The owner acted: their run of missed deadlines is over.
    const present = cause === 'player' ? seats.find((s) => s.player_id === actor && s.missed > 0) : undefined;
    if (present) {
      repo.store.setMissed.run(0, row.id, present.seat);
      seats = seats.map((s) => (s === present ? { ...s, missed: 0 } : s));
    }
    // The owner acted: they are back at this table from any away period (it goes on at their
    // other tables; see away.ts), and an AI that played the seat for it stopped above.
    const awayHere = cause === 'player' ? seats.find((s) => s.player_id === actor && s.away_until !== null) : undefined;
    if (awayHere) {
      repo.store.setSeatAway.run(awayHere.away_since, null, 0, row.id, awayHere.seat);
      seats = seats.map((s) => (s.seat === awayHere.seat ? { ...s, away_until: null, away_ai: 0 } : s));
    }
    repo.store.appendLog.run(row.id, version, actor, JSON.stringify(command), now, cause, userId, interactionId);
    if (back && back.user_id !== null && back.player_id !== null) {
      this.addNotice(row.id, version, { kind: 'autopilot', userId: back.user_id, playerId: back.player_id, on: false, reason: 'returned' }, now);
    }
    const seatsMoved = back || present || awayHere ? 1 : 0;
    repo.save(row, applied.state, result !== null, now, seatsMoved);
    if (result) recordResults(repo.store, loaded, applied.state, result, now);
    const seatsRev = row.seats_rev + seatsMoved;
    const after: Loaded = { ...loaded, seats, row: { ...row, version, status, ended_at: endedAt, seats_rev: seatsRev } };
    const awaiting = this.refreshDeadlines(after, applied.state, now, streak);
    if (keep) repo.keepState(row.id, version, applied.state);
    // Built on first use: a deadline nobody listens to never builds one.
    const accepted = new Accepted(() => this.outcome(after, applied.state, { version, cause, actor, userId, command, events: applied.events, awaiting }));
    if (this.changeListeners.size > 0) this.queue(() => this.emitChange(accepted.outcome));
    return accepted;
  }

  /**
   * Makes the game's deadline rows match its state (see planDeadlines).
   */
  refreshDeadlines(loaded: Loaded, state: unknown, now: number, streak: AiStreak | null): Awaiting<unknown> {
    const { repo } = this;
    const { row, seats, module, settings } = loaded;
    const awaiting = module.awaiting(state);
    if (row.status !== 'running' || module.result(state) !== null) {
      repo.store.deleteDeadlines.run(row.id);
      return awaiting;
    }
    const plan = planDeadlines({
      awaiting,
      seats,
      reminderBeforeMs: settings.reminderBeforeMs,
      now,
      streak,
      aiStreakLimit: this.options.aiStreakLimit,
      storedReminderFor: () => {
        const stored = repo.store.deadlineOfKind.get(row.id, 'reminder');
        return stored ? (JSON.parse(stored.payload) as { deadline: number }).deadline : null;
      },
    });

    let earliest = Number.POSITIVE_INFINITY;
    const write = (kind: DeadlineKind, want: { due: number; payload: string } | null) => {
      if (want) {
        repo.store.upsertDeadline.run(row.id, kind, want.due, want.payload);
        earliest = Math.min(earliest, want.due);
      } else {
        repo.store.deleteDeadlineKind.run(row.id, kind);
      }
    };
    write('timeout', plan.timeout);
    if (plan.reminder !== 'keep') write('reminder', plan.reminder);
    write('ai', plan.ai);
    if (plan.aiStalled !== null) {
      this.notice({ type: 'aiFailed', game: repo.infoOf(loaded), seat: plan.aiStalled, error: { code: 'AI_STALLED' } });
    }
    if (earliest !== Number.POSITIVE_INFINITY) this.queue(() => this.options.noteDue(earliest));
    return awaiting;
  }

  /** Hands a seat to the AI (or back to its owner) inside the open transaction. */
  autopilot(loaded: Loaded, seat: SeatRow, on: boolean, reason: AutopilotReason, now: number): Outcome {
    const { repo } = this;
    const { row } = loaded;
    repo.store.setSeatAi.run(on ? 1 : 0, row.id, seat.seat);
    if (seat.missed !== 0) repo.store.setMissed.run(0, row.id, seat.seat);
    repo.store.seatsChanged.run(row.id);
    this.addNotice(row.id, row.version, { kind: 'autopilot', userId: seat.user_id as string, playerId: seat.player_id as PlayerId, on, reason }, now);
    const updated = repo.load(row.id) as Loaded;
    const state = repo.stateOf(updated.row);
    const awaiting = this.refreshDeadlines(updated, state, now, null);
    const outcome = this.outcome(updated, state, {
      version: row.version,
      cause: 'table',
      table: { type: 'autopilot', userId: seat.user_id as string, playerId: seat.player_id as PlayerId, on, reason },
      userId: seat.user_id,
      awaiting,
    });
    this.changed(outcome);
    return outcome;
  }

  /** A change of the table's seats or status, as stored now, told to listeners after the commit. */
  tableChange(gameId: number, table: TableEvent, userId: string): TableResult {
    const loaded = this.repo.load(gameId) as Loaded;
    const state = loaded.row.started_at === null ? null : this.repo.stateOf(loaded.row);
    const outcome = this.outcome(loaded, state, { version: loaded.row.version, cause: 'table', table, userId });
    this.changed(outcome);
    return { ok: true, outcome };
  }

  /** The Outcome of a change to a loaded game whose state is `state` (null before the start). */
  outcome(loaded: Loaded, state: unknown, fields: OutcomeFields): Outcome {
    return buildOutcome(loaded.module, this.repo.infoOf(loaded), loaded.seats, state, fields);
  }

  /** Tells the change listeners once the transaction in progress commits. */
  changed(outcome: Outcome): void {
    this.queue(() => this.emitChange(outcome));
  }

  private emitChange(outcome: Outcome): void {
    for (const listener of this.changeListeners) {
      try {
        listener(outcome);
      } catch (error) {
        this.options.reportError(error, `change listener (game ${outcome.game.id})`);
      }
    }
  }

  private emitNotice(notice: Notice): void {
    for (const listener of this.noticeListeners) {
      try {
        listener(notice);
      } catch (error) {
        this.options.reportError(error, `notice listener (${notice.type})`);
      }
    }
  }

  /** Stores a one-off notice with the change in progress (posted by the Discord layer). */
  addNotice(gameId: number, version: number, body: NoticeBody, now: number): void {
    this.repo.store.insertNotice.run(gameId, version, body.kind, JSON.stringify(body), now);
  }
}
