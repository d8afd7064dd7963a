// Public posts when Discord stumbles, through the real client: a post Discord refuses with 5xx is
// retried with back-off until it lands, in order, while other games' posts go on; an answer lost
// on the wire never doubles a post (the same nonce is sent again); an edit that changes nothing is
// not sent; AI takeovers and returns are announced where they happened.
import { Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS, type LocalChannel, type LocalMessage, type LocalUser } from '../support/fake-discord.js';
import { componentId, DAY, HOUR, lastMessage, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const POSTS = '/channels/:channel/messages';
const EDITS = '/channels/:channel/messages/:message';

async function slash(table: Table, user: LocalUser, subcommand: string, options: Record<string, string | number | boolean | LocalUser> = {}, channel: LocalChannel = table.channel, group?: string) {
  const h = await table.discord.slash(user, channel, 'spiel', { subcommand, options, ...(group ? { group } : {}) });
  await h.reply();
  return h;
}

/** Starts a game in `channel` with these players (the first hosts). */
async function startIn(table: Table, channel: LocalChannel, players: readonly LocalUser[]): Promise<number> {
  const [host, ...rest] = players as [LocalUser, ...LocalUser[]];
  const lobby = await (await table.discord.slash(host, channel, 'spiel', { subcommand: 'start' })).reply();
  for (const u of rest) await (await table.discord.click(u, table.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
  await table.settle();
  await (await table.discord.click(host, table.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
  await table.settle();
  return table.service.activeGameInChannel(channel.id)!.id;
}

const titles = (table: Table, channel: LocalChannel = table.channel) => table.discord.channelMessages(channel).map((m) => m.text().split('\n')[0] ?? '');
const count = (table: Table, pattern: RegExp, channel: LocalChannel = table.channel) => table.discord.channelMessages(channel).filter((m) => pattern.test(m.text())).length;

/** Every version a message went through, oldest first, as Discord showed it. */
function versions(m: LocalMessage): string[] {
  const show = (v: { content: string; embeds: unknown; components: unknown }) => JSON.stringify([v.content, v.embeds, v.components]);
  return [...m.history.map(show), show(m)];
}

describe('posts when Discord stumbles', () => {
  it('GIVEN Discord answers 5xx to every post and edit in one channel WHEN a month resolves there THEN its results and the next month appear once Discord recovers, in order, and a game in another channel posted all along', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const a = await startedGame(t, [alice, bob]);
    const b = await startIn(t, t.other, [carol, bob]);
    t.discord.fail(POSTS, { channel: t.channel, status: 502, times: Number.POSITIVE_INFINITY });
    t.discord.fail(EDITS, { channel: t.channel, status: 503, times: Number.POSITIVE_INFINITY });
    await slash(t, alice, 'brainstorm');
    await slash(t, bob, 'brainstorm');
    expect(t.service.game(a)?.version).toBe(2); // resolved: the game moved on without Discord
    // The other game's month post is edited while the first channel is down.
    await slash(t, carol, 'brainstorm', {}, t.other);
    await t.discord.until(() => lastMessage(t!, /📅 Month 1/, t!.other)?.editCount, { pollMs: 20 });
    expect(count(t, /Month 1 — results/)).toBe(0);
    // Discord comes back: the lane that waited catches up without a restart or a new command.
    // The lane keeps trying (with back-off) while Discord answers 5xx.
    await t.discord.until(() => t!.discord.requests.filter((r) => r.status >= 500).length >= 3);
    t.discord.clearFaults();
    await t.discord.until(() => lastMessage(t!, /📅 Month 2/), { pollMs: 20 });
    await t.settle();
    const order = titles(t).filter((x) => /Month \d/.test(x));
    expect(order.findIndex((x) => /Month 1 — results/.test(x))).toBeLessThan(order.findIndex((x) => /Month 2/.test(x) && !/results/.test(x)));
    expect(count(t, /Month 1 — results/)).toBe(1);
    expect(count(t, /📅 Month 2/)).toBe(1);
    expect(t.log.lines.some((l) => /retrying in \d+ ms/.test(l))).toBe(true);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
    expect(t.service.game(b)?.status).toBe('running');
  });

  it('GIVEN a game ends while Discord is down WHEN Discord comes back THEN the ceremony and the standings are posted, once each, with no restart', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob]);
    t.discord.fail(POSTS, { times: Number.POSITIVE_INFINITY });
    t.discord.fail(EDITS, { times: Number.POSITIVE_INFINITY });
    await slash(t, alice, 'end', {}, t.channel, 'host');
    expect(t.service.game(gameId)?.status).toBe('ended');
    await new Promise((resolve) => setTimeout(resolve, 600)); // a few failed attempts
    expect(count(t, /Final standings/)).toBe(0);
    t.discord.clearFaults();
    await t.discord.until(() => lastMessage(t!, /Final standings/), { pollMs: 20 });
    await t.settle();
    expect(count(t, /Final standings/)).toBe(1);
    expect(count(t, /Ceremony/i)).toBeGreaterThanOrEqual(1);
  });

  it('GIVEN Discord makes a post but its answer is lost WHEN the bot tries again THEN the same nonce brings back that post: no second copy', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    t.discord.fail(POSTS, { method: 'POST', lose: true });
    await slash(t, alice, 'brainstorm');
    await slash(t, bob, 'brainstorm');
    await t.settle();
    const posts = t.discord.requests.filter((r) => r.method === 'POST' && r.route === POSTS);
    const lost = posts.find((r) => r.status === 200 && r.answeredAt > 0 && posts.filter((p) => (p.body as { nonce?: string }).nonce === (r.body as { nonce?: string }).nonce).length > 1);
    expect(lost).toBeDefined(); // the lost one was sent again with its nonce
    expect(count(t, /Month 1 — results/)).toBe(1);
    expect(count(t, /📅 Month 2/)).toBe(1);
    expect(t.discord.channelMessages(t.channel).filter((m) => m.author.id === t!.discord.botUser.id).length).toBe(new Set(t.discord.channelMessages(t.channel).map((m) => m.text())).size);
  });

  it('GIVEN a game with an AI company WHEN players act THEN no edit of a public post leaves it as it was', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const lobby = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start', options: { ai: 1 } })).reply();
    await (await t.discord.click(bob, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    await (await t.discord.click(alice, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    for (let month = 0; month < 3; month++) {
      await slash(t, alice, 'brainstorm');
      await slash(t, bob, 'status');
      await slash(t, bob, 'brainstorm');
      await t.settle();
    }
    const edits = t.discord.requests.filter((r) => r.method === 'PATCH' && r.route === EDITS);
    expect(edits.length).toBeGreaterThan(3);
    for (const m of t.discord.channelMessages(t.channel)) {
      const seen = versions(m);
      for (let i = 1; i < seen.length; i++) expect(seen[i], `message ${m.id} edit ${i}`).not.toBe(seen[i - 1]);
    }
  });

  it('GIVEN carol misses a deadline on a slow Discord while the others play on WHEN the AI takes her company over and she later acts THEN the takeover comes between the month she missed and the month the AI played, and her return is announced', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol], { ai_after_missed: 1 });
    await slash(t, alice, 'brainstorm');
    await slash(t, bob, 'brainstorm');
    t.discord.delayRoute(POSTS, 150); // posts lag behind the game
    t.clock.advance(DAY + HOUR); // carol misses month 1: the AI plays her company from now on
    t.clock.advance(0);
    await slash(t, alice, 'brainstorm'); // month 2: the AI already chose for carol
    await slash(t, bob, 'brainstorm');
    await t.settle();
    t.discord.delayRoute(POSTS, 0);
    const order = titles(t);
    const results1 = order.findIndex((x) => /Month 1 — results/.test(x));
    const takeover = order.findIndex((x) => /🤖 .*missed/.test(x));
    const results2 = order.findIndex((x) => /Month 2 — results/.test(x));
    expect(results1).toBeGreaterThanOrEqual(0);
    expect(takeover).toBeGreaterThan(results1);
    expect(results2).toBeGreaterThan(takeover);
    expect(lastMessage(t, /missed a deadline/)?.text()).toContain('/spiel autopilot');
    // Month 3: carol asks to brainstorm, which the AI already chose for her: she is back all the
    // same, and everyone is told.
    await slash(t, carol, 'brainstorm');
    await t.settle();
    expect(lastMessage(t, /is back and plays/)?.content).toContain(`<@${carol.id}>`);
    expect(count(t, /is back and plays/)).toBe(1);
  });
});

