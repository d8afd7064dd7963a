// The service's SQL, prepared once per connection, and the mapping from rows to GameInfo.
// Only the service calls it, always inside a transaction it opened.
import type { Database, Statement } from 'better-sqlite3';
import { RatingStore } from './ratings.js';
import type { TableSettings } from './settings.js';
import { ONE_SHARD, ownedCondition, ownedGamesCondition, type ShardSlice } from './shards.js';
import type { DeadlineKind, GameInfo, GameStatus, MessageRef, SeatInfo, ThreadNote } from './types.js';

/** A games row without its (large) state column. */
export interface GameRow {
  readonly id: number;
  readonly type: string;
  readonly guild_id: string;
  readonly channel_id: string;
  readonly status: GameStatus;
  readonly host_user_id: string;
  readonly seed: number | null;
  readonly options: string;
  readonly settings: string;
  readonly version: number;
  readonly seats_rev: number;
  readonly created_at: number;
  readonly started_at: number | null;
  readonly ended_at: number | null;
  readonly thread_id: string | null;
  readonly thread_note: ThreadNote | null;
}

/** A seats row: who sits where, and whether the AI plays the seat now. */
export interface SeatRow {
  readonly seat: number;
  readonly player_id: string | null;
  readonly user_id: string | null;
  readonly ai: 0 | 1;
  /** Deadlines missed in a row. */
  readonly missed: number;
  /** The player's display name as Discord last showed it (null: an AI seat, or not heard yet). */
  readonly name: string | null;
  /** The away period (its `since`) this table announced for the seat, if any (see away.ts). */
  readonly away_since: number | null;
  /** Until when the seat is away at this table (null: not away here). */
  readonly away_until: number | null;
  /** The AI took the seat for the away period (`away: ai`). */
  readonly away_ai: 0 | 1;
  /** Budgets spent in this game: days an `away: wait` table waited, excused misses. */
  readonly away_days_used: number;
  readonly excuses_used: number;
}

/** A user's away period (the `away` table). */
export interface AwayRow {
  readonly user_id: string;
  readonly since: number;
  readonly until: number;
  readonly note: string | null;
}

/** One seat's line in game_results. */
export interface ResultRow {
  readonly game_id: number;
  readonly player_id: string;
  readonly user_id: string | null;
  readonly rank: number;
  readonly won: 0 | 1;
  readonly score: number;
  readonly best_name: string | null;
  readonly best_value: number | null;
  readonly ended_at: number;
}

/** A one-off notice waiting to be posted. */
export interface NoticeRow {
  readonly id: number;
  readonly version: number;
  readonly kind: string;
  readonly payload: string;
}

/** How many games of a type have a status. */
export interface GameCount {
  readonly status: GameStatus;
  readonly type: string;
  readonly n: number;
}

/** A deadline row: a timeout, reminder or AI job of a game, due at `due`. */
export interface DeadlineRow {
  readonly id: number;
  readonly game_id: number;
  readonly kind: DeadlineKind;
  readonly due: number;
  readonly payload: string;
  readonly attempts: number;
}

/** A player's daily digest (see migrations/010): null `due` is switched off. */
export interface DigestRow {
  readonly user_id: string;
  readonly hour: number;
  readonly utc_offset: number;
  readonly language: string;
  readonly due: number | null;
  readonly undelivered: 0 | 1;
}

const GAME_COLUMNS =
  'id, type, guild_id, channel_id, status, host_user_id, seed, options, settings, version, seats_rev, created_at, started_at, ended_at, thread_id, thread_note';

