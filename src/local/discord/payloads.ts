// The payloads a Discord client sends for what a user does: a slash command's options (checked
// against the registered command as the client checks them), the common part of every
// INTERACTION_CREATE, and a component's data with its `resolved` users, roles and channels.
import {
  ApplicationCommandOptionType as OptType,
  ApplicationCommandType,
  ComponentType,
  InteractionContextType,
  type InteractionType,
} from 'discord.js';
import { LocalChannel, LocalRole, LocalUser, type LocalGuild } from './model.js';
import { DM_APP_PERMISSIONS } from './permissions.js';
import type { LocalState, StoredCommand, StoredOption } from './state.js';

/** A value for a slash-command option: the JS type picks the option type unless the command is registered. */
export type OptionValue = string | number | boolean | LocalUser | LocalChannel | LocalRole;

export interface SlashSpec {
  subcommand?: string;
  group?: string;
  options?: Record<string, OptionValue>;
}

export interface AutocompleteSpec extends SlashSpec {
  /** name of the option being typed in */
  focused: string;
  /** what the user has typed so far */
  value: string;
}

interface BuiltOptions {
  options: Record<string, unknown>[];
  resolved: Record<string, Record<string, unknown>>;
  command: StoredCommand | undefined;
}

const TYPE_NAMES: Record<number, string> = {
  [OptType.String]: 'string',
  [OptType.Integer]: 'integer',
  [OptType.Number]: 'number',
  [OptType.Boolean]: 'boolean',
  [OptType.User]: 'user',
  [OptType.Channel]: 'channel',
  [OptType.Role]: 'role',
  [OptType.Mentionable]: 'mentionable',
  [OptType.Attachment]: 'attachment',
};

function inferType(value: OptionValue): OptType {
  if (typeof value === 'string') return OptType.String;
  if (typeof value === 'boolean') return OptType.Boolean;
  if (typeof value === 'number') return Number.isInteger(value) ? OptType.Integer : OptType.Number;
  if (value instanceof LocalUser) return OptType.User;
  if (value instanceof LocalChannel) return OptType.Channel;
  if (value instanceof LocalRole) return OptType.Role;
  throw new Error(`LocalDiscord: unsupported option value ${String(value)}`);
}

/**
 * Build `data.options` (+ `resolved`) for a chat-input command. If the bot registered the command
 * (PUT …/commands), options are checked against it like the Discord client would: unknown or
 * missing required options, wrong types, values outside choices/min/max all throw.
 */
