// The public side of an Award game: its lobby lines, its reminders, and its posts. publish keeps
// a game's channel true to its public view, whatever happened since the last look (a change,
// several changes coalesced, or a restart): the channel reads as one post per turn — the board
// while the turn runs, its summary once it is over — plus what needs an answer now (the question
// to the awaited player, open trade offers), then the final standings. Closed questions are
// deleted: the board's log already says what came of them. Every post mentions at most the one
// player it is addressed to.
import type { PlayerId } from '../../engine/game.js';
import { awardOptionsSchema, type AwardOptions } from '../../games/award/types.js';
import type { AwardView } from '../../games/award/view-types.js';
import { inLanguage, t } from '../../i18n/index.js';
import { fittedReminderLead } from '../../service/deadlines.js';
import type { GameInfo } from '../../service/types.js';
import { duration, mention, timestamp } from '../format.js';
import type { PublishContext } from '../games.js';
import { namerFor, textNames, type Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { askKey, askPost, needsAsk } from './ask.js';
import { boardPost, endPost, playerOfTurn, tradeClosed, tradeNotice, turnSummary } from './render.js';

/** The human who answers for a seat now: null for an AI seat or a seat on autopilot. */
export function humanOf(game: GameInfo, player: PlayerId): string | null {
  const seat = game.seats.find((s) => s.playerId === player);
  return seat && seat.userId !== null && !seat.ai ? seat.userId : null;
}

/**
 * Seats named as the log needs them: who acted, whoever plays the seat today. (A summary written
 * after the AI took a seat over must not read as if the AI had played it from the start.)
 */
export function pastNamer(game: GameInfo): Namer {
  return namerFor({ ...game, seats: game.seats.map((s) => ({ ...s, ai: s.userId === null })) });
}

/**
 * Seats named for the log of turn `turn` as it is posted (its board, then its summary, drawn once
 * when the turn is over). `byAi`: the AI played the turn from its start — its board was first
 * posted while the AI played the seat, or it never had one (played between two looks). Then its
 * player is named as the AI while the AI still plays their seat — a turn the AI played reads as
 * the AI's, not its owner's — unless the turn ran out (its deadline, or the host's "Resolve now":
 * the defaults played it, and the AI may have taken the seat only after). A turn its owner began
 * and then handed to the AI keeps the owner's name; everyone else is named as pastNamer. (A summary
 * caught up after a restart names the seat as it is played then.)
 */
export function turnNamer(game: GameInfo, v: AwardView, turn: number, byAi: boolean): Namer {
  const past = pastNamer(game);
  const player = playerOfTurn(v, turn);
  if (!byAi || player === null || humanOf(game, player) !== null || v.log.some((e) => e.turn === turn && e.type === 'turnTimedOut')) return past;
  const now = namerFor(game);
  return (p) => (p === player ? now(p) : past(p));
}

/** A post that is final: remembered under this key so it is never redrawn. */
const DONE = (key: string) => `done:${key}`;
/** Remembered when a turn's board is first posted while the AI plays that turn's seat. */
const BY_AI = (key: string) => `ai:${key}`;

/** The open question's last payload, so an unchanged question is not edited again (per process). */
const shown = new Map<string, string>();

async function editIfChanged(ctx: PublishContext, game: GameInfo, key: string, payload: MessagePayload): Promise<void> {
  const id = `${game.id}:${key}`;
  const json = JSON.stringify(payload);
  if (shown.get(id) === json) return;
  await ctx.edit(game, key, () => payload);
  shown.set(id, json);
}

/** What the lobby promises about reminders: the lead as fitted to each kind of wait (fittedReminderLead). */
function reminderLine(lead: number | null, o: AwardOptions): string {
  if (!lead) return t('award:lobby.noReminder');
  const waits = [
    [o.turnMs, (length: string) => t('award:lobby.fitTurn', { length })],
    [o.promptMs, (length: string) => t('award:lobby.fitPrompt', { length })],
    [o.choiceMs, (length: string) => t('award:lobby.fitChoice', { length })],
  ] as const;
  const fitted = waits.filter(([ms]) => fittedReminderLead(lead, ms) < lead).map(([ms, words]) => words(duration(fittedReminderLead(lead, ms))));
  return fitted.length > 0 ? t('award:lobby.reminderHalf', { length: duration(lead), fitted: fitted.join(' · ') }) : t('award:lobby.reminder', { length: duration(lead) });
}

/** Lines describing a table's options in its lobby. */
export function lobbyLines(game: GameInfo): string[] {
  const o = awardOptionsSchema.parse(game.options);
  const settings = game.settings;
  const first = game.seats[0];
  return [
    t('award:lobby.deadlines', { turn: duration(o.turnMs), prompt: duration(o.promptMs), choice: duration(o.choiceMs) }),
    reminderLine(settings.reminderBeforeMs, o),
    o.trade ? t('award:lobby.tradeOn') : t('award:lobby.tradeOff'),
    o.firstPlayer
      ? first
        ? t('award:lobby.firstSeatOf', { who: first.userId ? mention(first.userId) : t('award:lobby.anAi') })
        : t('award:lobby.firstSeat')
      : t('award:lobby.firstRandom'),
    t('award:lobby.agencies'),
    ...(settings.aiAfterMissed ? [t('award:lobby.aiAfter', { count: settings.aiAfterMissed })] : []),
    settings.onLeave === 'retire' ? t('award:lobby.leaveRetire') : t('award:lobby.leaveAi'),
  ];
}

/** The channel message reminding `userIds` that their deadline is near. */
export function reminder(notice: { readonly deadline: number; readonly userIds: readonly string[] }): MessagePayload {
  const who = notice.userIds.map(mention).join(' ');
  return {
    // Said without knowing what is asked (a bid, a question, or the turn itself, which has no question post).
    content: t('award:lobby.remind', { who, due: timestamp(notice.deadline, 'R') }),
    allowedMentions: { parse: [], users: [...notice.userIds] },
  };
}

/** Brings the channel in line with `v`, the game's public view. Idempotent. */
export async function publish(ctx: PublishContext, game: GameInfo, v: AwardView): Promise<void> {
  const name = namerFor(game);
  const refs = ctx.service.messages(game.id);
  const keys = new Set(refs.map((m) => m.key));
  const mark = (key: string) => ctx.service.setMessage(game.id, DONE(key), game.channelId, '-');
  const ended = v.phase === 'ended';

  // Every turn since the start has its post, in turn order: a turn already over gets its summary
  // (posted directly if it never had a board: an AI turn played between two looks), the current
  // turn its board. Whoever plays the turn — a human, an AI seat or the AI on autopilot.
  for (let t = 1; t <= v.turn; t++) {
    const key = `turn:${t}`;
    if (t < v.turn || ended) {
      if (keys.has(DONE(key))) continue;
      const byAi = keys.has(BY_AI(key)) || !keys.has(key);
      // Namers are made inside the drawing: their words are in the table's language (a scope ends at an await).
      const summary = () => turnSummary(v, t, playerOfTurn(v, t), turnNamer(game, v, t, byAi));
      if (keys.has(key)) await ctx.edit(game, key, summary);
      else await ctx.post(game, key, summary);
      mark(key);
      continue;
    }
    const active = humanOf(game, v.active);
    if (!keys.has(key) && active === null && game.seats.some((s) => s.playerId === v.active && s.userId !== null)) {
      ctx.service.setMessage(game.id, BY_AI(key), game.channelId, '-');
      keys.add(BY_AI(key));
    }
    const byAi = keys.has(BY_AI(key));
    if (keys.has(key)) await ctx.edit(game, key, () => boardPost(game, v, name, active, false, turnNamer(game, v, t, byAi)));
    else await ctx.post(game, key, () => boardPost(game, v, name, active, true, turnNamer(game, v, t, byAi)));
  }

  // Questions: one per wait, to the awaited human only; a settled one folds into the board.
  const current = !ended && needsAsk(v.pending) ? askKey(v, v.pending) : null;
  for (const ref of refs) {
    if (!ref.key.startsWith('ask:') || ref.key === current) continue;
    await ctx.remove(game, ref.key);
    shown.delete(`${game.id}:${ref.key}`);
  }
  if (current && v.pending) {
    const user = humanOf(game, v.pending.player);
    const pending = v.pending;
    // Drawn now, in the table's language (after the awaits above), to be compared with what is shown.
    const payload = user ? inLanguage(game.settings.language, () => askPost(game, v, pending, name, textNames(game), user)) : null;
    if (payload && !keys.has(current)) {
      await ctx.post(game, current, () => payload);
      shown.set(`${game.id}:${current}`, JSON.stringify(payload));
    } else if (payload) await editIfChanged(ctx, game, current, payload); // e.g. Take appears once the upkeep is there
  }

  await syncTrades(ctx, game, v, keys, name);

  if (ended && !keys.has('end')) await ctx.post(game, 'end', () => endPost(game, v, name));
}

/**
 * Trade notices, from the public view's open offers (who offers whom, never what, R36): one per
 * offer to a human, pinging only them; once settled it becomes a closed line without buttons.
 */
async function syncTrades(ctx: PublishContext, game: GameInfo, v: AwardView, keys: ReadonlySet<string>, name: Namer): Promise<void> {
  const open = new Map(v.trades.map((t) => [t.id, t]));
  for (const t of v.trades) {
    const key = `trade:${t.id}`;
    const user = humanOf(game, t.to);
    if (user && !keys.has(key)) await ctx.post(game, key, () => tradeNotice(game.id, t.id, name(t.from), user));
  }
  for (const key of keys) {
    const m = /^trade:(\d+)$/.exec(key);
    if (!m || keys.has(DONE(key)) || open.has(Number(m[1]))) continue;
    const id = Number(m[1]);
    const offered = v.log.find((e) => e.type === 'tradeOffered' && e.params.trade === id);
    await ctx.edit(game, key, () => tradeClosed(v, id, offered?.player ?? null, typeof offered?.params.to === 'string' ? offered.params.to : null, name));
    ctx.service.setMessage(game.id, DONE(key), game.channelId, '-');
  }
}

/** A cancelled game: its open question goes, and its trade notices close. */
export async function cancelled(ctx: PublishContext, game: GameInfo): Promise<void> {
  const refs = ctx.service.messages(game.id);
  const keys = new Set(refs.map((m) => m.key));
  for (const ref of refs) {
    if (ref.key.startsWith('ask:')) {
      await ctx.remove(game, ref.key);
      shown.delete(`${game.id}:${ref.key}`);
    } else if (/^trade:\d+$/.test(ref.key) && !keys.has(DONE(ref.key))) {
      await ctx.edit(game, ref.key, () => ({ content: t('award:trade.cancelled', { id: ref.key.slice(6) }), components: [], allowedMentions: { parse: [] } }));
      ctx.service.setMessage(game.id, DONE(ref.key), game.channelId, '-');
    }
  }
}
