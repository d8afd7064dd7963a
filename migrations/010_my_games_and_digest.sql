-- /games names each table's server. The bot has no Guilds intent and an interaction carries no
-- server name (its partial guild has the id, locale and features only), so the name is asked of
-- Discord (GET /guilds/:id) when a table is opened there, or when /games first lists a server it
-- has no name for, and kept here.
CREATE TABLE guild_names (
  guild_id   TEXT    PRIMARY KEY,
  name       TEXT    NOT NULL,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

-- The daily digest a player switched on from /games: one direct message a day, at the hour they
-- chose on their own clock, listing the tables that wait for them (none is sent on a day nothing
-- waits). Discord does not tell a bot a user's time zone: the player says what their clock shows
-- (utc_offset: their clock minus UTC, in whole hours modulo 24 — all a daily hour needs).
-- `due` is the next digest (null: switched off, the hour kept); it is claimed and moved to the
-- next day in one transaction, like a deadline row, so it runs once a day across restarts and
-- shards. `language`: the player's client language when they last set it (a DM has no locale).
CREATE TABLE digests (
  user_id     TEXT    PRIMARY KEY,
  hour        INTEGER NOT NULL CHECK (hour BETWEEN 0 AND 23),
  utc_offset  INTEGER NOT NULL CHECK (utc_offset BETWEEN 0 AND 23),
  language    TEXT    NOT NULL,
  due         INTEGER,
  undelivered INTEGER NOT NULL DEFAULT 0 CHECK (undelivered IN (0, 1)),  -- the last one found the player's DMs closed
  updated_at  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX digests_by_due ON digests (due) WHERE due IS NOT NULL;

-- A digest claimed and not yet sent, written in the transaction that claims it and deleted once
-- Discord took the DM (or it could not be delivered): a crash in between sends it at the next
-- start, with the same nonce, so Discord does not make a second message.
CREATE TABLE digest_outbox (
  user_id    TEXT    NOT NULL,
  due        INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, due)
) WITHOUT ROWID;
