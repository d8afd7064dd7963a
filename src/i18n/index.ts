// The words facade: every word the bot shows comes from here. `t(key, params)` speaks the
// language of the current scope: the router draws an interaction's answers in its user's
// language, the publisher a table's posts in the table's language (`inLanguage`). `tIn(lang, …)`
// names one. Keys are literal strings ("kit:lobby.join") so that a test can find every key in use.
//
// A scope is synchronous: it covers `fn` until it returns, not what an async `fn` does after its
// first await. An AsyncLocalStorage would follow the awaits, but while one is in use node runs a
// hook for every promise and every callback in the process, discord.js's and undici's included:
// that was 8% of the bot's CPU per interaction (the Discord bench, 5.02 → 4.63 ms). So whatever
// draws words after an await opens its own scope; `strictLanguage()` (the e2e harness) turns a
// word asked for outside any scope into an error, where the bot would quietly say it in the base language.
import { Locale } from 'discord.js';
import { BASE, I18N, LANGUAGES, RESOURCES } from './catalogue.js';

export { BASE, LANGUAGES } from './catalogue.js';

/** Values put into a message: names, numbers already formatted, counts (`count` picks the plural; `ordinal: true` its ordinal form). */
export type Params = Readonly<Record<string, string | number | boolean>>;

/**
 * Every word is markdown, so a value put into it must be markdown too: a display name as its
 * player wrote it (`PlainName`, src/discord/names.ts, branded `plainName`) is refused here at
 * compile time; it goes in escaped (`nameText`, `textNames`) or as a mention.
 */
export type Checked<P> = { readonly [K in keyof P]: P[K] extends { readonly plainName: true } ? never : P[K] };

/** The language of the scope running now; undefined outside any. */
let current: string | undefined;
let strict = false;

/** From now on, a word asked for outside any scope throws (tests of the bot: see the module comment). */
export function strictLanguage(on = true): void {
  strict = on;
}

/** The language of the current scope (the base language outside any). */
export function language(): string {
  if (current === undefined && strict) throw new Error('a word was asked for outside any language scope (after an await?): wrap the drawing in inLanguage()');
  return current ?? BASE;
}

/**
 * Runs `fn` speaking `lang` (a shipped language; anything else speaks the base language). An
 * async `fn` speaks it until its first await only.
 */
export function inLanguage<T>(lang: string | null | undefined, fn: () => T): T {
  const outer = current;
  current = lang && LANGUAGES.includes(lang) ? lang : BASE;
  try {
    return fn();
  } finally {
    current = outer;
  }
}

const languageOfLocale = new Map<string, string>();

/** The catalogue language for a Discord locale ("de" → de, "en-GB" → en, "pt-BR" → pt-BR or pt); unknown → the base. */
export function languageOf(locale: string | null | undefined): string {
  if (!locale) return BASE;
  let lang = languageOfLocale.get(locale);
  if (lang === undefined) {
    const short = locale.split('-')[0] as string;
    lang = LANGUAGES.includes(locale) ? locale : LANGUAGES.includes(short) ? short : BASE;
    // Discord has a few dozen locales; anything else is not remembered.
    if (languageOfLocale.size < 100) languageOfLocale.set(locale, lang);
  }
  return lang;
}

/** A message in the current language. */
export function t<P extends Params>(key: string, params?: P & Checked<P>): string {
  return tIn<Params>(language(), key, params);
}

/** A message in `lang`. */
export function tIn<P extends Params>(lang: string, key: string, params?: P & Checked<P>): string {
  const fast = quick(lang, key, params);
  return fast ?? (I18N.t(key, { ...params, lng: lang }) as string);
}

/** Through i18next itself, always (the reference the quick path is tested against). */
export function tSlow(lang: string, key: string, params?: Params): string {
  return I18N.t(key, { ...params, lng: lang }) as string;
}

