import { EventEmitter } from 'node:events';
import { ChannelType, MessageFlags, OverwriteType, type APIEmbed, type APIMessageTopLevelComponent } from 'discord.js';
import type { UploadedFile } from './http.js';
import type { InteractionHandle } from './interactions.js';
import { LocalMessage, type LocalAttachment, type MessageOrigin } from './messages.js';
import { LocalChannel, LocalGuild, LocalMember, LocalRole, LocalUser } from './model.js';
import { DEFAULT_BOT_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS } from './permissions.js';
import { SnowflakeGenerator } from './snowflake.js';

/** One REST request as the local Discord received it. */
export interface RecordedRequest {
  method: string;
  /** path after `/api/v10`, percent-decoded (`@original`, not `%40original`) */
  path: string;
  /** the matched route template, e.g. `/channels/:channel/messages`; null if unhandled */
  route: string | null;
  query: Record<string, string>;
  /** parsed JSON body, or the parsed `payload_json` of a multipart body */
  body: unknown;
  files: UploadedFile[];
  /** ms since epoch when it arrived */
  at: number;
  /** HTTP status the local Discord answered (set once answered) */
  status: number;
  /** ms since epoch when the local Discord sent its answer (0 until then) */
  answeredAt: number;
  /** what the local Discord answered (JSON) */
  response: unknown;
  /** set when the rate limits refused it (429): which limit */
  rateLimited?: 'global' | 'user' | 'shared' | 'banned';
}

/** A command registered through `PUT /applications/:id/commands` (or the guild variant). */
export interface StoredCommand {
  id: string;
  name: string;
  type: number;
  description: string;
  options?: StoredOption[];
  guild_id?: string;
  [key: string]: unknown;
}

export interface StoredOption {
  type: number;
  name: string;
  description?: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: { name: string; value: string | number }[];
  options?: StoredOption[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  channel_types?: number[];
}

export interface ChannelSpec {
  name: string;
  /** default: GuildText */
  type?: ChannelType.GuildText | ChannelType.GuildVoice | ChannelType.GuildCategory | ChannelType.GuildAnnouncement | ChannelType.PublicThread;
  topic?: string;
  /** name of a category channel declared earlier in the same list */
  parent?: string;
  /**
   * Exactly what the bot may do in this channel (a member overwrite is added so discord.js's
   * `permissionsFor` agrees). Default: the guild-level bot permissions.
   */
  botPermissions?: bigint;
  /** extra overwrites, e.g. `{ target: alice, deny: PermissionFlagsBits.SendMessages }` */
  overwrites?: { target: LocalUser | LocalRole | 'everyone'; allow?: bigint; deny?: bigint }[];
}

export interface GuildSpec {
  name?: string;
  /** people in the guild (the bot is always added) */
  members?: LocalUser[];
  /** default: first member, or a generated owner */
  owner?: LocalUser;
  channels?: (ChannelSpec | string)[];
  roles?: { name: string; permissions?: bigint; members?: LocalUser[] }[];
  /** @everyone permissions (default DEFAULT_EVERYONE_PERMISSIONS) */
  everyonePermissions?: bigint;
  /** the bot's managed role (default DEFAULT_BOT_PERMISSIONS) */
  botRolePermissions?: bigint;
  /** make the guild's id fall on shard `[id, count]` ((guild_id >> 22) % count = id); default any */
  shard?: [number, number];
}

export interface StateOptions {
  token: string;
  botName: string;
  callbackDeadlineMs: number;
  webhookTokenTtlMs: number;
  /** How long a message's nonce is checked for uniqueness when `enforce_nonce` is set. */
  nonceWindowMs: number;
  /** Bounds on what is remembered (null: everything). */
  keep: Retention | null;
  /** The application's (and bot user's) id, to come back as the same bot (default: a new one). */
  applicationId?: string;
}

/** How much a long-running local Discord remembers (tests keep everything). */
export interface Retention {
  /** REST requests in the log */
  readonly requests: number;
  /** earlier versions of each message */
  readonly revisions: number;
  /** interactions (older ones are forgotten once their token has expired) */
  readonly interactions: number;
  /**
   * Messages, oldest forgotten first (default: all; the local table keeps its channels' history).
   * A benchmark that answers hundreds of thousands of interactions sets it, so that the second
   * bot it measures does not meet a local Discord slowed by the first one's messages.
   */
  readonly messages?: number;
  /**
   * Ephemeral messages kept per person and channel, oldest forgotten first (default: all).
   * Discord itself keeps none past a reload of the app; the local table keeps a person's
   * recent ones, so an evening of play does not pile up every private panel and its picture.
   */
  readonly ephemerals?: number;
}

/** The local Discord's world: users, guilds, channels, messages, interactions, commands and the request log. */
export class LocalState {
  readonly ids = new SnowflakeGenerator();
  readonly events = new EventEmitter();
  token: string;
  readonly botUser: LocalUser;
  readonly applicationId: string;
  readonly users = new Map<string, LocalUser>();
  readonly guilds = new Map<string, LocalGuild>();
  readonly channels = new Map<string, LocalChannel>();
  readonly messages = new Map<string, LocalMessage>();
  readonly channelLog = new Map<string, LocalMessage[]>();
  readonly dmChannels = new Map<string, LocalChannel>();
  readonly closedDms = new Set<string>();
  readonly interactions = new Map<string, InteractionHandle>();
  readonly interactionsByToken = new Map<string, InteractionHandle>();
  readonly globalCommands: StoredCommand[] = [];
  readonly guildCommands = new Map<string, StoredCommand[]>();
  readonly requests: RecordedRequest[] = [];
  baseUrl = 'http://127.0.0.1';
  /** Messages changed so far, in the order they changed (each carries its `seq`); the oldest are dropped. */
  readonly touched: LocalMessage[] = [];
  seq = 0;
  /** The latest change number no longer in `touched` (0: none dropped yet). */
  forgotten = 0;

