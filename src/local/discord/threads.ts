// Threads as Discord has them (its "Threads" topic and the channel resource): a public thread
// started on a message (its id is the message's, one per message: 160004), its members, archiving
// (PATCH the channel; a message sent in an archived, unlocked thread by someone who may send in
// threads unarchives it, as Discord does; an edit or delete there is refused with 50083), and the
// permissions: Create Public Threads to start one, Send Messages in Threads (not Send Messages)
// to post in one. A thread has its parent's permission overwrites. Gateway: THREAD_CREATE,
// THREAD_UPDATE (Guilds intent), THREAD_MEMBERS_UPDATE (GuildMembers intent), as Discord sends them.
import { ChannelType, GatewayIntentBits, PermissionFlagsBits as P } from 'discord.js';
import type { Router } from './http.js';
import type { LocalChannel, LocalGuild } from './model.js';
import { has } from './permissions.js';
import { fail, MISSING_PERMISSIONS, noContent, ok, UNKNOWN_CHANNEL, UNKNOWN_MESSAGE, type RestRequest, type RestResult } from './rest-common.js';
import type { LocalState } from './state.js';
import { apiError, invalidFormBody } from './validation.js';

/** What the thread routes need of the REST handler: its auth wrapper, a channel the bot can see, the gateway. */
export interface ThreadEnv {
  authed(handler: (req: RestRequest, p: Record<string, string>) => RestResult): (req: RestRequest, p: Record<string, string>) => RestResult | Promise<RestResult>;
  botChannel(id: string, need?: bigint): { channel: LocalChannel; guild: LocalGuild | null; perms: bigint } | RestResult;
  dispatch(event: string, data: unknown, guildId: string | null, intent: number): void;
}

const ARCHIVE_DURATIONS = new Set([60, 1440, 4320, 10080]);
export const ARCHIVED_THREAD = fail(apiError(400, 50083, 'Invalid action on an archived thread'));
const isResult = (x: unknown): x is RestResult => typeof x === 'object' && x !== null && 'status' in x;

/** A thread's channel object with the guild id, as THREAD_CREATE and THREAD_UPDATE carry it. */
const threadEvent = (thread: LocalChannel) => ({ ...thread.toAPI(), guild_id: thread.guildId });

/**
 * Before a message is sent in `channel`: nothing for a channel that is not a thread; for a
 * thread, what Discord checks (Send Messages in Threads; locked and archived) and the unarchive a
 * message makes. Null: send it.
 */
export function sendInThread(state: LocalState, channel: LocalChannel, perms: bigint, dispatch: ThreadEnv['dispatch']): RestResult | null {
  if (!channel.isThread) return null;
  if (!has(perms, P.SendMessagesInThreads)) return MISSING_PERMISSIONS;
  if (channel.archived) {
    if (channel.locked && !has(perms, P.ManageThreads)) return ARCHIVED_THREAD;
    channel.archived = false;
    channel.archiveTimestamp = Date.now();
    dispatch('THREAD_UPDATE', threadEvent(channel), channel.guildId, GatewayIntentBits.Guilds);
  }
  channel.messageCount++;
  // The message the thread was started on shows its count ("12 Messages"): it changes with it.
  const starter = state.messages.get(channel.id);
  if (starter) state.touch(starter);
  state.changed();
  return null;
}

