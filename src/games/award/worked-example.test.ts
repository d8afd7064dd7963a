import { describe, expect, it } from 'vitest';
import { Table } from './testing.js';
import { tk } from './tokens.js';

describe('§2 worked example', () => {
  it('§2 GIVEN Ann (drawer), Bo and Cy compete for MegaMart WHEN they bid as in the worked example THEN Ann wins at V=2 and every bid token stays expended', () => {
    const t = Table.scenario({
      agencies: {
        ann: { tokens: 'A4 D1', cash: 4, hand: [] },
        bo: { tokens: 'A3 D1', cash: 4, hand: [], autoPass: false },
        cy: { tokens: 'A2 T1', cash: 4, hand: [], autoPass: false },
      },
      gameDeck: ['AC5'],
      assetDeck: ['T7a'],
    });
    t.drawAndReveal();
    expect(t.state.auction?.card).toBe('AC5');
    expect(t.state.auction?.prompted).toBe('ann'); // R69: the drawer first
    // 1. Ann bids A2: V = 0, and A2 is left for the A1 upkeep.
    t.do('ann', { type: 'bid', tokens: tk(2) });
    expect(t.view(null).auction?.highValue).toBe(0);
    // 2. Bo bids A2 D1: V = 1.
    expect(t.state.auction?.prompted).toBe('bo');
    t.do('bo', { type: 'bid', tokens: tk(2, 1) });
    expect(t.view(null).auction?.highValue).toBe(1);
    // 3. Cy passes and is out.
    t.do('cy', { type: 'pass' });
    // 4. Ann adds A1 D1: S = A3 D1, V = 2, A1 still available for upkeep.
    expect(t.state.auction?.prompted).toBe('ann');
    expect(t.refused('ann', { type: 'bid', tokens: tk(1, 0, 0) })).toBe('NOT_HIGHER'); // matching V=1 is not allowed
    t.do('ann', { type: 'bid', tokens: tk(1, 1) });
    expect(t.view(null).auction?.highValue).toBe(2);
    // 5. Bo would need 2 more A/D tokens; he passes.
    t.do('bo', { type: 'pass' });
    // 6. Only Ann is in: she wins and allocates A1.
    expect(t.state.auction).toBeNull();
    expect(t.a('ann').accounts).toEqual([{ card: 'AC5', allocated: tk(1) }]);
    expect(t.a('ann').expended).toEqual(tk(3, 1));
    expect(t.a('bo').expended).toEqual(tk(2, 1));
    expect(t.available('bo')).toEqual(tk(1)); // R70(e): his upkeep A1 was kept free
    expect(t.available('ann')).toEqual(tk(0, 0, 0));
    expect(t.a('ann').committed).toEqual(tk());
  });

  it('§2 GIVEN the MegaMart auction WHEN Ann opens with A2 T1 THEN the bid is refused: T is not a Bonus type', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A4 T1' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    expect(t.refused('ann', { type: 'bid', tokens: tk(2, 0, 1) })).toBe('NOT_BONUS_TYPE');
  });

  it('§2 GIVEN all three pass on MegaMart WHEN Ann has A1 available THEN she may take it for free (R77)', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'A1', autoPass: false }, bo: { tokens: 'A3', autoPass: false }, cy: { tokens: 'A3', autoPass: false } },
      gameDeck: ['AC5'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('bo', { type: 'pass' });
    t.do('cy', { type: 'pass' });
    expect(t.waiting()?.kind).toBe('noBidOffer');
    t.do('ann', { type: 'claim', accept: true });
    expect(t.a('ann').accounts.map((h) => h.card)).toEqual(['AC5']);
  });
});
