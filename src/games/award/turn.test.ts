// §1.2–§1.5: turn outline, Management phase, Action phase, free actions, end of turn.
import { describe, expect, it } from 'vitest';
import { Table } from './testing.js';
import { tk } from './tokens.js';

// Events that do nothing at an empty table (no Award in the discard, no creatives, no Accounts).
const QUIET = ['E9', 'E4', 'E10'];

describe('§1.2 turn outline', () => {
  it('R4 GIVEN Ann, Bo and Cy WHEN each ends a turn THEN play passes clockwise Ann → Bo → Cy → Ann and round 2 starts with Ann', () => {
    const t = Table.scenario({ gameDeck: [...QUIET, 'E1'] });
    expect(t.state.active).toBe('ann');
    t.finishTurn();
    expect([t.state.active, t.state.turn, t.state.round]).toEqual(['bo', 2, 1]);
    t.finishTurn();
    expect([t.state.active, t.state.turn, t.state.round]).toEqual(['cy', 3, 1]);
    t.finishTurn();
    expect([t.state.active, t.state.turn, t.state.round]).toEqual(['ann', 4, 2]);
  });

  it('R5 GIVEN the first turn of the game WHEN it starts THEN it skips Management; Bo\'s own first turn runs it and renews the tokens he bid on Ann\'s turn', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'D2', autoPass: false }, bo: { tokens: 'A3' }, cy: { tokens: 'D1' } },
      gameDeck: ['AC5', 'E9'],
    });
    expect([t.state.phase, t.state.step]).toEqual(['action', null]);
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('bo', { type: 'bid', tokens: tk(2) }); // Cy is auto-passed: he cannot meet A2
    expect(t.a('bo').accounts.map((h) => h.card)).toEqual(['AC5']);
    expect(t.a('bo').expended).toEqual(tk(2));
    t.do('ann', { type: 'endTurn' });
    // Bo's first turn: M1 income, M2 nothing due, M3 renews his A2, then his Action phase.
    expect(t.eventTypes()).toEqual(expect.arrayContaining(['turnBegan', 'cash', 'stepBegan', 'renewed']));
    expect([t.state.active, t.state.phase]).toEqual(['bo', 'action']);
    expect(t.a('bo').expended).toEqual(tk());
    expect(t.available('bo')).toEqual(tk(2));
  });
});

