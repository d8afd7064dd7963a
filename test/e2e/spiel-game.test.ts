// A whole Spiel des Jahres game through the real discord.js Client and the loopback Discord,
// using only what players can do: slash commands, autocomplete, buttons and menus. Every step
// is followed by the hidden-information scan of every public and private message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/engine/game.js';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { componentId, DAY, HOUR, lastMessage, openTable, type Table } from './harness.js';
import { HiddenCardScan } from './spiel-scan.js';
import { paint } from '../../src/render/painter.js';

/** The value in a "Publish…" option label such as "Island Railway (+€20,000/month)". */
function optionValue(label: string): number {
  const m = /\(([+−-])€([\d,]+)\/month\)$/.exec(label);
  if (!m) return -99;
  const n = Number((m[2] as string).replace(/,/g, '')) / 10_000;
  return m[1] === '+' ? n : -n;
}

interface SelectOption {
  label: string;
  value: string;
}

function selectOptions(message: LocalMessage, prefix: string): SelectOption[] {
  for (const row of message.components as { components?: { custom_id?: string; options?: SelectOption[] }[] }[]) {
    for (const c of row.components ?? []) if (c.custom_id?.startsWith(prefix)) return c.options ?? [];
  }
  return [];
}

describe('a full Spiel des Jahres game in Discord', () => {
  let t: Table;
  let scan: HiddenCardScan;
  let gameId = 0;
  const log: string[] = [];

  beforeAll(async () => {
    t = await openTable();
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** Waits for the bot's posts, then scans everything for hidden cards. */
  async function step(what: string): Promise<void> {
    await t.settle();
    scan?.scan();
    log.push(what);
  }

  async function openPanel(user: LocalUser): Promise<LocalMessage> {
    const month = lastMessage(t, /📅 Month \d+ of 12/);
    if (!month) throw new Error('no month post');
    const h = await t.discord.click(user, month, componentId(month, 'sp:hand'));
    const panel = await h.reply();
    expect(h.ephemeral).toBe(true);
    return panel;
  }

  let hired = 0;
  let offered = 0;

  /** Publishes the best game if it is worth at least `min`, else brainstorms — all by clicks. */
  async function takeTurn(user: LocalUser, min = 1): Promise<void> {
    let panel = await openPanel(user);
    const designers = selectOptions(panel, 'sp:hire');
    if (designers.length > 0 && /Money:\*\* €([6-9]\d|\d{3,}),000/.test(panel.text())) {
      // Hire a designer from the hand with the panel's menu.
      panel = await (await t.discord.select(user, panel, componentId(panel, 'sp:hire'), [designers[0]!.value])).reply();
      // A designer the company could not pay to the end of the year is hired only after a warning.
      if (/Hire .*\?/.test(panel.text())) {
        expect(panel.text()).toMatch(/bankrupt/);
        panel = await (await t.discord.click(user, panel, componentId(panel, 'sp:hireanyway'))).reply();
      }
      expect(panel.text()).toMatch(/Designer hired/);
      hired++;
      await step(`${user.username} hires a designer`);
    }
    if (offered === 0) {
      // Bid for a rival's designer through /spiel designer offer, found by autocomplete.
      const options = await t.discord.autocomplete(user, t.channel, 'spiel', { group: 'designer', subcommand: 'offer', focused: 'designer', value: '' });
      const rival = options.find((o) => o.name.includes('works elsewhere'));
      if (rival) {
        const wage = Number(/€(\d+)0,000/.exec(rival.name)?.[1] ?? 3) + 1;
        const h = await t.discord.slash(user, t.channel, 'spiel', { group: 'designer', subcommand: 'offer', options: { designer: String(rival.value), wage } });
        expect((await h.reply()).text()).toMatch(/sealed until the month ends/);
        offered++;
        await step(`${user.username} makes a sealed offer`);
        panel = await openPanel(user);
      }
    }
    const best = selectOptions(panel, 'sp:preview')[0];
    if (best && optionValue(best.label) >= min) {
      const preview = await (await t.discord.select(user, panel, componentId(panel, 'sp:preview'), [best.value])).reply();
      expect(preview.text()).toMatch(/Value:/);
      const done = await (await t.discord.click(user, preview, componentId(preview, 'sp:publishonly'))).reply();
      expect(done.text()).toMatch(/Committed: you publish only this game/);
      await step(`${user.username} publishes ${best.label}`);
    } else {
      const done = await (await t.discord.click(user, panel, componentId(panel, 'sp:brainstorm'))).reply();
      expect(done.text()).toContain('You will brainstorm this month');
      await step(`${user.username} brainstorms`);
    }
  }

  it('GIVEN three players WHEN they play twelve months with commands, autocomplete and clicks THEN the ceremony names a winner and no message ever showed a hidden card', async () => {
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    // The lobby: alice opens it, bob and carol join with the button, alice starts.
    const start = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start', options: { deadline_hours: 24, reminder_hours: 2, excuses: 0 } });
    const lobby = await start.reply();
    for (const u of [bob, carol]) await (await t.discord.click(u, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
    await t.settle();
    await (await t.discord.click(alice, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    gameId = t.service.activeGameInChannel(t.channel.id)!.id;
    const seats = new Map<string, PlayerId>(t.service.game(gameId)!.seats.map((s) => [s.userId as string, s.playerId as PlayerId]));
    scan = new HiddenCardScan(t, gameId, seats);
    await step('started');
    expect(t.discord.message(lobby.id)?.text()).toContain('The game has started');

    for (let month = 1; month <= 12; month++) {
      expect(lastMessage(t, /📅 Month \d+ of 12/)?.text()).toContain(`Month ${month} of 12`);

      if (month === 2) {
        // alice builds a game with /spiel publish, picking cards through autocomplete.
        const first = await t.discord.autocomplete(alice, t.channel, 'spiel', { subcommand: 'publish', focused: 'first', value: '' });
        expect(first.length).toBeGreaterThan(0);
        const second = await t.discord.autocomplete(alice, t.channel, 'spiel', {
          subcommand: 'publish',
          focused: 'second',
          value: '',
          options: { first: String(first[0]!.value) },
        });
        expect(second.map((c) => c.value)).not.toContain(first[0]!.value);
        if (second.length > 0) {
          const h = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'publish', options: { first: String(first[0]!.value), second: String(second[0]!.value) } });
          const preview = await h.reply();
          expect(h.ephemeral).toBe(true);
          expect(preview.text()).toMatch(/Shows:/);
          await step('alice previews a game');
        }
      }

      if (month === 3) {
        // carol offers alice €10,000 for nothing; alice finds the offer from the public notice and accepts.
        const h = await t.discord.slash(carol, t.channel, 'spiel', { subcommand: 'trade', options: { with: alice, give_money: 1 } });
        await h.reply();
        await step('carol offers a trade');
        const notice = lastMessage(t, /offers you a trade/);
        expect(notice?.content).toContain(`<@${alice.id}>`);
        const view = await (await t.discord.click(alice, notice!, componentId(notice!, 'sp:tradeview'))).reply();
        expect(view.text()).toMatch(/Trade offer #\d+/);
        // bob cannot look inside.
        const peek = await t.discord.click(bob, notice!, componentId(notice!, 'sp:tradeview'));
        expect((await peek.reply()).text()).toMatch(/Only the two companies/);
        await (await t.discord.click(alice, view, componentId(view, 'sp:tradeaccept'))).reply();
        await step('alice accepts');
      }

      await takeTurn(alice);
      await takeTurn(bob);
      if (month === 6) {
        // carol is away: the deadline passes and she brainstorms by default (R6).
        const due = t.service.view(gameId, null);
        expect(due.ok).toBe(true);
        t.clock.advance(DAY + HOUR);
        await step('deadline passes');
        expect(lastMessage(t, /Month 6 — results/)?.text()).toMatch(/No choice in time, so brainstormed/);
      } else {
        await takeTurn(carol);
      }
      expect(lastMessage(t, new RegExp(`Month ${month} — results`))).toBeDefined();
    }

    const ceremony = lastMessage(t, /Final standings/);
    expect(ceremony?.text()).toMatch(/🥇 Winner|no game wins|No game survived/);
    expect(t.service.game(gameId)?.status).toBe('ended');
    expect(t.discord.channelMessages(t.channel).filter((m) => /— results/.test(m.text()))).toHaveLength(12);
    expect(scan.scans).toBeGreaterThan(36);
    // With this table's seed, designers turn up: three are hired from hands and one is bid for.
    expect({ hired, offered }).toEqual({ hired: 3, offered: 1 });
    expect(scan.leaks).toEqual([]);
    expect(t.discord.unhandledRequests()).toEqual([]);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
    // Every interaction was acknowledged within Discord's 3 seconds.
    const late = t.discord.interactions.filter((i) => i.latencyMs !== null && (i.latencyMs as number) > 3000);
    expect(late).toEqual([]);
  });

  it('GIVEN the finished game WHEN the bot names a card nobody has seen THEN the scan reports it (the scan can fail)', async () => {
    const secret = [...scan.hiddenLabels(null)][0];
    expect(secret).toBeDefined();
    const channel = await t.bot.client.channels.fetch(t.channel.id);
    if (!channel?.isSendable()) throw new Error('channel not sendable');
    await channel.send(`A leak: ${secret} is in a hand`);
    scan.scan();
    expect(scan.leaks.map((l) => l.label)).toContain(secret);
  });

  it('GIVEN the game WHEN its pictures are read THEN every PNG carried its scene and was scanned; WHEN a picture of a card nobody has seen is posted THEN the scan reports it', async () => {
    expect(scan.pictures).toBeGreaterThan(10);
    const before = scan.leaks.length;
    const secret = [...scan.hiddenLabels(null)][1];
    if (!secret) throw new Error('no hidden card left to plant');
    const channel = await t.bot.client.channels.fetch(t.channel.id);
    if (!channel?.isSendable()) throw new Error('channel not sendable');
    const planted = paint({ kind: 'hand', title: 'A hand', cards: [{ title: secret, upper: 'cards', lower: 'combat' }] });
    await channel.send({ content: 'Just a picture', files: [{ attachment: planted, name: 'planted.png' }] });
    scan.scan();
    expect(scan.leaks.slice(before).map((l) => l.label)).toContain(secret);
  });
});
