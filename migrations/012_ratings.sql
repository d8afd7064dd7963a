-- Ratings: each player's Weng-Lin rating (openskill) of one game type in one server, from the
-- rated games (at least two human seats) in game_results, in the order they ended. The table is
-- what replaying game_results gives: the commit that ends a game updates it, verify-db checks it.
-- Filled from the games finished before it by this migration's hook (src/service/ratings.ts,
-- rebuildRatings; SQL alone cannot do the model's arithmetic).
-- From now on game_results.rank shares a place between tied seats (shared wins, and seats the
-- game's own ranking does not tell apart): 1, 1, 3.
CREATE TABLE ratings (
  guild_id TEXT    NOT NULL,
  type     TEXT    NOT NULL,
  user_id  TEXT    NOT NULL,
  mu       REAL    NOT NULL,
  sigma    REAL    NOT NULL,
  games    INTEGER NOT NULL,                         -- rated games
  PRIMARY KEY (guild_id, type, user_id)
) WITHOUT ROWID;
