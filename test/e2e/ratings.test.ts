// Ratings through the real client: games finished at a table rate their players, and
// `/spiel stats` shows the ladder (by μ − 3σ, from LADDER_MIN_GAMES rated games) and one
// player's rating, rank and games — in the server's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LADDER_MIN_GAMES } from '../../src/service/ratings.js';
import type { LocalUser } from '../support/fake-discord.js';
import { openTable, startedGame, type Table } from './harness.js';

let t: Table;
beforeAll(async () => {
  t = await openTable({ seed: 33 });
});
afterAll(async () => {
  await t?.stop();
});

async function slash(user: LocalUser, subcommand: string, options: Record<string, string | number | boolean | LocalUser> = {}) {
  const h = await t.discord.slash(user, t.channel, 'spiel', { subcommand, options });
  const m = await h.reply();
  await t.settle();
  return { h, m };
}

/**
 * A table of alice and bob that ends scored: the first played to the end by the AI for both
 * (autopilot), as a real game; later ones ended early by the host (`/spiel host end`: scored, so
 * rated too), which keeps this file's running time in CI down.
 */
async function finishedGame(howEnds: 'played' | 'host end' = 'host end'): Promise<number> {
  const [alice, bob] = t.users as [LocalUser, LocalUser];
  const id = await startedGame(t, [alice, bob]);
  if (howEnds === 'played') {
    await slash(alice, 'autopilot', { on: true });
    await slash(bob, 'autopilot', { on: true });
    for (let i = 0; i < 20 && t.service.game(id)?.status !== 'ended'; i++) await t.settle();
  } else {
    await (await t.discord.slash(alice, t.channel, 'spiel', { group: 'host', subcommand: 'end', options: {} })).reply();
    await t.settle();
  }
  expect(t.service.game(id)?.status).toBe('ended');
  return id;
}

describe('ratings at the table', () => {
  it(`GIVEN alice and bob finished one game WHEN someone asks /spiel stats THEN nobody is on the ladder yet (it starts at ${LADDER_MIN_GAMES} rated games) and each one's own stats show a rating without a rank`, async () => {
    const [alice, , carol] = t.users as [LocalUser, LocalUser, LocalUser];
    await finishedGame('played');
    const board = await slash(carol, 'stats');
    expect(board.h.ephemeral).toBe(false);
    expect(board.m.text()).toContain(`Nobody is on the ladder yet: it starts at ${LADDER_MIN_GAMES} rated games`);
    expect(board.m.text()).toContain(`<@${alice.id}> — 1 game`);
    const mine = await slash(alice, 'stats', { user: alice });
    expect(mine.m.text()).toMatch(new RegExp(`<@${alice.id}> — not on the ladder yet: 1 of ${LADDER_MIN_GAMES} rated games · rating -?\\d+\\.\\d \\(μ \\d+\\.\\d, σ \\d\\.\\d\\)`));
  });

  it(`GIVEN ${LADDER_MIN_GAMES} finished games WHEN someone asks /spiel stats THEN both are on the ladder, ordered by rating (μ − 3σ), and /spiel stats user: shows a player's rating, rank and games`, async () => {
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    for (let g = 1; g < LADDER_MIN_GAMES; g++) await finishedGame();
    const board = (await slash(carol, 'stats')).m.text();
    expect(board).toContain(`${LADDER_MIN_GAMES} finished games.`);
    expect(board).toContain(`**Ladder** by rating (μ − 3σ), from ${LADDER_MIN_GAMES} rated games on.`);
    const ranked = [...board.matchAll(/\*\*(\d)\.\*\* <@(\d+)> — rating (-?\d+\.\d) \(μ (\d+\.\d), σ (\d\.\d)\) · (\d) games, (\d) wins?/g)];
    expect(ranked.map((m) => m[2]).sort()).toEqual([alice.id, bob.id].sort());
    expect(ranked.map((m) => m[1])).toEqual(['1', '2']);
    expect(Number(ranked[0]?.[3])).toBeGreaterThanOrEqual(Number(ranked[1]?.[3]));
    for (const m of ranked) expect(m[6]).toBe(String(LADDER_MIN_GAMES));
    // The stored ratings are what the board shows.
    const first = t.service.leaderboard(t.guild.id, 'spiel').players[0];
    expect(`<@${first?.userId}>`).toBe(`<@${ranked[0]?.[2]}>`);

    const second = ranked[1]?.[2] === alice.id ? alice : bob;
    const one = (await slash(carol, 'stats', { user: second })).m.text();
    expect(one).toMatch(new RegExp(`<@${second.id}> — rank 2 of 2 · rating -?\\d+\\.\\d \\(μ \\d+\\.\\d, σ \\d\\.\\d\\) · ${LADDER_MIN_GAMES} rated games`));
    expect(one).toMatch(new RegExp(`${LADDER_MIN_GAMES} games, \\d wins? · `));
  });

  it('GIVEN the same server in German WHEN someone asks /spiel stats THEN the ladder and a player’s rating read in German', async () => {
    const [alice, , carol] = t.users as [LocalUser, LocalUser, LocalUser];
    t.guild.locale = 'de';
    try {
      const board = (await slash(carol, 'stats')).m.text();
      expect(board).toContain(`**Rangliste** nach Wertung (μ − 3σ), ab ${LADDER_MIN_GAMES} gewerteten Partien.`);
      expect(board).toMatch(/\*\*1\.\*\* <@\d+> — Wertung -?\d+,\d \(μ \d+,\d, σ \d,\d\) · 3 Partien/);
      const one = (await slash(carol, 'stats', { user: alice })).m.text();
      expect(one).toMatch(new RegExp(`<@${alice.id}> — Rang [12] von 2 · Wertung -?\\d+,\\d \\(μ \\d+,\\d, σ \\d,\\d\\) · ${LADDER_MIN_GAMES} gewertete Partien`));
    } finally {
      t.guild.locale = 'en-US';
    }
  });
});
