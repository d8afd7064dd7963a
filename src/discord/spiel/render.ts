// Spiel des Jahres public messages, built only from the public view (view(state, null)): the
// month post, the month's results, the ceremony, the status board, trade notices, the history
// pages, the money chart and the leaderboard. The private panel lives in panel.ts.
import { t } from '../../i18n/index.js';
import { cardLabel, ceremonyReport, gameLine, gameTitle, money, monthReport, offerNumber, pair, perMonth, shortMoney, type Namer } from '../../games/spiel/text.js';
import { START_MONEY, type MonthReportView, type PublicOffer, type SpielView } from '../../games/spiel/types.js';
import { button, ButtonStyle, LIMITS, longEmbeds, mention, row, timestamp, truncate } from '../format.js';
import type { MessagePayload } from '../payload.js';
import { PALETTE } from '../../render/chart.js';
import { showing } from '../pictures.js';
import { ceremonyPictures, chartPicture, newGamesPictures, tablePictures, trendPicture, winnerPicture } from './pictures.js';
import { keys } from './ids.js';
import { SPIEL_COLOR } from './panel.js';

export { SPIEL_COLOR };

function trendLine(view: SpielView): string {
  return view.favoured ? pair(view.favoured) : '—';
}

/** The public post of a month: trend, deadline, who is still to choose (never what). */
export function monthPost(gameId: number, view: SpielView, name: Namer, away: string | null = null): MessagePayload {
  const waiting = view.companies.filter((c) => c.status === 'active' && !c.chosen).map((c) => name(c.id));
  const chosen = view.companies.filter((c) => c.status === 'active' && c.chosen).map((c) => name(c.id));
  const lines = [
    t('spiel:board.trend', { trend: trendLine(view) }),
    t('spiel:board.deadline', { relative: timestamp(view.deadlineAt, 'R'), full: timestamp(view.deadlineAt, 'f') }),
    waiting.length > 0 ? t('spiel:board.waiting', { who: waiting.join(', ') }) : t('spiel:board.allChosen'),
    ...(chosen.length > 0 ? [t('spiel:board.chosen', { who: chosen.join(', ') })] : []),
    ...(away ? [away] : []),
    ...outThisMonth(view, name),
  ];
  const payload: MessagePayload = {
    embeds: [
      {
        title: t('spiel:board.monthTitle', { month: view.month, months: view.months }),
        description: lines.join('\n'),
        color: SPIEL_COLOR,
        footer: { text: t('spiel:board.monthFooter') },
      },
    ],
    components: [monthButtons(gameId)],
    allowedMentions: { parse: [] },
  };
  return showing(payload, view.trend ? [trendPicture(view, view.trend, view.month)] : []);
}

/** Companies that left the game this month so far: nobody should wonder where they went. */
function outThisMonth(view: SpielView, name: Namer): string[] {
  const report = view.history.at(-1);
  if (!report || report.resolved) return [];
  return report.retired.map((p) => t('spiel:board.leftThisMonth', { who: name(p) }));
}

function monthButtons(gameId: number) {
  return row(button(keys.hand.id(gameId), t('spiel:board.openHand'), ButtonStyle.Primary, { emoji: '🃏' }), button(keys.board.id(gameId), t('spiel:board.boardButton'), ButtonStyle.Secondary, { emoji: '📊' }));
}

