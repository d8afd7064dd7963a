// Spiel messages within Discord's limits in every shipped language (German is longer than English:
// embeds, button labels, menu placeholders and options), and no placeholder left unfilled.
import { describe, expect, it } from 'vitest';
import { cutLabels, validateMessageBody } from '../../local/discord/validation.js';
import { seats } from '../../engine/self-play.js';
import { spiel } from '../../games/spiel/index.js';
import { playGame } from '../../games/spiel/random-player.js';
import { anyCard, idea, scenario, titled } from '../../games/spiel/testkit.js';
import { cardLabel, gameTitle } from '../../games/spiel/text.js';
import { cardView } from '../../games/spiel/view.js';
import { inLanguage, LANGUAGES } from '../../i18n/index.js';
import type { GameInfo } from '../../service/types.js';
import { lobbyPayload } from '../lobby.js';
import type { MessagePayload } from '../payload.js';
import { spielFace } from './face.js';
import { hireConfirm, panel, preview } from './panel.js';
import { ceremonyPost, logPage, monthPost, monthPostClosed, monthResults, statusBoard, summaryPost } from './render.js';

const name = (p: string) => `<@1000000000000000${p.slice(1)}>`;

/** The payload as discord.js would send it, checked like Discord checks it, with every placeholder filled. */
function valid(payload: MessagePayload): void {
  const body = { content: payload.content, embeds: payload.embeds, components: payload.components };
  expect(validateMessageBody(JSON.parse(JSON.stringify(body)), { create: true, fileCount: 0 })).toBeNull();
  expect(cutLabels(JSON.parse(JSON.stringify(body)))).toEqual([]);
  expect(JSON.stringify(body)).not.toMatch(/\{\{\s*[\w.]+\s*\}\}/);
}

const table = (language: string | null): GameInfo =>
  ({
    id: 7,
    type: 'spiel',
    guildId: 'g',
    channelId: 'c',
    status: 'lobby',
    hostUserId: '100000000000000001',
    options: {},
    settings: { reminderBeforeMs: 3_600_000, maxSeats: null, aiAfterMissed: 3, onLeave: 'retire', language },
    version: 0,
    seatsRev: 1,
    createdAt: 0,
    startedAt: null,
    endedAt: null,
    seats: [
      { index: 0, playerId: 'p1', userId: '100000000000000001', ai: false, name: null },
      { index: 1, playerId: 'p2', userId: null, ai: true, name: null },
    ],
  }) as unknown as GameInfo;

for (const lang of LANGUAGES) {
  describe(`Spiel messages in ${lang}`, () => {
    it('GIVEN a 60-card hand, a 12-game draft with a designer in hand, a negative preview and a hire warning THEN every private message is valid', () => {
      inLanguage(lang, () => {
        const hand = Array.from({ length: 60 }, (_, i) => i);
        let state = scenario({ companies: [{ hand: [...hand, 110] }, {}] });
        valid(panel(1, spiel.view(state, 'p1'), name));
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
        state = spiel.evolve(state, { type: 'draftSet', player: 'p1', games });
        const view = spiel.view(state, 'p1');
        valid(panel(1, view, name));
        valid(hireConfirm(1, view, cardView(110), 2));
        const cards = [idea('puzzle', 'family'), idea('combat', 'resource'), idea('cards', 'role-playing')];
        const neg = scenario({ companies: [{ hand: cards, specialty: idea('family', 'family') }, {}], trends: [anyCard('family', 'family', [idea('family', 'family')])] });
        valid(preview(1, spiel.view(neg, 'p1'), cards.map(cardView)));
      });
    });

    it('GIVEN six companies through whole random games THEN the board, month posts, results, ceremony, log pages and final panels are valid', () => {
      inLanguage(lang, () => {
        for (let seed = 1; seed <= 12; seed++) {
          const game = playGame(seed, seats(6));
          const v = spiel.view(game.state, null);
          valid(statusBoard(v, name));
          valid(monthPost(1, v, name));
          valid(ceremonyPost(v, name));
          for (const report of v.history.filter((r) => r.resolved)) {
            valid(monthResults(v, report, name));
            valid(monthPostClosed(1, report, v.months));
          }
          for (let page = 1; page <= 13; page++) valid(logPage(1, v, page, name));
          for (const c of v.companies) valid(panel(1, spiel.view(game.state, c.id), name));
        }
      });
    });

    it('GIVEN a lobby, the rules and the reminder THEN they are valid and the lobby names its language', () => {
      inLanguage(lang, () => {
        valid(spielFace.rules());
        valid(spielFace.reminder({ deadline: 0, userIds: ['100000000000000001', '100000000000000002'] }));
      });
      const lobby = lobbyPayload(table(lang), { ...spielFace, blurb: inLanguage(lang, () => spielFace.blurb) }, { min: 2, max: 6 });
      valid(lobby);
      expect(lobby.embeds?.[0]?.description).toContain(lang === 'de' ? 'Sprache der Beiträge: Deutsch' : 'Language of the posts: English');
    });
  });
}

