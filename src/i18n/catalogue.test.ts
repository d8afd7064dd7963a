// The catalogues are kept well: every language has every key English has (and no other), every
// key is used by the code, every key the code uses exists, placeholders match English's, and the
// command data is complete in every language within Discord's limits.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_GAMES, botGames } from '../registry.js';
import { CARD_KEYS as AWARD_CARD_KEYS } from '../discord/award/text.js';
import { commandKey, commandPaths, commandText, TRANSLATED } from '../discord/kit/localize.js';
import { MINUTES } from '../discord/kit/unit.js';
import { localesDir, NAMESPACES, RESOURCES } from './catalogue.js';
import { BASE, formatCurrency, languageOf, LANGUAGES, tIn, tSlow } from './index.js';

const PLURAL = /(_ordinal)?_(zero|one|two|few|many|other)$/;

/** "a.b.c" → value, for every leaf. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const bundle = (lang: string, ns: string) => leaves((RESOURCES[lang] as Record<string, unknown> | undefined)?.[ns] ?? {});
/** The message namespaces (commands has its own shape, checked against the command data). */
const MESSAGES = NAMESPACES.filter((ns) => ns !== 'commands');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every .ts file under src/ but tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}
const SRC = join(localesDir(), '..', 'src');
const CODE = sources(SRC).map((f) => readFileSync(f, 'utf8')).join('\n');
/** Keys the code names: literal 'ns:key' strings. */
const LITERAL = [...CODE.matchAll(new RegExp(`['"\`](${MESSAGES.join('|')}):([\\w.-]+)['"\`]`, 'g'))].map((m) => `${m[1]}:${m[2]}`);
/**
 * Keys the code builds from ids (a card's printed texts, `award-cards:<code>.<field>`): each builder
 * lists every key it can build, from the same data it builds them from, and those count as named —
 * so a missing card text fails "missing in en" and a stray one fails "unused", as literal keys do.
 */
const BUILT: readonly (readonly string[])[] = [AWARD_CARD_KEYS];
const USED = new Set([...LITERAL, ...BUILT.flat()]);

