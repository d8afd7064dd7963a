// The Award Winning Game's card texts, log lines, rule errors and rules in every shipped language:
// every card has its catalogue entries, everything renders with no placeholder left and within
// Discord's limits (German is longer than English), and German really is German.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seats } from '../../engine/self-play.js';
import { ALL_CARD_IDS, card, isCard } from '../../games/award/cards.js';
import { playAwardGame } from '../../games/award/random-player.js';
import { view } from '../../games/award/view.js';
import { RESOURCES } from '../../i18n/catalogue.js';
import { BASE, inLanguage, LANGUAGES } from '../../i18n/index.js';
import { validateMessageBody } from '../../local/discord/validation.js';
import { awardFace } from './face.js';
import { logLine, privateLine, tradeOutcome } from './log-lines.js';
import { ruleErrorText } from './rule-errors.js';
import { rulesText } from './rules-text.js';
import { choices, pickCard } from './routes/pick.js';
import { cardDetail, cardLine, cardName, cardText, type CardField } from './text.js';

const name = (p: string) => `<@1000000000000000${p.slice(1)}>`;
const LEFT = /\{\{|\}\}/;
const FIELDS: readonly CardField[] = ['name', 'flavour', 'line', 'condition', 'quote', 'text', 'note'];

/** The card's printed texts in the reference data (cards.ts), by field. */
function printed(id: string): [CardField, string][] {
  const c = card(id) as unknown as Readonly<Record<string, unknown>>;
  return FIELDS.flatMap((f) => (typeof c[f] === 'string' && c[f] !== '' ? [[f, c[f] as string] as [CardField, string]] : []));
}

/** The catalogue's own entry for a card's field in `lang` (no fallback), or undefined. */
function entry(lang: string, code: string, field: CardField): unknown {
  const ns = (RESOURCES[lang] as Record<string, Record<string, Record<string, unknown>>> | undefined)?.['award-cards'];
  return ns?.[code]?.[field];
}

/** Every rule-error code the Award engine can return, read out of its sources. */
function engineCodes(): string[] {
  const dir = new URL('../../games/award/', import.meta.url);
  const codes = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'testing.ts') continue;
    for (const m of readFileSync(new URL(file, dir), 'utf8').matchAll(/(?:fail\(|err\(|code: )'([A-Z_]+)'/g)) codes.add(m[1] as string);
  }
  return [...codes];
}
/** Parameters a rule error may carry, in every combination that picks a different message. */
const PARAMS: readonly Record<string, string | number | boolean>[] = [
  {},
  { card: 'S4', player: 'p2', prompted: 'p3', missed: 2, cost: 4, due: 3, cash: 1, cut: 2, bonus: 'A/D', value: 2, high: 3, owed: 2, max: 3 },
  { drew: true },
  { revealed: true },
  { drew: true, revealed: true },
];

/** Public and private log lines of a few whole random games. */
function gameLines(): { lines: string[]; privates: string[]; outcomes: string[] } {
  const lines: string[] = [];
  const privates: string[] = [];
  const outcomes: string[] = [];
  for (const seed of [3, 8]) {
    const game = playAwardGame(seed, seats(5), { sideRate: 0.3, timeoutRate: 0.1 });
    for (const e of view(game.state, null).log) lines.push(logLine(e, name) ?? '');
    for (const p of game.players) {
      const mine = view(game.state, p);
      for (const e of mine.you?.log ?? []) privates.push(privateLine(e, p, name) ?? '');
      for (let trade = 1; trade <= 8; trade++) outcomes.push(tradeOutcome(mine.log, trade));
    }
  }
  return { lines, privates, outcomes };
}

