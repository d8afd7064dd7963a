// Time away (issue 32). A user's away period is theirs, whatever the table (the `away` table);
// each table they sit at learns of it through a deadline row of kind 'away', run like every
// other row by the process that owns the table's guild (exactly once, across restarts and
// shards), and handles it by its own setting: `away: ai` hands the seat to the AI until the date
// (or the player's first action there, see commit.ts), `away: wait` only remembers the date, which
// the deadline runner reads when a deadline passes (grace.ts). A table announces a period once
// (a notice, posted exactly once by the publisher) and once more when it ends.
import type { CommitPipeline } from './commit.js';
import type { Loaded } from './repository.js';
import type { SeatRow } from './store.js';

export const DAY = 24 * 3_600_000;
/** The longest note an away period keeps (the Discord option says the same). */
export const AWAY_NOTE_MAX = 200;

/** A user's away period as stored. */
export interface AwayPeriod {
  readonly since: number;
  readonly until: number;
  readonly note: string | null;
}

/**
 * Stores `userId`'s away period (`days` 1–30 from now), or ends it (`days` 0), and asks each of
 * their running tables to take note (an 'away' row due now). Inside the caller's transaction.
 * Returns the period (null: back) and the tables told.
 */
export function setAway(commit: CommitPipeline, userId: string, days: number, note: string | null, now: number): { period: AwayPeriod | null; gameIds: number[] } {
  const { store } = commit.repo;
  let period: AwayPeriod | null = null;
  if (days > 0) {
    period = { since: now, until: now + days * DAY, note: note === null || note.trim() === '' ? null : note.trim().slice(0, AWAY_NOTE_MAX) };
    store.setAway.run(userId, period.since, period.until, period.note);
  } else store.clearAway.run(userId);
  const gameIds = store.runningGamesOf.all(userId).map((r) => r.id);
  for (const id of gameIds) store.upsertDeadline.run(id, 'away', now, '{}');
  if (gameIds.length > 0) commit.noteDue(now);
  return { period, gameIds };
}

/** A user's away period while it lasts (null: not away at `now`). */
export function awayPeriod(commit: CommitPipeline, userId: string, now: number): AwayPeriod | null {
  const row = commit.repo.store.awayOf.get(userId);
  return row && row.until > now ? { since: row.since, until: row.until, note: row.note } : null;
}

/** A table that just started: if any of its players is away, it takes note at once. */
export function noteAwayAtStart(commit: CommitPipeline, gameId: number, seats: readonly SeatRow[], now: number): void {
  if (!seats.some((s) => s.user_id !== null && awayPeriod(commit, s.user_id, now) !== null)) return;
  commit.repo.store.upsertDeadline.run(gameId, 'away', now, '{}');
  commit.noteDue(now);
}

/**
 * Runs a table's 'away' row: brings each seat in line with its player's period — a new period is
 * announced (and, at an `away: ai` table, the AI takes the seat), an ended one is announced as
 * over (the AI hands back a seat it took for it) — and schedules the row again for the next end.
 * `hasAi`: the game type has an AI (else an `ai` table waits as a `wait` table would not: the
 * seat stays human and its deadlines apply as usual).
 */
export function syncAway(commit: CommitPipeline, loaded: Loaded, now: number, hasAi: boolean): void {
  const { store } = commit.repo;
  const { row, settings } = loaded;
  const changed: string[] = [];
  let next = Number.POSITIVE_INFINITY;
  for (const seat of loaded.seats) {
    if (seat.user_id === null || seat.player_id === null) continue;
    const period = awayPeriod(commit, seat.user_id, now);
    if (period && seat.away_since !== period.since) {
      // A new period (or a new date for one announced before). The AI takes the seat only if
      // nothing else has it already: a seat on autopilot for another reason stays as it is.
      const ai = settings.away === 'ai' && hasAi && (seat.ai === 0 || seat.away_ai === 1);
      store.setSeatAway.run(period.since, period.until, ai ? 1 : 0, row.id, seat.seat);
      if (ai && seat.ai === 0) store.setSeatAi.run(1, row.id, seat.seat);
      if (seat.missed !== 0) store.setMissed.run(0, row.id, seat.seat);
      commit.addNotice(row.id, row.version, { kind: 'away', userId: seat.user_id, playerId: seat.player_id, until: period.until, note: period.note, ai }, now);
      changed.push(seat.user_id);
      next = Math.min(next, period.until);
    } else if (period && seat.away_until !== null) {
      next = Math.min(next, seat.away_until);
    } else if (!period && seat.away_until !== null) {
      // Over: the date came, or the player said `/away days:0`.
      store.setSeatAway.run(seat.away_since, null, 0, row.id, seat.seat);
      const handBack = seat.away_ai === 1 && seat.ai === 1;
      if (handBack) store.setSeatAi.run(0, row.id, seat.seat);
      commit.addNotice(row.id, row.version, { kind: 'away', userId: seat.user_id, playerId: seat.player_id, until: null, note: null, ai: handBack }, now);
      changed.push(seat.user_id);
    }
  }
  if (next !== Number.POSITIVE_INFINITY) {
    store.upsertDeadline.run(row.id, 'away', next, '{}');
    commit.noteDue(next);
  } else store.deleteDeadlineKind.run(row.id, 'away');
  if (changed.length === 0) return;
  store.seatsChanged.run(row.id);
  const updated = commit.repo.load(row.id) as Loaded;
  const state = commit.repo.stateOf(updated.row);
  const awaiting = commit.refreshDeadlines(updated, state, now, null);
  commit.changed(commit.outcome(updated, state, { version: updated.row.version, cause: 'table', table: { type: 'away', userIds: changed }, awaiting }));
}
