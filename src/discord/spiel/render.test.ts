// Spiel messages stay within Discord's limits whatever the game throws at them: a 60-card hand,
// six companies with many games, a negative game in the preview. Checked with the same body
// validation the loopback Discord applies.
import { describe, expect, it } from 'vitest';
import { validateMessageBody } from '../../local/discord/validation.js';
import { apply } from '../../engine/run.js';
import { seats } from '../../engine/self-play.js';
import { inLanguage } from '../../i18n/index.js';
import { spiel } from '../../games/spiel/index.js';
import { playGame } from '../../games/spiel/random-player.js';
import { anyCard, idea, scenario, T0 } from '../../games/spiel/testkit.js';
import { cardView } from '../../games/spiel/view.js';
import type { MessagePayload } from '../payload.js';
import { panel, preview } from './panel.js';
import { trendPicture } from './pictures.js';
import { monthPost, monthResults, statusBoard, summaryPost } from './render.js';

const name = (p: string) => `<@1000000000000000${p.slice(1)}>`;

/** The payload as discord.js would send it, checked like Discord checks it. */
function valid(payload: MessagePayload): void {
  const body = { content: payload.content, embeds: payload.embeds, components: payload.components };
  expect(validateMessageBody(JSON.parse(JSON.stringify(body)), { create: true, fileCount: 0 })).toBeNull();
}

describe('Spiel messages within Discord limits', () => {
  it('GIVEN a hand of 60 cards THEN the private panel is valid: the menu offers 25 games and the hand is listed', () => {
    const state = scenario({ companies: [{ hand: Array.from({ length: 60 }, (_, i) => i) }, {}] });
    const p = panel(1, spiel.view(state, 'p1'), name);
    valid(p);
    expect(p.embeds?.[0]?.description).toContain('Hand (60)');
    const menu = (p.components ?? []).flatMap((r) => r.components).find((c) => 'options' in c && c.custom_id.startsWith('sp:preview'));
    expect(menu && 'options' in menu ? menu.options.length : 0).toBe(25);
  });

  it('GIVEN a draft of 12 games and a designer in hand THEN the panel is valid: the plan is removed with a menu, not too many buttons', () => {
    const hand = Array.from({ length: 60 }, (_, i) => i);
    let state = scenario({ companies: [{ hand: [...hand, 110] }, {}] });
    const names = new Set<string>();
    const games: number[][] = [];
    for (let i = 0; i + 1 < hand.length && games.length < 12; i += 2) {
      const g = [hand[i] as number, hand[i + 1] as number];
      const n = g.map((id) => cardView(id).label).join(' ');
      if (!names.has(n)) {
        names.add(n);
        games.push(g);
      }
    }
    expect(games).toHaveLength(12);
    state = spiel.evolve(state, { type: 'draftSet', player: 'p1', games });
    const p = panel(1, spiel.view(state, 'p1'), name);
    valid(p);
    const ids = (p.components ?? []).flatMap((r) => r.components).map((c) => ('custom_id' in c ? c.custom_id : ''));
    expect(ids.some((id) => id.startsWith('sp:dropmenu')), ids.join(' ')).toBe(true);
    expect(ids.some((id) => id.startsWith('sp:commitplan'))).toBe(true);
    expect(p.embeds?.[0]?.description).toContain(`Your plan — a draft, not committed** (${games.length} games)`);
  });

  it('GIVEN six companies late in random games THEN the board and the month post are valid', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const game = playGame(seed, seats(6));
      const v = spiel.view(game.state, null);
      valid(statusBoard(v, name));
      valid(monthPost(1, v, name));
    }
  });

  it('R8 GIVEN a game with a negative value THEN the preview says plainly that it costs money every month', () => {
    const cards = [idea('puzzle', 'family'), idea('combat', 'resource'), idea('cards', 'role-playing')];
    const state = scenario({ companies: [{ hand: cards, specialty: idea('family', 'family') }, {}], trends: [anyCard('family', 'family', [idea('family', 'family')])] });
    const p = preview(1, spiel.view(state, 'p1'), cards.map(cardView));
    valid(p);
    expect(p.embeds?.[0]?.description).toMatch(/negative value.*cost you €30,000 every month/);
  });
});

describe('the end-of-game money summary', () => {
  /** p1 goes bankrupt at settlement (−€30,000), p3 retires in month 1, so p2 is left and wins (R9). */
  function ended() {
    let state = scenario({ companies: [{ money: 0, designers: [{ card: 110, wage: 3 }] }, {}, {}] });
    for (const [actor, command] of [[null, { type: 'retire', player: 'p3' }], ['p1', { type: 'brainstorm' }], ['p2', { type: 'brainstorm' }]] as const) {
      const result = apply(spiel, state, command, actor, T0);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    expect(state.phase).toBe('ended');
    return spiel.view(state, null);
  }

  it('GIVEN a company that retired in month 1, before any settlement THEN the summary and the chart show its €30,000 start at month 0, not €0', () => {
    const view = ended();
    const summary = summaryPost(view, name);
    expect(summary.embeds?.[0]?.description).toContain(`${name('p3')}: €30k 🚪 retired`);
    const chart = summary.pictures?.find((p) => p.name === 'money.png')?.scene;
    expect(chart?.kind === 'chart' && chart.series.map((s) => s.values)).toEqual([[0, -3], [3, 3], [3]]);
  });

  it('GIVEN money below zero THEN the settlement and the summary write the same minus sign (−, not -), in English and in German', () => {
    const view = ended();
    const report = view.history[0]!;
    for (const lang of ['en', 'de']) {
      const { settlement, summary } = inLanguage(lang, () => ({ settlement: monthResults(view, report, name), summary: summaryPost(view, name) }));
      const words = [settlement, summary].map((p) => JSON.stringify(p)).join('\n');
      expect(words, lang).toMatch(lang === 'en' ? /−€30,000/ : /−30\.000\s€/);
      expect(words, lang).toMatch(lang === 'en' ? /−€30k/ : /−30\sTsd\.\s€/);
      // A hyphen-minus before money anywhere in the words (JSON numbers such as -3 aside).
      expect(words.match(/[^:,[\d]-(€|\d)/g), lang).toBeNull();
    }
  });
});

describe('the trend picture’s alt text in German', () => {
  it('GIVEN a trend favouring one element THEN "gefragt ist …"; two elements THEN "gefragt sind … + …"', () => {
    const view = spiel.view(scenario({ companies: [{}, {}] }), null);
    const alt = (card: number) => inLanguage('de', () => trendPicture(view, cardView(card), 1).description);
    expect(alt(anyCard('family', 'family'))).toMatch(/, gefragt ist \S+$/);
    expect(alt(anyCard('family', 'combat'))).toMatch(/, gefragt sind \S+ \+ \S+$/);
  });
});
