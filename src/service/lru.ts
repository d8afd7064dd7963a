// A small bounded cache of parsed game states, so a busy game is not re-parsed from JSON on every
// command while memory stays flat however many games are stored.

/** The newest parsed state of a game, valid only while the stored version still matches. */
export class StateCache<S = unknown> {
  private readonly entries = new Map<number, { readonly version: number; readonly state: S }>();

  constructor(readonly capacity: number) {}

  /** The state of `gameId` at `version`, if cached (and marks it recently used). */
  get(gameId: number, version: number): S | undefined {
    const entry = this.entries.get(gameId);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(gameId);
    this.entries.set(gameId, entry);
    return entry.state;
  }

  set(gameId: number, version: number, state: S): void {
    if (this.capacity <= 0) return;
    this.entries.delete(gameId);
    this.entries.set(gameId, { version, state });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as number;
      this.entries.delete(oldest);
    }
  }

  delete(gameId: number): void {
    this.entries.delete(gameId);
  }

  get size(): number {
    return this.entries.size;
  }
}
