// Everything that must not break a game: bad input of every kind, a restart in the middle,
// downtime across a deadline, a crash between a commit and its posts, two games at once,
// missing permissions, a wrong token, and reminders that ping only whoever is late.
import { afterEach, describe, expect, it } from 'vitest';
import { Bot, LoginError } from '../../src/discord/bot.js';
import { memoryLogger } from '../support/memory-logger.js';
import { BOT_GAMES, GAMES } from '../../src/registry.js';
import { GameService } from '../../src/service/service.js';
import { openDatabase } from '../../src/service/db.js';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { panelStamp } from '../../src/games/spiel/stamp.js';
import type { SpielView } from '../../src/games/spiel/types.js';
import { componentId, DAY, HOUR, lastMessage, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

async function panel(table: Table, user: LocalUser): Promise<LocalMessage> {
  return (await table.discord.slash(user, table.channel, 'spiel', { subcommand: 'hand' })).reply();
}

/** What a bad input must leave alone: the game's version and its whole stored state. */
function snapshot(table: Table, gameId: number): string {
  const v = table.service.view(gameId, null);
  return JSON.stringify([table.service.game(gameId)?.version, v.ok ? v.view : null]);
}

describe('bad input gets a clear ephemeral answer and changes nothing', () => {
  it('GIVEN a running game WHEN buttons are forged, stale, double-clicked, used by outsiders or from another channel, or cards are not in hand THEN each is refused privately and nothing changes', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob, carol]);
    const month = lastMessage(t, /📅 Month 1/)!;
    const expectRefused = async (p: Promise<{ reply(): Promise<LocalMessage>; ephemeral: boolean | null }>, text: RegExp) => {
      const before = snapshot(t!, gameId);
      const h = await p;
      const m = await h.reply();
      expect(h.ephemeral).toBe(true);
      expect(m.text()).toMatch(text);
      await t!.settle();
      expect(snapshot(t!, gameId)).toBe(before);
    };

    // A forged custom_id: not made by the bot, malformed, or for a game that does not exist.
    await expectRefused(t.discord.forgeClick(alice, month, 'sp:brainstorm:99999:0'), /no longer exists/);
    await expectRefused(t.discord.forgeClick(alice, month, 'sp:brainstorm:not-a-game'), /not one of mine/);
    await expectRefused(t.discord.forgeClick(alice, month, `sp:addtoplan:${gameId}:0:1.2.3.4`), /malformed/);
    await expectRefused(t.discord.forgeClick(alice, month, 'xyz:do:1'), /not one of mine/);

    // A card not in your hand: by slash command and by a forged menu value.
    const seen = t.service.view(gameId, alice.id);
    const aliceHand = seen.ok ? (seen.view as { you: { hand: { id: number }[] } }).you.hand.map((c) => c.id) : [];
    expect(aliceHand).toHaveLength(3);
    const notMine = [...Array(110).keys()].filter((id) => !aliceHand.includes(id));
    await expectRefused(
      t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'publish', options: { first: String(notMine[0]), second: String(notMine[1]) } }),
      /is not a card left in your hand/,
    );
    const aliceStamp = seen.ok ? panelStamp(seen.view as SpielView) : '';
    await expectRefused(t.discord.forgeClick(alice, month, `sp:addtoplan:${gameId}:${aliceStamp}:${notMine[0]}.${notMine[1]}`), /not in your hand/);
    await expectRefused(t.discord.slash(alice, t.channel, 'spiel', { group: 'designer', subcommand: 'play', options: { card: 'Nobody' } }), /not a designer in your hand/);

    // Acting in a game you are not in.
    await expectRefused(t.discord.slash(t.outsider, t.channel, 'spiel', { subcommand: 'hand' }), /not playing in this game/);
    await expectRefused(t.discord.click(t.outsider, month, componentId(month, 'sp:hand')), /not playing in this game/);
    await expectRefused(t.discord.slash(t.outsider, t.channel, 'spiel', { subcommand: 'brainstorm' }), /not playing in this game/);

    // Acting in another channel's game.
    await expectRefused(t.discord.slash(alice, t.other, 'spiel', { subcommand: 'hand' }), /no Spiel des Jahres game in this channel/);
    const other = await t.bot.client.channels.fetch(t.other.id);
    if (!other?.isSendable()) throw new Error('#other is not sendable');
    const inOther = t.discord.message((await other.send('a message in #other')).id)!;
    await expectRefused(t.discord.forgeClick(alice, inOther, `sp:brainstorm:${gameId}:0`), /another channel/);

    // A stale panel: alice commits from a slash command after her panel was drawn; the old
    // panel's click is refused with her current panel. (Another company acting would not make
    // it stale: see spiel-panel.test.ts.)
    const stalePanel = await panel(t, alice);
    await (await t.discord.click(bob, await panel(t, bob), componentId(await panel(t, bob), 'sp:brainstorm'))).reply();
    await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'brainstorm' })).reply();
    await t.settle();
    const before = snapshot(t, gameId);
    const stale = await (await t.discord.click(alice, stalePanel, componentId(stalePanel, 'sp:brainstorm'))).reply();
    expect(stale.text()).toMatch(/Your panel was out of date .* nothing was changed/);
    expect(snapshot(t, gameId)).toBe(before);

    // A repeated slash command is refused with a clear answer.
    await expectRefused(t.discord.slash(bob, t.channel, 'spiel', { subcommand: 'brainstorm' }), /already set to brainstorm/);

    // A double click: the same button twice applies once (carol's choice, the last, resolves
    // the month); the second is stale.
    const fresh = await panel(t, carol);
    const id = componentId(fresh, 'sp:brainstorm');
    const [first, second] = await Promise.all([t.discord.click(carol, fresh, id), t.discord.click(carol, fresh, id)]);
    await first.callback();
    await second.callback();
    await t.settle();
    const carolChoices = t.service.game(gameId)!.version;
    expect(carolChoices).toBe(3); // bob's brainstorm, alice's, carol's once
    expect(await second.reply().then((m) => m.text())).toMatch(/out of date/);

    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});

