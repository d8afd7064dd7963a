// The local Discord's REST routes: the gateway's address, users, the application and its
// commands, guilds, channels and messages; interactions and their webhooks are in webhooks.ts.
import {
  ChannelType,
  MessageType,
  PermissionFlagsBits as P,
} from 'discord.js';
import { Router } from './http.js';
import type { LocalMessage } from './messages.js';
import type { LocalChannel, LocalGuild } from './model.js';
import { has } from './permissions.js';
import {
  CANNOT_DM,
  fail,
  MISSING_ACCESS,
  MISSING_PERMISSIONS,
  noContent,
  ok,
  UNAUTHORIZED,
  UNKNOWN_CHANNEL,
  UNKNOWN_MESSAGE,
  type Json,
  type RestRequest,
  type RestResult,
} from './rest-common.js';
import type { LocalState, StoredCommand } from './state.js';
import { apiError, emptyAfterEdit, invalidFormBody, validateCommands, validateMessageBody } from './validation.js';
import { interactionRoutes } from './webhooks.js';
import { changeInThread, sendInThread, threadRoutes } from './threads.js';

export type { RestRequest, RestResult } from './rest-common.js';

export interface RestEnv {
  gatewayUrl(): string;
  /** GET /gateway/bot's `shards`: how many shards Discord recommends for the bot. */
  recommendedShards(): number;
  /** Sends a gateway event to the sessions that should get it (threads.ts). */
  dispatch?(event: string, data: unknown, guildId: string | null, intent: number): void;
}

/** Every route the local Discord answers. Auth (`Authorization: Bot <token>`) is required except for interaction callbacks and webhooks. */
export function createRestHandler(state: LocalState, env: RestEnv) {
  const router = new Router<RestRequest, RestResult>();
  const dispatch = (event: string, data: unknown, guildId: string | null, intent: number) => env.dispatch?.(event, data, guildId, intent);
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
        shards: env.recommendedShards(),
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
      // In a thread, Send Messages in Threads is what counts (and a message unarchives it: threads.ts).
      if (guild && !channel.isThread && !has(perms, P.SendMessages)) return MISSING_PERMISSIONS;
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
      const refused = guild ? sendInThread(state, channel, perms, dispatch) : null;
      if (refused) return refused;
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
      // As Discord answers: always sorted newest first; with `after` (alone) the OLDEST `limit`
      // messages after it (so a client pages forward with after=<the newest id it got>), with
      // `before` the newest `limit` before it, with neither the newest `limit` of the channel.
      // (Discord takes one of before/after/around; the bot never sends two.)
      const limit = Math.max(1, Math.min(Number(req.query.get('limit') ?? 50) || 50, 100));
      const before = req.query.get('before');
      const after = req.query.get('after');
      let list = state.messagesIn(r.channel.id, (m) => !m.ephemeral); // oldest first
      if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
      if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
      const page = after && !before ? list.slice(0, limit) : list.slice(-limit);
      return ok(page.reverse().map((m) => m.toAPI()));
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
      const archived = changeInThread(r.channel);
      if (archived) return archived;
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
      const archived = changeInThread(r.channel);
      if (archived) return archived;
      state.remove(msg);
      return noContent;
    }),
  );

  interactionRoutes(router, state);
  threadRoutes(router, state, { authed, botChannel, dispatch });


  const handle = async (req: RestRequest): Promise<{ result: RestResult; route: string | null }> => {
    const match = router.match(req.method, req.path);
    if (!match) return { result: fail(apiError(404, 0, '404: Not Found')), route: null };
    return { result: await match.handler(req, match.params), route: match.template };
  };
  /** The route template a request would take (null: none). */
  const routeOf = (method: string, path: string): string | null => router.match(method, path)?.template ?? null;
  return Object.assign(handle, { routeOf });
}
