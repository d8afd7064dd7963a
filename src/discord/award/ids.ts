// The custom_ids of Award components, each encoder with its decoder, and the wait a question
// answers (waitId). Buttons on the private panel carry the stamp of the panel they were drawn on
// (games/award/stamp.ts): a click goes stale only when the clicker's own part of the game changed,
// never because another agency acted; bid prompts and questions carry their wait.
// `formerly`: the short names of earlier versions, so buttons on old messages keep working.
import { z } from 'zod';
import { isCard, type CardId } from '../../games/award/cards.js';
import { SKILLS, type Skill } from '../../games/award/tokens.js';
import type { AwardView } from '../../games/award/view-types.js';
import { componentKey, type KindRule } from '../kit/route.js';

export const AWARD_COLOR = 0xc9a227;
export const NS = 'aw';

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

/** The answers a question to one player takes (the third part of an `answer` id). */
export const ASK_ACTIONS = ['refill', 'finish', 'pay', 'fire', 'open', 'sell', 'liq', 'choose', 'hire', 'nohire', 'layoff', 'bust', 'claim', 'decline', 'giveup'] as const;
export type AskAction = (typeof ASK_ACTIONS)[number];
/**
 * What each answer is put on: most are buttons, a choice among cards a menu; "sell" is both (the
 * question's button opens the private chooser, whose menu carries the same id).
 */
const ASK_KINDS: Readonly<Record<AskAction, KindRule>> = {
  refill: 'button',
  finish: 'button',
  pay: 'button',
  fire: 'select',
  open: 'button',
  sell: 'either',
  liq: 'select',
  choose: 'select',
  hire: 'button',
  nohire: 'button',
  layoff: 'select',
  bust: 'select',
  claim: 'button',
  decline: 'button',
  giveup: 'button',
};

/** A card id as components carry it ("S4", "AC7", "S6a"). */
export const cardArg = z.string().regex(/^[A-Z]{1,2}\d{1,2}[ab]?$/).refine(isCard);
const wait = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const turn = z.coerce.number().int().min(0).max(1_000_000);
const tradeId = z.tuple([z.coerce.number().int().min(0).max(1_000_000)]);
const seatArg = z.union([z.literal(''), z.string().regex(/^p\d{1,2}$/)]);
const extraArg = z.string().regex(/^[A-Za-z0-9.]{0,20}$/);
const onOff = z.enum(['0', '1']).transform((s) => s === '1');
const choice = z
  .string()
  .regex(/^\d{1,2}\.\d{1,2}\.\d{1,2}\.\d$/)
  .transform((s): BidChoice => {
    const [A = 0, D = 0, T = 0, b = 0] = s.split('.').map(Number);
    return { A, D, T, b };
  });
const none = z.tuple([]);
/** A panel stamp; an old button's state version number parses too (and is then stale). */
const stamp = z.string().regex(/^[0-9a-z]{1,8}$/);
const stamped = z.tuple([stamp]);

const noArgs = () => [];
const one = (n: number) => [n];
const ofStamp = (s: string) => [s];
const choiceArg = (c: BidChoice) => `${c.A}.${c.D}.${c.T}.${c.b}`;