describe('restarts, downtime and crashes', () => {
  it('GIVEN a game in month 2 WHEN the bot restarts THEN old buttons still work, the game carries on and deadlines still fire', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob]);
    for (const u of [alice, bob]) await (await t.discord.click(u, await panel(t, u), componentId(await panel(t, u), 'sp:brainstorm'))).reply();
    await t.settle();
    const month2 = lastMessage(t, /📅 Month 2 of 12/)!;
    const oldPanel = await panel(t, alice);
    const identifies = t.discord.connections.identifies;

    await t.restart();
    expect(t.discord.connections.identifies).toBe(identifies + 1);

    // Buttons drawn before the restart: the month post's and a panel's.
    const reopened = await (await t.discord.click(bob, month2, componentId(month2, 'sp:hand'))).reply();
    expect(reopened.text()).toContain('month 2 of 12');
    const done = await (await t.discord.click(alice, oldPanel, componentId(oldPanel, 'sp:brainstorm'))).reply();
    expect(done.text()).toContain('You will brainstorm this month');
    // The deadline still fires: bob never chooses.
    t.clock.advance(DAY + 1);
    await t.settle();
    expect(lastMessage(t, /Month 2 — results/)?.text()).toMatch(/No choice in time/);
    expect(t.service.game(gameId)?.version).toBeGreaterThan(3);
  });

  it('GIVEN Discord is slow to take answers WHEN the last choice resolves the month THEN the chooser is answered before the month’s results are posted', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'brainstorm' })).reply();
    await t.settle();
    // Every interaction callback now takes 150 ms to be answered: posts must not cut in.
    t.discord.delayRoute('/interactions/:interaction/:token/callback', 150);
    const before = t.discord.requests.length;
    await (await t.discord.slash(bob, t.channel, 'spiel', { subcommand: 'brainstorm' })).reply();
    const answer = await t.discord.until(
      () => t!.discord.requests.slice(before).find((r) => r.route === '/interactions/:interaction/:token/callback' && r.answeredAt > 0),
      { pollMs: 10, message: 'the answer to bob' },
    );
    await t.settle();
    const posts = t.discord.requests.slice(before).filter((r) => r.path.startsWith('/channels/'));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.at).toBeGreaterThanOrEqual(answer.answeredAt);
    expect(lastMessage(t, /Month 1 — results/)).toBeDefined();
  });

  it('GIVEN the bot is down when a month deadline passes WHEN it starts again THEN the month resolves at start-up and its results are posted', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob]);
    const table = t;
    await table.down();
    table.clock.advance(2 * DAY); // nobody is there to notice
    expect(table.service.game(gameId)?.version).toBe(0);
    await table.restart();
    expect(table.service.game(gameId)?.version).toBe(1);
    expect(lastMessage(table, /Month 1 — results/)?.text()).toMatch(/No choice in time, so brainstormed/);
    expect(lastMessage(table, /📅 Month 2 of 12/)).toBeDefined();
  });

  it('GIVEN the bot dies after a month resolved but before posting WHEN it starts again THEN the missing posts appear', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob]);
    const table = t;
    // Another process commits both choices while the Discord side is gone (as if it crashed
    // between the commit and its posts).
    await table.down();
    const db = openDatabase(table.dbPath);
    const offline = new GameService(db, { games: GAMES, clock: table.clock });
    for (const u of [alice, bob]) expect(offline.submit({ gameId, actor: { userId: u.id }, command: { type: 'brainstorm' } }).ok).toBe(true);
    await offline.close();
    db.close();
    expect(lastMessage(table, /Month 1 — results/)).toBeUndefined();
    await table.restart();
    expect(lastMessage(table, /Month 1 — results/)).toBeDefined();
    expect(lastMessage(table, /📅 Month 1 of 12 — resolved/)).toBeDefined();
    expect(lastMessage(table, /📅 Month 2 of 12/)).toBeDefined();
  });
});

