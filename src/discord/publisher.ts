// Keeps every game's public messages true to its stored state. It does not replay events: on
// each change it compares what the state says should be posted (month results, the new month
// post, the ceremony, the board, the lobby) with the messages it remembers, and posts or edits the
// difference; then it posts the change's one-off notices (stored with the change). So a bot that
// dies between a commit and a post repairs the channel on start-up.
// Each game has its own lane (publish-lanes.ts): its posts keep their order, and when Discord
// stumbles (5xx, a lost answer, a timeout) the lane retries with back-off until Discord takes the
// post, while every other game's lane goes on. Posts are made exactly once (see posts.ts); a
// table's thread is opened, joined and archived by table-thread.ts, its summary drawn by summary.ts.
import type { Client } from 'discord.js';
import type { DueDigest, GameService } from '../service/service.js';
import { lobbyRevision, type GameInfo, type Outcome, type PendingNotice } from '../service/types.js';
import type { DiscordGame, PublishContext } from './games.js';
import { lobbyPayload } from './lobby.js';
import { inLanguage, t } from '../i18n/index.js';
import type { Logger } from '../log.js';
import type { MessagePayload } from './payload.js';
import { mention, timestamp } from './format.js';
import { digestNonce, noticeNonce, payloadHash, Posts } from './posts.js';
import { digestMessage, lookupFor } from './my-games/render.js';
import { inline, type Drawer } from '../render/pictures.js';
import { NO_TELEMETRY, type BotTelemetry } from './telemetry.js';
import { COALESCE_MS, DEFAULT_RETRY, Lanes, type Job, type LaneKey, type LaneWork, type PublisherBacklog, type RetryPolicy } from './publish-lanes.js';
import { awayNotice, extendedNotice } from './kit/away.js';
import { TableThreads } from './table-thread.js';
import { postChannel } from './table-channel.js';
import { lobbyMessage, showsSummary } from './summary.js';

// What other modules take from the publisher (the bot's options, the metrics), defined with the lanes.
export { COALESCE_MS, DEFAULT_RETRY, type PublisherBacklog, type RetryPolicy } from './publish-lanes.js';

/** The public line when the AI takes a seat over or hands it back. */
function autopilotNotice(notice: Extract<PendingNotice, { kind: 'autopilot' }>, meta: DiscordGame, limit: number): MessagePayload {
  const who = mention(notice.userId);
  const command = meta.command;
  const content = !notice.on
    ? notice.reason === 'returned'
      ? t('kit:notice.returned', { who })
      : t('kit:notice.takesBack', { who })
    : notice.reason === 'absent'
      ? t('kit:notice.absent', { who, count: limit, command })
      : notice.reason === 'left'
        ? t('kit:notice.left', { who })
        : t('kit:notice.handed', { who, command });
  return { content, allowedMentions: { parse: [] } };
}

/** The message key of a table's lobby message (recorded with lobbyRevision). */
const LOBBY_KEY = 'lobby';

/** Reminder posts are keyed by the deadline they are about; once it is past they are deleted. */
const REMINDER = 'reminder:';

/** The message key that records the game version the public posts are in sync with. */
export const SYNC_KEY = 'sync';

export class Publisher {
  /** The lanes the jobs run in (publish-lanes.ts): order, retries, coalescing, the gate. */
  private readonly lanes: Lanes;
  private readonly posts: Posts;
  /** Tables' own threads: opened, players added, archived (table-thread.ts). */
  private readonly threads: TableThreads;
  private readonly ctx: PublishContext;

  constructor(
    client: Client,
    private readonly service: GameService,
    private readonly games: ReadonlyMap<string, DiscordGame>,
    private readonly log: Logger,
    private readonly now: () => number,
    retry: RetryPolicy = DEFAULT_RETRY,
    nonceTrustMs?: number,
    telemetry: BotTelemetry = NO_TELEMETRY,
    drawer: Drawer = inline,
    coalesceMs = COALESCE_MS,
  ) {
    this.posts = new Posts(client, service, log, nonceTrustMs, telemetry, drawer);
    this.threads = new TableThreads(client, service, log, telemetry);
    this.ctx = {
      client,
      service,
      log,
      post: (game, key, draw) => this.posts.post(game, key, draw),
      edit: (game, key, draw) => this.posts.edit(game, key, draw),
      remove: (game, key) => this.posts.remove(game, key),
    };
    const work: LaneWork = {
      run: (key, job) => this.run(key, job),
      channelOf: (gameId) => {
        const game = this.service.game(gameId);
        return game ? postChannel(game) : '';
      },
    };
    this.lanes = new Lanes(work, log, retry, coalesceMs);
  }

