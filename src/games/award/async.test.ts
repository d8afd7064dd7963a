// §1.10 asynchronous play (R34–R39), locks (R58, R59), the remaining FAQ rulings (R40–R57, R63)
// and rulings A27, A28, A38–A40.
import { describe, expect, it } from 'vitest';
import { ASSET_DECK } from './cards.js';
import { award } from './index.js';
import { copyState } from './state.js';
import { HOURS, T0, Table } from './testing.js';
import { tk } from './tokens.js';

const QUIET = ['E9', 'E4', 'E10', 'E8', 'E6', 'E3', 'E1', 'E7'];

describe('§1.10 asynchronous play', () => {
  it('R34 GIVEN Walkout and All-Nighter WHEN they arrive in opposite orders THEN each resolves completely in arrival order, giving different results', () => {
    const sc = { agencies: { ann: { hand: ['S6a'] }, bo: { tokens: 'A3', hand: ['T4a'] } } };
    const first = Table.scenario(sc);
    first.do('ann', { type: 'play', card: 'S6a', target: 'bo' });
    first.do('bo', { type: 'play', card: 'T4a', tokens: tk(3) });
    expect(first.available('bo')).toEqual(tk(3));
    const second = Table.scenario(sc);
    second.do('bo', { type: 'play', card: 'T4a', tokens: tk() });
    second.do('ann', { type: 'play', card: 'S6a', target: 'bo' });
    expect(second.available('bo')).toEqual(tk());
  });

  it('R35 GIVEN Bo holds PR Retainer in hand WHEN Ann plays Walkout on him THEN nothing can interrupt it; only a Retainer already in play protects', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S6a', 'S6b'] }, bo: { tokens: 'A2', hand: ['T6', 'T4a'] } } });
    t.do('ann', { type: 'play', card: 'S6a', target: 'bo' });
    expect(t.a('bo').expended).toEqual(tk(2));
    t.do('bo', { type: 'play', card: 'T6' });
    t.do('bo', { type: 'play', card: 'T4a', tokens: tk(2) });
    t.do('ann', { type: 'play', card: 'S6b', target: 'bo' });
    expect(t.available('bo')).toEqual(tk(2));
    expect(t.a('bo').prRetainer).toBeNull();
  });

  it('R37 GIVEN default options WHEN the game waits THEN awaiting() names exactly the awaited player: 24 h for a turn, 8 h for a prompt, 8 h for a lock, each with its timeout command and the length of the wait (for its reminder)', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', creatives: ['C1'] }, bo: { tokens: '', creatives: ['C3'] }, cy: { tokens: '' } }, gameDeck: ['AC5', 'E1'] });
    expect(award.awaiting(t.state)).toEqual({ players: ['ann'], deadline: { due: T0 + 24 * HOURS, command: { type: 'timeout', due: T0 + 24 * HOURS }, length: 24 * HOURS } });
    t.drawAndReveal();
    const prompt = award.awaiting(t.state);
    expect(prompt.players).toEqual(['ann']);
    expect(prompt.deadline?.due).toBe(t.now + 8 * HOURS);
    expect(prompt.deadline?.length).toBe(8 * HOURS); // what a reminder is fitted into
    t.do('ann', { type: 'pass' });
    t.do('ann', { type: 'claim', accept: false });
    t.finishTurn();
    t.drawAndReveal(); // Bo draws Off to Greener Pastures: his lock
    expect(award.awaiting(t.state)).toEqual({ players: ['bo'], deadline: { due: t.now + 8 * HOURS, command: { type: 'timeout', due: t.now + 8 * HOURS }, length: 8 * HOURS } });
  });

  it('R37 GIVEN a stale or early timeout WHEN the system sends it THEN it is refused; extendDeadline moves the deadline and forceTimeout applies the default now', () => {
    const t = Table.scenario({ gameDeck: ['E9'] });
    const due = T0 + 24 * HOURS;
    t.now = due - 1;
    expect(t.refused(null, { type: 'timeout', due })).toBe('DEADLINE_NOT_DUE');
    expect(t.refused(null, { type: 'timeout', due: due - 5 })).toBe('STALE_DEADLINE');
    expect(t.refused('ann', { type: 'forceTimeout' })).toBe('SYSTEM_ONLY');
    t.do(null, { type: 'extendDeadline', ms: HOURS }, 0);
    expect(award.awaiting(t.state).deadline?.due).toBe(due + HOURS);
    t.do(null, { type: 'forceTimeout' }, 0);
    expect(t.state.active).toBe('bo');
    expect(t.a('ann').missedTurns).toBe(0); // R38: the host's resolve is no missed deadline
  });

  it('R38 GIVEN the host resolves Ann\'s turn now WHEN it ends with its defaults THEN it is no missed turn and the log says the host resolved it; a passed deadline still counts', () => {
    const t = Table.scenario({ gameDeck: ['E6', 'E9'] });
    t.do(null, { type: 'forceTimeout' }, 0);
    expect(t.a('ann').missedTurns).toBe(0);
    const ann = t.view(null).log.filter((e) => e.player === 'ann' && (e.type === 'turnTimedOut' || e.type === 'turnEnded'));
    expect(ann.map((e) => [e.type, e.params.host])).toEqual([
      ['turnTimedOut', true],
      ['turnEnded', true],
    ]);
    t.timeout(); // Bo's deadline passes: that is a missed turn
    expect(t.a('bo').missedTurns).toBe(1);
    expect(t.view(null).log.filter((e) => e.player === 'bo' && e.type === 'turnTimedOut').map((e) => e.params.host)).toEqual([undefined]);
  });

  it('R38 GIVEN a game started before a host resolve stopped counting (onlyDeadlinesMiss false, or a stored state without it) WHEN the host resolves Ann\'s turn THEN it counts as missed, as it did when its log was written', () => {
    const t = Table.scenario({ gameDeck: ['E6'] }, ['ann', 'bo', 'cy'], { onlyDeadlinesMiss: false });
    t.do(null, { type: 'forceTimeout' }, 0);
    expect(t.a('ann').missedTurns).toBe(1);
    const u = Table.scenario({ gameDeck: ['E6'] });
    const { onlyDeadlinesMiss: _, ...stored } = u.state.options;
    u.state = { ...u.state, options: stored as typeof u.state.options };
    u.do(null, { type: 'forceTimeout' }, 0);
    expect(u.a('ann').missedTurns).toBe(1);
  });

  it('R37 GIVEN the host ends the game early WHEN endGame is sent by the system THEN it ends at once, ranked by Awards, cash and tokens (R19 order), and players cannot send it', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 9, awards: ['AW1'] }, bo: { cash: 2, awards: ['AW2'], tokens: 'A5' }, cy: { cash: 20 } } });
    expect(t.refused('ann', { type: 'endGame' })).toBe('SYSTEM_ONLY');
    t.do(null, { type: 'endGame' });
    expect(t.state.result).toMatchObject({ reason: 'host', winners: ['ann'], standings: ['ann', 'bo', 'cy'] });
    expect(award.awaiting(t.state)).toEqual({ players: [], deadline: null });
    expect(t.refused(null, { type: 'forceTimeout' })).toBe('GAME_OVER');
  });

  it('R37 GIVEN a 12 h turn option WHEN Ann\'s turn deadline passes before she drew THEN the bot draws, reveals, resolves and ends her turn', () => {
    const t = Table.scenario({ agencies: { ann: { hand: [] } }, gameDeck: ['E6'] }, ['ann', 'bo', 'cy'], { turnMs: 12 * HOURS });
    expect(award.awaiting(t.state).deadline?.due).toBe(T0 + 12 * HOURS);
    const events = t.timeout();
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['turnTimedOut', 'actionStep', 'assetDrawn', 'gameCardRevealed', 'turnEnded', 'turnBegan']));
    expect(t.hand('ann')).toHaveLength(1);
    expect(t.state.active).toBe('bo');
  });

  it('R37 GIVEN a choice with no written default (the R77 offer) WHEN its deadline passes THEN it is picked at random from the PRNG: across seeds both answers occur', () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 16; seed++) {
      const t = Table.create(['ann', 'bo', 'cy'], {}, seed);
      t.arrange({ agencies: { ann: { tokens: 'A2', autoPass: false }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
      t.drawAndReveal();
      t.do('ann', { type: 'pass' });
      t.timeout();
      outcomes.add(t.a('ann').accounts.length === 1);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it('R38 GIVEN Bo lets his turns time out WHEN he has missed 2 THEN the host cannot remove him yet; after the 3rd in a row he can', () => {
    const t = Table.scenario({ agencies: { bo: { hand: [] } }, gameDeck: ['E9', 'E4', 'E8', 'E6', 'E3', 'E7', 'E10', 'E1'] });
    for (let round = 0; round < 2; round++) {
      t.finishTurn();
      t.timeout();
      t.finishTurn();
    }
    expect(t.a('bo').missedTurns).toBe(2);
    expect(t.refused(null, { type: 'removePlayer', player: 'bo' })).toBe('NOT_INACTIVE');
    t.finishTurn();
    t.timeout();
    expect(t.a('bo').missedTurns).toBe(3);
    t.do(null, { type: 'removePlayer', player: 'bo' });
    expect(t.a('bo').status).toBe('removed');
  });

  it('R38 GIVEN Bo missed 3 turns in a row WHEN the host removes him THEN his hand and creatives go to the Asset discard, Accounts and Awards to the Game discard, cash and tokens to the bank, and his seat is skipped', () => {
    const t = Table.scenario({
      agencies: { bo: { cash: 9, tokens: 'A2', hand: ['S7', 'T5'], creatives: ['C1'], accounts: ['AC5'], awards: ['AW3'], missedTurns: 3 } },
      gameDeck: ['E9', 'E4', 'E8'],
    });
    expect(t.refused('ann', { type: 'removePlayer', player: 'bo' })).toBe('SYSTEM_ONLY');
    t.do(null, { type: 'removePlayer', player: 'bo' });
    const bo = t.a('bo');
    expect([bo.status, bo.cash, bo.hand, bo.creatives, bo.accounts, bo.awards, bo.permanent]).toEqual(['removed', 0, [], [], [], [], tk()]);
    expect(t.state.assetDiscard).toEqual(['S7', 'T5', 'C1']);
    expect(t.state.gameDiscard).toEqual(['AC5', 'AW3']);
    expect(t.refused('bo', { type: 'setAutoPass', on: true })).toBe('REMOVED');
    t.finishTurn();
    expect(t.state.active).toBe('cy');
    t.finishTurn();
    expect(t.state.active).toBe('ann');
  });

  it('R38 GIVEN Bo missed two turns WHEN he ends his next turn himself THEN the count of missed turns starts again', () => {
    const t = Table.scenario({ agencies: { bo: { missedTurns: 2 } }, gameDeck: QUIET });
    t.finishTurn();
    t.finishTurn();
    expect(t.a('bo').missedTurns).toBe(0);
  });

  it('R39 GIVEN the Asset deck is empty WHEN Ann draws THEN the Asset discard is shuffled into a new deck; WHEN both are empty THEN the draw is skipped', () => {
    const t = Table.scenario({ agencies: { ann: { hand: [] } }, emptyAssetDeck: true });
    const before = t.state.assetDiscard.length;
    t.do('ann', { type: 'draw' });
    expect(t.hand('ann')).toHaveLength(1);
    expect(t.state.assetDeck).toHaveLength(before - 1);
    expect(t.state.assetDiscard).toEqual([]);

    const hands = { ann: { hand: ASSET_DECK.slice(0, 12) }, bo: { hand: ASSET_DECK.slice(12, 24) }, cy: { hand: ASSET_DECK.slice(24) } };
    const u = Table.scenario({ agencies: hands });
    u.do('ann', { type: 'draw' });
    expect(u.hand('ann')).toHaveLength(12);
    expect(u.state.drew).toBe(true);
  });

  it('R39 GIVEN no Game card can be revealed (deck and discard empty, a constructed state: with §4 cards Events never leave them) WHEN Ann reveals THEN R11(2) is complete and she may end her turn', () => {
    const t = Table.scenario({ agencies: { ann: { hand: [] } } });
    const s = copyState(t.state);
    s.gameDeck = [];
    s.gameDiscard = [];
    t.state = s;
    t.drawAndReveal();
    expect(t.state.revealed).toBe(true);
    expect(t.state.table).toEqual([]);
    t.do('ann', { type: 'endTurn' });
    expect(t.state.active).toBe('bo');
  });
});

describe('§1.12 locks', () => {
  it('R58 GIVEN Bo must choose a forced sale WHEN others act THEN every other command is rejected (not queued), and only his choice is accepted', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 5 }, bo: { cash: 0, tokens: 'A1', hand: ['S7', 'S8'], accounts: ['AC2'] }, cy: { hand: ['S6a'] } }, gameDeck: ['E2'] });
    t.drawAndReveal();
    expect(t.waiting()).toMatchObject({ kind: 'forced', player: 'bo', lock: true });
    expect(t.refused('cy', { type: 'play', card: 'S6a', target: 'bo' })).toBe('LOCKED');
    expect(t.refused('ann', { type: 'learn', skill: 'A' })).toBe('LOCKED');
    expect(t.refused('bo', { type: 'sell', card: 'S7' })).toBe('LOCKED');
    t.do('bo', { type: 'forcedSell', cards: ['S7'] });
    expect(t.hand('cy')).toEqual(['S6a']);
    expect(t.a('bo').expended).toEqual(tk());
    t.do('ann', { type: 'learn', skill: 'A' });
  });

  it('R59 GIVEN Ann (the drawer) and Cy employ 3 creatives WHEN Industry Layoffs resolves THEN Ann chooses first, then Cy, each under a lock', () => {
    const t = Table.scenario({ agencies: { ann: { creatives: ['C1', 'C3', 'C4'] }, cy: { creatives: ['C5', 'C6', 'C7'] } }, gameDeck: ['E4'] });
    t.drawAndReveal();
    expect(t.waiting()).toMatchObject({ kind: 'layoffs', player: 'ann', lock: true });
    t.do('ann', { type: 'layoff', creative: 'C4' });
    expect(t.waiting()).toMatchObject({ kind: 'layoffs', player: 'cy', lock: true });
    t.do('cy', { type: 'layoff', creative: 'C7' });
    expect(t.state.assetDiscard).toEqual(['C4', 'C7']);
    expect(t.waiting()?.kind).toBe('turn');
  });
});

