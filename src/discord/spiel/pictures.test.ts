// The Spiel pictures' scenes as a face builds them from views: the ceremony as contenders against
// the cards turned, and content larger than Discord's box split into several pictures.
import { describe, expect, it } from 'vitest';
import { anyCard, ended, publishedGame as game } from '../../games/spiel/testkit.js';
import type { Element } from '../../games/spiel/cards.js';
import { inLanguage } from '../../i18n/index.js';
import { CEREMONY_PER_PICTURE } from '../../render/spiel.js';
import { ceremonyPictures } from './pictures.js';

const name = (p: string) => p.toUpperCase();

describe('the ceremony picture', () => {
  it('GIVEN a first card that knocks one game out and a tie-break card that decides THEN each contender is a row with its symbols, value and owner, each card a column, and the cells say which card knocked each game out; the winner comes first', () => {
    const view = ended(
      [game(0, 'p1', ['puzzle', 'family', 'cards'], 4), game(1, 'p2', ['puzzle', 'combat', 'resource'], 4), game(2, 'p3', ['role-playing', 'role-playing', 'role-playing'], 2)],
      [anyCard('puzzle', 'puzzle'), anyCard('cards', 'role-playing')],
      { p1: 5, p2: 9, p3: 7 },
    );
    const [picture, ...more] = inLanguage('en', () => ceremonyPictures(view, name));
    expect(more).toEqual([]);
    const scene = picture?.scene;
    if (scene?.kind !== 'ceremony') throw new Error('no ceremony scene');
    expect(scene.columns.map((c) => [c.label, c.card?.upper, c.card?.lower])).toEqual([
      ['1', 'puzzle', 'puzzle'],
      ['2', 'cards', 'role-playing'],
    ]);
    expect(scene.rows.map((r) => [r.name, r.caption, r.marks, r.winner ?? false])).toEqual([
      ['Game 0', '+€40,000 · P1', ['in', 'in'], true],
      ['Game 1', '+€40,000 · P2', ['in', 'out'], false],
      ['Game 2', '+€20,000 · P3', ['out', ''], false],
    ]);
    expect(scene.rows[0]?.visible).toEqual(['puzzle', 'family', 'cards']);
    expect(scene.lines).toEqual(['🏆 Spiel des Jahres: “Game 0” by P1']);
  });

  it('GIVEN a first card asking for 🧩 and a tie-break card asking for 🃏 or 🐉 THEN each row rings the symbols that kept its game in: the winner its 🧩 and 🃏, the game out on the tie-break its 🧩 only, the game out on the first card none', () => {
    const view = ended(
      [game(0, 'p1', ['puzzle', 'family', 'cards'], 4), game(1, 'p2', ['puzzle', 'combat', 'resource'], 4), game(2, 'p3', ['role-playing', 'role-playing', 'role-playing'], 2)],
      [anyCard('puzzle', 'puzzle'), anyCard('cards', 'role-playing')],
      { p1: 5, p2: 9, p3: 7 },
    );
    const scene = inLanguage('en', () => ceremonyPictures(view, name))[0]?.scene;
    if (scene?.kind !== 'ceremony') throw new Error('no ceremony scene');
    expect(scene.rows.map((r) => [r.name, r.lit])).toEqual([
      ['Game 0', [true, false, true]],
      ['Game 1', [true, false, false]],
      ['Game 2', [false, false, false]],
    ]);
  });

  it('GIVEN games out on value THEN a "€" column between the first cards and the tie-break marks them out there', () => {
    const view = ended([game(0, 'p1', ['puzzle', 'family', 'cards'], 4), game(1, 'p2', ['puzzle', 'combat', 'resource'], 3)], [anyCard('puzzle', 'puzzle')], { p1: 5, p2: 9 });
    const scene = inLanguage('en', () => ceremonyPictures(view, name))[0]?.scene;
    if (scene?.kind !== 'ceremony') throw new Error('no ceremony scene');
    expect(scene.columns.map((c) => c.label)).toEqual(['1', '€']);
    expect(scene.rows.map((r) => r.marks)).toEqual([
      ['in', 'in'],
      ['in', 'out'],
    ]);
  });

  it(`GIVEN seventeen games in the running THEN ${Math.ceil(17 / CEREMONY_PER_PICTURE)} pictures of at most ${CEREMONY_PER_PICTURE} rows, each with every card's column and the winner's line, numbered 1/3…3/3, and every game in exactly one`, () => {
    const els: Element[] = ['puzzle', 'family', 'cards', 'combat', 'resource', 'role-playing'];
    const games = Array.from({ length: 17 }, (_, i) => game(i, `p${(i % 4) + 1}`, [els[i % 6] as Element, els[(i + 1) % 6] as Element, 'cards'], i % 5));
    const view = ended(games, [anyCard('cards', 'cards'), anyCard('puzzle', 'family')], { p1: 5, p2: 9, p3: 7, p4: 1 });
    const pictures = inLanguage('en', () => ceremonyPictures(view, name));
    expect(pictures.map((p) => p.name)).toEqual(['ceremony.png', 'ceremony-2.png', 'ceremony-3.png']);
    const scenes = pictures.map((p) => (p.scene.kind === 'ceremony' ? p.scene : null));
    expect(scenes.map((s) => s?.title)).toEqual(['The Spiel des Jahres ceremony (1/3)', 'The Spiel des Jahres ceremony (2/3)', 'The Spiel des Jahres ceremony (3/3)']);
    for (const s of scenes) {
      expect(s?.rows.length).toBeLessThanOrEqual(CEREMONY_PER_PICTURE);
      expect(s?.columns).toEqual(scenes[0]?.columns);
      expect(s?.lines).toEqual(scenes[0]?.lines);
    }
    expect(scenes.flatMap((s) => s?.rows.map((r) => r.name) ?? []).sort()).toEqual(games.map((g) => g.name).sort());
  });

  it('GIVEN two games tied to the end, both of one company THEN no game won but the company did, and every part of the picture says so (not "No game wins")', () => {
    const view = ended(
      [game(0, 'p1', ['puzzle', 'family', 'cards'], 4), game(1, 'p1', ['puzzle', 'combat', 'resource'], 4), game(2, 'p2', ['role-playing', 'role-playing', 'role-playing'], 2)],
      [anyCard('puzzle', 'puzzle')],
      { p1: 5, p2: 9 },
    );
    expect(view.result?.winningGame).toBeNull();
    expect(view.result?.winners).toEqual(['p1']);
    const scenes = inLanguage('en', () => ceremonyPictures(view, name)).map((p) => p.scene);
    for (const scene of scenes) expect(scene.kind === 'ceremony' ? scene.lines : null).toEqual(['🏆 No single game won: P1 wins the game']);
  });
});