describe('the catalogues', () => {
  it('GIVEN the locales folder THEN English and German are shipped, English first, and a Discord locale finds its language', () => {
    expect(LANGUAGES[0]).toBe(BASE);
    expect(LANGUAGES).toContain('de');
    expect([languageOf('de'), languageOf('en-US'), languageOf('en-GB'), languageOf('pt-BR'), languageOf(undefined)]).toEqual(['de', 'en', 'en', 'en', 'en']);
  });

  for (const lang of LANGUAGES.filter((l) => l !== BASE)) {
    for (const ns of MESSAGES) {
      it(`GIVEN ${lang}/${ns}.json THEN it has every key English has, no other, and the same placeholders`, () => {
        const en = bundle(BASE, ns);
        const other = bundle(lang, ns);
        const base = (k: string) => k.replace(PLURAL, '');
        const enBases = new Set([...en.keys()].map(base));
        const otherBases = new Set([...other.keys()].map(base));
        expect([...enBases].filter((k) => !otherBases.has(k)), 'missing').toEqual([]);
        expect([...otherBases].filter((k) => !enBases.has(k)), 'not in English').toEqual([]);
        for (const k of enBases) {
          const want = [...new Set([...en].filter(([kk]) => base(kk) === k).flatMap(([, v]) => placeholders(v)))].sort();
          const got = [...new Set([...other].filter(([kk]) => base(kk) === k).flatMap(([, v]) => placeholders(v)))].sort();
          // A plural form may leave out {{count}} ("a deadline"); every other placeholder must be there.
          expect({ key: `${ns}:${k}`, placeholders: got.filter((p) => p !== 'count') }).toEqual({ key: `${ns}:${k}`, placeholders: want.filter((p) => p !== 'count') });
        }
      });
    }
  }

  it('GIVEN the source THEN every English key is used, and every key the code names exists', () => {
    const all = MESSAGES.flatMap((ns) => [...bundle(BASE, ns).keys()].map((k) => `${ns}:${k.replace(PLURAL, '')}`));
    expect([...new Set(all)].filter((k) => !USED.has(k)), 'unused').toEqual([]);
    expect([...USED].filter((k) => !all.includes(k)), 'missing in en').toEqual([]);
  });

  it('GIVEN every key in every language WHEN it is rendered with its placeholders filled THEN nothing like {{x}} is left', () => {
    for (const lang of LANGUAGES) {
      for (const ns of MESSAGES) {
        for (const [key, text] of bundle(lang, ns)) {
          const params = Object.fromEntries(placeholders(text).map((p) => [p, p === 'count' ? 2 : `‹${p}›`]));
          const out = tIn(lang, `${ns}:${key.replace(PLURAL, '')}`, params);
          expect({ lang, key, out }).toEqual({ lang, key, out: expect.not.stringMatching(/\{\{|\}\}/) });
        }
      }
    }
  });

  it('GIVEN every key, language, plural count and ordinal WHEN the quick path renders it THEN it is exactly what i18next renders', () => {
    for (const lang of LANGUAGES) {
      for (const ns of MESSAGES) {
        for (const [key, text] of bundle(BASE, ns)) {
          const base = `${ns}:${key.replace(PLURAL, '')}`;
          const filled = Object.fromEntries(placeholders(text).filter((p) => p !== 'count').map((p) => [p, `‹${p}›`]));
          const ordinal = /_ordinal_/.test(key);
          for (const count of PLURAL.test(key) ? [0, 1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101] : [undefined]) {
            const params = count === undefined ? filled : { ...filled, count, ...(ordinal ? { ordinal: true } : {}) };
            expect({ lang, base, count, text: tIn(lang, base, params) }).toEqual({ lang, base, count, text: tSlow(lang, base, params) });
          }
          expect({ lang, base, missing: tIn(lang, base) }).toEqual({ lang, base, missing: tSlow(lang, base) });
        }
      }
    }
  });

  it('GIVEN the source THEN keys are built from ids only where a builder lists what it builds (the card texts)', () => {
    const built = [...CODE.matchAll(new RegExp(`\`(${MESSAGES.join('|')}):[\\w.-]*\\$\\{`, 'g'))].map((m) => m[1]);
    expect(built).toEqual(['award-cards']);
    expect(AWARD_CARD_KEYS.length).toBeGreaterThan(60);
  });

  it('GIVEN a missing value WHEN a message is rendered THEN its placeholder shows (so render tests catch it)', () => {
    expect(tIn('de', 'kit:lobby.footer')).toContain('{{id}}');
  });

  it('GIVEN money THEN each language writes it its own way', () => {
    expect(formatCurrency(30_000, 'EUR', 'en')).toBe('€30,000');
    expect(formatCurrency(30_000, 'EUR', 'de').replace(/\s/g, ' ')).toBe('30.000 €');
  });
});

describe('the command data in every language', () => {
  const everyUnit = [...BOT_GAMES.commands, ...botGames(MINUTES).commands].map((c) => c.data.toJSON());
  for (const lang of TRANSLATED) {
    it(`GIVEN ${lang} THEN every command, option and choice has its words, within Discord's limits, and every entry is used`, () => {
      const missing: string[] = [];
      const used = new Set<string>();
      for (const json of everyUnit) {
        for (const [path, english] of commandPaths(json)) {
          const text = commandText(lang, path);
          if (!text) {
            missing.push(`${path}: ${english.description}`);
            continue;
          }
          used.add(commandKey(lang, path) ?? path);
          expect({ path, length: text.description.length <= 100 && text.description.length > 0 }).toEqual({ path, length: true });
          for (const choice of english.choices) {
            const name = text.choices?.[choice];
            if (name === undefined && !path.endsWith(' language')) missing.push(`${path} choice ${choice}`);
            if (name !== undefined) expect(name.length).toBeLessThanOrEqual(100);
          }
        }
        // What deploy-commands sends carries the localizations.
        expect(json.description_localizations?.[lang as 'de']).toBe(commandText(lang, json.name)?.description);
      }
      expect(missing).toEqual([]);
      expect(Object.keys(RESOURCES[lang]?.commands ?? {}).filter((k) => !used.has(k)), 'unused').toEqual([]);
    });
  }
});
