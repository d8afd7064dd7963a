// The private messages of Spiel des Jahres, built from a company's own view and sent only as
// ephemeral replies to their owner: the panel (hand, money, the plan and whether it is
// committed), the preview of a game, the warning before hiring a designer the company cannot
// pay, the final panel, and trade offers. Every acting button carries the panel's stamp.
import type { APIButtonComponent, APIEmbed, APISelectMenuOption } from 'discord.js';
import { candidates, price, pricingOf, type Candidate } from '../../games/spiel/advisor.js';
import { shortfallMonth } from '../../games/spiel/afford.js';
import type { CardId, Element } from '../../games/spiel/cards.js';
import { cardsInPlan, isDraft, namesInPlan, workingPlan } from '../../games/spiel/plan.js';
import { panelStamp } from '../../games/spiel/stamp.js';
import { breakdown, cardLabel, cardsTitle, cardText, gameTitle, money, offerNumber, pair, perMonth, visible, type Namer } from '../../games/spiel/text.js';
import { language, t } from '../../i18n/index.js';
import { DESIGNER_WAGE, type CardView, type ClosedTrade, type CompanyView, type PlanGames, type SpielView, type TradeOffer } from '../../games/spiel/types.js';
import { button, buttonRows, ButtonStyle, LIMITS, row, select, timestamp, truncate } from '../format.js';
import type { MessagePayload } from '../payload.js';
import { keys } from './ids.js';
import { showing } from '../pictures.js';
import { handPictures, previewPicture } from './pictures.js';

export const SPIEL_COLOR = 0xe8b400;
const WARN_COLOR = 0xd9534f;

type WithCards<T> = T & { readonly giveCards: readonly CardView[]; readonly getCards: readonly CardView[] };

function me(view: SpielView): CompanyView | undefined {
  return view.companies.find((c) => c.id === view.viewer);
}

/** An element as a short word in lists of symbols ("puzzle", "Knobelspiel"). */
const SYMBOL: Record<Element, () => string> = {
  'role-playing': () => t('spiel:symbol.role-playing'),
  puzzle: () => t('spiel:symbol.puzzle'),
  family: () => t('spiel:symbol.family'),
  resource: () => t('spiel:symbol.resource'),
  cards: () => t('spiel:symbol.cards'),
  combat: () => t('spiel:symbol.combat'),
};
function elementName(el: Element): string {
  return SYMBOL[el]();
}

function trendLine(view: SpielView): string {
  return view.favoured ? pair(view.favoured) : '—';
}


/** A game of a plan as a line, priced as it would publish this month. */
function planGameLine(view: SpielView, cards: readonly CardId[], index: number): string {
  const pricing = pricingOf(view);
  const byId = new Map((view.you?.hand ?? []).map((c) => [c.id, c]));
  const stack = cards.map((id) => byId.get(id)).filter((c): c is CardView => c !== undefined);
  if (stack.length !== cards.length || !pricing) return `${index + 1}. ${t('spiel:panel.gameGone')}`;
  const cand = price(stack, pricing);
  const warn = cand.score.value < 0 ? t('spiel:panel.negativeShort') : '';
  return `${index + 1}. **${gameTitle(cand.name)}** ${visible(cand.score)} ${perMonth(cand.score.value)}${warn}`;
}

function gameNames(view: SpielView, games: PlanGames): string {
  const byId = new Map((view.you?.hand ?? []).map((c) => [c.id, c]));
  return games
    .map((g) => {
      const cards = g.map((id) => byId.get(id));
      const name = cards.every((c) => c !== undefined) ? cardsTitle(cards as CardView[]) : '?';
      return t('spiel:month.quoted', { name });
    })
    .join(', ');
}

/**
 * The plan section of the panel. Design: what counts is only what is committed (R5, R6), so the
 * panel always says what is committed now, and shows a draft apart with the plain warning that
 * it does not count until committed — the same for every company, whether it chooses first or
 * last.
 */
