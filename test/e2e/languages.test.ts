// Every player in their own language: a German server (guild_locale de) with a player whose
// client is English. The table's public posts are German from the lobby to the ceremony; her
// private panel, her replies and her errors are English; a German player's panel is German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTitle, titleText } from '../../src/games/spiel/text.js';
import { TITLES } from '../../src/games/spiel/titles.js';
import { inLanguage } from '../../src/i18n/index.js';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { componentId, DAY, lastMessage, openTable, type Table } from './harness.js';

/** The idea card titles in each language (English-only ones are those German writes otherwise). */
const EN_TITLES = new Set(TITLES);
const DE_TITLES = new Set(TITLES.map((x) => inLanguage('de', () => titleText(x))));
const ENGLISH_ONLY_TITLES = new RegExp(`\\b(${TITLES.filter((x) => !DE_TITLES.has(x)).join('|')})\\b`);

/** The idea cards a panel lists in its hand ("3. Island 👪/⚔️"), designers ("Greta Holm (designer) …") left out. */
function handTitles(text: string): string[] {
  return text.split('\n').filter((l) => /^\d+\. /.test(l) && !l.includes('**')).flatMap((l) => {
    const words = l.replace(/^\d+\. /, '').split(' ');
    const at = words.findIndex((w) => w.includes('/'));
    const label = words.slice(0, at).join(' ');
    return at > 0 && !label.endsWith(')') ? [label] : [];
  });
}

/** The games a final panel lists ("📦 **Dragon Castle** …"). */
const finalGames = (text: string) => [...text.matchAll(/📦 \*\*(.+?)\*\*/g)].map((m) => m[1] as string);

