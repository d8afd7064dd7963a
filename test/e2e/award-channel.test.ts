import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiDecide } from '../../src/games/award/ai.js';
import { award } from '../../src/games/award/index.js';
import { waitId } from '../../src/discord/award/ids.js';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { openTable, type Table } from './harness.js';
import { expectOk, messageWith, nextMove, openAwardGame, perform, pump, stateOf, viewOf, type AwardGame } from './award-kit.js';

// Seed 9: alice (p1) and bob (p3) against an AI (p2). Played this way, alice opens the bidding on
// NeoBank 3000 in turn 8 with A3 T3 available (found by replaying the engine offline).
const SEED = 9;

/** The turn number of a turn post: its board ("it is your turn (turn N)" / "Turn N: … plays") or its summary ("Turn N: …"). */
function turnOf(m: LocalMessage): number | null {
  const x = /^(?:▶️ <@\d+>, it is your turn \(turn (\d+)\)|▶️ Turn (\d+): |Turn (\d+): )/.exec(m.content);
  return x ? Number(x[1] ?? x[2] ?? x[3]) : null;
}

describe('e2e: The Award Winning Game — what the channel shows', () => {
  let t: Table;
  let g: AwardGame;
  let alice: LocalUser;
  let bob: LocalUser;

  async function playUntil(done: () => boolean, limit = 400): Promise<void> {
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
    g = await openAwardGame(t, [alice, bob], 1);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('R70 GIVEN alice opens the bidding on NeoBank 3000 (Req A1 T2, Bonus T) WHEN she builds a bid THEN Advertising cannot be raised above its Req, the builder offers only a legal bid, and the engine accepts it', async () => {
    await playUntil(() => {
      const p = viewOf(g, null);
      return p.pending?.kind === 'prompt' && p.pending.player === 'p1' && p.auction?.card.id === 'AC7';
    });
    const v = viewOf(g, 'p1');
    expect(v.agencies.find((a) => a.id === 'p1')?.tokens.available).toMatchObject({ A: 3, T: 3 });
    const w = waitId(v);
    const prompt = messageWith(g, `aw:buildbid:${g.id}:${w}`, true);
    const builder = (await expectOk(await t.discord.click(alice, prompt, `aw:buildbid:${g.id}:${w}`))) as LocalMessage;
    const menus = builder.customIds().filter((c) => c.startsWith(`aw:bidadjust:${g.id}:`));
    expect(menus.some((c) => c.endsWith(':A')), 'no menu offers more Advertising than Req').toBe(false);
    expect(builder.text()).toContain('Advertising ×1 (Req; not a Bonus type, so exactly that)');
    expect(builder.text()).toContain('✅ A legal bid: value **0** opens the bidding');
    const placeId = builder.customIds().find((c) => c.startsWith(`aw:placebid:${g.id}:`)) as string;
    expect(placeId.split(':')[4]).toBe('1.0.2.0');
    const placed = await expectOk(await t.discord.click(alice, builder, placeId));
    expect(placed?.text()).toContain('You bid A1 T2');
    expect(stateOf(g).log.some((e) => e.type === 'bid' && e.player === 'p1' && e.params.value === 0)).toBe(true);
    await pump(t);
  });

  it('GIVEN the bot is down while the AI and both players play on WHEN it comes back THEN every turn since the start has exactly one post, in turn order: a summary for each turn it missed, then the board of the current one', async () => {
    await playUntil(() => !viewOf(g, null).auction);
    const from = stateOf(g).turn;
    await t.down();
    // Meanwhile the game goes on through the service alone: the humans' moves and the AI's jobs.
    for (let i = 0; i < 500 && stateOf(g).turn < from + 4; i++) {
      const state = stateOf(g);
      const p = award.awaiting(state).players[0];
      if (!p) break;
      const user = g.humans.get(p);
      if (!user) {
        expect(t.service.runDue()).toBeGreaterThan(0);
        continue;
      }
      const command = aiDecide(award.view(state, p));
      if (!command) break;
      const r = t.service.submit({ gameId: g.id, actor: { userId: user.id }, command });
      expect(r.ok, JSON.stringify(command)).toBe(true);
    }
    const now = stateOf(g).turn;
    expect(now).toBeGreaterThanOrEqual(from + 4);
    await t.restart();
    await pump(t);
    const posts = t.discord
      .channelMessages(t.channel)
      .map((m) => ({ m, turn: turnOf(m) }))
      .filter((x): x is { m: LocalMessage; turn: number } => x.turn !== null);
    expect(posts.map((x) => x.turn)).toEqual(Array.from({ length: now }, (_, i) => i + 1));
    // Past turns are summaries without buttons; the current one is the board.
    for (const x of posts.slice(0, -1)) expect(x.m.customIds(), `turn ${x.turn}`).toEqual([]);
    expect(posts.at(-1)?.m.customIds()).toContain(`aw:hand:${g.id}`);
    // The AI's turns among them say what it did.
    const aiTurn = posts.find((x) => x.m.content.startsWith(`Turn ${x.turn}: 🤖 AI 1`));
    expect(aiTurn?.m.text()).toMatch(/🤖 AI 1 draws 1 Asset card/);
  });

  it('GIVEN bob hands his seat to the AI in the middle of his turn WHEN the AI finishes it THEN the board shows the AI playing for him, but the turn’s summary still names bob as the one who played it', async () => {
    await playUntil(() => {
      const p = viewOf(g, null);
      return p.active === 'p3' && p.pending?.kind === 'turn' && !p.drew;
    });
    const turn = stateOf(g).turn;
    await perform(g, 'p3', { type: 'draw' });
    await pump(t);
    await expectOk(await t.discord.slash(bob, t.channel, 'award', { group: 'my', subcommand: 'autopilot', options: { on: true } }));
    await pump(t);
    expect(stateOf(g).turn).toBeGreaterThan(turn);
    const summary = t.discord.channelMessages(t.channel).find((m) => m.content.startsWith(`Turn ${turn}: `));
    expect(summary?.content).toBe(`Turn ${turn}: <@${bob.id}>`);
    expect(summary?.text()).toContain(`<@${bob.id}> draws 1 Asset card`);
    expect(summary?.text()).not.toContain('AI playing');
    const board = messageWith(g, `aw:hand:${g.id}`, true);
    expect(board.text()).toContain(`<@${bob.id}> (🤖 AI playing)`);
    await expectOk(await t.discord.slash(bob, t.channel, 'award', { group: 'my', subcommand: 'autopilot', options: { on: false } }));
    await pump(t);
  });

  it('GIVEN a bid prompt is open WHEN the host cancels the game THEN the prompt is deleted: its buttons would lead nowhere', async () => {
    await playUntil(() => {
      const p = viewOf(g, null).pending;
      return p?.kind === 'prompt' && g.humans.has(p.player);
    });
    const w = waitId(viewOf(g, null));
    const prompt = messageWith(g, `aw:pass:${g.id}:${w}`, true);
    await expectOk(await t.discord.slash(alice, t.channel, 'award', { group: 'host', subcommand: 'cancel' }));
    await pump(t);
    expect(t.discord.message(prompt.id)?.deleted).toBe(true);
    expect(t.discord.channelMessages(t.channel).filter((m) => m.customIds().some((c) => c.startsWith(`aw:answer:${g.id}:`) || c.startsWith(`aw:bidminimum:${g.id}:`)))).toEqual([]);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});
