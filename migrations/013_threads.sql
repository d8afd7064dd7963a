-- Issue 33: a table may play in a thread of its own, opened on its lobby message (the table
-- setting `thread`). `thread_id` is that thread (null: the table plays in its channel);
-- `thread_note` says why a table that asked for a thread plays in its channel instead
-- ('permissions': the bot may not create public threads or post in them there; 'failed':
-- Discord refused to create it; 'nested': the table was opened inside a thread).
ALTER TABLE games ADD COLUMN thread_id TEXT;
ALTER TABLE games ADD COLUMN thread_note TEXT CHECK (thread_note IN ('permissions', 'failed', 'nested'));
-- A command typed in the thread finds its table by the thread's id (the interaction's channel).
CREATE INDEX games_by_thread ON games (thread_id, id) WHERE thread_id IS NOT NULL;
