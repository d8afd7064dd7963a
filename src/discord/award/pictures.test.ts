// The Award's pictures where Discord shows them: every picture fits the embed box (400 × 300 CSS
// pixels) with no text under 11 pixels as shown; the board post carries the whole table (every
// agency once, from the public view), the panel the whole hand as printed cards, the wizard the
// card being played, the auction its bids.
import { describe, expect, it } from 'vitest';
import { seats } from '../../engine/self-play.js';
import { award } from '../../games/award/index.js';
import { playAwardGame } from '../../games/award/random-player.js';
import { arrange, T0 } from '../../games/award/testing.js';
import { awardOptionsSchema, type AwardState } from '../../games/award/types.js';
import { view } from '../../games/award/view.js';
import { inLanguage } from '../../i18n/index.js';
import { draw } from '../../render/painter.js';
import { BOX, SMALLEST_TEXT, type Picture, type Scene } from '../../render/scene.js';
import type { GameInfo } from '../../service/types.js';
import type { MessagePayload } from '../payload.js';
import { panel, playWizard } from './panel.js';
import { boardPost, endPost } from './render.js';
import { cardName } from './text.js';
import { agencyTile } from './pictures.js';
import { estimateWidth, MIN_TEXT, TILE_W } from '../../render/award-layout.js';
import type { AgencyView } from '../../games/award/view-types.js';

const game = { id: 7, type: 'award', seats: [], settings: { language: null }, options: {} } as unknown as GameInfo;
const name = (p: string) => `Player ${p}`;

/** Draws a picture and holds it to Discord's box: its size as shown, and its smallest text there. */
function legible(p: Picture, label: string): void {
  const { metrics } = draw(p.scene);
  expect(metrics.width / 2, `${label}: ${p.name} laid out 400 wide`).toBe(BOX.width);
  expect(metrics.height / 2, `${label}: ${p.name} at most 300 high`).toBeLessThanOrEqual(BOX.height);
  expect(metrics.displayScale, `${label}: ${p.name} shown at half its pixels (drawn at 2×)`).toBe(0.5);
  expect(metrics.smallestAtDisplay, `${label}: ${p.name} smallest text as shown`).toBeGreaterThanOrEqual(SMALLEST_TEXT);
}

function scenes(payload: MessagePayload, kind: Scene['kind']): Scene[] {
  return (payload.pictures ?? []).map((p) => p.scene).filter((s) => s.kind === kind);
}

/** Each picture an embed shows, and each embed's picture a picture of the payload. */
function shownInEmbeds(payload: MessagePayload): void {
  const urls = (payload.embeds ?? []).flatMap((e) => (e.image?.url ? [e.image.url] : []));
  expect(urls).toEqual((payload.pictures ?? []).map((p) => `attachment://${p.name}`));
}

describe('the Award table at a glance', () => {
  for (const n of [3, 5]) {
    it(`GIVEN seeded random games at a table of ${n} agencies WHEN the board is posted at each step THEN its pictures show the table’s tile once and every agency once in seat order, the open auction after them, each picture in Discord’s box with no text under 11 px as shown`, () => {
      let steps = 0;
      let auctions = 0;
      let split = 0;
      for (const seed of [21, 22]) {
        playAwardGame(seed, seats(n), {
          sideRate: 0.2,
          onStep: ({ after }) => {
            steps++;
            const v = view(after, null);
            if (v.phase === 'ended') return;
            const post = boardPost(game, v, name, null, false);
            shownInEmbeds(post);
            const tables = scenes(post, 'award-board');
            const agencies = tables.flatMap((s) => (s.kind === 'award-board' ? s.agencies : []));
            expect(agencies.map((a) => a.seat)).toEqual(v.agencies.map((a) => a.seat + 1).sort((x, y) => x - y));
            expect(agencies.map((a) => a.name)).toEqual([...v.agencies].sort((x, y) => x.seat - y.seat).map((a) => name(a.id)));
            expect(tables.map((s) => s.kind === 'award-board' && s.table !== undefined)).toEqual(tables.map((_, i) => i === 0));
            expect(agencies.filter((a) => a.active).map((a) => a.name)).toEqual([name(v.active)]);
            expect(scenes(post, 'award-auction')).toHaveLength(v.auction ? 1 : 0);
            if (v.auction) auctions++;
            if (tables.length > 1) split++;
            // Drawing is the slow part: every 25th step, and some auctions' first look.
            if (steps % 25 === 0 || (v.auction && auctions % 4 === 1 && v.auction.bidders.every((b) => b.value === null))) for (const p of post.pictures ?? []) legible(p, `seed ${seed} step ${steps}`);
          },
        });
      }
      expect(auctions).toBeGreaterThan(20);
      if (n === 5) expect(split).toBeGreaterThan(0);
    });
  }

  it('GIVEN a finished game WHEN the end is posted THEN its pictures are the final table: every agency, the winner’s marked, no turn marker', () => {
    const played = playAwardGame(23, seats(4));
    const v = view(played.state, null);
    const post = endPost(game, v, name);
    shownInEmbeds(post);
    const agencies = scenes(post, 'award-board').flatMap((s) => (s.kind === 'award-board' ? s.agencies : []));
    expect(agencies).toHaveLength(4);
    expect(agencies.filter((a) => a.winner).map((a) => a.name)).toEqual(v.result?.winners.map(name));
    expect(agencies.filter((a) => a.active)).toEqual([]);
    for (const p of post.pictures ?? []) legible(p, 'end');
  });
});

