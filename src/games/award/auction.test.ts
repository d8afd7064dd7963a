// §2 Bidding (R64–R80), the FAQ rulings on auctions, A1–A6 and A33–A35 (what the auctioned
// cards then do for their winner: won-cards.test.ts).
import { describe, expect, it } from 'vitest';
import { shouldClose } from './auction.js';
import { account } from './cards.js';
import { Table } from './testing.js';
import { formatTokens, tk } from './tokens.js';
import type { Auction } from './types.js';

const status = (t: Table) => Object.fromEntries(t.state.auction?.bidders.map((b) => [b.player, b.status]) ?? []);

describe('§2 auctions', () => {
  it('R64 GIVEN Ann reveals MegaMart WHEN the auction opens THEN every player takes part, and nothing else is revealed and the turn cannot end until it closes', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', autoPass: false } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    expect(t.state.auction?.card).toBe('AC5');
    expect(t.state.auction?.bidders.map((b) => b.player)).toEqual(['ann', 'bo', 'cy']);
    expect(t.refused('ann', { type: 'reveal' })).toBe('ALREADY_REVEALED');
    expect(t.refused('ann', { type: 'endTurn' })).toBe('BUSY');
  });

  it('R65 GIVEN MegaMart\'s terms (Req A2, Bonus A/D, Upkeep A1) WHEN Ann opens with A1 THEN it is refused for missing the Pitch Requirements', () => {
    const def = account('AC5');
    expect([formatTokens(def.req), def.bonus.join('/'), formatTokens(def.upkeep)]).toEqual(['A2', 'A/D', 'A1']);
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    expect(t.refused('ann', { type: 'bid', tokens: tk(1) })).toBe('REQ_NOT_MET');
  });

  it('R66 GIVEN Cloudy Cloud Computing (3+ employees) WHEN it opens THEN Bo with no creatives is out from the start, Ann and Cy are in, the drawer included', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'T5', creatives: ['C1', 'C3'], autoPass: false }, bo: { tokens: 'T5' }, cy: { tokens: 'T3', creatives: ['C5', 'C6'] } },
      gameDeck: ['AC14'],
    });
    t.drawAndReveal();
    expect(status(t)).toEqual({ ann: 'in', bo: 'out', cy: 'in' });
    expect(t.events).toContainEqual({ type: 'auctionOpened', card: 'AC14', drawer: 'ann', ineligible: ['bo'] });
  });

  it('R67 GIVEN The Can\'t Lions (Req A2 D2 T2, Bonus A/D/T) WHEN Ann bids A3 D2 T3 THEN V = 2, and a bribe adds 2 more', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3 D3 T3', cash: 2, hand: ['T2a'] }, bo: { tokens: '' }, cy: { tokens: 'A5 D5 T5', autoPass: false } }, gameDeck: ['AW2'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(3, 2, 3) });
    expect(t.view(null).auction?.highValue).toBe(2);
    t.do('cy', { type: 'bid', tokens: tk(3, 3, 3) });
    expect(t.view(null).auction?.highValue).toBe(3);
    t.do('ann', { type: 'bid', tokens: tk(0, 1), bribes: ['T2a'] });
    expect(t.view(null).auction?.highValue).toBe(2 + 1 + 2);
    expect(t.state.auction?.bidders[0]).toMatchObject({ bid: tk(3, 3, 3), bribes: 1 });
  });

  it('R68 GIVEN an auction WHEN nobody who is in has bid THEN there is no high bid; after Ann\'s bid she is the high bidder at H = her V', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A4' }, bo: { tokens: 'A4', autoPass: false }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    expect([t.state.auction?.high, t.view(null).auction?.highValue]).toEqual([null, null]);
    t.do('ann', { type: 'bid', tokens: tk(3) });
    expect([t.state.auction?.high, t.view(null).auction?.highValue]).toEqual(['ann', 1]);
  });

  it('R69 GIVEN the drawer is ineligible WHEN Grandma\'s Gravy opens at a 4-player table THEN prompts go Bo, Cy, Di, then Bo again (skipping the out drawer and the high bidder)', () => {
    const t = Table.scenario(
      {
        agencies: { ann: { tokens: 'A3', creatives: ['C1', 'C3'] }, bo: { tokens: 'A3', autoPass: false }, cy: { tokens: 'A3', autoPass: false }, di: { tokens: 'A4' } },
        gameDeck: ['AC2'],
      },
      ['ann', 'bo', 'cy', 'di'],
    );
    t.drawAndReveal();
    expect(t.state.auction?.prompted).toBe('bo');
    t.do('bo', { type: 'bid', tokens: tk(1) });
    expect(t.state.auction?.prompted).toBe('cy');
    t.do('cy', { type: 'pass' });
    expect(t.state.auction?.prompted).toBe('di');
    t.do('di', { type: 'bid', tokens: tk(2) });
    expect(t.state.auction?.prompted).toBe('bo');
  });

  it('R70(a) GIVEN Ann bid on Grandma\'s Gravy with 2 employees WHEN she hires a third and bids again THEN the bid is refused: she no longer meets the condition', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'A3', cash: 1, creatives: ['C1'], hand: ['C3'], autoPass: false }, bo: { tokens: 'A3', autoPass: false }, cy: { tokens: '' } },
      gameDeck: ['AC2'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(1) });
    t.do('bo', { type: 'bid', tokens: tk(2) });
    t.do('ann', { type: 'hire', card: 'C3' });
    expect(t.refused('ann', { type: 'bid', tokens: tk(2) })).toBe('NOT_ELIGIBLE');
  });

  it('R70(b) GIVEN MegaMart WHEN the opening bid lacks Req or adds a non-Bonus token, or a raise is empty or non-Bonus THEN each is refused; Req alone opens, Bonus tokens raise', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A5 D1 T1', autoPass: false }, bo: { tokens: 'A4', autoPass: false }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    expect(t.refused('ann', { type: 'bid', tokens: tk(1) })).toBe('REQ_NOT_MET');
    expect(t.refused('ann', { type: 'bid', tokens: tk(2, 0, 1) })).toBe('NOT_BONUS_TYPE');
    t.do('ann', { type: 'bid', tokens: tk(2) });
    t.do('bo', { type: 'bid', tokens: tk(3) });
    expect(t.refused('ann', { type: 'bid', tokens: tk() })).toBe('EMPTY_BID');
    expect(t.refused('ann', { type: 'bid', tokens: tk(0, 0, 1) })).toBe('NOT_BONUS_TYPE');
    t.do('ann', { type: 'bid', tokens: tk(1, 1) });
    expect(t.state.auction?.bidders[0]?.bid).toEqual(tk(3, 1));
  });

  it('R70(c) GIVEN Grandma\'s Gravy (Bonus A only) WHEN Ann offers A1 D1 THEN the Account refuses the D', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A2 D1' } }, gameDeck: ['AC2'] });
    t.drawAndReveal();
    expect(t.refused('ann', { type: 'bid', tokens: tk(1, 1) })).toBe('NOT_BONUS_TYPE');
  });

  it('R70(d) GIVEN a high bid of V=1 WHEN Bo bids V=1 THEN the bid is refused as not higher; V=2 is accepted, and with no high bid V=0 opens', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3 D1', autoPass: false }, bo: { tokens: 'A5 D1' }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2, 1) });
    expect(t.refused('bo', { type: 'bid', tokens: tk(3) })).toBe('NOT_HIGHER');
    t.do('bo', { type: 'bid', tokens: tk(3, 1) });
    expect(t.view(null).auction?.highValue).toBe(2);
  });

  it('R70(e) GIVEN Ann has exactly A2 WHEN she bids A2 on MegaMart (Upkeep A1) THEN it is refused: the upkeep must stay available', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A2', autoPass: false } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    expect(t.refused('ann', { type: 'bid', tokens: tk(2) })).toBe('UPKEEP_NOT_FREE');
  });

  it('R70(f) GIVEN Ann holds Bribe the Judges WHEN she bribes with $1k THEN it is refused; with $2k the bribe is paid as the bid is placed and her tokens are expended and committed', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'D3', cash: 1, hand: ['T2a'] }, bo: { tokens: '' }, cy: { tokens: 'D5', autoPass: false } }, gameDeck: ['AW3'] });
    t.drawAndReveal();
    expect(t.refused('ann', { type: 'bid', tokens: tk(0, 3), bribes: ['T2a'] })).toBe('CANNOT_AFFORD');
    t.arrange({ agencies: { ann: { cash: 2, tokens: 'D3', hand: ['T2a'] } } });
    t.do('ann', { type: 'bid', tokens: tk(0, 3), bribes: ['T2a'] });
    expect(t.cash('ann')).toBe(0);
    expect([t.a('ann').expended, t.a('ann').committed]).toEqual([tk(0, 3), tk(0, 3)]);
    expect(t.state.auction?.high).toBe('ann');
  });

  it('R71 GIVEN Ann passes on her own card WHEN the high bidder is later knocked out THEN Ann stays out for good and never bids again', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'A4', autoPass: false }, bo: { tokens: 'A3', hand: ['S4'], autoPass: false }, cy: { tokens: 'A4 D1' } },
      gameDeck: ['AC5'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('bo', { type: 'bid', tokens: tk(2) });
    t.do('cy', { type: 'bid', tokens: tk(2, 1) });
    expect(t.state.auction?.prompted).toBe('bo');
    t.do('bo', { type: 'play', card: 'S4', target: 'cy' });
    expect(t.state.auction).toBeNull(); // only Bo was left in
    expect(t.a('bo').accounts.map((h) => h.card)).toEqual(['AC5']);
  });

  it('R71 GIVEN Ann is prompted WHEN her prompt deadline passes THEN she is out, as if she had passed', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A4' }, bo: { tokens: 'A3' }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    expect(t.waiting()).toMatchObject({ kind: 'prompt', player: 'ann' });
    t.timeout();
    expect(t.events).toContainEqual({ type: 'auctionOut', player: 'ann', reason: 'timeout' });
    expect(t.state.auction?.prompted).toBe('bo');
  });

  it('R72 GIVEN Cy is in and not prompted WHEN he withdraws THEN he is out at once; the high bidder cannot withdraw', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A4' }, bo: { tokens: 'A4', autoPass: false }, cy: { tokens: 'A4' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('cy', { type: 'withdraw' });
    expect(status(t)).toEqual({ ann: 'in', bo: 'in', cy: 'out' });
    t.do('ann', { type: 'bid', tokens: tk(2) });
    expect(t.refused('ann', { type: 'withdraw' })).toBe('HIGH_BIDDER_CANNOT_WITHDRAW');
    t.do('bo', { type: 'pass' });
    expect(t.a('ann').accounts.map((h) => h.card)).toEqual(['AC5']);
  });

  it('R73 GIVEN Bo cannot reach D3 and Cy switched auto-pass off WHEN each is prompted THEN Bo is passed at once, Cy is prompted, plays All-Nighter and bids', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'D3' }, bo: { tokens: 'D2' }, cy: { tokens: 'D4', expended: 'D2', hand: ['T4a'], autoPass: false } },
      gameDeck: ['AW3'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 3) });
    expect(t.events).toContainEqual({ type: 'auctionOut', player: 'bo', reason: 'autoPass' });
    expect(t.state.auction?.prompted).toBe('cy');
    t.do('cy', { type: 'play', card: 'T4a', tokens: tk(0, 2) });
    t.do('cy', { type: 'bid', tokens: tk(0, 4) });
    expect(t.state.auction?.high).toBe('cy');
  });

  it('R74 GIVEN an Award WHEN everyone passes THEN the auction closes with no winner and the Award goes to the Game discard (never to the drawer)', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'D3', autoPass: false }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AW3'] });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    expect(t.state.auction).toBeNull();
    expect(t.events).toContainEqual({ type: 'auctionClosed', card: 'AW3', winner: null, value: null });
    expect(t.state.gameDiscard).toEqual(['AW3']);
  });

  it('R75 GIVEN Ann wins The Blunt Pencil WHEN it closes THEN she places it, gains $2k and draws the top 2 Asset cards', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'D3', cash: 0, hand: [] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AW3'], assetDeck: ['S7', 'T5', 'T6'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 3) });
    expect(t.a('ann').awards).toEqual(['AW3']);
    expect(t.cash('ann')).toBe(2);
    expect(t.hand('ann')).toEqual(['S7', 'T5', 'T6']);
  });

  it('R76 GIVEN Ann wins MegaMart after Walkout took her upkeep token WHEN the auction closes THEN she may take free actions; learning A allocates it at once', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'A3', cash: 4 }, bo: { tokens: 'A3', autoPass: false }, cy: { tokens: '', hand: ['S6a'] } },
      gameDeck: ['AC5'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    t.do('cy', { type: 'play', card: 'S6a', target: 'ann' });
    t.do('bo', { type: 'pass' });
    expect(t.waiting()).toMatchObject({ kind: 'claimWon', player: 'ann', lock: false });
    expect(t.refused('ann', { type: 'claim', accept: true })).toBe('CANNOT_ALLOCATE');
    t.do('ann', { type: 'learn', skill: 'A' });
    expect(t.a('ann').accounts).toEqual([{ card: 'AC5', allocated: tk(1) }]);
    expect(t.state.stack).toEqual([]);
  });

  it('R76 GIVEN Bo (not the active player) wins MegaMart but lost his upkeep token WHEN it closes THEN the Account goes to the Game discard', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: '', hand: ['S6a'], autoPass: false }, bo: { tokens: 'A3' }, cy: { tokens: 'A3', autoPass: false } },
      gameDeck: ['AC5'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('bo', { type: 'bid', tokens: tk(2) });
    t.do('ann', { type: 'play', card: 'S6a', target: 'bo' });
    t.do('cy', { type: 'pass' });
    expect(t.a('bo').accounts).toEqual([]);
    expect(t.state.gameDiscard).toEqual(['AC5']);
  });

  it('R77 GIVEN nobody bid on MegaMart WHEN Ann declines the offer THEN it goes to the Game discard; had bids been placed by players now out, no offer is made', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', autoPass: false }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    expect(t.waiting()).toMatchObject({ kind: 'noBidOffer', player: 'ann' });
    t.do('ann', { type: 'claim', accept: false });
    expect(t.state.gameDiscard).toEqual(['AC5']);

    const u = Table.scenario({ agencies: { ann: { tokens: 'A3', autoPass: false }, bo: { tokens: 'A3' }, cy: { tokens: 'A3', hand: ['S4'], autoPass: false } }, gameDeck: ['AC5'] });
    u.drawAndReveal();
    u.do('ann', { type: 'pass' });
    u.do('bo', { type: 'bid', tokens: tk(2) });
    u.do('cy', { type: 'play', card: 'S4', target: 'bo' });
    u.do('cy', { type: 'pass' });
    expect(u.state.stack).toEqual([]);
    expect(u.state.gameDiscard).toEqual(['AC5']);
  });

  it('R78 GIVEN an auction on Ann\'s turn WHEN others act THEN Bo may play a card or withdraw but not hire; Ann may learn; nobody may trade', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', cash: 5, autoPass: false }, bo: { tokens: 'A3', cash: 3, hand: ['C3', 'T5'] } }, gameDeck: ['AC5'] });
    t.do('ann', { type: 'offerTrade', to: 'bo', give: { cash: 1 }, get: {} });
    t.drawAndReveal();
    expect(t.refused('bo', { type: 'hire', card: 'C3' })).toBe('NOT_YOUR_TURN');
    expect(t.refused('bo', { type: 'answerTrade', trade: 0, accept: true })).toBe('AUCTION_OPEN');
    expect(t.refused('ann', { type: 'offerTrade', to: 'cy', give: { cash: 1 }, get: {} })).toBe('BUSY');
    t.do('bo', { type: 'play', card: 'T5', skill: 'A' });
    t.do('ann', { type: 'learn', skill: 'A' });
    t.do('bo', { type: 'withdraw' });
    expect(status(t).bo).toBe('out');
  });

  it('R79 GIVEN Ann won and Bo lost WHEN the auction closes THEN both players\' bid tokens stay expended (no longer committed) until each owner\'s M3', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A4 D1' }, bo: { tokens: 'A3 D1', autoPass: false }, cy: { tokens: '' } }, gameDeck: ['AC5', 'E9'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    t.do('bo', { type: 'bid', tokens: tk(2, 1) });
    t.do('ann', { type: 'bid', tokens: tk(1, 1) });
    t.do('bo', { type: 'pass' });
    expect([t.a('ann').expended, t.a('bo').expended]).toEqual([tk(3, 1), tk(2, 1)]);
    expect([t.a('ann').committed, t.a('bo').committed]).toEqual([tk(), tk()]);
    t.do('ann', { type: 'endTurn' });
    expect(t.a('bo').expended).toEqual(tk()); // Bo's M3
    expect(t.a('ann').expended).toEqual(tk(3, 1));
  });

  it('R80(a) GIVEN Bo is high and Cy is prompted WHEN Cy leaks Bo\'s pitch THEN Ann\'s bid is high again and Cy\'s prompt continues; leaking a prompted player moves the prompt on', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3' }, bo: { tokens: 'A4 D1' }, cy: { tokens: 'A5', hand: ['S4'], autoPass: false } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    t.do('bo', { type: 'bid', tokens: tk(2, 1) });
    t.do('cy', { type: 'play', card: 'S4', target: 'bo' });
    expect([t.state.auction?.high, t.state.auction?.prompted]).toEqual(['ann', 'cy']);

    const u = Table.scenario({ agencies: { ann: { tokens: 'A3' }, bo: { tokens: 'A4', autoPass: false }, cy: { tokens: 'A5', hand: ['S4'], autoPass: false } }, gameDeck: ['AC5'] });
    u.drawAndReveal();
    u.do('ann', { type: 'bid', tokens: tk(2) });
    expect(u.state.auction?.prompted).toBe('bo');
    u.do('cy', { type: 'play', card: 'S4', target: 'bo' });
    expect(u.state.auction?.prompted).toBe('cy');
  });

  it('R80(b) GIVEN a card whose Bonus is empty WHEN the first legal bid stands THEN the auction closes (no card in §4 has one)', () => {
    const auction: Auction = {
      card: 'AC5',
      drawer: 'ann',
      bidders: [
        { player: 'ann', status: 'in', bid: tk(2), bribes: 0 },
        { player: 'bo', status: 'in', bid: tk(), bribes: 0 },
      ],
      high: 'ann',
      prompted: null,
      lastPrompted: 'ann',
      due: null,
      anyBid: true,
      host: null,
    };
    expect(shouldClose(auction, { bonus: [] })).toBe(true);
    expect(shouldClose(auction)).toBe(false); // MegaMart's Bonus A/D keeps it open for Bo
  });

  it('R80(c) GIVEN Award Season opened the auction WHEN it closes THEN the Event finishes (to the discard) and Ann\'s Action phase continues', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'D3', cash: 4, hand: [] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['E9'], gameDiscard: ['AW3'] });
    t.drawAndReveal();
    expect(t.refused('ann', { type: 'endTurn' })).toBe('BUSY');
    t.do('ann', { type: 'bid', tokens: tk(0, 3) });
    expect(t.state.gameDiscard).toEqual(['E9']);
    expect(t.waiting()).toMatchObject({ kind: 'turn', player: 'ann' });
    t.do('ann', { type: 'learn', skill: 'A' });
    t.do('ann', { type: 'endTurn' });
  });
});

