// Spiel des Jahres public messages, built only from the public view (view(state, null)): the
// month post, the month's results, the ceremony, the status board, trade notices, the history
// pages, the money chart and the leaderboard. The private panel lives in panel.ts.
import { ceremonyReport, gameLine, money, monthReport, pair, perMonth, type Namer } from '../../games/spiel/text.js';
import type { MonthReportView, PublicOffer, SpielView } from '../../games/spiel/types.js';
import { button, ButtonStyle, LIMITS, longEmbeds, mention, row, timestamp, truncate } from '../format.js';
import type { MessagePayload } from '../payload.js';
import { PALETTE, shortMoney } from '../../render/chart.js';
import type { Picture } from '../../render/scene.js';
import { ceremonyPicture, chartPicture, newGamesPicture, tablePicture, trendPicture, winnerPicture } from './pictures.js';
import { keys } from './ids.js';
import { SPIEL_COLOR } from './panel.js';

export { SPIEL_COLOR };

/** A payload with `picture` shown in its first embed (nothing changes without a picture). */
function showing(payload: MessagePayload, picture: Picture | null, at = 0): MessagePayload {
  if (!picture || !payload.embeds?.[at]) return payload;
  const embeds = payload.embeds.map((e, i) => (i === at ? { ...e, image: { url: `attachment://${picture.name}` } } : e));
  return { ...payload, embeds, pictures: [...(payload.pictures ?? []), picture] };
}

function trendLine(view: SpielView): string {
  return view.favoured ? pair(view.favoured) : '—';
}

/** The public post of a month: trend, deadline, who is still to choose (never what). */
export function monthPost(gameId: number, view: SpielView, name: Namer): MessagePayload {
  const waiting = view.companies.filter((c) => c.status === 'active' && !c.chosen).map((c) => name(c.id));
  const chosen = view.companies.filter((c) => c.status === 'active' && c.chosen).map((c) => name(c.id));
  const lines = [
    `**Trend:** ${trendLine(view)}`,
    `**Deadline:** ${timestamp(view.deadlineAt, 'R')} (${timestamp(view.deadlineAt, 'f')})`,
    waiting.length > 0 ? `**Still to choose:** ${waiting.join(', ')}` : '**Everyone has chosen.**',
    ...(chosen.length > 0 ? [`**Chosen:** ${chosen.join(', ')}`] : []),
    ...outThisMonth(view, name),
  ];
  const payload: MessagePayload = {
    embeds: [
      {
        title: `📅 Month ${view.month} of ${view.months}`,
        description: lines.join('\n'),
        color: SPIEL_COLOR,
        footer: { text: 'Brainstorm or publish in your private panel. Whoever has not chosen by the deadline brainstorms.' },
      },
    ],
    components: [monthButtons(gameId)],
    allowedMentions: { parse: [] },
  };
  return showing(payload, view.trend ? trendPicture(view, view.trend, view.month) : null);
}

/** Companies that left the game this month so far: nobody should wonder where they went. */
function outThisMonth(view: SpielView, name: Namer): string[] {
  const report = view.history.at(-1);
  if (!report || report.resolved) return [];
  return report.retired.map((p) => `🚪 ${name(p)} left the game this month: the company retired with its cards, games and designers.`);
}

function monthButtons(gameId: number) {
  return row(button(keys.hand.id(gameId), 'Open my hand', ButtonStyle.Primary, { emoji: '🃏' }), button(keys.board.id(gameId), 'Board', ButtonStyle.Secondary, { emoji: '📊' }));
}

/** A month's post once the month has resolved (its buttons still open the current panel). */
export function monthPostClosed(gameId: number, report: MonthReportView, months: number): MessagePayload {
  return {
    embeds: [
      {
        title: `📅 Month ${report.month} of ${months} — resolved`,
        description: `**Trend:** ${pair([report.trend.upper, report.trend.lower])}\nThe results are posted below.`,
        color: SPIEL_COLOR,
      },
    ],
    components: [monthButtons(gameId)],
    allowedMentions: { parse: [] },
  };
}

/**
 * The post of a month that never resolved because the game ended first (the host ended it, or a
 * company's leaving left at most one, R9): closed, saying why; its buttons open the final panel
 * and the board, as on every past month's post.
 */
