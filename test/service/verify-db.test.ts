// `npm run verify-db -- <file>` on a real database file: silent success when every game agrees,
// a line per disagreeing game and a non-zero exit code otherwise.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { SpielState } from '../../src/games/spiel/index.js';
import { AI_POLICIES, GAMES } from '../../src/registry.js';
import { openDatabase } from '../../src/service/db.js';
import type { GameService } from '../../src/service/service.js';
import { harness, ok, startedGame, storedState } from './helpers.js';

/** An Award game of u1..u3 in `channel`, played for `commands` commands as the AI would play each seat. */
function playedAwardGame(service: GameService, channel: string, commands: number): number {
  const id = ok(service.createLobby({ type: 'award', guildId: 'g1', channelId: channel, hostUserId: 'u1' })).outcome.game.id;
  ok(service.join(id, 'u2'));
  ok(service.join(id, 'u3'));
  ok(service.start(id, 'u1'));
  let done = 0;
  for (let round = 0; round < 200 && done < commands; round++) {
    for (const user of ['u1', 'u2', 'u3']) {
      const seen = service.view(id, user);
      if (!seen.ok || !seen.view || seen.game.status !== 'running') return id;
      const command = AI_POLICIES.award?.(seen.view);
      if (command && service.submit({ gameId: id, actor: { userId: user }, command }).ok) done++;
    }
  }
  return id;
}

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'spiel-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const verifyDb = (path: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'verify-db.ts'), path], { cwd: ROOT, encoding: 'utf8' });

describe('verify-db', () => {
  it('GIVEN a database WHEN verified THEN it passes until snapshots are tampered with, and then names each game that disagrees', () => {
    const path = join(dir, 'bot.db');
    const h = harness({ db: openDatabase(path) });
    const ids = [1, 2, 3].map((c) => startedGame(h, { channel: `c${c}` }));
    for (const id of ids) ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    ok(h.service.createLobby({ type: 'spiel', guildId: 'g', channelId: 'lobby', hostUserId: 'u9' })); // lobbies have nothing to replay
    h.db.pragma('wal_checkpoint(TRUNCATE)');

    const clean = verifyDb(path);
    expect(clean.stderr).not.toMatch(/verify-db:/);
    expect(clean.stdout).toContain('verify-db: 3 games replayed');
    expect(clean.status).toBe(0);

    const [a, b] = ids as [number, number];
    const state = storedState<SpielState>(h.db, a);
    h.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify({ ...state, deck: state.deck.slice(1) }), a);
    h.db.prepare('UPDATE games SET version = version + 1 WHERE id = ?').run(b);
    h.db.close();
    const broken = verifyDb(path);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain(`game ${a} (spiel): snapshot differs from replay at $.deck`);
    expect(broken.stdout).toContain(`game ${b} (spiel): version 2 but 1 logged commands`);
    expect(broken.stdout).toContain('2 of 3 games disagree');
  });

  it('GIVEN a database with games of both kinds, one stored by an earlier version WHEN verified THEN every game agrees; a tampered Award game is named', () => {
    const path = join(dir, 'both.db');
    const h = harness({ db: openDatabase(path), games: GAMES, policies: {} });
    const spielGame = startedGame(h, { channel: 'spiel' });
    ok(h.service.submit({ gameId: spielGame, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    const awardGame = playedAwardGame(h.service, 'award', 30);
    expect(h.service.game(awardGame)?.version).toBeGreaterThanOrEqual(30);
    // A snapshot written before this version added a field: the field is simply not there.
    const state = storedState<SpielState & { drafts?: unknown }>(h.db, spielGame);
    delete state.drafts;
    h.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify(state), spielGame);
    h.db.pragma('wal_checkpoint(TRUNCATE)');

    const clean = verifyDb(path);
    expect(clean.stdout).toContain('verify-db: 2 games replayed');
    expect(clean.stdout).toContain('1 stored by an earlier version');
    expect(clean.status).toBe(0);

    const award = storedState<{ turn: number }>(h.db, awardGame);
    h.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify({ ...award, turn: award.turn + 1 }), awardGame);
    h.db.close();
    const broken = verifyDb(path);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain(`game ${awardGame} (award): snapshot differs from replay at $.turn`);
    expect(broken.stdout).toContain('1 of 2 games disagree');
  });

  it('GIVEN finished games whose ratings agree WHEN a stored rating is changed THEN verify-db names the rating, what it should be, and exits 1', () => {
    const path = join(dir, 'ratings.db');
    const h = harness({ db: openDatabase(path) });
    for (const c of ['r1', 'r2']) {
      const id = startedGame(h, { channel: c });
      ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    }
    h.db.pragma('wal_checkpoint(TRUNCATE)');
    const clean = verifyDb(path);
    expect(clean.stdout).toContain('the ratings equal a replay of the finished games');
    expect(clean.status).toBe(0);

    h.db.prepare("UPDATE ratings SET mu = mu + 1 WHERE user_id = 'u2'").run();
    h.db.close();
    const broken = verifyDb(path);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(/rating of spiel in server g1, user u2: stored μ 26\.\d{4} σ \d\.\d{4} after 2 games, replayed from game_results μ 25\.\d{4}/);
    expect(broken.stdout).toContain('verify-db: 1 ratings differ from a replay of game_results.');
    expect(broken.stdout).not.toContain('games disagree');
  });

  it('GIVEN no file WHEN verified THEN it says so and exits 2', () => {
    const missing = verifyDb(join(dir, 'nope.db'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no database at');
  });
});
