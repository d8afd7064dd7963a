import { describe, expect, it } from 'vitest';
import { cardList, decodeId, encodeId } from './custom-id.js';

describe('custom ids', () => {
  it('GIVEN an id the bot made THEN it parses back to the same parts', () => {
    const id = encodeId('sp', 'add', 123456, 42, '12.45.7');
    expect(decodeId(id)).toEqual({ ns: 'sp', action: 'add', gameId: 123456, args: ['42', '12.45.7'] });
    expect(cardList.parse('12.45.7')).toEqual([12, 45, 7]);
  });

  it('GIVEN forged or malformed ids THEN they are rejected, not trusted', () => {
    for (const bad of ['', 'sp', 'sp:addtoplan', 'sp:addtoplan:abc', 'sp:addtoplan:-1', 'sp:addtoplan:0', 'SP:add:1', 'sp:addtoplan:1:<script>', 'x'.repeat(101), 'sp:addtoplan:1:a:b:c:d:e:f:g:h:i']) {
      expect(decodeId(bad), bad).toBeNull();
    }
    // Beyond what JavaScript counts exactly, a game id is refused too; an empty last arg is an arg.
    expect(decodeId('sp:add:99999999999999999')).toBeNull();
    expect(decodeId('sp:add:7:')).toEqual({ ns: 'sp', action: 'add', gameId: 7, args: [''] });
    expect(decodeId('sp:add:7')).toEqual({ ns: 'sp', action: 'add', gameId: 7, args: [] });
    expect(cardList.safeParse('1.2.3.4').success).toBe(false);
    expect(cardList.safeParse('1..2').success).toBe(false);
  });

  it('GIVEN an id longer than 100 characters THEN building it throws (a bug, not input)', () => {
    expect(() => encodeId('sp', 'add', 1, 'x'.repeat(40), 'y'.repeat(40), 'z'.repeat(20))).toThrow(RangeError);
  });
});
