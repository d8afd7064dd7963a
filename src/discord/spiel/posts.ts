// The public posts of a Spiel game, reconciled from the public view of each change — month
// posts, month results, trade notices, the ceremony — and its lobby lines and reminders. Every
// post is keyed, so publishing the same view twice changes nothing.
import { t } from '../../i18n/index.js';
import { spielOptionsSchema, type PublicOffer, type SpielView } from '../../games/spiel/types.js';
import { fittedReminderLead } from '../../service/deadlines.js';
import type { GameInfo } from '../../service/types.js';
import { duration, mention, timestamp } from '../format.js';
import type { PublishContext } from '../games.js';
import type { MessagePayload } from '../payload.js';
import { namerFor } from '../names.js';
import { awayPostLine } from '../kit/away.js';
import { ceremonyPost, monthPost, monthPostClosed, monthPostEnded, monthResults, SPIEL_COLOR, summaryPost, tradeNotice, tradeNoticeClosed } from './render.js';

/** Marks a keyed post as final (closed), so it is never edited again. */
const DONE = (key: string) => `done:${key}`;

/** The human who answers trade offers for a company now: null for an AI seat or one on autopilot. */
function answeringHuman(game: GameInfo, player: string): string | null {
  const seat = game.seats.find((s) => s.playerId === player);
  return seat && seat.userId !== null && !seat.ai ? seat.userId : null;
}

/**
 * Trade notices follow the open offers of the view: a notice (pinging only the recipient) for
 * each open offer to a company a human answers for, and once the offer is settled, that notice
 * becomes one closed line without buttons. An offer to an AI company gets no notice: it answers
 * at once, and the offerer's panel says how.
 */
async function tradeNotices(ctx: PublishContext, game: GameInfo, offers: readonly PublicOffer[], posted: ReadonlySet<string>): Promise<void> {
  const name = namerFor(game, { autopilot: false });
  for (const offer of offers) {
    const key = `trade:${offer.id}`;
    if (offer.status === 'open') {
      const to = answeringHuman(game, offer.to);
      if (to && !posted.has(key)) await ctx.post(game, key, () => tradeNotice(game.id, offer, to, name));
    } else if (posted.has(key) && !posted.has(DONE(key))) {
      await ctx.edit(game, key, () => tradeNoticeClosed(offer, name));
      ctx.service.setMessage(game.id, DONE(key), game.channelId, '-');
    }
  }
}

/** What the lobby promises about reminders: the lead as fitted to the month (fittedReminderLead). */
function reminderLine(lead: number | null, monthMs: number): string {
  if (!lead) return t('spiel:lobby.noReminder');
  const fitted = fittedReminderLead(lead, monthMs);
  return fitted < lead ? t('spiel:lobby.reminderHalf', { length: duration(fitted), lead: duration(lead) }) : t('spiel:lobby.reminder', { length: duration(lead) });
}

/** Lines describing a table's options in its lobby. */
export function lobbyLines(game: GameInfo): string[] {
  const options = spielOptionsSchema.parse(game.options);
  const settings = game.settings;
  return [
    t('spiel:lobby.month', { length: duration(options.monthMs) }),
    reminderLine(settings.reminderBeforeMs, options.monthMs),
    ...(settings.aiAfterMissed ? [t('spiel:lobby.aiAfter', { count: settings.aiAfterMissed })] : []),
    settings.onLeave === 'retire' ? t('spiel:lobby.leaveRetire') : t('spiel:lobby.leaveAi'),
  ];
}

/** Brings the public posts of a started (or ended) game up to date from the public view of a change. */
export async function publish(ctx: PublishContext, game: GameInfo, view: SpielView): Promise<void> {
  // Today's seat names for what is live (the month post, who is to choose); history is named
  // without today's "AI playing" mark, which would misdescribe months a player played herself.
  const live = namerFor(game);
  const past = namerFor(game, { autopilot: false });
  const posted = new Set(ctx.service.messages(game.id).map((m) => m.key));
  await tradeNotices(ctx, game, view.tradeOffers ?? [], posted);
  for (const report of view.history) {
    if (!report.resolved || posted.has(`results:${report.month}`)) continue;
    if (posted.has(`month:${report.month}`)) await ctx.edit(game, `month:${report.month}`, () => monthPostClosed(game.id, report, view.months));
    await ctx.post(game, `results:${report.month}`, () => monthResults(view, report, past));
  }
  if (view.phase === 'ended') {
    if (!posted.has('ceremony')) {
      // A month the game ended in before it resolved (host end, or R9 after a company
      // retired): its post closes and says why, and what did happen in it is reported.
      const open = view.history.at(-1);
      if (open && !open.resolved) {
        if (posted.has(`month:${open.month}`)) await ctx.edit(game, `month:${open.month}`, () => monthPostEnded(game.id, view, open, past));
        const happened = open.designersPlayed.length + open.trades.length + open.retired.length + open.bankrupt.length > 0;
        if (happened && !posted.has(`results:${open.month}`)) await ctx.post(game, `results:${open.month}`, () => monthResults(view, open, past));
      }
      await ctx.post(game, 'ceremony', () => ceremonyPost(view, past));
    }
    if (!posted.has('summary')) await ctx.post(game, 'summary', () => summaryPost(view, past));
    return;
  }
  const key = `month:${view.month}`;
  const draw = () => monthPost(game.id, view, live, awayPostLine(game));
  if (posted.has(key)) await ctx.edit(game, key, draw);
  else await ctx.post(game, key, draw);
}

/** A running game was cancelled: its month post says so and loses its buttons. */
export async function cancelled(ctx: PublishContext, game: GameInfo): Promise<void> {
  const month = ctx.service.messages(game.id).filter((m) => m.key.startsWith('month:')).sort((a, b) => Number(b.key.slice(6)) - Number(a.key.slice(6)))[0];
  if (month) {
    await ctx.edit(game, month.key, () => ({
      embeds: [{ title: t('spiel:posts.cancelledTitle'), description: t('spiel:posts.cancelled'), color: SPIEL_COLOR }],
      components: [],
    }));
  }
}

/** The channel message reminding whoever is still to choose. */
export function reminder(notice: { readonly deadline: number; readonly userIds: readonly string[] }): MessagePayload {
  const who = notice.userIds.map(mention).join(' ');
  return {
    content: t('spiel:posts.reminder', { who, deadline: timestamp(notice.deadline, 'R') }),
    allowedMentions: { parse: [], users: [...notice.userIds] },
  };
}
