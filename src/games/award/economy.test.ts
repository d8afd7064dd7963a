// §1.6–§1.8: winning, money and debt, tokens, Accounts and creatives, with their rulings.
import { describe, expect, it } from 'vitest';
import { Table } from './testing.js';
import { tk } from './tokens.js';

const QUIET = ['E9', 'E4', 'E10'];

describe('§1.6 winning', () => {
  it('R18 GIVEN Ann holds two Awards WHEN she wins The Grey Pencil THEN she wins at once, mid-turn, and nothing more is accepted', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'D2 T2', awards: ['AW2', 'AW3'] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AW9'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 2, 2) });
    expect(t.state.phase).toBe('ended');
    expect(t.state.result).toMatchObject({ winners: ['ann'], reason: 'threeAwards' });
    expect(t.state.result?.standings[0]).toBe('ann');
    expect(t.state.active).toBe('ann'); // the turn never ended
    expect(t.refused('ann', { type: 'endTurn' })).toBe('GAME_OVER');
  });

  it('R19 GIVEN five players hold 2-2-2-2-0 Awards WHEN Ed wins the ninth THEN the game ends and the richest two-Award agency, Di, wins', () => {
    const t = Table.scenario(
      {
        agencies: {
          ed: { tokens: 'D2 T2', cash: 0 },
          ann: { tokens: 'A2 D1', cash: 5, awards: ['AW1', 'AW2'] },
          bo: { tokens: 'A3', cash: 5, awards: ['AW3', 'AW4'] },
          cy: { tokens: 'A3', cash: 3, awards: ['AW5', 'AW6'] },
          di: { tokens: '', cash: 9, awards: ['AW7', 'AW8'] },
        },
        gameDeck: ['AW9'],
      },
      ['ed', 'ann', 'bo', 'cy', 'di'],
    );
    t.drawAndReveal();
    t.do('ed', { type: 'bid', tokens: tk(0, 2, 2) });
    expect(t.state.result?.reason).toBe('awardLock');
    expect(t.state.result?.winners).toEqual(['di']);
  });

  it('R19 GIVEN the lock WHEN the two leaders tie on Awards, cash and owned tokens THEN they share the win', () => {
    const t = Table.scenario(
      {
        agencies: {
          ed: { tokens: 'D2 T2', cash: 0 },
          ann: { tokens: 'A2 D1', cash: 5, awards: ['AW1', 'AW2'] },
          bo: { tokens: 'A3', cash: 5, awards: ['AW3', 'AW4'] },
          cy: { tokens: 'A2', cash: 5, awards: ['AW5', 'AW6'] },
          di: { tokens: '', cash: 4, awards: ['AW7', 'AW8'] },
        },
        gameDeck: ['AW9'],
      },
      ['ed', 'ann', 'bo', 'cy', 'di'],
    );
    t.drawAndReveal();
    t.do('ed', { type: 'bid', tokens: tk(0, 2, 2) });
    expect(t.state.result).toMatchObject({ reason: 'awardLock', winners: ['ann', 'bo'] });
    expect(t.state.result?.standings.slice(0, 3)).toEqual(['ann', 'bo', 'cy']);
  });

  it('A32 GIVEN Ann wins her third Award in an Award Season auction WHEN it closes THEN the game ends before the Event even reaches the discard', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'D3', awards: ['AW1', 'AW2'] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['E9'], gameDiscard: ['AW3'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 3) });
    expect(t.state.phase).toBe('ended');
    expect(t.state.table).toEqual(['E9']);
  });

  it('A31 GIVEN the Game deck is empty WHEN Ann reveals THEN the Game discard is reshuffled into a new deck and its top card is revealed', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: '' }, cy: { tokens: '' } }, emptyGameDeck: true });
    expect(t.state.gameDeck).toEqual([]);
    const discarded = t.state.gameDiscard.length;
    t.drawAndReveal();
    expect(t.events.map((e) => e.type)).toContain('deckReshuffled');
    expect(t.state.gameDeck.length + t.state.gameDiscard.length + t.state.table.length + t.a('ann').accounts.length).toBeGreaterThanOrEqual(discarded - 1);
    expect(t.state.gameDeck.length).toBeGreaterThan(20);
  });
});