/** Every statement the service runs, prepared on one connection. */
export class Store {
  readonly game: Statement<[number], GameRow>;
  readonly activeInChannel: Statement<[string], GameRow>;
  readonly state: Statement<[number], { state: string | null }>;
  readonly seats: Statement<[number], SeatRow>;
  readonly insertGame: Statement<[string, string, string, string, string, string, number]>;
  readonly updateHost: Statement<[string, number]>;
  readonly setStatus: Statement<[GameStatus, number | null, number]>;
  readonly startGame: Statement<[number, string, number, number]>;
  readonly saveState: Statement<[string, number, number, number]>;
  readonly saveFinalState: Statement<[string, number, number, number, number]>;
  readonly seatsChanged: Statement<[number]>;
  readonly insertSeat: Statement<[number, number, string | null, 0 | 1, number, string | null]>;
  readonly setSeatName: Statement<[string, number, string, string]>;
  readonly deleteSeat: Statement<[number, number]>;
  readonly setPlayerId: Statement<[string, number, number]>;
  readonly setSeatAi: Statement<[0 | 1, number, number]>;
  readonly setMissed: Statement<[number, number, number]>;
  readonly setDmReminders: Statement<[string, 0 | 1, number]>;
  readonly dmReminders: Statement<[string], { dm_reminders: 0 | 1 }>;
  readonly insertResult: Statement<[number, string, string, string, string | null, number, 0 | 1, number, string | null, number | null, number]>;
  readonly results: Statement<[string, string], ResultRow>;
  readonly appendLog: Statement<[number, number, string | null, string, number, string, string | null, string | null]>;
  readonly upsertDeadline: Statement<[number, DeadlineKind, number, string]>;
  readonly deleteDeadlineKind: Statement<[number, DeadlineKind]>;
  readonly deleteDeadlines: Statement<[number]>;
  readonly deleteDeadline: Statement<[number]>;
  readonly deadlineOfKind: Statement<[number, DeadlineKind], DeadlineRow>;
  readonly nextDue: Statement<[number], DeadlineRow>;
  readonly earliestDue: Statement<[], { due: number | null }>;
  readonly retryDeadline: Statement<[number, number]>;
  readonly interaction: Statement<[string], { game_id: number; answer: string }>;
  readonly insertInteraction: Statement<[string, number | null, number, string]>;
  readonly pruneInteractions: Statement<[number]>;
  readonly upsertMessage: Statement<[number, string, string, string, number, number, string | null]>;
  readonly deleteMessage: Statement<[number, string]>;
  readonly messages: Statement<[number], { key: string; channel_id: string; message_id: string; version: number; hash: string | null }>;
  readonly insertIntent: Statement<[number, string, string, string, number]>;
  readonly intent: Statement<[number, string], { nonce: string; fingerprint: string; at: number }>;
  readonly deleteIntent: Statement<[number, string]>;
  readonly intents: Statement<[number], { key: string; nonce: string; fingerprint: string; at: number }>;
  readonly insertNotice: Statement<[number, number, string, string, number]>;
  readonly notices: Statement<[number], NoticeRow>;
  readonly deleteNotice: Statement<[number, number]>;
  readonly messagesBehind: Statement<[], { game_id: number; key: string; channel_id: string; message_id: string; version: number }>;
  readonly gamesToSync: Statement<[string, number], { id: number }>;
  readonly lobbiesToSync: Statement<[string, number], { id: number }>;
  readonly latestInChannel: Statement<[string], GameRow>;
  readonly setThread: Statement<[string | null, ThreadNote | null, number]>;
  readonly gameCounts: Statement<[], GameCount>;
  readonly gameCountsOfShards: Statement<[number, string], GameCount>;
  readonly dueBacklog: Statement<[number], { n: number; earliest: number | null }>;
  readonly tablesOfUser: Statement<[string, number], GameRow>;
  readonly guildName: Statement<[string], { name: string; updated_at: number }>;
  readonly setGuildName: Statement<[string, string, number]>;
  readonly digest: Statement<[string], DigestRow>;
  readonly upsertDigest: Statement<[string, number, number, string, number | null, number]>;
  readonly nextDigest: Statement<[number], DigestRow>;
  readonly earliestDigest: Statement<[], { due: number | null }>;
  readonly moveDigest: Statement<[number | null, string]>;
  readonly setUndelivered: Statement<[0 | 1, string]>;
  readonly insertOutbox: Statement<[string, number, number]>;
  readonly outbox: Statement<[], { user_id: string; due: number }>;
  readonly deleteOutbox: Statement<[string, number]>;
  readonly awayOf: Statement<[string], AwayRow>;
  readonly setAway: Statement<[string, number, number, string | null]>;
  readonly clearAway: Statement<[string]>;
  readonly runningGamesOf: Statement<[string], { id: number }>;
  readonly setSeatAway: Statement<[number | null, number | null, 0 | 1, number, number]>;
  readonly spendAwayDay: Statement<[number, number]>;
  readonly spendExcuse: Statement<[number, number]>;
  readonly lastDeadlineCommands: Statement<[number, number], { command: string }>;
  readonly ratings: RatingStore;

