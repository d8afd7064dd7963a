// The local Discord (src/local/discord) as the tests use it: the same server, plus what only a test
// makes Discord do — stumble (5xx answers, answers lost on the wire, slow routes), redeliver an
// interaction, send a click no client would send, drop or reconnect the gateway — and waits on
// what the bot did. Everything else, and every type, is the product's own (re-exported here).
import type { LocalChannel, LocalDiscordOptions, LocalMessage, LocalUser, InteractionHandle, Stumble } from '../../src/local/discord/index.js';
import { LocalDiscord } from '../../src/local/discord/index.js';
import { componentData } from '../../src/local/discord/payloads.js';
import { waitFor } from '../../src/local/discord/wait.js';
import { ComponentType, InteractionType } from 'discord.js';

export * from '../../src/local/discord/index.js';

/** A failure injected into matching REST requests (see FakeDiscord.fail). */
interface Fault {
  readonly method: string | null;
  readonly route: string;
  /** 'error': answer `status` without doing anything; 'lose': do the request, then drop the answer. */
  readonly kind: 'error' | 'lose';
  readonly status: number;
  /** Only requests about this channel (null: any). */
  readonly channelId: string | null;
  remaining: number;
}

/** The local Discord with a test's controls. */
export class FakeDiscord extends LocalDiscord {
  private readonly faults: Fault[] = [];
  private readonly routeDelays = new Map<string, number>();

  /** Start a local Discord for a test on a free port of 127.0.0.1. */
  static override async start(opts: LocalDiscordOptions = {}): Promise<FakeDiscord> {
    const discord = new FakeDiscord(opts);
    await discord.listen(0);
    return discord;
  }

  // ───────────────────────────── Discord stumbling ─────────────────────────────

  /**
   * Makes Discord stumble on `route` (a template such as `/channels/:channel/messages`), for the
   * next `times` matching requests (default 1; Infinity until clearFaults): `status` (default 500)
   * answers an error without doing anything; `lose: true` does the request and then drops the
   * connection without an answer (the client never learns that it worked). `channel` limits it
   * to requests about one channel.
   */
  fail(route: string, opts: { method?: string; status?: number; times?: number; lose?: boolean; channel?: LocalChannel | string } = {}): void {
    this.faults.push({
      method: opts.method ?? null,
      route,
      kind: opts.lose ? 'lose' : 'error',
      status: opts.status ?? 500,
      channelId: opts.channel === undefined ? null : typeof opts.channel === 'string' ? opts.channel : opts.channel.id,
      remaining: opts.times ?? 1,
    });
  }

  /** Ends every injected failure (Discord is healthy again). */
  clearFaults(): void {
    this.faults.length = 0;
  }

  /** Makes Discord answer `route` (a template such as `/channels/:channel/messages`) `ms` later. */
  delayRoute(route: string, ms: number): void {
    if (ms > 0) this.routeDelays.set(route, ms);
    else this.routeDelays.delete(route);
  }

  protected override stumble(method: string, path: string, route: string | null): Stumble | null {
    if (route === null) return null;
    const fault = this.faults.find(
      (f) => f.route === route && (f.method === null || f.method === method) && (f.channelId === null || path.startsWith(`/channels/${f.channelId}/`)) && f.remaining > 0,
    );
    if (fault) {
      fault.remaining--;
      return fault.kind === 'error' ? { kind: 'error', status: fault.status, route } : { kind: 'lose' };
    }
    const ms = this.routeDelays.get(route) ?? 0;
    return ms > 0 ? { kind: 'delay', ms } : null;
  }

  /**
   * The channel is busy for everyone (Discord's per-resource, "shared" limit): every write to its
   * messages is answered 429 with scope `shared` for the next `ms`. Needs the rate limits on.
   */
  busy(channel: LocalChannel | string, ms: number): void {
    if (!this.limits) throw new Error('FakeDiscord.busy: the rate limits are off');
    this.limits.busy(typeof channel === 'string' ? channel : channel.id, ms);
  }

