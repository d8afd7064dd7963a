// The public posts' bookkeeping the Discord publisher keeps with the games: which message shows
// which version, posts begun and not yet recorded (so a retry never doubles one), one-off notices
// waiting to be posted, and which games and lobbies a restart must bring up to date.
import type { Clock } from './clock.js';
import type { Repository } from './repository.js';
import { messageRef } from './store.js';
import type { MessageRef, NoticeBody, PendingNotice, PostIntent, ThreadNote } from './types.js';

/** Games whose message records are kept in memory (see Messages.messages). */
const KEPT_GAMES = 1_024;

/** The publisher's records; see the module comment. */
export class Messages {
  /**
   * Each game's message records as last read or written: the publisher reads them several times
   * for every change it publishes. Only this service writes them (a game's posts are published
   * by the one process that runs it), and every write here drops the game's entry.
   */
  private readonly kept = new Map<number, readonly MessageRef[]>();

  constructor(
    private readonly repo: Repository,
    private readonly clock: Clock,
  ) {}

  /** Remembers a public message, the game version it shows and its hash; a post in progress for `key` is done. */
  setMessage(gameId: number, key: string, channelId: string, messageId: string, version?: number, hash?: string): void {
    const { store } = this.repo;
    this.kept.delete(gameId);
    this.repo.tx.transact(() => {
      const at = version ?? store.game.get(gameId)?.version ?? 0;
      store.upsertMessage.run(gameId, key, channelId, messageId, at, this.clock.now(), hash ?? null);
      store.deleteIntent.run(gameId, key);
    });
  }

  /** Records the table's own thread (null: it plays in its channel, for the reason `note`). */
  setThread(gameId: number, threadId: string | null, note: ThreadNote | null): void {
    this.repo.store.setThread.run(threadId, note, gameId);
  }

  /** The post in progress for `key`: the stored one, or `fresh`, stored now. */
  postIntent(gameId: number, key: string, fresh: Omit<PostIntent, 'retry'>): PostIntent {
    const { store } = this.repo;
    return this.repo.tx.transact(() => {
      const stored = store.intent.get(gameId, key);
      if (stored) return { ...stored, retry: true };
      store.insertIntent.run(gameId, key, fresh.nonce, fresh.fingerprint, fresh.at);
      return { ...fresh, retry: false };
    });
  }

  /** Posts of a game begun and not recorded, oldest first. */
  postIntents(gameId: number): (Omit<PostIntent, 'retry'> & { readonly key: string })[] {
    return this.repo.store.intents.all(gameId);
  }

  /** A post begun earlier turned out not to exist (or is no longer wanted). */
  dropPostIntent(gameId: number, key: string): void {
    this.repo.store.deleteIntent.run(gameId, key);
  }

  /** One-off notices of a game not yet posted, oldest first. */
  pendingNotices(gameId: number): PendingNotice[] {
    return this.repo.store.notices.all(gameId).map((r) => ({ ...(JSON.parse(r.payload) as NoticeBody), id: r.id, version: r.version }));
  }

  /** A notice was posted (or is no longer worth posting). */
  noticeDone(gameId: number, noticeId: number): void {
    this.repo.store.deleteNotice.run(gameId, noticeId);
  }

  /** Forgets a public message (the bot deleted it). */
  forgetMessage(gameId: number, key: string): void {
    this.kept.delete(gameId);
    this.repo.store.deleteMessage.run(gameId, key);
  }

  /** The public messages of a game. */
  messages(gameId: number): readonly MessageRef[] {
    let refs = this.kept.get(gameId);
    if (!refs) {
      refs = Object.freeze(this.repo.store.messages.all(gameId).map((m) => Object.freeze(messageRef(gameId, m))));
      if (this.kept.size >= KEPT_GAMES) this.kept.clear();
      this.kept.set(gameId, refs);
    }
    return refs;
  }

  /** Messages showing an older version than their game. */
  messagesBehind(): MessageRef[] {
    return this.repo.store.messagesBehind.all().map((m) => messageRef(m.game_id, m));
  }

  /** Running games, and games ended in the last `recentMs`, whose `key` message may be behind. */
  gamesToSync(key: string, recentMs: number): number[] {
    return this.repo.store.gamesToSync.all(key, this.clock.now() - recentMs).map((r) => r.id);
  }

  /** Open lobbies, and tables cancelled in the last `recentMs`, whose `key` message does not show them. */
  lobbiesToSync(key: string, recentMs: number): number[] {
    return this.repo.store.lobbiesToSync.all(key, this.clock.now() - recentMs).map((r) => r.id);
  }
}
