// Slash command data in every shipped language: each command, subcommand, group and option gets
// `description_localizations`, each choice `name_localizations`, from the `commands` catalogue.
// Its keys are the paths of the command data ("spiel start deadline_hours"); a path the kit gives
// every game may be written once for all of them ("* join"). Names stay as they are in every
// language, so that `/spiel hand` in any message or help is what every player types.
import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { I18N } from '../../i18n/catalogue.js';
import { BASE, LANGUAGES, localizations } from '../../i18n/index.js';

/** One path's words in a catalogue. */
export interface CommandText {
  readonly description: string;
  readonly choices?: Readonly<Record<string, string>>;
}

/** A builder as the walk sees it: @discordjs/builders' command, subcommand, group and option builders. */
interface Node {
  readonly name: string;
  readonly description: string;
  readonly options?: readonly Node[];
  readonly choices?: { name: string; value: string | number; name_localizations?: Record<string, string> | null }[];
  setDescriptionLocalizations(localizations: Record<string, string> | null): unknown;
}

function catalogue(lang: string): Readonly<Record<string, CommandText>> {
  return (I18N.getResourceBundle(lang, 'commands') ?? {}) as Record<string, CommandText>;
}

/**
 * The catalogue entry that words `path` in `lang`: its own, or the one every game shares ("* join").
 * `/settings <game> …` (issue 33) takes a game's start options as they are: its option paths are
 * worded by `<game> start …`, and its own parts by one entry for every game ("settings * reset").
 */
export function commandKey(lang: string, path: string): string | undefined {
  const words = catalogue(lang);
  const [root, game, ...rest] = path.split(' ');
  const shared = game === undefined ? undefined : ['*', game, ...rest].join(' ');
  if (path in words) return path;
  if (shared !== undefined && shared in words) return shared;
  if (root !== SETTINGS || game === undefined) return undefined;
  const forEvery = [SETTINGS, '*', ...rest].join(' ');
  if (forEvery in words) return forEvery;
  return rest.length > 0 ? commandKey(lang, [game, 'start', ...rest].join(' ')) : undefined;
}

/** The command whose game subcommands take each game's start options (src/discord/settings-command.ts). */
export const SETTINGS = 'settings';

/** The words of `path` in `lang` (see commandKey). */
export function commandText(lang: string, path: string): CommandText | undefined {
  const key = commandKey(lang, path);
  return key === undefined ? undefined : catalogue(lang)[key];
}

/** Adds the localizations of every shipped language to a command's builders, in place. */
export function localizeCommand(builder: { readonly name: string }): void {
  const root = builder as Node;
  const walk = (node: Node, path: string) => {
    const described = localizations((lang) => commandText(lang, path)?.description);
    if (described) node.setDescriptionLocalizations(described);
    for (const choice of node.choices ?? []) {
      const named = localizations((lang) => commandText(lang, path)?.choices?.[String(choice.value)]);
      if (named) choice.name_localizations = named;
    }
    for (const child of node.options ?? []) walk(child, `${path} ${child.name}`);
  };
  walk(root, root.name);
}

/** Every path of a command's data with its English words (what a catalogue must translate). */
export function commandPaths(json: RESTPostAPIChatInputApplicationCommandsJSONBody): Map<string, { description: string; choices: string[] }> {
  const out = new Map<string, { description: string; choices: string[] }>();
  const walk = (node: { name: string; description: string; options?: readonly APIApplicationCommandOption[] } & Partial<{ choices: readonly { value: string | number }[] }>, path: string) => {
    out.set(path, { description: node.description, choices: (node.choices ?? []).map((c) => String(c.value)) });
    for (const child of node.options ?? []) walk(child as never, `${path} ${child.name}`);
  };
  walk(json as never, json.name);
  return out;
}

/** The languages whose command words are checked (every one but the base). */
export const TRANSLATED = LANGUAGES.filter((l) => l !== BASE);
