// The Award Winning Game's log, in words: one line per public log entry, a player's private
// lines, and what a settled trade offer came to. Built only from views. Words:
// `award-rules:log.*`, `award-rules:private.*`, `award-rules:trade.*`; the cards a line names
// (an Event that caused it, say) are named from the card catalogue, as everywhere.
import { z } from 'zod';
import type { PlayerId } from '../../engine/game.js';
import type { Tokens } from '../../games/award/tokens.js';
import type { LogValue } from '../../games/award/types.js';
import type { CardView, LogEntryView } from '../../games/award/view-types.js';
import { t } from '../../i18n/index.js';
import { duration } from '../format.js';
import type { Namer } from '../names.js';
import { cardName, money, oneToken, skillName, tokens } from './text.js';

const bold = (c: CardView) => `**${cardName(c.id)}**`;

function list(cards: readonly CardView[]): string {
  return cards.map(bold).join(', ') || t('award-rules:log.nothing');
}

const tokensValue = z.object({ A: z.number(), D: z.number(), T: z.number() });
const seatList = z.array(z.string());

/** A log value that holds tokens, else null. */
function asTokens(v: LogValue | undefined): Tokens | null {
  const parsed = tokensValue.safeParse(v);
  return parsed.success ? parsed.data : null;
}
/** A log value that lists seats, else none. */
function seats(v: LogValue | undefined): readonly string[] {
  const parsed = seatList.safeParse(v);
  return parsed.success ? parsed.data : [];
}
const num = (v: LogValue | undefined): number => (typeof v === 'number' ? v : 0);
const str = (v: LogValue | undefined): string => (typeof v === 'string' ? v : '');

/** "3 cards", "1 card". */
const cards = (count: number) => t('award-rules:log.cards', { count });

function cashLine(cause: LogValue | undefined, player: string, m: string, e: LogEntryView): string | null {
  switch (cause) {
    case 'income':
      return t('award-rules:log.cash.income', { player, money: m, cards: list(e.cards) });
    case 'salary':
      return t('award-rules:log.cash.salary', { player, money: m });
    case 'ministry':
      return t('award-rules:log.cash.ministry', { player, money: m });
    case 'crypto':
      return t('award-rules:log.cash.crypto', { player, money: m, card: cardName('AC12') });
    case 'rebate':
      return t('award-rules:log.cash.gains', { player, money: m, card: cardName('E3') });
    case 'viral':
      return t('award-rules:log.cash.gains', { player, money: m, card: cardName('E6') });
    case 'recession':
      return t('award-rules:log.cash.pays', { player, money: m, card: cardName('E2') });
    case 'bribe':
      return t('award-rules:log.cash.bribe', { player, money: m });
    case 'host':
      return t('award-rules:log.cash.host', { player, money: m });
    case 'taxAudit':
      return t('award-rules:log.cash.taxAudit', { player, money: m, card: cardName('S7') });
    case 'moonLighting':
      return t('award-rules:log.cash.earns', { player, money: m, card: cardName('T1a') });
    case 'clientDinner':
      return t('award-rules:log.cash.earns', { player, money: m, card: cardName('T7a') });
    default:
      return null; // hire, learn, sale, liquidation, prize, poached: their own lines say it
  }
}

/** R60: why an Event did nothing, by its code. */
function idleEvent(code: string | undefined): string {
  switch (code) {
    case 'E1':
      return t('award-rules:log.idleEvent.E1');
    case 'E2':
      return t('award-rules:log.idleEvent.E2');
    case 'E4':
      return t('award-rules:log.idleEvent.E4');
    case 'E7':
      return t('award-rules:log.idleEvent.E7');
    case 'E8':
      return t('award-rules:log.idleEvent.E8');
    case 'E9':
      return t('award-rules:log.idleEvent.E9');
    case 'E10':
      return t('award-rules:log.idleEvent.E10');
    default:
      return t('award-rules:log.idleEvent.other');
  }
}

