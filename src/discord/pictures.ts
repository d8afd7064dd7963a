// Pictures on messages: a payload names its pictures by scene (pictures stay data until sent);
// here they are drawn (by the Drawer: a worker and a content cache) and attached under a name
// that carries the scene's hash, so a message that already shows a picture keeps its upload
// (Discord keeps the attachments an edit lists by id, or all of them when an edit lists none).
// A table with pictures off (`images:off`) gets the words alone, and so does every reader when a
// drawing fails: the words never wait on a picture.
import { t } from '../i18n/index.js';
import type { Drawer } from '../render/pictures.js';
import { mapStrings, sceneHash, type Picture } from '../render/scene.js';
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

function rewriteImages(payload: MessagePayload, to: (name: string) => string | null): MessagePayload {
  const { pictures: _pictures, ...rest } = payload;
  if (!payload.embeds) return rest;
  return {
    ...rest,
    embeds: payload.embeds.map((e) => {
      const url = e.image?.url;
      if (!url?.startsWith('attachment://')) return e;
      const file = to(url.slice('attachment://'.length));
      if (file) return { ...e, image: { url: `attachment://${file}` } };
      const { image: _image, ...without } = e;
      return without;
    }),
  };
}

/** The words alone: no pictures, no embed image pointing at one. */
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

