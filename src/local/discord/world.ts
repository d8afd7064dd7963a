// The local Discord's world as a file: its users, guilds, channels and messages (what the page
// shows and the bot edits), so a local table restarted on the same database finds the channels,
// players and posts its stored games refer to. Interactions and the request log are not kept
// (their tokens expire within minutes anyway).
import { ChannelType, MessageType, type APIEmbed, type APIMessageTopLevelComponent } from 'discord.js';
import { z } from 'zod';
import { LocalMessage } from './messages.js';
import { LocalChannel, LocalUser } from './model.js';
import type { LocalState } from './state.js';

const attachment = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string().optional(),
  description: z.string().optional(),
  data: z.string(),
});

const message = z.object({
  id: z.string(),
  channelId: z.string(),
  origin: z.enum(['channel', 'interaction-response', 'interaction-followup']),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
  type: z.number(),
  content: z.string(),
  embeds: z.array(z.record(z.string(), z.unknown())),
  components: z.array(z.record(z.string(), z.unknown())),
  flags: z.number(),
  visibleTo: z.string().nullable(),
  interactionId: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
  mentions: z.array(z.string()).default([]),
  attachments: z.array(attachment),
});

/** What a world file holds (checked when it is read back). */
export const worldSchema = z.object({
  version: z.literal(1),
  applicationId: z.string(),
  users: z.array(z.object({ id: z.string(), username: z.string(), globalName: z.string().nullable() })),
  guilds: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      ownerId: z.string(),
      members: z.array(z.string()),
      // A thread (issue 33) has its parent, whether it is archived, its members and its messages counted.
      channels: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          thread: z.object({ parentId: z.string(), archived: z.boolean(), members: z.array(z.string()), messages: z.number() }).optional(),
        }),
      ),
    }),
  ),
  dms: z.array(z.object({ userId: z.string(), channelId: z.string() })),
  messages: z.array(message),
});

export type WorldSnapshot = z.infer<typeof worldSchema>;

/** The world as a plain object (JSON-ready); deleted messages are left out. */
export function exportWorld(state: LocalState): WorldSnapshot {
  const people = [...state.users.values()].filter((u) => u.id !== state.botUser.id);
  return {
    version: 1,
    applicationId: state.applicationId,
    users: people.map((u) => ({ id: u.id, username: u.username, globalName: u.globalName })),
    guilds: [...state.guilds.values()].map((g) => ({
      id: g.id,
      name: g.name,
      ownerId: g.ownerId,
      members: [...g.members.keys()].filter((id) => id !== state.botUser.id),
      channels: g.channels.map((c) => ({ id: c.id, name: c.name, ...(c.isThread && c.parentId ? { thread: { parentId: c.parentId, archived: c.archived, members: [...c.memberIds], messages: c.messageCount } } : {}) })),
    })),
    dms: [...state.dmChannels.entries()].map(([userId, c]) => ({ userId, channelId: c.id })),
    messages: [...state.messages.values()]
      .filter((m) => !m.deleted && !m.loading)
      .map((m) => ({
        id: m.id,
        channelId: m.channelId,
        origin: m.origin,
        createdAt: m.createdAt,
        editedAt: m.editedAt,
        type: m.type,
        content: m.content,
        embeds: m.embeds as unknown as Record<string, unknown>[],
        components: m.components as unknown as Record<string, unknown>[],
        flags: m.flags,
        visibleTo: m.visibleTo,
        interactionId: m.interactionId,
        extra: m.extra,
        mentions: m.mentions.map((u) => u.id),
        attachments: m.attachments.map((a) => ({
          id: a.id,
          filename: a.filename,
          ...(a.contentType ? { contentType: a.contentType } : {}),
          ...(a.description ? { description: a.description } : {}),
          data: a.data.toString('base64'),
        })),
      })),
  };
}

/**
 * Fills a new state (only its bot user so far, made with `snapshot.applicationId`) with a world
 * read back from a file: the same ids, so stored games find their channels, players and posts.
 */
export function importWorld(state: LocalState, snapshot: WorldSnapshot): void {
  for (const u of snapshot.users) state.users.set(u.id, new LocalUser(u.id, u.username, u.globalName));
  for (const g of snapshot.guilds) {
    const members = g.members.map((id) => state.users.get(id)).filter((u): u is LocalUser => u !== undefined);
    const owner = state.users.get(g.ownerId);
    const guild = state.createGuild({ name: g.name, members, ...(owner ? { owner } : {}), channels: [] }, g.id);
    for (const c of g.channels) {
      const channel = state.addChannel(guild, { name: c.name, ...(c.thread ? { type: ChannelType.PublicThread } : {}) }, c.id);
      if (!c.thread) continue;
      channel.parentId = c.thread.parentId;
      channel.ownerId = state.botUser.id;
      channel.archived = c.thread.archived;
      channel.messageCount = c.thread.messages;
      for (const id of c.thread.members) channel.memberIds.add(id);
    }
  }
  for (const d of snapshot.dms) {
    const user = state.users.get(d.userId);
    if (!user) continue;
    const channel = new LocalChannel(d.channelId, ChannelType.DM, '', null);
    channel.recipient = user;
    state.dmChannels.set(user.id, channel);
    state.channels.set(channel.id, channel);
  }
  for (const m of snapshot.messages) {
    const channel = state.channels.get(m.channelId);
    if (!channel) continue;
    const msg = new LocalMessage(m.id, channel.id, channel.guildId, state.botUser.toAPI(), m.origin, m.createdAt, m.type as MessageType);
    msg.editedAt = m.editedAt;
    msg.content = m.content;
    msg.embeds = m.embeds as unknown as APIEmbed[];
    msg.components = m.components as unknown as APIMessageTopLevelComponent[];
    msg.flags = m.flags;
    msg.visibleTo = m.visibleTo;
    msg.interactionId = m.interactionId;
    msg.extra = m.extra;
    msg.mentions = m.mentions.flatMap((id) => state.users.get(id)?.toAPI() ?? []);
    msg.attachments = m.attachments.map((a) => {
      const data = Buffer.from(a.data, 'base64');
      return {
        id: a.id,
        filename: a.filename,
        size: data.length,
        contentType: a.contentType,
        description: a.description,
        data,
        url: `${state.baseUrl}/attachments/${channel.id}/${a.id}/${encodeURIComponent(a.filename)}`,
      };
    });
    state.adopt(msg, channel);
  }
  // A thread started on a message has the message's id.
  for (const msg of state.messages.values()) {
    const thread = state.channels.get(msg.id);
    if (thread?.isThread && thread.parentId === msg.channelId) msg.thread = thread;
  }
}
