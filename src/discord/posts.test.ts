// How a post is known again after a crash: by its fingerprint (its words), whether or not its
// pictures could be drawn.
import { describe, expect, it } from 'vitest';
import type { Picture } from '../render/scene.js';
import type { MessagePayload } from './payload.js';
import { showing, wordsOnly } from './pictures.js';
import { fingerprint } from './posts.js';

const picture = (name: string): Picture => ({ name, description: name, scene: { kind: 'trend', title: name, card: { title: 'Ninja', upper: 'cards', lower: 'puzzle', trend: true }, lines: [] } });

describe('the fingerprint a post is found by after a crash', () => {
  it('GIVEN a post whose table is split into two pictures and an auction (two embeds holding only a picture) WHEN its pictures could not be drawn and it went out with its words alone THEN Discord’s message has the post’s fingerprint, so a retry finds it instead of posting it twice', () => {
    const words: MessagePayload = {
      content: '▶️ <@1>, it is your turn (turn 12).',
      embeds: [
        { title: '🏆 The Award Winning Game — turn 12', description: 'The board', color: 1 },
        { title: '📜 This turn', description: 'What happened', color: 1 },
      ],
    };
    const post = showing(words, [picture('table.png'), picture('table-2.png'), picture('auction.png')]);
    expect(post.embeds).toHaveLength(4);
    const sent = wordsOnly(post);
    expect(sent.embeds).toHaveLength(2);
    expect(fingerprint(sent)).toBe(fingerprint(post));
  });

  it('GIVEN two posts that differ only in an embed’s words THEN their fingerprints differ (the fingerprint still tells posts apart)', () => {
    const a = fingerprint({ content: 'x', embeds: [{ title: 'Month 6 — results', description: 'alice published' }] });
    const b = fingerprint({ content: 'x', embeds: [{ title: 'Month 6 — results', description: 'bob published' }] });
    expect(a).not.toBe(b);
    // An embed of fields alone still counts (it is words).
    expect(fingerprint({ embeds: [{ fields: [{ name: 'a', value: 'b' }] }] })).not.toBe(fingerprint({ embeds: [] }));
  });
});
