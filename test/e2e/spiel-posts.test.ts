// The public posts tell the truth through the real client: a game that ends early closes its
// month and says why, a host's resolve is not called a missed deadline, history does not wear
// today's AI mark, trade notices ping only the recipient and close when settled, and R16 is said
// before a raise is made.
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { componentId, lastMessage, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

async function slash(table: Table, user: LocalUser, subcommand: string, options: Record<string, string | number | boolean | LocalUser> = {}, group?: string): Promise<LocalMessage> {
  const m = await (await table.discord.slash(user, table.channel, 'spiel', { subcommand, options, ...(group ? { group } : {}) })).reply();
  await table.settle();
  return m;
}

describe('an early end closes the month', () => {
  it('GIVEN month 1 is open WHEN the host ends the game THEN the month post no longer asks anyone to choose and says the host ended it; one title emoji on the ceremony', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol]);
    const month = lastMessage(t, /📅 Month 1 of 12/)!;
    await slash(t, bob, 'brainstorm');
    await slash(t, alice, 'end', {}, 'host');
    const closed = t.discord.message(month.id)!;
    expect(closed.text()).not.toMatch(/Still to choose/);
    expect(closed.text()).toMatch(/Month 1 of 12 — not played out/);
    expect(closed.text()).toMatch(/The host ended the game before this month resolved/);
    const ceremony = lastMessage(t, /Final standings/)!;
    expect(ceremony.embeds[0]?.title).toBe('🏆 The Spiel des Jahres ceremony (the host ended the game early)');
  });

  it('GIVEN companies retire when their player leaves WHEN bob leaves a game of three THEN the month post says he left; WHEN carol leaves too THEN the month closes saying who retired, and the game-over title has one emoji', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol], { on_leave: 'retire' });
    const month = lastMessage(t, /📅 Month 1 of 12/)!;
    await slash(t, bob, 'leave');
    expect(t.discord.message(month.id)!.text()).toContain(`🚪 <@${bob.id}> left the game this month`);
    expect((await slash(t, alice, 'status')).text()).toContain(`<@${bob.id}>** — 🚪 retired`);
    await slash(t, carol, 'leave');
    const closed = t.discord.message(month.id)!;
    expect(closed.text()).not.toMatch(/Still to choose/);
    expect(closed.text()).toMatch(new RegExp(`<@${bob.id}>, <@${carol.id}> left the game .* the game ended at once \\(R9\\)`));
    expect(lastMessage(t, /Month 1 — results/)?.text()).toContain(`🚪 <@${carol.id}> left; the company retires`);
    const over = lastMessage(t, /Final standings/)!;
    expect(over.embeds[0]?.title).toBe('🏁 The game is over');
    expect(over.text()).toMatch(/🚪 retired in month 1/);
  });
});

describe('history that is true', () => {
  it('GIVEN the host resolves the month WHEN the results are posted THEN they say the host resolved it, not that the deadline passed', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    await slash(t, alice, 'brainstorm');
    await slash(t, alice, 'resolve', {}, 'host');
    const results = lastMessage(t, /Month 1 — results/)!.text();
    expect(results).not.toMatch(/No choice in time/);
    expect(results).toContain(`⏩ The host resolved the month before the deadline; <@${bob.id}> had not chosen yet, so brainstormed.`);
  });

  it('GIVEN carol played month 1 herself and the AI plays for her now THEN month 1 in the log and the final standings do not show her as AI-played', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol]);
    for (const u of [alice, bob, carol]) await slash(t, u, 'brainstorm');
    await slash(t, carol, 'autopilot', { on: true });
    expect(lastMessage(t, /📅 Month 2 of 12/)?.text()).toContain('AI playing'); // today's seat, live
    const log = await slash(t, alice, 'log', { month: 1 });
    expect(log.text()).toContain(`<@${carol.id}>`);
    expect(log.text()).not.toContain('AI playing');
    await slash(t, alice, 'end', {}, 'host');
    expect(lastMessage(t, /Final standings/)?.text()).not.toContain('AI playing');
  });
});