  constructor(readonly options: StateOptions) {
    this.events.setMaxListeners(0);
    this.token = options.token;
    this.applicationId = options.applicationId ?? this.ids.next();
    this.botUser = new LocalUser(this.applicationId, options.botName, null, true);
    this.users.set(this.botUser.id, this.botUser);
  }

  /** Logs a REST request (the oldest are forgotten beyond the retention bound). */
  record(request: RecordedRequest): void {
    this.requests.push(request);
    const bound = this.options.keep?.requests;
    if (bound !== undefined && this.requests.length > bound) this.requests.splice(0, this.requests.length - bound);
  }

  /** Remembers an interaction (beyond the retention bound the oldest is forgotten; its token no longer works). */
  remember(h: InteractionHandle, list: InteractionHandle[]): void {
    this.interactions.set(h.id, h);
    this.interactionsByToken.set(h.token, h);
    list.push(h);
    const bound = this.options.keep?.interactions;
    while (bound !== undefined && list.length > bound) {
      const old = list.shift();
      if (!old) break;
      this.interactions.delete(old.id);
      this.interactionsByToken.delete(old.token);
    }
  }

  /** Tell waiters (until(), callback(), …) that something happened. */
  changed(): void {
    this.events.emit('change');
  }

  createUser(username: string, globalName: string | null = null, bot = false): LocalUser {
    if ([...this.users.values()].some((u) => u.username === username)) {
      throw new Error(`LocalDiscord.addUser: a user named "${username}" already exists`);
    }
    const user = new LocalUser(this.ids.next(), username, globalName, bot);
    this.users.set(user.id, user);
    return user;
  }

