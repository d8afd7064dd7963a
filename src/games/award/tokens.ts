// Skill-token multisets (A, D, T) and the arithmetic the rules need on them. A Tokens value is
// a count per type; "A2 D1" is { A: 2, D: 1, T: 0 }.

export const SKILLS = ['A', 'D', 'T'] as const;
export type Skill = (typeof SKILLS)[number];

export interface Tokens {
  readonly A: number;
  readonly D: number;
  readonly T: number;
}

export const NO_TOKENS: Tokens = Object.freeze({ A: 0, D: 0, T: 0 });

/** A multiset from counts. */
export function tk(A = 0, D = 0, T = 0): Tokens {
  return { A, D, T };
}

/** Parses the rulebook notation ("A2 D1", "T3", "" for none). */
export function parseTokens(text: string): Tokens {
  const out = { A: 0, D: 0, T: 0 };
  for (const part of text.trim().split(/\s+/)) {
    if (part === '') continue;
    const m = /^([ADT])(\d+)$/.exec(part);
    if (!m) throw new Error(`bad token notation ${text}`);
    out[m[1] as Skill] += Number(m[2]);
  }
  return out;
}

/** The rulebook notation of a multiset ("A2 D1"; "" when empty). */
export function formatTokens(t: Tokens): string {
  return SKILLS.filter((s) => t[s] > 0)
    .map((s) => `${s}${t[s]}`)
    .join(' ');
}

export function add(a: Tokens, b: Tokens): Tokens {
  return { A: a.A + b.A, D: a.D + b.D, T: a.T + b.T };
}

export function sub(a: Tokens, b: Tokens): Tokens {
  return { A: a.A - b.A, D: a.D - b.D, T: a.T - b.T };
}

/** |t|: the number of tokens in the multiset. */
export function size(t: Tokens): number {
  return t.A + t.D + t.T;
}

/** b ⊆ a. */
export function contains(a: Tokens, b: Tokens): boolean {
  return a.A >= b.A && a.D >= b.D && a.T >= b.T;
}

export function equal(a: Tokens, b: Tokens): boolean {
  return a.A === b.A && a.D === b.D && a.T === b.T;
}

export function isEmpty(t: Tokens): boolean {
  return t.A === 0 && t.D === 0 && t.T === 0;
}

export function isValid(t: Tokens): boolean {
  return SKILLS.every((s) => Number.isInteger(t[s]) && t[s] >= 0);
}

/** One token of a type. */
export function one(skill: Skill): Tokens {
  return { A: skill === 'A' ? 1 : 0, D: skill === 'D' ? 1 : 0, T: skill === 'T' ? 1 : 0 };
}

/** The tokens of `t` whose type is in `types`. */
export function only(t: Tokens, types: readonly Skill[]): Tokens {
  return { A: types.includes('A') ? t.A : 0, D: types.includes('D') ? t.D : 0, T: types.includes('T') ? t.T : 0 };
}

export function sum(list: readonly Tokens[]): Tokens {
  let A = 0;
  let D = 0;
  let T = 0;
  for (const t of list) {
    A += t.A;
    D += t.D;
    T += t.T;
  }
  return { A, D, T };
}
