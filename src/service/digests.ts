// The daily digest: a player who switched it on gets one direct message a day, at the hour they
// chose on their own clock, listing the tables that wait for them — only on a day when at least
// one does. Each player's digest is a row with a due time, run by the scheduler's one timer beside
// the deadline rows (runner.ts): claimed in a transaction that moves it to the next day and, when
// something waits, writes it to the outbox, so it runs once a day also across restarts and shards
// (a shard runs the digests of the user ids that fall in it). The Discord layer sends what is in
// the outbox (with a nonce, so a retry does not repeat it) and says when it is done.
//
// Closed DMs fall back as a reminder does (publisher.ts `remind`): a digest Discord would not
// deliver becomes, in the same transaction that takes it out of the outbox, a reminder notice in
// each table that waits for the player, which that table's lane posts in its channel with a
// mention, like any reminder whose DM could not be sent.
import type { Clock } from './clock.js';
import type { CommitPipeline } from './commit.js';
import type { PlayerTable } from './player-tables.js';
import type { Repository } from './repository.js';
import type { DigestRow } from './store.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A digest row that failed (a bug) is tried again an hour later, never dropped. */
const RETRY_MS = HOUR;
/** The hour a digest comes at when a player switches it on before choosing one (on their clock). */
export const DEFAULT_DIGEST_HOUR = 9;

/** A player's digest as they set it. */
export interface DigestPrefs {
  readonly on: boolean;
  /** The hour it comes at, on the player's clock (0–23). */
  readonly hour: number;
  /** The player's clock minus UTC, in whole hours modulo 24 (0 until they say what their clock shows). */
  readonly utcOffset: number;
  /** When the next one is due (null: off). */
  readonly next: number | null;
  /** The language it is written in (the player's client language when they last set it). */
  readonly language: string;
  /** The last one could not be delivered: the player's DMs from the bot are closed. */
  readonly undelivered: boolean;
}

/** A change a player makes to their digest (what is left out stays as it was). */
export interface DigestChange {
  readonly on?: boolean;
  readonly hour?: number;
  readonly utcOffset?: number;
  readonly language: string;
}

/** A digest claimed and waiting to be sent. */
export interface DueDigest {
  readonly userId: string;
  /** When it was due: with the user, it names this digest (its nonce). */
  readonly due: number;
}

/** The hour on a player's clock at `now`, given their clock's offset from UTC (whole hours). */
export function hourOnClock(now: number, utcOffset: number): number {
  return (Math.floor(now / HOUR) + utcOffset) % 24;
}

/** The first moment after `now` when a clock `utcOffset` hours off UTC shows `hour`:00. */
export function nextDigestAt(hour: number, utcOffset: number, now: number): number {
  const utcHour = (((hour - utcOffset) % 24) + 24) % 24;
  const at = now - (now % DAY) + utcHour * HOUR;
  return at > now ? at : at + DAY;
}

function prefsOf(row: DigestRow): DigestPrefs {
  return { on: row.due !== null, hour: row.hour, utcOffset: row.utc_offset, next: row.due, language: row.language, undelivered: row.undelivered === 1 };
}

/** Players' digests: their settings, the rows the scheduler runs, and the outbox. */
export class Digests {
  private readonly repo: Repository;

  constructor(
    private readonly commit: CommitPipeline,
    private readonly clock: Clock,
    /** The tables that wait for the user now (the claim's question, and the fallback's tables). */
    private readonly waiting: (userId: string) => readonly PlayerTable[],
    private readonly reportError: (error: unknown, context: string) => void,
    /** A row due at `due` was written: the scheduler may need to wake earlier. */
    private readonly noteDue: (due: number) => void,
  ) {
    this.repo = commit.repo;
  }

  /** A player's digest, or null if they never set one. */
  prefs(userId: string): DigestPrefs | null {
    const row = this.repo.store.digest.get(userId);
    return row ? prefsOf(row) : null;
  }

