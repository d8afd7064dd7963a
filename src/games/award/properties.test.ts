// Properties over thousands of seeded random games played by the random legal-move player:
// cards are conserved, cash and tokens move only through the rules' sources and sinks, and
// games end. (Replays and views: properties-views.test.ts, a separate file so both cores work.)
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../engine/game.js';
import { seats } from '../../engine/self-play.js';
import { account, ALL_CARD_IDS, creative } from './cards.js';
import { evolve } from './evolve.js';
import type { AwardEvent, CashCause } from './messages.js';
import { playAwardGame, type Step } from './random-player.js';
import { agency, allocated, available, owned } from './state.js';
import { checkCards } from './testing.js';
import { add, contains, equal, NO_TOKENS, one, size, sub, type Tokens } from './tokens.js';
import type { Agency, AwardState } from './types.js';

const players = (seed: number) => seats(3 + (seed % 3));

// ---------------------------------------------------------------------------------------------
// The accounting: every cash movement must be one of these, with the amount the rule prescribes
// given the state just before it. Anything else that changes cash is a failure.

type CashEvent = Extract<AwardEvent, { type: 'cash' }>;
const CASH_RULES: Record<CashCause, (s: AwardState, a: Agency, e: CashEvent) => boolean> = {
  income: (s, a, e) => s.active === a.id && s.step === 'M1' && e.amount === a.accounts.reduce((n, h) => n + account(h.card).income, 0), // R6(c)
  salary: (s, a, e) => s.step === 'M2' && e.amount === -e.cards.length && e.cards.every((c) => creative(c).salary), // R7
  hire: (_s, _a, e) => e.amount === -1, // R12, E1
  learn: (_s, _a, e) => e.amount === -4, // R13
  sale: (_s, _a, e) => e.amount === 1, // R15, R17
  liquidation: () => false, // never paid to the player: the bank's $1k goes toward the debt (R21)
  prize: (_s, _a, e) => e.amount === 2, // R57
  ministry: (_s, _a, e) => e.amount === 3, // AC8
  crypto: (_s, a, e) => e.amount < 0 && -e.amount === Math.min(2, a.cash), // AC12 via R21(1)
  rebate: (_s, _a, e) => e.amount === 2, // E3
  viral: (s, a, e) => e.amount === 3 && s.active === a.id, // E6
  recession: (_s, a, e) => e.amount < 0 && -e.amount === Math.min(a.accounts.length, a.cash), // E2 via R21(1)
  bribe: (_s, _a, e) => e.amount === -2, // T2
  host: (_s, _a, e) => e.amount === 2, // T3
  poached: (_s, _a, e) => e.amount === -1, // S3
  taxAudit: (_s, a, e) => -e.amount === Math.min(Math.floor(a.cash / 2), 6), // S7
  moonLighting: (_s, a, e) => e.amount === Math.min(size(available(a)), 8), // T1
  clientDinner: (_s, a, e) => e.amount === Math.min(a.accounts.length, 4), // T7
};

/** Checks one event's effect on cash and owned tokens against the rules; returns a complaint. */
function audit(prev: AwardState, next: AwardState, e: AwardEvent): string | null {
  const cashDelta = new Map<PlayerId, number>();
  const ownedDelta = new Map<PlayerId, Tokens>();
  const bump = (p: PlayerId, n: number) => cashDelta.set(p, (cashDelta.get(p) ?? 0) + n);
  const grow = (p: PlayerId, t: Tokens, sign: 1 | -1) => ownedDelta.set(p, sign > 0 ? add(ownedDelta.get(p) ?? NO_TOKENS, t) : sub(ownedDelta.get(p) ?? NO_TOKENS, t));
  switch (e.type) {
    case 'cash': {
      const a = agency(prev, e.player);
      if (!CASH_RULES[e.cause](prev, a, e)) return `cash ${e.cause} ${e.amount} not allowed for ${e.player}`;
      bump(e.player, e.amount);
      break;
    }
    case 'transfer': {
      const from = agency(prev, e.from);
      if (e.cause === 'blackmail' && e.amount > Math.min(2 * from.accounts.length, 5, from.cash)) return 'blackmail too large';
      if (e.cause === 'bribe' && (e.amount !== 2 || prev.auction?.host !== e.to)) return 'bribe not to the Host';
      if (e.cause === 'trade' && !prev.trades.some((t) => (t.from === e.from && t.give.cash === e.amount) || (t.to === e.from && t.get.cash === e.amount))) return 'trade cash not offered';
      bump(e.from, -e.amount);
      bump(e.to, e.amount);
      break;
    }
    case 'skillGained':
      grow(e.player, one(e.skill), 1);
      break;
    case 'hired':
      grow(e.player, creative(e.card).tokens, 1);
      break;
    case 'creativeLeft':
      grow(e.player, creative(e.card).tokens, -1);
      break;
    case 'poached':
      grow(e.player, creative(e.card).tokens, 1);
      grow(e.from, creative(e.card).tokens, -1);
      break;
    case 'playerRemoved': {
      const a = agency(prev, e.player);
      bump(e.player, -a.cash); // R38: back to the bank
      grow(e.player, owned(a), -1);
      break;
    }
    default:
      break;
  }
  for (let i = 0; i < next.agencies.length; i++) {
    const a = next.agencies[i] as Agency;
    const b = prev.agencies[i] as Agency;
    if (a === b) {
      // evolve() shares untouched agencies: nothing may have been expected of this one.
      if ((cashDelta.get(a.id) ?? 0) !== 0 || ownedDelta.has(a.id)) return `${e.type} did not change ${a.id}`;
      if (size(a.committed) > 0 && !next.auction) return `${a.id} committed with no auction`;
      continue;
    }
    if (a.cash - b.cash !== (cashDelta.get(a.id) ?? 0)) return `${e.type} moved ${a.id}'s cash by ${a.cash - b.cash}`;
    if (a.cash < 0) return `${a.id} below $0`;
    if (!equal(sub(owned(a), owned(b)), ownedDelta.get(a.id) ?? NO_TOKENS)) return `${e.type} changed ${a.id}'s owned tokens`;
    // Token states stay consistent (glossary, R23, R24, R67).
    if (!contains(owned(a), add(allocated(a), a.expended))) return `${a.id} allocates and expends more than owned after ${e.type}`;
    if (!contains(a.expended, a.committed)) return `${a.id} committed more than expended`;
    if (!next.auction && size(a.committed) > 0) return `${a.id} committed with no auction`;
    for (const h of a.accounts) if (!contains(account(h.card).upkeep, h.allocated)) return `${h.card} over-allocated`;
  }
  return null;
}

