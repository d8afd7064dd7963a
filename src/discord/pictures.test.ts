import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/index.js';
import { namedPictures, namesFrom } from './pictures.js';

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
