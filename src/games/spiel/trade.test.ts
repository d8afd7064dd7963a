// Trading (v1/v2 "Other rules"): cards in hand, money and published games, offered by one
// company to another and executed atomically when accepted.
import { describe, expect, it } from 'vitest';
import { spiel } from './index.js';
import { co, expectRefusal, run, scenario, titled } from './testkit.js';
import type { SpielState } from './types.js';

const [island0, island1] = titled('Island') as [number, number];
const [railway4, railway5] = titled('Railway') as [number, number];
const quest12 = titled('Quest')[0] as number;
const none = { cards: [] as number[], money: 0, games: [] as number[] };

/** p1 has published "Island Railway" in month 1; everyone has cards and money. */
function withGame(): SpielState {
  return run(scenario({ companies: [{ hand: [island0, railway4, quest12], money: 5 }, { hand: [island1, railway5], money: 5 }, { money: 5 }] }), [
    ['p1', { type: 'publish', games: [[island0, railway4]] }],
    ['p2', { type: 'brainstorm' }],
    ['p3', { type: 'brainstorm' }],
  ]).state;
}

describe('trading', () => {
  it('GIVEN an offer of a card, money and a published game for money WHEN accepted THEN everything changes hands at once', () => {
    const start = withGame();
    const gameValue = start.games[0]!.score.value;
    const p1Money = co(start, 'p1').money;
    const p2Money = co(start, 'p2').money;
    const { state } = run(start, [
      ['p1', { type: 'offerTrade', to: 'p2', give: { cards: [quest12], money: 1, games: [0] }, get: { cards: [], money: 3, games: [] } }],
      ['p2', { type: 'answerTrade', trade: 0, accept: true }],
    ]);
    expect(co(state, 'p1').hand).not.toContain(quest12);
    expect(co(state, 'p2').hand).toContain(quest12);
    expect(co(state, 'p1').money).toBe(p1Money - 1 + 3);
    expect(co(state, 'p2').money).toBe(p2Money + 1 - 3);
    expect(state.games[0]?.owner).toBe('p2');
    // The game keeps its fixed value, and its future income goes to the new owner.
    const after = run(state, [
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
      ['p3', { type: 'brainstorm' }],
    ]).state;
    expect(after.games[0]?.score.value).toBe(gameValue);
    expect(after.history[1]?.settlement.find((s) => s.player === 'p2')?.income).toBe(gameValue);
    expect(after.history[1]?.settlement.find((s) => s.player === 'p1')?.income).toBe(0);
  });

  it('GIVEN an offer asking for a card from the other hand WHEN the other company holds it and accepts THEN the cards swap', () => {
    const { state } = run(withGame(), [
      ['p1', { type: 'offerTrade', to: 'p2', give: { cards: [quest12], money: 0, games: [] }, get: { cards: [railway5], money: 0, games: [] } }],
      ['p2', { type: 'answerTrade', trade: 0, accept: true }],
    ]);
    expect(co(state, 'p1').hand).toContain(railway5);
    expect(co(state, 'p2').hand).toContain(quest12);
  });

  it('GIVEN an offer WHEN declined THEN nothing changes and it is closed', () => {
    const start = withGame();
    const { state } = run(start, [
      ['p1', { type: 'offerTrade', to: 'p2', give: { cards: [quest12], money: 0, games: [] }, get: { ...none, money: 1 } }],
      ['p2', { type: 'answerTrade', trade: 0, accept: false }],
    ]);
    expect(state.companies).toEqual(start.companies);
    expect(state.trades).toEqual([]);
  });

  it('GIVEN the offering company no longer holds what it offered WHEN accepted THEN the trade fails whole and nothing changes', () => {
    const start = withGame();
    const { state, events } = run(start, [
      ['p1', { type: 'offerTrade', to: 'p2', give: { cards: [], money: 0, games: [0] }, get: { ...none, money: 1 } }],
      ['p1', { type: 'offerTrade', to: 'p3', give: { cards: [], money: 0, games: [0] }, get: { ...none, money: 2 } }],
      ['p3', { type: 'answerTrade', trade: 1, accept: true }],
      ['p2', { type: 'answerTrade', trade: 0, accept: true }],
    ]);
    expect(events.at(-1)).toEqual({ type: 'tradeClosed', trade: 0, outcome: 'failed' });
    expect(state.games[0]?.owner).toBe('p3');
    expect(co(state, 'p2').money).toBe(co(start, 'p2').money);
  });

  it('GIVEN the receiver lacks a card asked of it WHEN it accepts THEN it is told and nothing changes', () => {
    const { state } = run(withGame(), [
      ['p1', { type: 'offerTrade', to: 'p2', give: { ...none, money: 1 }, get: { cards: [titled('Castle')[0]!], money: 0, games: [] } }],
    ]);
    expectRefusal(state, 'p2', { type: 'answerTrade', trade: 0, accept: true }, 'TRADE_CARD_MISSING');
    expect(state.trades).toHaveLength(1);
  });

  it('GIVEN an offer THEN only its receiver can answer it and only its maker can withdraw it', () => {
    const { state } = run(withGame(), [['p1', { type: 'offerTrade', to: 'p2', give: { ...none, money: 1 }, get: none }]]);
    expectRefusal(state, 'p3', { type: 'answerTrade', trade: 0, accept: true }, 'NOT_YOUR_TRADE');
    expectRefusal(state, 'p1', { type: 'answerTrade', trade: 0, accept: true }, 'NOT_YOUR_TRADE');
    expectRefusal(state, 'p2', { type: 'withdrawTrade', trade: 0 }, 'NOT_YOUR_TRADE');
    expect(run(state, [['p1', { type: 'withdrawTrade', trade: 0 }]]).state.trades).toEqual([]);
  });

  it('GIVEN offers of what the maker does not have THEN they are refused', () => {
    const state = withGame();
    expectRefusal(state, 'p2', { type: 'offerTrade', to: 'p1', give: { cards: [quest12], money: 0, games: [] }, get: none }, 'TRADE_CARD_MISSING');
    expectRefusal(state, 'p2', { type: 'offerTrade', to: 'p1', give: { ...none, money: 99 }, get: none }, 'TRADE_MONEY_MISSING');
    expectRefusal(state, 'p2', { type: 'offerTrade', to: 'p1', give: { ...none, games: [0] }, get: none }, 'TRADE_GAME_MISSING');
    expectRefusal(state, 'p2', { type: 'offerTrade', to: 'p1', give: none, get: none }, 'EMPTY_TRADE');
    expectRefusal(state, 'p2', { type: 'offerTrade', to: 'p2', give: { ...none, money: 1 }, get: none }, 'TRADE_WITH_SELF');
  });

  it('GIVEN an offer that asks for the same published game twice WHEN it is offered THEN it is refused (it could never be accepted)', () => {
    const state = withGame();
    expectRefusal(state, 'p2', { type: 'offerTrade', to: 'p1', give: { ...none, money: 1 }, get: { ...none, games: [0, 0] } }, 'GAME_TWICE');
    expect(state.trades).toEqual([]);
  });

  it('GIVEN a pending trade THEN its cards are seen by the two companies only; once done the public sees how many cards moved, not which', () => {
    const { state } = run(withGame(), [
      ['p1', { type: 'offerTrade', to: 'p2', give: { cards: [quest12], money: 0, games: [] }, get: { ...none, money: 1 } }],
    ]);
    expect(spiel.view(state, 'p2').you?.trades[0]?.giveCards.map((c) => c.id)).toEqual([quest12]);
    expect(spiel.view(state, 'p1').you?.trades).toHaveLength(1);
    expect(spiel.view(state, 'p3').you?.trades).toEqual([]);
    const done = run(state, [['p2', { type: 'answerTrade', trade: 0, accept: true }]]).state;
    const pub = spiel.view(done, null);
    expect(pub.history[1]?.trades).toEqual([
      { from: 'p1', to: 'p2', giveCards: 1, giveMoney: 0, giveGames: [], getCards: 0, getMoney: 1, getGames: [] },
    ]);
    expect(JSON.stringify(pub.history)).not.toContain(`"id":${quest12},`);
  });

  it('GIVEN offers that are declined, withdrawn and accepted THEN both companies see what became of each, a third sees none, and the public sees who offered whom and the outcome, never the contents', () => {
    const { state } = run(withGame(), [
      ['p1', { type: 'offerTrade', to: 'p2', give: { cards: [quest12], money: 0, games: [] }, get: { ...none, money: 1 } }],
      ['p2', { type: 'answerTrade', trade: 0, accept: false }],
      ['p1', { type: 'offerTrade', to: 'p2', give: { ...none, money: 2 }, get: none }],
      ['p1', { type: 'withdrawTrade', trade: 1 }],
      ['p2', { type: 'offerTrade', to: 'p1', give: { ...none, money: 1 }, get: none }],
      ['p1', { type: 'answerTrade', trade: 2, accept: true }],
      ['p3', { type: 'offerTrade', to: 'p1', give: { ...none, money: 1 }, get: none }],
    ]);
    const recent = (p: string) => spiel.view(state, p).you?.recentTrades.map((t) => [t.id, t.outcome]);
    expect(recent('p1')).toEqual([[2, 'accepted'], [1, 'withdrawn'], [0, 'declined']]);
    expect(recent('p2')).toEqual([[2, 'accepted'], [1, 'withdrawn'], [0, 'declined']]);
    expect(recent('p3')).toEqual([]);
    expect(spiel.view(state, 'p1').you?.recentTrades.at(-1)?.giveCards.map((c) => c.id)).toEqual([quest12]);
    const pub = spiel.view(state, null);
    expect(pub.tradeOffers).toEqual([
      { id: 0, from: 'p1', to: 'p2', status: 'declined' },
      { id: 1, from: 'p1', to: 'p2', status: 'withdrawn' },
      { id: 2, from: 'p2', to: 'p1', status: 'accepted' },
      { id: 3, from: 'p3', to: 'p1', status: 'open' },
    ]);
    expect(JSON.stringify(pub)).not.toContain(`"id":${quest12},`);
  });

  it('GIVEN an open offer WHEN the month resolves THEN it lapses (our ruling)', () => {
    const { state } = run(withGame(), [
      ['p1', { type: 'offerTrade', to: 'p2', give: { ...none, money: 1 }, get: none }],
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
      ['p3', { type: 'brainstorm' }],
    ]);
    expect(state.trades).toEqual([]);
    expectRefusal(state, 'p2', { type: 'answerTrade', trade: 0, accept: true }, 'NO_SUCH_TRADE');
  });

  it('GIVEN a company planned a game WHEN it trades one of its cards away before the month resolves THEN that game is not published and it is told why', () => {
    const start = scenario({ companies: [{ hand: [island0, railway4] }, { money: 5 }, {}] });
    const { state } = run(start, [
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
      ['p1', { type: 'offerTrade', to: 'p2', give: { cards: [island0], money: 0, games: [] }, get: { ...none, money: 1 } }],
      ['p2', { type: 'answerTrade', trade: 0, accept: true }],
      ['p2', { type: 'brainstorm' }],
      ['p3', { type: 'brainstorm' }],
    ]);
    expect(state.games).toEqual([]);
    expect(spiel.view(state, 'p1').you?.notes.refused).toEqual([{ cards: [expect.objectContaining({ id: island0 }), expect.objectContaining({ id: railway4 })], reason: 'notInHand' }]);
    expect(state.history[0]?.refused).toEqual([{ player: 'p1', reason: 'notInHand', name: null }]);
  });
});
