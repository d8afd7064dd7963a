// The Award Winning Game in a German server with an English-speaking player: the table's posts
// are German (the server's language), and what each player is told privately — the panel, its
// buttons, notes and refusals — is in their own client's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalUser } from '../support/fake-discord.js';
import { openTable, type Table } from './harness.js';
import { expectRefused, messageWith, openAwardGame, type AwardGame } from './award-kit.js';

describe('an Award table in a German server', () => {
  let t: Table;
  let g: AwardGame;
  let ada: LocalUser;
  let ben: LocalUser;
  beforeAll(async () => {
    t = await openTable();
    t.guild.locale = 'de';
    [ada, ben] = t.users as [LocalUser, LocalUser];
    ada.locale = 'en-US';
    ben.locale = 'de';
    g = await openAwardGame(t, [ada, ben], 1);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN a running game WHEN ben (German client) and ada (English client) open their hands from the board THEN each panel speaks its reader’s language, and the board the server’s', async () => {
    const board = messageWith(g, `aw:hand:${g.id}`, true);
    expect(board.text()).toMatch(/The Award Winning Game — Zug \d+ · Runde \d+/);
    expect(board.text()).not.toMatch(/turn \d+ · round/);
    // The AI seat is named in the post's language too.
    expect(board.text()).toContain('🤖 KI 1');
    expect(board.text()).not.toContain('🤖 AI');
    const benPanel = await (await t.discord.click(ben, board, `aw:hand:${g.id}`)).reply();
    expect(benPanel.text()).toContain('Deine Agentur — Platz');
    expect(benPanel.text()).toContain('Daueraufträge (R10)');
    expect(benPanel.text()).not.toContain('Your agency');
    const adaPanel = await (await t.discord.click(ada, board, `aw:hand:${g.id}`)).reply();
    expect(adaPanel.text()).toContain('Your agency — seat');
    expect(adaPanel.text()).not.toContain('Deine Agentur');
  });

  it('GIVEN a trade offer naming nobody WHEN each sends one THEN each refusal is in their own language', async () => {
    await expectRefused(await t.discord.slash(ben, t.channel, 'award', { subcommand: 'trade', options: { give_cash: 1 } }), /Nenne, für wen das Angebot ist/);
    await expectRefused(await t.discord.slash(ada, t.channel, 'award', { subcommand: 'trade', options: { give_cash: 1 } }), /Name who the offer is for/);
  });
});
