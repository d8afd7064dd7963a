// decide(state, command, actor, now): checks a command against the rules and says what happens.
// An illegal command is a RuleError value with a stable code. Accepted commands emit their events,
// then advance() runs everything that follows without a decision. Commands are handled one at a
// time in arrival order and resolve completely; nothing interrupts a resolution (R34, R35, A19).
import type { Decision, PlayerId, RuleError } from '../../engine/game.js';
import { drawStep, endTurn, removePlayer, revealStep, sell } from './action.js';
import { biddable, bidValue, checkBid } from './auction.js';
import { isCard, kindOf } from './cards.js';
import { Emitter } from './emitter.js';
import { advance, applyDefault, frameDefault, lockOf, syncTurnClock, waitingFor } from './flow.js';
import { canTakeFree, claimOffer, endGame } from './game-cards.js';
import { answerHire, bust, chooseGreener, employedCreatives, forcedSales, layoff, liquidate } from './locks.js';
import { finishUpkeep, paySalaries, renew } from './management.js';
import type { AwardCommand, AwardEvent, CommandType } from './messages.js';
import { playCard } from './play.js';
import { answerTrade, offerTrade } from './trade.js';
import { agencyOf, available, bidderOf, missingUpkeep, salariesDue, topFrame, understaffed } from './state.js';
import { add, contains } from './tokens.js';
import {
  BRIBE_COST,
  HAND_LIMIT,
  HIRE_FEE,
  LEARN_COST,
  MISSED_TURNS_FOR_REMOVAL,
  SALARY,
  type Agency,
  type AwardState,
  type FrameKind,
} from './types.js';

type Cmd<T extends CommandType> = Extract<AwardCommand, { type: T }>;

const fail = (code: string, params?: RuleError['params']): RuleError => ({ code, params });

const SYSTEM = new Set<CommandType>(['timeout', 'forceTimeout', 'extendDeadline', 'setDeadlineLength', 'endGame', 'removePlayer']);

/** R58: the answers each lock accepts. */
const LOCK_ANSWERS: Partial<Record<FrameKind, readonly CommandType[]>> = {
  forced: ['forcedSell', 'liquidate'],
  greenerChoose: ['chooseCreative'],
  greenerOffer: ['answerHire'],
  layoffs: ['layoff'],
  bustChoose: ['chooseBust'],
};

/** Checks a command against the rules; `actor = null` is the system (deadlines, host controls). */
export function decide(state: AwardState, command: AwardCommand, actor: PlayerId | null, now: number): Decision<AwardEvent> {
  if (state.phase === 'ended') return { ok: false, error: fail('GAME_OVER') };
  const em = new Emitter(state, now);
  let error: RuleError | null;
  if (SYSTEM.has(command.type)) {
    if (actor !== null) return { ok: false, error: fail('SYSTEM_ONLY', { command: command.type }) };
    error = system(em, command);
  } else {
    if (actor === null) return { ok: false, error: fail('PLAYER_ONLY', { command: command.type }) };
    const me = agencyOf(state, actor);
    if (!me) return { ok: false, error: fail('NOT_IN_GAME') };
    if (me.status !== 'active') return { ok: false, error: fail('REMOVED') };
    const lock = lockOf(state);
    if (lock && (lock.player !== actor || !(LOCK_ANSWERS[lock.frame?.kind as FrameKind] ?? []).includes(command.type))) {
      return { ok: false, error: fail('LOCKED', { player: lock.player, kind: lock.kind }) }; // R58
    }
    error = player(em, command, me);
  }
  if (error) return { ok: false, error };
  advance(em);
  syncTurnClock(em);
  return { ok: true, events: em.events };
}

