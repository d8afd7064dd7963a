// Spiel des Jahres messages, built only from views: the public month post, results, the
// ceremony and status board (from view(state, null)), and the private panel, publish preview
// and trade offers (from view(state, company), sent only as ephemeral replies to their owner).
import type { APIEmbed, APISelectMenuOption } from 'discord.js';
import { AllowedMentionsTypes, ComponentType } from 'discord.js';
import { candidates, price, pricingOf, type Candidate } from '../../games/spiel/advisor.js';
import type { CardId } from '../../games/spiel/cards.js';
import {
  breakdown,
  cardText,
  ceremonyReport,
  gameLine,
  money,
  monthReport,
  pair,
  perMonth,
  visible,
  type Namer,
} from '../../games/spiel/text.js';
import type { CardView, MonthReportView, SpielView, TradeOffer } from '../../games/spiel/types.js';
import { encodeId } from '../custom-id.js';
import { button, buttonRows, ButtonStyle, LIMITS, longEmbeds, row, timestamp, truncate } from '../format.js';
import type { MessagePayload } from '../payload.js';
import { moneyChart, PALETTE, shortMoney } from '../../render/chart.js';
import type { PlayerStats } from '../../service/types.js';

export const SPIEL_COLOR = 0xe8b400;
const NS = 'sp';

/** Custom ids of Spiel components. */
export const ids = {
  panel: (gameId: number) => encodeId(NS, 'panel', gameId),
  brainstorm: (gameId: number, v: number) => encodeId(NS, 'bs', gameId, v),
  best: (gameId: number, v: number) => encodeId(NS, 'best', gameId, v),
  add: (gameId: number, v: number, cards: readonly CardId[]) => encodeId(NS, 'add', gameId, v, cards.join('.')),
  only: (gameId: number, v: number, cards: readonly CardId[]) => encodeId(NS, 'only', gameId, v, cards.join('.')),
  drop: (gameId: number, v: number, index: number) => encodeId(NS, 'drop', gameId, v, index),
  hire: (gameId: number, v: number) => encodeId(NS, 'hire', gameId, v),
  unfire: (gameId: number, v: number, card: CardId) => encodeId(NS, 'unfire', gameId, v, card),
  unoffer: (gameId: number, v: number, card: CardId) => encodeId(NS, 'unoffer', gameId, v, card),
  status: (gameId: number) => encodeId(NS, 'status', gameId),
  tradeView: (gameId: number, trade: number) => encodeId(NS, 'tview', gameId, trade),
  tradeAccept: (gameId: number, trade: number) => encodeId(NS, 'tacc', gameId, trade),
  tradeDecline: (gameId: number, trade: number) => encodeId(NS, 'tdec', gameId, trade),
  tradeWithdraw: (gameId: number, trade: number) => encodeId(NS, 'twd', gameId, trade),
  log: (gameId: number, page: number) => encodeId(NS, 'log', gameId, Math.max(0, page)),
};

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
  ];
  return {
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
}

function monthButtons(gameId: number) {
  return row(button(ids.panel(gameId), 'Open my hand', ButtonStyle.Primary, { emoji: '🃏' }), button(ids.status(gameId), 'Board', ButtonStyle.Secondary, { emoji: '📊' }));
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

/** The public results of a resolved month. */
export function monthResults(view: SpielView, report: MonthReportView, name: Namer): MessagePayload {
  const [, ...rest] = monthReport(view, report, name);
  const lines = [`**Trend:** ${pair([report.trend.upper, report.trend.lower])}`, ...rest];
  return { embeds: longEmbeds(`📰 Month ${report.month} — results`, lines, SPIEL_COLOR), allowedMentions: { parse: [] } };
}

/** The ceremony and the final standings. */
export function ceremonyPost(view: SpielView, name: Namer): MessagePayload {
  const [title, ...rest] = ceremonyReport(view, name);
  const heading = view.ceremony ? (title ?? '').replace(/\*\*/g, '') : '🏁 The game is over';
  const lines = view.ceremony ? rest : [title ?? '', ...rest];
  return { embeds: longEmbeds(`🏆 ${heading}`, lines, SPIEL_COLOR), allowedMentions: { parse: [] } };
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
      `**${i + 1}. ${name(c.id)}** — ${c.status === 'bankrupt' ? '💥 bankrupt' : `💶 ${money(c.money)} · games ${perMonth(c.income)} · wages ${money(c.wages)}/month`}`,
      `🎯 ${pair(c.specialties)} · 🃏 ${c.handSize} card${c.handSize === 1 ? '' : 's'}${view.phase === 'playing' && c.status === 'active' ? (c.chosen ? ' · ✅ chosen' : ' · ⏳ choosing') : ''}`,
      ...(c.designers.length > 0 ? [`🧑‍🎨 ${c.designers.map((d) => `${d.view.label} ${pair([d.view.upper, d.view.lower])} (${money(d.wage)})`).join(', ')}`] : []),
      ...c.games.map((g) => `📦 ${gameLine(g)}`),
    );
  });
  return { embeds: longEmbeds('📊 Spiel des Jahres — the board', lines, SPIEL_COLOR), allowedMentions: { parse: [] } };
}

