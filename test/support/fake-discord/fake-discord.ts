import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ComponentType,
  InteractionType,
  GatewayIntentBits,
  PermissionFlagsBits as P,
  type RESTOptions,
} from 'discord.js';
import { FakeGateway, guildsForShard, type GatewayStats } from './gateway.js';
import { parseBody, readBody, sendJson } from './http.js';
import {
  InteractionHandle,
  basePayload,
  buildCommandOptions,
  componentData,
  type AutocompleteSpec,
  type SlashSpec,
} from './interactions.js';
import type { FakeMessage, RawComponent } from './messages.js';
import { FakeChannel, FakeRole, FakeUser, type FakeGuild } from './model.js';
import { has } from './permissions.js';
import { createRestHandler, type RestRequest } from './rest.js';
import { FakeState, type ChannelSpec, type GuildSpec, type RecordedRequest, type StoredCommand } from './state.js';
import { waitFor } from './wait.js';

export interface FakeDiscordOptions {
  /** the only token the fake accepts (REST `Authorization: Bot …`, IDENTIFY, RESUME). Default `test-token`. */
  token?: string;
  /** HELLO's heartbeat_interval in ms. Default 1000. */
  heartbeatMs?: number;
  /** the bot user's username. Default `TestBot`. */
  botName?: string;
  /** privileged intents switched on "in the Developer Portal" (GuildMembers | GuildPresences | MessageContent bits). Default none: asking for one closes the gateway with 4014. */
  privilegedIntents?: number | GatewayIntentBits[];
  /** how long an interaction may wait for its first callback before Discord forgets it (10062). Default 3000. */
  callbackDeadlineMs?: number;
  /** how long an interaction token works for @original / follow-ups (then 50027). Default 15 min. */
  webhookTokenTtlMs?: number;
  /** how long a message nonce stays unique under `enforce_nonce` (Discord: "the past few minutes"). Default 5 min. */
  nonceWindowMs?: number;
  /** default timeout of until(), callback(), reply(), … in ms. Default 5000. */
  timeoutMs?: number;
  /** print traffic to stderr. Default: env FAKE_DISCORD_DEBUG=1. */
  debug?: boolean;
}

/** Options for discord.js's `new Client({ intents, ...discord.clientOptions() })`. */
export interface FakeClientOptions {
  rest: Partial<RESTOptions>;
  waitGuildTimeout: number;
}

type Values = (string | FakeUser | FakeRole | FakeChannel)[];

/**
 * A loopback Discord: one HTTP server on 127.0.0.1 answering the REST API under `/api/v10` and the
 * gateway WebSocket under `/gateway`, good enough to drive a real discord.js `Client`.
 * See README.md in this folder.
 */
export class FakeDiscord {
  private readonly state: FakeState;
  private readonly gateway: FakeGateway;
  private server!: Server;
  private port = 0;
  private readonly timeoutMs: number;
  private readonly debug: boolean;
  private readonly handleRest: ReturnType<typeof createRestHandler>;
  /** every interaction dispatched, oldest first */
  readonly interactions: InteractionHandle[] = [];

  private constructor(opts: FakeDiscordOptions) {
    this.debug = opts.debug ?? process.env.FAKE_DISCORD_DEBUG === '1';
    this.timeoutMs = opts.timeoutMs ?? 5000;
    this.state = new FakeState({
      token: opts.token ?? 'test-token',
      botName: opts.botName ?? 'TestBot',
      callbackDeadlineMs: opts.callbackDeadlineMs ?? 3000,
      webhookTokenTtlMs: opts.webhookTokenTtlMs ?? 15 * 60_000,
      nonceWindowMs: opts.nonceWindowMs ?? 5 * 60_000,
    });
    const privileged = Array.isArray(opts.privilegedIntents)
      ? opts.privilegedIntents.reduce((a, b) => a | b, 0)
      : (opts.privilegedIntents ?? 0);
    this.gateway = new FakeGateway({
      heartbeatMs: opts.heartbeatMs ?? 1000,
      isValidToken: (t) => t === this.state.token,
      allowedPrivilegedIntents: privileged,
      readyPayload: (shard) => ({
        v: 10,
        user: { ...this.state.botUser.toAPI(), verified: true, mfa_enabled: false, flags: 0, email: null },
        guilds: guildsForShard([...this.state.guilds.values()], shard).map((g) => ({ id: g.id, unavailable: true })),
        application: { id: this.state.applicationId, flags: 0 },
        private_channels: [],
        presences: [],
        relationships: [],
        guild_join_requests: [],
        geo_ordered_rtc_regions: [],
        user_settings: {},
        _trace: ['["fake-discord",{"micros":0}]'],
      }),
      guildCreates: (shard) => guildsForShard([...this.state.guilds.values()], shard).map((g) => g.toGatewayAPI()),
      resumeUrl: () => `ws://127.0.0.1:${this.port}/resume`,
      log: (line) => this.log(line),
      changed: () => this.state.changed(),
    });
    this.handleRest = createRestHandler(this.state, { gatewayUrl: () => `ws://127.0.0.1:${this.port}/gateway` });
  }

