// What a route needs before it runs, looked up once per interaction in one service read, and
// refused in words when it is not there (no table here, not started, not seated, game over).
import type { BaseInteraction } from 'discord.js';
import type { GameInfo } from '../../service/types.js';
import { UserError } from '../errors.js';
import { explain, type BotContext } from '../interact.js';
import type { FaceRef, GameFace } from './face.js';
import type { Needs } from './route.js';
import { t } from '../../i18n/index.js';
import { seenOf, type Seen } from './seen.js';
import { noteName } from '../names.js';
import { atTable } from '../table-channel.js';

function noTable(face: GameFace<unknown>, ever: boolean): UserError {
  return new UserError(ever ? t('kit:error.noGameEver', { game: face.words.aGame, command: face.command }) : t('kit:error.noGame', { game: face.words.aGame, command: face.command }));
}

function gameOver(face: GameFace<unknown>): UserError {
  return new UserError(t('kit:error.over', { command: face.command }));
}

/** The user's seat view of a started game, or the refusal a player would expect. */
export function seatView<V>(ctx: BotContext, face: FaceRef, game: GameInfo, userId: string): Seen<V> {
  if (!game.seats.some((s) => s.userId === userId)) throw new UserError(t('kit:error.NOT_IN_GAME'));
  const result = ctx.service.view(game.id, userId);
  if (!result.ok) throw new UserError(explain(ctx, face.type, result.error));
  const seen = seenOf<V>(result);
  if (!seen) throw new UserError(face.words.notStarted);
  return seen;
}

/** Looks up what `needs` asks for in the interaction's channel; throws a UserError when it is not there. */
export function resolveNeeds<V>(needs: Needs, ctx: BotContext, face: GameFace<V>, interaction: BaseInteraction): { game: GameInfo | null; seen: Seen<V> | null } {
  if (needs === 'free') return { game: null, seen: null };
  const channel = interaction.channelId;
  if (channel === null) throw new UserError(t('kit:error.serverOnly'));
  const user = interaction.user.id;
  if (needs === 'playing') {
    // The hot path (a player's own command): the channel's game as the user sees it, in one read.
    const result = ctx.service.viewInChannel(channel, user);
    if (!result || (result.ok && result.game.type !== face.type)) {
      const last = ctx.service.latestGameInChannel(channel);
      throw last?.type === face.type && last.status === 'ended' ? gameOver(face) : noTable(face, false);
    }
    if (!result.ok) throw new UserError(explain(ctx, face.type, result.error));
    if (!result.game.seats.some((s) => s.userId === user)) throw new UserError(t('kit:error.NOT_IN_GAME'));
    const seen = seenOf<V>(result);
    if (!seen) throw new UserError(face.words.notStarted);
    noteName(ctx.service, result.game, interaction);
    return { game: result.game, seen };
  }
  const active = ctx.service.activeGameInChannel(channel);
  if (needs === 'table') {
    if (!active || active.type !== face.type) throw noTable(face, false);
    return { game: active, seen: null };
  }
  const shown = active?.type === face.type ? active : ctx.service.latestGameInChannel(channel);
  if (!shown || shown.type !== face.type) throw noTable(face, true);
  if (needs === 'shown') return { game: shown, seen: null };
  const seen = seatView<V>(ctx, face, shown, user);
  noteName(ctx.service, shown, interaction);
  return { game: shown, seen };
}

/** The game a component belongs to; refuses a button of another game type or used in another channel. */
export function gameOfComponent(ctx: BotContext, face: GameFace<unknown>, interaction: BaseInteraction, gameId: number): GameInfo {
  const game = ctx.service.game(gameId);
  if (!game || game.type !== face.type) throw new UserError(t('kit:error.buttonGone'));
  if (!atTable(game, interaction.channelId)) throw new UserError(t('kit:error.buttonElsewhere'));
  return game;
}

/**
 * A component's game and the clicker's seat view in one service read (the hot path of every
 * panel button); refuses a button of another game, channel or someone not seated.
 */
export function componentSeat<V>(ctx: BotContext, face: FaceRef, interaction: BaseInteraction, gameId: number): Seen<V> {
  const result = ctx.service.view(gameId, interaction.user.id);
  if (!result.ok || result.game.type !== face.type) throw new UserError(t('kit:error.buttonGone'));
  if (!atTable(result.game, interaction.channelId)) throw new UserError(t('kit:error.buttonElsewhere'));
  if (result.seat === null) throw new UserError(t('kit:error.NOT_IN_GAME'));
  const seen = seenOf<V>(result);
  if (!seen) throw new UserError(face.words.notStarted);
  noteName(ctx.service, result.game, interaction);
  return seen;
}
