// The private messages of Spiel des Jahres, built from a company's own view and sent only as
// ephemeral replies to their owner: the panel (hand, money, the plan and whether it is
// committed), the preview of a game, the warning before hiring a designer the company cannot
// pay, the final panel, and trade offers. Every acting button carries the panel's stamp.
import type { APIButtonComponent, APIEmbed, APISelectMenuOption } from 'discord.js';
import { ComponentType } from 'discord.js';
import { candidates, price, pricingOf, type Candidate } from '../../games/spiel/advisor.js';
import { shortfallMonth } from '../../games/spiel/afford.js';
import type { CardId } from '../../games/spiel/cards.js';
import { cardsInPlan, isDraft, namesInPlan, workingPlan } from '../../games/spiel/plan.js';
import { panelStamp } from '../../games/spiel/stamp.js';
import { breakdown, cardText, money, pair, perMonth, visible, type Namer } from '../../games/spiel/text.js';
import { DESIGNER_WAGE, type CardView, type ClosedTrade, type CompanyView, type PlanGames, type SpielView, type TradeOffer } from '../../games/spiel/types.js';
import { button, buttonRows, ButtonStyle, LIMITS, row, timestamp, truncate } from '../format.js';
import type { MessagePayload } from '../payload.js';
import { keys } from './ids.js';
import { handPicture, previewPicture } from './pictures.js';

export const SPIEL_COLOR = 0xe8b400;
const WARN_COLOR = 0xd9534f;

type WithCards<T> = T & { readonly giveCards: readonly CardView[]; readonly getCards: readonly CardView[] };

function me(view: SpielView): CompanyView | undefined {
  return view.companies.find((c) => c.id === view.viewer);
}