// The quick path. i18next resolves a key in 15–100 µs (its translator walks namespaces, fallbacks
// and options on every call), and a panel or board says dozens of things: drawing a board took
// 40 times as long as before. Messages are plain templates — a string, `{{name}}` placeholders,
// `_one`/`_other` (and `_ordinal_*`) plural forms — so they are found here in the same resources,
// with i18next's plural rules (Intl.PluralRules) and its fallback to the base language; anything
// else (nesting, formats, contexts) goes to i18next. A test checks that both agree on every key.
const PLAIN = /^[^$]*$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
type Template = readonly (string | { readonly name: string })[];
const templates = new Map<string, Template | null>();

function template(text: string): Template | null {
  let t = templates.get(text);
  if (t === undefined) {
    if (!PLAIN.test(text) || /\{\{[^}]*,/.test(text)) t = null;
    else {
      const parts: (string | { name: string })[] = [];
      let at = 0;
      for (const m of text.matchAll(PLACEHOLDER)) {
        if (m.index > at) parts.push(text.slice(at, m.index));
        parts.push({ name: m[1] as string });
        at = m.index + m[0].length;
      }
      if (at < text.length) parts.push(text.slice(at));
      t = parts;
    }
    templates.set(text, t);
  }
  return t;
}

// Intl's select() and format() cost a microsecond or more each and a panel asks dozens of times
// for the same few counts and amounts: their answers are kept, per language (bounded).
const FORMS_KEPT = 4096;
const forms = new Map<string, Map<number, string>>();

/** `f(n)`, remembered in `memo` (cleared when it grows past FORMS_KEPT entries). */
function remembered(memo: Map<number, string>, n: number, f: (n: number) => string): string {
  let out = memo.get(n);
  if (out === undefined) {
    if (memo.size >= FORMS_KEPT) memo.clear();
    memo.set(n, (out = f(n)));
  }
  return out;
}

function memoOf(id: string): Map<number, string> {
  let memo = forms.get(id);
  if (!memo) forms.set(id, (memo = new Map()));
  return memo;
}

/** A language's plural rules (cardinal, ordinal) with their answers remembered. */
interface Plurals {
  readonly select: (n: number) => string;
  readonly memo: Map<number, string>;
}
const plurals = new Map<string, readonly [cardinal: Plurals, ordinal: Plurals]>();

function pluralForm(lang: string, count: number, ordinal: boolean): string {
  let both = plurals.get(lang);
  if (!both) {
    const of = (type: Intl.PluralRuleType): Plurals => {
      const rules = new Intl.PluralRules(lang, { type });
      return { select: (n) => rules.select(n), memo: new Map() };
    };
    plurals.set(lang, (both = [of('cardinal'), of('ordinal')]));
  }
  const p = both[ordinal ? 1 : 0];
  return remembered(p.memo, count, p.select);
}

/** Every message of every language by "ns:path", read once from the resources i18next holds. */
const FLAT = new Map<string, Map<string, string>>();
for (const lang of LANGUAGES) {
  const messages = new Map<string, string>();
  const walk = (tree: unknown, prefix: string) => {
    for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
      if (typeof v === 'string') messages.set(`${prefix}${k}`, v);
      else if (v && typeof v === 'object') walk(v, `${prefix}${k}.`);
    }
  };
  for (const [ns, tree] of Object.entries(RESOURCES[lang] ?? {})) walk(tree, `${ns}:`);
  FLAT.set(lang, messages);
}

/**
 * A key's messages in one language: its own text and its plural forms by suffix ("one", "other",
 * "ordinal_few", …), gathered once so that a call looks up the literal key it was given (whose
 * hash the engine keeps) instead of building and hashing "key_form" strings every time.
 */
