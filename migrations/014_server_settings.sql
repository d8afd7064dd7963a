-- Issue 33 item 2: `/settings` for a server.
-- A server's defaults for one game's tables: the values of that game's start options as an admin
-- gave them (`{"reminder_ms": 21600000, "images": "off"}`, lengths in ms), one row per server and
-- game type. Read back through the service, which re-parses the JSON, and checked against the
-- start options this version declares, so an option added later simply has no server value (its
-- game default applies) and one removed or narrowed later is ignored. No row: no server defaults.
CREATE TABLE server_defaults (
  guild_id   TEXT    NOT NULL,
  type       TEXT    NOT NULL,                         -- a game type ('spiel', 'award')
  options    TEXT    NOT NULL CHECK (json_valid(options)),
  updated_at INTEGER NOT NULL,
  updated_by TEXT    NOT NULL,                         -- the user id of the last change
  PRIMARY KEY (guild_id, type)
) WITHOUT ROWID;

-- The channels where a server's tables may be opened, whatever the game. No row for a server:
-- every channel (the default).
CREATE TABLE server_channels (
  guild_id   TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  PRIMARY KEY (guild_id, channel_id)
) WITHOUT ROWID;