function planLines(view: SpielView): string[] {
  const you = view.you;
  if (!you) return [];
  const choice = you.choice;
  const plan = workingPlan(you);
  if (!isDraft(you)) {
    if (choice?.kind === 'publish') {
      return [t('spiel:panel.committedPublish'), ...plan.map((g, i) => planGameLine(view, g, i))];
    }
    if (choice?.kind === 'brainstorm') return [t('spiel:panel.committedBrainstorm')];
    return [
      t('spiel:panel.nothingCommitted'),
      t('spiel:panel.nothingCommittedR6'),
    ];
  }
  const standing =
    choice?.kind === 'publish'
      ? t('spiel:panel.standingPlan', { games: gameNames(view, choice.games) })
      : choice?.kind === 'brainstorm'
        ? t('spiel:panel.standingBrainstorm')
        : t('spiel:panel.standingR6');
  return [
    t('spiel:panel.draftTitle', { count: plan.length }),
    ...(plan.length > 0 ? plan.map((g, i) => planGameLine(view, g, i)) : [t('spiel:panel.draftEmpty')]),
    plan.length > 0
      ? t('spiel:panel.draftWarning', { count: plan.length, standing })
      : t('spiel:panel.draftEmptyWarning', { standing }),
  ];
}

/**
 * Best-game menus already worked out, by everything they depend on (the cards left, what prices
 * them, the names taken). A company's panel is drawn again and again within a month — /spiel hand,
 * Open my hand, Refresh, the panel handed back after each click — while its hand stays the same,
 * and working out the menu was three quarters of drawing a panel.
 */
const bestMemo = new Map<string, BestOptions>();
const BEST_MEMO_SIZE = 512;

type BestOptions = { readonly options: readonly APISelectMenuOption[]; readonly list: readonly Candidate[] };

/** Up to 25 of the best games this hand can make from cards not already in the plan, as select options. */
export function bestOptions(view: SpielView): BestOptions {
  const pricing = pricingOf(view);
  if (!pricing || !view.you) return { options: [], list: [] };
  const used = cardsInPlan(view.you);
  const left = view.you.hand.filter((c) => !used.has(c.id));
  const taken = new Set([...pricing.taken, ...namesInPlan(view.you)]);
  const key = [language(), pricing.specialties.join(), pricing.favoured.join(), pricing.designers.map((d) => d.join()).join(';'), left.map((c) => c.id).join('.'), [...taken].sort().join('|')].join('#');
  const known = bestMemo.get(key);
  if (known) return known;
  const list = candidates(left, { ...pricing, taken }, LIMITS.selectOptions);
  const best: BestOptions = {
    list,
    options: list.map((c) => ({
      label: truncate(`${gameTitle(c.name)} (${perMonth(c.score.value)})`, LIMITS.optionLabel),
      description: truncate(t('spiel:panel.optionShows', { symbols: c.score.visible.map(elementName).join(', '), count: c.cards.length }), LIMITS.optionDescription),
      value: c.cards.join('.'),
    })),
  };
  if (bestMemo.size >= BEST_MEMO_SIZE) bestMemo.delete(bestMemo.keys().next().value as string);
  bestMemo.set(key, best);
  return best;
}

/** "until month 9" if the company could not pay `wage` more every month to the end of the year. */
export function hireWarning(view: SpielView, wage: number = DESIGNER_WAGE): number | null {
  const c = me(view);
  if (!c) return null;
  return shortfallMonth(c, view.month, wage);
}

/** Words for how long the wages could be paid, given the first month that could not be paid. */
function payableUntil(view: SpielView, until: number): string {
  return until <= view.month
    ? t('spiel:panel.payNever', { month: until })
    : t('spiel:panel.payUntil', { last: until - 1, month: until });
}

function labelOf(view: SpielView, card: CardId): string {
  const d = view.companies.flatMap((c) => c.designers).find((x) => x.card === card);
  return d ? cardLabel(d.view) : t('spiel:panel.cardNumber', { id: card });
}

const OUTCOME: Record<ClosedTrade['outcome'], () => string> = {
  accepted: () => t('spiel:board.accepted'),
  declined: () => t('spiel:board.declined'),
  withdrawn: () => t('spiel:board.withdrawn'),
  lapsed: () => t('spiel:panel.lapsed'),
  failed: () => t('spiel:panel.failed'),
};

/** One line describing a trade offer to one of its two companies. */
export function tradeLine(offer: WithCards<TradeOffer>, view: SpielView, name: Namer): string {
  const side = (cards: readonly CardView[], m: number, games: readonly number[]) =>
    [...cards.map(cardLabel), ...(m ? [money(m)] : []), ...games.map((g) => t('spiel:month.quoted', { name: gameTitle(view.gamesById[g]?.name ?? '?') }))].join(', ') || t('spiel:month.nothing');
  return t('spiel:panel.tradeLine', { id: offerNumber(offer.id), from: name(offer.from), give: side(offer.giveCards, offer.give.money, offer.give.games), to: name(offer.to), get: side(offer.getCards, offer.get.money, offer.get.games) });
}

