// The lobby message of a table that plays in its own thread (issue 33), once the game has
// started: the table's live summary in the channel — the game, the seats, the month or turn, whom
// it waits for and until when, a link into the thread — and at the end the result. It is drawn
// from the public view and what the game waits for, so it changes only when one of those does:
// the publisher edits it like any post (an edit that would show the same is never sent), coalesced
// with the table's other edits (COALESCE_MS), not once per action (issue 34's request budget).
import type { Outcome } from '../service/types.js';
import { mention, timestamp } from './format.js';
import type { DiscordGame } from './games.js';
import { lobbyPayload, seatLines, seatNames } from './lobby.js';
import type { MessagePayload } from './payload.js';
import { inLanguage, t } from '../i18n/index.js';

type Meta = Pick<DiscordGame, 'title' | 'color' | 'blurb' | 'lobbyLines' | 'words' | 'seats' | 'progress' | 'awaited'>;

/** True if `now`'s table shows a summary (a started table in its own thread) rather than a lobby. */
export function showsSummary(now: Pick<Outcome, 'game'>): boolean {
  const { game } = now;
  return !!game.threadId && (game.status === 'running' || game.status === 'ended');
}

/** The table's lobby message as `now` shows it: its summary, or the lobby (`lobby.ts`). */
export function lobbyMessage(now: Pick<Outcome, 'game' | 'publicView' | 'awaiting' | 'awaitingUserIds' | 'result'>, meta: Meta): MessagePayload {
  if (!showsSummary(now)) return lobbyPayload(now.game, meta, meta.seats);
  return inLanguage(now.game.settings.language, () => drawSummary(now, meta));
}

function drawSummary(now: Pick<Outcome, 'game' | 'publicView' | 'awaiting' | 'awaitingUserIds' | 'result'>, meta: Meta): MessagePayload {
  const { game, publicView: view } = now;
  const shown = seatNames(game);
  const names = new Map(game.seats.map((s, i) => [s.playerId, shown[i]]));
  const seats = seatLines(game, shown);
  const lines = [t('kit:summary.thread', { thread: game.threadId ?? '' }), ''];
  if (view !== null) lines.push(meta.progress(view));
  if (game.status === 'running' && now.awaiting && view !== null) {
    // Whom the game waits for: its humans by mention, its AI seats counted.
    const who = now.awaitingUserIds.map(mention);
    const aiWaited = now.awaiting.players.filter((p) => game.seats.some((s) => s.playerId === p && (s.userId === null || s.ai))).length;
    if (aiWaited > 0) who.push(t('kit:summary.ai', { count: aiWaited }));
    if (who.length > 0) lines.push(t('kit:summary.waiting', { who: who.join(', '), what: meta.awaited(view, 'they') }));
    const due = now.awaiting.deadline?.due;
    if (due !== undefined) lines.push(t('kit:summary.deadline', { at: timestamp(due, 'f'), in: timestamp(due, 'R') }));
  }
  if (game.status === 'ended') {
    lines.push(t('kit:summary.over'));
    const result = now.result;
    if (result) {
      const winners = result.winners.map((p) => names.get(p) ?? '?');
      lines.push(winners.length > 0 ? t('kit:summary.winners', { count: winners.length, who: winners.join(', ') }) : t('kit:summary.nobodyWon'));
      lines.push(result.standings.map((p, i) => `${i + 1}. ${names.get(p) ?? '?'}`).join(' · '));
    }
  }
  lines.push('', t('kit:lobby.seats', { seated: game.seats.length, max: game.seats.length }), ...seats);
  return {
    embeds: [{ title: `🎲 ${meta.title}`, description: lines.join('\n'), color: meta.color, footer: { text: t('kit:summary.footer', { id: game.id }) } }],
    components: [],
    allowedMentions: { parse: [] },
  };
}