export function buildCommandOptions(
  state: LocalState,
  user: LocalUser,
  guild: LocalGuild | null,
  channel: LocalChannel,
  name: string,
  spec: SlashSpec,
  autocomplete: AutocompleteSpec | null,
): BuiltOptions {
  const registered = state.commandsFor(guild?.id ?? null);
  const command = registered.find((c) => c.name === name && (c.type ?? 1) === ApplicationCommandType.ChatInput);
  if (!command && registered.length > 0) {
    throw new Error(`LocalDiscord: /${name} is not a registered command (registered: ${registered.map((c) => `/${c.name}`).join(', ')})`);
  }
  const where = `/${[name, spec.group, spec.subcommand].filter(Boolean).join(' ')}`;
  // A command registered with `contexts` is offered only there (Guild 0, BotDM 1), as the client does.
  const contexts = command?.contexts;
  const context = guild ? InteractionContextType.Guild : InteractionContextType.BotDM;
  if (Array.isArray(contexts) && !contexts.includes(context)) {
    throw new Error(`LocalDiscord: /${name} is not offered ${guild ? 'in a server' : 'in a DM with the bot'} (its contexts: ${contexts.join(', ')})`);
  }
  let defs: StoredOption[] | undefined = command?.options;
  if (command) {
    const hasSubs = (defs ?? []).some((o) => o.type === OptType.Subcommand || o.type === OptType.SubcommandGroup);
    if (hasSubs && !spec.subcommand) throw new Error(`LocalDiscord: ${where} needs a subcommand (has: ${(defs ?? []).map((o) => o.name).join(', ')})`);
    if (!hasSubs && (spec.subcommand || spec.group)) throw new Error(`LocalDiscord: /${name} has no subcommands`);
  }
  if (spec.group) {
    const g = defs?.find((o) => o.type === OptType.SubcommandGroup && o.name === spec.group);
    if (command && !g) throw new Error(`LocalDiscord: /${name} has no subcommand group "${spec.group}"`);
    defs = g?.options;
  }
  if (spec.subcommand) {
    const s = defs?.find((o) => o.type === OptType.Subcommand && o.name === spec.subcommand);
    if (command && !s) {
      throw new Error(`LocalDiscord: ${where}: no such subcommand (has: ${(defs ?? []).filter((o) => o.type === OptType.Subcommand).map((o) => o.name).join(', ')})`);
    }
    defs = s?.options ?? (command ? [] : undefined);
  }

  const resolved: Record<string, Record<string, unknown>> = {};
  const add = (kind: string, id: string, value: unknown): void => {
    (resolved[kind] ??= {})[id] = value;
  };
  const leaf: Record<string, unknown>[] = [];
  const given = { ...(spec.options ?? {}) };
  if (autocomplete) {
    delete given[autocomplete.focused];
  }
  for (const [optName, value] of Object.entries(given)) {
    const def = defs?.find((o) => o.name === optName);
    if (defs && !def) throw new Error(`LocalDiscord: ${where} has no option "${optName}" (has: ${defs.map((o) => o.name).join(', ') || 'none'})`);
    const type = def?.type ?? inferType(value);
    leaf.push({ name: optName, type, value: optionValue(where, optName, type, value, def) });
    if (value instanceof LocalUser) {
      add('users', value.id, value.toAPI());
      const member = guild?.member(value.id);
      if (member && guild) {
        const { user: _user, ...rest } = member.toAPI();
        add('members', value.id, { ...rest, permissions: guild.permissionsIn(channel, value.id).toString() });
      }
    } else if (value instanceof LocalRole) {
      add('roles', value.id, value.toAPI());
    } else if (value instanceof LocalChannel) {
      const g = state.guildOf(value);
      add('channels', value.id, {
        id: value.id,
        name: value.name,
        type: value.type,
        parent_id: value.parentId,
        permissions: g ? g.permissionsIn(value, user.id).toString() : '0',
      });
    }
  }
  if (autocomplete) {
    const def = defs?.find((o) => o.name === autocomplete.focused);
    if (defs && !def) throw new Error(`LocalDiscord: ${where} has no option "${autocomplete.focused}" to autocomplete`);
    if (def && !def.autocomplete) throw new Error(`LocalDiscord: ${where} option "${autocomplete.focused}" does not have autocomplete enabled`);
    leaf.push({ name: autocomplete.focused, type: def?.type ?? OptType.String, value: autocomplete.value, focused: true });
  } else if (defs) {
    const missing = defs.filter((o) => o.required && !(o.name in given)).map((o) => o.name);
    if (missing.length) throw new Error(`LocalDiscord: ${where} is missing required option(s): ${missing.join(', ')}`);
  }
  let options = leaf;
  if (spec.subcommand) options = [{ type: OptType.Subcommand, name: spec.subcommand, options }];
  if (spec.group) options = [{ type: OptType.SubcommandGroup, name: spec.group, options }];
  return { options, resolved, command };
}