  createGuild(spec: GuildSpec, id: string = spec.shard ? this.idOnShard(spec.shard) : this.ids.next()): LocalGuild {
    const now = new Date().toISOString();
    const members = spec.members ?? [];
    const owner = spec.owner ?? members[0] ?? this.createUser(`owner-${this.guilds.size + 1}`);
    const guild = new LocalGuild(id, spec.name ?? `Guild ${this.guilds.size + 1}`, owner.id, now);
    guild.roles.push(new LocalRole(guild.id, guild.id, '@everyone', spec.everyonePermissions ?? DEFAULT_EVERYONE_PERMISSIONS, 0));
    const botRole = new LocalRole(this.ids.next(), guild.id, this.botUser.username, spec.botRolePermissions ?? DEFAULT_BOT_PERMISSIONS, 1, true);
    guild.roles.push(botRole);
    for (const user of new Set([owner, ...members])) {
      if (!this.users.has(user.id)) throw new Error(`LocalDiscord.addGuild: ${user.username} was not made with addUser()`);
      guild.members.set(user.id, new LocalMember(user, [], now));
    }
    guild.members.set(this.botUser.id, new LocalMember(this.botUser, [botRole.id], now));
    for (const [i, r] of (spec.roles ?? []).entries()) {
      const role = new LocalRole(this.ids.next(), guild.id, r.name, r.permissions ?? 0n, i + 2);
      guild.roles.push(role);
      for (const u of r.members ?? []) {
        const member = guild.members.get(u.id);
        if (!member) throw new Error(`LocalDiscord.addGuild: role ${r.name}: ${u.username} is not a member`);
        member.roleIds.push(role.id);
      }
    }
    const specs = spec.channels ?? ['general'];
    for (const raw of specs) this.addChannel(guild, typeof raw === 'string' ? { name: raw } : raw);
    this.guilds.set(guild.id, guild);
    return guild;
  }

  /** A fresh snowflake whose timestamp puts it on shard `[id, count]` (a millisecond or a few ahead). */
  idOnShard([shard, count]: [number, number]): string {
    if (!(count >= 1 && shard >= 0 && shard < count)) throw new Error(`LocalDiscord: no shard ${shard} of ${count}`);
    for (let ahead = 0; ; ahead++) {
      const id = this.ids.next(Date.now() + ahead);
      if (Number((BigInt(id) >> 22n) % BigInt(count)) === shard) return id;
    }
  }

  addChannel(guild: LocalGuild, spec: ChannelSpec, id: string = this.ids.next()): LocalChannel {
    const channel = new LocalChannel(id, spec.type ?? ChannelType.GuildText, spec.name, guild.id, guild.channels.length);
    channel.topic = spec.topic ?? null;
    if (spec.parent) channel.parentId = guild.channel(spec.parent).id;
    for (const o of spec.overwrites ?? []) {
      const id = o.target === 'everyone' ? guild.id : o.target.id;
      const type = o.target instanceof LocalUser ? OverwriteType.Member : OverwriteType.Role;
      guild.setOverwrite(channel, id, type, o.allow ?? 0n, o.deny ?? 0n);
    }
    guild.channels.push(channel);
    this.channels.set(channel.id, channel);
    if (spec.botPermissions !== undefined) this.setBotPermissions(guild, channel, spec.botPermissions);
    return channel;
  }

  /** Make the bot's permissions in `channel` exactly `perms` (via a member overwrite). */
  setBotPermissions(guild: LocalGuild, channel: LocalChannel, perms: bigint): void {
    channel.overwrites = channel.overwrites.filter((o) => !(o.type === OverwriteType.Member && o.id === this.botUser.id));
    const current = guild.permissionsIn(channel, this.botUser.id);
    guild.setOverwrite(channel, this.botUser.id, OverwriteType.Member, perms & ~current, current & ~perms);
  }

  guildOf(channel: LocalChannel): LocalGuild | null {
    return channel.guildId ? (this.guilds.get(channel.guildId) ?? null) : null;
  }

  dmChannelFor(user: LocalUser): LocalChannel {
    let channel = this.dmChannels.get(user.id);
    if (!channel) {
      channel = new LocalChannel(this.ids.next(), ChannelType.DM, '', null);
      channel.recipient = user;
      this.dmChannels.set(user.id, channel);
      this.channels.set(channel.id, channel);
    }
    return channel;
  }

