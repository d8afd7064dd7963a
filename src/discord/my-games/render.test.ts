// `/games` as the player reads it (render.ts): the parts in order, a jump link per table, pages of
// PAGE_SIZE with buttons that open the next and previous page, the digest's settings and menus,
// and the same in German.
import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { inLanguage } from '../../i18n/index.js';
import { BOT_GAMES } from '../../registry.js';
import { DAY, harness, ok, startedGame, T0 } from '../../../test/service/helpers.js';
import type { GameService } from '../../service/service.js';
import type { MessagePayload } from '../payload.js';
import { digestMessage, gamesPage, lookupFor, PAGE_SIZE } from './render.js';

const games = new Map(BOT_GAMES.games.map((g) => [g.type, g]));
const description = (p: MessagePayload, i = 0) => (p.embeds?.[i] as APIEmbed).description ?? '';
const ids = (p: MessagePayload) => (p.components ?? []).flatMap((r) => ('components' in r ? r.components : [])).map((c) => ('custom_id' in c ? c.custom_id : ''));
const page = (service: GameService, n: number, lang = 'en') =>
  inLanguage(lang, () => {
    const entries = service.tablesOf('u1');
    return gamesPage(entries, n, lookupFor(service, games, entries), 'u1', service.digest('u1'), T0);
  });

describe('/games, drawn', () => {
  it('GIVEN 11 tables WHEN page 1 and page 2 are drawn THEN page 1 shows the first 8 under their parts, page 2 the rest, with buttons to page between them', () => {
    const h = harness();
    for (let i = 0; i < 10; i++) startedGame(h, { guild: `g${i % 2}`, channel: `c${i}`, options: { monthMs: (i + 1) * DAY } });
    const ended = startedGame(h, { channel: 'done' });
    ok(h.service.submit({ gameId: ended, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    h.service.setGuildName('g0', 'Board *Game* Club');

    const first = page(h.service, 1);
    expect(PAGE_SIZE).toBe(8);
    const text = description(first);
    expect(text.startsWith('⏳ **Waiting for you**\n**Spiel des Jahres** · Board \\*Game\\* Club · <#c0>')).toBe(true);
    expect(text.match(/Waits for \*\*you\*\* to choose for month 1/g)).toHaveLength(8);
    expect(text).toContain(`<t:${(T0 + DAY) / 1000}:R>`);
    expect(text).toContain('[Go to the table](https://discord.com/channels/g0/c0)');
    expect(text).toContain('**Spiel des Jahres** · <#c1>'); // a server whose name is not known yet: its channel only
    expect((first.embeds?.[0] as APIEmbed).footer?.text).toBe('11 tables · page 1 of 2');
    expect(ids(first)).toEqual(['games:page:1', 'games:page:2', 'games:digest:1:on']);

    const second = page(h.service, 2);
    const rest = description(second);
    expect(rest.match(/Waits for \*\*you\*\*/g)).toHaveLength(2);
    expect(rest).toMatch(/🏁 \*\*Ended in the last 7 days\*\*\n\*\*Spiel des Jahres\*\* · <#done>\n↳ (🏆 You won|Nobody won|You came \d(st|nd|rd) of 3) · ended <t:\d+:R>/);
    expect(ids(second)).toEqual(['games:page:1', 'games:page:2', 'games:digest:2:on']);
    expect(page(h.service, 9)).toEqual(second); // past the last page: the last
  });

  it('GIVEN the digest on WHEN /games is drawn THEN it says when it comes, what happens to reminders, and offers the clock and hour menus', () => {
    const h = harness();
    startedGame(h);
    h.service.setDigest('u1', { on: true, hour: 7, language: 'en' });
    const p = page(h.service, 1);
    const digest = description(p, 1);
    expect(digest).toContain(`On: every day at <t:${h.service.digest('u1')!.next! / 1000}:t> (your time)`);
    expect(digest).toContain('Reminders before each deadline stay as they are');
    expect(ids(p)).toEqual(['games:digest:1:off', 'games:clock:1', 'games:hour:1']);
  });

  it('GIVEN a German player WHEN /games and the digest DM are drawn THEN every word is German', () => {
    const h = harness();
    startedGame(h);
    const p = page(h.service, 1, 'de');
    expect((p.embeds?.[0] as APIEmbed).title).toBe('🎲 Deine Spiele');
    expect(description(p)).toContain('Wartet auf **dich**: für Monat 1 wählen · Frist <t:');
    expect(description(p)).toContain('[Zum Tisch](');
    expect(description(p, 1)).toContain('Aus. Schalte sie ein');
    const entries = h.service.tablesOf('u1');
    const dm = inLanguage('de', () => digestMessage(entries, lookupFor(h.service, games, entries), 'u1'));
    expect((dm.embeds?.[0] as APIEmbed).title).toBe('📬 1 Tisch wartet auf dich');
  });
});
