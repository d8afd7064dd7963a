import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { HOUR, openTable, type Table } from './harness.js';
import { expectOk, expectRefused, messageWith, nextMove, openAwardGame, openPanel, perform, pump, stateOf, viewOf, type AwardGame } from './award-kit.js';
import { waitId } from '../../src/discord/award/ids.js';

// Seed 2032: alice (p1) goes first and reveals The Golden Plunger at once; bob (p3) and an AI (p2)
// are in the auction.
const SEED = 2032;

describe('e2e: The Award Winning Game — prompts, deadlines and bad input', () => {
  let t: Table;
  let g: AwardGame;
  let alice: LocalUser;
  let bob: LocalUser;
  let carol: LocalUser;
  const version = () => t.service.game(g.id)?.version;

  /** Clicks a board button after a forged client rewrote its custom_id. */
  async function forgedClick(user: LocalUser, customId: string) {
    const board = messageWith(g, `aw:hand:${g.id}`, true);
    const raw = board.components[0] as unknown as { components: { custom_id: string }[] };
    (raw.components[1] as { custom_id: string }).custom_id = customId;
    return t.discord.click(user, board, customId);
  }

  beforeAll(async () => {
    t = await openTable({ seed: SEED });
    [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    g = await openAwardGame(t, [alice, bob], 1, { turn_hours: 24, prompt_hours: 8, reminder_hours: 3, excuses: 0 });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN the game has started THEN the board shows whose turn it is with a Discord timestamp, and mentions only alice', async () => {
    const board = messageWith(g, `aw:wholelog:${g.id}`, true);
    expect(board.content).toContain(`<@${alice.id}>, it is your turn`);
    expect(board.text()).toMatch(/<t:\d+:R>/);
    const post = t.discord.requests.find((r) => r.method === 'POST' && (r.response as { id?: string } | undefined)?.id === board.id);
    expect((post?.body as { allowed_mentions?: unknown }).allowed_mentions).toEqual({ parse: [], users: [alice.id] });
  });

  it('GIVEN someone not seated WHEN they open a hand or press a player button THEN they are told so and nothing changes', async () => {
    const before = version();
    await expectRefused(await t.discord.slash(t.outsider, t.channel, 'award', { subcommand: 'hand' }), /not playing in this game/);
    const board = messageWith(g, `aw:hand:${g.id}`, true);
    await expectRefused(await t.discord.click(t.outsider, board, `aw:hand:${g.id}`), /not playing in this game/);
    await expectRefused(await t.discord.slash(carol, t.channel, 'award', { subcommand: 'pass' }), /not playing in this game/);
    expect(version()).toBe(before);
  });

  it('GIVEN a game in another channel WHEN a player uses /award there THEN they are pointed to /award start', async () => {
    await expectRefused(await t.discord.slash(alice, t.other, 'award', { subcommand: 'pass' }), /^⚠️ There is no Award Winning Game in this channel\. Start one with `\/award start`/);
    // The hand also shows a game that has ended in the channel: there has never been one here.
    await expectRefused(await t.discord.slash(alice, t.other, 'award', { subcommand: 'hand' }), /^⚠️ There has been no Award Winning Game in this channel\. Start one with `\/award start`/);
  });

  it('GIVEN alice’s panel WHEN she clicks Draw twice (two panels of the same moment) THEN she draws once and the second click changes nothing', async () => {
    const first = await openPanel(g, alice);
    expect(first.text()).toContain('**The game waits for you** to play your turn');
    const second = await openPanel(g, alice);
    const draw = first.customIds().find((c) => c.startsWith(`aw:draw:${g.id}:`)) as string;
    expect(second.customIds()).toContain(draw);
    const before = version();
    const once = await t.discord.click(alice, first, draw);
    const after = await once.reply();
    expect(after.text()).toContain('You drew your Asset card');
    expect(after.text()).toMatch(/Only you see:[\s\S]*You drew \*\*/);
    expect(version()).toBe((before ?? 0) + 1);
    const twice = await t.discord.click(alice, second, draw);
    expect((await twice.reply()).text()).toMatch(/moved on since these buttons were drawn; nothing was changed/);
    expect(version()).toBe((before ?? 0) + 1);
    // Reveal from the fresh panel: the auction for the revealed card opens.
    const fresh = t.discord.message(second.id) as LocalMessage;
    await expectOk(await t.discord.click(alice, fresh, fresh.customIds().find((c) => c.startsWith(`aw:reveal:${g.id}:`)) as string));
    await pump(t);
  });

  it('GIVEN an old panel WHEN a button drawn from an earlier version is clicked THEN nothing changes and the current state is shown', async () => {
    const panel = await openPanel(g, alice);
    const refresh = panel.customIds().find((c) => c.startsWith(`aw:autopass:${g.id}:`)) as string;
    const forged = refresh.replace(/:([0-9a-z]+):(\d)$/, (_m, _v, on) => `:0:${on}`); // a stamp (or state version) long gone
    const before = version();
    const raw = panel.components[3] as unknown as { components: { custom_id: string }[] };
    const button = raw.components.find((c) => c.custom_id === refresh) as { custom_id: string };
    button.custom_id = forged;
    const h = await t.discord.click(alice, panel, forged);
    const m = await h.reply();
    expect(m.text()).toMatch(/moved on since these buttons were drawn; nothing was changed/);
    expect(version()).toBe(before);
  });

  it('GIVEN alice is prompted to bid WHEN bob presses her prompt THEN he is refused; alice bids the minimum once, a second click is refused', async () => {
    const pub = viewOf(g, null);
    expect(pub.pending?.kind).toBe('prompt');
    expect(pub.pending?.player).toBe('p1');
    const w = waitId(pub);
    const prompt = messageWith(g, `aw:bidminimum:${g.id}:${w}`, true);
    expect(prompt.content).toContain(`<@${alice.id}>`);
    expect(prompt.content).not.toContain(`<@${bob.id}>`);
    const before = version();
    await expectRefused(await t.discord.click(bob, prompt, `aw:bidminimum:${g.id}:${w}`), new RegExp(`This prompt is for <@${alice.id}>`));
    await expectRefused(await t.discord.click(bob, prompt, `aw:pass:${g.id}:${w}`), /only they can answer it/);
    await expectRefused(await t.discord.click(t.outsider, prompt, `aw:pass:${g.id}:${w}`), /not playing in this game/);
    expect(version()).toBe(before);
    const bid = await t.discord.click(alice, prompt, `aw:bidminimum:${g.id}:${w}`);
    expect((await bid.reply()).text()).toMatch(/You bid A2 D1 → value 0/);
    expect(bid.ephemeral).toBe(true);
    const twice = await t.discord.click(alice, prompt, `aw:bidminimum:${g.id}:${w}`);
    await expectRefused(twice, /This bid prompt is over/);
    expect(version()).toBe((before ?? 0) + 1);
    await pump(t);
    // The answered prompt folds into the board: it is deleted, and the board's log says what happened.
    expect(t.discord.message(prompt.id)?.deleted).toBe(true);
    expect(messageWith(g, `aw:hand:${g.id}`, true).text()).toMatch(/bids A2 D1 → value 0/);
  });

  it('GIVEN forged or damaged custom_ids THEN each gets a clear ephemeral answer and changes nothing', async () => {
    const before = version();
    await expectRefused(await forgedClick(alice, `aw:pass:${g.id}:notanumber`), /malformed/);
    await expectRefused(await forgedClick(alice, `aw:pass:${g.id + 100}:1`), /game that no longer exists/);
    await expectRefused(await forgedClick(alice, `zz:pass:${g.id}:1`), /not one of mine/);
    await expectRefused(await forgedClick(alice, `aw:nosuch:${g.id}`), /not known/);
    await expectRefused(await forgedClick(alice, `aw:answer:${g.id}:1:finish:`), /already been answered/);
    expect(version()).toBe(before);
  });

  it('GIVEN a card that is not in her hand WHEN alice plays it THEN she is refused and nothing changes', async () => {
    const before = version();
    const hand = viewOf(g, 'p1').you?.hand.map((c) => c.id) ?? [];
    expect(hand).not.toContain('S4');
    await expectRefused(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'play', options: { card: 'S4' } }), /not a card in your hand/);
    await expectRefused(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'play', options: { card: 'Nonsense Card' } }), /not a card in your hand/);
    await expectRefused(await t.discord.slash(bob, t.channel, 'award', { subcommand: 'bid', options: { tokens: 'A9' } }), /do not have those tokens available/);
    expect(version()).toBe(before);
  });

  it('GIVEN bob is prompted WHEN his prompt deadline nears THEN a reminder mentions only bob, and at the deadline he is passed (R37)', async () => {
    // Play on (AI and humans through the UI) until bob is the one prompted.
    for (let i = 0; i < 40 && !(viewOf(g, null).pending?.kind === 'prompt' && viewOf(g, null).pending?.player === 'p3'); i++) {
      const move = nextMove(g);
      if (!move) break;
      await perform(g, move.seat, move.command);
      await pump(t);
    }
    const pub = viewOf(g, null);
    expect(pub.pending).toMatchObject({ kind: 'prompt', player: 'p3' });
    const due = pub.pending?.due ?? 0;
    const prompt = messageWith(g, `aw:bidminimum:${g.id}:${waitId(pub)}`, true);
    expect(prompt.content).toContain(`<@${bob.id}>`);
    expect(prompt.content).toMatch(new RegExp(`<t:${Math.floor(due / 1000)}:R>`));
    // A44: while bob is asked, the active player's turn clock is paused, and the board says so.
    const board = messageWith(g, `aw:hand:${g.id}`, true);
    expect(pub.active).not.toBe('p3');
    expect(board.text()).toMatch(/⏸️ turn clock paused while others answer \([\d.]+ h left, A44\)/);
    // R36: both discard piles are public, not only their top cards.
    expect(board.text()).toMatch(/🗑️ Game discard \(\d+\), newest first/);
    expect(board.text()).toMatch(/🗑️ Asset discard \(\d+\), newest first/);
    t.clock.set(due - 3 * HOUR + 1);
    await pump(t);
    const reminder = t.discord.channelMessages(t.channel).filter((m) => m.content.startsWith('⏰')).at(-1);
    expect(reminder?.content).toContain(`<@${bob.id}>`);
    expect(reminder?.content).not.toContain(`<@${alice.id}>`);
    const post = t.discord.requests.find((r) => r.method === 'POST' && (r.response as { id?: string } | undefined)?.id === reminder?.id);
    expect((post?.body as { allowed_mentions?: unknown }).allowed_mentions).toEqual({ parse: [], users: [bob.id] });
    t.clock.set(due);
    await pump(t);
    const log = stateOf(g).log;
    expect(log.some((e) => e.type === 'auctionOut' && e.player === 'p3' && e.params.reason === 'timeout')).toBe(true);
    expect(t.discord.message(prompt.id)?.deleted).toBe(true);
    expect(messageWith(g, `aw:hand:${g.id}`, true).text()).toMatch(/ran out of time/);
  });

  it('GIVEN a trade offer THEN only the recipient is mentioned, only the two traders can open it, and accepting moves the cash', async () => {
    for (let i = 0; i < 40 && !(viewOf(g, null).pending?.kind === 'turn' && viewOf(g, null).active === 'p1' && !viewOf(g, null).auction); i++) {
      const move = nextMove(g);
      if (!move) break;
      await perform(g, move.seat, move.command);
      await pump(t);
    }
    expect(viewOf(g, null).active).toBe('p1');
    const cash = (seat: string) => viewOf(g, null).agencies.find((a) => a.id === seat)?.cash ?? 0;
    const [a0, b0] = [cash('p1'), cash('p3')];
    await expectOk(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'trade', options: { with: bob, give_cash: 1 } }));
    await pump(t);
    const notice = messageWith(g, `aw:tradeview:${g.id}:`);
    expect(notice.content).toContain(`<@${bob.id}>`);
    const post = t.discord.requests.find((r) => r.method === 'POST' && (r.response as { id?: string } | undefined)?.id === notice.id);
    expect((post?.body as { allowed_mentions?: unknown }).allowed_mentions).toEqual({ parse: [], users: [bob.id] });
    const viewId = notice.customIds()[0] as string;
    await expectRefused(await t.discord.click(t.outsider, notice, viewId), /not playing in this game/);
    const detail = await expectOk(await t.discord.click(bob, notice, viewId));
    expect(detail?.text()).toContain('$1k');
    await expectOk(await t.discord.click(bob, detail as LocalMessage, (detail as LocalMessage).customIds().find((c) => c.startsWith(`aw:tradeaccept:${g.id}:`)) as string));
    expect([cash('p1'), cash('p3')]).toEqual([a0 - 1, b0 + 1]);
    await pump(t);
    // The settled notice is one closed line: no live "View the offer" is left behind.
    const closed = t.discord.message(notice.id) as LocalMessage;
    expect(closed.customIds()).toEqual([]);
    expect(closed.content).toBe(`🔁 Trade offer #${viewId.split(':')[3]} from <@${alice.id}> to <@${bob.id}>: accepted — the trade is done.`);
  });

  it('GIVEN alice offers the AI agency a trade by seat THEN it answers at once: a gift is accepted, a demand for cash declined, and the board says so', async () => {
    expect(viewOf(g, null).active).toBe('p1');
    const ai = viewOf(g, null).agencies.find((a) => !g.humans.has(a.id))!;
    const cash = (seat: string) => viewOf(g, null).agencies.find((a) => a.id === seat)?.cash ?? 0;
    const [a0, ai0] = [cash('p1'), cash(ai.id)];
    const seats = await t.discord.autocomplete(alice, t.channel, 'award', { subcommand: 'trade', focused: 'seat', value: '' });
    expect(seats.map((c) => c.value)).toContain(ai.id);
    const sent = await expectOk(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'trade', options: { seat: ai.id, give_cash: 1 } }));
    // Named as every other message names an AI seat.
    expect(sent?.text()).toContain('Trade offer sent to 🤖 AI 1.');
    expect(sent?.text()).not.toContain(ai.playerCard.name);
    await pump(t);
    expect([cash('p1'), cash(ai.id)]).toEqual([a0 - 1, ai0 + 1]);
    await expectOk(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'trade', options: { seat: ai.id, ask_cash: 1 } }));
    await pump(t);
    expect([cash('p1'), cash(ai.id)]).toEqual([a0 - 1, ai0 + 1]);
    expect(stateOf(g).trades).toEqual([]);
    const board = messageWith(g, `aw:hand:${g.id}`, true);
    expect(board.text()).toMatch(/declined/);
    await expectRefused(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'trade', options: { give_cash: 1 } }), /Name who the offer is for/);
  });

  it('GIVEN alice lets her turn deadline pass THEN a reminder mentions only her and the bot finishes her turn (R37)', async () => {
    const pub = viewOf(g, null);
    expect(pub.active).toBe('p1');
    const turn = pub.turn;
    t.clock.set(pub.turnDue - 3 * HOUR + 1);
    await pump(t);
    const reminder = t.discord.channelMessages(t.channel).filter((m) => m.content.startsWith('⏰')).at(-1);
    expect(reminder?.content).toContain(`<@${alice.id}>`);
    expect(reminder?.content).not.toContain(`<@${bob.id}>`);
    // Her own turn has no question post: the reminder points to her hand, not to a question "above".
    expect(reminder?.content).not.toMatch(/question above/);
    expect(reminder?.content).toContain('`/award hand` shows what is asked of you');
    t.clock.set(pub.turnDue);
    await pump(t);
    const after = viewOf(g, null);
    expect(after.turn).toBeGreaterThan(turn);
    expect(after.log.concat(stateOf(g).history.flat() as never).some((e) => e.type === 'turnTimedOut' && e.player === 'p1')).toBe(true);
    // The finished turn's board became its summary, without buttons.
    const summary = t.discord.channelMessages(t.channel).find((m) => m.text().includes(`📜 Turn ${turn} — over`));
    expect(summary?.customIds()).toEqual([]);
  });

  it('GIVEN a button of this game on a message in another channel WHEN clicked THEN it is refused', async () => {
    const start = await t.discord.slash(carol, t.other, 'award', { subcommand: 'start', options: { ai: 2, ai_after_missed: 1 } });
    const lobby = await start.reply();
    expect(lobby.text()).toContain('🤖 After a missed deadline, the AI plays an agency until its owner is back.');
    const raw = lobby.components[0] as unknown as { components: { custom_id: string }[] };
    (raw.components[0] as { custom_id: string }).custom_id = `aw:hand:${g.id}`;
    await expectRefused(await t.discord.click(alice, lobby, `aw:hand:${g.id}`), /game in another channel/);
  });

  it('GIVEN an open auction WHEN a player who is in but not the high bidder presses Withdraw THEN they are out (R72); the high bidder cannot; pressing again is refused', async () => {
    const inNotHigh = () => {
      const v = viewOf(g, null);
      const a = v.auction;
      if (!a || a.high === null) return null;
      const b = a.bidders.find((x) => x.status === 'in' && x.player !== a.high && g.humans.has(x.player));
      return b && g.humans.has(a.high) ? { seat: b.player, high: a.high } : null;
    };
    for (let i = 0; i < 300 && !inNotHigh() && viewOf(g, null).phase !== 'ended'; i++) {
      const move = nextMove(g);
      if (!move) break;
      await perform(g, move.seat, move.command);
      await pump(t);
    }
    const found = inNotHigh();
    expect(found).not.toBeNull();
    const { seat, high } = found as { seat: string; high: string };
    const user = g.humans.get(seat) as LocalUser;
    const board = messageWith(g, `aw:withdraw:${g.id}`, true);
    await expectRefused(await t.discord.click(g.humans.get(high) as LocalUser, board, `aw:withdraw:${g.id}`), /hold the high bid/);
    const out = await expectOk(await t.discord.click(user, board, `aw:withdraw:${g.id}`));
    expect(out?.text()).toContain('You withdraw');
    expect(stateOf(g).log.some((e) => e.type === 'auctionOut' && e.player === seat && e.params.reason === 'withdraw')).toBe(true);
    await expectRefused(await t.discord.click(user, board, `aw:withdraw:${g.id}`), /out of this auction|no auction open/);
    await pump(t);
  });

  it('GIVEN /award rules and /award help THEN both answer privately; the help names the player’s own settings', async () => {
    for (const subcommand of ['rules', 'help']) {
      const h = await t.discord.slash(bob, t.channel, 'award', { subcommand });
      const m = await h.reply();
      expect(h.ephemeral).toBe(true);
      expect(m.text()).toMatch(/award/i);
      if (subcommand === 'help') for (const own of ['my autopass', 'my orders', 'autopilot', 'remind']) expect(m.text()).toContain(`\`/award ${own}\``);
    }
  });

  it('GIVEN bob leaves mid-game THEN the AI plays his agency until he takes it back', async () => {
    await expectOk(await t.discord.slash(bob, t.channel, 'award', { subcommand: 'leave' }));
    await pump(t);
    expect(t.service.game(g.id)?.seats.find((s) => s.userId === bob.id)?.ai).toBe(true);
    const board = messageWith(g, `aw:hand:${g.id}`, true);
    expect(board.text()).toContain(`<@${bob.id}> (🤖 AI playing)`);
    await expectOk(await t.discord.slash(bob, t.channel, 'award', { group: 'my', subcommand: 'autopilot', options: { on: false } }));
    expect(t.service.game(g.id)?.seats.find((s) => s.userId === bob.id)?.ai).toBe(false);
  });

  it('GIVEN host controls THEN only the host may end the game, and the final standings are posted', async () => {
    await expectRefused(await t.discord.slash(bob, t.channel, 'award', { group: 'host', subcommand: 'end' }), /Only the host/);
    await expectOk(await t.discord.slash(alice, t.channel, 'award', { group: 'host', subcommand: 'end' }));
    await pump(t);
    expect(viewOf(g, null).result?.reason).toBe('host');
    expect(t.discord.channelMessages(t.channel).at(-1)?.text()).toMatch(/The Award Winning Game is over[\s\S]*Final standings/);
    // Every question still open lost its buttons.
    expect(t.discord.channelMessages(t.channel).filter((m) => m.customIds().some((c) => c.startsWith(`aw:answer:${g.id}:`) || c.startsWith(`aw:bidminimum:${g.id}:`)))).toEqual([]);
  });

  it('GIVEN the game has ended WHEN alice asks for /award log, /award log turn:1, /award board and the final post’s Full log THEN each still shows the game, and the log pages back to its first turn', async () => {
    const end = viewOf(g, null);
    expect(end.phase).toBe('ended');
    const log = await expectOk(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'log' }));
    expect(log?.text()).toMatch(new RegExp(`📜 The log — turns \\d+–${end.turn} of ${end.turn}`));
    expect(log?.text()).toContain('🏁 The game ends (the host ended the game)');
    const one = await expectOk(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'log', options: { turn: 1 } }));
    expect(one?.text()).toContain(`📜 Turn 1 of ${end.turn}`);
    expect(one?.text()).toContain('🎬 The game begins.');
    const board = await expectOk(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'board' }));
    expect(board?.text()).toContain(`turn ${end.turn}`);
    const final = t.discord.channelMessages(t.channel).find((m) => m.text().includes('The Award Winning Game is over')) as LocalMessage;
    let page = (await expectOk(await t.discord.click(bob, final, `aw:wholelog:${g.id}`))) as LocalMessage;
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      seen.add(page.text());
      const earlier = page.customIds().find((c) => c.startsWith(`aw:logpage:${g.id}:`) && !c.endsWith(`:${end.turn}`));
      if (!earlier) break;
      page = (await expectOk(await t.discord.click(bob, page, earlier))) as LocalMessage;
    }
    expect(page.text()).toMatch(/📜 The log — turns 1–\d+ of/);
    expect(page.text()).toContain('🎬 The game begins.');
    expect(seen.size).toBeGreaterThan(1);
  });

  it('GIVEN the whole session THEN Discord saw no malformed request and the bot logged no error', () => {
    expect(t.discord.unhandledRequests()).toEqual([]);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
    expect(t.discord.interactions.every((h) => h.rejected.length === 0)).toBe(true);
  });
});