describe('tables side by side, permissions, tokens, reminders', () => {
  it('GIVEN two channels WHEN a game runs in each THEN posts stay in their own channel and commands act on the channel’s own game', async () => {
    t = await openTable({ players: 4 });
    const [alice, bob, carol, dave] = t.users as [LocalUser, LocalUser, LocalUser, LocalUser];
    const a = await startedGame(t, [alice, bob]);
    const lobby = await (await t.discord.slash(carol, t.other, 'spiel', { subcommand: 'start' })).reply();
    await (await t.discord.click(dave, lobby, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    await (await t.discord.click(carol, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    const b = t.service.activeGameInChannel(t.other.id)!.id;
    expect(b).not.toBe(a);
    await (await t.discord.slash(carol, t.other, 'spiel', { subcommand: 'brainstorm' })).reply();
    await (await t.discord.slash(dave, t.other, 'spiel', { subcommand: 'brainstorm' })).reply();
    await t.settle();
    expect(lastMessage(t, /Month 1 — results/, t.other)).toBeDefined();
    expect(lastMessage(t, /Month 1 — results/, t.channel)).toBeUndefined();
    expect(t.service.game(a)?.version).toBe(0);
    // carol is not in the #games game.
    const h = await t.discord.slash(carol, t.channel, 'spiel', { subcommand: 'brainstorm' });
    expect((await h.reply()).text()).toMatch(/not playing in this game/);
  });

  it('GIVEN a channel where the bot cannot send or embed WHEN someone starts a game there THEN they are told which permissions are missing', async () => {
    t = await openTable();
    const readonly = t.guild.channel('readonly');
    const h = await t.discord.slash(t.users[0]!, readonly, 'spiel', { subcommand: 'start' });
    const m = await h.reply();
    expect(h.ephemeral).toBe(true);
    expect(m.text()).toMatch(/missing the \*\*Send Messages\*\*, \*\*Embed Links\*\* permissions/);
    expect(t.service.activeGameInChannel(readonly.id)).toBeNull();
  });

  it('GIVEN a thread where the bot may not post in threads WHEN someone starts a game there THEN they are told Send Messages in Threads is missing', async () => {
    t = await openTable();
    const thread = t.guild.channel('no-posting-thread');
    const h = await t.discord.slash(t.users[0]!, thread, 'spiel', { subcommand: 'start' });
    const m = await h.reply();
    expect(h.ephemeral).toBe(true);
    expect(m.text()).toMatch(/missing the \*\*Send Messages in Threads\*\* permission/);
    expect(t.service.activeGameInChannel(thread.id)).toBeNull();
    // The same bot in a channel that is no thread asks nothing of the kind.
    await (await t.discord.slash(t.users[0]!, t.channel, 'spiel', { subcommand: 'start' })).reply();
    expect(t.service.activeGameInChannel(t.channel.id)).not.toBeNull();
  });

  it('GIVEN the bot is added to a new server while it runs (no GUILD_CREATE reaches it: it asks for no intents) WHEN a game is played there THEN it starts, posts and answers panels as anywhere', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const guild = t.discord.addGuild({ name: 'New Club', members: [alice, bob], owner: alice, channels: ['tables'] });
    expect(t.bot.client.guilds.cache.has(guild.id)).toBe(false);
    const there: Table = { ...t, guild, channel: guild.channel('tables') };
    await startedGame(there, [alice, bob]);
    const month = lastMessage(there, /Month 1 of 12/)!;
    expect(month).toBeDefined();
    const panel = await (await t.discord.click(bob, month, componentId(month, 'sp:hand'))).reply();
    expect(panel.text()).toContain('Your company — month 1 of 12');
    const after = await (await t.discord.click(bob, panel, componentId(panel, 'sp:brainstorm'))).reply();
    expect(after.text()).toContain('You will brainstorm this month');
    expect(t.discord.unhandledRequests()).toEqual([]);
    expect(t.log.lines.filter((l) => l.startsWith('error') || l.startsWith('warn'))).toEqual([]);
  });

  it('GIVEN a wrong token WHEN the bot starts THEN it stops with a message saying what to set', async () => {
    t = await openTable();
    const bot = new Bot({ ...BOT_GAMES,
      service: t.service,
      clock: t.clock,
      log: memoryLogger(),
      defaults: { deadlineMs: DAY, reminderMs: HOUR },
      clientOptions: t.discord.clientOptions(),
    });
    const error = await bot.start('wrong.token.value').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LoginError);
    expect((error as Error).message).toMatch(/Discord rejected DISCORD_TOKEN.*Reset Token/);
  });

  it('GIVEN a reminder 2 h before the deadline WHEN it comes THEN only the undecided players are mentioned, once', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol], { reminder_hours: 2 });
    await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'brainstorm' })).reply();
    t.clock.advance(DAY - 2 * HOUR);
    await t.settle();
    const reminders = t.discord.channelMessages(t.channel).filter((m) => m.content.startsWith('⏰'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.content).toContain(`<@${bob.id}>`);
    expect(reminders[0]!.content).toContain(`<@${carol.id}>`);
    expect(reminders[0]!.content).not.toContain(`<@${alice.id}>`);
    const sent = t.discord.requests.find((r) => r.method === 'POST' && (r.body as { content?: string })?.content?.startsWith('⏰'));
    expect((sent?.body as { allowed_mentions?: { users?: string[] } }).allowed_mentions?.users?.sort()).toEqual([bob.id, carol.id].sort());
    t.clock.advance(HOUR);
    await t.settle();
    expect(t.discord.channelMessages(t.channel).filter((m) => m.content.startsWith('⏰'))).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('GIVEN a running game WHEN the host cancels it THEN the month post says so and loses its buttons, and a new game can start in the channel', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob]);
    const month = lastMessage(t, /📅 Month 1 of 12/)!;
    const refused = await t.discord.slash(bob, t.channel, 'spiel', { group: 'host', subcommand: 'cancel' });
    expect((await refused.reply()).text()).toMatch(/Only the host/);
    await (await t.discord.slash(alice, t.channel, 'spiel', { group: 'host', subcommand: 'cancel' })).reply();
    await t.settle();
    expect(t.service.game(gameId)?.status).toBe('cancelled');
    expect(t.discord.message(month.id)?.text()).toContain('This game was cancelled');
    expect(t.discord.message(month.id)?.customIds()).toEqual([]);
    const again = await t.discord.slash(bob, t.channel, 'spiel', { subcommand: 'start' });
    expect((await again.reply()).text()).toContain('a new table');
  });
});

