// Pictures on messages: a payload names its pictures by scene (pictures stay data until sent);
// here they are drawn (by the Drawer: a worker and a content cache) and attached under a name
// that carries the scene's hash, so a message that already shows a picture keeps its upload
// (Discord keeps the attachments an edit lists by id, or all of them when an edit lists none).
// A table with pictures off (`images:off`) gets the words alone, and so does every reader when a
// drawing fails: the words never wait on a picture.
import { t } from '../i18n/index.js';
import type { Drawer } from '../render/pictures.js';
import { mapStrings, sceneHash, type Picture, type Scene } from '../render/scene.js';
import type { GameInfo } from '../service/types.js';
import { nameOf } from './names.js';
import type { MessagePayload } from './payload.js';

/** A picture ready to attach: its scene with names filled in, and its file name (with the content hash). */
export interface NamedPicture extends Picture {
  readonly file: string;
  /** The scene's content hash (the cache's key; part of the file name). */
  readonly hash: string;
}

/** Whether a table shows pictures (on unless its host turned them off). */
export function picturesOn(game: Pick<GameInfo, 'settings'> | null): boolean {
  return game?.settings.images !== false;
}

/** Display names for the mentions in a scene (a picture cannot ping): the names stored with `game`'s seats (else "a player" in the scope's language). */
export function namesFrom(game: Pick<GameInfo, 'seats'> | null): (userId: string) => string {
  return (id) => (game && nameOf(game, id)) ?? t('kit:picture.aPlayer');
}

/** The payload's pictures with mentions turned into names — in the scene and in the alt text — and their hashed file names. */
export function namedPictures(payload: MessagePayload, names: (userId: string) => string): NamedPicture[] {
  const named = (s: string) => (s.includes('<@') ? s.replace(/<@!?(\d+)>/g, (_, id: string) => names(id)) : s);
  return (payload.pictures ?? []).map((p) => {
    const scene = mapStrings(p.scene, named);
    const hash = sceneHash(scene);
    return { ...p, description: named(p.description), scene, hash, file: `${p.name.replace(/\.png$/, '')}-${hash}.png` };
  });
}

/*
 * Why pictures ride in embeds and not in a Components V2 media gallery (decided for issue 31):
 * - What a gallery would gain is undocumented and small: Discord documents no display size for
 *   either; an embed's image is shown in a box of 400 × 300 CSS pixels on a desktop, and a
 *   gallery lays its items out like attachments, one image somewhat larger on a wide window
 *   (about 550 × 350 at most), nothing larger on a phone, where both fill the screen's width;
 *   several images in one gallery share its width as a mosaic that crops them to squares, so the
 *   parts of a split picture would each be shown smaller, or cut, unless each were a gallery of
 *   its own.
 * - What it costs is every message: the IS_COMPONENTS_V2 flag forbids `content` and `embeds`
 *   (the local Discord refuses them as Discord does, validation.ts), so every post and panel of
 *   both games would be rebuilt as text-display and container components (4,000 characters of
 *   text in all, against 6,000 across embeds the boards and the ceremony use), a message that
 *   carries the flag can never drop it, and the local page would have to draw containers and
 *   galleries by hand (its web components have none). discord.js 14.28 and discord-api-types
 *   0.38 do support V2 (MessageFlags.IsComponentsV2, ComponentType.MediaGallery): support is not
 *   the obstacle.
 * So every picture is laid out for the embed's box (scene.ts: BOX), legible there and therefore
 * in a gallery too, and a large one is split into embeds of their own. Revisit if Discord
 * documents a larger size for a gallery's single image.
 */

/**
 * Discord's limit of embeds in a message (and of files): a message shows at most this many
 * pictures, each in an embed of its own.
 */
export const MAX_EMBEDS = 10;

/**
 * The payload showing `pictures` from its embed `at` on: the first in that embed, each further
 * one in an embed of its own right after it, holding only the picture (in the same colour).
 * Discord shows each embed's image in a box of its own (400 × 300 on a desktop), while images
 * sharing one embed (embeds with the same url) share that box as a mosaic, each smaller; so a
 * picture split into parts shows every part as large as a single picture. Parts beyond Discord's
 * ten embeds a message are left out (the words beside them stay complete). Nothing changes
 * without a picture or without that embed.
 */
