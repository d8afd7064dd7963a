import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwardCommand } from '../../src/games/award/messages.js';
import { sceneOf } from '../../src/render/painter.js';
import { openTable, type Table, WHOLE_GAME_AT_TEST_SPEED } from './harness.js';
import type { LocalUser } from '../support/fake-discord.js';
import { checkMentions, expectOk, expectRefused, uiPaths, LeakScan, nextMove, openAwardGame, perform, playCard, pump, stateOf, viewOf, type AwardGame } from './award-kit.js';

// Seed 1044: alice (p1) and bob (p3) against an AI (p2). Chosen because, played this way, it has
// auctions interrupted by a non-active human's any-time card, forced payments, layoffs, Off to
// Greener Pastures, M2 firing and a hand-limit cut (found by replaying the engine offline).
const SEED = 1044;

describe('e2e: a whole game of The Award Winning Game through Discord', () => {
  let t: Table;
  let g: AwardGame;
  const played: AwardCommand['type'][] = [];
  const interjections: { seat: string; card: string; auctionCard: string; active: string }[] = [];
  let lockRefusals = 0;
  let restartedAtTurn = 0;
  let scan: LeakScan;

  beforeAll(async () => {
    // A whole game by clicks in under a minute: the channel's buckets would stretch it to minutes.
    t = await openTable({ seed: SEED, fake: WHOLE_GAME_AT_TEST_SPEED });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN alice, bob and an AI agency WHEN they play to a winner with slash commands, autocomplete and clicks, restarting the bot midway THEN the game ends by the rules', async () => {
    const [alice, bob] = t.users as [(typeof t.users)[0], (typeof t.users)[0]];
    g = await openAwardGame(t, [alice, bob], 1);
    expect([...g.humans.keys()].sort()).toEqual(['p1', 'p3']);
    scan = new LeakScan(g);
    for (let i = 0; i < 3000; i++) {
      scan.run();
      const state = stateOf(g);
      if (state.phase === 'ended') break;
      if (restartedAtTurn === 0 && state.turn >= 10) {
        // The bot dies mid-game and comes back on the same database: buttons posted before keep working.
        await t.restart();
        await pump(t);
        restartedAtTurn = state.turn;
        continue;
      }
      const move = nextMove(g);
      if (!move) throw new Error(`nobody human to move at turn ${state.turn} (${JSON.stringify(viewOf(g, null).pending)})`);
      const pub = viewOf(g, null);
      // R58: while a lock waits for one player, another player's command is refused and changes nothing.
      if (pub.pending?.lock && lockRefusals === 0) {
        const other = [...g.humans.entries()].find(([seat]) => seat !== pub.pending?.player);
        if (other) {
          const before = t.service.game(g.id)?.version;
          await expectRefused(await t.discord.slash(other[1], t.channel, 'award', { subcommand: 'pass' }), /waiting for .*answer \(R58\)/);
          expect(t.service.game(g.id)?.version).toBe(before);
          lockRefusals++;
        }
      }
      if (move.interjection) interjections.push({ seat: move.seat, card: (move.command as { card: string }).card, auctionCard: pub.auction?.card.name ?? '', active: pub.active });
      played.push(move.command.type);
      await perform(g, move.seat, move.command);
      await pump(t);
    }
    scan.run();
    const end = viewOf(g, null);
    expect(end.phase).toBe('ended');
    expect(end.result?.winners.length).toBeGreaterThan(0);
    expect(restartedAtTurn).toBeGreaterThanOrEqual(10);
    // The final standings are posted once.
    const finals = t.discord.channelMessages(t.channel).filter((m) => m.text().includes('The Award Winning Game is over'));
    expect(finals).toHaveLength(1);
    for (const w of end.result?.winners ?? []) expect(finals[0]?.text()).toContain(w === 'p2' ? '🤖 AI 1' : `<@${g.humans.get(w)?.id}>`);
    // Both humans played real turns and auctions.
    for (const type of ['draw', 'reveal', 'endTurn', 'bid', 'pass', 'hire', 'play'] as const) expect(played, type).toContain(type);
    for (const path of ['bid the minimum', 'build a bid', 'play (panel wizard)', 'play (/award play)']) expect(uiPaths.get(path) ?? 0, path).toBeGreaterThan(0);
    expect(played.length).toBeGreaterThan(80);
    expect(t.discord.unhandledRequests()).toEqual([]);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
    // Every interaction was acknowledged in time (the fake refuses callbacks after 3 s).
    expect(t.discord.interactions.length).toBeGreaterThan(200);
    expect(t.discord.interactions.filter((h) => h.rejected.length > 0 || !h.acknowledged)).toEqual([]);
    expect(Math.max(...t.discord.interactions.map((h) => h.latencyMs ?? 0))).toBeLessThan(3000);
  });

  it('THEN the channel reads as one post per turn (its board, then its summary) plus the final standings: every closed bid prompt and question folded into the board, none left over', () => {
    const end = viewOf(g, null);
    const messages = t.discord.channelMessages(t.channel);
    const [lobby, ...rest] = messages;
    expect(lobby?.text()).toContain('Seats (3/5)');
    const turns: number[] = [];
    const leftovers: string[] = [];
    for (const m of rest) {
      const turn = /^Turn (\d+): /.exec(m.content);
      if (turn) turns.push(Number(turn[1]));
      else if (!m.text().includes('The Award Winning Game is over')) leftovers.push(m.text().slice(0, 120));
    }
    expect(leftovers).toEqual([]);
    expect(turns).toEqual(Array.from({ length: end.turn }, (_, i) => i + 1));
    expect(messages.at(-1)?.text()).toContain('The Award Winning Game is over');
    // Nothing reads like the internals, or like a step that did nothing.
    const all = messages.map((m) => m.text()).join('\n');
    expect(all).not.toMatch(/is settled|\(noBidOffer\)|\(greenerChoose\)|\(forced\)|\(salaries\)|salaries \(M2\)|\ba Advertising\b/);
  });

  it('THEN every board, in every version shown while its turn ran, carried the table at a glance: the table’s tile and all three agencies, read from its pictures; the final standings the final table with the winner marked', () => {
    const end = viewOf(g, null);
    let boards = 0;
    let auctions = 0;
    const tables = (attachments: readonly { filename: string; data: Buffer }[]) =>
      attachments
        .filter((a) => a.filename.startsWith('table'))
        .map((a) => sceneOf(a.data))
        .flatMap((s) => (s?.kind === 'award-board' ? [s] : []));
    for (const m of t.discord.channelMessages(t.channel)) {
      for (const v of [...m.history, m]) {
        const title = v.embeds[0]?.title ?? '';
        if (/The Award Winning Game — turn \d+/.test(title)) {
          boards++;
          const shown = tables(v.attachments);
          expect(shown.filter((s) => s.table).length, title).toBe(1);
          expect(shown.flatMap((s) => s.agencies.map((a) => a.seat)), title).toEqual([1, 2, 3]);
          // Each picture an embed shows is attached.
          for (const e of v.embeds) if (e.image) expect(v.attachments.map((a) => `attachment://${a.filename}`), title).toContain(e.image.url);
          if (v.attachments.some((a) => a.filename.startsWith('auction'))) auctions++;
        } else if (m.text().includes('The Award Winning Game is over') && v === m) {
          const winners = tables(v.attachments).flatMap((s) => s.agencies.filter((a) => a.winner).map((a) => a.seat));
          expect(winners).toEqual((end.result?.winners ?? []).map((w) => (end.agencies.find((a) => a.id === w)?.seat ?? -1) + 1));
        }
      }
    }
    expect(boards).toBeGreaterThan(end.turn);
    expect(auctions).toBeGreaterThan(5);
  });

  it('THEN a non-active player interrupted an open auction with an any-time card, and the auction carried on', () => {
    expect(interjections.length).toBeGreaterThan(0);
    const all = stateOf(g).history.flat();
    for (const x of interjections) {
      expect(x.seat).not.toBe(x.active);
      const played = all.find((e) => e.type === 'cardPlayed' && e.player === x.seat && e.cards[0] === x.card);
      expect(played, `${x.card} by ${x.seat}`).toBeDefined();
      // The auction it hit closed afterwards (it did not end the turn or the game early).
      const closed = all.find((e) => e.type === 'auctionClosed' && e.n > (played?.n ?? 0));
      expect(closed).toBeDefined();
    }
    // The public board told the table about it.
    const texts = t.discord.channelMessages(t.channel).map((m) => m.text()).join('\n');
    expect(texts).toMatch(/plays \*\*(Leaked Pitch Deck|Host Awards Show)\*\*/);
  });

  it('THEN every bid prompt mentioned only the prompted player, and no post mentioned more than one user', () => {
    const { prompts, posts } = checkMentions(g);
    expect(prompts).toBeGreaterThan(10);
    expect(posts).toBeGreaterThan(prompts);
  });

  it('THEN no public message, nor any of its earlier versions, ever showed a card hidden at the time; ephemerals showed only their owner’s', () => {
    scan.run();
    expect(scan.versions).toBeGreaterThan(200);
  });

  it('THEN a lock refused another player’s command (R58)', () => {
    expect(lockRefusals).toBe(1);
  });

  it('THEN /award play is refused for a card not in your hand, the game is over for late commands, and /award hand shows the final panel', async () => {
    const [alice] = t.users as [(typeof t.users)[0]];
    const h = await playCard(g, alice, { type: 'play', card: 'S4' }).catch((e: unknown) => e);
    expect(h).toBeInstanceOf(Error); // autocomplete offers nothing once the game is over
    for (const late of [{ subcommand: 'pass' }, { group: 'turn', subcommand: 'draw' }]) {
      await expectRefused(await t.discord.slash(alice, t.channel, 'award', late), /game in this channel is over\. `\/award board` and `\/award log` still show how it went/);
    }
    // The hand stays readable after the game, as history: the final panel, nothing to act on.
    const hand = await expectOk(await t.discord.slash(alice, t.channel, 'award', { subcommand: 'hand' }));
    expect(hand?.text()).toContain('🏁 The game is over.');
    expect(hand?.customIds().filter((c) => /^aw:(draw|reveal|endturn|playwizard|hireorsell|moreactions):/.test(c))).toEqual([]);
  });

  it('GIVEN the finished game WHEN someone asks /award stats THEN the leaderboard counts it, each player with their wins and the most Awards they held in a game', async () => {
    const [, , carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const end = viewOf(g, null);
    const stats = await expectOk(await t.discord.slash(carol, t.channel, 'award', { subcommand: 'stats' }));
    const text = stats?.text() ?? '';
    expect(text).toContain('🏆 The Award Winning Game — this server');
    expect(text).toContain('1 finished game.');
    for (const [seat, user] of g.humans) {
      const awards = end.agencies.find((a) => a.id === seat)?.awards.length ?? -1;
      const won = end.result?.winners.includes(seat) ? 1 : 0;
      expect(text).toContain(`<@${user.id}> — 1 game, ${won} win${won === 1 ? '' : 's'} · most Awards in one game: ${awards}`);
    }
    const ai = end.agencies.find((a) => !g.humans.has(a.id));
    expect(text).toContain(`🤖 AI agencies — 1 game, ${end.result?.winners.includes(ai?.id ?? '') ? 1 : 0} win`);
    // One player's record: a rating from this one rated game (two people played it), no rank yet.
    const [alice] = t.users as [LocalUser];
    const one = await expectOk(await t.discord.slash(carol, t.channel, 'award', { subcommand: 'stats', options: { user: alice } }));
    expect(one?.text()).toMatch(new RegExp(`<@${alice.id}> — not on the ladder yet: 1 of 3 rated games · rating -?\\d+\\.\\d \\(μ \\d+\\.\\d, σ \\d\\.\\d\\)\n1 game, [01] wins?`));
  });
});
