// The resolution loop: after every accepted command, advance() runs everything that needs no
// decision (R5: "steps that need no decision are completed by the bot instantly") until the game
// waits for a named player: the active player's turn, an auction prompt, a lock (R58) or an offer
// (R76, R77). Work in progress lives in state.stack as data, so a stored game resumes exactly.
import type { PlayerId } from '../../engine/game.js';
import { biddable, eligible, hasLegalBid, highValue, nextPrompt, shouldClose } from './auction.js';
import { account, AWARD_COUNT, creative, kindOf, type CardId } from './cards.js';
import type { Emitter } from './emitter.js';
import {
  activePlayers,
  agency,
  available,
  clockwise,
  isActive,
  missingUpkeep,
  nextPlayer,
  owned,
  salariesDue,
  seatOf,
  topFrame,
  understaffed,
} from './state.js';
import { contains, isEmpty, size, SKILLS, sub, type Skill, type Tokens } from './tokens.js';
import {
  HAND_LIMIT,
  HIRE_FEE,
  PRIZE_CARDS,
  PRIZE_CASH,
  SALARY,
  SALE_PRICE,
  WIN_AWARDS,
  type Agency,
  type AwardResult,
  type AwardState,
  type EndReason,
  type ForcedCause,
  type Frame,
  type FrameKind,
  type PendingView,
} from './types.js';

type FrameOf<K extends FrameKind> = Extract<Frame, { kind: K }>;

/** Frames that are locks (R58): only the named player's answer is accepted while they wait. */
export const LOCK_FRAMES: ReadonlySet<FrameKind> = new Set<FrameKind>(['forced', 'greenerChoose', 'greenerOffer', 'layoffs', 'bustChoose']);

export interface Waiting {
  readonly kind: PendingView['kind'];
  readonly player: PlayerId;
  readonly due: number;
  readonly lock: boolean;
  readonly frame: Frame | null;
}

/** Who the game waits for now and until when, or null once it has ended (R37, R58). */
export function waitingFor(state: AwardState): Waiting | null {
  if (state.phase === 'ended') return null;
  const top = topFrame(state);
  if (top) {
    const lock = LOCK_FRAMES.has(top.kind);
    switch (top.kind) {
      case 'auction': {
        const a = state.auction;
        if (!a || a.prompted === null) break;
        return { kind: 'prompt', player: a.prompted, due: a.due ?? state.turnDue, lock: false, frame: top };
      }
      case 'forced':
        return { kind: top.kind, player: top.payer, due: top.due ?? state.turnDue, lock, frame: top };
      case 'greenerOffer':
      case 'layoffs':
        return { kind: top.kind, player: top.queue[0] ?? state.active, due: top.due ?? state.turnDue, lock, frame: top };
      case 'greenerChoose':
      case 'bustChoose':
        return { kind: top.kind, player: state.active, due: top.due ?? state.turnDue, lock, frame: top };
      case 'claimWon':
      case 'noBidOffer':
        return { kind: top.kind, player: top.player, due: top.due ?? state.turnDue, lock, frame: top };
      default:
        break;
    }
  }
  const kind = state.phase === 'management' ? (state.step === 'M1' ? 'upkeep' : 'salaries') : 'turn';
  return { kind, player: state.active, due: state.turnDue, lock: false, frame: null };
}

/**
 * A44: the active player's turn clock runs only while the game waits on them. When the wait moves
 * to someone else (a bid prompt, a question to another player, an Event that asks everyone) the
 * clock pauses; when it comes back, the time spent waiting on others is added to the deadline. So
 * a turn can only time out while it waits on the active player, and only then is it their missed
 * turn (R38). Called once a command has resolved: time passes only between commands.
 */
export function syncTurnClock(em: Emitter): void {
  const s = em.state;
  if (s.phase === 'ended' || s.options.turnClockPauses === false || s.options.turnClockPauses === undefined) return;
  const onActive = waitingFor(s)?.player === s.active;
  const pausedAt = s.turnPausedAt ?? null;
  if (onActive && pausedAt !== null) em.emit({ type: 'turnClock', due: s.turnDue + Math.max(0, em.now - pausedAt), pausedAt: null });
  else if (!onActive && pausedAt === null) em.emit({ type: 'turnClock', due: s.turnDue, pausedAt: em.now });
}

/** The pending lock, if any (R58). */
export function lockOf(state: AwardState): Waiting | null {
  const w = waitingFor(state);
  return w && w.lock ? w : null;
}