export const keys = {
  /** Opens the clicker's private panel (from a post) or redraws it (on the panel). */
  hand: componentKey(NS, 'hand', none, noArgs, ['panel']),
  /** The whole log, its latest page (the board's and the final post's "Full log"). */
  wholeLog: componentKey(NS, 'wholelog', none, noArgs, ['log']),
  /** A page of the whole log ending with turn `end`. */
  logPage: componentKey(NS, 'logpage', z.tuple([turn]), one, ['logp']),
  /** The log of one turn. */
  logTurn: componentKey(NS, 'logturn', z.tuple([turn]), one, ['logt']),
  /** The board's "Withdraw from the auction" (R72). */
  withdraw: componentKey(NS, 'withdraw', none, noArgs, ['wd']),

  // The private panel: each carries the stamp of the panel it was drawn on.
  draw: componentKey(NS, 'draw', stamped, ofStamp),
  reveal: componentKey(NS, 'reveal', stamped, ofStamp),
  endTurn: componentKey(NS, 'endturn', stamped, ofStamp, ['end']),
  /** Above the hand limit: the cards let go (sold or discarded) as the turn ends (R17). */
  endWithCut: componentKey(NS, 'endwithcut', z.tuple([stamp, z.enum(['sell', 'discard'])]), (s: string, mode: 'sell' | 'discard') => [s, mode], ['cut'], 'select'),
  finishUpkeep: componentKey(NS, 'finishupkeep', stamped, ofStamp, ['upkeep']),
  paySalaries: componentKey(NS, 'paysalaries', stamped, ofStamp, ['pay']),
  /** The panel's "Hire or sell a card…" menu. */
  hireOrSell: componentKey(NS, 'hireorsell', stamped, ofStamp, ['card'], 'select'),
  learn: componentKey(NS, 'learn', z.tuple([stamp, z.enum(SKILLS)]), (s: string, skill: Skill) => [s, skill]),
  /** The panel's "More actions…" menu (withdraw, refill, drop, trades, firing). */
  moreActions: componentKey(NS, 'moreactions', stamped, ofStamp, ['more'], 'select'),
  autoPass: componentKey(NS, 'autopass', z.tuple([stamp, onOff]), (s: string, on: boolean) => [s, on ? 1 : 0], ['apass']),
  autoRefill: componentKey(NS, 'autorefill', z.tuple([stamp, onOff]), (s: string, on: boolean) => [s, on ? 1 : 0], ['arefill']),

  // Playing a Scandal or Trump from the panel: pick the card, then its target and choice, then play.
  playWizard: componentKey(NS, 'playwizard', stamped, ofStamp, ['play'], 'select'),
  playStep: componentKey(
    NS,
    'playstep',
    z.tuple([stamp, cardArg, seatArg, extraArg, z.enum(['t', 'x'])]),
    (s: string, w: Wizard, field: 't' | 'x') => [s, w.card, w.target, w.extra, field],
    ['pw'],
    'select',
  ),
  playConfirm: componentKey(NS, 'playconfirm', z.tuple([stamp, cardArg, seatArg, extraArg]), (s: string, w: Wizard) => [s, w.card, w.target, w.extra], ['pgo']),

  // Bid prompts: each carries the wait it answers (see waitId).
  bidMinimum: componentKey(NS, 'bidminimum', z.tuple([wait]), one, ['min']),
  buildBid: componentKey(NS, 'buildbid', z.tuple([wait]), one, ['build']),
  /** A menu of the bid builder: sets one token type (or the bribes) of the bid being built. */
  bidAdjust: componentKey(NS, 'bidadjust', z.tuple([wait, choice, z.enum(['A', 'D', 'T', 'b'])]), (w: number, c: BidChoice, field: Skill | 'b') => [w, choiceArg(c), field], ['bb'], 'select'),
  placeBid: componentKey(NS, 'placebid', z.tuple([wait, choice]), (w: number, c: BidChoice) => [w, choiceArg(c)], ['bp']),
  pass: componentKey(NS, 'pass', z.tuple([wait]), one),

  /** Answers the question to one player (a lock or an offer) that `wait` names. */
  answer: componentKey(
    NS,
    'answer',
    z.tuple([wait, z.enum(ASK_ACTIONS), z.union([z.literal(''), cardArg])]),
    (w: number, what: AskAction, arg: string = '') => [w, what, arg],
    ['ask'],
    'either',
    ([, what]) => ASK_KINDS[what],
  ),

  // Trades.
  tradeView: componentKey(NS, 'tradeview', tradeId, one, ['tview']),
  tradeAccept: componentKey(NS, 'tradeaccept', tradeId, one, ['tacc']),
  tradeDecline: componentKey(NS, 'tradedecline', tradeId, one, ['tdec']),
  tradeWithdraw: componentKey(NS, 'tradecancel', tradeId, one, ['twd']),
};

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
