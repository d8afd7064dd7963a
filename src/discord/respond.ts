// Answers to an interaction sent straight through discord.js's REST client, as the API JSON the
// renderers already produce. discord.js's interaction.reply/update run every answer through its
// MessagePayload, which rebuilds the body and, on every call, resolves three lazily required
// modules by file path (Node's cache of relative requires misses for a module another file loaded
// first). Sent as they are, the capacity bench's bot process spends 0.93–0.95 ms per interaction
// at 500/s instead of 1.23–1.29 ms (2026-11-27). The interaction's own bookkeeping (replied,
// deferred, ephemeral) is kept as discord.js keeps it, so editReply, followUp and the router's
// error answers work on it as before.
// Answers that carry files still go through discord.js, which builds the multipart attachments.
import {
  InteractionResponseType,
  MessageFlags,
  Routes,
  type APIInteractionResponseCallbackData,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type MessageComponentInteraction,
  type RepliableInteraction,
} from 'discord.js';
import type { MessagePayload } from './payload.js';

/**
 * discord.js's options for a payload (for answers that carry files, which discord.js uploads).
 * Renderers already return API JSON; wrapped like this (a JSONEncodable), discord.js sends it as
 * it is instead of rebuilding every embed and component object key by key to snake_case them
 * (the largest share of what a panel reply allocated, and a fifth of a reply's CPU time).
 */
export function asIs<T>(data: T): { toJSON(): T } {
  return { toJSON: () => data };
}

/** A payload as an ephemeral reply. */
export function asEphemeral(payload: MessagePayload): InteractionReplyOptions & { flags: MessageFlags.Ephemeral } {
  return { ...reply(payload), flags: MessageFlags.Ephemeral };
}

/** A payload as a public reply. */
export function reply(payload: MessagePayload): InteractionReplyOptions {
  return {
    content: payload.content ?? '',
    embeds: (payload.embeds ?? []).map(asIs),
    components: (payload.components ?? []).map(asIs),
    allowedMentions: payload.allowedMentions ?? { parse: [] },
    ...(payload.files ? { files: payload.files } : {}),
  };
}

/** A payload as an update of the component's message (every part replaced, its pictures too). */
export function update(payload: MessagePayload): InteractionUpdateOptions {
  return {
    content: payload.content ?? '',
    embeds: (payload.embeds ?? []).map(asIs),
    components: (payload.components ?? []).map(asIs),
    allowedMentions: payload.allowedMentions ?? { parse: [] },
    attachments: [],
    ...(payload.files ? { files: payload.files } : {}),
  };
}

/** The API body of a payload without files (answers with files go through discord.js above). */
function callbackData(payload: MessagePayload, flags = 0, clearAttachments = false): APIInteractionResponseCallbackData {
  return {
    content: payload.content ?? '',
    embeds: payload.embeds ?? [],
    components: payload.components ?? [],
    allowed_mentions: { parse: payload.allowedMentions?.parse ?? [], ...(payload.allowedMentions?.users ? { users: payload.allowedMentions.users } : {}) },
    ...(flags ? { flags } : {}),
    ...(clearAttachments ? { attachments: [] } : {}),
  };
}

async function send(interaction: RepliableInteraction | MessageComponentInteraction, type: InteractionResponseType, data: APIInteractionResponseCallbackData): Promise<void> {
  // discord.js's own words for this mistake (its error class cannot be made outside it).
  if (interaction.deferred || interaction.replied) throw new Error('The reply to this interaction has already been sent or deferred.');
  await interaction.client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), { body: { type, data }, auth: false });
  interaction.replied = true;
}

/** A new message answering the interaction (ephemeral: only its user sees it). */
export async function replyRaw(interaction: RepliableInteraction | MessageComponentInteraction, payload: MessagePayload, ephemeral: boolean): Promise<void> {
  if (payload.files?.length) {
    await interaction.reply(ephemeral ? asEphemeral(payload) : reply(payload));
    return;
  }
  await send(interaction, InteractionResponseType.ChannelMessageWithSource, callbackData(payload, ephemeral ? MessageFlags.Ephemeral : 0));
  interaction.ephemeral = ephemeral;
}

/** The clicked component's message replaced by the payload (its pictures dropped). */
export async function updateRaw(interaction: MessageComponentInteraction, payload: MessagePayload): Promise<void> {
  if (payload.files?.length) {
    await interaction.update(update(payload));
    return;
  }
  await send(interaction, InteractionResponseType.UpdateMessage, callbackData(payload, 0, true));
}
