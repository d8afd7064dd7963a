// `/away days:<0–30> [note]` (issue 32): a top-level command, not a table's — the absence is the
// player's, so every running table they sit at, in every server, is told (each by the process
// that runs its guild, see src/service/away.ts) and handles it by its own `away` setting. The
// answer is private: until when, and which tables were told. `days:0` comes back early.
import { ApplicationIntegrationType, InteractionContextType, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import { t } from '../i18n/index.js';
import { AWAY_NOTE_MAX } from '../service/away.js';
import type { Command } from './command.js';
import { UserError } from './errors.js';
import { LIMITS, timestamp, truncate } from './format.js';
import type { BotContext } from './interact.js';
import { localizeCommand } from './kit/localize.js';
import { replyRaw } from './respond.js';

const args = z.object({ days: z.number().int().min(0).max(30), note: z.string().max(AWAY_NOTE_MAX).optional() });

/** The slash command's data (English; other languages from the `commands` catalogue, path "away …"). */
function awayData(): SlashCommandBuilder {
  const data = new SlashCommandBuilder()
    .setName('away')
    .setDescription('Tell every table you sit at that you are away, or (days:0) that you are back.')
    // Like /games, a player's own command: also in a DM with the bot (when registered globally).
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall);
  data.addIntegerOption((o) => o.setName('days').setDescription('How many days you are away, from now (0: you are back).').setMinValue(0).setMaxValue(30).setRequired(true));
  data.addStringOption((o) => o.setName('note').setDescription('A word for the other players (shown with the announcement).').setMaxLength(AWAY_NOTE_MAX));
  localizeCommand(data);
  return data;
}

/** What the player is told, drawn before any await (in their language). */
function answer(ctx: BotContext, userId: string, days: number, note: string | null): string {
  const before = ctx.service.awayOf(userId);
  if (days === 0 && !before) return t('kit:away.notAway'); // nothing to end: no table is bothered
  const { period, games } = ctx.service.setAway(userId, days, note);
  const lines = [period ? t('kit:away.youAreAway', { until: timestamp(period.until, 'f') }) : t('kit:away.youAreBack')];
  if (games.length > 0) lines.push(t('kit:away.told', { count: games.length }), ...games.map((g) => t('kit:away.tableItem', { channel: g.channelId, title: ctx.games.get(g.type)?.title ?? g.type })));
  else if (period) lines.push(t('kit:away.noTablesYet'));
  return lines.join('\n');
}

export const awayCommand: Command = {
  data: awayData(),
  async execute(interaction: ChatInputCommandInteraction, ctx: BotContext) {
    const parsed = args.safeParse({ days: interaction.options.getInteger('days'), note: interaction.options.getString('note') ?? undefined });
    if (!parsed.success) throw new UserError(t('kit:away.badDays'));
    const content = answer(ctx, interaction.user.id, parsed.data.days, parsed.data.note ?? null);
    await replyRaw(interaction, { content: truncate(content, LIMITS.content), allowedMentions: { parse: [] } }, true);
  },
};
