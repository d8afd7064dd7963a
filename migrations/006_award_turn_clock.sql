-- A44 (the Award turn clock pauses while the game waits on others) changes when a turn's deadline
-- falls. Award games started before it keep the clock they were played with: their stored
-- commands (timeouts at the old deadlines) must replay exactly as they were applied.
UPDATE games SET options = json_set(options, '$.turnClockPauses', json('false'))
 WHERE type = 'award' AND started_at IS NOT NULL AND json_extract(options, '$.turnClockPauses') IS NULL;