/** A settled offer for the panel: what it was and what became of it. */
function closedTradeLine(offer: WithCards<ClosedTrade>, view: SpielView, name: Namer): string {
  return `${tradeLine(offer, view, name)} — **${OUTCOME[offer.outcome]()}**`;
}

/** Last month's private news: what was drawn, what did not publish and why, a draft that did not count. */
function noteLines(view: SpielView): string[] {
  const you = view.you;
  if (!you || you.notes.month <= 0 || you.notes.month !== view.month - 1) return [];
  const notes: string[] = [];
  if (you.notes.drew.length > 0) notes.push(t('spiel:panel.drew', { cards: you.notes.drew.map(cardLabel).join(', ') }));
  for (const r of you.notes.refused) {
    notes.push(
      r.reason === 'copyright'
        ? t('spiel:panel.refusedCopyright', { name: cardsTitle(r.cards) })
        : t('spiel:panel.refusedCards', { name: cardsTitle(r.cards) }),
    );
  }
  if (you.notes.uncommitted.length > 0) {
    const names = you.notes.uncommitted.map((g) => t('spiel:month.quoted', { name: cardsTitle(g) })).join(', ');
    notes.push(t('spiel:panel.uncommitted', { names }));
  }
  return notes;
}

/** The panel of a company that is out: bankrupt or retired. Read-only. */
function outPanel(gameId: number, view: SpielView, c: CompanyView, name: Namer): MessagePayload {
  const report = view.history.find((r) => r.bankrupt.includes(c.id) || r.retired.includes(c.id));
  const lines: string[] = [];
  if (c.status === 'bankrupt') {
    const s = report?.settlement.find((x) => x.player === c.id);
    lines.push(
      t('spiel:panel.wentBankrupt', { when: report ? t('spiel:panel.atSettlement', { month: report.month }) : '' }),
      ...(s ? [t('spiel:panel.couldNotPay', { before: money(s.before), income: money(s.income), wages: money(s.wages), after: money(s.after) })] : []),
      t('spiel:panel.leftWithIt'),
    );
  } else {
    lines.push(t('spiel:panel.retired', { when: report ? t('spiel:ceremony.inMonth', { month: report.month }) : '' }));
  }
  lines.push('', view.phase === 'playing' ? t('spiel:panel.follow') : resultLine(view, c.id, name));
  return {
    content: t('spiel:panel.onlyYou'),
    embeds: [{ title: c.status === 'bankrupt' ? t('spiel:panel.outBankrupt') : t('spiel:panel.outRetired'), description: lines.join('\n'), color: WARN_COLOR }],
    components: [row(button(keys.board.id(gameId), t('spiel:board.boardButton'), ButtonStyle.Secondary, { emoji: '📊' }))],
  };
}

/** "1st", "2nd" (English ordinal plurals), "1." in German: the catalogue's `_ordinal` forms. */
function ordinal(n: number): string {
  return t('spiel:panel.place', { count: n, ordinal: true });
}

/** The outcome of a finished game for one company. */
function resultLine(view: SpielView, player: string, name: Namer): string {
  const result = view.result;
  if (!result) return '';
  const winning = result.winningGame === null ? undefined : view.gamesById[result.winningGame];
  const place = result.standings.indexOf(player) + 1;
  if (result.winners.includes(player)) {
    return winning ? t('spiel:panel.wonPrize', { name: gameTitle(winning.name), value: perMonth(winning.value) }) : t('spiel:panel.won');
  }
  const winner =
    result.winners.length > 0
      ? t('spiel:panel.winner', { who: result.winners.map(name).join(', '), with: winning ? t('spiel:panel.winnerWith', { name: gameTitle(winning.name), value: perMonth(winning.value) }) : '' })
      : t('spiel:panel.noWinner');
  return `${winner} ${t('spiel:panel.finished', { place: ordinal(place), of: result.standings.length })}`;
}

