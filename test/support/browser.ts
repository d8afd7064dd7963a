// What drives the local table in a real browser: Debian's chromium (never a browser an install step
// downloads) under playwright-core, with the flags this machine's closed network needs, and the
// steps a person takes on the page — type a slash command, click, wait until the answer shows.
// Used by the browser test (test/e2e/browser.test.ts) and `npm run screenshots`.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
/** Headless, and no background connections: the machine's network is closed, and chromium would try many at every start. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserPlayer {
  readonly name: string;
  readonly page: Page;
  readonly context: BrowserContext;
}

/** Opens the table's page as `name` in a browser of its own (a new profile under `dir`), and counts changes to its message list. */
export async function openAs(url: string, name: string, dir: string, opts: { viewport?: { width: number; height: number }; deviceScaleFactor?: number } = {}): Promise<BrowserPlayer> {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(dir, `profile-${name}-`)), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => console.error(`${name}'s page: ${e.message}`));
  await page.goto(`${url}/?as=${name}`);
  await page.locator('discord-messages').waitFor();
  await page.evaluate(
    "window.changes = 0; window.lastChange = performance.now(); new MutationObserver(() => { window.changes += 1; window.lastChange = performance.now(); }).observe(document.getElementById('messages'), { childList: true })",
  );
  return { name, page, context };
}

const changes = (p: BrowserPlayer): Promise<number> => p.page.evaluate('window.changes') as Promise<number>;
const changedSince = (p: BrowserPlayer, n: number) => p.page.waitForFunction(`window.changes > ${n}`, undefined, { timeout: 10_000 });

/** Waits until the bot has nothing under way (`idle`) and the page has shown it: no change for 150 ms. */
export async function settled(p: BrowserPlayer, idle: () => Promise<void>): Promise<void> {
  await idle();
  await p.page.waitForFunction('performance.now() - window.lastChange > 150', undefined, { timeout: 10_000, polling: 50 });
}

/** Clicks, then waits until the message list changed and the bot is idle, and, if given, until `shown` is visible. */
export async function click(p: BrowserPlayer, idle: () => Promise<void>, locator: Locator, shown?: Locator): Promise<void> {
  const before = await changes(p);
  await locator.scrollIntoViewIfNeeded();
  await locator.click();
  await changedSince(p, before);
  await settled(p, idle);
  await shown?.waitFor({ timeout: 15_000 });
}

/** Types a slash command into the message box, picks it from the list, fills its options and sends it. */
export async function command(p: BrowserPlayer, line: string, options: Record<string, string> = {}): Promise<void> {
  await p.page.locator('#box').fill(line);
  await p.page.locator('#command-list li', { hasText: line }).first().click();
  for (const [name, value] of Object.entries(options)) {
    const field = p.page.locator(`#option-form [data-option="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  const before = await changes(p);
  await p.page.locator('#box').press('Enter');
  await changedSince(p, before);
}

/** The last enabled button with this label on the page. */
export const button = (p: BrowserPlayer, label: string): Locator => p.page.locator(`discord-button:not([disabled]):has-text("${label}")`).last();
/** The newest message on the page with this text. */
export const newest = (p: BrowserPlayer, text: string | RegExp): Locator => p.page.locator('discord-message', { hasText: text }).last();

export async function openChannel(p: BrowserPlayer, name: string): Promise<void> {
  await p.page.locator('#channels li', { hasText: `# ${name}` }).click();
  await p.page.locator('#channel-title', { hasText: name }).waitFor();
}

/** Waits until every picture in the message list has loaded (inside the web components too). */
export async function picturesLoaded(p: BrowserPlayer): Promise<void> {
  await p.page.waitForFunction(
    "[...document.querySelectorAll('#messages *')].flatMap((el) => [...(el.shadowRoot ? el.shadowRoot.querySelectorAll('img') : []), ...(el.tagName === 'IMG' ? [el] : [])]).every((img) => img.complete)",
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}