describe('§1.7 money and debt', () => {
  it('R20 GIVEN Ann has no cash WHEN she tries to hire, learn or poach THEN each voluntary payment is refused and cash never goes below 0', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, hand: ['C3', 'S3a'] }, bo: { creatives: ['C1'] } } });
    expect(t.refused('ann', { type: 'hire', card: 'C3' })).toBe('CANNOT_AFFORD');
    expect(t.refused('ann', { type: 'learn', skill: 'A' })).toBe('CANNOT_AFFORD');
    expect(t.refused('ann', { type: 'play', card: 'S3a', target: 'bo', pick: 'C1' })).toBe('CANNOT_AFFORD');
    expect(t.cash('ann')).toBe(0);
  });

  const recession = (bo: object) => Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: 'A1 D1 T1', ...bo } }, gameDeck: ['E2'] });

  it('R21 GIVEN Recession makes Bo owe $3k with $1k cash and 3 cards WHEN it resolves THEN he pays his cash, then chooses 2 cards to sell under a lock, and keeps his creatives', () => {
    const t = recession({ cash: 1, hand: ['S6a', 'S7', 'S8'], creatives: ['C1'], accounts: ['AC2', 'AC3', 'AC4'] });
    t.drawAndReveal();
    expect(t.cash('bo')).toBe(0);
    expect(t.waiting()).toMatchObject({ kind: 'forced', player: 'bo', lock: true });
    expect(t.view(null).pending?.owed).toBe(2);
    t.do('bo', { type: 'forcedSell', cards: ['S7'] });
    expect(t.view(null).pending?.owed).toBe(1);
    t.do('bo', { type: 'forcedSell', cards: ['S8'] });
    expect(t.hand('bo')).toEqual(['S6a']);
    expect(t.cash('bo')).toBe(0); // the proceeds went to the bank
    expect(t.a('bo').creatives).toHaveLength(1);
    expect(t.state.gameDiscard).toContain('E2');
  });

  it('R21 GIVEN Bo owes $3k with one card and three creatives WHEN the lock\'s deadline passes THEN his card is sold, then the creatives with the fewest tokens go, most recent first', () => {
    const t = recession({ cash: 0, hand: ['S7'], creatives: ['C1', 'C3', 'C2'], accounts: ['AC2', 'AC3', 'AC4'] });
    t.drawAndReveal();
    expect(t.hand('bo')).toEqual([]);
    expect(t.waiting()).toMatchObject({ kind: 'forced', player: 'bo' });
    t.timeout(); // Mark Spoiler (1 token)
    t.timeout(); // Sam Serif (2 tokens, hired after Janie)
    expect(t.a('bo').creatives.map((c) => c.card)).toEqual(['C1']);
    expect(t.state.assetDiscard).toEqual(expect.arrayContaining(['S7', 'C2', 'C3']));
  });

  it('R21 GIVEN Bo owes $3k and has nothing left WHEN the payment resolves THEN the rest is waived', () => {
    const t = recession({ cash: 1, hand: [], creatives: [], accounts: ['AC2', 'AC3', 'AC4'] });
    t.drawAndReveal();
    expect(t.events).toContainEqual({ type: 'debtWaived', player: 'bo', amount: 2 });
    expect(t.cash('bo')).toBe(0);
    expect(t.state.stack).toEqual([]);
  });

  it('R22 GIVEN income, a rebate and a salary WHEN they are paid THEN the money comes from and goes to the bank, no other player\'s cash moves', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0 }, bo: { cash: 0, accounts: ['AC13'], tokens: 'A1 D1', creatives: ['C1'] }, cy: { cash: 0 } }, gameDeck: ['E9'] });
    t.finishTurn();
    expect([t.cash('ann'), t.cash('bo'), t.cash('cy')]).toEqual([0, 4 - 1, 0]);
  });

  it('A22 GIVEN Ann draws Recession herself owing $2k with no cash WHEN it resolves THEN her one card is sold and she liquidates a creative of her choice for the last $1k', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, hand: [], tokens: 'A2', creatives: ['C7', 'C9'], accounts: ['AC2', 'AC5'] } }, gameDeck: ['E2'], assetDeck: ['S8'] });
    t.drawAndReveal();
    expect(t.hand('ann')).toEqual([]);
    expect(t.waiting()).toMatchObject({ kind: 'forced', player: 'ann', lock: true });
    expect(t.refused('ann', { type: 'forcedSell', cards: ['S8'] })).toBe('HAND_EMPTY');
    t.do('ann', { type: 'liquidate', creatives: ['C9'] });
    expect(t.a('ann').creatives.map((c) => c.card)).toEqual(['C7']);
    expect(t.state.assetDiscard).toEqual(expect.arrayContaining(['S8', 'C9']));
    expect(t.cash('ann')).toBe(0);
    expect(t.state.stack).toEqual([]);
  });
});

