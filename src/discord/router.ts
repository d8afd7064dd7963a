// The one permanent interactionCreate listener: slash commands, autocomplete, buttons and menus.
// Nothing is kept in memory between interactions (no collectors), so every button of every
// earlier message keeps working after a restart. User errors are answered here, in one place.
import { DiscordAPIError, DiscordjsError, DiscordjsErrorCodes, RESTJSONErrorCodes, type Interaction, type RepliableInteraction } from 'discord.js';
import type { Command } from './command.js';
import type { Logger } from '../log.js';
import { inLanguage, languageOf, t } from '../i18n/index.js';
import { decodeId } from './custom-id.js';
import { sendError, sendFailure, UserError } from './errors.js';
import { isTransient } from './posts.js';
import { UntakenAnswers, type Watch } from './untaken.js';
import type { BotContext } from './interact.js';
import { respondChoices } from './respond.js';
import { lobbyComponent } from './lobby-handlers.js';
import { optionProblem, outOfDate, OUT_OF_DATE } from './options.js';
import { NO_TELEMETRY, type BotTelemetry, type InteractionKind, type InteractionOutcome } from './telemetry.js';

/** Interaction ids remembered to recognise a redelivery (Discord redelivers within seconds). */
const REMEMBERED_IDS = 10_000;

/** discord.js's complaints when a command's options are not what the handler reads: a stale registration. */
const OPTION_MISMATCH = new Set<string>([
  DiscordjsErrorCodes.CommandInteractionOptionNotFound,
  DiscordjsErrorCodes.CommandInteractionOptionType,
  DiscordjsErrorCodes.CommandInteractionOptionEmpty,
  DiscordjsErrorCodes.CommandInteractionOptionNoSubcommand,
  DiscordjsErrorCodes.CommandInteractionOptionNoSubcommandGroup,
]);

/** What an interaction is, for the log: "/spiel host extend", "button sp:hand:12", "autocomplete /spiel publish". */
function describe(interaction: Interaction): string {
  if (interaction.isChatInputCommand()) return `/${interaction.commandName} ${[interaction.options.getSubcommandGroup(false), interaction.options.getSubcommand(false)].filter(Boolean).join(' ')}`.trim();
  if (interaction.isAutocomplete()) return `autocomplete /${interaction.commandName}`;
  if (interaction.isMessageComponent()) return `component ${interaction.customId}`;
  return `interaction type ${interaction.type}`;
}

/** The kind of an interaction, for the telemetry. */
function kindOf(interaction: Interaction): InteractionKind {
  if (interaction.isChatInputCommand()) return 'command';
  if (interaction.isAutocomplete()) return 'autocomplete';
  if (interaction.isButton()) return 'button';
  if (interaction.isAnySelectMenu()) return 'select';
  if (interaction.isModalSubmit()) return 'modal';
  return 'other';
}

/** Discord's word that an interaction was answered already (or is gone): a redelivery, not a bug. */
function answeredAlready(error: unknown): boolean {
  return error instanceof DiscordAPIError && (error.code === RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged || error.code === RESTJSONErrorCodes.UnknownInteraction);
}

/**
 * A test of "seen before?" over the last `limit` ids: true the first time an id comes by, false
 * while it is among the last `limit` seen. A set to ask, and a ring in arrival order to forget the
 * oldest (asking a Set for its first entry walks past every entry deleted before it).
 */
export function firstTimeOf(limit: number): (id: string) => boolean {
  const seen = new Set<string>();
  const arrived: (string | undefined)[] = new Array<string | undefined>(limit).fill(undefined);
  let next = 0;
  return (id) => {
    if (seen.has(id)) return false;
    const oldest = arrived[next];
    if (oldest !== undefined) seen.delete(oldest);
    arrived[next] = id;
    next = (next + 1) % limit;
    seen.add(id);
    return true;
  };
}

/**
 * The router: answers each interaction and reports to `telemetry` its kind, how it ended and how
 * long it took from its arrival until its answer was sent (or given up).
 */