/** R60: why a played card did nothing (play.ts, findsNothing); `who` is whom it would act on. */
function idleCard(reason: string, who: string): string {
  switch (reason) {
    case 'noAccounts':
      return t('award-rules:log.idleWhy.noAccounts', { who });
    case 'self':
      return t('award-rules:log.idleWhy.self');
    case 'noTokens':
      return t('award-rules:log.idleWhy.noTokens', { who });
    case 'noCash':
      return t('award-rules:log.idleWhy.noCash', { who, money: money(2) });
    case 'noCards':
      return t('award-rules:log.idleWhy.noCards', { who });
    default:
      return t('award-rules:log.idleWhy.nothing');
  }
}

function discardedLine(e: LogEntryView, card: string): string {
  const p = e.params;
  switch (p.reason) {
    case 'resolved':
      return p.idle ? t('award-rules:log.discarded.idle', { card, why: idleEvent(e.cards[0]?.code) }) : t('award-rules:log.discarded.resolved', { card });
    case 'unclaimed':
      return t('award-rules:log.discarded.unclaimed', { card });
    case 'declined':
      return p.unable ? t('award-rules:log.discarded.declinedUnable', { card }) : t('award-rules:log.discarded.declined', { card });
    case 'unstaffed':
      return t('award-rules:log.discarded.unstaffed', { card });
    case 'nobodyHired':
      return t('award-rules:log.discarded.nobodyHired', { card });
    default:
      return t('award-rules:log.discarded.other', { card });
  }
}

function outLine(reason: string, player: string): string {
  switch (reason) {
    case 'ineligible':
      return t('award-rules:log.out.ineligible', { player });
    case 'pass':
      return t('award-rules:log.out.pass', { player });
    case 'autoPass':
      return t('award-rules:log.out.autoPass', { player });
    case 'timeout':
      return t('award-rules:log.out.timeout', { player });
    case 'withdraw':
      return t('award-rules:log.out.withdraw', { player });
    case 'leaked':
      return t('award-rules:log.out.leaked', { player, card: cardName('S4') });
    case 'host':
      return t('award-rules:log.out.host', { player });
    case 'removed':
      return t('award-rules:log.out.removed', { player });
    default:
      return t('award-rules:log.out.other', { player });
  }
}

/** How a creative left. */
function leftLine(reason: string, player: string, card: string): string {
  switch (reason) {
    case 'fired':
      return t('award-rules:log.left.fired', { player, card });
    case 'unpaid':
      return t('award-rules:log.left.unpaid', { player, card });
    case 'layoffs':
      return t('award-rules:log.left.layoffs', { player, card, cause: cardName('E4') });
    case 'liquidated':
      return t('award-rules:log.left.liquidated', { player, card, money: money(1) });
    case 'greener':
      return t('award-rules:log.left.greener', { player, card, cause: cardName('E1') });
    default:
      return t('award-rules:log.left.other', { player, card });
  }
}

/** How an Account left. */
function lostLine(reason: string, player: string, card: string): string {
  switch (reason) {
    case 'dropped':
      return t('award-rules:log.lost.dropped', { player, card });
    case 'understaffed':
      return t('award-rules:log.lost.understaffed', { player, card });
    case 'badPress':
      return t('award-rules:log.lost.by', { player, card, cause: cardName('S5a') });
    case 'freshStart':
      return t('award-rules:log.lost.by', { player, card, cause: cardName('S2') });
    case 'bust':
      return t('award-rules:log.lost.by', { player, card, cause: cardName('E10') });
    default:
      return t('award-rules:log.lost.other', { player, card });
  }
}

/** Why tokens were renewed outside the turn's own renew (M3): the card that did it, or null. */
function renewCause(cause: string): string | null {
  switch (cause) {
    case 'teamRetreat':
      return cardName('E8');
    case 'freshStart':
      return cardName('S2');
    case 'allNighter':
      return cardName('T4a');
    default:
      return null;
  }
}

function endReason(reason: string): string {
  switch (reason) {
    case 'threeAwards':
      return t('award-rules:log.end.threeAwards');
    case 'awardLock':
      return t('award-rules:log.end.awardLock');
    case 'host':
      return t('award-rules:log.end.host');
    case 'lastStanding':
      return t('award-rules:log.end.lastStanding');
    default:
      return reason;
  }
}

