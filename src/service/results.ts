// Server statistics: each finished game's lines in game_results (written in the transaction
// that ends the game) and its players' new ratings (ratings.ts), and the leaderboard built from
// them: the ladder by rating, then everyone else who finished a game here.
import type { GameResult } from '../engine/game.js';
import { placesOf } from '../engine/places.js';
import { conservative, LADDER_MIN_GAMES, ratingsAfterGame, type Rating } from './ratings.js';
import type { Loaded } from './repository.js';
import type { Store } from './store.js';
import type { PlayerStats } from './types.js';

/** A server's statistics of one game type. */
export interface Leaderboard {
  readonly games: number;
  /**
   * Every human who finished a game here: first the ladder (`ranked` players with at least
   * `minGames` rated games, best conservative rating μ − 3σ first), then the rest by wins.
   */
  readonly players: readonly PlayerStats[];
  readonly ranked: number;
  readonly minGames: number;
  readonly ai: PlayerStats | null;
}

/** Writes the finished game's lines for server statistics (same transaction as its end). */
export function recordResults(store: Store, loaded: Loaded, state: unknown, result: GameResult, now: number): void {
  const { row, seats, module } = loaded;
  const figures = module.summary?.(state) ?? [];
  // Tied seats share a place (ratings rate them as a tie): the game says who ties.
  const places = module.places?.(state) ?? placesOf(result);
  for (const seat of seats) {
    if (seat.player_id === null) continue;
    const f = figures.find((x) => x.player === seat.player_id);
    const index = result.standings.indexOf(seat.player_id);
    store.insertResult.run(
      row.id,
      seat.player_id,
      row.guild_id,
      row.type,
      seat.user_id,
      index >= 0 ? (places[index] ?? index + 1) : seats.length,
      result.winners.includes(seat.player_id) ? 1 : 0,
      f?.score ?? 0,
      f?.best?.name ?? null,
      f?.best?.value ?? null,
      now,
    );
  }
  ratingsAfterGame(store.ratings, { id: row.id, guildId: row.guild_id, type: row.type, endedAt: now });
}

/** Per human player and, apart, all AI seats together, from the server's finished games. */
export function leaderboard(store: Store, guildId: string, type: string): Leaderboard {
  const rows = store.results.all(guildId, type);
  const byUser = new Map<string | null, PlayerStats>();
  const games = new Set<number>();
  for (const r of rows) {
    games.add(r.game_id);
    const key = r.user_id;
    const s = byUser.get(key) ?? { userId: key, games: 0, wins: 0, best: null, topScore: Number.NEGATIVE_INFINITY, rating: null };
    const best = r.best_name !== null && r.best_value !== null && (!s.best || r.best_value > s.best.value) ? { name: r.best_name, value: r.best_value } : s.best;
    byUser.set(key, { userId: key, games: s.games + 1, wins: s.wins + r.won, best, topScore: Math.max(s.topScore, r.score), rating: null });
  }
  const ai = byUser.get(null) ?? null;
  byUser.delete(null);
  const ratings = new Map<string, Rating>(store.ratings.ofScope.all(guildId, type).map((r) => [r.user_id, { mu: r.mu, sigma: r.sigma, games: r.games }]));
  const everyone = [...byUser.values()].map((p) => ({ ...p, rating: (p.userId !== null && ratings.get(p.userId)) || null }));
  const onLadder = (p: PlayerStats) => p.rating !== null && p.rating.games >= LADDER_MIN_GAMES;
  const ladder = everyone
    .filter(onLadder)
    .sort((a, b) => conservative(b.rating as Rating) - conservative(a.rating as Rating) || b.wins - a.wins || b.games - a.games);
  const rest = everyone.filter((p) => !onLadder(p)).sort((a, b) => b.wins - a.wins || b.games - a.games || b.topScore - a.topScore);
  return { games: games.size, players: [...ladder, ...rest], ranked: ladder.length, minGames: LADDER_MIN_GAMES, ai };
}