function planLines(view: SpielView): string[] {
  const choice = view.you?.choice;
  if (!choice) return ['⏳ **Not chosen yet.** Brainstorm, or pick games to publish below.'];
  if (choice.kind === 'brainstorm') return ['💡 **Brainstorm** this month.'];
  const pricing = pricingOf(view);
  const byId = new Map((view.you?.hand ?? []).map((c) => [c.id, c]));
  return [
    '📦 **Publish** this month:',
    ...choice.games.map((g, i) => {
      const cards = g.map((id) => byId.get(id)).filter((c): c is CardView => c !== undefined);
      if (cards.length !== g.length || !pricing) return `${i + 1}. ⚠️ a game with cards no longer in your hand (it will not publish)`;
      const cand = price(cards, pricing);
      const warn = cand.score.value < 0 ? ' ⚠️ negative: it will cost you every month' : '';
      return `${i + 1}. **${cand.name}** ${visible(cand.score)} ${perMonth(cand.score.value)}${warn}`;
    }),
  ];
}

/** Up to 25 of the best games this hand can make, as select options. */
export function bestOptions(view: SpielView): { options: APISelectMenuOption[]; list: Candidate[] } {
  const pricing = pricingOf(view);
  if (!pricing || !view.you) return { options: [], list: [] };
  const list = candidates(view.you.hand, pricing, LIMITS.selectOptions);
  return {
    list,
    options: list.map((c) => ({
      label: truncate(`${c.name} (${perMonth(c.score.value)})`, LIMITS.optionLabel),
      description: truncate(`shows ${c.score.visible.join(', ')} · ${c.cards.length} cards`, LIMITS.optionDescription),
      value: c.cards.join('.'),
    })),
  };
}

