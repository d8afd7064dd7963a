// Helpers every game's handlers share: finding the game an interaction is about (and refusing
// one from another channel), host authority, posting rights, and turning payloads into replies.
import {
  MessageFlags,
  PermissionFlagsBits,
  type BaseInteraction,
  type ChatInputCommandInteraction,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
} from 'discord.js';
import type { GameService } from '../service/service.js';
import type { Clock } from '../service/clock.js';
import type { Authority } from '../service/service.js';
import type { GameInfo, ServiceError } from '../service/types.js';
import type { PlayerId, RuleError } from '../engine/game.js';
import { serviceErrorText, UserError } from './errors.js';
import type { DiscordGame } from './games.js';
import type { Logger } from './log.js';
import { seatOf } from './names.js';
import type { MessagePayload } from './payload.js';
import type { Publisher } from './publisher.js';

/** What every handler can use. */
export interface BotContext {
  readonly service: GameService;
  readonly clock: Clock;
  readonly log: Logger;
  readonly publisher: Publisher;
  readonly games: ReadonlyMap<string, DiscordGame>;
  readonly defaults: { readonly deadlineMs: number; readonly reminderMs: number };
}

/**
 * "Spiel des Jahres game", but "Award Winning Game" for a title that already ends in "Game" (so
 * never "There is no The Award Winning Game game").
 */
function aGameOf(title: string): string {
  return /\bgame$/i.test(title) ? title.replace(/^the /i, '') : `${title} game`;
}

/** The running or open game of this channel for a game type, or a clear error. */
export function gameInChannel(ctx: BotContext, interaction: BaseInteraction, type: string): GameInfo {
  const meta = ctx.games.get(type);
  const game = interaction.channelId ? ctx.service.activeGameInChannel(interaction.channelId) : null;
  if (!game || game.type !== type) {
    throw new UserError(`There is no ${aGameOf(meta?.title ?? type)} in this channel. Start one with \`/${meta?.command ?? type} start\`.`);
  }
  return game;
}

/** The channel's active game, or else the last one that ended there (for history and the board). */
export function latestGameInChannel(ctx: BotContext, interaction: BaseInteraction, type: string): GameInfo {
  const meta = ctx.games.get(type);
  const game = interaction.channelId ? ctx.service.latestGameInChannel(interaction.channelId) : null;
  if (!game || game.type !== type) {
    throw new UserError(`There has been no ${aGameOf(meta?.title ?? type)} in this channel. Start one with \`/${meta?.command ?? type} start\`.`);
  }
  return game;
}

/** The game a component belongs to; refuses a button used in another channel than its game's. */
export function gameOfComponent(ctx: BotContext, interaction: BaseInteraction, gameId: number, type: string): GameInfo {
  const game = ctx.service.game(gameId);
  if (!game || game.type !== type) throw new UserError('This button belongs to a game that no longer exists.');
  if (interaction.channelId !== game.channelId) throw new UserError('This button belongs to a game in another channel.');
  return game;
}

/** A game as `userId` may see it: its version and view (public for non-players); refuses a lobby. */
export function viewOf<V>(ctx: BotContext, game: GameInfo, userId: string, notStarted: string): { game: GameInfo; version: number; view: V } {
  const result = ctx.service.view(game.id, userId);
  if (!result.ok) throw new UserError(explain(ctx, game.type, result.error));
  if (!result.view) throw new UserError(notStarted);
  return { game: result.game, version: result.version, view: result.view as V };
}

/**
 * The channel's running game of `type` as `userId` sees it, in one service read: what panels and
 * slash commands about one's own company need. Refuses a missing game, a lobby, or an outsider.
 */
export function seatedView<V>(ctx: BotContext, interaction: BaseInteraction, type: string, notStarted: string): { game: GameInfo; version: number; view: V } {
  const meta = ctx.games.get(type);
  const result = interaction.channelId ? ctx.service.viewInChannel(interaction.channelId, interaction.user.id) : null;
  if (!result || (result.ok && result.game.type !== type)) {
    throw new UserError(`There is no ${aGameOf(meta?.title ?? type)} in this channel. Start one with \`/${meta?.command ?? type} start\`.`);
  }
  if (!result.ok) throw new UserError(explain(ctx, type, result.error));
  requireSeat(result.game, interaction.user.id);
  if (!result.view) throw new UserError(notStarted);
  return { game: result.game, version: result.version, view: result.view as V };
}

