// The service's public shapes: games and seats as the Discord layer sees them, what a change
// produced (Outcome), and the error values. Data only: no prose, no Discord types.
import type { Awaiting, GameResult, PlayerId, RuleError } from '../engine/game.js';
import type { TableSettings } from './settings.js';

export type GameStatus = 'lobby' | 'running' | 'ended' | 'cancelled';

/** A seat at a table. */
export interface SeatInfo {
  /** Table order (from 0; a lobby may have gaps after someone left). */
  readonly index: number;
  /** The engine's id for the seat (p1..pn), once the game has started. */
  readonly playerId: PlayerId | null;
  /** The Discord user in the seat; null for an AI seat. */
  readonly userId: string | null;
  /** The AI answers for this seat now: always for an AI seat, for a human until they act again. */
  readonly ai: boolean;
  /**
   * The player's display name as Discord last showed it to the bot (for select menus and pictures,
   * which cannot render a mention); null for an AI seat or a player not heard from yet.
   */
  readonly name: string | null;
  /** Until when the player is away at this table (`/away`, as the table announced it); null: not away. */
  readonly awayUntil?: number | null;
}

/** A game as stored, without its state and without its seed (the seed reveals the deck). */
export interface GameInfo {
  readonly id: number;
  readonly type: string;
  readonly guildId: string;
  readonly channelId: string;
  readonly status: GameStatus;
  readonly hostUserId: string;
  /** The game's options, as its optionsSchema parsed them. */
  readonly options: unknown;
  readonly settings: TableSettings;
  /** Commands applied since the start (0 in the lobby and right after the start). */
  readonly version: number;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
  readonly seats: readonly SeatInfo[];
  /** Bumped by every seat change (join, leave, AI seats, the start, autopilot). */
  readonly seatsRev: number;
  /** The table's own thread, opened on its lobby message (setting `thread`); null: it plays in its channel. */
  readonly threadId?: string | null;
  /** Why a table that asked for a thread plays in its channel (null: it did not ask, or has its thread). */
  readonly threadNote?: ThreadNote | null;
}

/**
 * Why a table that asked for a thread plays in its channel: the bot lacks Create Public Threads or
 * Send Messages in Threads there, Discord refused to create it, or the table was opened in a thread.
 */
export type ThreadNote = 'permissions' | 'failed' | 'nested';

/**
 * What a lobby message shows, as a number to record with it: the seats (by their revision) and
 * whether the table is open (0), cancelled (1), running (2) or over (3).
 */
export function lobbyRevision(game: Pick<GameInfo, 'status' | 'seatsRev'>): number {
  return game.seatsRev * 4 + (game.status === 'lobby' ? 0 : game.status === 'cancelled' ? 1 : game.status === 'ended' ? 3 : 2);
}

/** Error codes the service itself returns (engine rule errors are passed through unchanged). */
export type ServiceErrorCode =
  | 'NO_GAME'
  | 'UNKNOWN_GAME_TYPE'
  | 'BAD_OPTIONS'
  | 'BAD_SETTINGS'
  | 'CHANNEL_BUSY'
  | 'NOT_HOST'
  | 'ALREADY_JOINED'
  | 'LOBBY_FULL'
  | 'LOBBY_CLOSED'
  | 'NOT_ENOUGH_PLAYERS'
  | 'NO_AI_FOR_GAME'
  | 'NO_AI_SEAT'
  | 'NOT_AI_SEAT'
  | 'GAME_NOT_RUNNING'
  | 'GAME_NOT_ACTIVE'
  | 'NOT_IN_GAME'
  | 'BAD_COMMAND'
  | 'STALE_VERSION'
  /** In AI notices: the policy threw. */
  | 'AI_ERROR'
  /** In AI notices: the AI kept acting without answering; the deadline will decide. */
  | 'AI_STALLED';

/**
 * Why nothing happened: a service code or an engine rule error (same shape; `code` is stable and
 * `params` carries what a message builder needs). `rule` is true for the engine's own errors.
 */
export interface ServiceError extends RuleError {
  readonly rule?: boolean;
}