/** Runs every step that needs no decision, until the game waits for someone or ends. */
export function advance(em: Emitter): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const s = em.state;
    if (s.phase === 'ended') return;
    const top = topFrame(s);
    const progressed = top ? stepFrame(em, top) : s.phase === 'management' ? stepManagement(em) : stepAction(em);
    if (!progressed) return;
  }
  throw new Error('advance: the resolution does not settle');
}

/**
 * Whether to wait for `player` on the top frame (its deadline is set when the wait begins), or
 * to apply the default now: once the turn's deadline has passed, the active player's own choices
 * take their defaults at once (R37).
 */
function waits(em: Emitter, frame: Frame & { readonly due: number | null }, player: PlayerId): boolean {
  const s = em.state;
  if (s.autoTurn && player === s.active) return false;
  if (frame.due === null) em.emit({ type: 'deadlineSet', target: 'frame', due: em.now + s.options.choiceMs });
  return true;
}

function pop(em: Emitter): void {
  em.emit({ type: 'framePopped' });
}

function stepFrame(em: Emitter, f: Frame): boolean {
  const s = em.state;
  switch (f.kind) {
    case 'auction':
      return stepAuction(em);

    case 'finishEvent':
      // R80(c): the Event that opened the auction finishes resolving first.
      pop(em);
      em.emit({ type: 'tableDiscarded', card: f.card, reason: 'resolved' });
      return true;

    case 'recession': {
      // E2: clockwise from the drawer, $1k per Account held, a forced payment (R21).
      const [p, ...rest] = f.queue;
      if (p === undefined) {
        pop(em);
        return true;
      }
      em.emit({ type: 'frameSet', frame: { kind: 'recession', queue: rest } });
      const n = agency(s, p).accounts.length;
      if (n > 0 && isActive(s, p)) charge(em, p, n, 'recession');
      return true;
    }

    case 'forced': {
      if (f.owed <= 0) {
        pop(em);
        return true;
      }
      const a = agency(s, f.payer);
      if (a.hand.length > 0) {
        // R21(2). Our ruling: no lock when there is nothing to choose (the debt covers the whole hand).
        if (f.owed >= a.hand.length) {
          forcedSales(em, f, a.hand.slice());
          return true;
        }
        if (waits(em, f, f.payer)) return false;
        defaultForced(em, f);
        return true;
      }
      if (a.creatives.length > 0) {
        // R21(3)
        if (f.owed >= a.creatives.length) {
          liquidate(em, f, a.creatives.map((c) => c.card));
          return true;
        }
        if (waits(em, f, f.payer)) return false;
        defaultForced(em, f);
        return true;
      }
      // R21(4), R48: what is still owed is waived.
      pop(em);
      em.emit({ type: 'debtWaived', player: f.payer, amount: f.owed });
      return true;
    }

    case 'greenerChoose': {
      const options = employedCreatives(s);
      if (options.length === 0) {
        pop(em); // R60
        return true;
      }
      if (options.length === 1) {
        chooseGreener(em, (options[0] as { card: CardId }).card);
        return true;
      }
      if (waits(em, f, s.active)) return false;
      frameDefault(em, f);
      return true;
    }

    case 'greenerOffer': {
      const [p, ...rest] = f.queue;
      if (p === undefined) {
        pop(em);
        em.emit({ type: 'tableDiscarded', card: f.creative, reason: 'nobodyHired' });
        return true;
      }
      // Our ruling: a player without the $1k fee has nothing to decide and is skipped (R20; they
      // may not sell outside their turn, R33).
      if (!isActive(s, p) || agency(s, p).cash < HIRE_FEE) {
        em.emit({ type: 'frameSet', frame: { ...f, queue: rest, due: null } });
        return true;
      }
      if (waits(em, f, p)) return false;
      frameDefault(em, f);
      return true;
    }

    case 'layoffs': {
      const [p] = f.queue;
      if (p === undefined) {
        pop(em);
        return true;
      }
      if (!isActive(s, p) || agency(s, p).creatives.length < 3) {
        em.emit({ type: 'frameSet', frame: { ...f, queue: f.queue.slice(1), due: null } });
        return true;
      }
      if (waits(em, f, p)) return false;
      frameDefault(em, f);
      return true;
    }

    case 'bustChoose':
      if (waits(em, f, s.active)) return false;
      frameDefault(em, f);
      return true;

    case 'claimWon': {
      // R76. Our ruling: allocated automatically as soon as the winner has the tokens (after free
      // actions); `claim accept:false` gives it up; the timed default discards it.
      if (contains(available(agency(s, f.player)), account(f.card).upkeep)) {
        pop(em);
        acquireAccount(em, f.player, f.card, false);
        return true;
      }
      if (waits(em, f, f.player)) return false;
      frameDefault(em, f);
      return true;
    }

    case 'noBidOffer':
      if (waits(em, f, f.player)) return false;
      frameDefault(em, f);
      return true;
  }
}

