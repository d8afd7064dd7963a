// The local Discord's world, set up and read back: people, guilds, channels, members, the bot's
// permissions, DMs; the messages everyone (or one person) sees, the request log, the registered
// commands, the changes a page follows; and the world as a file (world.ts).
import { GatewayIntentBits } from 'discord.js';
import type { GatewayStats } from './gateway.js';
import type { LocalMessage } from './messages.js';
import type { LocalChannel, LocalGuild, LocalUser } from './model.js';
import { DiscordServer } from './server.js';
import type { ChannelSpec, GuildSpec, RecordedRequest, StoredCommand } from './state.js';
import { exportWorld, type WorldSnapshot } from './world.js';

/** The server with its world's set-up and readers; people's actions are LocalDiscord's (local-discord.ts). */
export class DiscordDirectory extends DiscordServer {
  // ───────────────────────────── set-up ─────────────────────────────


  addUser(username: string, opts: { globalName?: string; bot?: boolean } = {}): LocalUser {
    return this.state.createUser(username, opts.globalName ?? null, opts.bot ?? false);
  }

  /** Create a guild with the bot in it. A connected bot (Guilds intent) receives GUILD_CREATE: it "joined". */
  addGuild(spec: GuildSpec = {}): LocalGuild {
    const guild = this.state.createGuild(spec);
    this.gateway.dispatch('GUILD_CREATE', guild.toGatewayAPI(), guild.id, GatewayIntentBits.Guilds);
    return guild;
  }

  /** Add a channel to a guild (CHANNEL_CREATE). */
  addChannel(guild: LocalGuild, spec: ChannelSpec | string): LocalChannel {
    const channel = this.state.addChannel(guild, typeof spec === 'string' ? { name: spec } : spec);
    this.gateway.dispatch('CHANNEL_CREATE', channel.toAPI(), guild.id, GatewayIntentBits.Guilds);
    return channel;
  }

  /** Add a member to a guild (GUILD_MEMBER_ADD, only to clients with the GuildMembers intent, as on Discord). */
  addMember(guild: LocalGuild, user: LocalUser): void {
    if (guild.member(user.id)) return;
    this.state.createGuildMember(guild, user);
    this.gateway.dispatch('GUILD_MEMBER_ADD', { ...guild.member(user.id)!.toAPI(), guild_id: guild.id }, guild.id, GatewayIntentBits.GuildMembers);
  }

  /** Set exactly what the bot may do in a channel (CHANNEL_UPDATE so discord.js's cache agrees). */
  setBotPermissions(channel: LocalChannel, perms: bigint): void {
    const guild = this.state.guildOf(channel);
    if (!guild) throw new Error('LocalDiscord.setBotPermissions: not a guild channel');
    this.state.setBotPermissions(guild, channel, perms);
    this.gateway.dispatch('CHANNEL_UPDATE', channel.toAPI(), guild.id, GatewayIntentBits.Guilds);
  }

  /** What the bot may do in a channel (what `app_permissions` says). */
  botPermissions(channel: LocalChannel): bigint {
    const guild = this.state.guildOf(channel);
    return guild ? guild.permissionsIn(channel, this.state.botUser.id) : 0n;
  }

  /** The user blocks DMs from the bot: sending to their DM channel fails with 50007. */
  closeDms(user: LocalUser | string): void {
    this.state.closedDms.add(typeof user === 'string' ? user : user.id);
  }

  openDms(user: LocalUser | string): void {
    this.state.closedDms.delete(typeof user === 'string' ? user : user.id);
  }

  /** The user's DM channel with the bot (created on first use, like `POST /users/@me/channels`). */
  dmChannel(user: LocalUser): LocalChannel {
    return this.state.dmChannelFor(user);
  }

  // ───────────────────────────── records ─────────────────────────────

  get requests(): readonly RecordedRequest[] {
    return this.state.requests;
  }

