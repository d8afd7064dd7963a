import { describe, expect, it } from 'vitest';
import { keys as awardKeys } from './award/ids.js';
import { cardList, decodeId, encodeId } from './custom-id.js';
import { lobbyKeys } from './lobby.js';
import { keys as spielKeys } from './spiel/ids.js';

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

describe('a family refuses its id from the other kind of component', () => {
  it('GIVEN the Award answer family THEN a card choice arrives only from a menu, a yes or no only from a button, and "sell" from both (its button opens the chooser whose menu has the same id)', () => {
    expect(awardKeys.answer.parse(['5', 'fire', ''], 'select')).toEqual([5, 'fire', '']);
    expect(() => awardKeys.answer.parse(['5', 'fire', ''], 'button')).toThrow(/not one of mine/);
    expect(awardKeys.answer.parse(['5', 'refill', 'S4'], 'button')).toEqual([5, 'refill', 'S4']);
    expect(() => awardKeys.answer.parse(['5', 'refill', 'S4'], 'select')).toThrow(/not one of mine/);
    expect(awardKeys.answer.parse(['5', 'sell', ''], 'button')).toEqual([5, 'sell', '']);
    expect(awardKeys.answer.parse(['5', 'sell', ''], 'select')).toEqual([5, 'sell', '']);
    expect(() => awardKeys.answer.parse(['5', 'sell', '', 'x'], 'button')).toThrow(/malformed/);
  });

  it('GIVEN every family of both games and the lobby THEN each says what it is put on, and a button family refuses a menu', () => {
    const families = [...Object.values(spielKeys), ...Object.values(awardKeys), ...Object.values(lobbyKeys)];
    const kinds = new Map(families.map((k) => [`${k.ns}:${k.action}`, k.kind]));
    expect([...kinds].filter(([, k]) => k === 'select').map(([id]) => id).sort()).toEqual(
      ['aw:bidadjust', 'aw:endwithcut', 'aw:hireorsell', 'aw:moreactions', 'aw:playstep', 'aw:playwizard', 'sp:dropmenu', 'sp:hire', 'sp:preview'].sort(),
    );
    expect(kinds.get('aw:answer')).toBe('either');
    expect(() => lobbyKeys.start.parse([], 'select')).toThrow(/not one of mine/);
    expect(() => lobbyKeys.start.parse(['T7b'], 'button')).toThrow(/malformed/);
  });
});
