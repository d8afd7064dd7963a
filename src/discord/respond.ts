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
  type MessageComponentInteraction,
  type RepliableInteraction,
} from 'discord.js';
import type { MessagePayload } from './payload.js';

/** The API body of a payload without files (the caller checked). */
export function callbackData(payload: MessagePayload, flags = 0, clearAttachments = false): APIInteractionResponseCallbackData {
  return {
    content: payload.content ?? '',
    embeds: payload.embeds ?? [],
    components: payload.components ?? [],
    allowed_mentions: { parse: payload.allowedMentions?.parse ?? [], ...(payload.allowedMentions?.users ? { users: payload.allowedMentions.users } : {}) },
    ...(flags ? { flags } : {}),
    ...(clearAttachments ? { attachments: [] } : {}),
  };
}

/** discord.js's options for a payload with files (the scenes still to draw left out). */
function withoutPictures(payload: MessagePayload): Omit<MessagePayload, 'pictures'> {
  const { pictures: _pictures, ...rest } = payload;
  return { ...rest, allowedMentions: { parse: [], ...rest.allowedMentions } };
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
    await interaction.reply({ ...withoutPictures(payload), ...(ephemeral ? { flags: MessageFlags.Ephemeral as const } : {}) });
    return;
  }
  await send(interaction, InteractionResponseType.ChannelMessageWithSource, callbackData(payload, ephemeral ? MessageFlags.Ephemeral : 0));
  interaction.ephemeral = ephemeral;
}

/** The clicked component's message replaced by the payload (its pictures dropped). */
export async function updateRaw(interaction: MessageComponentInteraction, payload: MessagePayload): Promise<void> {
  if (payload.files?.length) {
    await interaction.update({ ...withoutPictures(payload), attachments: [] });
    return;
  }
  await send(interaction, InteractionResponseType.UpdateMessage, callbackData(payload, 0, true));
}
