// Discord failing is not the bot failing: when Discord answers 5xx to an interaction's answer, what
// the interaction did stands; it is counted as `discord_unavailable` (not `error`, which the
// README's alert watches), logged as a warning, the player is never told "something went wrong",
// and, if the interaction changed something, their next interaction tells them it stands.
import { afterEach, describe, expect, it } from 'vitest';
import { Metrics } from '../../src/ops/metrics.js';
import { sample } from '../support/prometheus.js';
import type { LocalUser } from '../support/fake-discord.js';
import { lastMessage, openTable, startedGame, type Table } from './harness.js';

const CALLBACK = '/interactions/:interaction/:token/callback';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const counted = async (metrics: Metrics, kind: string, outcome: string) => sample((await metrics.text()).body, 'spielbot_interactions_total', { kind, outcome });

/** Sends a slash command while Discord answers every interaction callback with 503; resolves once the bot gave up on it (the loopback's REST options retry nothing). */
async function whileDiscordFails(table: Table, user: LocalUser, subcommand: string): Promise<void> {
  table.discord.fail(CALLBACK, { status: 503, times: Number.POSITIVE_INFINITY });
  const h = await table.discord.slash(user, table.channel, 'spiel', { subcommand });
  await table.discord.until(() => table.discord.requests.filter((r) => r.path.includes(`/interactions/${h.id}/`) && r.status === 503).length >= 1);
  await table.settle();
  expect(h.acknowledged).toBe(false);
  table.discord.clearFaults();
}

describe('Discord failing an interaction’s answer', () => {
  it('GIVEN Discord answers 503 to every interaction callback WHEN alice brainstorms THEN her choice stands, it is counted as discord_unavailable and logged as a warning, not an error, and her next answer is followed by “Discord did not take my answer … Your action stands”', async () => {
    const metrics = new Metrics();
    t = await openTable({ telemetry: metrics });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    await whileDiscordFails(t, alice, 'brainstorm');

    expect(await counted(metrics, 'command', 'discord_unavailable')).toBe(1);
    expect(await counted(metrics, 'command', 'error')).toBe(0);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
    expect(t.log.lines.some((l) => l.startsWith('warn') && /Discord did not take the answer.*what it did stands/.test(l))).toBe(true);
    // Nobody was told "something went wrong".
    expect(t.discord.requests.filter((r) => JSON.stringify(r.body ?? '').includes('went wrong'))).toEqual([]);

    // Her next interaction: its own answer, then the word about the one Discord did not take.
    const hand = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'hand' });
    await hand.reply();
    await t.settle();
    expect(hand.followupMessages.map((m) => m.content)).toEqual([expect.stringMatching(/^⚠️ Discord did not take my answer to what you did <t:\d+:R> .*Your action stands/)]);
    expect(hand.followupMessages[0]?.ephemeral).toBe(true);
    // Said once.
    const again = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'hand' });
    await again.reply();
    await t.settle();
    expect(again.followupMessages).toEqual([]);

    // Her brainstorm stood: bob's choice resolves the month.
    const choice = await t.discord.slash(bob, t.channel, 'spiel', { subcommand: 'brainstorm' });
    await choice.reply();
    await t.settle();
    expect(lastMessage(t, /Month 1 — results/)).toBeDefined();
    expect(await counted(metrics, 'command', 'ok')).toBe(4);
  });

  it('GIVEN Discord answers 503 to every interaction callback WHEN bob only asks for his hand THEN it is counted as discord_unavailable, and his next answer carries no word about it (nothing was changed)', async () => {
    const metrics = new Metrics();
    t = await openTable({ telemetry: metrics });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    await whileDiscordFails(t, bob, 'hand');
    expect(await counted(metrics, 'command', 'discord_unavailable')).toBe(1);
    expect(await counted(metrics, 'command', 'error')).toBe(0);
    expect(t.log.lines.some((l) => l.startsWith('warn') && /Discord did not take the answer.*it changed nothing/.test(l))).toBe(true);
    const hand = await t.discord.slash(bob, t.channel, 'spiel', { subcommand: 'hand' });
    await hand.reply();
    await t.settle();
    expect(hand.followupMessages).toEqual([]);
  });
});