function system(em: Emitter, command: AwardCommand): RuleError | null {
  const s = em.state;
  switch (command.type) {
    case 'timeout': {
      const w = waitingFor(s);
      if (!w) return fail('NOTHING_TO_TIME_OUT');
      // A deadline row left over from an earlier wait must not touch this one.
      if (command.due !== w.due) return fail('STALE_DEADLINE', { due: w.due });
      if (em.now < w.due) return fail('DEADLINE_NOT_DUE', { due: w.due });
      applyDefault(em); // R37
      return null;
    }
    case 'forceTimeout':
      applyDefault(em, true); // host: apply the current defaults now
      return null;
    case 'extendDeadline': {
      const w = waitingFor(s);
      if (!w) return fail('NOTHING_TO_TIME_OUT');
      const target = w.kind === 'prompt' ? 'prompt' : w.frame ? 'frame' : 'turn';
      em.emit({ type: 'deadlineSet', target, due: w.due + command.ms });
      return null;
    }
    case 'setDeadlineLength':
      em.emit({ type: 'turnLengthSet', ms: command.ms }); // from the next turn on
      return null;
    case 'endGame':
      endGame(em, 'host', null);
      return null;
    case 'removePlayer': {
      const a = agencyOf(s, command.player);
      if (!a || a.status !== 'active') return fail('NO_SUCH_PLAYER', { player: command.player });
      if (a.missedTurns < MISSED_TURNS_FOR_REMOVAL) return fail('NOT_INACTIVE', { missed: a.missedTurns }); // R38
      // Our ruling: only between resolutions, so no lock or auction is left waiting for a ghost.
      if (s.auction || s.stack.length > 0) return fail('BUSY');
      removePlayer(em, command.player);
      return null;
    }
    default:
      return fail('UNKNOWN_COMMAND', { command: command.type });
  }
}

/** R33, A40: free actions belong to the active player in their own turn. */
function ownTurn(s: AwardState, me: Agency): RuleError | null {
  return s.active === me.id ? null : fail('NOT_YOUR_TURN');
}

/** R12, R13, R6(a), A11: hiring and learning in the Action phase, or in M1 to staff Accounts.
 * During an auction only the drawer, who is the active player, passes this check (R42, R78). */
function hireWindow(s: AwardState, me: Agency): RuleError | null {
  return ownTurn(s, me) ?? (s.phase === 'action' || s.step === 'M1' ? null : fail('NOT_NOW', { phase: s.phase }));
}

function actionPhase(s: AwardState, me: Agency): RuleError | null {
  return ownTurn(s, me) ?? (s.phase === 'action' ? null : fail('NOT_ACTION_PHASE'));
}

