// The local table in a real browser (Debian's chromium, driven by playwright-core): two players,
// each in a browser of their own, play a whole Spiel des Jahres game against an AI company to the
// ceremony, then several turns of The Award Winning Game with an auction — only by typing in the
// message box and clicking on the page. Neither page ever shows the other's ephemeral replies.
// Screenshots of the key moments and the click → updated message times go to test-artifacts/browser/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { AwardView } from '../../src/games/award/view-types.js';
import { startLocalTable, type LocalTable } from '../../src/local/table.js';
import { CHROMIUM, CHROMIUM_FLAGS as FLAGS } from '../support/browser.js';
import { memoryLogger } from '../support/memory-logger.js';

const ROOT = join(import.meta.dirname, '../..');
const ARTIFACTS = join(ROOT, 'test-artifacts/browser');

interface Player {
  readonly name: string;
  readonly id: string;
  readonly page: Page;
  readonly context: BrowserContext;
}

describe('the local table in a browser', () => {
  let table: LocalTable;
  let dir: string;
  const players: Player[] = [];
  const latencies: number[] = [];
  let seed = 41;

  beforeAll(async () => {
    // The page's own browser code is compiled by the build; compile it for this run.
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.client.json')]);
    mkdirSync(ARTIFACTS, { recursive: true });
    dir = mkdtempSync(join(tmpdir(), 'spiel-browser-'));
    const config = loadConfig({ LOCAL_PORT: '0', LOCAL_DATABASE_PATH: join(dir, 'local.db'), LOG_LEVEL: 'error' });
    table = await startLocalTable(config, memoryLogger(), { seed: () => seed++ });
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does)`);
    for (const name of ['ada', 'ben']) {
      const context = await chromium.launchPersistentContext(mkdtempSync(join(dir, `profile-${name}-`)), { executablePath: CHROMIUM, headless: true, args: FLAGS, viewport: { width: 1280, height: 900 } });
      const page = context.pages()[0] ?? (await context.newPage());
      page.on('pageerror', (e) => console.error(`${name}'s page: ${e.message}`));
      await page.goto(`${table.url}/?as=${name}`);
      await instrument(page);
      const id = table.discord.people().find((u) => u.username === name)?.id ?? '';
      players.push({ name, id, page, context });
    }
  }, 180_000); // compiling the page and starting two browsers: a minute is not enough on a loaded machine

  /** Waits for the page, then counts changes to its message list, so a click can wait for its answer to show. */
  async function instrument(page: Page): Promise<void> {
    await page.locator('discord-messages').waitFor();
    await page.evaluate(
      "window.changes = 0; window.lastChange = performance.now(); new MutationObserver(() => { window.changes += 1; window.lastChange = performance.now(); }).observe(document.getElementById('messages'), { childList: true })",
    );
  }

  afterAll(async () => {
    for (const p of players) await p.context.close();
    await table?.stop();
    if (latencies.length) {
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      const figures = { clicks: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) };
      writeFileSync(join(ARTIFACTS, 'latency.json'), JSON.stringify(figures, null, 2));
      console.log(`click → updated message: ${JSON.stringify(figures)}`);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const changes = (p: Player): Promise<number> => p.page.evaluate('window.changes') as Promise<number>;
  const changedSince = (p: Player, n: number) => p.page.waitForFunction(`window.changes > ${n}`, undefined, { timeout: 10_000 });

  /**
   * Clicks, then waits until the message list changed (the answer is on the page) and, if given,
   * until `shown` is visible; records how long the first change took.
   */
  async function click(p: Player, locator: ReturnType<Page['locator']>, shown?: ReturnType<Page['locator']>): Promise<void> {
    const before = await changes(p);
    await locator.scrollIntoViewIfNeeded();
    const t0 = Date.now();
    await locator.click();
    await changedSince(p, before);
    latencies.push(Date.now() - t0);
    await settled(p);
    await shown?.waitFor({ timeout: 15_000 });
  }

  /**
   * Waits until the bot has nothing under way (a private answer's pictures follow its words in an
   * edit) and the page has shown it: no change on the page for 150 ms after that. Only then is a
   * message's button located and clicked, so it is not re-rendered under the pointer.
   */
  async function settled(p: Player): Promise<void> {
    await table.idle();
    await p.page.waitForFunction('performance.now() - window.lastChange > 150', undefined, { timeout: 10_000, polling: 50 });
  }

  /** The newest message on a page with this text. */
  const newest = (p: Player, text: string | RegExp) => p.page.locator('discord-message', { hasText: text }).last();
  /** A page's number of private replies so far. */
  const privateCount = (p: Player) => p.page.locator('discord-message[ephemeral]').count();

  const button = (p: Player, label: string) => p.page.locator(`discord-button:not([disabled]):has-text("${label}")`).last();
  const shot = (p: Player, name: string) => p.page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

  /**
   * Where a message is against the visible part of the message list, after the page settled and
   * its pictures loaded: in view means its bottom edge is inside the list's visible box (a message
   * taller than the list shows its end, as Discord pinned to the bottom does).
   */
  async function placement(p: Player, locator: ReturnType<Page['locator']>): Promise<{ top: number; bottom: number; listTop: number; listBottom: number }> {
    await settled(p);
    await pictures(p);
    const box = await locator.boundingBox();
    const list = await p.page.locator('#messages').boundingBox();
    if (!box || !list) throw new Error('not on the page');
    return { top: box.y, bottom: box.y + box.height, listTop: list.y, listBottom: list.y + list.height };
  }
  async function expectInView(p: Player, locator: ReturnType<Page['locator']>, what: string): Promise<void> {
    const at = await placement(p, locator);
    expect(at.bottom, `${what}: its end is below the visible list (${JSON.stringify(at)})`).toBeLessThanOrEqual(at.listBottom + 2);
    expect(at.bottom, `${what}: it is above the visible list (${JSON.stringify(at)})`).toBeGreaterThan(at.listTop + 40);
  }
  /** Waits until every picture in the message list has loaded (inside the web components too). */
  async function pictures(p: Player): Promise<void> {
    await p.page.waitForFunction(
      "[...document.querySelectorAll('#messages *')].flatMap((el) => el.shadowRoot ? [...el.shadowRoot.querySelectorAll('img')] : []).every((img) => img.complete)",
      undefined,
      { timeout: 10_000, polling: 100 },
    );
    await p.page.waitForTimeout(100);
  }

  async function openChannel(p: Player, name: string): Promise<void> {
    await p.page.locator('#channels li', { hasText: `# ${name}` }).click();
    await p.page.locator('#channel-title', { hasText: name }).waitFor();
  }

  /** Types a slash command into the message box, picks it from the list, fills its options and sends it. */
  async function command(p: Player, line: string, options: Record<string, string> = {}): Promise<void> {
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

  /**
   * A menu opens below its head only if it fits there above the message box, else (near the
   * bottom, where a new panel is) upward, as Discord's do; inside the visible message list either
   * way, its first option neither cut off nor covered.
   */
  async function menuOpensUpward(p: Player, select: ReturnType<Page['locator']>, month: number): Promise<void> {
    const head = await select.locator('.select-head').boundingBox();
    const options = select.locator('.select-options');
    const menu = await options.boundingBox();
    const list = await p.page.locator('#messages').boundingBox();
    if (!head || !menu || !list) throw new Error('the menu did not open');
    const up = menu.y + menu.height <= head.y + 1;
    if (head.y + head.height + menu.height > list.y + list.height) expect(up, `month ${month}: no room below, yet the menu opens downward`).toBe(true);
    expect(menu.y, `month ${month}: the menu leaves the message list at the top`).toBeGreaterThanOrEqual(list.y - 1);
    expect(menu.y + menu.height, `month ${month}: the menu covers the message box`).toBeLessThanOrEqual(list.y + list.height + 1);
    // The first option is what the page shows at its centre: nothing clips or covers it.
    const first = await options.locator('li[data-value]').first().boundingBox();
    if (!first) throw new Error('no option');
    const hit = await p.page.evaluate(`document.elementFromPoint(${first.x + first.width / 2}, ${first.y + first.height / 2})?.closest('li[data-value]') != null`);
    expect(hit, `month ${month}: the first option is visible`).toBe(true);
    if (month === 1) await shot(p, '02-spiel-menu-upward');
  }

  /** A click on the panel's picture opens it at full size over the page; Escape closes it. */
  async function picture(p: Player, panel: ReturnType<Page['locator']>): Promise<void> {
    const img = panel.locator('img[src^="/attachments/"]').first();
    await img.waitFor();
    await img.click();
    const big = p.page.locator('#lightbox img');
    await big.waitFor({ state: 'visible' });
    const size = (await p.page.evaluate("(() => { const el = document.querySelector('#lightbox img'); return { natural: el.naturalWidth, shown: el.getBoundingClientRect().width, window: window.innerWidth }; })()")) as { natural: number; shown: number; window: number };
    expect(size.natural).toBeGreaterThan(0);
    // As large as the window allows, never larger than it was drawn.
    expect(size.shown).toBeGreaterThanOrEqual(Math.min(size.natural, size.window * 0.9) - 1);
    await shot(p, `02-spiel-${p.name}-picture`);
    await p.page.keyboard.press('Escape');
    await big.waitFor({ state: 'hidden' });
  }

  /** `/spiel publish` typed in the message box, its two cards picked from what the bot autocompletes: a private preview. */
  async function previewByCommand(p: Player): Promise<void> {
    await p.page.locator('#box').fill('/spiel pub');
    await p.page.locator('#command-list li', { hasText: '/spiel publish' }).first().click();
    for (const option of ['first', 'second']) {
      await p.page.locator(`#option-form [data-option="${option}"]`).focus();
      const suggestion = p.page.locator(`#option-form label:has([data-option="${option}"]) .suggestions li`).first();
      await suggestion.waitFor();
      if (option === 'first') await shot(p, '02-spiel-autocomplete');
      await suggestion.click();
    }
    const before = await privateCount(p);
    await p.page.locator('#box').press('Enter');
    await p.page.locator('discord-message[ephemeral]').nth(before).filter({ hasText: 'Shows:' }).waitFor();
  }

  /**
   * Every picture in an embed on a page is shown as Discord shows it: scaled down to fit 400 × 300
   * CSS pixels, keeping its shape, never up; a landscape picture of ours (800 pixels wide) fills the 400.
   */
  async function picturesAsDiscord(p: Player): Promise<void> {
    const shown = (await p.page.evaluate(
      `[...document.querySelectorAll('discord-embed')].flatMap((el) => {
        const img = el.shadowRoot && el.shadowRoot.querySelector('img.discord-embed-image');
        if (!img || !img.complete || img.naturalWidth === 0) return [];
        const r = img.getBoundingClientRect();
        return [{ width: r.width, height: r.height, naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight }];
      })`,
    )) as { width: number; height: number; naturalWidth: number; naturalHeight: number }[];
    expect(shown.length, `${p.name}'s page shows pictures`).toBeGreaterThan(0);
    for (const s of shown) {
      const scale = Math.min(1, 400 / s.naturalWidth, 300 / s.naturalHeight);
      expect(s.width, JSON.stringify(s)).toBeCloseTo(s.naturalWidth * scale, 0);
      expect(s.height, JSON.stringify(s)).toBeCloseTo(s.naturalHeight * scale, 0);
    }
  }

  /** Every ephemeral message on each page was sent to that page's player, and each saw some. */
  async function noEphemeralLeak(): Promise<void> {
    for (const p of players) {
      const ids = await p.page.locator('discord-message[ephemeral]').evaluateAll((els) => els.map((e) => e.getAttribute('data-id') ?? ''));
      expect(ids.length, `${p.name} has private replies on the page`).toBeGreaterThan(0);
      const strangers = ids.filter((id) => table.discord.message(id)?.visibleTo !== p.id);
      expect(strangers, `${p.name}'s page shows someone else's ephemeral reply`).toEqual([]);
    }
  }

  it('GIVEN Ada and Ben in two browsers and an AI company WHEN they play Spiel des Jahres by clicks THEN the ceremony is held and neither saw the other’s hand', async () => {
    const [ada, ben] = players as [Player, Player];
    await command(ada, '/spiel start', { ai: '1', deadline_minutes: '5' });
    // The local table's deadlines are offered in minutes.
    await ada.page.locator('discord-message', { hasText: 'Each month lasts 5 min' }).last().waitFor();
    await shot(ada, '01-spiel-lobby');
    // Ada starts only once her page shows Ben seated (a lobby button is for the lobby as it was drawn).
    await click(ben, button(ben, 'Join'), ada.page.locator('discord-message', { hasText: 'Seats (3/6)' }));
    await click(ada, button(ada, 'Start'), newest(ada, 'Month 1 of 12'));
    for (let month = 1; month <= 12; month++) {
      await newest(ada, `Month ${month} of 12`).waitFor();
      if (month === 1) await previewByCommand(ada);
      for (const p of [ada, ben]) {
        const before = await privateCount(p);
        await click(p, button(p, 'Open my hand'));
        // Her panel is a new private reply; what she does in it updates it in place.
        const panel = p.page.locator('discord-message[ephemeral]').nth(before);
        await panel.waitFor();
        // The answer to her click comes into view, its pictures loaded, wherever she had scrolled to.
        await expectInView(p, panel, `${p.name}'s panel in month ${month}`);
        if (month === 1) await picture(p, panel);
        const preview = panel.locator('.select[data-custom-id^="sp:preview"]');
        const best = preview.locator('li[data-value]').first();
        if (p === ada && (await preview.count()) > 0 && /\(\+€/.test((await best.textContent()) ?? '')) {
          await preview.locator('.select-head').click();
          await menuOpensUpward(p, preview, month);
          const publish = panel.locator('discord-button:not([disabled]):has-text("Publish only this game")');
          await click(p, best, publish);
          await click(p, publish, panel.filter({ hasText: 'Committed: you publish only this game' }));
        } else {
          await click(p, panel.locator('discord-button:not([disabled]):has-text("Brainstorm")'), panel.filter({ hasText: 'You will brainstorm this month' }));
        }
        if (month === 1) await shot(p, `02-spiel-${p.name}-panel`);
      }
      if (month === 1) await picturesAsDiscord(ada);
      await ada.page.locator('discord-message', { hasText: `Month ${month} — results` }).last().waitFor();
      await noEphemeralLeak();
    }
    const standings = ada.page.locator('discord-message', { hasText: 'Final standings' }).last();
    await standings.waitFor();
    await standings.scrollIntoViewIfNeeded();
    await shot(ada, '03-spiel-ceremony');
    expect(await standings.textContent()).toMatch(/Winner|no game wins|No game survived/);
    // Ben's page shows the same public ceremony.
    await ben.page.locator('discord-message', { hasText: 'Final standings' }).last().waitFor();
  }, 240_000);

  it('GIVEN the same players WHEN they play The Award Winning Game by clicks THEN several turns pass, with an auction, and no private reply crossed', async () => {
    const [ada, ben] = players as [Player, Player];
    for (const p of players) await openChannel(p, 'award');
    await command(ada, '/award start', { ai: '1', first: 'host', turn_minutes: '5' });
    await click(ben, button(ben, 'Join'), ada.page.locator('discord-message', { hasText: 'Seats (3/5)' }));
    // "Resolve now" is for a running game: not in the lobby.
    await ada.page.waitForTimeout(400);
    expect(await ada.page.locator('#host-tools button').count(), 'Resolve now in a lobby').toBe(0);
    await click(ada, button(ada, 'Start'), button(ada, 'My hand & actions'));
    // Then for its host (Ada) only: Ben neither hosts it nor manages the server.
    await ada.page.locator('#host-tools button', { hasText: 'award' }).waitFor();
    await ben.page.waitForTimeout(400);
    expect(await ben.page.locator('#host-tools button').count(), 'Resolve now offered to a player who cannot use it').toBe(0);
    const game = table.service.activeGameInChannel(table.discord.guilds()[0]?.channels.find((c) => c.name === 'award')?.id ?? '');
    expect(game).not.toBeNull();
    const view = () => {
      const v = table.service.view(game?.id ?? 0, null);
      if (!v.ok) throw new Error('no view');
      return v.view as AwardView;
    };
    const seatOf = new Map(table.service.game(game?.id ?? 0)?.seats.map((s) => [s.playerId, s.userId]) ?? []);
    let bids = 0;
    let resolved = 0;
    for (let step = 0; step < 120 && !(view().turn >= 4 && bids > 0); step++) {
      // A bid prompt for one of them (it mentions them, so their page highlights it): bid the minimum.
      let acted = false;
      for (const p of players) {
        const prompt = p.page.locator('discord-message[highlight]').filter({ has: p.page.locator('discord-button:not([disabled]):has-text("Bid the minimum")') }).last();
        if ((await prompt.count()) > 0 && view().pending?.player && seatOf.get(view().pending?.player ?? '') === p.id) {
          await click(p, prompt.locator('discord-button:has-text("Bid the minimum")'));
          if (bids === 0) await shot(p, '04-award-auction');
          bids++;
          acted = true;
        }
      }
      if (acted) continue;
      const active = players.find((p) => seatOf.get(view().active) === p.id);
      if (active && !view().pending) {
        const before = await privateCount(active);
        await click(active, button(active, 'My hand & actions'));
        const panel = active.page.locator('discord-message[ephemeral]').nth(before);
        await panel.waitFor();
        let done = false;
        for (const label of ['Finish upkeep', 'Pay salaries', 'Draw', 'Reveal', 'End turn']) {
          const b = panel.locator(`discord-button:not([disabled]):has-text("${label}")`);
          if ((await b.count()) > 0) {
            const turn = view().turn;
            await click(active, b.first());
            if (label === 'End turn' && turn === 1) await shot(active, '05-award-turn-ended');
            done = true;
            break;
          }
        }
        if (done) continue;
      }
      // Nothing a click of theirs settles now (a question, a card to choose): the host resolves it.
      await click(ada, ada.page.locator('#host-tools button', { hasText: 'award' }));
      resolved++;
    }
    await shot(ada, '06-award-board');
    expect(view().turn).toBeGreaterThanOrEqual(4);
    expect(bids).toBeGreaterThan(0);
    // The bid made by a click is in the public log that both pages show.
    for (const p of players) {
      const texts = await p.page.locator('discord-message').allTextContents();
      expect(texts.some((t) => /(Ada|Ben) bids [ADT]\d/.test(t)), `${p.name} sees a player's bid`).toBe(true);
    }
    await noEphemeralLeak();
    console.log(`award: ${view().turn - 1} turns, ${bids} bid(s) by click, ${resolved} host resolve(s)`);
  }, 240_000);

  it('GIVEN both games played WHEN Ada reloads, reads back and Ben posts THEN the page opens at the newest message with none of her earlier private replies, her reading is not interrupted, her own answer comes into view, an empty channel says what to type, and Resolve now is offered only where it can be used', async () => {
    const [ada, ben] = players as [Player, Player];
    // The page has an icon (browsers also ask for /favicon.ico of their own accord).
    expect((await fetch(`${table.url}/favicon.ico`)).status).toBe(200);

    // An empty channel says what to type.
    await openChannel(ada, 'games');
    const hint = ada.page.locator('#messages .empty-hint');
    await hint.waitFor();
    expect(await hint.textContent()).toMatch(/\/spiel start[\s\S]*\/award start/);
    await ada.page.waitForTimeout(300);
    expect(await ada.page.locator('#host-tools button').count(), 'Resolve now where there is no game').toBe(0);
    await shot(ada, '07-empty-channel');

    // A reload of #spiel (a whole game of history, pictures and all) opens at its newest message,
    // without the private panels she had before it (Discord drops ephemeral replies on a reload).
    await openChannel(ada, 'spiel');
    expect(await privateCount(ada), 'her private panels before the reload').toBeGreaterThan(0);
    await ada.page.reload();
    await instrument(ada.page);
    await ada.page.locator('#channel-title', { hasText: 'spiel' }).waitFor();
    const last = ada.page.locator('discord-message').last();
    await last.waitFor();
    await expectInView(ada, last, 'the newest message after a reload');
    expect(await privateCount(ada), 'private replies from before the reload').toBe(0);
    await ada.page.waitForTimeout(300);
    expect(await ada.page.locator('#host-tools button').count(), 'Resolve now after the game ended').toBe(0);
    await shot(ada, '08-reloaded');

    // Ada reads back; Ben opens a new table in #spiel: she stays where she is, and a bar says so.
    const list = ada.page.locator('#messages');
    await list.evaluate((el) => (el.scrollTop = 0));
    await openChannel(ben, 'spiel');
    await command(ben, '/spiel start', { ai: '1', deadline_minutes: '5' });
    const lobby = ada.page.locator('discord-message', { hasText: 'Each month lasts 5 min' }).last();
    await lobby.waitFor({ state: 'attached' });
    await settled(ada);
    expect(await list.evaluate((el) => el.scrollTop), 'her reading was interrupted').toBeLessThan(5);
    const bar = ada.page.locator('#new-messages');
    await bar.waitFor({ state: 'visible' });
    await shot(ada, '09-new-messages');
    await bar.click();
    await expectInView(ada, lobby, 'the new lobby after "Jump to present"');
    expect(await bar.isVisible()).toBe(false);

    // Reading back again, the answer to her own command comes into view.
    await list.evaluate((el) => (el.scrollTop = 0));
    await command(ada, '/spiel rules');
    const rules = ada.page.locator('discord-message[ephemeral]').last();
    await rules.waitFor();
    await expectInView(ada, rules, 'the answer to her own command');
    await shot(ada, '10-own-answer');
  }, 120_000);
});