describe('an agency’s notes on its tile', () => {
  for (const lang of ['en', 'de']) {
    it(`GIVEN an agency that missed 1, 2 or 12 turn deadlines in a row (${lang}) THEN its tile’s note says so whole, not cut short, in the room a tile line has`, () => {
      inLanguage(lang, () => {
        for (const missed of [1, 2, 12]) {
          const state = arrange(award.setup(5, ['p1', 'p2', 'p3'], awardOptionsSchema.parse({}), T0), { agencies: { p2: { missedTurns: missed } } });
          const v = view(state, null);
          const tile = agencyTile(v.agencies.find((a) => a.id === 'p2') as AgencyView, v, name);
          const notes = tile.items.filter((i) => i.kind === 'note').map((i) => i.name);
          expect(notes, `${missed}`).toHaveLength(1);
          expect(notes[0], `${missed}`).toContain(String(missed));
          // A tile line's name runs from 24 units after the tile's left edge to 8 before its right.
          expect(estimateWidth(notes[0] as string, MIN_TEXT, true), notes[0]).toBeLessThanOrEqual(TILE_W - 24 - 8);
        }
      });
    });
  }
});

/** A state where p1 holds exactly `hand` (the longest printed texts among them). */
function holding(hand: AwardState['agencies'][number]['hand']): AwardState {
  return arrange(award.setup(5, ['p1', 'p2', 'p3'], awardOptionsSchema.parse({}), T0), { agencies: { p1: { hand } } });
}

describe('a hand as printed cards', () => {
  // Moon Lighting (T1) and Bad Press (S1) print the longest texts; the rest are Name Cards,
  // Scandals and Trumps of every length.
  const HAND = ['T1a', 'S1a', 'C1', 'S3a', 'T6', 'C8', 'T3'] as const;

  for (const lang of ['en', 'de']) {
    it(`GIVEN a seven-card hand with the longest card texts (${lang}) WHEN the panel is shown THEN every card is drawn once, in hand order and numbered as in the text, over pictures that each fit Discord’s box with no text under 11 px as shown`, () => {
      inLanguage(lang, () => {
        const v = view(holding([...HAND]), 'p1');
        const post = panel(game, v, name);
        shownInEmbeds(post);
        const cards = scenes(post, 'award-cards').flatMap((s) => (s.kind === 'award-cards' ? s.cards : []));
        expect(cards.map((c) => `${c.index}. ${c.title}`)).toEqual(HAND.map((id, i) => `${i + 1}. ${cardName(id)}`));
        expect(post.pictures?.length).toBeGreaterThan(1);
        for (const p of post.pictures ?? []) legible(p, `hand ${lang}`);
      });
    });
  }

  it('GIVEN an empty hand THEN the panel has no hand picture (its words say the hand is empty)', () => {
    const post = panel(game, view(holding([]), 'p1'), name);
    expect(post.pictures ?? []).toEqual([]);
    expect((post.embeds ?? []).every((e) => !e.image)).toBe(true);
  });

  it('GIVEN the play wizard for Moon Lighting THEN it shows that card as printed, in the box, as its words do', () => {
    const v = view(holding(['T1a', 'C1']), 'p1');
    const post = playWizard(game, v, { card: 'T1a', target: '', extra: '' }, name);
    shownInEmbeds(post);
    const shown = scenes(post, 'award-cards');
    expect(shown.flatMap((s) => (s.kind === 'award-cards' ? s.cards.map((c) => c.title) : []))).toEqual([cardName('T1a')]);
    for (const p of post.pictures ?? []) legible(p, 'wizard');
  });
});
