// Server statistics: each finished game's lines in game_results (written in the transaction
// that ends the game), and the leaderboard built from them.
import type { GameResult } from '../engine/game.js';
import type { Loaded } from './repository.js';
import type { Store } from './store.js';
import type { PlayerStats } from './types.js';

/** A server's statistics of one game type. */
export interface Leaderboard {
  readonly games: number;
  readonly players: readonly PlayerStats[];
  readonly ai: PlayerStats | null;
}

/** Writes the finished game's lines for server statistics (same transaction as its end). */
export function recordResults(store: Store, loaded: Loaded, state: unknown, result: GameResult, now: number): void {
  const { row, seats, module } = loaded;
  const figures = module.summary?.(state) ?? [];
  for (const seat of seats) {
    if (seat.player_id === null) continue;
    const f = figures.find((x) => x.player === seat.player_id);
    const rank = result.standings.indexOf(seat.player_id) + 1;
    store.insertResult.run(
      row.id,
      seat.player_id,
      row.guild_id,
      row.type,
      seat.user_id,
      rank > 0 ? rank : seats.length,
      result.winners.includes(seat.player_id) ? 1 : 0,
      f?.score ?? 0,
      f?.best?.name ?? null,
      f?.best?.value ?? null,
      now,
    );
  }
}

/** Per human player and, apart, all AI seats together, from the server's finished games. */
export function leaderboard(store: Store, guildId: string, type: string): Leaderboard {
  const rows = store.results.all(guildId, type);
  const byUser = new Map<string | null, PlayerStats>();
  const games = new Set<number>();
  for (const r of rows) {
    games.add(r.game_id);
    const key = r.user_id;
    const s = byUser.get(key) ?? { userId: key, games: 0, wins: 0, best: null, topScore: Number.NEGATIVE_INFINITY };
    const best = r.best_name !== null && r.best_value !== null && (!s.best || r.best_value > s.best.value) ? { name: r.best_name, value: r.best_value } : s.best;
    byUser.set(key, { userId: key, games: s.games + 1, wins: s.wins + r.won, best, topScore: Math.max(s.topScore, r.score) });
  }
  const ai = byUser.get(null) ?? null;
  byUser.delete(null);
  const players = [...byUser.values()].sort((a, b) => b.wins - a.wins || b.games - a.games || b.topScore - a.topScore);
  return { games: games.size, players, ai };
}
