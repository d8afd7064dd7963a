import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DiscordAPIError, HTTPError, REST } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { interactionRequest, postCallback, RATE_LIMIT_WAITS } from './callback.js';

interface Seen {
  readonly url: string;
  readonly userAgent: string | undefined;
  readonly body: unknown;
}

let server: Server | null = null;
/** Each request's method and Authorization header, in order. */
let heads: { method: string | undefined; authorization: string | undefined }[] = [];

/** A server answering the n-th request with `answers[n]` (the last one again after that). */
async function discord(answers: readonly ((res: ServerResponse) => void)[], timeout?: number): Promise<{ rest: REST; seen: Seen[] }> {
  const seen: Seen[] = [];
  heads = [];
  server = createServer((req: IncomingMessage, res) => {
    heads.push({ method: req.method, authorization: req.headers.authorization });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      seen.push({ url: req.url ?? '', userAgent: req.headers['user-agent'], body: req.headers['content-type'] === 'application/json' ? JSON.parse(raw) : { contentType: req.headers['content-type'], raw } });
      (answers[seen.length - 1] ?? answers.at(-1)!)(res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { rest: new REST({ api: `http://127.0.0.1:${port}/api`, retries: 2, ...(timeout ? { timeout } : {}) }), seen };
}

const status = (code: number, json?: unknown, headers: Record<string, string> = {}) => (res: ServerResponse) => {
  res.writeHead(code, json === undefined ? headers : { 'Content-Type': 'application/json', ...headers });
  res.end(json === undefined ? undefined : JSON.stringify(json));
};

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

const body = { type: 4, data: { content: 'hi', flags: 64 } };

describe('an interaction callback sent without the REST client', () => {
  it('GIVEN Discord takes it THEN it is POSTed once to the callback route with the JSON body and discord.js’s User-Agent', async () => {
    const { rest, seen } = await discord([status(204)]);
    await postCallback(rest, '111', 'tok', body);
    expect(seen).toEqual([{ url: '/api/v10/interactions/111/tok/callback', userAgent: expect.stringMatching(/^DiscordBot \(https:\/\/discord\.js\.org/), body }]);
  });

  it('GIVEN files THEN one multipart POST: the JSON as payload_json, each file as files[n] with its bytes', async () => {
    const { rest, seen } = await discord([status(204)]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    await postCallback(rest, '111', 'tok', body, [{ attachment: png, name: 'hand.png' }]);
    expect(seen).toHaveLength(1);
    const sent = seen[0]!.body as { contentType: string; raw: string };
    const boundary = /boundary=(.+)$/.exec(sent.contentType)?.[1];
    expect(boundary).toBeTruthy();
    const parts = sent.raw.split(`--${boundary}`);
    expect(parts[1]).toContain('name="payload_json"');
    expect(JSON.parse(parts[1]!.split('\r\n\r\n')[1]!.trim())).toEqual(body);
    expect(parts[2]).toContain('name="files[0]"; filename="hand.png"');
    expect(parts[2]!.split('\r\n\r\n')[1]!.slice(0, -2)).toBe(png.toString('latin1'));
  });

  it('GIVEN Discord answers 5xx twice THEN it is sent again at once and resolves on the third answer', async () => {
    const { rest, seen } = await discord([status(502), status(503), status(204)]);
    await postCallback(rest, '111', 'tok', body);
    expect(seen).toHaveLength(3);
  });

  it('GIVEN Discord answers 5xx every time THEN after the REST options’ retries it fails with an HTTPError', async () => {
    const { rest, seen } = await discord([status(500)]);
    const error = await postCallback(rest, '111', 'tok', body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).status).toBe(500);
    expect(seen).toHaveLength(3);
  });

  it('GIVEN Discord does not answer within the REST timeout THEN it is sent again, and resolves on the answer that comes', async () => {
    const silent = () => undefined;
    const { rest, seen } = await discord([silent, status(204)], 150);
    await postCallback(rest, '111', 'tok', body);
    expect(seen).toHaveLength(2);
  });

  it('GIVEN Discord never answers THEN after the REST options’ retries it fails with undici’s timeout', async () => {
    const { rest, seen } = await discord([() => undefined], 150);
    const error = await postCallback(rest, '111', 'tok', body).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UND_ERR_HEADERS_TIMEOUT' });
    expect(seen).toHaveLength(3);
  });

  it('GIVEN a 429 THEN it waits out Retry-After and sends it again', async () => {
    const { rest, seen } = await discord([status(429, { message: 'slow down', retry_after: 0.01, global: false }, { 'Retry-After': '0.01' }), status(204)]);
    await postCallback(rest, '111', 'tok', body);
    expect(seen).toHaveLength(2);
  });

  it('GIVEN a REST client that retries nothing (retries: 0) WHEN a callback meets two 429s THEN it waits each out, never sending before Retry-After, and is taken', async () => {
    const slow = status(429, { message: 'slow down', retry_after: 0.05, global: false }, { 'Retry-After': '0.05' });
    const { rest, seen } = await discord([slow, slow, status(204)]);
    const started = Date.now();
    await postCallback(new REST({ api: rest.options.api, retries: 0 }), '111', 'tok', body);
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 50 - 5);
  });

  it('GIVEN Discord answers 429 for ever THEN it waits out RATE_LIMIT_WAITS of them and then fails with the 429', async () => {
    const { rest, seen } = await discord([status(429, { message: 'slow down', retry_after: 0.01, global: false }, { 'Retry-After': '0.01' })]);
    const error = await postCallback(new REST({ api: rest.options.api, retries: 0 }), '111', 'tok', body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ status: 429 });
    expect(seen).toHaveLength(RATE_LIMIT_WAITS + 1);
  });

  it('GIVEN Discord refuses it (already acknowledged) THEN it fails once with discord.js’s DiscordAPIError carrying the code', async () => {
    const { rest, seen } = await discord([status(400, { code: 40060, message: 'Interaction has already been acknowledged.' })]);
    const error = await postCallback(rest, '111', 'tok', body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ code: 40060, status: 400, method: 'POST' });
    expect(seen).toHaveLength(1);
  });
});

describe('an edit of an interaction’s answer sent without the REST client (the pictures drawn after it)', () => {
  const route = '/webhooks/app/tok/messages/@original' as const;
  const edit = { embeds: [{ image: { url: 'attachment://hand-x.png' } }], attachments: [{ id: 0, filename: 'hand-x.png' }] };

  it('GIVEN a picture THEN one multipart PATCH to the interaction’s webhook, without the bot’s token, the file’s bytes in it', async () => {
    const { rest, seen } = await discord([status(200, { id: '5' })]);
    rest.setToken('bot-token');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x01, 0xfe]);
    await interactionRequest(rest, 'PATCH', route, edit, [{ attachment: png, name: 'hand-x.png' }]);
    expect(heads).toEqual([{ method: 'PATCH', authorization: undefined }]);
    expect(seen[0]!.url).toBe('/api/v10/webhooks/app/tok/messages/@original');
    const sent = seen[0]!.body as { contentType: string; raw: string };
    expect(sent.raw).toContain(JSON.stringify(edit));
    expect(sent.raw).toContain(png.toString('latin1'));
  });

  it('GIVEN a 429 on the webhook’s own limit THEN it waits it out and sends the edit again', async () => {
    const { rest, seen } = await discord([status(429, { message: 'slow down', retry_after: 0.01, global: false }, { 'Retry-After': '0.01' }), status(200, { id: '5' })]);
    await interactionRequest(rest, 'PATCH', route, edit);
    expect(seen).toHaveLength(2);
    expect(heads.map((h) => h.method)).toEqual(['PATCH', 'PATCH']);
  });

  it('GIVEN the token has expired (Unknown Webhook) THEN it fails once with a DiscordAPIError naming PATCH', async () => {
    const { rest, seen } = await discord([status(404, { code: 10015, message: 'Unknown Webhook' })]);
    const error = await interactionRequest(rest, 'PATCH', route, edit).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ code: 10015, status: 404, method: 'PATCH' });
    expect(seen).toHaveLength(1);
  });
});
