// The table kit through the real client: every game gets the same table verbs (start, join, leave,
// hand, board, log, stats, rules, help, autopilot, remind, host …), old names keep working for one
// release, and buttons posted by an earlier version (their short action names) still work.
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { panelStamp } from '../../src/games/spiel/stamp.js';
import type { SpielView } from '../../src/games/spiel/types.js';
import type { LocalUser } from '../support/fake-discord.js';
import { componentId, HOUR, lastMessage, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const KIT_VERBS = ['start', 'join', 'leave', 'hand', 'board', 'log', 'stats', 'rules', 'help', 'autopilot', 'remind', 'host extend', 'host resolve', 'host deadline', 'host end', 'host cancel', 'host remove'];

/** Every subcommand path of a command's data ("hand", "host extend"). */
function paths(name: string): string[] {
  const data = commands.find((c) => c.data.name === name)?.data.toJSON();
  return (data?.options ?? []).flatMap((o) => (o.type === 2 ? (o.options ?? []).map((s) => `${o.name} ${s.name}`) : o.type === 1 ? [o.name] : []));
}

async function slash(table: Table, user: LocalUser, subcommand: string, options: Record<string, string | number | boolean | LocalUser> = {}, group?: string) {
  const h = await table.discord.slash(user, table.channel, 'spiel', { subcommand, options, ...(group ? { group } : {}) });
  const m = await h.reply();
  await table.settle();
  return { h, m };
}

describe('the table kit', () => {
  it('GIVEN both games WHEN their commands are built THEN each has every table verb of the kit', () => {
    for (const game of ['spiel', 'award']) {
      const have = paths(game);
      for (const verb of KIT_VERBS) expect(have, `/${game} ${verb}`).toContain(verb);
    }
  });

  it('GIVEN a Spiel game WHEN players use the old name /spiel status and the new /spiel board, /spiel help, and the host sets the month length and removes a player THEN each works', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob, carol]);
    const old = await slash(t, bob, 'status');
    const board = await slash(t, bob, 'board');
    expect(old.h.ephemeral).toBe(true);
    expect(old.m.text()).toBe(board.m.text());
    const help = await slash(t, bob, 'help');
    for (const verb of ['hand', 'board', 'stats', 'host deadline', 'designer offer', 'status']) expect(help.m.text()).toContain(`/spiel ${verb}`);

    const deadline = await slash(t, alice, 'deadline', { hours: 2 }, 'host');
    expect(deadline.m.content).toContain('each month lasts 2 h');
    await slash(t, alice, 'brainstorm');
    await slash(t, bob, 'brainstorm');
    await slash(t, carol, 'brainstorm');
    const view = t.service.view(gameId, null);
    expect(view.ok && (view.view as SpielView).deadlineAt - t.clock.now()).toBe(2 * HOUR);

    const refused = await t.discord.slash(bob, t.channel, 'spiel', { group: 'host', subcommand: 'remove', options: { player: carol } });
    expect((await refused.reply()).content).toMatch(/host/i);
    await slash(t, alice, 'remove', { player: carol }, 'host');
    expect(lastMessage(t, /Month 2/)?.text()).toContain('retire');
  });

  it('GIVEN a Spiel table WHEN players join until it can start THEN the lobby says it can start and who may press Start (not "waiting for players"); WHEN the game ends THEN the lobby says it is over, not that it has started', async () => {
    t = await openTable({ players: 4 });
    const [alice, bob, carol, dave] = t.users as [LocalUser, LocalUser, LocalUser, LocalUser];
    const lobby = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start', options: { companies: 4 } })).reply();
    expect(lobby.text()).toContain('Waiting for players: 1/4 seated, at least 2 needed.');
    await (await t.discord.click(bob, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    let text = t.discord.message(lobby.id)!.text();
    expect(text).not.toContain('Waiting for players');
    expect(text).toContain(`✅ Ready to start: 2/4 seated (at least 2 needed). The host, <@${alice.id}>, or a server manager can press **Start**; until then more players may join.`);
    for (const u of [carol, dave]) await (await t.discord.click(u, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    expect(t.discord.message(lobby.id)!.text()).toContain('✅ Ready to start: all 4 seats are taken.');
    await (await t.discord.click(alice, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    expect(t.discord.message(lobby.id)!.text()).toContain('The game has started');
    await slash(t, alice, 'end', {}, 'host');
    text = t.discord.message(lobby.id)!.text();
    expect(text).not.toContain('The game has started');
    expect(text).toContain('🏁 The game is over — see the results below.');
    // Nobody can start or cancel a table that is over: the footer no longer says so.
    expect(text).toContain('Game #');
    expect(text).not.toContain('can start or cancel');
  });

  it('GIVEN an Award game WHEN the host ends it THEN its lobby says the game is over too (the lobby is the kit’s)', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const lobby = await (await t.discord.slash(alice, t.channel, 'award', { subcommand: 'start' })).reply();
    for (const u of [bob, carol]) await (await t.discord.click(u, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    expect(t.discord.message(lobby.id)!.text()).toContain('✅ Ready to start: 3/');
    await (await t.discord.click(alice, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    await (await t.discord.slash(alice, t.channel, 'award', { group: 'host', subcommand: 'end', options: {} })).reply();
    await t.settle();
    expect(t.discord.message(lobby.id)!.text()).toContain('🏁 The game is over — see the results below.');
  });

  it('GIVEN buttons posted by the previous version (short action names) WHEN they are clicked THEN they still work, and an old lobby button too', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const lobby = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start', options: { ai: 1 } })).reply();
    // The lobby's Remove AI button as the previous version wrote it.
    await (await t.discord.forgeClick(alice, lobby, `lobby:rmai:${componentId(lobby, 'lobby:join').split(':')[2]}`)).callback();
    await t.settle();
    expect(t.service.activeGameInChannel(t.channel.id)?.seats.filter((s) => s.userId === null)).toHaveLength(0);
    await (await t.discord.click(bob, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    await (await t.discord.click(alice, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    const gameId = t.service.activeGameInChannel(t.channel.id)!.id;
    const month = lastMessage(t, /📅 Month 1/)!;
    const panel = await (await t.discord.forgeClick(bob, month, `sp:panel:${gameId}`)).reply();
    expect(panel.text()).toContain('Your company');
    const seen = t.service.view(gameId, bob.id);
    if (!seen.ok || !seen.view) throw new Error('bob sees no game');
    const stamp = panelStamp(seen.view as SpielView);
    const brainstormed = await (await t.discord.forgeClick(bob, panel, `sp:bs:${gameId}:${stamp}`)).reply();
    expect(brainstormed.text()).toContain('You will brainstorm this month');
  });
});
