// The README and the pages under docs/ hold together: every relative link and image resolves (to
// a file, and to a heading when it names a #section), each page says first whom it is for, nothing
// points outside the repository, the README stays short enough to read in five minutes, and its
// configuration names every variable `.env.example` lists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const text = (page: string) => readFileSync(join(ROOT, page), 'utf8');

/** Markdown with its fenced code blocks and inline code spans blanked out (a link inside code is no link). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '``');
}

/** The targets of a page's links and images: `[text](target)` and `![alt](target)`. */
function links(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] as string);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): Set<string> {
  return new Set(
    prose(markdown)
      .split('\n')
      .filter((line) => /^#{1,6}\s/.test(line))
      .map((line) => slug(line.replace(/^#+\s*/, ''))),
  );
}

describe('the README and docs/', () => {
  it('GIVEN every page WHEN its relative links and images are followed THEN each names a file of the repository, and a heading there when it names a #section', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      for (const target of links(text(page))) {
        if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
        const [path = '', section] = target.split('#');
        const file = path === '' ? join(ROOT, page) : resolve(ROOT, dirname(page), path);
        if (relative(ROOT, file).startsWith('..')) {
          broken.push(`${page}: ${target} points outside the repository`);
          continue;
        }
        if (!existsSync(file)) {
          broken.push(`${page}: ${target} does not exist`);
          continue;
        }
        if (section !== undefined && statSync(file).isFile() && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(section)) {
          broken.push(`${page}: ${target} names no heading of ${relative(ROOT, file)}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('GIVEN every page WHEN it is read THEN nothing in it points into the shared folder outside the repository', () => {
    for (const page of PAGES) expect(text(page), page).not.toMatch(/\.\.\/shared|\/work\/shared/);
  });

  it('GIVEN each page under docs/ WHEN it opens THEN its first paragraph says whom it is for', () => {
    for (const page of PAGES.filter((p) => p.startsWith('docs/'))) {
      const [title, , first] = text(page).split('\n');
      expect(title, page).toMatch(/^# /);
      expect(first, page).toMatch(/^\*\*For /);
    }
  });

  it('GIVEN the README WHEN a newcomer reads it THEN it is at most about 250 lines and its configuration names every variable of .env.example', () => {
    const readme = text('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(260);
    const variables = [...text('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string);
    expect(variables.length).toBeGreaterThan(10);
    const configuration = readme.slice(readme.indexOf('## Configuration'));
    expect(variables.filter((v) => !configuration.includes(`| \`${v}\` |`))).toEqual([]);
  });

  it('GIVEN the links checker WHEN it reads a sample page THEN it finds links and images, skips code, and slugs headings as GitHub does', () => {
    expect(links('see [a](docs/a.md#x) and ![b](docs/images/b.png) but not `[c](d.md)`\n```\n[e](f.md)\n```')).toEqual(['docs/a.md#x', 'docs/images/b.png']);
    expect(slug('The node flags')).toBe('the-node-flags');
    expect(slug('Capacity analysis by session, from docs/scaling.md')).toBe('capacity-analysis-by-session-from-docsscalingmd');
    expect(slug('How to play Spiel des Jahres')).toBe('how-to-play-spiel-des-jahres');
  });
});
