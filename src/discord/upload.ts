// A message as Discord's API takes it, and requests that carry files. Every answer and post the
// bot sends goes through discord.js's REST client as raw JSON (no discord.js message objects to
// build). A request with files would make @discordjs/rest build a FormData of Blobs, which undici
// streams out through web streams, sniffing each file's type from its bytes on the way; in the
// Discord bench's profile that was about a third of what a picture added to the bot's main
// thread (2026-11-27). Here the multipart body (RFC 7578, the layout Discord's docs show:
// `payload_json`, then `files[n]`) is written into one buffer and passed through as it is.
import { randomBytes } from 'node:crypto';
import type { RequestData } from 'discord.js';
import type { MessagePayload } from './payload.js';

/** A file to upload with a message. */
export interface Upload {
  readonly attachment: Buffer;
  readonly name: string;
  readonly description?: string;
}

const TYPES: Readonly<Record<string, string>> = { png: 'image/png', json: 'application/json', txt: 'text/plain; charset=utf-8' };

/** The media type of a file by its extension. */
function mediaType(name: string): string {
  return TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** A header value's quoted string (WHATWG's form encoding: quotes and line breaks escaped). */
function quoted(value: string): string {
  return `"${value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')}"`;
}

/**
 * Boundaries: 128 random bits drawn once, then a counter. No part can hold one by chance, and a
 * file would have to be made from this process's own secret to hold it on purpose; drawing fresh
 * random bytes and searching every part for them took a tenth of the encoder's time.
 */
const BOUNDARY = `spiel-${randomBytes(16).toString('base64url')}-`;
let boundaries = 0;

/** The multipart/form-data body of a JSON payload and its files, and its Content-Type. */
export function multipart(json: unknown, files: readonly Upload[]): { readonly body: Buffer; readonly contentType: string } {
  const payload = Buffer.from(JSON.stringify(json), 'utf8');
  const boundary = `${BOUNDARY}${(boundaries++).toString(36)}`;
  const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="payload_json"\r\nContent-Type: application/json\r\n\r\n`), payload];
  files.forEach((file, i) => {
    chunks.push(
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="files[${i}]"; filename=${quoted(file.name)}\r\nContent-Type: ${mediaType(file.name)}\r\n\r\n`),
      file.attachment,
    );
  });
  chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** REST request options for a JSON body, with files as one multipart body when there are any. */
export function requestOf(json: Record<string, unknown>, files: readonly Upload[] | undefined): Pick<RequestData, 'body' | 'passThroughBody' | 'headers'> {
  if (!files?.length) return { body: json };
  const { body, contentType } = multipart(json, files);
  return { body, passThroughBody: true, headers: { 'Content-Type': contentType } };
}

/**
 * The API JSON of a message. `replaceAttachments` (an edit or update): the attachments listed —
 * the new files, or none — are all the message keeps, so new pictures drop the old ones.
 */
export function messageJson(payload: MessagePayload, replaceAttachments = false): Record<string, unknown> {
  const files = payload.files ?? [];
  return {
    content: payload.content ?? '',
    embeds: payload.embeds ?? [],
    components: payload.components ?? [],
    allowed_mentions: { parse: payload.allowedMentions?.parse ?? [], ...(payload.allowedMentions?.users ? { users: payload.allowedMentions.users } : {}) },
    ...(payload.files || replaceAttachments ? { attachments: files.map((f, i) => ({ id: i, filename: f.name, ...(f.description ? { description: f.description } : {}) })) } : {}),
  };
}