  // ───────────────────────────── interactions no client sends ─────────────────────────────

  /**
   * A button click the Discord client would never send: `customId` need not be on `message` (a
   * forged or tampered request, as a modified client or a raw API call could make). For testing
   * that the bot refuses what it did not issue.
   */
  async forgeClick(user: LocalUser, message: LocalMessage | string, customId: string): Promise<InteractionHandle> {
    const msg = this.resolveMessage(message, user);
    const channel = this.state.channels.get(msg.channelId);
    if (!channel) throw new Error(`FakeDiscord: message ${msg.id} is in no known channel`);
    const data = componentData(this.state, user, this.state.guildOf(channel), channel, customId, ComponentType.Button, null);
    return this.dispatchInteraction(InteractionType.MessageComponent, user, channel, data, msg, `forged button "${customId}"`);
  }

  /**
   * A pick in a string select menu the Discord client would never send: `customId` need not be a
   * menu on `message` (it may be a button's id), and `values` need not be its options.
   */
  async forgeSelect(user: LocalUser, message: LocalMessage | string, customId: string, values: readonly string[]): Promise<InteractionHandle> {
    const msg = this.resolveMessage(message, user);
    const channel = this.state.channels.get(msg.channelId);
    if (!channel) throw new Error(`FakeDiscord: message ${msg.id} is in no known channel`);
    const data = componentData(this.state, user, this.state.guildOf(channel), channel, customId, ComponentType.StringSelect, [...values]);
    return this.dispatchInteraction(InteractionType.MessageComponent, user, channel, data, msg, `forged menu "${customId}"`);
  }

  /**
   * Discord sends the same INTERACTION_CREATE again (same id and token), as it can after a gateway
   * hiccup. The bot must answer it once: a second callback gets 40060.
   */
  redeliver(h: InteractionHandle): void {
    this.gateway.dispatch('INTERACTION_CREATE', h.payload, h.guild?.id ?? null);
    this.state.changed();
  }

  // ───────────────────────────── waits ─────────────────────────────

  /**
   * Wait until `condition()` returns something truthy and resolve with it. Re-checked whenever
   * Discord sees a REST request or gateway event (no polling). For conditions on state outside it
   * (the bot's database, the client cache), pass `pollMs`.
   */
  until<T>(condition: () => T | null | undefined | false, opts: { timeoutMs?: number; pollMs?: number; message?: string } = {}): Promise<T> {
    const timeoutMs = opts.timeoutMs ?? this.timeoutMs;
    return waitFor(this.state.events, condition, {
      timeoutMs,
      ...(opts.pollMs ? { pollMs: opts.pollMs } : {}),
      describe: () => {
        const recent = this.state.requests.slice(-6).map((r) => `  ${r.method} ${r.path} → ${r.status}`);
        return [
          `FakeDiscord.until: ${opts.message ?? 'condition'} not met within ${timeoutMs} ms.`,
          recent.length ? `Last REST requests:\n${recent.join('\n')}` : 'No REST requests at all.',
          opts.pollMs ? '' : 'If the condition reads state outside Discord (bot DB, client cache), pass { pollMs: 10 }.',
        ]
          .filter(Boolean)
          .join('\n');
      },
    });
  }

  // ───────────────────────────── gateway control ─────────────────────────────

  /** Send op 7 RECONNECT; resolves once the client has RESUMEd (discord.js waits ~500 ms before reconnecting). */
  reconnect(timeoutMs = this.timeoutMs): Promise<void> {
    return this.gateway.reconnect(timeoutMs);
  }

  /** Drop every gateway connection with a close code (default 4000: the client resumes). */
  disconnect(code?: number): void {
    this.gateway.disconnect(code);
  }

  /** Send op 9 INVALID_SESSION (not resumable): the client must IDENTIFY again. */
  invalidateSessions(): void {
    this.gateway.invalidateSessions();
  }
}
