// custom_ids are parsed strictly: a click is acted on only with exactly the id the bot made and
// from the kind of component it put it on. An extra argument, or a button's id arriving from a
// select menu (or a menu's from a button), is a forged id: refused privately, nothing changes.
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionHandle, LocalMessage, LocalUser } from '../support/fake-discord.js';
import { panelStamp } from '../../src/games/spiel/stamp.js';
import type { SpielView } from '../../src/games/spiel/types.js';
import { openAwardGame, pump, stateOf } from './award-kit.js';
import { componentId, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

/** What a refused click must leave alone: the game's version, seats and whole public view. */
function snapshot(table: Table, gameId: number): string {
  const v = table.service.view(gameId, null);
  const g = table.service.game(gameId);
  return JSON.stringify([g?.status, g?.version, g?.seats, v.ok ? v.view : null]);
}

async function expectForged(table: Table, gameId: number, click: Promise<InteractionHandle>, text: RegExp): Promise<void> {
  const before = snapshot(table, gameId);
  const h = await click;
  const m = await h.reply();
  expect(h.ephemeral, h.label).toBe(true);
  expect(m.text(), h.label).toMatch(text);
  await table.settle();
  expect(snapshot(table, gameId), `${h.label} changed the game`).toBe(before);
}

describe('custom_ids are parsed strictly', () => {
  it('GIVEN a lobby WHEN its Start arrives with an argument the bot never makes, or Join arrives from a select menu THEN each is refused privately and the table stays as it was', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const lobby = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start' })).reply();
    const gameId = t.service.activeGameInChannel(t.channel.id)!.id;
    for (const u of [bob, carol]) await (await t.discord.click(u, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    expect(t.service.game(gameId)?.status).toBe('lobby');

    await expectForged(t, gameId, t.discord.forgeClick(alice, lobby, `lobby:start:${gameId}:T7b`), /malformed/);
    await expectForged(t, gameId, t.discord.forgeClick(alice, lobby, `lobby:start:${gameId}:`), /malformed/);
    await expectForged(t, gameId, t.discord.forgeSelect(alice, lobby, `lobby:start:${gameId}`, ['x']), /not one of mine/);
    await expectForged(t, gameId, t.discord.forgeSelect(t.outsider, lobby, `lobby:join:${gameId}`, ['1']), /not one of mine/);
    expect(t.service.game(gameId)?.status).toBe('lobby');

    // The button as the bot made it still starts the game.
    await (await t.discord.click(alice, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    expect(t.service.game(gameId)?.status).toBe('running');
  });

  it('GIVEN a running Spiel game WHEN a panel button’s id arrives from a select menu, a menu’s id from a button, or either with an extra argument THEN each is refused privately and nothing changes', async () => {
    t = await openTable();
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob, carol]);
    const panel = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'hand' })).reply();
    const seen = t.service.view(gameId, alice.id);
    const stamp = seen.ok ? panelStamp(seen.view as SpielView) : '';
    const brainstorm = componentId(panel, 'sp:brainstorm:');
    const preview = componentId(panel, 'sp:preview:');
    expect(brainstorm).toBe(`sp:brainstorm:${gameId}:${stamp}`);

    await expectForged(t, gameId, t.discord.forgeSelect(alice, panel, brainstorm, ['0']), /not one of mine/);
    await expectForged(t, gameId, t.discord.forgeClick(alice, panel, `${brainstorm}:T7b`), /malformed/);
    await expectForged(t, gameId, t.discord.forgeClick(alice, panel, preview), /not one of mine/);
    await expectForged(t, gameId, t.discord.forgeSelect(alice, panel, `${preview}:1`, ['0.1']), /malformed/);
    await expectForged(t, gameId, t.discord.forgeSelect(alice, panel, `sp:hand:${gameId}`, ['0']), /not one of mine/);
    await expectForged(t, gameId, t.discord.forgeClick(alice, panel, `sp:hand:${gameId}:1`), /malformed/);

    // The same ids from the components the bot put them on are acted on.
    const done = await (await t.discord.click(alice, panel, brainstorm)).reply();
    expect(done.text()).toMatch(/You will brainstorm this month/);
  });

  it('GIVEN a running Award game WHEN a panel button’s id arrives from a select menu THEN it is refused privately and nothing changes', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const g = await openAwardGame(t, [alice, bob], 1);
    await pump(t);
    const active = [...g.humans.entries()].find(([seat]) => seat === stateOf(g).active);
    const user = active?.[1] ?? alice;
    const panel = (await (await t.discord.slash(user, t.channel, 'award', { subcommand: 'hand' })).reply()) as LocalMessage;
    const buttons = panel.customIds().filter((id) => /^aw:(hand|draw|finishupkeep|paysalaries|autopass):/.test(id));
    expect(buttons.length).toBeGreaterThan(0);
    for (const id of buttons) await expectForged(t, g.id, t.discord.forgeSelect(user, panel, id, ['S4']), /not one of mine/);
    for (const id of panel.customIds().filter((x) => /^aw:(moreactions|hireorsell|playwizard):/.test(x))) {
      await expectForged(t, g.id, t.discord.forgeClick(user, panel, id), /not one of mine/);
    }
  });
});
