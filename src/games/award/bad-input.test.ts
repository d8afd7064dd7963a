// Bad commands are values: whatever a player sends, decide() answers with events or a rule
// error and never throws (engine/game.ts). Card ids in commands come from outside (Discord,
// a forged custom_id), so every field that names a card is tried with ids that exist nowhere.
import { describe, expect, it } from 'vitest';
import { seats } from '../../engine/self-play.js';
import { award } from './index.js';
import type { AwardCommand } from './messages.js';
import { playAwardGame } from './random-player.js';
import { Table } from './testing.js';
import type { AwardState } from './types.js';

const BAD = ['ZZZ', 'AC99', 'p1'];

/** Every player command that names a card, with `id` in each card field. */
function withCard(id: string): AwardCommand[] {
  const t = { A: 0, D: 0, T: 0 };
  return [
    { type: 'refill', account: id },
    { type: 'paySalaries', fire: [id] },
    { type: 'standingOrders', autoRefill: false, fire: [id], payOrder: [id] },
    { type: 'hire', card: id },
    { type: 'drop', account: id },
    { type: 'sell', card: id },
    { type: 'offerTrade', to: 'p2', give: { cash: 0, cards: [id] }, get: { cash: 0, cards: [id] } },
    { type: 'endTurn', cut: [{ card: id, sell: true }] },
    { type: 'play', card: id },
    ...['S3a', 'S5a', 'T8'].map((card): AwardCommand => ({ type: 'play', card, target: 'p2', pick: id, account: id })),
    { type: 'bid', tokens: t, bribes: [id] },
    { type: 'forcedSell', cards: [id] },
    { type: 'liquidate', creatives: [id] },
    { type: 'chooseCreative', creative: id },
    { type: 'layoff', creative: id },
    { type: 'chooseBust', account: id },
  ];
}

function tryAll(state: AwardState, now: number): number {
  let tried = 0;
  for (const id of BAD) {
    for (const command of withCard(id)) {
      for (const actor of state.players) {
        const d = award.decide(state, command, actor, now);
        expect(d.ok, `${JSON.stringify(command)} by ${actor}`).toBe(false);
        tried++;
      }
    }
  }
  return tried;
}

describe('bad input is a rule error, never a throw', () => {
  it('T8 GIVEN Ann holds Headhunter and a Name Card is in the Asset discard WHEN she names a card id that does not exist THEN decide refuses it (NOT_IN_DISCARD) instead of throwing', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['T8'] } }, assetDiscard: ['C1'] });
    expect(t.refused('ann', { type: 'play', card: 'T8', pick: 'ZZZ' })).toBe('NOT_IN_DISCARD');
    expect(t.hand('ann')).toEqual(['T8']);
  });

  it('GIVEN every few steps of seeded random games WHEN every seat sends every card-naming command with unknown card ids THEN each is refused and none throws', () => {
    let tried = 0;
    let steps = 0;
    for (const seed of [21, 22]) {
      playAwardGame(seed, seats(3 + (seed % 2)), {
        sideRate: 0.2,
        onStep: ({ after }) => {
          if (steps++ % 9 === 0) tried += tryAll(after, Number.MAX_SAFE_INTEGER);
        },
      });
    }
    expect(tried).toBeGreaterThan(5000);
  });
});
