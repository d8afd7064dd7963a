import { describe, expect, it } from 'vitest';
import { seats } from '../../engine/self-play.js';
import { spielAi } from './ai.js';
import { spiel } from './index.js';
import { playGame, type Policy } from './random-player.js';
import { anyCard, designer, idea, run, scenario, titled } from './testkit.js';

const ai: Policy = (state, p) => spielAi(spiel.view(state, p));

describe('the Spiel AI', () => {
  it('GIVEN a hand that makes a game over the bar THEN it publishes it; GIVEN a weak hand THEN it brainstorms', () => {
    // Four family symbols showing: +5 matches, +2 specialties, −3 manufacturing = +4 (over month 1's bar of 4).
    const strong = [idea('family', 'cards'), idea('family', 'cards', { exclude: [idea('family', 'cards')] }), idea('family', 'family')];
    const rich = scenario({ companies: [{ hand: strong, specialty: anyCard('family', 'family', strong) }, {}] });
    expect(spielAi(spiel.view(rich, 'p1'))).toMatchObject({ type: 'publish' });
    const weak = scenario({ companies: [{ hand: [titled('Island')[0]!, titled('Railway')[0]!] }, {}] });
    expect(spielAi(spiel.view(weak, 'p1'))).toEqual({ type: 'brainstorm' });
  });

  it('GIVEN it has already made its choice and nothing changed THEN it has nothing more to do', () => {
    const state = run(scenario({ companies: [{ hand: [titled('Island')[0]!] }, {}] }), [['p1', { type: 'brainstorm' }]]).state;
    expect(spielAi(spiel.view(state, 'p1'))).toBeNull();
  });

  it('GIVEN a trade that gives it money for nothing THEN it accepts; GIVEN one that asks for its money for nothing THEN it declines', () => {
    const state = scenario({ companies: [{ money: 5 }, { money: 5 }] });
    const gift = run(state, [['p2', { type: 'offerTrade', to: 'p1', give: { cards: [], money: 2, games: [] }, get: { cards: [], money: 0, games: [] } }]]).state;
    expect(spielAi(spiel.view(gift, 'p1'))).toEqual({ type: 'answerTrade', trade: 0, accept: true });
    const grab = run(state, [['p2', { type: 'offerTrade', to: 'p1', give: { cards: [], money: 0, games: [] }, get: { cards: [], money: 2, games: [] } }]]).state;
    expect(spielAi(spiel.view(grab, 'p1'))).toEqual({ type: 'answerTrade', trade: 0, accept: false });
  });

  it('GIVEN a designer it cannot afford to keep THEN it fires it in the sealed market', () => {
    const state = scenario({ companies: [{ money: 1, designers: [{ card: designer('Greta Holm'), wage: 3 }] }, {}] });
    expect(spielAi(spiel.view(state, 'p1'))).toEqual({ type: 'fire', designer: designer('Greta Holm'), fire: true });
  });

  it('GIVEN a designer in hand and money for its wages THEN it hires it early in the year', () => {
    const state = scenario({ companies: [{ money: 40, hand: [designer('Mateo Ruiz')] }, {}] });
    expect(spielAi(spiel.view(state, 'p1'))).toEqual({ type: 'playDesigner', card: designer('Mateo Ruiz') });
  });

  it('GIVEN 200 seeded games with AI seats THEN every command the AI sends is legal', () => {
    let commands = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const checked: Policy = (state, p, rng) => {
        const command = ai(state, p, rng);
        if (command) {
          const d = spiel.decide(state, command, p, state.deadlineAt - 1);
          if (!d.ok) throw new Error(`seed ${seed}: AI ${p} sent ${JSON.stringify(command)}: ${d.error.code}`);
          commands++;
        }
        return command;
      };
      playGame(seed, seats(2 + (seed % 5)), { policies: { p1: checked, p2: checked }, actionsPerMonth: 6 });
    }
    expect(commands).toBeGreaterThan(2000);
  });

  it('GIVEN 300 seeded 4-company games, one AI against three random players THEN the AI wins at least 70% and never goes bankrupt', () => {
    let wins = 0;
    let bankrupt = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const game = playGame(seed, seats(4), { policies: { p1: ai }, actionsPerMonth: 6 });
      if (game.state.result?.winners.includes('p1')) wins++;
      if (game.state.companies[0]?.status === 'bankrupt') bankrupt++;
    }
    expect(wins / 300).toBeGreaterThanOrEqual(0.7);
    expect(bankrupt).toBe(0);
  });
});
