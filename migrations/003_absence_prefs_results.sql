-- Absent players: deadlines a seat has missed in a row. At the table's limit the AI plays it
-- until its owner acts again (any command of theirs resets the count).
ALTER TABLE seats ADD COLUMN missed INTEGER NOT NULL DEFAULT 0;

-- Preferences of a Discord user that outlive any one game.
CREATE TABLE user_prefs (
  user_id      TEXT    PRIMARY KEY,
  dm_reminders INTEGER NOT NULL DEFAULT 0 CHECK (dm_reminders IN (0, 1)),
  updated_at   INTEGER NOT NULL
) WITHOUT ROWID;

-- One row per seat of every finished game, written in the transaction that ends it; server
-- statistics read only this table.
CREATE TABLE game_results (
  game_id    INTEGER NOT NULL REFERENCES games (id),
  player_id  TEXT    NOT NULL,
  guild_id   TEXT    NOT NULL,
  type       TEXT    NOT NULL,
  user_id    TEXT,                                   -- null for an AI seat
  rank       INTEGER NOT NULL,                       -- 1 = first in the standings
  won        INTEGER NOT NULL CHECK (won IN (0, 1)),
  score      INTEGER NOT NULL,                       -- the game's headline figure (Spiel: money)
  best_name  TEXT,
  best_value INTEGER,
  ended_at   INTEGER NOT NULL,
  PRIMARY KEY (game_id, player_id)
) WITHOUT ROWID;
CREATE INDEX game_results_by_guild ON game_results (guild_id, type, ended_at);
