-- /spiel log and /spiel status keep working after a game ends: they look up the latest game of
-- a channel, ended or not.
CREATE INDEX games_by_channel ON games (channel_id, id);