  newMessage(channel: LocalChannel, origin: MessageOrigin): LocalMessage {
    const now = Date.now();
    const msg = new LocalMessage(this.ids.next(now), channel.id, channel.guildId, this.botUser.toAPI(), origin, now);
    this.adopt(msg, channel);
    return msg;
  }

  /** Files a message (new, or read back from a world file) in its channel. */
  adopt(msg: LocalMessage, channel: LocalChannel): void {
    this.messages.set(msg.id, msg);
    let log = this.channelLog.get(channel.id);
    if (!log) this.channelLog.set(channel.id, (log = []));
    log.push(msg);
    channel.lastMessageId = msg.id;
    this.touch(msg);
    const bound = this.options.keep?.messages;
    if (bound !== undefined && this.messages.size > bound) this.forgetOldestMessage();
  }

  /** Drops the message kept longest (the first in `messages`, and so the first of its channel's log). */
  private forgetOldestMessage(): void {
    this.forget(this.messages.values().next().value as LocalMessage);
  }

  private forget(msg: LocalMessage): void {
    this.messages.delete(msg.id);
    const log = this.channelLog.get(msg.channelId);
    const at = log?.indexOf(msg) ?? -1;
    if (log && at >= 0) log.splice(at, 1);
  }

  /**
   * Makes `msg` ephemeral: only `userId` sees it. Beyond the `ephemerals` bound, that person's
   * oldest ephemeral messages in the channel are deleted (readers of `touched` see them go) and
   * forgotten.
   */
  ephemeral(msg: LocalMessage, userId: string): void {
    msg.visibleTo = userId;
    const bound = this.options.keep?.ephemerals;
    if (bound === undefined) return;
    const theirs = (this.channelLog.get(msg.channelId) ?? []).filter((m) => m.visibleTo === userId);
    for (const old of theirs.slice(0, Math.max(0, theirs.length - bound))) {
      this.remove(old);
      this.forget(old);
    }
  }

  /** Marks a message as changed (made, edited, deleted): readers of `touched` see it. */
  touch(msg: LocalMessage): void {
    msg.seq = ++this.seq;
    this.touched.push(msg);
    if (this.touched.length > 2000) this.forgotten = this.touched.splice(0, 1000).reduce((n, m) => Math.max(n, m.seq), this.forgotten);
  }

  /** Deletes a message (it stays in the records, marked deleted). */
  remove(msg: LocalMessage): void {
    msg.deleted = true;
    this.touch(msg);
  }