export function createRouter(ctx: BotContext, commands: readonly Command[], telemetry: BotTelemetry = NO_TELEMETRY): (interaction: Interaction) => Promise<void> {
  const byName = new Map(commands.map((c) => [c.data.name, c]));
  const declared = new Map(commands.map((c) => [c.data.name, c.data.toJSON()]));
  const byNs = new Map(commands.flatMap((c) => (c.components ? [[c.components.ns, c.components.run] as const] : [])));
  byNs.set('lobby', lobbyComponent);
  const firstTime = firstTimeOf(REMEMBERED_IDS);
  const untaken = new UntakenAnswers((listener) => ctx.service.onChange(listener));

  /** Handles one interaction in its user's language `lang`; says how it ended. */
  const handle = async (interaction: Interaction, lang: string, watch: Watch): Promise<InteractionOutcome> => {
    /** This interaction's log: its id, guild, channel and command on every line (made when needed). */
    const log = () => ctx.log.child({ interaction: interaction.id, guild: interaction.guildId, channel: interaction.channelId, command: describe(interaction) });
    if (!firstTime(interaction.id)) {
      log().debug('delivered again; it was answered the first time');
      return 'duplicate';
    }
    if (interaction.isAutocomplete()) {
      const command = byName.get(interaction.commandName);
      try {
        await (command?.autocomplete ? command.autocomplete(interaction, ctx) : respondChoices(interaction, []));
        return 'ok';
      } catch (error) {
        log().warn('autocomplete failed', error);
        if (!interaction.responded) await respondChoices(interaction, []).catch(() => undefined);
        return answeredAlready(error) ? 'gone' : isTransient(error) ? 'discord_unavailable' : 'error';
      }
    }
    if (!interaction.isRepliable()) return 'ignored';
    /** The registered commands are older than this version (a user error of the bot's owner). */
    let stale = false;
    try {
      if (interaction.isChatInputCommand()) {
        const command = byName.get(interaction.commandName);
        const data = declared.get(interaction.commandName);
        const problem = command && data ? optionProblem(data, interaction.options.data) : OUT_OF_DATE;
        if (!command || problem) {
          log().warn(`did not match this version's command data (${problem === OUT_OF_DATE || !command ? 'shape' : 'value'})`);
          stale = true;
          throw new UserError(problem === null || problem === OUT_OF_DATE ? outOfDate() : problem);
        }
        await command.execute(interaction, ctx);
      } else if (interaction.isMessageComponent()) {
        const id = decodeId(interaction.customId);
        const run = id ? byNs.get(id.ns) : undefined;
        if (!id || !run) throw new UserError(t('kit:error.notMine'));
        await run(interaction, id, ctx);
      } else {
        throw new UserError(t('kit:error.unsupported'));
      }
      return 'ok';
    } catch (error) {
      // After the handler's awaits: the answer is drawn in the user's language again (src/i18n).
      return await inLanguage(lang, () => failed(interaction, error, stale, log, watch));
    }
  };

  /** Answers an interaction whose handler threw; says how it ended. */
  const failed = async (interaction: RepliableInteraction, error: unknown, staleCommands: boolean, log: () => Logger, watch: Watch): Promise<InteractionOutcome> => {
    if (answeredAlready(error)) {
      log().warn(`answered already or gone (${(error as DiscordAPIError).code})`);
      return 'gone';
    }
    if (isTransient(error)) {
      // Discord failing is not the bot failing: no ERROR, no "something went wrong" (untaken.ts).
      const what = watch.changed ? 'what it did stands' : 'it changed nothing';
      log().warn(`Discord did not take the answer (${error instanceof Error ? error.message : String(error)}); ${what}`);
      if (watch.changed) await untaken.notTaken(interaction);
      return 'discord_unavailable';
    }
    let stale = staleCommands;
    if (error instanceof DiscordjsError && OPTION_MISMATCH.has(error.code)) {
      log().warn(`${error.message}; the registered commands are out of date`);
      stale = true;
    }
    const reason = stale && !(error instanceof UserError) ? new UserError(outOfDate()) : error;
    if (reason instanceof UserError) {
      try {
        await sendError(interaction, reason.message);
      } catch (e) {
        log().warn('could not send an error reply', e);
        if (isTransient(e)) return 'discord_unavailable';
      }
      return stale ? 'out_of_date' : 'user_error';
    }
    // Its words are drawn before its first await, so still in the user's language.
    await sendFailure(interaction, reason, log());
    return 'error';
  };

  return async (interaction) => {
    const started = performance.now();
    // Everything said to this user (replies, panels, errors) is in their client's language.
    const lang = languageOf(interaction.locale);
    const watch = untaken.watch(interaction.user.id);
    const outcome = await inLanguage(lang, () => handle(interaction, lang, watch)).finally(() => watch.end());
    telemetry.interaction(kindOf(interaction), outcome, (performance.now() - started) / 1000);
    // Owed a word about an earlier answer Discord did not take: after this one's answer.
    if (outcome !== 'discord_unavailable' && outcome !== 'duplicate' && interaction.isRepliable()) await inLanguage(lang, () => untaken.tellOwed(interaction));
  };
}
