// Card titles and game names in every language: English composes to exactly the engine's name,
// and no language gives two names the engine tells apart the same words.
import { describe, expect, it } from 'vitest';
import { inLanguage, LANGUAGES } from '../../i18n/index.js';
import { CARDS, type IdeaCard } from './cards.js';
import { gameName } from './resolve.js';
import { cardLabel, cardsTitle, composeTitles, gameTitle, namesGame, TITLES, titlesOf } from './titles.js';
import { cardView } from './view.js';

const ideas = CARDS.filter((c): c is IdeaCard => c.kind === 'idea');
/** One card of each title, to name games with. */
const byTitle = new Map(ideas.map((c) => [c.title, c.id]));

/** Every sequence of two or three titles (a superset of the names the engine can produce). */
function* sequences(): Generator<string[]> {
  for (const a of TITLES) {
    for (const b of TITLES) {
      yield [a, b];
      for (const c of TITLES) yield [a, b, c];
    }
  }
}

/** What a reader cannot tell apart: case, spaces, hyphens and dashes. */
const looksLike = (name: string) => name.toLocaleLowerCase().replace(/[\s\-‐–—]/g, '');

describe('card titles and game names', () => {
  it('GIVEN the deck THEN every idea card title has catalogue forms, and only those', () => {
    expect([...new Set(ideas.map((c) => c.title))].sort()).toEqual([...TITLES].sort());
  });

  it('GIVEN English THEN every game name composes to exactly the engine’s canonical name, and reads back into its titles', () => {
    inLanguage('en', () => {
      for (const seq of sequences()) {
        const name = gameName(seq.map((title) => byTitle.get(title) as number));
        expect(composeTitles(seq)).toBe(name);
        expect(titlesOf(name)).toEqual(seq);
        expect(gameTitle(name)).toBe(name);
      }
    });
  });

  for (const lang of LANGUAGES) {
    it(`GIVEN ${lang} THEN two names the engine tells apart never read the same (case, spaces and hyphens ignored), and none is empty or unfilled`, () => {
      inLanguage(lang, () => {
        const seen = new Map<string, string>();
        const clashes: string[] = [];
        for (const seq of sequences()) {
          const shown = composeTitles(seq);
          expect(shown).not.toMatch(/\{\{|\}\}|^\s*$/);
          const key = looksLike(shown);
          const before = seen.get(key);
          if (before !== undefined) clashes.push(`${before} / ${seq.join(' ')} → ${shown}`);
          else seen.set(key, seq.join(' '));
        }
        expect(clashes).toEqual([]);
        // Card titles too: two titles never read the same.
        const titles = TITLES.map((x) => looksLike(cardLabel({ kind: 'idea', label: x })));
        expect(new Set(titles).size).toBe(TITLES.length);
      });
    });
  }

  it('GIVEN German THEN titles and names are German, composed as a German group would say them', () => {
    inLanguage('de', () => {
      expect(cardLabel(cardView(byTitle.get('Railway') as number))).toBe('Eisenbahn');
      expect(gameTitle('Dragon Castle')).toBe('Drachenburg');
      expect(gameTitle('Castle Dragon')).toBe('Burgdrache');
      expect(gameTitle('Pirate Treasure Island')).toBe('Piraten-Schatzinsel');
      expect(gameTitle('Dragon The Game')).toBe('Drachenspiel');
      expect(cardsTitle([cardView(byTitle.get('Treasure') as number), cardView(byTitle.get('Island') as number)])).toBe('Schatzinsel');
      // A typed name is found in the reader's words or in English.
      expect(namesGame('drachenburg', 'Dragon Castle')).toBe(true);
      expect(namesGame('Dragon Castle', 'Dragon Castle')).toBe(true);
      expect(namesGame('Burgdrache', 'Dragon Castle')).toBe(false);
    });
  });

  it('GIVEN a designer card in any language THEN it keeps its person’s name', () => {
    const designer = CARDS.find((c) => c.kind === 'designer');
    if (!designer || designer.kind !== 'designer') throw new Error('no designer');
    for (const lang of LANGUAGES) expect(inLanguage(lang, () => cardLabel(cardView(designer.id)))).toBe(designer.name);
  });

  it('GIVEN a name not made of titles (a stored game from another deck) THEN it is shown as it is', () => {
    expect(inLanguage('de', () => gameTitle('Moonlight Sonata'))).toBe('Moonlight Sonata');
  });
});
