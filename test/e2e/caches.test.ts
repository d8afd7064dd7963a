// discord.js keeps only what the bot reads (src/discord/caches.ts): after a game played with slash
// commands, buttons and a DM reminder, the real client holds no channel (not even a DM channel),
// no role, no member and no message — it connects without the Guilds intent, so Discord sends it
// none — and no user but the bot itself (players' names, for menus and pictures, are stored with
// their seats).
import { afterAll, describe, expect, it } from 'vitest';
import type { LocalUser } from '../support/fake-discord.js';
import { componentId, DAY, HOUR, lastMessage, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterAll(async () => {
  await t?.stop();
});

describe('discord.js caches', () => {
  it('GIVEN a game played with commands, buttons and a DM reminder THEN the client caches no channel, role, member, message or user but itself', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob], { reminder_hours: 2 });
    await (await t.discord.slash(bob, t.channel, 'spiel', { subcommand: 'remind', options: { dm: true } })).reply();
    const month = lastMessage(t, /Month 1 of 12/)!;
    const panel = await (await t.discord.click(alice, month, componentId(month, 'sp:hand'))).reply();
    await (await t.discord.click(alice, panel, componentId(panel, 'sp:brainstorm'))).reply();
    await t.settle();
    t.clock.advance(DAY - 2 * HOUR);
    await t.settle();
    expect(t.discord.dms(bob).map((m) => m.content)).toEqual([expect.stringContaining('your deadline is')]);

    const client = t.bot.client;
    const guild = client.guilds.cache.get(t.guild.id);
    expect(guild?.available ?? false).toBe(false); // known from READY's list, never sent in full
    expect(guild?.members.cache.size ?? 0).toBe(0);
    expect(guild?.roles.cache.size ?? 0).toBe(0);
    expect(client.channels.cache.size).toBe(0);
    expect([...client.users.cache.keys()]).toEqual([client.user?.id]);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});