export function monthPostEnded(gameId: number, view: SpielView, report: MonthReportView, name: Namer): MessagePayload {
  const result = view.result;
  const why = result?.endedEarly
    ? 'The host ended the game before this month resolved: choices made this month did not count. The ceremony is below.'
    : report.retired.length > 0
      ? `${report.retired.map(name).join(', ')} left the game and ${report.retired.length === 1 ? 'its company retired' : 'their companies retired'}: with at most one company left, the game ended at once (R9).`
      : 'The game ended before this month resolved (R9).';
  return {
    embeds: [
      {
        title: `📅 Month ${report.month} of ${view.months} — not played out`,
        description: `**Trend:** ${pair([report.trend.upper, report.trend.lower])}\n${why}`,
        color: SPIEL_COLOR,
      },
    ],
    components: [monthButtons(gameId)],
    allowedMentions: { parse: [] },
  };
}

/** The public results of a resolved month. */
export function monthResults(view: SpielView, report: MonthReportView, name: Namer): MessagePayload {
  const [, ...rest] = monthReport(view, report, name);
  const lines = [`**Trend:** ${pair([report.trend.upper, report.trend.lower])}`, ...rest];
  const payload = { embeds: longEmbeds(`📰 Month ${report.month} — results`, lines, SPIEL_COLOR, undefined, 'see /spiel log'), allowedMentions: { parse: [] } };
  return showing(payload, newGamesPicture(view, report, name));
}

/** The ceremony and the final standings. */
export function ceremonyPost(view: SpielView, name: Namer): MessagePayload {
  const [title, ...rest] = ceremonyReport(view, name);
  // One emoji per title: the trophy for a ceremony, the flag for a game that ended without one.
  const heading = view.ceremony ? `🏆 ${(title ?? '').replace(/\*\*/g, '')}` : '🏁 The game is over';
  const lines = view.ceremony ? rest : [title ?? '', ...rest];
  const payload = { embeds: longEmbeds(heading, lines, SPIEL_COLOR, undefined, 'see /spiel log'), allowedMentions: { parse: [] } };
  return showing(payload, ceremonyPicture(view, name));
}

/** The public board: money, designers, published games, hand sizes, deck size. */
export function statusBoard(view: SpielView, name: Namer): MessagePayload {
  const lines: string[] = [];
  lines.push(
    view.phase === 'playing'
      ? `Month ${view.month} of ${view.months} · trend ${trendLine(view)} · deadline ${timestamp(view.deadlineAt, 'R')}`
      : 'The game is over.',
    `Deck: ${view.deckSize} cards · games on the table: ${view.takenNames.length}`,
  );
  view.companies.forEach((c, i) => {
    lines.push(
      '',
      `**${i + 1}. ${name(c.id)}** — ${c.status === 'bankrupt' ? '💥 bankrupt' : c.status === 'retired' ? '🚪 retired' : `💶 ${money(c.money)} · games ${perMonth(c.income)} · wages ${money(c.wages)}/month`}`,
      `🎯 ${pair(c.specialties)} · 🃏 ${c.handSize} card${c.handSize === 1 ? '' : 's'}${view.phase === 'playing' && c.status === 'active' ? (c.chosen ? ' · ✅ chosen' : ' · ⏳ choosing') : ''}`,
      ...(c.designers.length > 0 ? [`🧑‍🎨 ${c.designers.map((d) => `${d.view.label} ${pair([d.view.upper, d.view.lower])} (${money(d.wage)})`).join(', ')}`] : []),
      ...c.games.map((g) => `📦 ${gameLine(g)}`),
    );
  });
  const payload = { embeds: longEmbeds('📊 Spiel des Jahres — the board', lines, SPIEL_COLOR), allowedMentions: { parse: [] } };
  return view.companies.some((c) => c.games.length > 0) ? showing(payload, tablePicture(view, name)) : payload;
}

