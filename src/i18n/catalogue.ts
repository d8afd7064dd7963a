// The message catalogues: one folder per language under `locales/` (shipped beside `src/` and
// `dist/`), one JSON file per namespace, loaded once into an i18next instance. The languages are
// the folders found there: adding a language is adding a folder, with no code change.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n, type Resource } from 'i18next';

/** The language every other one falls back to, and whose catalogue defines the keys. */
export const BASE = 'en';

/**
 * The `locales/` folder: found upwards from this module (src/i18n in development, dist/src/i18n
 * when built), else in the working directory (a bundled copy run from elsewhere, as tests do).
 */
export function localesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'locales');
    if (existsSync(join(candidate, BASE))) return candidate;
    dir = dirname(dir);
  }
  const here = join(process.cwd(), 'locales');
  if (existsSync(join(here, BASE))) return here;
  throw new Error('the locales/ folder was not found beside the bot (it ships with the package)');
}

/** Every language with a catalogue folder, the base one first. */
function discover(root: string): string[] {
  const found = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^[a-z]{2,3}(-[A-Z0-9]{2,3})?$/.test(e.name))
    .map((e) => e.name)
    .sort();
  return [BASE, ...found.filter((l) => l !== BASE)];
}

/** Every namespace file of every language. */
function load(root: string, languages: readonly string[]): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  for (const lang of languages) {
    resources[lang] = {};
    for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.json')).sort()) {
      const ns = file.slice(0, -'.json'.length);
      namespaces.add(ns);
      (resources[lang] as Record<string, unknown>)[ns] = JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as unknown;
    }
  }
  return { resources, namespaces: [...namespaces].sort() };
}

const ROOT = localesDir();
/** The shipped languages, "en" first. */
export const LANGUAGES: readonly string[] = discover(ROOT);
const loaded = load(ROOT, LANGUAGES);
export const NAMESPACES: readonly string[] = loaded.namespaces;
export const RESOURCES: Resource = loaded.resources;

/** The one i18next instance (loaded synchronously, before anything is drawn). */
export const I18N: i18n = i18next.createInstance();
void I18N.init({
  resources: RESOURCES,
  lng: BASE,
  fallbackLng: BASE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'kit',
  initAsync: false,
  returnNull: false,
  // Discord markdown, mentions and emoji go through as they are: nothing here is HTML.
  interpolation: { escapeValue: false, missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0] },
} as Parameters<i18n['init']>[0]);
