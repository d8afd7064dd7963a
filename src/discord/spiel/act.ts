// Reading a company's view and acting for it, shared by the slash commands and the components.
// A button acts only if the panel it came from is still current for the clicker (its stamp);
// the command is then submitted against the version just read, in the same synchronous tick,
// so nothing else in this process can slip in between the check and the change.
import type { BaseInteraction } from 'discord.js';
import { panelStamp } from '../../games/spiel/stamp.js';
import type { SpielCommand, SpielEvent, SpielView } from '../../games/spiel/types.js';
import type { GameInfo } from '../../service/types.js';
import { UserError } from '../errors.js';
import { explain, latestGameInChannel, requireSeat, seatedView, viewOf, type BotContext } from '../interact.js';
import { namerFor } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { panel } from './panel.js';

export const TYPE = 'spiel';
const NOT_STARTED = 'This table has not started yet. Join it from the lobby message, then wait for the host to start.';

/** A game as one user sees it now, with the version it was read at. */
export interface Seen {
  readonly game: GameInfo;
  readonly version: number;
  readonly view: SpielView;
}

/** The game as `userId` may see it; the view is the public one for non-players. */
export function see(ctx: BotContext, game: GameInfo, userId: string): Seen {
  return viewOf<SpielView>(ctx, game, userId, NOT_STARTED);
}

/** The channel's running game as the user's own company sees it (one service read). */
export function mine(ctx: BotContext, interaction: BaseInteraction): Seen {
  return seatedView<SpielView>(ctx, interaction, TYPE, NOT_STARTED);
}

/**
 * The user's company in the channel's running game — or, once it has ended, in the game that
 * ended last there: `/spiel hand` and the "Open my hand" button then both show the final panel.
 */
export function mineOrFinished(ctx: BotContext, interaction: BaseInteraction): Seen {
  const running = interaction.channelId ? ctx.service.activeGameInChannel(interaction.channelId) : null;
  if (running?.type === TYPE) return mine(ctx, interaction);
  const game = latestGameInChannel(ctx, interaction, TYPE);
  requireSeat(game, interaction.user.id);
  return see(ctx, game, interaction.user.id);
}

/** The user's panel as it is now, with a note above it. */
export function panelOf(seen: Seen, note?: string): MessagePayload {
  // A finished game's panel is history: named without today's "AI playing" mark.
  const payload = panel(seen.game.id, seen.view, namerFor(seen.game, { autopilot: seen.view.phase === 'playing' }));
  return note ? { ...payload, content: `${note}\n-# ${payload.content ?? ''}` } : payload;
}

const OUT_OF_DATE = '⚠️ Your panel was out of date — your hand, plan, money or designers changed, or the month moved on — so nothing was changed. Here is your panel as it is now.';

/**
 * Whether a button drawn with `stamp` still fits the clicker's company as seen now. Only the
 * clicker's own company counts: other companies acting in the same month never make it stale.
 */
export function current(seen: Seen, stamp: string): boolean {
  return panelStamp(seen.view) === stamp;
}

/** The answer to a click on an out-of-date panel: the panel as it is now, nothing changed. */
export function outOfDate(seen: Seen): MessagePayload {
  return panelOf(seen, OUT_OF_DATE);
}

/**
 * Submits a player's command. On success returns the fresh panel with a note; on a stale
 * version (only possible from another process), the fresh panel with the reason; otherwise
 * throws the explanation. `seen`: the view the command was built from — the command is then
 * refused if the game changed since (it cannot within this process: no await in between).
 */
export function act(ctx: BotContext, interaction: { id: string; user: { id: string } }, game: GameInfo, command: SpielCommand, note: string, seen?: Seen): MessagePayload {
  const result = ctx.service.submit({
    gameId: game.id,
    actor: { userId: interaction.user.id },
    command,
    ...(seen === undefined ? {} : { expectedVersion: seen.version }),
    interactionId: interaction.id,
  });
  if (result.ok) {
    // The outcome holds the new state; a repeated interaction is shown as the game is now.
    const { outcome } = result;
    const fresh: Seen = result.duplicate
      ? see(ctx, outcome.game, interaction.user.id)
      : { game: outcome.game, version: outcome.version, view: outcome.viewForUser(interaction.user.id) as SpielView };
    const resolved = (outcome.events as readonly SpielEvent[]).some((e) => e.type === 'monthResolving');
    return panelOf(fresh, resolved ? `${note}\n📣 That was the last choice: the month has resolved — the results are in the channel.` : note);
  }
  if (result.error.code === 'STALE_VERSION') {
    const fresh = result.view && result.version !== undefined ? { game, version: result.version, view: result.view as SpielView } : see(ctx, game, interaction.user.id);
    return panelOf(fresh, OUT_OF_DATE);
  }
  throw new UserError(explain(ctx, TYPE, result.error));
}
