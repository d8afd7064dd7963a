// decide(state, command, actor, now): checks a command against the rules and says what happens.
// An illegal command is a RuleError value with a stable code; text.ts turns codes into words.
import type { Decision, PlayerId, RuleError } from '../../engine/game.js';
import { card, isDesigner, isIdea, type CardId } from './cards.js';
import { evolve } from './evolve.js';
import { endEarly, gameName, resolveMonth, retire, takenNames } from './resolve.js';
import { activeCompanies, choiceOf, company, companyOf, draftOf, firingsOf } from './state.js';
import { MONTHS, type Bundle, type Choice, type Company, type PlanGames, type SpielCommand, type SpielEvent, type SpielState } from './types.js';

type SpielDecision = Decision<SpielEvent>;

const fail = (code: string, params?: RuleError['params']): SpielDecision => ({ ok: false, error: { code, params } });
const ok = (...events: SpielEvent[]): SpielDecision => ({ ok: true, events });

const SYSTEM = new Set(['timeout', 'forceTimeout', 'extendDeadline', 'setMonthLength', 'setDeadlineLength', 'endGame', 'retire']);
const MAX_OPEN_TRADES = 10;

/** Checks a command against the rules; `actor = null` is the system (deadlines, host controls). */
export function decide(state: SpielState, command: SpielCommand, actor: PlayerId | null, now: number): SpielDecision {
  if (state.phase === 'ended') return fail('GAME_OVER');
  if (SYSTEM.has(command.type)) {
    if (actor !== null) return fail('SYSTEM_ONLY', { command: command.type });
    return decideSystem(state, command, now);
  }
  if (actor === null) return fail('PLAYER_ONLY', { command: command.type });
  const company = companyOf(state, actor);
  if (!company) return fail('NOT_IN_GAME');
  if (company.status !== 'active') return fail('BANKRUPT');

  switch (command.type) {
    case 'brainstorm':
      return choose(state, company, { kind: 'brainstorm' }, now);
    case 'publish':
      return publish(state, company, command.games, now);
    case 'removeGame':
      return removeGame(state, company, command.game, now);
    case 'draft':
      return draft(state, company, command.games);
    case 'playDesigner':
      return playDesigner(company, command.card);
    case 'fire':
      return fire(state, company, command.designer, command.fire);
    case 'offer':
      return offer(state, company, command.designer, command.wage);
    case 'offerTrade':
      return offerTrade(state, company, command.to, command.give, command.get);
    case 'answerTrade':
      return answerTrade(state, company, command.trade, command.accept);
    case 'withdrawTrade': {
      const trade = state.trades.find((t) => t.id === command.trade);
      if (!trade) return fail('NO_SUCH_TRADE');
      if (trade.from !== company.id) return fail('NOT_YOUR_TRADE');
      return ok({ type: 'tradeClosed', trade: trade.id, outcome: 'withdrawn' });
    }
    default:
      return fail('UNKNOWN_COMMAND', { command: command.type });
  }
}

function decideSystem(state: SpielState, command: SpielCommand, now: number): SpielDecision {
  switch (command.type) {
    case 'timeout':
      // A deadline row left over from a month that already resolved must not touch this one.
      if (command.due !== state.deadlineAt) return fail('STALE_DEADLINE');
      if (now < command.due) return fail('DEADLINE_NOT_DUE');
      return ok(...resolveMonth(state, now, 'deadline')); // R6
    case 'forceTimeout':
      return ok(...resolveMonth(state, now, 'host')); // host: resolve now, undecided companies brainstorm
    case 'extendDeadline':
      return ok({ type: 'deadlineSet', at: state.deadlineAt + command.ms });
    case 'setMonthLength':
    case 'setDeadlineLength':
      return ok({ type: 'monthLengthSet', ms: command.ms });
    case 'endGame':
      return ok(...endEarly(state)); // R13
    case 'retire': {
      const company = companyOf(state, command.player);
      if (!company) return fail('NO_SUCH_COMPANY', { company: command.player });
      if (company.status !== 'active') return fail('BANKRUPT');
      return ok(...retire(state, company.id, now));
    }
    default:
      return fail('UNKNOWN_COMMAND', { command: command.type });
  }
}

