// Issue 33 item 2, end to end: `/settings` for a server. An admin sets the server's defaults for
// new tables; a table opened afterwards uses them and its lobby says which came from the server; a
// table's own start option overrides one; a table opened before keeps its values; a member without
// Manage Server may read the settings but not change them; the channels where tables may be opened
// refuse a start elsewhere. Real discord.js Client, loopback Discord, ManualClock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalChannel, LocalGuild, LocalUser } from '../support/fake-discord.js';
import { commands } from '../../commands/index.js';
import { deployCommands } from '../../src/discord/deploy.js';
import { HOUR, openTable, type Table } from './harness.js';

describe('/settings for a server', () => {
  let t: Table;
  let guild: LocalGuild;
  let admin: LocalUser; // the server's owner: Manage Server
  let bob: LocalUser; // a member without it
  let early: LocalChannel;
  let later: LocalChannel;
  let own: LocalChannel;
  let elsewhere: LocalChannel;
  let earlyId = 0;

  /** A slash command and its answer. */
  const run = async (user: LocalUser, channel: LocalChannel, name: string, spec: { subcommand?: string; options?: Record<string, string | number | boolean | LocalChannel> }) => {
    const h = await t.discord.slash(user, channel, name, spec);
    return { h, m: await h.reply() };
  };

  beforeAll(async () => {
    t = await openTable();
    [admin, bob] = t.users as [LocalUser, LocalUser];
    guild = t.discord.addGuild({ name: 'Settings Club', members: [...t.users], owner: admin, channels: ['early', 'later', 'own', 'elsewhere', 'award', 'deutsch'] });
    early = guild.channel('early');
    later = guild.channel('later');
    own = guild.channel('own');
    elsewhere = guild.channel('elsewhere');
    await deployCommands({ token: t.discord.token, applicationId: t.discord.applicationId, guildId: guild.id, commands, rest: t.discord.clientOptions().rest });
    // A table opened before any server setting.
    await run(bob, early, 'spiel', { subcommand: 'start' });
    earlyId = t.service.activeGameInChannel(early.id)!.id;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN a member without Manage Server WHEN they try to change a default THEN they are refused privately, saying who may, and nothing is stored', async () => {
    const { h, m } = await run(bob, later, 'settings', { subcommand: 'spiel', options: { excuses: 3 } });
    expect(h.ephemeral).toBe(true);
    expect(m.text()).toContain('Only someone with the Manage Server permission can change this server’s settings.');
    expect(t.service.servers.of(guild.id)).toEqual({ defaults: {}, channels: [] });
  });

  it('GIVEN an admin WHEN they set reminder, pictures, excuses and the month length THEN they are told privately what new tables start with, and that open tables keep theirs', async () => {
    const { h, m } = await run(admin, later, 'settings', { subcommand: 'spiel', options: { reminder_hours: 6, images: 'off', excuses: 0, deadline_hours: 48 } });
    expect(h.ephemeral).toBe(true);
    expect(m.text()).toBe(
      '✅ Saved. New Spiel des Jahres tables on this server start with `reminder_hours: 6` · `images: off` · `excuses: 0` · `deadline_hours: 48`. Tables already open keep their own settings.',
    );
  });

  it('GIVEN the defaults WHEN a member without Manage Server reads them THEN they see each game’s defaults and where tables may be opened', async () => {
    const { h, m } = await run(bob, later, 'settings', { subcommand: 'show' });
    expect(h.ephemeral).toBe(true);
    expect(m.text()).toContain('**Spiel des Jahres** (`/settings spiel`): `reminder_hours: 6` · `images: off` · `excuses: 0` · `deadline_hours: 48`');
    expect(m.text()).toContain('**The Award Winning Game** (`/settings award`): the game’s own defaults');
    expect(m.text()).toContain('📍 Tables may be opened in every channel.');
  });

  it('GIVEN the defaults WHEN a table is opened THEN it runs by them and its lobby says which came from the server', async () => {
    const { m } = await run(bob, later, 'spiel', { subcommand: 'start' });
    const game = t.service.activeGameInChannel(later.id)!;
    expect(game.settings).toMatchObject({ reminderBeforeMs: 6 * HOUR, images: false, excuses: 0 });
    expect(game.options).toMatchObject({ monthMs: 48 * HOUR });
    const text = m.text();
    expect(text).toContain('⏱️ Each month lasts **2 days**');
    expect(text).toContain('⏰ Reminder **6 h** before each deadline.');
    expect(text).toContain('🙏 No excused misses: a missed deadline applies at once.');
    expect(text).toContain('🖼️ Pictures off (`images:off`): words only.');
    expect(text).toContain('🏠 From this server’s `/settings`: `reminder_hours: 6` · `images: off` · `excuses: 0` · `deadline_hours: 48`');
  });

  it('GIVEN the defaults WHEN a table is opened with its own month length and excuses THEN its own values win and the lobby names only the server’s others', async () => {
    const { m } = await run(bob, own, 'spiel', { subcommand: 'start', options: { deadline_hours: 12, excuses: 2 } });
    const game = t.service.activeGameInChannel(own.id)!;
    expect(game.options).toMatchObject({ monthMs: 12 * HOUR });
    expect(game.settings).toMatchObject({ reminderBeforeMs: 6 * HOUR, images: false, excuses: 2 });
    expect(m.text()).toContain('🏠 From this server’s `/settings`: `reminder_hours: 6` · `images: off`\n');
  });

  it('GIVEN a table opened before the defaults WHEN its lobby is redrawn THEN it keeps its own values and names nothing from the server', async () => {
    const before = t.service.game(earlyId)!;
    expect(before.settings).toMatchObject({ reminderBeforeMs: 3 * HOUR, images: true, excuses: 1 });
    expect(before.settings.fromServer).toBeUndefined();
    expect(before.options).toMatchObject({ monthMs: 24 * HOUR });
    const lobby = t.discord.channelMessages(early).at(0)!;
    await (await t.discord.click(admin, lobby, lobby.customIds().find((c) => c.startsWith('lobby:join'))!)).callback();
    await t.settle();
    const redrawn = t.discord.message(lobby.id)!.text();
    expect(redrawn).toContain(`<@${admin.id}>`);
    expect(redrawn).toContain('⏰ Reminder **3 h** before each deadline.');
    expect(redrawn).not.toContain('/settings');
  });

  it('GIVEN an admin WHEN they reset one default and set the Award’s THEN the rest stay, and a new Award table takes its own game’s defaults', async () => {
    const reset = await run(admin, later, 'settings', { subcommand: 'spiel', options: { reset: 'images deadline_hours' } });
    expect(reset.m.text()).toContain('start with `reminder_hours: 6` · `excuses: 0`.');
    await run(admin, later, 'settings', { subcommand: 'award', options: { turn_hours: 36, trade: false } });
    expect(t.service.servers.of(guild.id).defaults).toEqual({ spiel: { reminder_ms: 6 * HOUR, excuses: 0 }, award: { turn_ms: 36 * HOUR, trade: false } });
    await run(bob, guild.channel('award'), 'award', { subcommand: 'start' });
    const award = t.service.activeGameInChannel(guild.channel('award').id)!;
    expect(award.options).toMatchObject({ turnMs: 36 * HOUR, trade: false });
    // The Spiel defaults are the Spiel's: the Award table has the bot's own reminder and excuses.
    expect(award.settings).toMatchObject({ reminderBeforeMs: 3 * HOUR, excuses: 1, fromServer: { turn_hours: 36, trade: false } });
  });

  it('GIVEN an admin typing reset: WHEN Discord asks for choices THEN the game’s start options complete the last name typed', async () => {
    const choices = await t.discord.autocomplete(admin, later, 'settings', { subcommand: 'spiel', focused: 'reset', value: 'excuses ima' });
    expect(choices).toEqual([{ name: 'excuses images', value: 'excuses images' }]);
    const award = await t.discord.autocomplete(admin, later, 'settings', { subcommand: 'award', focused: 'reset', value: 'turn' });
    expect(award.map((c) => c.value)).toEqual(['turn_hours']);
  });

  it('GIVEN an unknown option to reset WHEN an admin sends it THEN they are told the options there are, and nothing changes', async () => {
    const before = t.service.servers.of(guild.id);
    const { h, m } = await run(admin, later, 'settings', { subcommand: 'spiel', options: { reset: 'imagez' } });
    expect(h.ephemeral).toBe(true);
    expect(m.text()).toContain('There is no option `imagez` to reset.');
    expect(m.text()).toContain('`images`');
    expect(t.service.servers.of(guild.id)).toEqual(before);
  });

  it('GIVEN tables are allowed only in one channel WHEN someone opens a table elsewhere THEN they are told privately where, and no table is opened', async () => {
    const refused = await run(bob, later, 'settings', { subcommand: 'channels', options: { action: 'add', channel: own } });
    expect(refused.m.text()).toContain('Only someone with the Manage Server permission');
    expect(t.service.servers.of(guild.id).channels).toEqual([]);

    const added = await run(admin, later, 'settings', { subcommand: 'channels', options: { action: 'add', channel: own } });
    expect(added.m.text()).toBe(`📍 Tables may be opened only in <#${own.id}>.`);
    const { h, m } = await run(bob, elsewhere, 'spiel', { subcommand: 'start' });
    expect(h.ephemeral).toBe(true);
    expect(m.text()).toBe(`⚠️ On this server, tables are opened only in <#${own.id}> (\`/settings channels\`). Open your table there.`);
    expect(t.service.activeGameInChannel(elsewhere.id)).toBeNull();

    const all = await run(admin, later, 'settings', { subcommand: 'channels', options: { action: 'all' } });
    expect(all.m.text()).toBe('📍 Tables may be opened in every channel.');
    await run(bob, elsewhere, 'spiel', { subcommand: 'start' });
    expect(t.service.activeGameInChannel(elsewhere.id)).not.toBeNull();
  });

  it('GIVEN German as the server’s language for new tables WHEN a table is opened THEN its lobby is German and says in German what came from the server', async () => {
    await run(admin, later, 'settings', { subcommand: 'spiel', options: { language: 'de' } });
    const { m } = await run(bob, guild.channel('deutsch'), 'spiel', { subcommand: 'start' });
    expect(m.text()).toContain('🏠 Aus den `/settings` dieses Servers: `reminder_hours: 6` · `excuses: 0` · `language: de`');
    expect(m.text()).toContain('⏰ Erinnerung');
  });
});

describe('/settings covers a start option it has no code for', () => {
  let t: Table;
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN an admin sets thread:true (an option /settings has no code of its own for) WHEN a table is opened THEN it plays in a thread of its own and its lobby says the server chose it', async () => {
    t = await openTable();
    const [admin, bob] = t.users as [LocalUser, LocalUser];
    const set = await (await t.discord.slash(admin, t.other, 'settings', { subcommand: 'spiel', options: { thread: true } })).reply();
    expect(set.text()).toContain('start with `thread: true`.');
    const lobby = await (await t.discord.slash(bob, t.channel, 'spiel', { subcommand: 'start' })).reply();
    await t.settle();
    expect(t.service.activeGameInChannel(t.channel.id)?.settings).toMatchObject({ thread: true, fromServer: { thread: true } });
    const text = t.discord.message(lobby.id)?.text();
    expect(text).toContain('🧵 The table plays in a thread of its own');
    expect(text).toContain('🏠 From this server’s `/settings`: `thread: true`');
  });
});