function trendLine(view: SpielView): string {
  return view.favoured ? pair(view.favoured) : '—';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A game of a plan as a line, priced as it would publish this month. */
function planGameLine(view: SpielView, cards: readonly CardId[], index: number): string {
  const pricing = pricingOf(view);
  const byId = new Map((view.you?.hand ?? []).map((c) => [c.id, c]));
  const stack = cards.map((id) => byId.get(id)).filter((c): c is CardView => c !== undefined);
  if (stack.length !== cards.length || !pricing) return `${index + 1}. ⚠️ a game with cards no longer in your hand (it will not publish)`;
  const cand = price(stack, pricing);
  const warn = cand.score.value < 0 ? ' ⚠️ negative: it will cost you every month' : '';
  return `${index + 1}. **${cand.name}** ${visible(cand.score)} ${perMonth(cand.score.value)}${warn}`;
}

function gameNames(view: SpielView, games: PlanGames): string {
  const byId = new Map((view.you?.hand ?? []).map((c) => [c.id, c.label]));
  return games.map((g) => `“${g.map((id) => byId.get(id) ?? '?').join(' ')}”`).join(', ');
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
      return ['✅ **Committed: publish these games** (you can change your plan until the month resolves):', ...plan.map((g, i) => planGameLine(view, g, i))];
    }
    if (choice?.kind === 'brainstorm') return ['✅ **Committed: 💡 brainstorm** this month. To publish instead, build a plan with the menu below.'];
    return [
      '⏳ **Nothing committed yet.** Brainstorm, or build a plan of one or more games with the menu below and commit it.',
      'If you commit nothing by the deadline, you brainstorm (R6).',
    ];
  }
  const standing =
    choice?.kind === 'publish'
      ? `your committed plan publishes instead: ${gameNames(view, choice.games)}`
      : choice?.kind === 'brainstorm'
        ? 'you brainstorm, as you committed'
        : 'you brainstorm (R6)';
  return [
    `📝 **Your plan — a draft, not committed** (${plural(plan.length, 'game')}):`,
    ...(plan.length > 0 ? plan.map((g, i) => planGameLine(view, g, i)) : ['(empty: nothing to publish)']),
    plan.length > 0
      ? `⚠️ A draft counts only once you press **Publish ${plan.length === 1 ? 'this game' : `these ${plan.length} games`}**. Left uncommitted at the deadline it does not count: ${standing}.`
      : `⚠️ This empty draft is not committed: ${standing}. Press **Brainstorm** to publish nothing this month, or **Discard draft**.`,
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
  const key = [pricing.specialties.join(), pricing.favoured.join(), pricing.designers.map((d) => d.join()).join(';'), left.map((c) => c.id).join('.'), [...taken].sort().join('|')].join('#');
  const known = bestMemo.get(key);
  if (known) return known;
  const list = candidates(left, { ...pricing, taken }, LIMITS.selectOptions);
  const best: BestOptions = {
    list,
    options: list.map((c) => ({
      label: truncate(`${c.name} (${perMonth(c.score.value)})`, LIMITS.optionLabel),
      description: truncate(`shows ${c.score.visible.join(', ')} · ${c.cards.length} cards`, LIMITS.optionDescription),
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
    ? `you could not pay even this month's settlement: you would be **bankrupt** at the end of month ${until}`
    : `you could pay the wages only until month ${until - 1}: at month ${until}'s settlement you would be **bankrupt**`;
}

function labelOf(view: SpielView, card: CardId): string {
  return view.companies.flatMap((c) => c.designers).find((d) => d.card === card)?.view.label ?? `card ${card}`;
}

const OUTCOME: Record<ClosedTrade['outcome'], string> = {
  accepted: '✅ accepted',
  declined: '✖️ declined',
  withdrawn: '↩️ withdrawn',
  lapsed: '⌛ lapsed: the month ended before an answer',
  failed: '⚠️ failed: it could no longer be carried out (a company lacked what it offered, or left the game)',
};

/** One line describing a trade offer to one of its two companies. */
export function tradeLine(t: WithCards<TradeOffer>, view: SpielView, name: Namer): string {
  const side = (cards: readonly CardView[], m: number, games: readonly number[]) =>
    [...cards.map((c) => c.label), ...(m ? [money(m)] : []), ...games.map((g) => `“${view.gamesById[g]?.name ?? '?'}”`)].join(', ') || 'nothing';
  return `#${t.id}: ${name(t.from)} gives ${side(t.giveCards, t.give.money, t.give.games)} to ${name(t.to)} for ${side(t.getCards, t.get.money, t.get.games)}`;
}

/** A settled offer for the panel: what it was and what became of it. */
function closedTradeLine(t: WithCards<ClosedTrade>, view: SpielView, name: Namer): string {
  return `${tradeLine(t, view, name)} — **${OUTCOME[t.outcome]}**`;
}

/** Last month's private news: what was drawn, what did not publish and why, a draft that did not count. */
function noteLines(view: SpielView): string[] {
  const you = view.you;
  if (!you || you.notes.month <= 0 || you.notes.month !== view.month - 1) return [];
  const notes: string[] = [];
  if (you.notes.drew.length > 0) notes.push(`Last month you drew: ${you.notes.drew.map((c) => c.label).join(', ')}.`);
  for (const r of you.notes.refused) {
    notes.push(
      r.reason === 'copyright'
        ? `“${r.cards.map((c) => c.label).join(' ')}” was not published: another company took the name first. Its cards are back in your hand.`
        : `“${r.cards.map((c) => c.label).join(' ')}” was not published: its cards had left your hand.`,
    );
  }
  if (you.notes.uncommitted.length > 0) {
    const names = you.notes.uncommitted.map((g) => `“${g.map((c) => c.label).join(' ')}”`).join(', ');
    notes.push(`Your draft (${names}) was never committed, so it did not count last month.`);
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
      `💥 **Your company went bankrupt**${report ? ` at the settlement of month ${report.month}` : ''} and is out of the game (rule 6).`,
      ...(s ? [`Settlement: ${money(s.before)} + games ${money(s.income)} − wages ${money(s.wages)} = **${money(s.after)}**: it could not pay.`] : []),
      'Its hand, games and designers left the game with it.',
    );
  } else {
    lines.push(`🚪 **Your company retired**${report ? ` in month ${report.month}` : ''} when you left the game; its cards, games and designers left with it.`);
  }
  lines.push('', view.phase === 'playing' ? 'You can still follow the game: the board, and `/spiel log` for the history.' : resultLine(view, c.id, name));
  return {
    content: 'Only you can see this.',
    embeds: [{ title: c.status === 'bankrupt' ? '💥 Your company — bankrupt' : '🚪 Your company — retired', description: lines.join('\n'), color: WARN_COLOR }],
    components: [row(button(keys.board.id(gameId), 'Board', ButtonStyle.Secondary, { emoji: '📊' }))],
  };
}

function ordinal(n: number): string {
  const s = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** The outcome of a finished game for one company. */
function resultLine(view: SpielView, player: string, name: Namer): string {
  const result = view.result;
  if (!result) return '';
  const winning = result.winningGame === null ? undefined : view.gamesById[result.winningGame];
  const place = result.standings.indexOf(player) + 1;
  if (result.winners.includes(player)) {
    return winning ? `🏆 **You won**: your game **${winning.name}** is the Spiel des Jahres (${perMonth(winning.value)}).` : '🏆 **You won the game.**';
  }
  const winner = result.winners.length > 0 ? `🥇 Winner: ${result.winners.map(name).join(', ')}${winning ? ` with **${winning.name}** (${perMonth(winning.value)})` : ''}.` : '🥇 No company won.';
  return `${winner} You finished ${ordinal(place)} of ${result.standings.length}.`;
}

/** The panel after the game: how it ended for this company, read-only. */
function finalPanel(gameId: number, view: SpielView, c: CompanyView, name: Namer): MessagePayload {
  const hand = view.you?.hand ?? [];
  const lines = [
    resultLine(view, c.id, name),
    '',
    `**Money at the end:** ${money(c.money)} · games ${perMonth(c.income)} · wages ${money(c.wages)}/month`,
    `**Specialties:** ${pair(c.specialties)}`,
    ...(c.games.length > 0 ? ['**Your games:**', ...c.games.map((g) => `📦 **${g.name}** ${visible(g.score)} ${perMonth(g.value)}`)] : ['You published no game that is still on the table.']),
    '',
    `**Hand at the end (${hand.length}):** ${hand.length > 0 ? hand.map((x) => x.label).join(', ') : '(empty)'}`,
  ];
  return {
    content: 'Only you can see this. The game is over: nothing here can be changed.',
    embeds: [{ title: '🏁 Your company — the game is over', description: truncate(lines.join('\n'), LIMITS.description), color: SPIEL_COLOR }],
    components: [row(button(keys.board.id(gameId), 'Board', ButtonStyle.Secondary, { emoji: '📊' }), button(keys.logPage.id(gameId, 99), 'Ceremony and history', ButtonStyle.Secondary, { emoji: '📜' }))],
  };
}

/** The private panel of a company (ephemeral only: it shows the hand). */
export function panel(gameId: number, view: SpielView, name: Namer): MessagePayload {
  const you = view.you;
  const c = me(view);
  if (!you || !c) return { content: 'You are not playing in this game.', embeds: [], components: [] };
  if (c.status !== 'active') return outPanel(gameId, view, c, name);
  if (view.phase !== 'playing') return finalPanel(gameId, view, c, name);
  const stamp = panelStamp(view);
  const planned = cardsInPlan(you);
  const hand = you.hand.map((card, i) => `${i + 1}. ${cardText(card)}${planned.has(card.id) ? ' · 📦 in your plan' : ''}`);
  const designersInHand = you.hand.filter((card) => card.kind === 'designer');
  const hireShort = designersInHand.length > 0 ? hireWarning(view) : null;
  const market = [
    ...you.firings.map((id) => `🔥 Firing ${labelOf(view, id)} after this month`),
    ...you.offers.map((o) => `💶 Offering ${labelOf(view, o.designer)} ${money(o.wage)}/month${c.designers.some((d) => d.card === o.designer) ? ' (a raise: binding even if no rival bids, R16)' : ''}`),
  ];
  const trades = you.trades.map((t) => tradeLine(t, view, name));
  const recent = you.recentTrades.slice(0, 5).map((t) => closedTradeLine(t, view, name));
  const notes = noteLines(view);
  const embed: APIEmbed = {
    title: `🃏 Your company — month ${view.month} of ${view.months}`,
    color: SPIEL_COLOR,
    description: truncate(
      [
        `**Trend:** ${trendLine(view)} · **Deadline:** ${timestamp(view.deadlineAt, 'R')}`,
        `**Money:** ${money(c.money)} · games ${perMonth(c.income)} · wages ${money(c.wages)}/month`,
        `**Specialties:** ${pair(c.specialties)}`,
        ...(c.designers.length > 0 ? [`**Designers:** ${c.designers.map((d) => `${d.view.label} ${pair([d.view.upper, d.view.lower])} (${money(d.wage)})`).join('; ')}`] : []),
        '',
        ...planLines(view),
        '',
        `**Hand (${you.hand.length}):**`,
        ...(hand.length > 0 ? hand : ['(empty)']),
        ...(hireShort !== null ? [`⚠️ If you hire a designer (${money(DESIGNER_WAGE)}/month) now, at today's income ${payableUntil(view, hireShort)} (rule 6).`] : []),
        ...(market.length > 0 ? ['', '**Sealed market moves:**', ...market] : []),
        ...(trades.length > 0 ? ['', '**Open trade offers:**', ...trades] : []),
        ...(recent.length > 0 ? ['', '**Recent trade offers:**', ...recent] : []),
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
      button(keys.brainstorm.id(gameId, stamp), choice?.kind === 'brainstorm' && !draft ? 'Brainstorming' : 'Brainstorm', choice?.kind === 'brainstorm' ? ButtonStyle.Success : ButtonStyle.Primary, {
        emoji: '💡',
        disabled: choice?.kind === 'brainstorm',
      }),
      ...(draft && plan.length > 0 ? [button(keys.commitPlan.id(gameId, stamp), plan.length === 1 ? 'Publish this game' : `Publish these ${plan.length} games`, ButtonStyle.Success, { emoji: '📦' })] : []),
      ...(draft ? [button(keys.discardPlan.id(gameId, stamp), 'Discard draft', ButtonStyle.Secondary, { emoji: '🗑️' })] : []),
      button(keys.hand.id(gameId), 'Refresh', ButtonStyle.Secondary, { emoji: '🔄' }),
      button(keys.board.id(gameId), 'Board', ButtonStyle.Secondary, { emoji: '📊' }),
    ),
  ];
  const best = bestOptions(view);
  if (best.options.length > 0) {
    components.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: keys.preview.id(gameId, stamp),
        placeholder: plan.length > 0 ? 'Add a game to your plan… (best games with the cards left)' : 'Build a plan: preview a game… (your best games, with their value)',
        options: [...best.options],
      }),
    );
  }
  if (designersInHand.length > 0) {
    components.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: keys.hire.id(gameId, stamp),
        placeholder: `Hire a designer from your hand (${money(DESIGNER_WAGE)}/month)…`,
        options: designersInHand.slice(0, LIMITS.selectOptions).map((card) => ({
          label: truncate(card.label, LIMITS.optionLabel),
          description: truncate(`specialties ${card.upper} + ${card.lower}${hireShort !== null ? ` · ⚠️ you could not pay this to the end (bankrupt in month ${hireShort})` : ''}`, LIMITS.optionDescription),
          value: String(card.id),
        })),
      }),
    );
  }
  const undo: APIButtonComponent[] = [
    ...you.firings.map((id) => button(keys.keepDesigner.id(gameId, stamp, id), `Keep ${labelOf(view, id)}`, ButtonStyle.Secondary, { emoji: '↩️' })),
    ...you.offers.map((o) => button(keys.dropOffer.id(gameId, stamp, o.designer), `Withdraw offer: ${labelOf(view, o.designer)}`, ButtonStyle.Secondary, { emoji: '↩️' })),
  ];
  const rowsLeft = LIMITS.rows - components.length;
  const removals = plan.map((_, i) => button(keys.dropFromPlan.id(gameId, stamp, i), `Remove game ${i + 1}`, ButtonStyle.Danger, { emoji: '✖️' }));
  if (plan.length > 0 && Math.ceil((removals.length + undo.length) / LIMITS.buttonsPerRow) > rowsLeft) {
    // A plan too long for buttons: one menu removes any of its games.
    components.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: keys.dropMenu.id(gameId, stamp),
        placeholder: '✖️ Remove a game from your plan…',
        options: plan.slice(0, LIMITS.selectOptions).map((g, i) => ({ label: truncate(`${i + 1}. ${gameNames(view, [g])}`, LIMITS.optionLabel), value: String(i) })),
      }),
    );
    components.push(...buttonRows(undo).slice(0, LIMITS.rows - components.length));
  } else {
    components.push(...buttonRows([...removals, ...undo]).slice(0, rowsLeft));
  }
  const picture = handPicture(view);
  return {
    embeds: [picture ? { ...embed, image: { url: `attachment://${picture.name}` } } : embed],
    ...(picture ? { pictures: [picture] } : {}),
    components,
    content: 'Only you can see this. Type `/spiel publish` to build any game (autocomplete lists your hand), `/spiel designer` for the market, `/spiel trade` to trade.',
  };
}

