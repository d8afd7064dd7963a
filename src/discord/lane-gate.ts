// How many of the publisher's lanes (one per game) work at once, and which goes next. Discord
// takes about 50 requests a second from the whole bot, so after an outage thousands of overdue
// tables cannot post at once anyway: with every lane running, each one drew its posts (and their
// pictures) up front and waited in discord.js's REST queue, thousands of timers waking every
// second for the global limit, in no useful order. Through the gate a few lanes work at a time
// and the rest wait their turn, tables whose players are active now (a click in the last few
// minutes) first, then in the order they came.

/** Lanes working at once (the bench: a handful already keeps Discord's 50 a second busy). */
export const LANES_AT_ONCE = 16;

/** How long after a click a table counts as active (its posts go before idle tables'). */
export const ACTIVE_MS = 5 * 60_000;

export class LaneGate {
  private working = 0;
  /** Lanes of active tables, in the order they became so. */
  private readonly urgent: (() => void)[] = [];
  /** The other lanes by their table's channel, in the order they came (a Map keeps it). */
  private readonly waiting = new Map<string, () => void>();

  constructor(private readonly size = LANES_AT_ONCE) {}

  /** Lanes waiting for their turn. */
  get queued(): number {
    return this.urgent.length + this.waiting.size;
  }

  /**
   * Waits for a turn for the lane of the table in `channelId` (`active`: its players are active
   * now, so it goes first). Resolves with the function that gives the turn back.
   */
  async enter(channelId: string, active: boolean): Promise<() => void> {
    if (this.working < this.size && this.queued === 0) {
      this.working++;
      return this.leaver();
    }
    await new Promise<void>((go) => {
      if (active || this.waiting.has(channelId)) this.urgent.push(go);
      else this.waiting.set(channelId, go);
    });
    return this.leaver();
  }

  /** Someone acted at the table in `channelId`: if its lane waits, it goes next. */
  promote(channelId: string): void {
    const go = this.waiting.get(channelId);
    if (!go) return;
    this.waiting.delete(channelId);
    this.urgent.push(go);
  }

  /** Lets every waiting lane through (the publisher is closing: its lanes end on their own). */
  openAll(): void {
    const all = [...this.urgent.splice(0), ...this.waiting.values()];
    this.waiting.clear();
    for (const go of all) {
      this.working++;
      go();
    }
  }

  private leaver(): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.working--;
      this.next();
    };
  }

  private next(): void {
    while (this.working < this.size && this.queued > 0) {
      let go = this.urgent.shift();
      if (!go) {
        const [channel, first] = this.waiting.entries().next().value as [string, () => void];
        this.waiting.delete(channel);
        go = first;
      }
      this.working++;
      go();
    }
  }
}