/** The timed default of a waiting frame (R37; the card's or rule's written default, else random). */
export function frameDefault(em: Emitter, f: Frame): void {
  const s = em.state;
  switch (f.kind) {
    case 'forced':
      defaultForced(em, f);
      return;
    case 'greenerChoose': {
      // E1: a random creative not employed by the drawer, else a random one.
      const all = employedCreatives(s);
      const others = all.filter((o) => o.player !== s.active);
      const pick = em.random((r) => r.pick(others.length > 0 ? others : all));
      chooseGreener(em, pick.card);
      return;
    }
    case 'greenerOffer':
      answerHire(em, f, false); // E1: default decline
      return;
    case 'layoffs': {
      const p = f.queue[0] as PlayerId;
      layoff(em, f, leastValuable(agency(s, p))); // E4: fewest tokens, then most recently hired
      return;
    }
    case 'bustChoose': {
      const pick = em.random((r) => r.pick(f.options)); // E10: default random
      bust(em, pick);
      return;
    }
    case 'claimWon':
      pop(em); // R76: still cannot allocate: the Account goes to the Game discard
      em.emit({ type: 'tableDiscarded', card: f.card, reason: 'unstaffed' });
      return;
    case 'noBidOffer': {
      // R77 has no written default: R37 picks at random among the answers open to the drawer.
      const take = canTakeFree(s, f.player, f.card) && em.random((r) => r.int(2) === 0);
      claimOffer(em, f, take);
      return;
    }
    default:
      return;
  }
}

/** Applies the default of whatever the game is waiting for (a deadline passed, or the host forced it). */
export function applyDefault(em: Emitter): void {
  const s = em.state;
  const w = waitingFor(s);
  if (!w) return;
  if (w.frame && w.frame.kind !== 'auction') {
    frameDefault(em, w.frame);
    return;
  }
  if (w.kind === 'prompt') {
    em.emit({ type: 'auctionOut', player: w.player, reason: 'timeout' }); // R37, R71
    return;
  }
  // R37: the turn's deadline passed: the bot finishes the mandatory steps with defaults. A44: the
  // turn clock only runs while the game waits on the active player, so this is their missed turn.
  em.emit({ type: 'turnTimedOut', player: s.active });
}

// ---------------------------------------------------------------------------------------------
// Management phase (R6–R8)

function stepManagement(em: Emitter): boolean {
  const s = em.state;
  const a = agency(s, s.active);
  if (s.step === 'M1') {
    if (a.accounts.some(understaffed)) {
      // R6(a), R10. Our ruling: M1 waits only while an Account is under-staffed and no standing
      // order covers it; once every Account is staffed it completes by itself.
      if (!a.orders.autoRefill && !s.autoTurn) return false;
      autoRefill(em, s.active);
    }
    finishUpkeep(em);
    return true;
  }
  return salaries(em);
}

/**
 * Refills under-staffed Accounts from available tokens, highest income first (the standing order,
 * and, A43, the default when the turn times out: refilling is never worse than losing the Account).
 */
function autoRefill(em: Emitter, p: PlayerId): void {
  const order = agency(em.state, p)
    .accounts.map((h, i) => ({ h, i }))
    .sort((x, y) => account(y.h.card).income - account(x.h.card).income || x.i - y.i);
  for (const { h } of order) {
    if (!understaffed(h)) continue;
    const missing = missingUpkeep(h);
    if (contains(available(agency(em.state, p)), missing)) em.emit({ type: 'allocated', player: p, account: h.card, tokens: missing });
  }
}

/** R6(b), R6(c): under-staffed Accounts go; income from the rest; then M2 (A9: income before salaries). */
export function finishUpkeep(em: Emitter): void {
  const p = em.state.active;
  for (const h of agency(em.state, p).accounts) {
    if (understaffed(h)) em.emit({ type: 'accountLost', player: p, card: h.card, reason: 'understaffed' }); // R25, A15
  }
  const held = agency(em.state, p).accounts;
  const income = held.reduce((sum, h) => sum + account(h.card).income, 0);
  if (income > 0) em.emit({ type: 'cash', player: p, amount: income, cause: 'income', cards: held.map((h) => h.card) }); // R56
  em.emit({ type: 'stepBegan', step: 'M2' });
}

