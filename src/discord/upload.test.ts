import { describe, expect, it } from 'vitest';
import { messageJson, multipart, requestOf } from './upload.js';

/** The body as the platform's own form-data parser (undici's, as a server would) reads it. */
async function parsed(body: Buffer, contentType: string): Promise<FormData> {
  return new Response(body, { headers: { 'Content-Type': contentType } }).formData();
}

describe('multipart bodies of requests with files', () => {
  it('GIVEN a payload and two files WHEN encoded THEN a form-data parser reads back payload_json and files[n] byte for byte, with their names and types', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    const text = Buffer.from('line one\r\n--not a boundary\r\n', 'utf8');
    const json = { content: 'Größe ✓', embeds: [{ image: { url: 'attachment://hand-abc.png' } }] };
    const { body, contentType } = multipart(json, [
      { attachment: png, name: 'hand-abc.png' },
      { attachment: text, name: 'a "quoted"\nname.txt' },
    ]);
    const form = await parsed(body, contentType);
    expect(JSON.parse(String(form.get('payload_json')))).toEqual(json);
    const first = form.get('files[0]') as File;
    expect(first.name).toBe('hand-abc.png');
    expect(first.type).toBe('image/png');
    expect(Buffer.from(await first.arrayBuffer()).equals(png)).toBe(true);
    const second = form.get('files[1]') as File;
    expect(second.name).toBe('a "quoted"\nname.txt'); // escaped on the wire, read back as given
    expect(Buffer.from(await second.arrayBuffer()).equals(text)).toBe(true);
  });

  it('GIVEN two bodies WHEN encoded THEN each has its own boundary, and it occurs only as their three delimiters', () => {
    const a = multipart({}, [{ attachment: Buffer.from('--spiel-x\r\n'), name: 'f.png' }]);
    const b = multipart({}, [{ attachment: Buffer.from('--spiel-x\r\n'), name: 'f.png' }]);
    expect(a.contentType).not.toBe(b.contentType);
    const boundary = a.contentType.split('boundary=')[1] as string;
    expect(a.body.toString('latin1').split(`--${boundary}`)).toHaveLength(4); // before each of the two parts, and the closing one
  });

  it('GIVEN no files WHEN a request is made THEN it is plain JSON; with files THEN one multipart body passed through', () => {
    expect(requestOf({ a: 1 }, undefined)).toEqual({ body: { a: 1 } });
    expect(requestOf({ a: 1 }, [])).toEqual({ body: { a: 1 } });
    const withFile = requestOf({ a: 1 }, [{ attachment: Buffer.from('x'), name: 'x.png' }]);
    expect(withFile.passThroughBody).toBe(true);
    expect(Buffer.isBuffer(withFile.body)).toBe(true);
    expect(String((withFile.headers as Record<string, string>)['Content-Type'])).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('GIVEN a payload with files WHEN its JSON is made THEN the attachments list them by index; an edit without files clears them', () => {
    const json = messageJson({ content: 'x', files: [{ attachment: Buffer.from('p'), name: 'p.png', description: 'a hand' }] });
    expect(json.attachments).toEqual([{ id: 0, filename: 'p.png', description: 'a hand' }]);
    expect(messageJson({ content: 'x' }, true).attachments).toEqual([]);
    expect(messageJson({ content: 'x' }).attachments).toBeUndefined();
  });
});
