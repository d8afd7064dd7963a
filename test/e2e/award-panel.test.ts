// Three people at an Award table, through the real client: a trade asks for a card by what it is
// (issue 30, A1), and an open panel is not made stale by other players' moves (A2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { openTable, type Table } from './harness.js';
import { expectOk, messageWith, openAwardGame, openPanel, pump, stateOf, type AwardGame } from './award-kit.js';

// Seed 3012 with first:host: alice (p1) goes first; carol (p3) was dealt All-Nighter's second
// copy (T4b), alice holds no All-Nighter.
const SEED = 3012;

describe('e2e: The Award Winning Game — trades by card, panels that others do not spoil', () => {
  let t: Table;
  let g: AwardGame;
  let alice: LocalUser;
  let bob: LocalUser;
  let carol: LocalUser;
  const version = () => t.service.game(g.id)?.version ?? -1;
  const hand = (seat: string) => stateOf(g).agencies.find((a) => a.id === seat)?.hand ?? [];
  const button = (m: LocalMessage, prefix: string) => m.customIds().find((c) => c.startsWith(prefix)) as string;

  beforeAll(async () => {
    t = await openTable({ seed: SEED });
    [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    g = await openAwardGame(t, [alice, bob, carol], 0, { first: 'host', turn_hours: 24 });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('A1 GIVEN carol holds the second copy of All-Nighter WHEN alice asks her for “All-Nighter” and carol accepts THEN the trade completes', async () => {
    expect(stateOf(g).active).toBe('p1');
    expect(hand('p3')).toContain('T4b');
    expect(hand('p1').some((c) => c.startsWith('T4'))).toBe(false);
    // The autocomplete offers the card once, by what it is.
    const listed = await t.discord.autocomplete(alice, t.channel, 'award', { subcommand: 'trade', focused: 'ask_card', value: 'all-n' });
    expect(listed).toEqual([{ name: 'All-Nighter', value: 'T4' }]);
    const sent = await expectOk(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'trade', options: { with: carol, give_cash: 3, ask_card: 'T4' } }));
    expect(sent?.text()).toContain('Trade offer sent to');
    await pump(t);
    const notice = messageWith(g, `aw:tradeview:${g.id}:`);
    const detail = (await expectOk(await t.discord.click(carol, notice, notice.customIds()[0] as string))) as LocalMessage;
    expect(detail.text()).toContain('**All-Nighter**');
    const accepted = await expectOk(await t.discord.click(carol, detail, button(detail, `aw:tradeaccept:${g.id}:`)));
    expect(accepted?.text()).not.toMatch(/not in|does not hold/);
    expect(stateOf(g).trades).toEqual([]);
    expect(hand('p1')).toContain('T4b');
    expect(hand('p3')).not.toContain('T4b');
    await pump(t);
    expect((t.discord.message(notice.id) as LocalMessage).content).toMatch(/accepted — the trade is done/);
  });

  it('A2 GIVEN alice’s open panel WHEN bob switches auto-pass off and carol saves standing orders THEN her Draw still works; a change of her own (she reveals elsewhere) makes its Reveal refuse', async () => {
    const panel = await openPanel(g, alice);
    await expectOk(await t.discord.slash(bob, t.channel, 'award', { group: 'my', subcommand: 'autopass', options: { on: false } }));
    await expectOk(await t.discord.slash(carol, t.channel, 'award', { group: 'my', subcommand: 'orders', options: { auto_refill: true } }));
    await pump(t);
    const before = version();
    const drew = await t.discord.click(alice, panel, button(panel, `aw:draw:${g.id}:`));
    expect((await drew.reply()).text()).toContain('You drew your Asset card');
    expect(version()).toBe(before + 1);

    const fresh = await openPanel(g, alice);
    await expectOk(await t.discord.slash(alice, t.channel, 'award', { group: 'turn', subcommand: 'reveal' }));
    const after = version();
    const reveal = await t.discord.click(alice, fresh, button(fresh, `aw:reveal:${g.id}:`));
    expect((await reveal.reply()).text()).toMatch(/moved on since these buttons were drawn; nothing was changed/);
    expect(version()).toBe(after);
  });
});