describe('§1.11 FAQ rulings on auctions', () => {
  it('R42 GIVEN an auction on Ann\'s card WHEN Bo tries to drop an Account THEN it is refused; Ann, the drawer, may drop one', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A4', accounts: ['AC2'], autoPass: false }, bo: { tokens: 'D1', accounts: ['AC4'] } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    expect(t.refused('bo', { type: 'drop', account: 'AC4' })).toBe('NOT_YOUR_TURN');
    t.do('ann', { type: 'drop', account: 'AC2' });
    expect(t.available('ann')).toEqual(tk(4));
  });

  it('R44 GIVEN nobody bid on MegaMart WHEN Ann cannot meet its A1 upkeep THEN she cannot accept it and, at the deadline, it is discarded', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'D2', autoPass: false }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    expect(t.refused('ann', { type: 'claim', accept: true })).toBe('CANNOT_TAKE');
    t.timeout();
    expect(t.state.gameDiscard).toEqual(['AC5']);
  });

  it('R49 GIVEN Ann passed on her own card WHEN the prompts come round again THEN she is never prompted and her bid is refused', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A5', autoPass: false }, bo: { tokens: 'A5', autoPass: false }, cy: { tokens: 'A5', autoPass: false } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('bo', { type: 'bid', tokens: tk(2) });
    t.do('cy', { type: 'bid', tokens: tk(3) });
    expect(t.state.auction?.prompted).toBe('bo');
    expect(t.refused('ann', { type: 'bid', tokens: tk(4) })).toBe('OUT_OF_AUCTION');
  });

  it('R61 GIVEN Ann is in the MegaMart auction WHEN she learns D during it THEN the new token can go into her next bid', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', cash: 8, autoPass: false }, bo: { tokens: 'A4', autoPass: false }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    t.do('bo', { type: 'bid', tokens: tk(3) });
    t.do('ann', { type: 'learn', skill: 'D' });
    t.do('ann', { type: 'learn', skill: 'D' });
    t.do('ann', { type: 'bid', tokens: tk(0, 2) });
    t.do('bo', { type: 'pass' });
    expect(t.a('ann').accounts.map((h) => h.card)).toEqual(['AC5']);
  });
});

