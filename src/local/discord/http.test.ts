// The local Discord's multipart parser against the platform's own (undici's Response#formData),
// on bodies written by the platform's FormData as discord.js sends them.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseBody } from './http.js';

async function encoded(form: FormData): Promise<{ raw: Buffer; type: string }> {
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { raw: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') as string };
}

async function reference(raw: Buffer, type: string) {
  const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
  const files = [];
  let json: unknown;
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'payload_json') json = JSON.parse(value);
      continue;
    }
    const data = Buffer.from(await value.arrayBuffer());
    files.push({ field, filename: value.name, contentType: value.type || undefined, size: data.length, data });
  }
  return { json, files, size: raw.length };
}

describe('multipart bodies', () => {
  it('GIVEN a payload and two pictures as discord.js sends them (binary data, a quote and a space in a name) THEN the parts are read exactly as the platform reads them', async () => {
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ content: 'Hand — ✋ "quoted"', attachments: [{ id: 0 }, { id: 1 }] }));
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(40_000), Buffer.from('\r\n--not-the-boundary\r\n')]);
    form.append('files[0]', new Blob([png], { type: 'image/png' }), 'hand-abc.png');
    form.append('files[1]', new Blob([Buffer.from('plain')]), 'a "b" c.txt');
    const { raw, type } = await encoded(form);
    const ours = await parseBody(raw, type);
    expect(ours.error).toBeUndefined();
    expect(ours).toEqual(await reference(raw, type));
    expect(ours.files[0]?.data.equals(png)).toBe(true);
    expect(ours.files.map((f) => f.filename)).toEqual(['hand-abc.png', 'a "b" c.txt']);
  });

  it('GIVEN a body cut short or without its boundary THEN it is reported bad, not misread', async () => {
    const form = new FormData();
    form.append('payload_json', '{"content":"x"}');
    form.append('files[0]', new Blob([Buffer.from('abc')]), 'a.png');
    const { raw, type } = await encoded(form);
    expect((await parseBody(raw.subarray(0, raw.length - 30), type)).error).toMatch(/bad multipart body/);
    expect((await parseBody(raw, 'multipart/form-data')).error).toMatch(/bad multipart body/);
  });
});
