// A seeded random player for The Award Winning Game, used by property tests, the simulator and
// benchmarks. It proposes mostly-legal commands at random and lets decide() judge them, so it
// exercises every rule, refusals included. It reads the full state: it is a test tool, not an
// opponent (ai.ts plays from a player's view only).
import type { PlayerId } from '../../engine/game.js';
import type { Rng } from '../../engine/rng.js';
import { SelfPlay, type SelfPlayed, type SelfPlayOptions, type SelfPlayPolicy, type SelfPlayStep } from '../../engine/self-play.js';
import { cheapestBid, maxReachable } from './auction.js';
import { ASSET_DECK, codeOf, kindOf } from './cards.js';
import { waitingFor } from './flow.js';
import { award } from './index.js';
import type { AwardCommand, AwardEvent } from './messages.js';
import { activePlayers, agency, bidderOf, salariesDue, understaffed } from './state.js';
import { SKILLS, sub } from './tokens.js';
import { awardOptionsSchema, HAND_LIMIT, type AwardOptions, type AwardState } from './types.js';

/** Picks one command a player might send now, or null to stay quiet this time. */
export type Policy = SelfPlayPolicy<AwardState, AwardCommand>;

function subset<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  const n = min + rng.int(Math.max(1, Math.min(max, items.length) - min + 1));
  return rng.shuffle(items).slice(0, n);
}

/** A random card play with plausible choices (decide() refuses the ones that do not fit). */
export function randomPlay(state: AwardState, player: PlayerId, rng: Rng): AwardCommand | null {
  const me = agency(state, player);
  const cards = me.hand.filter((c) => kindOf(c) === 'scandal' || kindOf(c) === 'trump');
  if (cards.length === 0) return null;
  const card = rng.pick(cards);
  const others = activePlayers(state).filter((p) => p !== player);
  const target = rng.float() < 0.85 && others.length > 0 ? rng.pick(others) : player;
  const them = agency(state, target);
  switch (codeOf(card)) {
    case 'S3': {
      const withCreatives = others.filter((p) => agency(state, p).creatives.length > 0);
      if (withCreatives.length === 0) return null;
      const t = rng.pick(withCreatives);
      return { type: 'play', card, target: t, pick: rng.pick(agency(state, t).creatives).card };
    }
    case 'S4': {
      const inIt = others.filter((p) => state.auction && bidderOf(state.auction, p)?.status === 'in');
      if (inIt.length === 0) return null;
      return { type: 'play', card, target: rng.pick(inIt) };
    }
    case 'S5': {
      const holders = activePlayers(state).filter((p) => agency(state, p).accounts.length > 0);
      if (holders.length === 0) return null;
      const t = rng.pick(holders);
      return { type: 'play', card, target: t, account: rng.pick(agency(state, t).accounts).card };
    }
    case 'T2':
      return null;
    case 'T4': {
      const renewable = sub(me.expended, me.committed);
      const pick = { A: 0, D: 0, T: 0 };
      for (let i = 0; i < 3; i++) {
        const s = rng.pick(SKILLS);
        if (renewable[s] > pick[s]) pick[s] += 1;
      }
      return { type: 'play', card, tokens: pick };
    }
    case 'T5':
      return { type: 'play', card, skill: rng.pick(SKILLS) };
    case 'T8': {
      const names = state.assetDiscard.filter((c) => kindOf(c) === 'creative');
      if (names.length === 0) return null;
      return { type: 'play', card, pick: rng.pick(names) };
    }
    default:
      if (kindOf(card) === 'scandal') return { type: 'play', card, target: them.id };
      return { type: 'play', card };
  }
}

/** Something any player may do at any time: a card, a withdrawal, a setting, a trade answer. */
export function randomSide(state: AwardState, player: PlayerId, rng: Rng): AwardCommand | null {
  const r = rng.float();
  if (r < 0.55) return randomPlay(state, player, rng);
  if (r < 0.65 && state.auction && state.auction.high !== player && bidderOf(state.auction, player)?.status === 'in') return { type: 'withdraw' };
  if (r < 0.72) return { type: 'setAutoPass', on: rng.float() < 0.7 };
  if (r < 0.8) {
    const me = agency(state, player);
    const creatives = me.creatives.map((c) => c.card);
    return {
      type: 'standingOrders',
      autoRefill: rng.float() < 0.5,
      fire: rng.float() < 0.2 ? subset(rng, creatives, 0, 1) : [],
      payOrder: rng.float() < 0.5 ? rng.shuffle(creatives) : null,
    };
  }
  const incoming = state.trades.filter((t) => t.to === player);
  if (incoming.length > 0) return { type: 'answerTrade', trade: rng.pick(incoming).id, accept: rng.float() < 0.6 };
  return null;
}

