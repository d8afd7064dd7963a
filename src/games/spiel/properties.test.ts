// Properties over thousands of seeded random games played by the random legal-move player.
// A failure names its seed: `playGame(seed, seats(n))` reproduces it exactly.
import { describe, expect, it } from 'vitest';
import { jsonFlaw } from '../../engine/json-check.js';
import { apply, replay } from '../../engine/run.js';
import { seats } from '../../engine/self-play.js';
import { CARDS, type CardId } from './cards.js';
import { evolve } from './evolve.js';
import { spiel } from './index.js';
import { cardsIn, Knowledge } from './knowledge.js';
import { spielAi } from './ai.js';
import { draftingPolicy, playGame, type Policy, type Step } from './random-player.js';
import { company } from './state.js';
import { MONTHS, type SpielState } from './types.js';

/** Every place a card can be, as a list (a card in two places appears twice). */
function placesOf(state: SpielState): CardId[] {
  return [
    ...state.deck,
    ...state.trends,
    ...state.out,
    ...state.companies.flatMap((c) => [c.specialtyCard, ...c.hand, ...c.designers.map((d) => d.card)]),
    ...state.games.filter((g) => g.onTable).flatMap((g) => g.cards),
  ];
}

const GAMES = 3000;

/** Every seat plays the random player that also keeps draft plans. */
function drafting(players: readonly string[]): Record<string, Policy> {
  return Object.fromEntries(players.map((p) => [p, draftingPolicy]));
}
const VIEW_CHECKED_GAMES = 500;

describe('properties of random games', () => {
  it(`GIVEN ${GAMES} seeded random games of 2–6 companies THEN every card is in exactly one place at every step, settlements add up, and every game ends`, () => {
    let ended = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const players = seats(2 + (seed % 5));
      const check = (step: Step) => {
        const places = placesOf(step.after);
        if (places.length !== CARDS.length || new Set(places).size !== CARDS.length) {
          throw new Error(`seed ${seed}: ${places.length} card places, ${new Set(places).size} distinct after ${step.command.type}`);
        }
        // Settlement: money after = before + its games' values − its wages, at that moment.
        let s = step.before;
        for (const event of step.events) {
          if (event.type === 'settled') {
            const { player, before, income, wages, after } = event.settlement;
            const c = company(s, player);
            const values = s.games.filter((g) => g.onTable && g.owner === player).reduce((sum, g) => sum + g.score.value, 0);
            const pay = c.designers.reduce((sum, d) => sum + d.wage, 0);
            if (before !== c.money || income !== values || wages !== pay || after !== before + income - wages) {
              throw new Error(`seed ${seed}: settlement of ${player} does not add up: ${JSON.stringify(event.settlement)}`);
            }
          }
          s = evolve(s, event);
        }
      };
      const game = playGame(seed, players, { onStep: check });
      expect(game.state.phase, `seed ${seed}`).toBe('ended');
      expect(game.state.month, `seed ${seed}`).toBeLessThanOrEqual(MONTHS);
      if (game.state.result) ended++;
    }
    expect(ended).toBe(GAMES);
  });

  it(`GIVEN ${VIEW_CHECKED_GAMES} seeded random games with draft plans THEN no view, public or private, ever contains a card hidden from its viewer, and a draft shows only in its owner's view`, () => {
    let drafts = 0;
    for (let seed = 1; seed <= VIEW_CHECKED_GAMES; seed++) {
      const players = seats(2 + (seed % 5));
      const knowledge = new Knowledge(players);
      knowledge.learn(spiel.setup(seed, players, spiel.optionsSchema.parse({}), 0));
      playGame(seed, players, {
        policies: drafting(players),
        onStep: ({ after, command, events }) => {
          knowledge.learn(after, events);
          for (const viewer of [null, ...players]) {
            const view = spiel.view(after, viewer);
            for (const id of cardsIn(view)) {
              if (!knowledge.allowed(viewer, id)) {
                throw new Error(`seed ${seed}: view of ${viewer ?? 'the public'} after ${command.type} shows hidden card ${id}`);
              }
            }
            // A draft is private like a choice: only its owner's view has it.
            const own = viewer === null ? null : (after.drafts?.[after.players.indexOf(viewer)] ?? null);
            if (JSON.stringify(view.you?.draft ?? null) !== JSON.stringify(own)) throw new Error(`seed ${seed}: ${viewer ?? 'the public'} sees a draft that is not its own`);
            if (viewer === null && JSON.stringify(view).includes('"draft"')) throw new Error(`seed ${seed}: the public view has a draft`);
          }
          if (command.type === 'draft') drafts++;
        },
      });
    }
    expect(drafts).toBeGreaterThan(1000);
  });

  it('GIVEN a hand card of another company THEN the scan above would catch it (the check can fail)', () => {
    const game = playGame(5, seats(3));
    const knowledge = new Knowledge(game.players);
    const start = spiel.setup(5, game.players, game.options, game.createdAt);
    knowledge.learn(start);
    const secret = company(start, 'p2').hand[0] as CardId;
    expect(knowledge.allowed('p1', secret)).toBe(false);
    expect(cardsIn(spiel.view(start, 'p2')).has(secret)).toBe(true);
    expect(cardsIn(spiel.view(start, 'p1')).has(secret)).toBe(false);
  });

  it('GIVEN 500 recorded random games with draft plans WHEN each is replayed from its seed and command log THEN the state is exactly the same', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const players = seats(2 + (seed % 5));
      const game = playGame(seed, players, { policies: drafting(players) });
      const rebuilt = replay(spiel, { seed, players: game.players, options: game.options, createdAt: game.createdAt, log: game.log });
      expect(rebuilt, `seed ${seed}`).toEqual(game.state);
      // The stored form (JSON) round-trips too, as the service will keep it.
      expect(JSON.parse(JSON.stringify(rebuilt)), `seed ${seed}`).toEqual(game.state);
    }
  });

  it('GIVEN 150 seeded whole games (random players, draft plans, AI companies) WHEN the state after every command is stored as JSON and read back THEN it is exactly the same state: no key holds undefined', () => {
    const ai: Policy = (state, player) => spielAi(spiel.view(state, player));
    for (let seed = 1; seed <= 150; seed++) {
      const players = seats(2 + (seed % 5));
      const policies = Object.fromEntries(players.map((p, i) => [p, [draftingPolicy, ai][(seed + i) % 2] as Policy]));
      const game = playGame(seed, players, {
        policies,
        onStep: ({ after, command }) => {
          const flaw = jsonFlaw(after);
          if (flaw !== null) throw new Error(`seed ${seed} after ${command.type}: ${flaw}`);
        },
      });
      // toStrictEqual, unlike toEqual, tells a key holding undefined from an absent key.
      expect(JSON.parse(JSON.stringify(game.state)), `seed ${seed}`).toStrictEqual(game.state);
    }
  });

  it('GIVEN a state stored before drafts and the trade log existed WHEN the month resolves THEN the new state holds no undefined either', () => {
    const { drafts: _d, tradeLog: _t, ...old } = spiel.setup(3, seats(2), spiel.optionsSchema.parse({}), 0);
    const result = apply(spiel, old as SpielState, { type: 'forceTimeout' }, null, 1);
    if (!result.ok) throw new Error(result.error.code);
    expect(jsonFlaw(result.state)).toBeNull();
  });

  it('GIVEN the same seed twice THEN the random player and the game are identical', () => {
    expect(playGame(77, seats(4)).log).toEqual(playGame(77, seats(4)).log);
  });
});
