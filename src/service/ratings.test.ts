// Ratings: a finished game moves its human players' Weng-Lin ratings by their final places.
import BetterSqlite3 from 'better-sqlite3';
import { rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { harness, ok, startedGame, type Harness } from '../../test/service/helpers.js';
import { spielAi } from '../games/spiel/ai.js';
import type { SpielView } from '../games/spiel/types.js';
import { openDatabase } from './db.js';
import { conservative, LADDER_MIN_GAMES, rateGame, ratingProblems, ratingsAfterGame, rebuildRatings, type Rating, type ResultLine } from './ratings.js';
import { Store } from './store.js';

type Stored = Rating & { user_id: string };
const stored = (h: { db: BetterSqlite3.Database }, guild = 'g1', type = 'spiel'): Stored[] =>
  h.db.prepare('SELECT user_id, mu, sigma, games FROM ratings WHERE guild_id = ? AND type = ? ORDER BY user_id').all(guild, type) as Stored[];
const line = (user_id: string | null, rank: number, won: 0 | 1 = rank === 1 ? 1 : 0): ResultLine => ({ user_id, rank, won });

/** Plays every human seat with the Spiel AI until the game ends. */
function playToTheEnd(h: Harness, id: number, users: readonly string[]): void {
  for (let round = 0; round < 400 && h.service.game(id)?.status === 'running'; round++) {
    for (const user of users) {
      const seen = h.service.view(id, user);
      if (!seen.ok || !seen.view || seen.game.status !== 'running') break;
      const command = spielAi(seen.view as SpielView);
      if (command) h.service.submit({ gameId: id, actor: { userId: user }, command });
    }
  }
  expect(h.service.game(id)?.status).toBe('ended');
}

describe('a finished game rates its players', () => {
  it('GIVEN a seeded three-player game played to the end WHEN it ends THEN each player’s rating is Weng-Lin’s from their final place: the better the place, the higher μ, one rated game each', () => {
    const h = harness();
    const id = startedGame(h, { humans: 3 });
    playToTheEnd(h, id, ['u1', 'u2', 'u3']);
    const places = h.db.prepare('SELECT user_id, rank FROM game_results WHERE game_id = ? ORDER BY rank, user_id').all(id) as { user_id: string; rank: number }[];
    expect(new Set(places.map((p) => p.rank)).size).toBeGreaterThan(1); // the seed gives a real ranking
    const ratings = stored(h);
    expect(ratings.map((r) => r.user_id)).toEqual(['u1', 'u2', 'u3']);
    // Exactly openskill's answer for these places, everyone starting at μ 25, σ 25/3.
    const expected = rate(places.map(() => [rating()]), { rank: places.map((p) => p.rank) });
    places.forEach((p, i) => {
      const r = ratings.find((x) => x.user_id === p.user_id);
      expect(r).toEqual({ user_id: p.user_id, mu: expected[i]?.[0]?.mu, sigma: expected[i]?.[0]?.sigma, games: 1 });
    });
    const best = ratings.find((r) => r.user_id === places[0]?.user_id) as Stored;
    const worst = ratings.find((r) => r.user_id === places.at(-1)?.user_id) as Stored;
    expect(best.mu).toBeGreaterThan(25);
    expect(worst.mu).toBeLessThan(25);
    expect(ratingProblems(h.db)).toEqual([]);
  });

  it('GIVEN three players who end level (equal money, nobody won) WHEN the game is rated THEN it is a three-way tie: μ stays 25 for all, each as sure as the others', () => {
    const h = harness();
    const id = startedGame(h, { humans: 3 });
    ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    expect((h.db.prepare('SELECT rank FROM game_results WHERE game_id = ?').all(id) as { rank: number }[]).map((r) => r.rank)).toEqual([1, 1, 1]);
    const ratings = stored(h);
    expect(ratings).toHaveLength(3);
    for (const r of ratings) {
      expect(r.mu).toBeCloseTo(25, 9);
      expect(r.sigma).toBe(ratings[0]?.sigma);
      expect(r.sigma).toBeLessThan(25 / 3);
    }
  });

  it('GIVEN a shared place below the winner WHEN rated THEN the two who tie get the same rating, unlike a 1-2-3 finish', () => {
    const tied = rateGame(() => undefined, [line('a', 1), line('b', 2), line('c', 2)]);
    expect(tied.get('b')).toEqual(tied.get('c'));
    const strict = rateGame(() => undefined, [line('a', 1), line('b', 2), line('c', 3)]);
    expect(strict.get('b')?.mu).toBeGreaterThan(strict.get('c')?.mu as number);
  });

  it('GIVEN a game stored before ties were (two winners at ranks 1 and 2) WHEN rated THEN the shared win is a tie', () => {
    const old = rateGame(() => undefined, [line('a', 1, 1), line('b', 2, 1), line('c', 3, 0)]);
    expect(old.get('a')).toEqual(old.get('b'));
  });
});

describe('AI seats', () => {
  it('GIVEN one person and two AI seats WHEN the person wins game after game THEN nobody is rated: beating AIs cannot farm a rating', () => {
    const h = harness();
    for (let g = 0; g < 5; g++) {
      const id = startedGame(h, { humans: 1, ai: 2, channel: `c${g}` });
      ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    }
    expect(stored(h)).toEqual([]);
    const board = h.service.leaderboard('g1', 'spiel');
    expect(board.players.map((p) => [p.userId, p.games, p.rating])).toEqual([['u1', 5, null]]);
    expect(board.ranked).toBe(0);
    // The same holds for the rating arithmetic itself, whatever the places.
    expect(rateGame(() => undefined, [line('u1', 1), line(null, 2), line(null, 3)]).size).toBe(0);
  });

  it('GIVEN an AI that finishes between two people WHEN rated THEN the people are rated exactly as a two-player game, first against second', () => {
    const withAi = rateGame(() => undefined, [line('a', 1), line(null, 2, 0), line('b', 3)]);
    const without = rateGame(() => undefined, [line('a', 1), line('b', 2)]);
    expect(withAi).toEqual(without);
  });
});

/** Writes a finished game's game_results lines and rates it, as the commit that ends a game does. */
function finished(store: Store, gameId: number, lines: readonly ResultLine[], endedAt: number, guild = 'g1'): void {
  store.db
    .prepare("INSERT INTO games (id, type, guild_id, channel_id, status, host_user_id, options, settings, created_at, ended_at) VALUES (?, 'spiel', ?, ?, 'ended', 'u', '{}', '{}', 0, ?)")
    .run(gameId, guild, `c${gameId}`, endedAt);
  lines.forEach((l, i) => store.insertResult.run(gameId, `p${i + 1}`, guild, 'spiel', l.user_id, l.rank, l.won, 0, null, null, endedAt));
  ratingsAfterGame(store.ratings, { id: gameId, guildId: guild, type: 'spiel', endedAt });
}

describe('the stored ratings are a replay of game_results', () => {
  it('GIVEN a game that ends in the same millisecond as a later-numbered one WHEN rated THEN its server’s ratings are replayed in order, and equal a replay from scratch', () => {
    const db = openDatabase(':memory:');
    const store = new Store(db);
    finished(store, 2, [line('a', 1), line('b', 2)], 1000);
    finished(store, 1, [line('b', 1), line('a', 2)], 1000); // sorts before game 2
    const incremental = stored({ db });
    rebuildRatings(db);
    expect(stored({ db })).toEqual(incremental);
    // In order: b beat a first, then a beat b — a is ahead.
    const [a, b] = incremental as [Stored, Stored];
    expect(a.mu).toBeGreaterThan(b.mu);
    expect(ratingProblems(db)).toEqual([]);
  });

  it('GIVEN a stored rating that differs from the replay, one missing and one extra WHEN checked THEN each is named', () => {
    const db = openDatabase(':memory:');
    const store = new Store(db);
    finished(store, 1, [line('a', 1), line('b', 2)], 1000);
    db.prepare("UPDATE ratings SET mu = mu + 0.5 WHERE user_id = 'a'").run();
    db.prepare("DELETE FROM ratings WHERE user_id = 'b'").run();
    db.prepare("INSERT INTO ratings (guild_id, type, user_id, mu, sigma, games) VALUES ('g1', 'spiel', 'z', 25, 8, 1)").run();
    const problems = ratingProblems(db);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^rating of spiel in server g1, user a: stored μ 2\d\.\d{4} σ \d\.\d{4} after 1 games, replayed from game_results μ /);
    expect(problems[1]).toMatch(/user z: stored .* but game_results rate no game of theirs/);
    expect(problems[2]).toMatch(/user b: not stored, replayed from game_results μ/);
  });
});

