// The words facade: every word the bot shows comes from here. `t(key, params)` speaks the
// language of the current scope: the router runs an interaction in its user's language, the
// publisher runs a table's posts in the table's language (`inLanguage`). `tIn(lang, …)` names one.
// Keys are literal strings ("kit:lobby.join") so that a test can find every key in use.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Locale } from 'discord.js';
import { BASE, I18N, LANGUAGES } from './catalogue.js';

export { BASE, LANGUAGES } from './catalogue.js';

/** Values put into a message: names, numbers already formatted, counts (`count` picks the plural; `ordinal: true` its ordinal form). */
export type Params = Readonly<Record<string, string | number | boolean>>;

const scope = new AsyncLocalStorage<string>();

/** The language of the current scope (the base language outside any). */
export function language(): string {
  return scope.getStore() ?? BASE;
}

/** Runs `fn` speaking `lang` (a shipped language; anything else speaks the base language). */
export function inLanguage<T>(lang: string | null | undefined, fn: () => T): T {
  return scope.run(lang && LANGUAGES.includes(lang) ? lang : BASE, fn);
}

/** The catalogue language for a Discord locale ("de" → de, "en-GB" → en, "pt-BR" → pt-BR or pt); unknown → the base. */
export function languageOf(locale: string | null | undefined): string {
  if (!locale) return BASE;
  if (LANGUAGES.includes(locale)) return locale;
  const short = locale.split('-')[0] as string;
  return LANGUAGES.includes(short) ? short : BASE;
}

/** A message in the current language. */
export function t(key: string, params?: Params): string {
  return tIn(language(), key, params);
}

/** A message in `lang`. */
export function tIn(lang: string, key: string, params?: Params): string {
  return I18N.t(key, { ...params, lng: lang }) as string;
}

/** Whether `key` has a message (in the base language). */
export function hasKey(key: string): boolean {
  return I18N.exists(key, { lng: BASE });
}

const INTL_LOCALE: Readonly<Record<string, string>> = { en: 'en-GB' };
const numbers = new Map<string, Intl.NumberFormat>();

/** A whole number with the language's thousands separators ("30,000", "30.000"). */
export function formatNumber(n: number, lang = language()): string {
  let f = numbers.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[lang] ?? lang, { maximumFractionDigits: 0 });
    numbers.set(lang, f);
  }
  return f.format(n);
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
  return f.format(Math.abs(amount));
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
