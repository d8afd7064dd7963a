// The private panel through the real client: a plan of several games built as a draft and
// committed at once (whoever chooses last), buttons that stay usable while other companies act,
// and panels that say what happened (a declined trade, bankruptcy, an unaffordable hire, the end).
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { componentId, DAY, HOUR, lastMessage, openTable, startedGame, type Table } from './harness.js';

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

function options(message: LocalMessage, prefix: string): { label: string; value: string }[] {
  for (const row of message.components as { components?: { custom_id?: string; options?: { label: string; value: string }[] }[] }[]) {
    for (const c of row.components ?? []) if (c.custom_id?.startsWith(prefix)) return c.options ?? [];
  }
  return [];
}

/** Picks the first game of the panel's menu and returns its preview. */
async function previewBest(table: Table, user: LocalUser, panel: LocalMessage): Promise<LocalMessage> {
  const best = options(panel, 'sp:preview')[0];
  if (!best) throw new Error(`no game to preview in: ${panel.text()}`);
  return (await table.discord.select(user, panel, componentId(panel, 'sp:preview'), [best.value])).reply();
}

describe('a plan of several games, committed as one choice', () => {
  it('GIVEN bob and carol have chosen WHEN alice, the last to choose, adds two games to her plan from previews and commits them with one button THEN the month waits for the commit and then publishes both', async () => {
    t = await openTable({ seed: 21 });
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol]);
    // Two months of brainstorming give alice five cards.
    for (let m = 1; m <= 2; m++) for (const u of [alice, bob, carol]) await slash(t, u, 'brainstorm');
    expect(lastMessage(t, /📅 Month 3 of 12/)).toBeDefined();
    await slash(t, bob, 'brainstorm');
    await slash(t, carol, 'brainstorm');

    let preview = await previewBest(t, alice, await slash(t, alice, 'hand'));
    expect(preview.findComponent(componentId(preview, 'sp:addtoplan'))).toBeDefined();
    let panel = await (await t.discord.click(alice, preview, componentId(preview, 'sp:addtoplan'))).reply();
    expect(panel.text()).toMatch(/Your plan — a draft, not committed/);
    expect(panel.text()).toMatch(/Left uncommitted at the deadline it does not count: you brainstorm \(R6\)/);
    await t.settle();
    expect(lastMessage(t, /Month 3 — results/)).toBeUndefined(); // a draft is not a choice

    preview = await previewBest(t, alice, panel);
    expect(preview.text()).toMatch(/Add to my plan/);
    panel = await (await t.discord.click(alice, preview, componentId(preview, 'sp:addtoplan'))).reply();
    expect(panel.text()).toMatch(/\(2 games\)/);
    const done = await (await t.discord.click(alice, panel, componentId(panel, 'sp:commitplan'))).reply();
    expect(done.text()).toMatch(/Committed: you publish 2 games this month/);
    expect(done.text()).toMatch(/the month has resolved/);
    await t.settle();
    const results = lastMessage(t, /Month 3 — results/)!.text();
    expect(results.match(new RegExp(`📦 <@${alice.id}> published`, 'g'))).toHaveLength(2);
  });
});

describe('removing a game from the committed plan', () => {
  it('GIVEN alice pressed "Publish only this game" WHEN she presses "Remove game 1" THEN she has no choice any more: the month waits for her, and the game is not published', async () => {
    t = await openTable({ seed: 21 });
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol]);
    const preview = await previewBest(t, alice, await slash(t, alice, 'hand'));
    const committed = await (await t.discord.click(alice, preview, componentId(preview, 'sp:publishonly'))).reply();
    expect(committed.text()).toMatch(/Committed: you publish only this game/);
    const removed = await (await t.discord.click(alice, committed, componentId(committed, 'sp:dropfromplan'))).reply();
    expect(removed.text()).toMatch(/Removed from your committed plan: you now publish nothing and have no choice committed/);
    expect(removed.text()).toMatch(/Nothing committed yet/);
    expect(removed.text()).not.toMatch(/in your plan/);
    await slash(t, bob, 'brainstorm');
    await slash(t, carol, 'brainstorm');
    expect(lastMessage(t, /Month 1 — results/)).toBeUndefined(); // the month waits for alice
    await slash(t, alice, 'brainstorm');
    const results = lastMessage(t, /Month 1 — results/)!.text();
    expect(results).not.toMatch(new RegExp(`<@${alice.id}> published`));
  });
});

describe('a draft survives a restart', () => {
  it('GIVEN alice has a draft WHEN the bot restarts THEN her panel still shows it, and it commits', async () => {
    t = await openTable({ seed: 21 });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    const preview = await previewBest(t, alice, await slash(t, alice, 'hand'));
    await (await t.discord.click(alice, preview, componentId(preview, 'sp:addtoplan'))).reply();
    await t.restart();
    const panel = await slash(t, alice, 'hand');
    expect(panel.text()).toMatch(/Your plan — a draft, not committed\*\* \(1 game\)/);
    const done = await (await t.discord.click(alice, panel, componentId(panel, 'sp:commitplan'))).reply();
    expect(done.text()).toMatch(/Committed: you publish 1 game/);
  });
});

