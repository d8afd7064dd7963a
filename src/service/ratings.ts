// Ratings: each finished game moves its human players' ratings for that game type in that server,
// by the Weng-Lin Bayesian model (the `openskill` package, Plackett-Luce, its default) from the
// game's final places, ties shared. The record is game_results; the ratings table is what
// replaying it in the order the games ended gives. The commit that ends a game updates it
// (ratingsAfterGame), migration 012 built it from the games before it (rebuildRatings), and
// verify-db checks it against a fresh replay (ratingProblems). Nothing here knows a game's rules
// or Discord: both games and every face share it.
import type { Database, Statement } from 'better-sqlite3';
import { rate, rating as freshRating } from 'openskill';

/** One player's rating of one game type in one server. */
export interface Rating {
  /** The estimated skill. */
  readonly mu: number;
  /** How unsure that estimate is (it shrinks as games are played). */
  readonly sigma: number;
  /** Rated games: finished games with at least two human seats. */
  readonly games: number;
}

/**
 * Our ruling: a player is on the ladder after 3 rated games. The ladder's order, μ − 3σ, already
 * keeps an unsure newcomer low; the minimum only keeps one lucky first game off the top. Games
 * here take days, so a higher bar would leave a server's ladder empty for weeks.
 */
export const LADDER_MIN_GAMES = 3;

/** The conservative estimate the ladder orders by: the skill a player has with ~99.7 % confidence. */
export function conservative(r: Pick<Rating, 'mu' | 'sigma'>): number {
  return r.mu - 3 * r.sigma;
}

/** Where a player starts: openskill's μ 25, σ 25/3. */
const FRESH: Rating = { ...freshRating(), games: 0 };

/** One seat's line of a finished game, as game_results keeps it. */
export interface ResultLine {
  /** null: an AI seat. */
  readonly user_id: string | null;
  /** 1 = first; tied seats share a place (results.ts). */
  readonly rank: number;
  readonly won: 0 | 1;
}

/**
 * The human seats a game rates and their places, or null when it rates nobody.
 *
 * Our ruling on AI seats: they are left out of the rating altogether, and a game with fewer than
 * two humans rates nobody. The humans are rated only against each other, by the order they
 * finished in among themselves. Why not give the AI a fixed rating that never moves: every win
 * against it would still raise the winner's μ a little and shrink σ, so μ − 3σ, the ladder's
 * order, would climb with each game played alone against AIs — a ladder anyone can farm. Left
 * out, beating AIs rates nothing; an AI that finishes between two humans changes nothing either,
 * since only who beat whom among the humans counts. (A human seat the AI played for a while, on
 * autopilot or after missed deadlines, is still its owner's seat and is rated.)
 *
 * Places: the stored rank, except that the winners always share first place (a shared win is a
 * tie; game_results of games from before ties were stored gave tied winners places 1, 2, …).
 */
export function ratedSeats(lines: readonly ResultLine[]): { readonly userId: string; readonly place: number }[] | null {
  const seats = new Map<string, number>();
  for (const line of lines) {
    if (line.user_id === null) continue;
    const place = line.won === 1 ? 1 : line.rank;
    // One person in two seats (never allowed at a table, but the record is not a rule): the better seat.
    seats.set(line.user_id, Math.min(place, seats.get(line.user_id) ?? Infinity));
  }
  if (seats.size < 2) return null;
  return [...seats].map(([userId, place]) => ({ userId, place }));
}

/** The new ratings of one game's rated players, from their ratings before it (absent: a newcomer). */
export function rateGame(before: (userId: string) => Rating | undefined, lines: readonly ResultLine[]): Map<string, Rating> {
  const seats = ratedSeats(lines);
  const after = new Map<string, Rating>();
  if (!seats) return after;
  const old = seats.map((s) => before(s.userId) ?? FRESH);
  const teams = old.map((r) => [{ mu: r.mu, sigma: r.sigma }]);
  const rated = rate(teams, { rank: seats.map((s) => s.place) });
  seats.forEach((s, i) => {
    const r = rated[i]?.[0];
    const was = old[i] as Rating;
    if (r) after.set(s.userId, { mu: r.mu, sigma: r.sigma, games: was.games + 1 });
  });
  return after;
}

/** A game type in a server: ratings of one are independent of every other's. */
export type RatingScope = `${string} ${string}`;
const scopeOf = (guildId: string, type: string): RatingScope => `${guildId} ${type}`;

/** A game_results line with the game it belongs to, read in the order the games ended. */
interface OrderedLine extends ResultLine {
  readonly game_id: number;
  readonly guild_id: string;
  readonly type: string;
}

/** Every scope's ratings from game_results lines in the order the games ended (grouped by game). */
export function replayRatings(lines: Iterable<OrderedLine>): Map<RatingScope, Map<string, Rating>> {
  const all = new Map<RatingScope, Map<string, Rating>>();
  let game: OrderedLine[] = [];
  const flush = () => {
    const first = game[0];
    if (!first) return;
    const scope = scopeOf(first.guild_id, first.type);
    const ratings = all.get(scope) ?? new Map<string, Rating>();
    all.set(scope, ratings);
    for (const [userId, r] of rateGame((u) => ratings.get(u), game)) ratings.set(userId, r);
    game = [];
  };
  for (const line of lines) {
    if (game[0] && game[0].game_id !== line.game_id) flush();
    game.push(line);
  }
  flush();
  return all;
}

