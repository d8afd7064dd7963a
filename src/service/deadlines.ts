// Which deadline rows a game should have, derived from awaiting() after every change: the
// engine's deadline, its reminder, and an AI job. Pure: the service writes what this returns.
import type { Awaiting, PlayerId } from '../engine/game.js';
import type { SeatRow } from './store.js';

/** The rows a game should have; `null` means "no row of that kind". */
export interface DeadlinePlan {
  readonly timeout: { readonly due: number; readonly payload: string } | null;
  /** 'keep': a reminder already due for this very deadline stays as it is (it is about to run). */
  readonly reminder: { readonly due: number; readonly payload: string } | 'keep' | null;
  readonly ai: { readonly due: number; readonly payload: string } | null;
  /** An AI seat that kept acting without answering: no job, the deadline decides. */
  readonly aiStalled: PlayerId | null;
}

/**
 * How many moves in a row one AI seat may make before the service stops asking it (AI_STALLED, the
 * deadline decides): a guard against an AI that keeps acting without ever answering. It was 10,
 * which an Award turn passes by playing well: one seat makes every move of its turn (orders,
 * upkeep, salaries, draw, cards, hires, learning, reveal, its own bid, end) — 12 to 16 in seeded
 * games (src/service/ai-never-stalls.test.ts), and never more than its hand and cash allow (about
 * 40). A looping AI is still stopped, after 60 moves instead of 10.
 */
export const DEFAULT_AI_STREAK_LIMIT = 60;

/** The AI job that caused a change, so a seat that keeps not answering is noticed. */
export interface AiStreak {
  readonly seat: PlayerId;
  readonly streak: number;
}

export interface PlanInput {
  readonly awaiting: Awaiting<unknown>;
  readonly seats: readonly SeatRow[];
  readonly reminderBeforeMs: number | null;
  readonly now: number;
  /** Set when an AI job caused this change. */
  readonly streak: AiStreak | null;
  readonly aiStreakLimit: number;
  /** The deadline the stored reminder row is for, if there is one (read only when needed). */
  readonly storedReminderFor: () => number | null;
}

/** The awaited players a human answers for (AI seats and seats on autopilot excluded). */
export function awaitedHumans(awaiting: Awaiting<unknown>, seats: readonly SeatRow[]): { players: PlayerId[]; userIds: string[] } {
  const players: PlayerId[] = [];
  const userIds: string[] = [];
  for (const player of awaiting.players) {
    const seat = seats.find((s) => s.player_id === player);
    if (seat && seat.user_id !== null && seat.ai === 0) {
      players.push(player);
      userIds.push(seat.user_id);
    }
  }
  return { players, userIds };
}

/** The first AI-played seat the game waits for, or else one invited to answer something. */
export function aiSeatToAsk(awaiting: Awaiting<unknown>, seats: readonly SeatRow[]): PlayerId | undefined {
  const isAi = (p: PlayerId) => seats.some((s) => s.player_id === p && s.ai === 1);
  return awaiting.players.find(isAi) ?? awaiting.invited?.find(isAi);
}

/**
 * How long before a deadline its reminder comes, for a table whose reminder lead is `leadMs`
 * and a wait of `lengthMs` (the month, the turn, the prompt; see Deadline.length).
 *
 * Decision (both games): the table's lead is kept whenever the wait is longer than it. A wait no
 * longer than the lead — a 2-hour month with the default 3-hour lead, say, which used to get no
 * reminder at all — is reminded halfway through instead. The lobbies state the lead this gives for
 * each kind of wait (their words come from this same function), so what they promise is sent.
 */
export function fittedReminderLead(leadMs: number, lengthMs: number | undefined): number {
  return lengthMs === undefined || leadMs < lengthMs ? leadMs : Math.floor(lengthMs / 2);
}

/** Works out the rows; see DeadlinePlan. */
export function planDeadlines(input: PlanInput): DeadlinePlan {
  const { awaiting, seats, now } = input;
  const deadline = awaiting.deadline;
  const timeout = deadline ? { due: deadline.due, payload: JSON.stringify({ command: deadline.command }) } : null;

  let reminder: DeadlinePlan['reminder'] = null;
  const before = input.reminderBeforeMs;
  if (deadline && before !== null && awaitedHumans(awaiting, seats).players.length > 0) {
    const at = deadline.due - fittedReminderLead(before, deadline.length);
    if (at > now) {
      reminder = { due: at, payload: JSON.stringify({ deadline: deadline.due }) };
    } else {
      // Too late to schedule one now (or it has run already: then its row is gone); but one
      // still stored for this deadline is about to run and is kept.
      if (input.storedReminderFor() === deadline.due) reminder = 'keep';
    }
  }

  let ai: DeadlinePlan['ai'] = null;
  let aiStalled: PlayerId | null = null;
  const aiSeat = aiSeatToAsk(awaiting, seats);
  if (aiSeat !== undefined) {
    const streak = input.streak && input.streak.seat === aiSeat ? input.streak.streak + 1 : 0;
    if (streak < input.aiStreakLimit) ai = { due: now, payload: JSON.stringify({ seat: aiSeat, streak }) };
    else aiStalled = aiSeat;
  }

  return { timeout, reminder, ai, aiStalled };
}
