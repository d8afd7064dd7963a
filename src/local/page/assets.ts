// The files the page is made of, served from the installed package: its own (static/, and the
// browser code compiled to dist/client/) and the web components it uses from node_modules (an
// allow-list of packages; only .js/.css/.html/.svg files; no path leaves its folder).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's root: the folder with package.json above this file (src/ under tsx, dist/src/ when built). */
export const ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('the page cannot find its package (no package.json above it)');
    dir = up;
  }
  return dir;
})();

/** The packages the page loads in the browser (the web components and what they import). */
export const VENDOR = ['@skyra/discord-components-core', 'lit', 'lit-html', 'lit-element', '@lit/reactive-element', '@lit/context'] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A file under `base` by a relative path from a URL, or null (unknown, outside, or not a kind the page serves). */
export function assetFile(base: string, relative: string): { body: Buffer; type: string } | null {
  const type = TYPES[extname(relative)];
  if (!type) return null;
  const path = normalize(join(base, relative));
  if (!path.startsWith(base + sep) || !existsSync(path)) return null;
  return { body: readFileSync(path), type };
}

/** Where each part of the page is served from. */
export const FOLDERS = {
  static: join(ROOT, 'src/local/page/static'),
  client: join(ROOT, 'dist/client'),
  vendor: (pkg: string) => join(ROOT, 'node_modules', pkg),
};
