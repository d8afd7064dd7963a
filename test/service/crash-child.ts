// The crash test's child: plays a deterministic stream of steps against a database file and
// prints a line per step ("S i") and per acknowledged command ("A i game result duplicate"),
// after the commit. The parent SIGKILLs it at random moments and restarts it from the last
// step it began; every step is idempotent (lobby steps by their nature, commands by their
// interaction id), so replaying steps is safe.
//
//   node --import tsx test/service/crash-child.ts <db> <from> <to>
import { writeSync } from 'node:fs';
import { START_TIME } from '../../src/engine/self-play.js';
import { spiel, type SpielState } from '../../src/games/spiel/index.js';
import { randomPolicy } from '../../src/games/spiel/random-player.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { ManualClock } from '../../src/service/clock.js';
import { openDatabase } from '../../src/service/db.js';
import { GameService } from '../../src/service/service.js';

export const CHANNELS = 6;
/** Simulated time between steps: with 2-hour months, deadlines fall due all the time. */
export const STEP_MS = 5 * 60_000;
export const MONTH_MS = 2 * 3_600_000;

const [path, fromArg, toArg] = process.argv.slice(2);
const from = Number(fromArg);
const to = Number(toArg);
const say = (line: string) => writeSync(1, `${line}\n`); // synchronous: printed means printed

// A bundled copy of this file runs from a temp directory: the parent says where migrations are.
const db = openDatabase(path as string, process.env.MIGRATIONS_DIR ? { migrationsDir: process.env.MIGRATIONS_DIR } : {});
const clock = new ManualClock(START_TIME + from * STEP_MS);
let seeds = from * 7919;
const service = new GameService(db, {
  clock,
  games: { spiel },
  policies: { spiel: () => ({ type: 'brainstorm' }) },
  seed: () => seeds++,
});
const { ran } = service.startScheduler();
say(`R ${ran}`);

const stateOf = db.prepare('SELECT state FROM games WHERE id = ?');
const firstGameOf = db.prepare('SELECT game_id FROM interactions WHERE interaction_id = ?');

/** Makes sure channel `c` has a running game: lobby, seats, start (each step idempotent). */
function ensureGame(c: number): void {
  const channelId = `crash-${c}`;
  let game = service.activeGameInChannel(channelId);
  if (!game) {
    const created = service.createLobby({ type: 'spiel', guildId: 'g', channelId, hostUserId: 'u1', options: { monthMs: MONTH_MS } });
    if (!created.ok) throw new Error(`createLobby: ${created.error.code}`);
    game = created.outcome.game;
  }
  if (game.status === 'running') return;
  const humans = 2 + (c % 3);
  for (let u = 2; u <= humans; u++) service.join(game.id, `u${u}`); // ALREADY_JOINED on a re-run
  if (c % 4 === 0 && !game.seats.some((s) => s.userId === null)) service.addAi(game.id, 'u1');
  const started = service.start(game.id, 'u1');
  if (!started.ok) throw new Error(`start: ${started.error.code}`);
}

for (let i = from; i < to; i++) {
  // Let the event loop turn now and then, as a bot does between interactions (the background
  // checkpoint worker's replies arrive then), so kills also land mid-checkpoint.
  if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
  say(`S ${i}`);
  clock.set(START_TIME + i * STEP_MS); // deadlines and AI turns due by now run here
  const c = i % CHANNELS;
  const game = service.activeGameInChannel(`crash-${c}`);
  if (!game || game.status !== 'running') {
    ensureGame(c);
    continue;
  }
  const rng = new Rng(seedRng(i));
  const humans = game.seats.filter((s) => s.userId !== null);
  const seat = rng.pick(humans);
  const state = JSON.parse((stateOf.get(game.id) as { state: string }).state) as SpielState;
  const command = randomPolicy(state, seat.playerId as string, rng) ?? { type: 'brainstorm' };
  const r = service.submit({ gameId: game.id, actor: { userId: seat.userId as string }, command, interactionId: `crash-${i}` });
  // The game that answered: a redelivered step whose channel has a new game by now (redeliveries
  // after kills during start-up can go back many steps) is answered by the game it was first
  // applied to, as the service says; the channel's current game would be the wrong one to print.
  const answeredBy = r.duplicate ? (firstGameOf.get(`crash-${i}`) as { game_id: number }).game_id : game.id;
  say(`A ${i} ${answeredBy} ${r.ok ? r.outcome.version : `E:${r.error.code}`} ${r.duplicate ? 1 : 0}`);
}
// On a loaded machine the checkpoint worker (a thread that loads the driver and opens its own
// connection) can still be starting when the steps are done, its first checkpoint asked for and
// unanswered: give it up to 10 s to answer before reporting how many it completed.
for (let waited = 0; service.stats().checkpoints === 0 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
say(`DONE ${service.stats().checkpoints}`);
await service.close();
db.close();