/** Words only the English catalogue writes in a table's public posts. */
const ENGLISH = /\b(Run a board-game company|Month \d|Deadline|Still to choose|Everyone has chosen|results|Settlement|Winner|brainstormed|published|Final standings|Seats \(|Waiting for players|Open my hand)\b/;

describe('a German server with an English-speaking player', () => {
  let t: Table;
  let ada: LocalUser;
  let ben: LocalUser;
  let cleo: LocalUser;
  beforeAll(async () => {
    t = await openTable();
    [ada, ben, cleo] = t.users as [LocalUser, LocalUser, LocalUser];
    t.guild.locale = 'de';
    ada.locale = 'en-US';
    ben.locale = 'de';
    cleo.locale = 'en-GB';
  });
  afterAll(async () => {
    await t?.stop();
  });

  const publicPosts = () => t.discord.channelMessages(t.channel);

  async function panelOf(user: LocalUser): Promise<LocalMessage> {
    const month = lastMessage(t, /📅 Monat \d+ von 12/);
    if (!month) throw new Error('no month post');
    const open = await t.discord.click(user, month, componentId(month, 'sp:hand'));
    const panel = await open.reply();
    expect(open.ephemeral).toBe(true);
    return panel;
  }

  it('GIVEN ada (English client) starts a table in the German server THEN the lobby is German and says so; her own reply to a second join is English', async () => {
    const start = await t.discord.slash(ada, t.channel, 'spiel', { subcommand: 'start' });
    const lobby = await start.reply();
    expect(start.ephemeral).toBe(false);
    expect(lobby.text()).toContain('Sprache der Beiträge: Deutsch');
    expect(lobby.text()).toContain('Plätze (1/6)');
    expect(lobby.text()).toContain('Mitspielen');
    expect(lobby.text()).toContain('Führe zwölf Monate lang einen Brettspielverlag');
    for (const u of [ben, cleo]) await (await t.discord.click(u, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    const again = await t.discord.slash(ada, t.channel, 'spiel', { subcommand: 'join' });
    expect((await again.reply()).text()).toContain('You are already at this table.');
    const benAgain = await t.discord.slash(ben, t.channel, 'spiel', { subcommand: 'join' });
    expect((await benAgain.reply()).text()).toContain('Du sitzt schon an diesem Tisch.');
    await (await t.discord.click(ada, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    expect(t.discord.message(lobby.id)!.text()).toContain('Das Spiel hat begonnen');
  });

  it('GIVEN the game runs twelve months WHEN each player acts from their own panel THEN every public post is German and each panel speaks its reader’s language', async () => {
    const titlesSeen = { en: [] as string[], de: [] as string[] };
    for (let month = 1; month <= 12; month++) {
      const post = lastMessage(t, new RegExp(`📅 Monat ${month} von 12`));
      expect(post?.text()).toMatch(/Trend:/);
      for (const user of [ada, ben, cleo]) {
        const panel = await panelOf(user);
        if (user === ben) {
          expect(panel.text()).toContain(`Dein Verlag — Monat ${month} von 12`);
          expect(panel.text()).toMatch(/Geld:\*\* [−\d.]+\s€/);
          titlesSeen.de.push(...handTitles(panel.text()));
        } else {
          expect(panel.text()).toContain(`Your company — month ${month} of 12`);
          expect(panel.text()).toMatch(/Money:\*\* −?€[\d,]+/);
          titlesSeen.en.push(...handTitles(panel.text()));
        }
        // Publish the best game if the menu offers one, else brainstorm.
        const best = panel.customIds().find((c) => c.startsWith('sp:preview'));
        let after: LocalMessage;
        if (best && month % 3 === 0) {
          const menu = (panel.components as { components?: { custom_id?: string; options?: { value: string }[] }[] }[]).flatMap((r) => r.components ?? []).find((c) => c.custom_id === best);
          const preview = await (await t.discord.select(user, panel, best, [menu!.options![0]!.value])).reply();
          expect(preview.text()).toContain(user === ben ? 'Nur dieses Spiel veröffentlichen' : 'Publish only this game');
          after = await (await t.discord.click(user, preview, componentId(preview, 'sp:publishonly'))).reply();
          expect(after.text()).toContain(user === ben ? 'Festgelegt' : 'Committed');
        } else {
          after = await (await t.discord.click(user, panel, componentId(panel, 'sp:brainstorm'))).reply();
          expect(after.text()).toContain(user === ben ? 'Du machst diesen Monat ein Brainstorming' : 'You will brainstorm this month');
        }
        await t.settle();
      }
      expect(lastMessage(t, new RegExp(`📰 Monat ${month} — Ergebnisse`))).toBeDefined();
    }
    t.clock.advance(DAY);
    await t.settle();
    const ceremony = lastMessage(t, /Die Verleihung zum Spiel des Jahres|Das Spiel ist vorbei/);
    expect(ceremony?.text()).toMatch(/Endstand/);
    expect(lastMessage(t, /Geld im Lauf der Monate/)).toBeDefined();
    const posts = publicPosts();
    expect(posts.length).toBeGreaterThan(25);
    // Each panel lists its hand by the card titles of its reader's language.
    expect(titlesSeen.en.length).toBeGreaterThan(10);
    expect(titlesSeen.de.length).toBeGreaterThan(5);
    expect(titlesSeen.en.filter((x) => !EN_TITLES.has(x))).toEqual([]);
    expect(titlesSeen.de.filter((x) => !DE_TITLES.has(x))).toEqual([]);
    expect(titlesSeen.en.some((x) => !DE_TITLES.has(x))).toBe(true);
    expect(titlesSeen.de.some((x) => !EN_TITLES.has(x))).toBe(true);
    for (const post of posts) {
      expect({ id: post.id, english: ENGLISH.exec(post.text())?.[0] ?? ENGLISH_ONLY_TITLES.exec(post.text())?.[0] ?? null }).toEqual({ id: post.id, english: null });
      expect(post.text()).not.toMatch(/\{\{\s*[\w.]+\s*\}\}/);
    }
    // Money in the public posts is German: "30.000 €".
    expect(posts.map((p) => p.text()).join('\n')).toMatch(/\d{1,3}(\.\d{3})+\s€/);
    // Her final panel is English, Ben's German.
    const final = await (await t.discord.slash(ada, t.channel, 'spiel', { subcommand: 'hand' })).reply();
    expect(final.text()).toContain('Your company — the game is over');
    const benFinal = await (await t.discord.slash(ben, t.channel, 'spiel', { subcommand: 'hand' })).reply();
    expect(benFinal.text()).toContain('Dein Verlag — das Spiel ist vorbei');
    // Her games read in English in her panel; the public posts name the same games in German.
    const cleoFinal = await (await t.discord.slash(cleo, t.channel, 'spiel', { subcommand: 'hand' })).reply();
    const english = [...finalGames(final.text()), ...finalGames(cleoFinal.text())];
    expect(english.length).toBeGreaterThan(0);
    const all = posts.map((p) => p.text()).join('\n');
    for (const name of english) {
      const german = inLanguage('de', () => gameTitle(name));
      expect(german).not.toBe(name);
      expect(all).toContain(german);
      expect(all).not.toContain(name);
    }
    for (const name of finalGames(benFinal.text())) expect(all).toContain(name);
    expect(t.discord.unhandledRequests()).toEqual([]);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });

  it('GIVEN a German server WHEN the host picks language:en THEN the table posts in English; /spiel help is in the reader’s language', async () => {
    const lobby = await (await t.discord.slash(ben, t.other, 'spiel', { subcommand: 'start', options: { language: 'en' } })).reply();
    expect(lobby.text()).toContain('Language of the posts: English');
    expect(lobby.text()).toContain('Waiting for players');
    const help = await (await t.discord.slash(ben, t.other, 'spiel', { subcommand: 'help' })).reply();
    expect(help.text()).toContain('Am Tisch in diesem Kanal Platz nehmen.');
    const helpEn = await (await t.discord.slash(ada, t.other, 'spiel', { subcommand: 'help' })).reply();
    expect(helpEn.text()).toContain('Join the table in this channel.');
  });
});

describe('an Award table in a German server', () => {
  let t: Table;
  beforeAll(async () => {
    t = await openTable();
    t.guild.locale = 'de';
    for (const u of t.users) u.locale = 'de';
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN /award start in a German server THEN the table posts in German, like a Spiel des Jahres table, and the kit answers each player in German', async () => {
    const [ada, ben] = t.users as [LocalUser, LocalUser];
    const lobby = await (await t.discord.slash(ada, t.channel, 'award', { subcommand: 'start' })).reply();
    expect(lobby.text()).toContain('Sprache der Beiträge: Deutsch');
    expect(lobby.text()).toContain('Führe eine Werbeagentur');
    const again = await (await t.discord.slash(ada, t.channel, 'award', { subcommand: 'join' })).reply();
    expect(again.text()).toContain('Du sitzt schon an diesem Tisch.');
    await (await t.discord.click(ben, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    expect(t.discord.message(lobby.id)!.text()).toContain('Plätze (2/5)');
  });
});
