// §4.5 Events, §4.6 Scandals, §4.7 Trumps, and the rules on playing cards (§1.9).
import { describe, expect, it } from 'vitest';
import { card, type AwardDef } from './cards.js';
import { Table } from './testing.js';
import { tk } from './tokens.js';

const QUIET = ['E9', 'E4', 'E10'];

describe('§4.5 Events', () => {
  it('E1 GIVEN Bo and Cy employ creatives WHEN Ann draws Off to Greener Pastures THEN she picks Cy\'s Dom Dapper under a lock, he leaves Cy, Bo declines and Ann (last) hires him for $1k with his A3 available', () => {
    const t = Table.scenario({
      agencies: { ann: { cash: 2, tokens: '' }, bo: { cash: 2, creatives: ['C1', 'C3'] }, cy: { cash: 2, tokens: 'D1', creatives: ['C9'], expended: 'A1' } },
      gameDeck: ['E1'],
    });
    t.drawAndReveal();
    expect(t.waiting()).toMatchObject({ kind: 'greenerChoose', player: 'ann', lock: true });
    expect(t.refused('bo', { type: 'setAutoPass', on: false })).toBe('LOCKED');
    t.do('ann', { type: 'chooseCreative', creative: 'C9' });
    expect(t.a('cy').creatives).toEqual([]);
    expect(t.a('cy').expended).toEqual(tk()); // R24: his expended A1 went with Dom
    expect(t.state.table).toContain('C9');
    expect(t.waiting()).toMatchObject({ kind: 'greenerOffer', player: 'bo' }); // from Ann's left; Cy is skipped
    t.do('bo', { type: 'answerHire', accept: false });
    expect(t.waiting()).toMatchObject({ kind: 'greenerOffer', player: 'ann' });
    t.do('ann', { type: 'answerHire', accept: true });
    expect(t.a('ann').creatives.map((c) => c.card)).toEqual(['C9']);
    expect(t.available('ann')).toEqual(tk(3));
    expect(t.cash('ann')).toBe(1);
    expect(t.state.gameDiscard).toEqual(['E1']);
  });

  it('E1 GIVEN only Ann and Bo employ creatives WHEN Ann lets both deadlines pass THEN Bo\'s creative is picked (not hers), Cy cannot pay and is skipped, Ann declines and the Name Card is discarded', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 2, creatives: ['C2'] }, bo: { creatives: ['C1'] }, cy: { cash: 0 } }, gameDeck: ['E1'] });
    t.drawAndReveal();
    t.timeout();
    expect(t.a('bo').creatives).toEqual([]);
    expect(t.waiting()).toMatchObject({ kind: 'greenerOffer', player: 'ann' });
    t.timeout();
    expect(t.state.assetDiscard).toEqual(['C1']);
    expect(t.a('ann').creatives.map((c) => c.card)).toEqual(['C2']);
  });

  it('E1 GIVEN nobody employs a creative WHEN Off to Greener Pastures is drawn THEN it does nothing and is discarded', () => {
    const t = Table.scenario({ gameDeck: ['E1'] });
    t.drawAndReveal();
    expect(t.state.stack).toEqual([]);
    expect(t.state.gameDiscard).toEqual(['E1']);
  });

  it('E2 GIVEN Ann holds 1 Account, Bo 2 and Cy none WHEN Recession is drawn THEN Ann pays $1k, Bo $2k and Cy nothing', () => {
    const t = Table.scenario({
      agencies: { ann: { cash: 3, tokens: 'A1', accounts: ['AC2'] }, bo: { cash: 5, tokens: 'A1 T1', accounts: ['AC3', 'AC5'] }, cy: { cash: 1 } },
      gameDeck: ['E2'],
    });
    t.drawAndReveal();
    expect([t.cash('ann'), t.cash('bo'), t.cash('cy')]).toEqual([2, 3, 1]);
  });

  it('E3 GIVEN three players WHEN Tax Rebate is drawn THEN each gains $2k', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0 }, bo: { cash: 1 }, cy: { cash: 2 } }, gameDeck: ['E3'] });
    t.drawAndReveal();
    expect([t.cash('ann'), t.cash('bo'), t.cash('cy')]).toEqual([2, 3, 4]);
  });

  it('E4 GIVEN Bo and Cy employ 3 creatives and Ann 2 WHEN Industry Layoffs is drawn THEN Bo then Cy each fire one under their own lock; Cy\'s default fires his smallest, most recent hire', () => {
    const t = Table.scenario({
      agencies: { ann: { creatives: ['C1', 'C3'] }, bo: { creatives: ['C4', 'C5', 'C6'] }, cy: { creatives: ['C9', 'C2', 'C7'] } },
      gameDeck: ['E4'],
    });
    t.drawAndReveal();
    expect(t.waiting()).toMatchObject({ kind: 'layoffs', player: 'bo', lock: true });
    expect(t.refused('cy', { type: 'layoff', creative: 'C9' })).toBe('LOCKED');
    t.do('bo', { type: 'layoff', creative: 'C5' });
    expect(t.waiting()).toMatchObject({ kind: 'layoffs', player: 'cy' });
    t.timeout();
    expect(t.a('bo').creatives.map((c) => c.card)).toEqual(['C4', 'C6']);
    expect(t.a('cy').creatives.map((c) => c.card)).toEqual(['C9', 'C7']); // Mark (1 token) went
    expect(t.a('ann').creatives).toHaveLength(2);
    expect(t.state.assetDiscard).toEqual(['C5', 'C2']);
  });

  it('E5 GIVEN Pitch Season on top of MegaMart WHEN Ann reveals it THEN Pitch Season is discarded and MegaMart is auctioned as her Game card', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3' } }, gameDeck: ['E5', 'AC5'] });
    t.drawAndReveal();
    expect(t.state.gameDiscard).toEqual(['E5']);
    expect(t.state.auction?.card).toBe('AC5');
  });

  it('E6 GIVEN Ann draws Viral Hit THEN she gains $3k and nobody else does', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 1 }, bo: { cash: 1 } }, gameDeck: ['E6'] });
    t.drawAndReveal();
    expect([t.cash('ann'), t.cash('bo')]).toEqual([4, 1]);
  });

  it('E7 GIVEN A2 D2 T1, A1 and D1 T3 available WHEN Burnout is drawn THEN Ann expends A1 D1 (tie to A), Bo his only A1 and Cy T2', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A2 D2 T1' }, bo: { tokens: 'A1' }, cy: { tokens: 'D1 T3' } }, gameDeck: ['E7'] });
    t.drawAndReveal();
    expect([t.a('ann').expended, t.a('bo').expended, t.a('cy').expended]).toEqual([tk(1, 1), tk(1), tk(0, 0, 2)]);
  });

  it('E8 GIVEN everyone has expended tokens WHEN Team Retreat is drawn THEN all of them become available', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A2', expended: 'A2' }, bo: { tokens: 'D3', expended: 'D1' }, cy: { tokens: 'T1' } }, gameDeck: ['E8'] });
    t.drawAndReveal();
    expect([t.available('ann'), t.available('bo'), t.available('cy')]).toEqual([tk(2), tk(0, 3), tk(0, 0, 1)]);
  });

  it('E9 GIVEN two Awards in the Game discard WHEN Award Season is drawn THEN the most recently discarded one is auctioned and Award Season is discarded only after it closes', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'T3' }, bo: { tokens: '' }, cy: { tokens: 'T3', autoPass: false } }, gameDeck: ['E9'], gameDiscard: ['AW3', 'AC5', 'AW4', 'E3'] });
    t.drawAndReveal();
    expect(t.state.auction?.card).toBe('AW4');
    expect(t.state.table).toEqual(['E9', 'AW4']);
    t.do('ann', { type: 'bid', tokens: tk(0, 0, 3) });
    t.do('cy', { type: 'pass' });
    expect(t.a('ann').awards).toEqual(['AW4']);
    expect(t.state.gameDiscard).toEqual(['AW3', 'AC5', 'E3', 'E9']);
  });

  it('E9 GIVEN no Award in the discard WHEN Award Season is drawn THEN nothing happens', () => {
    const t = Table.scenario({ gameDeck: ['E9'], gameDiscard: ['AC5'] });
    t.drawAndReveal();
    expect(t.state.auction).toBeNull();
    expect(t.state.gameDiscard).toEqual(['AC5', 'E9']);
  });

  it('E10 GIVEN AutoMotive ($4k) is the richest held Account WHEN Client Goes Bust is drawn THEN it is discarded and Bo\'s A1 D1 become available', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A1', accounts: ['AC5'] }, bo: { tokens: 'A1 D1', accounts: ['AC13'] } }, gameDeck: ['E10'] });
    t.drawAndReveal();
    expect(t.a('bo').accounts).toEqual([]);
    expect(t.available('bo')).toEqual(tk(1, 1));
    expect(t.a('ann').accounts).toHaveLength(1);
    expect(t.state.gameDiscard).toEqual(['AC13', 'E10']);
  });

  it('E10 GIVEN two $3k Accounts tie WHEN Client Goes Bust is drawn THEN Ann chooses under a lock which one goes', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A1 D1', accounts: ['AC9'] }, bo: { tokens: 'A1 D1', accounts: ['AC10'] } }, gameDeck: ['E10'] });
    t.drawAndReveal();
    expect(t.waiting()).toMatchObject({ kind: 'bustChoose', player: 'ann', lock: true });
    expect(t.view(null).pending?.cards.map((c) => c.id)).toEqual(['AC9', 'AC10']);
    expect(t.refused('ann', { type: 'chooseBust', account: 'AC5' })).toBe('NOT_TIED');
    t.do('ann', { type: 'chooseBust', account: 'AC10' });
    expect(t.a('bo').accounts).toEqual([]);
    expect(t.a('ann').accounts).toHaveLength(1);
  });
});

