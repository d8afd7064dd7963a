// A month: choices (R5, R6), publication with copyright, brainstorming (R7), designers from
// hand, settlement (R8), bankruptcy (R9), the end of the year (R13).
import { describe, expect, it } from 'vitest';
import { CARDS } from './cards.js';
import { spiel } from './index.js';
import { DAY, T0, anyCard, co, designer, expectRefusal, idea, run, scenario, timeout, titled } from './testkit.js';

const [island0, island1] = titled('Island') as [number, number]; // 0 fam/comb, 1 rp/fam
const [railway4, railway5] = titled('Railway') as [number, number]; // 4 puz/res, 5 fam/rp
const calamity8 = titled('Calamity')[0] as number; // rp/puz
const quest12 = titled('Quest')[0] as number; // fam/res
const greta = designer('Greta Holm'); // role-playing, puzzle
const mateo = designer('Mateo Ruiz'); // family, resource

describe('choices', () => {
  it('GIVEN three companies WHEN two have chosen THEN the month waits; WHEN the third chooses THEN it resolves at once', () => {
    let { state } = run(scenario({ companies: [{}, {}, {}] }), [
      ['p1', { type: 'brainstorm' }],
      ['p3', { type: 'brainstorm' }],
    ]);
    expect(state.month).toBe(1);
    expect(spiel.awaiting(state).players).toEqual(['p2']);
    ({ state } = run(state, [['p2', { type: 'brainstorm' }]]));
    expect(state.month).toBe(2);
    expect(spiel.awaiting(state).players).toEqual(['p1', 'p2', 'p3']);
  });

  it('GIVEN no turn order WHEN companies choose in any order THEN each choice is accepted', () => {
    const { state } = run(scenario({ companies: [{}, {}, {}] }), [
      ['p3', { type: 'brainstorm' }],
      ['p1', { type: 'brainstorm' }],
    ]);
    expect(spiel.view(state, null).companies.map((c) => c.chosen)).toEqual([true, false, true]);
  });

  it('R5 GIVEN a company has chosen WHEN it changes its choice before the month resolves THEN the new choice counts', () => {
    const { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, {}, {}] }), [
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
      ['p3', { type: 'brainstorm' }],
    ]);
    expect(state.games).toHaveLength(0);
    expect(co(state, 'p1').hand).toHaveLength(3);
  });

  it('R5 GIVEN two companies plan the same name WHEN the earlier one changes its mind and re-chooses THEN it goes behind and loses the name', () => {
    const { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, { hand: [island1, railway5] }, {}] }), [
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
      ['p2', { type: 'publish', games: [[island1, railway5]] }],
      ['p1', { type: 'brainstorm' }],
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
      ['p3', { type: 'brainstorm' }],
    ]);
    expect(state.games.map((g) => [g.owner, g.name])).toEqual([['p2', 'Island Railway']]);
    expect(co(state, 'p1').hand).toEqual([island0, railway4]);
  });

  it('R5 GIVEN a company already chose to brainstorm WHEN it sends the same choice again (a double click) THEN it is refused and keeps its place', () => {
    const { state } = run(scenario({ companies: [{}, {}, {}] }), [['p1', { type: 'brainstorm' }]]);
    expectRefusal(state, 'p1', { type: 'brainstorm' }, 'SAME_CHOICE');
  });

  it('R6 GIVEN two companies have not chosen WHEN the deadline passes THEN they brainstorm and the report names them', () => {
    const start = scenario({ companies: [{ hand: [island0, railway4] }, {}, {}], deck: [quest12, calamity8] });
    let { state } = run(start, [['p1', { type: 'publish', games: [[island0, railway4]] }]]);
    ({ state } = timeout(state));
    expect(state.month).toBe(2);
    expect(state.history[0]?.defaulted).toEqual(['p2', 'p3']);
    expect(co(state, 'p2').hand).toEqual([calamity8]);
    expect(co(state, 'p3').hand).toEqual([quest12]);
  });

  it('R6 GIVEN a deadline WHEN the timeout arrives early, from a player, or for a month already resolved THEN it is refused', () => {
    const state = scenario({ companies: [{}, {}] });
    expectRefusal(state, null, { type: 'timeout', due: state.deadlineAt }, 'DEADLINE_NOT_DUE');
    expectRefusal(state, 'p1', { type: 'timeout', due: state.deadlineAt }, 'SYSTEM_ONLY');
    const { state: next } = run(
      state,
      [
        ['p1', { type: 'brainstorm' }],
        ['p2', { type: 'brainstorm' }],
      ],
      T0 + 3_600_000,
    );
    const stale = spiel.decide(next, { type: 'timeout', due: state.deadlineAt }, null, state.deadlineAt + 1);
    expect(stale).toEqual({ ok: false, error: { code: 'STALE_DEADLINE', params: undefined } });
  });

  it('GIVEN a host extends the deadline THEN awaiting() reports the later time', () => {
    const { state } = run(scenario({ companies: [{}, {}] }), [[null, { type: 'extendDeadline', ms: DAY }]]);
    expect(spiel.awaiting(state).deadline?.due).toBe(T0 + 2 * DAY);
  });

  it('GIVEN a host resolves the month now THEN undecided companies brainstorm', () => {
    const { state } = run(scenario({ companies: [{}, {}] }), [[null, { type: 'forceTimeout' }]]);
    expect(state.month).toBe(2);
    expect(state.history[0]?.defaulted).toEqual(['p1', 'p2']);
  });

  it('GIVEN months resolved by the last choice, by the deadline (R6) and by the host THEN each report records how it was resolved', () => {
    let { state } = run(scenario({ companies: [{}, {}] }), [
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
    ]);
    ({ state } = timeout(state));
    ({ state } = run(state, [[null, { type: 'forceTimeout' }]], state.deadlineAt - 1));
    expect(state.history.map((r) => r.resolvedBy)).toEqual(['everyone', 'deadline', 'host']);
    expect(spiel.view(state, null).history.slice(0, 3).map((r) => r.resolvedBy)).toEqual(['everyone', 'deadline', 'host']);
  });
});