/** One public log line, or null for bookkeeping the table does not need to read. */
export function logLine(e: LogEntryView, name: Namer): string | null {
  const p = e.params;
  const player = e.player ? name(e.player) : t('award-rules:log.bank');
  const c0 = e.cards[0];
  const card = c0 ? bold(c0) : t('award-rules:log.aCard');
  switch (e.type) {
    case 'setup':
      return t('award-rules:log.setup', { player });
    case 'deadlineSet':
    case 'actionStep':
      return null;
    case 'turnLengthSet':
      return t('award-rules:log.turnLengthSet', { length: duration(num(p.ms)) });
    case 'turnBegan':
      return t('award-rules:log.turnBegan', { turn: num(p.turn), round: num(p.round), player });
    case 'stepBegan':
      // M2 only matters when salaries are paid or creatives go: those have their own lines.
      return p.step === 'M2' ? null : t('award-rules:log.actionPhase', { player });
    case 'turnTimedOut':
      return p.host ? t('award-rules:log.turnResolvedByHost', { player }) : t('award-rules:log.turnTimedOut', { player });
    case 'turnEnded':
      if (!p.timedOut) return t('award-rules:log.turnEnded', { player });
      return p.host ? t('award-rules:log.turnEndedHost', { player }) : t('award-rules:log.turnEndedDeadline', { player });
    case 'cash':
      return cashLine(p.cause, player, money(Math.abs(num(p.amount))), e);
    case 'transfer': {
      const to = name(str(p.to));
      const m = money(num(p.amount));
      if (p.cause === 'blackmail') return t('award-rules:log.transfer.blackmail', { player, to, money: m, card: cardName('S1a') });
      if (p.cause === 'bribe') return t('award-rules:log.transfer.bribe', { player, to, money: m });
      return t('award-rules:log.transfer.trade', { player, to, money: m });
    }
    case 'assetDrawn': {
      const drawn = t('award-rules:log.assetCards', { count: num(p.count) });
      if (p.cause === 'prize') return t('award-rules:log.assetDrawnPrize', { player, cards: drawn });
      if (p.cause === 'equity') return t('award-rules:log.assetDrawnEquity', { player, cards: drawn, card: cardName('AC3') });
      return t('award-rules:log.assetDrawn', { player, cards: drawn });
    }
    case 'deckReshuffled':
      return p.deck === 'game' ? t('award-rules:log.reshuffledGame', { cards: cards(num(p.size)) }) : t('award-rules:log.reshuffledAsset', { cards: cards(num(p.size)) });
    case 'gameCardRevealed':
      return t('award-rules:log.revealed', { player, card });
    case 'awardRetrieved':
      return t('award-rules:log.awardRetrieved', { card, event: cardName('E9') });
    case 'tableDiscarded':
      return discardedLine(e, card);
    case 'sold':
      return p.forced ? t('award-rules:log.soldForced', { player, card }) : t('award-rules:log.sold', { player, card, money: money(1) });
    case 'handDiscarded':
      return p.cause === 'leakedEmails'
        ? t('award-rules:log.handLeaked', { player, cards: list(e.cards), card: cardName('S8') })
        : t('award-rules:log.handLimit', { player, cards: list(e.cards) });
    case 'cardPlayed': {
      const target = str(p.target);
      const extras: string[] = e.cards.slice(1).map(bold);
      const played = asTokens(p.tokens);
      if (played) extras.push(tokens(played));
      if (p.skill) extras.push(oneToken(str(p.skill)));
      const extra = extras.length ? ` — ${extras.join(', ')}` : '';
      const line =
        target && target !== e.player
          ? t('award-rules:log.playedOn', { player, card, target: name(target), extra })
          : target
            ? t('award-rules:log.playedOnSelf', { player, card, extra })
            : t('award-rules:log.played', { player, card, extra });
      return p.idle ? t('award-rules:log.idleCard', { line, why: idleCard(str(p.idle), target ? name(target) : player) }) : line;
    }
    case 'retainerUsed':
      return t('award-rules:log.retainerUsed', { player, by: name(str(p.by)), card, retainer: cardName('T6') });
    case 'cardsPassed':
      return t('award-rules:log.cardsPassed', { player, to: name(str(p.to)), cards: cards(num(p.count)) });
    case 'headhunted':
      return t('award-rules:log.headhunted', { player, card, by: cardName('T8') });
    case 'hired':
      return p.source === 'table'
        ? t('award-rules:log.hiredGreener', { player, card, fee: money(1), event: cardName('E1') })
        : t('award-rules:log.hired', { player, card, fee: money(1) });
    case 'creativeLeft':
      return leftLine(str(p.reason), player, card);
    case 'debtWaived':
      return t('award-rules:log.debtWaived', { player, money: money(num(p.amount)) });
    case 'poached':
      return t('award-rules:log.poached', { player, card, from: name(str(p.from)) });
    case 'skillGained':
      return p.cause === 'learn'
        ? t('award-rules:log.learnt', { player, skill: skillName(str(p.skill)), cost: money(4) })
        : t('award-rules:log.course', { player, token: oneToken(str(p.skill)), card: cardName('T5') });
    case 'allocated':
      return t('award-rules:log.allocated', { player, tokens: tokens(asTokens(p.tokens)), card });
    case 'expended': {
      const cause = p.cause === 'walkout' ? cardName('S6a') : p.cause === 'burnout' ? cardName('E7') : cardName('T1a');
      return t('award-rules:log.expended', { player, tokens: tokens(asTokens(p.tokens)), cause });
    }
    case 'renewed': {
      const cause = renewCause(str(p.cause));
      const renewed = tokens(asTokens(p.tokens));
      return cause ? t('award-rules:log.renewedBy', { player, tokens: renewed, cause }) : t('award-rules:log.renewed', { player, tokens: renewed });
    }
    case 'accountWon':
      return p.free
        ? t('award-rules:log.accountTaken', { player, card, tokens: tokens(asTokens(p.allocated)) })
        : t('award-rules:log.accountWon', { player, card, tokens: tokens(asTokens(p.allocated)) });
    case 'accountLost':
      return lostLine(str(p.reason), player, card);
    case 'awardWon':
      return t('award-rules:log.awardWon', { player, card, prize: money(2) });
    case 'auctionOpened': {
      const out = seats(p.ineligible);
      return out.length ? t('award-rules:log.auctionOpenedIneligible', { card, players: out.map(name).join(', ') }) : t('award-rules:log.auctionOpened', { card });
    }
    case 'prompted':
      return null; // the bid or pass that answers it says it (and the board shows who is asked)
    case 'bid': {
      const bribes = num(p.bribes);
      const bid = tokens(asTokens(p.tokens));
      return bribes
        ? t('award-rules:log.bidBribes', { player, tokens: bid, bribes: t('award-rules:log.bribes', { count: bribes }), value: num(p.value) })
        : t('award-rules:log.bid', { player, tokens: bid, value: num(p.value) });
    }
    case 'auctionOut':
      return p.host ? t('award-rules:log.out.hostResolved', { player }) : outLine(str(p.reason), player);
    case 'hostSet':
      return t('award-rules:log.hostSet', { player });
    case 'auctionClosed':
      return e.player ? t('award-rules:log.auctionWon', { player, card, value: num(p.value) }) : t('award-rules:log.auctionNoWinner', { card });
    case 'tradeOffered':
      return t('award-rules:log.tradeOffered', { player, to: name(str(p.to)), trade: num(p.trade) });
    case 'tradeClosed':
      return t('award-rules:log.tradeClosed', { trade: num(p.trade), outcome: closedOutcome(str(p.outcome)) });
    case 'tradeExecuted':
      return t('award-rules:log.tradeExecuted', { player, to: name(str(p.to)), ...tradeSides(p) });
    case 'playerRemoved':
      return t('award-rules:log.playerRemoved', { player });
    case 'gameEnded': {
      const winners = seats(p.winners);
      const reason = endReason(str(p.reason));
      return winners.length
        ? t('award-rules:log.gameEnded', { reason, count: winners.length, winners: winners.map(name).join(', ') })
        : t('award-rules:log.gameEndedNoWinner', { reason });
    }
    default:
      return null;
  }
}

