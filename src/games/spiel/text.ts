// Every word Spiel des Jahres says to players, apart from the rules: rule-error explanations and
// month reports here; element names, money and cards in words.ts; the ceremony in
// ceremony-text.ts (both re-exported, so callers have one module of words). Built only from views.
import type { RuleError } from '../../engine/game.js';
import { card } from './cards.js';
import type { MonthReportView, SpielView } from './types.js';
import { gameLine, list, money, pair, type Namer } from './words.js';

export * from './words.js';
export { ceremonyReport } from './ceremony-text.js';

function cardName(id: number | undefined): string {
  if (typeof id !== 'number') return 'a card';
  const c = card(id);
  return c.kind === 'idea' ? c.title : c.name;
}

/** Explains a rule error to the player who caused it. */
export function ruleErrorText(error: RuleError): string {
  const p = error.params ?? {};
  const c = cardName(p.card as number | undefined);
  switch (error.code) {
    case 'GAME_OVER':
      return 'This game is over.';
    case 'NOT_IN_GAME':
      return 'You are not playing in this game.';
    case 'BANKRUPT':
      return 'Your company is bankrupt and out of the game.';
    case 'SAME_CHOICE':
      return p.kind === 'brainstorm' ? 'You are already set to brainstorm this month.' : 'That is already your plan for this month.';
    case 'NO_DRAFT':
      return 'You have no draft plan to discard.';
    case 'SAME_DRAFT':
      return 'That is already your plan.';
    case 'GAME_SIZE':
      return 'A game is made of 2 or 3 idea cards.';
    case 'NOT_IN_HAND':
      return `${c} is not in your hand.`;
    case 'DESIGNER_IN_GAME':
      return `${c} is a designer contract; only idea cards make a game.`;
    case 'CARD_TWICE':
      return `${c} is used twice.`;
    case 'NAME_TAKEN':
      return `A game called “${String(p.name)}” is already on the table (copyright). Try another order or other cards.`;
    case 'NAME_TWICE':
      return `Two of your games would both be called “${String(p.name)}”.`;
    case 'NOT_A_DESIGNER':
      return `${c} is an idea card, not a designer.`;
    case 'NO_MARKET_THIS_MONTH':
      return 'There is no designer market after the last month.';
    case 'NOT_YOUR_DESIGNER':
      return `${c} does not work for you.`;
    case 'ALREADY_FIRING':
      return `You are already firing ${c} this month.`;
    case 'NOT_FIRING':
      return `You are not firing ${c}.`;
    case 'NO_OFFER':
      return `You have no offer for ${c} to withdraw.`;
    case 'DESIGNER_NOT_ON_TABLE':
      return `${c} is not working for any company.`;
    case 'FIRED_BY_YOU':
      return `You are firing ${c} this month, so you cannot win them back.`;
    case 'RAISE_TOO_LOW':
      return `${c} already earns ${money(Number(p.wage))}; a raise must be more.`;
    case 'OFFER_TOO_LOW':
      return `${c} earns ${money(Number(p.wage))}; offer at least that (the same wage only counts if they are fired).`;
    case 'SAME_OFFER':
      return `You already offer ${c} ${money(Number(p.wage))}.`;
    case 'NO_SUCH_COMPANY':
      return 'That company is not in this game.';
    case 'TRADE_WITH_SELF':
      return 'You cannot trade with yourself.';
    case 'EMPTY_TRADE':
      return 'A trade must move something.';
    case 'TOO_MANY_TRADES':
      return `You already have ${String(p.max)} open trade offers; withdraw one first.`;
    case 'TRADE_CARD_MISSING':
      return `${c} is not in the hand it should come from.`;
    case 'TRADE_MONEY_MISSING':
      return `That company does not have ${money(Number(p.money))}.`;
    case 'TRADE_GAME_MISSING':
      return 'That game does not belong to that company.';
    case 'TRADE_ASK_OWN_CARD':
      return `${c} is already yours.`;
    case 'GAME_TWICE':
      return 'A game is listed twice.';
    case 'NO_SUCH_TRADE':
      return 'That trade offer is no longer open.';
    case 'NOT_YOUR_TRADE':
      return 'That trade offer is not yours to answer.';
    case 'STALE_DEADLINE':
    case 'DEADLINE_NOT_DUE':
      return 'That deadline has already been handled.';
    case 'SYSTEM_ONLY':
      return 'Only the host can do that.';
    case 'PLAYER_ONLY':
      return 'Only a company can do that.';
    case 'UNKNOWN_COMMAND':
      return 'The bot does not know that action.';
    default:
      return `That is not allowed (${error.code}).`;
  }
}

