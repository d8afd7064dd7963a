// Helpers every game's handlers share: seats named by a USER option, host authority, posting
// rights, words for a failed service call, and turning payloads into replies. (Finding the game an
// interaction is about is the table kit's: kit/needs.ts.)
import {
  type MessageComponentInteraction,
  type RepliableInteraction,
  PermissionFlagsBits,
  type BaseInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { GameService } from '../service/service.js';
import type { Clock } from '../service/clock.js';
import type { Authority } from '../service/service.js';
import type { GameInfo, ServiceError } from '../service/types.js';
import type { PlayerId, RuleError } from '../engine/game.js';
import { serviceErrorText, UserError } from './errors.js';
import { t } from '../i18n/index.js';
import type { DiscordGame } from './games.js';
import type { Logger } from '../log.js';
import { mention } from './format.js';
import { seatOf } from './names.js';
import type { MessagePayload } from './payload.js';
import { editOriginalPictures, replyRaw, updateRaw } from './respond.js';
import type { Publisher } from './publisher.js';
import { inThread } from './threads.js';
import type { Drawer } from '../render/pictures.js';
import { namedPictures, namesFrom, picturesOn, pointingAt, withCachedFiles, withFiles, wordsOnly } from './pictures.js';

/** What every handler can use. */
export interface BotContext {
  readonly service: GameService;
  readonly clock: Clock;
  readonly log: Logger;
  readonly publisher: Publisher;
  readonly games: ReadonlyMap<string, DiscordGame>;
  readonly defaults: { readonly deadlineMs: number; readonly reminderMs: number };
  /** Draws the pictures messages carry (a worker thread and a content cache). */
  readonly pictures: Drawer;
}

/** The seat of the player a USER option names (null if the option is empty); refuses someone not seated. */
export function seatOfUserOption(interaction: ChatInputCommandInteraction, game: GameInfo, option: string): PlayerId | null {
  const user = interaction.options.getUser(option);
  if (!user) return null;
  const seat = seatOf(game, user.id);
  if (!seat) throw new UserError(`${mention(user.id)} is not playing in this game.`);
  return seat;
}

/** The user is seated (for private panels): else a clear error. */
export function requireSeat(game: GameInfo, userId: string): void {
  if (!game.seats.some((s) => s.userId === userId)) throw new UserError(t('kit:error.NOT_IN_GAME'));
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
  const thread = inThread(interaction);
  const needed = thread ? [...POSTING, [PermissionFlagsBits.SendMessagesInThreads, 'Send Messages in Threads'] as const] : POSTING;
  const missing = needed.filter(([flag]) => !perms.has(flag)).map(([, label]) => label);
  if (missing.length > 0) {
    throw new UserError(t('kit:error.permissions', { count: missing.length, missing: missing.join('**, **') }));
  }
}

/** Words for a failed service call, using the game's own words for rule errors (naming the seats of `game`, when given). */
export function explain(ctx: BotContext, type: string, error: ServiceError, game?: GameInfo): string {
  const meta = ctx.games.get(type);
  return serviceErrorText(error, (e: RuleError) => meta?.ruleErrorText(e, game) ?? e.code, meta?.command);
}

/**
 * Each user's latest private answer: a picture that arrives after the user has already clicked
 * again is dropped, so it never paints an older panel over the newer one.
 */
const latestAnswer = new Map<string, string>();

/**
 * Answers privately with a payload that may carry pictures: a new ephemeral reply, or (`update`)
 * the component's own ephemeral message replaced. The words go first, so the acknowledgement
 * never waits on a drawing; the pictures follow in an edit of that reply once the worker has
 * drawn them. A message that already shows the same pictures (same content hash in the file
 * name) keeps its uploads, and pictures already in the drawer's cache are attached to the answer
 * itself: both are answered in one request. A table with pictures off, or a
 * payload without pictures, is answered exactly as before.
 */
export async function answerPrivately(interaction: RepliableInteraction | MessageComponentInteraction, ctx: BotContext, game: GameInfo | null, payload: MessagePayload, how: 'reply' | 'update' = 'reply'): Promise<void> {
  const component = how === 'update' && interaction.isMessageComponent() ? interaction : null;
  // This answer supersedes a picture edit still pending for the user's previous one (the map
  // holds only users with an edit pending, so it does not grow with everyone who ever clicked).
  latestAnswer.delete(interaction.user.id);
  if (!payload.pictures?.length || !picturesOn(game)) {
    const words = wordsOnly(payload);
    if (component) await updateRaw(component, words);
    else await replyRaw(interaction, words, true);
    return;
  }
  const named = namedPictures(payload, namesFrom(game));
  if (component) {
    const kept = named.map((n) => component.message.attachments.find((a) => a.name === n.file));
    if (kept.every((a) => a !== undefined)) {
      await updateRaw(component, pointingAt(payload, named), kept);
      return;
    }
  }
  // Pictures drawn already (the same hand asked for again) go in the answer itself: one request.
  const ready = withCachedFiles(payload, named, ctx.pictures);
  if (ready) {
    if (component) await updateRaw(component, ready);
    else await replyRaw(interaction, ready, true);
    return;
  }
  latestAnswer.set(interaction.user.id, interaction.id);
  if (component) await updateRaw(component, wordsOnly(payload));
  else await replyRaw(interaction, wordsOnly(payload), true);
  ctx.publisher.later(async () => {
    const full = await withFiles(payload, named, ctx.pictures, (error) => ctx.log.warn('could not draw a picture; the words were sent alone', error));
    if (latestAnswer.get(interaction.user.id) !== interaction.id) return;
    latestAnswer.delete(interaction.user.id);
    if (!full.files?.length) return;
    try {
      await editOriginalPictures(interaction, full);
    } catch (error) {
      ctx.log.warn('could not add the pictures to a private answer', error);
    }
  });
}