/** A preview of one game: name, symbols, value breakdown; add it to the plan, or publish only it. */
export function preview(gameId: number, view: SpielView, cards: readonly CardView[]): MessagePayload {
  const pricing = pricingOf(view);
  const you = view.you;
  if (!pricing || !you) return { content: 'You are not playing in this game.', embeds: [], components: [] };
  const stamp = panelStamp(view);
  const cand = price(cards, pricing);
  const plan = workingPlan(you);
  const used = cardsInPlan(you);
  const overlap = cards.filter((c) => used.has(c.id));
  const taken = view.takenNames.includes(cand.name);
  const twice = overlap.length === 0 && namesInPlan(you).has(cand.name);
  const lines = [
    `**Cards (in stacking order):** ${cards.map(cardText).join(' → ')}`,
    `**Shows:** ${visible(cand.score)} (${cand.score.visible.join(', ')})`,
    `**Value:** ${breakdown(cand.score)}`,
  ];
  if (cand.score.value < 0) lines.push(`⚠️ **This game has a negative value:** it will cost you ${money(-cand.score.value)} every month until the end (R8).`);
  if (taken) lines.push('©️ A game with this name is already on the table: it cannot be published.');
  if (twice) lines.push(`↪️ Your plan already has a game called “${cand.name}”, so this one cannot be added to it.`);
  if (overlap.length > 0) lines.push(`↪️ ${overlap.map((c) => c.label).join(', ')} ${overlap.length === 1 ? 'is' : 'are'} already in your plan, so this game cannot be added to it.`);
  lines.push(
    '',
    `**Add to my plan** puts it in your draft (${plan.length > 0 ? `with the ${plural(plan.length, 'game')} already planned` : 'you can add more games'}); nothing counts until you commit the plan from your panel.`,
    '**Publish only this game** commits it now as your whole choice for the month.',
  );
  const picture = previewPicture(cand.name, cards, cand.score);
  return {
    content: 'Only you can see this.',
    embeds: [{ title: `📦 “${cand.name}”`, description: lines.join('\n'), color: cand.score.value < 0 ? WARN_COLOR : SPIEL_COLOR, image: { url: `attachment://${picture.name}` } }],
    pictures: [picture],
    components: [
      row(
        button(keys.addToPlan.id(gameId, stamp, cand.cards), `Add to my plan (${plural(plan.length + 1, 'game')})`, ButtonStyle.Success, { emoji: '➕', disabled: taken || twice || overlap.length > 0 }),
        button(keys.publishOnly.id(gameId, stamp, cand.cards), 'Publish only this game', ButtonStyle.Primary, { emoji: '📦', disabled: taken }),
        button(keys.hand.id(gameId), 'Back to my hand', ButtonStyle.Secondary, { emoji: '🃏' }),
      ),
    ],
  };
}

