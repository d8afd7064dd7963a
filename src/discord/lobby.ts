// The lobby message of any game: who is seated, the table's options, and the buttons to join,
// leave, add or remove AI seats, start and cancel. Edited in place as the table changes.
import type { GameInfo } from '../service/types.js';
import { encodeId } from './custom-id.js';
import { button, ButtonStyle, mention, row } from './format.js';
import type { DiscordGame } from './games.js';
import type { MessagePayload } from './payload.js';

export const lobbyIds = {
  join: (gameId: number) => encodeId('lobby', 'join', gameId),
  leave: (gameId: number) => encodeId('lobby', 'leave', gameId),
  addAi: (gameId: number) => encodeId('lobby', 'addai', gameId),
  removeAi: (gameId: number) => encodeId('lobby', 'rmai', gameId),
  start: (gameId: number) => encodeId('lobby', 'start', gameId),
  cancel: (gameId: number) => encodeId('lobby', 'cancel', gameId),
};

/** The most seats this table takes (its own setting, within the game's limit). */
export function seatLimit(game: GameInfo, max: number): number {
  const own = (game.settings as { maxSeats?: number | null }).maxSeats;
  return own ? Math.min(own, max) : max;
}

export function lobbyPayload(game: GameInfo, meta: Pick<DiscordGame, 'title' | 'color' | 'blurb' | 'lobbyLines'>, limits: { readonly min: number; readonly max: number }): MessagePayload {
  const max = seatLimit(game, limits.max);
  let ai = 0;
  const seats = game.seats.map((s, i) => {
    const who = s.userId === null ? `🤖 AI ${++ai}` : mention(s.userId);
    return `${i + 1}. ${who}${s.userId === game.hostUserId ? ' 👑 host' : ''}`;
  });
  const status =
    game.status === 'lobby'
      ? `Waiting for players: ${game.seats.length}/${max} seated, at least ${limits.min} needed.`
      : game.status === 'cancelled'
        ? '❌ This table was cancelled.'
        : '▶️ The game has started — see the posts below.';
  const lines = [meta.blurb, '', ...meta.lobbyLines(game), '', `**Seats (${game.seats.length}/${max})**`, ...seats, '', status];
  const components =
    game.status === 'lobby'
      ? [
          row(
            button(lobbyIds.join(game.id), 'Join', ButtonStyle.Success, { emoji: '✋', disabled: game.seats.length >= max }),
            button(lobbyIds.leave(game.id), 'Leave', ButtonStyle.Secondary),
            button(lobbyIds.addAi(game.id), 'Add AI', ButtonStyle.Secondary, { emoji: '🤖', disabled: game.seats.length >= max }),
            button(lobbyIds.removeAi(game.id), 'Remove AI', ButtonStyle.Secondary, { disabled: !game.seats.some((s) => s.userId === null) }),
          ),
          row(
            button(lobbyIds.start(game.id), 'Start', ButtonStyle.Primary, { emoji: '▶️', disabled: game.seats.length < limits.min }),
            button(lobbyIds.cancel(game.id), 'Cancel table', ButtonStyle.Danger),
          ),
        ]
      : [];
  return {
    embeds: [{ title: `🎲 ${meta.title}${game.status === 'lobby' ? ' — a new table' : ''}`, description: lines.join('\n'), color: meta.color, footer: { text: `Game #${game.id} · host and server managers can start or cancel` } }],
    components,
    allowedMentions: { parse: [] },
  };
}
