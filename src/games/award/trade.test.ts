// R16: a trade asks for a card by what it is. Eight Asset cards are printed twice (T4a, T4b …):
// the asker cannot see the other hand, so an offer naming a card must be met by either copy.
import { describe, expect, it } from 'vitest';
import { aiDecide } from './ai.js';
import { award } from './index.js';
import { Table } from './testing.js';

describe('R16 trades ask for a card by what it is', () => {
  it('R16 GIVEN Cy holds the other copy of All-Nighter (T4b) WHEN Ann asks her for "All-Nighter" and Cy accepts THEN the trade completes with that copy', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3, hand: ['C3'] }, cy: { cash: 0, hand: ['T4b', 'S7'] } } });
    t.do('ann', { type: 'offerTrade', to: 'cy', give: { cash: 2 }, get: { cards: ['T4'] } });
    expect(t.view('ann').you?.trades[0]?.getCards.map((c) => c.name)).toEqual(['All-Nighter']);
    t.do('cy', { type: 'answerTrade', trade: 0, accept: true });
    expect(t.hand('ann')).toEqual(['C3', 'T4b']);
    expect(t.hand('cy')).toEqual(['S7']);
    expect([t.cash('ann'), t.cash('cy')]).toEqual([1, 2]);
    expect(t.state.trades).toEqual([]);
    // Both traders' private logs name the copy that moved; the table sees no card (R36).
    expect(t.view('ann').you?.log.at(-1)).toMatchObject({ type: 'tradeExecuted', cards: [{ id: 'T4b' }] });
    expect(t.view(null).log.at(-1)).toMatchObject({ type: 'tradeExecuted', cards: [] });
  });

  it('R16 GIVEN an offer stored before trades asked by code, naming copy T4a WHEN Cy, who holds only T4b, accepts THEN it is read as All-Nighter and completes', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3, hand: [] }, cy: { hand: ['T4b'] } } });
    t.do('ann', { type: 'offerTrade', to: 'cy', give: { cash: 1 }, get: { cards: ['T4a'] } });
    t.do('cy', { type: 'answerTrade', trade: 0, accept: true });
    expect(t.hand('ann')).toEqual(['T4b']);
  });

  it('R16 GIVEN an old offer naming copy T4a WHEN Cy holds both copies and accepts THEN exactly T4a moves, as it did when the offer was made (stored games replay unchanged)', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3, hand: [] }, cy: { hand: ['T4b', 'T4a'] } } });
    // Table.do parses the command with the command schema, as a stored log is read.
    t.do('ann', { type: 'offerTrade', to: 'cy', give: { cash: 1 }, get: { cards: ['T4a'] } });
    t.do('cy', { type: 'answerTrade', trade: 0, accept: true });
    expect(t.hand('ann')).toEqual(['T4a']);
    expect(t.hand('cy')).toEqual(['T4b']);
  });

  it('R16 GIVEN Ann holds one All-Nighter WHEN she asks for "All-Nighter" THEN she may (the other copy is somewhere); holding both, she may not', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3, hand: ['T4a'] }, cy: { hand: ['T4b'] } } });
    t.do('ann', { type: 'offerTrade', to: 'cy', give: { cash: 1 }, get: { cards: ['T4'] } });
    t.do('cy', { type: 'answerTrade', trade: 0, accept: true });
    expect(t.hand('ann')).toEqual(['T4a', 'T4b']);
    expect(t.refused('ann', { type: 'offerTrade', to: 'cy', give: { cash: 1 }, get: { cards: ['T4'] } })).toBe('TRADE_ASK_INVALID');
    expect(t.refused('ann', { type: 'offerTrade', to: 'cy', give: { cash: 1 }, get: { cards: ['AC5'] } })).toBe('TRADE_ASK_INVALID');
    expect(t.refused('ann', { type: 'offerTrade', to: 'cy', give: { cash: 1 }, get: { cards: ['T9'] } })).toBe('TRADE_ASK_INVALID');
  });

  it('R16 GIVEN Cy holds no All-Nighter WHEN she accepts an offer asking for one THEN it is refused, names the card and changes nothing', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3 }, cy: { hand: ['S7'] } } });
    t.do('ann', { type: 'offerTrade', to: 'cy', give: { cash: 1 }, get: { cards: ['T4'] } });
    const r = award.decide(t.state, { type: 'answerTrade', trade: 0, accept: true }, 'cy', t.now);
    expect(r).toMatchObject({ ok: false, error: { code: 'TRADE_CARD_MISSING', params: { card: 'T4', player: 'cy' } } });
  });

  it('R16 GIVEN Cy is an AI agency holding the other copy (T4b) WHEN Ann offers $3k for "All-Nighter" THEN the AI accepts and the trade completes', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3, hand: [] }, cy: { cash: 0, hand: ['T4b'] } } });
    t.do('ann', { type: 'offerTrade', to: 'cy', give: { cash: 3 }, get: { cards: ['T4'] } });
    const answer = aiDecide(award.view(t.state, 'cy'));
    expect(answer).toEqual({ type: 'answerTrade', trade: 0, accept: true });
    t.do('cy', answer as { type: 'answerTrade' });
    expect(t.hand('ann')).toEqual(['T4b']);
    expect(t.cash('cy')).toBe(3);
  });
});
