// Discord's rate limits, provoked one kind at a time against the loopback Discord (which enforces
// them: src/local/discord/limits.ts): a route's bucket used up (by the bot's previous process,
// as after a restart), the global limit, and a channel busy for everyone (the shared scope). In
// each the bot's real discord.js client waits as the 429 says, never sends a refused request
// again early, and every post lands exactly once, in order.
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalChannel, LocalUser } from '../support/fake-discord.js';
import { componentId, DAY, lastMessage, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const count = (table: Table, pattern: RegExp, channel: LocalChannel = table.channel) => table.discord.channelMessages(channel).filter((m) => pattern.test(m.text())).length;

async function brainstorm(table: Table, user: LocalUser, channel: LocalChannel = table.channel): Promise<void> {
  await (await table.discord.slash(user, channel, 'spiel', { subcommand: 'brainstorm' })).reply();
}

/** A post in `channel` with the bot's token, not through the bot (as its previous process made them). */
function rawPost(table: Table, channel: LocalChannel, content: string): Promise<Response> {
  return fetch(`${table.discord.url}/api/v10/channels/${channel.id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${table.discord.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
}

/** The POSTs of channel messages the local Discord refused with a 429, and when it said to try again. */
function refusedPosts(table: Table) {
  return table.discord.requests.filter((r) => r.status === 429 && r.method === 'POST' && r.route === '/channels/:channel/messages');
}

describe('rate limits', () => {
  it('GIVEN the bot’s previous process used up the channel’s post bucket WHEN a month resolves THEN the bot is told 429 (route scope), waits until the bucket resets, and posts the results and the next month once each', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    await brainstorm(t, alice);
    // What a process that died a moment ago left behind: the channel's post bucket spent.
    let refused: Response | undefined;
    for (let i = 0; i < 6 && !refused; i++) {
      const res = await rawPost(t, t.channel, `earlier ${i}`);
      if (res.status === 429) refused = res;
    }
    const refusedAt = Date.now();
    expect(refused?.headers.get('x-ratelimit-scope')).toBe('user');
    const { retry_after: retryAfter, global } = (await refused!.json()) as { retry_after: number; global: boolean };
    expect(global).toBe(false);
    const resetAt = refusedAt - 50 + retryAfter * 1000;
    // The same route in another channel is another bucket.
    expect((await rawPost(t, t.other, 'elsewhere')).status).toBe(200);
    await brainstorm(t, bob);
    await t.discord.until(() => lastMessage(t!, /📅 Month 2/), { pollMs: 20, timeoutMs: 15_000 });
    await t.settle();
    const limits = t.discord.rateLimits()!;
    expect(limits.rateLimited.user).toBeGreaterThan(0);
    expect(refusedPosts(t).length).toBeGreaterThan(0);
    expect(limits.earlyRepeats).toBe(0);
    const results = lastMessage(t, /Month 1 — results/)!;
    expect(results.createdAt).toBeGreaterThanOrEqual(resetAt);
    expect(count(t, /Month 1 — results/)).toBe(1);
    expect(count(t, /📅 Month 2/)).toBe(1);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });

  it('GIVEN a global limit of 4 requests a second WHEN months resolve in four channels at once THEN the bot is told 429 (global), waits as told, never repeats early, and every channel gets its results and next month once', async () => {
    t = await openTable({ fake: { rateLimits: { globalPerSecond: 4 } } });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const channels = [t.channel, t.other, t.discord.addChannel(t.guild, 'third'), t.discord.addChannel(t.guild, 'fourth')];
    for (const channel of channels) {
      // excuses:0: the deadline applies at once (issue 32's default excuses one miss per player).
      const lobby = await (await t.discord.slash(alice, channel, 'spiel', { subcommand: 'start', options: { excuses: 0 } })).reply();
      await (await t.discord.click(bob, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
      await t.settle();
      await (await t.discord.click(alice, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
      await t.settle();
    }
    // Every month's deadline passes at once: four channels' results and new months, together.
    t.clock.advance(DAY + 1);
    await t.settle();
    for (const channel of channels) await t.discord.until(() => lastMessage(t!, /📅 Month 2/, channel), { pollMs: 20, timeoutMs: 20_000 });
    await t.settle();
    const limits = t.discord.rateLimits()!;
    expect(limits.rateLimited.global).toBeGreaterThan(0);
    expect(limits.earlyRepeats).toBe(0);
    for (const channel of channels) {
      expect(count(t, /Month 1 — results/, channel)).toBe(1);
      expect(count(t, /📅 Month 2/, channel)).toBe(1);
    }
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });

  it('GIVEN the channel is busy for everyone (shared scope) WHEN a month resolves THEN the bot waits the 429’s retry_after, posts once each, and the shared 429s do not count as invalid requests', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    const invalidBefore = t.discord.rateLimits()!.invalidRequests;
    await brainstorm(t, alice);
    const busyAt = Date.now();
    t.discord.busy(t.channel, 2_500);
    await brainstorm(t, bob);
    await t.discord.until(() => lastMessage(t!, /📅 Month 2/), { pollMs: 20, timeoutMs: 15_000 });
    await t.settle();
    const limits = t.discord.rateLimits()!;
    expect(limits.rateLimited.shared).toBeGreaterThan(0);
    expect(limits.earlyRepeats).toBe(0);
    expect(limits.invalidRequests).toBe(invalidBefore);
    expect(lastMessage(t, /Month 1 — results/)!.createdAt).toBeGreaterThanOrEqual(busyAt + 2_500);
    expect(count(t, /Month 1 — results/)).toBe(1);
    expect(count(t, /📅 Month 2/)).toBe(1);
  });
});

describe('fewer requests', () => {
  it('GIVEN a month post just edited for alice’s choice WHEN bob, carol and dave choose a third of a second apart THEN the month post is edited once more for the three, and shows all four chosen', async () => {
    t = await openTable({ players: 5 });
    const [alice, bob, carol, dave, erin] = t.users as [LocalUser, LocalUser, LocalUser, LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob, carol, dave, erin]);
    const post = lastMessage(t, /📅 Month 1/)!;
    const choose = (user: LocalUser) => expect(t!.service.submit({ gameId, actor: { userId: user.id }, command: { type: 'brainstorm' } }).ok).toBe(true);
    choose(alice);
    await t.settle();
    const afterAlice = post.editCount;
    // A third of a second apart: each would have been published on its own.
    for (const user of [bob, carol, dave]) {
      choose(user);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await t.settle();
    expect(post.editCount).toBe(afterAlice + 1);
    const line = (label: string) => post.text().split('\n').find((l) => l.startsWith(label)) ?? '';
    expect(line('**Chosen:**').split(',')).toHaveLength(4);
    expect(line('**Still to choose:**').split(',')).toHaveLength(1); // erin
  });
});