/** The private panel of a company (ephemeral only: it shows the hand). */
export function panel(gameId: number, version: number, view: SpielView, name: Namer): MessagePayload {
  const you = view.you;
  const me = view.companies.find((c) => c.id === view.viewer);
  if (!you || !me) return { content: 'You are not playing in this game.', embeds: [], components: [] };
  const hand = you.hand.map((c, i) => `${i + 1}. ${cardText(c)}`);
  const notes: string[] = [];
  if (you.notes.month > 0 && you.notes.month === view.month - 1) {
    if (you.notes.drew.length > 0) notes.push(`Last month you drew: ${you.notes.drew.map((c) => c.label).join(', ')}.`);
    for (const r of you.notes.refused) {
      notes.push(r.reason === 'copyright'
        ? `“${r.cards.map((c) => c.label).join(' ')}” was not published: another company took the name first. Its cards are back in your hand.`
        : `“${r.cards.map((c) => c.label).join(' ')}” was not published: its cards had left your hand.`);
    }
  }
  const market = [
    ...you.firings.map((id) => `🔥 Firing ${view.companies.flatMap((c) => c.designers).find((d) => d.card === id)?.view.label ?? id} after this month`),
    ...you.offers.map((o) => `💶 Offering ${view.companies.flatMap((c) => c.designers).find((d) => d.card === o.designer)?.view.label ?? o.designer} ${money(o.wage)}/month`),
  ];
  const trades = you.trades.map((t) => tradeLine(t, view, name));
  const embed: APIEmbed = {
    title: `🃏 Your company — month ${view.month} of ${view.months}`,
    color: SPIEL_COLOR,
    description: truncate(
      [
        `**Trend:** ${trendLine(view)} · **Deadline:** ${timestamp(view.deadlineAt, 'R')}`,
        `**Money:** ${money(me.money)} · games ${perMonth(me.income)} · wages ${money(me.wages)}/month`,
        `**Specialties:** ${pair(me.specialties)}`,
        ...(me.designers.length > 0 ? [`**Designers:** ${me.designers.map((d) => `${d.view.label} ${pair([d.view.upper, d.view.lower])} (${money(d.wage)})`).join('; ')}`] : []),
        '',
        ...planLines(view),
        '',
        `**Hand (${you.hand.length}):**`,
        ...(hand.length > 0 ? hand : ['(empty)']),
        ...(market.length > 0 ? ['', '**Sealed market moves:**', ...market] : []),
        ...(trades.length > 0 ? ['', '**Open trade offers:**', ...trades] : []),
        ...(notes.length > 0 ? ['', ...notes] : []),
      ].join('\n'),
      LIMITS.description,
    ),
  };
  const components = [];
  const choice = you.choice;
  components.push(
    row(
      button(ids.brainstorm(gameId, version), 'Brainstorm', choice?.kind === 'brainstorm' ? ButtonStyle.Success : ButtonStyle.Primary, {
        emoji: '💡',
        disabled: choice?.kind === 'brainstorm' || view.phase !== 'playing',
      }),
      button(ids.panel(gameId), 'Refresh', ButtonStyle.Secondary, { emoji: '🔄' }),
      button(ids.status(gameId), 'Board', ButtonStyle.Secondary, { emoji: '📊' }),
    ),
  );
  const best = bestOptions(view);
  if (best.options.length > 0 && view.phase === 'playing') {
    components.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: ids.best(gameId, version),
        placeholder: 'Publish… (your best games, with their value)',
        options: best.options,
      }),
    );
  }
  const designers = you.hand.filter((c) => c.kind === 'designer');
  if (designers.length > 0 && view.phase === 'playing') {
    components.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: ids.hire(gameId, version),
        placeholder: 'Hire a designer from your hand (€30,000/month)…',
        options: designers.slice(0, LIMITS.selectOptions).map((c) => ({
          label: truncate(c.label, LIMITS.optionLabel),
          description: truncate(`specialties ${c.upper} + ${c.lower}`, LIMITS.optionDescription),
          value: String(c.id),
        })),
      }),
    );
  }
  const undo = [
    ...(choice?.kind === 'publish' ? choice.games.map((g, i) => button(ids.drop(gameId, version, i), `Remove game ${i + 1}`, ButtonStyle.Danger, { emoji: '✖️' })) : []),
    ...you.firings.map((id) => button(ids.unfire(gameId, version, id), `Keep ${labelOf(view, id)}`, ButtonStyle.Secondary, { emoji: '↩️' })),
    ...you.offers.map((o) => button(ids.unoffer(gameId, version, o.designer), `Withdraw offer: ${labelOf(view, o.designer)}`, ButtonStyle.Secondary, { emoji: '↩️' })),
  ];
  components.push(...buttonRows(undo).slice(0, LIMITS.rows - components.length));
  return {
    embeds: [embed],
    components,
    content: 'Only you can see this. Type `/spiel publish` to build any game (autocomplete lists your hand), `/spiel designer` for the market, `/spiel trade` to trade.',
  };
}

function labelOf(view: SpielView, card: CardId): string {
  return view.companies.flatMap((c) => c.designers).find((d) => d.card === card)?.view.label ?? `card ${card}`;
}

/** A preview of one game before it goes into the plan: name, symbols, value breakdown. */
export function preview(gameId: number, version: number, view: SpielView, cards: readonly CardView[]): MessagePayload {
  const pricing = pricingOf(view);
  if (!pricing) return { content: 'You are not playing in this game.', embeds: [], components: [] };
  const cand = price(cards, pricing);
  const lines = [
    `**Cards (in stacking order):** ${cards.map(cardText).join(' → ')}`,
    `**Shows:** ${visible(cand.score)} (${cand.score.visible.join(', ')})`,
    `**Value:** ${breakdown(cand.score)}`,
  ];
  if (cand.score.value < 0) lines.push(`⚠️ **This game has a negative value:** it will cost you ${money(-cand.score.value)} every month until the end (R8).`);
  if (view.takenNames.includes(cand.name)) lines.push('©️ A game with this name is already on the table: it cannot be published.');
  const planned = view.you?.choice?.kind === 'publish' ? view.you.choice.games.length : 0;
  return {
    content: 'Only you can see this. Nothing is locked in until the month resolves; you can change your plan until then.',
    embeds: [{ title: `📦 “${cand.name}”`, description: lines.join('\n'), color: cand.score.value < 0 ? 0xd9534f : SPIEL_COLOR }],
    components: [
      row(
        ...(planned > 0 ? [button(ids.add(gameId, version, cand.cards), `Add to my plan (${planned + 1} games)`, ButtonStyle.Success, { emoji: '➕' })] : []),
        button(ids.only(gameId, version, cand.cards), planned > 0 ? 'Publish only this' : 'Publish this', planned > 0 ? ButtonStyle.Primary : ButtonStyle.Success, { emoji: '📦' }),
        button(ids.panel(gameId), 'Back to my hand', ButtonStyle.Secondary, { emoji: '🃏' }),
      ),
    ],
  };
}

