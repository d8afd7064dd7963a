// Issue 33 item 1: a table in a thread of its own, through the real discord.js Client and the
// loopback Discord (which has threads as Discord does: started on a message, members, archiving,
// the two thread permissions). Every post of the table goes to the thread; the lobby stays in the
// channel as the table's summary; the thread is archived at the end.
import { afterEach, describe, expect, it } from 'vitest';
import { PermissionFlagsBits as P } from 'discord.js';
import type { LocalChannel, LocalMessage, LocalUser } from '../support/fake-discord.js';
import { componentId, lastMessage, openTable, WHOLE_GAME_AT_TEST_SPEED, type Table } from './harness.js';
import { openAwardGame, pump } from './award-kit.js';
import type { BotTelemetry, PostOp, PostOutcome } from '../../src/discord/telemetry.js';

const THREADS = '/channels/:channel/messages/:message/threads';

/** A telemetry that counts the writes reported, by `op:outcome`. */
function countingTelemetry(): BotTelemetry & { readonly counts: Map<string, number>; count(op: PostOp, outcome: PostOutcome): number } {
  const counts = new Map<string, number>();
  return {
    counts,
    interaction: () => undefined,
    rest: () => undefined,
    post: (op, outcome) => void counts.set(`${op}:${outcome}`, (counts.get(`${op}:${outcome}`) ?? 0) + 1),
    count: (op, outcome) => counts.get(`${op}:${outcome}`) ?? 0,
  };
}

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

/** Opens a Spiel table with `options` in #games: the lobby, and the table's id. */
async function openSpiel(table: Table, host: LocalUser, options: Record<string, string | number | boolean>): Promise<{ lobby: LocalMessage; id: number }> {
  const start = await table.discord.slash(host, table.channel, 'spiel', { subcommand: 'start', options: { excuses: 0, ...options } });
  const lobby = await start.reply();
  expect(start.ephemeral, lobby.text() + table.log.lines?.join('\n')).toBe(false);
  const id = table.service.activeGameInChannel(table.channel.id)!.id;
  await table.discord.until(() => table.service.messages(id).some((m) => m.key === 'lobby'), { pollMs: 2 });
  await table.settle();
  return { lobby, id };
}

