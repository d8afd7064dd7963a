// The bot keeps at most REST_CONNECTIONS connections to Discord's API (src/discord/bot.ts): a burst
// of interactions while Discord answers slowly waits its turn on open connections instead of
// opening one per answer in flight (which is how a busy process collapsed in the capacity bench).
import { afterAll, describe, expect, it } from 'vitest';
import { REST_CONNECTIONS } from '../../src/discord/bot.js';
import { openTable, type Table } from './harness.js';

let t: Table | undefined;
afterAll(async () => {
  await t?.stop();
});

describe('connections to Discord', () => {
  it(`GIVEN Discord answering callbacks 300 ms late WHEN ${REST_CONNECTIONS * 3} interactions come at once THEN every one is answered over at most ${REST_CONNECTIONS} new connections`, async () => {
    t = await openTable({ players: 6 });
    const table = t;
    const before = table.discord.restConnections;
    table.discord.delayRoute('/interactions/:interaction/:token/callback', 300);
    const burst = await Promise.all(Array.from({ length: REST_CONNECTIONS * 3 }, (_, i) => table.discord.slash(table.users[i % table.users.length]!, table.channel, 'spiel', { subcommand: 'help' })));
    const answers = await Promise.all(burst.map((h) => h.reply(10_000)));
    expect(answers.map((m) => m.content + JSON.stringify(m.embeds)).filter((text) => /spiel/i.test(text))).toHaveLength(REST_CONNECTIONS * 3);
    const opened = table.discord.restConnections - before;
    expect(opened).toBeGreaterThan(1); // the burst did need more than the one connection open before it
    expect(opened).toBeLessThanOrEqual(REST_CONNECTIONS);
    expect(table.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});