/** Every card exactly once (fast form of checkCards, run after every event). */
function cardCount(s: AwardState): boolean {
  let n = s.gameDeck.length + s.assetDeck.length + s.gameDiscard.length + s.assetDiscard.length + s.table.length + s.unusedPlayerCards.length;
  for (const a of s.agencies) n += 1 + a.hand.length + a.creatives.length + a.accounts.length + a.awards.length + (a.prRetainer ? 1 : 0);
  return n === ALL_CARD_IDS.length;
}

/** Games audited event by event (with the 1,000 played to the end below: 3,000 games). */
const AUDITED = 2000;

describe('properties of random games', () => {
  it(`PROPERTY GIVEN ${AUDITED.toLocaleString('en')} seeded random games (3–5 players) WHEN every event is applied THEN every card is in exactly one place, cash and owned tokens move only through the rules\' sources and sinks, and token states stay consistent, absent players included (R38)`, () => {
    let events = 0;
    let ended = 0;
    let removals = 0;
    const problems: string[] = [];
    for (let seed = 1; seed <= AUDITED; seed++) {
      // Every 5th game one seat never answers: its deadlines pass and the host removes it (R38).
      const g = playAwardGame(seed, players(seed), {
        absent: seed % 5 === 0 ? ['p2'] : [],
        removeInactive: true,
        onStep: (step: Step) => {
          if (step.command.type === 'removePlayer') removals++;
          let s = step.before;
          for (const e of step.events) {
            const next = evolve(s, e);
            const complaint = audit(s, next, e) ?? (cardCount(next) ? null : `card count after ${e.type}`);
            if (complaint && problems.length < 5) problems.push(`seed ${seed} turn ${s.turn}: ${complaint}`);
            s = next;
            events++;
          }
          if (seed % 20 === 0) checkCards(step.after); // the full one-place check, on a sample
        },
      });
      if (!g.capped) ended++;
    }
    expect(problems).toEqual([]);
    expect(ended).toBe(AUDITED);
    expect(removals).toBeGreaterThanOrEqual(AUDITED / 5); // every absent seat, and some random players too
    expect(events).toBeGreaterThan(400 * AUDITED);
  }, 180_000);

  it('PROPERTY GIVEN 1,000 seeded random games WHEN played to the end THEN every game ends by the rules before the 400-turn cap (three Awards or the Award lock)', () => {
    const reasons: Record<string, number> = {};
    let maxTurn = 0;
    for (let seed = 5001; seed <= 6000; seed++) {
      const g = playAwardGame(seed, players(seed), { timeoutRate: 0.08 });
      const r = g.state.result?.reason ?? 'capped';
      reasons[r] = (reasons[r] ?? 0) + 1;
      maxTurn = Math.max(maxTurn, g.state.turn);
    }
    expect(reasons.capped ?? 0).toBe(0);
    expect((reasons.threeAwards ?? 0) + (reasons.awardLock ?? 0)).toBe(1000);
    expect(maxTurn).toBeLessThan(400);
  });
});
