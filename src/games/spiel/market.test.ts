// The designer market: one sealed window per month (R10), and who wins a designer (R11).
import { describe, expect, it } from 'vitest';
import { spiel } from './index.js';
import { co, designer, expectRefusal, run, scenario } from './testkit.js';
import type { SpielCommand, SpielState } from './types.js';

const greta = designer('Greta Holm');
const mateo = designer('Mateo Ruiz');

/** p1 employs Greta at `wage`; p2, p3 (and p4) are rivals with money to spare. */
function table(wage = 3, companies = 3): SpielState {
  return scenario({
    companies: [{ money: 20, designers: [{ card: greta, wage }] }, ...Array.from({ length: companies - 1 }, () => ({ money: 20 }))],
  });
}

/** Everyone brainstorms, closing the month and the market window. */
function closeMonth(state: SpielState): SpielState {
  const steps: [string, SpielCommand][] = state.players.filter((p) => co(state, p).status === 'active').map((p) => [p, { type: 'brainstorm' }]);
  return run(state, steps).state;
}

const employerOf = (state: SpielState, card: number) =>
  state.companies.find((c) => c.designers.some((d) => d.card === card)) ?? null;
const wageOf = (state: SpielState, card: number) =>
  state.companies.flatMap((c) => c.designers).find((d) => d.card === card)?.wage ?? null;

