// Every error a user can cause is answered here, in one place, as an ephemeral message that
// says what happened and what to do. Unexpected failures get a short apology and a reference;
// the stack trace goes to the log, never to Discord.
import { randomBytes } from 'node:crypto';
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { RuleError } from '../engine/game.js';
import type { ServiceError } from '../service/types.js';
import type { Logger } from '../log.js';
import { t } from '../i18n/index.js';
import { replyRaw } from './respond.js';

/**
 * A problem to explain to the user who caused it. Thrown by handlers, caught by the router.
 * It carries no stack trace: it is an answer, not a fault, and capturing one (through the
 * handler's async frames) was the largest single cost of answering "no table here" in the
 * capacity bench.
 */
export class UserError extends Error {
  override readonly name = 'UserError';
  constructor(message: string) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }
}

/** Words for the service's own error codes. Game rule errors go to the game's text module; `command` is the game's slash command. */
export function serviceErrorText(error: ServiceError, ruleText: (e: RuleError) => string, command?: string): string {
  const p = error.params ?? {};
  switch (error.code) {
    case 'NO_GAME':
      return t('kit:error.NO_GAME');
    case 'CHANNEL_BUSY':
      return t('kit:error.CHANNEL_BUSY');
    case 'NOT_HOST':
      return t('kit:error.NOT_HOST');
    case 'ALREADY_JOINED':
      return t('kit:error.ALREADY_JOINED');
    case 'LOBBY_FULL':
      return t('kit:error.LOBBY_FULL', { max: String(p.max) });
    case 'LOBBY_CLOSED':
      return t('kit:error.LOBBY_CLOSED');
    case 'NOT_ENOUGH_PLAYERS':
      return t('kit:error.NOT_ENOUGH_PLAYERS', { min: String(p.min), seated: String(p.seated) });
    case 'NO_AI_FOR_GAME':
      return t('kit:error.NO_AI_FOR_GAME');
    case 'NO_AI_SEAT':
      return t('kit:error.NO_AI_SEAT');
    case 'NOT_AI_SEAT':
      return t('kit:error.NOT_AI_SEAT');
    case 'GAME_NOT_RUNNING':
    case 'GAME_NOT_ACTIVE':
      return t('kit:error.GAME_NOT_RUNNING');
    case 'NOT_IN_GAME':
      return t('kit:error.NOT_IN_GAME');
    case 'BAD_COMMAND':
      return t('kit:error.BAD_COMMAND', { where: command ? t('kit:error.BAD_COMMAND_where', { command }) : '' });
    case 'BAD_OPTIONS':
    case 'BAD_SETTINGS':
      return t('kit:error.BAD_OPTIONS', { fields: String(p.fields ?? '') });
    case 'STALE_VERSION':
      return t('kit:error.STALE_VERSION');
    default:
      return error.rule ? ruleText(error) : t('kit:error.other', { code: error.code });
  }
}

/** Replies (or follows up) with an ephemeral error, whatever state the interaction is in. */
export async function sendError(interaction: RepliableInteraction, text: string): Promise<void> {
  const payload = { content: `⚠️ ${text}`, flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
  if (interaction.deferred && !interaction.replied) await interaction.editReply({ content: payload.content, allowedMentions: payload.allowedMentions });
  else if (interaction.replied || interaction.deferred) await interaction.followUp(payload);
  else await replyRaw(interaction, payload, true);
}

/** For unexpected failures: log everything, tell the user a short reference. */
export async function sendFailure(interaction: RepliableInteraction, error: unknown, log: Logger): Promise<void> {
  const ref = randomBytes(3).toString('hex');
  log.error(`failed (ref ${ref})`, error);
  try {
    await sendError(interaction, t('kit:error.failure', { ref }));
  } catch (inner) {
    log.warn(`could not report failure ref ${ref} to Discord`, inner);
  }
}