describe('§1.11 FAQ rulings', () => {
  it('R40 GIVEN Ann hires Janie in her Action phase WHEN she pays the $1k fee THEN that is her first pay; the next salary comes at her next M2', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 2, tokens: '', hand: ['C1'] } }, gameDeck: QUIET });
    t.do('ann', { type: 'hire', card: 'C1' });
    expect(t.cash('ann')).toBe(1);
    t.finishTurn();
    t.finishTurn();
    t.finishTurn();
    expect(t.cash('ann')).toBe(0);
    expect(t.a('ann').creatives).toHaveLength(1);
  });

  it('R43 GIVEN Cloudy Cloud Computing (3 or more employees) WHEN Ann employs 2 creatives THEN with her Player character she has 3 and may bid', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'T5', creatives: ['C1', 'C3'] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC14'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 0, 3) });
    expect(t.a('ann').accounts.map((h) => h.card)).toEqual(['AC14']);
  });

  it('R45 GIVEN Bo\'s turn WHEN he sells cards in M2 and in his Action phase THEN each brings $1k', () => {
    const t = Table.scenario({ agencies: { bo: { cash: 0, tokens: '', hand: ['S7', 'S8'], creatives: ['C1'] } }, gameDeck: QUIET });
    t.finishTurn();
    t.do('bo', { type: 'sell', card: 'S7' });
    expect(t.state.phase).toBe('action'); // the sale paid Janie
    t.do('bo', { type: 'sell', card: 'S8' });
    expect(t.cash('bo')).toBe(1);
  });

  it('R46 GIVEN Ann ends her turn with 6 cards WHEN she names one to sell THEN she keeps 5 and gains $1k', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 0, hand: ['S1a', 'S2', 'S3a', 'S4', 'S5a'] } }, gameDeck: ['E9'], assetDeck: ['S8'] });
    t.drawAndReveal();
    t.do('ann', { type: 'endTurn', cut: [{ card: 'S8', sell: true }] });
    expect([t.hand('ann').length, t.cash('ann')]).toEqual([5, 1]);
  });

  it('R47 GIVEN Ann pays $4k for training WHEN she names Technology THEN she permanently gains a T token', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 4, tokens: '' } }, gameDeck: QUIET });
    t.do('ann', { type: 'learn', skill: 'T' });
    t.finishTurn();
    t.finishTurn();
    t.finishTurn();
    expect(t.a('ann').permanent).toEqual(tk(0, 0, 1));
  });

  it('R48 GIVEN Recession leaves Bo $2k short with no cards or creatives WHEN it resolves THEN the debt is waived and play continues', () => {
    const t = Table.scenario({ agencies: { bo: { cash: 0, tokens: 'A1 D1', hand: [], accounts: ['AC2', 'AC4'] } }, gameDeck: ['E2'] });
    t.drawAndReveal();
    expect(t.events).toContainEqual({ type: 'debtWaived', player: 'bo', amount: 2 });
    t.do('ann', { type: 'endTurn' });
  });

  it('R50 GIVEN Bo can afford his creatives WHEN he fires Janie without pay in M2 THEN she goes, unpaid', () => {
    const t = Table.scenario({ agencies: { bo: { cash: 1, tokens: '', creatives: ['C1', 'C3'] } }, gameDeck: QUIET });
    t.finishTurn();
    t.do('bo', { type: 'paySalaries', fire: ['C1'] });
    expect(t.a('bo').creatives.map((c) => c.card)).toEqual(['C3']);
    expect(t.cash('bo')).toBe(0);
  });

  it('R51 GIVEN Bo has no cash WHEN his M2 defaults THEN Janie is fired for lack of pay but Mark Spoiler stays', () => {
    const t = Table.scenario({ agencies: { bo: { cash: 0, tokens: '', hand: [], creatives: ['C2', 'C1'] } }, gameDeck: QUIET });
    t.finishTurn();
    t.timeout();
    expect(t.a('bo').creatives.map((c) => c.card)).toEqual(['C2']);
  });

  it('R54 GIVEN Ann trades a Name Card from her hand WHEN Bo accepts THEN it moves; an offer of more cash than she has breaks the rules and is refused', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 1, hand: ['C9'] }, bo: { cash: 3, hand: [] } } });
    expect(t.refused('ann', { type: 'offerTrade', to: 'bo', give: { cash: 2 }, get: {} })).toBe('TRADE_CASH_MISSING');
    t.do('ann', { type: 'offerTrade', to: 'bo', give: { cards: ['C9'] }, get: { cash: 3 } });
    t.do('bo', { type: 'answerTrade', trade: 0, accept: true });
    expect([t.hand('bo'), t.cash('ann'), t.cash('bo')]).toEqual([['C9'], 4, 0]);
  });

  it('R55 GIVEN Bo won Small-agency Grandma\'s Gravy WHEN he hires two creatives on his turn THEN he keeps the Account', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: 'A2', cash: 2, hand: ['C1', 'C3'] }, cy: { tokens: '' } }, gameDeck: ['AC2', 'E9'] });
    t.drawAndReveal();
    t.do('bo', { type: 'bid', tokens: tk(1) });
    t.finishTurn();
    t.do('bo', { type: 'hire', card: 'C1' });
    t.do('bo', { type: 'hire', card: 'C3' });
    expect(t.a('bo').accounts.map((h) => h.card)).toEqual(['AC2']);
  });

  it('R56 GIVEN Bo wins MegaMart on Ann\'s turn WHEN the rest of her turn passes THEN he gets nothing until his own M1, and then exactly once', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '' }, bo: { tokens: 'A3', cash: 0 }, cy: { tokens: '' } }, gameDeck: ['AC5', 'E9'] });
    t.drawAndReveal();
    t.do('bo', { type: 'bid', tokens: tk(2) });
    expect(t.cash('bo')).toBe(0);
    t.do('ann', { type: 'endTurn' });
    expect(t.events.filter((e) => e.type === 'cash' && e.cause === 'income')).toEqual([{ type: 'cash', player: 'bo', amount: 2, cause: 'income', cards: ['AC5'] }]);
  });

  it('R57 GIVEN Ann wins an Award WHEN the prize is paid THEN it is $2k from the bank and the top 2 Asset cards into her hand', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'T3', cash: 0, hand: [] }, bo: { tokens: '', cash: 1 }, cy: { tokens: '', cash: 1 } }, gameDeck: ['AW4'], assetDeck: ['T1a', 'C5', 'C6'] });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(0, 0, 3) });
    expect(t.hand('ann')).toEqual(['T1a', 'C5', 'C6']);
    expect([t.cash('ann'), t.cash('bo'), t.cash('cy')]).toEqual([2, 1, 1]);
  });

  it('R63 GIVEN Ann gains $3k from Viral Hit and has just drawn a Name Card WHEN she acts at once THEN the cash pays for training and the card is hired this turn', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: '', cash: 2, hand: [] } }, gameDeck: ['E6'], assetDeck: ['C5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'learn', skill: 'A' });
    t.do('ann', { type: 'hire', card: 'C5' });
    expect(t.a('ann').creatives.map((c) => c.card)).toEqual(['C5']);
  });
});