describe('§1.3 Management phase', () => {
  const understaffed = () =>
    Table.scenario({
      agencies: {
        bo: { tokens: 'D1', cash: 2, hand: ['C3'], accounts: [{ card: 'AC9', allocated: 'D1' }, { card: 'AC4', allocated: '' }] },
      },
      gameDeck: QUIET,
    });

  it('R6(a) GIVEN Bo holds under-staffed Accounts WHEN his Management phase starts THEN M1 waits for him, and he may hire and then refill from available tokens', () => {
    const t = understaffed();
    t.finishTurn();
    expect(t.waiting()).toMatchObject({ kind: 'upkeep', player: 'bo', lock: false });
    expect(t.refused('bo', { type: 'refill', account: 'AC9' })).toBe('TOKENS_NOT_AVAILABLE');
    t.do('bo', { type: 'hire', card: 'C3' }); // A1 D1 arrive available
    t.do('bo', { type: 'refill', account: 'AC9' });
    expect(t.a('bo').accounts[0]?.allocated).toEqual(tk(1, 1));
    expect(t.available('bo')).toEqual(tk(0, 1));
  });

  it('R6(b) GIVEN Bo leaves Luxe Parfum under-staffed WHEN he finishes M1 THEN it goes to the Game discard, pays nothing, and its tokens are available', () => {
    const t = understaffed();
    t.finishTurn();
    t.do('bo', { type: 'hire', card: 'C3' });
    t.do('bo', { type: 'refill', account: 'AC9' });
    t.do('bo', { type: 'finishUpkeep' });
    expect(t.a('bo').accounts.map((h) => h.card)).toEqual(['AC9']);
    expect(t.state.gameDiscard).toContain('AC4');
    expect(t.cash('bo')).toBe(2 - 1 + 3); // hire fee, then only Sole Sneakers' $3k
  });

  it('R6(c) GIVEN Bo won MegaMart on Ann\'s turn WHEN his M1 runs THEN he collects its income together with the Accounts he already held', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: '', hand: [] }, bo: { tokens: 'A3 D1', cash: 0, accounts: ['AC6'] }, cy: { tokens: '' } },
      gameDeck: ['AC5', 'E9'],
    });
    t.drawAndReveal();
    t.do('bo', { type: 'bid', tokens: tk(2) });
    t.do('ann', { type: 'endTurn' });
    expect(t.cash('bo')).toBe(2 + 2); // Hamburger Hut $2k + MegaMart $2k
  });

  it('R7 GIVEN Bo employs Janie, Mark Spoiler and Sam with $2k WHEN M2 runs THEN Janie and Sam are paid $1k each and Mark never is', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: '', cash: 2, creatives: ['C1', 'C2', 'C3'] } }, gameDeck: QUIET });
    t.finishTurn();
    expect(t.cash('bo')).toBe(0);
    expect(t.a('bo').creatives.map((c) => c.card)).toEqual(['C1', 'C2', 'C3']);
    expect(t.events).toContainEqual({ type: 'cash', player: 'bo', amount: -2, cause: 'salary', cards: ['C1', 'C3'] });
  });

  it('R7 GIVEN Bo cannot pay both salaries WHEN the deadline passes THEN the oldest hire is paid, the other fired, and nothing is sold', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: '', cash: 1, creatives: ['C1', 'C3'], hand: ['S6a'] } }, gameDeck: [...QUIET, 'E1'] });
    t.finishTurn();
    expect(t.waiting()).toMatchObject({ kind: 'salaries', player: 'bo' });
    const events = t.timeout();
    expect(t.a('bo').creatives.map((c) => c.card)).toEqual(['C1']);
    expect(t.state.assetDiscard).toContain('C3');
    expect(events.filter((e) => e.type === 'sold')).toEqual([]);
    expect(t.hand('bo')).toContain('S6a');
  });

  it('R7 GIVEN salaries are short WHEN Bo sells a card in M2 THEN the sale covers the second salary, both are paid with no further question and he keeps both creatives', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: '', cash: 1, creatives: ['C1', 'C3'], hand: ['S6a'] } }, gameDeck: QUIET });
    t.finishTurn();
    expect(t.refused('bo', { type: 'paySalaries' })).toBe('CANNOT_PAY');
    t.do('bo', { type: 'sell', card: 'S6a' });
    expect(t.a('bo').creatives).toHaveLength(2);
    expect(t.cash('bo')).toBe(0);
    expect(t.state.phase).toBe('action');
  });

  it('R8 GIVEN Bo has expended tokens WHEN M3 runs THEN all of them become available', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'A2 D2 T1', expended: 'A2 T1' } }, gameDeck: QUIET });
    t.finishTurn();
    expect(t.a('bo').expended).toEqual(tk());
    expect(t.available('bo')).toEqual(tk(2, 2, 1));
  });

  it('R9 GIVEN Bo fires Janie in M2 WHEN it resolves THEN her Name Card goes to the Asset discard and her D2 leave; firing outside M2 is refused', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'D1', cash: 0, creatives: ['C1', 'C3'] } }, gameDeck: QUIET });
    t.finishTurn();
    t.do('bo', { type: 'paySalaries', fire: ['C1', 'C3'] });
    expect(t.state.assetDiscard).toEqual(expect.arrayContaining(['C1', 'C3']));
    expect(t.owned('bo')).toEqual(tk(0, 1));
    expect(t.refused('bo', { type: 'paySalaries', fire: [] })).toBe('NOT_NOW');
  });

  it('R10 GIVEN standing orders registered on Ann\'s turn WHEN Bo\'s Management runs THEN it does not pause: Accounts are refilled, Mark fired, Sam paid first and Janie fired unpaid', () => {
    const t = Table.scenario({
      agencies: { bo: { tokens: 'A1', cash: 0, creatives: ['C1', 'C2', 'C3'], accounts: [{ card: 'AC2', allocated: '' }] } },
      gameDeck: QUIET,
    });
    t.do('bo', { type: 'standingOrders', autoRefill: true, fire: ['C2'], payOrder: ['C3'] });
    t.finishTurn();
    expect([t.state.active, t.state.phase]).toEqual(['bo', 'action']);
    expect(t.a('bo').accounts[0]?.allocated).toEqual(tk(1));
    expect(t.a('bo').creatives.map((c) => c.card)).toEqual(['C3']);
    expect(t.cash('bo')).toBe(0 + 1 - 1); // Grandma's $1k income pays Sam
    expect(t.a('bo').orders.fire).toEqual([]);
  });
});

