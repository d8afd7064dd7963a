import { describe, expect, it } from 'vitest';
import { ASSET_DECK, GAME_DECK, PLAYER_CARD_IDS, card, kindOf, playerCard } from './cards.js';
import { award } from './index.js';
import { owned } from './state.js';
import { checkCards, T0, Table } from './testing.js';
import { formatTokens, size, tk } from './tokens.js';
import { awardOptionsSchema } from './types.js';

const opts = (o: object = {}) => awardOptionsSchema.parse(o);
const players = ['ann', 'bo', 'cy', 'di', 'ed'];

describe('§1.1 components and setup', () => {
  it('R1 GIVEN a new game WHEN it is set up THEN the Game deck has 14 Accounts, 9 Awards and 10 Events, the Asset deck 12 Name Cards, 12 Scandals and 12 Trumps, and all 75 cards are each in one place', () => {
    const kinds = (ids: readonly string[]) => ids.reduce<Record<string, number>>((m, id) => ({ ...m, [kindOf(id)]: (m[kindOf(id)] ?? 0) + 1 }), {});
    expect(GAME_DECK).toHaveLength(33);
    expect(kinds(GAME_DECK)).toEqual({ account: 14, award: 9, event: 10 });
    expect(ASSET_DECK).toHaveLength(36);
    expect(kinds(ASSET_DECK)).toEqual({ creative: 12, scandal: 12, trump: 12 });
    expect(PLAYER_CARD_IDS).toHaveLength(6);
    const s = award.setup(7, players.slice(0, 4), opts(), T0);
    checkCards(s);
    expect(s.gameDiscard).toEqual([]);
    expect(s.assetDiscard).toEqual([]);
    expect(s.gameDeck).toHaveLength(33);
    expect(s.assetDeck).toHaveLength(36 - 4 * 3);
  });

  it('R2 GIVEN 2 or 6 players WHEN a game is set up THEN it is refused, and 3, 4 and 5 players are accepted', () => {
    expect(() => award.setup(1, players.slice(0, 2), opts(), T0)).toThrow(RangeError);
    expect(() => award.setup(1, [...players, 'fay'], opts(), T0)).toThrow(RangeError);
    for (const n of [3, 4, 5]) expect(award.setup(1, players.slice(0, n), opts(), T0).agencies).toHaveLength(n);
    expect([award.minPlayers, award.maxPlayers]).toEqual([3, 5]);
  });

  it('R3(a) GIVEN different seeds WHEN games are set up THEN seat order and first player are random, and the host override names the first player', () => {
    const orders = new Set<string>();
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = award.setup(seed, players.slice(0, 4), opts(), T0);
      orders.add(s.players.join(','));
      firsts.add(s.firstPlayer);
      expect(s.active).toBe(s.firstPlayer);
    }
    expect(orders.size).toBeGreaterThan(5);
    expect(firsts.size).toBe(4);
    const s = award.setup(3, players.slice(0, 4), opts({ firstPlayer: 'cy' }), T0);
    expect(s.firstPlayer).toBe('cy');
    expect(s.active).toBe('cy');
    expect(() => award.setup(3, players.slice(0, 4), opts({ firstPlayer: 'zed' }), T0)).toThrow(RangeError);
  });

  it('R3(b) GIVEN a 4-player game WHEN it is set up THEN each player has one distinct Player card with its printed tokens (permanent, available) and cash, and the 2 undealt cards are out of the game', () => {
    const s = award.setup(11, players.slice(0, 4), opts(), T0);
    const dealt = s.agencies.map((a) => a.playerCard);
    expect(new Set(dealt).size).toBe(4);
    expect(s.unusedPlayerCards).toHaveLength(2);
    for (const a of s.agencies) {
      const pc = playerCard(a.playerCard);
      expect(a.permanent).toEqual(pc.tokens);
      expect(owned(a)).toEqual(pc.tokens);
      expect(a.expended).toEqual(tk());
      expect(a.cash).toBe(pc.cash);
    }
  });

  it('R3(c) GIVEN two seeds WHEN games are set up THEN both decks are shuffled differently', () => {
    const a = award.setup(1, players.slice(0, 3), opts(), T0);
    const b = award.setup(2, players.slice(0, 3), opts(), T0);
    expect(a.gameDeck).not.toEqual(b.gameDeck);
    expect(a.assetDeck).not.toEqual(b.assetDeck);
    expect([...a.gameDeck].sort()).toEqual([...GAME_DECK].sort());
  });

  it('R3(d) GIVEN a new game WHEN it is set up THEN every player holds 3 Asset cards from the top of the shuffled Asset deck', () => {
    const s = award.setup(5, players.slice(0, 5), opts(), T0);
    for (const a of s.agencies) {
      expect(a.hand).toHaveLength(3);
      for (const c of a.hand) expect(['creative', 'scandal', 'trump']).toContain(kindOf(c));
    }
  });

  it('A7 GIVEN the Player cards of §4.1 WHEN their statistics are read THEN each is worth $20k counting a token as $4k', () => {
    for (const id of PLAYER_CARD_IDS) {
      const pc = playerCard(id);
      expect(size(pc.tokens) * 4 + pc.cash).toBe(20);
    }
    expect(playerCard('P5').tokens).toEqual(tk(2, 0, 1));
    expect(playerCard('P6').cash).toBe(12);
  });

  it('A8 GIVEN a rich player WHEN they learn twelve tokens of one type THEN the bank never runs out', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 48, tokens: '' } } });
    for (let i = 0; i < 12; i++) t.do('ann', { type: 'learn', skill: 'T' });
    expect(t.owned('ann')).toEqual(tk(0, 0, 12));
    expect(t.cash('ann')).toBe(0);
  });

  it('A29 GIVEN many seeds WHEN Player cards are dealt THEN every card is dealt to someone at some point (dealt at random)', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) for (const a of award.setup(seed, players.slice(0, 3), opts(), T0).agencies) seen.add(a.playerCard);
    expect([...seen].sort()).toEqual([...PLAYER_CARD_IDS].sort());
  });

  it('A30 GIVEN no host choice WHEN the game starts THEN the first player is random; GIVEN the host names Bo THEN Bo starts', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) firsts.add(award.setup(seed, players.slice(0, 3), opts(), T0).firstPlayer);
    expect(firsts.size).toBe(3);
    expect(award.setup(9, players.slice(0, 3), opts({ firstPlayer: 'bo' }), T0).active).toBe('bo');
  });

  it('A42 GIVEN the table limits WHEN a 6-player game is requested THEN it is refused although 6 Player cards exist', () => {
    expect(PLAYER_CARD_IDS).toHaveLength(6);
    expect(() => award.setup(1, [...players, 'fay'], opts(), T0)).toThrow(/3–5 players/);
  });

  it.each([
    ['P1', 'A2 D1 T1', 4],
    ['P2', 'A3 D1', 4],
    ['P3', 'D3 T1', 4],
    ['P4', 'D1 T3', 4],
    ['P5', 'A2 T1', 8],
    ['P6', 'D1 T1', 12],
  ] as const)('%s GIVEN this Player card is dealt WHEN the game starts THEN its agency has exactly %s and $%ik', (id, tokens, cash) => {
    let dealt = 0;
    for (let seed = 1; seed <= 20; seed++) {
      for (const a of award.setup(seed, players.slice(0, 5), opts(), T0).agencies) {
        if (a.playerCard !== id) continue;
        dealt++;
        expect(card(id).kind).toBe('player');
        expect(a.cash).toBe(cash);
        expect(formatTokens(a.permanent)).toBe(tokens);
      }
    }
    expect(dealt).toBeGreaterThan(0);
  });
});
