// A hand of more than 25 cards (Discord's limit for select menus and autocomplete choices) works
// everywhere a player uses it: the panel, autocomplete, /spiel publish and the Publish… menu.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpielView } from '../../src/games/spiel/types.js';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { componentId, openTable, startedGame, WHOLE_GAME_AT_TEST_SPEED, type Table } from './harness.js';

describe('a hand larger than 25 cards', () => {
  let t: Table;
  let alice: LocalUser;
  let gameId = 0;

  const viewOf = (u: LocalUser) => {
    const v = t.service.view(gameId, u.id);
    if (!v.ok) throw new Error(v.error.code);
    return v.view as SpielView;
  };
  const hand = () => viewOf(alice).you?.hand ?? [];
  const submit = (u: LocalUser, command: Record<string, unknown>) => {
    const r = t.service.submit({ gameId, actor: { userId: u.id }, command });
    if (!r.ok) throw new Error(`${u.username} ${String(command.type)}: ${r.error.code}`);
  };

  beforeAll(async () => {
    // Months of trades played in a moment below: the channel's buckets would make their posts take a minute.
    t = await openTable({ fake: WHOLE_GAME_AT_TEST_SPEED });
    const [a, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    alice = a;
    gameId = await startedGame(t, [alice, bob, carol]);
    const p1 = t.service.game(gameId)!.seats.find((s) => s.userId === alice.id)!.playerId!;
    // Each month bob and carol give alice their idea cards by trade (she accepts), then everyone
    // brainstorms: her hand grows past Discord's 25 (straight through the service, to be quick).
    while (hand().filter((c) => c.kind === 'idea').length <= 27) {
      for (const giver of [bob, carol]) {
        const cards = (viewOf(giver).you?.hand ?? []).filter((c) => c.kind === 'idea').map((c) => c.id);
        if (cards.length === 0) continue;
        submit(giver, { type: 'offerTrade', to: p1, give: { cards, money: 0, games: [] }, get: { cards: [], money: 0, games: [] } });
        const trade = viewOf(alice).you!.trades.at(-1)!;
        submit(alice, { type: 'answerTrade', trade: trade.id, accept: true });
      }
      for (const u of [alice, bob, carol]) submit(u, { type: 'brainstorm' });
    }
    await t.settle();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN more than 25 idea cards WHEN alice opens her panel THEN it lists every card and its Publish… menu offers 25 games', async () => {
    const cards = hand();
    const panel = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'hand' })).reply();
    expect(panel.text()).toContain(`Hand (${cards.length})`);
    for (const c of cards) expect(panel.text()).toContain(c.label);
    const menu = menuOptions(panel, 'sp:preview');
    expect(menu.length).toBe(25);
  });

  it('GIVEN more than 25 idea cards WHEN alice types in /spiel publish THEN autocomplete offers at most 25, and typing finds any card, the last one included', async () => {
    const ideas = hand().filter((c) => c.kind === 'idea');
    const all = await t.discord.autocomplete(alice, t.channel, 'spiel', { subcommand: 'publish', focused: 'first', value: '' });
    expect(all.length).toBe(25);
    const last = ideas.at(-1)!;
    const found = await t.discord.autocomplete(alice, t.channel, 'spiel', { subcommand: 'publish', focused: 'first', value: last.label.slice(0, 6) });
    expect(found.map((c) => c.value)).toContain(String(last.id));
  });

  it('GIVEN cards beyond the 25th WHEN alice publishes them with /spiel publish and then from the menu THEN the preview shows that game and her plan holds it', async () => {
    const ideas = hand().filter((c) => c.kind === 'idea');
    const [x, y] = [ideas.at(-1)!, ideas.at(-2)!];
    const preview = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'publish', options: { first: String(x.id), second: String(y.id) } })).reply();
    expect(preview.text()).toContain(`${x.label} ${y.label}`);
    // The panel's menu works too: pick its last option.
    const panel = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'hand' })).reply();
    const option = menuOptions(panel, 'sp:preview').at(-1)!;
    const picked = await (await t.discord.select(alice, panel, componentId(panel, 'sp:preview'), [option.value])).reply();
    expect(picked.text()).toContain(option.label.replace(/ \(.*$/, ''));
  });
});

function menuOptions(message: LocalMessage, prefix: string): { label: string; value: string }[] {
  for (const row of message.components as { components?: { custom_id?: string; options?: { label: string; value: string }[] }[] }[]) {
    for (const c of row.components ?? []) if (c.custom_id?.startsWith(prefix)) return c.options ?? [];
  }
  return [];
}
