// The panel's best-games menu is remembered between drawings of the same hand; it must follow
// every change that prices it differently: a card gone, a name taken, a designer hired.
import { describe, expect, it, vi } from 'vitest';
import { spiel } from '../../games/spiel/index.js';
import { anyCard, scenario } from '../../games/spiel/testkit.js';
import { ELEMENTS, type Element } from '../../games/spiel/cards.js';
import { bestOptions } from './panel.js';

const values = (state: Parameters<typeof spiel.view>[0]) => bestOptions(spiel.view(state, 'p1')).options.map((o) => o.value);

describe('the best-games menu', () => {
  it('GIVEN a hand drawn twice THEN the menu is the same; WHEN a card leaves the hand THEN no game offered uses it', () => {
    const hand = Array.from({ length: 12 }, (_, i) => i);
    const specialty = 60;
    const trends = Array.from({ length: 12 }, (_, i) => 70 + i);
    const before = values(scenario({ companies: [{ hand, specialty }, {}], trends }));
    expect(values(scenario({ companies: [{ hand, specialty }, {}], trends }))).toEqual(before);
    const gone = Number(before[0]?.split('.')[0]);
    const after = values(scenario({ companies: [{ hand: hand.filter((c) => c !== gone), specialty }, {}], trends }));
    expect(after.length).toBeGreaterThan(0);
    expect(after.flatMap((v) => v.split('.').map(Number))).not.toContain(gone);
  });

  it('GIVEN the same hand WHEN companies have other specialties THEN each menu is what a first drawing gives', async () => {
    const hand = Array.from({ length: 14 }, (_, i) => i);
    const [a, b, c] = ELEMENTS as unknown as [Element, Element, Element];
    const states = [
      scenario({ companies: [{ hand, specialty: anyCard(a, b, hand) }, {}] }),
      scenario({ companies: [{ hand, specialty: anyCard(b, c, hand) }, {}] }),
      scenario({ companies: [{ hand, specialty: anyCard(c, a, hand) }, {}] }),
    ];
    const warm = states.map((s) => bestOptions(spiel.view(s, 'p1')).options);
    for (const [i, state] of states.entries()) {
      vi.resetModules();
      const fresh = (await import('./panel.js')).bestOptions(spiel.view(state, 'p1')).options;
      expect(warm[i]).toEqual(fresh);
    }
    expect(new Set(warm.map((w) => JSON.stringify(w))).size).toBeGreaterThan(1);
  });
});
