// How the bot makes and changes its public messages so that each appears exactly once:
// - a post is sent with a nonce and `enforce_nonce`, and the nonce is stored before the first
//   attempt; a retry (after a lost answer, a 5xx or a crash) sends the same nonce, so Discord
//   hands back the message it already made instead of making a second one; a retry later than
//   Discord's nonce window first looks for the post in the channel's recent history;
// - an edit that would not change what a message shows is not sent (its hash is stored);
// - errors are sorted into "Discord stumbled, try again" (transient) and the rest.
import { createHash } from 'node:crypto';
import { DiscordAPIError, HTTPError, RESTJSONErrorCodes, Routes, type APIMessage, type Client } from 'discord.js';
import type { GameService } from '../service/service.js';
import type { GameInfo, PostIntent } from '../service/types.js';
import type { Logger } from '../log.js';
import { inLanguage } from '../i18n/index.js';
import type { Draw, MessagePayload } from './payload.js';
import { messageJson, requestOf } from './upload.js';
import { NO_TELEMETRY, type BotTelemetry, type PostOp } from './telemetry.js';
import { inline, type Drawer } from '../render/pictures.js';
import { postChannel } from './table-channel.js';
import { namedPictures, namesFrom, picturesOn, pointingAt, withFiles, wordsOnly, type NamedPicture } from './pictures.js';

/**
 * How long after a first attempt a retry trusts the nonce alone. Discord checks nonces over "the
 * past few minutes"; past this, the retry looks in the channel's history first.
 */
export const NONCE_TRUST_MS = 2 * 60_000;
/** How many channel messages one page of that look reads (Discord's most). */
const HISTORY_PAGE = 100;
/**
 * How many pages a look reads at most (5,000 messages since the first attempt). Past that the
 * post counts as not found: it is posted (again), risking a double as a look without history
 * access does, rather than leaving a game without a post it needs (a month's results, a prompt
 * with live buttons). A channel that busy since a post began is far outside normal play.
 */
const HISTORY_PAGES = 50;
/** How far before a first attempt the look starts (clocks differ; a snowflake is Discord's time). */
const HISTORY_SLACK_MS = 60_000;
/** Snowflakes count milliseconds from here. */
const DISCORD_EPOCH = 1_420_070_400_000;

/** Network and server failures worth retrying, as discord.js reports them. */
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** True if the failure is Discord's or the network's and the same request may work later. */
export function isTransient(error: unknown): boolean {
  if (error instanceof DiscordAPIError) return error.status >= 500 || error.status === 429;
  if (error instanceof HTTPError) return error.status >= 500 || error.status === 429;
  if (!(error instanceof Error)) return false;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  const codes = [(error as { code?: unknown }).code, (error.cause as { code?: unknown } | undefined)?.code];
  if (codes.some((c) => typeof c === 'string' && NETWORK_CODES.has(c))) return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}

/**
 * One write to Discord, reported to `telemetry`: sent, or retried (a transient failure, which the
 * publisher's lane tries again), or failed. `taken` says which other refusals mean the write
 * stands all the same (a thread Discord already made on the message: 160004).
 */
export async function reported<T>(telemetry: BotTelemetry, op: PostOp, run: () => Promise<T>, taken: (error: unknown) => boolean = () => false): Promise<T> {
  try {
    const result = await run();
    telemetry.post(op, 'sent');
    return result;
  } catch (error) {
    telemetry.post(op, isTransient(error) ? 'retried' : taken(error) ? 'sent' : 'failed');
    throw error;
  }
}

