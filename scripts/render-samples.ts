// npm run render-samples [-- --out samples --seed 3 --language de]
// Plays one seeded game of each kind and writes every kind of picture the bot sends, drawn from
// the same views and through the same faces as in Discord (scripts/samples.ts), to a folder
// (git-ignored) for a person to look at: <out>/<game>-<message>-<picture>.png with the scene beside
// it as .json, in the catalogue language `--language` names (English by default); and
//  - pictures.json: each file with its size and its smallest text in pixels, at full size and at
//    the size Discord shows it (scaled into its 400×300 box);
//  - index.html: every picture at the size Discord shows it, in an embed as on Discord's dark
//    theme, beside its full size, so one page shows what players see.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { draw } from '../src/render/painter.js';
import { SMALLEST_TEXT } from '../src/render/scene.js';
import { samplePictures } from './samples.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'samples' }, seed: { type: 'string', default: '3' }, language: { type: 'string', default: 'en' } } });
const out = values.out;
mkdirSync(out, { recursive: true });

interface Entry {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  /** The smallest text in pixels of the PNG. */
  readonly smallestPx: number;
  /** Where Discord shows it: its size in CSS pixels and its smallest text there. */
  readonly shownWidth: number;
  readonly shownHeight: number;
  readonly smallestShownPx: number;
  readonly alt: string;
}

const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : null);
const entries: Entry[] = [];
for (const { file, picture } of samplePictures(Number(values.seed), values.language)) {
  const { png, metrics } = draw(picture.scene);
  writeFileSync(join(out, file), png);
  writeFileSync(join(out, file.replace(/\.png$/, '.json')), `${JSON.stringify(picture.scene, null, 2)}\n`);
  entries.push({
    file,
    width: metrics.width,
    height: metrics.height,
    smallestPx: metrics.smallestPx,
    shownWidth: metrics.width * metrics.displayScale,
    shownHeight: metrics.height * metrics.displayScale,
    smallestShownPx: metrics.smallestAtDisplay,
    alt: picture.description,
  });
}

writeFileSync(
  join(out, 'pictures.json'),
  `${JSON.stringify(
    entries.map((e) => ({ file: e.file, width: e.width, height: e.height, smallestTextPx: round(e.smallestPx), shownWidth: round(e.shownWidth), shownHeight: round(e.shownHeight), smallestTextShownPx: round(e.smallestShownPx) })),
    null,
    2,
  )}\n`,
);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const rows = entries.map((e) => {
  const small = e.smallestShownPx < SMALLEST_TEXT;
  return `<section>
  <h2>${esc(e.file)}</h2>
  <p class="figures${small ? ' small' : ''}">${e.width} × ${e.height} px, shown at ${round(e.shownWidth)} × ${round(e.shownHeight)}; smallest text ${round(e.smallestPx)} px at full size, <b>${round(e.smallestShownPx)} px as shown</b>${small ? ` (below ${SMALLEST_TEXT})` : ''}</p>
  <div class="pair">
    <figure><figcaption>As Discord shows it (an embed's 400 × 300 box)</figcaption><div class="embed"><img src="${esc(e.file)}" width="${round(e.shownWidth)}" height="${round(e.shownHeight)}" alt="${esc(e.alt)}"></div></figure>
    <figure><figcaption>Full size</figcaption><a href="${esc(e.file)}"><img class="full" src="${esc(e.file)}" width="${e.width}" height="${e.height}" alt=""></a></figure>
  </div>
</section>`;
});
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="${esc(values.language)}">
<head>
<meta charset="utf-8">
<title>Pictures as players see them (seed ${esc(values.seed)}, ${esc(values.language)})</title>
<style>
  body { margin: 0; padding: 16px 24px; background: #313338; color: #dbdee1; font: 14px/1.4 system-ui, sans-serif; }
  h1 { font-size: 20px; color: #f2f3f5; } h2 { font-size: 15px; color: #f2f3f5; margin: 24px 0 4px; }
  .figures { margin: 0 0 8px; color: #b5bac1; } .figures.small b { color: #f23f42; }
  .pair { display: flex; gap: 24px; align-items: flex-start; }
  figure { margin: 0; } figcaption { color: #949ba4; font-size: 12px; margin-bottom: 4px; }
  .embed { background: #2b2d31; border-left: 4px solid #f0b232; border-radius: 4px; padding: 8px 16px 16px 12px; width: 400px; }
  .embed img { display: block; border-radius: 4px; }
  img.full { display: block; max-width: none; }
</style>
</head>
<body>
<h1>Every picture, at the size Discord shows it and at full size</h1>
<p>Seed ${esc(values.seed)}, language ${esc(values.language)}. Discord scales an embed's image down to fit 400 × 300 CSS pixels (smaller on a phone); the smallest text as shown must be at least ${SMALLEST_TEXT} px.</p>
${rows.join('\n')}
</body>
</html>
`,
);
console.log(`wrote ${entries.length} pictures to ${out}/ (index.html, pictures.json)`);
