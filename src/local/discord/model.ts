import {
  ChannelType,
  OverwriteType,
  type APIGuildMember,
  type APIRole,
  type APIUser,
  type GuildMemberFlags,
  type RoleFlags,
} from 'discord.js';
import { channelPermissions, type Overwrite, type PermissionContext } from './permissions.js';

/** A Discord user (a person, or the bot itself). */
export class LocalUser {
  /** The user's client language, sent as `locale` on each interaction (Discord's default en-US). */
  locale = 'en-US';

  constructor(
    readonly id: string,
    readonly username: string,
    readonly globalName: string | null = null,
    readonly bot = false,
  ) {}

  /** The user's mention, `<@id>`. */
  toString(): string {
    return `<@${this.id}>`;
  }

  toAPI(): APIUser {
    return {
      id: this.id,
      username: this.username,
      global_name: this.globalName,
      discriminator: '0',
      avatar: null,
      ...(this.bot ? { bot: true } : {}),
    };
  }
}

export class LocalRole {
  constructor(
    readonly id: string,
    readonly guildId: string,
    public name: string,
    public permissions: bigint,
    public position: number,
    readonly managed = false,
  ) {}

  toString(): string {
    return this.id === this.guildId ? '@everyone' : `<@&${this.id}>`;
  }

  toAPI(): APIRole {
    return {
      id: this.id,
      name: this.name,
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position: this.position,
      permissions: this.permissions.toString(),
      managed: this.managed,
      mentionable: false,
      flags: 0 as RoleFlags,
    };
  }
}

export class LocalMember {
  constructor(
    readonly user: LocalUser,
    public roleIds: string[],
    readonly joinedAt: string,
    public nick: string | null = null,
  ) {}

  toAPI(): APIGuildMember {
    return {
      user: this.user.toAPI(),
      nick: this.nick,
      avatar: null,
      banner: null,
      roles: [...this.roleIds],
      joined_at: this.joinedAt,
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0 as GuildMemberFlags,
      pending: false,
      communication_disabled_until: null,
    };
  }
}

/** A guild channel (text, voice, category, announcement) or a DM channel with one user. */
export class LocalChannel {
  /** For DM channels: the user on the other side. */
  recipient: LocalUser | null = null;
  overwrites: Overwrite[] = [];
  topic: string | null = null;
  parentId: string | null = null;
  lastMessageId: string | null = null;
  /** A thread's state, as Discord keeps it (`thread_metadata`, its members, its messages counted). */
  archived = false;
  locked = false;
  autoArchiveDuration = 1440;
  archiveTimestamp = 0;
  ownerId: string | null = null;
  messageCount = 0;
  readonly memberIds = new Set<string>();

  constructor(
    readonly id: string,
    readonly type: ChannelType,
    public name: string,
    readonly guildId: string | null,
    public position = 0,
  ) {}

  get isDM(): boolean {
    return this.type === ChannelType.DM;
  }

  /** A thread (its parent is `parentId`; a public thread is all the local Discord makes). */
  get isThread(): boolean {
    return this.type === ChannelType.PublicThread;
  }

  toString(): string {
    return `<#${this.id}>`;
  }

  /** The channel object (as `GET /channels/:id` returns it). */
  toAPI(): Record<string, unknown> {
    if (this.type === ChannelType.DM) {
      return {
        id: this.id,
        type: ChannelType.DM,
        flags: 0,
        last_message_id: this.lastMessageId,
        recipients: this.recipient ? [this.recipient.toAPI()] : [],
      };
    }
    return {
      id: this.id,
      type: this.type,
      guild_id: this.guildId ?? undefined,
      name: this.name,
      position: this.position,
      flags: 0,
      parent_id: this.parentId,
      nsfw: false,
      permission_overwrites: this.overwrites.map((o) => ({
        id: o.id,
        type: o.type,
        allow: o.allow.toString(),
        deny: o.deny.toString(),
      })),
      ...(this.type === ChannelType.GuildText || this.type === ChannelType.GuildAnnouncement
        ? { topic: this.topic, last_message_id: this.lastMessageId, rate_limit_per_user: 0 }
        : {}),
      ...(this.isThread
        ? {
            owner_id: this.ownerId,
            last_message_id: this.lastMessageId,
            rate_limit_per_user: 0,
            message_count: this.messageCount,
            total_message_sent: this.messageCount,
            member_count: Math.min(50, this.memberIds.size),
            thread_metadata: { archived: this.archived, auto_archive_duration: this.autoArchiveDuration, archive_timestamp: new Date(this.archiveTimestamp).toISOString(), locked: this.locked },
          }
        : {}),
      ...(this.type === ChannelType.GuildVoice
        ? { bitrate: 64000, user_limit: 0, rtc_region: null, last_message_id: this.lastMessageId, rate_limit_per_user: 0 }
        : {}),
    };
  }
}