describe('a busy channel', () => {
  /**
   * The bot makes 150 messages in #games, then the month's results post: Discord makes it but the
   * answer is lost and every retry gets 503. Discord's nonce window is over (0 ms) by the time the
   * bot looks again, so only the channel's history can tell that the post exists, and the oldest
   * 100 messages since a minute before its first attempt (one page of history) do not reach it.
   */
  /**
   * The 150 messages are made in seconds here, where at Discord (5 posts per 5 s in a channel)
   * they would have come over minutes: the channel's post bucket is raised for these tests; the
   * global limit stays.
   */
  const busyChannelLimits = { nonceWindowMs: 0, rateLimits: { routes: { ...ROUTE_LIMITS, 'POST /channels/:channel/messages': { limit: 200, windowMs: 5_000 } } } };

  async function resultsLostInABusyChannel(table: Table): Promise<LocalMessage> {
    const [alice, bob] = table.users as [LocalUser, LocalUser];
    await startedGame(table, [alice, bob]);
    for (let i = 0; i < 150; i++) await table.bot.client.rest.post(Routes.channelMessages(table.channel.id), { body: { content: `busy ${i}` } });
    table.discord.fail(POSTS, { method: 'POST', lose: true, channel: table.channel });
    table.discord.fail(POSTS, { method: 'POST', status: 503, times: Number.POSITIVE_INFINITY, channel: table.channel });
    await slash(table, alice, 'brainstorm');
    await slash(table, bob, 'brainstorm');
    await table.discord.until(() => table.discord.requests.some((r) => r.route === POSTS && r.method === 'POST' && r.status === 503));
    const made = lastMessage(table, /Month 1 — results/);
    expect(made).toBeDefined(); // Discord made it; the bot never heard
    expect(table.discord.channelMessages(table.channel).filter((m) => m.author.id === table.discord.botUser.id).length).toBeGreaterThan(150);
    return made!;
  }

  it('GIVEN the bot made more than 100 messages in a channel just before a post whose answer was lost WHEN it restarts past Discord’s nonce window THEN it finds the post in the history (paging through it) and posts no second copy', async () => {
    t = await openTable({ fake: busyChannelLimits });
    const made = await resultsLostInABusyChannel(t);
    await t.down();
    t.discord.clearFaults();
    await t.restart();
    expect(count(t, /Month 1 — results/)).toBe(1);
    expect(lastMessage(t, /Month 1 — results/)?.id).toBe(made.id);
    expect(count(t, /📅 Month 2/)).toBe(1);
  });

  it('GIVEN the same busy channel WHEN the bot retries the lost post later than it trusts the nonce THEN it finds the post in the history and posts no second copy', async () => {
    t = await openTable({ fake: busyChannelLimits, nonceTrustMs: 0 });
    const made = await resultsLostInABusyChannel(t);
    t.discord.clearFaults();
    await t.settle();
    expect(count(t, /Month 1 — results/)).toBe(1);
    expect(lastMessage(t, /Month 1 — results/)?.id).toBe(made.id);
    expect(count(t, /📅 Month 2/)).toBe(1);
  });
});

