// The custom ids of Award components and the arguments they carry, and the wait a question
// answers (waitId). Parsed back in components.ts.
import type { CardId } from '../../games/award/cards.js';
import type { Skill } from '../../games/award/tokens.js';
import type { AwardView } from '../../games/award/types.js';
import { encodeId } from '../custom-id.js';

export const AWARD_COLOR = 0xc9a227;
const NS = 'aw';

/** Custom ids of Award components: ns "aw", then the action, the game id and its arguments. */
export const ids = {
  panel: (g: number) => encodeId(NS, 'panel', g),
  /** The whole log, newest turns first (the board's and the final post's "Full log"). */
  log: (g: number) => encodeId(NS, 'log', g),
  /** A page of the whole log ending with turn `end`. */
  logPage: (g: number, end: number) => encodeId(NS, 'logp', g, end),
  /** The log of one turn. */
  logTurn: (g: number, turn: number) => encodeId(NS, 'logt', g, turn),
  withdraw: (g: number) => encodeId(NS, 'wd', g),
  // The private panel: carries the state version it was drawn from.
  draw: (g: number, v: number) => encodeId(NS, 'draw', g, v),
  reveal: (g: number, v: number) => encodeId(NS, 'reveal', g, v),
  end: (g: number, v: number) => encodeId(NS, 'end', g, v),
  cut: (g: number, v: number, mode: 'sell' | 'discard') => encodeId(NS, 'cut', g, v, mode),
  upkeep: (g: number, v: number) => encodeId(NS, 'upkeep', g, v),
  pay: (g: number, v: number) => encodeId(NS, 'pay', g, v),
  card: (g: number, v: number) => encodeId(NS, 'card', g, v),
  learn: (g: number, v: number, s: Skill) => encodeId(NS, 'learn', g, v, s),
  more: (g: number, v: number) => encodeId(NS, 'more', g, v),
  autopass: (g: number, v: number, on: boolean) => encodeId(NS, 'apass', g, v, on ? 1 : 0),
  autorefill: (g: number, v: number, on: boolean) => encodeId(NS, 'arefill', g, v, on ? 1 : 0),
  play: (g: number, v: number) => encodeId(NS, 'play', g, v),
  playStep: (g: number, v: number, w: Wizard, field: 't' | 'x') => encodeId(NS, 'pw', g, v, w.card, w.target, w.extra, field),
  playGo: (g: number, v: number, w: Wizard) => encodeId(NS, 'pgo', g, v, w.card, w.target, w.extra),
  // Bid prompts and questions to one player carry the wait they answer (see waitId).
  min: (g: number, w: number) => encodeId(NS, 'min', g, w),
  build: (g: number, w: number) => encodeId(NS, 'build', g, w),
  builder: (g: number, w: number, c: BidChoice, field: Skill | 'b') => encodeId(NS, 'bb', g, w, choiceArg(c), field),
  placeBid: (g: number, w: number, c: BidChoice) => encodeId(NS, 'bp', g, w, choiceArg(c)),
  pass: (g: number, w: number) => encodeId(NS, 'pass', g, w),
  ask: (g: number, w: number, what: AskAction, arg = '') => encodeId(NS, 'ask', g, w, what, arg),
  // Trades.
  tradeView: (g: number, t: number) => encodeId(NS, 'tview', g, t),
  tradeAccept: (g: number, t: number) => encodeId(NS, 'tacc', g, t),
  tradeDecline: (g: number, t: number) => encodeId(NS, 'tdec', g, t),
  tradeWithdraw: (g: number, t: number) => encodeId(NS, 'twd', g, t),
};

export type AskAction = 'refill' | 'finish' | 'pay' | 'fire' | 'open' | 'sell' | 'liq' | 'choose' | 'hire' | 'nohire' | 'layoff' | 'bust' | 'claim' | 'decline' | 'giveup';

/**
 * Names the wait the game is in: the number of the public log line that began it (the prompt,
 * the deadline of a lock or offer, or the turn or step). Unlike a deadline it is never shared by
 * two waits, and it survives a deadline being extended. -1 when nothing is awaited.
 */
export function waitId(v: AwardView): number {
  const p = v.pending;
  if (!p || v.phase === 'ended') return -1;
  const starts = p.kind === 'prompt' ? ['prompted'] : p.kind === 'turn' || p.kind === 'upkeep' || p.kind === 'salaries' ? ['setup', 'turnBegan', 'stepBegan'] : ['deadlineSet'];
  for (let i = v.log.length - 1; i >= 0; i--) {
    const e = v.log[i];
    if (e && starts.includes(e.type) && (e.type !== 'deadlineSet' || e.params.target === 'frame')) return e.n;
  }
  return 0;
}

/** The play wizard's choices so far: card id, target seat id, and the extra choice ('' = none). */
export interface Wizard {
  readonly card: CardId;
  readonly target: string;
  readonly extra: string;
}

/** Token counts and bribes chosen in the bid builder. */
export interface BidChoice {
  readonly A: number;
  readonly D: number;
  readonly T: number;
  readonly b: number;
}

const choiceArg = (c: BidChoice) => `${c.A}.${c.D}.${c.T}.${c.b}`;