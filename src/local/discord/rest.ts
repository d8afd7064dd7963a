import {
  ApplicationCommandOptionType as OptType,
  ChannelType,
  InteractionResponseType as Cb,
  InteractionType,
  MessageFlags,
  MessageType,
  PermissionFlagsBits as P,
} from 'discord.js';
import { jsonObject, Router, type UploadedFile } from './http.js';
import { callbackName, type InteractionHandle } from './interactions.js';
import type { LocalMessage } from './messages.js';
import type { LocalChannel, LocalGuild } from './model.js';
import { has } from './permissions.js';
import type { LocalState, StoredCommand } from './state.js';
import { apiError, invalidFormBody, validateChoices, validateMessageBody, validateModal, type ApiError, type FieldError } from './validation.js';

export interface RestRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  /** parsed JSON / payload_json as an object; `{}` when there is no body or it is not an object */
  body: Json;
  /** the parsed JSON as it came (an array for a command registration) */
  raw: unknown;
  files: UploadedFile[];
  /** performance.now() when the request's headers arrived */
  receivedHr: number;
}

export interface RestResult {
  status: number;
  body?: unknown;
}

export interface RestEnv {
  gatewayUrl(): string;
}

type Json = Record<string, unknown>;

const ok = (body: unknown): RestResult => ({ status: 200, body });
const noContent: RestResult = { status: 204 };
const fail = (e: ApiError): RestResult => ({ status: e.status, body: e.body });

const UNAUTHORIZED = fail(apiError(401, 0, '401: Unauthorized'));
const MISSING_ACCESS = fail(apiError(403, 50001, 'Missing Access'));
const MISSING_PERMISSIONS = fail(apiError(403, 50013, 'Missing Permissions'));
const CANNOT_DM = fail(apiError(403, 50007, 'Cannot send messages to this user'));
const UNKNOWN_CHANNEL = fail(apiError(404, 10003, 'Unknown Channel'));
const UNKNOWN_MESSAGE = fail(apiError(404, 10008, 'Unknown Message'));
const UNKNOWN_WEBHOOK = fail(apiError(404, 10015, 'Unknown Webhook'));
const UNKNOWN_INTERACTION = fail(apiError(404, 10062, 'Unknown interaction'));
const ALREADY_ACKNOWLEDGED = fail(apiError(400, 40060, 'Interaction has already been acknowledged.'));

