// What a table does when a deadline passes with humans still awaited (issue 32), before the game's
// default: wait a day for players who are away, or excuse the miss. Pure: the deadline runner
// asks, writes the extension it returns as a command in the game's log, and spends the budgets.
//
// Decisions (where the issue was silent):
// - Away first, excuses second. A deadline that waits only for away players, at an `away: wait`
//   table, each with away days left, is extended by a day and each of them spends one day. If
//   any awaited player is not away, or an away one has no days left, the deadline is a missed
//   one as before — and then excuses apply to it like to any miss.
// - Several awaited players, some with an excuse left: the deadline is extended once, by one
//   period, and each awaited player who has an excuse spends one (they all missed it; nobody's
//   excuse covers another's miss for free). Those without one ride along at no cost: at the
//   extended deadline the default applies to whoever still has not answered.
// - One excuse per deadline: a deadline already extended by an excuse is not excused again (an
//   extension is "once by one period"); a day an away player is waited for may still follow.
// - An extension runs from the later of the deadline and now, so a bot that was down does not
//   hand out an extension that is already over. It never exceeds 30 days (the command's limit).
// - A host's `resolve` (forceTimeout) never comes here: it is not a deadline passing.
import type { PlayerId } from '../engine/game.js';
import type { TableSettings } from './settings.js';

const DAY = 24 * 3_600_000;
const MAX_EXTENSION_MS = 30 * DAY;

/** An awaited human seat as the decision sees it. */
export interface GraceSeat {
  readonly player: PlayerId;
  readonly userId: string;
  /** Until when the player is away at this table (null: not away). */
  readonly awayUntil: number | null;
  readonly awayDaysUsed: number;
  readonly excusesUsed: number;
}

export interface GraceInput {
  /** The deadline that passed, and now. */
  readonly due: number;
  readonly now: number;
  /** The wait's full length (a month, a turn, a prompt); a day when the game cannot say. */
  readonly length: number | undefined;
  readonly settings: Pick<TableSettings, 'away' | 'awayDays' | 'excuses'>;
  /** The humans the deadline waits for (AI-played seats are not among them). */
  readonly awaited: readonly GraceSeat[];
  /** This deadline was extended by an excuse already. */
  readonly excusedAlready: boolean;
}

/** The default applies, or the deadline moves by `ms` and these players spend a day or an excuse. */
export type Grace =
  | { readonly kind: 'default' }
  | {
      readonly kind: 'away' | 'excuse';
      readonly ms: number;
      readonly players: readonly PlayerId[];
      readonly userIds: readonly string[];
      /** Each player's away days or excuses left after this one. */
      readonly left: readonly number[];
    };

const DEFAULT: Grace = { kind: 'default' };

/** How far a deadline `due` moves when extended by `step` at `now` (see the decisions above). */
export function extensionMs(due: number, now: number, step: number): number {
  return Math.min(MAX_EXTENSION_MS, Math.max(due, now) + step - due);
}

/** Decides; see the module comment. */
export function graceAt(input: GraceInput): Grace {
  const { awaited, settings, now, due } = input;
  if (awaited.length === 0) return DEFAULT;
  const away = (s: GraceSeat) => s.awayUntil !== null && s.awayUntil > now;
  if (settings.away === 'wait' && awaited.every((s) => away(s) && s.awayDaysUsed < settings.awayDays)) {
    return {
      kind: 'away',
      ms: extensionMs(due, now, DAY),
      players: awaited.map((s) => s.player),
      userIds: awaited.map((s) => s.userId),
      left: awaited.map((s) => settings.awayDays - s.awayDaysUsed - 1),
    };
  }
  if (input.excusedAlready) return DEFAULT;
  const excused = awaited.filter((s) => s.excusesUsed < settings.excuses);
  if (excused.length === 0) return DEFAULT;
  return {
    kind: 'excuse',
    ms: extensionMs(due, now, input.length ?? DAY),
    players: excused.map((s) => s.player),
    userIds: excused.map((s) => s.userId),
    left: excused.map((s) => settings.excuses - s.excusesUsed - 1),
  };
}

/**
 * Whether the deadline due at `due` was extended by an excuse already, from the newest commands a
 * deadline caused (newest first): a chain of extensions ending at `due`, followed back by their
 * `from`, with an excuse among them.
 */
export function excusedBefore(due: number, newestFirst: readonly { type: string; ms?: number; why?: { kind: string; from: number } }[]): boolean {
  let at = due;
  for (const c of newestFirst) {
    if (c.type !== 'extendDeadline' || !c.why || c.ms === undefined || c.why.from + c.ms !== at) return false;
    if (c.why.kind === 'excuse') return true;
    at = c.why.from;
  }
  return false;
}
