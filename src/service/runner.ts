// The deadline runner: runs the game's due rows (month timeouts, reminders, AI turns) that the
// scheduler wakes for, each in a savepoint of a shared transaction, through the commit pipeline.
// A timeout counts the deadlines its players missed (the AI takes a seat over at the table's
// limit); a row that fails is put off with back-off and reported, never dropped.
import type { PlayerId } from '../engine/game.js';
import type { Clock } from './clock.js';
import type { CommitPipeline } from './commit.js';
import { syncAway } from './away.js';
import { aiSeatToAsk, awaitedHumans, type AiStreak } from './deadlines.js';
import { excusedBefore, graceAt, type Grace } from './grace.js';
import { badFields, isError } from './errors.js';
import type { Loaded, Repository } from './repository.js';
import { Scheduler } from './scheduler.js';
import type { DeadlineRow } from './store.js';
import type { AiPolicy, ServiceError } from './types.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A failing deadline row is retried after 1 min, 2, 4, … up to an hour; never dropped. */
const RETRY_BASE_MS = MINUTE;
const RETRY_MAX_MS = HOUR;
/** Due rows share a transaction (one commit) up to this many; each has its own savepoint. */
const DUE_ROWS_PER_TRANSACTION = 64;

/** What the runner needs from the service's options. */
export interface RunnerOptions {
  readonly clock: Clock;
  readonly policies: Readonly<Record<string, AiPolicy>>;
  /** Deadline rows run per timer wake-up before yielding to the event loop. */
  readonly batch: number;
  readonly reportError: (error: unknown, context: string) => void;
  /** The timer also wakes after this long with nothing due (a sharded process; see service.ts). */
  readonly maxSleepMs?: number;
  /** Other rows the one timer runs after the deadline rows: the players' daily digests (digests.ts). */
  readonly alongside?: ScheduledRows;
}

/** Rows with a due time that the scheduler's one timer also runs. */
export interface ScheduledRows {
  /** The earliest due time, or null. */
  nextDue(): number | null;
  /** Runs rows due by now, at most `limit`; returns how many ran. */
  runDue(limit: number): number;
}

/** Rows due by now and not yet run, and how long the oldest of them has waited (0 when none). */
export interface SchedulerBacklog {
  readonly dueRows: number;
  readonly lagMs: number;
}

/** The engine refused the very deadline its awaiting() promised: a bug, retried later. */
class DeadlineRefused extends Error {
  constructor(readonly error: ServiceError) {
    super(`the engine refused its own deadline: ${error.code}`);
  }
}

/** Runs due deadline rows and owns the timer that wakes for them; see the module comment. */
export class DeadlineRunner {
  private readonly repo: Repository;
  private readonly scheduler: Scheduler;

  constructor(
    private readonly commit: CommitPipeline,
    private readonly options: RunnerOptions,
  ) {
    this.repo = commit.repo;
    this.scheduler = new Scheduler(
      options.clock,
      {
        nextDue: () => this.nextDue(),
        runDue: (limit) => {
          const ran = this.runDueRows(limit);
          return ran + (options.alongside && ran < limit ? options.alongside.runDue(limit - ran) : 0);
        },
        onError: (error) => options.reportError(error, 'scheduler'),
      },
      options.batch,
      options.maxSleepMs,
    );
  }

  /** Runs every row already due, then arms the timer; returns how many rows ran. */
  start(): number {
    return this.scheduler.start();
  }

  /** Disarms the timer (rows stay stored and run at the next start). */
  stop(): void {
    this.scheduler.stop();
  }

  /** Runs rows due by now, earliest first, at most `limit`; returns how many ran. */
  run(limit: number): number {
    return this.scheduler.run(limit);
  }

  /**
   * Runs this game's AI row while one is due now, at most `limit` times, and nothing else: what
   * an AI seat does at once (answering a trade offer) is then done before the player who caused
   * it is answered, so that answer can show it. The scheduler would run the same rows next.
   */
  runAiOf(gameId: number, limit: number): number {
    let ran = 0;
    while (ran < limit) {
      const row = this.repo.store.deadlineOfKind.get(gameId, 'ai');
      if (!row || row.due > this.options.clock.now()) break;
      const done = this.repo.tx.transact(() => this.runDeadline(row));
      ran++;
      if (!done) break;
    }
    return ran;
  }

  /** A row due at `due` was written: wake earlier if needed. */
  note(due: number): void {
    this.scheduler.note(due);
  }

  /** Whether the timer is armed (for tests and the bench). */
  get armed(): boolean {
    return this.scheduler.armed;
  }

  /** The due time of the earliest row (deadline rows and those run alongside them), or null. */
  nextDue(): number | null {
    const deadline = this.repo.store.earliestDue.get()?.due ?? null;
    const other = this.options.alongside?.nextDue() ?? null;
    return deadline === null ? other : other === null ? deadline : Math.min(deadline, other);
  }