function apiCode(error: unknown): number | null {
  return error instanceof DiscordAPIError && typeof error.code === 'number' ? error.code : null;
}

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * A hash of everything a message shows (files by content, pictures by their hashed file names,
 * which carry the scene's hash): "words" then, after a dot, the pictures' part alone, so an edit
 * that changes only the words can keep the pictures already uploaded.
 */
export function payloadHash(payload: MessagePayload): string {
  const files = (payload.files ?? []).map((f) => [f.name, f.description ?? '', sha(f.attachment.toString('base64'))]);
  const words = sha(JSON.stringify([payload.content ?? '', payload.embeds ?? [], payload.components ?? [], files])).slice(0, 22);
  const pictures = (payload.pictures ?? []).map((p) => [p.name, p.description]);
  return pictures.length > 0 ? `${words}.${sha(JSON.stringify(pictures)).slice(0, 12)}` : words;
}

/** An embed as the fingerprint reads it (a payload's or a message's from Discord). */
interface Printed {
  readonly title?: string | null;
  readonly description?: string | null;
  readonly fields?: readonly unknown[] | null;
  readonly author?: unknown;
  readonly footer?: unknown;
}

/**
 * What identifies a post among the channel's messages: its text and its embeds' titles and texts.
 * Embeds that hold nothing but a picture (a further part of a split picture, `showing`) are left
 * out: a post whose pictures could not be drawn goes out with its words alone, without them, and
 * must still be found as the post it is after a crash (else it would be made a second time).
 */
export function fingerprint(message: { content?: string | null; embeds?: readonly Printed[] | null }): string {
  const words = (message.embeds ?? []).filter((e) => e.title || e.description || e.fields?.length || e.author || e.footer);
  const embeds = words.map((e) => [e.title ?? '', e.description ?? '']);
  return sha(JSON.stringify([message.content ?? '', embeds])).slice(0, 22);
}

/** The nonce of a post: derived from the game, the post's key and the version it was first tried at (≤ 25 characters). */
function nonceFor(gameId: number, key: string, version: number): string {
  return sha(`${gameId}|${key}|${version}`).slice(0, 25);
}

/** A message as Discord's REST API returns it (what the publisher reads of it). */
type RawMessage = Pick<APIMessage, 'id' | 'content' | 'embeds'> & { readonly author: { readonly id: string } };

/** A payload without its pictures but with its embeds still pointing at them (an edit that keeps them). */
function wordsOnlyKeepingImages(payload: MessagePayload): MessagePayload {
  const { pictures: _p, ...words } = payload;
  return words;
}

/** The REST request of a payload (`extra`: a nonce; `replaceAttachments`: an edit that sets the attachments). */
function body(payload: MessagePayload, extra: { nonce?: string; enforce_nonce?: boolean; replaceAttachments?: boolean } = {}) {
  const { replaceAttachments, ...rest } = extra;
  return requestOf({ ...messageJson(payload, replaceAttachments), ...rest }, payload.files);
}

/**
 * The channel-level operations of the publisher, straight on Discord's REST API (raw JSON in and
 * out: no discord.js message or channel objects to build and cache for posts the bot only
 * writes). Each throws transient errors for the caller to retry; every write is reported to the
 * telemetry (sent, retried or failed).
 */
export class Posts {
  constructor(
    private readonly client: Client,
    private readonly service: GameService,
    private readonly log: Logger,
    private readonly nonceTrustMs = NONCE_TRUST_MS,
    private readonly telemetry: BotTelemetry = NO_TELEMETRY,
    private readonly drawer: Drawer = inline,
  ) {}

  /**
   * The payload as it will show in `game`'s channel: its pictures named by content (the embeds
   * pointing at those names), or the words alone at a table with pictures off.
   */
  private shown(game: GameInfo, payload: MessagePayload): { payload: MessagePayload; named: NamedPicture[] } {
    if (!payload.pictures?.length || !picturesOn(game)) return { payload: wordsOnly(payload), named: [] };
    const named = namedPictures(payload, namesFrom(game));
    // Hashed over the named pictures (file names carry the content hash), so a picture that
    // changes makes a different hash and one that does not is never drawn again for an edit.
    return { payload: { ...pointingAt(payload, named), pictures: named.map((n) => ({ ...n, name: n.file })) }, named };
  }

  /** The payload `draw` draws, in the table's language, and as it will show (`shown`), whatever awaits came before. */
  private drawn(game: GameInfo, draw: Draw): { given: MessagePayload; payload: MessagePayload; named: NamedPicture[] } {
    return inLanguage(game.settings.language, () => {
      const given = draw();
      return { given, ...this.shown(game, given) };
    });
  }

  private draw(payload: MessagePayload, named: readonly NamedPicture[]): Promise<MessagePayload> {
    const { pictures: _p, ...words } = payload;
    if (named.length === 0) return Promise.resolve(words);
    const byFile = named.map((n) => ({ ...n, name: n.file }));
    return withFiles(words, byFile, this.drawer, (error) => this.log.warn('could not draw a picture; the post goes out with its words alone', error));
  }

  private write<T>(op: PostOp, run: () => Promise<T>): Promise<T> {
    return reported(this.telemetry, op, run);
  }

  /** Creates a message; null if the bot may not post there or the channel is gone (the next command there explains it). */
  private async create(channelId: string, payload: MessagePayload, extra: { nonce?: string; enforce_nonce?: boolean } = {}): Promise<RawMessage | null> {
    try {
      return (await this.write('create', () => this.client.rest.post(Routes.channelMessages(channelId), body(payload, extra)))) as RawMessage;
    } catch (error) {
      const code = apiCode(error);
      if (code === RESTJSONErrorCodes.MissingPermissions || code === RESTJSONErrorCodes.MissingAccess || code === RESTJSONErrorCodes.UnknownChannel) {
        this.log.warn(`cannot post in channel ${channelId} (${code}); the next command there will explain it`);
        return null;
      }
      throw error;
    }
  }

  /**
   * Posts what `draw` draws as the game's `key` message, exactly once, and remembers it. A table's
   * posts are drawn here, in the table's language, whatever awaits came before (see src/i18n).
   */
  async post(game: GameInfo, key: string, draw: Draw): Promise<void> {
    const { given, payload, named } = this.drawn(game, draw);
    // The table's thread if it plays in one (table-channel.ts); a retry looks in the same place.
    const channelId = postChannel(game);
    const intent = this.service.postIntent(game.id, key, { nonce: nonceFor(game.id, key, game.version), fingerprint: fingerprint(payload), at: Date.now() });
    const hash = payloadHash(payload);
    const earlier = intent.retry && Date.now() - intent.at >= this.nonceTrustMs ? await this.findInHistory(channelId, intent) : null;
    const message = earlier ?? (await this.create(channelId, await this.draw(payload, named), { nonce: intent.nonce, enforce_nonce: true }));
    if (!message) return;
    // A retry may have been handed the first attempt's message, drawn from an older state.
    const stale = intent.retry && fingerprint(message) !== fingerprint(payload);
    this.service.setMessage(game.id, key, channelId, message.id, game.version, stale ? undefined : hash);
    if (stale) await this.edit(game, key, () => given);
  }

  /**
   * Edits the `key` message unless it already shows what `draw` draws (then only the version it
   * shows is recorded); re-posts it if it was deleted and `repost` is set. `version` defaults to
   * the game's. Drawn in the table's language, like a post.
   */
  async edit(game: GameInfo, key: string, draw: Draw, opts: { repost: boolean; version?: number } = { repost: true }): Promise<void> {
    const ref = this.service.messages(game.id).find((m) => m.key === key);
    if (!ref) {
      if (opts.repost) await this.post(game, key, draw);
      return;
    }
    const { given, payload, named } = this.drawn(game, draw);
    const version = opts.version ?? game.version;
    const hash = payloadHash(payload);
    if (ref.hash === hash) {
      if (ref.version !== version) this.service.setMessage(game.id, key, ref.channelId, ref.messageId, version, hash);
      return;
    }
    try {
      // The same pictures as the message shows: send the words only and list no attachments, so
      // Discord keeps the uploads (its embeds point at the same file names).
      const samePictures = named.length > 0 && ref.hash?.split('.')[1] === hash.split('.')[1];
      const sent = samePictures ? body(wordsOnlyKeepingImages(payload)) : body(await this.draw(payload, named), { replaceAttachments: true });
      await this.write('edit', () => this.client.rest.patch(Routes.channelMessage(ref.channelId, ref.messageId), sent));
      this.service.setMessage(game.id, key, ref.channelId, ref.messageId, version, hash);
    } catch (error) {
      const code = apiCode(error);
      // An archived thread takes no edits (its table is over): the message stays as it was.
      if (code === RESTJSONErrorCodes.MissingPermissions || code === RESTJSONErrorCodes.MissingAccess || code === RESTJSONErrorCodes.UnknownChannel || code === RESTJSONErrorCodes.InvalidActionOnArchivedThread) {
        this.log.warn(`cannot edit in channel ${ref.channelId} (${code})`);
        return;
      }
      if (code !== RESTJSONErrorCodes.UnknownMessage) throw error;
      // Someone deleted it: post it again, or forget it (messages that only mattered once).
      this.service.forgetMessage(game.id, key);
      if (opts.repost) await this.post(game, key, () => given);
    }
  }

  /** Deletes the `key` message and forgets it; one already gone is fine. */
  async remove(game: GameInfo, key: string): Promise<void> {
    const ref = this.service.messages(game.id).find((m) => m.key === key);
    if (!ref) return;
    try {
      await this.write('delete', () => this.client.rest.delete(Routes.channelMessage(ref.channelId, ref.messageId)));
    } catch (error) {
      const code = apiCode(error);
      if (code !== RESTJSONErrorCodes.UnknownMessage && code !== RESTJSONErrorCodes.UnknownChannel && code !== RESTJSONErrorCodes.MissingAccess) throw error;
    }
    this.service.forgetMessage(game.id, key);
  }

  /**
   * A direct message (sent with `nonce`, so a retry does not repeat it); false if the user does
   * not take DMs from the bot. The DM channel is opened through REST too (Discord hands back the
   * same channel every time), so no user or DM channel objects pile up in discord.js's caches.
   */
  async dm(userId: string, payload: MessagePayload, nonce?: string): Promise<boolean> {
    try {
      await this.write('dm', async () => {
        const channel = (await this.client.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as { readonly id: string };
        await this.client.rest.post(Routes.channelMessages(channel.id), body(payload, nonce ? { nonce, enforce_nonce: true } : {}));
      });
      return true;
    } catch (error) {
      if (apiCode(error) === RESTJSONErrorCodes.CannotSendMessagesToThisUser) return false;
      if (isTransient(error)) throw error;
      this.log.warn(`DM to ${userId} failed`, error);
      return false;
    }
  }

  /**
   * After a restart: posts begun before it and never recorded. Discord may have made them (the
   * bot died before hearing back) while the game has moved on and no longer asks for them, which
   * would leave them in the channel unknown (a month post with live buttons, a second prompt).
   * Each one found in the channel's history is recorded under its key, so the game's posts go on
   * from it (closing or editing it); the others are forgotten.
   */
  async reconcile(game: GameInfo): Promise<void> {
    const intents = this.service.postIntents(game.id);
    if (intents.length === 0) return;
    const channelId = postChannel(game);
    const found = await this.lookUp(channelId, intents);
    intents.forEach((intent, i) => {
      const message = found?.[i];
      if (message) this.service.setMessage(game.id, intent.key, channelId, message.id, game.version);
      else this.service.dropPostIntent(game.id, intent.key);
    });
  }

  /** The bot's message made since the intent's first attempt that matches its fingerprint, if any. */
  private async findInHistory(channelId: string, intent: PostIntent): Promise<RawMessage | null> {
    return (await this.lookUp(channelId, [intent]))?.[0] ?? null;
  }

  /**
   * For each post begun (`intents`), the bot's first message in the channel since a minute before
   * its first attempt that matches its fingerprint (null: no access to the history). Discord
   * answers `after=<id>` with the OLDEST messages after that id, so the look pages forward
   * (after = the newest id of the last page) until every post is found or it reaches the newest
   * message, at most HISTORY_PAGES pages: a channel where more than a page of messages came after
   * the first attempt (other games, players talking) must not make a post that exists look missing.
   */
  private async lookUp(channelId: string, intents: readonly Pick<PostIntent, 'at' | 'fingerprint'>[]): Promise<(RawMessage | undefined)[] | null> {
    const from = intents.map((i) => snowflakeAt(i.at - HISTORY_SLACK_MS));
    const found: (RawMessage | undefined)[] = intents.map(() => undefined);
    let after = from.reduce((a, b) => (b < a ? b : a));
    try {
      for (let page = 0; page < HISTORY_PAGES; page++) {
        const query = new URLSearchParams({ after: after.toString(), limit: String(HISTORY_PAGE) });
        const batch = (await this.client.rest.get(Routes.channelMessages(channelId), { query })) as RawMessage[];
        // Oldest first, whatever order Discord sends (it sends newest first).
        const ordered = batch.map((m) => ({ m, id: BigInt(m.id) })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        for (const { m, id } of ordered) {
          if (m.author.id !== this.client.user?.id) continue;
          const print = fingerprint(m);
          intents.forEach((intent, i) => {
            if (!found[i] && intent.fingerprint === print && id > from[i]!) found[i] = m;
          });
        }
        if (found.every(Boolean) || batch.length < HISTORY_PAGE) return found;
        after = ordered.at(-1)!.id;
      }
      this.log.warn(`looked through ${HISTORY_PAGES * HISTORY_PAGE} messages of channel ${channelId} without finding every post begun there; those are posted again`);
      return found;
    } catch (error) {
      if (isTransient(error)) throw error;
      return null; // no history access: post, accepting the small risk of a double
    }
  }
}

/** The snowflake of a moment (messages made after it have larger ids). */
function snowflakeAt(ms: number): bigint {
  return BigInt(Math.max(0, ms - DISCORD_EPOCH)) << 22n;
}

/** A nonce for a one-off message (a notice, a DM) that repeats on retry. */
export function noticeNonce(gameId: number, noticeId: number, to = ''): string {
  return sha(`${gameId}|notice|${noticeId}|${to}`).slice(0, 25);
}

/** The nonce of a player's daily digest: the same for every attempt at one day's digest. */
export function digestNonce(userId: string, due: number): string {
  return sha(`digest|${userId}|${due}`).slice(0, 25);
}
