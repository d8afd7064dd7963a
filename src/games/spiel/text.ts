// Every word Spiel des Jahres says to players, apart from the rules: rule-error explanations and
// month reports here; element names, money and cards in words.ts; the ceremony in
// ceremony-text.ts (both re-exported, so callers have one module of words). Built only from views.
import type { RuleError } from '../../engine/game.js';
import { card } from './cards.js';
import type { MonthReportView, SpielView } from './types.js';
import { cardLabel, gameLine, gameTitle, list, money, pair, titleText, type Namer } from './words.js';
import { t } from '../../i18n/index.js';

export * from './words.js';
export { ceremonyReport } from './ceremony-text.js';

function cardName(id: number | undefined): string {
  if (typeof id !== 'number') return t('spiel:rule.aCard');
  const c = card(id);
  return c.kind === 'idea' ? titleText(c.title) : c.name;
}

/** Explains a rule error to the player who caused it. */
export function ruleErrorText(error: RuleError): string {
  const p = error.params ?? {};
  const c = cardName(p.card as number | undefined);
  const wage = () => money(Number(p.wage));
  switch (error.code) {
    case 'GAME_OVER':
      return t('spiel:rule.GAME_OVER');
    case 'NOT_IN_GAME':
      return t('spiel:rule.NOT_IN_GAME');
    case 'BANKRUPT':
      return t('spiel:rule.BANKRUPT');
    case 'SAME_CHOICE':
      return p.kind === 'brainstorm' ? t('spiel:rule.SAME_CHOICE_brainstorm') : t('spiel:rule.SAME_CHOICE');
    case 'NO_DRAFT':
      return t('spiel:rule.NO_DRAFT');
    case 'SAME_DRAFT':
      return t('spiel:rule.SAME_DRAFT');
    case 'NO_COMMITTED_PLAN':
      return t('spiel:rule.NO_COMMITTED_PLAN');
    case 'NOT_IN_PLAN':
      return t('spiel:rule.NOT_IN_PLAN');
    case 'GAME_SIZE':
      return t('spiel:rule.GAME_SIZE');
    case 'NOT_IN_HAND':
      return t('spiel:rule.NOT_IN_HAND', { card: c });
    case 'DESIGNER_IN_GAME':
      return t('spiel:rule.DESIGNER_IN_GAME', { card: c });
    case 'CARD_TWICE':
      return t('spiel:rule.CARD_TWICE', { card: c });
    case 'NAME_TAKEN':
      return t('spiel:rule.NAME_TAKEN', { name: gameTitle(String(p.name)) });
    case 'NAME_TWICE':
      return t('spiel:rule.NAME_TWICE', { name: gameTitle(String(p.name)) });
    case 'NOT_A_DESIGNER':
      return t('spiel:rule.NOT_A_DESIGNER', { card: c });
    case 'NO_MARKET_THIS_MONTH':
      return t('spiel:rule.NO_MARKET_THIS_MONTH');
    case 'NOT_YOUR_DESIGNER':
      return t('spiel:rule.NOT_YOUR_DESIGNER', { card: c });
    case 'ALREADY_FIRING':
      return t('spiel:rule.ALREADY_FIRING', { card: c });
    case 'NOT_FIRING':
      return t('spiel:rule.NOT_FIRING', { card: c });
    case 'NO_OFFER':
      return t('spiel:rule.NO_OFFER', { card: c });
    case 'DESIGNER_NOT_ON_TABLE':
      return t('spiel:rule.DESIGNER_NOT_ON_TABLE', { card: c });
    case 'FIRED_BY_YOU':
      return t('spiel:rule.FIRED_BY_YOU', { card: c });
    case 'RAISE_TOO_LOW':
      return t('spiel:rule.RAISE_TOO_LOW', { card: c, wage: wage() });
    case 'OFFER_TOO_LOW':
      return t('spiel:rule.OFFER_TOO_LOW', { card: c, wage: wage() });
    case 'SAME_OFFER':
      return t('spiel:rule.SAME_OFFER', { card: c, wage: wage() });
    case 'NO_SUCH_COMPANY':
      return t('spiel:rule.NO_SUCH_COMPANY');
    case 'TRADE_WITH_SELF':
      return t('spiel:rule.TRADE_WITH_SELF');
    case 'EMPTY_TRADE':
      return t('spiel:rule.EMPTY_TRADE');
    case 'TOO_MANY_TRADES':
      return t('spiel:rule.TOO_MANY_TRADES', { max: String(p.max) });
    case 'TRADE_CARD_MISSING':
      return t('spiel:rule.TRADE_CARD_MISSING', { card: c });
    case 'TRADE_MONEY_MISSING':
      return t('spiel:rule.TRADE_MONEY_MISSING', { money: money(Number(p.money)) });
    case 'TRADE_GAME_MISSING':
      return t('spiel:rule.TRADE_GAME_MISSING');
    case 'TRADE_ASK_OWN_CARD':
      return t('spiel:rule.TRADE_ASK_OWN_CARD', { card: c });
    case 'GAME_TWICE':
      return t('spiel:rule.GAME_TWICE');
    case 'NO_SUCH_TRADE':
      return t('spiel:rule.NO_SUCH_TRADE');
    case 'NOT_YOUR_TRADE':
      return t('spiel:rule.NOT_YOUR_TRADE');
    case 'STALE_DEADLINE':
    case 'DEADLINE_NOT_DUE':
      return t('spiel:rule.STALE_DEADLINE');
    case 'SYSTEM_ONLY':
      return t('spiel:rule.SYSTEM_ONLY');
    case 'PLAYER_ONLY':
      return t('spiel:rule.PLAYER_ONLY');
    case 'UNKNOWN_COMMAND':
      return t('spiel:rule.UNKNOWN_COMMAND');
    default:
      return t('spiel:rule.other', { code: error.code });
  }
}

