-- Posts the bot is making. A post's nonce (sent with enforce_nonce) is kept from before the post
-- is sent until it is recorded in messages, so a retry after a crash or a lost answer sends the
-- same nonce and Discord hands back the first message instead of making a second one.
-- `at` is wall-clock time (Discord checks nonces over "the past few minutes"); `fingerprint`
-- identifies the post in the channel's history if the retry comes later than that.
CREATE TABLE post_intents (
  game_id     INTEGER NOT NULL REFERENCES games (id),
  key         TEXT    NOT NULL,
  nonce       TEXT    NOT NULL,
  fingerprint TEXT    NOT NULL,
  at          INTEGER NOT NULL,
  PRIMARY KEY (game_id, key)
) WITHOUT ROWID;

-- What each remembered message shows, hashed: an edit that would change nothing is not sent.
ALTER TABLE messages ADD COLUMN hash TEXT;

-- One-off public notices (the AI takes a seat over or hands it back, a reminder), written in the
-- transaction of the change that calls for them and deleted once posted: a crash loses none.
-- `version` is the game version they follow, so they are posted in order with the game's posts.
CREATE TABLE notices (
  id         INTEGER PRIMARY KEY,
  game_id    INTEGER NOT NULL REFERENCES games (id),
  version    INTEGER NOT NULL,
  kind       TEXT    NOT NULL,
  payload    TEXT    NOT NULL CHECK (json_valid(payload)),
  created_at INTEGER NOT NULL
);
CREATE INDEX notices_by_game ON notices (game_id, id);