/** One line describing a trade offer to one of its two companies. */
export function tradeLine(t: TradeOffer & { readonly giveCards: readonly CardView[]; readonly getCards: readonly CardView[] }, view: SpielView, name: Namer): string {
  const side = (cards: readonly CardView[], m: number, games: readonly number[]) =>
    [...cards.map((c) => c.label), ...(m ? [money(m)] : []), ...games.map((g) => `“${view.gamesById[g]?.name ?? '?'}”`)].join(', ') || 'nothing';
  return `#${t.id}: ${name(t.from)} gives ${side(t.giveCards, t.give.money, t.give.games)} to ${name(t.to)} for ${side(t.getCards, t.get.money, t.get.games)}`;
}

/** The public notice of a trade offer: who and to whom, never which cards. */
export function tradeNotice(gameId: number, tradeId: number, from: string, to: string): MessagePayload {
  return {
    content: `🔁 ${to}: ${from} offers you a trade. Only the two of you can see what is in it.`,
    components: [row(button(ids.tradeView(gameId, tradeId), 'View the offer', ButtonStyle.Primary, { emoji: '🔍' }))],
    allowedMentions: { parse: [AllowedMentionsTypes.User] },
  };
}

/** The private view of a trade offer for one of its two companies, with its buttons. */
export function tradeDetail(gameId: number, view: SpielView, tradeId: number, name: Namer): MessagePayload {
  const t = view.you?.trades.find((x) => x.id === tradeId);
  if (!t) return { content: 'That trade offer is no longer open.', embeds: [], components: [] };
  const mineToAnswer = t.to === view.viewer;
  return {
    content: 'Only you can see this.',
    embeds: [{ title: `🔁 Trade offer #${t.id}`, description: tradeLine(t, view, name), color: SPIEL_COLOR }],
    components: [
      mineToAnswer
        ? row(
            button(ids.tradeAccept(gameId, t.id), 'Accept', ButtonStyle.Success, { emoji: '✅' }),
            button(ids.tradeDecline(gameId, t.id), 'Decline', ButtonStyle.Danger, { emoji: '✖️' }),
          )
        : row(button(ids.tradeWithdraw(gameId, t.id), 'Withdraw my offer', ButtonStyle.Danger, { emoji: '↩️' })),
    ],
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
        button(ids.log(gameId, p - 1), 'Earlier', ButtonStyle.Secondary, { emoji: '◀️', disabled: p <= 1 }),
        button(ids.log(gameId, p + 1), 'Later', ButtonStyle.Secondary, { emoji: '▶️', disabled: p >= pages }),
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
  return {
    embeds: [
      {
        title: '📈 Money over the months',
        description: truncate(['Each company’s money at the start and after every settlement:', ...lines].join('\n'), LIMITS.description),
        color: SPIEL_COLOR,
        image: { url: 'attachment://money.png' },
      },
    ],
    files: [{ attachment: moneyChart(series), name: 'money.png', description: 'Line chart of each company’s money by month' }],
    allowedMentions: { parse: [] },
  };
}

/** The server's leaderboard (or one player's line), humans ranked, AI companies apart. */
export function statsPost(board: { games: number; players: readonly PlayerStats[]; ai: PlayerStats | null }, only: string | null): MessagePayload {
  const line = (s: PlayerStats, rank: number | null) =>
    `${rank === null ? '' : `**${rank}.** `}${s.userId === null ? '🤖 AI companies' : `<@${s.userId}>`} — ${s.games} game${s.games === 1 ? '' : 's'}, ${s.wins} win${s.wins === 1 ? '' : 's'}` +
    `${s.best ? ` · best game “${s.best.name}” ${perMonth(s.best.value)}` : ''} · highest final money ${money(s.topScore)}`;
  const lines: string[] = [];
  if (board.games === 0) lines.push('No Spiel des Jahres game has finished in this server yet.');
  else if (only !== null) {
    const rank = board.players.findIndex((p) => p.userId === only);
    lines.push(rank < 0 ? `<@${only}> has not finished a game here yet.` : line(board.players[rank] as PlayerStats, rank + 1));
  } else {
    lines.push(`${board.games} finished game${board.games === 1 ? '' : 's'}.`, '');
    board.players.slice(0, 15).forEach((p, i) => lines.push(line(p, i + 1)));
    if (board.ai) lines.push('', line(board.ai, null));
  }
  return { embeds: longEmbeds('🏆 Spiel des Jahres — this server', lines, SPIEL_COLOR), allowedMentions: { parse: [] } };
}
