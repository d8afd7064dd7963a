// Every picture the bot sends, judged where Discord shows it: drawn from seeded games of both
// kinds in every shipped language (scripts/samples.ts, what `npm run render-samples` writes),
// each must fit Discord's 400×300 box at 2× (so it is not shrunk) and show no text smaller than
// 11 CSS pixels there; and nothing a picture can show — every catalogue word, the card titles and
// texts, game names, players' names, every string of every sample scene — may hold a
// character the bundled fonts lack (it would be drawn as an empty box, as "→" was).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { awardSamples, SAMPLE_NAMES, spielSamples, type Sample } from '../../scripts/samples.js';
import { inLanguage } from '../../src/i18n/index.js';
import { withoutGlyph } from '../../src/render/kit.js';
import { draw, SCALE } from '../../src/render/painter.js';
import { BOX, sceneStrings, SMALLEST_TEXT } from '../../src/render/scene.js';
import { REFERENCES } from './fixtures.js';

const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));
const LANGUAGES = readdirSync(LOCALES);
const SEEDS = [3, 8, 21];

/** What is wrong with each picture where Discord shows it (none: all is well). */
function illegible(samples: readonly Sample[]): string[] {
  return samples.flatMap(({ file, picture }) => {
    const { metrics } = draw(picture.scene);
    const faults: string[] = [];
    if (metrics.width > BOX.width * SCALE || metrics.height > BOX.height * SCALE) faults.push(`${file}: ${metrics.width}×${metrics.height} px does not fit the box at ${SCALE}× (it is shown at ${(metrics.displayScale * SCALE).toFixed(2)} of its layout)`);
    if (metrics.smallestAtDisplay < SMALLEST_TEXT) faults.push(`${file}: smallest text ${metrics.smallestAtDisplay.toFixed(1)} px where Discord shows it`);
    return faults;
  });
}

describe('every picture is legible where Discord shows it', () => {
  for (const language of LANGUAGES) {
    for (const seed of SEEDS) {
      it(`GIVEN the Spiel des Jahres pictures of seeded game ${seed} in "${language}" THEN each fits Discord's box at 2× and its smallest text is at least ${SMALLEST_TEXT} px as shown`, () => {
        expect(illegible(inLanguage(language, () => spielSamples(seed)))).toEqual([]);
      });
      it(`GIVEN the Award Winning Game pictures of seeded game ${seed} in "${language}" THEN each fits Discord's box at 2× and its smallest text is at least ${SMALLEST_TEXT} px as shown`, () => {
        expect(illegible(inLanguage(language, () => awardSamples(seed)))).toEqual([]);
      });
    }
  }

  it('GIVEN the reference scenes of both games (test/pictures) THEN they are measured the same way and are legible', () => {
    expect(illegible(Object.entries(REFERENCES).map(([name, scene]) => ({ file: `${name}.png`, picture: { name: `${name}.png`, description: '', scene } })))).toEqual([]);
  });
});

/** Every string of a catalogue subtree, placeholders left out. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node.replace(/\{\{[^}]*\}\}/g, '')];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

/**
 * Every word of every catalogue: pictures draw their own words, element names, card titles and
 * texts, game names' parts, and also words made by the text helpers they share with the posts
 * (money, phases, pending tasks, end reasons…), so every catalogue string is held to the fonts.
 * Emoji in the posts' words are not drawn (or drawn as icons), so they are not held.
 */
function catalogueWords(language: string): string[] {
  return readdirSync(`${LOCALES}${language}`)
    // games.json is the /games answer and the daily digest: words only, never drawn in a picture.
    .filter((f) => f.endsWith('.json') && f !== 'games.json')
    .flatMap((f) => strings(JSON.parse(readFileSync(`${LOCALES}${language}/${f}`, 'utf8'))));
}

/** Names players may have in scripts the bundled fonts cover (no bundled font has CJK, Arabic or Indic letters: those are left out, see kit.ts). */
const NAMES = [...Object.values(SAMPLE_NAMES), 'Zoë', 'Ørjan Ødegård', 'Çağla Şahin', 'Đorđe', 'Nguyễn Thị Minh', 'Дмитрий', 'Σοφία', 'Straße', 'AI 1', 'KI 2', '🦊 Fox'];

describe('no missing glyphs', () => {
  for (const language of LANGUAGES) {
    it(`GIVEN every string the pictures can show in "${language}" (every catalogue word, card titles and texts, game names, sample scenes, players' names) THEN the bundled fonts draw every character (emoji are left out or drawn as icons)`, () => {
      const scenes = SEEDS.flatMap((seed) => inLanguage(language, () => [...spielSamples(seed), ...awardSamples(seed)]).flatMap((s) => sceneStrings(s.picture.scene)));
      const lacking = new Map<string, string>();
      for (const s of [...catalogueWords(language), ...scenes, ...NAMES]) for (const ch of withoutGlyph(s)) lacking.set(ch, s);
      expect([...lacking].map(([ch, s]) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()} "${ch}" in "${s}"`)).toEqual([]);
    });
  }
});