describe('§1.8 tokens, Accounts, creatives', () => {
  it('R23 GIVEN Ann holds MegaMart with A1 allocated WHEN turns pass and she renews THEN A1 stays on the Account, is never renewed, and cannot be bid', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', accounts: ['AC5'], expended: 'A1' } }, gameDeck: ['E9', 'E4', 'E6', 'AC10'] });
    expect(t.a('ann').accounts[0]?.allocated).toEqual(tk(1));
    expect(t.available('ann')).toEqual(tk(1));
    t.finishTurn();
    t.finishTurn();
    t.finishTurn();
    expect(t.a('ann').accounts[0]?.allocated).toEqual(tk(1));
    expect(t.available('ann')).toEqual(tk(2)); // renewed at her M3, the upkeep untouched
    expect(t.a('ann').expended).toEqual(tk());
  });

  it('R24 GIVEN Bo has A1 expended and two staffed A1 Accounts WHEN Cliff Hanger (A2) is poached THEN the expended token goes first, then the upkeep of the lower-income Account', () => {
    const t = Table.scenario({
      agencies: { ann: { cash: 1, hand: ['S3a'] }, bo: { tokens: 'A1', creatives: ['C7'], accounts: ['AC2', 'AC5'], expended: 'A1' } },
    });
    t.do('ann', { type: 'play', card: 'S3a', target: 'bo', pick: 'C7' });
    expect(t.a('bo').expended).toEqual(tk());
    expect(t.a('bo').accounts).toEqual([
      { card: 'AC2', allocated: tk() },
      { card: 'AC5', allocated: tk(1) },
    ]);
  });

  it('R24 GIVEN Bo\'s A2 is committed as high bid WHEN Ann poaches the creative bringing it THEN his committed tokens go but his bid stands, and he still wins', () => {
    const t = Table.scenario({
      agencies: { ann: { cash: 1, tokens: '', hand: ['S3a'], autoPass: false }, bo: { tokens: 'A1', creatives: ['C7'] }, cy: { tokens: 'A4', autoPass: false } },
      gameDeck: ['AC5'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('bo', { type: 'bid', tokens: tk(2) });
    expect(t.a('bo').committed).toEqual(tk(2));
    t.do('ann', { type: 'play', card: 'S3a', target: 'bo', pick: 'C7' });
    expect(t.a('bo').committed).toEqual(tk());
    expect(t.a('bo').expended).toEqual(tk());
    expect(t.view(null).auction?.highValue).toBe(0);
    expect(t.state.auction?.high).toBe('bo');
    t.do('cy', { type: 'pass' });
    expect(t.a('bo').accounts).toEqual([{ card: 'AC5', allocated: tk(1) }]);
  });

  it('A14 GIVEN Bo has A2 expended and A1 available WHEN he loses a creative bringing A2 THEN only expended tokens go and his available A1 survives', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 1, hand: ['S3a'] }, bo: { tokens: 'A1', creatives: ['C7'], expended: 'A2' } } });
    t.do('ann', { type: 'play', card: 'S3a', target: 'bo', pick: 'C7' });
    expect(t.available('bo')).toEqual(tk(1));
    expect(t.a('bo').expended).toEqual(tk());
  });

  it('R25 GIVEN Bo\'s Grandma\'s Account is under-staffed WHEN The Effy is auctioned THEN it still counts as held; on his turn he may refill it', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: '' }, bo: { tokens: 'A5', accounts: [{ card: 'AC2', allocated: '' }, 'AC5'] }, cy: { tokens: 'A3' } },
      gameDeck: ['AW5', 'E9'],
    });
    t.drawAndReveal();
    expect(t.state.auction?.bidders.find((b) => b.player === 'bo')?.status).toBe('in');
    expect(t.state.auction?.bidders.find((b) => b.player === 'cy')?.status).toBe('out'); // no Accounts
    expect(t.refused('bo', { type: 'refill', account: 'AC2' })).toBe('NOT_YOUR_TURN');
  });

  it('A15 GIVEN Bo\'s MegaMart is under-staffed WHEN his M1 comes THEN he may refill it then and keeps it with its income', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'A2', cash: 0, accounts: [{ card: 'AC5', allocated: '' }] } }, gameDeck: QUIET });
    t.finishTurn();
    expect(t.waiting()?.kind).toBe('upkeep');
    t.do('bo', { type: 'refill', account: 'AC5' }); // nothing left to decide: M1 completes itself (R10)
    expect(t.state.phase).toBe('action');
    expect(t.a('bo').accounts).toEqual([{ card: 'AC5', allocated: tk(1) }]);
    expect(t.cash('bo')).toBe(2);
  });

  it('R26 GIVEN Bo\'s A2 is committed in an open auction WHEN he plays All-Nighter on them THEN it is refused; his uncommitted expended tokens can be renewed', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: '', autoPass: false }, bo: { tokens: 'A3 D1', expended: 'D1', hand: ['T4a'] }, cy: { tokens: 'A4', autoPass: false } },
      gameDeck: ['AC5'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('bo', { type: 'bid', tokens: tk(2) });
    expect(t.refused('bo', { type: 'play', card: 'T4a', tokens: tk(1) })).toBe('TOKENS_NOT_EXPENDED');
    t.do('bo', { type: 'play', card: 'T4a', tokens: tk(0, 1) });
    expect(t.a('bo').expended).toEqual(tk(2));
  });

  it('A36 GIVEN Bo\'s only A token is expended WHEN his M1 finds MegaMart under-staffed THEN he cannot refill from it (it renews only at M3) and loses the Account', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'A1', expended: 'A1', cash: 0, accounts: [{ card: 'AC5', allocated: '' }] } }, gameDeck: QUIET });
    t.finishTurn();
    expect(t.refused('bo', { type: 'refill', account: 'AC5' })).toBe('TOKENS_NOT_AVAILABLE');
    t.do('bo', { type: 'finishUpkeep' });
    expect(t.a('bo').accounts).toEqual([]);
    expect(t.available('bo')).toEqual(tk(1)); // renewed at M3, one step too late
  });

  it('R27 GIVEN Grandma\'s Gravy (2 or fewer employees) WHEN Bo employs one creative and Cy two THEN Bo (2 employees) may bid and Cy (3) is out', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'A2', autoPass: false }, bo: { tokens: 'A2', creatives: ['C5'] }, cy: { tokens: 'A2', creatives: ['C4', 'C6'] } },
      gameDeck: ['AC2'],
    });
    t.drawAndReveal();
    const status = Object.fromEntries(t.state.auction?.bidders.map((b) => [b.player, b.status]) ?? []);
    expect(status).toEqual({ ann: 'in', bo: 'in', cy: 'out' });
  });

  it('A16 GIVEN Small Agency of the Year (2 or fewer employees) WHEN Bo employs exactly one creative THEN the Player character counts: 2 employees, Bo may bid', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: 'A2 T1', creatives: ['C2'] }, cy: { tokens: '', creatives: ['C1', 'C3'] } }, gameDeck: ['AW8'] });
    t.drawAndReveal();
    t.do('bo', { type: 'bid', tokens: tk(2, 0, 1) });
    expect(t.a('bo').awards).toEqual(['AW8']);
  });

  it('R28 GIVEN creatives that leave WHEN one is liquidated and one poached THEN the liquidated Name Card goes to the Asset discard and the poached one to the poacher', () => {
    const t = Table.scenario({
      agencies: { ann: { cash: 1, tokens: '', hand: ['S3a'], accounts: [] }, bo: { cash: 0, tokens: 'A1', hand: [], creatives: ['C1', 'C11'], accounts: ['AC2'] } },
      gameDeck: ['E2'],
    });
    t.do('ann', { type: 'play', card: 'S3a', target: 'bo', pick: 'C11' });
    expect(t.a('ann').creatives.map((c) => c.card)).toEqual(['C11']);
    t.drawAndReveal(); // Recession: Bo owes $1k with no cash or cards
    expect(t.a('bo').creatives).toEqual([]);
    expect(t.state.assetDiscard).toContain('C1');
  });

  it('R29 GIVEN Bo wins Grandma\'s Gravy with 2 employees WHEN he later hires more THEN he keeps it; Ministry\'s $3k comes once, on acquisition only', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: '' }, bo: { tokens: 'A3 D1', cash: 2, creatives: ['C2'], hand: ['C7', 'C9'] }, cy: { tokens: '' } },
      gameDeck: ['AC2', 'AC8', 'E9', 'E8'],
    });
    t.drawAndReveal();
    t.do('bo', { type: 'bid', tokens: tk(1) });
    t.finishTurn();
    t.do('bo', { type: 'hire', card: 'C7' });
    t.do('bo', { type: 'hire', card: 'C9' });
    expect(t.a('bo').accounts.map((h) => h.card)).toEqual(['AC2']);
    const before = t.cash('bo');
    t.drawAndReveal(); // Ministry of Public Health
    t.do('bo', { type: 'bid', tokens: tk(1, 1) });
    expect(t.cash('bo')).toBe(before + 3);
    t.finishTurn();
    t.finishTurn();
    t.finishTurn(); // Bo's next M1: $1k + $1k income, two salaries, no second $3k
    expect(t.state.active).toBe('bo');
    expect(t.cash('bo')).toBe(before + 3);
  });

  it('A17 GIVEN Bo holds Grandma\'s Gravy won at 2 employees WHEN he has 4 employees at his M1 THEN the condition is ignored: he keeps it and its income', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'A1', cash: 3, creatives: ['C2', 'C5', 'C6'], accounts: ['AC2'] } }, gameDeck: QUIET });
    t.finishTurn();
    expect(t.a('bo').accounts.map((h) => h.card)).toEqual(['AC2']);
    expect(t.cash('bo')).toBe(3 + 1 - 2);
  });

  it('A37 GIVEN Bo holds Pixel Phone WHEN two of his turns pass THEN its D1 T1 upkeep stays allocated the whole time and his other tokens renew', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'D2 T1', cash: 0, accounts: ['AC11'], expended: 'D1' } }, gameDeck: ['E9', 'E4', 'E6', 'E3', 'E5'] });
    for (let i = 0; i < 4; i++) t.finishTurn();
    expect(t.a('bo').accounts).toEqual([{ card: 'AC11', allocated: tk(0, 1, 1) }]);
    expect(t.available('bo')).toEqual(tk(0, 1));
  });
});