describe('publishing', () => {
  const hand = [island0, railway4, calamity8, quest12, greta];

  it('GIVEN a game of 1 card WHEN published THEN it is refused: a game is 2 or 3 ideas', () => {
    expectRefusal(scenario({ companies: [{ hand }, {}] }), 'p1', { type: 'publish', games: [[island0]] }, 'GAME_SIZE');
  });

  it('GIVEN a game of 4 cards WHEN the command is parsed THEN it is rejected: no more than 3 ideas', () => {
    expect(spiel.commandSchema.safeParse({ type: 'publish', games: [[0, 4, 8, 12]] }).success).toBe(false);
  });

  it('GIVEN a designer card in a game WHEN published THEN it is refused: designer cards are never part of a game', () => {
    expectRefusal(scenario({ companies: [{ hand }, {}] }), 'p1', { type: 'publish', games: [[island0, greta]] }, 'DESIGNER_IN_GAME');
  });

  it('GIVEN a card not in the hand WHEN published THEN it is refused and nothing changes', () => {
    const state = scenario({ companies: [{ hand }, { hand: [island1] }] });
    expectRefusal(state, 'p1', { type: 'publish', games: [[island0, island1]] }, 'NOT_IN_HAND');
  });

  it('GIVEN one card in two games WHEN published THEN it is refused', () => {
    expectRefusal(scenario({ companies: [{ hand }, {}] }), 'p1', { type: 'publish', games: [[island0, railway4], [railway4, calamity8]] }, 'CARD_TWICE');
  });

  it('GIVEN two games in one plan WHEN the month resolves THEN both are published in the chosen order with names from their titles', () => {
    const { state } = run(scenario({ companies: [{ hand }, {}] }), [
      ['p1', { type: 'publish', games: [[railway4, island0], [quest12, calamity8]] }],
      ['p2', { type: 'brainstorm' }],
    ]);
    expect(state.games.map((g) => [g.name, g.cards])).toEqual([
      ['Railway Island', [railway4, island0]],
      ['Quest Calamity', [quest12, calamity8]],
    ]);
    expect(co(state, 'p1').hand).toEqual([greta]);
  });

  it('copyright GIVEN a name already on the table WHEN another company plans it THEN it is refused at once', () => {
    let { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, { hand: [island1, railway5] }] }), [
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
      ['p2', { type: 'brainstorm' }],
    ]);
    expectRefusal(state, 'p2', { type: 'publish', games: [[island1, railway5]] }, 'NAME_TAKEN');
    // The other order of the same titles is a different name.
    ({ state } = run(state, [['p2', { type: 'publish', games: [[railway5, island1]] }]]));
    expect(state.month).toBe(2);
  });

  it('copyright GIVEN two companies publish the same name in one month THEN the earlier choice publishes, the later keeps its cards, is told why, and its other games still publish', () => {
    const { state } = run(
      scenario({ companies: [{ hand: [island0, railway4] }, { hand: [island1, railway5, calamity8, quest12] }] }),
      [
        ['p1', { type: 'publish', games: [[island0, railway4]] }],
        ['p2', { type: 'publish', games: [[island1, railway5], [calamity8, quest12]] }],
      ],
    );
    expect(state.games.map((g) => [g.owner, g.name])).toEqual([
      ['p1', 'Island Railway'],
      ['p2', 'Calamity Quest'],
    ]);
    expect(co(state, 'p2').hand).toEqual([island1, railway5]);
    const mine = spiel.view(state, 'p2').you;
    expect(mine?.notes.refused).toEqual([{ cards: [expect.objectContaining({ id: island1 }), expect.objectContaining({ id: railway5 })], reason: 'copyright' }]);
    expect(state.history[0]?.refused).toEqual([{ player: 'p2', reason: 'copyright', name: 'Island Railway' }]);
  });

  it('GIVEN a hand of 42 idea cards WHEN a company publishes 21 games in one plan THEN the command is understood and the plan accepted (any number of games; the hand is the bound)', () => {
    const ideas = CARDS.filter((c) => c.kind === 'idea').map((c) => c.id);
    const games: number[][] = [];
    const names = new Set<string>();
    for (let i = 0; i + 1 < ideas.length && games.length < 21; i += 2) {
      const pair = [ideas[i] as number, ideas[i + 1] as number];
      const name = pair.map((id) => (CARDS[id] as { title: string }).title).join(' ');
      if (!names.has(name)) {
        names.add(name);
        games.push(pair);
      }
    }
    expect(games).toHaveLength(21);
    const command = spiel.commandSchema.parse({ type: 'publish', games });
    const { state } = run(scenario({ companies: [{ hand: games.flat() }, {}] }), [['p1', command]]);
    expect(spiel.view(state, 'p1').you?.choice).toEqual({ kind: 'publish', games });
  });

  it('GIVEN two games with the same name in one plan THEN the plan is refused', () => {
    const state = scenario({ companies: [{ hand: [island0, railway4, island1, railway5] }, {}] });
    expectRefusal(state, 'p1', { type: 'publish', games: [[island0, railway4], [island1, railway5]] }, 'NAME_TWICE');
  });

  it('GIVEN a published game THEN its value is fixed: next month, under another trend, it pays the same', () => {
    const gameCards = [idea('puzzle', 'cards'), idea('puzzle', 'resource')];
    let { state } = run(
      scenario({
        companies: [{ hand: gameCards, specialty: idea('puzzle', 'resource', { exclude: gameCards }) }, {}],
        trends: [idea('cards', 'combat'), idea('puzzle', 'puzzle')],
      }),
      [
        ['p1', { type: 'publish', games: [gameCards] }],
        ['p2', { type: 'brainstorm' }],
      ],
    );
    expect(state.games[0]?.score.value).toBe(1); // the worked example, published in a real game
    expect(co(state, 'p1').money).toBe(4);
    ({ state } = run(state, [
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
    ]));
    expect(state.games[0]?.score.value).toBe(1);
    expect(co(state, 'p1').money).toBe(5);
  });
});

