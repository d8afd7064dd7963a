import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentId, lastMessage, openTable, type Table } from './harness.js';

describe('e2e smoke', () => {
  let t: Table;
  beforeAll(async () => {
    t = await openTable();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN a channel WHEN alice starts a table, bob joins and alice starts THEN month 1 is posted and bob sees his hand privately', async () => {
    const [alice, bob] = t.users as [typeof t.users[0], typeof t.users[0]];
    const start = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start' });
    const lobby = await start.reply();
    expect(start.ephemeral).toBe(false);
    expect(lobby.text()).toContain('Spiel des Jahres');
    const requestsBefore = t.discord.requests.length;
    const join = await t.discord.click(bob, lobby, componentId(lobby, 'lobby:join'));
    await join.callback();
    // The click is answered with the lobby itself, redrawn (UPDATE_MESSAGE), and nothing edits it again.
    expect(join.first?.type).toBe(7);
    expect(t.discord.message(lobby.id)?.text()).toContain(`<@${bob.id}>`);
    await t.settle();
    expect(t.discord.requests.slice(requestsBefore).filter((r) => r.method === 'PATCH' && r.path.endsWith(lobby.id))).toEqual([]);
    expect(t.discord.message(lobby.id)?.text()).toContain(`<@${bob.id}>`);
    await (await t.discord.click(alice, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    const month = lastMessage(t, /Month 1 of 12/);
    expect(month).toBeDefined();
    const open = await t.discord.click(bob, month!, componentId(month!, 'sp:hand'));
    const panel = await open.reply();
    expect(open.ephemeral).toBe(true);
    expect(panel.text()).toContain('Hand (3)');
    const bs = await t.discord.click(bob, panel, componentId(panel, 'sp:brainstorm'));
    const after = await bs.reply();
    expect(after.text()).toContain('You will brainstorm this month');
    await t.settle();
    expect(t.discord.message(month!.id)?.text()).toMatch(/Chosen:.*<@/);
    expect(t.discord.unhandledRequests()).toEqual([]);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});