/** What caused a change. */
export type Cause =
  /** Lobby and seat changes: create, join, leave, AI seats, start, cancel, autopilot. */
  | 'table'
  /** A seated player's command. */
  | 'player'
  /** A host control (a system command the host or a server manager asked for). */
  | 'host'
  /** A system command from trusted code. */
  | 'system'
  /** A deadline that fell due (the engine's default action). */
  | 'deadline'
  /** An AI seat's command. */
  | 'ai';

/** What happened to the table (cause 'table'). */
export type TableEvent =
  | { readonly type: 'created' }
  | { readonly type: 'joined'; readonly userId: string; readonly seat: number }
  | { readonly type: 'left'; readonly userId: string; readonly newHostUserId: string | null; readonly cancelled: boolean }
  | { readonly type: 'aiAdded'; readonly seat: number }
  | { readonly type: 'aiRemoved'; readonly seat: number }
  | { readonly type: 'started' }
  | { readonly type: 'cancelled'; readonly byUserId: string }
  | { readonly type: 'autopilot'; readonly userId: string; readonly playerId: PlayerId; readonly on: boolean; readonly reason: AutopilotReason }
  /** Players' away periods began or ended at this table (`/away`; see away.ts). */
  | { readonly type: 'away'; readonly userIds: readonly string[] };

/**
 * Why the AI took a seat over or gave it back: the player asked, missed deadlines, or left; or
 * (giving it back) the player acted again.
 */
export type AutopilotReason = 'asked' | 'absent' | 'left' | 'returned';

/** One line of a server's statistics for a game type. */
export interface PlayerStats {
  /** null: every AI seat together. */
  readonly userId: string | null;
  readonly games: number;
  readonly wins: number;
  /** The best thing published (Spiel: the most valuable game), if the game has one. */
  readonly best: { readonly name: string; readonly value: number } | null;
  /** The highest headline figure (Spiel: final money, €10,000 units). */
  readonly topScore: number;
  /** The player's rating here (null: no rated game yet, or the AI). */
  readonly rating: { readonly mu: number; readonly sigma: number; readonly games: number } | null;
}

/**
 * One committed change, from any source, as data for the Discord layer to render. Views are
 * computed on first use.
 */
export interface Outcome {
  /** The game after the change. */
  readonly game: GameInfo;
  /** The version this change produced (for a duplicate: the original's; `game.version` is now). */
  readonly version: number;
  readonly cause: Cause;
  /** The engine actor (a seat), or null for the system and for table changes. */
  readonly actor: PlayerId | null;
  /** The Discord user behind the change, if any. */
  readonly userId: string | null;
  /**
   * The command as parsed by the game's commandSchema (null for table changes). Like `events`,
   * it is not filtered for secrets: public messages are built from `publicView` only.
   */
  readonly command: unknown;
  /** The engine's events (empty for table changes); they may name hidden cards. */
  readonly events: readonly unknown[];
  readonly table: TableEvent | null;
  /** Who the game waits for now and until when (null in a lobby or a cancelled game). */
  readonly awaiting: Awaiting<unknown> | null;
  /** Discord users the game waits for now (human seats not on autopilot). */
  readonly awaitingUserIds: readonly string[];
  readonly result: GameResult | null;
  /** view(state, null): the public table (null in a lobby). */
  readonly publicView: unknown;
  /** view(state, seat): what that seat may see. */
  viewFor(seat: PlayerId): unknown;
  /** The view of a Discord user: their seat's view, or the public one if they are not seated. */
  viewForUser(userId: string): unknown;
}

/** Who submits a command. */
export type SubmitActor =
  /** A Discord user; mapped to their seat. */
  | { readonly userId: string }
  /** A host control: allowed for the host or a user with Manage Server; applied as the system. */
  | { readonly hostUserId: string; readonly canManage?: boolean }
  /** Trusted code acting as the table itself. */
  | { readonly system: true }
  /** An AI-controlled seat. */
  | { readonly aiSeat: PlayerId };

export interface SubmitInput {
  readonly gameId: number;
  readonly actor: SubmitActor;
  /** Parsed with the game's commandSchema. */
  readonly command: unknown;
  /** The version the user's buttons were drawn from; another version is refused (STALE_VERSION). */
  readonly expectedVersion?: number;
  /** The Discord interaction: the same id twice is applied once and answered the same way. */
  readonly interactionId?: string;
}

