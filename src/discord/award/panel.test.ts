// The bid builder offers only what the engine accepts (R70): its menus come from the engine's own
// bid arithmetic (games/award/bid.ts) and "Place bid" is enabled exactly for a legal bid.
import { describe, expect, it } from 'vitest';
import { seats } from '../../engine/self-play.js';
import { award } from '../../games/award/index.js';
import { playAwardGame } from '../../games/award/random-player.js';
import { Table } from '../../games/award/testing.js';
import type { AwardView } from '../../games/award/view-types.js';
import type { GameInfo } from '../../service/types.js';
import type { MessagePayload } from '../payload.js';
import type { BidChoice } from './ids.js';
import { bidBuilder } from './panel.js';

const game = { id: 7, seats: [] } as unknown as GameInfo;

interface Select {
  readonly type: number;
  readonly custom_id: string;
  readonly disabled?: boolean;
  readonly options?: readonly { readonly value: string }[];
}

function components(p: MessagePayload): Select[] {
  return (p.components ?? []).flatMap((r) => r.components as unknown as Select[]);
}

/** The choice a builder component carries: aw:bidadjust|placebid:<game>:<wait>:<A.D.T.b>[:field]. */
function choiceOf(customId: string): BidChoice {
  const [A, D, T, b] = (customId.split(':')[4] ?? '').split('.').map(Number) as [number, number, number, number];
  return { A, D, T, b };
}

function place(p: MessagePayload): Select {
  const b = components(p).find((c) => c.custom_id.startsWith('aw:placebid:'));
  if (!b) throw new Error('no Place bid button');
  return b;
}

describe('the bid builder', () => {
  it('R70 GIVEN Ann opens the bidding on NeoBank 3000 (Req A1 T2, Bonus T, Upkeep T1) WHEN she builds a bid THEN Advertising is fixed at its Req of 1 (no menu to add more), and a choice of 2 Advertising is held to 1 and stays legal', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3 T5' } }, gameDeck: ['AC7'] });
    t.drawAndReveal();
    const v = t.view('ann');
    expect(v.pending).toMatchObject({ kind: 'prompt', player: 'ann' });
    const builder = bidBuilder(game, v, 1, { A: 1, D: 0, T: 2, b: 0 });
    const menus = components(builder).filter((c) => c.custom_id.startsWith('aw:bidadjust:'));
    expect(menus.map((m) => m.custom_id.split(':').at(-1))).toEqual(['T']);
    expect(menus[0]?.options?.map((o) => o.value)).toEqual(['2', '3', '4']); // T5 less the T1 upkeep (R70e)
    expect(JSON.stringify(builder)).toContain('Advertising ×1 (Req; not a Bonus type');
    // The old builder let "2 × Advertising" through as "value 1 ✅"; the engine answers R70(c).
    expect(t.refused('ann', { type: 'bid', tokens: { A: 2, D: 0, T: 2 } })).toBe('NOT_BONUS_TYPE');
    const forced = bidBuilder(game, v, 1, { A: 2, D: 0, T: 2, b: 0 });
    expect(choiceOf(place(forced).custom_id)).toEqual({ A: 1, D: 0, T: 2, b: 0 });
    expect(place(forced).disabled ?? false).toBe(false);
    expect(JSON.stringify(forced)).toContain('✅ A legal bid: value **0** opens the bidding');
  });

  it('R65 GIVEN MegaMart (Req A2, Bonus A/D) and Ann has exactly A2 free beside its upkeep WHEN she builds her opening bid THEN Advertising is held at 2 because nothing more is free, never "not a Bonus type"', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3 D2' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    const text = JSON.stringify(bidBuilder(game, t.view('ann'), 1, { A: 2, D: 0, T: 0, b: 0 }));
    expect(text).toContain('Advertising ×2 (Req; a Bonus type, but you have no more of it free to add)');
    expect(text).not.toContain('not a Bonus type');
  });

  it('R70 GIVEN every prompt of seeded random games WHEN the builder shows each option of each of its menus THEN "Place bid" is enabled exactly when the engine accepts that bid', () => {
    let checked = 0;
    let legal = 0;
    for (const seed of [31, 32, 33]) {
      playAwardGame(seed, seats(4), {
        sideRate: 0.1,
        onStep: ({ after }) => {
          const p = after.auction?.prompted;
          if (!p) return;
          const v: AwardView = award.view(after, p);
          const start = bidBuilder(game, v, 1, { A: 0, D: 0, T: 0, b: 0 });
          const variants = [start];
          for (const menu of components(start).filter((c) => c.custom_id.startsWith('aw:bidadjust:'))) {
            const field = menu.custom_id.split(':').at(-1) as keyof BidChoice;
            for (const o of menu.options ?? []) variants.push(bidBuilder(game, v, 1, { ...choiceOf(menu.custom_id), [field]: Number(o.value) }));
          }
          const bribes = (v.you?.hand ?? []).filter((c) => c.code === 'T2').map((c) => c.id);
          for (const payload of variants) {
            const button = place(payload);
            const c = choiceOf(button.custom_id);
            const decision = award.decide(after, { type: 'bid', tokens: { A: c.A, D: c.D, T: c.T }, bribes: bribes.slice(0, c.b) }, p, Number.MAX_SAFE_INTEGER);
            expect(button.disabled ?? false, `${JSON.stringify(c)} on ${after.auction?.card}: ${decision.ok ? 'ok' : decision.error.code}`).toBe(!decision.ok);
            checked++;
            if (decision.ok) legal++;
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(300);
    expect(legal).toBeGreaterThan(100);
  });
});
