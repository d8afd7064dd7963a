// The table's own verbs, the same for every game: start, join, leave, autopilot, remind. Each is
// a route; the words are the game's (its seat noun, its notes).
import { SlashCommandSubcommandBuilder, type APIApplicationCommandOption, type RepliableInteraction } from 'discord.js';
import { z } from 'zod';
import { UserError } from '../errors.js';
import { LIMITS, truncate } from '../format.js';
import { explain, requirePostingRights, requireSeat } from '../interact.js';
import { displayNameOf } from '../names.js';
import { replyRaw } from '../respond.js';
import { slash, type OptionValues, type SlashRoute } from './route.js';
import { openTable } from './open.js';
import { withServerDefaults } from './server-defaults.js';
import type { KitGame } from './game.js';
import { HOURS, unitName, unitToMs } from './unit.js';
import { LANGUAGES, t, tIn } from '../../i18n/index.js';

/** A private one-line answer. */
export function privately(interaction: RepliableInteraction, content: string): Promise<void> {
  return replyRaw(interaction, { content: truncate(content, LIMITS.content) }, true);
}

const onOff = z.object({ on: z.boolean() });

/** The kit's start options; the game's own (and the seats option, named by the game) pass through to its parse. */
const startArgs = z.looseObject({
  ai: z.number().int().optional(),
  ai_after_missed: z.number().int().optional(),
  on_leave: z.enum(['ai', 'retire']).optional(),
  away: z.enum(['ai', 'wait']).optional(),
  away_days: z.number().int().min(0).max(30).optional(),
  excuses: z.number().int().min(0).max(3).optional(),
  images: z.enum(['on', 'off']).optional(),
  thread: z.boolean().optional(),
  language: z.string().optional(),
});

/** The option values among a parsed loose object (the game's own start options). */
function primitives(values: Readonly<Record<string, unknown>>): OptionValues {
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1])));
}

