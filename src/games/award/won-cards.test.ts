// The cards an auction or a turn gives an agency: Accounts (§4.3), Awards (§4.4) and creatives (§4.2).
import { describe, expect, it } from 'vitest';
import { account, card, creative, type AwardDef } from './cards.js';
import { Table } from './testing.js';
import { formatTokens, parseTokens, tk } from './tokens.js';


const status = (t: Table) => Object.fromEntries(t.state.auction?.bidders.map((b) => [b.player, b.status]) ?? []);

describe('§4.3 Accounts', () => {
  // Accounts with no condition: Req wins them, non-Bonus extras are refused, upkeep is allocated,
  // and the printed income arrives at the winner's next M1.
  it.each([
    ['AC4', 'T1'],
    ['AC5', 'T1'],
    ['AC6', 'T1'],
    ['AC7', 'A1'],
    ['AC9', 'T1'],
    ['AC10', 'T1'],
    ['AC11', 'A1'],
    ['AC13', 'T1'],
  ])('%s GIVEN Ann holds its Req, its upkeep and one non-Bonus token %s WHEN it is auctioned THEN the extra is refused, Req wins it and its income arrives at her next M1', (code, extra) => {
    const def = account(code);
    const tokens = [formatTokens(def.req), formatTokens(def.upkeep), extra].join(' ');
    const t = Table.scenario({ agencies: { ann: { tokens, cash: 0, creatives: [] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: [code, 'E9', 'E4', 'E8'] });
    t.drawAndReveal();
    const withExtra = parseTokens([formatTokens(def.req), extra].join(' '));
    expect(t.refused('ann', { type: 'bid', tokens: withExtra })).toBe('NOT_BONUS_TYPE');
    t.do('ann', { type: 'bid', tokens: def.req });
    expect(t.a('ann').accounts).toEqual([{ card: code, allocated: def.upkeep }]);
    t.finishTurn();
    t.finishTurn();
    t.finishTurn();
    expect(t.cash('ann')).toBe(def.income);
  });

  it('AC1 GIVEN Ann holds Pipes Plumbing WHEN The Golden Plunger opens THEN she is out from the start', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A4 D1 T1', accounts: ['AC1'] }, bo: { tokens: 'A2 D1', autoPass: false } }, gameDeck: ['AW1'] });
    t.drawAndReveal();
    expect(status(t).ann).toBe('out');
    expect(account('AC1')).toMatchObject({ income: 2, bonus: ['A', 'T'] });
  });

  it('AC2 GIVEN Grandma\'s Gravy Granules WHEN Bo has 2 employees and Cy 3 THEN only Bo may bid, and he wins it for A1', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: 'A2', creatives: ['C2'] }, cy: { tokens: 'A3', creatives: ['C1', 'C4'] } }, gameDeck: ['AC2'] });
    t.drawAndReveal();
    t.do('bo', { type: 'bid', tokens: tk(1) });
    expect(t.a('bo').accounts).toEqual([{ card: 'AC2', allocated: tk(1) }]);
  });

  it('AC3 GIVEN Ann wins Startup.ly WHEN it is acquired THEN she draws 1 Asset card ("paid in equity")', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'T2', hand: [] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC3'], assetDeck: ['S7', 'T5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 0, 1) });
    expect(t.hand('ann')).toEqual(['S7', 'T5']);
  });

  it('AC8 GIVEN Ann wins the Ministry of Public Health THEN she gains the $3k government retainer', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A2 D1', cash: 0 }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC8'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(1, 1) });
    expect(t.cash('ann')).toBe(3);
  });

  it('AC12 GIVEN Crypto Kitten Coin WHEN Bo has $1k he is out; Ann with $2k wins it and pays $2k at once', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'T2', cash: 2 }, bo: { tokens: 'T3', cash: 1 }, cy: { tokens: '' } }, gameDeck: ['AC12'] });
    t.drawAndReveal();
    expect(status(t).bo).toBe('out');
    t.do('ann', { type: 'bid', tokens: tk(0, 0, 1) });
    expect(t.cash('ann')).toBe(0);
    expect(t.a('ann').accounts.map((h) => h.card)).toEqual(['AC12']);
  });

  it('AC12 GIVEN Ann bid on Crypto Kitten with $2k WHEN a Tax Audit leaves her $1k before she wins THEN the $2k is a forced payment (R21): her $1k, then a card of her choice', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'T2', cash: 2, hand: ['S7', 'T5'] }, bo: { tokens: 'T3', cash: 2, autoPass: false }, cy: { tokens: '', hand: ['S6a'] } },
      gameDeck: ['AC12'],
      assetDeck: ['S8'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 0, 1) });
    t.arrange({ agencies: { ann: { cash: 1, tokens: 'T2', expended: 'T1', hand: ['S7', 'T5', 'S8'] } } });
    t.do('bo', { type: 'pass' });
    expect(t.cash('ann')).toBe(0);
    expect(t.waiting()).toMatchObject({ kind: 'forced', player: 'ann', lock: true });
    t.do('ann', { type: 'forcedSell', cards: ['S8'] });
    expect(t.hand('ann')).toEqual(['S7', 'T5']);
    expect(t.a('ann').accounts.map((h) => h.card)).toEqual(['AC12']);
  });

  it('AC14 GIVEN Cloudy Cloud Computing WHEN Ann has 3 employees THEN she may bid T3 and win it with T2 upkeep and $4k income', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'T5', creatives: ['C1', 'C3'] }, bo: { tokens: 'T5' }, cy: { tokens: '' } }, gameDeck: ['AC14'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 0, 3) });
    expect(t.a('ann').accounts).toEqual([{ card: 'AC14', allocated: tk(0, 0, 2) }]);
    expect(account('AC14').income).toBe(4);
  });
});

