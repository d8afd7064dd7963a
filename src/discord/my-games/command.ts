// `/games`: every table the player sits at, in every server, answered privately wherever it is
// typed — in any server the bot is in, and in a DM with the bot. It is the one command that
// belongs to no game: registered for guild installs, usable in servers and in the bot's DMs
// (PrivateChannel — group DMs and DMs between other users — needs a user install, which this bot
// does not offer). Its buttons page through the list and switch the daily digest; its menus set
// the digest's hour on the player's own clock. Nothing here is kept between clicks: every click
// reads the tables again and redraws the page its id carries.
import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
} from 'discord.js';
import type { PlayerTable } from '../../service/service.js';
import { languageOf, t } from '../../i18n/index.js';
import type { Command } from '../command.js';
import type { ComponentId } from '../custom-id.js';
import { UserError } from '../errors.js';
import type { BotContext } from '../interact.js';
import { localizeCommand } from '../kit/localize.js';
import { arrivedFrom } from '../kit/route.js';
import type { MessagePayload } from '../payload.js';
import { replyRaw, updateRaw } from '../respond.js';
import { learnNames, namesToLearn } from './guild-names.js';
import { keys, NS, pickedHour } from './ids.js';
import { gamesPage, lookupFor } from './render.js';

const HOUR = 3_600_000;

/** A page of the player's tables as they are now (drawn in the scope's language, before any await). */
function draw(ctx: BotContext, userId: string, page: number): { payload: MessagePayload; entries: readonly PlayerTable[]; now: number } {
  const now = ctx.clock.now();
  const entries = ctx.service.tablesOf(userId);
  return { payload: gamesPage(entries, page, lookupFor(ctx.service, ctx.games, entries), userId, ctx.service.digest(userId), now), entries, now };
}

/** After the answer: asks Discord for the names of the listed servers the bot has none for, for next time. */
function learnLater(ctx: BotContext, interaction: ChatInputCommandInteraction | MessageComponentInteraction, entries: readonly PlayerTable[], now: number): void {
  const missing = namesToLearn(ctx.service, entries.map((e) => e.game.guildId), now);
  if (missing.length > 0) ctx.publisher.later(() => learnNames(interaction.client, ctx.service, ctx.log, missing, now));
}

/** A click on the `/games` answer: changes the digest if it asks to, then redraws the page in place. */
async function click(interaction: MessageComponentInteraction, id: ComponentId, ctx: BotContext): Promise<void> {
  const user = interaction.user.id;
  const arrived = arrivedFrom(interaction);
  const language = languageOf(interaction.locale);
  const values = interaction.isStringSelectMenu() ? interaction.values : [];
  switch (id.action) {
    case keys.page.action:
      keys.page.parse(id.args, arrived);
      break;
    case keys.digest.action: {
      const [on] = keys.digest.parse(id.args, arrived);
      ctx.service.setDigest(user, { on: on === 'on', language });
      break;
    }
    case keys.clock.action: {
      keys.clock.parse(id.args, arrived);
      // The hour the player's clock shows now, against UTC's: their offset, modulo a day.
      const utcHour = Math.floor(ctx.clock.now() / HOUR) % 24;
      ctx.service.setDigest(user, { utcOffset: (((pickedHour(values) - utcHour) % 24) + 24) % 24, language });
      break;
    }
    case keys.hour.action:
      keys.hour.parse(id.args, arrived);
      ctx.service.setDigest(user, { hour: pickedHour(values), language });
      break;
    default:
      throw new UserError(t('kit:error.unknownButton'));
  }
  const { payload, entries, now } = draw(ctx, user, id.gameId);
  await updateRaw(interaction, payload);
  learnLater(ctx, interaction, entries, now);
}

/** The `/games` command. */
export function gamesCommand(): Command {
  const data = new SlashCommandBuilder()
    .setName('games')
    .setDescription('Every table you sit at, in every server: what waits for you, and your daily digest.')
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall);
  localizeCommand(data);
  return {
    data,
    async execute(interaction, ctx) {
      const { payload, entries, now } = draw(ctx, interaction.user.id, 1);
      // Private wherever it is asked: in a server only the player sees it (in a DM it is theirs anyway).
      await replyRaw(interaction, payload, true);
      learnLater(ctx, interaction, entries, now);
    },
    components: { ns: NS, run: click },
  };
}
