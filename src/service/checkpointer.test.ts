import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Checkpointer } from './checkpointer.js';
import { openDatabase } from './db.js';

const dir = mkdtempSync(join(tmpdir(), 'spiel-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('background checkpoints', () => {
  it('GIVEN a busy connection WHEN commits pile up THEN a worker thread checkpoints the WAL, and closing hands checkpoints back to the connection', async () => {
    const db = openDatabase(join(dir, 'wal.db'));
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    const checkpointer = new Checkpointer(db, 10);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(20_000); // only a safety net now
    db.prepare("INSERT INTO games (type, guild_id, channel_id, status, host_user_id, options, settings, created_at) VALUES ('x', 'g', 'c', 'lobby', 'u', '{}', '{}', 0)").run();
    const upsert = db.prepare("INSERT INTO messages (game_id, key, channel_id, message_id, version, updated_at) VALUES (1, ?, 'c', 'm', 0, 0) ON CONFLICT DO UPDATE SET version = version + 1");
    for (let i = 0; i < 100 && checkpointer.completed === 0; i++) {
      upsert.run(`k${i % 7}`);
      checkpointer.committed();
      await tick();
    }
    for (let i = 0; i < 500 && checkpointer.completed === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(checkpointer.completed).toBeGreaterThan(0);
    await checkpointer.close();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    db.close();
  });
});
