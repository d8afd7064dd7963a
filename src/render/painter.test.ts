import { describe, expect, it } from 'vitest';
import { draw, paint, SCALE, sceneOf } from './painter.js';
import { Pictures } from './pictures.js';
import { mapStrings, sceneHash, sceneStrings, type Scene } from './scene.js';

const hand: Extract<Scene, { kind: 'hand' }> = {
  kind: 'hand',
  title: 'Your hand (2 cards)',
  cards: [
    { title: 'Railway', upper: 'cards', lower: 'combat', index: 1 },
    { title: 'Greta Holm', upper: 'puzzle', lower: 'family', designer: true, index: 2 },
  ],
};

describe('the painter', () => {
  it('GIVEN a scene THEN the PNG carries the scene it was drawn from, and is 800 pixels wide: Discord’s 400-wide box drawn at 2× for sharp screens', () => {
    const png = paint(hand);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(800);
    expect(SCALE).toBe(2);
    expect(sceneOf(png)).toEqual(hand);
  });

  it('GIVEN a picture drawn THEN it says its size, how Discord scales it into its 400×300 box, and its smallest text at full size and at that display size', () => {
    const { png, metrics } = draw(hand);
    expect([metrics.width, metrics.height]).toEqual([png.readUInt32BE(16), png.readUInt32BE(20)]);
    expect(metrics.displayScale).toBeCloseTo(Math.min(1, 400 / metrics.width, 300 / metrics.height), 6);
    expect(metrics.smallestAtDisplay).toBeCloseTo(metrics.smallestPx * metrics.displayScale, 6);
    // The smallest text drawn is a card's index badge or a designer's name; never more than the 15-unit title.
    expect(metrics.smallestPx).toBeGreaterThan(0);
    expect(metrics.smallestPx).toBeLessThanOrEqual(15 * SCALE);
    const tall: Scene = { ...hand, cards: Array.from({ length: 8 }, () => hand.cards).flat() };
    const shrunk = draw(tall).metrics;
    expect(shrunk.height).toBeGreaterThan(600);
    expect(shrunk.displayScale).toBeCloseTo(300 / shrunk.height, 6);
    expect(shrunk.smallestAtDisplay).toBeLessThan(metrics.smallestAtDisplay);
  });

  it('GIVEN the same scene twice THEN the same bytes (the font comes from node_modules, not the system)', () => {
    expect(paint(hand).equals(paint(hand))).toBe(true);
  });

  it('GIVEN a taller picture drawn in between THEN the same bytes again (the kept canvas carries no pixels or state over)', () => {
    const first = paint(hand);
    const tall: Scene = { ...hand, title: 'A taller hand', cards: [...hand.cards, ...hand.cards, ...hand.cards] };
    expect(paint(tall).readUInt32BE(20)).toBeGreaterThan(first.readUInt32BE(20));
    expect(paint(hand).equals(first)).toBe(true);
  });

  it('GIVEN a scene with mentions THEN mapStrings rewrites the words, never the kind', () => {
    const named = mapStrings({ ...hand, title: 'For <@123>' }, (s) => s.replace('<@123>', 'Ada'));
    expect(named.title).toBe('For Ada');
    expect(named.kind).toBe('hand');
    expect(sceneStrings(named)).toContain('Railway');
  });
});

describe('the picture worker and its cache', () => {
  it('GIVEN the same scene asked for three times at once THEN it is drawn once, in the worker, and the PNG is the painter’s', async () => {
    const pictures = new Pictures();
    try {
      const [a, b, c] = await Promise.all([pictures.draw(hand), pictures.draw(hand), pictures.draw(hand)]);
      expect(a.equals(paint(hand))).toBe(true);
      expect(b).toBe(a);
      expect(c).toBe(a);
      expect(pictures.stats.drawn).toBe(1);
      await pictures.draw(hand);
      expect(pictures.stats).toEqual({ drawn: 1, cached: 1 });
      const other = { ...hand, title: 'Your hand (again)' };
      expect(sceneHash(other)).not.toBe(sceneHash(hand));
      await pictures.draw(other);
      expect(pictures.stats.drawn).toBe(2);
    } finally {
      await pictures.close();
    }
  });

  it('GIVEN a cache smaller than two pictures THEN the older one is drawn again', async () => {
    const pictures = new Pictures({ worker: false, cacheBytes: paint(hand).length + 10 });
    const other = { ...hand, title: 'Another hand' };
    await pictures.draw(hand);
    await pictures.draw(other);
    await pictures.draw(hand);
    expect(pictures.stats.drawn).toBe(3);
  });
});