export function threadRoutes(router: Router<RestRequest, RestResult>, state: LocalState, env: ThreadEnv): void {
  const { authed, botChannel, dispatch } = env;

  router.on(
    'POST',
    '/channels/:channel/messages/:message/threads',
    authed((req, p) => {
      const r = botChannel(p.channel!);
      if (isResult(r)) return r;
      const { channel, guild, perms } = r;
      if (!guild || channel.isThread || channel.type === ChannelType.GuildCategory || channel.type === ChannelType.GuildVoice) return fail(apiError(400, 50024, 'Cannot execute action on this channel type'));
      if (!has(perms, P.CreatePublicThreads)) return MISSING_PERMISSIONS;
      const msg = state.messages.get(p.message!);
      if (!msg || msg.deleted || msg.ephemeral || msg.channelId !== channel.id) return UNKNOWN_MESSAGE;
      if (msg.thread || state.channels.has(msg.id)) return fail(apiError(400, 160004, 'A thread has already been created for this message'));
      const name = typeof req.body.name === 'string' ? req.body.name : '';
      if (name.length < 1 || name.length > 100) return fail(invalidFormBody([{ path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }]));
      const duration = req.body.auto_archive_duration;
      if (duration !== undefined && !ARCHIVE_DURATIONS.has(Number(duration))) return fail(invalidFormBody([{ path: ['auto_archive_duration'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {60, 1440, 4320, 10080}.' }]));
      const thread = state.addChannel(guild, { name, type: ChannelType.PublicThread }, msg.id);
      thread.parentId = channel.id;
      thread.ownerId = state.botUser.id;
      thread.autoArchiveDuration = duration === undefined ? 4320 : Number(duration);
      thread.archiveTimestamp = Date.now();
      thread.memberIds.add(state.botUser.id);
      msg.thread = thread;
      state.touch(msg);
      dispatch('THREAD_CREATE', { ...threadEvent(thread), newly_created: true }, guild.id, GatewayIntentBits.Guilds);
      return ok(thread.toAPI());
    }),
  );

  /** A thread of the bot's guilds by id, with what the bot may do there. */
  const thread = (id: string): { thread: LocalChannel; guild: LocalGuild; perms: bigint } | RestResult => {
    const r = botChannel(id);
    if (isResult(r)) return r;
    if (!r.channel.isThread || !r.guild) return UNKNOWN_CHANNEL;
    return { thread: r.channel, guild: r.guild, perms: r.perms };
  };

  router.on(
    'PUT',
    '/channels/:channel/thread-members/:user',
    authed((_req, p) => {
      const r = thread(p.channel!);
      if (isResult(r)) return r;
      if (r.thread.archived) return ARCHIVED_THREAD;
      if (!has(r.perms, P.SendMessagesInThreads)) return MISSING_PERMISSIONS;
      if (!r.guild.member(p.user!)) return fail(apiError(404, 10007, 'Unknown Member'));
      if (!r.thread.memberIds.has(p.user!)) {
        r.thread.memberIds.add(p.user!);
        dispatch('THREAD_MEMBERS_UPDATE', { id: r.thread.id, guild_id: r.guild.id, member_count: r.thread.memberIds.size, added_members: [{ id: r.thread.id, user_id: p.user, join_timestamp: new Date().toISOString(), flags: 0 }] }, r.guild.id, GatewayIntentBits.GuildMembers);
        state.changed();
      }
      return noContent;
    }),
  );

  router.on(
    'GET',
    '/channels/:channel/thread-members',
    authed((_req, p) => {
      const r = thread(p.channel!);
      if (isResult(r)) return r;
      return ok([...r.thread.memberIds].map((id) => ({ id: r.thread.id, user_id: id, join_timestamp: new Date(r.thread.archiveTimestamp).toISOString(), flags: 0 })));
    }),
  );

  router.on(
    'PATCH',
    '/channels/:channel',
    authed((req, p) => {
      const r = thread(p.channel!);
      if (isResult(r)) return r;
      const { thread: t, perms } = r;
      // The thread's creator may archive it and unarchive it; anything else needs Manage Threads.
      const mine = t.ownerId === state.botUser.id;
      if ('locked' in req.body && !has(perms, P.ManageThreads)) return MISSING_PERMISSIONS;
      if ('archived' in req.body && !mine && !has(perms, P.ManageThreads)) return MISSING_PERMISSIONS;
      if (typeof req.body.name === 'string') {
        if (t.archived && req.body.archived !== false) return ARCHIVED_THREAD;
        t.name = req.body.name;
      }
      if (typeof req.body.locked === 'boolean') t.locked = req.body.locked;
      if (typeof req.body.archived === 'boolean' && req.body.archived !== t.archived) {
        t.archived = req.body.archived;
        t.archiveTimestamp = Date.now();
      }
      dispatch('THREAD_UPDATE', threadEvent(t), r.guild.id, GatewayIntentBits.Guilds);
      state.changed();
      return ok(t.toAPI());
    }),
  );
}

/** An edit or delete of a message: refused in an archived thread. */
export function changeInThread(channel: LocalChannel): RestResult | null {
  return channel.isThread && channel.archived ? ARCHIVED_THREAD : null;
}

