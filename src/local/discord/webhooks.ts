// Interactions as Discord answers them: the callback (reply, defer, update, modal, autocomplete
// choices — each only where Discord allows it, within 3 seconds, once), then the interaction's
// webhook for edits of @original and follow-ups, with the message metadata Discord adds.
import {
  ApplicationCommandOptionType as OptType,
  InteractionResponseType as Cb,
  InteractionType,
  MessageFlags,
  MessageType,
} from 'discord.js';
import { jsonObject, type Router } from './http.js';
import { callbackName, type InteractionHandle } from './interactions.js';
import type { LocalMessage } from './messages.js';
import {
  ALREADY_ACKNOWLEDGED,
  fail,
  noContent,
  ok,
  UNKNOWN_INTERACTION,
  UNKNOWN_MESSAGE,
  UNKNOWN_WEBHOOK,
  type Json,
  type RestRequest,
  type RestResult,
} from './rest-common.js';
import type { LocalState } from './state.js';
import { apiError, emptyAfterEdit, invalidFormBody, validateChoices, validateMessageBody, validateModal, type ApiError } from './validation.js';

/** Adds the interaction callback and the interaction webhook routes. */
export function interactionRoutes(router: Router<RestRequest, RestResult>, state: LocalState): void {
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
      if (ephemeral) state.ephemeral(msg, h.user.id);
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
    if (ephemeral) state.ephemeral(msg, h.user.id);
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
