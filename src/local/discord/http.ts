import type { IncomingMessage, ServerResponse } from 'node:http';

/** A file part of a multipart request (`files[n]`). */
export interface UploadedFile {
  /** form field name, e.g. `files[0]` */
  field: string;
  filename: string;
  contentType: string | undefined;
  size: number;
  data: Buffer;
}

export interface ParsedBody {
  /** parsed JSON body, or the parsed `payload_json` part of a multipart body; undefined if none */
  json: unknown;
  files: UploadedFile[];
  /** raw size in bytes */
  size: number;
  /** set if the body could not be parsed */
  error?: string;
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Parses a JSON or multipart/form-data body. Multipart is split here (RFC 7578, as discord.js's
 * FormData writes it): the platform's parser (`Response#formData()`) took 1–5 ms for one picture,
 * on the event loop that also times every interaction's answer; a test checks both agree.
 */
export async function parseBody(raw: Buffer, contentType: string | undefined): Promise<ParsedBody> {
  const size = raw.length;
  if (size === 0) return { json: undefined, files: [], size };
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    try {
      let json: unknown;
      const files: UploadedFile[] = [];
      for (const part of multipartParts(raw, contentType as string)) {
        if (part.filename === undefined) {
          if (part.name === 'payload_json') json = JSON.parse(part.data.toString('utf8'));
          continue;
        }
        files.push({ field: part.name, filename: part.filename, contentType: part.contentType, size: part.data.length, data: Buffer.from(part.data) });
      }
      return { json, files, size };
    } catch (error) {
      return { json: undefined, files: [], size, error: `bad multipart body: ${String(error)}` };
    }
  }
  const text = raw.toString('utf8');
  try {
    return { json: JSON.parse(text), files: [], size };
  } catch {
    return { json: text, files: [], size, error: 'body is not JSON' };
  }
}

/** A parsed JSON body as an object of fields (`{}` for none, for an array keeps it under no field). */
export function jsonObject(json: unknown): Record<string, unknown> {
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status === 200 ? 204 : status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

type Handler<C, R> = (ctx: C, params: Record<string, string>) => R | Promise<R>;

interface Route<C, R> {
  method: string;
  template: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler<C, R>;
}

/** A tiny method + path router: templates like `/channels/:channel/messages/:message`. */
export class Router<C, R> {
  private readonly routes: Route<C, R>[] = [];

  on(method: string, template: string, handler: Handler<C, R>): this {
    const keys: string[] = [];
    const source = template
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        keys.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, template, pattern: new RegExp(`^${source}$`), keys, handler });
    return this;
  }

  match(method: string, path: string): { handler: Handler<C, R>; params: Record<string, string>; template: string } | null {
    for (const r of this.routes) {
      if (r.method !== method) continue;
      const m = r.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      r.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1]!)));
      return { handler: r.handler, params, template: r.template };
    }
    return null;
  }
}

interface Part {
  readonly name: string;
  readonly filename: string | undefined;
  readonly contentType: string | undefined;
  readonly data: Buffer;
}

/** A Content-Disposition parameter's value: quoted (with %22/%0A/%0D escapes, as FormData writes them) or a token. */
function parameter(header: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}="([^"]*)"|;\\s*${name}=([^;\\s]+)`, 'i').exec(header);
  if (!m) return undefined;
  const value = m[1] ?? m[2] ?? '';
  return m[1] !== undefined ? value.replace(/%22/g, '"').replace(/%0A/gi, '\n').replace(/%0D/gi, '\r') : value;
}

/** The parts of a multipart/form-data body; throws on a malformed one. */
export function multipartParts(raw: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw new Error('no boundary');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let at = raw.indexOf(delimiter);
  if (at < 0) throw new Error('no opening boundary');
  for (;;) {
    at += delimiter.length;
    if (raw[at] === 0x2d && raw[at + 1] === 0x2d) return parts; // "--": the closing boundary
    if (raw[at] !== 0x0d || raw[at + 1] !== 0x0a) throw new Error('a boundary not followed by CRLF');
    const headersEnd = raw.indexOf('\r\n\r\n', at + 2);
    if (headersEnd < 0) throw new Error('a part without the end of its headers');
    const next = raw.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next < 0) throw new Error('a part without a closing boundary');
    const headers = raw.toString('utf8', at + 2, headersEnd).split('\r\n');
    const header = (n: string) => headers.find((h) => h.toLowerCase().startsWith(`${n}:`))?.slice(n.length + 1).trim();
    const disposition = header('content-disposition') ?? '';
    const name = parameter(disposition, 'name');
    if (name === undefined) throw new Error('a part without a name');
    parts.push({ name, filename: parameter(disposition, 'filename'), contentType: header('content-type'), data: raw.subarray(headersEnd + 4, next) });
    at = next + 2;
  }
}