describe('§4.6 Scandals', () => {
  it('S1 GIVEN Bo holds 3 Accounts, $2k and 4 cards WHEN Ann blackmails him THEN he pays $2k and passes 3 random cards that only Ann and Bo can see', () => {
    const t = Table.scenario({
      agencies: { ann: { cash: 0, hand: ['S1a'] }, bo: { cash: 2, tokens: 'A1 D1 T1', hand: ['T1a', 'T2a', 'T3', 'T4a'], accounts: ['AC2', 'AC3', 'AC4'] } },
    });
    t.do('ann', { type: 'play', card: 'S1a', target: 'bo' });
    expect([t.cash('ann'), t.cash('bo')]).toEqual([2, 0]);
    expect(t.hand('ann')).toHaveLength(3);
    expect(t.hand('bo')).toHaveLength(1);
    const passed = t.hand('ann');
    const pub = JSON.stringify(t.view(null));
    for (const c of passed) expect(pub).not.toContain(`"id":"${c}"`);
    expect(t.view('bo').you?.log.at(-1)?.cards.map((c) => c.id)).toEqual(passed);
    expect(JSON.stringify(t.view('cy'))).not.toContain(`"id":"${passed[0]}"`);
  });

  it('S1 GIVEN Bo holds no Account WHEN Ann blackmails him THEN nothing happens and the card is spent', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, hand: ['S1a'] }, bo: { cash: 5 } } });
    t.do('ann', { type: 'play', card: 'S1a', target: 'bo' });
    expect([t.cash('ann'), t.cash('bo')]).toEqual([0, 5]);
    expect(t.state.assetDiscard).toEqual(['S1a']);
  });

  it('A21 GIVEN Bo owes $4k with $0 and 1 card WHEN blackmailed THEN he passes his only card and the other $3k is waived (no forced payment)', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, hand: ['S1b'] }, bo: { cash: 0, tokens: 'A1 T1', hand: ['T5'], creatives: ['C1'], accounts: ['AC2', 'AC3'] } } });
    t.do('ann', { type: 'play', card: 'S1b', target: 'bo' });
    expect(t.hand('ann')).toEqual(['T5']);
    expect(t.a('bo').creatives).toHaveLength(1);
    expect(t.state.stack).toEqual([]);
  });

  it('S2 GIVEN Bo holds two Accounts and expended tokens WHEN A Fresh Start is played on him THEN both Accounts go without income and every uncommitted token is available', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S2'] }, bo: { tokens: 'A3 D1', accounts: ['AC5', 'AC6'], expended: 'A2' } } });
    t.do('ann', { type: 'play', card: 'S2', target: 'bo' });
    expect(t.a('bo').accounts).toEqual([]);
    expect(t.available('bo')).toEqual(tk(3, 1));
    expect(t.state.gameDiscard).toEqual(['AC5', 'AC6']);
  });

  it('S3 GIVEN Bo employs Ray Tracer WHEN Ann poaches him in her Action phase THEN she pays $1k, Ray moves with T2 available, and his salary is due at her next M2', () => {
    const t = Table.scenario({
      agencies: { ann: { cash: 1, tokens: '', hand: ['S3a'] }, bo: { tokens: '', creatives: ['C5'] }, cy: { hand: ['S3b'] } },
      gameDeck: ['E9', 'E4', 'E10'],
    });
    expect(t.refused('cy', { type: 'play', card: 'S3b', target: 'bo', pick: 'C5' })).toBe('ACTION_PHASE_ONLY');
    t.do('ann', { type: 'play', card: 'S3a', target: 'bo', pick: 'C5' });
    expect(t.a('ann').creatives.map((c) => c.card)).toEqual(['C5']);
    expect(t.available('ann')).toEqual(tk(0, 0, 2));
    expect(t.a('bo').creatives).toEqual([]);
    expect(t.cash('ann')).toBe(0);
    t.finishTurn();
    t.finishTurn();
    t.finishTurn(); // Ann's next M2: $1k due, she has none: the deadline default fires Ray
    expect(t.waiting()).toMatchObject({ kind: 'salaries', player: 'ann' });
  });

  it('S3 GIVEN Ann targets herself or a player with no creatives WHEN she plays Poached THEN it is refused', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 2, hand: ['S3a'], creatives: ['C1'] }, bo: { creatives: [] } } });
    expect(t.refused('ann', { type: 'play', card: 'S3a', target: 'ann', pick: 'C1' })).toBe('TARGET_OTHER');
    expect(t.refused('ann', { type: 'play', card: 'S3a', target: 'bo', pick: 'C1' })).toBe('NO_CREATIVES');
  });

  it('S4 GIVEN Bo is the high bidder WHEN Cy plays Leaked Pitch Deck on him THEN he is out, his tokens stay expended, and Ann\'s lower bid becomes the high bid', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'A3' }, bo: { tokens: 'A4 D1' }, cy: { tokens: 'A4', hand: ['S4'], autoPass: false } },
      gameDeck: ['AC5'],
    });
    expect(t.refused('cy', { type: 'play', card: 'S4', target: 'bo' })).toBe('NO_AUCTION');
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    t.do('bo', { type: 'bid', tokens: tk(2, 1) });
    expect(t.state.auction?.prompted).toBe('cy');
    t.do('cy', { type: 'play', card: 'S4', target: 'bo' });
    expect(t.state.auction?.high).toBe('ann');
    expect(t.a('bo').expended).toEqual(tk(2, 1));
    expect(t.state.auction?.bidders.find((b) => b.player === 'bo')?.status).toBe('out');
  });

  it('S5 GIVEN Bo holds two Accounts WHEN Ann plays Bad Press naming Fizzy Pop THEN that one goes and its A1 D1 are available; on a player with none it is refused', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S5a'] }, bo: { tokens: 'A2 D1', accounts: ['AC5', 'AC10'] }, cy: { accounts: [] } } });
    expect(t.refused('ann', { type: 'play', card: 'S5a', target: 'cy', account: 'AC5' })).toBe('NO_ACCOUNTS');
    t.do('ann', { type: 'play', card: 'S5a', target: 'bo', account: 'AC10' });
    expect(t.a('bo').accounts.map((h) => h.card)).toEqual(['AC5']);
    expect(t.available('bo')).toEqual(tk(1, 1));
  });

  it('S6 GIVEN Bo has A2 T1 available WHEN Cy plays Walkout on him during Ann\'s turn THEN all three become expended', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'A2 T1' }, cy: { hand: ['S6a'] } } });
    t.do('cy', { type: 'play', card: 'S6a', target: 'bo' });
    expect(t.available('bo')).toEqual(tk());
    expect(t.a('bo').expended).toEqual(tk(2, 0, 1));
  });

  it('S7 GIVEN Bo has $15k and Cy $5k WHEN Tax Audits hit them THEN Bo pays the $6k cap and Cy pays $2k', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S7'] }, bo: { cash: 15 }, cy: { cash: 5 } } });
    t.do('ann', { type: 'play', card: 'S7', target: 'bo' });
    expect(t.cash('bo')).toBe(9);
    const u = Table.scenario({ agencies: { ann: { hand: ['S7'] }, cy: { cash: 5 } } });
    u.do('ann', { type: 'play', card: 'S7', target: 'cy' });
    expect(u.cash('cy')).toBe(3);
  });

  it('S8 GIVEN Bo holds 3 cards and Cy 1 WHEN Leaked Emails hits each THEN Bo discards 2 at random and Cy his only one', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S8'] }, bo: { hand: ['T1a', 'T2a', 'T3'] } } });
    t.do('ann', { type: 'play', card: 'S8', target: 'bo' });
    expect(t.hand('bo')).toHaveLength(1);
    expect(t.state.assetDiscard).toHaveLength(3);
    const u = Table.scenario({ agencies: { ann: { hand: ['S8'] }, cy: { hand: ['T3'] } } });
    u.do('ann', { type: 'play', card: 'S8', target: 'cy' });
    expect(u.hand('cy')).toEqual([]);
  });
});

