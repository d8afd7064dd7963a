// npm run render-samples [-- --out samples --seed 3 --language de]
// Plays one seeded game of each kind and writes every kind of picture the bot sends, drawn from
// the same views and through the same faces as in Discord, to a folder (git-ignored) for a
// person to look at: <out>/<game>-<picture>.png, with the scene beside it as .json, in the
// catalogue language `--language` names (English by default).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { panel as awardPanel } from '../src/discord/award/panel.js';
import { boardPost, endPost } from '../src/discord/award/render.js';
import type { MessagePayload } from '../src/discord/payload.js';
import { panel as spielPanel, preview } from '../src/discord/spiel/panel.js';
import { ceremonyPost, monthPost, monthResults, statusBoard, summaryPost } from '../src/discord/spiel/render.js';
import { seats } from '../src/engine/self-play.js';
import { award } from '../src/games/award/index.js';
import { playAwardGame } from '../src/games/award/random-player.js';
import type { AwardState } from '../src/games/award/types.js';
import { candidates, pricingOf } from '../src/games/spiel/advisor.js';
import { isDesigner } from '../src/games/spiel/cards.js';
import { spiel } from '../src/games/spiel/index.js';
import { playGame } from '../src/games/spiel/random-player.js';
import type { SpielState } from '../src/games/spiel/types.js';
import { inLanguage } from '../src/i18n/index.js';
import { paint } from '../src/render/painter.js';
import { tableSettingsSchema } from '../src/service/settings.js';
import type { GameInfo } from '../src/service/types.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'samples' }, seed: { type: 'string', default: '3' }, language: { type: 'string', default: 'en' } } });
const out = values.out;
const seed = Number(values.seed);
mkdirSync(out, { recursive: true });

const NAMES: Record<string, string> = { p1: 'Ada', p2: 'Ben', p3: 'Carmen Delacroix-Whitfield', p4: 'Dev' };
const name = (p: string) => NAMES[p] ?? p;

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

let written = 0;
function write(prefix: string, payload: MessagePayload): void {
  for (const p of payload.pictures ?? []) {
    const file = join(out, `${prefix}-${p.name}`);
    writeFileSync(file, paint(p.scene));
    writeFileSync(file.replace(/\.png$/, '.json'), `${JSON.stringify(p.scene, null, 2)}\n`);
    written++;
  }
}

function drawAll(): void {
  // Spiel des Jahres: four companies at random; the hand and a preview in the month a company
  // held the most cards, the month post, the results of the month with the most new games, the
  // table, the ceremony and the end.
  const players = seats(4);
  let richest: { state: SpielState; size: number; player: string } | null = null;
  let busiest: { state: SpielState; month: number; count: number } | null = null;
  const played = playGame(seed, players, {
    actionsPerMonth: 6,
    onStep: ({ after }) => {
      for (const c of after.companies) {
        // The fullest hand of ten or fewer cards with a designer in it.
        const size = c.hand.length * 10 + (c.hand.some(isDesigner) ? 5 : 0);
        if (after.phase === 'playing' && c.status === 'active' && c.hand.length <= 10 && (!richest || size > richest.size)) richest = { state: after, size, player: c.id };
      }
      const last = after.history.filter((r) => r.resolved).at(-1);
      if (last && last.published.length > (busiest?.count ?? 0)) busiest = { state: after, month: last.month, count: last.published.length };
    },
  });
  const spielGame = table('spiel', players);
  const fullest = richest as { state: SpielState; player: string } | null;
  const mid = fullest?.state ?? played.state;
  const own = spiel.view(mid, fullest?.player ?? 'p1');
  write('spiel', spielPanel(1, own, name));
  const pricing = pricingOf(own);
  const best = pricing ? candidates(own.you?.hand ?? [], pricing)[0] : undefined;
  if (best) write('spiel-preview', preview(1, own, best.cards.map((id) => (own.you?.hand ?? []).find((c) => c.id === id)).filter((c) => c !== undefined)));
  write('spiel-month', monthPost(1, spiel.view(mid, null), name));
  const b = busiest as { state: SpielState; month: number } | null;
  if (b) {
    const v = spiel.view(b.state, null);
    const report = v.history.find((r) => r.month === b.month);
    if (report) write('spiel-results', monthResults(v, report, name));
  }
  const end = spiel.view(played.state, null);
  write('spiel', statusBoard(end, name));
  write('spiel', ceremonyPost(end, name));
  write('spiel', summaryPost(end, name));
  void spielGame;

  // The Award Winning Game: four agencies at random; a panel and an auction mid-game, the end.
  let auctionState: AwardState | null = null;
  let panelState: AwardState | null = null;
  const awardPlayed = playAwardGame(seed, players, {
    onStep: ({ after }) => {
      if (after.auction && !auctionState && after.turn > 6) auctionState = after;
      const me = after.agencies.find((a) => a.id === 'p1');
      if (me && !panelState && me.accounts.length >= 2 && me.creatives.length >= 1) panelState = after;
    },
  });
  const awardGame = table('award', players);
  const mine = panelState ?? awardPlayed.state;
  write('award', awardPanel(awardGame, award.view(mine, 'p1'), name));
  if (auctionState) write('award', boardPost(awardGame, award.view(auctionState, null), name, null, false));
  write('award', endPost(awardGame, award.view(awardPlayed.state, null), name));
}

inLanguage(values.language, drawAll);
console.log(`wrote ${written} pictures to ${out}/`);
