// The verbs that show something, the same for every game: hand, board, log, stats, rules, help.
// History stays readable after a game: board, log and hand also reach the game that ended last.
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { z } from 'zod';
import { conservative } from '../../service/ratings.js';
import type { Leaderboard } from '../../service/results.js';
import type { PlayerStats } from '../../service/types.js';
import { UserError } from '../errors.js';
import { longEmbeds } from '../format.js';
import { answerPrivately, type BotContext } from '../interact.js';
import { replyRaw } from '../respond.js';
import type { MessagePayload } from '../payload.js';
import type { FaceRef, GameFace } from './face.js';
import type { KitGame } from './game.js';
import { formatNumber, inLanguage, language, languageOf, t } from '../../i18n/index.js';
import { slash, type SlashRoute } from './route.js';
import { viewAs } from './seen.js';

/** The public view of a started game of `face`'s type (a clear refusal in a lobby). */
export function publicView<V>(ctx: BotContext, face: FaceRef, gameId: number): V {
  const result = ctx.service.view(gameId, null);
  if (!result.ok || result.view === null) throw new UserError(face.words.notStarted);
  return viewAs<V>(result.view);
}

/** hand, board, log, stats, rules; help is made from the command data (see helpRoute). */
export function readVerbs<V>(game: KitGame<V>): SlashRoute<V>[] {
  const { face } = game;
  return [
    slash.seat<V, z.ZodObject>({
      name: 'hand',
      description: `Your private panel: your ${face.words.handSummary}.`,
      needs: 'seated',
      args: z.object({}),
      run: async ({ interaction, ctx, seen }) => {
        await answerPrivately(interaction, ctx, seen.game, face.panel(seen));
      },
    }),
    slash.table({
      name: 'board',
      description: 'The public board (shown only to you; also after the game).',
      aliases: face.aliases?.board ?? [],
      needs: 'shown',
      args: z.object({}),
      run: async ({ interaction, ctx, game: shown }) => {
        await answerPrivately(interaction, ctx, shown, face.board(shown, publicView<V>(ctx, face, shown.id)));
      },
    }),
    slash.table({
      name: 'log',
      description: `The game’s public history, ${face.log.option.name} by ${face.log.option.name} (also after the game).`,
      needs: 'shown',
      options: (b) => b.addIntegerOption((o) => o.setName(face.log.option.name).setDescription(face.log.option.description).setMinValue(1).setMaxValue(face.log.option.max)),
      args: z.looseObject({}),
      run: async ({ interaction, ctx, game: shown, args }) => {
        const at = args[face.log.option.name];
        await answerPrivately(interaction, ctx, shown, face.log.page(shown, publicView<V>(ctx, face, shown.id), typeof at === 'number' ? at : null));
      },
    }),
    slash.free({
      name: 'stats',
      description: 'This server’s leaderboard, or one player’s record.',
      options: (b) => b.addUserOption((o) => o.setName('user').setDescription('Show this player’s record.')),
      args: z.object({ user: z.string().optional() }),
      run: async ({ interaction, ctx, args }) => {
        if (!interaction.guildId) throw new UserError(t('kit:error.statsPerServer'));
        // A public answer: in the server's language, like a table's posts.
        const board = ctx.service.leaderboard(interaction.guildId, face.type);
        await replyRaw(interaction, inLanguage(languageOf(interaction.guildLocale), () => statsPost(face, board, args.user ?? null)), false);
      },
    }),
    slash.free({
      name: 'rules',
      description: `How to play ${face.title}.`,
      args: z.object({}),
      run: async ({ interaction }) => {
        await replyRaw(interaction, face.rules(), true);
      },
    }),
  ];
}