/** How a trade closed, in the log line's words. */
function closedOutcome(outcome: string): string {
  switch (outcome) {
    case 'declined':
      return t('award-rules:log.tradeOutcome.declined');
    case 'withdrawn':
      return t('award-rules:log.tradeOutcome.withdrawn');
    case 'lapsed':
      return t('award-rules:log.tradeOutcome.lapsed');
    case 'failed':
      return t('award-rules:log.tradeOutcome.failed');
    default:
      return outcome;
  }
}

/** Each side of an executed trade: cash and a card count ("$2k and 1 card"), or "nothing". */
function tradeSides(p: LogEntryView['params']): { give: string; get: string } {
  const side = (cash: number, count: number) => {
    const parts = [cash ? money(cash) : '', count ? cards(count) : ''].filter(Boolean);
    if (parts.length === 2) return t('award-rules:log.both', { a: parts[0] as string, b: parts[1] as string });
    return parts[0] ?? t('award-rules:log.nothing');
  };
  return { give: side(num(p.giveCash), num(p.giveCount)), get: side(num(p.getCash), num(p.getCount)) };
}

/** One line of a player's private log, as that player reads it. */
export function privateLine(e: LogEntryView, viewer: PlayerId, name: Namer): string | null {
  const p = e.params;
  switch (e.type) {
    case 'dealt':
      return t('award-rules:private.dealt', { cards: list(e.cards) });
    case 'assetDrawn':
      if (p.cause === 'prize') return t('award-rules:private.drewPrize', { cards: list(e.cards) });
      if (p.cause === 'equity') return t('award-rules:private.drewEquity', { cards: list(e.cards), card: cardName('AC3') });
      return t('award-rules:private.drew', { cards: list(e.cards) });
    case 'cardsPassed':
      return e.player === viewer
        ? t('award-rules:private.passedTo', { card: cardName('S1a'), cards: list(e.cards), to: name(str(p.to)) })
        : t('award-rules:private.passedYou', { card: cardName('S1a'), cards: list(e.cards), from: name(e.player ?? '') });
    case 'tradeOffered':
    case 'tradeExecuted': {
      const mine = e.player === viewer;
      const other = mine ? name(str(p.to)) : name(e.player ?? '');
      const giveN = num(p.giveCount);
      const give = e.cards.slice(0, giveN);
      const get = e.cards.slice(giveN);
      const side = (cs: readonly CardView[], cash: number) => [...cs.map(bold), ...(cash ? [money(cash)] : [])].join(', ') || t('award-rules:log.nothing');
      const out = mine ? side(give, num(p.giveCash)) : side(get, num(p.getCash));
      const inn = mine ? side(get, num(p.getCash)) : side(give, num(p.giveCash));
      const params = { trade: num(p.trade), other, give: out, get: inn };
      return e.type === 'tradeOffered' ? t('award-rules:private.tradeOffered', params) : t('award-rules:private.tradeDone', params);
    }
    default:
      return logLine(e, name);
  }
}

/** What a settled trade offer came to, from the public log ("accepted", "declined", …). */
export function tradeOutcome(log: readonly LogEntryView[], trade: number): string {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e?.params.trade !== trade) continue;
    if (e.type === 'tradeExecuted') return t('award-rules:trade.accepted');
    if (e.type === 'tradeClosed') return closedTrade(str(e.params.outcome));
  }
  return t('award-rules:trade.closed');
}

function closedTrade(outcome: string): string {
  switch (outcome) {
    case 'declined':
      return t('award-rules:trade.declined');
    case 'withdrawn':
      return t('award-rules:trade.withdrawn');
    case 'lapsed':
      return t('award-rules:trade.lapsed');
    case 'failed':
      return t('award-rules:trade.failed');
    default:
      return t('award-rules:trade.closed');
  }
}