/** Every route the local Discord answers. Auth (`Authorization: Bot <token>`) is required except for interaction callbacks and webhooks. */
export function createRestHandler(state: LocalState, env: RestEnv) {
  const router = new Router<RestRequest, RestResult>();
  const authed =
    (handler: (req: RestRequest, p: Record<string, string>) => RestResult | Promise<RestResult>) =>
    (req: RestRequest, p: Record<string, string>): RestResult | Promise<RestResult> =>
      req.authorization === `Bot ${state.token}` ? handler(req, p) : UNAUTHORIZED;

  // ── gateway, users, application ──
  router.on('GET', '/gateway', () => ok({ url: env.gatewayUrl() }));
  router.on(
    'GET',
    '/gateway/bot',
    authed(() =>
      ok({
        url: env.gatewayUrl(),
        shards: 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
      }),
    ),
  );
  router.on('GET', '/users/@me', authed(() => ok({ ...state.botUser.toAPI(), verified: true, mfa_enabled: false, flags: 0 })));
  router.on(
    'GET',
    '/users/:user',
    authed((_req, p) => {
      const user = state.users.get(p.user!);
      return user ? ok(user.toAPI()) : fail(apiError(404, 10013, 'Unknown User'));
    }),
  );
  router.on(
    'POST',
    '/users/@me/channels',
    authed((req) => {
      const user = state.users.get(String(req.body.recipient_id));
      if (!user) return fail(invalidFormBody([{ path: ['recipient_id'], code: 'NUMBER_TYPE_COERCE', message: 'Value is not snowflake.' }]));
      if (user.bot) return CANNOT_DM;
      return ok(state.dmChannelFor(user).toAPI());
    }),
  );
  router.on(
    'GET',
    '/applications/@me',
    authed(() =>
      ok({
        id: state.applicationId,
        name: state.botUser.username,
        icon: null,
        description: '',
        summary: '',
        bot_public: true,
        bot_require_code_grant: false,
        verify_key: '0'.repeat(64),
        flags: 0,
        team: null,
        bot: state.botUser.toAPI(),
      }),
    ),
  );

  // ── application commands ──
  const putCommands = (guildId: string | null) =>
    authed((req, p) => {
      if (p.app !== state.applicationId) return fail(apiError(403, 50001, 'Missing Access'));
      if (guildId !== null && !state.guilds.has(guildId)) return fail(apiError(404, 10004, 'Unknown Guild'));
      if (!Array.isArray(req.raw)) return fail(invalidFormBody([{ path: [], code: 'ARRAY_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' }]));
      const previous = guildId ? (state.guildCommands.get(guildId) ?? []) : state.globalCommands;
      const err = validateCommands(req.raw as Json[]);
      if (err) return fail(err);
      const next: StoredCommand[] = (req.raw as Json[]).map((c) => {
        const type = c.type ?? 1;
        const existing = previous.find((x) => x.name === c.name && x.type === type);
        return {
          ...c,
          id: existing?.id ?? state.ids.next(),
          application_id: state.applicationId,
          version: state.ids.next(),
          type,
          name: c.name,
          description: c.description ?? '',
          default_member_permissions: c.default_member_permissions ?? null,
          nsfw: c.nsfw ?? false,
          ...(guildId ? { guild_id: guildId } : {}),
        } as unknown as StoredCommand;
      });
      if (guildId) state.guildCommands.set(guildId, next);
      else state.globalCommands.splice(0, state.globalCommands.length, ...next);
      return ok(next);
    });
  router.on('PUT', '/applications/:app/commands', putCommands(null));
  router.on('GET', '/applications/:app/commands', authed(() => ok(state.globalCommands)));
  router.on('PUT', '/applications/:app/guilds/:guild/commands', (req, p) => putCommands(p.guild!)(req, p));
  router.on('GET', '/applications/:app/guilds/:guild/commands', authed((_req, p) => ok(state.guildCommands.get(p.guild!) ?? [])));

  // ── guilds ──
  const withGuild = (fn: (g: LocalGuild, req: RestRequest, p: Record<string, string>) => RestResult) =>
    authed((req, p) => {
      const guild = state.guilds.get(p.guild!);
      return guild ? fn(guild, req, p) : fail(apiError(404, 10004, 'Unknown Guild'));
    });
  router.on('GET', '/guilds/:guild', withGuild((g) => ok(g.toGatewayAPI())));
  router.on('GET', '/guilds/:guild/channels', withGuild((g) => ok(g.channels.map((c) => c.toAPI()))));
  router.on('GET', '/guilds/:guild/roles', withGuild((g) => ok(g.roles.map((r) => r.toAPI()))));
  router.on('GET', '/guilds/:guild/members', withGuild((g, req) => ok([...g.members.values()].slice(0, Number(req.query.get('limit') ?? 1)).map((m) => m.toAPI()))));
  router.on(
    'GET',
    '/guilds/:guild/members/:user',
    withGuild((g, _req, p) => {
      const member = g.member(p.user!);
      return member ? ok(member.toAPI()) : fail(apiError(404, 10007, 'Unknown Member'));
    }),
  );

  // ── channels & messages ──
  /** Resolve a channel the bot can see; returns the error result otherwise. */
  const botChannel = (id: string, need: bigint = P.ViewChannel): { channel: LocalChannel; guild: LocalGuild | null; perms: bigint } | RestResult => {
    const channel = state.channels.get(id);
    if (!channel) return UNKNOWN_CHANNEL;
    const guild = state.guildOf(channel);
    if (!guild) return { channel, guild: null, perms: -1n };
    const perms = guild.permissionsIn(channel, state.botUser.id);
    if (!has(perms, P.ViewChannel)) return MISSING_ACCESS;
    if (!has(perms, need)) return MISSING_PERMISSIONS;
    return { channel, guild, perms };
  };
  const isResult = (x: unknown): x is RestResult => typeof x === 'object' && x !== null && 'status' in x;

  router.on(
    'GET',
    '/channels/:channel',
    authed((_req, p) => {
      const r = botChannel(p.channel!);
      return isResult(r) ? r : ok(r.channel.toAPI());
    }),
  );
  router.on('POST', '/channels/:channel/typing', authed((_req, p) => {
    const r = botChannel(p.channel!, P.SendMessages);
    return isResult(r) ? r : noContent;
  }));
  router.on(
    'POST',
    '/channels/:channel/messages',
    authed((req, p) => {
      const r = botChannel(p.channel!);
      if (isResult(r)) return r;
      const { channel, guild, perms } = r;
      if (channel.isDM && channel.recipient) {
        // Discord refuses DMs to users who closed them or share no server with the bot.
        const recipient = channel.recipient;
        const sharesGuild = [...state.guilds.values()].some((g) => g.member(recipient.id));
        if (state.closedDms.has(recipient.id) || !sharesGuild) return CANNOT_DM;
      }
      if (guild && !has(perms, P.SendMessages)) return MISSING_PERMISSIONS;
      if (guild && req.files.length && !has(perms, P.AttachFiles)) return MISSING_PERMISSIONS;
      const err = validateMessageBody(req.body, { create: true, fileCount: req.files.length });
      if (err) return fail(err);
      if (channel.type === ChannelType.GuildCategory) return fail(apiError(400, 50008, 'Cannot send messages in a non-text channel'));
      // enforce_nonce: the same author and nonce in the past few minutes returns that message.
      if (req.body.enforce_nonce === true && req.body.nonce !== undefined) {
        const since = Date.now() - state.options.nonceWindowMs;
        const earlier = state
          .messagesIn(channel.id, (m) => m.author.id === state.botUser.id && m.extra.nonce === req.body.nonce && m.createdAt >= since)
          .at(-1);
        if (earlier) return ok(earlier.toAPI());
      }
      const msg = state.newMessage(channel, 'channel');
      state.applyBody(msg, req.body, req.files, { edit: false, dropEmbeds: guild !== null && !has(perms, P.EmbedLinks) });
      const reference = req.body.message_reference as { message_id?: unknown } | undefined;
      if (reference?.message_id) {
        msg.type = MessageType.Reply;
        msg.extra.message_reference = { type: 0, channel_id: channel.id, guild_id: channel.guildId ?? undefined, message_id: String(reference.message_id) };
      }
      if (req.body.nonce !== undefined) msg.extra.nonce = req.body.nonce;
      return ok(msg.toAPI());
    }),
  );
  router.on(
    'GET',
    '/channels/:channel/messages',
    authed((req, p) => {
      const r = botChannel(p.channel!, P.ReadMessageHistory);
      if (isResult(r)) return r;
      const limit = Math.min(Number(req.query.get('limit') ?? 50), 100);
      const before = req.query.get('before');
      const after = req.query.get('after');
      let list = state.messagesIn(r.channel.id, (m) => !m.ephemeral);
      if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
      if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
      return ok(list.reverse().slice(0, limit).map((m) => m.toAPI()));
    }),
  );
  const channelMessage = (channelId: string, messageId: string): LocalMessage | null => {
    const msg = state.messages.get(messageId);
    return msg && !msg.deleted && !msg.ephemeral && msg.channelId === channelId ? msg : null;
  };
  router.on(
    'GET',
    '/channels/:channel/messages/:message',
    authed((_req, p) => {
      const r = botChannel(p.channel!, P.ReadMessageHistory);
      if (isResult(r)) return r;
      const msg = channelMessage(r.channel.id, p.message!);
      return msg ? ok(msg.toAPI()) : UNKNOWN_MESSAGE;
    }),
  );
  router.on(
    'PATCH',
    '/channels/:channel/messages/:message',
    authed((req, p) => {
      const r = botChannel(p.channel!);
      if (isResult(r)) return r;
      const msg = channelMessage(r.channel.id, p.message!);
      if (!msg) return UNKNOWN_MESSAGE;
      if (msg.author.id !== state.botUser.id) return fail(apiError(403, 50005, 'Cannot edit a message authored by another user'));
      const err = validateMessageBody(req.body, { create: false, fileCount: req.files.length }) ?? emptyAfterEdit(msg, req.body, req.files);
      if (err) return fail(err);
      state.applyBody(msg, req.body, req.files, { edit: true, dropEmbeds: r.guild !== null && !has(r.perms, P.EmbedLinks) });
      return ok(msg.toAPI());
    }),
  );
  router.on(
    'DELETE',
    '/channels/:channel/messages/:message',
    authed((_req, p) => {
      const r = botChannel(p.channel!);
      if (isResult(r)) return r;
      const msg = channelMessage(r.channel.id, p.message!);
      if (!msg) return UNKNOWN_MESSAGE;
      if (msg.author.id !== state.botUser.id && r.guild && !has(r.perms, P.ManageMessages)) return MISSING_PERMISSIONS;
      state.remove(msg);
      return noContent;
    }),
  );

  // ── interactions ──
  router.on('POST', '/interactions/:interaction/:token/callback', (req, p) => interactionCallback(state, req, p.interaction!, p.token!));

  const withWebhook = (fn: (h: InteractionHandle, req: RestRequest, p: Record<string, string>) => RestResult) => (req: RestRequest, p: Record<string, string>) => {
    const h = state.interactionsByToken.get(p.token!);
    if (!h || p.app !== state.applicationId) return UNKNOWN_WEBHOOK;
    const refuse = (r: RestResult): RestResult => {
      const b = r.body as { code: number; message: string };
      h.rejected.push({ method: req.method, path: req.path, status: r.status, code: b.code, message: b.message, at: Date.now() });
      return r;
    };
    if (Date.now() - h.dispatchedAt > state.options.webhookTokenTtlMs) return refuse(fail(apiError(401, 50027, 'Invalid Webhook Token')));
    if (!h.first) return refuse(UNKNOWN_WEBHOOK);
    const result = fn(h, req, p);
    return result.status >= 400 ? refuse(result) : result;
  };
  const webhookMessage = (h: InteractionHandle, ref: string): LocalMessage | null => {
    const msg = ref === '@original' ? h.original : [h.original, ...h.followupMessages].find((m) => m?.id === ref);
    return msg && !msg.deleted ? msg : null;
  };
  router.on('POST', '/webhooks/:app/:token', withWebhook((h, req) => {
    const err = validateMessageBody(req.body, { create: true, fileCount: req.files.length });
    if (err) return fail(err);
    let msg: LocalMessage;
    if (h.first?.type === Cb.DeferredChannelMessageWithSource && !h.deferConsumed && h.original?.loading) {
      // The first follow-up after a deferred reply replaces the "thinking…" message and keeps the
      // defer's ephemeral setting.
      msg = h.original;
      h.deferConsumed = true;
      msg.flags &= ~MessageFlags.Loading;
      state.applyBody(msg, req.body, req.files, { edit: false });
    } else {
      const ephemeral = (Number(req.body.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
      msg = state.newMessage(h.channel, 'interaction-followup');
      msg.interactionId = h.id;
      msg.flags = ephemeral ? MessageFlags.Ephemeral : 0;
      if (ephemeral) msg.visibleTo = h.user.id;
      msg.extra = interactionExtras(state, h);
      state.applyBody(msg, req.body, req.files, { edit: false });
      h.followupMessages.push(msg);
    }
    return req.query.get('wait') === 'false' ? noContent : ok(msg.toAPI());
  }));
  router.on('GET', '/webhooks/:app/:token/messages/:message', withWebhook((h, _req, p) => {
    const msg = webhookMessage(h, p.message!);
    return msg ? ok(msg.toAPI()) : UNKNOWN_MESSAGE;
  }));
  router.on('PATCH', '/webhooks/:app/:token/messages/:message', withWebhook((h, req, p) => {
    const msg = webhookMessage(h, p.message!);
    if (!msg) return UNKNOWN_MESSAGE;
    const err = validateMessageBody(req.body, { create: false, fileCount: req.files.length }) ?? emptyAfterEdit(msg, req.body, req.files);
    if (err) return fail(err);
    const wasLoading = msg.loading;
    state.applyBody(msg, req.body, req.files, { edit: !wasLoading });
    if (wasLoading) {
      msg.flags &= ~MessageFlags.Loading;
      msg.editedAt = null;
      state.touch(msg);
    }
    if (msg === h.original) h.originalEdits += 1;
    return ok(msg.toAPI());
  }));
  router.on('DELETE', '/webhooks/:app/:token/messages/:message', withWebhook((h, _req, p) => {
    const msg = webhookMessage(h, p.message!);
    if (!msg) return UNKNOWN_MESSAGE;
    state.remove(msg);
    return noContent;
  }));

  const handle = async (req: RestRequest): Promise<{ result: RestResult; route: string | null }> => {
    const match = router.match(req.method, req.path);
    if (!match) return { result: fail(apiError(404, 0, '404: Not Found')), route: null };
    return { result: await match.handler(req, match.params), route: match.template };
  };
  /** The route template a request would take (null: none). */
  const routeOf = (method: string, path: string): string | null => router.match(method, path)?.template ?? null;
  return Object.assign(handle, { routeOf });
}

/** Fields Discord adds to messages created by an interaction response or follow-up. */
function interactionExtras(state: LocalState, h: InteractionHandle): Record<string, unknown> {
  return {
    webhook_id: state.applicationId,
    application_id: state.applicationId,
    interaction_metadata: {
      id: h.id,
      type: h.type,
      user: h.user.toAPI(),
      authorizing_integration_owners: h.payload.authorizing_integration_owners,
      ...(h.type === InteractionType.ApplicationCommand ? { name: commandPath(h.payload.data), command_type: 1 } : {}),
      ...(h.message ? { interacted_message_id: h.message.id } : {}),
    },
  };
}

/** A slash command's name with its group and subcommand ("spiel host resolve"), as Discord names it in interaction metadata. */
function commandPath(data: unknown): string {
  const words: string[] = [];
  let node = data as { name?: unknown; type?: unknown; options?: unknown } | undefined;
  while (node && typeof node.name === 'string') {
    words.push(node.name);
    const next = Array.isArray(node.options) ? (node.options[0] as { name?: unknown; type?: unknown; options?: unknown } | undefined) : undefined;
    node = next && (next.type === OptType.Subcommand || next.type === OptType.SubcommandGroup) ? next : undefined;
  }
  return words.join(' ');
}

/** 50006 if an edit would leave a message with nothing to show. */
function emptyAfterEdit(msg: LocalMessage, body: Json, files: UploadedFile[]): ApiError | null {
  const content = 'content' in body ? body.content : msg.content;
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const embeds = 'embeds' in body ? list(body.embeds) : msg.embeds;
  const components = 'components' in body ? list(body.components) : msg.components;
  const attachments = Array.isArray(body.attachments) ? body.attachments.length : msg.attachments.length + files.length;
  const empty = !content && embeds.length === 0 && components.length === 0 && attachments === 0 && files.length === 0;
  return empty ? apiError(400, 50006, 'Cannot send an empty message') : null;
}

const ALLOWED: Record<number, InteractionType[]> = {
  [Cb.ChannelMessageWithSource]: [InteractionType.ApplicationCommand, InteractionType.MessageComponent, InteractionType.ModalSubmit],
  [Cb.DeferredChannelMessageWithSource]: [InteractionType.ApplicationCommand, InteractionType.MessageComponent, InteractionType.ModalSubmit],
  [Cb.DeferredMessageUpdate]: [InteractionType.MessageComponent, InteractionType.ModalSubmit],
  [Cb.UpdateMessage]: [InteractionType.MessageComponent, InteractionType.ModalSubmit],
  [Cb.ApplicationCommandAutocompleteResult]: [InteractionType.ApplicationCommandAutocomplete],
  [Cb.Modal]: [InteractionType.ApplicationCommand, InteractionType.MessageComponent],
};

function interactionCallback(state: LocalState, req: RestRequest, id: string, token: string): RestResult {
  const h = state.interactions.get(id);
  if (!h || h.token !== token) return UNKNOWN_INTERACTION;
  const now = Date.now();
  const refuse = (r: RestResult): RestResult => {
    const b = r.body as { code: number; message: string };
    h.rejected.push({ method: req.method, path: req.path, status: r.status, code: b.code, message: b.message, at: now });
    return r;
  };
  if (h.first) return refuse(ALREADY_ACKNOWLEDGED);
  if (now - h.dispatchedAt > state.options.callbackDeadlineMs) return refuse(UNKNOWN_INTERACTION);
  const type = Number(req.body.type);
  const data: Json = jsonObject(req.body.data);
  const allowed = ALLOWED[type];
  const badType = (why: string): RestResult =>
    refuse(fail(invalidFormBody([{ path: ['type'], code: 'INTERACTION_RESPONSE_TYPE_INVALID', message: why }])));
  if (!allowed) return badType(`Callback ${callbackName(type)} is not supported by the local Discord`);
  if (!allowed.includes(h.type)) return badType(`Callback ${callbackName(type)} is not valid for this interaction type (${h.type})`);
  if ((type === Cb.DeferredMessageUpdate || type === Cb.UpdateMessage) && !h.message) {
    return badType(`Callback ${callbackName(type)} needs a message (this modal was not opened from a component)`);
  }
  let err: ApiError | null = null;
  if (type === Cb.ChannelMessageWithSource) err = validateMessageBody(data, { create: true, fileCount: req.files.length });
  if (type === Cb.UpdateMessage) err = validateMessageBody(data, { create: false, fileCount: req.files.length });
  if (type === Cb.Modal) err = validateModal(data);
  if (type === Cb.ApplicationCommandAutocompleteResult) err = validateChoices(data);
  if (err) return refuse(fail(prefixErrors(err)));

  h.first = { type, data: req.body.data === undefined ? undefined : data, files: req.files, at: now, latencyMs: req.receivedHr - h.dispatchedHr };
  const flags = Number(data.flags ?? 0);
  const ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
  if (type === Cb.ChannelMessageWithSource || type === Cb.DeferredChannelMessageWithSource) {
    const msg = state.newMessage(h.channel, 'interaction-response');
    msg.interactionId = h.id;
    msg.type = h.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default;
    msg.flags = (ephemeral ? MessageFlags.Ephemeral : 0) | (type === Cb.DeferredChannelMessageWithSource ? MessageFlags.Loading : 0);
    if (ephemeral) msg.visibleTo = h.user.id;
    msg.extra = interactionExtras(state, h);
    if (type === Cb.ChannelMessageWithSource) state.applyBody(msg, data, req.files, { edit: false });
    h.original = msg;
  } else if (type === Cb.DeferredMessageUpdate || type === Cb.UpdateMessage) {
    h.original = h.message;
    if (type === Cb.UpdateMessage) state.applyBody(h.message!, data, req.files, { edit: true });
  }
  if (req.query.get('with_response') !== 'true') return noContent;
  const msg = type === Cb.DeferredMessageUpdate ? null : h.original;
  return ok({
    interaction: {
      id: h.id,
      type: h.type,
      ...(msg ? { response_message_id: msg.id, response_message_loading: msg.loading, response_message_ephemeral: msg.ephemeral } : {}),
    },
    resource: { type, ...(msg ? { message: msg.toAPI() } : {}) },
  });
}

/** Callback body errors are reported under `data.` like Discord does. */
function prefixErrors(err: ApiError): ApiError {
  if (err.body.code !== 50035 || !err.body.errors) return err;
  const errors = err.body.errors as Record<string, unknown>;
  if ('data' in errors) return err;
  return { ...err, body: { ...err.body, errors: { data: errors } } };
}

const NAME = /^[-_'\p{L}\p{N}\p{sc=Devanagari}\p{sc=Thai}]{1,32}$/u;

/** The registration rules that most often bite: names, descriptions, option order and counts. */
function validateCommands(commands: Json[]): ApiError | null {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  commands.forEach((c, i) => {
    const type = c.type ?? 1;
    const key = `${type}:${c.name}`;
    if (seen.has(key)) errors.push({ path: [i, 'name'], code: 'APPLICATION_COMMANDS_DUPLICATE_NAME', message: `Application command names must be unique` });
    seen.add(key);
    checkNamed(c, [i], type === 1, errors);
  });
  return errors.length ? invalidFormBody(errors) : null;
}

function checkNamed(c: Json, path: (string | number)[], chatInput: boolean, errors: FieldError[]): void {
  if (typeof c.name !== 'string' || (chatInput && (!NAME.test(c.name) || c.name !== c.name.toLowerCase()))) {
    errors.push({ path: [...path, 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: `Command name is invalid` });
  }
  if (chatInput && (typeof c.description !== 'string' || c.description.length < 1 || c.description.length > 100)) {
    errors.push({ path: [...path, 'description'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
  }
  const options: Json[] = Array.isArray(c.options) ? (c.options as Json[]) : [];
  if (options.length > 25) errors.push({ path: [...path, 'options'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
  let optionalSeen = false;
  const names = new Set<string>();
  options.forEach((o, j) => {
    const p = [...path, 'options', j];
    const name = String(o.name);
    if (names.has(name)) errors.push({ path: [...p, 'name'], code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS', message: 'Option names must be unique' });
    names.add(name);
    const container = o.type === OptType.Subcommand || o.type === OptType.SubcommandGroup;
    if (!container) {
      if (o.required && optionalSeen) errors.push({ path: [...p, 'required'], code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', message: 'Required options must be placed before non-required options' });
      if (!o.required) optionalSeen = true;
      if (Array.isArray(o.choices) && o.choices.length > 25) errors.push({ path: [...p, 'choices'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
      if (o.autocomplete && Array.isArray(o.choices) && o.choices.length) errors.push({ path: [...p, 'autocomplete'], code: 'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_INVALID', message: 'Autocomplete cannot be set with choices' });
    }
    checkNamed(o, p, chatInput, errors);
  });
}