async function joinAndStart(table: Table, lobby: LocalMessage, host: LocalUser, others: readonly LocalUser[]): Promise<void> {
  for (const u of others) await (await table.discord.click(u, table.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
  await table.settle();
  await (await table.discord.click(host, table.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
  await table.settle();
}

const threadOf = (table: Table, id: number): LocalChannel => {
  const threadId = table.service.game(id)?.threadId;
  if (!threadId) throw new Error(`table ${id} has no thread`);
  return table.discord.channel(threadId)!;
};

describe('a Spiel des Jahres table in its own thread', () => {
  it('GIVEN /spiel start thread:true WHEN two players play it to the ceremony by commands and buttons in the thread THEN every post is in the thread, the channel holds only the lobby, which is the summary (month, whom it waits for, deadline, link; at the end the result), the players are members and the thread is archived', async () => {
    // A whole game by commands in seconds: Discord's per-channel buckets would make it minutes.
    const telemetry = countingTelemetry();
    t = await openTable({ players: 2, fake: WHOLE_GAME_AT_TEST_SPEED, telemetry });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const { lobby, id } = await openSpiel(t, alice, { thread: true });
    const thread = threadOf(t, id);
    expect(thread.isThread).toBe(true);
    expect(thread.parentId).toBe(t.channel.id);
    expect(thread.id).toBe(lobby.id); // started on the lobby message
    expect(thread.name).toBe(`Spiel des Jahres · table ${id}`);
    expect(t.discord.message(lobby.id)!.toAPI().thread).toMatchObject({ id: thread.id });
    expect(t.discord.message(lobby.id)!.text()).toContain('plays in a thread of its own');

    await joinAndStart(t, lobby, alice, [bob]);
    expect([...thread.memberIds].sort()).toEqual([t.discord.botUser.id, alice.id, bob.id].sort());
    expect(lastMessage(t, /📅 Month 1 of 12/, thread)).toBeDefined();
    let summary = t.discord.message(lobby.id)!.text();
    expect(summary).toContain(`<#${thread.id}>`);
    expect(summary).toContain('📅 Month 1 of 12');
    expect(summary).toMatch(new RegExp(`Waiting for (<@${alice.id}>, <@${bob.id}>|<@${bob.id}>, <@${alice.id}>) to choose for month 1`));
    expect(summary).toMatch(/⏰ Deadline: <t:\d+:f>/);

    // A button on a post in the thread: alice's panel.
    const month = lastMessage(t, /📅 Month 1 of 12/, thread)!;
    const panel = await t.discord.click(alice, month, componentId(month, 'sp:hand'));
    expect((await panel.reply()).text()).toMatch(/Money/);
    expect(panel.ephemeral).toBe(true);

    // alice chooses by a command typed in the thread: the summary waits for bob alone, in one edit.
    const edits = t.discord.message(lobby.id)!.editCount;
    await (await t.discord.slash(alice, thread, 'spiel', { subcommand: 'brainstorm' })).reply();
    await t.settle();
    summary = t.discord.message(lobby.id)!.text();
    expect(summary).toContain(`Waiting for <@${bob.id}> to choose for month 1`);
    expect(t.discord.message(lobby.id)!.editCount).toBe(edits + 1);
    // bob from the channel: commands work there as well.
    await (await t.discord.slash(bob, t.channel, 'spiel', { subcommand: 'brainstorm' })).reply();
    await t.settle();
    expect(t.discord.message(lobby.id)!.text()).toContain('📅 Month 2 of 12');
    expect(lastMessage(t, /📰 Month 1 — results/, thread)).toBeDefined();

    for (let m = 2; m <= 12; m++) {
      for (const u of [alice, bob]) {
        const h = await t.discord.slash(u, thread, 'spiel', { subcommand: 'brainstorm' });
        await h.reply();
      }
      await t.settle();
    }
    expect(t.service.game(id)!.status).toBe('ended');
    expect(lastMessage(t, /Final standings/, thread)).toBeDefined();
    // The channel: the /start reply (the lobby) and nothing else of the table.
    expect(t.discord.channelMessages(t.channel).map((m) => m.id)).toEqual([lobby.id]);
    summary = t.discord.message(lobby.id)!.text();
    expect(summary).toContain('🏁 The game is over.');
    expect(summary).toMatch(/🏆 (Winner|Winners|Nobody)/);
    expect(summary).not.toContain('Waiting for');
    expect(thread.archived).toBe(true);
    expect(t.discord.unhandledRequests()).toEqual([]);
    // The thread's writes are reported like posts (the /metrics ops thread_*), one for each request Discord took.
    const took = (method: string, route: string) => t!.discord.requests.filter((r) => r.method === method && r.route === route && r.status >= 200 && r.status < 300).length;
    expect(telemetry.count('thread_create', 'sent')).toBe(1);
    expect(took('POST', THREADS)).toBe(1);
    expect(telemetry.count('thread_member', 'sent')).toBe(2);
    expect(took('PUT', '/channels/:channel/thread-members/:user')).toBe(2);
    expect(telemetry.count('thread_archive', 'sent')).toBe(1);
    expect([...telemetry.counts.keys()].filter((k) => k.startsWith('thread_') && !k.endsWith(':sent'))).toEqual([]);
  }, 120_000);

  it('GIVEN Discord made the thread but its answer was lost WHEN the bot is restarted before it stored the thread THEN the restarted bot takes that thread (160004, read from the lobby message) before anyone acts: one thread, the posts in it, the lost attempt reported as retried', async () => {
    // Back-offs long enough that the first bot does not retry before it is stopped (a kill).
    const telemetry = countingTelemetry();
    t = await openTable({ players: 2, telemetry, retry: { baseMs: 60_000, maxMs: 60_000 } });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    t.discord.fail(THREADS, { method: 'POST', lose: true });
    const start = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start', options: { excuses: 0, thread: true } });
    const lobby = await start.reply();
    const id = t.service.activeGameInChannel(t.channel.id)!.id;
    // Discord made the thread; the bot never heard.
    await t.discord.until(() => t!.discord.message(lobby.id)?.thread, { pollMs: 2 });
    await t.discord.until(() => telemetry.count('thread_create', 'retried') === 1, { pollMs: 2 });
    expect(t.service.game(id)!.threadId).toBeNull();
    await t.restart();
    // No one has acted since: the restart itself finds the thread.
    expect(t.service.game(id)!.threadId).toBe(lobby.id);
    expect(t.service.game(id)!.threadNote).toBeNull();
    expect(t.guild.channels.filter((c) => c.isThread && c.ownerId === t!.discord.botUser.id).map((c) => c.id)).toEqual([lobby.id]);
    expect(t.discord.requests.filter((r) => r.method === 'POST' && r.route === THREADS).map((r) => r.status)).toEqual([200, 400]);
    expect(telemetry.count('thread_create', 'sent')).toBe(1); // the 160004: the thread stands
    expect(telemetry.count('thread_create', 'failed')).toBe(0);
    await joinAndStart(t, t.discord.message(lobby.id)!, alice, [bob]);
    expect(lastMessage(t, /📅 Month 1 of 12/, threadOf(t, id))).toBeDefined();
    expect(t.discord.channelMessages(t.channel).map((m) => m.id)).toEqual([lobby.id]);
  }, 60_000);

  it('GIVEN a table in its thread moved on while the bot was down WHEN the bot restarts THEN its catch-up edits the summary in the channel to the table as it is now', async () => {
    t = await openTable({ players: 2 });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const { lobby, id } = await openSpiel(t, alice, { thread: true });
    await joinAndStart(t, lobby, alice, [bob]);
    expect(t.discord.message(lobby.id)!.text()).toMatch(/Waiting for (<@\d+>, <@\d+>) to choose for month 1/);
    await t.down();
    expect(t.service.submit({ gameId: id, actor: { userId: alice.id }, command: { type: 'brainstorm' }, interactionId: 'while-down' }).ok).toBe(true);
    await t.restart();
    const summary = t.discord.message(lobby.id)!.text();
    expect(summary).toContain(`Waiting for <@${bob.id}> to choose for month 1`);
    expect(t.log.lines.filter((l) => /publishing failed/.test(l))).toEqual([]);
  });

  it('GIVEN the bot may not create public threads in the channel WHEN /spiel start thread:true THEN the table opens in the channel and the lobby says why, without asking Discord', async () => {
    t = await openTable({ players: 2 });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    t.discord.setBotPermissions(t.channel, t.discord.botPermissions(t.channel) & ~P.CreatePublicThreads);
    const { lobby, id } = await openSpiel(t, alice, { thread: true });
    expect(t.discord.message(lobby.id)!.text()).toContain('No thread: the bot may not create public threads or send messages in threads in this channel');
    expect(t.discord.requests.some((r) => r.route === '/channels/:channel/messages/:message/threads')).toBe(false);
    await joinAndStart(t, lobby, alice, [bob]);
    expect(t.service.game(id)!.threadId).toBeNull();
    expect(lastMessage(t, /📅 Month 1 of 12/)).toBeDefined();
  });

  it('GIVEN Discord refuses to create the thread (403) WHEN /spiel start thread:true THEN the table plays in the channel and the lobby says Discord did not let the bot open one', async () => {
    t = await openTable({ players: 2 });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    t.discord.fail('/channels/:channel/messages/:message/threads', { status: 403 });
    const { lobby, id } = await openSpiel(t, alice, { thread: true });
    expect(t.service.game(id)!.threadNote).toBe('failed');
    expect(t.discord.message(lobby.id)!.text()).toContain('No thread: Discord did not let the bot open one on this message');
    await joinAndStart(t, lobby, alice, [bob]);
    expect(lastMessage(t, /📅 Month 1 of 12/)).toBeDefined();
  });
});

describe('an Award table in its own thread', () => {
  it('GIVEN /award start thread:true with AI seats WHEN turns are played THEN the turn posts are in the thread, the channel holds only the lobby and the summary follows the turn', async () => {
    t = await openTable({ players: 3, fake: WHOLE_GAME_AT_TEST_SPEED });
    const [alice] = t.users as [LocalUser];
    const game = await openAwardGame(t, [alice], 2, { thread: true });
    const thread = threadOf(t, game.id);
    const lobbyId = t.service.messages(game.id).find((m) => m.key === 'lobby')!.messageId;
    expect(t.discord.channelMessages(thread).some((m) => /Turn 1/.test(m.text()))).toBe(true);
    // alice lets the AI play her agency for a while: turns go by.
    await (await t.discord.slash(alice, thread, 'award', { subcommand: 'autopilot', options: { on: true } })).reply();
    for (let i = 0; i < 6; i++) await pump(t);
    const turn = (t.service.view(game.id, null) as { ok: true; view: { turn: number } }).view.turn;
    expect(turn).toBeGreaterThan(1);
    expect(t.discord.message(lobbyId)!.text()).toContain(`🔄 Turn ${turn}`);
    expect(t.discord.channelMessages(t.channel).map((m) => m.id)).toEqual([lobbyId]);
    expect(thread.memberIds.has(alice.id)).toBe(true);
  }, 60_000);
});
