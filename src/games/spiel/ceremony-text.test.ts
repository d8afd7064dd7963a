// The ceremony explains itself: the tied games and their values, why each card knocked out what
// it did, and what decided the winner (the best game, not money).
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../engine/game.js';
import { ceremonyReport } from './ceremony-text.js';
import { anyCard, ended, publishedGame as game } from './testkit.js';
import { inLanguage } from '../../i18n/index.js';

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

  it('GIVEN the ceremony THEN the contenders are named once, each with the symbols it shows, its value and its owner', () => {
    expect(text).toContain('🎲 **In the running** (3): “Game 0” 🧩👪🃏 +€40,000 (@p1), “Game 1” 🧩⚔️🌾 +€40,000 (@p2) and “Game 2” 🐉🐉🐉 +€20,000 (@p3).');
    // Each game's symbols are shown once: after the contenders, a game is named by its name alone.
    for (const symbols of ['🧩👪🃏', '🧩⚔️🌾', '🐉🐉🐉']) expect(text.split(symbols).length - 1, symbols).toBe(1);
  });

  it('GIVEN a first card THEN one short line: what it asks for and which game it knocks out', () => {
    expect(lines).toContain('🎴 Card 1 asks for 🧩 — out: “Game 2”.');
  });

  it('GIVEN two games tied on value THEN the tie names both games and their value', () => {
    expect(text).toContain('⚖️ **Tie** at +€40,000/month between “Game 0” and “Game 1”: more cards are turned, for the tied games only.');
  });

  it('GIVEN a tie-break card THEN one short line: what it asks for, which tied game is out and which is left', () => {
    expect(lines).toContain('🎴 Card 2 (tie-break) asks for 🃏 or 🐉 — out: “Game 1”. “Game 0” is the only one left.');
  });

  it('GIVEN the winner THEN why it won: the tie-break left it alone among the most valuable', () => {
    expect(lines).toContain('🏆 **Game 0** by @p1 is the Spiel des Jahres (+€40,000/month): it was tied for the most valuable and was the only tied game left after the tie-break.');
  });

  it('GIVEN a winner poorer than a rival THEN the standings say the best game decided it, not money', () => {
    expect(text).toContain('🥇 Winner: @p1 — the company that owns the Spiel des Jahres wins, however much money the others have.');
    expect(lines.find((l) => l.startsWith('**Final standings**'))).toMatch(/decided by the best game, not by money/);
    expect(lines.filter((l) => /^\d\. /.test(l))).toEqual(['1. @p1 — €50,000 · 🏆 owns the Spiel des Jahres', '2. @p2 — €90,000', '3. @p3 — €70,000']);
  });

  it('GIVEN one game left by the first card THEN it wins as the only one left', () => {
    const alone = ceremonyReport(ended(games.slice(1), [anyCard('combat', 'combat')], { p1: 5, p2: 9, p3: 7 }), name);
    expect(alone).toContain('🎴 Card 1 asks for ⚔️ — out: “Game 2”.');
    expect(alone).toContain('🏆 **Game 1** by @p2 is the Spiel des Jahres (+€40,000/month): it was the only game left after the trend cards.');
  });
});

describe('the ceremony in German', () => {
  const games = [
    game(0, 'p1', ['puzzle', 'family', 'cards'], 4),
    game(1, 'p2', ['puzzle', 'combat', 'resource'], 3),
    game(2, 'p3', ['role-playing', 'role-playing', 'role-playing'], 2),
    game(3, 'p3', ['combat', 'combat', 'combat'], 1),
  ];

  it('GIVEN a first card that knocks out two games THEN one short German line names what it asks for and both games; the winner and why follow', () => {
    // (German writes money with a no-break space before the €.)
    const lines = inLanguage('de', () => ceremonyReport(ended(games, [anyCard('puzzle', 'puzzle')], { p1: 5, p2: 9, p3: 7 }), name)).map((l) => l.replace(/\u00a0/g, ' '));
    expect(lines).toContain('🎴 Karte 1 verlangt 🧩 — raus: „Game 2“ und „Game 3“.');
    expect(lines).toContain('🏆 **Game 0** von @p1 ist das Spiel des Jahres (+40.000 €/Monat): Es hat die Trendkarten überstanden und war das wertvollste verbliebene Spiel.');
  });
});
