// The Spiel subcommands of its own (the table's verbs come from the kit): brainstorm, publish,
// designer play|fire|offer, trade — each its options, its arguments, its autocomplete and its run.
import { t } from '../../i18n/index.js';
import type { SlashCommandStringOption } from 'discord.js';
import { z } from 'zod';
import type { PlayerId } from '../../engine/game.js';
import type { CardId } from '../../games/spiel/cards.js';
import { cardLabel, cardText, gameTitle, money, namesGame, perMonth } from '../../games/spiel/text.js';
import { DESIGNER_WAGE, type CardView, type SpielCommand, type SpielView } from '../../games/spiel/types.js';
import type { GameInfo } from '../../service/types.js';
import { UserError } from '../errors.js';
import { LIMITS, truncate } from '../format.js';
import { answerPrivately } from '../interact.js';
import { seatRoutes, type Choice, type SlashRoute } from '../kit/route.js';
import { nameText, plainNames, seatOf, textNames } from '../names.js';
import { act, offerTrade } from './act.js';
import { offerNote } from './notes.js';
import { hireConfirm, hireWarning, preview } from './panel.js';

/** Finds a card from an option value: an id from autocomplete, or a typed title. */
function pickCard(value: string, from: readonly CardView[], what: string): CardView {
  const trimmed = value.trim();
  const byId = /^\d{1,3}$/.test(trimmed) ? from.find((c) => c.id === Number(trimmed)) : undefined;
  if (byId) return byId;
  const lower = trimmed.toLocaleLowerCase();
  // A title as the reader reads it, or in English (the deck's own words, as in the rules).
  const exact = from.find((c) => cardLabel(c).toLocaleLowerCase() === lower) ?? from.find((c) => c.label.toLowerCase() === lower);
  if (exact) return exact;
  const prefix = from.filter((c) => cardLabel(c).toLocaleLowerCase().startsWith(lower) || c.label.toLowerCase().startsWith(lower));
  if (prefix.length === 1 && prefix[0]) return prefix[0];
  throw new UserError(t('spiel:pick.notIn', { typed: truncate(trimmed, 40), what }));
}

function choices(cards: readonly CardView[], typed: string, exclude: ReadonlySet<number> = new Set()): Choice[] {
  const lower = typed.trim().toLowerCase();
  return cards
    .filter((c) => !exclude.has(c.id) && (lower === '' || cardLabel(c).toLocaleLowerCase().includes(lower) || c.label.toLowerCase().includes(lower)))
    .slice(0, LIMITS.autocompleteChoices)
    .map((c) => ({ name: truncate(cardText(c), LIMITS.choiceName), value: String(c.id) }));
}

function designersOnTable(view: SpielView) {
  return view.companies.filter((c) => c.status === 'active').flatMap((c) => c.designers.map((d) => ({ ...d, employer: c.id })));
}

const ownDesigners = (view: SpielView) => view.companies.find((c) => c.id === view.viewer)?.designers.map((d) => d.view) ?? [];

const seat = seatRoutes<SpielView>();

const card = (name: string, description: string, required = true) => (o: SlashCommandStringOption) =>
  o.setName(name).setDescription(description).setRequired(required).setAutocomplete(true);

const brainstorm = seat({
  name: 'brainstorm',
  description: 'This month: draw 1 card, plus 1 per designer you employ.',
  args: z.object({}),
  run: async ({ interaction, ctx, game, seen }) => {
    await answerPrivately(interaction, ctx, game, act(ctx, interaction, game, { type: 'brainstorm' }, t('spiel:act.brainstorm'), seen));
  },
});

const publish = seat({
  name: 'publish',
  description: 'Preview a game of 2 or 3 idea cards from your hand, then add it to this month’s plan.',
  options: (b) =>
    b
      .addStringOption(card('first', 'The bottom card (its lower symbol gets covered).'))
      .addStringOption(card('second', 'The second card.'))
      .addStringOption(card('third', 'An optional third card on top.', false)),
  args: z.object({ first: z.string(), second: z.string(), third: z.string().optional() }),
  run: async ({ interaction, ctx, seen, args }) => {
    const hand = seen.view.you?.hand ?? [];
    const picked: CardView[] = [];
    for (const value of [args.first, args.second, args.third]) {
      if (value === undefined) continue;
      const c = pickCard(value, hand.filter((h) => !picked.includes(h)), t('spiel:pick.cardLeft'));
      if (c.kind === 'designer') throw new UserError(t('spiel:rule.DESIGNER_IN_GAME', { card: cardLabel(c) }));
      picked.push(c);
    }
    await answerPrivately(interaction, ctx, seen.game, preview(seen.game.id, seen.view, picked));
  },
  autocomplete: ({ seen, focused, typed, values }) => {
    const others = new Set(['first', 'second', 'third'].filter((n) => n !== focused).map((n) => values[n]).filter((v) => typeof v === 'string' && /^\d+$/.test(v)).map(Number));
    return choices((seen.view.you?.hand ?? []).filter((c) => c.kind === 'idea'), typed, others);
  },
});

