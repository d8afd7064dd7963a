// Stored games for the benchmarks, written straight into the tables (as the service would have
// left them) because going through the service for 100,000 games would take minutes. They are
// real games: ended ones are random games played to the end with their whole command log (the
// verify-db replay accepts every one), running ones are freshly dealt with their deadline rows.
import type { Database } from 'better-sqlite3';
import { seats } from '../src/engine/self-play.js';
import { spiel } from '../src/games/spiel/index.js';
import { playGame, type PlayedGame } from '../src/games/spiel/random-player.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface StoredGames {
  /** Game ids firstId … firstId + count - 1. */
  readonly firstId: number;
  readonly count: number;
  /** The first `overdue` ids run with their month deadline passed a day ago … */
  readonly overdue: number;
  /** … the next `running` ids run with their deadline a month ahead; the rest have ended. */
  readonly running: number;
  /** "Now" for the running games. */
  readonly now: number;
  readonly guildOf: (id: number) => string;
  readonly channelOf: (id: number) => string;
  /** The Discord user in seat `seat` (0-based) of game `id`. */
  readonly userOf: (id: number, seat: number) => string;
  /**
   * Record the running games' public posts as up to date (the publisher's `sync` message), as a
   * bot that has been running would have them; without it a bot would post for every one of
   * them at start-up.
   */
  readonly synced?: boolean;
}

/**
 * Writes the games in transactions of 5,000. Running games have 30-day months with a reminder 3
 * hours before the deadline; ended games are drawn from 64 random games of 2 to 6 players.
 */
export function insertStoredGames(db: Database, spec: StoredGames): void {
  const pool: PlayedGame[] = Array.from({ length: 64 }, (_, i) => playGame(10_000 + i, seats(2 + (i % 5))));
  const monthMs = 30 * DAY;
  const runningOptions = spiel.optionsSchema.parse({ monthMs });
  const options = JSON.stringify(runningOptions);
  const settings = JSON.stringify({ reminderBeforeMs: 3 * HOUR });
  const insertGame = db.prepare(
    `INSERT INTO games (id, type, guild_id, channel_id, status, host_user_id, seed, options, settings, version, state, created_at, started_at, ended_at)
     VALUES (?, 'spiel', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSeat = db.prepare('INSERT INTO seats (game_id, seat, player_id, user_id, ai, joined_at) VALUES (?, ?, ?, ?, 0, ?)');
  const insertLog = db.prepare(
    `INSERT INTO command_log (game_id, seq, actor, command, at, cause, user_id, interaction_id) VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const insertDeadline = db.prepare('INSERT INTO deadlines (game_id, kind, due, payload) VALUES (?, ?, ?, ?)');
  const insertSync = db.prepare("INSERT INTO messages (game_id, key, channel_id, message_id, version, updated_at) VALUES (?, 'sync', ?, '-', 0, ?)");
  const end = spec.firstId + spec.count;
  const write = db.transaction((from: number, to: number) => {
    for (let id = from; id < to; id++) {
      const n = id - spec.firstId; // 0-based position
      const guild = spec.guildOf(id);
      const channel = spec.channelOf(id);
      if (n < spec.overdue + spec.running) {
        // Running: dealt 2 days ago (overdue) or an hour ago (deadline ahead).
        const startedAt = n < spec.overdue ? spec.now - monthMs - DAY : spec.now - HOUR;
        const players = seats(4);
        const state = spiel.setup(id, players, runningOptions, startedAt);
        insertGame.run(id, guild, channel, 'running', spec.userOf(id, 0), id, options, settings, 0, JSON.stringify(state), startedAt - HOUR, startedAt, null);
        players.forEach((p, k) => insertSeat.run(id, k, p, spec.userOf(id, k), startedAt - HOUR));
        const deadline = spiel.awaiting(state).deadline!;
        insertDeadline.run(id, 'timeout', deadline.due, JSON.stringify({ command: deadline.command }));
        insertDeadline.run(id, 'reminder', deadline.due - 3 * HOUR, JSON.stringify({ deadline: deadline.due }));
        if (spec.synced) insertSync.run(id, channel, startedAt);
      } else {
        const game = pool[id % pool.length] as PlayedGame;
        const last = game.log[game.log.length - 1]?.at ?? game.createdAt;
        const played = JSON.stringify(game.options); // the random games ran with the default month
        insertGame.run(id, guild, channel, 'ended', spec.userOf(id, 0), game.seed, played, settings, game.log.length, JSON.stringify(game.state), game.createdAt - HOUR, game.createdAt, last);
        game.players.forEach((p, k) => insertSeat.run(id, k, p, spec.userOf(id, k), game.createdAt - HOUR));
        game.log.forEach((e, k) =>
          insertLog.run(id, k + 1, e.actor, JSON.stringify(e.command), e.at, e.actor === null ? 'deadline' : 'player', e.actor === null ? null : spec.userOf(id, Number(e.actor.slice(1)) - 1)),
        );
      }
    }
  });
  for (let from = spec.firstId; from < end; from += 5_000) write(from, Math.min(end, from + 5_000));
}