describe('brainstorming', () => {
  it('GIVEN a brainstorming company THEN it draws one card from the top of the deck', () => {
    const { state } = run(scenario({ companies: [{}, {}], deck: [quest12, calamity8, island0] }), [
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
    ]);
    expect(co(state, 'p1').hand).toEqual([island0]);
    expect(co(state, 'p2').hand).toEqual([calamity8]);
    expect(spiel.view(state, 'p1').you?.notes.drew.map((c) => c.id)).toEqual([island0]);
  });

  it('GIVEN a company with one designer THEN brainstorming draws 1 + 1 cards; a designer contract can be drawn like any card', () => {
    const { state } = run(
      scenario({ companies: [{ designers: [{ card: greta, wage: 3 }], money: 10 }, {}], deck: [island0, mateo, railway4] }),
      [
        ['p1', { type: 'brainstorm' }],
        ['p2', { type: 'brainstorm' }],
      ],
    );
    expect(co(state, 'p1').hand).toEqual([railway4, mateo]);
    expect(state.history[0]?.draws).toEqual([
      { player: 'p1', count: 2, wanted: 2 },
      { player: 'p2', count: 1, wanted: 1 },
    ]);
  });

  it('R7 GIVEN the deck runs dry WHEN companies brainstorm THEN they draw what is left, in choice order, and nothing fails', () => {
    const { state } = run(
      scenario({ companies: [{}, { designers: [{ card: greta, wage: 3 }], money: 10 }, {}], deck: [island0] }),
      [
        ['p2', { type: 'brainstorm' }],
        ['p1', { type: 'brainstorm' }],
        ['p3', { type: 'brainstorm' }],
      ],
    );
    expect(co(state, 'p2').hand).toEqual([island0]);
    expect(co(state, 'p1').hand).toEqual([]);
    expect(state.deck).toEqual([]);
    expect(state.history[0]?.draws).toEqual([
      { player: 'p2', count: 1, wanted: 2 },
      { player: 'p1', count: 0, wanted: 1 },
      { player: 'p3', count: 0, wanted: 1 },
    ]);
    expect(state.month).toBe(2);
  });
});

