// The bot's own rotating backups: the first a minute after start (or `every` after the newest one
// found), then every `every`; the newest `keep` verified ones are kept and nothing else in the
// directory is touched; a damaged copy or a failed run is logged and counted, never rotates good
// backups out, and is tried again within the hour. Each backup runs the real backup script.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SpielState } from '../games/spiel/index.js';
import { ManualClock } from '../service/clock.js';
import { openDatabase } from '../service/db.js';
import { harness, ok, startedGame, storedState, T0 } from '../../test/service/helpers.js';
import { memoryLogger } from '../../test/support/memory-logger.js';
import { BackupRotation, type BackupOutcome } from './rotation.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const root = mkdtempSync(join(tmpdir(), 'spiel-rotation-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('rotating backups', () => {
  it('GIVEN BACKUP_KEEP 2 and every 6 h WHEN the bot runs a day THEN it backs up a minute after start and every 6 h after, keeps the newest 2 and leaves other files alone; a restart picks the schedule up from the newest', async () => {
    const dir = join(root, 'keep');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    writeFileSync(join(dir, 'spiel-bot-before-upgrade.db'), 'a manual backup');
    const path = join(root, 'spiel-bot.db');
    const h = harness({ db: openDatabase(path), clock: new ManualClock(T0), backgroundCheckpoints: false });
    ok(h.service.submit({ gameId: startedGame(h), actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    const outcomes: BackupOutcome[] = [];
    const log = memoryLogger();
    const options = { databasePath: path, dir, everyMs: 6 * HOUR, keep: 2, clock: h.clock, log, onBackup: (o: BackupOutcome) => void outcomes.push(o) };
    const rotation = new BackupRotation(options);
    rotation.start();
    expect(rotation.nextBackupAt).toBe(T0 + MINUTE);
    h.clock.advance(MINUTE - 1);
    expect(rotation.busy).toBe(false);
    for (const step of [1, 6 * HOUR, 6 * HOUR]) {
      h.clock.advance(step);
      expect(rotation.busy).toBe(true);
      expect((await rotation.runOnce())?.ok).toBe(true);
      expect(rotation.nextBackupAt).toBe(h.clock.now() + 6 * HOUR);
    }
    expect(outcomes).toEqual(['ok', 'ok', 'ok']);
    const stamp = (t: number) => `spiel-bot-${new Date(t).toISOString().slice(0, 19).replace(/:/g, '')}Z.db`;
    const sixHours = stamp(T0 + MINUTE + 6 * HOUR);
    const twelveHours = stamp(T0 + MINUTE + 12 * HOUR);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'spiel-bot-before-upgrade.db', sixHours, twelveHours].sort());
    expect(rotation.backups().map((b) => b.name)).toEqual([twelveHours, sixHours]);
    expect(log.lines.at(-1)).toMatch(new RegExp(`^info backup .*${twelveHours}: [\\d.]+ MB, copied in [\\d.]+ s, 1 games verified in [\\d.]+ s; removed 1 older \\(keeping 2\\)$`));
    await rotation.stop();
    expect(rotation.nextBackupAt).toBeNull();

    h.clock.advance(HOUR); // the bot restarts an hour after the last backup
    const again = new BackupRotation(options);
    again.start();
    expect(again.nextBackupAt).toBe(T0 + MINUTE + 18 * HOUR);
    await again.stop();
    h.db.close();
  }, 90_000);

  it('GIVEN a copy that fails verification, then a database that is gone THEN each is logged as an error and counted, the good backups stay, and the next try comes within the hour', async () => {
    const dir = join(root, 'bad');
    mkdirSync(dir);
    const path = join(root, 'bad.db');
    const h = harness({ db: openDatabase(path), clock: new ManualClock(T0), backgroundCheckpoints: false });
    const id = startedGame(h);
    const outcomes: BackupOutcome[] = [];
    const log = memoryLogger();
    const rotation = new BackupRotation({ databasePath: path, dir, everyMs: 24 * HOUR, keep: 1, clock: h.clock, log, onBackup: (o) => void outcomes.push(o) });
    expect((await rotation.runOnce())?.ok).toBe(true);
    const good = rotation.backups().map((b) => b.name);
    expect(good).toHaveLength(1);

    const state = storedState<SpielState>(h.db, id);
    h.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify({ ...state, month: state.month + 1 }), id);
    rotation.start();
    expect(rotation.nextBackupAt).toBe(T0 + 24 * HOUR);
    h.clock.set(T0 + 24 * HOUR);
    expect(rotation.busy).toBe(true);
    expect((await rotation.runOnce())?.ok).toBe(false);
    expect(rotation.nextBackupAt).toBe(h.clock.now() + HOUR);
    expect(outcomes).toEqual(['ok', 'damaged']);
    expect(log.lines.at(-1)).toMatch(/^error backup .*\.db\.damaged is DAMAGED \(1 problem\(s\): game 1 \(spiel\) disagrees with its log: snapshot differs from replay at \$\.month/);
    expect(rotation.backups().map((b) => b.name)).toEqual(good);
    expect(readdirSync(dir).filter((f) => f.endsWith('.damaged'))).toHaveLength(1);
    await rotation.stop();

    const gone = new BackupRotation({ databasePath: join(root, 'missing.db'), dir, everyMs: 24 * HOUR, keep: 1, clock: h.clock, log, onBackup: (o) => void outcomes.push(o) });
    expect(await gone.runOnce()).toBeNull();
    expect(outcomes).toEqual(['ok', 'damaged', 'failed']);
    expect(log.lines.at(-1)).toMatch(/^error backup failed \(exit 2\): backup: There is no database at .*missing\.db\.$/);
    expect(readdirSync(dir).map((f) => basename(f)).filter((f) => f.startsWith('missing'))).toEqual([]);
    h.db.close();
  }, 90_000);
});