describe('takeovers in history', () => {
  it('GIVEN both players miss a deadline and the AI then plays the whole game out at once WHEN the posts catch up THEN both takeovers are told, after the month they missed and before the ceremony', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob], { ai_after_missed: 1 });
    t.clock.advance(DAY + HOUR); // both miss month 1: the AI plays both companies to the end
    await t.settle();
    expect(t.service.game(gameId)?.status).toBe('ended');
    const order = titles(t);
    const results1 = order.findIndex((x) => /Month 1 — results/.test(x));
    const takeovers = order.flatMap((x, i) => (/🤖 .*missed a deadline/.test(x) ? [i] : []));
    const ceremony = order.findIndex((x) => /ceremony/i.test(x));
    expect(takeovers).toHaveLength(2);
    for (const i of takeovers) {
      expect(i).toBeGreaterThan(results1);
      expect(i).toBeLessThan(ceremony);
    }
  });
});

describe('reminders', () => {
  it('GIVEN a reminder for a month’s deadline WHEN the month resolves THEN the reminder is deleted (it asks for nothing any more), and the next month gets its own', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    await slash(t, alice, 'brainstorm');
    t.clock.advance(DAY - 2 * HOUR); // 3 h before the deadline the reminder goes out
    await t.settle();
    const reminder = t.discord.channelMessages(t.channel).find((m) => m.content.startsWith('⏰'));
    expect(reminder?.content).toContain(`<@${bob.id}>`);
    await slash(t, bob, 'brainstorm'); // the month resolves
    await t.settle();
    expect(t.discord.channelMessages(t.channel).filter((m) => m.content.startsWith('⏰'))).toEqual([]);
    expect(t.discord.message(reminder!.id)?.deleted).toBe(true);
    t.clock.advance(DAY - 2 * HOUR);
    await t.settle();
    expect(t.discord.channelMessages(t.channel).filter((m) => m.content.startsWith('⏰'))).toHaveLength(1);
  });
});
