// Every word Spiel des Jahres says to players, apart from the rules: element names and emoji,
// money, cards, rule-error explanations, month reports and the ceremony. Built only from views.
import type { PlayerId, RuleError } from '../../engine/game.js';
import { card, type Element } from './cards.js';
import type { CardView, GameView, MonthReportView, SpielView } from './types.js';
import type { Score } from './value.js';

/** One consistent emoji and name per element, everywhere the bot shows one. */
export const ELEMENT: Record<Element, { readonly emoji: string; readonly name: string }> = {
  'role-playing': { emoji: '🐉', name: 'Role-playing' },
  puzzle: { emoji: '🧩', name: 'Puzzle' },
  family: { emoji: '👪', name: 'Family' },
  resource: { emoji: '🌾', name: 'Resource-gathering' },
  cards: { emoji: '🃏', name: 'Cards' },
  combat: { emoji: '⚔️', name: 'Combat' },
};

/** How a player is named in text (a Discord mention, a display name, "p1" in the simulator). */
export type Namer = (player: PlayerId) => string;

/** "€30,000" from €10,000 units; negative as "−€10,000". */
export function money(units: number): string {
  const abs = Math.abs(units) * 10_000;
  return `${units < 0 ? '−' : ''}€${abs.toLocaleString('en-GB')}`;
}

/** "+€10,000/month" or "−€20,000/month". */
export function perMonth(units: number): string {
  return `${units >= 0 ? '+' : ''}${money(units)}/month`;
}

export function element(el: Element): string {
  return `${ELEMENT[el].emoji} ${ELEMENT[el].name}`;
}

/** Two symbols, compact: "🧩/🃏". */
export function symbols(c: { readonly upper: Element; readonly lower: Element }): string {
  return `${ELEMENT[c.upper].emoji}/${ELEMENT[c.lower].emoji}`;
}

/** A card as a line: "Island 👪/⚔️" or "Greta Holm (designer) 🐉/🧩". */
export function cardText(c: CardView): string {
  return c.kind === 'designer' ? `${c.label} (designer) ${symbols(c)}` : `${c.label} ${symbols(c)}`;
}

/** Elements in a trend or specialty pair: "🃏 Cards + ⚔️ Combat". */
export function pair(els: readonly [Element, Element] | readonly Element[]): string {
  return els.map(element).join(' + ');
}

/** The visible symbols of a game: "🧩🧩🌾". */
export function visible(score: Score): string {
  return score.visible.map((el) => ELEMENT[el].emoji).join('');
}

/** The readable value breakdown of a (planned or published) game. */
export function breakdown(score: Score): string {
  const b = score.breakdown;
  const parts = [`specialties ${signed(b.specialties)}`, `trend ${signed(b.trend)}`];
  b.designers.forEach((d, i) => parts.push(`designer ${i + 1} ${signed(d)}`));
  parts.push(`matches ${signed(b.matches)}`, `manufacturing ${signed(b.manufacturing)}`);
  return `${parts.join(', ')} = **${perMonth(score.value)}**`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A published game in one line: "**Island Railway** 🧩🧩🌾 +€10,000/month". */
export function gameLine(g: GameView): string {
  return `**${g.name}** ${visible(g.score)} ${perMonth(g.value)}`;
}

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

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
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
  if (report.defaulted.length > 0) lines.push(`⏰ No choice in time, so brainstormed: ${list(report.defaulted.map(name))} (R6).`);
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

const REASON: Record<string, string> = {
  ceremony: '',
  sameOwner: 'The tied games all belong to one company.',
  richest: 'Stalemate: the richest owner wins.',
  stalemate: 'Stalemate between equally rich owners: no game wins the Spiel des Jahres.',
  noGame: 'No game survived the trend cards: no game wins.',
  lastStanding: 'Only one company is left standing (R9).',
  allBankrupt: 'Every company went bankrupt (R9).',
};

/** The ceremony, every card and elimination, and the final standings, as markdown lines. */
export function ceremonyReport(v: SpielView, name: Namer): string[] {
  const lines: string[] = [];
  const result = v.result;
  if (v.ceremony) {
    lines.push(`**The Spiel des Jahres ceremony**${result?.endedEarly ? ' (the host ended the game early)' : ''}`);
    const gameName = (id: number) => `“${v.gamesById[id]?.name ?? '?'}”`;
    const valued = () => {
      if (v.ceremony && v.ceremony.outValued.length > 0) lines.push(`💰 Out on value: ${list(v.ceremony.outValued.map(gameName))}`);
    };
    let valuedShown = false;
    v.ceremony.steps.forEach((s, i) => {
      if (s.stage === 'tiebreak' && !valuedShown) {
        valued();
        valuedShown = true;
        lines.push('⚖️ Tie! Another card for the tied games:');
      }
      const c = v.ceremony?.turned[i] as CardView;
      const turned = `🎴 Card ${i + 1}: ${pair([c.upper, c.lower])}`;
      if (s.effect === 'eliminated') lines.push(`${turned} — out: ${list(s.eliminated.map(gameName))}`);
      else if (s.effect === 'setAside') lines.push(`${turned} — would knock out every ${s.stage === 'first' ? 'game' : 'tied game'}; set aside (${s.stage === 'first' ? 'R15' : 'R14'}).`);
      else lines.push(`${turned} — changes nothing.`);
    });
    if (!valuedShown) valued();
  }
  if (result) {
    const reason = REASON[result.reason];
    if (reason) lines.push(reason);
    if (result.winningGame !== null) {
      const g = v.gamesById[result.winningGame];
      if (g) lines.push(`🏆 **${g.name}** by ${name(g.owner)} is the Spiel des Jahres (${perMonth(g.value)}).`);
    }
    if (result.winners.length > 0) lines.push(`🥇 Winner: ${list(result.winners.map(name))}`);
    lines.push('**Final standings**');
    result.standings.forEach((p, i) => {
      const c = v.companies.find((x) => x.id === p);
      const status = c?.status === 'bankrupt' ? 'bankrupt' : money(c?.money ?? 0);
      lines.push(`${i + 1}. ${name(p)} — ${status}`);
    });
  }
  return lines;
}