function optionValue(where: string, name: string, type: number, value: OptionValue, def: StoredOption | undefined): unknown {
  const fail = (why: string): never => {
    throw new Error(`LocalDiscord: ${where} option "${name}" (${TYPE_NAMES[type] ?? type}): ${why}`);
  };
  let out: unknown;
  switch (type) {
    case OptType.String:
      if (typeof value !== 'string') fail(`expected a string, got ${String(value)}`);
      out = value;
      if (def?.min_length !== undefined && (value as string).length < def.min_length) fail(`shorter than min_length ${def.min_length}`);
      if (def?.max_length !== undefined && (value as string).length > def.max_length) fail(`longer than max_length ${def.max_length}`);
      break;
    case OptType.Integer:
    case OptType.Number:
      if (typeof value !== 'number' || (type === OptType.Integer && !Number.isInteger(value))) fail(`expected ${TYPE_NAMES[type]}, got ${String(value)}`);
      out = value;
      if (def?.min_value !== undefined && (value as number) < def.min_value) fail(`below min_value ${def.min_value}`);
      if (def?.max_value !== undefined && (value as number) > def.max_value) fail(`above max_value ${def.max_value}`);
      break;
    case OptType.Boolean:
      if (typeof value !== 'boolean') fail(`expected a boolean, got ${String(value)}`);
      out = value;
      break;
    case OptType.User:
      if (!(value instanceof LocalUser)) fail('expected a user from addUser()');
      out = (value as LocalUser).id;
      break;
    case OptType.Channel:
      if (!(value instanceof LocalChannel)) fail('expected a channel');
      if (def?.channel_types && !def.channel_types.includes((value as LocalChannel).type)) fail(`channel type ${(value as LocalChannel).type} not allowed`);
      out = (value as LocalChannel).id;
      break;
    case OptType.Role:
      if (!(value instanceof LocalRole)) fail('expected a role');
      out = (value as LocalRole).id;
      break;
    case OptType.Mentionable:
      if (!(value instanceof LocalRole || value instanceof LocalUser)) fail('expected a user or role');
      out = (value as LocalUser | LocalRole).id;
      break;
    default:
      fail('this option type is not supported by the local Discord');
  }
  if (def?.choices?.length && !def.choices.some((c) => c.value === out)) {
    fail(`${JSON.stringify(out)} is not one of the choices ${def.choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
  }
  return out;
}

/** The common part of every INTERACTION_CREATE payload. */
export function basePayload(
  state: LocalState,
  args: { id: string; token: string; type: InteractionType; user: LocalUser; channel: LocalChannel; guild: LocalGuild | null },
): Record<string, unknown> {
  const { id, token, type, user, channel, guild } = args;
  const base: Record<string, unknown> = {
    id,
    application_id: state.applicationId,
    type,
    token,
    version: 1,
    locale: user.locale,
    entitlements: [],
    attachment_size_limit: 10 * 1024 * 1024,
  };
  if (guild) {
    const member = guild.member(user.id);
    if (!member) throw new Error(`LocalDiscord: ${user.username} is not a member of guild "${guild.name}"`);
    const userPerms = guild.permissionsIn(channel, user.id);
    base.guild_id = guild.id;
    base.guild = { id: guild.id, locale: guild.locale, features: [] };
    base.guild_locale = guild.locale;
    base.member = { ...member.toAPI(), permissions: userPerms.toString() };
    base.channel = { ...channel.toAPI(), permissions: userPerms.toString() };
    base.channel_id = channel.id;
    base.app_permissions = guild.permissionsIn(channel, state.botUser.id).toString();
    base.authorizing_integration_owners = { '0': guild.id };
    base.context = InteractionContextType.Guild;
  } else {
    base.user = user.toAPI();
    base.channel = channel.toAPI();
    base.channel_id = channel.id;
    base.app_permissions = DM_APP_PERMISSIONS.toString();
    base.authorizing_integration_owners = { '0': '0' };
    base.context = InteractionContextType.BotDM;
  }
  return base;
}

/** Component payload `data` for a click/select, with `resolved` for user/role/channel selects. */
export function componentData(
  state: LocalState,
  user: LocalUser,
  guild: LocalGuild | null,
  channel: LocalChannel,
  customId: string,
  componentType: ComponentType,
  values: (string | LocalUser | LocalRole | LocalChannel)[] | null,
): Record<string, unknown> {
  const data: Record<string, unknown> = { custom_id: customId, component_type: componentType };
  if (values === null) return data;
  const ids = values.map((v) => (typeof v === 'string' ? v : v.id));
  data.values = ids;
  if (componentType === ComponentType.StringSelect) return data;
  const resolved: Record<string, Record<string, unknown>> = {};
  for (const id of ids) {
    const picked = state.users.get(id);
    const role = guild?.roles.find((r) => r.id === id);
    const ch = state.channels.get(id);
    if (picked) {
      (resolved.users ??= {})[id] = picked.toAPI();
      const member = guild?.member(id);
      if (member && guild) {
        const { user: _u, ...rest } = member.toAPI();
        (resolved.members ??= {})[id] = { ...rest, permissions: guild.permissionsIn(channel, id).toString() };
      }
    } else if (role) {
      (resolved.roles ??= {})[id] = role.toAPI();
    } else if (ch) {
      const g = state.guildOf(ch);
      (resolved.channels ??= {})[id] = { id: ch.id, name: ch.name, type: ch.type, parent_id: ch.parentId, permissions: g ? g.permissionsIn(ch, user.id).toString() : '0' };
    } else {
      throw new Error(`LocalDiscord: select value ${id} is not a known user, role or channel`);
    }
  }
  data.resolved = resolved;
  return data;
}
