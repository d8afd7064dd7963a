// A player's command through the service, typed for the game's face: what happened (the new
// view, the events), or that the player's panel was out of date, or why the rules refused.
import type { GameInfo } from '../../service/types.js';
import { UserError } from '../errors.js';
import { explain, type BotContext } from '../interact.js';
import type { FaceRef } from './face.js';
import { seatView } from './needs.js';
import { viewAs, type Seen } from './seen.js';

/** What a submitted command came to. */
export type Acted<V> =
  /** Applied: the player's view after it, and the engine's events (untyped: check them with a guard). */
  | { readonly kind: 'done'; readonly seen: Seen<V>; readonly events: readonly unknown[] }
  /** Refused because the game moved since `expectedVersion` (only another process can cause it). */
  | { readonly kind: 'stale'; readonly seen: Seen<V> };

/** Whether an event list has an event of `type` (events are the engine's tagged objects). */
export function hasEvent(events: readonly unknown[], type: string): boolean {
  return events.some((e) => typeof e === 'object' && e !== null && 'type' in e && e.type === type);
}

/**
 * Submits `command` for the interaction's user, once per interaction id. `expectedVersion`: the
 * version the command was built from (refused as stale if the game changed since). A refusal by
 * the rules throws a UserError in the game's words.
 */
export function submitAs<V>(
  ctx: BotContext,
  face: FaceRef,
  game: GameInfo,
  interaction: { readonly id: string; readonly user: { readonly id: string } },
  command: unknown,
  expectedVersion?: number,
): Acted<V> {
  const userId = interaction.user.id;
  const result = ctx.service.submit({
    gameId: game.id,
    actor: { userId },
    command,
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    interactionId: interaction.id,
  });
  if (result.ok) {
    const { outcome } = result;
    // A repeated interaction is shown as the game is now; a new one as its outcome left it.
    const seen = result.duplicate ? seatView<V>(ctx, face, outcome.game, userId) : { game: outcome.game, version: outcome.version, view: viewAs<V>(outcome.viewForUser(userId)) };
    return { kind: 'done', seen, events: result.duplicate ? [] : outcome.events };
  }
  if (result.error.code === 'STALE_VERSION') {
    const seen = result.view !== undefined && result.version !== undefined ? { game, version: result.version, view: viewAs<V>(result.view) } : seatView<V>(ctx, face, game, userId);
    return { kind: 'stale', seen };
  }
  throw new UserError(explain(ctx, face.type, result.error, game));
}