describe('the leaderboard', () => {
  it(`GIVEN players with ${LADDER_MIN_GAMES} rated games and with fewer WHEN the leaderboard is read THEN only those with ${LADDER_MIN_GAMES} are ranked, by μ − 3σ, not by wins; the rest follow unranked`, () => {
    const db = openDatabase(':memory:');
    const store = new Store(db);
    let game = 0;
    let at = 1000;
    const play = (lines: ResultLine[]) => finished(store, ++game, lines, (at += 1000));
    // a beats b three times; x and y split ten games 6–4; d beats e twice; c wins alone against AIs five times.
    for (let i = 0; i < 3; i++) play([line('a', 1), line('b', 2)]);
    for (let i = 0; i < 10; i++) play(i < 6 ? [line('x', 1), line('y', 2)] : [line('y', 1), line('x', 2)]);
    for (let i = 0; i < 2; i++) play([line('d', 1), line('e', 2)]);
    for (let i = 0; i < 5; i++) play([line('c', 1), line(null, 2, 0)]);
    const service = harness({ db }).service;
    const board = service.leaderboard('g1', 'spiel');
    const ladder = board.players.slice(0, board.ranked);
    expect(board.minGames).toBe(LADDER_MIN_GAMES);
    expect(ladder.map((p) => p.userId).sort()).toEqual(['a', 'b', 'x', 'y']);
    const estimates = ladder.map((p) => conservative(p.rating as Rating));
    expect(estimates).toEqual([...estimates].sort((p, q) => q - p));
    // x has more wins than a (6 to 3) but is less surely good: a is above x.
    expect(ladder.findIndex((p) => p.userId === 'a')).toBeLessThan(ladder.findIndex((p) => p.userId === 'x'));
    // Unranked: c (5 wins, never rated), d (2 rated games), e; by wins.
    expect(board.players.slice(board.ranked).map((p) => [p.userId, p.wins, p.rating?.games ?? 0])).toEqual([
      ['c', 5, 0],
      ['d', 2, 2],
      ['e', 0, 2],
    ]);
  });
});
