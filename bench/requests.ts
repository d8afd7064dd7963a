// Channel requests per game: how many posts, edits and deletes the bot sends to a table's channel
// per Spiel month and per Award turn, at 3 and 5 seats (issue 34: Discord lets a channel take only
// a few messages every few seconds, and the bot's whole budget is 50 requests a second).
//
//   node dist-bench/bench/run.js requests      (after npm run bench has built it)
//
// The real bot (the e2e harness: discord.js against the local Discord, SQLite, the publisher)
// plays whole games in which every seat is a player whose moves the game's AI policy chooses,
// each move submitted as that player's (as a click would) and the publisher left to finish
// before the next move: players who act seconds or hours apart, not all in the same instant, so
// nothing here is coalesced by timing. No deadline passes (the clock stands), so no reminder is
// posted: the figures are what play itself costs. The lobby (an interaction's own reply) is not
// counted; the start's first posts are. Seeds are fixed: the same code prints the same figures.
// The local Discord's rate limits are off here (an explicit fast path): they change when the
// requests go, not how many the bot sends.
import { AI_POLICIES } from '../src/registry.js';
import type { GameInfo } from '../src/service/types.js';
import { openTable, type Table } from '../test/e2e/harness.js';

/** Games of each kind and size (BENCH_REQUESTS_GAMES; default 2): seeds 1…n. */
const GAMES = Number(process.env.BENCH_REQUESTS_GAMES) || 2;
/** Between one player's moves in a row: the clicks of one turn (a panel, a choice, a confirmation). */
const MOVE_GAP_MS = 500;

interface Tally {
  posts: number;
  edits: number;
  deletes: number;
  /** months (Spiel) or turns (Award) played */
  periods: number;
}

const CHANNEL_ROUTES: Readonly<Record<string, keyof Omit<Tally, 'periods'>>> = {
  'POST /channels/:channel/messages': 'posts',
  'PATCH /channels/:channel/messages/:message': 'edits',
  'DELETE /channels/:channel/messages/:message': 'deletes',
};

/** The month (Spiel) or turn (Award) the public view is in. */
function period(type: string, view: unknown): number {
  const v = view as { month?: number; turn?: number };
  return (type === 'spiel' ? v.month : v.turn) ?? 0;
}

/** Plays one game of `type` with `seats` players; the channel requests it cost. */
async function playOne(type: 'spiel' | 'award', seats: number, seed: number, coalesceMs: number | undefined): Promise<Tally> {
  const t: Table = await openTable({ players: seats, seed, fake: { rateLimits: false }, ...(coalesceMs === undefined ? {} : { coalesceMs }) });
  try {
    const [host, ...others] = t.users;
    const lobby = t.service.createLobby({ type, guildId: t.guild.id, channelId: t.channel.id, hostUserId: host!.id, hostName: host!.username });
    if (!lobby.ok) throw new Error(`lobby: ${lobby.error.code}`);
    const gameId = lobby.outcome.game.id;
    for (const u of others) {
      const joined = t.service.join(gameId, u.id, u.username);
      if (!joined.ok) throw new Error(`join: ${joined.error.code}`);
    }
    const from = t.discord.requests.length;
    const started = t.service.start(gameId, host!.id);
    if (!started.ok) throw new Error(`start: ${started.error.code}`);
    await t.settle();
    let game: GameInfo | null = t.service.game(gameId);
    let moves = 0;
    while (game?.status === 'running' && moves < 5_000) {
      let moved = false;
      for (const u of t.users) {
        // One player's moves in a row (the clicks of one turn) come MOVE_GAP_MS apart; the next
        // player acts once the channel has caught up (minutes later, as players do).
        for (let mine = 0; mine < 50; mine++) {
          const seen = t.service.view(gameId, u.id);
          if (!seen.ok || seen.game.status !== 'running') break;
          const command = AI_POLICIES[type](seen.view);
          if (command === null || command === undefined) break;
          if (mine > 0) await new Promise((resolve) => setTimeout(resolve, MOVE_GAP_MS));
          const result = t.service.submit({ gameId, actor: { userId: u.id }, command });
          if (!result.ok) break;
          moved = true;
          moves++;
        }
        await t.settle();
      }
      game = t.service.game(gameId);
      if (!moved) throw new Error(`${type} ${seats} seats, seed ${seed}: nobody could move at version ${game?.version}`);
    }
    const last = t.service.view(gameId, null);
    const tally: Tally = { posts: 0, edits: 0, deletes: 0, periods: last.ok ? period(type, last.view) : 0 };
    for (const r of t.discord.requests.slice(from)) {
      const kind = CHANNEL_ROUTES[`${r.method} ${r.route}`];
      if (kind && r.path.startsWith(`/channels/${t.channel.id}/`)) tally[kind]++;
    }
    return tally;
  } finally {
    await t.stop();
  }
}

export interface RequestFigures {
  readonly type: 'spiel' | 'award';
  readonly seats: number;
  readonly perPeriod: { readonly posts: number; readonly edits: number; readonly deletes: number; readonly total: number };
  readonly perGame: number;
  readonly periods: number;
}

export async function benchRequests(log: (line: string) => void = (line) => console.log(line)): Promise<RequestFigures[]> {
  const figures: RequestFigures[] = [];
  // Each size twice: the publisher as shipped, and with its coalescing of changes within a second
  // off (coalesceMs 0: every change published on its own, as before issue 34).
  for (const type of ['spiel', 'award'] as const) {
    for (const seats of [3, 5]) {
      for (const coalesceMs of [0, undefined]) {
        const sum: Tally = { posts: 0, edits: 0, deletes: 0, periods: 0 };
        for (let seed = 1; seed <= GAMES; seed++) {
          const one = await playOne(type, seats, seed, coalesceMs);
          for (const k of ['posts', 'edits', 'deletes', 'periods'] as const) sum[k] += one[k];
        }
        const per = (n: number) => Math.round((n / sum.periods) * 100) / 100;
        const total = sum.posts + sum.edits + sum.deletes;
        const f: RequestFigures = {
          type,
          seats,
          perPeriod: { posts: per(sum.posts), edits: per(sum.edits), deletes: per(sum.deletes), total: per(total) },
          perGame: Math.round((total / GAMES) * 10) / 10,
          periods: Math.round((sum.periods / GAMES) * 10) / 10,
        };
        figures.push(f);
        const unit = type === 'spiel' ? 'month' : 'turn';
        log(
          `requests: ${type} at ${seats} seats${coalesceMs === 0 ? ', coalescing off' : ''}: ${f.perPeriod.total} channel requests per ${unit} (${f.perPeriod.posts} posts, ${f.perPeriod.edits} edits, ${f.perPeriod.deletes} deletes); ${f.perGame} per game of ${f.periods} ${unit}s (${GAMES} games, seeds 1–${GAMES})`,
        );
      }
    }
  }
  return figures;
}