describe('designers from hand', () => {
  it('GIVEN a designer in hand WHEN played after choosing THEN it is on the table and public at once', () => {
    const { state } = run(scenario({ companies: [{ hand: [greta] }, {}] }), [
      ['p1', { type: 'brainstorm' }],
      ['p1', { type: 'playDesigner', card: greta }],
    ]);
    const pub = spiel.view(state, null);
    expect(pub.companies[0]?.designers.map((d) => [d.card, d.wage])).toEqual([[greta, 3]]);
    expect(pub.history[0]?.designersPlayed.map((d) => d.card.id)).toEqual([greta]);
  });

  it('GIVEN a designer played this month THEN it counts for games published this month and is paid €30,000 at its end', () => {
    const cards = [idea('role-playing', 'puzzle'), idea('family', 'resource')]; // visible rp, fam, res
    const { state } = run(
      scenario({ companies: [{ hand: [...cards, greta], money: 5, specialty: idea('cards', 'cards') }, {}], trends: [idea('combat', 'combat')] }),
      [
        ['p1', { type: 'publish', games: [cards] }],
        ['p1', { type: 'playDesigner', card: greta }],
        ['p2', { type: 'brainstorm' }],
      ],
    );
    expect(state.games[0]?.score.breakdown.designers).toEqual([1]);
    expect(state.games[0]?.score.value).toBe(-1);
    expect(state.history[0]?.settlement[0]).toEqual({ player: 'p1', before: 5, income: -1, wages: 3, after: 1 });
  });

  it('GIVEN an idea card WHEN played as a designer THEN it is refused', () => {
    expectRefusal(scenario({ companies: [{ hand: [island0] }, {}] }), 'p1', { type: 'playDesigner', card: island0 }, 'NOT_A_DESIGNER');
  });
});

