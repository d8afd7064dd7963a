// The ceremony explains itself: the tied games and their values, why each card knocked out what
// it did, and what decided the winner (the best game, not money).
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../engine/game.js';
import type { CardId, Element } from './cards.js';
import { ceremonyReport } from './ceremony-text.js';
import { judge } from './resolve.js';
import { anyCard } from './testkit.js';
import type { GameView, PublishedGame, SpielView } from './types.js';
import { cardView } from './view.js';
import { inLanguage } from '../../i18n/index.js';

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

/** The public view of a finished game whose ceremony turned `order`, with this money. */
function ended(games: PublishedGame[], order: CardId[], money: Record<PlayerId, number>): SpielView {
  const v = judge(games, order, (p) => money[p] ?? 0);
  const gamesById: Record<number, GameView> = {};
  for (const g of games) gamesById[g.id] = { id: g.id, name: g.name, cards: [], owner: g.owner, month: 1, value: g.score.value, score: g.score };
  const players = Object.keys(money);
  const standings = [...v.winners, ...players.filter((p) => !v.winners.includes(p)).sort((a, b) => (money[b] ?? 0) - (money[a] ?? 0))];
  return {
    companies: players.map((id) => ({ id, status: 'active', money: money[id] ?? 0 })),
    gamesById,
    history: [],
    ceremony: { candidates: games.map((g) => g.id), steps: v.steps, outValued: v.outValued, turned: v.steps.map((s) => cardView(s.card)) },
    result: { winners: v.winners, standings, reason: v.reason, winningGame: v.winningGame, tiedGames: v.tiedGames, endedEarly: false },
  } as unknown as SpielView;
}

const name = (p: PlayerId) => `@${p}`;

describe('the ceremony in words', () => {
  const games = [
    game(0, 'p1', ['puzzle', 'family', 'cards'], 4),
    game(1, 'p2', ['puzzle', 'combat', 'resource'], 4),
    game(2, 'p3', ['role-playing', 'role-playing', 'role-playing'], 2),
  ];
  const order = [anyCard('puzzle', 'puzzle'), anyCard('cards', 'role-playing')];
  const lines = ceremonyReport(ended(games, order, { p1: 5, p2: 9, p3: 7 }), name);
  const text = lines.join('\n');

  it('GIVEN a first card THEN its line says which symbol it asks for and that the game lacking it is out', () => {
    expect(text).toContain('🎴 Card 1: 🧩 Puzzle + 🧩 Puzzle — out, showing no 🧩: “Game 2” 🐉🐉🐉.');
  });

  it('GIVEN two games tied on value THEN the tie names both games and their value', () => {
    expect(text).toContain('⚖️ **Tie** at +€40,000/month between “Game 0” 🧩👪🃏 and “Game 1” 🧩⚔️🌾');
  });

  it('GIVEN a tie-break card THEN it says which tied game lacks its symbols and which shows one', () => {
    expect(text).toContain('🎴 Card 2: 🃏 Cards + 🐉 Role-playing — out, showing neither 🃏 nor 🐉: “Game 1” 🧩⚔️🌾. “Game 0” 🧩👪🃏 (shows 🃏) is the only one left.');
  });

  it('GIVEN a winner poorer than a rival THEN the standings say the best game decided it, not money', () => {
    expect(text).toContain('🥇 Winner: @p1 — the company that owns the Spiel des Jahres wins, however much money the others have.');
    expect(lines.find((l) => l.startsWith('**Final standings**'))).toMatch(/decided by the best game, not by money/);
    expect(lines.filter((l) => /^\d\. /.test(l))).toEqual(['1. @p1 — €50,000 · 🏆 owns the Spiel des Jahres', '2. @p2 — €90,000', '3. @p3 — €70,000']);
  });
});

describe('the ceremony in German: verbs agree with how many games are out', () => {
  const games = [
    game(0, 'p1', ['puzzle', 'family', 'cards'], 4),
    game(1, 'p2', ['puzzle', 'combat', 'resource'], 4),
    game(2, 'p3', ['role-playing', 'role-playing', 'role-playing'], 2),
    game(3, 'p3', ['combat', 'combat', 'combat'], 1),
  ];

  it('GIVEN one game out THEN "es … zeigt"; GIVEN two THEN "sie … zeigen"', () => {
    const one = inLanguage('de', () => ceremonyReport(ended(games.slice(0, 3), [anyCard('puzzle', 'puzzle')], { p1: 5, p2: 9, p3: 7 }), name)).join('\n');
    expect(one).toMatch(/raus, weil es kein 🧩 zeigt: „Game 2“/);
    const two = inLanguage('de', () => ceremonyReport(ended(games, [anyCard('puzzle', 'puzzle')], { p1: 5, p2: 9, p3: 7 }), name)).join('\n');
    expect(two).toMatch(/raus, weil sie kein 🧩 zeigen: „Game 2“ 🐉🐉🐉 und „Game 3“/);
  });
});
