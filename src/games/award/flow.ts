// The resolution loop: after every accepted command, advance() runs everything that needs no
// decision (R5: "steps that need no decision are completed by the bot instantly") until the game
// waits for a named player: the active player's turn, an auction prompt, a lock (R58) or an offer
// (R76, R77). Work in progress lives in state.stack as data, so a stored game resumes exactly.
// Here: who the game waits for, the loop, the frames' steps and timed defaults (R37), the turn
// clock (A44). The phases it dispatches to live beside it: management.ts (R6–R8), action.ts
// (R11, R17, R38), game-cards.ts (Events, auctions, the end of the game), locks.ts (R21, E1, E4, E10).
import type { PlayerId } from '../../engine/game.js';
import { stepAction } from './action.js';
import { account, type CardId } from './cards.js';
import { pop, type Emitter } from './emitter.js';
import { acquireAccount, canTakeFree, claimOffer, stepAuction } from './game-cards.js';
import {
  answerHire,
  bust,
  charge,
  chooseGreener,
  defaultForced,
  employedCreatives,
  forcedSales,
  layoff,
  leastValuable,
  liquidate,
} from './locks.js';
import { stepManagement } from './management.js';
import { agency, available, isActive, topFrame } from './state.js';
import { contains } from './tokens.js';
import { HIRE_FEE, type AwardState, type Frame, type FrameKind } from './types.js';
import type { PendingView } from './view-types.js';

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
 * How long the wait `w` lasts when given in full, so its reminder can be fitted into it: a bid
 * prompt or a question with a deadline of its own, else the turn it falls back to (R37).
 */
export function waitLength(state: AwardState, w: Waiting): number {
  if (w.kind === 'prompt') return state.auction?.due != null ? state.options.promptMs : state.options.turnMs;
  if (w.frame !== null && 'due' in w.frame && w.frame.due !== null) return state.options.choiceMs;
  return state.options.turnMs;
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

/** Applies the default of whatever the game is waiting for (a deadline passed, or `host`: the host forced it). */
export function applyDefault(em: Emitter, host = false): void {
  const s = em.state;
  const w = waitingFor(s);
  if (!w) return;
  if (w.frame && w.frame.kind !== 'auction') {
    frameDefault(em, w.frame);
    return;
  }
  if (w.kind === 'prompt') {
    em.emit({ type: 'auctionOut', player: w.player, reason: 'timeout', ...(host ? { host: true as const } : {}) }); // R37, R71
    return;
  }
  // R37: the turn's deadline passed: the bot finishes the mandatory steps with defaults. A44: the
  // turn clock only runs while the game waits on the active player, so this is their missed turn
  // (R38), unless the host resolved it now.
  em.emit({ type: 'turnTimedOut', player: s.active, ...(host ? { host: true as const } : {}) });
}