  /** Starts listening to the service. Returns a function that stops. */
  attach(): () => void {
    const offChange = this.service.onChange((outcome) => this.enqueue(outcome.game.id, { kind: 'change', outcome }));
    const offNotice = this.service.onNotice((notice) => {
      if (notice.type === 'reminder') this.enqueue(notice.game.id, { kind: 'notices' });
      else if (notice.type === 'digest') this.enqueue(`digest:${notice.userId}`, { kind: 'digest', digest: notice });
      else if (notice.type === 'aiFailed') this.log.child({ gameId: notice.game.id }).warn(`AI seat ${notice.seat} could not act: ${notice.error.code}`);
      else this.log.child({ gameId: notice.gameId }).error(`deadline ${notice.kind} failed; retry at ${new Date(notice.retryAt).toISOString()}`, notice.error);
    });
    return () => {
      offChange();
      offNotice();
    };
  }

  /** Discord is ready: run the queued posts, then bring every game that is behind up to date. */
  open(): void {
    this.lanes.open();
    for (const gameId of this.service.gamesToSync(SYNC_KEY)) this.enqueue(gameId, { kind: 'catchUp' });
    for (const gameId of this.service.lobbiesToSync(LOBBY_KEY)) this.enqueue(gameId, { kind: 'catchUp' });
    // Digests claimed before a restart and never sent (sent now, with the nonce they had).
    for (const digest of this.service.pendingDigests()) this.enqueue(`digest:${digest.userId}`, { kind: 'digest', digest });
  }

  /**
   * A click's own answer (an UPDATE_MESSAGE callback) made the lobby message show `payload`, drawn
   * from `game`: remember it, so the lane does not send the same edit. The answer is made while
   * the lane holds its posts back (whileAnswering), so normally nothing was edited meanwhile; if
   * the table changed again in between, a catch-up redraws the newer state.
   */
  lobbyAnswered(game: GameInfo, messageId: string, payload: MessagePayload): void {
    const revision = lobbyRevision(game);
    this.service.setMessage(game.id, LOBBY_KEY, game.channelId, messageId, revision, payloadHash(payload));
    const now = this.service.game(game.id);
    if (now && lobbyRevision(now) !== revision) this.enqueue(game.id, { kind: 'catchUp' });
  }

  /** A table was opened with its lobby message known: its lane opens the thread it asked for (sync). */
  tableOpened(gameId: number): void {
    this.enqueue(gameId, { kind: 'catchUp' });
  }

  /** Holds queued posts back while `answer` (an interaction being handled) is under way. */
  whileAnswering(answer: Promise<void>): Promise<void> {
    return this.lanes.whileAnswering(answer);
  }

  /** Someone acted in `channelId` (an interaction): that table's posts go before idle tables' for a while. */
  noteActivity(channelId: string | null): void {
    this.lanes.noteActivity(channelId);
  }

  /** Stops posting: jobs not started are dropped and retries end (the next start catches up). */
  close(): void {
    this.lanes.close();
  }

  /** Runs `work` (a private answer's pictures) after the answer, outside the answering window; idle() waits for it. */
  later(work: () => Promise<void>): void {
    this.lanes.later(work);
  }

  /** The queue now (the metrics, /healthz). */
  backlog(): PublisherBacklog {
    return this.lanes.backlog();
  }

  /** Resolves when every lane is empty and every private answer has its pictures (tests, shutdown). */
  idle(): Promise<void> {
    return this.lanes.idle();
  }

  /** Waits for the queued posts, at most `ms` (Discord may be down), then stops posting. */
  drain(ms: number): Promise<void> {
    return this.lanes.drain(ms);
  }

  /** Posts now what waits to be coalesced (COALESCE_MS): the tests' settle() and stopping. */
  hurry(): void {
    this.lanes.hurry();
  }

  private enqueue(key: LaneKey, job: Job): void {
    this.lanes.enqueue(key, job);
  }

