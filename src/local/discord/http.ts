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
 * Parses a JSON or multipart/form-data body. Multipart is decoded with the platform's own parser
 * (`Response#formData()`, from undici in Node 20), so no extra dependency is needed.
 */
export async function parseBody(raw: Buffer, contentType: string | undefined): Promise<ParsedBody> {
  const size = raw.length;
  if (size === 0) return { json: undefined, files: [], size };
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    try {
      const form = await new Response(raw, { headers: { 'content-type': contentType! } }).formData();
      let json: unknown;
      const files: UploadedFile[] = [];
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') {
          if (field === 'payload_json') json = JSON.parse(value);
          continue;
        }
        const data = Buffer.from(await value.arrayBuffer());
        files.push({ field, filename: value.name, contentType: value.type || undefined, size: data.length, data });
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

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status === 200 ? 204 : status);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
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
