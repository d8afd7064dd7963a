// Games that never stall, through the real client: an absent player is handed to the AI and the
// game still finishes; an owner takes their company back; reminders by DM fall back to the
// channel when DMs are closed; a leaver's company goes to the AI; the history pages; the end
// brings a money chart; the server keeps a leaderboard.
import { SCALE, sceneOf } from '../../src/render/painter.js';
import { WIDTH } from '../../src/render/spiel.js';
import { inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalUser } from '../support/fake-discord.js';
import { DAY, HOUR, lastMessage, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

async function slash(table: Table, user: LocalUser, subcommand: string, options: Record<string, string | number | boolean | LocalUser> = {}, group?: string) {
  const h = await table.discord.slash(user, table.channel, 'spiel', { subcommand, options, ...(group ? { group } : {}) });
  const m = await h.reply();
  await table.settle();
  return { h, m };
}

/** Decodes the PNG attachment header: width and height. */
function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  void inflateSync;
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe('games that never stall', () => {
  it('GIVEN bob never acts WHEN deadlines pass THEN after two misses the AI plays his company, alice plays on, and the game ends with the ceremony, a money chart and a leaderboard', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob]);
    for (let month = 1; month <= 12; month++) {
      await slash(t, alice, 'brainstorm');
      if (t.service.game(gameId)?.status === 'ended') break;
      if (lastMessage(t, new RegExp(`Month ${month} — results`))) continue; // the AI already chose for bob
      t.clock.advance(DAY + HOUR);
      await t.settle();
    }
    const takeover = lastMessage(t, /missed 2 deadlines in a row/);
    expect(takeover?.content).toContain(`<@${bob.id}>`);
    expect(t.discord.channelMessages(t.channel).filter((m) => /No choice in time/.test(m.text()))).toHaveLength(2);
    expect(t.service.game(gameId)?.status).toBe('ended');
    expect(lastMessage(t, /Final standings/)).toBeDefined();

    const summary = lastMessage(t, /Money over the months/)!;
    // The chart (and the winning game, when there is one), named by content; the legend names the companies.
    const chart = summary.attachments.find((a) => a.filename.startsWith('money-'))!;
    expect(chart.filename).toMatch(/^money-[\w-]{16}\.png$/);
    expect(summary.embeds[0]?.image?.url).toBe(`attachment://${chart.filename}`);
    expect(pngSize(chart.data)[0]).toBe(Math.round(WIDTH * SCALE));
    const scene = sceneOf(chart.data);
    expect(scene?.kind === 'chart' ? scene.series.map((s) => s.name) : []).toEqual(['alice', 'bob']);
    expect(summary.text()).toMatch(/🟥 \*\*1\*\* <@\d+>: €30k → /);
    // Alt text names companies as the pictures do: by display name, never a raw mention.
    expect(chart.description).toMatch(/^Line chart of each company’s money by month: alice €30k → .*; bob €30k → /);
    expect(t.discord.channelMessages(t.channel).flatMap((m) => m.attachments.map((a) => a.description ?? '')).filter((d) => d.includes('<@'))).toEqual([]);

    // The history pages through every month and the ceremony.
    const { h, m } = await slash(t, alice, 'log', { month: 1 });
    expect(h.ephemeral).toBe(true);
    expect(m.text()).toContain('Page 1 of 13');
    expect(m.findComponent(`sp:logpage:${gameId}:0`)?.disabled).toBe(true); // nothing earlier than page 1
    const later = await (await t.discord.click(alice, m, `sp:logpage:${gameId}:2`)).reply();
    expect(later.text()).toContain('Page 2 of 13');
    expect(later.text()).toContain('Month 2 — results');
    const last = await (await slash(t, alice, 'log')).m;
    expect(last.text()).toContain('Page 13 of 13');
    expect(last.text()).toContain('Final standings');

    // The server's leaderboard counts the game, for alice and for bob.
    const stats = await slash(t, bob, 'stats');
    expect(stats.m.text()).toMatch(/1 finished game/);
    expect(stats.m.text()).toContain(`<@${alice.id}> — 1 game`);
    const mine = await slash(t, bob, 'stats', { user: bob });
    expect(mine.m.text()).toContain(`<@${bob.id}> — not on the ladder yet: 1 of 3 rated games · rating `);
    expect(mine.m.text()).toMatch(/\n1 game, [01] wins? · /);
  });

  it('GIVEN the AI plays bob’s company WHEN he takes it back THEN everyone is told and the game waits for him again', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob]);
    await slash(t, bob, 'autopilot', { on: true });
    expect(lastMessage(t, /handed their seat to the AI/)?.content).toContain(`<@${bob.id}>`);
    expect(lastMessage(t, /📅 Month 1/)?.text()).toContain('AI playing');
    await slash(t, alice, 'brainstorm'); // the AI answers for bob at once
    expect(lastMessage(t, /Month 1 — results/)).toBeDefined();
    // Month 2 began with the AI still in charge, so it chose for bob at once.
    await slash(t, bob, 'autopilot', { on: false });
    expect(lastMessage(t, /takes their seat back/)?.content).toContain(`<@${bob.id}>`);
    await slash(t, alice, 'brainstorm');
    expect(lastMessage(t, /Month 2 — results/)).toBeDefined();
    // Month 3 waits for bob himself.
    await slash(t, alice, 'brainstorm');
    expect(lastMessage(t, /Month 3 — results/)).toBeUndefined();
    expect(lastMessage(t, /📅 Month 3/)?.text()).toMatch(new RegExp(`Still to choose:\\*\\* <@${bob.id}>`));
    expect(t.service.game(gameId)?.seats.map((s) => s.ai)).toEqual([false, false]);
  });

  it('GIVEN carol wants DM reminders but her DMs are closed, and dave’s are open THEN dave gets a DM, carol is mentioned in the channel, and the month still resolves', async () => {
    t = await openTable({ players: 4 });
    const [alice, , carol, dave] = t.users as [LocalUser, LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, carol, dave], { reminder_hours: 2 });
    await slash(t, carol, 'remind', { dm: true });
    await slash(t, dave, 'remind', { dm: true });
    t.discord.closeDms(carol);
    await slash(t, alice, 'brainstorm');
    t.clock.advance(DAY - 2 * HOUR);
    await t.settle();
    expect(t.discord.dms(dave).map((m) => m.content)).toEqual([expect.stringMatching(/Spiel des Jahres.*your deadline is <t:\d+:R>/)]);
    expect(t.discord.dms(carol)).toEqual([]);
    const reminder = t.discord.channelMessages(t.channel).filter((m) => m.content.startsWith('⏰'));
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.content).toContain(`<@${carol.id}>`);
    expect(reminder[0]!.content).not.toContain(`<@${dave.id}>`);
    t.clock.advance(3 * HOUR);
    await t.settle();
    expect(lastMessage(t, /Month 1 — results/)?.text()).toMatch(/No choice in time/);
  });

  it('GIVEN a running game WHEN a player leaves THEN the AI plays their company and the channel says so', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob, carol]);
    const { m } = await slash(t, carol, 'leave');
    expect(m.text()).toContain('the AI plays your company');
    expect(lastMessage(t, /left the game: the AI plays their seat/)?.content).toContain(`<@${carol.id}>`);
    expect(t.service.game(gameId)?.seats[2]?.ai).toBe(true);
  });

  it('GIVEN an AI company WHEN alice offers it a trade by company: THEN it answers at once: money for nothing is accepted, a demand for money declined', async () => {
    t = await openTable();
    const [alice] = t.users as [LocalUser];
    const gameId = await startedGame(t, [alice], { ai: 1 });
    const ai = t.service.game(gameId)!.seats.find((s) => s.userId === null)!.playerId!;
    const money = (p: string) => {
      const v = t!.service.view(gameId, null);
      return v.ok ? ((v.view as { companies: { id: string; money: number }[] }).companies.find((c) => c.id === p)?.money ?? NaN) : NaN;
    };
    const options = await t.discord.autocomplete(alice, t.channel, 'spiel', { subcommand: 'trade', focused: 'company', value: '' });
    expect(options).toEqual([expect.objectContaining({ value: ai, name: expect.stringMatching(/^AI 1 — /) })]);
    const before = money(ai);
    const { m } = await slash(t, alice, 'trade', { company: ai, give_money: 1 });
    expect(m.text()).toContain('🤝 AI 1 accepted your trade offer #1 at once: the trade is done.');
    expect(money(ai)).toBe(before + 1);
    await slash(t, alice, 'trade', { company: 'ai 1', ask_money: 1 });
    expect(money(ai)).toBe(before + 1);
    const v = t.service.view(gameId, alice.id);
    expect(v.ok && (v.view as { you: { trades: unknown[] } }).you.trades).toEqual([]);
    const { h } = await slash(t, alice, 'trade', { give_money: 1 });
    expect((await h.reply()).text()).toMatch(/Name who the offer is for/);
  });
});
