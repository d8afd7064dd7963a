// The lobby message of any game: who is seated, the table's options, and the buttons to join,
// leave, add or remove AI seats, start and cancel. Edited in place as the table changes.
import type { GameInfo } from '../service/types.js';
import { z } from 'zod';
import { button, ButtonStyle, mention, row } from './format.js';
import type { DiscordGame } from './games.js';
import { componentKey } from './kit/route.js';
import type { MessagePayload } from './payload.js';

const none = z.tuple([]);
const noArgs = () => [];

/** The lobby buttons' custom_ids (any game's lobby); `formerly`: earlier names that still work. */
export const lobbyKeys = {
  join: componentKey('lobby', 'join', none, noArgs),
  leave: componentKey('lobby', 'leave', none, noArgs),
  addAi: componentKey('lobby', 'addai', none, noArgs),
  removeAi: componentKey('lobby', 'removeai', none, noArgs, ['rmai']),
  start: componentKey('lobby', 'start', none, noArgs),
  cancel: componentKey('lobby', 'cancel', none, noArgs),
};

/** The most seats this table takes (its own setting, within the game's limit). */
export function seatLimit(game: GameInfo, max: number): number {
  const own = game.settings.maxSeats;
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
  const pictures = game.settings.images !== false ? '🖼️ Pictures of the cards beside the words.' : '🖼️ Pictures off (`images:off`): words only.';
  const lines = [meta.blurb, '', ...meta.lobbyLines(game), pictures, '', `**Seats (${game.seats.length}/${max})**`, ...seats, '', status];
  const components =
    game.status === 'lobby'
      ? [
          row(
            button(lobbyKeys.join.id(game.id), 'Join', ButtonStyle.Success, { emoji: '✋', disabled: game.seats.length >= max }),
            button(lobbyKeys.leave.id(game.id), 'Leave', ButtonStyle.Secondary),
            button(lobbyKeys.addAi.id(game.id), 'Add AI', ButtonStyle.Secondary, { emoji: '🤖', disabled: game.seats.length >= max }),
            button(lobbyKeys.removeAi.id(game.id), 'Remove AI', ButtonStyle.Secondary, { disabled: !game.seats.some((s) => s.userId === null) }),
          ),
          row(
            button(lobbyKeys.start.id(game.id), 'Start', ButtonStyle.Primary, { emoji: '▶️', disabled: game.seats.length < limits.min }),
            button(lobbyKeys.cancel.id(game.id), 'Cancel table', ButtonStyle.Danger),
          ),
        ]
      : [];
  return {
    embeds: [{ title: `🎲 ${meta.title}${game.status === 'lobby' ? ' — a new table' : ''}`, description: lines.join('\n'), color: meta.color, footer: { text: `Game #${game.id} · host and server managers can start or cancel` } }],
    components,
    allowedMentions: { parse: [] },
  };
}