  /** What is due and not yet run (rows put off after a failure are due later, so not counted). */
  backlog(): SchedulerBacklog {
    const now = this.options.clock.now();
    const { n, earliest } = this.repo.store.dueBacklog.get(now) ?? { n: 0, earliest: null };
    return { dueRows: n, lagMs: earliest === null ? 0 : now - earliest };
  }

  /**
   * Runs due rows, up to DUE_ROWS_PER_TRANSACTION of them per transaction (each in its own
   * savepoint, so one failing row is put off alone). A crash loses only uncommitted rows,
   * which are still stored and run at the next start.
   */
  private runDueRows(limit: number): number {
    const failed = new Set<number>();
    let ran = 0;
    let more = true;
    while (more && ran < limit) {
      this.repo.tx.transact(() => {
        for (let i = 0; i < DUE_ROWS_PER_TRANSACTION && ran < limit; i++) {
          const row = this.repo.store.nextDue.get(this.options.clock.now());
          if (!row || failed.has(row.id)) {
            more = false;
            return;
          }
          if (!this.runDeadline(row)) failed.add(row.id);
          ran++;
        }
      });
    }
    return ran;
  }

  /** Runs one due row inside the open transaction; false if it failed and was put off. */
  private runDeadline(row: DeadlineRow): boolean {
    const now = this.options.clock.now();
    try {
      this.repo.tx.savepoint(() => {
        this.repo.store.deleteDeadline.run(row.id);
        if (row.kind === 'reminder' && this.lateReminder(row, now)) return;
        const loaded = this.repo.load(row.game_id, row.kind !== 'timeout');
        if (isError(loaded)) throw new Error(`deadline for game ${row.game_id}: ${loaded.code}`);
        if (loaded.row.status !== 'running') return;
        if (row.kind === 'timeout') this.fireTimeout(loaded, row, now);
        else if (row.kind === 'reminder') this.fireReminder(loaded, row, now);
        else if (row.kind === 'away') syncAway(this.commit, loaded, now, this.options.policies[loaded.row.type] !== undefined);
        else this.fireAi(loaded, row, now);
      });
      return true;
    } catch (error) {
      this.putOff(row, now, error);
      return false;
    }
  }

  private fireTimeout(loaded: Loaded, row: DeadlineRow, now: number): void {
    const { module } = loaded;
    const state = this.repo.stateOf(loaded.row, false);
    const { command } = JSON.parse(row.payload) as { command: unknown };
    const parsed = module.commandSchema.parse(command);
    const awaiting = module.awaiting(state);
    const absent = awaitedHumans(awaiting, loaded.seats).players;
    if (awaiting.deadline?.due === row.due && this.extend(loaded, state, row.due, awaiting.deadline.length, absent, now)) return;
    const result = this.commit.apply(loaded, state, {
      command: parsed,
      actor: null,
      cause: 'deadline',
      userId: null,
      interactionId: null,
      now,
      streak: null,
    });
    if (result.ok) {
      this.countMissed(loaded.row.id, absent, now);
      return;
    }
    // Refused: if the game has another deadline by now, this row was stale (replace it);
    // if not, the engine refuses its own deadline — a bug: keep the row and retry later.
    const current = this.commit.refreshDeadlines(loaded, state, now, null);
    if (current.deadline && current.deadline.due === row.due) throw new DeadlineRefused(result.error);
  }

  /**
   * A deadline passed with `absent` humans awaited: the table waits a day for away players, or an
   * excuse extends it (grace.ts decides). The extension is a command in the game's log (with its
   * `why`), the budgets are spent on the seats and the channel is told. False: the default applies.
   */
  private extend(loaded: Loaded, state: unknown, due: number, length: number | undefined, absent: readonly PlayerId[], now: number): boolean {
    if (absent.length === 0) return false;
    const { store } = this.repo;
    const gameId = loaded.row.id;
    const awaited = absent.flatMap((player) => {
      const seat = loaded.seats.find((s) => s.player_id === player);
      return seat && seat.user_id !== null
        ? [{ player, userId: seat.user_id, awayUntil: seat.away_until, awayDaysUsed: seat.away_days_used, excusesUsed: seat.excuses_used }]
        : [];
    });
    const excusedAlready = () => excusedBefore(due, store.lastDeadlineCommands.all(gameId, 40).map((r) => JSON.parse(r.command) as { type: string }));
    const grace: Grace = graceAt({ due, now, length, settings: loaded.settings, awaited, excusedAlready: loaded.settings.excuses > 0 && excusedAlready() });
    if (grace.kind === 'default') return false;
    const command = loaded.module.commandSchema.safeParse({ type: 'extendDeadline', ms: grace.ms, why: { kind: grace.kind, players: grace.players, from: due } });
    if (!command.success) return false;
    const result = this.commit.apply(loaded, state, { command: command.data, actor: null, cause: 'deadline', userId: null, interactionId: null, now, streak: null });
    if (!result.ok) return false;
    for (const player of grace.players) {
      const seat = loaded.seats.find((s) => s.player_id === player);
      if (!seat) continue;
      if (grace.kind === 'away') store.spendAwayDay.run(gameId, seat.seat);
      else store.spendExcuse.run(gameId, seat.seat);
    }
    store.seatsChanged.run(gameId); // seats are cached by revision
    this.commit.addNotice(gameId, loaded.row.version + 1, { kind: 'extended', why: grace.kind, due: due + grace.ms, userIds: grace.userIds, left: grace.left }, now);
    return true;
  }