/** The public notice of a trade offer: who and to whom, never which cards. Only the recipient is pinged. */
export function tradeNotice(gameId: number, offer: PublicOffer, recipientUserId: string, name: Namer): MessagePayload {
  return {
    content: `🔁 ${mention(recipientUserId)}: ${name(offer.from)} offers you a trade (#${offer.id}). Only the two of you can see what is in it.`,
    components: [row(button(keys.tradeView.id(gameId, offer.id), 'View the offer', ButtonStyle.Primary, { emoji: '🔍' }))],
    allowedMentions: { parse: [], users: [recipientUserId] },
  };
}

const SETTLED: Record<Exclude<PublicOffer['status'], 'open'>, string> = {
  accepted: '✅ accepted',
  declined: '✖️ declined',
  withdrawn: '↩️ withdrawn',
  lapsed: '⌛ lapsed when the month ended',
  failed: '⚠️ failed: it could no longer be carried out',
};

/** A trade notice once the offer is settled: one closed line, no buttons, no ping. */
export function tradeNoticeClosed(offer: PublicOffer, name: Namer): MessagePayload {
  const outcome = offer.status === 'open' ? 'open' : SETTLED[offer.status];
  return {
    content: `🔁 Trade offer #${offer.id} from ${name(offer.from)} to ${name(offer.to)}: ${outcome}.`,
    components: [],
    allowedMentions: { parse: [] },
  };
}

/** One page of the public history: a month's report (or the ceremony), with paging buttons. */
export function logPage(gameId: number, view: SpielView, page: number, name: Namer): MessagePayload {
  const months = view.history.filter((r) => r.resolved);
  const pages = months.length + (view.ceremony || view.result ? 1 : 0);
  if (pages === 0) return { content: 'Nothing has happened yet: the first month has not resolved.', embeds: [], components: [] };
  const p = Math.min(Math.max(1, page), pages);
  const report = months[p - 1];
  const payload = report ? monthResults(view, report, name) : ceremonyPost(view, name);
  return {
    ...payload,
    content: `Page ${p} of ${pages} — the game's public history (only you see this).`,
    components: [
      row(
        button(keys.logPage.id(gameId, p - 1), 'Earlier', ButtonStyle.Secondary, { emoji: '◀️', disabled: p <= 1 }),
        button(keys.logPage.id(gameId, p + 1), 'Later', ButtonStyle.Secondary, { emoji: '▶️', disabled: p >= pages }),
      ),
    ],
  };
}

/** Each company's money at the start and after every settlement, for the end-of-game chart. */
export function moneySeries(view: SpielView): { id: string; values: number[] }[] {
  return view.companies.map((c) => {
    const values: number[] = [];
    for (const report of view.history) {
      const s = report.settlement.find((x) => x.player === c.id);
      if (!s) continue;
      if (values.length === 0) values.push(s.before);
      values.push(s.after);
    }
    return { id: c.id, values: values.length > 0 ? values : [c.money] };
  });
}

/** The end-of-game summary: the money chart as an image, and the same numbers in text. */
export function summaryPost(view: SpielView, name: Namer): MessagePayload {
  const series = moneySeries(view);
  const lines = series.map((s, i) => {
    const colour = PALETTE[i % PALETTE.length]?.emoji ?? '⬜';
    const status = view.companies.find((c) => c.id === s.id)?.status;
    const end = status === 'bankrupt' ? ' 💥 bankrupt' : status === 'retired' ? ' 🚪 retired' : '';
    return `${colour} **${i + 1}** ${name(s.id)}: ${s.values.map(shortMoney).join(' → ')}${end}`;
  });
  const chart = chartPicture(series, name);
  const winner = winnerPicture(view, name);
  const winning = view.result?.winningGame != null ? view.gamesById[view.result.winningGame] : undefined;
  const payload: MessagePayload = {
    embeds: [
      {
        title: '📈 Money over the months',
        description: truncate(['Each company’s money at the start and after every settlement:', ...lines].join('\n'), LIMITS.description),
        color: SPIEL_COLOR,
        image: { url: `attachment://${chart.name}` },
      },
      ...(winner && winning ? [{ title: `🏆 The Spiel des Jahres: “${winning.name}”`, description: `${gameLine(winning)} — ${name(winning.owner)}`, color: SPIEL_COLOR }] : []),
    ],
    pictures: [chart],
    allowedMentions: { parse: [] },
  };
  return showing(payload, winner, 1);
}