describe('rulings on the Management phase', () => {
  it('A9 GIVEN Bo has no cash, a $2k Account and two creatives WHEN his Management runs THEN income comes first and pays both salaries', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'A1', cash: 0, accounts: ['AC5'], creatives: ['C1', 'C3'] } }, gameDeck: QUIET });
    t.finishTurn();
    expect(t.a('bo').creatives).toHaveLength(2);
    expect(t.cash('bo')).toBe(0);
  });

  it('A10 GIVEN Cy bid on Ann\'s turn WHEN Cy\'s own first turn comes THEN it runs Management and renews his tokens (only turn 1 skips it)', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '', autoPass: false }, bo: { tokens: '' }, cy: { tokens: 'A3' } }, gameDeck: ['AC5', 'E9', 'E4'] });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('cy', { type: 'bid', tokens: tk(2) });
    t.do('ann', { type: 'endTurn' });
    t.finishTurn();
    expect(t.state.active).toBe('cy');
    expect(t.state.phase).toBe('action');
    expect(t.a('cy').expended).toEqual(tk());
    expect(t.cash('cy')).toBeGreaterThanOrEqual(2); // MegaMart income at his M1
  });

  it('A11 GIVEN Bo\'s Luxe Parfum is under-staffed WHEN M1 waits THEN he may learn D there to staff it', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: '', cash: 4, accounts: [{ card: 'AC4', allocated: '' }] } }, gameDeck: QUIET });
    t.finishTurn();
    t.do('bo', { type: 'learn', skill: 'D' });
    t.do('bo', { type: 'refill', account: 'AC4' });
    expect(t.a('bo').accounts).toEqual([{ card: 'AC4', allocated: tk(0, 1) }]);
    expect(t.cash('bo')).toBe(2);
  });

  it('A24 GIVEN Bo hires Janie during M1 WHEN M2 runs THEN no salary is due for her this phase, but it is at his next M2', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: '', cash: 1, hand: ['C1'], accounts: [{ card: 'AC4', allocated: '' }] } }, gameDeck: ['E9', 'E4', 'E8', 'E6'] });
    t.finishTurn();
    t.do('bo', { type: 'hire', card: 'C1' });
    t.do('bo', { type: 'refill', account: 'AC4' });
    expect(t.cash('bo')).toBe(0 + 2); // fee paid, Luxe income, no salary
    expect(t.state.phase).toBe('action');
    t.finishTurn();
    t.finishTurn();
    t.finishTurn();
    expect(t.events).toContainEqual({ type: 'cash', player: 'bo', amount: -1, cause: 'salary', cards: ['C1'] });
  });

  it('A12 GIVEN Bo is not the active player WHEN he sells THEN it is refused, but during his forced payment the sale is his choice', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { cash: 0, tokens: 'A1 D1', hand: ['S7', 'S8'], accounts: ['AC2'] } }, gameDeck: ['E2'] });
    expect(t.refused('bo', { type: 'sell', card: 'S7' })).toBe('NOT_YOUR_TURN');
    t.drawAndReveal();
    t.do('bo', { type: 'forcedSell', cards: ['S8'] });
    expect(t.hand('bo')).toEqual(['S7']);
  });

  it('A13 GIVEN Ann holds 6 cards at the end of her turn WHEN she discards instead of selling THEN that is allowed and earns nothing', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, hand: ['S1a', 'S2', 'S3a', 'S4', 'S5a'] } }, gameDeck: ['E9'] });
    t.drawAndReveal();
    const extra = t.hand('ann')[5] as string;
    t.do('ann', { type: 'endTurn', cut: [{ card: extra, sell: false }] });
    expect(t.cash('ann')).toBe(0);
    expect(t.state.assetDiscard).toEqual([extra]);
  });
});
