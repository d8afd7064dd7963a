// The Award Winning Game on the table kit: the verbs every game shares, in Award's words — the
// host's deadline length and resolve, the old names players know (kept for one release), the
// help made from the command data, and buttons posted before their custom_ids were renamed.
import type { APIApplicationCommandOption } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { waitId } from '../../src/discord/award/ids.js';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { HOUR, openTable, type Table } from './harness.js';
import { expectOk, expectRefused, messageWith, nextMove, openAwardGame, perform, pump, stateOf, viewOf, type AwardGame } from './award-kit.js';

// Seed 2032: alice (p1) goes first; bob (p3) and an AI (p2) sit with her.
const SEED = 2032;

/** Every subcommand path of a command's data ("play", "turn draw", "host skip"). */
function paths(options: readonly APIApplicationCommandOption[], prefix = ''): string[] {
  return options.flatMap((o) => (o.type === 2 ? paths(o.options ?? [], `${o.name} `) : o.type === 1 ? [`${prefix}${o.name}`] : []));
}

describe('e2e: The Award Winning Game at the kit’s table', () => {
  let t: Table;
  let g: AwardGame;
  let alice: LocalUser;
  let bob: LocalUser;
  const version = () => t.service.game(g.id)?.version ?? -1;

  async function playUntil(done: () => boolean, limit = 200): Promise<void> {
    for (let i = 0; i < limit && !done(); i++) {
      const move = nextMove(g);
      if (!move) break;
      await perform(g, move.seat, move.command);
      await pump(t);
    }
    expect(done()).toBe(true);
  }

  beforeAll(async () => {
    t = await openTable({ seed: SEED });
    [alice, bob] = t.users as [LocalUser, LocalUser];
    g = await openAwardGame(t, [alice, bob], 1, { turn_hours: 24 });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN buttons posted before their custom_ids were renamed (aw:panel, aw:log, aw:apass) WHEN clicked THEN they still do what they did', async () => {
    const board = messageWith(g, `aw:hand:${g.id}`, true);
    const panel = await expectOk(await t.discord.forgeClick(alice, board, `aw:panel:${g.id}`));
    expect(panel?.text()).toContain('🃏 Your agency');
    const log = await expectOk(await t.discord.forgeClick(bob, board, `aw:log:${g.id}`));
    expect(log?.text()).toMatch(/📜 The log — turns 1–1 of 1/);
    // A panel button under its old name: auto-pass off, with the stamp of the panel it is on.
    const before = version();
    const stamp = (panel as LocalMessage).customIds().find((c) => c.startsWith(`aw:autopass:${g.id}:`))?.split(':')[3];
    const off = await expectOk(await t.discord.forgeClick(alice, panel as LocalMessage, `aw:apass:${g.id}:${stamp}:0`));
    expect(off?.text()).toContain('Auto-pass is off');
    expect(viewOf(g, 'p1').you?.autoPass).toBe(false);
    expect(version()).toBe(before + 1);
    // The same old button drawn before (an old stamp, or a state version as buttons carried before stamps) changes nothing.
    const stale = await t.discord.forgeClick(alice, panel as LocalMessage, `aw:apass:${g.id}:0:1`);
    expect((await stale.reply()).text()).toMatch(/moved on since these buttons were drawn; nothing was changed/);
    expect(viewOf(g, 'p1').you?.autoPass).toBe(false);
  });

  it('GIVEN a running turn WHEN the host sets /award host deadline hours:2 THEN the current deadline stays, the reply and the board say so, and the next turn lasts 2 hours', async () => {
    const pub = viewOf(g, null);
    const turn = pub.turn;
    const due = pub.turnDue;
    await expectRefused(await t.discord.slash(bob, t.channel, 'award', { group: 'host', subcommand: 'deadline', options: { hours: 2 } }), /Only the host/);
    const set = await expectOk(await t.discord.slash(alice, t.channel, 'award', { group: 'host', subcommand: 'deadline', options: { hours: 2 } }));
    expect(set?.text()).toBe('⏱️ From the next turn on, each turn lasts 2 h.');
    await pump(t);
    expect(viewOf(g, null).turnDue).toBe(due);
    expect(messageWith(g, `aw:hand:${g.id}`, true).text()).toContain('⏱️ The host set every later turn to **2 h**.');
    await playUntil(() => stateOf(g).turn > turn);
    const next = viewOf(g, null);
    // The clock has not moved: the new turn began now, and (paused or not) it has 2 hours.
    expect(next.turnPausedLeft ?? next.turnDue - t.clock.now()).toBe(2 * HOUR);
  });

  it('GIVEN the old names players know WHEN /award host skip, /award my autopilot and /award my remind are used THEN each still works, as /award host resolve, /award autopilot and /award remind', async () => {
    // host skip: the current deadline's default applies now.
    const pub = viewOf(g, null);
    const awaited = pub.pending;
    expect(awaited).not.toBeNull();
    const before = version();
    const skip = await expectOk(await t.discord.slash(alice, t.channel, 'award', { group: 'host', subcommand: 'skip' }));
    expect(skip?.text()).toBe('⏩ The current deadline’s default was applied.');
    expect(version()).toBeGreaterThan(before);
    await pump(t);
    const after = viewOf(g, null);
    expect(after.pending === null || after.pending.kind !== awaited?.kind || after.pending.player !== awaited?.player || waitId(after) !== waitId(pub)).toBe(true);
    // host resolve does the same under its new name.
    const resolved = await expectOk(await t.discord.slash(alice, t.channel, 'award', { group: 'host', subcommand: 'resolve' }));
    expect(resolved?.text()).toBe('⏩ The current deadline’s default was applied.');
    await pump(t);
    // my autopilot: the AI plays bob's agency, and takes it back.
    const on = await expectOk(await t.discord.slash(bob, t.channel, 'award', { group: 'my', subcommand: 'autopilot', options: { on: true } }));
    expect(on?.text()).toContain('🤖 The AI plays your agency until you act again');
    expect(t.service.game(g.id)?.seats.find((s) => s.userId === bob.id)?.ai).toBe(true);
    const back = await expectOk(await t.discord.slash(bob, t.channel, 'award', { subcommand: 'autopilot', options: { on: false } }));
    expect(back?.text()).toContain('🙋 Your agency is yours again.');
    expect(t.service.game(g.id)?.seats.find((s) => s.userId === bob.id)?.ai).toBe(false);
    // my remind: reminders by direct message, for every game.
    const dm = await expectOk(await t.discord.slash(bob, t.channel, 'award', { group: 'my', subcommand: 'remind', options: { dm: true } }));
    expect(dm?.text()).toContain('📬 From now on your reminders also come by direct message');
    const off = await expectOk(await t.discord.slash(bob, t.channel, 'award', { subcommand: 'remind', options: { dm: false } }));
    expect(off?.text()).toContain('📭 No more reminders by direct message');
  });

  it('GIVEN /award help THEN it lists every subcommand of the command data, old names too, with its description, in one embed', async () => {
    const data = commands.find((c) => c.data.name === 'award')?.data.toJSON();
    const all = paths(data?.options ?? []);
    for (const expected of ['start', 'join', 'leave', 'hand', 'board', 'log', 'stats', 'rules', 'help', 'autopilot', 'remind', 'play', 'bid', 'pass', 'withdraw', 'trade', 'my autopass', 'my orders']) {
      expect(all).toContain(expected);
    }
    for (const sub of ['draw', 'reveal', 'end', 'hire', 'learn', 'sell', 'drop', 'refill', 'upkeep', 'salaries']) expect(all).toContain(`turn ${sub}`);
    for (const sub of ['extend', 'resolve', 'deadline', 'end', 'cancel', 'remove', 'skip']) expect(all).toContain(`host ${sub}`);
    for (const old of ['my autopilot', 'my remind']) expect(all).toContain(old);
    const h = await t.discord.slash(bob, t.channel, 'award', { subcommand: 'help' });
    const help = await h.reply();
    expect(h.ephemeral).toBe(true);
    expect(help.embeds).toHaveLength(1);
    expect((help.embeds[0] as { description?: string }).description?.length ?? 0).toBeLessThanOrEqual(4096);
    for (const path of all) expect(help.text(), path).toContain(`\`/award ${path}\``);
    expect(help.text()).toContain('`/award host skip` Old name of /award host resolve (kept for one release).');
    expect(help.text()).toContain('`/award my autopilot` Old name of /award autopilot (kept for one release).');
    expect(help.text()).not.toContain('/spiel');
  });

  it('GIVEN no Award game has finished here WHEN someone asks /award stats THEN it says so in words that read (never "The Award Winning Game game")', async () => {
    const stats = await expectOk(await t.discord.slash(bob, t.channel, 'award', { subcommand: 'stats' }));
    expect(stats?.text()).toContain('No Award Winning Game has finished in this server yet.');
  });

  it('GIVEN the whole session THEN Discord saw no malformed request and the bot logged no error', () => {
    expect(t.discord.unhandledRequests()).toEqual([]);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});