export class LocalGuild {
  /** The server's preferred language, sent as `guild_locale` on each interaction in it. */
  locale = 'en-US';
  readonly roles: LocalRole[] = [];
  readonly channels: LocalChannel[] = [];
  readonly members = new Map<string, LocalMember>();

  constructor(
    readonly id: string,
    public name: string,
    public ownerId: string,
    readonly joinedAt: string,
  ) {}

  /** The @everyone role (its id is the guild id). */
  get everyoneRole(): LocalRole {
    return this.roles.find((r) => r.id === this.id)!;
  }

  /** The channel with this name; throws if there is none. */
  channel(name: string): LocalChannel {
    const channel = this.channels.find((c) => c.name === name);
    if (!channel) {
      throw new Error(`LocalDiscord: guild "${this.name}" has no channel "${name}" (has: ${this.channels.map((c) => c.name).join(', ')})`);
    }
    return channel;
  }

  /** The role with this name; throws if there is none. */
  role(name: string): LocalRole {
    const role = this.roles.find((r) => r.name === name);
    if (!role) throw new Error(`LocalDiscord: guild "${this.name}" has no role "${name}"`);
    return role;
  }

  member(userId: string): LocalMember | undefined {
    return this.members.get(userId);
  }

  permissionContext(): PermissionContext {
    return {
      guildId: this.id,
      ownerId: this.ownerId,
      rolePermissions: new Map(this.roles.map((r) => [r.id, r.permissions])),
    };
  }

  /**
   * What `userId` may do in `channel`, computed like Discord does. 0n for non-members. A thread
   * has no overwrites of its own at Discord: its parent's apply (a thread set up with overwrites
   * of its own here, as a test's fixture, keeps them).
   */
  permissionsIn(channel: LocalChannel, userId: string): bigint {
    const member = this.members.get(userId);
    if (!member) return 0n;
    const parent = channel.isThread && channel.overwrites.length === 0 && channel.parentId ? this.channels.find((c) => c.id === channel.parentId) : undefined;
    return channelPermissions(this.permissionContext(), userId, member.roleIds, (parent ?? channel).overwrites);
  }

  /** Set (or remove, with `null`) a permission overwrite on a channel. */
  setOverwrite(channel: LocalChannel, id: string, type: OverwriteType, allow: bigint, deny: bigint): void {
    channel.overwrites = channel.overwrites.filter((o) => o.id !== id);
    channel.overwrites.push({ id, type, allow, deny });
  }

  /** The guild payload Discord sends in GUILD_CREATE. */
  toGatewayAPI(): Record<string, unknown> {
    return {
      id: this.id,
      name: this.name,
      icon: null,
      icon_hash: null,
      splash: null,
      discovery_splash: null,
      banner: null,
      description: null,
      owner_id: this.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      widget_enabled: false,
      widget_channel_id: null,
      verification_level: 0,
      default_message_notifications: 1,
      explicit_content_filter: 0,
      mfa_level: 0,
      nsfw_level: 0,
      premium_tier: 0,
      premium_subscription_count: 0,
      premium_progress_bar_enabled: false,
      preferred_locale: this.locale,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      public_updates_channel_id: null,
      safety_alerts_channel_id: null,
      application_id: null,
      vanity_url_code: null,
      max_members: 500000,
      max_video_channel_users: 25,
      max_stage_video_channel_users: 50,
      features: [],
      roles: this.roles.map((r) => r.toAPI()),
      emojis: [],
      stickers: [],
      soundboard_sounds: [],
      joined_at: this.joinedAt,
      large: false,
      unavailable: false,
      member_count: this.members.size,
      members: [...this.members.values()].map((m) => m.toAPI()),
      channels: this.channels.filter((c) => !c.isThread).map((c) => {
        const { guild_id: _omit, ...rest } = c.toAPI();
        return rest;
      }),
      threads: this.channels.filter((c) => c.isThread).map((c) => c.toAPI()),
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      incidents_data: null,
    };
  }
}