describe('settlement and bankruptcy', () => {
  it('R8 GIVEN a game with a negative value THEN it costs its value every month, after income and wages are summed', () => {
    const cards = [idea('puzzle', 'family'), idea('combat', 'resource'), idea('cards', 'role-playing')];
    let { state } = run(
      scenario({ companies: [{ hand: cards, money: 10, specialty: idea('family', 'family') }, {}], trends: [anyCard('family', 'family', [idea('family', 'family')])] }),
      [
        ['p1', { type: 'publish', games: [cards] }],
        ['p2', { type: 'brainstorm' }],
      ],
    );
    expect(state.games[0]?.score.value).toBe(-3);
    expect(co(state, 'p1').money).toBe(7);
    ({ state } = timeout(state));
    expect(co(state, 'p1').money).toBe(4);
  });

  it('R1 GIVEN a company richer than every coin in the box THEN it is still paid in full: the bank is unlimited', () => {
    const cards = [idea('family', 'family'), idea('family', 'family', { exclude: [idea('family', 'family')] })];
    const { state } = run(scenario({ companies: [{ hand: cards, money: 500, specialty: idea('family', 'cards') }, {}] }), [
      ['p1', { type: 'publish', games: [cards] }],
      ['p2', { type: 'brainstorm' }],
    ]);
    expect(co(state, 'p1').money).toBe(500 + (state.games[0]?.score.value ?? 0));
    expect(state.games[0]?.score.value).toBeGreaterThan(0);
  });

  it('R9 GIVEN a company that cannot pay its designer THEN it is bankrupt: its hand, games and designers leave the game and it can no longer act', () => {
    const cards = [island0, railway4];
    let { state } = run(
      scenario({ companies: [{}, { hand: [...cards, quest12], money: 0, designers: [{ card: greta, wage: 3 }] }, {}] }),
      [
        ['p2', { type: 'publish', games: [cards] }],
        ['p1', { type: 'brainstorm' }],
        ['p3', { type: 'brainstorm' }],
      ],
    );
    const p2 = co(state, 'p2');
    expect(p2.status).toBe('bankrupt');
    expect(p2.hand).toEqual([]);
    expect(p2.designers).toEqual([]);
    expect(state.out).toEqual(expect.arrayContaining([quest12, greta, ...cards]));
    expect(state.games[0]?.onTable).toBe(false);
    expect(state.history[0]?.bankrupt).toEqual(['p2']);
    expectRefusal(state, 'p2', { type: 'brainstorm' }, 'BANKRUPT');
    expect(spiel.awaiting(state).players).toEqual(['p1', 'p3']);
    // The bankrupt company's game name is free again.
    ({ state } = run(state, [['p1', { type: 'brainstorm' }]]));
    expect(spiel.view(state, null).takenNames).toEqual([]);
  });

  it('R9 GIVEN a bankrupt company had a designer that a rival offered for THEN the designer leaves the game and is not offered to others', () => {
    const { state } = run(scenario({ companies: [{ money: 10 }, { money: 0, designers: [{ card: greta, wage: 3 }] }, {}] }), [
      ['p1', { type: 'offer', designer: greta, wage: 5 }],
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
      ['p3', { type: 'brainstorm' }],
    ]);
    expect(co(state, 'p1').designers).toEqual([]);
    expect(state.out).toContain(greta);
  });

  it('R9 GIVEN two companies WHEN one goes bankrupt THEN the game ends at once and the other wins', () => {
    const { state } = run(scenario({ companies: [{}, { money: 0, designers: [{ card: greta, wage: 3 }] }] }), [
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
    ]);
    expect(state.phase).toBe('ended');
    expect(spiel.result(state)).toMatchObject({ winners: ['p1'], standings: ['p1', 'p2'], reason: 'lastStanding' });
    expectRefusal(state, 'p1', { type: 'brainstorm' }, 'GAME_OVER');
  });

  it('R9 GIVEN every company goes bankrupt in the same month THEN the game ends with no winner', () => {
    const { state } = run(
      scenario({ companies: [{ money: 0, designers: [{ card: greta, wage: 3 }] }, { money: 0, designers: [{ card: mateo, wage: 3 }] }] }),
      [
        ['p1', { type: 'brainstorm' }],
        ['p2', { type: 'brainstorm' }],
      ],
    );
    expect(spiel.result(state)).toMatchObject({ winners: [], reason: 'allBankrupt' });
  });

  it('GIVEN money exactly covers the wages THEN the company survives with €0', () => {
    const { state } = run(scenario({ companies: [{ money: 3, designers: [{ card: greta, wage: 3 }] }, {}] }), [
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
    ]);
    expect(co(state, 'p1')).toMatchObject({ status: 'active', money: 0 });
  });
});