describe('trade notices follow the offers', () => {
  it('GIVEN carol offers alice a trade THEN the notice pings alice only; WHEN alice declines THEN the notice becomes one closed line without buttons; a withdrawn offer closes too', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol]);
    const before = t.discord.requests.length;
    await slash(t, carol, 'trade', { with: alice, give_money: 1 });
    const notice = lastMessage(t, /offers you a trade/)!;
    expect(notice.content).toContain(`<@${alice.id}>`);
    expect(notice.content).toContain(`<@${carol.id}>`);
    const sent = t.discord.requests.slice(before).find((r) => r.method === 'POST' && /offers you a trade/.test((r.body as { content?: string })?.content ?? ''));
    expect((sent?.body as { allowed_mentions?: unknown }).allowed_mentions).toEqual({ parse: [], users: [alice.id] });
    const offer = await (await t.discord.click(alice, notice, componentId(notice, 'sp:tradeview'))).reply();
    await (await t.discord.click(alice, offer, componentId(offer, 'sp:tradedecline'))).reply();
    await t.settle();
    const closed = t.discord.message(notice.id)!;
    expect(closed.content).toMatch(/Trade offer #1 from <@\d+> to <@\d+>: ✖️ declined\./);
    expect(closed.customIds()).toEqual([]);

    await slash(t, bob, 'trade', { with: alice, give_money: 1 });
    const second = lastMessage(t, /offers you a trade/)!;
    expect(second.id).not.toBe(notice.id);
    const panel = await slash(t, bob, 'hand');
    expect(panel.text()).toMatch(/Open trade offers/);
    const detail = await (await t.discord.click(alice, second, componentId(second, 'sp:tradeview'))).reply();
    expect(detail.text()).toMatch(/Trade offer #2/);
    const bobView = await (await t.discord.click(bob, second, componentId(second, 'sp:tradeview'))).reply();
    await (await t.discord.click(bob, bobView, componentId(bobView, 'sp:tradecancel'))).reply();
    await t.settle();
    expect(t.discord.message(second.id)!.content).toMatch(/Trade offer #2 .*: ↩️ withdrawn\./);
  });
});

describe('R16 — a raise is binding', () => {
  it('R16 GIVEN alice employs a designer WHEN she offers it a raise THEN the confirmation and /spiel rules say it is binding even if no rival bids; WHEN nobody bids THEN the raise applies', async () => {
    t = await openTable({ seed: 9 }); // alice is dealt a designer
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob, carol]);
    const rules = await slash(t, alice, 'rules');
    expect(rules.text()).toMatch(/A raise you offer your own designer is binding\*\* \(R16\): you pay it from the next month even if no rival bids/);
    const seen = t.service.view(gameId, alice.id);
    const designer = seen.ok ? (seen.view as { you: { hand: { id: number; kind: string; label: string }[] } }).you.hand.find((c) => c.kind === 'designer')! : null;
    const warning = await slash(t, alice, 'play', { card: String(designer!.id) }, 'designer');
    await (await t.discord.click(alice, warning, componentId(warning, 'sp:hireanyway'))).reply();
    const choices = await t.discord.autocomplete(alice, t.channel, 'spiel', { group: 'designer', subcommand: 'offer', focused: 'designer', value: '' });
    expect(choices.find((c) => c.value === String(designer!.id))?.name).toMatch(/yours at €30,000 \(a raise is binding, R16\)/);
    const raised = await slash(t, alice, 'offer', { designer: String(designer!.id), wage: 4 }, 'designer');
    expect(raised.text()).toMatch(/A raise is binding \(R16\):\*\* you pay it from next month even if no rival bids/);
    for (const u of [alice, bob, carol]) await slash(t, u, 'brainstorm');
    expect(lastMessage(t, /Month 1 — results/)?.text()).toContain(`💶 <@${alice.id}> raised ${designer!.label}'s wage to €40,000.`);
  });
});