describe('buttons stay usable while other companies act', () => {
  it('GIVEN alice’s panel and a preview are open WHEN bob and carol act in the same month THEN her clicks still go through', async () => {
    t = await openTable({ seed: 21 });
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol]);
    const preview = await previewBest(t, alice, await slash(t, alice, 'hand'));
    // bob commits; carol builds a draft.
    const bobs = await slash(t, bob, 'hand');
    await (await t.discord.click(bob, bobs, componentId(bobs, 'sp:brainstorm'))).reply();
    const carols = await previewBest(t, carol, await slash(t, carol, 'hand'));
    await (await t.discord.click(carol, carols, componentId(carols, 'sp:addtoplan'))).reply();
    await t.settle();
    const panel = await (await t.discord.click(alice, preview, componentId(preview, 'sp:addtoplan'))).reply();
    expect(panel.text()).not.toMatch(/out of date|moved on/);
    expect(panel.text()).toMatch(/Added to your plan/);
    // carol changes her mind and commits to brainstorming: alice's panel is still good.
    await slash(t, carol, 'brainstorm');
    const chosen = await (await t.discord.click(alice, panel, componentId(panel, 'sp:commitplan'))).reply();
    expect(chosen.text()).not.toMatch(/out of date|moved on/);
    expect(chosen.text()).toMatch(/Committed: you publish 1 game this month/);
  });

  it('GIVEN an AI company at the table WHEN alice’s choice resolves the month THEN the panel handed back to her still works after the AI has chosen in the new month', async () => {
    t = await openTable({ seed: 21 });
    const [alice] = t.users as [LocalUser];
    const gameId = await startedGame(t, [alice], { ai: 1 });
    const first = await slash(t, alice, 'hand');
    const back = await (await t.discord.click(alice, first, componentId(first, 'sp:brainstorm'))).reply();
    expect(back.text()).toMatch(/the month has resolved/);
    await t.settle(); // the AI chooses for month 2
    const version = t.service.game(gameId)!.version;
    expect(version).toBeGreaterThan(2);
    const again = await (await t.discord.click(alice, back, componentId(back, 'sp:brainstorm'))).reply();
    expect(again.text()).not.toMatch(/out of date|moved on/);
    expect(again.text()).toMatch(/You will brainstorm this month/);
  });
});

