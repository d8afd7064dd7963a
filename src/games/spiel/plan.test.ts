// Drafts: a company builds its plan of games privately, then commits it as one choice (R5, R6).
// A draft is never a choice: it takes no place in the order, never resolves the month, and does
// not count at the deadline.
import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/run.js';
import { spiel } from './index.js';
import { co, expectRefusal, run, scenario, timeout, titled } from './testkit.js';
import type { SpielCommand } from './types.js';

const [island0, island1] = titled('Island') as [number, number];
const [railway4, railway5] = titled('Railway') as [number, number];
const calamity8 = titled('Calamity')[0] as number;
const quest12 = titled('Quest')[0] as number;
const none = { cards: [] as number[], money: 0, games: [] as number[] };

describe('a draft plan of several games', () => {
  it('R5 GIVEN the other companies have chosen WHEN the last one drafts two games THEN the month waits; WHEN it commits the draft THEN the month resolves and both games are published', () => {
    let { state } = run(scenario({ companies: [{}, { hand: [island0, railway4, quest12, calamity8] }, {}] }), [
      ['p1', { type: 'brainstorm' }],
      ['p3', { type: 'brainstorm' }],
      ['p2', { type: 'draft', games: [[island0, railway4]] }],
      ['p2', { type: 'draft', games: [[island0, railway4], [quest12, calamity8]] }],
    ]);
    expect(state.month).toBe(1);
    expect(spiel.awaiting(state).players).toEqual(['p2']);
    expect(spiel.view(state, null).companies.map((c) => c.chosen)).toEqual([true, false, true]);
    expect(spiel.view(state, 'p2').you?.draft).toEqual([[island0, railway4], [quest12, calamity8]]);
    ({ state } = run(state, [['p2', { type: 'publish', games: [[island0, railway4], [quest12, calamity8]] }]]));
    expect(state.month).toBe(2);
    expect(state.games.map((g) => g.name)).toEqual(['Island Railway', 'Quest Calamity']);
    expect(spiel.view(state, 'p2').you?.draft).toBeNull();
  });

  it('R6 GIVEN a draft that was never committed WHEN the deadline passes THEN the company brainstorms, the draft is gone, and its owner is told it did not count', () => {
    let { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, {}], deck: [quest12, calamity8] }), [
      ['p1', { type: 'draft', games: [[island0, railway4]] }],
      ['p2', { type: 'brainstorm' }],
    ]);
    ({ state } = timeout(state));
    expect(state.games).toEqual([]);
    expect(state.history[0]?.defaulted).toEqual(['p1']);
    expect(co(state, 'p1').hand).toEqual([island0, railway4, quest12]);
    const you = spiel.view(state, 'p1').you;
    expect(you?.draft).toBeNull();
    expect(you?.notes.uncommitted.map((g) => g.map((c) => c.id))).toEqual([[island0, railway4]]);
  });

  it('R5 GIVEN a committed plan and a different draft WHEN the month resolves THEN the committed plan counts, not the draft', () => {
    const { state } = run(scenario({ companies: [{ hand: [island0, railway4, quest12, calamity8] }, {}] }), [
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
      ['p1', { type: 'draft', games: [[island0, railway4], [quest12, calamity8]] }],
      ['p2', { type: 'brainstorm' }],
    ]);
    expect(state.games.map((g) => g.name)).toEqual(['Island Railway']);
  });

  it('R5 GIVEN two companies want the same name WHEN one drafts it first and the other commits it THEN the draft takes no place in the order: the committed choice wins the name', () => {
    const { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, { hand: [island1, railway5] }] }), [
      ['p1', { type: 'draft', games: [[island0, railway4]] }],
      ['p2', { type: 'publish', games: [[island1, railway5]] }],
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
    ]);
    expect(state.games.map((g) => [g.owner, g.name])).toEqual([['p2', 'Island Railway']]);
  });

  it('GIVEN a draft WHEN one of its cards is traded away THEN the game with that card leaves the draft and the other stays', () => {
    const { state } = run(scenario({ companies: [{ hand: [island0, railway4, quest12, calamity8] }, { money: 5 }, {}] }), [
      ['p1', { type: 'draft', games: [[island0, railway4], [quest12, calamity8]] }],
      ['p1', { type: 'offerTrade', to: 'p2', give: { ...none, cards: [island0] }, get: { ...none, money: 1 } }],
      ['p2', { type: 'answerTrade', trade: 0, accept: true }],
    ]);
    expect(spiel.view(state, 'p1').you?.draft).toEqual([[quest12, calamity8]]);
  });

  it('GIVEN a draft THEN it is checked like a plan: cards not in hand, a one-card game, a card twice, a doubled name are refused', () => {
    const state = scenario({ companies: [{ hand: [island0, railway4, island1, railway5] }, { hand: [quest12] }] });
    expectRefusal(state, 'p1', { type: 'draft', games: [[island0, quest12]] }, 'NOT_IN_HAND');
    expectRefusal(state, 'p1', { type: 'draft', games: [[island0]] }, 'GAME_SIZE');
    expectRefusal(state, 'p1', { type: 'draft', games: [[island0, railway4], [railway4, island1]] }, 'CARD_TWICE');
    expectRefusal(state, 'p1', { type: 'draft', games: [[island0, railway4], [island1, railway5]] }, 'NAME_TWICE');
    expectRefusal(state, 'p1', { type: 'draft', games: null }, 'NO_DRAFT');
  });

  it('GIVEN a draft WHEN the company commits anything, or drafts its committed plan again THEN the draft is gone; an unchanged draft is refused', () => {
    let { state } = run(scenario({ companies: [{ hand: [island0, railway4, quest12, calamity8] }, {}, {}] }), [
      ['p1', { type: 'draft', games: [[island0, railway4]] }],
    ]);
    expectRefusal(state, 'p1', { type: 'draft', games: [[island0, railway4]] }, 'SAME_DRAFT');
    ({ state } = run(state, [['p1', { type: 'brainstorm' }]]));
    expect(spiel.view(state, 'p1').you?.draft).toBeNull();
    ({ state } = run(state, [
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
      ['p1', { type: 'draft', games: [[island0, railway4], [quest12, calamity8]] }],
      ['p1', { type: 'draft', games: [[island0, railway4]] }],
    ]));
    expect(spiel.view(state, 'p1').you?.draft).toBeNull();
    // An empty draft while a plan is committed: "publish nothing" is not committed yet.
    ({ state } = run(state, [['p1', { type: 'draft', games: [] }]]));
    expect(spiel.view(state, 'p1').you?.draft).toEqual([]);
    expect(spiel.view(state, 'p1').you?.choice).toEqual({ kind: 'publish', games: [[island0, railway4]] });
  });

  it('GIVEN a draft THEN only its owner sees it: not the public, not the other companies', () => {
    const { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, {}] }), [['p1', { type: 'draft', games: [[island0, railway4]] }]]);
    expect(spiel.view(state, 'p1').you?.draft).toEqual([[island0, railway4]]);
    expect(spiel.view(state, 'p2').you?.draft).toBeNull();
    expect(JSON.stringify(spiel.view(state, null))).not.toMatch(/draft/);
    expect(JSON.stringify(spiel.view(state, 'p2'))).not.toContain(`[${island0},${railway4}]`);
  });

  it('GIVEN a game stored before drafts and the trade log existed WHEN a company drafts, trades and the month resolves THEN it all works from the old state', () => {
    const fresh = scenario({ companies: [{ hand: [island0, railway4, quest12, calamity8] }, { money: 5 }] });
    const { drafts: _d, tradeLog: _t, ...old } = fresh;
    const stored = JSON.parse(JSON.stringify(old)) as typeof fresh;
    expect(stored.drafts).toBeUndefined();
    const { state } = run(stored, [
      ['p1', { type: 'draft', games: [[island0, railway4], [quest12, calamity8]] }],
      ['p1', { type: 'offerTrade', to: 'p2', give: { ...none, cards: [quest12] }, get: { ...none, money: 1 } }],
      ['p2', { type: 'answerTrade', trade: 0, accept: true }],
    ]);
    expect(spiel.view(state, 'p1').you?.draft).toEqual([[island0, railway4]]);
    expect(spiel.view(state, null).tradeOffers).toEqual([{ id: 0, from: 'p1', to: 'p2', status: 'accepted' }]);
    const { state: next } = run(state, [['p2', { type: 'brainstorm' }], ['p1', { type: 'brainstorm' }]]);
    expect(next.month).toBe(2);
    expect(spiel.view(next, 'p1').you?.draft).toBeNull();
  });

  it('GIVEN a game with drafts WHEN it is replayed from its seed and commands THEN the state is the same', () => {
    const players = ['p1', 'p2'];
    const options = spiel.optionsSchema.parse({});
    const start = spiel.setup(9, players, options, 0);
    const hand = co(start, 'p1').hand.filter((id) => id < 110);
    const log: { actor: string; command: SpielCommand; at: number }[] = hand.length >= 2 ? [{ actor: 'p1', command: { type: 'draft', games: [hand.slice(0, 2)] }, at: 1 }] : [];
    log.push({ actor: 'p2', command: { type: 'brainstorm' }, at: 2 });
    let state = start;
    for (const e of log) state = run(state, [[e.actor, e.command]], e.at).state;
    expect(replay(spiel, { seed: 9, players, options, createdAt: 0, log })).toEqual(state);
  });
});

