// `/settings` (issue 33): a server's defaults for new tables, and the channels where tables may
// be opened. Everyone may read them; changing them needs Manage Server, checked here from the
// member's permissions in the interaction (not `default_member_permissions`, which would hide the
// command, reading included, from everyone else). A refusal is an ephemeral error and changes nothing.
//
// Decision (the issue leaves the shape open): one subcommand per game whose options ARE that game's
// `/… start` options, copied from the start command's own data (names, types, limits, choices and
// their words in every language), plus `reset:`. So every table option of both games — the kit's
// and each game's own, and any option added to `/… start` later — is a server default with no
// code here, and an admin already knows each option from `/… start`. `/settings spiel
// reminder_hours:6 images:off` sets only the options given; `reset:images` (or several, or `all`)
// clears them. A panel of menus could not take numbers (lengths) without a modal, and Discord's 25
// options per subcommand hold every start option of either game (17 of the Award's, reset included).
// `show` reads them, `channels` names where tables may be opened. The answers are private: the
// settings are the admin's business, and the lobby of each new table says what it took from them.
import {
  ApplicationCommandOptionType as Type,
  ChannelType,
  InteractionContextType,
  SlashCommandBuilder,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { z } from 'zod';
import { localizations, t } from '../i18n/index.js';
import type { OptionValue } from '../service/server-settings.js';
import type { Command } from './command.js';
import { UserError } from './errors.js';
import { LIMITS, truncate } from './format.js';
import { authorityOf, type BotContext } from './interact.js';
import { commandText, localizeCommand, SETTINGS } from './kit/localize.js';
import { invoked } from './kit/route.js';
import { optionList, toKept, usableDefaults } from './kit/server-defaults.js';
import type { DeadlineUnit } from './kit/unit.js';
import { respondChoices, replyRaw } from './respond.js';

/** A game as `/settings` sees it: its type, title, slash command and that command's data. */
export interface SettingsGame {
  readonly type: string;
  readonly title: string;
  readonly command: Command;
}

const RESET = 'reset';
const ALL = 'all';

/** A game's start options as its command declares them (in `unit`). */
function startOptionsOf(command: Command): APIApplicationCommandBasicOption[] {
  const start = command.data.toJSON().options?.find((o) => o.name === 'start' && o.type === Type.Subcommand);
  return start && 'options' in start ? [...((start.options ?? []) as APIApplicationCommandBasicOption[])] : [];
}

/** The command's data: `show`, one subcommand per game with its start options and `reset`, and `channels`. */
function settingsData(games: readonly { readonly command: string; readonly title: string; readonly options: readonly APIApplicationCommandBasicOption[] }[]): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const data = new SlashCommandBuilder()
    .setName(SETTINGS)
    .setDescription('This server’s defaults for new tables and where tables may be opened (changes: Manage Server).')
    .setContexts(InteractionContextType.Guild);
  data.addSubcommand((s) => s.setName('show').setDescription('Show this server’s defaults for new tables and where tables may be opened.'));
  data.addSubcommand((s) =>
    s
      .setName('channels')
      .setDescription('Where tables may be opened: add or remove a channel, or every channel again (the default).')
      .addStringOption((o) =>
        o
          .setName('action')
          .setDescription('Add a channel, remove one, or allow every channel.')
          .setRequired(true)
          .addChoices({ name: 'Add a channel', value: 'add' }, { name: 'Remove a channel', value: 'remove' }, { name: 'Every channel (the default)', value: 'all' }),
      )
      .addChannelOption((o) => o.setName('channel').setDescription('The channel to add or remove.').addChannelTypes(ChannelType.GuildText)),
  );
  localizeCommand(data);
  const json = data.toJSON();
  const words = (path: string) => localizations((lang) => commandText(lang, path)?.description);
  const perGame: APIApplicationCommandOption[] = games.map((g) => ({
    type: Type.Subcommand,
    name: g.command,
    description: truncate(`Defaults for new ${g.title} tables here (only the options you give change).`, 100),
    description_localizations: words(`${SETTINGS} ${g.command}`),
    options: [
      // A start option is never required here: a default is set one option at a time.
      ...g.options.map((o) => ({ ...o, required: false })),
      {
        type: Type.String,
        name: RESET,
        description: 'Options to clear back to the game’s default, separated by spaces, or “all”.',
        description_localizations: words(`${SETTINGS} ${g.command} ${RESET}`),
        max_length: 300,
        autocomplete: true,
      },
    ],
  }));
  const [show, channels] = json.options ?? [];
  return { ...json, options: [show, ...perGame, channels].filter((o): o is APIApplicationCommandOption => o !== undefined) };
}

/** Only a member with Manage Server changes the server's settings. */
function requireManager(interaction: ChatInputCommandInteraction): void {
  if (!authorityOf(interaction).canManage) throw new UserError(t('kit:settings.notManager'));
}

const channelArgs = z.object({ action: z.enum(['add', 'remove', 'all']), channel: z.string().optional() });

