// The table kit: a game's slash command, made from the kit's verbs (start, join, leave, hand,
// board, log, stats, rules, help, autopilot, remind, host …) and the game's own routes, with
// the dispatch tables that go with it. Every game gets the same verbs with the same behaviour.
import {
  InteractionContextType,
  MessageFlags,
  SlashCommandBuilder,
  SlashCommandSubcommandBuilder,
  SlashCommandSubcommandGroupBuilder,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Command } from '../command.js';
import { t } from '../../i18n/index.js';
import type { ComponentId } from '../custom-id.js';
import { UserError } from '../errors.js';
import { answerPrivately, type BotContext } from '../interact.js';
import { respondChoices } from '../respond.js';
import { outOfDate } from '../options.js';
import type { MessagePayload } from '../payload.js';
import type { KitGame } from './game.js';
import { hostVerbs } from './host-verbs.js';
import { localizeCommand } from './localize.js';
import { componentSeat, gameOfComponent, resolveNeeds } from './needs.js';
import { helpRoute, readVerbs } from './read-verbs.js';
import { invoked, type ComponentRoute, type SlashRoute } from './route.js';
import { seenOf } from './seen.js';
import { tableVerbs } from './table-verbs.js';

/** The kit's own subcommand group; a game describes its own groups (GameFace.groups). */
const KIT_GROUPS: Readonly<Record<string, string>> = { host: 'Host controls (the host or someone with Manage Server).' };

/** The slash command of a game: its data, execute, autocomplete and components. */
export function tableCommand<V>(game: KitGame<V>): Command {
  const { face } = game;
  let json: RESTPostAPIChatInputApplicationCommandsJSONBody | null = null;
  const routes: SlashRoute<V>[] = [...tableVerbs(game), ...readVerbs(game), ...hostVerbs(game), ...face.routes, helpRoute(face, () => (json ??= data.toJSON()))];
  const data = new SlashCommandBuilder().setName(face.command).setDescription(face.description).setContexts(InteractionContextType.Guild);
  const groups = new Map<string, SlashCommandSubcommandGroupBuilder>();
  /** Adds one subcommand (a route or one of its old names), creating its group. */
  const add = (path: string, description: string, options: SlashRoute<V>['options']) => {
    const [first, second] = path.split(' ') as [string, string | undefined];
    const sub = new SlashCommandSubcommandBuilder().setName(second ?? first).setDescription(description);
    if (options) options(sub);
    if (second === undefined) {
      data.addSubcommand(sub);
      return;
    }
    let group = groups.get(first);
    if (!group) {
      group = new SlashCommandSubcommandGroupBuilder().setName(first).setDescription(face.groups?.[first] ?? KIT_GROUPS[first] ?? first);
      groups.set(first, group);
      data.addSubcommandGroup(group);
    }
    group.addSubcommand(sub);
  };
  const byPath = new Map<string, SlashRoute<V>>();
  for (const route of routes) {
    add(route.name, route.description, route.options);
    byPath.set(route.name, route);
    for (const alias of route.aliases ?? []) {
      add(alias, `Old name of /${face.command} ${route.name} (kept for one release).`, route.options);
      byPath.set(alias, route);
    }
  }
  localizeCommand(data);
  const byAction = new Map<string, ComponentRoute<V>>();
  for (const c of face.components) for (const action of [c.action, ...(c.formerly ?? [])]) byAction.set(action, c);

  return {
    data,
    async execute(interaction: ChatInputCommandInteraction, ctx: BotContext) {
      const { path, values } = invoked(interaction.options.data);
      const route = byPath.get(path);
      if (!route) throw new UserError(outOfDate());
      const { game: table, seen } = resolveNeeds(route.needs, ctx, face, interaction);
      await route.run({ interaction, ctx, args: values, game: table, seen });
    },
    async autocomplete(interaction: AutocompleteInteraction, ctx: BotContext) {
      const { path, values } = invoked(interaction.options.data);
      const route = byPath.get(path);
      const focused = interaction.options.getFocused(true);
      const result = route?.autocomplete && interaction.channelId ? ctx.service.viewInChannel(interaction.channelId, interaction.user.id) : null;
      const seen = result?.ok && result.game.type === face.type && result.game.status === 'running' && result.seat !== null ? seenOf<V>(result) : null;
      await respondChoices(interaction, route?.autocomplete && seen ? [...route.autocomplete({ interaction, ctx, seen, focused: focused.name, typed: String(focused.value), values })] : []);
    },
    components: {
      ns: face.ns,
      async run(interaction: MessageComponentInteraction, id: ComponentId, ctx: BotContext) {
        const route = byAction.get(id.action);
        if (!route) throw new UserError(t('kit:error.unknownButton'));
        const seen = route.needs === 'seat' ? componentSeat<V>(ctx, face, interaction, id.gameId) : null;
        const table = seen ? seen.game : gameOfComponent(ctx, face, interaction, id.gameId);
        // A private panel's buttons update it in place; a public post's buttons answer privately.
        const answer = (payload: MessagePayload) => answerPrivately(interaction, ctx, table, payload, interaction.message.flags.has(MessageFlags.Ephemeral) ? 'update' : 'reply');
        await route.run({ interaction, ctx, game: table, args: id.args, answer, seen });
      },
    },
  };
}
