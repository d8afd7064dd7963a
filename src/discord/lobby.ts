// The lobby message of any game: who is seated, the table's options, and the buttons to join,
// leave, add or remove AI seats, start and cancel. Edited in place as the table changes.
import type { GameInfo } from '../service/types.js';
import { z } from 'zod';
import { button, ButtonStyle, mention, row } from './format.js';
import type { DiscordGame } from './games.js';
import { componentKey } from './kit/route.js';
import type { MessagePayload } from './payload.js';
import { inLanguage, t } from '../i18n/index.js';
import { awayLobbyLines } from './kit/away.js';
import { optionList } from './kit/server-defaults.js';

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

/** Each seat's name as the table's messages show it, in seat order: a mention, or "AI n" numbered among the AI seats. */
export function seatNames(game: GameInfo): string[] {
  let ai = 0;
  return game.seats.map((s) => (s.userId === null ? t('kit:lobby.ai', { n: ++ai }) : mention(s.userId)));
}

/** The seats list ("1. @Ada 👑 host"), from `seatNames`. */
export function seatLines(game: GameInfo, names: readonly string[] = seatNames(game)): string[] {
  return game.seats.map((s, i) => `${i + 1}. ${names[i] ?? '?'}${s.userId === game.hostUserId ? t('kit:lobby.host') : ''}`);
}

/** The lobby message, in the table's language (whoever's click redraws it). */
export function lobbyPayload(game: GameInfo, meta: Pick<DiscordGame, 'title' | 'color' | 'blurb' | 'lobbyLines' | 'words'>, limits: { readonly min: number; readonly max: number }): MessagePayload {
  return inLanguage(game.settings.language, () => drawLobby(game, meta, limits));
}

/** An open table's state: still waiting for players, or ready for the host (or a manager) to press Start. */
function openStatus(game: GameInfo, max: number, min: number): string {
  const seated = game.seats.length;
  if (seated < min) return t('kit:lobby.waiting', { seated, max, min });
  const host = mention(game.hostUserId);
  return seated >= max ? t('kit:lobby.readyFull', { max, host }) : t('kit:lobby.ready', { seated, max, min, host });
}

/** Where a table that asked for a thread plays: its thread, or its channel and why (no line: it did not ask). */
function threadLines(game: GameInfo): string[] {
  if (!game.settings.thread) return [];
  switch (game.threadNote) {
    case 'permissions':
      return [t('kit:thread.permissions')];
    case 'failed':
      return [t('kit:thread.failed')];
    case 'nested':
      return [t('kit:thread.nested')];
    default:
      return [t('kit:lobby.thread')];
  }
}

function drawLobby(game: GameInfo, meta: Pick<DiscordGame, 'title' | 'color' | 'blurb' | 'lobbyLines' | 'words'>, limits: { readonly min: number; readonly max: number }): MessagePayload {
  const max = seatLimit(game, limits.max);
  const seats = seatLines(game);
  const status = game.status === 'lobby' ? openStatus(game, max, limits.min) : game.status === 'cancelled' ? t('kit:lobby.cancelled') : game.status === 'ended' ? t('kit:lobby.ended') : t('kit:lobby.started');
  const pictures = game.settings.images !== false ? t('kit:lobby.picturesOn') : t('kit:lobby.picturesOff');
  // Issue 33: the values this table took from the server's `/settings`, by the options' names (one line for every option, so an option added later is named too).
  const server = game.settings.fromServer ?? {};
  const fromServer = Object.keys(server).length > 0 ? [t('kit:settings.lobbyLine', { values: optionList(server) })] : [];
  const lines = [meta.blurb, '', ...meta.lobbyLines(game), ...awayLobbyLines(game.settings, meta.words), ...threadLines(game), pictures, t('kit:language.line', { language: t('kit:language.name') }), ...fromServer, '', t('kit:lobby.seats', { seated: game.seats.length, max }), ...seats, '', status];
  const components =
    game.status === 'lobby'
      ? [
          row(
            button(lobbyKeys.join.id(game.id), t('kit:lobby.join'), ButtonStyle.Success, { emoji: '✋', disabled: game.seats.length >= max }),
            button(lobbyKeys.leave.id(game.id), t('kit:lobby.leave'), ButtonStyle.Secondary),
            button(lobbyKeys.addAi.id(game.id), t('kit:lobby.addAi'), ButtonStyle.Secondary, { emoji: '🤖', disabled: game.seats.length >= max }),
            button(lobbyKeys.removeAi.id(game.id), t('kit:lobby.removeAi'), ButtonStyle.Secondary, { disabled: !game.seats.some((s) => s.userId === null) }),
          ),
          row(
            button(lobbyKeys.start.id(game.id), t('kit:lobby.start'), ButtonStyle.Primary, { emoji: '▶️', disabled: game.seats.length < limits.min }),
            button(lobbyKeys.cancel.id(game.id), t('kit:lobby.cancel'), ButtonStyle.Danger),
          ),
        ]
      : [];
  return {
    embeds: [{ title: `🎲 ${meta.title}${game.status === 'lobby' ? t('kit:lobby.newTable') : ''}`, description: lines.join('\n'), color: meta.color, footer: { text: game.status === 'lobby' ? t('kit:lobby.footer', { id: game.id }) : t('kit:summary.footer', { id: game.id }) } }],
    components,
    allowedMentions: { parse: [] },
  };
}