  /** One attempt at a lane's job. A table's posts are in the table's language, whoever's click caused them: Posts draws them so. */
  private async run(key: LaneKey, job: Job): Promise<void> {
    if (job.kind === 'digest') await this.sendDigest(job.digest);
    else if (typeof key === 'number') await (job.kind === 'notices' ? this.postNotices(key, this.service.pendingNotices(key)) : this.sync(key, job.kind === 'change' ? job.outcome : null));
  }

  /**
   * Brings a game's posts in line with the change `outcome` (its game and public view as of that
   * change, so posts keep the order things happened in), or with the stored state (null: a
   * catch-up after a restart). Notices from before the change come first, the change's own after.
   */
  private async sync(gameId: number, outcome: Outcome | null): Promise<void> {
    let game = outcome?.game ?? this.service.game(gameId);
    if (!game) return;
    const meta = this.games.get(game.type);
    if (!meta) return;
    // A table that asked for a thread has it opened first, once its lobby message is known; a
    // change committed before that learns of it here (its posts go to the thread).
    let threadRefused = false;
    if (game.settings.thread && !game.threadId && !game.threadNote) {
      const opened = await this.threads.open(game, meta.title);
      threadRefused = !game.threadNote && !!opened.threadNote;
      game = { ...game, threadId: opened.threadId ?? null, threadNote: opened.threadNote ?? null };
    }
    const version = outcome?.version ?? game.version;
    if (!outcome) await this.posts.reconcile(game);
    const notices = this.service.pendingNotices(gameId);
    await this.postNotices(gameId, notices.filter((n) => n.version < version));
    // The lobby message shows the table (and, once started or cancelled, says so). A restart
    // redraws it if the bot died before that edit: a lobby whose seats changed, a cancelled
    // table, or a game never synced since its start. (A running game's ordinary changes never
    // touch it: no read for them.) Only ever forward: the lobby revision of a table never goes
    // back, and a click's own answer (lobbyAnswered) may already show a later one than the change
    // this lane is publishing — redrawing the older one would leave the lobby stale.
    // A started table in its own thread shows its summary there instead (below, after its posts).
    if ((outcome?.table || game.status !== 'running' || outcome === null || threadRefused) && !showsSummary({ game })) {
      const lobby = this.service.messages(game.id).find((m) => m.key === LOBBY_KEY);
      if (lobby && (lobby.version < lobbyRevision(game) || threadRefused)) {
        await this.posts.edit(game, LOBBY_KEY, () => lobbyPayload(game, meta, meta.seats), { repost: false, version: lobbyRevision(game) });
      }
    }
    // A face draws its posts through ctx (in the table's language); what it works out before its
    // first await (its namers) is in that language too.
    const speaking = <T>(fn: () => T) => inLanguage(game.settings.language, fn);
    if (game.status === 'cancelled' && outcome?.table?.type === 'cancelled' && game.startedAt !== null) await speaking(() => meta.cancelled?.(this.ctx, game));
    const shown = game;
    if (game.status === 'running' || game.status === 'ended') {
      await this.threads.addPlayers(game);
      const view = outcome ? outcome.publicView : this.currentView(game.id);
      await speaking(() => meta.publish(this.ctx, shown, view));
    }
    await this.postNotices(gameId, notices.filter((n) => n.version === version));
    if (outcome) await this.removeSpentReminders(game, outcome);
    if (showsSummary({ game })) {
      // The lobby in the channel is the table's summary: edited when what it shows changes (the
      // month or turn, whom it waits for, the deadline, the result), never for a change that leaves it as it was.
      // Field by field, never spread: an Outcome's publicView is a getter on its class (outcome.ts),
      // which a spread leaves out — the catch-up's summary would be drawn from no view at all.
      const now = outcome ?? this.service.current(game.id);
      if (now) {
        const shows = { game: shown, publicView: now.publicView, awaiting: now.awaiting, awaitingUserIds: now.awaitingUserIds, result: now.result };
        await this.posts.edit(game, LOBBY_KEY, () => lobbyMessage(shows, meta), { repost: false, version: lobbyRevision(game) });
      }
    }
    await this.threads.archive(game);
    // Only a started game's posts are synced to a version: a lobby's version is 0 like its first
    // month's, and recording it would hide a start the bot died before posting.
    if (game.status === 'running' || game.status === 'ended') this.service.setMessage(game.id, SYNC_KEY, game.channelId, '-', version);
  }

