// The local Discord as people use it: a user runs a slash command, types into an autocompleted
// option, clicks a button, picks in a menu or submits a modal, and the bot gets the
// INTERACTION_CREATE the Discord client would send — refused, as the client would refuse it, when
// the user could not do that (a disabled button, someone else's ephemeral message, a channel they
// cannot see). The server, its world and its records are DiscordServer's (server.ts).
import { randomBytes } from 'node:crypto';
import { ComponentType, InteractionType, PermissionFlagsBits as P } from 'discord.js';
import { InteractionHandle } from './interactions.js';
import { basePayload, buildCommandOptions, componentData, type AutocompleteSpec, type SlashSpec } from './payloads.js';
import type { LocalMessage, RawComponent } from './messages.js';
import { checkSelectValues, modalSubmission, type Values } from './modal.js';
import type { LocalChannel, LocalUser } from './model.js';
import { has } from './permissions.js';
import { DiscordDirectory } from './directory.js';
import type { LocalDiscordOptions } from './server.js';

/**
 * A loopback Discord: one HTTP server on 127.0.0.1 answering the REST API under `/api/v10` and the
 * gateway WebSocket under `/gateway`, good enough to drive a real discord.js `Client`, and the
 * users who act in it. See README.md in this folder.
 */
export class LocalDiscord extends DiscordDirectory {
  /** every interaction dispatched, oldest first (only the recent ones when the server keeps few) */
  readonly interactions: InteractionHandle[] = [];

  /** Starts a local Discord on `port` of 127.0.0.1 (default 0: a free port). */
  static async start(opts: LocalDiscordOptions & { port?: number } = {}): Promise<LocalDiscord> {
    const discord = new LocalDiscord(opts);
    await discord.listen(opts.port ?? 0);
    return discord;
  }

  // ───────────────────────────── interactions ─────────────────────────────

