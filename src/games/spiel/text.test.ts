import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seats } from '../../engine/self-play.js';
import { spiel } from './index.js';
import { playGame } from './random-player.js';
import { inLanguage } from '../../i18n/index.js';
import { ceremonyReport, money, monthReport, perMonth, ruleErrorText, shortMoney } from './text.js';
import { run, scenario } from './testkit.js';
import type { SpielCommand } from './types.js';

describe('Spiel text', () => {
  it('GIVEN amounts in €10,000 units THEN money reads in euros, negatives with a minus sign', () => {
    expect(money(3)).toBe('€30,000');
    expect(money(-1)).toBe('−€10,000');
    expect(money(120)).toBe('€1,200,000');
    expect(perMonth(2)).toBe('+€20,000/month');
    expect(perMonth(-2)).toBe('−€20,000/month');
  });

  it('GIVEN amounts for the money chart THEN each language writes them short its own way (Intl for the number)', () => {
    expect([3, 120, 100, -2, 0].map(shortMoney)).toEqual(['€30k', '€1.2M', '€1M', '−€20k', '€0']);
    const de = inLanguage('de', () => [3, 120, 100, -2, 0].map(shortMoney)).map((s) => s.replace(/\s/g, ' '));
    expect(de).toEqual(['30 Tsd. €', '1,2 Mio. €', '1 Mio. €', '−20 Tsd. €', '0 €']);
  });

  it('GIVEN every rule-error code decide() can return THEN each has its own explanation, not the fallback', () => {
    const source = readFileSync(new URL('./decide.ts', import.meta.url), 'utf8');
    const codes = new Set([...source.matchAll(/(?:fail\(|code: )'([A-Z_]+)'/g)].map((m) => m[1] as string));
    expect(codes.size).toBeGreaterThan(25);
    for (const code of codes) expect(ruleErrorText({ code }), code).not.toMatch(/not allowed \(/);
  });

  it('GIVEN a finished random game THEN the month reports and the ceremony render from the public view', () => {
    const game = playGame(11, seats(4));
    const view = spiel.view(game.state, null);
    const lines = view.history.flatMap((r) => monthReport(view, r, (p) => `<${p}>`));
    expect(lines.filter((l) => l.startsWith('**Month '))).toHaveLength(view.history.length);
    const end = ceremonyReport(view, (p) => `<${p}>`);
    expect(end.filter((l) => l.startsWith('**Final standings**'))).toHaveLength(1);
    expect(end.filter((l) => /^\d\. </.test(l))).toHaveLength(4);
  });
});

describe('German agreement in the month report', () => {
  it('GIVEN the host resolved the month before two companies chose THEN "hatten noch nicht gewählt"; before one THEN "hatte"', () => {
    const resolved = (chose: string[]) => {
      const { state } = run(scenario({ companies: [{}, {}, {}] }), [...chose.map((p) => [p, { type: 'brainstorm' }] as [string, SpielCommand]), [null, { type: 'forceTimeout' }]]);
      const view = spiel.view(state, null);
      return inLanguage('de', () => monthReport(view, view.history[0]!, (p) => `@${p}`)).join('\n');
    };
    expect(resolved(['p3'])).toContain('@p1 und @p2 hatten noch nicht gewählt, also Brainstorming.');
    expect(resolved(['p2', 'p3'])).toContain('@p1 hatte noch nicht gewählt, also Brainstorming.');
  });
});
