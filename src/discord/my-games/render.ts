// The words of `/games` and the daily digest: one entry per table a player sits at — the game,
// the server and channel, what it waits for (in the game's own words, from the player's view) and
// until when, and a jump link to the post that shows the table now — then the digest's settings.
// Drawn in the current language scope (the player's), before any await.
import type { APIEmbed, APISelectMenuOption } from 'discord.js';
import { hourOnClock, type DigestPrefs } from '../../service/digests.js';
import type { GameService, PlayerTable } from '../../service/service.js';
import type { MessageRef } from '../../service/types.js';
import { t } from '../../i18n/index.js';
import { button, ButtonStyle, escapeMarkdown, longEmbeds, mention, row, select, timestamp, truncate, LIMITS } from '../format.js';
import type { DiscordGame } from '../games.js';
import type { MessagePayload } from '../payload.js';
import { keys } from './ids.js';

/** Tables on one page of `/games`. */
export const PAGE_SIZE = 8;
const COLOR = 0x5865f2;

/** What drawing a table's entry reads besides the table: the faces, the posts recorded, the servers' names. */
export interface Lookup {
  readonly games: ReadonlyMap<string, DiscordGame>;
  messages(gameId: number): readonly MessageRef[];
  readonly guildNames: ReadonlyMap<string, { readonly name: string }>;
}

/** What drawing an entry reads, for these tables. */
export function lookupFor(service: GameService, games: ReadonlyMap<string, DiscordGame>, entries: readonly PlayerTable[]): Lookup {
  return { games, messages: (id) => service.messages(id), guildNames: service.guildNames(entries.map((e) => e.game.guildId)) };
}

/** The jump link to the post that shows the table now (the lobby, the month's or turn's post, the end), else to its channel. */
export function jumpLink(entry: PlayerTable, meta: DiscordGame | undefined, lookup: Lookup): string {
  const { game } = entry;
  const wanted = game.status === 'lobby' ? ['lobby'] : entry.view !== null && meta ? meta.currentPosts(entry.view) : [];
  const posted = lookup.messages(game.id);
  const ref = wanted.map((key) => posted.find((m) => m.key === key && m.messageId !== '-')).find((m) => m !== undefined);
  const base = `https://discord.com/channels/${game.guildId}/${ref?.channelId ?? game.channelId}`;
  return ref ? `${base}/${ref.messageId}` : base;
}

/** The server (its name when known) and the channel, which Discord renders for its members. */
function where(entry: PlayerTable, lookup: Lookup): string {
  const server = lookup.guildNames.get(entry.game.guildId);
  return server ? t('games:line.server', { server: escapeMarkdown(server.name), channel: entry.game.channelId }) : t('games:line.channel', { channel: entry.game.channelId });
}

/** Whom the game waits for besides the player: mentions, and the AI seats counted. */
function others(entry: PlayerTable): string {
  const who = entry.awaitedUserIds.map(mention);
  if (entry.awaitedAi > 0) who.push(t('games:who.ai', { count: entry.awaitedAi }));
  return who.length > 0 ? who.join(', ') : t('games:who.nobody');
}

const due = (at: number | null) => (at === null ? t('games:line.noDeadline') : t('games:line.due', { at: timestamp(at, 'R') }));

/** The second line of an entry: what the table waits for, or how it ended (`viewer`: the player). */
function state(entry: PlayerTable, meta: DiscordGame | undefined, viewer: string): string {
  const { game } = entry;
  const ended = timestamp(game.endedAt ?? 0, 'R');
  switch (game.status) {
    case 'lobby':
      return game.hostUserId === viewer ? t('games:line.lobbyHost', { seated: game.seats.length }) : t('games:line.lobby', { seated: game.seats.length, host: mention(game.hostUserId) });
    case 'ended': {
      const r = entry.result;
      if (!r) return t('games:line.over', { at: ended });
      if (r.won) return t('games:line.won', { at: ended });
      if (r.nobodyWon) return t('games:line.nobodyWon', { at: ended });
      return t('games:line.place', { count: r.place, ordinal: true, of: r.of, at: ended });
    }
    default: {
      if (entry.awayUntil !== null) return t('games:line.aiWhileAway', { until: timestamp(entry.awayUntil, 'f'), due: due(entry.deadline) });
      if (entry.aiPlays) return t('games:line.aiPlays', { command: meta?.command ?? '…', due: due(entry.deadline) });
      const view = entry.view;
      if (entry.waitsForYou) return t('games:line.you', { what: view !== null && meta ? meta.awaited(view, 'you') : '', due: due(entry.deadline) });
      return t('games:line.others', { who: others(entry), what: view !== null && meta ? meta.awaited(view, 'they') : '', due: due(entry.deadline) });
    }
  }
}