function sameChoice(a: Choice, b: Choice): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'brainstorm' || b.kind === 'brainstorm') return true;
  return JSON.stringify(a.games) === JSON.stringify(b.games);
}

/** Records a choice (R5) and resolves the month if it was the last one missing. */
function choose(state: SpielState, company: Company, choice: Choice, now: number): SpielDecision {
  const previous = choiceOf(state, company.id);
  // Repeating the same choice (a double click) changes nothing and keeps its place in the order.
  if (previous && sameChoice(previous.choice, choice)) return fail('SAME_CHOICE', { kind: choice.kind });
  const made: SpielEvent = { type: 'choiceMade', player: company.id, choice };
  const everyone = activeCompanies(state).every((c) => c.id === company.id || choiceOf(state, c.id));
  return everyone ? ok(made, ...resolveMonth(evolve(state, made), now, 'everyone')) : ok(made);
}

/** Why a plan of games could never publish (rule 2, Publish), or null if it is a valid plan. */
function checkPlan(state: SpielState, company: Company, games: PlanGames): SpielDecision | null {
  const hand = new Set(company.hand);
  const used = new Set<CardId>();
  const names = new Set<string>();
  const taken = takenNames(state);
  for (const cards of games) {
    if (cards.length < 2 || cards.length > 3) return fail('GAME_SIZE', { size: cards.length });
    for (const id of cards) {
      if (!hand.has(id)) return fail('NOT_IN_HAND', { card: id });
      if (!isIdea(id)) return fail('DESIGNER_IN_GAME', { card: id });
      if (used.has(id)) return fail('CARD_TWICE', { card: id });
      used.add(id);
    }
    const name = gameName(cards);
    if (taken.has(name)) return fail('NAME_TAKEN', { name }); // copyright: it could never publish
    if (names.has(name)) return fail('NAME_TWICE', { name });
    names.add(name);
  }
  return null;
}

/** Checks a plan of games and records it as the company's choice (committing it: R5). */
function publish(state: SpielState, company: Company, games: PlanGames, now: number): SpielDecision {
  return checkPlan(state, company, games) ?? choose(state, company, { kind: 'publish', games: games.map((g) => [...g]) }, now);
}

/**
 * Takes one game out of the committed plan, so that it no longer publishes (a panel's "Remove
 * game" on a committed plan: what the player sees is what counts). What is left is a changed
 * choice and, like any change, goes behind the choices made before it (R5). Taking out the last
 * game leaves no choice at all — not a brainstorm: the month keeps waiting for this company, and
 * if it commits nothing by the deadline it brainstorms (R6). A draft, if any, is left as it is.
 */
function removeGame(state: SpielState, company: Company, index: number, now: number): SpielDecision {
  const committed = choiceOf(state, company.id)?.choice;
  if (committed?.kind !== 'publish') return fail('NO_COMMITTED_PLAN');
  if (index >= committed.games.length) return fail('NOT_IN_PLAN');
  const rest = committed.games.filter((_, i) => i !== index);
  // Not checked again as a new plan: it was checked when committed, and a card that has left the
  // hand since is refused at resolution, as it would have been with the game still in the plan.
  if (rest.length > 0) return choose(state, company, { kind: 'publish', games: rest.map((g) => [...g]) }, now);
  return ok({ type: 'choiceWithdrawn', player: company.id });
}

/**
 * A draft plan: games a company puts together before committing them. It is checked like a
 * plan (so committing it cannot fail on its own cards), but it is not a choice: it takes no
 * place in the order (R5), never resolves the month, and does not count at the deadline (R6).
 * A draft equal to the committed plan is no draft at all: it is discarded.
 */