  /** Start the fake on a free port of 127.0.0.1. */
  static async start(opts: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const discord = new FakeDiscord(opts);
    discord.server = createServer((req, res) => void discord.onRequest(req, res));
    discord.server.on('upgrade', (req, socket, head) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === '/gateway' || path === '/resume') discord.gateway.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
    await new Promise<void>((resolve) => discord.server.listen(0, '127.0.0.1', resolve));
    discord.port = (discord.server.address() as AddressInfo).port;
    discord.state.baseUrl = `http://127.0.0.1:${discord.port}`;
    return discord;
  }

  /** Close every socket and the server. */
  async stop(): Promise<void> {
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ───────────────────────────── setup ─────────────────────────────

  /** Spread into `new Client({ intents, ...discord.clientOptions() })`. */
  clientOptions(): FakeClientOptions {
    return {
      rest: { api: `http://127.0.0.1:${this.port}/api`, globalRequestsPerSecond: 10_000, offset: 0, retries: 0 },
      waitGuildTimeout: 50,
    };
  }

  /** `http://127.0.0.1:PORT` */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get botUser(): FakeUser {
    return this.state.botUser;
  }

  get applicationId(): string {
    return this.state.applicationId;
  }

  /** The accepted token. */
  get token(): string {
    return this.state.token;
  }

  /** "Reset the token in the Developer Portal": from now on only `token` works (live sessions are kept until they reconnect). */
  setToken(token: string): void {
    this.state.token = token;
  }

  addUser(username: string, opts: { globalName?: string; bot?: boolean } = {}): FakeUser {
    return this.state.createUser(username, opts.globalName ?? null, opts.bot ?? false);
  }

  /** Create a guild with the bot in it. A connected bot (Guilds intent) receives GUILD_CREATE: it "joined". */
  addGuild(spec: GuildSpec = {}): FakeGuild {
    const guild = this.state.createGuild(spec);
    this.gateway.dispatch('GUILD_CREATE', guild.toGatewayAPI(), guild.id, GatewayIntentBits.Guilds);
    return guild;
  }

  /** Add a channel to a guild (CHANNEL_CREATE). */
  addChannel(guild: FakeGuild, spec: ChannelSpec | string): FakeChannel {
    const channel = this.state.addChannel(guild, typeof spec === 'string' ? { name: spec } : spec);
    this.gateway.dispatch('CHANNEL_CREATE', channel.toAPI(), guild.id, GatewayIntentBits.Guilds);
    return channel;
  }

  /** Add a member to a guild (GUILD_MEMBER_ADD, only to clients with the GuildMembers intent, as on Discord). */
  addMember(guild: FakeGuild, user: FakeUser): void {
    if (guild.member(user.id)) return;
    this.state.createGuildMember(guild, user);
    this.gateway.dispatch('GUILD_MEMBER_ADD', { ...guild.member(user.id)!.toAPI(), guild_id: guild.id }, guild.id, GatewayIntentBits.GuildMembers);
  }

  /** Set exactly what the bot may do in a channel (CHANNEL_UPDATE so discord.js's cache agrees). */
  setBotPermissions(channel: FakeChannel, perms: bigint): void {
    const guild = this.state.guildOf(channel);
    if (!guild) throw new Error('FakeDiscord.setBotPermissions: not a guild channel');
    this.state.setBotPermissions(guild, channel, perms);
    this.gateway.dispatch('CHANNEL_UPDATE', channel.toAPI(), guild.id, GatewayIntentBits.Guilds);
  }

  /** What the bot may do in a channel (what `app_permissions` says). */
  botPermissions(channel: FakeChannel): bigint {
    const guild = this.state.guildOf(channel);
    return guild ? guild.permissionsIn(channel, this.state.botUser.id) : 0n;
  }

  /** The user blocks DMs from the bot: sending to their DM channel fails with 50007. */
  closeDms(user: FakeUser | string): void {
    this.state.closedDms.add(typeof user === 'string' ? user : user.id);
  }

  openDms(user: FakeUser | string): void {
    this.state.closedDms.delete(typeof user === 'string' ? user : user.id);
  }

  /** The user's DM channel with the bot (created on first use, like `POST /users/@me/channels`). */
  dmChannel(user: FakeUser): FakeChannel {
    return this.state.dmChannelFor(user);
  }

  // ───────────────────────────── interactions ─────────────────────────────

  /**
   * `user` runs `/name` in `channel`. Option types come from the registered command when the bot
   * registered one (then the options are validated like the Discord client would), else from the
   * JS values: string, integer/number, boolean, FakeUser, FakeChannel, FakeRole.
   */
  async slash(user: FakeUser, channel: FakeChannel, name: string, spec: SlashSpec = {}): Promise<InteractionHandle> {
    const guild = this.state.guildOf(channel);
    if (guild && !has(guild.permissionsIn(channel, user.id), P.UseApplicationCommands)) {
      throw new Error(`FakeDiscord: ${user.username} may not use application commands in #${channel.name}`);
    }
    const built = buildCommandOptions(this.state, user, guild, channel, name, spec, null);
    const data: Record<string, unknown> = {
      id: built.command?.id ?? this.state.unregisteredCommandId(name),
      name,
      type: 1,
      options: built.options,
      ...(Object.keys(built.resolved).length ? { resolved: built.resolved } : {}),
      ...(built.command?.guild_id ? { guild_id: built.command.guild_id } : {}),
    };
    const label = `/${[name, spec.group, spec.subcommand].filter(Boolean).join(' ')}`;
    return this.dispatchInteraction(InteractionType.ApplicationCommand, user, channel, data, null, label);
  }

  /** `user` types `value` into option `focused` of `/name`; resolves with the choices the bot answered. */
  async autocomplete(user: FakeUser, channel: FakeChannel, name: string, spec: AutocompleteSpec): Promise<{ name: string; value: string | number }[]> {
    const h = await this.autocompleteInteraction(user, channel, name, spec);
    return h.choices();
  }

  /** Like autocomplete() but returns the handle (for latency or error checks). */
  async autocompleteInteraction(user: FakeUser, channel: FakeChannel, name: string, spec: AutocompleteSpec): Promise<InteractionHandle> {
    const guild = this.state.guildOf(channel);
    const built = buildCommandOptions(this.state, user, guild, channel, name, spec, spec);
    const data: Record<string, unknown> = {
      id: built.command?.id ?? this.state.unregisteredCommandId(name),
      name,
      type: 1,
      options: built.options,
      ...(built.command?.guild_id ? { guild_id: built.command.guild_id } : {}),
    };
    const label = `autocomplete /${[name, spec.group, spec.subcommand].filter(Boolean).join(' ')} (${spec.focused})`;
    return this.dispatchInteraction(InteractionType.ApplicationCommandAutocomplete, user, channel, data, null, label);
  }

  /** `user` clicks the button `customId` on `message` — refused (throws) if it is not there or disabled. */
  async click(user: FakeUser, message: FakeMessage | string, customId: string): Promise<InteractionHandle> {
    const msg = this.resolveMessage(message, user);
    const component = this.requireComponent(msg, customId, 'button');
    if (component.type !== ComponentType.Button) {
      throw new Error(`FakeDiscord: "${customId}" on message ${msg.id} is a component of type ${component.type}, not a button (use select())`);
    }
    if (component.disabled) throw new Error(`FakeDiscord: the button "${customId}" on message ${msg.id} is disabled; Discord would not let ${user.username} click it`);
    const channel = this.state.channels.get(msg.channelId)!;
    const data = componentData(this.state, user, this.state.guildOf(channel), channel, customId, ComponentType.Button, null);
    if (typeof component.id === 'number') data.id = component.id;
    return this.dispatchInteraction(InteractionType.MessageComponent, user, channel, data, msg, `button "${customId}"`);
  }

  /**
   * A button click the Discord client would never send: `customId` need not be on `message` (a
   * forged or tampered request, as a modified client or a raw API call could make). For testing
   * that the bot refuses what it did not issue.
   */
  async forgeClick(user: FakeUser, message: FakeMessage | string, customId: string): Promise<InteractionHandle> {
    const msg = this.resolveMessage(message, user);
    const channel = this.state.channels.get(msg.channelId)!;
    const data = componentData(this.state, user, this.state.guildOf(channel), channel, customId, ComponentType.Button, null);
    return this.dispatchInteraction(InteractionType.MessageComponent, user, channel, data, msg, `forged button "${customId}"`);
  }

  /** `user` picks `values` in the select menu `customId` (string values, or users/roles/channels for those selects). */
  async select(user: FakeUser, message: FakeMessage | string, customId: string, values: Values): Promise<InteractionHandle> {
    const msg = this.resolveMessage(message, user);
    const component = this.requireComponent(msg, customId, 'select menu');
    const type = component.type as ComponentType;
    const selects = [ComponentType.StringSelect, ComponentType.UserSelect, ComponentType.RoleSelect, ComponentType.MentionableSelect, ComponentType.ChannelSelect];
    if (!selects.includes(type)) throw new Error(`FakeDiscord: "${customId}" on message ${msg.id} is not a select menu (type ${component.type})`);
    if (component.disabled) throw new Error(`FakeDiscord: the select menu "${customId}" is disabled`);
    checkSelectValues(component, values, `select "${customId}"`);
    const channel = this.state.channels.get(msg.channelId)!;
    const data = componentData(this.state, user, this.state.guildOf(channel), channel, customId, type, values);
    if (typeof component.id === 'number') data.id = component.id;
    return this.dispatchInteraction(InteractionType.MessageComponent, user, channel, data, msg, `select "${customId}"`);
  }

  /**
   * `user` fills in and submits the modal the bot showed in answer to `shownBy` (which must have
   * been answered with a MODAL callback). `values` maps text-input custom_ids to text (or select
   * custom_ids to value arrays). Refused like the Discord client would: unknown fields, empty
   * required fields, text outside min/max length.
   */
  async submitModal(user: FakeUser, shownBy: InteractionHandle, values: Record<string, string | Values>): Promise<InteractionHandle> {
    const modal = await shownBy.modal();
    if (user !== shownBy.user) throw new Error(`FakeDiscord: the modal was shown to ${shownBy.user.username}, not ${user.username}`);
    if (shownBy.modalSubmitted) throw new Error(`FakeDiscord: the modal "${modal.custom_id}" was already submitted`);
    const known = new Set<string>();
    const guild = this.state.guildOf(shownBy.channel);
    const resolved: Record<string, Record<string, unknown>> = {};
    const field = (c: RawComponent): Record<string, unknown> => {
      const id = String(c.custom_id);
      known.add(id);
      const out: Record<string, unknown> = { type: c.type, ...(typeof c.id === 'number' ? { id: c.id } : {}), custom_id: id };
      if (c.type === ComponentType.TextInput) {
        const raw = values[id];
        if (raw !== undefined && typeof raw !== 'string') throw new Error(`FakeDiscord: modal field "${id}" is a text input; give a string`);
        const value = raw ?? '';
        const label = String(c.label ?? id);
        if (c.required !== false && value === '') throw new Error(`FakeDiscord: modal field "${label}" (${id}) is required; Discord would not let the user submit it empty`);
        if (value !== '' && typeof c.min_length === 'number' && value.length < c.min_length) throw new Error(`FakeDiscord: modal field "${label}" needs at least ${c.min_length} characters`);
        if (typeof c.max_length === 'number' && value.length > c.max_length) throw new Error(`FakeDiscord: modal field "${label}" allows at most ${c.max_length} characters`);
        out.value = value;
      } else {
        if (c.type === ComponentType.FileUpload) throw new Error(`FakeDiscord: modal field "${id}" is a file upload, which the fake does not support yet`);
        const picked = values[id] ?? [];
        const list = typeof picked === 'string' ? [picked] : picked;
        if (c.required === false && list.length === 0) {
          out.values = [];
          return out;
        }
        checkSelectValues(c, list, `modal field "${id}"`);
        const data = componentData(this.state, user, guild, shownBy.channel, id, c.type as ComponentType, list);
        out.values = data.values;
        for (const [kind, entries] of Object.entries((data.resolved ?? {}) as Record<string, Record<string, unknown>>)) {
          Object.assign((resolved[kind] ??= {}), entries);
        }
      }
      return out;
    };
    const components = ((modal.components ?? []) as RawComponent[]).map((top): Record<string, unknown> => {
      if (top.type === ComponentType.ActionRow) {
        return { type: 1, components: ((top.components ?? []) as RawComponent[]).map(field) };
      }
      if (top.type === ComponentType.Label) {
        return { type: top.type, ...(typeof top.id === 'number' ? { id: top.id } : {}), component: field(top.component as RawComponent) };
      }
      return { type: top.type, ...(typeof top.id === 'number' ? { id: top.id } : {}) };
    });
    const unknown = Object.keys(values).filter((k) => !known.has(k));
    if (unknown.length) throw new Error(`FakeDiscord: modal "${modal.custom_id}" has no field(s) ${unknown.join(', ')} (has: ${[...known].join(', ')})`);
    shownBy.modalSubmitted = true;
    const data: Record<string, unknown> = {
      custom_id: modal.custom_id,
      components,
      ...(Object.keys(resolved).length ? { resolved } : {}),
    };
    return this.dispatchInteraction(InteractionType.ModalSubmit, user, shownBy.channel, data, shownBy.message, `modal "${modal.custom_id}"`);
  }

  /** The most recent interaction. */
  get lastInteraction(): InteractionHandle | undefined {
    return this.interactions.at(-1);
  }

  // ───────────────────────────── records ─────────────────────────────

  /** Every REST request, oldest first. */
  /** Makes the fake answer `route` (a template such as `/channels/:channel/messages`) `ms` later. */
  delayRoute(route: string, ms: number): void {
    if (ms > 0) this.state.routeDelays.set(route, ms);
    else this.state.routeDelays.delete(route);
  }

  /**
   * Makes Discord stumble on `route` (a template such as `/channels/:channel/messages`), for the
   * next `times` matching requests (default 1; Infinity until clearFaults): `status` (default 500)
   * answers an error without doing anything; `lose: true` does the request and then drops the
   * connection without an answer (the client never learns that it worked). `channel` limits it
   * to requests about one channel.
   */
  fail(route: string, opts: { method?: string; status?: number; times?: number; lose?: boolean; channel?: FakeChannel | string } = {}): void {
    this.state.faults.push({
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
    this.state.faults.length = 0;
  }

  get requests(): readonly RecordedRequest[] {
    return this.state.requests;
  }

  /** Requests the fake has no route for (answered 404) — worth asserting empty. */
  unhandledRequests(): RecordedRequest[] {
    return this.state.requests.filter((r) => r.route === null);
  }

  /**
   * What everyone in the channel sees, oldest first: bot posts (with edits applied) and
   * non-ephemeral interaction responses and follow-ups (deleted ones left out).
   */
  channelMessages(channel: FakeChannel | string): FakeMessage[] {
    const id = typeof channel === 'string' ? channel : channel.id;
    return this.state.messagesIn(id, (m) => !m.ephemeral);
  }

  /** Every ephemeral response / follow-up shown to this user, oldest first. */
  ephemeral(user: FakeUser | string): FakeMessage[] {
    const id = typeof user === 'string' ? user : user.id;
    return [...this.state.messages.values()].filter((m) => !m.deleted && m.visibleTo === id);
  }

  /** Messages in the user's DM channel with the bot, oldest first. */
  dms(user: FakeUser | string): FakeMessage[] {
    const u = typeof user === 'string' ? this.state.users.get(user) : user;
    if (!u) return [];
    const channel = this.state.dmChannels.get(u.id);
    return channel ? this.state.messagesIn(channel.id) : [];
  }

  message(id: string): FakeMessage | undefined {
    return this.state.messages.get(id);
  }

  user(username: string): FakeUser {
    const user = [...this.state.users.values()].find((u) => u.username === username);
    if (!user) throw new Error(`FakeDiscord: no user "${username}"`);
    return user;
  }

  /** Registered commands: global ones, plus the guild's if given. */
  commands(guild?: FakeGuild): StoredCommand[] {
    return this.state.commandsFor(guild?.id ?? null);
  }

  /** Gateway counters (live). */
  get connections(): Readonly<GatewayStats> {
    return this.gateway.stats;
  }

  /**
   * Wait until `condition()` returns something truthy and resolve with it. Re-checked whenever the
   * fake sees a REST request or gateway event (no polling). For conditions on state outside the
   * fake (the bot's database, the client cache), pass `pollMs`.
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
          opts.pollMs ? '' : 'If the condition reads state outside the fake (bot DB, client cache), pass { pollMs: 10 }.',
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

  // ───────────────────────────── internals ─────────────────────────────

  private dispatchInteraction(
    type: InteractionType,
    user: FakeUser,
    channel: FakeChannel,
    data: Record<string, unknown>,
    message: FakeMessage | null,
    label: string,
  ): InteractionHandle {
    if (!this.gateway.hasSession) {
      throw new Error(`FakeDiscord: cannot send ${label}: no bot is connected to the fake gateway (did client.login() finish?)`);
    }
    const guild = this.state.guildOf(channel);
    if (guild) {
      if (!guild.member(user.id)) throw new Error(`FakeDiscord: ${user.username} is not a member of "${guild.name}"`);
      if (!has(guild.permissionsIn(channel, user.id), P.ViewChannel)) throw new Error(`FakeDiscord: ${user.username} cannot see #${channel.name}`);
    } else if (channel.recipient?.id !== user.id) {
      throw new Error(`FakeDiscord: ${user.username} is not in that DM channel`);
    }
    const id = this.state.ids.next();
    const token = Buffer.from(`interaction:${id}:${randomBytes(48).toString('base64url')}`).toString('base64url');
    const payload = {
      ...basePayload(this.state, { id, token, type, user, channel, guild }),
      data,
      ...(message ? { message: message.toAPI() } : {}),
    };
    const h = new InteractionHandle(this.state, id, token, type, user, channel, guild, payload, message, label, this.timeoutMs);
    this.state.interactions.set(id, h);
    this.state.interactionsByToken.set(token, h);
    this.interactions.push(h);
    h.dispatchedAt = Date.now();
    h.dispatchedHr = performance.now();
    h.delivery = this.gateway.dispatch('INTERACTION_CREATE', payload, guild?.id ?? null);
    this.state.changed();
    return h;
  }

  /**
   * Discord sends the same INTERACTION_CREATE again (same id and token), as it can after a gateway
   * hiccup. The bot must answer it once: a second callback gets 40060.
   */
  redeliver(h: InteractionHandle): void {
    this.gateway.dispatch('INTERACTION_CREATE', h.payload, h.guild?.id ?? null);
    this.state.changed();
  }

  private resolveMessage(message: FakeMessage | string, user: FakeUser): FakeMessage {
    const msg = typeof message === 'string' ? this.state.messages.get(message) : message;
    if (!msg) throw new Error(`FakeDiscord: unknown message ${String(message)}`);
    if (msg.deleted) throw new Error(`FakeDiscord: message ${msg.id} was deleted`);
    if (msg.loading) throw new Error(`FakeDiscord: message ${msg.id} is still a "thinking…" placeholder`);
    if (msg.visibleTo && msg.visibleTo !== user.id) {
      throw new Error(`FakeDiscord: message ${msg.id} is ephemeral for someone else; ${user.username} cannot see it`);
    }
    return msg;
  }

  private requireComponent(msg: FakeMessage, customId: string, what: string): RawComponent {
    const component = msg.findComponent(customId);
    if (!component) {
      throw new Error(`FakeDiscord: message ${msg.id} has no ${what} "${customId}" (custom_ids: ${msg.customIds().join(', ') || 'none'})`);
    }
    return component;
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedHr = performance.now();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    try {
      if (url.pathname.startsWith('/attachments/')) return this.serveAttachment(url.pathname, res);
      if (!url.pathname.startsWith('/api/v10/')) {
        sendJson(res, 404, { message: '404: Not Found', code: 0 });
        return;
      }
      const raw = await readBody(req);
      const parsed = await parseBody(raw, req.headers['content-type']);
      const path = decodeURIComponent(url.pathname.slice('/api/v10'.length));
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        route: null,
        query: Object.fromEntries(url.searchParams),
        body: parsed.json,
        files: parsed.files,
        at: Date.now(),
        status: 0,
        answeredAt: 0,
        response: undefined,
      };
      this.state.requests.push(record);
      let status: number;
      let body: unknown;
      if (parsed.error) {
        status = 400;
        body = { code: 50109, message: 'The request body contains invalid JSON.' };
      } else if (parsed.files.some((f) => f.size > 10 * 1024 * 1024)) {
        status = 413;
        body = { code: 40005, message: 'Request entity too large' };
      } else {
        const request: RestRequest = {
          method: record.method,
          path,
          query: url.searchParams,
          authorization: req.headers.authorization,
          body: (parsed.json ?? {}) as Record<string, any>,
          files: parsed.files,
          receivedHr,
        };
        const fault = this.faultFor(record.method, path);
        if (fault?.kind === 'error') {
          record.route = fault.route;
          status = fault.status;
          body = { message: `${fault.status}: injected failure`, code: 0 };
          record.status = status;
          record.response = body;
          record.answeredAt = Date.now();
          this.log(`rest ${record.method} ${path} → ${status} (injected)`);
          sendJson(res, status, body);
          return;
        }
        const { result, route } = await this.handleRest(request);
        record.route = route;
        status = result.status;
        body = result.body;
        if (fault?.kind === 'lose') {
          record.status = status;
          record.response = body;
          record.answeredAt = Date.now();
          this.log(`rest ${record.method} ${path} → ${status} (answer lost)`);
          res.destroy();
          return;
        }
        const delay = route === null ? 0 : (this.state.routeDelays.get(route) ?? 0);
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      }
      record.status = status;
      record.response = body;
      record.answeredAt = Date.now();
      this.log(`rest ${record.method} ${path}${url.search} → ${status}${record.route === null ? ' (no such route in the fake)' : ''}`);
      sendJson(res, status, body);
    } catch (error) {
      process.stderr.write(`[fake-discord] internal error on ${req.method} ${url.pathname}: ${(error as Error).stack}\n`);
      if (!res.headersSent) sendJson(res, 500, { message: 'fake-discord internal error', code: 0 });
    } finally {
      this.state.changed();
    }
  }

  /** The injected failure for this request, if any (one use of it is spent). */
  private faultFor(method: string, path: string): { kind: 'error' | 'lose'; status: number; route: string } | null {
    const route = this.handleRest.routeOf(method, path);
    if (route === null) return null;
    const fault = this.state.faults.find(
      (f) => f.route === route && (f.method === null || f.method === method) && (f.channelId === null || path.startsWith(`/channels/${f.channelId}/`)) && f.remaining > 0,
    );
    if (!fault) return null;
    fault.remaining--;
    return { kind: fault.kind, status: fault.status, route };
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const id = pathname.split('/')[3];
    for (const m of this.state.messages.values()) {
      const a = m.attachments.find((x) => x.id === id);
      if (a) {
        res.writeHead(200, { 'content-type': a.contentType ?? 'application/octet-stream', 'content-length': a.size });
        res.end(a.data);
        return;
      }
    }
    sendJson(res, 404, { message: '404: Not Found', code: 0 });
  }

  private log(line: string): void {
    if (this.debug) process.stderr.write(`[fake-discord] ${line}\n`);
  }
}

/** The checks the Discord client applies before sending a select: value count and, for string selects, known options. */
function checkSelectValues(component: RawComponent, values: Values, where: string): void {
  const min = typeof component.min_values === 'number' ? component.min_values : 1;
  const max = typeof component.max_values === 'number' ? component.max_values : 1;
  if (values.length < min || values.length > max) {
    throw new Error(`FakeDiscord: ${where} takes ${min}..${max} values, got ${values.length}`);
  }
  if (component.type === ComponentType.StringSelect) {
    const allowed = ((component.options as { value: string }[] | undefined) ?? []).map((o) => o.value);
    const bad = values.filter((v) => typeof v !== 'string' || !allowed.includes(v));
    if (bad.length) throw new Error(`FakeDiscord: ${where} has no option(s) ${bad.map(String).join(', ')} (has: ${allowed.join(', ')})`);
  }
}
