// /spiel: slash commands and autocomplete (the buttons and menus are in components.ts). Each
// handler finds the game, asks the service, and answers — ephemerally whenever a hand is
// involved. The public posts that follow a change are the publisher's job, not the handler's.
import {
  MessageFlags,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { PlayerId } from '../../engine/game.js';
import type { CardId } from '../../games/spiel/cards.js';
import { cardText, money } from '../../games/spiel/text.js';
import type { CardView, SpielCommand, SpielView } from '../../games/spiel/types.js';
import type { GameInfo } from '../../service/types.js';
import { hoursToMs, openTable } from '../table.js';
import { UserError } from '../errors.js';
import { duration, LIMITS, truncate } from '../format.js';
import {
  authorityOf,
  ephemeral,
  explain,
  gameInChannel,
  latestGameInChannel,
  reply,
  requirePostingRights,
  requireSeat,
  seatOfUserOption,
  type BotContext,
} from '../interact.js';
import { namerFor, plainNames, seatOf } from '../names.js';
import { act, mine, mineOrFinished, panelOf, TYPE } from './act.js';
import { offerNote } from './notes.js';
import { hireConfirm, hireWarning, preview } from './panel.js';
import { logPage, statsPost, statusBoard } from './render.js';
import { helpText, rulesText } from './rules-text.js';

export { component } from './components.js';

// ---------------------------------------------------------------------------------------------
// Cards typed or picked in slash-command options

/** Finds a card from an option value: an id from autocomplete, or a typed title. */
function pickCard(value: string, from: readonly CardView[], what: string): CardView {
  const trimmed = value.trim();
  if (/^\d{1,3}$/.test(trimmed)) {
    const byId = from.find((c) => c.id === Number(trimmed));
    if (byId) return byId;
  }
  const lower = trimmed.toLowerCase();
  const exact = from.filter((c) => c.label.toLowerCase() === lower);
  if (exact.length >= 1) return exact[0] as CardView;
  const prefix = from.filter((c) => c.label.toLowerCase().startsWith(lower));
  if (prefix.length === 1) return prefix[0] as CardView;
  throw new UserError(`“${truncate(trimmed, 40)}” is not ${what}. Pick one from the list as you type.`);
}

function choices(cards: readonly CardView[], typed: string, exclude: ReadonlySet<number> = new Set()) {
  const lower = typed.trim().toLowerCase();
  return cards
    .filter((c) => !exclude.has(c.id) && (lower === '' || c.label.toLowerCase().includes(lower)))
    .slice(0, LIMITS.autocompleteChoices)
    .map((c) => ({ name: truncate(cardText(c), LIMITS.choiceName), value: String(c.id) }));
}

/**
 * Who a trade is offered to: `with:@player`, or `company:` — any other active company by its id
 * (from autocomplete) or name, which is how an AI company is reached.
 */
function tradePartner(interaction: ChatInputCommandInteraction, game: GameInfo, view: SpielView): PlayerId {
  const named = seatOfUserOption(interaction, game, 'with');
  if (named) return named;
  const typed = interaction.options.getString('company')?.trim();
  if (!typed) throw new UserError('Name who the offer is for: `with:@player`, or `company:` for any company (AI companies too).');
  const names = plainNames(interaction.client, game);
  const found = view.companies.find((c) => c.status === 'active' && (c.id === typed || names(c.id).toLowerCase() === typed.toLowerCase()));
  if (!found) throw new UserError(`“${truncate(typed, 40)}” is not a company in this game. Pick one from the list as you type.`);
  return found.id;
}

function designersOnTable(view: SpielView) {
  return view.companies.filter((c) => c.status === 'active').flatMap((c) => c.designers.map((d) => ({ ...d, employer: c.id })));
}

// ---------------------------------------------------------------------------------------------
// Slash commands

const HOURS = hoursToMs;

export async function execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const group = interaction.options.getSubcommandGroup(false);
  const sub = interaction.options.getSubcommand(true);
  const key = group ? `${group} ${sub}` : sub;
  const user = interaction.user.id;

  switch (key) {
    case 'rules':
      await interaction.reply({ content: rulesText(), flags: MessageFlags.Ephemeral });
      return;
    case 'help':
      await interaction.reply({ content: helpText(), flags: MessageFlags.Ephemeral });
      return;

    case 'start': {
      const deadlineHours = interaction.options.getNumber('deadline_hours');
      await openTable(interaction, ctx, TYPE, { monthMs: deadlineHours === null ? ctx.defaults.deadlineMs : hoursToMs(deadlineHours) }, 'companies');
      return;
    }

    case 'join': {
      requirePostingRights(interaction);
      const game = gameInChannel(ctx, interaction, TYPE);
      const result = ctx.service.join(game.id, user);
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      await interaction.reply({ content: '✋ You joined the table. The lobby message shows who is seated.', flags: MessageFlags.Ephemeral });
      return;
    }

    case 'leave': {
      const game = gameInChannel(ctx, interaction, TYPE);
      if (game.status === 'lobby') {
        const result = ctx.service.leave(game.id, user);
        if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
        await interaction.reply({ content: '👋 You left the table.', flags: MessageFlags.Ephemeral });
        return;
      }
      const result = ctx.service.leaveGame(game.id, user);
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      const retired = game.settings.onLeave === 'retire';
      await interaction.reply({
        content: retired
          ? '👋 You left; your company retires from the game with its cards, games and designers.'
          : '👋 You left; the AI plays your company from now on. `/spiel autopilot on:false` (or any action) takes it back.',
        flags: MessageFlags.Ephemeral,
      });
      return;
    }

    case 'autopilot': {
      const game = gameInChannel(ctx, interaction, TYPE);
      requireSeat(game, user);
      const on = interaction.options.getBoolean('on', true);
      const result = ctx.service.setAutopilot(game.id, user, on);
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      await interaction.reply({
        content: on ? '🤖 The AI plays your company until you act again or switch this off.' : '🙋 Your company is yours again.',
        flags: MessageFlags.Ephemeral,
      });
      return;
    }

    case 'remind': {
      const on = interaction.options.getBoolean('dm', true);
      ctx.service.setDmReminders(user, on);
      await interaction.reply({
        content: on
          ? '📬 From now on your reminders also come by direct message (if your DMs are closed, you are mentioned in the channel instead).'
          : '📭 No more reminders by direct message; you are mentioned in the game channel.',
        flags: MessageFlags.Ephemeral,
      });
      return;
    }

    case 'log': {
      const game = latestGameInChannel(ctx, interaction, TYPE);
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError('The history starts once the game has started.');
      const view = pub.view as SpielView;
      const resolved = view.history.filter((r) => r.resolved).length;
      const page = interaction.options.getInteger('month') ?? resolved + (view.result ? 1 : 0);
      await interaction.reply(ephemeral(logPage(game.id, view, page, namerFor(game, { autopilot: false }))));
      return;
    }

    case 'stats': {
      if (!interaction.guildId) throw new UserError('Statistics are kept per server.');
      const who = interaction.options.getUser('user');
      await interaction.reply(reply(statsPost(ctx.service.leaderboard(interaction.guildId, TYPE), who?.id ?? null)));
      return;
    }

    case 'hand': {
      // The running game's panel, or the final panel of the game that ended here last — as the
      // "Open my hand" button on its posts shows it.
      await interaction.reply(ephemeral(panelOf(mineOrFinished(ctx, interaction))));
      return;
    }

    case 'brainstorm': {
      const game = gameInChannel(ctx, interaction, TYPE);
      requireSeat(game, user);
      await interaction.reply(ephemeral(act(ctx, interaction, game, { type: 'brainstorm' }, '💡 You will brainstorm this month — committed.')));
      return;
    }

    case 'publish': {
      const seen = mine(ctx, interaction);
      const hand = seen.view.you?.hand ?? [];
      const picked: CardView[] = [];
      for (const option of ['first', 'second', 'third'] as const) {
        const value = interaction.options.getString(option, option !== 'third');
        if (value === null) continue;
        const card = pickCard(value, hand.filter((c) => !picked.includes(c)), 'a card left in your hand');
        if (card.kind === 'designer') throw new UserError(`${card.label} is a designer contract; only idea cards make a game.`);
        picked.push(card);
      }
      await interaction.reply(ephemeral(preview(seen.game.id, seen.view, picked)));
      return;
    }

    case 'designer play': {
      const seen = mine(ctx, interaction);
      const game = seen.game;
      const card = pickCard(interaction.options.getString('card', true), (seen.view.you?.hand ?? []).filter((c) => c.kind === 'designer'), 'a designer in your hand');
      // A designer the company could not pay to the end of the year: warn first, hire on "Hire anyway".
      const until = hireWarning(seen.view);
      if (until !== null) {
        await interaction.reply(ephemeral(hireConfirm(game.id, seen.view, card, until)));
        return;
      }
      await interaction.reply(ephemeral(act(ctx, interaction, game, { type: 'playDesigner', card: card.id }, `🧑‍🎨 ${card.label} now works for you (€30,000/month).`, seen)));
      return;
    }

    case 'designer fire': {
      const seen = mine(ctx, interaction);
      const game = seen.game;
      const own = seen.view.companies.find((c) => c.id === seen.view.viewer)?.designers.map((d) => d.view) ?? [];
      const card = pickCard(interaction.options.getString('designer', true), own, 'one of your designers');
      const undo = interaction.options.getBoolean('undo') ?? false;
      await interaction.reply(
        ephemeral(act(ctx, interaction, game, { type: 'fire', designer: card.id, fire: !undo }, undo ? `↩️ You keep ${card.label}.` : `🔥 ${card.label} will be fired after this month's settlement (sealed until then).`)),
      );
      return;
    }

    case 'designer offer': {
      const seen = mine(ctx, interaction);
      const game = seen.game;
      const onTable = designersOnTable(seen.view);
      const card = pickCard(interaction.options.getString('designer', true), onTable.map((d) => d.view), 'a designer at work');
      const wage = interaction.options.getInteger('wage', true);
      const own = onTable.find((d) => d.card === card.id)?.employer === seen.view.viewer;
      await interaction.reply(
        ephemeral(
          act(
            ctx,
            interaction,
            game,
            { type: 'offer', designer: card.id, wage: wage === 0 ? null : wage },
            wage === 0 ? `↩️ Offer for ${card.label} withdrawn.` : offerNote(card.label, wage, own),
          ),
        ),
      );
      return;
    }

    case 'trade': {
      const seen = mine(ctx, interaction);
      const game = seen.game;
      const to = tradePartner(interaction, game, seen.view);
      const partner = interaction.options.getUser('with')?.username ?? plainNames(interaction.client, game)(to);
      const hand = seen.view.you?.hand ?? [];
      const give: CardId[] = [];
      for (const option of ['give_card', 'give_card_2', 'give_card_3'] as const) {
        const value = interaction.options.getString(option);
        if (value !== null) give.push(pickCard(value, hand.filter((c) => !give.includes(c.id)), 'a card in your hand').id);
      }
      const gameByName = (value: string | null, owner: string): number[] => {
        if (value === null) return [];
        const games = seen.view.companies.find((c) => c.id === owner)?.games ?? [];
        const found = games.find((g) => String(g.id) === value.trim() || g.name.toLowerCase() === value.trim().toLowerCase());
        if (!found) throw new UserError(`“${truncate(value, 40)}” is not one of ${owner === seen.view.viewer ? 'your' : 'their'} published games.`);
        return [found.id];
      };
      const command: SpielCommand = {
        type: 'offerTrade',
        to,
        give: { cards: give, money: interaction.options.getInteger('give_money') ?? 0, games: gameByName(interaction.options.getString('give_game'), seen.view.viewer ?? '') },
        get: { cards: [], money: interaction.options.getInteger('ask_money') ?? 0, games: gameByName(interaction.options.getString('ask_game'), to) },
      };
      await interaction.reply(ephemeral(act(ctx, interaction, game, command, `🔁 Trade offer sent to ${partner}. They will see it and can accept or decline (an AI company answers at once); you can withdraw it from your panel.`)));
      return;
    }

    case 'status': {
      const game = latestGameInChannel(ctx, interaction, TYPE);
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError('The board appears once the game has started.');
      await interaction.reply(reply(statusBoard(pub.view as SpielView, namerFor(game))));
      return;
    }

    case 'host extend':
    case 'host resolve':
    case 'host deadline':
    case 'host end': {
      const game = gameInChannel(ctx, interaction, TYPE);
      const hours = interaction.options.getNumber('hours');
      const command: SpielCommand =
        sub === 'extend'
          ? { type: 'extendDeadline', ms: HOURS(hours ?? 0) }
          : sub === 'deadline'
            ? { type: 'setMonthLength', ms: HOURS(hours ?? 0) }
            : sub === 'resolve'
              ? { type: 'forceTimeout' }
              : { type: 'endGame' };
      const result = ctx.service.submit({ gameId: game.id, actor: { hostUserId: user, ...authorityOf(interaction) }, command, interactionId: interaction.id });
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      const done: Record<string, string> = {
        extend: `⏱️ The deadline moved by ${duration(HOURS(hours ?? 0))}.`,
        deadline: `⏱️ From next month on, each month lasts ${duration(HOURS(hours ?? 0))}.`,
        resolve: '⏩ The month resolves now; undecided companies brainstorm.',
        end: '🏁 The game ends now; the ceremony follows.',
      };
      await interaction.reply({ content: done[sub] ?? 'Done.', flags: MessageFlags.Ephemeral });
      return;
    }

    case 'host cancel': {
      const game = gameInChannel(ctx, interaction, TYPE);
      const result = ctx.service.cancel(game.id, user, authorityOf(interaction));
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      await interaction.reply({ content: '❌ The table is cancelled.', flags: MessageFlags.Ephemeral });
      return;
    }

    default:
      throw new UserError(`\`/spiel ${key}\` is not available yet.`);
  }
}

