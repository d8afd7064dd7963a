// The shape of a slash command module (the discord.js guide's pattern): `data` for Discord,
// `execute` for the command, `autocomplete` for its options, and the handler of the components
// its messages carry. commands/index.ts checks every module against it when it is loaded.
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  MessageComponentInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { ComponentId } from './custom-id.js';
import type { BotContext } from './interact.js';

export interface Command {
  readonly data: { readonly name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void>;
  /** Buttons and menus whose custom_id starts with `ns:`. */
  readonly components?: {
    readonly ns: string;
    run(interaction: MessageComponentInteraction, id: ComponentId, ctx: BotContext): Promise<void>;
  };
}

/** Throws if a loaded module is not a usable Command (caught at start-up, not at first use). */
export function checkCommand(value: unknown, file: string): Command {
  const c = value as Partial<Command> | undefined;
  if (!c || typeof c !== 'object') throw new Error(`${file}: no default export`);
  if (!c.data || typeof c.data.name !== 'string' || typeof c.data.toJSON !== 'function') throw new Error(`${file}: missing data (a SlashCommandBuilder)`);
  if (typeof c.execute !== 'function') throw new Error(`${file}: missing execute()`);
  if (c.data.toJSON().name !== c.data.name) throw new Error(`${file}: data.name disagrees with its JSON`);
  if (c.components && (typeof c.components.ns !== 'string' || typeof c.components.run !== 'function')) throw new Error(`${file}: malformed components handler`);
  return c as Command;
}
