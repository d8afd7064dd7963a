// Opening a table from `/… start`, the same for every game: the table settings every game has
// (reminder, most seats, AI seats, absent players, leaving), the lobby as the command's public
// reply, and that reply remembered as the lobby message.
import type { ChatInputCommandInteraction } from 'discord.js';
import { lobbyRevision, type GameInfo } from '../../service/types.js';
import { UserError } from '../errors.js';
import { authorityOf, explain, requirePostingRights, type BotContext } from '../interact.js';
import { displayNameOf } from '../names.js';
import { reply } from '../respond.js';
import { lobbyPayload } from '../lobby.js';
import { languageOf, t } from '../../i18n/index.js';
import type { KitGame } from './game.js';
import { learnNames, namesToLearn } from '../my-games/guild-names.js';
import { threadRefusal } from '../table-thread.js';
import { inThread } from '../threads.js';

/** The table settings a start command may set (undefined: the default). */
export interface TableChoices {
  /** The reminder's lead time (undefined: the bot's default; 0: none). */
  readonly reminderMs: number | undefined;
  readonly seats: number | undefined;
  readonly ai: number | undefined;
  readonly aiAfterMissed: number | undefined;
  readonly onLeave: 'ai' | 'retire' | undefined;
  /** Away players (issue 32): the table waits (`awayDays` per player) or the AI plays; excused misses per player. */
  readonly away?: 'ai' | 'wait' | undefined;
  readonly awayDays?: number | undefined;
  readonly excuses?: number | undefined;
  /** Pictures beside the words (undefined: on). */
  readonly images?: boolean | undefined;
  /** The language of the table's public posts (undefined: the server's language). */
  readonly language: string | undefined;
  /** Play in a thread of its own, opened on the lobby message (undefined: no). */
  readonly thread?: boolean | undefined;
  /** The start options taken from the server's `/settings` (issue 33), as the lobby names them. */
  readonly fromServer?: Readonly<Record<string, string | number | boolean>>;
}

/** Opens a lobby in the command's channel with the game's `options` and the table `choices`, and replies with it. */
export async function openTable<V>(interaction: ChatInputCommandInteraction, ctx: BotContext, game: KitGame<V>, options: Record<string, unknown>, choices: TableChoices): Promise<GameInfo> {
  requirePostingRights(interaction);
  if (!interaction.guildId || !interaction.channelId) throw new UserError(t('kit:error.serverOnly'));
  // Issue 33: a server may name the channels where tables are opened (`/settings channels`; none
  // named: every channel). The channel the command was sent in is what counts; a thread is not
  // its parent channel here (a table opened in a thread is opened there, not in the channel).
  const allowed = ctx.service.servers.of(interaction.guildId).channels;
  if (allowed.length > 0 && !allowed.includes(interaction.channelId)) throw new UserError(t('kit:settings.channelNotAllowed', { channels: allowed.map((c) => `<#${c}>`).join(', ') }));
  const { face } = game;
  // A thread asked for that cannot be had (issue 33): the table plays in the channel, its lobby says why.
  const refused = choices.thread ? threadRefusal(interaction.appPermissions?.bitfield ?? null, inThread(interaction)) : null;
  const reminderMs = choices.reminderMs ?? ctx.defaults.reminderMs;
  const created = ctx.service.createLobby({
    type: face.type,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    hostUserId: interaction.user.id,
    hostName: displayNameOf(interaction),
    options,
    settings: {
      reminderBeforeMs: reminderMs > 0 ? Math.max(60_000, reminderMs) : null,
      ...(choices.seats === undefined ? {} : { maxSeats: choices.seats }),
      ...(choices.aiAfterMissed === undefined ? {} : { aiAfterMissed: choices.aiAfterMissed }),
      ...(choices.onLeave === undefined ? {} : { onLeave: choices.onLeave }),
      ...(choices.images === undefined ? {} : { images: choices.images }),
      ...(choices.away === undefined ? {} : { away: choices.away }),
      ...(choices.awayDays === undefined ? {} : { awayDays: choices.awayDays }),
      ...(choices.excuses === undefined ? {} : { excuses: choices.excuses }),
      ...(choices.thread === undefined ? {} : { thread: choices.thread }),
      language: choices.language ?? languageOf(interaction.guildLocale),
      ...(choices.fromServer && Object.keys(choices.fromServer).length > 0 ? { fromServer: choices.fromServer } : {}),
    },
  });
  if (!created.ok) throw new UserError(explain(ctx, face.type, created.error));
  const gameId = created.outcome.game.id;
  if (refused) ctx.service.setThread(gameId, null, refused);
  for (let i = 0; i < (choices.ai ?? 0); i++) if (!ctx.service.addAi(gameId, interaction.user.id, authorityOf(interaction)).ok) break;
  const table = ctx.service.game(gameId);
  if (!table) throw new Error(`table ${gameId} vanished right after it was opened`);
  const response = await interaction.reply({ ...reply(lobbyPayload(table, face, game.seats)), withResponse: true });
  const message = response.resource?.message;
  if (message) ctx.service.setMessage(gameId, 'lobby', message.channelId, message.id, lobbyRevision(table));
  // Its thread is opened on that message by the table's lane, where a failure is retried (table-thread.ts).
  if (message && table.settings.thread && !refused) ctx.publisher.tableOpened(gameId);
  // The server's name, for `/games` (an interaction does not carry it: my-games/guild-names.ts).
  const now = ctx.clock.now();
  const unnamed = namesToLearn(ctx.service, [interaction.guildId], now);
  if (unnamed.length > 0) ctx.publisher.later(() => learnNames(interaction.client, ctx.service, ctx.log, unnamed, now));
  return table;
}