/** The panel after the game: how it ended for this company, read-only. */
function finalPanel(gameId: number, view: SpielView, c: CompanyView, name: Namer): MessagePayload {
  const hand = view.you?.hand ?? [];
  const lines = [
    resultLine(view, c.id, name),
    '',
    t('spiel:panel.moneyEnd', { money: money(c.money), income: perMonth(c.income), wages: money(c.wages) }),
    t('spiel:panel.specialties', { pair: pair(c.specialties) }),
    ...(c.games.length > 0 ? [t('spiel:panel.yourGames'), ...c.games.map((g) => `📦 **${gameTitle(g.name)}** ${visible(g.score)} ${perMonth(g.value)}`)] : [t('spiel:panel.noGames')]),
    '',
    t('spiel:panel.handEnd', { count: hand.length, cards: hand.length > 0 ? hand.map(cardLabel).join(', ') : t('spiel:panel.empty') }),
  ];
  return {
    content: t('spiel:panel.onlyYouOver'),
    embeds: [{ title: t('spiel:panel.finalTitle'), description: truncate(lines.join('\n'), LIMITS.description), color: SPIEL_COLOR }],
    components: [row(button(keys.board.id(gameId), t('spiel:board.boardButton'), ButtonStyle.Secondary, { emoji: '📊' }), button(keys.logPage.id(gameId, 99), t('spiel:panel.history'), ButtonStyle.Secondary, { emoji: '📜' }))],
  };
}

/** The private panel of a company (ephemeral only: it shows the hand). */
export function panel(gameId: number, view: SpielView, name: Namer): MessagePayload {
  const you = view.you;
  const c = me(view);
  if (!you || !c) return { content: t('kit:error.NOT_IN_GAME'), embeds: [], components: [] };
  if (c.status !== 'active') return outPanel(gameId, view, c, name);
  if (view.phase !== 'playing') return finalPanel(gameId, view, c, name);
  const stamp = panelStamp(view);
  const planned = cardsInPlan(you);
  const hand = you.hand.map((card, i) => `${i + 1}. ${cardText(card)}${planned.has(card.id) ? t('spiel:panel.inPlan') : ''}`);
  const designersInHand = you.hand.filter((card) => card.kind === 'designer');
  const hireShort = designersInHand.length > 0 ? hireWarning(view) : null;
  const market = [
    ...you.firings.map((id) => t('spiel:panel.firing', { designer: labelOf(view, id) })),
    ...you.offers.map((o) => t('spiel:panel.offering', { designer: labelOf(view, o.designer), wage: money(o.wage), raise: c.designers.some((d) => d.card === o.designer) ? t('spiel:panel.raiseBinding') : '' })),
  ];
  const trades = you.trades.map((offer) => tradeLine(offer, view, name));
  const recent = you.recentTrades.slice(0, 5).map((offer) => closedTradeLine(offer, view, name));
  const notes = noteLines(view);
  const embed: APIEmbed = {
    title: t('spiel:panel.title', { month: view.month, months: view.months }),
    color: SPIEL_COLOR,
    description: truncate(
      [
        t('spiel:panel.trendDeadline', { trend: trendLine(view), deadline: timestamp(view.deadlineAt, 'R') }),
        t('spiel:panel.money', { money: money(c.money), income: perMonth(c.income), wages: money(c.wages) }),
        t('spiel:panel.specialties', { pair: pair(c.specialties) }),
        ...(c.designers.length > 0 ? [`${t('spiel:panel.designers')} ${c.designers.map((d) => `${cardLabel(d.view)} ${pair([d.view.upper, d.view.lower])} (${money(d.wage)})`).join('; ')}`] : []),
        '',
        ...planLines(view),
        '',
        t('spiel:panel.hand', { count: you.hand.length }),
        ...(hand.length > 0 ? hand : [t('spiel:panel.empty')]),
        ...(hireShort !== null ? [t('spiel:panel.hireWarning', { wage: money(DESIGNER_WAGE), until: payableUntil(view, hireShort) })] : []),
        ...(market.length > 0 ? ['', t('spiel:panel.market'), ...market] : []),
        ...(trades.length > 0 ? ['', t('spiel:panel.openTrades'), ...trades] : []),
        ...(recent.length > 0 ? ['', t('spiel:panel.recentTrades'), ...recent] : []),
        ...(notes.length > 0 ? ['', ...notes] : []),
      ].join('\n'),
      LIMITS.description,
    ),
  };
  const choice = you.choice;
  const plan = workingPlan(you);
  const draft = isDraft(you);
  const components = [
    row(
      button(keys.brainstorm.id(gameId, stamp), choice?.kind === 'brainstorm' && !draft ? t('spiel:panel.brainstorming') : t('spiel:panel.brainstorm'), choice?.kind === 'brainstorm' ? ButtonStyle.Success : ButtonStyle.Primary, {
        emoji: '💡',
        disabled: choice?.kind === 'brainstorm',
      }),
      ...(draft && plan.length > 0 ? [button(keys.commitPlan.id(gameId, stamp), t('spiel:panel.publishPlan', { count: plan.length }), ButtonStyle.Success, { emoji: '📦' })] : []),
      ...(draft ? [button(keys.discardPlan.id(gameId, stamp), t('spiel:panel.discard'), ButtonStyle.Secondary, { emoji: '🗑️' })] : []),
      button(keys.hand.id(gameId), t('spiel:panel.refresh'), ButtonStyle.Secondary, { emoji: '🔄' }),
      button(keys.board.id(gameId), t('spiel:board.boardButton'), ButtonStyle.Secondary, { emoji: '📊' }),
    ),
  ];
  const best = bestOptions(view);
  if (best.options.length > 0) {
    components.push(
      row(select(keys.preview.id(gameId, stamp), plan.length > 0 ? t('spiel:panel.addPlaceholder') : t('spiel:panel.buildPlaceholder'), best.options)),
    );
  }
  if (designersInHand.length > 0) {
    components.push(
      row(
        select(
          keys.hire.id(gameId, stamp),
          t('spiel:panel.hirePlaceholder', { wage: money(DESIGNER_WAGE) }),
          designersInHand.map((card) => ({
            label: cardLabel(card),
            description: t('spiel:panel.hireOption', { upper: elementName(card.upper), lower: elementName(card.lower), warning: hireShort !== null ? t('spiel:panel.hireOptionWarning', { month: hireShort }) : '' }),
            value: String(card.id),
          })),
        ),
      ),
    );
  }
  const undo: APIButtonComponent[] = [
    ...you.firings.map((id) => button(keys.keepDesigner.id(gameId, stamp, id), t('spiel:panel.keep', { designer: labelOf(view, id) }), ButtonStyle.Secondary, { emoji: '↩️' })),
    ...you.offers.map((o) => button(keys.dropOffer.id(gameId, stamp, o.designer), t('spiel:panel.withdrawOffer', { designer: labelOf(view, o.designer) }), ButtonStyle.Secondary, { emoji: '↩️' })),
  ];
  const rowsLeft = LIMITS.rows - components.length;
  const removals = plan.map((_, i) => button(keys.dropFromPlan.id(gameId, stamp, i), t('spiel:panel.removeGame', { n: i + 1 }), ButtonStyle.Danger, { emoji: '✖️' }));
  if (plan.length > 0 && Math.ceil((removals.length + undo.length) / LIMITS.buttonsPerRow) > rowsLeft) {
    // A plan too long for buttons: one menu removes any of its games.
    components.push(
      row(select(keys.dropMenu.id(gameId, stamp), t('spiel:panel.removePlaceholder'), plan.map((g, i) => ({ label: `${i + 1}. ${gameNames(view, [g])}`, value: String(i) })))),
    );
    components.push(...buttonRows(undo).slice(0, LIMITS.rows - components.length));
  } else {
    components.push(...buttonRows([...removals, ...undo]).slice(0, rowsLeft));
  }
  return showing({ embeds: [embed], components, content: t('spiel:panel.content') }, handPictures(view));
}

