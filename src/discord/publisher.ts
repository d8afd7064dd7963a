// Keeps every game's public messages true to its stored state. It does not replay events: on
// each change it compares what the state says should be posted (month results, the new month
// post, the ceremony, the board, the lobby) with the messages it remembers, and posts or edits the
// difference; then it posts the change's one-off notices (stored with the change). So a bot that
// dies between a commit and a post repairs the channel on start-up.
// Each game has its own lane: its posts keep their order, and when Discord stumbles (5xx, a lost
// answer, a timeout) the lane retries with back-off until Discord takes the post, while every
// other game's lane goes on. Posts are made exactly once (see posts.ts).
import type { Client } from 'discord.js';
import type { DueDigest, GameService } from '../service/service.js';
import { lobbyRevision, type GameInfo, type Outcome, type PendingNotice } from '../service/types.js';
import type { DiscordGame, PublishContext } from './games.js';
import { lobbyPayload } from './lobby.js';
import { inLanguage, t } from '../i18n/index.js';
import type { Logger } from '../log.js';
import type { MessagePayload } from './payload.js';
import { mention, timestamp } from './format.js';
import { digestNonce, isTransient, noticeNonce, payloadHash, Posts } from './posts.js';
import { digestMessage, lookupFor } from './my-games/render.js';
import { inline, type Drawer } from '../render/pictures.js';
import { NO_TELEMETRY, type BotTelemetry } from './telemetry.js';
import { ACTIVE_MS, LaneGate } from './lane-gate.js';
import { awayNotice, extendedNotice } from './kit/away.js';
import { TableThreads } from './table-thread.js';
import { postChannel } from './table-channel.js';
import { lobbyMessage, showsSummary } from './summary.js';

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

/**
 * A change that comes within this long of its table's last publishing waits out the rest of it,
 * so that several changes in a second (a player clicking through a turn, AI seats moving, choices
 * made together) make one edit of each post instead of one each: Discord takes only a few edits
 * every few seconds in a channel. The first change after a quiet spell goes at once.
 */
export const COALESCE_MS = 1_000;

/** The longest a queued post waits for interactions in flight to be answered. */
const QUIET_WAIT_MS = 250;

/** The message key of a table's lobby message (recorded with lobbyRevision). */
const LOBBY_KEY = 'lobby';

/** Reminder posts are keyed by the deadline they are about; once it is past they are deleted. */
const REMINDER = 'reminder:';

/** The message key that records the game version the public posts are in sync with. */
export const SYNC_KEY = 'sync';

/** Back-off between attempts when Discord stumbles: base × 2ⁿ, at most `maxMs`. */
export interface RetryPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 1_000, maxMs: 60_000 };

/**
 * What a lane has to do: publish a change, catch up with the stored state, or post pending notices
 * (a game's lane, keyed by its id); or send a player's daily digest (their own lane, `digest:<user>`).
 */
type Job = { readonly kind: 'change'; readonly outcome: Outcome } | { readonly kind: 'catchUp' } | { readonly kind: 'notices' } | { readonly kind: 'digest'; readonly digest: DueDigest };

/** A lane: a game's id, or a player's digest. */
type LaneKey = number | `digest:${string}`;

/** An ordinary change or notices: a later job of the lane covers it (table changes and catch-ups never are). */
const skippable = (j: Job) => j.kind === 'notices' || (j.kind === 'change' && j.outcome.cause !== 'table');

interface Lane {
  readonly jobs: Job[];
  running: boolean;
  /** When the lane got its first job (it is dropped once empty): how long its table has waited. */
  readonly since: number;
}

/** The publisher's queue: jobs queued or under way, and how long the oldest has waited. */
export interface PublisherBacklog {
  readonly depth: number;
  readonly oldestMs: number;
}