/**
 * R7 (M2): standing firings, then salaries. Our ruling (R10 "only if a decision is missing"):
 * M2 waits only when cash cannot cover the salaries due and no pay order says how; otherwise
 * everyone due is paid (firing by choice is done with a standing order or paySalaries).
 */
function salaries(em: Emitter): boolean {
  const s = em.state;
  const p = s.active;
  const a = agency(s, p);
  if (a.orders.fire.length > 0) {
    for (const c of a.orders.fire) {
      if (a.creatives.some((x) => x.card === c)) em.emit({ type: 'creativeLeft', player: p, card: c, reason: 'fired' });
    }
    em.emit({ type: 'ordersSet', player: p, orders: { autoRefill: a.orders.autoRefill, fire: [], payOrder: a.orders.payOrder } });
  }
  const now = agency(em.state, p);
  const due = salariesDue(em.state, now);
  if (due.length * SALARY <= now.cash) {
    paySalaries(em, p, due);
    renew(em);
    return true;
  }
  if (now.orders.payOrder === null && !em.state.autoTurn) return false;
  // R7 default (and the standing pay order): pay in order while cash lasts, fire the rest.
  const first = (now.orders.payOrder ?? []).filter((c) => due.includes(c));
  const order = [...first, ...due.filter((c) => !first.includes(c))];
  const paid = order.slice(0, Math.floor(now.cash / SALARY));
  for (const c of order.slice(paid.length)) em.emit({ type: 'creativeLeft', player: p, card: c, reason: 'unpaid' });
  paySalaries(em, p, paid);
  renew(em);
  return true;
}

export function paySalaries(em: Emitter, p: PlayerId, paid: readonly CardId[]): void {
  if (paid.length > 0) em.emit({ type: 'cash', player: p, amount: -SALARY * paid.length, cause: 'salary', cards: paid });
}

/** R8 (M3): every expended token of the active player becomes available; the Action phase begins. */
export function renew(em: Emitter): void {
  const a = agency(em.state, em.state.active);
  const tokens = sub(a.expended, a.committed); // R26, A36: never tokens committed to an open auction
  if (!isEmpty(tokens)) em.emit({ type: 'renewed', player: a.id, tokens, cause: 'renew' });
  em.emit({ type: 'stepBegan', step: 'action' });
}

// ---------------------------------------------------------------------------------------------
// Action phase (R11) and end of turn (R17)

function stepAction(em: Emitter): boolean {
  const s = em.state;
  if (!s.autoTurn) return false;
  // R37: the bot performs the mandatory steps not yet done, then ends the turn.
  if (!s.drew) drawStep(em);
  else if (!s.revealed) revealStep(em);
  else endTurn(em, defaultCut(em), true);
  return true;
}

/** R11(1). */
export function drawStep(em: Emitter): void {
  em.emit({ type: 'actionStep', step: 'draw' });
  drawAssets(em, em.state.active, 1, 'draw');
}

/** R11(2). */
export function revealStep(em: Emitter): void {
  em.emit({ type: 'actionStep', step: 'reveal' });
  revealNext(em);
}

/** R17 default: sell the excess cards, chosen at random. */
function defaultCut(em: Emitter): { card: CardId; sell: boolean }[] {
  const hand = agency(em.state, em.state.active).hand;
  const excess = hand.length - HAND_LIMIT;
  if (excess <= 0) return [];
  return em.random((r) => r.shuffle(hand).slice(0, excess)).map((card) => ({ card, sell: true }));
}

/** R17, R46, A13: the cut (sold or discarded), lapsed trade offers (R16), then the next seat clockwise (R4). */
export function endTurn(em: Emitter, cut: readonly { card: CardId; sell: boolean }[], timedOut: boolean): void {
  const p = em.state.active;
  for (const c of cut) {
    if (c.sell) sell(em, p, c.card);
  }
  const discards = cut.filter((c) => !c.sell).map((c) => c.card);
  if (discards.length > 0) em.emit({ type: 'handDiscarded', player: p, cards: discards, cause: 'handLimit' });
  for (const t of em.state.trades) em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'lapsed' });
  em.emit({ type: 'turnEnded', player: p, timedOut });
  beginNextTurn(em, p);
}

