// What every Award interaction does with the game: read it as the user may see it, name the
// seats, submit a player's command and answer with the fresh panel or a short note. Shared by the
// slash commands (handlers.ts) and the buttons and menus (components.ts).
import type { BaseInteraction } from 'discord.js';
import type { PlayerId } from '../../engine/game.js';
import type { AwardCommand, AwardView } from '../../games/award/types.js';
import type { GameInfo, ServiceError } from '../../service/types.js';
import { UserError } from '../errors.js';
import { LIMITS, truncate } from '../format.js';
import { explain, gameInChannel, latestGameInChannel, requireSeat, viewOf, type BotContext } from '../interact.js';
import { namerFor, plainNames, seatOf, type Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { panel, privateNotes } from './panel.js';
import { NOTE, REFUSED } from './notes.js';
import { ruleErrorText } from './rule-errors.js';

export const TYPE = 'award';

/**
 * The channel's running Award game, or a clear refusal; once the last game there has ended the
 * refusal says so and points to what still shows it.
 */
export function runningGame(ctx: BotContext, interaction: BaseInteraction): GameInfo {
  try {
    return gameInChannel(ctx, interaction, TYPE);
  } catch (error) {
    const last = interaction.channelId ? ctx.service.latestGameInChannel(interaction.channelId) : null;
    if (last && last.type === TYPE && last.status === 'ended') throw new UserError(REFUSED.gameOver);
    throw error;
  }
}

/** The channel's running Award game, or else the last one that ended there (history and the board). */
export function shownGame(ctx: BotContext, interaction: BaseInteraction): GameInfo {
  return latestGameInChannel(ctx, interaction, TYPE);
}

export interface Seen {
  readonly game: GameInfo;
  readonly version: number;
  readonly view: AwardView;
}

/** The game as `userId` may see it (the public view for someone not seated). */
export function see(ctx: BotContext, game: GameInfo, userId: string): Seen {
  return viewOf<AwardView>(ctx, game, userId, REFUSED.notStarted);
}

/** Words for a failed call: the Award's own words (with names) for rule errors. */
export function words(ctx: BotContext, game: GameInfo, error: ServiceError): string {
  if (error.code === 'BAD_COMMAND') return REFUSED.badCommand;
  return error.rule ? ruleErrorText(error, namerFor(game)) : explain(ctx, TYPE, error);
}

export function names(interaction: BaseInteraction, game: GameInfo): { name: Namer; plain: Namer } {
  return { name: namerFor(game), plain: plainNames(interaction.client, game) };
}

/** The seat of the user, or a clear refusal. */
export function mySeat(game: GameInfo, userId: string): PlayerId {
  requireSeat(game, userId);
  const seat = seatOf(game, userId);
  if (!seat) throw new UserError(REFUSED.notStarted);
  return seat;
}

export function panelOf(interaction: BaseInteraction, seen: Seen, note?: string): MessagePayload {
  const n = names(interaction, seen.game);
  const payload = panel(seen.game, seen.version, seen.view, n.name);
  return note ? { ...payload, content: truncate(note, LIMITS.content) } : payload;
}

function lastPrivate(v: AwardView): number {
  return v.you?.log.at(-1)?.n ?? -1;
}

export type Actor = { readonly id: string; readonly user: { readonly id: string } };

/**
 * Submits a player's command. Returns the fresh view and a note that adds what only this player
 * learnt (cards drawn or received); a stale version returns the fresh state with the reason;
 * anything else refused throws the explanation (nothing changed).
 */
export function submit(ctx: BotContext, interaction: Actor, game: GameInfo, command: AwardCommand, note: string, expectedVersion?: number): { seen: Seen; note: string; stale: boolean } {
  const before = see(ctx, game, interaction.user.id);
  const result = ctx.service.submit({
    gameId: game.id,
    actor: { userId: interaction.user.id },
    command,
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    interactionId: interaction.id,
  });
  if (!result.ok) {
    if (result.error.code === 'STALE_VERSION') return { seen: before, note: `⚠️ ${explain(ctx, TYPE, result.error)}`, stale: true };
    throw new UserError(words(ctx, game, result.error));
  }
  const seen = see(ctx, result.outcome.game, interaction.user.id);
  const learnt = privateNotes(seen.view, namerFor(seen.game), 6, lastPrivate(before.view));
  const ended = seen.view.phase === 'ended' ? `\n${NOTE.gameOver}` : '';
  return { seen, note: [note, ...learnt.map((l) => `🤫 ${l}`)].join('\n') + ended, stale: false };
}

/** Submits and answers with the fresh panel. */
export function act(ctx: BotContext, interaction: BaseInteraction & Actor, game: GameInfo, command: AwardCommand, note: string, expectedVersion?: number): MessagePayload {
  const done = submit(ctx, interaction, game, command, note, expectedVersion);
  return panelOf(interaction, done.seen, done.note);
}

/** Submits and answers with a short note (for public prompts: the channel shows the rest). */
export function actShort(ctx: BotContext, interaction: BaseInteraction & Actor, game: GameInfo, command: AwardCommand, note: string): MessagePayload {
  const done = submit(ctx, interaction, game, command, note);
  return { content: truncate(done.note, LIMITS.content), embeds: [], components: [], allowedMentions: { parse: [] } };
}

