// The Spiel des Jahres ceremony: steps 1–4, R14, R15, and its place at the end of the game.
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../engine/game.js';
import type { CardId, Element } from './cards.js';
import { spiel } from './index.js';
import { judge } from './resolve.js';
import { anyCard, co, run, scenario, titled } from './testkit.js';
import type { PublishedGame } from './types.js';

function game(id: number, owner: PlayerId, visible: Element[], value: number): PublishedGame {
  return {
    id,
    name: `Game ${id}`,
    cards: [],
    owner,
    publishedBy: owner,
    month: 1,
    onTable: true,
    score: { value, visible, breakdown: { specialties: 0, trend: 0, designers: [], matches: 0, manufacturing: 0 } },
  };
}

const money = (table: Record<string, number>) => (p: PlayerId) => table[p] ?? 0;
const even = money({});
const t = (a: Element, b: Element, not: CardId[] = []) => anyCard(a, b, not);

describe('the ceremony', () => {
  it('step 1 GIVEN the first trend card THEN games showing neither of its symbols are out, and the most valuable survivor wins', () => {
    const games = [game(0, 'p1', ['puzzle', 'family', 'combat'], 5), game(1, 'p2', ['cards', 'cards', 'resource'], 2), game(2, 'p3', ['puzzle', 'role-playing', 'role-playing'], 3)];
    const v = judge(games, [t('puzzle', 'cards')], even);
    expect(v.steps).toEqual([{ card: t('puzzle', 'cards'), stage: 'first', effect: 'nothing', eliminated: [] }]);
    expect(v).toMatchObject({ reason: 'ceremony', winners: ['p1'], winningGame: 0, outValued: [1, 2] });
    const v2 = judge(games, [t('resource', 'role-playing')], even);
    expect(v2.steps[0]).toMatchObject({ effect: 'eliminated', eliminated: [0] });
    expect(v2).toMatchObject({ winners: ['p3'], winningGame: 2, outValued: [1] });
  });

  it('R15 GIVEN the first card would knock out every game THEN it is set aside and the next is turned', () => {
    const games = [game(0, 'p1', ['puzzle', 'puzzle', 'puzzle'], 1), game(1, 'p2', ['family', 'family', 'family'], 4)];
    const order = [t('combat', 'cards'), t('puzzle', 'resource')];
    const v = judge(games, order, even);
    expect(v.steps.map((s) => [s.stage, s.effect])).toEqual([
      ['first', 'setAside'],
      ['first', 'eliminated'],
    ]);
    expect(v).toMatchObject({ winners: ['p1'], winningGame: 0 });
  });

  it('R15 GIVEN no trend card leaves any game THEN no game wins', () => {
    const games = [game(0, 'p1', ['puzzle', 'puzzle', 'puzzle'], 1)];
    const v = judge(games, [t('combat', 'cards'), t('family', 'resource')], even);
    expect(v).toMatchObject({ reason: 'noGame', winners: [], winningGame: null });
    expect(v.steps).toHaveLength(2);
  });

  it('GIVEN no game was ever published THEN no game wins', () => {
    expect(judge([], [t('combat', 'cards')], even)).toMatchObject({ reason: 'noGame', winners: [] });
  });

  it('step 3 GIVEN two tied games THEN another card is turned and the tied game showing none of its symbols is out', () => {
    const games = [game(0, 'p1', ['puzzle', 'family', 'cards'], 4), game(1, 'p2', ['puzzle', 'combat', 'resource'], 4)];
    const v = judge(games, [t('puzzle', 'puzzle'), t('cards', 'role-playing')], even);
    expect(v.steps[1]).toEqual({ card: t('cards', 'role-playing'), stage: 'tiebreak', effect: 'eliminated', eliminated: [1] });
    expect(v).toMatchObject({ reason: 'ceremony', winners: ['p1'], winningGame: 0 });
  });

  it('R14 GIVEN a tie-break card that would knock out every tied game THEN it is set aside; one that knocks out none changes nothing', () => {
    const games = [game(0, 'p1', ['puzzle', 'family', 'cards'], 4), game(1, 'p2', ['puzzle', 'family', 'resource'], 4)];
    const order = [t('puzzle', 'puzzle'), t('combat', 'role-playing'), t('family', 'family'), t('resource', 'resource')];
    const v = judge(games, order, even);
    expect(v.steps.map((s) => s.effect)).toEqual(['nothing', 'setAside', 'nothing', 'eliminated']);
    expect(v).toMatchObject({ winners: ['p2'], winningGame: 1 });
  });

  it('step 4 GIVEN the cards run out with games still tied THEN the richest of their owners wins', () => {
    const games = [game(0, 'p1', ['puzzle', 'family', 'cards'], 4), game(1, 'p2', ['puzzle', 'family', 'cards'], 4)];
    const v = judge(games, [t('puzzle', 'puzzle'), t('cards', 'cards')], money({ p1: 7, p2: 9 }));
    expect(v).toMatchObject({ reason: 'richest', winners: ['p2'], tiedGames: [0, 1], winningGame: null });
  });

  it('step 4 GIVEN a stalemate between owners with equal money THEN no game wins the Spiel des Jahres', () => {
    const games = [game(0, 'p1', ['puzzle', 'family', 'cards'], 4), game(1, 'p2', ['puzzle', 'family', 'cards'], 4)];
    expect(judge(games, [t('puzzle', 'puzzle')], money({ p1: 9, p2: 9 }))).toMatchObject({ reason: 'stalemate', winners: [] });
  });

  it('step 4 GIVEN the still-tied games belong to one company THEN that company wins', () => {
    const games = [game(0, 'p1', ['puzzle', 'family', 'cards'], 4), game(1, 'p1', ['puzzle', 'family', 'cards'], 4), game(2, 'p2', ['puzzle'], 1)];
    expect(judge(games, [t('puzzle', 'puzzle')], money({ p2: 99 }))).toMatchObject({ reason: 'sameOwner', winners: ['p1'] });
  });

  it('GIVEN month 12 resolves THEN the twelve trend cards are shuffled with the game’s PRNG and every turned card and elimination is public', () => {
    const [a, b] = titled('Island') as [number, number];
    const [c, d] = titled('Railway') as [number, number];
    const start = scenario({ companies: [{ hand: [a, c], money: 5 }, { hand: [b, d], money: 5 }], month: 12 });
    const { state, events } = run(start, [
      ['p1', { type: 'publish', games: [[a, c]] }],
      ['p2', { type: 'publish', games: [[d, b]] }],
    ]);
    const began = events.find((e) => e.type === 'ceremonyBegan');
    expect(began?.type === 'ceremonyBegan' && [...began.order].sort((x, y) => x - y)).toEqual([...start.trends].sort((x, y) => x - y));
    const pub = spiel.view(state, null);
    expect(pub.ceremony?.turned.map((card) => card.id)).toEqual(state.ceremony?.steps.map((s) => s.card));
    expect(pub.ceremony?.steps.length).toBeGreaterThan(0);
    expect(pub.result?.standings).toHaveLength(2);
    // The ceremony used the stored PRNG: the same state gives the same ceremony.
    expect(run(start, [
      ['p1', { type: 'publish', games: [[a, c]] }],
      ['p2', { type: 'publish', games: [[d, b]] }],
    ]).state.ceremony).toEqual(state.ceremony);
    expect(co(state, 'p1').money).toBeGreaterThanOrEqual(0);
  });
});