function beginNextTurn(em: Emitter, from: PlayerId): void {
  const s = em.state;
  const next = nextPlayer(s, from);
  if (next === null) return;
  const n = s.players.length;
  const rel = (id: PlayerId) => (seatOf(s, id) - seatOf(s, s.firstPlayer) + n) % n;
  const round = rel(next) <= rel(from) ? s.round + 1 : s.round; // our ruling: a round starts at the first player's seat
  em.emit({ type: 'turnBegan', player: next, turn: s.turn + 1, round, management: true, due: em.now + s.options.turnMs }); // R5, A10
}

/** R15: a sale for $1k. */
export function sell(em: Emitter, p: PlayerId, card: CardId): void {
  em.emit({ type: 'sold', player: p, card, forced: false });
  em.emit({ type: 'cash', player: p, amount: SALE_PRICE, cause: 'sale', cards: [card] });
}

/** R39: draws one at a time from the top, reshuffling the discard when the deck is empty. */
function drawAssets(em: Emitter, p: PlayerId, n: number, cause: 'draw' | 'prize' | 'equity'): void {
  let need = n;
  while (need > 0) {
    if (em.state.assetDeck.length === 0) {
      const discard = em.state.assetDiscard;
      if (discard.length === 0) return; // R39: the draw is skipped
      const order = em.random((r) => r.shuffle(discard));
      em.emit({ type: 'deckReshuffled', deck: 'asset', order });
    }
    const deck = em.state.assetDeck;
    const k = Math.min(need, deck.length);
    em.emit({ type: 'assetDrawn', player: p, cards: deck.slice(deck.length - k).reverse(), cause });
    need -= k;
  }
}

/** Reveals the top Game card and resolves it (R11(2), R39: a reshuffle, or nothing if none is left). */
function revealNext(em: Emitter): void {
  if (em.state.gameDeck.length === 0) {
    const discard = em.state.gameDiscard;
    if (discard.length === 0) return; // R39, A31: R11(2) is complete
    const order = em.random((r) => r.shuffle(discard));
    em.emit({ type: 'deckReshuffled', deck: 'game', order });
  }
  const card = em.state.gameDeck[em.state.gameDeck.length - 1] as CardId;
  em.emit({ type: 'gameCardRevealed', card });
  resolveGameCard(em, card);
}

// ---------------------------------------------------------------------------------------------
// Game cards: auctions (§2) and Events (§4.5)

function resolveGameCard(em: Emitter, card: CardId): void {
  const kind = kindOf(card);
  if (kind === 'account' || kind === 'award') {
    openAuction(em, card);
    return;
  }
  const s = em.state;
  const drawer = s.active;
  const discard = () => em.emit({ type: 'tableDiscarded', card, reason: 'resolved' });
  switch (card) {
    case 'E1': // Off to Greener Pastures
      if (employedCreatives(s).length === 0) {
        discard();
        return;
      }
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'framePushed', frame: { kind: 'greenerChoose', due: null } });
      return;
    case 'E2': // Recession
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'framePushed', frame: { kind: 'recession', queue: clockwise(s, drawer, true) } });
      return;
    case 'E3': // Tax Rebate
      for (const p of clockwise(s, drawer, true)) em.emit({ type: 'cash', player: p, amount: 2, cause: 'rebate', cards: [] });
      discard();
      return;
    case 'E4': {
      // Industry Layoffs: one at a time, clockwise from the drawer, each under a lock (R59).
      const queue = clockwise(s, drawer, true).filter((p) => agency(s, p).creatives.length >= 3);
      if (queue.length === 0) {
        discard();
        return;
      }
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'framePushed', frame: { kind: 'layoffs', queue, due: null } });
      return;
    }
    case 'E5': // Pitch Season: discard this, then the next card is this turn's Game card.
      discard();
      revealNext(em);
      return;
    case 'E6': // Viral Hit
      em.emit({ type: 'cash', player: drawer, amount: 3, cause: 'viral', cards: [] });
      discard();
      return;
    case 'E7': // Burnout
      for (const p of clockwise(s, drawer, true)) {
        const tokens = burnout(available(agency(em.state, p)));
        if (!isEmpty(tokens)) em.emit({ type: 'expended', player: p, tokens, cause: 'burnout' });
      }
      discard();
      return;
    case 'E8': // Team Retreat
      for (const p of clockwise(s, drawer, true)) {
        const a = agency(em.state, p);
        const tokens = sub(a.expended, a.committed); // R26, A36
        if (!isEmpty(tokens)) em.emit({ type: 'renewed', player: p, tokens, cause: 'teamRetreat' });
      }
      discard();
      return;
    case 'E9': {
      // Award Season: the most recently discarded Award is auctioned as if just revealed (R64).
      const award = [...s.gameDiscard].reverse().find((c) => kindOf(c) === 'award');
      if (!award) {
        discard();
        return;
      }
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'awardRetrieved', card: award });
      openAuction(em, award);
      return;
    }
    case 'E10': {
      // Client Goes Bust: the held Account with the highest income; the drawer breaks ties.
      const held = s.agencies.filter((a) => a.status === 'active').flatMap((a) => a.accounts.map((h) => h.card));
      if (held.length === 0) {
        discard();
        return;
      }
      const top = Math.max(...held.map((c) => account(c).income));
      const tied = held.filter((c) => account(c).income === top);
      if (tied.length === 1) {
        bust(em, tied[0] as CardId);
        discard();
        return;
      }
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'framePushed', frame: { kind: 'bustChoose', options: tied, due: null } });
      return;
    }
    default:
      throw new Error(`resolveGameCard: ${card}`);
  }
}

