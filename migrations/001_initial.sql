-- The game service's tables. Times are epoch milliseconds; JSON columns hold what the engine
-- or the service parsed with zod (options, settings, commands, state snapshots).

-- One row per game, from lobby to end. `state` is the engine state after `version` commands.
CREATE TABLE games (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: old buttons must not reach a new game
  type         TEXT    NOT NULL,                   -- the game module's id ('spiel', 'award')
  guild_id     TEXT    NOT NULL,
  channel_id   TEXT    NOT NULL,                   -- a channel or a thread
  status       TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'ended', 'cancelled')),
  host_user_id TEXT    NOT NULL,
  seed         INTEGER,                            -- drawn at start; null in the lobby
  options      TEXT    NOT NULL CHECK (json_valid(options)),   -- the game's options, parsed
  settings     TEXT    NOT NULL CHECK (json_valid(settings)),  -- service-level table settings
  version      INTEGER NOT NULL DEFAULT 0,         -- commands applied since start = last log seq
  seats_rev    INTEGER NOT NULL DEFAULT 0,         -- bumped with every change of the game's seats
  created_at   INTEGER NOT NULL,
  started_at   INTEGER,                            -- also the `now` given to setup()
  ended_at     INTEGER,
  -- Last on purpose: a snapshot overflows its page, and reading any column stored after it
  -- would walk the overflow chain. Every other column is read without touching it.
  state        TEXT                                -- snapshot JSON at `version`; null in the lobby
);
-- One active (lobby or running) game per channel or thread; any number per server.
CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel_id) WHERE status IN ('lobby', 'running');
CREATE INDEX games_by_guild ON games (guild_id, status);

-- Who sits where. A seat is a Discord user, or an AI (user_id null). `ai = 1` on a human seat
-- means the AI plays it until its owner acts again (the service clears the flag then).
CREATE TABLE seats (
  game_id   INTEGER NOT NULL REFERENCES games (id),
  seat      INTEGER NOT NULL,                      -- table order, from 0 (gaps allowed in a lobby)
  player_id TEXT,                                  -- the engine's id (p1..pn), set at start
  user_id   TEXT,
  ai        INTEGER NOT NULL DEFAULT 0 CHECK (ai IN (0, 1)),
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat),
  UNIQUE (game_id, user_id),
  UNIQUE (game_id, player_id),
  CHECK (user_id IS NOT NULL OR ai = 1)
) WITHOUT ROWID;
CREATE INDEX seats_by_user ON seats (user_id) WHERE user_id IS NOT NULL;

-- Every accepted command, in order. Replaying it from the seed rebuilds `games.state` exactly.
CREATE TABLE command_log (
  game_id        INTEGER NOT NULL REFERENCES games (id),
  seq            INTEGER NOT NULL,                 -- 1, 2, …; the game's version after it
  actor          TEXT,                             -- engine player id; null = the system
  command        TEXT    NOT NULL,
  at             INTEGER NOT NULL,                 -- the `now` given to decide()
  cause          TEXT    NOT NULL CHECK (cause IN ('player', 'host', 'system', 'deadline', 'ai')),
  user_id        TEXT,                             -- the Discord user behind it, if any
  interaction_id TEXT,                             -- the Discord interaction behind it, if any
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TRIGGER command_log_no_update BEFORE UPDATE ON command_log
BEGIN SELECT RAISE(ABORT, 'command_log is append-only'); END;
CREATE TRIGGER command_log_no_delete BEFORE DELETE ON command_log
BEGIN SELECT RAISE(ABORT, 'command_log is append-only'); END;

-- The public messages the bot keeps editing (lobby, table, …) and the version each shows.
CREATE TABLE messages (
  game_id    INTEGER NOT NULL REFERENCES games (id),
  key        TEXT    NOT NULL,
  channel_id TEXT    NOT NULL,
  message_id TEXT    NOT NULL,
  version    INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (game_id, key)
) WITHOUT ROWID;

-- Work that falls due at a time: the engine's deadline ('timeout'), its reminder, and AI turns
-- ('ai', due at once, so an AI move survives a crash). One row per game and kind. A reminder
-- row is only ever created while its time is ahead, so once it has run (and been deleted) the
-- same deadline never gets another: once per deadline without remembering anything.
CREATE TABLE deadlines (
  id       INTEGER PRIMARY KEY,
  game_id  INTEGER NOT NULL REFERENCES games (id),
  kind     TEXT    NOT NULL CHECK (kind IN ('timeout', 'reminder', 'ai')),
  due      INTEGER NOT NULL,
  payload  TEXT    NOT NULL CHECK (json_valid(payload)),
  attempts INTEGER NOT NULL DEFAULT 0,             -- failed runs (each retried later, never dropped)
  UNIQUE (game_id, kind)
);
CREATE INDEX deadlines_by_due ON deadlines (due, id);

-- Discord interactions already answered, with the answer, so a redelivery is applied once
-- (its primary key is what makes an interaction apply at most once). Pruned after a day:
-- Discord never redelivers that late (an interaction token lives 15 minutes).
CREATE TABLE interactions (
  interaction_id TEXT    PRIMARY KEY,
  game_id        INTEGER,
  at             INTEGER NOT NULL,
  answer         TEXT    NOT NULL
) WITHOUT ROWID;
CREATE INDEX interactions_by_at ON interactions (at);