export class Publisher {
  private readonly lanes = new Map<LaneKey, Lane>();
  private readonly posts: Posts;
  /** Tables' own threads: opened, players added, archived (table-thread.ts). */
  private readonly threads: TableThreads;
  private readonly ctx: PublishContext;
  /** Jobs wait for Discord: changes made at start-up (overdue deadlines) are posted once ready. */
  private readonly ready: Promise<void>;
  private markReady: () => void = () => undefined;
  private closed = false;
  private wakeSleepers: (() => void)[] = [];
  /** Lanes waiting out COALESCE_MS (hurry() wakes them). */
  private coalescing: (() => void)[] = [];
  /** Set by hurry() until every lane is empty: nothing waits to be coalesced meanwhile. */
  private hurried = false;
  private idleWaiters: (() => void)[] = [];
  /**
   * Interactions being answered now; posting waits for them (an answer is due in 3 s), but never
   * longer than QUIET_WAIT_MS, so a busy server cannot starve a channel of its posts.
   */
  private answering = 0;
  private whenQuiet: (() => void)[] = [];
  /** How many lanes work at once, and which goes next (lane-gate.ts). */
  private readonly gate = new LaneGate();
  /** When each table's posts were last brought up to date (COALESCE_MS). */
  private readonly published = new Map<number, number>();
  /** When someone last acted in a channel (its table's posts go first for ACTIVE_MS). */
  private readonly activity = new Map<string, number>();