describe('§4.7 Trumps', () => {
  it('T1 GIVEN Ann has 10 available tokens WHEN she plays Moon Lighting in her Action phase THEN she earns the $8k cap and all 10 are expended until her next M3', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, tokens: 'A4 D3 T3', hand: ['T1a'] }, bo: { hand: ['T1b'] } } });
    expect(t.refused('bo', { type: 'play', card: 'T1b' })).toBe('ACTION_PHASE_ONLY');
    t.do('ann', { type: 'play', card: 'T1a' });
    expect(t.cash('ann')).toBe(8);
    expect(t.available('ann')).toEqual(tk());
    expect(t.a('ann').expended).toEqual(tk(4, 3, 3));
  });

  it('A20 GIVEN Ann has 3 available and 2 expended tokens WHEN she moonlights THEN only the available ones pay and expend; in her Management phase it is refused', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, tokens: 'A3 D2', expended: 'D2', hand: ['T1a'] }, bo: { tokens: 'A2', hand: ['T1b'], accounts: [{ card: 'AC5', allocated: '' }] } }, gameDeck: QUIET });
    t.do('ann', { type: 'play', card: 'T1a' });
    expect(t.cash('ann')).toBe(3);
    expect(t.a('ann').expended).toEqual(tk(3, 2));
    t.finishTurn();
    expect(t.waiting()?.kind).toBe('upkeep');
    expect(t.refused('bo', { type: 'play', card: 'T1b' })).toBe('ACTION_PHASE_ONLY');
  });

  it('T2 GIVEN an Award auction WHEN Bo adds a Bribe the Judges card to his bid THEN he pays the bank $2k and his bid value rises by 2; played alone or on an Account it is refused', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'D3', autoPass: false }, bo: { tokens: 'D3', cash: 2, hand: ['T2a'] }, cy: { tokens: '', hand: ['T2b'] } },
      gameDeck: ['AW3'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 3) });
    expect(t.refused('bo', { type: 'play', card: 'T2a' })).toBe('BRIBE_WITH_BID');
    t.do('bo', { type: 'bid', tokens: tk(0, 3), bribes: ['T2a'] });
    expect(t.view(null).auction?.highValue).toBe(2);
    expect(t.cash('bo')).toBe(0);
    expect(t.state.assetDiscard).toContain('T2a');
    const u = Table.scenario({ agencies: { ann: { tokens: 'A3', cash: 2, hand: ['T2a'] } }, gameDeck: ['AC5'] });
    u.drawAndReveal();
    expect(u.refused('ann', { type: 'bid', tokens: tk(2), bribes: ['T2a'] })).toBe('BRIBE_AWARDS_ONLY');
  });

  it('T3 GIVEN Cy is in an Award auction WHEN he plays Host Awards Show THEN he becomes Host, is out, gains $2k, and a second Host is refused', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'D3', autoPass: false }, bo: { tokens: 'D4', hand: ['T3'] }, cy: { tokens: 'D3', cash: 0, autoPass: false } },
      gameDeck: ['AW3'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 3) });
    t.do('bo', { type: 'play', card: 'T3' });
    expect(t.state.auction?.host).toBe('bo');
    expect(t.state.auction?.bidders.find((b) => b.player === 'bo')?.status).toBe('out');
    expect(t.state.auction?.prompted).toBe('cy'); // Bo's pending prompt was cancelled
  });

  it('R53 GIVEN Bo bribed before Cy became Host WHEN Ann bribes after THEN Bo\'s $2k stayed with the bank and Ann\'s $2k goes to Cy', () => {
    const t = Table.scenario({
      agencies: {
        ann: { tokens: 'D4', cash: 2, hand: ['T2b'], autoPass: false },
        bo: { tokens: 'D3', cash: 2, hand: ['T2a'], autoPass: false },
        cy: { tokens: '', cash: 0, hand: ['T3'] },
      },
      gameDeck: ['AW3'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 3) });
    t.do('bo', { type: 'bid', tokens: tk(0, 3), bribes: ['T2a'] }); // V = 2
    t.do('cy', { type: 'play', card: 'T3' }); // Cy was auto-passed already: still may host
    expect(t.cash('cy')).toBe(2);
    t.do('ann', { type: 'bid', tokens: tk(0, 1), bribes: ['T2b'] }); // V = 1 + 2 = 3
    expect(t.cash('cy')).toBe(4);
    expect([t.cash('ann'), t.cash('bo')]).toEqual([0, 0]);
  });

  it('T4 GIVEN Ann has A2 T2 expended WHEN she plays All-Nighter naming A1 T2 THEN those three become available; four or unexpended types are refused', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A2 T2', expended: 'A2 T2', hand: ['T4a'] } } });
    expect(t.refused('ann', { type: 'play', card: 'T4a', tokens: tk(2, 0, 2) })).toBe('TOO_MANY_TOKENS');
    expect(t.refused('ann', { type: 'play', card: 'T4a', tokens: tk(0, 1) })).toBe('TOKENS_NOT_EXPENDED');
    t.do('ann', { type: 'play', card: 'T4a', tokens: tk(1, 0, 2) });
    expect(t.available('ann')).toEqual(tk(1, 0, 2));
  });

  it('T5 GIVEN Bo plays Online Course on Ann\'s turn naming T THEN he gains a permanent T available at once', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'A1', hand: ['T5'] } } });
    t.do('bo', { type: 'play', card: 'T5', skill: 'T' });
    expect(t.a('bo').permanent).toEqual(tk(1, 0, 1));
    expect(t.available('bo')).toEqual(tk(1, 0, 1));
  });

  it('T6 GIVEN Bo has PR Retainer in play WHEN Ann plays Walkout on him THEN it is cancelled and both cards are discarded; the next Scandal works', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S6a', 'S6b'] }, bo: { tokens: 'A2', hand: ['T6'] } } });
    t.do('bo', { type: 'play', card: 'T6' });
    expect(t.a('bo').prRetainer).toBe('T6');
    expect(t.view(null).agencies.find((a) => a.id === 'bo')?.prRetainer?.id).toBe('T6');
    t.do('ann', { type: 'play', card: 'S6a', target: 'bo' });
    expect(t.available('bo')).toEqual(tk(2));
    expect(t.a('bo').prRetainer).toBeNull();
    expect(t.state.assetDiscard).toEqual(['S6a', 'T6']);
    t.do('ann', { type: 'play', card: 'S6b', target: 'bo' });
    expect(t.available('bo')).toEqual(tk());
  });

  it('T6 GIVEN Bo has PR Retainer in play WHEN he plays a Scandal on himself or an Event hits him THEN the Retainer does not trigger', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A1' }, bo: { tokens: 'A2 D1', hand: ['T6', 'S6a'] } }, gameDeck: ['E7'] });
    t.do('bo', { type: 'play', card: 'T6' });
    t.drawAndReveal(); // Burnout
    expect(t.a('bo').expended).toEqual(tk(2));
    t.do('bo', { type: 'play', card: 'S6a', target: 'bo' });
    expect(t.a('bo').expended).toEqual(tk(2, 1));
    expect(t.a('bo').prRetainer).toBe('T6');
  });

  it('T7 GIVEN Ann holds 5 Accounts WHEN she plays Client Dinner in her Action phase THEN she gains the $4k cap', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, tokens: 'A3 D2 T1', hand: ['T7a'], accounts: ['AC2', 'AC3', 'AC4', 'AC5', 'AC6'] } } });
    t.do('ann', { type: 'play', card: 'T7a' });
    expect(t.cash('ann')).toBe(4);
  });

  it('T8 GIVEN Janie and Sam are in the Asset discard WHEN Bo plays Headhunter for Sam THEN Sam goes to his hand and the table is told which card; with no Name Card there it is refused', () => {
    const t = Table.scenario({ agencies: { bo: { hand: ['T8'] } }, assetDiscard: ['S7', 'C1', 'C3'] });
    t.do('bo', { type: 'play', card: 'T8', pick: 'C3' });
    expect(t.hand('bo')).toEqual(['C3']);
    expect(t.view(null).log.at(-1)?.cards.map((c) => c.id)).toEqual(['C3']);
    const u = Table.scenario({ agencies: { bo: { hand: ['T8'] } }, assetDiscard: ['S7'] });
    expect(u.refused('bo', { type: 'play', card: 'T8', pick: 'S7' })).toBe('NO_NAME_CARD_IN_DISCARD');
  });
});

