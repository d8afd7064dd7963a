import { describe, expect, it } from 'vitest';
import { jsonFlaw } from './json-check.js';

describe('jsonFlaw', () => {
  it('GIVEN values JSON keeps as they are THEN it finds no flaw', () => {
    expect(jsonFlaw({ a: [1, 'x', true, null, { b: [] }], c: Object.create(null) as object })).toBeNull();
  });

  it('GIVEN a key holding undefined, a non-finite number, a function or a Map THEN it names the path', () => {
    expect(jsonFlaw({ report: { resolvedBy: undefined } })).toBe('$.report.resolvedBy is undefined');
    expect(jsonFlaw({ a: [1, Number.NaN] })).toBe('$.a[1] = NaN');
    expect(jsonFlaw({ f: () => 1 })).toBe('$.f is function');
    expect(jsonFlaw({ m: new Map() })).toBe('$.m is not a plain object');
  });
});
