// The Discord benchmark's players (see discord.ts): the tables and lobbies they open through the
// local Discord, and the driver that sends their interactions one at a time in a seeded mix and
// records how long each took to be acknowledged.
import { Rng, seedRng } from '../src/engine/rng.js';
import type { FakeDiscord, InteractionHandle, LocalChannel, LocalMessage, LocalUser } from '../test/support/fake-discord.js';

/** Pause after each answered interaction before the next is sent (30 ms measured no different). */
const GAP_MS = Number(process.env.BENCH_DISCORD_GAP_MS ?? 10);
/** Whether the benchmark's tables show pictures (BENCH_DISCORD_IMAGES=off: started with images:off, words only). */
export const PICTURES = process.env.BENCH_DISCORD_IMAGES !== 'off';
const IMAGES = PICTURES ? {} : { options: { images: 'off' } };

export interface Table {
  readonly channel: LocalChannel;
  readonly players: readonly LocalUser[];
}

export interface Lobby {
  readonly channel: LocalChannel;
  readonly message: LocalMessage;
  readonly joiners: readonly LocalUser[];
  readonly seated: Set<string>;
}

export interface Sample {
  readonly kind: string;
  readonly phase: string;
  /** null: never acknowledged. */
  readonly latencyMs: number | null;
  /** Wall-clock ms when INTERACTION_CREATE was sent (BENCH_DISCORD_TIMELINE lines events up with it). */
  readonly at: number;
}

const idStartingWith = (message: LocalMessage, prefix: string) => message.customIds().find((id) => id.startsWith(prefix));

function enabled(message: LocalMessage, prefix: string): string | undefined {
  const id = idStartingWith(message, prefix);
  return id !== undefined && message.findComponent(id)?.disabled !== true ? id : undefined;
}

/** Drives one user interaction at a time and records its latency. */
export class Driver {
  readonly samples: Sample[] = [];
  /** Each user's latest private panel (an ephemeral message with the panel's buttons). */
  private readonly panels = new Map<string, LocalMessage>();
  /** Each user's latest autocomplete answer for /spiel publish. */
  private readonly offered = new Map<string, string[]>();
  private readonly rng = new Rng(seedRng(20261121));
  phase = '';
  measuring = false;
  /**
   * The bare bot is sent the same stream (it answers everything with "ok"): what it answers is
   * not remembered, so the real bot's next phase goes on from the state its own answers left.
   */
  bare = false;

  constructor(
    private readonly discord: FakeDiscord,
    private readonly tables: readonly Table[],
    private readonly lobbies: readonly Lobby[],
  ) {}

  private pick<T>(list: readonly T[]): T {
    return list[this.rng.int(list.length)] as T;
  }

  /** The current month post of a table: the newest channel message with an Open my hand button. */
  private monthPost(table: Table): LocalMessage | undefined {
    const messages = this.discord.channelMessages(table.channel);
    for (let i = messages.length - 1; i >= 0; i--) {
      const m = messages[i] as LocalMessage;
      if (idStartingWith(m, 'sp:hand:')) return m;
    }
    return undefined;
  }

  private async run(kind: string, send: () => Promise<InteractionHandle>, after?: (h: InteractionHandle) => Promise<void>): Promise<void> {
    const h = await send();
    let latency: number | null = null;
    try {
      await h.callback(5_000);
      latency = h.latencyMs;
      if (after) await after(h);
    } catch {
      // not acknowledged (counted); the run goes on
    }
    if (this.measuring) this.samples.push({ kind, phase: this.phase, latencyMs: latency, at: performance.timeOrigin + h.dispatchedHr });
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }

  private keepPanel(user: LocalUser) {
    return async (h: InteractionHandle) => {
      const message = await h.reply(5_000);
      if (!this.bare && idStartingWith(message, 'sp:brainstorm:')) this.panels.set(user.id, message);
    };
  }

  private hand(table: Table, user: LocalUser): Promise<void> {
    return this.run('/spiel hand', () => this.discord.slash(user, table.channel, 'spiel', { subcommand: 'hand' }), this.keepPanel(user));
  }

