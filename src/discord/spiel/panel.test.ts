// The panel's best-games menu is remembered between drawings of the same hand; it must follow
// every change that prices it differently: a card gone, a name taken, a designer hired.
import { describe, expect, it, vi } from 'vitest';
import { spiel } from '../../games/spiel/index.js';
import { anyCard, run, scenario, titled } from '../../games/spiel/testkit.js';
import { cardView } from '../../games/spiel/view.js';
import type { MessagePayload } from '../payload.js';
import { ELEMENTS, type Element } from '../../games/spiel/cards.js';
import { bestOptions, preview } from './panel.js';

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

describe('the preview’s buttons and the words beside them', () => {
  const [island0, island1] = titled('Island') as [number, number];
  const [railway4, railway5] = titled('Railway') as [number, number];
  const quest12 = titled('Quest')[0] as number;
  const buttons = (p: MessagePayload) => (p.components ?? []).flatMap((r) => r.components).filter((c) => 'custom_id' in c) as { custom_id: string; disabled?: boolean }[];
  const add = (p: MessagePayload) => buttons(p).find((b) => b.custom_id.startsWith('sp:addtoplan'));

  it('GIVEN a game that can be added THEN the preview explains Add to my plan beside the enabled button', () => {
    const state = scenario({ companies: [{ hand: [island0, railway4] }, {}] });
    const p = preview(1, spiel.view(state, 'p1'), [island0, railway4].map(cardView));
    expect(add(p)).toBeDefined();
    expect(add(p)?.disabled ?? false).toBe(false);
    expect(p.embeds?.[0]?.description).toContain('**Add to my plan** puts it in your draft');
  });

  it('GIVEN a card of the game already in the plan THEN Add is disabled and the preview says why and what Publish only would do, not how Add works', () => {
    const state = spiel.evolve(scenario({ companies: [{ hand: [island0, railway4, quest12] }, {}] }), { type: 'draftSet', player: 'p1', games: [[island0, railway4]] });
    const p = preview(1, spiel.view(state, 'p1'), [quest12, island0].map(cardView));
    expect(add(p)?.disabled).toBe(true);
    const words = p.embeds?.[0]?.description ?? '';
    expect(words).toContain('is already in your plan');
    expect(words).toContain('So **Add to my plan** is off. **Publish only this game** would replace your whole plan with this one game, committed now.');
    expect(words).not.toContain('puts it in your draft');
  });

  it('GIVEN a game whose name is already on the table THEN both buttons are disabled and the preview says so, explaining neither', () => {
    const { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, { hand: [island1, railway5] }] }), [
      ['p2', { type: 'publish', games: [[island1, railway5]] }],
      ['p1', { type: 'brainstorm' }],
    ]);
    expect(state.games.map((g) => g.name)).toEqual(['Island Railway']);
    const p = preview(1, spiel.view(state, 'p1'), [island0, railway4].map(cardView));
    expect(buttons(p).filter((b) => b.custom_id.startsWith('sp:addtoplan') || b.custom_id.startsWith('sp:publishonly')).map((b) => b.disabled)).toEqual([true, true]);
    const words = p.embeds?.[0]?.description ?? '';
    expect(words).toContain('So **Add to my plan** and **Publish only this game** are off');
    expect(words).not.toContain('puts it in your draft');
    expect(words).not.toContain('commits it now');
  });
});
