// The deliverable includes a named scenario test for every rule (R1–R80), every ruling (A1–A44)
// and every card of §4. This test reads the test files and fails if one is missing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(here)
  .filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts')
  .map((f) => readFileSync(join(here, f), 'utf8'));
const text = sources.join('\n');
/** Test names: the first string argument of it(...) and it.each(...)(...). */
const names = [...text.matchAll(/\bit(?:\.each\([\s\S]*?\]\s*(?:as const)?\))?\(\s*(['`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2] as string);
/** First cells of it.each rows: ['AC4', ...]. */
const rows = [...text.matchAll(/^\s*\[\s*'([A-Z]+\d+)'/gm)].map((m) => m[1] as string);

const named = (id: string) => names.some((n) => new RegExp(`^${id.replace(/[()]/g, '\\$&')}(?![0-9])`).test(n));
const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('coverage of the specification by named tests', () => {
  it('every rule R1–R80 has a scenario test named after it', () => {
    expect(range('R', 80).filter((r) => !named(r))).toEqual([]);
  });
  it('every ruling A1–A44 has a scenario test named after it', () => {
    expect(range('A', 44).filter((r) => !named(r))).toEqual([]);
  });
  it('every card of §4 has an effect test', () => {
    const cards = [...range('P', 6), ...range('C', 12), ...range('AC', 14), ...range('AW', 9), ...range('E', 10), ...range('S', 8), ...range('T', 8)];
    expect(cards.filter((c) => !named(c) && !rows.includes(c))).toEqual([]);
  });
  it('the §2 worked example is a test', () => {
    expect(names.some((n) => n.startsWith('§2') && n.includes('worked example'))).toBe(true);
  });
});