/** E7: 2 tokens, each from the type with the most available (ties: A, then D, then T). */
export function burnout(avail: Tokens): Tokens {
  const left = { A: avail.A, D: avail.D, T: avail.T };
  const out = { A: 0, D: 0, T: 0 };
  for (let i = 0; i < 2; i++) {
    let best: Skill | null = null;
    for (const s of SKILLS) if (left[s] > 0 && (best === null || left[s] > left[best])) best = s;
    if (best === null) break;
    left[best] -= 1;
    out[best] += 1;
  }
  return out;
}

/** R64, R66: the auction opens; ineligible players are out from the start. */
function openAuction(em: Emitter, card: CardId): void {
  const s = em.state;
  const ineligible = activePlayers(s).filter((p) => !eligible(s, p, card));
  em.emit({ type: 'auctionOpened', card, drawer: s.active, ineligible });
  em.emit({ type: 'framePushed', frame: { kind: 'auction' } });
}

function stepAuction(em: Emitter): boolean {
  const s = em.state;
  const a = s.auction;
  if (!a) {
    pop(em);
    return true;
  }
  if (shouldClose(a)) {
    closeAuction(em);
    return true;
  }
  if (a.prompted === null) {
    const p = nextPrompt(s, a) as PlayerId; // R69
    em.emit({ type: 'prompted', player: p, due: em.now + s.options.promptMs });
    return true;
  }
  const p = a.prompted;
  // R73, A34. Our ruling: re-checked at every step while the player is prompted (a Walkout played
  // on a prompted player can take their last legal bid away).
  if (agency(s, p).autoPass && !hasLegalBid(s, p)) {
    em.emit({ type: 'auctionOut', player: p, reason: 'autoPass' });
    return true;
  }
  if (s.autoTurn && p === s.active) {
    em.emit({ type: 'auctionOut', player: p, reason: 'timeout' }); // R37
    return true;
  }
  return false;
}

/** R74–R77: the auction closes; the card goes to its winner, to the drawer, or to the discard. */
function closeAuction(em: Emitter): void {
  const s = em.state;
  const a = s.auction;
  if (!a) return;
  const def = biddable(a.card);
  const winner = a.high;
  em.emit({ type: 'auctionClosed', card: a.card, winner, value: highValue(a) });
  pop(em);
  if (winner !== null) {
    if (def.kind === 'award') {
      winAward(em, winner, a.card);
    } else if (contains(available(agency(em.state, winner)), def.upkeep)) {
      acquireAccount(em, winner, a.card, false); // R76
    } else if (winner === em.state.active) {
      em.emit({ type: 'framePushed', frame: { kind: 'claimWon', card: a.card, player: winner, due: null } }); // R76
    } else {
      em.emit({ type: 'tableDiscarded', card: a.card, reason: 'unstaffed' }); // R76
    }
    return;
  }
  if (def.kind === 'account' && !a.anyBid && isActive(em.state, a.drawer)) {
    // R44, R77, A4, A5, A41: offered to the drawer at once, within this auction's resolution.
    em.emit({ type: 'framePushed', frame: { kind: 'noBidOffer', card: a.card, player: a.drawer, due: null } });
    return;
  }
  em.emit({ type: 'tableDiscarded', card: a.card, reason: 'unclaimed' }); // R77
}

