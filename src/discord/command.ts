// The shape of a slash command (the discord.js guide's pattern): `data` for Discord, `execute`
// for the command, `autocomplete` for its options, and the handler of the components its
// messages carry. The table kit makes one per game (kit/command.ts).
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
