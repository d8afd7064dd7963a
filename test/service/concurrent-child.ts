// One of two processes racing on one database file: at agreed instants both submit a host
// control for the same game, first against the same expected version, then with the same
// interaction id. Prints one JSON line per round. The parent starts each round ("GO <round>
// <instant>" on stdin) once both processes answered the one before, so a process held up by a
// busy machine never runs a round ahead; within a round both spin until the same instant.
//
//   node --import tsx test/service/concurrent-child.ts <db> <gameId> <a|b> <rounds>
import { writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { spiel } from '../../src/games/spiel/index.js';
import { openDatabase } from '../../src/service/db.js';
import { GameService } from '../../src/service/service.js';

const [path, gameArg, role, roundsArg] = process.argv.slice(2);
const gameId = Number(gameArg);
const rounds = Number(roundsArg);

const db = openDatabase(path as string);
const service = new GameService(db, { games: { spiel }, backgroundCheckpoints: false });
const actor = role === 'a' ? { hostUserId: 'u1' } : { hostUserId: 'u2', canManage: true };
const command = { type: 'extendDeadline', ms: 60_000 };
writeSync(1, 'READY\n');

function waitUntil(t: number): void {
  while (Date.now() < t) {
    // spin: both processes leave the barrier within microseconds of each other
  }
}

const orders = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
for (let r = 0; r < 2 * rounds; r++) {
  const order = await orders.next();
  const [go, round, at] = String(order.value ?? '').split(' ');
  if (order.done || go !== 'GO' || Number(round) !== r) throw new Error(`expected GO ${r}, got ${String(order.value)}`);
  waitUntil(Number(at));
  const sameVersion = r < rounds;
  const result = service.submit(
    sameVersion ? { gameId, actor, command, expectedVersion: r } : { gameId, actor, command, interactionId: `race-${r}` },
  );
  const line = {
    round: r,
    phase: sameVersion ? 'version' : 'interaction',
    ok: result.ok,
    duplicate: result.duplicate,
    code: result.ok ? null : result.error.code,
    version: result.ok ? result.outcome.version : (result.version ?? null),
  };
  writeSync(1, `${JSON.stringify(line)}\n`);
}
db.close();
process.exit(0);
