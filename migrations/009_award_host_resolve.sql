-- R38: a host's "Resolve now" is no longer a missed turn (the Award option onlyDeadlinesMiss).
-- Award games started before it keep counting it: their stored commands (host resolves counted as
-- missed turns) must replay exactly as they were applied.
UPDATE games SET options = json_set(options, '$.onlyDeadlinesMiss', json('false'))
 WHERE type = 'award' AND started_at IS NOT NULL AND json_extract(options, '$.onlyDeadlinesMiss') IS NULL;