  /**
   * Apply a create/edit body to a message the way Discord does: only fields present change;
   * `attachments` lists the existing attachments to keep plus new uploads by index (`files[n]`).
   * With `dropEmbeds`, embeds are silently discarded (bot lacks EmbedLinks) and remembered.
   */
  applyBody(
    msg: LocalMessage,
    body: Record<string, unknown>,
    files: UploadedFile[],
    opts: { edit: boolean; dropEmbeds?: boolean },
  ): void {
    const now = Date.now();
    if (opts.edit) {
      const revisions = this.options.keep?.revisions;
      if (revisions !== 0) msg.history.push(msg.snapshot(now));
      if (revisions !== undefined && msg.history.length > revisions) msg.history.splice(0, msg.history.length - revisions);
      msg.editedAt = now;
    }
    if ('content' in body) {
      msg.content = typeof body.content === 'string' ? body.content : '';
      msg.mentions = pinged(msg.content, body.allowed_mentions).flatMap((id) => this.users.get(id)?.toAPI() ?? []);
    }
    if ('embeds' in body) {
      const embeds = Array.isArray(body.embeds) ? (body.embeds as APIEmbed[]) : [];
      if (opts.dropEmbeds && embeds.length) {
        msg.droppedEmbeds.push(...embeds);
        msg.embeds = [];
      } else {
        msg.embeds = embeds.map(normalizeEmbed);
      }
    }
    if ('components' in body) {
      msg.components = Array.isArray(body.components) ? (body.components as APIMessageTopLevelComponent[]) : [];
    }
    if ('flags' in body && typeof body.flags === 'number') {
      // Only these flags can be set by the sender; Ephemeral/Loading are decided by the local Discord.
      const settable = MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;
      msg.flags = (msg.flags & ~settable) | (body.flags & settable);
    }
    const uploads = (index: number): UploadedFile | undefined =>
      files.find((f) => f.field === `files[${index}]`) ?? (files.length > index ? files[index] : undefined);
    const toAttachment = (file: UploadedFile, meta: Record<string, unknown> | undefined): LocalAttachment => {
      const id = this.ids.next(now);
      const filename = typeof meta?.filename === 'string' ? meta.filename : file.filename;
      return {
        id,
        filename,
        size: file.size,
        contentType: file.contentType,
        description: typeof meta?.description === 'string' ? meta.description : undefined,
        data: file.data,
        url: `${this.baseUrl}/attachments/${msg.channelId}/${id}/${encodeURIComponent(filename)}`,
      };
    };
    if (Array.isArray(body.attachments)) {
      const listed = body.attachments as Record<string, unknown>[];
      const next: LocalAttachment[] = [];
      const used = new Set<UploadedFile>();
      for (const a of listed) {
        const existing = msg.attachments.find((x) => x.id === String(a.id));
        if (existing) {
          next.push(existing);
          continue;
        }
        const file = uploads(Number(a.id));
        if (file && !used.has(file)) {
          used.add(file);
          next.push(toAttachment(file, a));
        }
      }
      for (const file of files) if (!used.has(file)) next.push(toAttachment(file, undefined));
      msg.attachments = next;
    } else if (files.length) {
      msg.attachments = [...msg.attachments, ...files.map((f) => toAttachment(f, undefined))];
    }
    this.touch(msg);
  }

  /** Messages (not deleted) in a channel, oldest first, filtered. */
  messagesIn(channelId: string, filter: (m: LocalMessage) => boolean = () => true): LocalMessage[] {
    return (this.channelLog.get(channelId) ?? []).filter((m) => !m.deleted && filter(m));
  }

  createGuildMember(guild: LocalGuild, user: LocalUser): LocalMember {
    const member = new LocalMember(user, [], new Date().toISOString());
    guild.members.set(user.id, member);
    return member;
  }

  private readonly adHocCommandIds = new Map<string, string>();

  /** A stable command id for a command the bot never registered. */
  unregisteredCommandId(name: string): string {
    let id = this.adHocCommandIds.get(name);
    if (!id) this.adHocCommandIds.set(name, (id = this.ids.next()));
    return id;
  }

  commandsFor(guildId: string | null): StoredCommand[] {
    return [...(guildId ? (this.guildCommands.get(guildId) ?? []) : []), ...this.globalCommands];
  }
}

/**
 * The users a message's content pings, as Discord works them out: `<@id>` mentions in the content
 * (never in embeds), limited by `allowed_mentions` when the request has one (`parse: ['users']`
 * lets every user mention through; `users: [...]` only those).
 */
export function pinged(content: string, allowed: unknown): string[] {
  const ids = [...new Set([...content.matchAll(/<@!?(\d{17,20})>/g)].map((m) => m[1] as string))];
  if (allowed === undefined || allowed === null || typeof allowed !== 'object') return ids;
  const { parse, users } = allowed as { parse?: unknown; users?: unknown };
  const all = Array.isArray(parse) && parse.includes('users');
  const listed = Array.isArray(users) ? users.map(String) : [];
  return ids.filter((id) => all || listed.includes(id));
}

/** Discord fills in `type: 'rich'` and drops empty arrays; discord.js's EmbedBuilder JSON is close already. */
function normalizeEmbed(e: APIEmbed): APIEmbed {
  return { type: 'rich' as APIEmbed['type'], ...e };
}
