import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backgroundIntegrityCheck, checkedInBackground, DatabaseError, openDatabase } from './db.js';

const dir = mkdtempSync(join(tmpdir(), 'spiel-integrity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database with a few hundred pages of rows, checkpointed into the main file. */
function stocked(name: string): { path: string; bytes: Buffer } {
  const path = join(dir, name);
  const db = openDatabase(path);
  db.exec('CREATE TABLE filler (x TEXT)');
  const fill = db.prepare('INSERT INTO filler VALUES (?)');
  for (let i = 0; i < 2000; i++) fill.run(`${i}`.repeat(100));
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { path, bytes: readFileSync(path) };
}

describe('the database integrity check', () => {
  it('GIVEN a small database WHEN the bot opens it THEN quick_check runs before start-up goes on; a large one is checked in the background', () => {
    const { path } = stocked('small.db');
    expect(checkedInBackground(path)).toBe(false);
    expect(checkedInBackground(path, 1024)).toBe(true);
  });

  it('GIVEN a large database cut short WHEN the bot opens it THEN the cheap check at start-up already refuses it', () => {
    const { bytes } = stocked('cut-source.db');
    const path = join(dir, 'cut.db');
    writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect(() => openDatabase(path, { fullCheckMaxBytes: 1024 })).toThrow(DatabaseError);
    expect(() => openDatabase(path, { fullCheckMaxBytes: 1024 })).toThrow(/is damaged \(truncated or corrupt\)/);
  });

  it('GIVEN a large database damaged in the middle WHEN the bot opens it THEN start-up goes on and the background check finds the damage, naming the file and what to do', async () => {
    const { path, bytes } = stocked('damaged.db');
    const pageSize = bytes.readUInt16BE(16);
    const page = Math.floor(bytes.length / pageSize / 2);
    bytes.fill(0xa5, page * pageSize, (page + 1) * pageSize); // a page in the middle turned to noise
    writeFileSync(path, bytes);
    openDatabase(path, { fullCheckMaxBytes: 1024 }).close();
    const damage = await backgroundIntegrityCheck(path);
    expect(damage).toBeInstanceOf(DatabaseError);
    expect(damage?.message).toContain(path);
    expect(damage?.message).toMatch(/is damaged/);
    expect(damage?.message).toMatch(/restore it from a backup/);
  });

  it('GIVEN a healthy large database WHEN the background check runs THEN it finds nothing', async () => {
    const { path } = stocked('healthy.db');
    await expect(backgroundIntegrityCheck(path)).resolves.toBeNull();
  });
});