/** R75, R57, A39: the Award, $2k and the top 2 Asset cards (usable at once, R63); then R18 and R19. */
function winAward(em: Emitter, p: PlayerId, card: CardId): void {
  em.emit({ type: 'awardWon', player: p, card });
  em.emit({ type: 'cash', player: p, amount: PRIZE_CASH, cause: 'prize', cards: [card] });
  drawAssets(em, p, PRIZE_CARDS, 'prize');
  checkWin(em);
}

/** R76: upkeep allocated from available tokens (A6), then the on-acquisition effect, once (R29, A17).
 * Conditions are not looked at again once the card is held (R55). */
function acquireAccount(em: Emitter, p: PlayerId, card: CardId, free: boolean): void {
  em.emit({ type: 'accountWon', player: p, card, allocated: account(card).upkeep, free });
  switch (card) {
    case 'AC3':
      drawAssets(em, p, 1, 'equity');
      return;
    case 'AC8':
      em.emit({ type: 'cash', player: p, amount: 3, cause: 'ministry', cards: [card] });
      return;
    case 'AC12':
      charge(em, p, 2, 'crypto'); // a forced payment (R21)
      return;
    default:
      return;
  }
}

/** R77: whether the drawer could take a no-bid Account now (eligible, upkeep available). */
export function canTakeFree(state: AwardState, p: PlayerId, card: CardId): boolean {
  return eligible(state, p, card) && contains(available(agency(state, p)), account(card).upkeep);
}

/** The drawer's answer to a no-bid Account (R77). */
export function claimOffer(em: Emitter, f: FrameOf<'noBidOffer'>, take: boolean): void {
  pop(em);
  if (take) acquireAccount(em, f.player, f.card, true);
  else em.emit({ type: 'tableDiscarded', card: f.card, reason: 'declined' });
}

/** R18, A32: three Awards win at once, mid-turn; R19: all Awards held with nobody on three ends it. */
function checkWin(em: Emitter): void {
  const s = em.state;
  const three = s.agencies.find((a) => a.status === 'active' && a.awards.length >= WIN_AWARDS);
  if (three) {
    endGame(em, 'threeAwards', [three.id]);
    return;
  }
  const held = s.agencies.reduce((n, a) => n + a.awards.length, 0);
  if (held === AWARD_COUNT) endGame(em, 'awardLock', null); // R19, A31
}

/** Best first: Awards, then cash, then owned tokens (R19); removed players last. */
export function standings(state: AwardState): PlayerId[] {
  const score = (a: Agency) => [a.status === 'active' ? 1 : 0, a.awards.length, a.cash, size(owned(a))];
  return state.agencies
    .slice()
    .sort((x, y) => {
      const a = score(x);
      const b = score(y);
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (b[i] as number) - (a[i] as number);
      return seatOf(state, x.id) - seatOf(state, y.id);
    })
    .map((a) => a.id);
}

/** Ends the game; `winners` null means the R19 ranking decides (ties share the win). Our ruling: a
 * host's endGame is ranked the same way. */
export function endGame(em: Emitter, reason: EndReason, winners: readonly PlayerId[] | null): void {
  const s = em.state;
  const order = standings(s);
  let won = winners;
  if (won === null) {
    const key = (id: PlayerId) => {
      const a = agency(s, id);
      return `${a.awards.length}/${a.cash}/${size(owned(a))}`;
    };
    const first = order[0] as PlayerId;
    won = order.filter((id) => isActive(s, id) && key(id) === key(first));
  }
  const result: AwardResult = { winners: [...won], standings: order, reason };
  em.emit({ type: 'gameEnded', result });
}

// ---------------------------------------------------------------------------------------------
// Forced payments (R21) and the Events' choices

/** R21: a forced payment to the bank; what cash cannot cover continues under a lock. */
function charge(em: Emitter, p: PlayerId, amount: number, cause: ForcedCause): void {
  const cash = agency(em.state, p).cash;
  if (cash >= amount) {
    em.emit({ type: 'cash', player: p, amount: -amount, cause, cards: [] });
    return;
  }
  if (cash > 0) em.emit({ type: 'cash', player: p, amount: -cash, cause, cards: [] }); // R21(1)
  em.emit({ type: 'framePushed', frame: { kind: 'forced', payer: p, owed: amount - cash, cause, due: null } });
}

/** R21(2): hand cards sold one at a time; each $1k goes to the bank toward the debt. */
export function forcedSales(em: Emitter, f: FrameOf<'forced'>, cards: readonly CardId[]): void {
  for (const card of cards) em.emit({ type: 'sold', player: f.payer, card, forced: true });
  em.emit({ type: 'frameSet', frame: { ...f, owed: f.owed - cards.length, due: null } });
}