  /**
   * `user` runs `/name` in `channel`. Option types come from the registered command when the bot
   * registered one (then the options are validated like the Discord client would), else from the
   * JS values: string, integer/number, boolean, LocalUser, LocalChannel, LocalRole.
   */
  async slash(user: LocalUser, channel: LocalChannel, name: string, spec: SlashSpec = {}): Promise<InteractionHandle> {
    const guild = this.state.guildOf(channel);
    if (guild && !has(guild.permissionsIn(channel, user.id), P.UseApplicationCommands)) {
      throw new Error(`LocalDiscord: ${user.username} may not use application commands in #${channel.name}`);
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
  async autocomplete(user: LocalUser, channel: LocalChannel, name: string, spec: AutocompleteSpec): Promise<{ name: string; value: string | number }[]> {
    const h = await this.autocompleteInteraction(user, channel, name, spec);
    return h.choices();
  }

  /** Like autocomplete() but returns the handle (for latency or error checks). */
  async autocompleteInteraction(user: LocalUser, channel: LocalChannel, name: string, spec: AutocompleteSpec): Promise<InteractionHandle> {
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
  async click(user: LocalUser, message: LocalMessage | string, customId: string): Promise<InteractionHandle> {
    const msg = this.resolveMessage(message, user);
    const component = this.requireComponent(msg, customId, 'button');
    if (component.type !== ComponentType.Button) {
      throw new Error(`LocalDiscord: "${customId}" on message ${msg.id} is a component of type ${component.type}, not a button (use select())`);
    }
    if (component.disabled) throw new Error(`LocalDiscord: the button "${customId}" on message ${msg.id} is disabled; Discord would not let ${user.username} click it`);
    const channel = this.state.channels.get(msg.channelId)!;
    const data = componentData(this.state, user, this.state.guildOf(channel), channel, customId, ComponentType.Button, null);
    if (typeof component.id === 'number') data.id = component.id;
    return this.dispatchInteraction(InteractionType.MessageComponent, user, channel, data, msg, `button "${customId}"`);
  }


  /** `user` picks `values` in the select menu `customId` (string values, or users/roles/channels for those selects). */
  async select(user: LocalUser, message: LocalMessage | string, customId: string, values: Values): Promise<InteractionHandle> {
    const msg = this.resolveMessage(message, user);
    const component = this.requireComponent(msg, customId, 'select menu');
    const type = component.type as ComponentType;
    const selects = [ComponentType.StringSelect, ComponentType.UserSelect, ComponentType.RoleSelect, ComponentType.MentionableSelect, ComponentType.ChannelSelect];
    if (!selects.includes(type)) throw new Error(`LocalDiscord: "${customId}" on message ${msg.id} is not a select menu (type ${component.type})`);
    if (component.disabled) throw new Error(`LocalDiscord: the select menu "${customId}" is disabled`);
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
  async submitModal(user: LocalUser, shownBy: InteractionHandle, values: Record<string, string | Values>): Promise<InteractionHandle> {
    const data = await modalSubmission(this.state, user, shownBy, values);
    return this.dispatchInteraction(InteractionType.ModalSubmit, user, shownBy.channel, data, shownBy.message, `modal "${String(data.custom_id)}"`);
  }

  /** The most recent interaction. */
  get lastInteraction(): InteractionHandle | undefined {
    return this.interactions.at(-1);
  }

  // ───────────────────────────── internals ─────────────────────────────

  // ───────────────────────────── internals ─────────────────────────────

  protected dispatchInteraction(
    type: InteractionType,
    user: LocalUser,
    channel: LocalChannel,
    data: Record<string, unknown>,
    message: LocalMessage | null,
    label: string,
  ): InteractionHandle {
    const guild = this.state.guildOf(channel);
    if (!this.gateway.hasSessionFor(guild?.id ?? null)) {
      const which = guild && this.gateway.hasSession ? ` for the shard of "${guild.name}"` : '';
      throw new Error(`LocalDiscord: cannot send ${label}: no bot is connected to the local gateway${which} (did client.login() finish?)`);
    }
    if (guild) {
      if (!guild.member(user.id)) throw new Error(`LocalDiscord: ${user.username} is not a member of "${guild.name}"`);
      if (!has(guild.permissionsIn(channel, user.id), P.ViewChannel)) throw new Error(`LocalDiscord: ${user.username} cannot see #${channel.name}`);
    } else if (channel.recipient?.id !== user.id) {
      throw new Error(`LocalDiscord: ${user.username} is not in that DM channel`);
    }
    const id = this.state.ids.next();
    const token = Buffer.from(`interaction:${id}:${randomBytes(48).toString('base64url')}`).toString('base64url');
    const payload = {
      ...basePayload(this.state, { id, token, type, user, channel, guild }),
      data,
      ...(message ? { message: message.toAPI() } : {}),
    };
    const h = new InteractionHandle(this.state, id, token, type, user, channel, guild, payload, message, label, this.timeoutMs);
    this.state.remember(h, this.interactions);
    h.dispatchedAt = Date.now();
    h.dispatchedHr = performance.now();
    h.delivery = this.gateway.dispatch('INTERACTION_CREATE', payload, guild?.id ?? null);
    this.state.changed();
    return h;
  }

  protected resolveMessage(message: LocalMessage | string, user: LocalUser): LocalMessage {
    const msg = typeof message === 'string' ? this.state.messages.get(message) : message;
    if (!msg) throw new Error(`LocalDiscord: unknown message ${String(message)}`);
    if (msg.deleted) throw new Error(`LocalDiscord: message ${msg.id} was deleted`);
    if (msg.loading) throw new Error(`LocalDiscord: message ${msg.id} is still a "thinking…" placeholder`);
    if (msg.visibleTo && msg.visibleTo !== user.id) {
      throw new Error(`LocalDiscord: message ${msg.id} is ephemeral for someone else; ${user.username} cannot see it`);
    }
    return msg;
  }

  protected requireComponent(msg: LocalMessage, customId: string, what: string): RawComponent {
    const component = msg.findComponent(customId);
    if (!component) {
      throw new Error(`LocalDiscord: message ${msg.id} has no ${what} "${customId}" (custom_ids: ${msg.customIds().join(', ') || 'none'})`);
    }
    return component;
  }
}
