// Keeps every game's public messages true to its stored state. It does not replay events: on
// each change it compares what the state says should be posted (month results, the new month
// post, the ceremony, the lobby) with the messages it remembers, and posts or edits the
// difference. So a bot that dies between a commit and a post repairs the channel on start-up.
// Work is queued per game, so posts of one game keep their order and never race.
import { DiscordAPIError, RESTJSONErrorCodes, type Client, type Message, type SendableChannels } from 'discord.js';
import type { GameService } from '../service/service.js';
import { lobbyRevision, type GameInfo, type Notice, type Outcome } from '../service/types.js';
import type { DiscordGame, PublishContext } from './games.js';
import { lobbyPayload } from './lobby.js';
import type { Logger } from './log.js';
import type { MessagePayload } from './payload.js';
import { mention, timestamp } from './format.js';
import type { TableEvent } from '../service/types.js';

/** The public line when the AI takes a seat over or hands it back. */
function autopilotNotice(event: Extract<TableEvent, { type: 'autopilot' }>, meta: DiscordGame, limit: number): MessagePayload {
  const who = mention(event.userId);
  const content = !event.on
    ? `🙋 ${who} takes their seat back from the AI.`
    : event.reason === 'absent'
      ? `🤖 ${who} missed ${limit} deadline${limit === 1 ? '' : 's'} in a row: the AI plays their seat until they act again (\`/${meta.command} autopilot on:false\` or any action takes it back).`
      : event.reason === 'left'
        ? `👋 ${who} left the game: the AI plays their seat from now on.`
        : `🤖 ${who} handed their seat to the AI for now.`;
  return { content, allowedMentions: { parse: [] } };
}

/** The longest a queued post waits for interactions in flight to be answered. */
const QUIET_WAIT_MS = 250;

/** The message key of a table's lobby message (recorded with lobbyRevision). */
const LOBBY_KEY = 'lobby';

/** The message key that records the game version the public posts are in sync with. */
export const SYNC_KEY = 'sync';

function apiCode(error: unknown): number | null {
  return error instanceof DiscordAPIError && typeof error.code === 'number' ? error.code : null;
}

export class Publisher {
  private readonly queues = new Map<number, Promise<void>>();
  private readonly ctx: PublishContext;
  /** Jobs wait for Discord: changes made at start-up (overdue deadlines) are posted once ready. */
  private readonly ready: Promise<void>;
  private markReady: () => void = () => undefined;
  private closed = false;
  /**
   * Interactions being answered now; posting waits for them (an answer is due in 3 s), but never
   * longer than QUIET_WAIT_MS, so a busy server cannot starve a channel of its posts.
   */
  private answering = 0;
  private whenQuiet: (() => void)[] = [];

  constructor(
    private readonly client: Client,
    private readonly service: GameService,
    private readonly games: ReadonlyMap<string, DiscordGame>,
    private readonly log: Logger,
    private readonly limits: (type: string) => { min: number; max: number },
  ) {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
    this.ctx = {
      client,
      service,
      log,
      post: (game, key, payload) => this.post(game, key, payload),
      edit: (game, key, payload) => this.edit(game, key, payload),
      remove: (game, key) => this.remove(game, key),
      say: async (game, payload) => {
        await this.send(game.channelId, payload);
      },
      dm: (userId, payload) => this.dm(userId, payload),
    };
  }

  /** Starts listening to the service. Returns a function that stops. */
  attach(): () => void {
    const offChange = this.service.onChange((outcome) => this.enqueue(outcome.game.id, () => this.sync(outcome.game.id, outcome)));
    const offNotice = this.service.onNotice((notice) => {
      if (notice.type === 'reminder') this.enqueue(notice.game.id, () => this.remind(notice));
      else if (notice.type === 'aiFailed') this.log.warn(`AI seat ${notice.seat} of game ${notice.game.id} could not act: ${notice.error.code}`);
      else this.log.error(`deadline ${notice.kind} of game ${notice.gameId} failed; retry at ${new Date(notice.retryAt).toISOString()}`, notice.error);
    });
    return () => {
      offChange();
      offNotice();
    };
  }