interface Entry {
  text: string | undefined;
  readonly forms: Map<string, string>;
}
const PLURAL_SUFFIX = /_((?:ordinal_)?(?:zero|one|two|few|many|other))$/;
const ENTRIES = new Map<string, Map<string, Entry>>();
for (const [lang, messages] of FLAT) {
  const entries = new Map<string, Entry>();
  const entry = (key: string) => {
    let e = entries.get(key);
    if (!e) entries.set(key, (e = { text: undefined, forms: new Map() }));
    return e;
  };
  for (const [key, text] of messages) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (plural) entry(key.slice(0, plural.index)).forms.set(plural[1] as string, text);
    else entry(key).text = text;
  }
  ENTRIES.set(lang, entries);
}
const ORDINAL_FORMS = new Map(['zero', 'one', 'two', 'few', 'many', 'other'].map((f) => [f, `ordinal_${f}`]));

/** The message for `key` in `lang` (its plural form for `count`), or undefined. */
function lookup(lang: string, key: string, count: unknown, ordinal: boolean): string | undefined {
  const e = ENTRIES.get(lang)?.get(key);
  if (!e) return FLAT.get(lang)?.get(key);
  if (typeof count === 'number' && e.forms.size > 0) {
    const form = pluralForm(lang, count, ordinal);
    const text = ordinal ? (e.forms.get(ORDINAL_FORMS.get(form) as string) ?? e.forms.get('ordinal_other')) : (e.forms.get(form) ?? e.forms.get('other'));
    if (text !== undefined) return text;
  }
  return e.text;
}

function quick(lang: string, key: string, params?: Params): string | null {
  if (key.indexOf(':') < 0) return null;
  const count = params?.count;
  const ordinal = params?.ordinal === true;
  let text = lookup(lang, key, count, ordinal);
  if (text === undefined && lang !== BASE) text = lookup(BASE, key, count, ordinal);
  if (text === undefined) return null;
  const parts = template(text);
  if (parts === null) return null;
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else {
      const value = params?.[part.name];
      out += value === undefined || typeof value === 'boolean' ? `{{${part.name}}}` : String(value);
    }
  }
  return out;
}

/** Whether `key` has a message (in the base language). */
export function hasKey(key: string): boolean {
  return I18N.exists(key, { lng: BASE });
}

const INTL_LOCALE: Readonly<Record<string, string>> = { en: 'en-GB' };
const numbers = new Map<string, Intl.NumberFormat>();

/** A number with the language's separators ("30,000", "30.000"; with `digits` decimals: "1.2", "1,2"), whole by default. */
export function formatNumber(n: number, lang = language(), digits = 0): string {
  const id = `${lang}:${digits}`;
  let f = numbers.get(id);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[lang] ?? lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numbers.set(id, f);
  }
  const format = f;
  return remembered(memoOf(`number:${id}`), n, (x) => format.format(x));
}

const currencies = new Map<string, Intl.NumberFormat>();

/** An amount of a currency without its sign, as the language writes it ("€30,000", "30.000 €"). */
export function formatCurrency(amount: number, currency: 'EUR' | 'USD', lang = language()): string {
  const id = `${lang}:${currency}`;
  let f = currencies.get(id);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[lang] ?? lang, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    currencies.set(id, f);
  }
  const format = f;
  return remembered(memoOf(`currency:${id}`), Math.abs(amount), (n) => format.format(n));
}

const DISCORD_LOCALES: readonly string[] = Object.values(Locale);

/** The Discord locales a catalogue language serves ("de" → de; "es" → es-ES, es-419). */
export function discordLocalesOf(lang: string): string[] {
  return DISCORD_LOCALES.filter((l) => l === lang || l.split('-')[0] === lang);
}

/** Localizations for command data: every shipped language but the base, for each Discord locale it serves. */
export function localizations(text: (lang: string) => string | undefined): Partial<Record<Locale, string>> | null {
  const out: Partial<Record<string, string>> = {};
  for (const lang of LANGUAGES) {
    if (lang === BASE) continue;
    const value = text(lang);
    if (value !== undefined) for (const l of discordLocalesOf(lang)) out[l] = value;
  }
  return Object.keys(out).length > 0 ? (out as Partial<Record<Locale, string>>) : null;
}
