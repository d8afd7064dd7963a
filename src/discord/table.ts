// Opening a table from a `/<game> start` command, the same for every game: the table options
// every game has (reminder, most seats, AI seats, absent players, leaving), the lobby as the
// command's public reply, and that reply remembered as the lobby message.
import type { ChatInputCommandInteraction } from 'discord.js';
import { lobbyRevision, type GameInfo } from '../service/types.js';
import { UserError } from './errors.js';
import { authorityOf, explain, reply, requirePostingRights, type BotContext } from './interact.js';
import { lobbyPayload } from './lobby.js';

const HOUR = 3_600_000;

/** Hours from a command option as whole milliseconds. */
export const hoursToMs = (h: number): number => Math.round(h * HOUR);

/**
 * Opens a lobby in the command's channel with the game's own `options`, the table settings read
 * from the common options (`reminder_hours`, the seats option named `seatsOption`, `ai`,
 * `ai_after_missed`, `on_leave`), and replies with the lobby.
 */
export async function openTable(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  type: string,
  options: Record<string, unknown>,
  seatsOption: string,
): Promise<GameInfo> {
  requirePostingRights(interaction);
  if (!interaction.guildId || !interaction.channelId) throw new UserError('Games are played in a server channel.');
  const reminderHours = interaction.options.getNumber('reminder_hours');
  const seats = interaction.options.getInteger(seatsOption);
  const aiAfterMissed = interaction.options.getInteger('ai_after_missed');
  const onLeave = interaction.options.getString('on_leave');
  const reminderMs = reminderHours === null ? ctx.defaults.reminderMs : hoursToMs(reminderHours);
  const created = ctx.service.createLobby({
    type,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    hostUserId: interaction.user.id,
    options,
    settings: {
      reminderBeforeMs: reminderMs > 0 ? Math.max(60_000, reminderMs) : null,
      ...(seats === null ? {} : { maxSeats: seats }),
      ...(aiAfterMissed === null ? {} : { aiAfterMissed }),
      ...(onLeave === null ? {} : { onLeave }),
    },
  });
  if (!created.ok) throw new UserError(explain(ctx, type, created.error));
  const gameId = created.outcome.game.id;
  const ai = interaction.options.getInteger('ai') ?? 0;
  for (let i = 0; i < ai; i++) if (!ctx.service.addAi(gameId, interaction.user.id, authorityOf(interaction)).ok) break;
  const game = ctx.service.game(gameId) as GameInfo;
  const meta = ctx.games.get(type);
  if (!meta) throw new Error(`${type} is not registered`);
  const response = await interaction.reply({ ...reply(lobbyPayload(game, meta, meta.seats)), withResponse: true });
  const message = response.resource?.message;
  if (message) ctx.service.setMessage(gameId, 'lobby', message.channelId, message.id, lobbyRevision(game));
  return game;
}