  constructor(
    client: Client,
    private readonly service: GameService,
    private readonly games: ReadonlyMap<string, DiscordGame>,
    private readonly log: Logger,
    private readonly now: () => number,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
    nonceTrustMs?: number,
    telemetry: BotTelemetry = NO_TELEMETRY,
    drawer: Drawer = inline,
    private readonly coalesceMs = COALESCE_MS,
  ) {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
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
    this.markReady();
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

  /** Someone acted in `channelId` (an interaction): that table's posts go before idle tables' for a while. */
  noteActivity(channelId: string | null): void {
    if (!channelId) return;
    const now = Date.now();
    if (this.activity.size >= 10_000) for (const [c, at] of this.activity) if (at <= now - ACTIVE_MS) this.activity.delete(c);
    this.activity.set(channelId, now);
    this.gate.promote(channelId);
  }

  private isActive(channelId: string): boolean {
    return (this.activity.get(channelId) ?? Number.NEGATIVE_INFINITY) > Date.now() - ACTIVE_MS;
  }

  /** Stops posting: jobs not started are dropped and retries end (the next start catches up). */
  close(): void {
    this.closed = true;
    this.gate.openAll();
    this.markReady();
    for (const wake of this.wakeSleepers.splice(0)) wake();
  }

  /** Pictures still to be added to private answers already sent (they never hold posts back). */
  private readonly followUps = new Set<Promise<void>>();

  /** Runs `work` (a private answer's pictures) after the answer, outside the answering window; idle() waits for it. */
  later(work: () => Promise<void>): void {
    const p = work().finally(() => this.followUps.delete(p));
    this.followUps.add(p);
  }

  /** The queue now (the metrics, /healthz). */
  backlog(): PublisherBacklog {
    let depth = 0;
    let oldest = Number.POSITIVE_INFINITY;
    for (const lane of this.lanes.values()) {
      depth += lane.jobs.length + (lane.running ? 1 : 0);
      if (lane.since < oldest) oldest = lane.since;
    }
    return { depth, oldestMs: depth === 0 ? 0 : Date.now() - oldest };
  }

  /** Resolves when every lane is empty and every private answer has its pictures (tests, shutdown). */
  async idle(): Promise<void> {
    // Interactions under way first: one may still hand its pictures over to follow.
    while (!this.closed && this.answering > 0) await new Promise<void>((resolve) => this.whenQuiet.push(resolve));
    while (this.followUps.size > 0) await Promise.allSettled([...this.followUps]);
    if (this.lanes.size === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Waits for the queued posts, at most `ms` (Discord may be down), then stops posting. */
  async drain(ms: number): Promise<void> {
    this.hurry();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
    this.close();
    await this.idle();
  }

  private enqueue(key: LaneKey, job: Job): void {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { jobs: [], running: false, since: Date.now() };
      this.lanes.set(key, lane);
    }
    lane.jobs.push(job);
    if (!lane.running) void this.run(key, lane);
  }

  /** Works through a lane's jobs in order; each is retried until Discord takes it. */
  private async run(key: LaneKey, lane: Lane): Promise<void> {
    lane.running = true;
    try {
      await this.ready;
      // A digest lane goes to the player's DMs: the gate keeps it apart from every table's channel.
      const game = typeof key === 'number' ? this.service.game(key) : null;
      const channelId = typeof key === 'number' ? (game ? postChannel(game) : '') : key;
      while (lane.jobs.length > 0 && !this.closed) {
        let job = this.next(lane);
        const last = typeof key === 'number' ? this.published.get(key) : undefined;
        const wait = this.coalesceMs - (Date.now() - (last ?? Number.NEGATIVE_INFINITY));
        if (wait > 0 && skippable(job) && !this.hurried) {
          await this.sleep(wait, true);
          lane.jobs.unshift(job); // what came meanwhile covers it
          job = this.next(lane);
        }
        // The interaction that caused this change answers first: posting is never in its way.
        await this.quiet();
        await this.attempt(key, job, channelId);
        if (typeof key === 'number') this.markPublished(key);
      }
    } finally {
      lane.running = false;
      lane.jobs.length = 0;
      this.lanes.delete(key);
      if (this.lanes.size === 0) {
        this.hurried = false;
        for (const wake of this.idleWaiters.splice(0)) wake();
      }
    }
  }

  /**
   * The next job, skipping ordinary changes that a later queued job covers (its state includes
   * them, and posts are reconciled from state): after an outage a lane does not replay every
   * intermediate state. Table changes (lobby, start, autopilot) and catch-ups (which also settle
   * posts begun before a restart) are never skipped.
   */
  private next(lane: Lane): Job {
    let job = lane.jobs.shift() as Job;
    while (lane.jobs.length > 0 && skippable(job)) job = lane.jobs.shift() as Job;
    return job;
  }

  private markPublished(gameId: number): void {
    const now = Date.now();
    if (this.published.size >= 10_000) for (const [id, at] of this.published) if (at <= now - this.coalesceMs) this.published.delete(id);
    this.published.set(gameId, now);
  }

  private async attempt(key: LaneKey, job: Job, channelId: string): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      // A turn at the gate for each attempt: a lane waiting out a back-off leaves its turn to others.
      const leave = await this.gate.enter(channelId, this.isActive(channelId));
      try {
        if (this.closed) return;
        if (job.kind === 'digest') await this.sendDigest(job.digest);
        // A table's posts are in the table's language, whoever's click caused them: Posts draws them so.
        else if (typeof key === 'number') await (job.kind === 'notices' ? this.postNotices(key, this.service.pendingNotices(key)) : this.sync(key, job.kind === 'change' ? job.outcome : null));
        return;
      } catch (error) {
        const log = this.log.child(typeof key === 'number' ? { gameId: key } : { lane: key });
        if (!isTransient(error)) {
          log.error('publishing failed', error);
          return;
        }
        const delay = Math.min(this.retry.maxMs, this.retry.baseMs * 2 ** Math.min(attempt, 20));
        log.warn(`Discord did not take a post (attempt ${attempt + 1}: ${String((error as Error).message ?? error)}); retrying in ${delay} ms`);
        leave();
        await this.sleep(delay);
      } finally {
        leave();
      }
    }
  }

  private sleep(ms: number, coalescing = false): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.wakeSleepers = this.wakeSleepers.filter((w) => w !== wake);
        this.coalescing = this.coalescing.filter((w) => w !== wake);
        resolve();
      }, ms);
      this.wakeSleepers.push(wake);
      if (coalescing) this.coalescing.push(wake);
    });
  }

  /**
   * Posts now what waits to be coalesced (COALESCE_MS) with changes that may still come: the tests'
   * settle() (a test that acts and then looks wants the channel now, as before) and stopping.
   */
  hurry(): void {
    this.hurried = this.lanes.size > 0;
    for (const wake of this.coalescing.splice(0)) wake();
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