describe('§1.4 Action phase and free actions', () => {
  it('R11 GIVEN Ann\'s Action phase WHEN she reveals before drawing, or ends before revealing THEN both are refused; an Event is resolved and discarded', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 4 } }, gameDeck: ['E6'] });
    expect(t.refused('ann', { type: 'reveal' })).toBe('DRAW_FIRST');
    t.do('ann', { type: 'learn', skill: 'A' }); // a free action before the draw
    t.do('ann', { type: 'draw' });
    expect(t.refused('ann', { type: 'endTurn' })).toBe('TURN_NOT_DONE');
    expect(t.refused('ann', { type: 'draw' })).toBe('ALREADY_DREW');
    t.do('ann', { type: 'reveal' });
    expect(t.cash('ann')).toBe(3); // Viral Hit
    expect(t.state.gameDiscard).toEqual(['E6']);
    expect(t.refused('ann', { type: 'reveal' })).toBe('ALREADY_REVEALED');
    t.do('ann', { type: 'endTurn' });
    expect(t.state.active).toBe('bo');
  });

  it('R12 GIVEN Ann holds Sam Serif WHEN she hires him THEN she pays $1k and gains A1 D1 available; without $1k the hire is refused', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 1, tokens: '', hand: ['C3', 'C7'] } } });
    t.do('ann', { type: 'hire', card: 'C3' });
    expect(t.cash('ann')).toBe(0);
    expect(t.available('ann')).toEqual(tk(1, 1));
    expect(t.a('ann').creatives.map((c) => c.card)).toEqual(['C3']);
    expect(t.refused('ann', { type: 'hire', card: 'C7' })).toBe('CANNOT_AFFORD');
    expect(t.refused('ann', { type: 'hire', card: 'C9' })).toBe('NOT_IN_HAND');
  });

  it('R13 GIVEN Ann has $9k WHEN she learns twice THEN she pays $8k for two permanent tokens available at once; a third is refused', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 9, tokens: '' } } });
    t.do('ann', { type: 'learn', skill: 'D' });
    t.do('ann', { type: 'learn', skill: 'T' });
    expect(t.a('ann').permanent).toEqual(tk(0, 1, 1));
    expect(t.available('ann')).toEqual(tk(0, 1, 1));
    expect(t.cash('ann')).toBe(1);
    expect(t.refused('ann', { type: 'learn', skill: 'A' })).toBe('CANNOT_AFFORD');
  });

  it('R14 GIVEN Ann holds Sole Sneakers WHEN she drops it THEN it goes to the Game discard and its A1 D1 become available, not expended', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A1 D1', accounts: ['AC9'] } } });
    expect(t.available('ann')).toEqual(tk());
    t.do('ann', { type: 'drop', account: 'AC9' });
    expect(t.state.gameDiscard).toEqual(['AC9']);
    expect(t.available('ann')).toEqual(tk(1, 1));
    expect(t.a('ann').expended).toEqual(tk());
  });

  it('R15 GIVEN Ann\'s turn WHEN she sells a Scandal THEN she gains $1k and it goes to the Asset discard; Bo cannot sell on Ann\'s turn', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, hand: ['S7'] }, bo: { hand: ['S8'] } } });
    t.do('ann', { type: 'sell', card: 'S7' });
    expect(t.cash('ann')).toBe(1);
    expect(t.state.assetDiscard).toEqual(['S7']);
    expect(t.refused('bo', { type: 'sell', card: 'S8' })).toBe('NOT_YOUR_TURN');
  });

  it('R16 GIVEN trading is on WHEN Ann offers Bo $2k for his Walkout and Bo accepts THEN cash and card move at once', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3, hand: ['C3'] }, bo: { cash: 0, hand: ['S6a', 'S7'] } } });
    t.do('ann', { type: 'offerTrade', to: 'bo', give: { cash: 2 }, get: { cards: ['S6a'] } });
    t.do('bo', { type: 'answerTrade', trade: 0, accept: true });
    expect(t.hand('ann')).toEqual(['C3', 'S6a']);
    expect(t.hand('bo')).toEqual(['S7']);
    expect([t.cash('ann'), t.cash('bo')]).toEqual([1, 2]);
  });

  it('R16 GIVEN an offer nobody accepted WHEN Ann ends her turn THEN it lapses; and no offer may be made while an auction is open', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3, tokens: 'A2' }, bo: { tokens: 'A3', autoPass: false } }, gameDeck: ['E6', 'AC5'] });
    t.do('ann', { type: 'offerTrade', to: 'bo', give: { cash: 1 }, get: {} });
    t.finishTurn();
    expect(t.state.trades).toEqual([]);
    expect(t.events).toContainEqual({ type: 'tradeClosed', trade: 0, outcome: 'lapsed' });
    t.drawAndReveal(); // Bo reveals MegaMart
    expect(t.refused('bo', { type: 'offerTrade', to: 'ann', give: { cash: 1 }, get: {} })).toBe('BUSY');
  });

  it('R16 GIVEN Ann must decide on a no-bid Account (R77) or staff one she won (R76) WHEN she offers Bo a trade THEN it is a free action like any other: offered, and accepted at once', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', cash: 3, autoPass: false }, bo: { tokens: '', hand: ['S7'] }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    expect(t.waiting()).toMatchObject({ kind: 'noBidOffer', player: 'ann', lock: false });
    t.do('ann', { type: 'offerTrade', to: 'bo', give: { cash: 1 }, get: { cards: ['S7'] } });
    t.do('bo', { type: 'answerTrade', trade: 0, accept: true });
    expect(t.hand('ann')).toContain('S7');
    expect(t.waiting()?.kind).toBe('noBidOffer');

    const u = Table.scenario({
      agencies: { ann: { tokens: 'A3', cash: 3 }, bo: { tokens: 'A3', autoPass: false, hand: ['S8'] }, cy: { tokens: '', hand: ['S6a'] } },
      gameDeck: ['AC5'],
    });
    u.drawAndReveal();
    u.do('ann', { type: 'bid', tokens: tk(2) });
    u.do('cy', { type: 'play', card: 'S6a', target: 'ann' });
    u.do('bo', { type: 'pass' });
    expect(u.waiting()).toMatchObject({ kind: 'claimWon', player: 'ann', lock: false });
    u.do('ann', { type: 'offerTrade', to: 'bo', give: { cash: 1 }, get: { cards: ['S8'] } });
    expect(u.state.trades).toHaveLength(1);
  });

  it('R16 GIVEN the host switched trading off WHEN Ann offers a trade THEN it is refused', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3 } } }, ['ann', 'bo', 'cy'], { trade: false });
    expect(t.refused('ann', { type: 'offerTrade', to: 'bo', give: { cash: 1 }, get: {} })).toBe('TRADE_DISABLED');
  });

  it('R16 GIVEN Bo employs Janie WHEN Ann asks to trade for her, or for an Account THEN it is refused: only hand cards and cash trade', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3 }, bo: { creatives: ['C1'], accounts: ['AC5'] } } });
    expect(t.refused('ann', { type: 'offerTrade', to: 'bo', give: { cash: 1 }, get: { cards: ['AC5'] } })).toBe('TRADE_ASK_INVALID');
    t.do('ann', { type: 'offerTrade', to: 'bo', give: { cash: 1 }, get: { cards: ['C1'] } });
    expect(t.refused('bo', { type: 'answerTrade', trade: 0, accept: true })).toBe('TRADE_CARD_MISSING');
  });
});