export type SubmitResult =
  | { readonly ok: true; readonly duplicate: boolean; readonly outcome: Outcome }
  | {
      readonly ok: false;
      readonly duplicate: boolean;
      readonly error: ServiceError;
      /** The game's current version, when the game exists and has started. */
      readonly version?: number;
      /** For STALE_VERSION: the submitter's fresh view, and their seat. */
      readonly view?: unknown;
      readonly seat?: PlayerId | null;
    };

/** The answer of a lobby or table operation. */
export type TableResult = { readonly ok: true; readonly outcome: Outcome } | { readonly ok: false; readonly error: ServiceError };

/** A game's current view for one viewer. */
export type ViewResult =
  | { readonly ok: true; readonly game: GameInfo; readonly version: number; readonly seat: PlayerId | null; readonly view: unknown }
  | { readonly ok: false; readonly error: ServiceError };

/** Something to tell players that is not a change of the game. */
export type Notice =
  /** A deadline is near: these users have not answered (once per deadline; also stored as a PendingNotice). */
  | {
      readonly type: 'reminder';
      readonly game: GameInfo;
      readonly version: number;
      readonly deadline: number;
      readonly players: readonly PlayerId[];
      readonly userIds: readonly string[];
    }
  /** An AI seat could not act (no policy, a refused or malformed command, or it kept not answering). */
  | { readonly type: 'aiFailed'; readonly game: GameInfo; readonly seat: PlayerId; readonly error: ServiceError }
  /** A deadline row failed (a bug or a bad stored game); it will be retried at `retryAt`. */
  | { readonly type: 'deadlineFailed'; readonly gameId: number; readonly kind: DeadlineKind; readonly retryAt: number; readonly error: unknown }
  /** A player's daily digest was claimed (tables wait for them): it is in the outbox until sent (digests.ts). */
  | { readonly type: 'digest'; readonly userId: string; readonly due: number };

export type DeadlineKind = 'timeout' | 'reminder' | 'ai' | 'away';

/** A public message the bot keeps editing. */
export interface MessageRef {
  readonly gameId: number;
  readonly key: string;
  readonly channelId: string;
  readonly messageId: string;
  /** The game version the message shows. */
  readonly version: number;
  /** A hash of what the message shows (null: unknown), so an edit that changes nothing is skipped. */
  readonly hash: string | null;
}

/** A post being made: the nonce it is sent with until it is recorded, and when that began. */
export interface PostIntent {
  readonly nonce: string;
  /** Identifies the post among the channel's messages (a retry after Discord's nonce window). */
  readonly fingerprint: string;
  /** Wall-clock time of the first attempt. */
  readonly at: number;
  /** True if an earlier attempt was made (the post may exist already). */
  readonly retry: boolean;
}

/** What a one-off notice says, by kind. */
export type NoticeBody =
  /** The AI took a seat over or handed it back ('returned': its owner acted again). */
  | { readonly kind: 'autopilot'; readonly userId: string; readonly playerId: PlayerId; readonly on: boolean; readonly reason: AutopilotReason }
  /** A deadline is near and these users have not answered. */
  | { readonly kind: 'reminder'; readonly deadline: number; readonly players: readonly PlayerId[]; readonly userIds: readonly string[] }
  /**
   * A player's away period as this table handles it (issue 32): announced (`until` set; `ai`: the
   * AI plays the seat meanwhile), or over (`until` null: the date came, or `/away days:0`).
   */
  | { readonly kind: 'away'; readonly userId: string; readonly playerId: PlayerId; readonly until: number | null; readonly note: string | null; readonly ai: boolean }
  /**
   * The table itself extended a deadline instead of applying its default: it waited a day for
   * away players, or players used an excuse. `left`: each one's away days or excuses left after it.
   */
  | {
      readonly kind: 'extended';
      readonly why: 'away' | 'excuse';
      readonly due: number;
      readonly userIds: readonly string[];
      readonly left: readonly number[];
    };

/** A one-off public notice, stored with the change that called for it until it is posted. */
export type PendingNotice = NoticeBody & {
  readonly id: number;
  /** The game version it follows. */
  readonly version: number;
};

/** An AI for one game type: a command for `seat`, from what that seat may see. */
export type AiPolicy = (view: unknown, seat: PlayerId) => unknown;