/** How the month was resolved, in true words: a host's resolve is not a missed deadline. */
function howResolved(report: MonthReportView, name: Namer): string[] {
  const who = list(report.defaulted.map(name));
  const any = report.defaulted.length > 0;
  switch (report.resolvedBy) {
    case 'everyone':
      return ['✅ Every company chose before the deadline.'];
    case 'deadline':
      return [any ? `⏰ No choice in time, so brainstormed: ${who} (the deadline passed, R6).` : '⏰ The deadline passed.'];
    case 'host':
      return [any ? `⏩ The host resolved the month before the deadline; ${who} had not chosen yet, so brainstormed.` : '⏩ The host resolved the month before the deadline; everyone had chosen.'];
    default:
      // A month resolved before this was recorded: how is unknown, only who did not choose.
      return any ? [`⏰ Brainstormed without a choice of their own: ${who}.`] : [];
  }
}

/** The public report of one resolved month, as markdown lines. */
export function monthReport(v: SpielView, report: MonthReportView, name: Namer): string[] {
  const lines: string[] = [];
  lines.push(`**Month ${report.month}** — trend: ${pair([report.trend.upper, report.trend.lower])}`);
  for (const d of report.designersPlayed) lines.push(`🤝 ${name(d.player)} hired ${d.card.label} from their hand.`);
  for (const t of report.trades) {
    const side = (cards: number, m: number, games: readonly number[]) =>
      list([
        ...(cards ? [`${cards} card${cards === 1 ? '' : 's'}`] : []),
        ...(m ? [money(m)] : []),
        ...games.map((g) => `“${v.gamesById[g]?.name ?? '?'}”`),
      ]) || 'nothing';
    lines.push(`🔁 ${name(t.from)} traded ${side(t.giveCards, t.giveMoney, t.giveGames)} to ${name(t.to)} for ${side(t.getCards, t.getMoney, t.getGames)}.`);
  }
  lines.push(...howResolved(report, name));
  for (const id of report.published) {
    const g = v.gamesById[id];
    if (g) lines.push(`📦 ${name(g.owner)} published ${gameLine(g)}`);
  }
  for (const r of report.refused) {
    lines.push(
      r.reason === 'copyright'
        ? `©️ ${name(r.player)} could not publish “${r.name ?? ''}”: the name was taken first.`
        : `↩️ ${name(r.player)} withdrew a planned game.`,
    );
  }
  for (const d of report.draws) {
    const short = d.count < d.wanted ? ` (wanted ${d.wanted}; the deck ran dry)` : '';
    lines.push(`💡 ${name(d.player)} brainstormed and drew ${d.count} card${d.count === 1 ? '' : 's'}${short}.`);
  }
  if (report.settlement.length > 0) {
    lines.push('**Settlement**');
    for (const s of report.settlement) {
      lines.push(`${name(s.player)}: ${money(s.before)} + games ${money(s.income)} − wages ${money(s.wages)} = **${money(s.after)}**`);
    }
  }
  for (const p of report.bankrupt) lines.push(`💥 ${name(p)} is bankrupt and leaves the game with its cards, games and designers.`);
  for (const p of report.retired) lines.push(`🚪 ${name(p)} left; the company retires with its cards, games and designers.`);
  for (const m of report.market) {
    if (m.kind === 'raised') lines.push(`💶 ${name(m.employer)} raised ${m.view.label}'s wage to ${money(m.wage)}.`);
    else if (m.kind === 'moved') lines.push(`➡️ ${m.view.label} ${m.fired ? 'was fired by' : 'left'} ${name(m.from)} and joins ${name(m.to)} at ${money(m.wage)}/month.`);
    else lines.push(`👋 ${m.view.label} was fired by ${name(m.from)} and leaves the game.`);
  }
  return lines;
}