describe('§1.5 End of turn', () => {
  it('R17 GIVEN Ann holds 7 cards WHEN she ends her turn THEN she must cut exactly 2, selling or discarding as she chooses', () => {
    const hand = ['S1a', 'S2', 'S3a', 'S4', 'S5a', 'S6a'];
    const t = Table.scenario({ agencies: { ann: { cash: 0, hand } }, gameDeck: ['E9'], assetDeck: ['S7'] });
    t.drawAndReveal();
    expect(t.refused('ann', { type: 'endTurn' })).toBe('CUT_TO_FIVE');
    expect(t.refused('ann', { type: 'endTurn', cut: [{ card: 'S1a' }] })).toBe('CUT_TO_FIVE');
    t.do('ann', { type: 'endTurn', cut: [{ card: 'S1a', sell: true }, { card: 'S2', sell: false }] });
    expect(t.hand('ann')).toHaveLength(5);
    expect(t.cash('ann')).toBe(1);
    expect(t.state.assetDiscard).toEqual(['S1a', 'S2']);
  });

  it('R17 GIVEN Ann holds 6 cards WHEN her turn deadline passes THEN one card, picked at random, is sold; Bo may keep 6 cards until his own turn ends', () => {
    const t = Table.scenario({
      agencies: { ann: { cash: 0, hand: ['S1a', 'S2', 'S3a', 'S4', 'S5a'] }, bo: { hand: ['T1a', 'T1b', 'T2a', 'T2b', 'T3', 'T4a'] } },
      gameDeck: ['E9'],
      assetDeck: ['S7'],
    });
    t.timeout();
    expect(t.hand('ann')).toHaveLength(5);
    expect(t.cash('ann')).toBe(1);
    expect(t.hand('bo')).toHaveLength(6);
    expect(t.state.active).toBe('bo');
  });
});
