// npm run screenshots [-- --out docs/images]
// Plays a short seeded game of each kind at the local table in Debian's chromium, as two people in
// two browsers would (typing slash commands and clicking, through the browser test's machinery in
// test/support/browser.ts), and writes the README's pictures: a month's posts with their pictures,
// a private panel, and an Award board. A developer's tool: it needs playwright-core (a
// devDependency) and /usr/bin/chromium, so the production build leaves it out (tsconfig.build.json).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Locator } from 'playwright-core';
import { loadConfig } from '../src/config.js';
import type { AwardView } from '../src/games/award/view-types.js';
import { startLocalTable, type LocalTable } from '../src/local/table.js';
import { createLogger } from '../src/log.js';
import { button, CHROMIUM, click, command, newest, openAs, openChannel, picturesLoaded, settled, type BrowserPlayer } from '../test/support/browser.js';

/** Every picture the script writes, by file name under its output folder (the README shows them from docs/images/). */
export const SHOTS = {
  'spiel-month.png': 'the local table: a month’s results with the games published, and the next month’s post with its trend card',
  'spiel-panel.png': 'a player’s private panel: money, plan, hand and its picture, the actions',
  'award-board.png': 'The Award Winning Game: the board post of a turn with an auction open',
} as const;
export type ShotName = keyof typeof SHOTS;

/** Spiel months played before the pictures: hands grow by brainstorming, then a game is published. */
const BRAINSTORM_MONTHS = 3;