function player(em: Emitter, c: AwardCommand, me: Agency): RuleError | null {
  const s = em.state;
  const id = me.id;
  switch (c.type) {
    case 'refill': {
      // R6(a), R25: any time during one's own turn.
      const e = ownTurn(s, me);
      if (e) return e;
      const h = me.accounts.find((x) => x.card === c.account);
      if (!h) return fail('NOT_YOUR_ACCOUNT', { card: c.account });
      if (!understaffed(h)) return fail('NOT_UNDERSTAFFED', { card: c.account });
      const missing = missingUpkeep(h);
      if (!contains(available(me), missing)) return fail('TOKENS_NOT_AVAILABLE');
      em.emit({ type: 'allocated', player: id, account: h.card, tokens: missing });
      return null;
    }
    case 'finishUpkeep': {
      const e = ownTurn(s, me);
      if (e) return e;
      if (s.step !== 'M1') return fail('NOT_NOW');
      finishUpkeep(em);
      return null;
    }
    case 'paySalaries':
      return salaries(em, me, c);
    case 'standingOrders': {
      // R10: any time, for the next Management phase.
      for (const x of [...c.fire, ...(c.payOrder ?? [])]) {
        if (!isCard(x) || kindOf(x) !== 'creative') return fail('NOT_A_NAME_CARD', { card: x });
      }
      em.emit({ type: 'ordersSet', player: id, orders: { autoRefill: c.autoRefill, fire: [...c.fire], payOrder: c.payOrder ? [...c.payOrder] : null } });
      return null;
    }
    case 'draw': {
      const e = actionPhase(s, me);
      if (e) return e;
      if (s.drew) return fail('ALREADY_DREW');
      drawStep(em); // R11(1)
      return null;
    }
    case 'reveal': {
      const e = actionPhase(s, me);
      if (e) return e;
      if (!s.drew) return fail('DRAW_FIRST'); // R11: in this order
      if (s.revealed) return fail('ALREADY_REVEALED');
      revealStep(em); // R11(2)
      return null;
    }
    case 'hire': {
      const e = hireWindow(s, me);
      if (e) return e;
      if (!me.hand.includes(c.card)) return fail('NOT_IN_HAND', { card: c.card });
      if (kindOf(c.card) !== 'creative') return fail('NOT_A_NAME_CARD', { card: c.card });
      if (me.cash < HIRE_FEE) return fail('CANNOT_AFFORD', { cost: HIRE_FEE }); // R12, R20, A23
      em.emit({ type: 'cash', player: id, amount: -HIRE_FEE, cause: 'hire', cards: [c.card] }); // R40: the first pay
      em.emit({ type: 'hired', player: id, card: c.card, source: 'hand' });
      return null;
    }
    case 'learn': {
      const e = hireWindow(s, me);
      if (e) return e;
      if (me.cash < LEARN_COST) return fail('CANNOT_AFFORD', { cost: LEARN_COST }); // R13, R47
      em.emit({ type: 'cash', player: id, amount: -LEARN_COST, cause: 'learn', cards: [] });
      em.emit({ type: 'skillGained', player: id, skill: c.skill, cause: 'learn' });
      return null;
    }
    case 'drop': {
      const e = actionPhase(s, me);
      if (e) return e;
      if (!me.accounts.some((h) => h.card === c.account)) return fail('NOT_YOUR_ACCOUNT', { card: c.account });
      em.emit({ type: 'accountLost', player: id, card: c.account, reason: 'dropped' }); // R14
      return null;
    }
    case 'sell': {
      const e = ownTurn(s, me); // R15, R45, A12: either phase of one's own turn
      if (e) return e;
      if (!me.hand.includes(c.card)) return fail('NOT_IN_HAND', { card: c.card });
      sell(em, id, c.card);
      return null;
    }
    case 'offerTrade':
      return offerTrade(em, me, c, actionPhase(s, me));
    case 'answerTrade':
      return answerTrade(em, me, c);
    case 'withdrawTrade': {
      const t = s.trades.find((x) => x.id === c.trade);
      if (!t) return fail('NO_SUCH_TRADE');
      if (t.from !== id) return fail('NOT_YOUR_TRADE');
      em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'withdrawn' });
      return null;
    }
    case 'endTurn':
      return endTurnCommand(em, me, c);
    case 'play':
      return playCard(em, id, c);
    case 'bid': {
      const e = checkBid(s, id, c.tokens, c.bribes); // R70
      if (e) return e;
      const a = s.auction;
      if (!a) return fail('NO_AUCTION');
      const b = bidderOf(a, id);
      if (!b) return fail('OUT_OF_AUCTION');
      const value = bidValue(biddable(a.card), add(b.bid, c.tokens), b.bribes + c.bribes.length);
      em.emit({ type: 'bid', player: id, tokens: c.tokens, bribes: [...c.bribes], value });
      for (let i = 0; i < c.bribes.length; i++) {
        // T2, T3, R53, A26: a bribe goes to the Host if there is one at that moment, else to the bank.
        if (a.host !== null) em.emit({ type: 'transfer', from: id, to: a.host, amount: BRIBE_COST, cause: 'bribe' });
        else em.emit({ type: 'cash', player: id, amount: -BRIBE_COST, cause: 'bribe', cards: [] });
      }
      return null;
    }
    case 'pass': {
      const a = s.auction;
      if (!a) return fail('NO_AUCTION');
      if (a.prompted !== id) return fail('NOT_PROMPTED', { prompted: a.prompted ?? '' });
      em.emit({ type: 'auctionOut', player: id, reason: 'pass' }); // R71
      return null;
    }
    case 'withdraw': {
      const a = s.auction;
      if (!a) return fail('NO_AUCTION');
      if (bidderOf(a, id)?.status !== 'in') return fail('OUT_OF_AUCTION'); // R71
      if (a.high === id) return fail('HIGH_BIDDER_CANNOT_WITHDRAW'); // R72
      em.emit({ type: 'auctionOut', player: id, reason: 'withdraw' });
      return null;
    }
    case 'setAutoPass':
      em.emit({ type: 'autoPassSet', player: id, on: c.on }); // R73
      return null;

    // Lock answers (R58): decide() has already checked that the lock is this player's.
    case 'forcedSell': {
      const f = topFrame(s);
      if (f?.kind !== 'forced') return fail('NOT_NOW');
      if (me.hand.length === 0) return fail('HAND_EMPTY');
      if (new Set(c.cards).size !== c.cards.length) return fail('CARD_TWICE');
      if (c.cards.length > f.owed) return fail('TOO_MANY', { owed: f.owed });
      for (const x of c.cards) if (!me.hand.includes(x)) return fail('NOT_IN_HAND', { card: x });
      forcedSales(em, f, c.cards); // R21(2)
      return null;
    }
    case 'liquidate': {
      const f = topFrame(s);
      if (f?.kind !== 'forced') return fail('NOT_NOW');
      if (me.hand.length > 0) return fail('SELL_CARDS_FIRST'); // R21: cards before creatives
      if (new Set(c.creatives).size !== c.creatives.length) return fail('CARD_TWICE');
      if (c.creatives.length > f.owed) return fail('TOO_MANY', { owed: f.owed });
      for (const x of c.creatives) if (!me.creatives.some((y) => y.card === x)) return fail('NOT_YOUR_CREATIVE', { card: x });
      liquidate(em, f, c.creatives); // R21(3)
      return null;
    }
    case 'chooseCreative': {
      if (topFrame(s)?.kind !== 'greenerChoose') return fail('NOT_NOW');
      if (!employedCreatives(s).some((o) => o.card === c.creative)) return fail('NOT_EMPLOYED', { card: c.creative });
      chooseGreener(em, c.creative); // E1, A25
      return null;
    }
    case 'answerHire': {
      const f = topFrame(s);
      if (f?.kind !== 'greenerOffer') return fail('NOT_NOW');
      answerHire(em, f, c.accept); // E1 (the lock is only offered to players with $1k)
      return null;
    }
    case 'layoff': {
      const f = topFrame(s);
      if (f?.kind !== 'layoffs') return fail('NOT_NOW');
      if (!me.creatives.some((x) => x.card === c.creative)) return fail('NOT_YOUR_CREATIVE', { card: c.creative });
      layoff(em, f, c.creative); // E4
      return null;
    }
    case 'chooseBust': {
      const f = topFrame(s);
      if (f?.kind !== 'bustChoose') return fail('NOT_NOW');
      if (!f.options.includes(c.account)) return fail('NOT_TIED', { card: c.account });
      bust(em, c.account); // E10
      return null;
    }
    case 'claim': {
      const f = topFrame(s);
      if ((f?.kind !== 'claimWon' && f?.kind !== 'noBidOffer') || f.player !== id) return fail('NOTHING_TO_CLAIM');
      if (f.kind === 'claimWon') {
        // R76: the Account is allocated as soon as the tokens are there; declining gives it up.
        if (c.accept) return fail('CANNOT_ALLOCATE', { card: f.card });
        frameDefault(em, f);
        return null;
      }
      if (c.accept && !canTakeFree(s, id, f.card)) return fail('CANNOT_TAKE', { card: f.card }); // R77
      claimOffer(em, f, c.accept);
      return null;
    }
    default:
      return fail('UNKNOWN_COMMAND', { command: c.type });
  }
}