describe('a game taken out of the committed plan', () => {
  it('R6 GIVEN p1 committed to publish only one game WHEN it removes that game THEN it has no choice (the month waits for it) and, committing nothing by the deadline, it brainstorms: the game is not published', () => {
    let { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, {}, {}] }), [
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
      ['p1', { type: 'removeGame', game: 0 }],
      ['p2', { type: 'brainstorm' }],
      ['p3', { type: 'brainstorm' }],
    ]);
    expect(state.month).toBe(1);
    expect(spiel.view(state, 'p1').you?.choice).toBeNull();
    expect(spiel.view(state, null).companies.map((c) => c.chosen)).toEqual([false, true, true]);
    expect(spiel.awaiting(state).players).toEqual(['p1']);
    ({ state } = timeout(state));
    expect(state.games).toEqual([]);
    expect(state.history[0]?.defaulted).toEqual(['p1']);
    expect(co(state, 'p1').hand).toHaveLength(3); // its two cards and the one it drew
    expect(co(state, 'p1').hand).toEqual(expect.arrayContaining([island0, railway4]));
  });

  it('R5 GIVEN p1 committed two games before p2 committed the same name as one of them WHEN p1 removes its other game THEN only the kept game is p1’s choice, and the changed choice goes behind p2’s: p2 wins the name', () => {
    const { state } = run(scenario({ companies: [{ hand: [island0, railway4, quest12, calamity8] }, { hand: [island1, railway5] }, {}] }), [
      ['p1', { type: 'publish', games: [[island0, railway4], [quest12, calamity8]] }],
      ['p2', { type: 'publish', games: [[island1, railway5]] }],
      ['p1', { type: 'removeGame', game: 1 }],
      ['p3', { type: 'brainstorm' }],
    ]);
    expect(state.month).toBe(2);
    expect(state.games.map((g) => [g.owner, g.name])).toEqual([['p2', 'Island Railway']]);
    expect(state.history[0]?.refused).toEqual([{ player: 'p1', reason: 'copyright', name: 'Island Railway' }]);
    expect(co(state, 'p1').hand).toContain(quest12);
  });

  it('GIVEN no committed plan of games, or a game number past its end THEN removing is refused and nothing changes', () => {
    const state = scenario({ companies: [{ hand: [island0, railway4] }, {}] });
    expectRefusal(state, 'p1', { type: 'removeGame', game: 0 }, 'NO_COMMITTED_PLAN');
    const { state: brainstorming } = run(state, [['p1', { type: 'brainstorm' }]]);
    expectRefusal(brainstorming, 'p1', { type: 'removeGame', game: 0 }, 'NO_COMMITTED_PLAN');
    const { state: publishing } = run(state, [['p1', { type: 'publish', games: [[island0, railway4]] }]]);
    expectRefusal(publishing, 'p1', { type: 'removeGame', game: 1 }, 'NOT_IN_PLAN');
  });
});