export function showing(payload: MessagePayload, pictures: readonly Picture[], at = 0): MessagePayload {
  const embeds = payload.embeds ?? [];
  const host = embeds[at];
  if (pictures.length === 0 || !host) return payload;
  const room = Math.max(0, MAX_EMBEDS - embeds.length);
  const shown = pictures.slice(0, 1 + room);
  const own = shown.slice(1).map((p) => ({ ...(host.color !== undefined ? { color: host.color } : {}), image: { url: `attachment://${p.name}` } }));
  return {
    ...payload,
    embeds: [...embeds.slice(0, at), { ...host, image: { url: `attachment://${(shown[0] as Picture).name}` } }, ...own, ...embeds.slice(at + 1)],
    pictures: [...(payload.pictures ?? []), ...shown],
  };
}

/**
 * A picture in several parts (a scene too large for Discord's box, split by its face): named
 * `name.png`, `name-2.png`, …, each titled "title (1/2)" in the reader's words; a single part is
 * the picture as it was.
 */
export function pictureParts(name: string, parts: readonly { readonly scene: Scene; readonly description: string }[]): Picture[] {
  if (parts.length === 1) return [{ name, description: (parts[0] as (typeof parts)[number]).description, scene: (parts[0] as (typeof parts)[number]).scene }];
  return parts.map((p, i) => ({
    name: i === 0 ? name : name.replace(/\.png$/, `-${i + 1}.png`),
    description: t('kit:picture.part', { text: p.description, n: i + 1, of: parts.length }),
    scene: { ...p.scene, title: t('kit:picture.part', { text: p.scene.title, n: i + 1, of: parts.length }) },
  }));
}

/** `items` in `max`-sized runs or fewer, as even as they go (11 cards of at most 10 a picture: 6 and 5). */
export function chunks<T>(items: readonly T[], max: number): T[][] {
  if (items.length <= max) return [[...items]];
  const n = Math.ceil(items.length / max);
  const size = Math.ceil(items.length / n);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Whether an embed holds nothing but its picture (an embed `showing` added for a further part). */
function pictureOnly(e: NonNullable<MessagePayload['embeds']>[number]): boolean {
  return !e.title && !e.description && !e.fields?.length && !e.author && !e.footer && !e.thumbnail;
}

function rewriteImages(payload: MessagePayload, to: (name: string) => string | null): MessagePayload {
  const { pictures: _pictures, ...rest } = payload;
  if (!payload.embeds) return rest;
  return {
    ...rest,
    embeds: payload.embeds.flatMap((e) => {
      const url = e.image?.url;
      if (!url?.startsWith('attachment://')) return [e];
      const file = to(url.slice('attachment://'.length));
      if (file) return [{ ...e, image: { url: `attachment://${file}` } }];
      if (pictureOnly(e)) return [];
      const { image: _image, ...without } = e;
      return [without];
    }),
  };
}

/** The words alone: no pictures, no embed image pointing at one, no embed that held only a picture. */
export function wordsOnly(payload: MessagePayload): MessagePayload {
  return rewriteImages(payload, () => null);
}

/** The payload's embeds pointing at the pictures' hashed file names (the files themselves not attached). */
export function pointingAt(payload: MessagePayload, named: readonly NamedPicture[]): MessagePayload {
  return rewriteImages(payload, (name) => named.find((n) => n.name === name)?.file ?? null);
}

/** The payload with its pictures drawn and attached as files (the words alone if drawing fails). */
export async function withFiles(payload: MessagePayload, named: readonly NamedPicture[], drawer: Drawer, onError: (e: unknown) => void): Promise<MessagePayload> {
  try {
    return attached(payload, named, await Promise.all(named.map((n) => drawer.draw(n.scene, n.hash))));
  } catch (error) {
    onError(error);
    return wordsOnly(payload);
  }
}

/** The payload with its pictures attached now, if every one of them is drawn already (else null). */
export function withCachedFiles(payload: MessagePayload, named: readonly NamedPicture[], drawer: Drawer): MessagePayload | null {
  const pngs: Buffer[] = [];
  for (const n of named) {
    const png = drawer.cached?.(n.hash);
    if (!png) return null;
    pngs.push(png);
  }
  return attached(payload, named, pngs);
}

function attached(payload: MessagePayload, named: readonly NamedPicture[], pngs: readonly Buffer[]): MessagePayload {
  return {
    ...pointingAt(payload, named),
    files: [...(payload.files ?? []), ...named.map((n, i) => ({ attachment: pngs[i] as Buffer, name: n.file, description: n.description }))],
  };
}