/** R7 (M2): fire whom you like (Mark Spoiler included) and pay everyone else still due. */
function salaries(em: Emitter, me: Agency, c: Cmd<'paySalaries'>): RuleError | null {
  const s = em.state;
  const e = ownTurn(s, me);
  if (e) return e;
  if (s.step !== 'M2') return fail('NOT_NOW');
  if (new Set(c.fire).size !== c.fire.length) return fail('CARD_TWICE');
  for (const x of c.fire) if (!me.creatives.some((y) => y.card === x)) return fail('NOT_YOUR_CREATIVE', { card: x });
  const due = salariesDue(s, me).filter((x) => !c.fire.includes(x));
  if (due.length * SALARY > me.cash) return fail('CANNOT_PAY', { due: due.length * SALARY, cash: me.cash });
  for (const x of c.fire) em.emit({ type: 'creativeLeft', player: me.id, card: x, reason: 'fired' }); // R9, R50
  paySalaries(em, me.id, due);
  renew(em); // R8
  return null;
}

/** R17: only when R11 is complete and nothing is open; the cut is part of the command (R62). */
function endTurnCommand(em: Emitter, me: Agency, c: Cmd<'endTurn'>): RuleError | null {
  const s = em.state;
  const e = actionPhase(s, me);
  if (e) return e;
  if (!s.drew || !s.revealed) return fail('TURN_NOT_DONE', { drew: s.drew, revealed: s.revealed });
  if (s.auction || s.stack.length > 0) return fail('BUSY');
  const excess = Math.max(0, me.hand.length - HAND_LIMIT);
  // Our ruling: the cut names exactly the excess (more can be sold first with `sell`).
  if (c.cut.length !== excess) return fail('CUT_TO_FIVE', { cut: excess });
  const cards = c.cut.map((x) => x.card);
  if (new Set(cards).size !== cards.length) return fail('CARD_TWICE');
  for (const x of cards) if (!me.hand.includes(x)) return fail('NOT_IN_HAND', { card: x });
  endTurn(em, c.cut, false);
  return null;
}