describe('the designer market', () => {
  it('R10 GIVEN a firing made during the month THEN it takes effect only after settlement: the designer still draws and is paid this month', () => {
    const { state } = run(table(), [['p1', { type: 'fire', designer: greta, fire: true }]]);
    const end = closeMonth(state);
    expect(end.history[0]?.draws[0]).toEqual({ player: 'p1', count: 2, wanted: 2 });
    expect(end.history[0]?.settlement[0]).toMatchObject({ player: 'p1', wages: 3 });
    expect(employerOf(end, greta)).toBeNull();
  });

  it('R10 GIVEN sealed firings and offers THEN no other company and not the public can see them before the window closes, and all moves are announced after', () => {
    const { state } = run(table(), [
      ['p1', { type: 'fire', designer: greta, fire: true }],
      ['p2', { type: 'offer', designer: greta, wage: 3 }],
    ]);
    const text = (viewer: string | null) => JSON.stringify(spiel.view(state, viewer));
    expect(spiel.view(state, 'p1').you?.firings).toEqual([greta]);
    expect(spiel.view(state, 'p2').you?.offers).toEqual([{ designer: greta, wage: 3 }]);
    expect(spiel.view(state, 'p3').you).toMatchObject({ firings: [], offers: [] });
    expect(text(null)).not.toMatch(/"firings"|"offers"/);
    const end = closeMonth(state);
    expect(spiel.view(end, null).history[0]?.market).toEqual([
      expect.objectContaining({ kind: 'moved', designer: greta, from: 'p1', to: 'p2', wage: 3, fired: true }),
    ]);
  });

  it('R11 GIVEN a fired designer nobody hires THEN it leaves the game', () => {
    const end = closeMonth(run(table(), [['p1', { type: 'fire', designer: greta, fire: true }]]).state);
    expect(employerOf(end, greta)).toBeNull();
    expect(end.out).toContain(greta);
    expect(end.history[0]?.market).toEqual([{ kind: 'left', designer: greta, from: 'p1' }]);
  });

  it('R11 GIVEN a rival offers exactly the current wage and the designer is fired THEN the rival hires it at the wage it was fired at', () => {
    const end = closeMonth(
      run(table(4), [
        ['p2', { type: 'offer', designer: greta, wage: 4 }],
        ['p1', { type: 'fire', designer: greta, fire: true }],
      ]).state,
    );
    expect(employerOf(end, greta)?.id).toBe('p2');
    expect(wageOf(end, greta)).toBe(4);
  });

  it('R11 GIVEN a rival offers exactly the current wage and the designer is NOT fired THEN the employer keeps it', () => {
    const end = closeMonth(run(table(), [['p2', { type: 'offer', designer: greta, wage: 3 }]]).state);
    expect(employerOf(end, greta)?.id).toBe('p1');
    expect(end.history[0]?.market).toEqual([]);
  });

  it('R11 GIVEN an offer below the current wage THEN it is refused', () => {
    expectRefusal(table(4), 'p2', { type: 'offer', designer: greta, wage: 3 }, 'OFFER_TOO_LOW');
  });

  it('R11 GIVEN a rival offers strictly more than the current wage THEN the designer moves and the winner pays the new wage from the next settlement', () => {
    let end = closeMonth(run(table(), [['p2', { type: 'offer', designer: greta, wage: 4 }]]).state);
    expect(employerOf(end, greta)?.id).toBe('p2');
    expect(end.history[0]?.settlement.map((s) => s.wages)).toEqual([3, 0, 0]); // this month: the old employer paid
    end = closeMonth(end);
    expect(end.history[1]?.settlement.map((s) => s.wages)).toEqual([0, 4, 0]);
  });

  it('R11 GIVEN the employer raises to match the best rival offer THEN the employer keeps the designer at the raised wage', () => {
    const end = closeMonth(
      run(table(), [
        ['p2', { type: 'offer', designer: greta, wage: 5 }],
        ['p1', { type: 'offer', designer: greta, wage: 5 }],
      ]).state,
    );
    expect(employerOf(end, greta)?.id).toBe('p1');
    expect(wageOf(end, greta)).toBe(5);
    expect(end.history[0]?.market).toEqual([{ kind: 'raised', designer: greta, employer: 'p1', wage: 5 }]);
  });

  it('R11 GIVEN the employer raises but a rival offers more THEN the rival wins', () => {
    const end = closeMonth(
      run(table(), [
        ['p1', { type: 'offer', designer: greta, wage: 5 }],
        ['p2', { type: 'offer', designer: greta, wage: 6 }],
      ]).state,
    );
    expect(employerOf(end, greta)?.id).toBe('p2');
    expect(wageOf(end, greta)).toBe(6);
  });

  it('R16 GIVEN the employer raises its own designer’s wage WHEN no rival bids THEN the raise is binding: the designer stays at the raised wage, paid from the next settlement', () => {
    const end = closeMonth(run(table(), [['p1', { type: 'offer', designer: greta, wage: 4 }]]).state);
    expect(employerOf(end, greta)?.id).toBe('p1');
    expect(wageOf(end, greta)).toBe(4);
    expect(end.history.at(-1)?.market).toEqual([{ kind: 'raised', designer: greta, employer: 'p1', wage: 4 }]);
  });

  it('R11 GIVEN an employer’s raise that is not higher than the wage THEN it is refused', () => {
    expectRefusal(table(), 'p1', { type: 'offer', designer: greta, wage: 3 }, 'RAISE_TOO_LOW');
  });

  it('R11 GIVEN two rivals THEN the highest offer wins', () => {
    const end = closeMonth(
      run(table(3, 4), [
        ['p2', { type: 'offer', designer: greta, wage: 5 }],
        ['p3', { type: 'offer', designer: greta, wage: 7 }],
        ['p4', { type: 'offer', designer: greta, wage: 6 }],
      ]).state,
    );
    expect(employerOf(end, greta)?.id).toBe('p3');
  });

  it('R11 GIVEN equal highest rival offers THEN the earlier offer wins; changing an offer makes it later', () => {
    const early = closeMonth(
      run(table(), [
        ['p3', { type: 'offer', designer: greta, wage: 5 }],
        ['p2', { type: 'offer', designer: greta, wage: 5 }],
      ]).state,
    );
    expect(employerOf(early, greta)?.id).toBe('p3');
    const changed = closeMonth(
      run(table(), [
        ['p3', { type: 'offer', designer: greta, wage: 4 }],
        ['p2', { type: 'offer', designer: greta, wage: 5 }],
        ['p3', { type: 'offer', designer: greta, wage: 5 }],
      ]).state,
    );
    expect(employerOf(changed, greta)?.id).toBe('p2');
  });

  it('R11 GIVEN a company fired a designer THEN it cannot win it back: a raise is refused and an earlier raise is withdrawn', () => {
    const { state } = run(table(), [
      ['p1', { type: 'offer', designer: greta, wage: 6 }],
      ['p1', { type: 'fire', designer: greta, fire: true }],
    ]);
    expect(spiel.view(state, 'p1').you?.offers).toEqual([]);
    expectRefusal(state, 'p1', { type: 'offer', designer: greta, wage: 7 }, 'FIRED_BY_YOU');
  });

  it('R11 GIVEN a firing is taken back before the month resolves THEN the employer keeps the designer', () => {
    const end = closeMonth(
      run(table(), [
        ['p1', { type: 'fire', designer: greta, fire: true }],
        ['p2', { type: 'offer', designer: greta, wage: 3 }],
        ['p1', { type: 'fire', designer: greta, fire: false }],
      ]).state,
    );
    expect(employerOf(end, greta)?.id).toBe('p1');
  });

  it('R11 GIVEN offers are whole €10,000 steps THEN a fractional or zero wage is rejected when parsed', () => {
    expect(spiel.commandSchema.safeParse({ type: 'offer', designer: greta, wage: 3.5 }).success).toBe(false);
    expect(spiel.commandSchema.safeParse({ type: 'offer', designer: greta, wage: 0 }).success).toBe(false);
  });

  it('R11 GIVEN an offer is withdrawn THEN it no longer counts', () => {
    const end = closeMonth(
      run(table(), [
        ['p2', { type: 'offer', designer: greta, wage: 5 }],
        ['p2', { type: 'offer', designer: greta, wage: null }],
      ]).state,
    );
    expect(employerOf(end, greta)?.id).toBe('p1');
  });

  it('GIVEN a designer not on the table THEN offers for it are refused; firing someone else’s designer is refused', () => {
    const state = scenario({ companies: [{ hand: [mateo], designers: [{ card: greta, wage: 3 }] }, {}] });
    expectRefusal(state, 'p2', { type: 'offer', designer: mateo, wage: 4 }, 'DESIGNER_NOT_ON_TABLE');
    expectRefusal(state, 'p2', { type: 'fire', designer: greta, fire: true }, 'NOT_YOUR_DESIGNER');
  });

  it('GIVEN one company wins two designers in one window THEN it employs both at their new wages', () => {
    const state = scenario({
      companies: [{ money: 20, designers: [{ card: greta, wage: 3 }] }, { money: 20, designers: [{ card: mateo, wage: 3 }] }, { money: 20 }],
    });
    const end = closeMonth(
      run(state, [
        ['p3', { type: 'offer', designer: greta, wage: 4 }],
        ['p3', { type: 'offer', designer: mateo, wage: 5 }],
      ]).state,
    );
    expect(co(end, 'p3').designers).toEqual([
      { card: greta, wage: 4 },
      { card: mateo, wage: 5 },
    ]);
  });
});
