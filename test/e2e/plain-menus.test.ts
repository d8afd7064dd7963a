// Discord renders no markdown in a select menu (its placeholder, its options' labels and
// descriptions) or in autocomplete choices: "salary $1k *penny@rgb.hex*" shows its asterisks. So
// the bot sends none there. Seeded games of both kinds are played through the Discord UI; every
// menu of every message the bot sent (each earlier version too) and every autocomplete of every
// command, asked by each player along the way, is read for markdown used as markup.
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { nextMove, openAwardGame, perform, pump, stateOf } from './award-kit.js';
import { componentId, openTable, startedGame, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

/** Markup Discord would render in a message: emphasis pairs, code, strike, spoilers, escapes. */
const MARKUP: readonly [string, RegExp][] = [
  ['*emphasis*', /\*\*?[^\s*][^*]*\*/],
  ['_emphasis_', /(^|[^\p{L}\p{N}])__?[^\s_][^_]*_(?![\p{L}\p{N}])/u],
  ['`code`', /`/],
  ['~~strike~~', /~~/],
  ['||spoiler||', /\|\|/],
  ['\\escape', /\\[^\p{L}\p{N}\s]/u],
];

/** The markup found in a text shown as plain text, if any. */
function markupIn(text: string): string | null {
  const found = MARKUP.find(([, re]) => re.test(text));
  return found ? found[0] : null;
}

interface Found {
  readonly where: string;
  readonly text: string;
  readonly markup: string;
}

/** Every text of every select menu in these components. */
function menuTexts(components: unknown): string[] {
  const out: string[] = [];
  const walk = (c: unknown) => {
    if (Array.isArray(c)) return c.forEach(walk);
    if (!c || typeof c !== 'object') return;
    const o = c as { type?: number; placeholder?: string; options?: { label: string; description?: string }[]; components?: unknown };
    if (o.type === 3) out.push(o.placeholder ?? '', ...(o.options ?? []).flatMap((x) => [x.label, x.description ?? '']));
    walk(o.components);
  };
  walk(components);
  return out.filter(Boolean);
}

class MenuScan {
  readonly found: Found[] = [];
  menus = 0;
  choices = 0;

  constructor(private readonly table: Table) {}

  private note(where: string, text: string): void {
    const markup = markupIn(text);
    if (markup) this.found.push({ where, text, markup });
  }

  /** Every menu of every version of every message in the table's channel, ephemeral ones included. */
  messages(): void {
    const all: LocalMessage[] = this.table.discord.messagesIn(this.table.channel.id);
    for (const m of all) {
      for (const version of [...m.history.map((h) => h.components), m.components]) {
        const texts = menuTexts(version);
        if (texts.length) this.menus++;
        for (const text of texts) this.note(`menu in ${m.id}`, text);
      }
    }
  }

  /** Every autocomplete option of every registered subcommand, as `user` sees it now (nothing typed yet). */
  async autocompletes(user: LocalUser): Promise<void> {
    type Opt = { type: number; name: string; autocomplete?: boolean; options?: Opt[] };
    for (const command of this.table.discord.commands(this.table.guild)) {
      const walk = async (options: readonly Opt[], path: { group?: string; subcommand?: string }) => {
        for (const o of options) {
          if (o.type === 2) await walk(o.options ?? [], { group: o.name });
          else if (o.type === 1) await walk(o.options ?? [], { ...path, subcommand: o.name });
          else if (o.autocomplete) {
            const choices = await this.table.discord.autocomplete(user, this.table.channel, command.name, { ...path, focused: o.name, value: '' });
            this.choices += choices.length;
            for (const c of choices) this.note(`/${command.name} ${path.group ?? ''} ${path.subcommand ?? ''} ${o.name}`, c.name);
          }
        }
      };
      await walk((command.options ?? []) as Opt[], {});
    }
  }
}

describe('menus and autocomplete are plain text', () => {
  it('GIVEN a seeded Spiel game WHEN its players open their hands, preview games and ask every autocomplete for three months THEN no menu text or choice carries markup', async () => {
    t = await openTable({ seed: 7 });
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const gameId = await startedGame(t, [alice, bob, carol]);
    const scan = new MenuScan(t);
    for (let month = 1; month <= 3; month++) {
      for (const u of [alice, bob, carol]) {
        let panel = await (await t.discord.slash(u, t.channel, 'spiel', { subcommand: 'hand' })).reply();
        const preview = panel.customIds().find((id) => id.startsWith('sp:preview:'));
        const rows = panel.components as unknown as { components: { custom_id?: string; options?: { value: string }[] }[] }[];
        const option = rows.flatMap((r) => r.components).find((c) => c.custom_id === preview)?.options?.[0];
        if (preview && option) panel = await (await t.discord.select(u, panel, preview, [option.value])).reply();
        await scan.autocompletes(u);
        await (await t.discord.click(u, panel, componentId(panel, 'sp:hand:'))).reply();
        const fresh = await (await t.discord.slash(u, t.channel, 'spiel', { subcommand: 'hand' })).reply();
        await (await t.discord.click(u, fresh, componentId(fresh, 'sp:brainstorm:'))).reply();
      }
      await t.settle();
      expect(t.service.game(gameId)?.status).toBe('running');
    }
    scan.messages();
    expect(scan.menus).toBeGreaterThan(5);
    expect(scan.choices).toBeGreaterThan(20);
    expect(scan.found).toEqual([]);
  });

  it('GIVEN a seeded Award game WHEN alice and bob play its turns through the Discord UI (panels, the play wizard, the bid builder, questions) and ask every autocomplete THEN no menu text or choice carries markup', async () => {
    t = await openTable({ seed: 1044 });
    const [alice, bob] = t.users as [LocalUser, LocalUser];
    const g = await openAwardGame(t, [alice, bob], 1);
    const scan = new MenuScan(t);
    for (let step = 0; step < 400 && stateOf(g).turn <= 8 && stateOf(g).phase !== 'ended'; step++) {
      if (step % 15 === 0) for (const u of [alice, bob]) await scan.autocompletes(u);
      const move = nextMove(g);
      if (!move) {
        await pump(t);
        continue;
      }
      await perform(g, move.seat, move.command);
      await pump(t);
    }
    // Each human's panel as it is now, with its menus.
    for (const u of [alice, bob]) await (await t.discord.slash(u, t.channel, 'award', { subcommand: 'hand' })).reply();
    scan.messages();
    console.log(`award: turn ${stateOf(g).turn}, ${scan.menus} menus, ${scan.choices} choices`);
    expect(scan.menus).toBeGreaterThan(20);
    expect(scan.choices).toBeGreaterThan(20);
    expect(scan.found).toEqual([]);
  }, 120_000);
});