  /**
   * Seats a deadline passed without an answer from: one more missed in a row; at the table's
   * limit the AI plays the seat until its owner acts again (and everyone is told).
   */
  private countMissed(gameId: number, players: readonly PlayerId[], now: number): void {
    if (players.length === 0) return;
    let loaded = this.repo.load(gameId) as Loaded;
    if (loaded.row.status !== 'running') return;
    const limit = loaded.settings.aiAfterMissed;
    for (const player of players) {
      const seat = loaded.seats.find((s) => s.player_id === player);
      if (!seat || seat.ai === 1 || seat.user_id === null) continue;
      const missed = seat.missed + 1;
      if (limit > 0 && missed >= limit && this.options.policies[loaded.row.type]) {
        this.commit.autopilot(loaded, seat, true, 'absent', now);
        loaded = this.repo.load(gameId) as Loaded;
      } else {
        this.repo.store.setMissed.run(missed, gameId, seat.seat);
        this.repo.store.seatsChanged.run(gameId); // seats are cached by revision
      }
    }
  }

  /** A reminder whose deadline has already come (the bot was down) is dropped unsent. */
  private lateReminder(row: DeadlineRow, now: number): boolean {
    const { deadline } = JSON.parse(row.payload) as { deadline: number };
    return deadline <= now;
  }

  private fireReminder(loaded: Loaded, row: DeadlineRow, now: number): void {
    const state = this.repo.stateOf(loaded.row, false);
    const { deadline } = JSON.parse(row.payload) as { deadline: number };
    const awaiting = loaded.module.awaiting(state);
    if (!awaiting.deadline || awaiting.deadline.due !== deadline) {
      this.commit.refreshDeadlines(loaded, state, now, null);
      return;
    }
    // Decision (issue 32; the issue is silent): a player away at this table is not reminded there
    // — they said they are away; the table's own line and its extensions say what happens.
    const present = loaded.seats.filter((s) => s.away_until === null || s.away_until <= now);
    const { players, userIds } = awaitedHumans(awaiting, present);
    if (userIds.length === 0) return;
    const game = this.repo.infoOf(loaded);
    this.commit.addNotice(game.id, loaded.row.version, { kind: 'reminder', deadline, players, userIds }, now);
    this.commit.notice({ type: 'reminder', game, version: loaded.row.version, deadline, players, userIds });
  }

  private fireAi(loaded: Loaded, row: DeadlineRow, now: number): void {
    const { module } = loaded;
    const state = this.repo.stateOf(loaded.row, false);
    const payload = JSON.parse(row.payload) as { seat: PlayerId; streak: number };
    const awaiting = module.awaiting(state);
    const seat = aiSeatToAsk(awaiting, loaded.seats);
    if (seat === undefined) return;
    const required = awaiting.players.includes(seat);
    const game = this.repo.infoOf(loaded);
    const failed = (error: ServiceError) => this.commit.notice({ type: 'aiFailed', game, seat, error });
    const policy = this.options.policies[loaded.row.type];
    if (!policy) return failed({ code: 'NO_AI_FOR_GAME', params: { type: loaded.row.type } });
    let proposal: unknown;
    try {
      proposal = policy(module.view(state, seat), seat);
    } catch (error) {
      this.options.reportError(error, `AI policy for game ${loaded.row.id} seat ${seat}`);
      return failed({ code: 'AI_ERROR' });
    }
    // Invited, not awaited: an AI with nothing to say does nothing.
    if ((proposal === null || proposal === undefined) && !required) return;
    const parsed = module.commandSchema.safeParse(proposal);
    if (!parsed.success) return failed({ code: 'BAD_COMMAND', params: { fields: badFields(parsed.error.issues) } });
    const streak: AiStreak = { seat, streak: payload.seat === seat ? payload.streak : 0 };
    const input = { command: parsed.data, actor: seat, cause: 'ai', userId: null, interactionId: null, now, streak } as const;
    const result = this.commit.apply(loaded, state, input);
    if (!result.ok) failed(result.error);
  }

  /** A failed row stays and is retried later with back-off; the failure is reported. */
  private putOff(row: DeadlineRow, now: number, error: unknown): void {
    const retryAt = now + Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(row.attempts, 20));
    this.repo.store.retryDeadline.run(retryAt, row.id);
    this.repo.forget(row.game_id);
    this.options.reportError(error, `deadline ${row.kind} of game ${row.game_id}`);
    this.commit.notice({ type: 'deadlineFailed', gameId: row.game_id, kind: row.kind, retryAt, error });
    this.commit.queue(() => this.scheduler.note(retryAt));
  }
}