describe('rulings A43–A44 (deadlines)', () => {
  it('A43 GIVEN Bo holds two under-staffed Accounts and tokens for only one WHEN his M1 deadline passes THEN the higher-income Account is refilled and only the other is dropped', () => {
    const t = Table.scenario({
      agencies: { bo: { tokens: 'A1 D1', accounts: [{ card: 'AC2', allocated: '' }, { card: 'AC13', allocated: '' }] } },
      gameDeck: QUIET,
    });
    t.finishTurn();
    expect(t.waiting()).toMatchObject({ kind: 'upkeep', player: 'bo' });
    t.timeout();
    expect(t.a('bo').accounts).toEqual([{ card: 'AC13', allocated: tk(1, 1) }]);
    expect(t.state.gameDiscard).toContain('AC2');
    expect(t.a('bo').missedTurns).toBe(1);
  });

  it('A44 GIVEN a 24 h turn WHEN four other players let their 8 h bid prompts lapse THEN the turn clock paused meanwhile, resumes where it stopped, and Ann\'s turn is not missed; only her own lapse counts (R38)', () => {
    const five = ['ann', 'bo', 'cy', 'dee', 'eve'];
    const others = { tokens: 'A3', autoPass: false };
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3' }, bo: others, cy: others, dee: others, eve: others }, gameDeck: ['AC5'] }, five);
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    const pausedAt = t.now;
    const left = T0 + 24 * HOURS - pausedAt;
    expect(t.view(null).turnPausedLeft).toBe(left);
    for (const p of ['bo', 'cy', 'dee', 'eve']) {
      // While someone else is prompted, only they are awaited, against their own prompt deadline.
      expect(award.awaiting(t.state)).toMatchObject({ players: [p], deadline: { due: t.now + 8 * HOURS } });
      t.timeout();
    }
    expect(t.now - pausedAt).toBe(32 * HOURS);
    expect(t.a('ann').accounts.map((h) => h.card)).toEqual(['AC5']);
    expect(t.state.active).toBe('ann');
    expect(t.a('ann').missedTurns).toBe(0);
    expect(award.awaiting(t.state)).toMatchObject({ players: ['ann'], deadline: { due: t.now + left } });
    expect(t.view(null).turnPausedLeft).toBeNull();
    t.timeout();
    expect(t.a('ann').missedTurns).toBe(1);
    expect(t.state.active).toBe('bo');
  });
});

