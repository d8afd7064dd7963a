// A small seeded PRNG (sfc32, seeded through splitmix32) whose whole state is four 32-bit
// integers, so it can live inside a game's state, be stored as JSON and be replayed exactly.

/** The PRNG's state as stored in a game state. */
export type RngState = readonly [number, number, number, number];

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Turns a seed into a PRNG state; equal seeds give equal states. */
export function seedRng(seed: number): RngState {
  const next = splitmix32(seed);
  const state: [number, number, number, number] = [next(), next(), next(), next()];
  // Warm up so nearby seeds diverge.
  const rng = new Rng(state);
  for (let i = 0; i < 12; i++) rng.nextU32();
  return rng.state();
}

/**
 * A mutable PRNG cursor over a stored state: take one with `new Rng(state.rng)`, draw from it,
 * and store `rng.state()` back in the next state. Never kept between commands.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** A uniform 32-bit unsigned integer. */
  nextU32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0x1_0000_0000) throw new RangeError(`Rng.int(${n})`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x % n;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.nextU32() / 0x1_0000_0000;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick of an empty array');
    return items[this.int(items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** The state to store so the sequence continues from here. */
  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }
}