  /**
   * `slice`: the shards this process runs. Due deadline rows and the publisher's catch-up are then
   * read for the games of those shards' guilds only (a join on games by its primary key); the rest
   * of the statements name one game, which an interaction of that guild brought here anyway.
   */
  constructor(
    readonly db: Database,
    slice: ShardSlice = ONE_SHARD,
  ) {
    const own = ownedGamesCondition(slice);
    this.game = db.prepare(`SELECT ${GAME_COLUMNS} FROM games WHERE id = ?`);
    // A channel's table, or a thread's: a command typed in a table's thread finds it by the thread
    // (one parameter for both columns, and both indexes searched: MULTI-INDEX OR).
    this.activeInChannel = db.prepare(`WITH c(v) AS (SELECT ?) SELECT ${GAME_COLUMNS} FROM games, c WHERE (channel_id = c.v OR thread_id = c.v) AND status IN ('lobby', 'running')`);
    this.state = db.prepare('SELECT state FROM games WHERE id = ?');
    this.seats = db.prepare('SELECT seat, player_id, user_id, ai, missed, name, away_since, away_until, away_ai, away_days_used, excuses_used FROM seats WHERE game_id = ? ORDER BY seat');
    this.insertGame = db.prepare(
      `INSERT INTO games (type, guild_id, channel_id, status, host_user_id, options, settings, created_at)
       VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?)`,
    );
    this.updateHost = db.prepare('UPDATE games SET host_user_id = ? WHERE id = ?');
    this.setStatus = db.prepare('UPDATE games SET status = ?, ended_at = ? WHERE id = ?');
    this.startGame = db.prepare(
      `UPDATE games SET status = 'running', seed = ?, state = ?, version = 0, seats_rev = seats_rev + 1, started_at = ?
       WHERE id = ? AND status = 'lobby'`,
    );
    this.seatsChanged = db.prepare('UPDATE games SET seats_rev = seats_rev + 1 WHERE id = ?');
    // Optimistic concurrency: the write only happens if nobody moved the version meanwhile.
    // A running game stays running: status and ended_at are left alone, because writing them
    // (even unchanged) rewrites the game's entries in the three indexes on status, three more
    // pages for every commit to write.
    this.saveState = db.prepare('UPDATE games SET state = ?, seats_rev = seats_rev + ?, version = version + 1 WHERE id = ? AND version = ?');
    this.saveFinalState = db.prepare(
      "UPDATE games SET state = ?, status = 'ended', ended_at = ?, seats_rev = seats_rev + ?, version = version + 1 WHERE id = ? AND version = ?",
    );
    this.insertSeat = db.prepare('INSERT INTO seats (game_id, seat, user_id, ai, joined_at, name) VALUES (?, ?, ?, ?, ?, ?)');
    this.setSeatName = db.prepare('UPDATE seats SET name = ? WHERE game_id = ? AND user_id = ? AND name IS NOT ?');
    this.deleteSeat = db.prepare('DELETE FROM seats WHERE game_id = ? AND seat = ?');
    this.setPlayerId = db.prepare('UPDATE seats SET player_id = ? WHERE game_id = ? AND seat = ?');
    this.setSeatAi = db.prepare('UPDATE seats SET ai = ? WHERE game_id = ? AND seat = ?');
    this.setMissed = db.prepare('UPDATE seats SET missed = ? WHERE game_id = ? AND seat = ?');
    this.setDmReminders = db.prepare(
      'INSERT INTO user_prefs (user_id, dm_reminders, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET dm_reminders = excluded.dm_reminders, updated_at = excluded.updated_at',
    );
    this.dmReminders = db.prepare('SELECT dm_reminders FROM user_prefs WHERE user_id = ?');
    this.insertResult = db.prepare(
      'INSERT OR REPLACE INTO game_results (game_id, player_id, guild_id, type, user_id, rank, won, score, best_name, best_value, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.results = db.prepare(
      'SELECT game_id, player_id, user_id, rank, won, score, best_name, best_value, ended_at FROM game_results WHERE guild_id = ? AND type = ? ORDER BY ended_at DESC LIMIT 20000',
    );
    this.appendLog = db.prepare(
      `INSERT INTO command_log (game_id, seq, actor, command, at, cause, user_id, interaction_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.upsertDeadline = db.prepare(
      `INSERT INTO deadlines (game_id, kind, due, payload) VALUES (?, ?, ?, ?)
       ON CONFLICT (game_id, kind) DO UPDATE SET due = excluded.due, payload = excluded.payload, attempts = 0
       WHERE deadlines.due IS NOT excluded.due OR deadlines.payload IS NOT excluded.payload`,
    );
    this.deleteDeadlineKind = db.prepare('DELETE FROM deadlines WHERE game_id = ? AND kind = ?');
    this.deleteDeadlines = db.prepare('DELETE FROM deadlines WHERE game_id = ?');
    this.deleteDeadline = db.prepare('DELETE FROM deadlines WHERE id = ?');
    this.deadlineOfKind = db.prepare('SELECT id, game_id, kind, due, payload, attempts FROM deadlines WHERE game_id = ? AND kind = ?');
    // Sharded, these walk deadlines_by_due and skip the rows of other shards' games.
    this.nextDue = db.prepare(
      own === null
        ? 'SELECT id, game_id, kind, due, payload, attempts FROM deadlines WHERE due <= ? ORDER BY due, id LIMIT 1'
        : `SELECT d.id, d.game_id, d.kind, d.due, d.payload, d.attempts FROM deadlines d JOIN games g ON g.id = d.game_id
           WHERE d.due <= ? AND ${own} ORDER BY d.due, d.id LIMIT 1`,
    );
    this.earliestDue = db.prepare(
      own === null ? 'SELECT MIN(due) AS due FROM deadlines' : `SELECT d.due AS due FROM deadlines d JOIN games g ON g.id = d.game_id WHERE ${own} ORDER BY d.due LIMIT 1`,
    );
    this.retryDeadline = db.prepare('UPDATE deadlines SET due = ?, attempts = attempts + 1 WHERE id = ?');
    this.interaction = db.prepare('SELECT game_id, answer FROM interactions WHERE interaction_id = ?');
    this.insertInteraction = db.prepare('INSERT INTO interactions (interaction_id, game_id, at, answer) VALUES (?, ?, ?, ?)');
    this.pruneInteractions = db.prepare('DELETE FROM interactions WHERE at < ?');
    this.upsertMessage = db.prepare(
      `INSERT INTO messages (game_id, key, channel_id, message_id, version, updated_at, hash) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (game_id, key) DO UPDATE SET channel_id = excluded.channel_id, message_id = excluded.message_id,
         version = excluded.version, updated_at = excluded.updated_at, hash = coalesce(excluded.hash, messages.hash)`,
    );
    this.deleteMessage = db.prepare('DELETE FROM messages WHERE game_id = ? AND key = ?');
    this.messages = db.prepare('SELECT key, channel_id, message_id, version, hash FROM messages WHERE game_id = ? ORDER BY key');
    this.insertIntent = db.prepare('INSERT OR IGNORE INTO post_intents (game_id, key, nonce, fingerprint, at) VALUES (?, ?, ?, ?, ?)');
    this.intent = db.prepare('SELECT nonce, fingerprint, at FROM post_intents WHERE game_id = ? AND key = ?');
    this.deleteIntent = db.prepare('DELETE FROM post_intents WHERE game_id = ? AND key = ?');
    this.intents = db.prepare('SELECT key, nonce, fingerprint, at FROM post_intents WHERE game_id = ? ORDER BY at');
    this.insertNotice = db.prepare('INSERT INTO notices (game_id, version, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)');
    this.notices = db.prepare('SELECT id, version, kind, payload FROM notices WHERE game_id = ? ORDER BY id');
    this.deleteNotice = db.prepare('DELETE FROM notices WHERE game_id = ? AND id = ?');
    this.messagesBehind = db.prepare(
      `SELECT m.game_id, m.key, m.channel_id, m.message_id, m.version FROM messages m JOIN games g ON g.id = m.game_id
       WHERE m.version < g.version AND g.status IN ('running', 'ended') ORDER BY m.game_id, m.key`,
    );
    // A lobby message records the lobby it shows (lobbyRevision in types.ts): open lobbies whose seats
    // changed, and lately cancelled tables, whose message does not show that yet; and open lobbies
    // that asked for a thread of their own (issue 33) and have neither it nor a reason why not: the
    // bot died before it stored the thread (Discord may have made it: the lane takes that one, 160004).
    this.lobbiesToSync = db.prepare(
      `SELECT g.id FROM games g JOIN messages m ON m.game_id = g.id AND m.key = ?
       WHERE ((g.status = 'lobby' AND m.version != g.seats_rev * 4)
          OR (g.status = 'lobby' AND m.message_id != '-' AND g.thread_id IS NULL AND g.thread_note IS NULL AND json_extract(g.settings, '$.thread') = 1)
          OR (g.status = 'cancelled' AND g.ended_at >= ? AND m.version != g.seats_rev * 4 + 1))${own === null ? '' : ` AND ${own}`}
       ORDER BY g.id`,
    );
    // Both read the games_by_status_type index alone. A guild's shard is discord.js's
    // (guild_id >> 22) % shard_count; ids are a JSON array of the shards asked about.
    this.gameCounts = db.prepare('SELECT status, type, COUNT(*) AS n FROM games GROUP BY status, type');
    this.gameCountsOfShards = db.prepare(
      `SELECT status, type, COUNT(*) AS n FROM games
       WHERE ((CAST(guild_id AS INTEGER) >> 22) % ?) IN (SELECT value FROM json_each(?)) GROUP BY status, type`,
    );
    this.dueBacklog = db.prepare(
      own === null
        ? 'SELECT COUNT(*) AS n, MIN(due) AS earliest FROM deadlines WHERE due <= ?'
        : `SELECT COUNT(*) AS n, MIN(d.due) AS earliest FROM deadlines d JOIN games g ON g.id = d.game_id WHERE d.due <= ? AND ${own}`,
    );
    // Every table a player sits at, in every server: open and running ones, and those ended since
    // the given time (seats_by_user, then games by its primary key).
    this.tablesOfUser = db.prepare(
      `SELECT ${GAME_COLUMNS.split(', ').map((c) => `g.${c}`).join(', ')} FROM seats s JOIN games g ON g.id = s.game_id
       WHERE s.user_id = ? AND (g.status IN ('lobby', 'running') OR (g.status = 'ended' AND g.ended_at >= ?)) ORDER BY g.id`,
    );
    this.guildName = db.prepare('SELECT name, updated_at FROM guild_names WHERE guild_id = ?');
    this.setGuildName = db.prepare(
      'INSERT INTO guild_names (guild_id, name, updated_at) VALUES (?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at',
    );
    // A digest belongs to the shard its user id falls in (shards.ts ownedCondition).
    const ownUser = ownedCondition(slice, 'user_id');
    const andOwned = ownUser === null ? '' : ` AND ${ownUser}`;
    const DIGEST = 'user_id, hour, utc_offset, language, due, undelivered';
    this.digest = db.prepare(`SELECT ${DIGEST} FROM digests WHERE user_id = ?`);
    this.upsertDigest = db.prepare(
      `INSERT INTO digests (user_id, hour, utc_offset, language, due, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET hour = excluded.hour, utc_offset = excluded.utc_offset, language = excluded.language,
         due = excluded.due, updated_at = excluded.updated_at`,
    );
    this.nextDigest = db.prepare(`SELECT ${DIGEST} FROM digests WHERE due <= ?${andOwned} ORDER BY due LIMIT 1`);
    this.earliestDigest = db.prepare(`SELECT MIN(due) AS due FROM digests WHERE due IS NOT NULL${andOwned}`);
    this.moveDigest = db.prepare('UPDATE digests SET due = ? WHERE user_id = ?');
    this.setUndelivered = db.prepare('UPDATE digests SET undelivered = ? WHERE user_id = ?');
    this.insertOutbox = db.prepare('INSERT OR IGNORE INTO digest_outbox (user_id, due, created_at) VALUES (?, ?, ?)');
    this.outbox = db.prepare(`SELECT user_id, due FROM digest_outbox WHERE 1 = 1${andOwned} ORDER BY due`);
    this.deleteOutbox = db.prepare('DELETE FROM digest_outbox WHERE user_id = ? AND due = ?');
    this.awayOf = db.prepare('SELECT user_id, since, until, note FROM away WHERE user_id = ?');
    this.setAway = db.prepare(
      'INSERT INTO away (user_id, since, until, note) VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET since = excluded.since, until = excluded.until, note = excluded.note',
    );
    this.clearAway = db.prepare('DELETE FROM away WHERE user_id = ?');
    // seats_by_user finds the user's seats; each game by its primary key.
    this.runningGamesOf = db.prepare(
      "SELECT g.id FROM seats s JOIN games g ON g.id = s.game_id WHERE s.user_id = ? AND g.status = 'running' ORDER BY g.id",
    );
    this.setSeatAway = db.prepare('UPDATE seats SET away_since = ?, away_until = ?, away_ai = ? WHERE game_id = ? AND seat = ?');
    this.spendAwayDay = db.prepare('UPDATE seats SET away_days_used = away_days_used + 1 WHERE game_id = ? AND seat = ?');
    this.spendExcuse = db.prepare('UPDATE seats SET excuses_used = excuses_used + 1 WHERE game_id = ? AND seat = ?');
    // The newest commands a deadline caused, newest first (walks the game's log backwards).
    this.lastDeadlineCommands = db.prepare("SELECT command FROM command_log WHERE game_id = ? AND cause = 'deadline' ORDER BY seq DESC LIMIT ?");
    this.ratings = new RatingStore(db);
    this.latestInChannel = db.prepare(`WITH c(v) AS (SELECT ?) SELECT ${GAME_COLUMNS} FROM games, c WHERE (channel_id = c.v OR thread_id = c.v) AND status != 'cancelled' ORDER BY id DESC LIMIT 1`);
    this.setThread = db.prepare('UPDATE games SET thread_id = ?, thread_note = ? WHERE id = ?');
    this.gamesToSync = db.prepare(
      `SELECT g.id FROM games g LEFT JOIN messages m ON m.game_id = g.id AND m.key = ?
       WHERE (g.status = 'running' OR (g.status = 'ended' AND g.ended_at >= ?))
         AND (m.version IS NULL OR m.version < g.version
              OR EXISTS (SELECT 1 FROM post_intents i WHERE i.game_id = g.id)
              OR EXISTS (SELECT 1 FROM notices n WHERE n.game_id = g.id))${own === null ? '' : ` AND ${own}`}
       ORDER BY g.id`,
    );
  }
}

/** A stored game as the Discord layer sees it. */
export function gameInfo(row: GameRow, seats: readonly SeatRow[], settings: TableSettings, options: unknown): GameInfo {
  return {
    id: row.id,
    type: row.type,
    guildId: row.guild_id,
    channelId: row.channel_id,
    status: row.status,
    hostUserId: row.host_user_id,
    options,
    settings,
    version: row.version,
    createdAt: row.created_at,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    seats: seats.map(seatInfo),
    seatsRev: row.seats_rev,
    threadId: row.thread_id,
    threadNote: row.thread_note,
  };
}

/** A seat row as the Discord layer sees it. */
export function seatInfo(row: SeatRow): SeatInfo {
  return { index: row.seat, playerId: row.player_id, userId: row.user_id, ai: row.ai === 1, name: row.name, awayUntil: row.away_until };
}

/** A messages row as the Discord layer sees it. */
export function messageRef(gameId: number, row: { key: string; channel_id: string; message_id: string; version: number; hash?: string | null }): MessageRef {
  return { gameId, key: row.key, channelId: row.channel_id, messageId: row.message_id, version: row.version, hash: row.hash ?? null };
}
