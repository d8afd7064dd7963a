// /award trade: offer another agency cash and cards for theirs (R16) — a player by mention, or
// any agency (an AI one too) by seat; an AI agency answers at once.
import { z } from 'zod';
import type { CardId } from '../../../games/award/cards.js';
import type { AwardCommand } from '../../../games/award/messages.js';
import type { AwardView } from '../../../games/award/view-types.js';
import { UserError } from '../../errors.js';
import { answerPrivately } from '../../interact.js';
import { seatRoutes } from '../../kit/route.js';
import { namerFor, textNames } from '../../names.js';
import { actShort } from '../act.js';
import { NOTE, REFUSED, WANTED } from '../notes.js';
import { agencyChoices, askable, askCard, choices, listed, pickCard, targetOf } from './pick.js';

const seat = seatRoutes<AwardView>();

export const trade = seat({
  name: 'trade',
  description: 'Offer another player cash and/or cards for theirs (your turn, outside auctions).',
  options: (b) =>
    b
      .addUserOption((o) => o.setName('with').setDescription('The other player.'))
      .addStringOption(listed('seat', 'Or the other agency by seat (e.g. an AI agency).'))
      .addStringOption(listed('give_card', 'A card from your hand to give.'))
      .addStringOption(listed('give_card_2', 'Another card to give.'))
      .addIntegerOption((o) => o.setName('give_cash').setDescription('Cash to give, in $1k.').setMinValue(0).setMaxValue(999))
      .addStringOption(listed('ask_card', 'A card to ask for (you cannot see their hand).'))
      .addIntegerOption((o) => o.setName('ask_cash').setDescription('Cash to ask for, in $1k.').setMinValue(0).setMaxValue(999)),
  args: z.object({
    with: z.string().optional(),
    seat: z.string().optional(),
    give_card: z.string().optional(),
    give_card_2: z.string().optional(),
    give_cash: z.number().int().optional(),
    ask_card: z.string().optional(),
    ask_cash: z.number().int().optional(),
  }),
  run: async ({ interaction, ctx, game, seen, args }) => {
    const to = targetOf(interaction, game, seen.view, 'with', args.seat);
    if (!to) throw new UserError(REFUSED.noTradePartner);
    const partner = namerFor(game)(to); // as every other message names the seat ("🤖 AI 1" for an AI)
    const hand = seen.view.you?.hand ?? [];
    const give: CardId[] = [];
    for (const value of [args.give_card, args.give_card_2]) {
      if (value !== undefined) give.push(pickCard(value, hand.filter((c) => !give.includes(c.id)), WANTED.inHand).id);
    }
    const command: AwardCommand = {
      type: 'offerTrade',
      to,
      give: { cash: args.give_cash ?? 0, cards: give },
      get: { cash: args.ask_cash ?? 0, cards: args.ask_card === undefined ? [] : [askCard(args.ask_card)] },
    };
    await answerPrivately(interaction, ctx, game, actShort(ctx, interaction, game, command, NOTE.tradeSent(partner), seen));
  },
  autocomplete: ({ interaction, seen, focused, typed }) => {
    const hand = seen.view.you?.hand ?? [];
    if (focused === 'seat') return agencyChoices(seen.view, textNames(seen.game), typed);
    if (focused.startsWith('give_card')) return choices(hand, typed);
    if (focused === 'ask_card') return choices(askable(hand), typed, false);
    return [];
  },
});
