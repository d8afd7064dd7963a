-- The publisher's start-up catch-up looks for running and recently ended games; without this
-- index that is a scan of every stored game.
CREATE INDEX games_by_status ON games (status, ended_at);