describe('§1.9 playing Scandals and Trumps', () => {
  it('R30 GIVEN Ann WHEN she plays Tax Audit on herself THEN it resolves on her; a Trump aimed at another player is refused', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 4, hand: ['S7', 'T5'] } } });
    t.do('ann', { type: 'play', card: 'S7', target: 'ann' });
    expect(t.cash('ann')).toBe(2);
    expect(t.refused('ann', { type: 'play', card: 'T5', target: 'bo', skill: 'A' })).toBe('TRUMP_ON_SELF');
  });

  it('R31 GIVEN Bo waits in his Management phase WHEN Cy plays Walkout and Ann Online Course THEN both any-time cards resolve during Bo\'s turn', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['T5'] }, bo: { tokens: 'A2', accounts: [{ card: 'AC5', allocated: '' }] }, cy: { hand: ['S6a'] } }, gameDeck: QUIET });
    t.finishTurn();
    expect(t.waiting()?.kind).toBe('upkeep');
    t.do('cy', { type: 'play', card: 'S6a', target: 'bo' });
    t.do('ann', { type: 'play', card: 'T5', skill: 'D' });
    expect(t.a('bo').expended).toEqual(tk(2));
    expect(t.a('ann').permanent.D).toBeGreaterThanOrEqual(1);
  });

  it('R41 GIVEN an auction is open WHEN a non-prompted player plays a Trump THEN it is accepted at once (any time)', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', autoPass: false }, bo: { hand: ['T5'] } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('bo', { type: 'play', card: 'T5', skill: 'A' });
    expect(t.state.auction?.prompted).toBe('ann');
    expect(t.a('bo').permanent.A).toBeGreaterThanOrEqual(1);
  });

  it('R32 GIVEN Bad Press on a player with no Account WHEN played THEN it is refused and stays in hand; a played card goes to the Asset discard and PR Retainer stays in play', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S5a', 'S7', 'T6'] }, bo: { accounts: [] } } });
    expect(t.refused('ann', { type: 'play', card: 'S5a', target: 'bo', account: 'AC1' })).toBe('NO_ACCOUNTS');
    expect(t.hand('ann')).toContain('S5a');
    t.do('ann', { type: 'play', card: 'S7', target: 'bo' });
    t.do('ann', { type: 'play', card: 'T6' });
    expect(t.state.assetDiscard).toEqual(['S7']);
    expect(t.a('ann').prRetainer).toBe('T6');
  });

  it('R33 GIVEN it is Ann\'s turn WHEN Bo tries to hire, learn, drop or sell THEN each is refused; he may still play a card, register orders and answer a trade', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3 }, bo: { cash: 9, tokens: 'A1', hand: ['C3', 'S7'], accounts: ['AC2'] } } });
    expect(t.refused('bo', { type: 'hire', card: 'C3' })).toBe('NOT_YOUR_TURN');
    expect(t.refused('bo', { type: 'learn', skill: 'A' })).toBe('NOT_YOUR_TURN');
    expect(t.refused('bo', { type: 'drop', account: 'AC2' })).toBe('NOT_YOUR_TURN');
    expect(t.refused('bo', { type: 'sell', card: 'S7' })).toBe('NOT_YOUR_TURN');
    t.do('bo', { type: 'standingOrders', autoRefill: true });
    t.do('ann', { type: 'offerTrade', to: 'bo', give: { cash: 1 }, get: {} });
    t.do('bo', { type: 'answerTrade', trade: 0, accept: true });
    expect([t.cash('ann'), t.cash('bo')]).toEqual([2, 10]);
    t.do('bo', { type: 'play', card: 'S7', target: 'ann' });
    expect(t.cash('ann')).toBe(1);
  });

  it('R52 GIVEN Bo holds two Accounts and expended tokens WHEN he plays A Fresh Start on himself THEN it resolves on him', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'A3 D1', accounts: ['AC5', 'AC6'], expended: 'A2', hand: ['S2'] } } });
    t.do('bo', { type: 'play', card: 'S2', target: 'bo' });
    expect(t.a('bo').accounts).toEqual([]);
    expect(t.available('bo')).toEqual(tk(3, 1));
  });

  it('A18 GIVEN a Scandal WHEN played on oneself THEN it is legal, and a PR Retainer does not protect against one\'s own Scandal', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 6, hand: ['S7', 'T6'] } } });
    t.do('ann', { type: 'play', card: 'T6' });
    t.do('ann', { type: 'play', card: 'S7', target: 'ann' });
    expect(t.cash('ann')).toBe(3);
    expect(t.a('ann').prRetainer).toBe('T6');
  });

  it('R60 GIVEN Bo has no available token WHEN Walkout is played on him THEN nothing happens and the card is still spent', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S6a'] }, bo: { tokens: 'A1', expended: 'A1' } } });
    t.do('ann', { type: 'play', card: 'S6a', target: 'bo' });
    expect(t.events.filter((e) => e.type === 'expended')).toEqual([]);
    expect(t.state.assetDiscard).toEqual(['S6a']);
    expect(t.hand('ann')).toEqual([]);
  });

  it('R62 GIVEN Ann poaches or bad-presses WHEN she names the creative or Account in the command THEN it resolves at once with no lock', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 1, hand: ['S3a', 'S5a'] }, bo: { tokens: 'A1', creatives: ['C1', 'C3'], accounts: ['AC2', 'AC5'] } } });
    t.do('ann', { type: 'play', card: 'S3a', target: 'bo', pick: 'C3' });
    t.do('ann', { type: 'play', card: 'S5a', target: 'bo', account: 'AC5' });
    expect(t.state.stack).toEqual([]);
    expect(t.waiting()?.kind).toBe('turn');
    expect(t.a('bo').accounts.map((h) => h.card)).toEqual(['AC2']);
    expect(t.a('bo').creatives.map((c) => c.card)).toEqual(['C1']);
  });

  it('A19 GIVEN Walkout and All-Nighter arrive in that order WHEN each resolves fully before the next THEN Bo ends with the renewed tokens available; a card during a lock is refused', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A1', hand: ['S6a', 'S7'], creatives: ['C1', 'C3'] }, bo: { tokens: 'A3', hand: ['T4a'] } }, gameDeck: ['E1'] });
    t.do('ann', { type: 'play', card: 'S6a', target: 'bo' });
    t.do('bo', { type: 'play', card: 'T4a', tokens: tk(3) });
    expect(t.available('bo')).toEqual(tk(3));
    t.drawAndReveal(); // Off to Greener Pastures: Ann's lock
    expect(t.refused('ann', { type: 'play', card: 'S7', target: 'bo' })).toBe('LOCKED');
  });

  it('A23 GIVEN Mark Spoiler WHEN hired THEN he costs $1k, is never paid a salary, and can still be fired in M2', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 1, tokens: '', hand: ['C2'] } }, gameDeck: QUIET });
    t.do('ann', { type: 'hire', card: 'C2' });
    expect(t.cash('ann')).toBe(0);
    t.finishTurn();
    t.finishTurn();
    t.do('ann', { type: 'standingOrders', fire: ['C2'] });
    t.finishTurn();
    expect(t.a('ann').creatives).toEqual([]);
    expect(t.cash('ann')).toBe(0);
    expect(t.state.assetDiscard).toContain('C2');
  });

  it('A25 GIVEN Ann draws Off to Greener Pastures and picks her own creative THEN it is offered to Bo, then Cy, and never back to Ann', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 2, creatives: ['C1', 'C3'] }, bo: { cash: 1 }, cy: { cash: 1 } }, gameDeck: ['E1'] });
    t.drawAndReveal();
    t.do('ann', { type: 'chooseCreative', creative: 'C3' });
    expect(t.waiting()?.player).toBe('bo');
    t.do('bo', { type: 'answerHire', accept: false });
    expect(t.waiting()?.player).toBe('cy');
    t.do('cy', { type: 'answerHire', accept: false });
    expect(t.state.assetDiscard).toEqual(['C3']);
    expect(t.a('ann').creatives.map((c) => c.card)).toEqual(['C1']);
  });

  it('A26 GIVEN Bribe the Judges and Host Awards Show WHEN used THEN a bribe is only possible inside one\'s own bid and the Host collects only later bribes', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'D3', autoPass: false }, bo: { tokens: 'D3', cash: 4, hand: ['T2a', 'T2b'] }, cy: { tokens: '', hand: ['T3'], cash: 0 } },
      gameDeck: ['AW3'],
    });
    t.drawAndReveal();
    t.do('cy', { type: 'play', card: 'T3' });
    t.do('ann', { type: 'bid', tokens: tk(0, 3) });
    expect(t.refused('bo', { type: 'play', card: 'T2a' })).toBe('BRIBE_WITH_BID');
    t.do('bo', { type: 'bid', tokens: tk(0, 3), bribes: ['T2a', 'T2b'] });
    expect(t.view(null).auction?.highValue).toBe(4);
    expect(t.cash('cy')).toBe(2 + 4);
  });
});

