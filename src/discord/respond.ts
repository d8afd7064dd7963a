// Answers to an interaction sent straight through discord.js's REST client, as the API JSON the
// renderers already produce. discord.js's interaction.reply/update run every answer through its
// MessagePayload, which rebuilds the body and, on every call, resolves three lazily required
// modules by file path (Node's cache of relative requires misses for a module another file loaded
// first). Sent as they are, the capacity bench's bot process spends 0.93–0.95 ms per interaction
// at 500/s instead of 1.23–1.29 ms (2026-11-27). The interaction's own bookkeeping (replied,
// deferred, ephemeral) is kept as discord.js keeps it, so editReply, followUp and the router's
// error answers work on it as before. Interaction callbacks go around discord.js's REST client
// (callback.ts), files as one multipart body (upload.ts), and so does the edit that adds the
// pictures drawn after an answer.
import { InteractionResponseType, MessageFlags, Routes, type AutocompleteInteraction, type InteractionReplyOptions, type MessageComponentInteraction, type RepliableInteraction } from 'discord.js';
import type { MessagePayload } from './payload.js';
import { interactionRequest, postCallback } from './callback.js';
import { choiceName } from './format.js';
import { messageJson } from './upload.js';

/**
 * discord.js's options for a payload (the lobby's reply, which needs discord.js's message back).
 * Renderers already return API JSON; wrapped like this (a JSONEncodable), discord.js sends it as
 * it is instead of rebuilding every embed and component object key by key to snake_case them
 * (the largest share of what a panel reply allocated, and a fifth of a reply's CPU time).
 */
function asIs<T>(data: T): { toJSON(): T } {
  return { toJSON: () => data };
}

/** A payload as a public reply through discord.js (the lobby, which needs the message back). */
export function reply(payload: MessagePayload): InteractionReplyOptions {
  return {
    content: payload.content ?? '',
    embeds: (payload.embeds ?? []).map(asIs),
    components: (payload.components ?? []).map(asIs),
    allowedMentions: payload.allowedMentions ?? { parse: [] },
    ...(payload.files ? { files: payload.files } : {}),
  };
}

async function send(interaction: RepliableInteraction | MessageComponentInteraction, type: InteractionResponseType, data: Record<string, unknown>, files: MessagePayload['files']): Promise<void> {
  // discord.js's own words for this mistake (its error class cannot be made outside it).
  if (interaction.deferred || interaction.replied) throw new Error('The reply to this interaction has already been sent or deferred.');
  await postCallback(interaction.client.rest, interaction.id, interaction.token, { type, data }, files);
  interaction.replied = true;
}

/** A new message answering the interaction (ephemeral: only its user sees it), files and all. */
export async function replyRaw(interaction: RepliableInteraction | MessageComponentInteraction, payload: MessagePayload, ephemeral: boolean): Promise<void> {
  const data = messageJson(payload);
  await send(interaction, InteractionResponseType.ChannelMessageWithSource, ephemeral ? { ...data, flags: MessageFlags.Ephemeral } : data, payload.files);
  interaction.ephemeral = ephemeral;
}

/**
 * The clicked component's message replaced by the payload: its attachments become the payload's
 * files, or `keep` (uploads it already has, by id), or none.
 */
export async function updateRaw(interaction: MessageComponentInteraction, payload: MessagePayload, keep?: readonly { readonly id: string }[]): Promise<void> {
  const data = messageJson(payload, true);
  await send(interaction, InteractionResponseType.UpdateMessage, keep ? { ...data, attachments: keep.map((a) => ({ id: a.id })) } : data, payload.files);
}

/** The interaction's first answer with new embeds and the files as its only attachments (its words and components kept). */
export async function editOriginalPictures(interaction: RepliableInteraction | MessageComponentInteraction, payload: MessagePayload): Promise<void> {
  const { embeds, attachments } = messageJson(payload, true);
  await interactionRequest(interaction.client.rest, 'PATCH', Routes.webhookMessage(interaction.applicationId, interaction.token, '@original'), { embeds, attachments }, payload.files);
}

/**
 * Autocomplete choices as the interaction's answer: what discord.js's respond() sends, through
 * callback.ts. Discord shows a choice's name as plain text, so the names (written as markdown, as
 * all the bot's words are) are made plain here, for every autocomplete of every game (plainText).
 */
export async function respondChoices(interaction: AutocompleteInteraction, choices: readonly { readonly name: string; readonly value: string }[]): Promise<void> {
  if (interaction.responded) throw new Error('The reply to this interaction has already been sent or deferred.');
  const plain = choices.map((c) => ({ name: choiceName(c.name), value: c.value }));
  await postCallback(interaction.client.rest, interaction.id, interaction.token, { type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices: plain } });
  interaction.responded = true;
}