describe('the end of the year', () => {
  it('R13 GIVEN month 12 WHEN it resolves THEN settlement happens, no designer market, and the ceremony ends the game', () => {
    const cards = [island0, railway4];
    const state = scenario({ companies: [{ hand: cards, money: 10, designers: [{ card: greta, wage: 3 }] }, { money: 10 }], month: 12 });
    expectRefusal(state, 'p1', { type: 'fire', designer: greta, fire: true }, 'NO_MARKET_THIS_MONTH');
    expectRefusal(state, 'p2', { type: 'offer', designer: greta, wage: 4 }, 'NO_MARKET_THIS_MONTH');
    const { state: end, events } = run(state, [
      ['p1', { type: 'publish', games: [cards] }],
      ['p2', { type: 'brainstorm' }],
    ]);
    expect(events.map((e) => e.type)).not.toContain('designerMarket');
    expect(events.map((e) => e.type)).toContain('ceremonyBegan');
    expect(end.phase).toBe('ended');
    expect(spiel.result(end)?.winners).toEqual(['p1']);
    expect(spiel.awaiting(end)).toEqual({ players: [], deadline: null });
  });

  it('R13 GIVEN a game in month 4 WHEN the host ends it THEN the ceremony is held over the games on the table and the result says it ended early', () => {
    let { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, {}] }), [
      ['p1', { type: 'publish', games: [[island0, railway4]] }],
      ['p2', { type: 'brainstorm' }],
    ]);
    expectRefusal(state, 'p1', { type: 'endGame' }, 'SYSTEM_ONLY');
    ({ state } = run(state, [[null, { type: 'endGame' }]]));
    expect(state.phase).toBe('ended');
    expect(spiel.result(state)).toMatchObject({ endedEarly: true });
    expect(state.ceremony?.candidates).toEqual([0]);
  });

  it('GIVEN a new month begins THEN its trend card is turned face up and its two symbols are the favoured elements', () => {
    const start = scenario({ companies: [{}, {}] });
    const { state } = timeout(start);
    const view = spiel.view(state, null);
    expect(view.trend?.id).toBe(start.trends[1]);
    expect(view.favoured).toEqual([view.trend?.upper, view.trend?.lower]);
    expect(view.trendsRevealed.map((c) => c.id)).toEqual(start.trends.slice(0, 2));
  });

  it('GIVEN a random game THEN it lasts exactly 12 months unless companies go bankrupt', () => {
    const state = scenario({ companies: [{}, {}] });
    let s = state;
    for (let m = 1; m <= 12; m++) {
      expect(s.month).toBe(m);
      s = timeout(s).state;
    }
    expect(s.phase).toBe('ended');
    expect(s.history).toHaveLength(11);
    expect(spiel.view(s, null).history).toHaveLength(12);
  });
});

describe('a company whose player leaves (table setting: retire)', () => {
  it('GIVEN three companies WHEN one retires THEN its cards, games and designers leave the game and the month goes on without it', () => {
    const [a, b] = titled('Island') as [number, number];
    const { state } = run(scenario({ companies: [{ hand: [a], designers: [{ card: designer('Greta Holm'), wage: 3 }] }, { hand: [b] }, {}] }), [
      ['p2', { type: 'brainstorm' }],
      [null, { type: 'retire', player: 'p1' }],
    ]);
    expect(co(state, 'p1')).toMatchObject({ status: 'retired', hand: [], designers: [] });
    expect(state.out).toEqual(expect.arrayContaining([a, designer('Greta Holm')]));
    expect(spiel.awaiting(state).players).toEqual(['p3']);
    expectRefusal(state, 'p1', { type: 'brainstorm' }, 'BANKRUPT');
    expectRefusal(state, 'p2', { type: 'retire', player: 'p1' }, 'SYSTEM_ONLY');
  });

  it('GIVEN everyone else has chosen WHEN the last undecided company retires THEN the month resolves at once', () => {
    const { state } = run(scenario({ companies: [{}, {}, {}] }), [
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
      [null, { type: 'retire', player: 'p3' }],
    ]);
    expect(state.month).toBe(2);
    expect(state.history[0]?.retired).toEqual(['p3']);
  });

  it('R9 GIVEN two companies WHEN one retires THEN the other wins at once, and the retired one ranks last', () => {
    const { state } = run(scenario({ companies: [{}, {}] }), [[null, { type: 'retire', player: 'p1' }]]);
    expect(spiel.result(state)).toMatchObject({ winners: ['p2'], standings: ['p2', 'p1'], reason: 'lastStanding' });
  });

  it('GIVEN a trade offer to a company THEN that company is invited to answer, but the month does not wait for it', () => {
    const { state } = run(scenario({ companies: [{ money: 5 }, { money: 5 }, {}] }), [
      ['p2', { type: 'brainstorm' }],
      ['p1', { type: 'offerTrade', to: 'p2', give: { cards: [], money: 1, games: [] }, get: { cards: [], money: 0, games: [] } }],
    ]);
    expect(spiel.awaiting(state)).toMatchObject({ players: ['p1', 'p3'], invited: ['p2'] });
  });
});

describe('final standings', () => {
  it('R9 GIVEN a company goes bankrupt in the last month THEN it ranks below every company still standing, even one with €0', () => {
    const { state } = run(scenario({ companies: [{ money: 0, designers: [{ card: designer('Greta Holm'), wage: 3 }] }, { money: 5 }, { money: 0 }], month: 12 }), [
      ['p1', { type: 'brainstorm' }],
      ['p2', { type: 'brainstorm' }],
      ['p3', { type: 'brainstorm' }],
    ]);
    expect(co(state, 'p1').status).toBe('bankrupt');
    expect(spiel.result(state)?.standings).toEqual(['p2', 'p3', 'p1']);
  });
});
