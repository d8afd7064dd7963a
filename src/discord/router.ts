// The one permanent interactionCreate listener: slash commands, autocomplete, buttons and menus.
// Nothing is kept in memory between interactions (no collectors), so every button of every
// earlier message keeps working after a restart. User errors are answered here, in one place.
import type { Interaction } from 'discord.js';
import type { Command } from './command.js';
import { decodeId } from './custom-id.js';
import { sendError, sendFailure, UserError } from './errors.js';
import type { BotContext } from './interact.js';
import { lobbyComponent } from './lobby-handlers.js';

export function createRouter(ctx: BotContext, commands: readonly Command[]): (interaction: Interaction) => Promise<void> {
  const byName = new Map(commands.map((c) => [c.data.name, c]));
  const byNs = new Map(commands.flatMap((c) => (c.components ? [[c.components.ns, c.components.run] as const] : [])));
  byNs.set('lobby', lobbyComponent);

  return async (interaction) => {
    if (interaction.isAutocomplete()) {
      const command = byName.get(interaction.commandName);
      try {
        await (command?.autocomplete ? command.autocomplete(interaction, ctx) : interaction.respond([]));
      } catch (error) {
        ctx.log.warn(`autocomplete for /${interaction.commandName} failed`, error);
        if (!interaction.responded) await interaction.respond([]).catch(() => undefined);
      }
      return;
    }
    if (!interaction.isRepliable()) return;
    try {
      if (interaction.isChatInputCommand()) {
        const command = byName.get(interaction.commandName);
        if (!command) throw new UserError('This command is not known to this version of the bot.');
        await command.execute(interaction, ctx);
      } else if (interaction.isMessageComponent()) {
        const id = decodeId(interaction.customId);
        const run = id ? byNs.get(id.ns) : undefined;
        if (!id || !run) throw new UserError('This button is not one of mine, or it is damaged. Nothing was changed.');
        await run(interaction, id, ctx);
      } else {
        throw new UserError('This kind of interaction is not supported.');
      }
    } catch (error) {
      if (error instanceof UserError) await sendError(interaction, error.message).catch((e: unknown) => ctx.log.warn('could not send an error reply', e));
      else await sendFailure(interaction, error, ctx.log);
    }
  };
}