describe('rulings on auctions (§3)', () => {
  it('A1 GIVEN Bo bid and lost WHEN the auction closes THEN his bid tokens stay expended: nothing is refunded', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A5' }, bo: { tokens: 'A3 D1', autoPass: false }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    t.do('bo', { type: 'bid', tokens: tk(2, 1) });
    t.do('ann', { type: 'bid', tokens: tk(2) });
    t.do('bo', { type: 'pass' });
    expect(t.a('bo').expended).toEqual(tk(2, 1));
    expect(t.available('bo')).toEqual(tk(1));
  });

  it('A2 GIVEN Ann bid A2 WHEN she raises with A1 D1 THEN her standing bid becomes A3 D1 (added, not replaced)', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A4 D1' }, bo: { tokens: 'A3 D1', autoPass: false }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    t.do('bo', { type: 'bid', tokens: tk(2, 1) });
    t.do('ann', { type: 'bid', tokens: tk(1, 1) });
    expect(t.state.auction?.bidders[0]?.bid).toEqual(tk(3, 1));
    t.do('bo', { type: 'pass' });
    expect(t.a('ann').expended).toEqual(tk(3, 1));
  });

  it('A3 GIVEN The Can\'t Lions (Bonus A/D/T) WHEN Bo adds one A and one D over Req THEN both count (V=2) and Req tokens count 0', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A2 D2 T3', hand: [] }, bo: { tokens: 'A3 D3 T2' }, cy: { tokens: '' } }, gameDeck: ['AW2'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2, 2, 3) });
    expect(t.view(null).auction?.highValue).toBe(1);
    t.do('bo', { type: 'bid', tokens: tk(3, 3, 2) });
    expect(t.a('bo').awards).toEqual(['AW2']);
  });

  it('A4 GIVEN nobody bids WHEN the card is an Account THEN the drawer is offered it; WHEN it is an Award THEN it is discarded', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3 D3', autoPass: false }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC5', 'E9', 'E4', 'AW3'] });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('ann', { type: 'claim', accept: true });
    expect(t.a('ann').accounts.map((h) => h.card)).toEqual(['AC5']);
    t.finishTurn();
    t.finishTurn();
    t.finishTurn();
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    expect(t.state.gameDiscard).toContain('AW3');
    expect(t.state.stack).toEqual([]);
  });

  it('A5 GIVEN Ann passed on her own Account and nobody bid WHEN it closes THEN she is still offered it and may take it', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', autoPass: false }, bo: { tokens: 'A3', autoPass: false }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    t.do('bo', { type: 'pass' });
    t.do('ann', { type: 'claim', accept: true });
    expect(t.a('ann').accounts).toEqual([{ card: 'AC5', allocated: tk(1) }]);
    expect(t.events).toContainEqual({ type: 'accountWon', player: 'ann', card: 'AC5', allocated: tk(1), free: true });
  });

  it('A6 GIVEN Ann\'s bid leaves A1 free WHEN she wins MegaMart THEN the upkeep comes from available tokens, not from her bid stack', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3' }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    expect(t.a('ann').expended).toEqual(tk(2));
    expect(t.a('ann').accounts).toEqual([{ card: 'AC5', allocated: tk(1) }]);
    expect(t.available('ann')).toEqual(tk());
  });

  it('A33 GIVEN Ann is the high bidder WHEN she tries to raise her own bid THEN she is not prompted and it is refused', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A5' }, bo: { tokens: 'A4', autoPass: false } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    expect(t.refused('ann', { type: 'bid', tokens: tk(1) })).toBe('NOT_PROMPTED');
    expect(t.state.auction?.prompted).toBe('bo');
  });

  it('A34 GIVEN Bo has no legal bid WHEN auto-pass is on he is passed; WHEN he switched it off THEN he is prompted and waited for', () => {
    const on = Table.scenario({ agencies: { ann: { tokens: 'A3', autoPass: false }, bo: { tokens: 'A1' } }, gameDeck: ['AC5'] });
    on.drawAndReveal();
    on.do('ann', { type: 'bid', tokens: tk(2) });
    expect(on.state.auction?.prompted).not.toBe('bo');
    const off = Table.scenario({ agencies: { ann: { tokens: 'A3', autoPass: false }, bo: { tokens: 'A1' } }, gameDeck: ['AC5'] });
    off.do('bo', { type: 'setAutoPass', on: false });
    off.drawAndReveal();
    off.do('ann', { type: 'bid', tokens: tk(2) });
    expect(off.waiting()).toMatchObject({ kind: 'prompt', player: 'bo' });
  });

  it('A35 GIVEN Bo bid on Crypto Kitten with $2k WHEN a Tax Audit drops him to $1k THEN his standing bid still counts but his next bid is refused as ineligible', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'A3 T2', cash: 2, autoPass: false }, bo: { tokens: 'A2 T3', cash: 2, autoPass: false }, cy: { tokens: '', hand: ['S7'] } },
      gameDeck: ['AC12'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 0, 1) });
    t.do('bo', { type: 'bid', tokens: tk(1, 0, 1) });
    t.do('cy', { type: 'play', card: 'S7', target: 'bo' });
    expect(t.cash('bo')).toBe(1);
    expect(t.state.auction?.high).toBe('bo');
    t.do('ann', { type: 'bid', tokens: tk(2) });
    expect(t.refused('bo', { type: 'bid', tokens: tk(1, 0, 1) })).toBe('NOT_ELIGIBLE');
  });

  it('A41 GIVEN nobody bid on MegaMart WHEN the auction closes THEN the offer to Ann comes at once, within her turn, not at its end', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', autoPass: false }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'pass' });
    expect(t.state.active).toBe('ann');
    expect(t.waiting()?.kind).toBe('noBidOffer');
    expect(t.refused('ann', { type: 'endTurn' })).toBe('BUSY');
  });
});