describe('§4.4 Awards', () => {
  it.each([
    ['AW2', 'A2 D2 T2', ''],
    ['AW3', 'D3', 'A1'],
    ['AW4', 'T3', 'A1'],
    ['AW9', 'D2 T2', 'A1'],
  ])('%s GIVEN Ann holds its Req %s WHEN she wins it THEN she gets the Award, $2k and 2 Asset cards, and a non-Bonus extra is refused', (code, req, extra) => {
    const def = card(code) as AwardDef;
    expect(formatTokens(def.req)).toBe(req);
    const t = Table.scenario({ agencies: { ann: { tokens: `${req} ${extra}`, cash: 0, hand: [] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: [code] });
    t.drawAndReveal();
    if (extra) expect(t.refused('ann', { type: 'bid', tokens: parseTokens(`${req} ${extra}`) })).toBe('NOT_BONUS_TYPE');
    t.do('ann', { type: 'bid', tokens: def.req });
    expect(t.a('ann').awards).toEqual([code]);
    expect(t.cash('ann')).toBe(2);
    expect(t.hand('ann')).toHaveLength(1 + 2);
  });

  it('AW1 GIVEN The Golden Plunger WHEN Bo holds Pipes\' account THEN Bo is out and Cy may bid A2 D1', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: 'A3 D1 T1', accounts: ['AC1'] }, cy: { tokens: 'A2 D1' } }, gameDeck: ['AW1'] });
    t.drawAndReveal();
    expect(status(t).bo).toBe('out');
    t.do('cy', { type: 'bid', tokens: tk(2, 1) });
    expect(t.a('cy').awards).toEqual(['AW1']);
  });

  it('AW5 GIVEN The Effy WHEN Ann holds one Account and Bo two THEN only Bo may bid', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A4', accounts: ['AC2'] }, bo: { tokens: 'A4 T1', accounts: ['AC3', 'AC5'] }, cy: { tokens: 'A3' } }, gameDeck: ['AW5'] });
    t.drawAndReveal();
    expect(status(t)).toEqual({ ann: 'out', bo: 'in', cy: 'out' });
  });

  it('AW6 GIVEN The Only Show WHEN Bo has 3 employees and Cy 4 THEN Bo may bid and Cy is out', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: 'A1 D1 T1', creatives: ['C1', 'C3'] }, cy: { tokens: 'A1 D1 T1', creatives: ['C4', 'C5', 'C6'] } }, gameDeck: ['AW6'] });
    t.drawAndReveal();
    expect(status(t).cy).toBe('out');
    t.do('bo', { type: 'bid', tokens: tk(1, 1, 1) });
    expect(t.a('bo').awards).toEqual(['AW6']);
  });

  it('AW7 GIVEN Young Guns WHEN Bo leads with 2 Awards THEN Bo is out and Ann (1) and Cy (0) may bid; when all are level everyone may bid', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'D2 T1', awards: ['AW1'], autoPass: false }, bo: { tokens: 'D2 T1', awards: ['AW2', 'AW3'] }, cy: { tokens: 'D2 T1' } }, gameDeck: ['AW7'] });
    t.drawAndReveal();
    expect(status(t)).toEqual({ ann: 'in', bo: 'out', cy: 'in' });
    const u = Table.scenario({ agencies: { ann: { tokens: 'D2 T1', awards: ['AW1'], autoPass: false }, bo: { tokens: 'D2 T1', awards: ['AW2'] }, cy: { tokens: 'D2 T1', awards: ['AW3'] } }, gameDeck: ['AW7'] });
    u.drawAndReveal();
    expect(status(u)).toEqual({ ann: 'in', bo: 'in', cy: 'in' });
  });

  it('AW8 GIVEN Small Agency of the Year WHEN Bo has 3 employees THEN he is out; Cy with none wins it with A2 T1', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: 'A2 T1', creatives: ['C1', 'C3'] }, cy: { tokens: 'A2 T1' } }, gameDeck: ['AW8'] });
    t.drawAndReveal();
    expect(status(t).bo).toBe('out');
    t.do('cy', { type: 'bid', tokens: tk(2, 0, 1) });
    expect(t.a('cy').awards).toEqual(['AW8']);
  });
});

describe('§4.2 creatives', () => {
  it.each([
    ['C1', 'D2'],
    ['C2', 'T1'],
    ['C3', 'A1 D1'],
    ['C4', 'D1 T1'],
    ['C5', 'T2'],
    ['C6', 'T2'],
    ['C7', 'A2'],
    ['C8', 'A1 T1'],
    ['C9', 'A3'],
    ['C10', 'A1 D1 T1'],
    ['C11', 'D2'],
    ['C12', 'A1 D1'],
  ])('%s GIVEN Ann hires it for $1k THEN she gains %s available, and its salary is due at her next M2 (never for Mark Spoiler)', (code, tokens) => {
    expect(formatTokens(creative(code).tokens)).toBe(tokens);
    const t = Table.scenario({ agencies: { ann: { tokens: '', cash: 1, hand: [code] } }, gameDeck: ['E9', 'E4', 'E8'] });
    t.do('ann', { type: 'hire', card: code });
    expect(t.available('ann')).toEqual(parseTokens(tokens));
    t.arrange({ agencies: { ann: { cash: 1 } } });
    t.finishTurn();
    t.finishTurn();
    t.finishTurn();
    expect(t.cash('ann')).toBe(code === 'C2' ? 1 : 0);
  });
});
