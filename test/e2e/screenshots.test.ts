// `npm run screenshots` keeps the README's pictures true: it plays a short seeded game of each kind
// at the local table in Chromium and writes them to docs/images/. The README may show only pictures
// the script makes, docs/images/ holds no picture it does not make, and the script really makes them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, takeScreenshots } from '../../scripts/screenshots.js';

const ROOT = join(import.meta.dirname, '../..');
const made = Object.keys(SHOTS).sort();

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('npm run screenshots', () => {
  it('GIVEN the README WHEN it shows pictures under docs/images/ THEN the script makes each of them, and docs/images/ holds only what it makes', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    // Every picture the README shows: a markdown image ![…](docs/images/NAME) or an <img src="docs/images/NAME">.
    const shown = [...readme.matchAll(/(?:\]\(|src=["'])docs\/images\/([^)\s"']+)/g)].map((m) => m[1] as string);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(shown.filter((name) => !made.includes(name)), 'pictures the README shows that npm run screenshots does not make').toEqual([]);
    expect(readdirSync(join(ROOT, 'docs/images')).sort()).toEqual(made);
  });

  it('GIVEN a new local table WHEN the script plays its seeded games in Chromium THEN it writes every picture it declares, each a readable PNG', async () => {
    // The page's own browser code is compiled by the build (npm run screenshots compiles it too).
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.client.json')]);
    const out = mkdtempSync(join(tmpdir(), 'spiel-screenshots-test-'));
    try {
      const written = await takeScreenshots(out);
      expect([...written].sort()).toEqual(made);
      expect(readdirSync(out).sort()).toEqual(made);
      for (const name of made) {
        const { width, height } = pngSize(join(out, name));
        expect(width, name).toBeGreaterThanOrEqual(600);
        expect(width, name).toBeLessThanOrEqual(1400);
        expect(height, name).toBeGreaterThanOrEqual(300);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 240_000);
});