  /** Requests the local Discord has no route for (answered 404) — worth asserting empty. */
  unhandledRequests(): RecordedRequest[] {
    return this.state.requests.filter((r) => r.route === null);
  }

  /**
   * What everyone in the channel sees, oldest first: bot posts (with edits applied) and
   * non-ephemeral interaction responses and follow-ups (deleted ones left out).
   */
  channelMessages(channel: LocalChannel | string): LocalMessage[] {
    const id = typeof channel === 'string' ? channel : channel.id;
    return this.state.messagesIn(id, (m) => !m.ephemeral);
  }

  /** Every ephemeral response / follow-up shown to this user, oldest first. */
  ephemeral(user: LocalUser | string): LocalMessage[] {
    const id = typeof user === 'string' ? user : user.id;
    return [...this.state.messages.values()].filter((m) => !m.deleted && m.visibleTo === id);
  }

  /** Messages in the user's DM channel with the bot, oldest first. */
  dms(user: LocalUser | string): LocalMessage[] {
    const u = typeof user === 'string' ? this.state.users.get(user) : user;
    if (!u) return [];
    const channel = this.state.dmChannels.get(u.id);
    return channel ? this.state.messagesIn(channel.id) : [];
  }

  message(id: string): LocalMessage | undefined {
    return this.state.messages.get(id);
  }

  user(username: string): LocalUser {
    const user = [...this.state.users.values()].find((u) => u.username === username);
    if (!user) throw new Error(`LocalDiscord: no user "${username}"`);
    return user;
  }

  /** Registered commands: global ones, plus the guild's if given. */
  commands(guild?: LocalGuild): StoredCommand[] {
    return this.state.commandsFor(guild?.id ?? null);
  }

  /** Gateway counters (live). */
  /** The [shard id, shard count] of every gateway session a bot holds (one per shard it runs). */
  gatewayShards(): [number, number][] {
    return this.gateway.shards();
  }

  get connections(): Readonly<GatewayStats> {
    return this.gateway.stats;
  }

  // ───────────────────────────── what a page follows ─────────────────────────────

  /** The world as it is now, to write to a file (world.ts). */
  world(): WorldSnapshot {
    return exportWorld(this.state);
  }

  /** Calls `listener` after anything happened (a REST request, a gateway event, an interaction); returns how to stop. */
  onChange(listener: () => void): () => void {
    this.state.events.on('change', listener);
    return () => this.state.events.off('change', listener);
  }

  /** The number of the latest change to a message (see changedSince). */
  get messageSeq(): number {
    return this.state.seq;
  }

  /** Messages made, edited or deleted after change number `seq`, oldest first (null: too far back, read everything again). */
  changedSince(seq: number): LocalMessage[] | null {
    const touched = this.state.touched;
    const out: LocalMessage[] = [];
    for (let i = touched.length - 1; i >= 0; i--) {
      const m = touched[i] as LocalMessage;
      if (m.seq <= seq) return out.reverse();
      if (!out.includes(m)) out.push(m);
    }
    // Walked past the oldest change kept: complete unless changes after `seq` were dropped.
    return seq >= this.state.forgotten ? out.reverse() : null;
  }

  /** Every message in a channel (ephemeral ones too, each with whom it is for), oldest first, deleted ones left out. */
  messagesIn(channelId: string): LocalMessage[] {
    return this.state.messagesIn(channelId);
  }

  /** The people (not the bot), in the order they were added. */
  people(): LocalUser[] {
    return [...this.state.users.values()].filter((u) => u.id !== this.state.botUser.id);
  }

  /** The guilds, in the order they were added. */
  guilds(): LocalGuild[] {
    return [...this.state.guilds.values()];
  }

  /** A channel by id (guild channels and DMs). */
  channel(id: string): LocalChannel | undefined {
    return this.state.channels.get(id);
  }

  /** The user's DM channel with the bot, if one exists yet. */
  existingDm(userId: string): LocalChannel | undefined {
    return this.state.dmChannels.get(userId);
  }

}