/** How the month was resolved, in true words: a host's resolve is not a missed deadline. */
function howResolved(report: MonthReportView, name: Namer): string[] {
  const who = list(report.defaulted.map(name));
  const any = report.defaulted.length > 0;
  switch (report.resolvedBy) {
    case 'everyone':
      return [t('spiel:month.everyone')];
    case 'deadline':
      return [any ? t('spiel:month.deadlineWho', { who }) : t('spiel:month.deadline')];
    case 'host':
      return [any ? t('spiel:month.hostWho', { who, count: report.defaulted.length }) : t('spiel:month.host')];
    default:
      // A month resolved before this was recorded: how is unknown, only who did not choose.
      return any ? [t('spiel:month.unknownWho', { who })] : [];
  }
}

/** The public report of one resolved month, as markdown lines. */
export function monthReport(v: SpielView, report: MonthReportView, name: Namer): string[] {
  const lines: string[] = [];
  lines.push(t('spiel:month.title', { month: report.month, trend: pair([report.trend.upper, report.trend.lower]) }));
  for (const d of report.designersPlayed) lines.push(t('spiel:month.hired', { who: name(d.player), card: cardLabel(d.card) }));
  for (const tr of report.trades) {
    const side = (cards: number, m: number, games: readonly number[]) =>
      list([
        ...(cards ? [t('spiel:month.cards', { count: cards })] : []),
        ...(m ? [money(m)] : []),
        ...games.map((g) => t('spiel:month.quoted', { name: gameTitle(v.gamesById[g]?.name ?? '?') })),
      ]) || t('spiel:month.nothing');
    lines.push(t('spiel:month.traded', { from: name(tr.from), give: side(tr.giveCards, tr.giveMoney, tr.giveGames), to: name(tr.to), get: side(tr.getCards, tr.getMoney, tr.getGames) }));
  }
  lines.push(...howResolved(report, name));
  for (const id of report.published) {
    const g = v.gamesById[id];
    if (g) lines.push(t('spiel:month.published', { who: name(g.owner), game: gameLine(g) }));
  }
  for (const r of report.refused) {
    lines.push(r.reason === 'copyright' ? t('spiel:month.copyright', { who: name(r.player), name: gameTitle(r.name ?? '') }) : t('spiel:month.withdrew', { who: name(r.player) }));
  }
  for (const d of report.draws) {
    const short = d.count < d.wanted ? t('spiel:month.dry', { wanted: d.wanted }) : '';
    lines.push(t('spiel:month.drew', { who: name(d.player), count: d.count, short }));
  }
  if (report.settlement.length > 0) {
    lines.push(t('spiel:month.settlement'));
    for (const s of report.settlement) {
      lines.push(t('spiel:month.settled', { who: name(s.player), before: money(s.before), income: money(s.income), wages: money(s.wages), after: money(s.after) }));
    }
  }
  for (const p of report.bankrupt) lines.push(t('spiel:month.bankrupt', { who: name(p) }));
  for (const p of report.retired) lines.push(t('spiel:month.retired', { who: name(p) }));
  for (const m of report.market) {
    if (m.kind === 'raised') lines.push(t('spiel:month.raised', { who: name(m.employer), designer: cardLabel(m.view), wage: money(m.wage) }));
    else if (m.kind === 'moved') lines.push(m.fired ? t('spiel:month.movedFired', { designer: cardLabel(m.view), from: name(m.from), to: name(m.to), wage: money(m.wage) }) : t('spiel:month.moved', { designer: cardLabel(m.view), from: name(m.from), to: name(m.to), wage: money(m.wage) }));
    else lines.push(t('spiel:month.fired', { designer: cardLabel(m.view), from: name(m.from) }));
  }
  return lines;
}