  /** Discord is ready: run the queued posts, then bring every game that is behind up to date. */
  open(): void {
    this.markReady();
    this.catchUp();
  }

  /** Brings every game whose posts are behind its state up to date (after a restart). */
  private catchUp(): void {
    for (const gameId of this.service.gamesToSync(SYNC_KEY)) this.enqueue(gameId, () => this.sync(gameId, null));
    for (const gameId of this.service.lobbiesToSync(LOBBY_KEY)) this.enqueue(gameId, () => this.sync(gameId, null));
  }

  /** Holds queued posts back while `answer` (an interaction being handled) is under way. */
  async whileAnswering(answer: Promise<void>): Promise<void> {
    this.answering++;
    try {
      await answer;
    } finally {
      this.answering--;
      if (this.answering === 0) for (const wake of this.whenQuiet.splice(0)) wake();
    }
  }

  private quiet(): Promise<void> {
    if (this.answering === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, QUIET_WAIT_MS);
      timer.unref();
      this.whenQuiet.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Stops posting: queued jobs that have not started are dropped (the catch-up redoes them). */
  close(): void {
    this.closed = true;
    this.markReady();
  }

  /** Resolves when every queued post so far is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  private enqueue(gameId: number, job: () => Promise<void>): void {
    const previous = this.queues.get(gameId) ?? this.ready;
    const next = previous
      // The interaction that caused this change answers first: posting is never in its way.
      .then(() => this.quiet())
      .then(() => (this.closed ? undefined : job()))
      .catch((error: unknown) => this.log.error(`publishing game ${gameId} failed`, error))
      .finally(() => {
        if (this.queues.get(gameId) === next) this.queues.delete(gameId);
      });
    this.queues.set(gameId, next);
  }

  /**
   * Brings a game's posts in line with the change `outcome` (its game and public view as of that
   * change, so posts keep the order things happened in), or with the stored state (null: a
   * catch-up after a restart).
   */
  private async sync(gameId: number, outcome: Outcome | null): Promise<void> {
    const game = outcome?.game ?? this.service.game(gameId);
    if (!game) return;
    const meta = this.games.get(game.type);
    if (!meta) return;
    // The lobby message shows the table (and, once started or cancelled, says so). A restart
    // redraws it if the bot died before that edit: a lobby whose seats changed, a cancelled
    // table, or a game never synced since its start.
    // (A running game's ordinary changes never touch it: no read for them.)
    if (outcome?.table || game.status !== 'running' || outcome === null) {
      const lobby = this.service.messages(game.id).find((m) => m.key === LOBBY_KEY);
      if (lobby && lobby.version !== lobbyRevision(game)) {
        await this.edit(game, LOBBY_KEY, lobbyPayload(game, meta, this.limits(game.type)), { repost: false, version: lobbyRevision(game) });
      }
    }
    if (game.status === 'cancelled' && outcome?.table?.type === 'cancelled' && game.startedAt !== null) await meta.cancelled?.(this.ctx, game);
    if (game.status === 'running' || game.status === 'ended') {
      const view = outcome ? outcome.publicView : this.currentView(game.id);
      await meta.publish(this.ctx, game, view);
      if (outcome && outcome.cause !== 'table') await meta.announce?.(this.ctx, outcome);
      if (outcome?.table?.type === 'autopilot') await this.send(game.channelId, autopilotNotice(outcome.table, meta, game.settings.aiAfterMissed));
    }
    // Only a started game's posts are synced to a version: a lobby's version is 0 like its first
    // month's, and recording it would hide a start the bot died before posting.
    if (game.status === 'running' || game.status === 'ended') this.service.setMessage(game.id, SYNC_KEY, game.channelId, '-', game.version);
  }

  /**
   * A reminder: by direct message to whoever asked for that, and in the channel for everyone
   * else — including anyone whose DMs turned out to be closed (the month goes on regardless).
   */
  private async remind(notice: Extract<Notice, { type: 'reminder' }>): Promise<void> {
    const game = this.service.game(notice.game.id);
    const meta = game ? this.games.get(game.type) : undefined;
    if (!game || !meta || game.status !== 'running') return;
    const inChannel: string[] = [];
    for (const userId of notice.userIds) {
      const byDm =
        this.service.dmReminders(userId) &&
        (await this.dm(userId, {
          content: `⏰ **${meta.title}** in <#${game.channelId}>: your deadline is ${timestamp(notice.deadline, 'R')}. Open your hand there with \`/${meta.command} hand\`.`,
        }));
      if (!byDm) inChannel.push(userId);
    }
    if (inChannel.length > 0) await this.send(game.channelId, meta.reminder({ ...notice, userIds: inChannel }));
  }

  private currentView(gameId: number): unknown {
    const result = this.service.view(gameId, null);
    return result.ok ? result.view : null;
  }

  private async channel(channelId: string): Promise<SendableChannels | null> {
    try {
      const channel = await this.client.channels.fetch(channelId);
      return channel?.isSendable() ? channel : null;
    } catch (error) {
      this.log.warn(`cannot reach channel ${channelId}: ${apiCode(error) ?? String(error)}`);
      return null;
    }
  }

  private async send(channelId: string, payload: MessagePayload): Promise<Message | null> {
    const channel = await this.channel(channelId);
    if (!channel) return null;
    try {
      return await channel.send(payload);
    } catch (error) {
      const code = apiCode(error);
      if (code === RESTJSONErrorCodes.MissingPermissions || code === RESTJSONErrorCodes.MissingAccess) {
        this.log.warn(`no permission to post in channel ${channelId}; the next command there will explain it`);
        return null;
      }
      throw error;
    }
  }

  private async post(game: GameInfo, key: string, payload: MessagePayload): Promise<void> {
    const message = await this.send(game.channelId, payload);
    if (message) this.service.setMessage(game.id, key, game.channelId, message.id, game.version);
  }

  /** Edits the `key` message (recorded with `opts.version`, default the game's version). */
  private async edit(game: GameInfo, key: string, payload: MessagePayload, opts: { repost: boolean; version?: number } = { repost: true }): Promise<void> {
    const ref = this.service.messages(game.id).find((m) => m.key === key);
    if (!ref) {
      if (opts.repost) await this.post(game, key, payload);
      return;
    }
    const channel = await this.channel(ref.channelId);
    if (!channel) return;
    try {
      await channel.messages.edit(ref.messageId, payload);
      this.service.setMessage(game.id, key, ref.channelId, ref.messageId, opts.version ?? game.version);
    } catch (error) {
      if (apiCode(error) === RESTJSONErrorCodes.UnknownMessage) {
        // Someone deleted it: post it again (or forget it, for messages that only mattered once).
        if (opts.repost) await this.post(game, key, payload);
        return;
      }
      throw error;
    }
  }

  private async remove(game: GameInfo, key: string): Promise<void> {
    const ref = this.service.messages(game.id).find((m) => m.key === key);
    if (!ref) return;
    const channel = await this.channel(ref.channelId);
    if (channel) {
      try {
        await channel.messages.delete(ref.messageId);
      } catch (error) {
        if (apiCode(error) !== RESTJSONErrorCodes.UnknownMessage) throw error;
      }
    }
    this.service.forgetMessage(game.id, key);
  }

  private async dm(userId: string, payload: MessagePayload): Promise<boolean> {
    try {
      const user = await this.client.users.fetch(userId);
      await user.send(payload);
      return true;
    } catch (error) {
      if (apiCode(error) === RESTJSONErrorCodes.CannotSendMessagesToThisUser) return false;
      this.log.warn(`DM to ${userId} failed`, error);
      return false;
    }
  }
}