describe('Spiel cards in the reader’s language', () => {
  const text = (payload: MessagePayload) => JSON.stringify({ content: payload.content, embeds: payload.embeds, components: payload.components });
  const game = playGame(3, seats(4));
  const pub = spiel.view(game.state, null);
  const report = pub.history.find((r) => r.resolved && r.published.some((id) => (pub.gamesById[id]?.name ?? '').split(' ').length >= 2));
  const published = (report?.published ?? []).map((id) => pub.gamesById[id]).filter((g) => g !== undefined);

  it('GIVEN a German table WHEN a month’s results are posted THEN its games are named in German, never by their English names', () => {
    expect(published.length).toBeGreaterThan(0);
    const post = inLanguage('de', () => text(monthResults(pub, report!, name)));
    for (const g of published) {
      const german = inLanguage('de', () => gameTitle(g.name));
      expect(german).not.toBe(g.name);
      expect(post).toContain(`**${german}**`);
      expect(post).not.toContain(`**${g.name}**`);
    }
    // The picture beside it draws the same German titles and names.
    const picture = inLanguage('de', () => monthResults(pub, report!, name)).pictures?.[0];
    const scene = JSON.stringify(picture?.scene);
    for (const g of published) {
      expect(scene).toContain(inLanguage('de', () => gameTitle(g.name)));
      for (const c of g.cards) expect(scene).toContain(inLanguage('de', () => cardLabel(c)));
    }
  });

  it('GIVEN a German table THEN its pictures carry German words: the trend card and its title, the chart’s axis figures (Intl) and its axis name', () => {
    const month1 = spiel.view(scenario({ companies: [{}, {}] }), null);
    const trendOf = (lang: string) => inLanguage(lang, () => monthPost(1, month1, name)).pictures?.[0]?.scene;
    expect(trendOf('en')).toMatchObject({ kind: 'trend', title: 'Month 1 of 12: the trend', card: { trend: true } });
    expect(trendOf('de')).toMatchObject({ kind: 'trend', title: 'Monat 1 von 12: der Trend', card: { trend: true, title: inLanguage('de', () => cardLabel(month1.trend!)) } });
    const chartOf = (lang: string) => inLanguage(lang, () => summaryPost(pub, name)).pictures?.find((p) => p.scene.kind === 'chart')?.scene;
    const en = chartOf('en');
    const de = chartOf('de');
    if (en?.kind !== 'chart' || de?.kind !== 'chart') throw new Error('no chart');
    expect(en.ticks.map((x) => x.value)).toEqual(de.ticks.map((x) => x.value));
    expect(en.ticks.filter((x) => x.value > 0).every((x) => /^€\d+(k|(\.\d)?M)$/.test(x.label))).toBe(true);
    expect(de.ticks.filter((x) => x.value > 0).every((x) => /^\d+(,\d)?\s(Tsd\.|Mio\.)\s€$/.test(x.label))).toBe(true);
    expect([en.xLabel, de.xLabel]).toEqual(['month', 'Monat']);
  });

  it('GIVEN the same game THEN an English player’s panel lists her hand by English titles and a German player’s by German ones', () => {
    const [island, railway, dragon] = [titled('Island')[0], titled('Railway')[0], titled('Dragon')[0]] as number[];
    const state = scenario({ companies: [{ hand: [island as number, railway as number, dragon as number, 110] }, {}] });
    const view = spiel.view(state, 'p1');
    const en = inLanguage('en', () => text(panel(1, view, name)));
    const de = inLanguage('de', () => text(panel(1, view, name)));
    expect(en).toContain('1. Island ');
    expect(en).toContain('2. Railway ');
    expect(en).toContain('3. Dragon ');
    expect(de).toContain('1. Insel ');
    expect(de).toContain('2. Eisenbahn ');
    expect(de).toContain('3. Drache ');
    expect(en).not.toMatch(/Insel|Eisenbahn|Drache\b/);
    // The designer is a person: the same name in both.
    for (const words of [en, de]) expect(words).toContain(cardView(110).label);
    // The best-game menu names games as the reader reads them.
    expect(en).toContain('Island Railway');
    expect(de).toContain('Inselbahn');
  });
});