/** A preview of one game: name, symbols, value breakdown; add it to the plan, or publish only it. */
export function preview(gameId: number, view: SpielView, cards: readonly CardView[]): MessagePayload {
  const pricing = pricingOf(view);
  const you = view.you;
  if (!pricing || !you) return { content: t('kit:error.NOT_IN_GAME'), embeds: [], components: [] };
  const stamp = panelStamp(view);
  const cand = price(cards, pricing);
  const plan = workingPlan(you);
  const used = cardsInPlan(you);
  const overlap = cards.filter((c) => used.has(c.id));
  const taken = view.takenNames.includes(cand.name);
  const twice = overlap.length === 0 && namesInPlan(you).has(cand.name);
  const lines = [
    t('spiel:preview.cards', { cards: cards.map(cardText).join(' → ') }),
    t('spiel:preview.shows', { symbols: visible(cand.score), names: cand.score.visible.map(elementName).join(', ') }),
    t('spiel:preview.value', { breakdown: breakdown(cand.score) }),
  ];
  if (cand.score.value < 0) lines.push(t('spiel:preview.negative', { money: money(-cand.score.value) }));
  if (taken) lines.push(t('spiel:preview.taken'));
  if (twice) lines.push(t('spiel:preview.twice', { name: gameTitle(cand.name) }));
  if (overlap.length > 0) lines.push(t('spiel:preview.overlap', { cards: overlap.map(cardLabel).join(', '), count: overlap.length }));
  // Beside a disabled button, say why it is off (the lines above) and what the other one does.
  const addOff = taken || twice || overlap.length > 0;
  const addHelp = () => t('spiel:preview.addHelp', { with: plan.length > 0 ? t('spiel:preview.withPlanned', { count: plan.length }) : t('spiel:preview.addMore') });
  lines.push('', ...(taken ? [t('spiel:preview.noButtons')] : addOff ? [t('spiel:preview.addOff')] : [addHelp(), t('spiel:preview.onlyHelp')]));
  const picture = previewPicture(cards, cand.score);
  return {
    content: t('spiel:panel.onlyYou'),
    embeds: [{ title: `📦 ${t('spiel:month.quoted', { name: gameTitle(cand.name) })}`, description: lines.join('\n'), color: cand.score.value < 0 ? WARN_COLOR : SPIEL_COLOR, image: { url: `attachment://${picture.name}` } }],
    pictures: [picture],
    components: [
      row(
        button(keys.addToPlan.id(gameId, stamp, cand.cards), t('spiel:preview.add', { count: plan.length + 1 }), ButtonStyle.Success, { emoji: '➕', disabled: addOff }),
        button(keys.publishOnly.id(gameId, stamp, cand.cards), t('spiel:preview.publishOnly'), ButtonStyle.Primary, { emoji: '📦', disabled: taken }),
        button(keys.hand.id(gameId), t('spiel:preview.back'), ButtonStyle.Secondary, { emoji: '🃏' }),
      ),
    ],
  };
}

