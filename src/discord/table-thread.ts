// A table's own thread (issue 33, the table setting `thread`): where it is opened, which channel a
// post of the table goes to, who is added to it, and when it is archived. Every post of a table
// goes through `postChannel`, the one place that chooses between the thread and the channel; the
// lobby message stays in the channel (its record names that channel) as the table's summary.
//
// The thread is opened by the table's publishing lane, not by the interaction that opened the
// table: a lost answer or a restart before it was recorded is retried there like any post (Discord
// makes one thread per message at most: a retry that finds one already made takes that one).
import { DiscordAPIError, PermissionFlagsBits, RESTJSONErrorCodes, Routes, type Client } from 'discord.js';
import type { GameService } from '../service/service.js';
import type { GameInfo, ThreadNote } from '../service/types.js';
import type { Logger } from '../log.js';
import { inLanguage, t } from '../i18n/index.js';
import { isTransient, reported } from './posts.js';
import { NO_TELEMETRY, type BotTelemetry } from './telemetry.js';
import { truncate } from './format.js';

export { atTable, postChannel } from './table-channel.js';

/** What the bot needs in the channel to open a table's thread and post in it. */
const THREAD_PERMISSIONS = PermissionFlagsBits.CreatePublicThreads | PermissionFlagsBits.SendMessagesInThreads;

/**
 * Why a table that asks for a thread cannot have one, from what the interaction that opens it
 * says (no request needed: `app_permissions` comes with it); null: it can.
 */
export function threadRefusal(appPermissions: bigint | null, inThread: boolean): ThreadNote | null {
  if (inThread) return 'nested';
  if (appPermissions !== null && (appPermissions & THREAD_PERMISSIONS) !== THREAD_PERMISSIONS) return 'permissions';
  return null;
}

/**
 * Discord archives a thread after this many minutes without a message (its longest choice, a
 * week): a table's deadlines are a day or so, and the bot archives the thread itself at the end.
 */
const AUTO_ARCHIVE_MINUTES = 10_080;

/** The message keys recording that the players were added to the thread, and that it was archived. */
export const MEMBERS_KEY = 'thread:members';
export const ARCHIVED_KEY = 'thread:archived';

const codeOf = (error: unknown): number | null => (error instanceof DiscordAPIError && typeof error.code === 'number' ? error.code : null);

/**
 * The thread's calls to Discord; each throws what Discord stumbled on for the lane to retry. Each
 * write is reported to the telemetry like a post (`thread_create`, `thread_member` per player,
 * `thread_archive`); the read of the lobby message after a 160004 is not a write and is not.
 */
export class TableThreads {
  constructor(
    private readonly client: Client,
    private readonly service: GameService,
    private readonly log: Logger,
    private readonly telemetry: BotTelemetry = NO_TELEMETRY,
  ) {}

  /**
   * Opens the thread `game` asked for on its lobby message, once that message is known; returns
   * the game as it is then. If Discord refuses (no permission after all, the message gone), the
   * table plays in its channel and its lobby says so (`failed`).
   */
  async open(game: GameInfo, title: string): Promise<GameInfo> {
    if (!game.settings.thread || game.threadId || game.threadNote || game.status === 'cancelled') return game;
    // The change being published may be older than the thread (or than the reason it has none).
    const stored = this.service.game(game.id);
    if (!stored || stored.threadId || stored.threadNote) return stored ?? game;
    const lobby = this.service.messages(game.id).find((m) => m.key === 'lobby' && m.messageId !== '-');
    if (!lobby) return game;
    const name = truncate(inLanguage(game.settings.language, () => t('kit:thread.name', { game: title, id: game.id })), 100);
    let threadId: string | null = null;
    try {
      // A 160004 (the thread an earlier attempt made, its answer lost) counts as sent: the thread stands, once.
      const alreadyMade = (error: unknown) => codeOf(error) === RESTJSONErrorCodes.ThreadAlreadyCreatedForMessage;
      const create = () => this.client.rest.post(Routes.threads(lobby.channelId, lobby.messageId), { body: { name, auto_archive_duration: AUTO_ARCHIVE_MINUTES } });
      const thread = (await reported(this.telemetry, 'thread_create', create, alreadyMade)) as { id: string };
      threadId = thread.id;
    } catch (error) {
      if (isTransient(error)) throw error;
      if (codeOf(error) === RESTJSONErrorCodes.ThreadAlreadyCreatedForMessage) threadId = await this.existing(lobby.channelId, lobby.messageId);
      if (!threadId) this.log.child({ gameId: game.id }).warn(`could not open the table's thread (${codeOf(error) ?? String(error)}); it plays in its channel`);
    }
    this.service.setThread(game.id, threadId, threadId ? null : 'failed');
    return this.service.game(game.id) ?? game;
  }

  /** The thread already opened on a message (an earlier attempt whose answer was lost). */
  private async existing(channelId: string, messageId: string): Promise<string | null> {
    try {
      const message = (await this.client.rest.get(Routes.channelMessage(channelId, messageId))) as { thread?: { id: string } };
      return message.thread?.id ?? null;
    } catch (error) {
      if (isTransient(error)) throw error;
      return null;
    }
  }

  /**
   * Adds every seated player to the thread once the game starts (Discord then shows it to them
   * and notifies them of what mentions them there, reminders included); once per table.
   *
   * Decision (issue 33 left it open): at the start, not at each join. Nothing is posted in the
   * thread before the start, a player who leaves the lobby needs no removal, and it is one request
   * per player per table, within issue 34's request budget.
   */
  async addPlayers(game: GameInfo): Promise<void> {
    const threadId = game.threadId;
    if (!threadId || game.status !== 'running' || this.service.messages(game.id).some((m) => m.key === MEMBERS_KEY)) return;
    for (const seat of game.seats) {
      const userId = seat.userId;
      if (userId === null) continue;
      try {
        await reported(this.telemetry, 'thread_member', () => this.client.rest.put(Routes.threadMembers(threadId, userId)));
      } catch (error) {
        if (isTransient(error)) throw error;
        this.log.child({ gameId: game.id }).warn(`could not add ${seat.userId} to the table's thread (${codeOf(error) ?? String(error)})`);
      }
    }
    this.service.setMessage(game.id, MEMBERS_KEY, threadId, '-', game.version);
  }

  /** Archives the thread of a table that is over (ended or cancelled), once, after its last post. */
  async archive(game: GameInfo): Promise<void> {
    const threadId = game.threadId;
    if (!threadId || (game.status !== 'ended' && game.status !== 'cancelled') || this.service.messages(game.id).some((m) => m.key === ARCHIVED_KEY)) return;
    try {
      await reported(this.telemetry, 'thread_archive', () => this.client.rest.patch(Routes.channel(threadId), { body: { archived: true } }));
    } catch (error) {
      if (isTransient(error)) throw error;
      this.log.child({ gameId: game.id }).warn(`could not archive the table's thread (${codeOf(error) ?? String(error)})`);
    }
    this.service.setMessage(game.id, ARCHIVED_KEY, threadId, '-', game.version);
  }
}
