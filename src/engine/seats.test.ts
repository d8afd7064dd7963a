// The per-seat helpers both games share: lookups by player id, a seat replaced by a changed copy,
// and card lists without some cards (one goes once, several go wherever they stand).
import { describe, expect, it } from 'vitest';
import { atSeat, atSeatOrThrow, editAtSeat, seatOf, without, withoutOne, type Draft } from './seats.js';

interface Row {
  readonly id: string;
  readonly n: number;
}

const table = { players: ['p1', 'p2', 'p3'], rows: [{ id: 'p1', n: 1 }, { id: 'p2', n: 2 }, { id: 'p3', n: 3 }] as readonly Row[] };
const copyRow = (r: Row): Draft<Row> => ({ id: r.id, n: r.n });

describe('seats', () => {
  it('finds the item at a player seat, or nothing for a stranger', () => {
    expect(seatOf(table, 'p2')).toBe(1);
    expect(seatOf(table, 'x')).toBe(-1);
    expect(atSeat(table, table.rows, 'p3')).toEqual({ id: 'p3', n: 3 });
    expect(atSeat(table, table.rows, 'x')).toBeUndefined();
    expect(atSeatOrThrow(table, table.rows, 'p1', 'row')).toEqual({ id: 'p1', n: 1 });
    expect(() => atSeatOrThrow(table, table.rows, 'x', 'row')).toThrow('no row x');
  });

  it('replaces one seat with a changed copy and leaves the rest shared', () => {
    const rows = editAtSeat(table, table.rows, 'p2', copyRow, (r) => {
      r.n = 20;
    });
    expect(rows).toEqual([{ id: 'p1', n: 1 }, { id: 'p2', n: 20 }, { id: 'p3', n: 3 }]);
    expect(table.rows[1]).toEqual({ id: 'p2', n: 2 });
    expect(rows[0]).toBe(table.rows[0]);
    expect(() => editAtSeat(table, table.rows, 'x', copyRow, () => {})).toThrow();
  });

  it('removes one item once, several wherever they stand, and always copies', () => {
    const list = ['a', 'b', 'a', 'c'];
    expect(withoutOne(list, 'a')).toEqual(['b', 'a', 'c']);
    expect(without(list, ['a'])).toEqual(['b', 'a', 'c']);
    expect(without(list, ['a', 'c'])).toEqual(['b']);
    const same = without(list, ['z']);
    expect(same).toEqual(list);
    expect(same).not.toBe(list);
  });
});
