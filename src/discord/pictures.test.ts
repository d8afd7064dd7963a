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
});
