import { OverwriteType, PermissionFlagsBits } from 'discord.js';

const P = PermissionFlagsBits;

/** Every permission bit Discord defines (what an owner or administrator has). */
export const ALL_PERMISSIONS: bigint = Object.values(P).reduce((all, bit) => all | bit, 0n);

/**
 * What the local Discord's `@everyone` role allows by default: a normal member can read, write, react,
 * attach and use application commands — but not mention @everyone.
 */
export const DEFAULT_EVERYONE_PERMISSIONS: bigint =
  P.ViewChannel |
  P.SendMessages |
  P.SendMessagesInThreads |
  P.CreatePublicThreads |
  P.ReadMessageHistory |
  P.AddReactions |
  P.EmbedLinks |
  P.AttachFiles |
  P.UseExternalEmojis |
  P.UseApplicationCommands |
  P.CreateInstantInvite |
  P.ChangeNickname |
  P.Connect |
  P.Speak;

/**
 * What a game bot is given by default (its managed role): everything it needs to post boards,
 * embeds, buttons and files; no moderation powers, MentionEveryone off.
 */
export const DEFAULT_BOT_PERMISSIONS: bigint =
  P.ViewChannel |
  P.SendMessages |
  P.SendMessagesInThreads |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.UseExternalEmojis |
  P.AddReactions;

/** What an app can do in a DM with a user (sent as `app_permissions` for DM interactions). */
export const DM_APP_PERMISSIONS: bigint =
  P.ViewChannel |
  P.SendMessages |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.UseExternalEmojis |
  P.AddReactions;

export interface Overwrite {
  /** role id (the guild id for @everyone) or user id */
  id: string;
  type: OverwriteType;
  allow: bigint;
  deny: bigint;
}

export interface PermissionContext {
  guildId: string;
  ownerId: string;
  /** role id → permissions, must include @everyone (id = guild id) */
  rolePermissions: ReadonlyMap<string, bigint>;
}

/** Discord's guild-level permission computation (owner → all; administrator → all). */
export function basePermissions(ctx: PermissionContext, userId: string, roleIds: readonly string[]): bigint {
  if (userId === ctx.ownerId) return ALL_PERMISSIONS;
  let perms = ctx.rolePermissions.get(ctx.guildId) ?? 0n;
  for (const roleId of roleIds) perms |= ctx.rolePermissions.get(roleId) ?? 0n;
  if ((perms & P.Administrator) === P.Administrator) return ALL_PERMISSIONS;
  return perms;
}

/**
 * Discord's channel permission computation: base, then the @everyone overwrite, then all role
 * overwrites together, then the member overwrite. (The same order discord.js uses in
 * `GuildChannel#permissionsFor`, so the bot's own checks and the local Discord agree.)
 */
export function channelPermissions(
  ctx: PermissionContext,
  userId: string,
  roleIds: readonly string[],
  overwrites: readonly Overwrite[],
): bigint {
  let perms = basePermissions(ctx, userId, roleIds);
  if (perms === ALL_PERMISSIONS) return perms;
  const everyone = overwrites.find((o) => o.type === OverwriteType.Role && o.id === ctx.guildId);
  if (everyone) perms = (perms & ~everyone.deny) | everyone.allow;
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites) {
    if (o.type === OverwriteType.Role && o.id !== ctx.guildId && roleIds.includes(o.id)) {
      allow |= o.allow;
      deny |= o.deny;
    }
  }
  perms = (perms & ~deny) | allow;
  const member = overwrites.find((o) => o.type === OverwriteType.Member && o.id === userId);
  if (member) perms = (perms & ~member.deny) | member.allow;
  return perms;
}

export function has(perms: bigint, bit: bigint): boolean {
  return (perms & bit) === bit;
}

/** Names of the permission bits set in `perms` (for readable test failures). */
export function permissionNames(perms: bigint): string[] {
  return Object.entries(P)
    .filter(([, bit]) => (perms & bit) === bit)
    .map(([name]) => name);
}