describe('§4 card texts', () => {
  it('§4 GIVEN the cards the seed prints WHEN their texts are read THEN E1, S1 and T1 carry the seed’s own words, AW1 its quote, and the conditions of AC1, AC3, AC8, AC12, AW1, AW5 and AW7 read as §4 writes them', () => {
    const text = (id: string) => (card(id) as { text: string }).text;
    expect(text('E1')).toBe('A creative (of your choosing) has decided to leave. Other agencies (beginning from your left) can choose to hire them. If unemployed, their namecard is discarded.');
    expect(text('S1a')).toBe("For each account they have, target player must pay you $2k, to a maximum of $5k. For every $1k they can't pay, they must pass you one card from their hand.");
    expect(text('T1a')).toBe('Earn $1k for every unallocated skill token you currently possess, up to a maximum of $8k. You may not use these skill tokens again until the start of the next turn.');
    expect((card('AW1') as AwardDef).quote).toBe('"What\'s the difference, though?"');
    const condition = (id: string) => (card(id) as { condition: string }).condition;
    expect(condition('AC1')).toBe('None. The holder cannot compete for The Golden Plunger (AW1).');
    expect(condition('AC3')).toBe('On acquisition: draw 1 Asset card ("paid in equity").');
    expect(condition('AC8')).toBe('On acquisition: gain $3k (government retainer).');
    expect(condition('AC12')).toBe('Only agencies with at least $2k cash may bid. On acquisition: pay $2k (a forced payment, R21).');
    expect(condition('AW1')).toBe("The agency holding Pipes' account (AC1) may not bid.");
    expect(condition('AW5')).toBe('Only agencies holding 2 or more Accounts may bid (under-staffed Accounts count).');
    expect(condition('AW7')).toBe('Agencies whose Award count equals the highest count at the table may not bid, unless every agency has the same count.');
  });
});