/** The stop before hiring a designer the company could not pay to the end of the year. */
export function hireConfirm(gameId: number, view: SpielView, card: CardView, until: number): MessagePayload {
  const c = me(view);
  const stamp = panelStamp(view);
  const lines = [
    t('spiel:hire.cost', { designer: cardLabel(card), wage: money(DESIGNER_WAGE) }),
    t('spiel:hire.warning', { money: money(c?.money ?? 0), income: perMonth(c?.income ?? 0), wages: money(c?.wages ?? 0), until: payableUntil(view, until) }),
  ];
  return {
    content: t('spiel:panel.onlyYou'),
    embeds: [{ title: t('spiel:hire.title', { designer: cardLabel(card) }), description: lines.join('\n'), color: WARN_COLOR }],
    components: [
      row(
        button(keys.hireAnyway.id(gameId, stamp, card.id), t('spiel:hire.anyway'), ButtonStyle.Danger, { emoji: '🧑‍🎨' }),
        button(keys.hand.id(gameId), t('spiel:preview.back'), ButtonStyle.Secondary, { emoji: '🃏' }),
      ),
    ],
  };
}

/** The private view of a trade offer for one of its two companies, with its buttons (or what became of it). */
export function tradeDetail(gameId: number, view: SpielView, tradeId: number, name: Namer): MessagePayload {
  const offer = view.you?.trades.find((x) => x.id === tradeId);
  if (!offer) {
    const closed = view.you?.recentTrades.find((x) => x.id === tradeId);
    if (closed) return { content: t('spiel:panel.onlyYou'), embeds: [{ title: t('spiel:trade.title', { id: offerNumber(closed.id) }), description: closedTradeLine(closed, view, name), color: SPIEL_COLOR }], components: [] };
    return { content: t('spiel:rule.NO_SUCH_TRADE'), embeds: [], components: [] };
  }
  const mineToAnswer = offer.to === view.viewer;
  return {
    content: t('spiel:panel.onlyYou'),
    embeds: [{ title: t('spiel:trade.title', { id: offerNumber(offer.id) }), description: tradeLine(offer, view, name), color: SPIEL_COLOR }],
    components: [
      mineToAnswer
        ? row(
            button(keys.tradeAccept.id(gameId, offer.id), t('spiel:trade.accept'), ButtonStyle.Success, { emoji: '✅' }),
            button(keys.tradeDecline.id(gameId, offer.id), t('spiel:trade.decline'), ButtonStyle.Danger, { emoji: '✖️' }),
          )
        : row(button(keys.tradeWithdraw.id(gameId, offer.id), t('spiel:trade.withdraw'), ButtonStyle.Danger, { emoji: '↩️' })),
    ],
  };
}