/** The seat of the player a USER option names (null if the option is empty); refuses someone not seated. */
export function seatOfUserOption(interaction: ChatInputCommandInteraction, game: GameInfo, option: string): PlayerId | null {
  const user = interaction.options.getUser(option);
  if (!user) return null;
  const seat = seatOf(game, user.id);
  if (!seat) throw new UserError(`${user.username} is not playing in this game.`);
  return seat;
}

/** The user is seated (for private panels): else a clear error. */
export function requireSeat(game: GameInfo, userId: string): void {
  if (!game.seats.some((s) => s.userId === userId)) throw new UserError('You are not playing in this game.');
}

/** Host powers: the host, or anyone with Manage Server. */
export function authorityOf(interaction: BaseInteraction): Authority {
  return { canManage: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false };
}

const POSTING = [
  [PermissionFlagsBits.ViewChannel, 'View Channel'],
  [PermissionFlagsBits.SendMessages, 'Send Messages'],
  [PermissionFlagsBits.EmbedLinks, 'Embed Links'],
  [PermissionFlagsBits.ReadMessageHistory, 'Read Message History'],
] as const;

/**
 * The bot posts and edits game messages in the channel; without these permissions a game
 * would fail silently, so commands that need them explain what is missing instead.
 */
export function requirePostingRights(interaction: BaseInteraction): void {
  const perms = interaction.appPermissions;
  if (!perms) return;
  const thread = interaction.channel?.isThread() ?? false;
  const needed = thread ? [...POSTING, [PermissionFlagsBits.SendMessagesInThreads, 'Send Messages in Threads'] as const] : POSTING;
  const missing = needed.filter(([flag]) => !perms.has(flag)).map(([, label]) => label);
  if (missing.length > 0) {
    throw new UserError(
      `I can't run a game here: I am missing the **${missing.join('**, **')}** permission${missing.length > 1 ? 's' : ''} in this channel. ` +
        'Ask a server admin to grant them to my role (or in this channel’s permissions), then try again.',
    );
  }
}

/** Words for a failed service call, using the game's own words for rule errors (naming the seats of `game`, when given). */
export function explain(ctx: BotContext, type: string, error: ServiceError, game?: GameInfo): string {
  const meta = ctx.games.get(type);
  return serviceErrorText(error, (e: RuleError) => meta?.ruleErrorText(e, game) ?? e.code, meta?.command);
}

/**
 * Renderers already return API JSON; wrapped like this (a JSONEncodable), discord.js sends it as
 * it is instead of rebuilding every embed and component object key by key to snake_case them
 * (the largest share of what a panel reply allocated, and a fifth of a reply's CPU time).
 */
function asIs<T>(data: T): { toJSON(): T } {
  return { toJSON: () => data };
}

/** A payload as an ephemeral reply. */
export function ephemeral(payload: MessagePayload): InteractionReplyOptions & { flags: MessageFlags.Ephemeral } {
  return { ...reply(payload), flags: MessageFlags.Ephemeral };
}

/** A payload as a public reply. */
export function reply(payload: MessagePayload): InteractionReplyOptions {
  return {
    content: payload.content ?? '',
    embeds: (payload.embeds ?? []).map(asIs),
    components: (payload.components ?? []).map(asIs),
    allowedMentions: payload.allowedMentions ?? { parse: [] },
    ...(payload.files ? { files: payload.files } : {}),
  };
}

/** A payload as an update of the component's message (every part replaced). */
export function update(payload: MessagePayload): InteractionUpdateOptions {
  return {
    content: payload.content ?? '',
    embeds: (payload.embeds ?? []).map(asIs),
    components: (payload.components ?? []).map(asIs),
    allowedMentions: payload.allowedMentions ?? { parse: [] },
  };
}