  /**
   * A reminder is about one deadline: once the game waits on another (the month resolved, the
   * turn moved on) or on nobody, it asks for nothing any more, and the channel is better without it.
   */
  private async removeSpentReminders(game: GameInfo, outcome: Outcome): Promise<void> {
    const due = game.status === 'running' ? (outcome.awaiting?.deadline?.due ?? null) : null;
    for (const m of this.service.messages(game.id)) {
      if (m.key.startsWith(REMINDER) && Number(m.key.slice(REMINDER.length).split(':')[0]) !== due) await this.posts.remove(game, m.key);
    }
  }

  private currentView(gameId: number): unknown {
    const result = this.service.view(gameId, null);
    return result.ok ? result.view : null;
  }

  /** Posts pending notices of a game, in order; each is deleted once posted. */
  private async postNotices(gameId: number, pending: readonly PendingNotice[]): Promise<void> {
    if (pending.length === 0) return;
    const game = this.service.game(gameId);
    const meta = game ? this.games.get(game.type) : undefined;
    for (const notice of pending) {
      // A takeover is history worth telling even if the game has ended since (it is posted in
      // order, before what came after it); a reminder only matters while the game runs.
      if (game && meta && (game.status === 'running' || (game.status === 'ended' && notice.kind === 'autopilot'))) {
        const key = `notice:${notice.id}`;
        if (notice.kind === 'autopilot') await this.posts.post(game, key, () => autopilotNotice(notice, meta, game.settings.aiAfterMissed));
        else if (notice.kind === 'away') await this.posts.post(game, key, () => awayNotice(notice, meta.words, game.settings));
        else if (notice.kind === 'extended') await this.posts.post(game, key, () => extendedNotice(notice, meta.words));
        else await this.remind(game, meta, notice);
      }
      this.service.noticeDone(gameId, notice.id);
    }
  }

  /**
   * A player's daily digest, by direct message in the language they set it in, sent with a nonce of
   * the player and the day: a retry, or a restart before it was recorded as sent, does not send it
   * twice. Only the tables that wait for them when it goes out are listed; if none does any more,
   * nothing is sent. Closed DMs fall back as a reminder's do: the service turns the digest into a
   * reminder in each waiting table's channel (digests.ts `sent`; the digest itself is not posted
   * anywhere, as it lists tables in other servers that no one channel may show), and `/games` says
   * the last digest could not be delivered.
   */
  private async sendDigest(digest: DueDigest): Promise<void> {
    const { userId } = digest;
    if (!this.service.pendingDigests().some((d) => d.userId === userId && d.due === digest.due)) return; // done already
    const prefs = this.service.digest(userId);
    const waiting = prefs?.on ? this.service.tablesOf(userId).filter((t) => t.waitsForYou) : [];
    if (!prefs || waiting.length === 0) return this.service.digestSent(digest);
    const payload = inLanguage(prefs.language, () => digestMessage(waiting, lookupFor(this.service, this.games, waiting), userId));
    const delivered = await this.posts.dm(userId, payload, digestNonce(userId, digest.due));
    this.service.digestSent(digest, delivered);
  }

  /**
   * A reminder: by direct message to whoever asked for that, and in the channel for everyone
   * else — including anyone whose DMs turned out to be closed (the month goes on regardless).
   * A reminder Discord could not take before the deadline is dropped.
   */
  private async remind(game: GameInfo, meta: DiscordGame, notice: Extract<PendingNotice, { kind: 'reminder' }>): Promise<void> {
    if (notice.deadline <= this.now()) return;
    const inChannel: string[] = [];
    for (const userId of notice.userIds) {
      const byDm =
        this.service.dmReminders(userId) &&
        (await this.posts.dm(
          userId,
          inLanguage(game.settings.language, () => ({ content: t('kit:notice.dmReminder', { title: meta.title, channel: postChannel(game), deadline: timestamp(notice.deadline, 'R'), command: meta.command }) })),
          noticeNonce(game.id, notice.id, userId),
        ));
      if (!byDm) inChannel.push(userId);
    }
    if (inChannel.length > 0) await this.posts.post(game, `${REMINDER}${notice.deadline}:${notice.id}`, () => meta.reminder({ ...notice, userIds: inChannel }));
  }
}
