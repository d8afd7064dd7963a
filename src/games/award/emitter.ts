// Collects events while keeping the state they produce up to date, so each later step of a
// resolution sees what the earlier ones left (the Decider pattern with a running fold).
import { Rng } from '../../engine/rng.js';
import { evolve } from './evolve.js';
import type { AwardEvent } from './messages.js';
import type { AwardState } from './types.js';

export class Emitter {
  readonly events: AwardEvent[] = [];
  constructor(
    public state: AwardState,
    /** The command's time (epoch ms): deadlines are set from it. */
    readonly now: number,
  ) {}

  emit(event: AwardEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }

  /** Draws from the state's PRNG and stores its new state with an event (no Math.random). */
  random<T>(draw: (rng: Rng) => T): T {
    const rng = new Rng(this.state.rng);
    const out = draw(rng);
    this.emit({ type: 'rngAdvanced', rng: rng.state() });
    return out;
  }
}

/** Pops the innermost frame of the resolution stack (state.stack). */
export function pop(em: Emitter): void {
  em.emit({ type: 'framePopped' });
}