describe('A44 and games stored before it', () => {
  it('A44 GIVEN a game started before A44 (turnClockPauses false, as migration 006 marks it) WHEN others let their prompts lapse THEN the turn clock keeps running as it did, so its stored log replays unchanged', () => {
    const five = ['ann', 'bo', 'cy', 'dee', 'eve'];
    const others = { tokens: 'A3', autoPass: false };
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3' }, bo: others, cy: others, dee: others, eve: others }, gameDeck: ['AC5'] }, five, { turnClockPauses: false });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: tk(2) });
    expect(t.view(null).turnPausedLeft).toBeNull();
    for (let i = 0; i < 4; i++) t.timeout(); // four 8 h prompts lapse: 32 h
    // Under the old clock Ann's 24 h passed meanwhile: her turn's deadline is already due.
    expect(award.awaiting(t.state)).toMatchObject({ players: ['ann'], deadline: { due: T0 + 24 * HOURS } });
    t.timeout();
    expect(t.state.active).toBe('bo');
    expect(t.a('ann').missedTurns).toBe(1);
  });
});

describe('rulings A27–A40', () => {
  it('A27 GIVEN trading WHEN Bo (not active) offers a trade THEN it is refused; the active player trades cash and hand cards with one other player', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 2, hand: ['S7'] }, bo: { cash: 2, hand: ['S8'] } } });
    expect(t.refused('bo', { type: 'offerTrade', to: 'ann', give: { cash: 1 }, get: {} })).toBe('NOT_YOUR_TURN');
    expect(t.refused('ann', { type: 'offerTrade', to: 'ann', give: { cash: 1 }, get: {} })).toBe('TRADE_WITH_SELF');
    t.do('ann', { type: 'offerTrade', to: 'bo', give: { cards: ['S7'], cash: 1 }, get: { cards: ['S8'] } });
    t.do('bo', { type: 'answerTrade', trade: 0, accept: true });
    expect([t.hand('ann'), t.hand('bo'), t.cash('ann'), t.cash('bo')]).toEqual([['S8'], ['S7'], 1, 3]);
  });

  it('A28 GIVEN the two FAQ items "4" WHEN both apply THEN 4a (employees include the Player character) and 4b (an unwanted Account goes to its drawer) both hold', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A2', creatives: ['C2'], autoPass: false }, bo: { tokens: '', creatives: ['C1', 'C3'] }, cy: { tokens: '' } }, gameDeck: ['AC2'] });
    t.drawAndReveal();
    expect(t.state.auction?.bidders.find((b) => b.player === 'bo')?.status).toBe('out'); // 3 employees
    t.do('ann', { type: 'pass' });
    t.do('ann', { type: 'claim', accept: true });
    expect(t.a('ann').accounts.map((h) => h.card)).toEqual(['AC2']);
  });

  it('A38 GIVEN any viewer WHEN the table is viewed THEN every agency\'s cash is shown', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 3 }, bo: { cash: 7 }, cy: { cash: 11 } } });
    for (const viewer of [null, 'ann', 'bo']) expect(t.view(viewer).agencies.map((a) => a.cash)).toEqual([3, 7, 11]);
  });

  it('A39 GIVEN the Asset deck has one card WHEN Ann wins an Award THEN she draws it, the discard is reshuffled for the second, and the $2k comes from the bank', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'T3', cash: 0, hand: [] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AW4'], emptyAssetDeck: true, assetDeck: ['T5', 'C9'] });
    t.drawAndReveal(); // draws T5; C9 is left
    t.do('ann', { type: 'bid', tokens: tk(0, 0, 3) });
    expect(t.hand('ann')).toHaveLength(3);
    expect(t.hand('ann').slice(0, 2)).toEqual(['T5', 'C9']);
    expect(t.events.map((e) => e.type)).toContain('deckReshuffled');
    expect(t.cash('ann')).toBe(2);
  });

  it('A40 GIVEN it is Ann\'s turn WHEN Bo hires THEN it is refused, except through Off to Greener Pastures, whose card allows it', () => {
    const t = Table.scenario({ agencies: { ann: { creatives: ['C1'] }, bo: { cash: 2, hand: ['C3'] }, cy: { cash: 0 } }, gameDeck: ['E1'] });
    expect(t.refused('bo', { type: 'hire', card: 'C3' })).toBe('NOT_YOUR_TURN');
    t.drawAndReveal();
    t.do('bo', { type: 'answerHire', accept: true });
    expect(t.a('bo').creatives.map((c) => c.card)).toEqual(['C1']);
    expect(t.cash('bo')).toBe(1);
  });
});