// ---------------------------------------------------------------------------------------------
// Autocomplete

export async function autocomplete(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void> {
  const focused = interaction.options.getFocused(true);
  const result = interaction.channelId ? ctx.service.viewInChannel(interaction.channelId, interaction.user.id) : null;
  if (!result?.ok || result.game.type !== TYPE || result.game.status !== 'running') {
    await interaction.respond([]);
    return;
  }
  const game = result.game;
  const view = result.view as SpielView | null;
  const hand = view?.you?.hand ?? [];
  const typed = String(focused.value);
  const sub = interaction.options.getSubcommand(false);
  let list: { name: string; value: string }[] = [];
  if (!view) list = [];
  else if (sub === 'publish') {
    const others = new Set(
      ['first', 'second', 'third']
        .filter((n) => n !== focused.name)
        .map((n) => interaction.options.getString(n))
        .filter((v): v is string => v !== null && /^\d+$/.test(v))
        .map(Number),
    );
    list = choices(hand.filter((c) => c.kind === 'idea'), typed, others);
  } else if (sub === 'play') list = choices(hand.filter((c) => c.kind === 'designer'), typed);
  else if (sub === 'fire') list = choices(view.companies.find((c) => c.id === view.viewer)?.designers.map((d) => d.view) ?? [], typed);
  else if (sub === 'offer') {
    list = designersOnTable(view)
      .filter((d) => d.view.label.toLowerCase().includes(typed.trim().toLowerCase()))
      .slice(0, LIMITS.autocompleteChoices)
      .map((d) => ({
        name: truncate(`${cardText(d.view)} — ${d.employer === view.viewer ? `yours at ${money(d.wage)} (a raise is binding, R16)` : `works elsewhere at ${money(d.wage)}`}`, LIMITS.choiceName),
        value: String(d.view.id),
      }));
  } else if (sub === 'trade') {
    if (focused.name.startsWith('give_card')) list = choices(hand, typed);
    else if (focused.name === 'company') {
      const names = plainNames(interaction.client, game);
      const lower = typed.trim().toLowerCase();
      list = view.companies
        .filter((c) => c.status === 'active' && c.id !== view.viewer && (lower === '' || names(c.id).toLowerCase().includes(lower)))
        .slice(0, LIMITS.autocompleteChoices)
        .map((c) => ({ name: truncate(`${names(c.id)} — ${money(c.money)}, ${c.handSize} card${c.handSize === 1 ? '' : 's'}`, LIMITS.choiceName), value: c.id }));
    } else {
      const otherUser = interaction.options.get('with')?.value;
      const company = interaction.options.get('company')?.value;
      const owner =
        focused.name === 'give_game'
          ? view.viewer
          : typeof otherUser === 'string'
            ? seatOf(game, otherUser)
            : typeof company === 'string' && view.companies.some((c) => c.id === company)
              ? company
              : null;
      list = (view.companies.find((c) => c.id === owner)?.games ?? [])
        .filter((g) => g.name.toLowerCase().includes(typed.trim().toLowerCase()))
        .slice(0, LIMITS.autocompleteChoices)
        .map((g) => ({ name: truncate(`${g.name} (${money(g.value)}/month)`, LIMITS.choiceName), value: String(g.id) }));
    }
  }
  await interaction.respond(list);
}
