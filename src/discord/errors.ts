// Every error a user can cause is answered here, in one place, as an ephemeral message that
// says what happened and what to do. Unexpected failures get a short apology and a reference;
// the stack trace goes to the log, never to Discord.
import { randomBytes } from 'node:crypto';
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { RuleError } from '../engine/game.js';
import type { ServiceError } from '../service/types.js';
import type { Logger } from '../log.js';

/** A problem to explain to the user who caused it. Thrown by handlers, caught by the router. */
export class UserError extends Error {
  override readonly name = 'UserError';
  constructor(message: string) {
    super(message);
  }
}

/** Words for the service's own error codes. Game rule errors go to the game's text module; `command` is the game's slash command. */
export function serviceErrorText(error: ServiceError, ruleText: (e: RuleError) => string, command?: string): string {
  const p = error.params ?? {};
  switch (error.code) {
    case 'NO_GAME':
      return 'That game no longer exists.';
    case 'CHANNEL_BUSY':
      return 'There is already a game in this channel. Finish or cancel it first, or start one in another channel or thread.';
    case 'NOT_HOST':
      return 'Only the host or someone with the Manage Server permission can do that.';
    case 'ALREADY_JOINED':
      return 'You are already at this table.';
    case 'LOBBY_FULL':
      return `The table is full (${String(p.max)} seats).`;
    case 'LOBBY_CLOSED':
      return 'This table has already started or been closed.';
    case 'NOT_ENOUGH_PLAYERS':
      return `At least ${String(p.min)} players are needed to start (${String(p.seated)} seated). Invite friends or add AI seats.`;
    case 'NO_AI_FOR_GAME':
      return 'This game has no AI players yet.';
    case 'NO_AI_SEAT':
      return 'There is no AI seat to remove.';
    case 'NOT_AI_SEAT':
      return 'That seat is not an AI seat.';
    case 'GAME_NOT_RUNNING':
    case 'GAME_NOT_ACTIVE':
      return 'This game is not running.';
    case 'NOT_IN_GAME':
      return 'You are not playing in this game.';
    case 'BAD_COMMAND':
      return `That action was not understood (a number or a name out of range). Nothing was changed; try again from a fresh panel${command ? ` (\`/${command} hand\`)` : ''}.`;
    case 'BAD_OPTIONS':
    case 'BAD_SETTINGS':
      return `Some options are out of range: ${String(p.fields ?? '')}.`;
    case 'STALE_VERSION':
      return 'The game moved on since these buttons were drawn; nothing was changed. Here is the current state.';
    default:
      return error.rule ? ruleText(error) : `That did not work (${error.code}).`;
  }
}

/** Replies (or follows up) with an ephemeral error, whatever state the interaction is in. */
export async function sendError(interaction: RepliableInteraction, text: string): Promise<void> {
  const payload = { content: `⚠️ ${text}`, flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
  if (interaction.deferred && !interaction.replied) await interaction.editReply({ content: payload.content, allowedMentions: payload.allowedMentions });
  else if (interaction.replied || interaction.deferred) await interaction.followUp(payload);
  else await interaction.reply(payload);
}

/** For unexpected failures: log everything, tell the user a short reference. */
export async function sendFailure(interaction: RepliableInteraction, error: unknown, log: Logger): Promise<void> {
  const ref = randomBytes(3).toString('hex');
  log.error(`failed (ref ${ref})`, error);
  try {
    await sendError(interaction, `Something went wrong on our side (ref ${ref}). Nothing was lost; please try again.`);
  } catch (inner) {
    log.warn(`could not report failure ref ${ref} to Discord`, inner);
  }
}