/** start, join, leave, autopilot, remind for `game`. */
export function tableVerbs<V>(game: KitGame<V>): SlashRoute<never>[] {
  const { face } = game;
  const seat = face.words.seat;
  // What /… start declares, as Discord receives it: a server's defaults are checked against it.
  let declared: readonly APIApplicationCommandOption[] | null = null;
  const declaredStart = () => (declared ??= routes[0]?.options?.(new SlashCommandSubcommandBuilder().setName('start').setDescription('-')).toJSON().options ?? []);
  const routes: SlashRoute<never>[] = [
    slash.free({
      name: 'start',
      description: `Open a table for ${face.title} in this channel.`,
      options: (b) => {
        const own = face.start.options ? face.start.options(b, game.unit) : b;
        const reminder = game.unit === HOURS ? 'Remind whoever is awaited this long before a deadline (0 = off; default 3).' : `Remind whoever is awaited this many ${game.unit.name} before a deadline (0 = off).`;
        const all = own
          .addNumberOption((o) => o.setName(unitName('reminder', game.unit)).setDescription(reminder).setMinValue(0).setMaxValue(game.unit.max))
          .addIntegerOption((o) => o.setName(face.start.seats.option).setDescription(face.start.seats.description).setMinValue(game.seats.min).setMaxValue(game.seats.max))
          .addIntegerOption((o) => o.setName('ai').setDescription(face.start.ai.description).setMinValue(0).setMaxValue(face.start.ai.max))
          .addIntegerOption((o) =>
            o.setName('ai_after_missed').setDescription(`Missed deadlines in a row before the AI plays an absent ${seat} (default 2; 0 = never).`).setMinValue(0).setMaxValue(12),
          )
          .addStringOption((o) =>
            o
              .setName('on_leave')
              .setDescription(`What happens to the ${seat} of a player who leaves mid-game (default: the AI plays it).`)
              .addChoices({ name: 'The AI plays it', value: 'ai' }, { name: face.words.leaveRetireChoice, value: 'retire' }),
          )
          .addStringOption((o) =>
            o
              .setName('away')
              .setDescription(`While a player is away (/away): the table waits for them (default), or the AI plays their ${seat}.`)
              .addChoices({ name: 'Wait for them, a day at a time', value: 'wait' }, { name: 'The AI plays until they are back', value: 'ai' }),
          )
          .addIntegerOption((o) => o.setName('away_days').setDescription('Days the table waits for each away player per game (away: wait; default 7).').setMinValue(0).setMaxValue(30))
          .addIntegerOption((o) => o.setName('excuses').setDescription('Excused misses per player per game: a missed deadline is extended once instead (default 1).').setMinValue(0).setMaxValue(3))
          .addStringOption((o) =>
            o
              .setName('images')
              .setDescription('Pictures of the cards beside the words (default on; off: words only).')
              .addChoices({ name: 'On: pictures and words', value: 'on' }, { name: 'Off: words only', value: 'off' }),
          )
          .addBooleanOption((o) => o.setName('thread').setDescription('Play in a thread of its own; the lobby stays here as the table’s summary (default off).'));
        // Every game speaks every shipped language (the catalogue test sees to it); with one, there is nothing to choose.
        return LANGUAGES.length < 2
          ? all
          : all.addStringOption((o) =>
              o
                .setName('language')
                .setDescription('The language of the table’s public posts (default: the server’s language).')
                .addChoices(...LANGUAGES.map((lang) => ({ name: tIn(lang, 'kit:language.name'), value: lang }))),
            );
      },
      args: startArgs,
      run: async ({ interaction, ctx, args: given }) => {
        // Issue 33: the server's defaults (`/settings`) under the options given here, parsed as if typed.
        const kept = interaction.guildId ? ctx.service.servers.of(interaction.guildId).defaults[face.type] : undefined;
        const { values, fromServer } = withServerDefaults(declaredStart(), kept, primitives(given), game.unit);
        const args = startArgs.parse(values);
        const seats = args[face.start.seats.option];
        const reminder = args[unitName('reminder', game.unit)];
        await openTable(interaction, ctx, game, face.start.parse(primitives(args), ctx.defaults, game.unit), {
          reminderMs: typeof reminder === 'number' ? unitToMs(game.unit, reminder) : undefined,
          seats: typeof seats === 'number' ? seats : undefined,
          ai: args.ai,
          aiAfterMissed: args.ai_after_missed,
          onLeave: args.on_leave,
          away: args.away,
          awayDays: args.away_days,
          excuses: args.excuses,
          images: args.images === undefined ? undefined : args.images === 'on',
          thread: args.thread,
          language: args.language,
          fromServer,
        });
      },
    }),
    slash.table({
      name: 'join',
      description: 'Join the table in this channel.',
      args: z.object({}),
      run: async ({ interaction, ctx, game: table }) => {
        requirePostingRights(interaction);
        const result = ctx.service.join(table.id, interaction.user.id, displayNameOf(interaction));
        if (!result.ok) throw new UserError(explain(ctx, table.type, result.error));
        await privately(interaction, t('kit:verbs.joined'));
      },
    }),
    slash.table({
      name: 'leave',
      description: `Leave the table (mid-game: your ${seat} goes to the AI or ${face.words.leaveRetireShort}, as the host set).`,
      args: z.object({}),
      run: async ({ interaction, ctx, game: table }) => {
        const lobby = table.status === 'lobby';
        const result = lobby ? ctx.service.leave(table.id, interaction.user.id) : ctx.service.leaveGame(table.id, interaction.user.id);
        if (!result.ok) throw new UserError(explain(ctx, table.type, result.error));
        await privately(interaction, lobby ? t('kit:verbs.left') : table.settings.onLeave === 'retire' ? face.words.leftRetired : face.words.leftToAi);
      },
    }),
    slash.table({
      name: 'autopilot',
      description: `Let the AI play your ${seat} until you act again, or take it back.`,
      aliases: face.aliases?.autopilot ?? [],
      options: (b) => b.addBooleanOption((o) => o.setName('on').setDescription(`On: the AI plays for you. Off: take your ${seat} back.`).setRequired(true)),
      args: onOff,
      run: async ({ interaction, ctx, game: table, args }) => {
        requireSeat(table, interaction.user.id);
        const result = ctx.service.setAutopilot(table.id, interaction.user.id, args.on);
        if (!result.ok) throw new UserError(explain(ctx, table.type, result.error));
        await privately(interaction, args.on ? t('kit:verbs.autopilotOn', { seat: face.words.seat }) : t('kit:verbs.autopilotOff', { seat: face.words.seat }));
      },
    }),
    slash.free({
      name: 'remind',
      description: 'Also remind me by direct message before my deadlines.',
      aliases: face.aliases?.remind ?? [],
      options: (b) => b.addBooleanOption((o) => o.setName('dm').setDescription('On or off.').setRequired(true)),
      args: z.object({ dm: z.boolean() }),
      run: async ({ interaction, ctx, args }) => {
        ctx.service.setDmReminders(interaction.user.id, args.dm);
        await privately(
          interaction,
          args.dm ? t('kit:verbs.dmOn') : t('kit:verbs.dmOff'),
        );
      },
    }),
  ];
  return routes;
}
