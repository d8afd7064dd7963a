// Display names are whatever players typed. In a message they are escaped, so Discord shows them as
// written (a masked link or bold in a name does not render); in a menu or an autocomplete choice,
// which render no markdown, they read exactly as written too.
import { describe, expect, it } from 'vitest';
import { Table } from '../games/award/testing.js';
import { inLanguage } from '../i18n/index.js';
import type { GameInfo } from '../service/types.js';
import { agencyChoices } from './award/routes/pick.js';
import { playWizard } from './award/panel.js';
import { escapeMarkdown, plainText } from './format.js';
import { nameText, plainNames, textNames, type PlainName } from './names.js';

const HOSTILE = ['[free nitro](https://evil.example)', '**Bo**', '__cy__ ~~x~~ ||s|| `c` *i* _j_', '<@123> <t:0:R> # big', '\\*escaped\\*', '- list', 'Jean-Luc', 'plain'];

describe('names in markdown', () => {
  it('GIVEN hostile display names WHEN escaped THEN none of their markup is left, and made plain again they read exactly as written', () => {
    for (const name of HOSTILE) {
      const md = escapeMarkdown(name);
      expect(plainText(md), name).toBe(name);
      // Every markup character is preceded by a backslash that is not itself escaped.
      expect(md.replace(/\\[\s\S]/g, ''), name).not.toMatch(/[*_~`|[\]()<>#\\-]/);
    }
    expect(plainText('salary $1k *penny@rgb.hex*')).toBe('salary $1k penny@rgb.hex');
    expect(plainText('**bold** __under__ ~~gone~~ ||hidden|| `code` _it_')).toBe('bold under gone hidden code it');
    expect(plainText('2 * 3 * 4 and snake_case_name')).toBe('2 * 3 * 4 and snake_case_name');
  });

  it('GIVEN Ann holds a Scandal played on an agency and the other agencies are "**Bo**" and a masked link WHEN she opens the play wizard and picks a target THEN the menu shows the names as written and the message escapes them', () => {
    const table = Table.scenario({ agencies: { ann: { hand: ['S2'] } } });
    const names = { ann: 'Ann', bo: '**Bo**', cy: '[free nitro](https://evil.example)' } as const;
    const game = {
      id: 3,
      seats: (['ann', 'bo', 'cy'] as const).map((p, index) => ({ index, playerId: p, userId: String(100 + index), ai: false, name: names[p] })),
    } as unknown as GameInfo;
    const view = table.view('ann');
    inLanguage('en', () => {
      const menu = playWizard(game, view, { card: 'S2', target: '', extra: '' }, textNames(game));
      const labels = JSON.stringify(menu.components);
      expect(labels).toContain('**Bo** — seat');
      expect(labels).toContain('[free nitro](https://evil.example) — seat');
      for (const target of ['bo', 'cy'] as const) {
        const chosen = playWizard(game, view, { card: 'S2', target, extra: '' }, textNames(game));
        expect(chosen.content).toContain(nameText(names[target] as PlainName));
        expect(chosen.content).not.toContain(names[target]);
      }
      const choices = agencyChoices(view, textNames(game), '').map((c) => plainText(c.name));
      expect(choices.some((c) => c.includes('· **Bo**'))).toBe(true);
      // What a player types is matched against the names as written.
      expect(agencyChoices(view, textNames(game), 'free nitro').map((c) => c.value)).toEqual(['cy']);
      expect(plainNames(game)('cy')).toBe(names.cy);
    });
  });
});
