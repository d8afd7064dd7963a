import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/index.js';
import { chunks, MAX_EMBEDS, namedPictures, namesFrom, pictureParts, showing, wordsOnly } from './pictures.js';

describe('names in pictures', () => {
  const game = { seats: [{ index: 0, playerId: 'p1', userId: '100000000000000001', ai: false, name: 'Ada' }] };

  it('GIVEN a mention in a scene THEN a seated player shows by the display name stored with their seat and anyone else as "a player" in the scope’s language', () => {
    const payload = { pictures: [{ name: 'x.png', description: '', scene: { kind: 'trend' as const, title: '<@100000000000000001> and <@100000000000000002>', card: { title: 'Island', upper: 'family', lower: 'combat' }, lines: [] } }] };
    const title = (lang: string) => inLanguage(lang, () => namedPictures(payload, namesFrom(game))[0]?.scene);
    expect(title('en')).toMatchObject({ title: 'Ada and a player' });
    expect(title('de')).toMatchObject({ title: 'Ada and Unbekannt' });
  });

  it('GIVEN a mention in a picture’s alt text (the published games, the chart, the winner) THEN it is a display name too, never a raw <@id>', () => {
    const payload = { pictures: [{ name: 'x.png', description: 'Month 1: Island Railway by <@100000000000000001> (+€10,000/month), Quest by <@!100000000000000002>', scene: { kind: 'trend' as const, title: '', card: { title: 'Island', upper: 'family', lower: 'combat' }, lines: [] } }] };
    const named = inLanguage('en', () => namedPictures(payload, namesFrom(game))[0]);
    expect(named?.description).toBe('Month 1: Island Railway by Ada (+€10,000/month), Quest by a player');
  });
});

describe('a picture in several parts', () => {
  const scene = (title: string) => ({ kind: 'trend' as const, title, card: { title: 'Island', upper: 'family', lower: 'combat' }, lines: [] });
  const words = { embeds: [{ title: 'Your hand', description: 'the words', color: 7 }, { title: 'after', description: 'more words' }] };

  it('GIVEN a hand split into three pictures WHEN shown THEN each part gets an embed of its own right after the words’ embed (Discord gives each embed its own 400×300 box), named hand.png, hand-2.png, hand-3.png and titled 1/3, 2/3, 3/3', () => {
    const parts = inLanguage('en', () => pictureParts('hand.png', [1, 2, 3].map((n) => ({ scene: scene('Your hand'), description: `part ${n}` }))));
    expect(parts.map((p) => p.name)).toEqual(['hand.png', 'hand-2.png', 'hand-3.png']);
    expect(parts.map((p) => p.scene.title)).toEqual(['Your hand (1/3)', 'Your hand (2/3)', 'Your hand (3/3)']);
    expect(parts.map((p) => p.description)).toEqual(['part 1 (1/3)', 'part 2 (2/3)', 'part 3 (3/3)']);
    const shown = showing(words, parts);
    expect(shown.embeds?.map((e) => e.image?.url ?? e.title)).toEqual(['attachment://hand.png', 'attachment://hand-2.png', 'attachment://hand-3.png', 'after']);
    expect(shown.embeds?.[0]).toMatchObject({ title: 'Your hand', description: 'the words' });
    expect(shown.embeds?.[1]).toEqual({ color: 7, image: { url: 'attachment://hand-2.png' } });
    expect(shown.pictures?.map((p) => p.name)).toEqual(['hand.png', 'hand-2.png', 'hand-3.png']);
  });

  it('GIVEN the words alone (pictures off, or while they are drawn) THEN the embeds that held only a part are gone and the words’ embeds stay, without an image', () => {
    const parts = inLanguage('en', () => pictureParts('hand.png', [1, 2].map((n) => ({ scene: scene('x'), description: `${n}` }))));
    const alone = wordsOnly(showing(words, parts));
    expect(alone.embeds).toEqual(words.embeds);
    expect(alone.pictures).toBeUndefined();
  });

  it('GIVEN more parts than Discord’s ten embeds a message allows THEN the message carries ten embeds and the words stay complete', () => {
    const parts = inLanguage('en', () => pictureParts('hand.png', Array.from({ length: 12 }, (_, n) => ({ scene: scene('x'), description: `${n}` }))));
    const shown = showing(words, parts);
    expect(shown.embeds).toHaveLength(MAX_EMBEDS);
    expect(shown.embeds?.at(-1)).toEqual(words.embeds[1]);
    expect(shown.pictures).toHaveLength(9);
  });

  it('GIVEN 11 cards of at most 10 a picture THEN two even parts (6 and 5), never 10 and a lone card', () => {
    expect(chunks([...Array(11).keys()], 10).map((c) => c.length)).toEqual([6, 5]);
    expect(chunks([1, 2, 3], 10)).toEqual([[1, 2, 3]]);
    expect(chunks([...Array(21).keys()], 10).map((c) => c.length)).toEqual([7, 7, 7]);
  });
});
