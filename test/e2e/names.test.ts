// Players' names where a mention cannot go (select menus, autocomplete, pictures) come from the
// names stored with their seats (src/discord/names.ts), not from discord.js's user cache: they
// survive a restart, follow a changed server nickname at the player's next move, and the bot keeps
// no cache that grows with every user who clicks.
import { afterAll, describe, expect, it } from 'vitest';
import type { LocalUser } from '../support/fake-discord.js';
import { componentId, lastMessage, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterAll(async () => {
  await t?.stop();
});

describe('names in menus', () => {
  it('GIVEN bob joins with the server nickname "Bobby" WHEN the bot restarts THEN a trade menu names the companies by display name; WHEN he becomes "Robert" and opens his hand THEN the menu says "Robert"', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    t.guild.member(bob.id)!.nick = 'Bobby';
    const gameId = await startedGame(t, [alice, bob, carol]);
    expect(t.service.game(gameId)?.seats.map((s) => s.name)).toEqual(['alice', 'Bobby', 'carol']);

    await t.restart();
    expect(t.bot.client.users.cache.has(bob.id)).toBe(false);
    const companies = async () =>
      (await t!.discord.autocomplete(alice, t!.channel, 'spiel', { subcommand: 'trade', focused: 'company', value: '' })).map((c) => c.name.split(' — ')[0]);
    expect(await companies()).toEqual(['Bobby', 'carol']);

    t.guild.member(bob.id)!.nick = 'Robert';
    const month = lastMessage(t, /Month 1 of 12/)!;
    await (await t.discord.click(bob, month, componentId(month, 'sp:hand'))).reply();
    expect(await companies()).toEqual(['Robert', 'carol']);
    expect(t.service.game(gameId)?.seats.map((s) => s.name)).toEqual(['alice', 'Robert', 'carol']);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});
