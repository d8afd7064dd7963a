// R36: what each viewer may see. Cards appear in views only as CardView objects ({ id, kind }),
// so a scan of a view finds every card it exposes.
import { describe, expect, it } from 'vitest';
import { cardsIn, Table } from './testing.js';
import { tk } from './tokens.js';
import type { AwardView } from './view-types.js';

describe('R36 visibility', () => {
  it('R36 GIVEN a new game WHEN anyone views it THEN no card in a hand or a deck is in the public view, and each player sees only their own hand', () => {
    const t = Table.create();
    const pub = cardsIn(t.view(null));
    for (const c of [...t.state.gameDeck, ...t.state.assetDeck, ...t.hand('ann'), ...t.hand('bo'), ...t.hand('cy')]) expect(pub.has(c)).toBe(false);
    const ann = cardsIn(t.view('ann'));
    for (const c of t.hand('ann')) expect(ann.has(c)).toBe(true);
    for (const c of [...t.hand('bo'), ...t.hand('cy'), ...t.state.assetDeck, ...t.state.gameDeck]) expect(ann.has(c)).toBe(false);
    expect(t.view('ann').you?.hand.map((c) => c.id)).toEqual(t.hand('ann'));
    expect(t.view(null).you).toBeNull();
  });

  it('R36 GIVEN a busy table WHEN viewed publicly THEN Player cards, cash, tokens by state, creatives, Accounts with allocations, Awards, hand and deck sizes, both discards, a PR Retainer in play and the log are shown', () => {
    const t = Table.scenario({
      agencies: { ann: { cash: 3, tokens: 'A3 D1', expended: 'D1', creatives: ['C1'], accounts: [{ card: 'AC5', allocated: 'A1' }], awards: ['AW3'], prRetainer: 'T6', hand: ['S7'] } },
      gameDiscard: ['AC9'],
      assetDiscard: ['S8'],
    });
    const v: AwardView = t.view(null);
    const ann = v.agencies.find((a) => a.id === 'ann');
    expect(ann?.playerCard.kind).toBe('player');
    expect(ann?.cash).toBe(3);
    expect(ann?.tokens).toEqual({ owned: tk(3, 3), available: tk(2, 2), allocated: tk(1), expended: tk(0, 1), committed: tk() });
    expect(ann?.creatives.map((c) => [c.card.id, c.tokens])).toEqual([['C1', tk(0, 2)]]);
    expect(ann?.accounts).toEqual([{ card: expect.objectContaining({ id: 'AC5' }), allocated: tk(1), upkeep: tk(1), income: 2, understaffed: false }]);
    expect(ann?.awards.map((c) => c.id)).toEqual(['AW3']);
    expect(ann?.handSize).toBe(1);
    expect(ann?.prRetainer?.id).toBe('T6');
    expect([v.gameDeckSize, v.assetDeckSize]).toEqual([t.state.gameDeck.length, t.state.assetDeck.length]);
    expect(v.gameDiscard.map((c) => c.id)).toEqual(['AC9']);
    expect(v.assetDiscard.map((c) => c.id)).toEqual(['S8']);
    expect(v.log[0]?.type).toBe('setup');
    expect(cardsIn(v).has('S7')).toBe(false);
  });

  it('R36 GIVEN an auction with a pending prompt WHEN viewed publicly THEN the phase, active player, card, high bid, who is in or out and who is prompted are shown', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3' }, bo: { tokens: 'A4', autoPass: false }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    const v = t.view(null);
    expect([v.phase, v.active, v.drew, v.revealed]).toEqual(['action', 'ann', true, true]);
    expect(v.auction).toMatchObject({ card: { id: 'AC5' }, high: 'ann', highValue: 0, prompted: 'bo', drawer: 'ann', host: null });
    expect(v.auction?.bidders.map((b) => [b.player, b.status, b.value])).toEqual([
      ['ann', 'in', 0],
      ['bo', 'in', null],
      ['cy', 'in', null], // auto-pass happens only when prompted (R73)
    ]);
    expect(v.pending).toMatchObject({ kind: 'prompt', player: 'bo', lock: false });
  });

  it('R36 GIVEN a lock WHEN viewed publicly THEN the pending lock and the player it waits for are shown', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 2, creatives: ['C1'] }, bo: { creatives: ['C3'] } }, gameDeck: ['E1'] });
    t.drawAndReveal();
    expect(t.view(null).pending).toMatchObject({ kind: 'greenerChoose', player: 'ann', lock: true });
  });

  it('R36 GIVEN Ann traded her Walkout for Bo\'s Tax Audit WHEN Cy looks THEN he sees that a trade happened but not which cards; Ann and Bo see both cards', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S6a'] }, bo: { hand: ['S7'] }, cy: { hand: [] } } });
    t.do('ann', { type: 'offerTrade', to: 'bo', give: { cards: ['S6a'] }, get: { cards: ['S7'] } });
    t.do('bo', { type: 'answerTrade', trade: 0, accept: true });
    for (const viewer of [null, 'cy']) {
      const seen = cardsIn(t.view(viewer));
      expect(seen.has('S6a') || seen.has('S7')).toBe(false);
    }
    expect(t.view(null).log.some((e) => e.type === 'tradeExecuted' && e.params.giveCount === 1)).toBe(true);
    for (const viewer of ['ann', 'bo']) {
      const seen = cardsIn(t.view(viewer));
      expect(seen.has('S6a') && seen.has('S7')).toBe(true);
    }
  });

  it('R36 GIVEN Ann drew a card WHEN the log is read THEN the table sees "1 card drawn" and only Ann sees which', () => {
    const t = Table.scenario({ agencies: { ann: { hand: [] } }, assetDeck: ['T3'] });
    t.do('ann', { type: 'draw' });
    const drawn = t.view(null).log.find((e) => e.type === 'assetDrawn');
    expect(drawn).toMatchObject({ player: 'ann', cards: [], params: { count: 1 } });
    expect(t.view('ann').you?.log.at(-1)?.cards.map((c) => c.id)).toEqual(['T3']);
    expect(cardsIn(t.view('bo')).has('T3')).toBe(false);
  });
});