describe('panels that say what happened', () => {
  it('GIVEN alice asks an AI company for money WHEN it declines THEN the very reply to her offer says so, and its panel lists offer #1 as declined, not open', async () => {
    t = await openTable({ seed: 21 });
    const [alice] = t.users as [LocalUser];
    await startedGame(t, [alice], { ai: 1 });
    const reply = await slash(t, alice, 'trade', { company: 'ai 1', ask_money: 1 });
    expect(reply.text()).toMatch(/✖️ AI 1 declined your trade offer #1 at once/);
    expect(reply.text()).not.toMatch(/withdraw it from your panel|Open trade offers/);
    expect(reply.text()).toMatch(/Recent trade offers/);
    expect(reply.text()).toMatch(/#1: <@\d+> gives nothing to 🤖 AI 1 for €10,000 — \*\*✖️ declined\*\*/);
    const panel = await slash(t, alice, 'hand');
    expect(panel.text()).toMatch(/#1: <@\d+> gives nothing to 🤖 AI 1 for €10,000 — \*\*✖️ declined\*\*/);
  });

  it('GIVEN alice offers bob a trade WHEN she is answered THEN the offer is #1 and she is told where she can withdraw it: the notice’s View-the-offer button, which does withdraw it', async () => {
    t = await openTable({ seed: 21 });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    const reply = await slash(t, alice, 'trade', { with: bob, give_money: 1 });
    expect(reply.text()).toMatch(/Trade offer #1 sent to bob: they are pinged in the channel and can accept or decline\. Until then you can withdraw it with \*\*View the offer\*\* on that notice\./);
    expect(reply.text()).toMatch(/Open trade offers:\*\*\n#1: /);
    const notice = lastMessage(t, /offers you a trade \(#1\)/)!;
    const detail = await (await t.discord.click(alice, notice, componentId(notice, 'sp:tradeview'))).reply();
    expect(detail.text()).toMatch(/Trade offer #1/);
    const withdrawn = await (await t.discord.click(alice, detail, componentId(detail, 'sp:tradecancel'))).reply();
    expect(withdrawn.text()).toMatch(/Trade offer withdrawn/);
  });

  it('GIVEN alice holds a designer she cannot pay for long WHEN she picks it THEN she is warned before hiring; hired anyway, she goes bankrupt and her panel says so with the settlement and no live actions', async () => {
    t = await openTable({ seed: 9 }); // alice is dealt a designer
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await startedGame(t, [alice, bob, carol]);
    let panel = await slash(t, alice, 'hand');
    expect(panel.text()).toMatch(/If you hire a designer .* you could not pay even this month's settlement|you could pay the wages only until month/);
    const designer = options(panel, 'sp:hire')[0]!;
    const warning = await (await t.discord.select(alice, panel, componentId(panel, 'sp:hire'), [designer.value])).reply();
    expect(warning.text()).toMatch(/Hire .*\?/);
    expect(warning.text()).toMatch(/bankrupt/);
    await t.settle();
    expect(t.service.view(t.service.activeGameInChannel(t.channel.id)!.id, null).ok).toBe(true);
    panel = await (await t.discord.click(alice, warning, componentId(warning, 'sp:hireanyway'))).reply();
    expect(panel.text()).toMatch(/Designer hired/);
    // alice gives her money away; the wage is due at the settlement.
    await slash(t, alice, 'trade', { with: bob, give_money: 3 });
    const notice = lastMessage(t, /offers you a trade/)!;
    const offer = await (await t.discord.click(bob, notice, componentId(notice, 'sp:tradeview'))).reply();
    await (await t.discord.click(bob, offer, componentId(offer, 'sp:tradeaccept'))).reply();
    for (const u of [alice, bob, carol]) await slash(t, u, 'brainstorm');
    expect(lastMessage(t, /Month 1 — results/)?.text()).toMatch(/bankrupt/);
    expect(lastMessage(t, /📅 Month 2 of 12/)).toBeDefined(); // the game goes on without her
    for (const open of [await slash(t, alice, 'hand'), await (await t.discord.click(alice, lastMessage(t, /📅 Month 1 of 12/)!, componentId(lastMessage(t, /📅 Month 1 of 12/)!, 'sp:hand'))).reply()]) {
      expect(open.text()).toMatch(/Your company went bankrupt\*\* at the settlement of month 1/);
      expect(open.text()).not.toMatch(/€0 · games/); // not a live company with €0
      expect(open.text()).toMatch(/Settlement: €0 \+ games €0 − wages €30,000 = \*\*−€30,000\*\*/);
      expect(open.customIds().filter((id) => !id.startsWith('sp:board'))).toEqual([]);
    }
  });

  it('GIVEN a finished game WHEN alice uses /spiel hand or the old "Open my hand" button THEN both show her final panel, read-only', async () => {
    t = await openTable({ seed: 21 });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob]);
    const month = lastMessage(t, /📅 Month 1 of 12/)!;
    await slash(t, alice, 'end', {}, 'host');
    const byCommand = await slash(t, alice, 'hand');
    const byButton = await (await t.discord.click(alice, month, componentId(month, 'sp:hand'))).reply();
    for (const p of [byCommand, byButton]) {
      expect(p.text()).toMatch(/the game is over/);
      expect(p.customIds().every((id) => id.startsWith('sp:board') || id.startsWith('sp:logpage'))).toBe(true);
    }
  });

  it('GIVEN a 2-hour month and the default 3-hour reminder WHEN the table opens and the month runs THEN the lobby promises a reminder halfway through the month, and that reminder is posted 1 h before the deadline', async () => {
    t = await openTable();
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    await startedGame(t, [alice, bob], { deadline_hours: 2 });
    const lobby = lastMessage(t, /Each month lasts/)!;
    expect(lobby.text()).toContain('⏰ Reminder halfway through each month, **1 h** before its deadline (a month is not longer than the 3 h reminder lead).');
    await slash(t, bob, 'brainstorm');
    t.clock.advance(HOUR - 1);
    await t.settle();
    expect(lastMessage(t, /this month ends/)).toBeUndefined();
    t.clock.advance(1);
    await t.settle();
    const reminder = lastMessage(t, /this month ends/)!;
    expect(reminder.content).toContain(`<@${alice.id}>`);
    expect(reminder.content).not.toContain(`<@${bob.id}>`);
  });

  it('GIVEN a 3-minute reminder and a 1.5-hour month WHEN the lobby is shown THEN it reads "3 min" and "1 h 30 min", not tenths of hours', async () => {
    t = await openTable();
    const [alice] = t.users as [LocalUser];
    const lobby = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start', options: { deadline_hours: 1.5, reminder_hours: 0.05 } })).reply();
    expect(lobby.text()).toContain('Each month lasts **1 h 30 min**');
    expect(lobby.text()).toContain('Reminder **3 min** before each deadline');
    expect(DAY).toBeGreaterThan(0);
  });
});