function randomFreeAction(state: AwardState, player: PlayerId, rng: Rng): AwardCommand | null {
  const me = agency(state, player);
  const r = rng.float();
  const names = me.hand.filter((c) => kindOf(c) === 'creative');
  if (r < 0.25 && names.length > 0 && me.cash >= 1) return { type: 'hire', card: rng.pick(names) };
  if (r < 0.35 && me.cash >= 4) return { type: 'learn', skill: rng.pick(SKILLS) };
  if (r < 0.4 && me.accounts.length > 0 && state.phase === 'action') return { type: 'drop', account: rng.pick(me.accounts).card };
  if (r < 0.5 && me.hand.length > 0) return { type: 'sell', card: rng.pick(me.hand) };
  const under = me.accounts.filter(understaffed);
  if (r < 0.6 && under.length > 0) return { type: 'refill', account: rng.pick(under).card };
  if (r < 0.7 && state.options.trade && state.phase === 'action' && !state.auction && state.stack.length === 0) {
    const others = activePlayers(state).filter((p) => p !== player);
    if (others.length > 0 && me.hand.length > 0) {
      // Asks for a card by what it is (R16): often one the other agency holds, sometimes any.
      const to = rng.pick(others);
      const theirs = agency(state, to).hand;
      const r2 = rng.float();
      const ask = r2 < 0.3 && theirs.length > 0 ? [codeOf(rng.pick(theirs))] : r2 < 0.4 ? [codeOf(rng.pick(ASSET_DECK))] : [];
      return {
        type: 'offerTrade',
        to,
        give: { cash: rng.int(Math.min(me.cash, 2) + 1), cards: subset(rng, me.hand, 0, 1) },
        get: { cash: rng.int(2), cards: ask },
      };
    }
  }
  return randomPlay(state, player, rng);
}

/** The random player's answer when the game waits for it. */
export function randomAnswer(state: AwardState, player: PlayerId, rng: Rng): AwardCommand | null {
  const w = waitingFor(state);
  if (!w || w.player !== player) return randomSide(state, player, rng);
  const me = agency(state, player);
  const f = w.frame;
  switch (w.kind) {
    case 'forced':
      if (f?.kind !== 'forced') return null;
      if (me.hand.length > 0) return { type: 'forcedSell', cards: subset(rng, me.hand, 1, f.owed) };
      return { type: 'liquidate', creatives: subset(rng, me.creatives.map((c) => c.card), 1, f.owed) };
    case 'greenerChoose': {
      const all = state.agencies.flatMap((a) => (a.status === 'active' ? a.creatives.map((c) => c.card) : []));
      return all.length > 0 ? { type: 'chooseCreative', creative: rng.pick(all) } : null;
    }
    case 'greenerOffer':
      return { type: 'answerHire', accept: rng.float() < 0.5 };
    case 'layoffs':
      return me.creatives.length > 0 ? { type: 'layoff', creative: rng.pick(me.creatives).card } : null;
    case 'bustChoose':
      return f?.kind === 'bustChoose' ? { type: 'chooseBust', account: rng.pick(f.options) } : null;
    case 'claimWon':
      return rng.float() < 0.5 ? randomFreeAction(state, player, rng) : { type: 'claim', accept: false };
    case 'noBidOffer':
      return rng.float() < 0.2 ? randomFreeAction(state, player, rng) : { type: 'claim', accept: rng.float() < 0.7 };
    case 'prompt': {
      const r = rng.float();
      if (r < 0.1) return randomSide(state, player, rng);
      if (r < 0.15 && state.active === player) return randomFreeAction(state, player, rng);
      if (r < 0.4) return { type: 'pass' };
      const top = maxReachable(state, player);
      const extra = top === null ? 0 : rng.int(3);
      const bid = cheapestBid(state, player, extra > 0 && top !== null ? Math.min(top, extra + (state.auction?.high ? 1 : 0)) : undefined);
      return bid ? { type: 'bid', tokens: bid.tokens, bribes: bid.bribes } : { type: 'pass' };
    }
    case 'upkeep': {
      const r = rng.float();
      if (r < 0.4) return randomFreeAction(state, player, rng);
      return { type: 'finishUpkeep' };
    }
    case 'salaries': {
      if (rng.float() < 0.3 && me.hand.length > 0) return { type: 'sell', card: rng.pick(me.hand) };
      const due = salariesDue(state, me);
      const keep = rng.shuffle(due).slice(0, Math.min(me.cash, due.length));
      const fire = me.creatives.map((c) => c.card).filter((c) => !keep.includes(c) && (due.includes(c) || rng.float() < 0.1));
      return { type: 'paySalaries', fire };
    }
    case 'turn': {
      const r = rng.float();
      if (r < 0.3) return randomFreeAction(state, player, rng);
      if (!state.drew) return { type: 'draw' };
      if (!state.revealed) return { type: 'reveal' };
      if (r < 0.5) return randomFreeAction(state, player, rng);
      const excess = me.hand.length - HAND_LIMIT;
      const cut = excess > 0 ? rng.shuffle(me.hand).slice(0, excess).map((card) => ({ card, sell: rng.float() < 0.8 })) : [];
      return { type: 'endTurn', cut };
    }
    default:
      return null;
  }
}

