// The lobby buttons of every game: join, leave, add or remove an AI seat, start, cancel. The
// click is acknowledged at once (deferUpdate); the publisher then edits the lobby message.
import type { MessageComponentInteraction } from 'discord.js';
import type { ComponentId } from './custom-id.js';
import { UserError } from './errors.js';
import { authorityOf, explain, requirePostingRights, type BotContext } from './interact.js';

export async function lobbyComponent(interaction: MessageComponentInteraction, id: ComponentId, ctx: BotContext): Promise<void> {
  const game = ctx.service.game(id.gameId);
  if (!game) throw new UserError('This table no longer exists.');
  if (interaction.channelId !== game.channelId) throw new UserError('This button belongs to a table in another channel.');
  const user = interaction.user.id;
  const authority = authorityOf(interaction);
  // The click comes from the lobby message itself. /… start records it once its reply returns,
  // but a quick click can arrive first: record it now, so the change below edits it (as showing
  // nothing known, so a restart before that edit redraws it too).
  if (!ctx.service.messages(game.id).some((m) => m.key === 'lobby')) ctx.service.setMessage(game.id, 'lobby', game.channelId, interaction.message.id, -1);
  let result;
  switch (id.action) {
    case 'join':
      result = ctx.service.join(game.id, user);
      break;
    case 'leave':
      result = ctx.service.leave(game.id, user);
      break;
    case 'addai':
      result = ctx.service.addAi(game.id, user, authority);
      break;
    case 'rmai':
      result = ctx.service.removeAi(game.id, user, undefined, authority);
      break;
    case 'start':
      requirePostingRights(interaction);
      result = ctx.service.start(game.id, user, authority);
      break;
    case 'cancel':
      result = ctx.service.cancel(game.id, user, authority);
      break;
    default:
      throw new UserError('This button is not known (it may come from an older version of the bot).');
  }
  if (!result.ok) throw new UserError(explain(ctx, game.type, result.error));
  await interaction.deferUpdate();
}
