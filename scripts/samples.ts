// Every kind of picture the bot sends, drawn from seeded games through the same faces and views as
// in Discord: what `npm run render-samples` writes for a person to look at, and what the picture
// tests hold to the legibility floor and the bundled fonts (test/pictures/legible.test.ts).
import { panel as awardPanel, playWizard } from '../src/discord/award/panel.js';
import { boardPost, endPost } from '../src/discord/award/render.js';
import type { MessagePayload } from '../src/discord/payload.js';
import { panel as spielPanel, preview } from '../src/discord/spiel/panel.js';
import { ceremonyPost, monthPost, monthResults, statusBoard, summaryPost } from '../src/discord/spiel/render.js';
import { seats } from '../src/engine/self-play.js';
import { award } from '../src/games/award/index.js';
import { playAwardGame } from '../src/games/award/random-player.js';
import type { AwardState } from '../src/games/award/types.js';
import { candidates, pricingOf } from '../src/games/spiel/advisor.js';
import { CARDS, isDesigner } from '../src/games/spiel/cards.js';
import { cardView } from '../src/games/spiel/view.js';
import { handPictures } from '../src/discord/spiel/pictures.js';
import { spiel } from '../src/games/spiel/index.js';
import { playGame } from '../src/games/spiel/random-player.js';
import type { SpielState } from '../src/games/spiel/types.js';
import { inLanguage } from '../src/i18n/index.js';
import type { Picture } from '../src/render/scene.js';
import { tableSettingsSchema } from '../src/service/settings.js';
import type { GameInfo } from '../src/service/types.js';

/** A picture as a message carries it, and the file it is written to (`<game>-<message>-<name>`). */
export interface Sample {
  readonly file: string;
  readonly picture: Picture;
}

/** Display names as players might have them: short, long, with letters beyond ASCII. */
export const SAMPLE_NAMES: Readonly<Record<string, string>> = { p1: 'Ada', p2: 'Ben', p3: 'Carmen Delacroix-Whitfield', p4: 'Łukasz Żółć', p5: 'Eun-ji' };
const name = (p: string) => SAMPLE_NAMES[p] ?? p;

function table(type: string, players: readonly string[]): GameInfo {
  return {
    id: 1,
    type,
    guildId: 'g',
    channelId: 'c',
    status: 'running',
    hostUserId: 'u1',
    options: {},
    settings: tableSettingsSchema.parse({}),
    version: 1,
    createdAt: 0,
    startedAt: 0,
    endedAt: null,
    seats: players.map((p, index) => ({ index, playerId: p, userId: null, ai: true, name: null })),
    seatsRev: 1,
  };
}

function collect(out: Sample[], prefix: string, payload: MessagePayload): void {
  for (const p of payload.pictures ?? []) out.push({ file: `${prefix}-${p.name}`, picture: p });
}

/**
 * Spiel des Jahres: four companies at random; the fullest hand any company held (with a designer
 * if one was held), a preview of its best game, the month post, the results of the month with
 * the most new games, the table, the ceremony and the end.
 */
export function spielSamples(seed: number): Sample[] {
  const out: Sample[] = [];
  const players = seats(4);
  let richest: { state: SpielState; size: number; player: string } | null = null;
  let busiest: { state: SpielState; month: number; count: number } | null = null;
  const played = playGame(seed, players, {
    actionsPerMonth: 6,
    onStep: ({ after }) => {
      for (const c of after.companies) {
        const size = c.hand.length * 10 + (c.hand.some(isDesigner) ? 5 : 0);
        if (after.phase === 'playing' && c.status === 'active' && (!richest || size > richest.size)) richest = { state: after, size, player: c.id };
      }
      const last = after.history.filter((r) => r.resolved).at(-1);
      if (last && last.published.length > (busiest?.count ?? 0)) busiest = { state: after, month: last.month, count: last.published.length };
    },
  });
  const fullest = richest as { state: SpielState; player: string } | null;
  const mid = fullest?.state ?? played.state;
  const own = spiel.view(mid, fullest?.player ?? 'p1');
  collect(out, 'spiel-panel', spielPanel(1, own, name));
  // A hand larger than one picture holds (random play seldom keeps one): thirteen cards of the
  // deck, three of them designers, in the same view, so the split and the designers' names show.
  const big = [...CARDS.filter((c) => !isDesigner(c.id)).slice(seed, seed + 10), ...CARDS.filter((c) => isDesigner(c.id)).slice(0, 3)].map((c) => cardView(c.id));
  if (own.you) for (const p of handPictures({ ...own, you: { ...own.you, hand: big } })) out.push({ file: `spiel-bighand-${p.name}`, picture: p });
  const pricing = pricingOf(own);
  const best = pricing ? candidates(own.you?.hand ?? [], pricing)[0] : undefined;
  if (best) collect(out, 'spiel-preview', preview(1, own, best.cards.map((id) => (own.you?.hand ?? []).find((c) => c.id === id)).filter((c) => c !== undefined)));
  collect(out, 'spiel-month', monthPost(1, spiel.view(mid, null), name));
  const b = busiest as { state: SpielState; month: number } | null;
  if (b) {
    const v = spiel.view(b.state, null);
    const report = v.history.find((r) => r.month === b.month);
    if (report) collect(out, 'spiel-results', monthResults(v, report, name));
  }
  const end = spiel.view(played.state, null);
  collect(out, 'spiel-board', statusBoard(end, name));
  collect(out, 'spiel-ceremony', ceremonyPost(end, name));
  collect(out, 'spiel-summary', summaryPost(end, name));
  return out;
}

/**
 * The Award Winning Game at a table of three and one of five agencies: the board at the busiest
 * moment of an auction after turn 6 (the table at a glance and the auction), p1's fullest hand,
 * the play wizard with one of its cards, and the final table.
 */
export function awardSamples(seed: number): Sample[] {
  const out: Sample[] = [];
  for (const n of [3, 5]) {
    const players = seats(n);
    let auctionState: AwardState | null = null;
    let busiest = 0;
    let handState: AwardState | null = null;
    let handSize = 0;
    const played = playAwardGame(seed, players, {
      onStep: ({ after }) => {
        if (after.phase === 'ended') return;
        const inPlay = after.agencies.reduce((k, a) => k + a.accounts.length + a.creatives.length + a.awards.length, 0);
        if (after.auction && after.turn > 6 && inPlay > busiest) {
          busiest = inPlay;
          auctionState = after;
        }
        const me = after.agencies.find((a) => a.id === 'p1');
        if (me && me.hand.length > handSize) {
          handSize = me.hand.length;
          handState = after;
        }
      },
    });
    const game = table('award', players);
    const prefix = `award${n}`;
    const own = award.view(handState ?? played.state, 'p1');
    collect(out, `${prefix}-panel`, awardPanel(game, own, name));
    const card = own.you?.hand.find((c) => c.kind === 'scandal' || c.kind === 'trump') ?? own.you?.hand[0];
    if (card) collect(out, `${prefix}-wizard`, playWizard(game, own, { card: card.id, target: '', extra: '' }, name));
    if (auctionState) collect(out, `${prefix}-board`, boardPost(game, award.view(auctionState, null), name, null, false));
    collect(out, `${prefix}-end`, endPost(game, award.view(played.state, null), name));
  }
  return out;
}

/** Every sample picture of both games for `seed`, in the catalogue language `language`. */
export function samplePictures(seed: number, language: string): Sample[] {
  return inLanguage(language, () => [...spielSamples(seed), ...awardSamples(seed)]);
}