/** R21(3), A22: creatives fired one at a time; the bank pays $1k each toward the debt. */
export function liquidate(em: Emitter, f: FrameOf<'forced'>, creatives: readonly CardId[]): void {
  for (const card of creatives) em.emit({ type: 'creativeLeft', player: f.payer, card, reason: 'liquidated' });
  em.emit({ type: 'frameSet', frame: { ...f, owed: f.owed - creatives.length, due: null } });
}

/** R21 defaults: random hand cards; then the creative with the fewest tokens, most recent first.
 * Our ruling: the default settles the whole remaining step at once (as repeated defaults would). */
function defaultForced(em: Emitter, f: FrameOf<'forced'>): void {
  const a = agency(em.state, f.payer);
  if (a.hand.length > 0) {
    const k = Math.min(f.owed, a.hand.length);
    forcedSales(em, f, em.random((r) => r.shuffle(a.hand).slice(0, k)));
    return;
  }
  liquidate(em, f, [leastValuable(a)]);
}

/** The creative with the fewest tokens, then the most recently hired (R21(3), E4 defaults). */
function leastValuable(a: Agency): CardId {
  let best = a.creatives[0]?.card as CardId;
  let bestSize = Infinity;
  for (const c of a.creatives) {
    const n = size(creative(c.card).tokens);
    if (n <= bestSize) {
      best = c.card;
      bestSize = n;
    }
  }
  return best;
}

/** Every employed creative with its employer (E1). */
export function employedCreatives(state: AwardState): { player: PlayerId; card: CardId }[] {
  return state.agencies
    .filter((a) => a.status === 'active')
    .flatMap((a) => a.creatives.map((c) => ({ player: a.id, card: c.card })));
}

/** E1, A25: the creative leaves; it is offered clockwise from the drawer's left, drawer last. */
export function chooseGreener(em: Emitter, card: CardId): void {
  const s = em.state;
  const from = employedCreatives(s).find((o) => o.card === card)?.player as PlayerId;
  em.emit({ type: 'creativeLeft', player: from, card, reason: 'greener' });
  const queue = [...clockwise(s, s.active, false), s.active].filter((p) => p !== from);
  em.emit({ type: 'frameSet', frame: { kind: 'greenerOffer', creative: card, from, queue, due: null } });
}

/** E1: the offered player hires the creative for $1k, or the offer moves on. */
export function answerHire(em: Emitter, f: FrameOf<'greenerOffer'>, accept: boolean): void {
  const p = f.queue[0] as PlayerId;
  if (accept) {
    pop(em);
    em.emit({ type: 'cash', player: p, amount: -HIRE_FEE, cause: 'hire', cards: [f.creative] });
    em.emit({ type: 'hired', player: p, card: f.creative, source: 'table' });
    return;
  }
  em.emit({ type: 'frameSet', frame: { ...f, queue: f.queue.slice(1), due: null } });
}

/** E4: the player at the head of the queue fires `card`. */
export function layoff(em: Emitter, f: FrameOf<'layoffs'>, card: CardId): void {
  const p = f.queue[0] as PlayerId;
  em.emit({ type: 'creativeLeft', player: p, card, reason: 'layoffs' });
  em.emit({ type: 'frameSet', frame: { ...f, queue: f.queue.slice(1), due: null } });
}

/** E10: the Account goes to the Game discard; its allocated tokens become available. */
export function bust(em: Emitter, card: CardId): void {
  const holder = em.state.agencies.find((a) => a.accounts.some((h) => h.card === card));
  if (topFrame(em.state)?.kind === 'bustChoose') pop(em);
  if (holder) em.emit({ type: 'accountLost', player: holder.id, card, reason: 'bust' });
}

/**
 * R38: the host removes an inactive player; their seat is skipped from then on. Our rulings: a
 * removed active player's turn ends at once; if one player is left, they win (lastStanding).
 */
export function removePlayer(em: Emitter, p: PlayerId): void {
  const wasActive = em.state.active === p;
  for (const t of em.state.trades) {
    if (t.from === p || t.to === p) em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'lapsed' });
  }
  em.emit({ type: 'playerRemoved', player: p });
  const left = activePlayers(em.state);
  if (left.length <= 1) {
    endGame(em, 'lastStanding', left);
    return;
  }
  if (wasActive) {
    em.emit({ type: 'turnEnded', player: p, timedOut: true });
    beginNextTurn(em, p);
  }
}