const designerPlay = seat({
  name: 'designer play',
  description: 'Hire a designer from your hand now, at €30,000 a month.',
  options: (b) => b.addStringOption(card('card', 'The designer card in your hand.')),
  args: z.object({ card: z.string() }),
  run: async ({ interaction, ctx, game, seen, args }) => {
    const c = pickCard(args.card, (seen.view.you?.hand ?? []).filter((h) => h.kind === 'designer'), t('spiel:pick.designerInHand'));
    // A designer the company could not pay to the end of the year: warn first, hire on "Hire anyway".
    const until = hireWarning(seen.view);
    await answerPrivately(
      interaction,
      ctx,
      game,
      until !== null ? hireConfirm(game.id, seen.view, c, until) : act(ctx, interaction, game, { type: 'playDesigner', card: c.id }, t('spiel:act.hired', { designer: cardLabel(c), wage: money(DESIGNER_WAGE) }), seen),
    );
  },
  autocomplete: ({ seen, typed }) => choices((seen.view.you?.hand ?? []).filter((c) => c.kind === 'designer'), typed),
});

const designerFire = seat({
  name: 'designer fire',
  description: 'Fire one of your designers after this month’s settlement (sealed).',
  options: (b) => b.addStringOption(card('designer', 'Your designer.')).addBooleanOption((o) => o.setName('undo').setDescription('Keep them after all.')),
  args: z.object({ designer: z.string(), undo: z.boolean().optional() }),
  run: async ({ interaction, ctx, game, seen, args }) => {
    const c = pickCard(args.designer, ownDesigners(seen.view), t('spiel:pick.ownDesigner'));
    const undo = args.undo ?? false;
    const note = undo ? t('spiel:act.keep', { designer: cardLabel(c) }) : t('spiel:act.fire', { designer: cardLabel(c) });
    await answerPrivately(interaction, ctx, game, act(ctx, interaction, game, { type: 'fire', designer: c.id, fire: !undo }, note, seen));
  },
  autocomplete: ({ seen, typed }) => choices(ownDesigners(seen.view), typed),
});

const designerOffer = seat({
  name: 'designer offer',
  description: 'Offer a monthly wage for any designer at work (sealed; highest offer wins after settlement).',
  options: (b) =>
    b
      .addStringOption(card('designer', 'The designer.'))
      .addIntegerOption((o) => o.setName('wage').setDescription('Monthly wage in €10,000s (0 withdraws your offer).').setRequired(true).setMinValue(0).setMaxValue(99)),
  args: z.object({ designer: z.string(), wage: z.number().int() }),
  run: async ({ interaction, ctx, game, seen, args }) => {
    const onTable = designersOnTable(seen.view);
    const c = pickCard(args.designer, onTable.map((d) => d.view), t('spiel:pick.designerAtWork'));
    const own = onTable.find((d) => d.card === c.id)?.employer === seen.view.viewer;
    const note = args.wage === 0 ? t('spiel:act.offerWithdrawnFor', { designer: cardLabel(c) }) : offerNote(cardLabel(c), args.wage, own);
    await answerPrivately(interaction, ctx, game, act(ctx, interaction, game, { type: 'offer', designer: c.id, wage: args.wage === 0 ? null : args.wage }, note, seen));
  },
  autocomplete: ({ seen, typed }) =>
    designersOnTable(seen.view)
      .filter((d) => cardLabel(d.view).toLocaleLowerCase().includes(typed.trim().toLocaleLowerCase()))
      .slice(0, LIMITS.autocompleteChoices)
      .map((d) => ({
        name: truncate(`${cardText(d.view)} — ${d.employer === seen.view.viewer ? t('spiel:pick.yoursAt', { wage: money(d.wage) }) : t('spiel:pick.elsewhereAt', { wage: money(d.wage) })}`, LIMITS.choiceName),
        value: String(d.view.id),
      })),
});

const tradeArgs = z.object({
  with: z.string().optional(),
  company: z.string().optional(),
  give_card: z.string().optional(),
  give_card_2: z.string().optional(),
  give_card_3: z.string().optional(),
  give_money: z.number().int().optional(),
  give_game: z.string().optional(),
  ask_money: z.number().int().optional(),
  ask_game: z.string().optional(),
});

/**
 * Who a trade is offered to: `with:@player`, or `company:` — any other active company by its id
 * (from autocomplete) or name, which is how an AI company is reached.
 */