/** The stop before hiring a designer the company could not pay to the end of the year. */
export function hireConfirm(gameId: number, view: SpielView, card: CardView, until: number): MessagePayload {
  const c = me(view);
  const stamp = panelStamp(view);
  const lines = [
    `${card.label} would cost ${money(DESIGNER_WAGE)} a month from this month's settlement on.`,
    `⚠️ At today's money (${money(c?.money ?? 0)}), income (${perMonth(c?.income ?? 0)}) and wages (${money(c?.wages ?? 0)}/month), ${payableUntil(view, until)} and out of the game (rule 6) — unless you earn more, or fire them in time.`,
  ];
  return {
    content: 'Only you can see this.',
    embeds: [{ title: `🧑‍🎨 Hire ${card.label}?`, description: lines.join('\n'), color: WARN_COLOR }],
    components: [
      row(
        button(keys.hireAnyway.id(gameId, stamp, card.id), 'Hire anyway', ButtonStyle.Danger, { emoji: '🧑‍🎨' }),
        button(keys.hand.id(gameId), 'Back to my hand', ButtonStyle.Secondary, { emoji: '🃏' }),
      ),
    ],
  };
}

/** The private view of a trade offer for one of its two companies, with its buttons (or what became of it). */
export function tradeDetail(gameId: number, view: SpielView, tradeId: number, name: Namer): MessagePayload {
  const t = view.you?.trades.find((x) => x.id === tradeId);
  if (!t) {
    const closed = view.you?.recentTrades.find((x) => x.id === tradeId);
    if (closed) return { content: 'Only you can see this.', embeds: [{ title: `🔁 Trade offer #${closed.id}`, description: closedTradeLine(closed, view, name), color: SPIEL_COLOR }], components: [] };
    return { content: 'That trade offer is no longer open.', embeds: [], components: [] };
  }
  const mineToAnswer = t.to === view.viewer;
  return {
    content: 'Only you can see this.',
    embeds: [{ title: `🔁 Trade offer #${t.id}`, description: tradeLine(t, view, name), color: SPIEL_COLOR }],
    components: [
      mineToAnswer
        ? row(
            button(keys.tradeAccept.id(gameId, t.id), 'Accept', ButtonStyle.Success, { emoji: '✅' }),
            button(keys.tradeDecline.id(gameId, t.id), 'Decline', ButtonStyle.Danger, { emoji: '✖️' }),
          )
        : row(button(keys.tradeWithdraw.id(gameId, t.id), 'Withdraw my offer', ButtonStyle.Danger, { emoji: '↩️' })),
    ],
  };
}