export async function takeScreenshots(out: string, opts: { log?: (line: string) => void } = {}): Promise<ShotName[]> {
  const log = opts.log ?? (() => {});
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  mkdirSync(out, { recursive: true });
  // The page's own browser code is compiled by `npm run build` (tsconfig.client.json); it must be there.
  const dir = mkdtempSync(join(tmpdir(), 'spiel-screenshots-'));
  let seed = 7;
  const config = loadConfig({ LOCAL_PORT: '0', LOCAL_DATABASE_PATH: join(dir, 'local.db'), LOG_LEVEL: 'error' });
  const table = await startLocalTable(config, createLogger('error'), { seed: () => seed++ });
  const written: ShotName[] = [];
  const players: BrowserPlayer[] = [];
  try {
    const ada = await openAs(table.url, 'ada', dir, { viewport: { width: 1000, height: 900 } });
    const ben = await openAs(table.url, 'ben', dir, { viewport: { width: 1000, height: 900 } });
    players.push(ada, ben);
    await spiel(table, ada, ben, out, written, log);
    await award(table, ada, ben, out, written, log);
  } finally {
    for (const p of players) await p.context.close();
    await table.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return written;
}

async function spiel(table: LocalTable, ada: BrowserPlayer, ben: BrowserPlayer, out: string, written: ShotName[], log: (line: string) => void): Promise<void> {
  const idle = () => table.idle();
  await command(ada, '/spiel start', { ai: '1', deadline_minutes: '30' });
  await newest(ada, 'Each month lasts 30 min').waitFor();
  await click(ben, idle, button(ben, 'Join'), newest(ada, 'Seats (3/6)'));
  await click(ada, idle, button(ada, 'Start'), newest(ada, 'Month 1 of 12'));
  const last = BRAINSTORM_MONTHS + 1;
  for (let month = 1; month <= last; month++) {
    await newest(ada, `Month ${month} of 12`).waitFor();
    for (const p of [ada, ben]) {
      const before = await p.page.locator('discord-message[ephemeral]').count();
      await click(p, idle, button(p, 'Open my hand'));
      const panel = p.page.locator('discord-message[ephemeral]').nth(before);
      await panel.waitFor();
      const preview = panel.locator('.select[data-custom-id^="sp:preview"]');
      const best = preview.locator('li[data-value]').first();
      if (p === ada && month === last) {
        await settled(p, idle);
        await picturesLoaded(p);
        await tallShot(p, panel, join(out, 'spiel-panel.png'));
        written.push('spiel-panel.png');
        log(`spiel-panel.png: Ada's panel in month ${month}`);
      }
      if (p === ada && month === last && (await preview.count()) > 0) {
        await preview.locator('.select-head').click();
        const publish = panel.locator('discord-button:not([disabled]):has-text("Publish only this game")');
        await click(p, idle, best, publish);
        await click(p, idle, publish, panel.filter({ hasText: 'Committed: you publish only this game' }));
      } else {
        await click(p, idle, panel.locator('discord-button:not([disabled]):has-text("Brainstorm")'), panel.filter({ hasText: 'You will brainstorm this month' }));
      }
    }
    await newest(ada, `Month ${month} — results`).waitFor();
  }
  // The channel as Ada sees it: the month's results with the games published, then the next month's post.
  const next = newest(ada, `Month ${last + 1} of 12`);
  await next.waitFor();
  await settled(ada, idle);
  await picturesLoaded(ada);
  await channelShot(ada, newest(ada, `Month ${last} — results`), join(out, 'spiel-month.png'));
  written.push('spiel-month.png');
  log(`spiel-month.png: month ${last}'s results and month ${last + 1}'s post`);
}

async function award(table: LocalTable, ada: BrowserPlayer, ben: BrowserPlayer, out: string, written: ShotName[], log: (line: string) => void): Promise<void> {
  const idle = () => table.idle();
  for (const p of [ada, ben]) await openChannel(p, 'award');
  await command(ada, '/award start', { ai: '1', first: 'host', turn_minutes: '30' });
  await click(ben, idle, button(ben, 'Join'), newest(ada, 'Seats (3/5)'));
  await click(ada, idle, button(ada, 'Start'), button(ada, 'My hand & actions'));
  const channel = table.discord.guilds()[0]?.channels.find((c) => c.name === 'award')?.id ?? '';
  const game = table.service.activeGameInChannel(channel);
  if (!game) throw new Error('no Award game in #award');
  const view = (): AwardView => {
    const v = table.service.view(game.id, null);
    if (!v.ok) throw new Error('no view of the Award game');
    return v.view as AwardView;
  };
  const seatOf = new Map(table.service.game(game.id)?.seats.map((s) => [s.playerId, s.userId]) ?? []);
  const userOf = new Map(table.discord.people().map((u) => [u.id, u.username]));
  // Ada's turn, by the buttons of her panel (upkeep, salaries, draw, reveal) until a revealed card is
  // auctioned; anything else the game waits for is settled by the host's Resolve now.
  const ours = (player: string | undefined) => [ada, ben].find((p) => userOf.get(seatOf.get(player ?? '') ?? '') === p.name);
  for (let step = 0; step < 30 && !view().auction; step++) {
    const pending = view().pending;
    const active = pending && ['turn', 'upkeep', 'salaries'].includes(pending.kind) ? ours(pending.player) : undefined;
    if (active) {
      const before = await active.page.locator('discord-message[ephemeral]').count();
      await click(active, idle, button(active, 'My hand & actions'));
      const panel = active.page.locator('discord-message[ephemeral]').nth(before);
      await panel.waitFor();
      let acted = false;
      for (const label of ['Finish upkeep', 'Pay salaries', 'Draw', 'Reveal', 'End turn']) {
        const b = panel.locator(`discord-button:not([disabled]):has-text("${label}")`);
        if ((await b.count()) === 0) continue;
        await click(active, idle, b.first());
        acted = true;
        break;
      }
      if (acted) continue;
    }
    await click(ada, idle, ada.page.locator('#host-tools button', { hasText: 'award' }));
  }
  if (!view().auction) throw new Error('no auction opened in 30 steps: change the seed');
  const board = newest(ada, 'The Award Winning Game — turn');
  await settled(ada, idle);
  await picturesLoaded(ada);
  await tallShot(ada, board, join(out, 'award-board.png'));
  written.push('award-board.png');
  log(`award-board.png: turn ${view().turn}, an auction for ${view().auction?.card.name ?? '?'}`);
}

/** One message, the window made tall enough to hold it whole. */
async function tallShot(p: BrowserPlayer, message: Locator, path: string): Promise<void> {
  const size = p.page.viewportSize() ?? { width: 1180, height: 900 };
  const box = await message.boundingBox();
  if (!box) throw new Error('the message is not on the page');
  await p.page.setViewportSize({ width: size.width, height: Math.max(size.height, Math.ceil(box.height) + 300) });
  await message.scrollIntoViewIfNeeded();
  await p.page.waitForTimeout(300);
  await message.screenshot({ path });
  await p.page.setViewportSize(size);
}

/** A message element on the page, as far as the pictures need it (the build has no DOM types). */
interface Sibling {
  readonly previousElementSibling: Sibling | null;
  readonly style: { display: string };
}

/**
 * The whole page as the player sees it, its message list showing `from` to the end of the channel:
 * earlier messages are hidden for the picture, and the window is made as tall as what is shown.
 */
async function channelShot(p: BrowserPlayer, from: Locator, path: string): Promise<void> {
  const size = p.page.viewportSize() ?? { width: 1180, height: 900 };
  await from.evaluate((el) => {
    for (let m = (el as unknown as Sibling).previousElementSibling; m; m = m.previousElementSibling) m.style.display = 'none';
  });
  const list = p.page.locator('#messages');
  const { shown, box } = await list.evaluate((el) => ({ shown: el.scrollHeight, box: el.clientHeight }));
  await p.page.setViewportSize({ width: size.width, height: size.height - box + shown + 4 });
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await p.page.waitForTimeout(300);
  await p.page.screenshot({ path });
  await p.page.setViewportSize(size);
  await from.evaluate((el) => {
    for (let m = (el as unknown as Sibling).previousElementSibling; m; m = m.previousElementSibling) m.style.display = '';
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'docs/images' } } });
  const written = await takeScreenshots(values.out, { log: (line) => console.log(line) });
  console.log(`wrote ${written.length} pictures to ${values.out}/: ${written.join(', ')}`);
}