function tradePartner(game: GameInfo, view: SpielView, args: z.infer<typeof tradeArgs>, names: (p: PlayerId) => string): PlayerId {
  if (args.with !== undefined) {
    const seat = seatOf(game, args.with);
    if (!seat) throw new UserError(t('spiel:pick.notPlaying'));
    return seat;
  }
  const typed = args.company?.trim();
  if (!typed) throw new UserError(t('spiel:pick.tradeWho'));
  const found = view.companies.find((c) => c.status === 'active' && (c.id === typed || names(c.id).toLowerCase() === typed.toLowerCase()));
  if (!found) throw new UserError(t('spiel:pick.notCompany', { typed: truncate(typed, 40) }));
  return found.id;
}

const trade = seat({
  name: 'trade',
  description: 'Offer another company a trade of cards, money and published games.',
  options: (b) =>
    b
      .addUserOption((o) => o.setName('with').setDescription('The other company’s player.'))
      .addStringOption(card('company', 'Or the other company by name (e.g. an AI company).', false))
      .addStringOption(card('give_card', 'A card from your hand to give.', false))
      .addStringOption(card('give_card_2', 'Another card to give.', false))
      .addStringOption(card('give_card_3', 'Another card to give.', false))
      .addIntegerOption((o) => o.setName('give_money').setDescription('Money to give, in €10,000s.').setMinValue(0).setMaxValue(10_000))
      .addStringOption(card('give_game', 'One of your published games to give.', false))
      .addIntegerOption((o) => o.setName('ask_money').setDescription('Money to ask for, in €10,000s.').setMinValue(0).setMaxValue(10_000))
      .addStringOption(card('ask_game', 'One of their published games to ask for.', false)),
  args: tradeArgs,
  run: async ({ interaction, ctx, game, seen, args }) => {
    const names = plainNames(game);
    const to = tradePartner(game, seen.view, args, names);
    const hand = seen.view.you?.hand ?? [];
    const give: CardId[] = [];
    for (const value of [args.give_card, args.give_card_2, args.give_card_3]) {
      if (value !== undefined) give.push(pickCard(value, hand.filter((c) => !give.includes(c.id)), t('spiel:pick.cardInHand')).id);
    }
    const gameOf = (value: string | undefined, owner: string): number[] => {
      if (value === undefined) return [];
      const games = seen.view.companies.find((c) => c.id === owner)?.games ?? [];
      const found = games.find((g) => String(g.id) === value.trim() || namesGame(value, g.name));
      if (!found) throw new UserError(owner === seen.view.viewer ? t('spiel:pick.notYourGame', { typed: truncate(value, 40) }) : t('spiel:pick.notTheirGame', { typed: truncate(value, 40) }));
      return [found.id];
    };
    const command: Extract<SpielCommand, { type: 'offerTrade' }> = {
      type: 'offerTrade',
      to,
      give: { cards: give, money: args.give_money ?? 0, games: gameOf(args.give_game, seen.view.viewer ?? '') },
      get: { cards: [], money: args.ask_money ?? 0, games: gameOf(args.ask_game, to) },
    };
    // The name as the autocomplete showed it, escaped: a display name is what its player typed.
    await answerPrivately(interaction, ctx, game, offerTrade(ctx, interaction, game, command, textNames(game)(to), seen));
  },
  autocomplete: ({ interaction, seen, focused, typed, values }) => {
    const { view, game } = seen;
    if (focused.startsWith('give_card')) return choices(view.you?.hand ?? [], typed);
    const lower = typed.trim().toLowerCase();
    if (focused === 'company') {
      const names = plainNames(game);
      return view.companies
        .filter((c) => c.status === 'active' && c.id !== view.viewer && (lower === '' || names(c.id).toLowerCase().includes(lower)))
        .slice(0, LIMITS.autocompleteChoices)
        .map((c) => ({ name: truncate(`${nameText(names(c.id))} — ${money(c.money)}, ${t('spiel:board.cards', { count: c.handSize })}`, LIMITS.choiceName), value: c.id }));
    }
    const other = typeof values.with === 'string' ? seatOf(game, values.with) : typeof values.company === 'string' && view.companies.some((c) => c.id === values.company) ? values.company : null;
    const owner = focused === 'give_game' ? view.viewer : other;
    return (view.companies.find((c) => c.id === owner)?.games ?? [])
      .filter((g) => gameTitle(g.name).toLocaleLowerCase().includes(lower) || g.name.toLowerCase().includes(lower))
      .slice(0, LIMITS.autocompleteChoices)
      .map((g) => ({ name: truncate(`${gameTitle(g.name)} (${perMonth(g.value)})`, LIMITS.choiceName), value: String(g.id) }));
  },
});

/** The Spiel subcommands beyond the table kit's verbs. */
export const routes: readonly SlashRoute<SpielView>[] = [brainstorm, publish, designerPlay, designerFire, designerOffer, trade];