describe('the lobby', () => {
  it('GIVEN a lobby whose message the bot has not recorded yet WHEN someone joins THEN the lobby message still shows them', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const lobby = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start' })).reply();
    const gameId = t.service.activeGameInChannel(t.channel.id)!.id;
    // As if bob clicked before /spiel start finished recording its reply: let it record, then forget it.
    await t.discord.until(() => t!.service.messages(gameId).some((m) => m.key === 'lobby'), { pollMs: 5 });
    t.service.db.prepare("DELETE FROM messages WHERE game_id = ? AND key = 'lobby'").run(gameId);
    await (await t.discord.click(bob, lobby, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    expect(t.discord.message(lobby.id)?.text()).toContain(`<@${bob.id}>`);
  });

  /** Changes a table while the bot is down (as if it died between the commit and the edit). */
  async function whileDown(table: Table, change: (service: GameService) => void): Promise<void> {
    await table.down();
    const db = openDatabase(table.dbPath);
    const offline = new GameService(db, { games: GAMES, clock: table.clock });
    change(offline);
    await offline.close();
    db.close();
    await table.restart();
  }

  it('GIVEN the bot dies after bob joins a lobby but before its message is edited WHEN it starts again THEN the lobby message shows bob', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const lobby = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start' })).reply();
    await t.settle();
    const gameId = t.service.activeGameInChannel(t.channel.id)!.id;
    const edits = () => t!.discord.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/messages/${lobby.id}`)).length;
    await whileDown(t, (s) => expect(s.join(gameId, bob.id).ok).toBe(true));
    expect(t.discord.message(lobby.id)?.text()).toContain(`<@${bob.id}>`);
    // Redrawn once: a second restart leaves it alone.
    const after = edits();
    await t.restart();
    expect(edits()).toBe(after);
  });

  it('GIVEN the bot dies after the host starts, or cancels, a table but before its lobby message is edited WHEN it starts again THEN the lobby says so and has no buttons', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const started = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start' })).reply();
    await (await t.discord.click(bob, started, componentId(started, 'lobby:join'))).callback();
    await t.settle();
    const cancelled = await (await t.discord.slash(carol, t.other, 'spiel', { subcommand: 'start' })).reply();
    await t.settle();
    const startedId = t.service.activeGameInChannel(t.channel.id)!.id;
    const cancelledId = t.service.activeGameInChannel(t.other.id)!.id;
    await whileDown(t, (s) => {
      expect(s.start(startedId, alice.id).ok).toBe(true);
      expect(s.cancel(cancelledId, carol.id).ok).toBe(true);
    });
    expect(t.discord.message(started.id)?.text()).toContain('The game has started');
    expect(t.discord.message(started.id)?.components).toEqual([]);
    expect(t.discord.message(cancelled.id)?.text()).toContain('This table was cancelled');
    expect(t.discord.message(cancelled.id)?.components).toEqual([]);
    expect(lastMessage(t, /📅 Month 1 of 12/)).toBeDefined();
  });
});