  /** One interaction of a kind drawn from the mix, for the real bot. */
  async next(): Promise<void> {
    const table = this.pick(this.tables);
    const user = this.pick(table.players);
    const roll = this.rng.int(100);
    if (roll < 14) return this.hand(table, user);
    if (roll < 22) return this.run('/spiel status', () => this.discord.slash(user, table.channel, 'spiel', { subcommand: 'status' }));
    if (roll < 26) return this.run('/spiel help', () => this.discord.slash(user, table.channel, 'spiel', { subcommand: 'help' }));
    if (roll < 40) {
      return this.run(
        'autocomplete /spiel publish',
        () => this.discord.autocompleteInteraction(user, table.channel, 'spiel', { subcommand: 'publish', focused: 'first', value: '' }),
        async (h) => {
          if (!this.bare) this.offered.set(user.id, (await h.choices()).map((c) => String(c.value)));
        },
      );
    }
    if (roll < 48) {
      const cards = this.offered.get(user.id) ?? [];
      if (cards.length < 2) return this.hand(table, user);
      return this.run('/spiel publish (preview)', () =>
        this.discord.slash(user, table.channel, 'spiel', { subcommand: 'publish', options: { first: cards[0] as string, second: cards[1] as string } }),
      );
    }
    if (roll < 62) {
      const post = this.monthPost(table);
      const id = post && idStartingWith(post, 'sp:hand:');
      if (!post || !id) return this.hand(table, user);
      return this.run('button Open my hand', () => this.discord.click(user, post, id), this.keepPanel(user));
    }
    if (roll < 68) {
      const post = this.monthPost(table);
      const id = post && idStartingWith(post, 'sp:board:');
      if (!post || !id) return this.hand(table, user);
      return this.run('button Board', () => this.discord.click(user, post, id));
    }
    if (roll < 82) {
      // Brainstorm on a panel where it is still open (a stale panel is answered with a fresh one).
      for (const player of this.rng.shuffle([...table.players])) {
        const panel = this.panels.get(player.id);
        const id = panel && !panel.deleted ? enabled(panel, 'sp:brainstorm:') : undefined;
        if (panel && id) return this.run('button Brainstorm', () => this.discord.click(player, panel, id), this.keepPanel(player));
      }
      return this.hand(table, user);
    }
    if (roll < 90) {
      const panel = this.panels.get(user.id);
      const id = panel && !panel.deleted ? idStartingWith(panel, 'sp:preview:') : undefined;
      const first = id ? (panel?.findComponent(id) as { options?: { value: string }[] } | undefined)?.options?.[0]?.value : undefined;
      if (!panel || !id || first === undefined) return this.hand(table, user);
      if (!this.bare) this.panels.delete(user.id); // the panel becomes the preview
      return this.run('menu Publish… (preview)', () => this.discord.select(user, panel, id, [first]));
    }
    const lobby = this.pick(this.lobbies);
    const joiner = this.pick(lobby.joiners);
    const seated = lobby.seated.has(joiner.id);
    const id = seated ? idStartingWith(lobby.message, 'lobby:leave:') : enabled(lobby.message, 'lobby:join:');
    if (!id) return this.hand(table, user);
    if (this.bare) {
      // nothing changes
    } else if (seated) lobby.seated.delete(joiner.id);
    else lobby.seated.add(joiner.id);
    return this.run('lobby Join/Leave', () => this.discord.click(joiner, lobby.message, id));
  }

}

/** Opens the benchmark's tables through Discord: 50 started games and 10 open lobbies. */
export async function openTables(discord: FakeDiscord, tableChannels: readonly LocalChannel[], lobbyChannels: readonly LocalChannel[], users: readonly LocalUser[]) {
  const tables: Table[] = [];
  for (const [i, channel] of tableChannels.entries()) {
    const players = users.slice(4 * i, 4 * i + 4);
    const [host, ...others] = players as [LocalUser, ...LocalUser[]];
    const lobby = await (await discord.slash(host, channel, 'spiel', { subcommand: 'start', ...IMAGES })).reply();
    for (const user of others) await (await discord.click(user, lobby, idStartingWith(lobby, 'lobby:join:') as string)).callback();
    const start = await discord.until(() => (lobby.text().includes(`<@${others.at(-1)?.id}>`) ? enabled(lobby, 'lobby:start:') : undefined), { timeoutMs: 10_000 });
    await (await discord.click(host, lobby, start)).callback();
    await discord.until(() => discord.channelMessages(channel).some((m) => idStartingWith(m, 'sp:hand:')), { timeoutMs: 10_000, message: `month post in #${channel.name}` });
    tables.push({ channel, players });
  }
  const lobbies: Lobby[] = [];
  const hosts = users.slice(4 * tableChannels.length);
  for (const [i, channel] of lobbyChannels.entries()) {
    const host = hosts[3 * i] as LocalUser;
    const message = await (await discord.slash(host, channel, 'spiel', { subcommand: 'start' })).reply();
    lobbies.push({ channel, message, joiners: hosts.slice(3 * i + 1, 3 * i + 3), seated: new Set() });
  }
  return { tables, lobbies };
}
