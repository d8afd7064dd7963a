// The AI plays from its own view only. It must finish games, beat random players, and make
// sensible, legal decisions fast.
import { describe, expect, it } from 'vitest';
import { seats } from '../../engine/self-play.js';
import { aiDecide, aiPolicy } from './ai.js';
import { award } from './index.js';
import { playAwardGame } from './random-player.js';
import { summarizeAwardGames } from './simulate.js';
import { Table } from './testing.js';
import { tk } from './tokens.js';

const decide = (t: Table, seat: string) => aiDecide(award.view(t.state, seat));

describe('AI policy (ai.ts)', () => {
  it('AI GIVEN 60 tables of 3–5 AI players WHEN they play THEN every game ends by the rules and no AI command is ever refused', () => {
    for (const n of [3, 4, 5]) {
      const s = summarizeAwardGames({ games: 20, players: n, firstSeed: 400, policies: Array(n).fill(aiPolicy), play: { timeoutRate: 0, sideRate: 0 } });
      expect(s.capped).toBe(0);
      expect(s.rejectedPerGame).toBe(0);
      expect(s.meanTurns).toBeGreaterThan(10);
    }
  });

  it('AI GIVEN one AI against 3 random players WHEN 120 seeded games are played THEN the AI wins most of them', () => {
    const s = summarizeAwardGames({ games: 120, players: 4, firstSeed: 9000, policies: [aiPolicy] });
    const share = (s.winsBySeat[0] ?? 0) / s.games;
    expect(share).toBeGreaterThan(0.6); // measured: about 0.8 (a random seat would win 0.25)
  });

  it('AI GIVEN a whole game WHEN it decides from its view THEN every decision takes well under 50 ms', () => {
    let worst = 0;
    let total = 0;
    let calls = 0;
    const timed = (state: Parameters<typeof aiPolicy>[0], player: string, rng: Parameters<typeof aiPolicy>[2]) => {
      const v = award.view(state, player);
      const t0 = performance.now();
      const c = aiDecide(v);
      const ms = performance.now() - t0;
      worst = Math.max(worst, ms);
      total += ms;
      calls++;
      void rng;
      return c;
    };
    const ids = seats(5);
    playAwardGame(77, ids, { policies: Object.fromEntries(ids.map((p) => [p, timed])) });
    expect(calls).toBeGreaterThan(100);
    expect(worst).toBeLessThan(50);
    expect(total / calls).toBeLessThan(1);
  });

  it('AI GIVEN it is prompted on MegaMart with A3 WHEN the high bid is V=0 THEN it raises minimally to V=1 and keeps A1 free for the upkeep', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3' }, bo: { tokens: 'A4 D1' }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    const c = decide(t, 'bo');
    if (c?.type !== 'bid') throw new Error(`expected a bid, got ${c?.type}`);
    expect(c.tokens.A + c.tokens.D + c.tokens.T).toBe(3); // Req A2 + one Bonus token: V = 1
    expect(c.tokens.T).toBe(0);
    expect(4 - c.tokens.A).toBeGreaterThanOrEqual(1); // A1 left for the upkeep (R70e)
    t.do('bo', c); // Cy and Ann have no legal raise: auto-passed, Bo wins
    expect(t.a('bo').accounts).toEqual([{ card: 'AC5', allocated: tk(1) }]);
  });

  it('AI GIVEN an Account beyond its means WHEN prompted THEN it passes, and on an Award it uses a Bribe only with cash to spare', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A5' }, bo: { tokens: 'A3 D1', autoPass: false }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(4) }); // V = 2
    expect(decide(t, 'bo')).toEqual({ type: 'pass' });
    const u = Table.scenario({ agencies: { ann: { tokens: 'D4' }, bo: { tokens: 'D3', cash: 2, hand: ['T2a'] }, cy: { tokens: '' } }, gameDeck: ['AW3'] });
    u.drawAndReveal();
    u.do('ann', { type: 'bid', tokens: tk(0, 3) });
    expect(decide(u, 'bo')).toEqual({ type: 'bid', tokens: tk(0, 3), bribes: ['T2a'] });
    u.arrange({ agencies: { bo: { tokens: 'D3', cash: 2, hand: ['T2a'], creatives: ['C1'] } } });
    expect(decide(u, 'bo')).toEqual({ type: 'bid', tokens: tk(0, 4), bribes: [] }); // Janie's D2 instead of a bribe it cannot spare
  });

  it('AI GIVEN its Management phase waits for salaries it cannot pay WHEN it decides THEN it sells a spare card first, then fires the least useful creative', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: '', cash: 0, creatives: ['C1', 'C2', 'C3'], hand: ['S8'] } }, gameDeck: ['E9'] });
    t.finishTurn();
    expect(t.waiting()?.kind).toBe('salaries');
    expect(decide(t, 'bo')).toEqual({ type: 'sell', card: 'S8' });
    t.do('bo', { type: 'sell', card: 'S8' });
    expect(decide(t, 'bo')).toEqual({ type: 'paySalaries', fire: ['C1'] });
  });

  it('AI GIVEN its own turn WHEN it has a PR Retainer, cash and a Name Card THEN it registers standing orders, draws, plays the Retainer, hires, reveals and ends its turn', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A1', cash: 3, hand: ['T6', 'C9'] } }, gameDeck: ['E9'], assetDeck: ['S8'] });
    const seen: string[] = [];
    for (let i = 0; i < 10 && t.state.active === 'ann'; i++) {
      const c = decide(t, 'ann');
      if (!c) break;
      seen.push(c.type === 'play' ? `play ${c.card}` : c.type);
      t.do('ann', c);
    }
    expect(seen).toEqual(['standingOrders', 'draw', 'play T6', 'hire', 'reveal', 'endTurn']);
  });

  it('AI GIVEN a trade offered to it WHEN asked, out of its turn THEN it accepts one worth more than it costs, declines ones that cost more, and waits out an open auction', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 6, hand: ['S8', 'S2'] }, bo: { cash: 2, hand: ['T2a'] } }, gameDeck: ['AC5'] });
    const offer = (give: { cash: number; cards: string[] }, get: { cash: number; cards: string[] }) => {
      t.do('ann', { type: 'offerTrade', to: 'bo', give, get });
      return t.state.trades.at(-1)!.id;
    };
    // The game does not wait for bo, but invites him to answer (so an AI seat is asked).
    const gift = offer({ cash: 2, cards: ['S8'] }, { cash: 0, cards: [] });
    expect(award.awaiting(t.state)).toMatchObject({ players: ['ann'], invited: ['bo'] });
    expect(decide(t, 'bo')).toEqual({ type: 'answerTrade', trade: gift, accept: true });
    t.do('bo', decide(t, 'bo')!);
    expect(t.a('bo').cash).toBe(4);
    expect(t.a('bo').hand).toContain('S8');
    // Bribe the Judges (T2) is worth more to it than $1k.
    const cheap = offer({ cash: 1, cards: [] }, { cash: 0, cards: ['T2a'] });
    expect(decide(t, 'bo')).toEqual({ type: 'answerTrade', trade: cheap, accept: false });
    t.do('bo', decide(t, 'bo')!);
    const dear = offer({ cash: 0, cards: ['S2'] }, { cash: 4, cards: [] });
    expect(decide(t, 'bo')).toEqual({ type: 'answerTrade', trade: dear, accept: false });
    t.do('bo', decide(t, 'bo')!);
    expect(award.awaiting(t.state).invited).toBeUndefined();
    // A good offer during an auction waits: no trade executes while one is open.
    offer({ cash: 3, cards: [] }, { cash: 0, cards: [] });
    t.drawAndReveal();
    expect(t.state.auction).not.toBeNull();
    expect(decide(t, 'bo')?.type).not.toBe('answerTrade');
  });

  it('AI GIVEN it is not awaited WHEN asked THEN it does nothing (no commands out of turn)', () => {
    const t = Table.create();
    expect(decide(t, 'bo')).toBeNull();
  });
});