// The order the games are rated in: the order they ended, game id breaking a tie in time.
const ORDERED_LINES = 'SELECT game_id, guild_id, type, user_id, rank, won FROM game_results';
const ORDER = 'ORDER BY guild_id, type, ended_at, game_id';

/** The statements that keep the ratings table, prepared once per connection (Store holds one). */
export class RatingStore {
  readonly one: Statement<[string, string, string], Rating>;
  readonly ofScope: Statement<[string, string], Rating & { user_id: string }>;
  readonly put: Statement<[string, string, string, number, number, number]>;
  readonly lines: Statement<[number], ResultLine>;
  readonly latestOther: Statement<[string, string, number], { game_id: number; ended_at: number }>;

  constructor(readonly db: Database) {
    this.one = db.prepare('SELECT mu, sigma, games FROM ratings WHERE guild_id = ? AND type = ? AND user_id = ?');
    this.ofScope = db.prepare('SELECT user_id, mu, sigma, games FROM ratings WHERE guild_id = ? AND type = ?');
    this.put = db.prepare(
      `INSERT INTO ratings (guild_id, type, user_id, mu, sigma, games) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (guild_id, type, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games`,
    );
    this.lines = db.prepare('SELECT user_id, rank, won FROM game_results WHERE game_id = ?');
    // Walks game_results_by_guild backwards (its rows end with the key game_id, player_id).
    this.latestOther = db.prepare(
      'SELECT game_id, ended_at FROM game_results WHERE guild_id = ? AND type = ? AND game_id <> ? ORDER BY ended_at DESC, game_id DESC LIMIT 1',
    );
  }
}

/**
 * After a game's results are written (same transaction): its players' new ratings. A game that
 * ends after every other of its scope is rated on top of the stored ratings; one that would sort
 * before a game already rated (the same millisecond with a lower id, or a clock set back) has its
 * scope replayed, so the table always equals a replay of game_results (what verify-db checks).
 */
export function ratingsAfterGame(store: RatingStore, game: { readonly id: number; readonly guildId: string; readonly type: string; readonly endedAt: number }): void {
  const latest = store.latestOther.get(game.guildId, game.type, game.id);
  if (latest && (latest.ended_at > game.endedAt || (latest.ended_at === game.endedAt && latest.game_id > game.id))) {
    rebuildRatings(store.db, { guildId: game.guildId, type: game.type });
    return;
  }
  const after = rateGame((u) => store.one.get(game.guildId, game.type, u), store.lines.all(game.id));
  for (const [userId, r] of after) store.put.run(game.guildId, game.type, userId, r.mu, r.sigma, r.games);
}

/**
 * Replaces the stored ratings (of one scope, or all) with a replay of game_results; the caller
 * holds the transaction. Migration 012 runs it once over the games finished before ratings.
 */
export function rebuildRatings(db: Database, only?: { readonly guildId: string; readonly type: string }): void {
  const lines = only
    ? db.prepare(`${ORDERED_LINES} WHERE guild_id = ? AND type = ? ${ORDER}`).iterate(only.guildId, only.type)
    : db.prepare(`${ORDERED_LINES} ${ORDER}`).iterate();
  const all = replayRatings(lines as Iterable<OrderedLine>);
  if (only) db.prepare('DELETE FROM ratings WHERE guild_id = ? AND type = ?').run(only.guildId, only.type);
  else db.prepare('DELETE FROM ratings').run();
  const put = new RatingStore(db).put;
  for (const [scope, ratings] of all) {
    const [guildId, type] = scope.split(' ') as [string, string];
    for (const [userId, r] of ratings) put.run(guildId, type, userId, r.mu, r.sigma, r.games);
  }
}

/** Stored and replayed values this close are equal (both are the same doubles; this is slack). */
const EPSILON = 1e-9;

/** Where the stored ratings differ from a replay of game_results (verify-db); empty when they agree. */
export function ratingProblems(db: Database): string[] {
  const replayed = replayRatings(db.prepare(`${ORDERED_LINES} ${ORDER}`).iterate() as Iterable<OrderedLine>);
  const stored = db.prepare('SELECT guild_id, type, user_id, mu, sigma, games FROM ratings ORDER BY guild_id, type, user_id').all() as (Rating & {
    guild_id: string;
    type: string;
    user_id: string;
  })[];
  const problems: string[] = [];
  const say = (r: Rating) => `μ ${r.mu.toFixed(4)} σ ${r.sigma.toFixed(4)} after ${r.games} games`;
  for (const s of stored) {
    const where = `${s.type} in server ${s.guild_id}, user ${s.user_id}`;
    const scope = replayed.get(scopeOf(s.guild_id, s.type));
    const r = scope?.get(s.user_id);
    scope?.delete(s.user_id);
    if (!r) problems.push(`rating of ${where}: stored ${say(s)}, but game_results rate no game of theirs`);
    else if (Math.abs(r.mu - s.mu) > EPSILON || Math.abs(r.sigma - s.sigma) > EPSILON || r.games !== s.games) {
      problems.push(`rating of ${where}: stored ${say(s)}, replayed from game_results ${say(r)}`);
    }
  }
  for (const [scope, rest] of replayed) {
    const [guildId, type] = scope.split(' ') as [string, string];
    for (const [userId, r] of rest) problems.push(`rating of ${type} in server ${guildId}, user ${userId}: not stored, replayed from game_results ${say(r)}`);
  }
  return problems;
}