/** A server's leaderboard of one game (or one player's record), in the game's words. */
export function statsPost(face: Pick<GameFace<unknown>, 'title' | 'words' | 'color'>, board: Leaderboard, only: string | null): MessagePayload {
  const record = (s: PlayerStats) => `${t('kit:stats.games', { count: s.games })}, ${t('kit:stats.wins', { count: s.wins })}${face.words.statsLine(s)}`;
  const who = (s: PlayerStats) => (s.userId === null ? t('kit:stats.ai', { seats: face.words.seatPlural }) : `<@${s.userId}>`);
  const decimal = (n: number) => formatNumber(n, language(), 1);
  const rating = (r: NonNullable<PlayerStats['rating']>) => t('kit:stats.rating', { value: decimal(conservative(r)), mu: decimal(r.mu), sigma: decimal(r.sigma) });
  const lines: string[] = [];
  if (board.games === 0) lines.push(t('kit:stats.none', { game: face.words.aGame }));
  else if (only !== null) {
    const index = board.players.findIndex((p) => p.userId === only);
    const mine = board.players[index];
    if (mine === undefined) lines.push(t('kit:stats.notYet', { user: only }));
    else {
      // Rating, rank and rated games first; then the record every player has.
      const r = mine.rating;
      const standing =
        r === null
          ? [t('kit:stats.notRated')]
          : index < board.ranked
            ? [t('kit:stats.rank', { rank: index + 1, of: board.ranked }), rating(r), t('kit:stats.ratedGames', { count: r.games })]
            : [t('kit:stats.notRanked', { rated: r.games, count: board.minGames }), rating(r)];
      lines.push(`${who(mine)} — ${standing.join(' · ')}`, record(mine));
    }
  } else {
    lines.push(t('kit:stats.finished', { count: board.games }), '');
    const ladder = board.players.slice(0, board.ranked);
    const rest = board.players.slice(board.ranked);
    if (ladder.length === 0) lines.push(t('kit:stats.noLadder', { count: board.minGames }));
    else {
      lines.push(t('kit:stats.ladder', { count: board.minGames }));
      ladder.slice(0, 15).forEach((p, i) => lines.push(`**${i + 1}.** ${who(p)} — ${rating(p.rating as NonNullable<PlayerStats['rating']>)} · ${record(p)}`));
    }
    if (rest.length > 0) {
      lines.push('', ...(ladder.length > 0 ? [t('kit:stats.unranked', { count: board.minGames })] : []));
      rest.slice(0, 15).forEach((p) => lines.push(`${who(p)} — ${record(p)}`));
    }
    if (board.ai) lines.push('', `${who(board.ai)} — ${record(board.ai)}`);
  }
  return { embeds: longEmbeds(t('kit:stats.title', { title: face.title }), lines, face.color), allowedMentions: { parse: [] } };
}

/** `/… help`: the game's intro, then every subcommand of its command data with its description, then `/games`. */
export function helpRoute(face: Pick<GameFace<unknown>, 'command' | 'helpIntro' | 'color'>, data: () => RESTPostAPIChatInputApplicationCommandsJSONBody): SlashRoute<never> {
  const byLocale = new Map<string, MessagePayload>();
  return slash.free({
    name: 'help',
    description: `Every /${face.command} command in one place.`,
    args: z.object({}),
    run: async ({ interaction }) => {
      // The same for everyone whose client has this locale (the command data never changes while
      // the bot runs): made once per locale.
      let help = byLocale.get(interaction.locale);
      if (!help) {
        const lines = [...face.helpIntro, ''];
        // Each command as this user's Discord shows it: its localized name and description.
        const said = (o: { name: string; description: string; name_localizations?: Partial<Record<string, string | null>> | null; description_localizations?: Partial<Record<string, string | null>> | null }) => ({
          name: o.name_localizations?.[interaction.locale] ?? o.name,
          description: o.description_localizations?.[interaction.locale] ?? o.description,
        });
        for (const option of data().options ?? []) {
          if (option.type === 1) lines.push(`\`/${face.command} ${said(option).name}\` ${said(option).description}`);
          else if (option.type === 2) for (const sub of option.options ?? []) lines.push(`\`/${face.command} ${said(option).name} ${said(sub).name}\` ${said(sub).description}`);
        }
        // The commands every game shares, which belong to none of them (`/games`; `/away`, issue 32).
        lines.push('', t('kit:help.games'), '', t('kit:away.help'), t('kit:away.helpSettings'), t('kit:away.helpExcuses'));
        help = { embeds: longEmbeds(t('kit:help.title', { command: face.command }), lines, face.color) };
        byLocale.set(interaction.locale, help);
      }
      await replyRaw(interaction, help, true);
    },
  });
}