/** A month's post once the month has resolved (its buttons still open the current panel). */
export function monthPostClosed(gameId: number, report: MonthReportView, months: number): MessagePayload {
  return {
    embeds: [
      {
        title: t('spiel:board.monthResolved', { month: report.month, months }),
        description: `${t('spiel:board.trend', { trend: pair([report.trend.upper, report.trend.lower]) })}\n${t('spiel:board.resultsBelow')}`,
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
    ? t('spiel:board.endedByHost')
    : report.retired.length > 0
      ? t('spiel:board.endedRetired', { who: report.retired.map(name).join(', '), count: report.retired.length })
      : t('spiel:board.endedR9');
  return {
    embeds: [
      {
        title: t('spiel:board.monthNotPlayed', { month: report.month, months: view.months }),
        description: `${t('spiel:board.trend', { trend: pair([report.trend.upper, report.trend.lower]) })}\n${why}`,
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
  const lines = [t('spiel:board.trend', { trend: pair([report.trend.upper, report.trend.lower]) }), ...rest];
  const payload = { embeds: longEmbeds(t('spiel:board.results', { month: report.month }), lines, SPIEL_COLOR, undefined, t('spiel:board.seeLog')), allowedMentions: { parse: [] } };
  return showing(payload, newGamesPictures(view, report, name));
}

/** The ceremony and the final standings. */
export function ceremonyPost(view: SpielView, name: Namer): MessagePayload {
  const [title, ...rest] = ceremonyReport(view, name);
  // One emoji per title: the trophy for a ceremony, the flag for a game that ended without one.
  const heading = view.ceremony ? `🏆 ${(title ?? '').replace(/\*\*/g, '')}` : t('spiel:board.overTitle');
  const lines = view.ceremony ? rest : [title ?? '', ...rest];
  const payload = { embeds: longEmbeds(heading, lines, SPIEL_COLOR, undefined, t('spiel:board.seeLog')), allowedMentions: { parse: [] } };
  return showing(payload, ceremonyPictures(view, name));
}

/** The public board: money, designers, published games, hand sizes, deck size. */
export function statusBoard(view: SpielView, name: Namer): MessagePayload {
  const lines: string[] = [];
  lines.push(
    view.phase === 'playing'
      ? t('spiel:board.head', { month: view.month, months: view.months, trend: trendLine(view), deadline: timestamp(view.deadlineAt, 'R') })
      : t('spiel:board.over'),
    t('spiel:board.deck', { count: view.deckSize, games: view.takenNames.length }),
  );
  view.companies.forEach((c, i) => {
    lines.push(
      '',
      `**${i + 1}. ${name(c.id)}** — ${c.status === 'bankrupt' ? t('spiel:board.bankrupt') : c.status === 'retired' ? t('spiel:board.retired') : t('spiel:board.money', { money: money(c.money), income: perMonth(c.income), wages: money(c.wages) })}`,
      `🎯 ${pair(c.specialties)} · 🃏 ${t('spiel:board.cards', { count: c.handSize })}${view.phase === 'playing' && c.status === 'active' ? (c.chosen ? t('spiel:board.isChosen') : t('spiel:board.choosing')) : ''}`,
      ...(c.designers.length > 0 ? [`🧑‍🎨 ${c.designers.map((d) => `${cardLabel(d.view)} ${pair([d.view.upper, d.view.lower])} (${money(d.wage)})`).join(', ')}`] : []),
      ...c.games.map((g) => `📦 ${gameLine(g)}`),
    );
  });
  const payload = { embeds: longEmbeds(t('spiel:board.title'), lines, SPIEL_COLOR), allowedMentions: { parse: [] } };
  return view.companies.some((c) => c.games.length > 0) ? showing(payload, tablePictures(view, name)) : payload;
}

/** The public notice of a trade offer: who and to whom, never which cards. Only the recipient is pinged. */
export function tradeNotice(gameId: number, offer: PublicOffer, recipientUserId: string, name: Namer): MessagePayload {
  return {
    content: t('spiel:board.tradeNotice', { to: mention(recipientUserId), from: name(offer.from), id: offerNumber(offer.id) }),
    components: [row(button(keys.tradeView.id(gameId, offer.id), t('spiel:board.viewOffer'), ButtonStyle.Primary, { emoji: '🔍' }))],
    allowedMentions: { parse: [], users: [recipientUserId] },
  };
}

const SETTLED: Record<Exclude<PublicOffer['status'], 'open'>, () => string> = {
  accepted: () => t('spiel:board.accepted'),
  declined: () => t('spiel:board.declined'),
  withdrawn: () => t('spiel:board.withdrawn'),
  lapsed: () => t('spiel:board.lapsed'),
  failed: () => t('spiel:board.failed'),
};

/** A trade notice once the offer is settled: one closed line, no buttons, no ping. */
export function tradeNoticeClosed(offer: PublicOffer, name: Namer): MessagePayload {
  const outcome = offer.status === 'open' ? t('spiel:board.open') : SETTLED[offer.status]();
  return {
    content: t('spiel:board.tradeClosed', { id: offerNumber(offer.id), from: name(offer.from), to: name(offer.to), outcome }),
    components: [],
    allowedMentions: { parse: [] },
  };
}

/** One page of the public history: a month's report (or the ceremony), with paging buttons. */
export function logPage(gameId: number, view: SpielView, page: number, name: Namer): MessagePayload {
  const months = view.history.filter((r) => r.resolved);
  const pages = months.length + (view.ceremony || view.result ? 1 : 0);
  if (pages === 0) return { content: t('spiel:board.logEmpty'), embeds: [], components: [] };
  const p = Math.min(Math.max(1, page), pages);
  const report = months[p - 1];
  const payload = report ? monthResults(view, report, name) : ceremonyPost(view, name);
  return {
    ...payload,
    content: t('spiel:board.logPage', { page: p, pages }),
    components: [
      row(
        button(keys.logPage.id(gameId, p - 1), t('spiel:board.earlier'), ButtonStyle.Secondary, { emoji: '◀️', disabled: p <= 1 }),
        button(keys.logPage.id(gameId, p + 1), t('spiel:board.later'), ButtonStyle.Secondary, { emoji: '▶️', disabled: p >= pages }),
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
    // Never settled: a company still in the game shows what it has; one that left before its
    // first settlement (retired or bankrupt in month 1: its money went back to the bank) shows
    // the money it started with, not the €0 it left with.
    return { id: c.id, values: values.length > 0 ? values : [c.status === 'active' ? c.money : START_MONEY] };
  });
}

/** The end-of-game summary: the money chart as an image, and the same numbers in text. */
export function summaryPost(view: SpielView, name: Namer): MessagePayload {
  const series = moneySeries(view);
  const lines = series.map((s, i) => {
    const colour = PALETTE[i % PALETTE.length]?.emoji ?? '⬜';
    const status = view.companies.find((c) => c.id === s.id)?.status;
    const end = status === 'bankrupt' ? ` ${t('spiel:board.bankrupt')}` : status === 'retired' ? ` ${t('spiel:board.retired')}` : '';
    return `${colour} **${i + 1}** ${name(s.id)}: ${s.values.map(shortMoney).join(' → ')}${end}`;
  });
  const chart = chartPicture(series, name);
  const winner = winnerPicture(view, name);
  const winning = view.result?.winningGame != null ? view.gamesById[view.result.winningGame] : undefined;
  const payload: MessagePayload = {
    embeds: [
      {
        title: t('spiel:board.chartTitle'),
        description: truncate([t('spiel:board.chartIntro'), ...lines].join('\n'), LIMITS.description),
        color: SPIEL_COLOR,
        image: { url: `attachment://${chart.name}` },
      },
      ...(winner && winning ? [{ title: t('spiel:board.winnerTitle', { name: gameTitle(winning.name) }), description: `${gameLine(winning)} — ${name(winning.owner)}`, color: SPIEL_COLOR }] : []),
    ],
    pictures: [chart],
    allowedMentions: { parse: [] },
  };
  return showing(payload, winner ? [winner] : [], 1);
}

