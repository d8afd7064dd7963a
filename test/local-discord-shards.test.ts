// The loopback Discord serves a sharded bot as Discord does: GET /gateway/bot recommends a shard
// count, IDENTIFY carries [id, count], READY and GUILD_CREATE list only that shard's guilds, and a
// guild's events and interactions go only to its shard's connection (DMs to shard 0). Real
// discord.js Clients, one per shard as the ShardingManager runs them, and one with shards: 'auto'.
import { Client, Events, GatewayIntentBits, ShardClientUtil, type Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { recommendedShardCount } from '../src/sharding.js';
import { FakeDiscord } from './support/fake-discord.js';

let discord: FakeDiscord | null = null;
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.destroy()));
  await discord?.stop();
  discord = null;
});

async function login(d: FakeDiscord, shards: number[] | 'auto', shardCount?: number): Promise<{ client: Client; seen: Interaction[] }> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...d.clientOptions(), shards, ...(shardCount ? { shardCount } : {}) });
  clients.push(client);
  const seen: Interaction[] = [];
  client.on(Events.InteractionCreate, (i) => {
    seen.push(i);
    if (i.isRepliable()) void i.reply({ content: `shard ${client.ws.shards.first()?.id ?? '?'}` });
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(d.token);
  await ready;
  return { client, seen };
}

describe('the loopback Discord, sharded', () => {
  it('GIVEN a bot asking how many shards to run THEN GET /gateway/bot answers the recommended count (what SHARDS=auto starts)', async () => {
    discord = await FakeDiscord.start({ shards: 3 });
    expect(await recommendedShardCount(discord.token, discord.clientOptions().rest.api)).toBe(3);
    await expect(recommendedShardCount('not-the-token', discord.clientOptions().rest.api)).rejects.toThrow(/rejected DISCORD_TOKEN/);
  });

  it('GIVEN guilds on shards 0 and 1 of 2 and one client per shard THEN each is told only its guilds, and each guild’s interactions reach only its shard', async () => {
    discord = await FakeDiscord.start({ shards: 2 });
    const d = discord;
    const ada = d.addUser('ada');
    const guilds = [0, 1, 0, 1].map((shard, i) => d.addGuild({ name: `g${i}`, members: [ada], shard: [shard, 2] }));
    for (const [i, g] of guilds.entries()) expect(ShardClientUtil.shardIdForGuildId(g.id, 2)).toBe(i % 2);
    const s0 = await login(d, [0], 2);
    const s1 = await login(d, [1], 2);
    expect(d.gatewayShards().sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect([...s0.client.guilds.cache.keys()].sort()).toEqual([guilds[0]!.id, guilds[2]!.id].sort());
    expect([...s1.client.guilds.cache.keys()].sort()).toEqual([guilds[1]!.id, guilds[3]!.id].sort());
    // A guild made while both are connected goes to its shard only.
    const late = d.addGuild({ name: 'late', members: [ada], shard: [1, 2] });
    await d.until(() => s1.client.guilds.cache.has(late.id), { pollMs: 10 });
    expect(s0.client.guilds.cache.has(late.id)).toBe(false);
    // Interactions: each guild's go to its shard.
    for (const g of [...guilds, late]) {
      const h = await d.slash(ada, g.channels[0]!, 'ping');
      expect((await h.reply()).content).toBe(`shard ${ShardClientUtil.shardIdForGuildId(g.id, 2)}`);
    }
    expect(s0.seen.map((i) => i.guildId)).toEqual([guilds[0]!.id, guilds[2]!.id]);
    expect(s1.seen.map((i) => i.guildId)).toEqual([guilds[1]!.id, guilds[3]!.id, late.id]);
    // A DM goes to shard 0, as on Discord.
    const dm = await d.slash(ada, d.dmChannel(ada), 'ping');
    expect((await dm.reply()).content).toBe('shard 0');
    expect(s1.seen).toHaveLength(3);
  });

  it('GIVEN only shard 1 of 2 connected THEN an interaction in a guild of shard 0 cannot be sent, and one of shard 1 can', async () => {
    discord = await FakeDiscord.start({ shards: 2 });
    const d = discord;
    const ada = d.addUser('ada');
    const g0 = d.addGuild({ members: [ada], shard: [0, 2] });
    const g1 = d.addGuild({ members: [ada], shard: [1, 2] });
    await login(d, [1], 2);
    await expect(d.slash(ada, g0.channels[0]!, 'ping')).rejects.toThrow(/for the shard of/);
    expect((await (await d.slash(ada, g1.channels[0]!, 'ping')).reply()).content).toBe('shard 1');
  });

  it('GIVEN one client with shards: auto THEN it opens the recommended count of shards and receives every guild', async () => {
    discord = await FakeDiscord.start({ shards: 2 });
    const d = discord;
    const guilds = [0, 1].map((shard) => d.addGuild({ shard: [shard, 2] }));
    const { client } = await login(d, 'auto');
    expect(client.ws.shards.size).toBe(2);
    expect([...client.guilds.cache.keys()].sort()).toEqual(guilds.map((g) => g.id).sort());
  });
});