/** `/settings`, for the registered games with their deadline options in `unit`. */
export function settingsCommand(games: readonly SettingsGame[], unit: DeadlineUnit): Command {
  // The games' start data is read once, when the command is first used or registered.
  let known: { readonly type: string; readonly command: string; readonly title: string; readonly options: readonly APIApplicationCommandBasicOption[] }[] | null = null;
  const gamesNow = () => (known ??= games.map((g) => ({ type: g.type, command: g.command.data.name, title: g.title, options: startOptionsOf(g.command) })));
  let json: RESTPostAPIChatInputApplicationCommandsJSONBody | null = null;

  /** The lines of `/settings show` (drawn before any await). */
  const overview = (ctx: BotContext, guildId: string): string => {
    const server = ctx.service.servers.of(guildId);
    const lines = [t('kit:settings.title')];
    for (const g of gamesNow()) {
      const values = usableDefaults(g.options, server.defaults[g.type], unit);
      lines.push(t('kit:settings.gameLine', { title: g.title, command: g.command, values: Object.keys(values).length > 0 ? optionList(values) : t('kit:settings.none') }));
    }
    lines.push(server.channels.length > 0 ? t('kit:settings.channelsSome', { channels: server.channels.map((c) => `<#${c}>`).join(', ') }) : t('kit:settings.channelsAll'));
    lines.push(t('kit:settings.howToChange', { commands: gamesNow().map((g) => `\`/${SETTINGS} ${g.command} …\``).join(', ') }));
    return lines.join('\n');
  };

  /** `/settings <game> …`: sets the options given and clears those named in `reset` (drawn before any await). */
  const change = (ctx: BotContext, interaction: ChatInputCommandInteraction, guildId: string, game: ReturnType<typeof gamesNow>[number], values: Readonly<Record<string, OptionValue | undefined>>): string => {
    const { [RESET]: resetText, ...rest } = values;
    const given = Object.fromEntries(Object.entries(rest).filter((e): e is [string, OptionValue] => e[1] !== undefined));
    // Nothing to change: the game's defaults as they are, for anyone.
    if (Object.keys(given).length === 0 && resetText === undefined) return overview(ctx, guildId);
    requireManager(interaction);
    const names = typeof resetText === 'string' ? resetText.split(/[\s,]+/).filter((n) => n !== '') : [];
    const declared = new Set(game.options.map((o) => o.name));
    const unknown = names.filter((n) => n !== ALL && !declared.has(n));
    if (unknown.length > 0) throw new UserError(t('kit:settings.badReset', { names: unknown.map((n) => `\`${n}\``).join(', '), options: [...declared].map((n) => `\`${n}\``).join(', ') }));
    const reset = names.includes(ALL) ? ALL : Object.keys(toKept(Object.fromEntries(names.map((n) => [n, 0])), unit));
    const after = ctx.service.servers.changeDefaults(guildId, game.type, { set: toKept(given, unit), reset }, interaction.user.id);
    const now = usableDefaults(game.options, after, unit);
    return Object.keys(now).length > 0 ? t('kit:settings.changed', { title: game.title, values: optionList(now) }) : t('kit:settings.changedNone', { title: game.title });
  };

  /** `/settings channels …` (drawn before any await). */
  const channels = (ctx: BotContext, interaction: ChatInputCommandInteraction, guildId: string, values: Readonly<Record<string, OptionValue | undefined>>): string => {
    requireManager(interaction);
    const args = channelArgs.parse(values);
    if (args.action !== 'all' && args.channel === undefined) throw new UserError(t('kit:settings.channelNeeded', { action: args.action }));
    const list = ctx.service.servers.changeChannels(guildId, args.action, args.channel ?? null);
    return list.length > 0 ? t('kit:settings.channelsSome', { channels: list.map((c) => `<#${c}>`).join(', ') }) : t('kit:settings.channelsAll');
  };

  return {
    data: {
      name: SETTINGS,
      toJSON: () => (json ??= settingsData(gamesNow())),
    },
    async execute(interaction: ChatInputCommandInteraction, ctx: BotContext) {
      const guildId = interaction.guildId;
      if (!guildId) throw new UserError(t('kit:error.serverOnly'));
      const { path, values } = invoked(interaction.options.data);
      const game = gamesNow().find((g) => g.command === path);
      const content = path === 'channels' ? channels(ctx, interaction, guildId, values) : game ? change(ctx, interaction, guildId, game, values) : overview(ctx, guildId);
      await replyRaw(interaction, { content: truncate(content, LIMITS.content), allowedMentions: { parse: [] } }, true);
    },
    async autocomplete(interaction: AutocompleteInteraction) {
      // `reset:` — the game's start options (and `all`), completing the last name typed.
      const game = gamesNow().find((g) => g.command === interaction.options.getSubcommand(false));
      const typed = interaction.options.getFocused();
      const words = typed.split(/\s+/);
      const last = words.pop() ?? '';
      const before = words.filter((w) => w !== '');
      const names = [ALL, ...(game?.options.map((o) => o.name) ?? [])].filter((n) => n.startsWith(last) && !before.includes(n));
      await respondChoices(interaction, names.slice(0, 25).map((n) => ({ name: [...before, n].join(' '), value: [...before, n].join(' ') })));
    },
  };
}
