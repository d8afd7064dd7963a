-- Issue 32: time away and excused misses.
-- A user's announced absence belongs to the user, whatever the table: one row while it lasts
-- (`since` names the period: a new /away is a new period; `/away days:0` deletes the row).
CREATE TABLE away (
  user_id TEXT    PRIMARY KEY,
  since   INTEGER NOT NULL,                 -- when it was announced (the period's identity)
  until   INTEGER NOT NULL,                 -- the player is back from then on
  note    TEXT                              -- as the player typed it (escaped where it is shown)
) WITHOUT ROWID;

-- What each table made of it, per seat: the period it announced (`away_since`), until when the
-- seat is away there (null: not away at this table: never, over, or its player acted there),
-- and whether the AI took the seat for the period (`away: ai` tables). And the seat's budgets
-- spent in this game: away days the table waited for it (`away: wait`), excuses used. The
-- budgets are also in the command log (the extensions' `why`), which verify-db compares.
ALTER TABLE seats ADD COLUMN away_since INTEGER;
ALTER TABLE seats ADD COLUMN away_until INTEGER;
ALTER TABLE seats ADD COLUMN away_ai INTEGER NOT NULL DEFAULT 0 CHECK (away_ai IN (0, 1));
ALTER TABLE seats ADD COLUMN away_days_used INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN excuses_used INTEGER NOT NULL DEFAULT 0;

-- A table learns of an away period (its start, its end) through a deadline row of its own kind,
-- run by the process that owns the table's guild (exactly once, across restarts and shards).
-- SQLite cannot widen a CHECK in place: the table is rebuilt with its rows and index.
CREATE TABLE deadlines_new (
  id       INTEGER PRIMARY KEY,
  game_id  INTEGER NOT NULL REFERENCES games (id),
  kind     TEXT    NOT NULL CHECK (kind IN ('timeout', 'reminder', 'ai', 'away')),
  due      INTEGER NOT NULL,
  payload  TEXT    NOT NULL CHECK (json_valid(payload)),
  attempts INTEGER NOT NULL DEFAULT 0,
  UNIQUE (game_id, kind)
);
INSERT INTO deadlines_new (id, game_id, kind, due, payload, attempts) SELECT id, game_id, kind, due, payload, attempts FROM deadlines;
DROP TABLE deadlines;
ALTER TABLE deadlines_new RENAME TO deadlines;
CREATE INDEX deadlines_by_due ON deadlines (due, id);

-- Excused misses (the table setting `excuses`, default 1 for a new table) would change how a table
-- opened before them treats a missed deadline, mid-game, without its host having chosen it: those
-- tables keep today's rule (no excuses). Their `away` setting takes its default ('wait', 7 days),
-- which changes nothing until one of their players says `/away`.
UPDATE games SET settings = json_set(settings, '$.excuses', 0) WHERE json_extract(settings, '$.excuses') IS NULL;

-- A notice's id names its post (`notice:<id>`, `reminder:<deadline>:<id>`), and the post's nonce
-- is made of the game, that name and the game version. Notices are deleted once posted, and an
-- INTEGER PRIMARY KEY reuses ids once the table is empty: two notices of one game at one version
-- (now common: an excuse, then "Ben is back", with no command between them) got the same nonce,
-- and Discord handed back the first message instead of posting the second. AUTOINCREMENT never
-- reuses an id; the sequence starts above every id a posted notice's name already used.
CREATE TABLE notices_new (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id    INTEGER NOT NULL REFERENCES games (id),
  version    INTEGER NOT NULL,
  kind       TEXT    NOT NULL,
  payload    TEXT    NOT NULL CHECK (json_valid(payload)),
  created_at INTEGER NOT NULL
);
INSERT INTO notices_new (id, game_id, version, kind, payload, created_at) SELECT id, game_id, version, kind, payload, created_at FROM notices;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_by_game ON notices (game_id, id);
DELETE FROM sqlite_sequence WHERE name = 'notices';
INSERT INTO sqlite_sequence (name, seq) SELECT 'notices', MAX(
  COALESCE((SELECT MAX(id) FROM notices), 0),
  COALESCE((SELECT MAX(CAST(substr(key, 8) AS INTEGER)) FROM messages WHERE key LIKE 'notice:%'), 0),
  COALESCE((SELECT MAX(CAST(substr(key, 10 + instr(substr(key, 10), ':')) AS INTEGER)) FROM messages WHERE key LIKE 'reminder:%:%'), 0)
);