/** The random player. */
export const randomPolicy: Policy = randomAnswer;

export type Step = SelfPlayStep<AwardState, AwardCommand, AwardEvent>;

export interface PlayedGame extends SelfPlayed<AwardState, AwardCommand, AwardOptions> {
  /** True if the game stopped at the turn cap instead of ending by the rules. */
  readonly capped: boolean;
}

export interface PlayOptions extends SelfPlayOptions<AwardState, AwardCommand, AwardEvent, AwardOptions> {
  /** Chance that a waiting player lets the deadline pass instead of answering. */
  readonly timeoutRate?: number;
  /** Chance that some other player interjects (any-time cards, withdrawals, settings). */
  readonly sideRate?: number;
  /** Stop after this many turns (a safety cap; reported as `capped`). */
  readonly maxTurns?: number;
  /** Seats that never answer: their deadlines always pass. */
  readonly absent?: readonly PlayerId[];
  /** The host removes any player whose last 3 turns timed out (R38), between resolutions. */
  readonly removeInactive?: boolean;
}

/** Plays one whole game with seeded random (or given) policies; deterministic in `seed`. */
export function playAwardGame(seed: number, players: readonly PlayerId[], opts: PlayOptions = {}): PlayedGame {
  const options = awardOptionsSchema.parse(opts.options ?? {});
  const table = new SelfPlay(award, seed, players, options, opts.onStep);
  const rng = table.rng;
  let refusedInARow = 0;
  const timeoutRate = opts.timeoutRate ?? 0.03;
  const sideRate = opts.sideRate ?? 0.08;
  const maxTurns = opts.maxTurns ?? 400;

  const absent = new Set(opts.absent ?? []);
  while (table.state.phase !== 'ended' && table.state.turn <= maxTurns) {
    const state = table.state;
    const w = waitingFor(state);
    if (!w) break;
    table.now += 60_000;
    // R38: the host removes a player whose last 3 turns timed out, between resolutions.
    const gone = state.agencies.find((a) => a.status === 'active' && a.missedTurns >= 3);
    if (opts.removeInactive && gone && !state.auction && state.stack.length === 0) {
      table.submit({ type: 'removePlayer', player: gone.id }, null);
      continue;
    }
    if (absent.has(w.player)) {
      table.now = Math.max(table.now, w.due);
      table.submit({ type: 'timeout', due: w.due }, null);
      continue;
    }
    const r = rng.float();
    let done: boolean;
    if (r < timeoutRate || refusedInARow >= 12) {
      table.now = Math.max(table.now, w.due);
      done = table.submit({ type: 'timeout', due: w.due }, null); // R37
      refusedInARow = 0;
      if (!done) throw new Error(`timeout refused at turn ${state.turn}`);
      continue;
    }
    if (r < timeoutRate + sideRate) {
      const present = activePlayers(state).filter((p) => !absent.has(p));
      if (present.length === 0) continue;
      const p = rng.pick(present);
      const command = randomSide(state, p, rng);
      if (command) table.submit(command, p);
      continue;
    }
    const policy = opts.policies?.[w.player] ?? randomPolicy;
    const command = policy(state, w.player, rng);
    done = command ? table.submit(command, w.player) : false;
    refusedInARow = done ? 0 : refusedInARow + 1;
  }
  return { ...table.played(), capped: table.state.phase !== 'ended' };
}
