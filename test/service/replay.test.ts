// Thousands of simulated games run through the service at once, on one clock: players' commands
// come from the random player's logs, and the month timeouts come from the service's own
// scheduler. Every game must end exactly where the engine alone ends, and its stored snapshot
// must equal the replay of its stored log.
import { describe, expect, it } from 'vitest';
import { seats, START_TIME } from '../../src/engine/self-play.js';
import { playGame, type PlayedGame } from '../../src/games/spiel/random-player.js';
import { spiel } from '../../src/games/spiel/index.js';
import { ManualClock } from '../../src/service/clock.js';
import { openDatabase } from '../../src/service/db.js';
import { GameService } from '../../src/service/service.js';
import { verifyDatabase } from '../../src/service/verify.js';

const GAMES = Number(process.env.REPLAY_GAMES ?? 2000);

describe('replay through the service', () => {
  it(`GIVEN ${GAMES} random games played together through the service WHEN replayed from their seeds THEN every stored snapshot and log equals the engine's own game`, () => {
    const played: PlayedGame[] = [];
    for (let seed = 0; seed < GAMES; seed++) played.push(playGame(seed, seats(2 + (seed % 5))));

    const db = openDatabase(':memory:');
    const clock = new ManualClock(START_TIME);
    const seeds = played.map((g) => g.seed);
    const errors: unknown[] = [];
    const service = new GameService(db, { clock, games: { spiel }, seed: () => seeds.shift() as number, onError: (e) => errors.push(e) });
    let deadlines = 0;
    service.onChange((o) => {
      if (o.cause === 'deadline') deadlines++;
    });

    const ids = played.map((g) => {
      const lobby = service.createLobby({ type: 'spiel', guildId: 'g', channelId: `ch${g.seed}`, hostUserId: 'u1', settings: { excuses: 0 } }) // the engine's own timeouts, none excused;
      if (!lobby.ok) throw new Error(lobby.error.code);
      const id = lobby.outcome.game.id;
      for (let i = 2; i <= g.players.length; i++) service.join(id, `u${i}`);
      if (!service.start(id, 'u1').ok) throw new Error('start');
      return id;
    });
    service.startScheduler();

    // Every player command of every game, in time order; the timeouts are the scheduler's job.
    const stream = played.flatMap((g, i) =>
      g.log.filter((e) => e.actor !== null).map((e) => ({ at: e.at, gameId: ids[i] as number, userId: `u${(e.actor as string).slice(1)}`, command: e.command })),
    );
    stream.sort((a, b) => a.at - b.at || a.gameId - b.gameId);
    for (const s of stream) {
      clock.set(s.at);
      const r = service.submit({ gameId: s.gameId, actor: { userId: s.userId }, command: s.command });
      if (!r.ok) throw new Error(`game ${s.gameId} refused a logged command: ${r.error.code}`);
    }
    clock.advance(31 * 24 * 3_600_000); // any game still waiting for its last timeout

    expect(errors).toEqual([]);
    const expectedTimeouts = played.reduce((n, g) => n + g.log.filter((e) => e.actor === null).length, 0);
    expect(deadlines).toBe(expectedTimeouts);
    const stateOf = db.prepare('SELECT status, state, version FROM games WHERE id = ?');
    const logOf = db.prepare('SELECT actor, command, at FROM command_log WHERE game_id = ? ORDER BY seq');
    played.forEach((g, i) => {
      const row = stateOf.get(ids[i]) as { status: string; state: string; version: number };
      expect(row.status).toBe('ended');
      expect(row.version).toBe(g.log.length);
      expect(row.state).toBe(JSON.stringify(g.state));
      const log = (logOf.all(ids[i]) as { actor: string | null; command: string; at: number }[]).map((r) => ({ ...r, command: JSON.parse(r.command) as unknown }));
      expect(log).toEqual(g.log);
    });
    const report = verifyDatabase(db, { spiel });
    expect(report).toEqual({ checked: GAMES, disagreements: [], olderFormat: 0, ratings: [] });
    expect(db.prepare('SELECT COUNT(*) AS n FROM deadlines').get()).toEqual({ n: 0 });
    db.close();
  }, 240_000); // ~45 s on a busy 2-core machine
});
