// The panel stamp: an agency's buttons go stale only when what they depend on changed — never
// because another agency switched a setting, saved orders, bid or played its own turn.
import { describe, expect, it } from 'vitest';
import { award } from './index.js';
import { panelStamp } from './stamp.js';
import { Table } from './testing.js';

const stamp = (t: Table, p: string) => panelStamp(award.view(t.state, p));

describe('the panel stamp', () => {
  it('GIVEN Ann’s turn WHEN Bo switches auto-pass off and Cy saves standing orders THEN Ann’s stamp does not change (her Draw still works)', () => {
    const t = Table.scenario({ agencies: { cy: { creatives: ['C1'] } }, gameDeck: ['E6'] });
    const before = stamp(t, 'ann');
    t.do('bo', { type: 'setAutoPass', on: false });
    t.do('cy', { type: 'standingOrders', autoRefill: true, fire: ['C1'], payOrder: null });
    expect(stamp(t, 'ann')).toBe(before);
  });

  it('GIVEN Bo’s turn and Ann’s open panel WHEN Bo draws, reveals, bids and ends his turn and Cy plays hers THEN Ann’s stamp does not change', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: 'A3', hand: [] }, cy: { tokens: '' } }, gameDeck: ['E6', 'AC5', 'E9'] });
    t.finishTurn(); // Ann's turn 1 (Viral Hit)
    const before = stamp(t, 'ann');
    t.drawAndReveal(); // Bo reveals MegaMart: Ann and Cy auto-pass (no tokens)
    t.do('bo', { type: 'bid', tokens: { A: 2, D: 0, T: 0 } });
    expect(stamp(t, 'ann')).toBe(before);
    t.finishTurn(); // Bo ends his turn
    t.drawAndReveal(); // Cy: Award Season finds no Award
    expect(t.state.active).toBe('cy');
    expect(stamp(t, 'ann')).toBe(before);
    t.finishTurn();
    expect(t.state.active).toBe('ann');
    expect(stamp(t, 'ann')).not.toBe(before); // now it is her turn: her panel gets new buttons
  });

  it('GIVEN Ann’s panel WHEN something that changes what her buttons do happens THEN her stamp changes: she draws, a card leaves her hand, her own auto-pass flips', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S6a', 'C3'] }, bo: { hand: ['S8'] } }, gameDeck: ['E6'] });
    const stamps = [stamp(t, 'ann')];
    t.do('ann', { type: 'draw' });
    stamps.push(stamp(t, 'ann'));
    t.do('bo', { type: 'play', card: 'S8', target: 'ann' }); // Leaked Emails: two of Ann's cards go
    stamps.push(stamp(t, 'ann'));
    t.do('ann', { type: 'setAutoPass', on: false });
    stamps.push(stamp(t, 'ann'));
    expect(new Set(stamps).size).toBe(stamps.length);
  });
});