describe('Award card texts', () => {
  it('GIVEN the English catalogue THEN it prints every card exactly as the rules’ reference data (cards.ts) does', () => {
    for (const id of ALL_CARD_IDS) for (const [field, text] of printed(id)) expect({ id, field, text: entry(BASE, card(id).code, field) }).toEqual({ id, field, text });
  });

  for (const lang of LANGUAGES) {
    it(`GIVEN ${lang} THEN every card has its own entry for each text it prints, and its name and terms render whole`, () => {
      inLanguage(lang, () => {
        for (const id of ALL_CARD_IDS) {
          for (const [field] of printed(id)) {
            const text = entry(lang, card(id).code, field);
            expect({ id, field, ok: typeof text === 'string' && text.trim() !== '' }).toEqual({ id, field, ok: true });
            expect(cardText(id, field)).toBe(text);
          }
          // A name goes into button labels ("Play …", ≤ 80) and select options (≤ 100).
          expect(cardName(id).length, id).toBeLessThanOrEqual(40);
          expect(cardDetail(id), id).not.toMatch(LEFT);
          // A card's terms are a select option's description (cut at 100) and a picture card's body.
          expect(cardDetail(id).length, id).toBeLessThanOrEqual(400);
        }
      });
    });
  }

  it('GIVEN German THEN the cards that say what happens are German: Events, Scandals and Trumps and every condition', () => {
    for (const id of ALL_CARD_IDS) {
      const c = card(id);
      const translated = c.kind === 'event' || c.kind === 'scandal' || c.kind === 'trump' ? printed(id) : printed(id).filter(([f]) => f === 'condition' || f === 'quote');
      for (const [field, english] of translated) {
        if (field === 'name' && ['T8'].includes(c.code)) continue; // Headhunter is German too
        expect({ id, field, same: entry('de', c.code, field) === english }).toEqual({ id, field, same: false });
      }
    }
  });

  it('GIVEN a German player THEN the card names they read and type are German: a hand line, the autocomplete, a typed name', () => {
    const bribe = { id: 'T2a', kind: 'trump', code: 'T2', name: card('T2a').name } as const;
    const audit = { id: 'S7', kind: 'scandal', code: 'S7', name: card('S7').name } as const;
    inLanguage('de', () => {
      expect(cardLine(bribe)).toContain('**Jury bestechen**');
      expect(choices([bribe, audit], 'steuer').map((c) => c.value)).toEqual(['S7']);
      expect(pickCard('jury bestechen', [bribe, audit], 'eine Karte').id).toBe('T2a');
    });
    inLanguage('en', () => expect(pickCard('Tax Audit', [bribe, audit], 'a card').id).toBe('S7'));
  });

  it('GIVEN a German player holding the English cards of the physical game WHEN they type a card’s printed English name THEN it is found too, in the autocomplete and typed', () => {
    const bribe = { id: 'T2a', kind: 'trump', code: 'T2', name: card('T2a').name } as const;
    const audit = { id: 'S7', kind: 'scandal', code: 'S7', name: card('S7').name } as const;
    inLanguage('de', () => {
      expect(pickCard(card('S7').name, [bribe, audit], 'eine Karte').id).toBe('S7');
      expect(pickCard(card('T2a').name.slice(0, 5).toLowerCase(), [bribe, audit], 'eine Karte').id).toBe('T2a');
      expect(choices([bribe, audit], card('S7').name.slice(0, 6)).map((c) => c.value)).toEqual(['S7']);
      expect(choices([bribe, audit], card('S7').name.slice(0, 6))[0]?.name).toContain('Steuer'); // shown in German
    });
  });

  it('GIVEN the face’s source THEN every card it names by a literal id is a real card (a code with copies is not one)', () => {
    const dir = new URL('./', import.meta.url);
    const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const named = files.flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/cardName\('([^']+)'\)/g)].map((m) => m[1] as string));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((id) => !isCard(id))).toEqual([]);
  });
});

for (const lang of LANGUAGES) {
  describe(`Award log, rule errors and rules in ${lang}`, () => {
    it('GIVEN whole random games THEN every log line, private line and trade outcome renders whole and fits a log page line', () => {
      inLanguage(lang, () => {
        const { lines, privates, outcomes } = gameLines();
        expect(lines.length).toBeGreaterThan(500);
        for (const line of [...lines, ...privates, ...outcomes]) {
          expect(line).not.toMatch(LEFT);
          expect(line.length).toBeLessThanOrEqual(500);
        }
      });
    });

    it('GIVEN every rule error the engine can return, with and without its parameters THEN it is explained whole, within a message', () => {
      inLanguage(lang, () => {
        for (const code of engineCodes()) {
          for (const params of PARAMS) {
            for (const text of [ruleErrorText({ code, params }, name), ruleErrorText({ code, params })]) {
              expect({ code, text }).toEqual({ code, text: expect.not.stringMatching(LEFT) });
              expect(text.length).toBeGreaterThan(10);
              expect(text.length).toBeLessThanOrEqual(2000);
            }
          }
        }
      });
    });

    it('GIVEN /award rules THEN it is one valid embed under 4,096 characters', () => {
      inLanguage(lang, () => {
        expect(rulesText().length).toBeLessThanOrEqual(4096);
        const payload = awardFace.rules();
        expect(validateMessageBody(JSON.parse(JSON.stringify({ embeds: payload.embeds })), { create: true, fileCount: 0 })).toBeNull();
        expect(JSON.stringify(payload)).not.toMatch(LEFT);
        // Rule numbers stay as they are in every language.
        for (const r of ['R18', 'R35']) expect(rulesText()).toContain(r);
      });
    });
  });
}

describe('Award log and rule errors in German', () => {
  it('GIVEN the same games and errors in English and German THEN every German line differs from the English one', () => {
    const en = inLanguage('en', gameLines);
    const de = inLanguage('de', gameLines);
    const same = (a: readonly string[], b: readonly string[]) => a.filter((line, i) => line !== '' && line === b[i]);
    expect(same(de.lines, en.lines)).toEqual([]);
    expect(same(de.privates, en.privates)).toEqual([]);
    expect(same(de.outcomes, en.outcomes)).toEqual([]);
    for (const code of engineCodes()) {
      for (const params of PARAMS) expect(inLanguage('de', () => ruleErrorText({ code, params }, name))).not.toBe(inLanguage('en', () => ruleErrorText({ code, params }, name)));
    }
    expect(inLanguage('de', rulesText)).toContain('Etat');
  });
});