function draft(state: SpielState, company: Company, games: PlanGames | null): SpielDecision {
  const current = draftOf(state, company.id);
  if (games === null) {
    if (current === null) return fail('NO_DRAFT');
    return ok({ type: 'draftSet', player: company.id, games: null });
  }
  const invalid = checkPlan(state, company, games);
  if (invalid) return invalid;
  const committed = choiceOf(state, company.id)?.choice;
  // An empty draft differs from no draft only while a committed plan would still publish.
  if (games.length === 0 && committed?.kind !== 'publish') {
    if (current === null) return fail('SAME_DRAFT');
    return ok({ type: 'draftSet', player: company.id, games: null });
  }
  const same = (a: PlanGames | null | undefined) => a !== null && a !== undefined && JSON.stringify(a) === JSON.stringify(games);
  if (committed?.kind === 'publish' && same(committed.games)) {
    if (current === null) return fail('SAME_DRAFT');
    return ok({ type: 'draftSet', player: company.id, games: null });
  }
  if (same(current)) return fail('SAME_DRAFT');
  return ok({ type: 'draftSet', player: company.id, games: games.map((g) => [...g]) });
}

/** Rule 3: a designer card from hand goes on the table at once, at €30,000 a month. */
function playDesigner(company: Company, id: CardId): SpielDecision {
  if (!company.hand.includes(id)) return fail('NOT_IN_HAND', { card: id });
  if (!isDesigner(id)) return fail('NOT_A_DESIGNER', { card: id });
  return ok({ type: 'designerPlayed', player: company.id, card: id });
}

/** Where a designer works, if it is on the table. */
function employerOf(state: SpielState, designer: CardId): { company: Company; wage: number } | null {
  for (const c of activeCompanies(state)) {
    const d = c.designers.find((e) => e.card === designer);
    if (d) return { company: c, wage: d.wage };
  }
  return null;
}

/** R10: a sealed firing, taking effect after settlement. */
function fire(state: SpielState, company: Company, designer: CardId, yes: boolean): SpielDecision {
  if (state.month >= MONTHS) return fail('NO_MARKET_THIS_MONTH');
  if (!company.designers.some((d) => d.card === designer)) return fail('NOT_YOUR_DESIGNER', { card: designer });
  const firing = firingsOf(state, company.id).includes(designer);
  if (firing === yes) return fail(yes ? 'ALREADY_FIRING' : 'NOT_FIRING', { card: designer });
  const events: SpielEvent[] = [{ type: 'firingSet', player: company.id, designer, fire: yes }];
  // R11: you cannot win back a designer you fire, so a raise you offered is withdrawn.
  if (yes && state.offers.some((o) => o.from === company.id && o.designer === designer)) {
    events.push({ type: 'offerSet', player: company.id, designer, wage: null });
  }
  return ok(...events);
}

/** R10/R11: a sealed offer of a monthly wage for a designer on the table (null withdraws it). */
function offer(state: SpielState, company: Company, designer: CardId, wage: number | null): SpielDecision {
  if (state.month >= MONTHS) return fail('NO_MARKET_THIS_MONTH');
  const mine = state.offers.find((o) => o.from === company.id && o.designer === designer);
  if (wage === null) {
    if (!mine) return fail('NO_OFFER', { card: designer });
    return ok({ type: 'offerSet', player: company.id, designer, wage: null });
  }
  const employment = employerOf(state, designer);
  if (!employment) return fail('DESIGNER_NOT_ON_TABLE', { card: designer });
  if (employment.company.id === company.id) {
    if (firingsOf(state, company.id).includes(designer)) return fail('FIRED_BY_YOU', { card: designer });
    if (wage <= employment.wage) return fail('RAISE_TOO_LOW', { card: designer, wage: employment.wage });
  } else if (wage < employment.wage) {
    // R11: an offer of exactly the current wage counts only if the designer is fired.
    return fail('OFFER_TOO_LOW', { card: designer, wage: employment.wage });
  }
  if (mine && mine.wage === wage) return fail('SAME_OFFER', { card: designer, wage });
  return ok({ type: 'offerSet', player: company.id, designer, wage });
}

