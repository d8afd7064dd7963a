// How seats are named in messages: a mention for a human (rendered as their name, never a ping
// inside embeds), "🤖 AI n" for an AI seat, and a robot mark while the AI plays for a human —
// in the language of the message they are put in.
//
// Where a mention cannot go (menus, autocomplete) a player's display name is shown as text. A
// display name is whatever its player typed — "**Bob**", "[win](https://…)" — so it reaches a
// message only escaped (`textNames`, `nameText`): every word the bot writes is markdown, and the
// menu and autocomplete builders turn markdown into the plain text they show (format.ts,
// plainText), which brings an escaped name back exactly as typed. The name as typed is a
// `PlainName`, for comparing with what a player typed and for drawing in pictures; the catalogue's
// `t()` refuses one as a parameter at compile time (i18n: `Params`).
import type { BaseInteraction } from 'discord.js';
import type { PlayerId } from '../engine/game.js';
import type { GameService } from '../service/service.js';
import type { GameInfo } from '../service/types.js';
import { escapeMarkdown, mention } from './format.js';
import { t } from '../i18n/index.js';

export type Namer = (player: PlayerId) => string;

/** A display name exactly as its player wrote it: never markdown (see above). */
export type PlainName = string & { readonly plainName: true };
/** Seat names as written, for matching what a player typed (never for a message's text). */
export type PlainNamer = (player: PlayerId) => PlainName;

/** A display name as markdown text: escaped, so Discord shows it exactly as written. */
export function nameText(name: PlainName): string {
  return escapeMarkdown(name);
}

/**
 * A namer for one game's seats. `autopilot: false` leaves out today's "AI playing" mark: for
 * history (past months, results, standings), which today's mark would misdescribe.
 */
export function namerFor(game: GameInfo, opts: { autopilot?: boolean } = {}): Namer {
  const flag = opts.autopilot ?? true;
  const names = new Map<PlayerId, string>();
  let ai = 0;
  for (const seat of game.seats) {
    if (seat.playerId === null) continue;
    if (seat.userId === null) names.set(seat.playerId, t('kit:lobby.ai', { n: ++ai }));
    else names.set(seat.playerId, seat.ai && flag ? t('kit:names.aiPlaying', { who: mention(seat.userId) }) : mention(seat.userId));
  }
  return (player) => names.get(player) ?? player;
}

/** The Discord user in a seat, if a human sits there. */
export function userOf(game: GameInfo, player: PlayerId): string | null {
  return game.seats.find((s) => s.playerId === player)?.userId ?? null;
}

/** The seat of a Discord user, if seated. */
export function seatOf(game: GameInfo, userId: string): PlayerId | null {
  return game.seats.find((s) => s.userId === userId)?.playerId ?? null;
}

/** Seat names as written: each player's display name as stored with their seat, or "AI n" (for matching typed names). */
export function plainNames(game: GameInfo): PlainNamer {
  const names = new Map<PlayerId, PlainName>();
  let ai = 0;
  for (const seat of game.seats) {
    if (seat.playerId === null) continue;
    if (seat.userId === null) names.set(seat.playerId, t('kit:names.ai', { n: ++ai }) as PlainName);
    else names.set(seat.playerId, nameOf(game, seat.userId) ?? (t('kit:names.player', { n: seat.index + 1 }) as PlainName));
  }
  return (p) => names.get(p) ?? (p as PlainName);
}

/**
 * Seat names as text for a message, where a mention cannot be shown (menus, autocomplete) or is
 * not wanted: the display names escaped (nameText). Menus show them as written.
 */
export function textNames(game: GameInfo): Namer {
  const plain = plainNames(game);
  return (p) => nameText(plain(p));
}

/** A seated player's stored display name, as written (null: an AI seat, not seated, or not heard from yet). */
export function nameOf(game: Pick<GameInfo, 'seats'>, userId: string): PlainName | null {
  return (game.seats.find((s) => s.userId === userId)?.name ?? null) as PlainName | null;
}

/**
 * The name Discord shows for the interaction's user where it happened: their server nickname,
 * else their global display name, else their username (what a mention of them reads as there).
 */
export function displayNameOf(interaction: BaseInteraction): PlainName {
  const member = interaction.member;
  const nickname = member ? ('nickname' in member ? member.nickname : member.nick) : null;
  return (nickname ?? interaction.user.displayName) as PlainName;
}

/**
 * Keeps a seated player's display name up to date with what Discord shows now (menus and pictures
 * print it; see SeatInfo.name). Written only when it changed, so a player's usual click costs a
 * string comparison.
 */
export function noteName(service: GameService, game: GameInfo, interaction: BaseInteraction): void {
  const seat = game.seats.find((s) => s.userId === interaction.user.id);
  if (!seat) return;
  const name = displayNameOf(interaction);
  if (seat.name !== name) service.nameSeat(game.id, interaction.user.id, name);
}
