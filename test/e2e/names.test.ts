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

describe('hostile names', () => {
  it('GIVEN bob’s server nickname is a masked link and carol’s is bold WHEN alice offers each a trade and reads the autocomplete THEN the replies show the names as written (escaped or as mentions), nothing renders as a link or bold, and the choices read as written', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const hostile = { [bob.id]: '[free nitro](https://evil.example)', [carol.id]: '**Carol**' };
    t.guild.member(bob.id)!.nick = hostile[bob.id]!;
    t.guild.member(carol.id)!.nick = hostile[carol.id]!;
    const gameId = await startedGame(t, [alice, bob, carol]);
    const seat = (u: LocalUser) => t!.service.game(gameId)!.seats.find((s) => s.userId === u.id)!.playerId!;

    const choices = await t.discord.autocomplete(alice, t.channel, 'spiel', { subcommand: 'trade', focused: 'company', value: '' });
    expect(choices.map((c) => c.name.split(' — ')[0])).toEqual([hostile[bob.id], hostile[carol.id]]);

    for (const u of [bob, carol]) {
      const h = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'trade', options: { company: seat(u), ask_money: 1 } });
      const reply = await h.reply();
      expect(reply.text()).toMatch(/Trade offer #\d+ sent to/);
      expect(reply.text(), 'the name went into the reply unescaped').not.toContain(hostile[u.id]);
      // A mention in it names the company; it pings nobody.
      expect(reply.mentions).toEqual([]);
    }

    // No message the bot sent, public or private, in any version, carries a name unescaped.
    await t.settle();
    const texts = t.discord.messagesIn(t.channel.id).flatMap((m) => [...m.history.map((h) => JSON.stringify([h.content, h.embeds])), JSON.stringify([m.content, m.embeds])]);
    for (const name of Object.values(hostile)) expect(texts.filter((x) => x.includes(JSON.stringify(name).slice(1, -1)))).toEqual([]);
  });
});