  /** Switches a player's digest on or off or moves its hour; the next one is due at the hour after now. */
  set(userId: string, change: DigestChange): DigestPrefs {
    const now = this.clock.now();
    const { store } = this.repo;
    const prefs = this.repo.tx.transact(() => {
      const row = store.digest.get(userId);
      const on = change.on ?? (row ? row.due !== null : false);
      const hour = change.hour ?? row?.hour ?? DEFAULT_DIGEST_HOUR;
      const offset = change.utcOffset ?? row?.utc_offset ?? 0;
      // An unchanged hour keeps its due time (a digest already due today is not pushed to tomorrow).
      const same = row !== undefined && row.due !== null && row.hour === hour && row.utc_offset === offset;
      const due = on ? (same ? row.due : nextDigestAt(hour, offset, now)) : null;
      store.upsertDigest.run(userId, hour, offset, change.language, due, now);
      return prefsOf(store.digest.get(userId) as DigestRow);
    });
    if (prefs.next !== null) this.noteDue(prefs.next);
    return prefs;
  }

  /** The earliest due digest of this process's players, or null. */
  nextDue(): number | null {
    return this.repo.store.earliestDigest.get()?.due ?? null;
  }

  /**
   * Claims due digests, at most `limit`, each in its own transaction: the row moves to its next
   * day, and if a table waits for the player, the digest goes to the outbox and the Discord layer
   * is told once the claim commits. A digest due while the bot was down is claimed at the start
   * (late, once); the days it missed are not made up. Returns how many ran.
   */
  runDue(limit: number): number {
    let ran = 0;
    const failed = new Set<string>();
    while (ran < limit) {
      const now = this.clock.now();
      const row = this.repo.store.nextDigest.get(now);
      if (!row || row.due === null || failed.has(row.user_id)) break;
      try {
        this.repo.tx.transact(() => this.claim(row.user_id, now));
      } catch (error) {
        failed.add(row.user_id);
        this.reportError(error, `daily digest of ${row.user_id}`);
        this.repo.tx.transact(() => this.repo.store.moveDigest.run(now + RETRY_MS, row.user_id));
        this.noteDue(now + RETRY_MS);
      }
      ran++;
    }
    return ran;
  }

  /** Claims one due digest inside the open transaction (read again there: another process may have claimed it). */
  private claim(userId: string, now: number): void {
    const { store } = this.repo;
    const row = store.digest.get(userId);
    if (!row || row.due === null || row.due > now) return;
    const next = nextDigestAt(row.hour, row.utc_offset, now);
    store.moveDigest.run(next, userId);
    this.commit.queue(() => this.noteDue(next));
    if (this.waiting(userId).length === 0) return;
    store.insertOutbox.run(userId, row.due, now);
    this.commit.notice({ type: 'digest', userId, due: row.due });
  }

  /** Digests claimed and not yet sent (this process's players), oldest first. */
  pending(): DueDigest[] {
    return this.repo.store.outbox.all().map((r) => ({ userId: r.user_id, due: r.due }));
  }

  /**
   * A digest is done: out of the outbox. `delivered`: Discord took it (true) or the player's DMs
   * are closed (false: each table that waits for them with a deadline gets a reminder notice for
   * them, posted in its channel); left out when there was nothing left to send (nothing waits any
   * more). Once only: a digest no longer in the outbox (another attempt finished it) is left be.
   */
  sent(digest: DueDigest, delivered?: boolean): void {
    const { store } = this.repo;
    const now = this.clock.now();
    this.repo.tx.transact(() => {
      if (store.deleteOutbox.run(digest.userId, digest.due).changes === 0) return;
      if (delivered === undefined) return;
      store.setUndelivered.run(delivered ? 0 : 1, digest.userId);
      if (delivered) return;
      for (const table of this.waiting(digest.userId)) {
        const deadline = table.deadline;
        if (deadline === null || deadline <= now || table.seat === null) continue;
        const { game } = table;
        const body = { kind: 'reminder', deadline, players: [table.seat], userIds: [digest.userId] } as const;
        this.commit.addNotice(game.id, game.version, body, now);
        this.commit.notice({ type: 'reminder', game, version: game.version, ...body });
      }
    });
  }
}