/** Checks that `company` holds everything in `bundle` (its own side of a trade). */
function holds(state: SpielState, company: Company, bundle: Bundle): RuleError | null {
  const hand = new Set(company.hand);
  if (new Set(bundle.cards).size !== bundle.cards.length) return { code: 'CARD_TWICE' };
  for (const id of bundle.cards) if (!hand.has(id)) return { code: 'TRADE_CARD_MISSING', params: { card: id, company: company.id } };
  if (bundle.money > company.money) return { code: 'TRADE_MONEY_MISSING', params: { money: bundle.money, company: company.id } };
  if (new Set(bundle.games).size !== bundle.games.length) return { code: 'GAME_TWICE' };
  for (const id of bundle.games) {
    const game = state.games[id];
    if (!game || !game.onTable || game.owner !== company.id) return { code: 'TRADE_GAME_MISSING', params: { game: id, company: company.id } };
  }
  return null;
}

/** Trading: an offer to one other company, executed only when it accepts. */
function offerTrade(state: SpielState, company: Company, to: PlayerId, give: Bundle, get: Bundle): SpielDecision {
  const other = companyOf(state, to);
  if (!other || other.status !== 'active') return fail('NO_SUCH_COMPANY', { company: to });
  if (other.id === company.id) return fail('TRADE_WITH_SELF');
  const empty = (b: Bundle) => b.cards.length === 0 && b.money === 0 && b.games.length === 0;
  if (empty(give) && empty(get)) return fail('EMPTY_TRADE');
  if (state.trades.filter((t) => t.from === company.id).length >= MAX_OPEN_TRADES) return fail('TOO_MANY_TRADES', { max: MAX_OPEN_TRADES });
  const mine = holds(state, company, give);
  if (mine) return { ok: false, error: mine };
  // The other side's hand is hidden: asked-for cards are checked only when it answers, and the
  // asker learns nothing from the offer being accepted here. Its games and money are public.
  if (new Set(get.cards).size !== get.cards.length) return fail('CARD_TWICE');
  // A game asked for twice could never be handed over: the offer could never be accepted.
  if (new Set(get.games).size !== get.games.length) return fail('GAME_TWICE');
  for (const id of get.cards) {
    if (company.hand.includes(id) || !card(id)) return fail('TRADE_ASK_OWN_CARD', { card: id });
  }
  for (const id of get.games) {
    const game = state.games[id];
    if (!game || !game.onTable || game.owner !== other.id) return fail('TRADE_GAME_MISSING', { game: id, company: other.id });
  }
  if (get.money > other.money) return fail('TRADE_MONEY_MISSING', { money: get.money, company: other.id });
  return ok({ type: 'tradeOffered', from: company.id, to: other.id, give: clean(give), get: clean(get) });
}

function clean(b: Bundle): Bundle {
  return { cards: [...b.cards], money: b.money, games: [...b.games] };
}

/** The receiver accepts or declines; an accepted trade executes atomically or fails whole. */
function answerTrade(state: SpielState, me: Company, id: number, accept: boolean): SpielDecision {
  const trade = state.trades.find((t) => t.id === id);
  if (!trade) return fail('NO_SUCH_TRADE');
  if (trade.to !== me.id) return fail('NOT_YOUR_TRADE');
  if (!accept) return ok({ type: 'tradeClosed', trade: id, outcome: 'declined' });
  // The receiver is told what it lacks, and can still decline; nothing changes.
  const theirs = holds(state, me, trade.get);
  if (theirs) return { ok: false, error: theirs };
  const from = company(state, trade.from);
  if (from.status !== 'active' || holds(state, from, trade.give)) {
    return ok({ type: 'tradeClosed', trade: id, outcome: 'failed' });
  }
  return ok({ type: 'tradeExecuted', trade: id });
}