/** One table: its game, server and channel; what it waits for and until when; a jump link. */
export function tableEntry(entry: PlayerTable, lookup: Lookup, viewer: string): string {
  const meta = lookup.games.get(entry.game.type);
  const go = entry.game.status === 'lobby' ? t('games:line.goLobby') : t('games:line.go');
  const head = t('games:line.head', { title: meta?.title ?? entry.game.type, where: where(entry, lookup) });
  return `${head}\n${t('games:line.state', { state: state(entry, meta, viewer), go, url: jumpLink(entry, meta, lookup) })}`;
}

/** Which part of the list an entry is in, with its heading (the list is in this order already). */
function partOf(entry: PlayerTable): string {
  if (entry.game.status === 'running') return entry.waitsForYou ? t('games:part.yours') : t('games:part.others');
  return entry.game.status === 'lobby' ? t('games:part.lobbies') : t('games:part.ended');
}

/** How many pages `count` tables take. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** The digest's part of `/games`: whether it is on, when it comes, and what happens to reminders. */
function digestEmbed(digest: DigestPrefs | null): APIEmbed {
  const lines: string[] = [];
  if (digest?.on && digest.next !== null) {
    lines.push(t('games:digest.on', { at: timestamp(digest.next, 't'), next: timestamp(digest.next, 'R') }), t('games:digest.clockHint', { at: timestamp(digest.next, 't') }));
  } else lines.push(t('games:digest.off'));
  lines.push(t('games:digest.reminders'));
  if (digest?.undelivered) lines.push(t('games:digest.undelivered'));
  return { title: t('games:digest.title'), description: truncate(lines.join('\n\n'), LIMITS.description), color: COLOR };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The two menus of a digest that is on: what the player's clock shows now, and the hour it comes at. */
function digestMenus(page: number, digest: DigestPrefs, now: number): MessagePayload['components'] {
  const clockNow = hourOnClock(now, digest.utcOffset);
  const hours = Array.from({ length: 24 }, (_, h) => h);
  const clock: APISelectMenuOption[] = hours.map((h) => ({ label: t('games:digest.clockOption', { hour: two(h) }), value: String(h), ...(h === clockNow ? { default: true } : {}) }));
  const at: APISelectMenuOption[] = hours.map((h) => ({ label: t('games:digest.hourOption', { hour: two(h) }), value: String(h), ...(h === digest.hour ? { default: true } : {}) }));
  return [row(select(keys.clock.id(page), t('games:digest.clockPlaceholder'), clock)), row(select(keys.hour.id(page), t('games:digest.hourPlaceholder'), at))];
}

/**
 * A page of `/games` (page from 1; one past the last shows the last): the tables, then the
 * digest. Buttons page through and switch the digest; with the digest on, two menus set its hour.
 */
export function gamesPage(entries: readonly PlayerTable[], page: number, lookup: Lookup, viewer: string, digest: DigestPrefs | null, now: number): MessagePayload {
  const pages = pageCount(entries.length);
  const shown = Math.min(Math.max(1, page), pages);
  const lines: string[] = [];
  let heading = '';
  for (const entry of entries.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)) {
    const part = partOf(entry);
    if (part !== heading) lines.push(...(heading ? [''] : []), part);
    heading = part;
    lines.push(tableEntry(entry, lookup, viewer));
  }
  const list: APIEmbed = {
    title: t('games:title'),
    description: truncate(lines.length > 0 ? lines.join('\n') : t('games:none'), LIMITS.description),
    color: COLOR,
    ...(entries.length > 0 ? { footer: { text: t('games:footer', { count: entries.length, page: shown, pages }) } } : {}),
  };
  const on = digest?.on === true;
  const buttons = [
    ...(pages > 1
      ? [
          button(keys.page.id(Math.max(1, shown - 1)), t('games:previous'), ButtonStyle.Secondary, { emoji: '◀️', disabled: shown === 1 }),
          button(keys.page.id(Math.min(pages, shown + 1)), t('games:next'), ButtonStyle.Secondary, { emoji: '▶️', disabled: shown === pages }),
        ]
      : []),
    button(keys.digest.id(shown, on ? 'off' : 'on'), on ? t('games:digest.switchOff') : t('games:digest.switchOn'), on ? ButtonStyle.Secondary : ButtonStyle.Primary, { emoji: '📬' }),
  ];
  return {
    embeds: [list, digestEmbed(digest)],
    components: [row(...buttons), ...(on && digest ? (digestMenus(shown, digest, now) ?? []) : [])],
    allowedMentions: { parse: [] },
  };
}

/** The daily digest: the tables that wait for the player, soonest deadline first. */
export function digestMessage(waiting: readonly PlayerTable[], lookup: Lookup, viewer: string): MessagePayload {
  const lines = waiting.map((entry) => tableEntry(entry, lookup, viewer));
  return {
    embeds: longEmbeds(t('games:dm.title', { count: waiting.length }), lines, COLOR, t('games:dm.footer'), t('games:dm.rest')),
    allowedMentions: { parse: [] },
  };
}
