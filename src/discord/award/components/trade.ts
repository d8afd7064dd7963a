// Trade offers: the public notice's "View the offer", and accepting, declining or withdrawing an
// offer from its private view — only for the two agencies in it.
import type { AwardView } from '../../../games/award/view-types.js';
import { UserError } from '../../errors.js';
import { answerPrivately } from '../../interact.js';
import type { ComponentRoute } from '../../kit/route.js';
import { namerFor } from '../../names.js';
import { act } from '../act.js';
import { keys } from '../ids.js';
import { NOTE, REFUSED } from '../notes.js';
import { tradeDetail } from '../panel.js';
import { seat } from './input.js';

export const tradeComponents: readonly ComponentRoute<AwardView>[] = [
  seat(keys.tradeView, ({ ctx, interaction, game, seen, args: [trade] }) => {
    if (!seen.view.you?.trades.some((t) => t.id === trade)) throw new UserError(REFUSED.tradeHidden);
    return answerPrivately(interaction, ctx, game, tradeDetail(game, seen.view, trade, namerFor(game)));
  }),
  seat(keys.tradeAccept, ({ ctx, interaction, game, seen, answer, args: [trade] }) =>
    answer(act(ctx, interaction, game, { type: 'answerTrade', trade, accept: true }, NOTE.tradeAccepted, seen)),
  ),
  seat(keys.tradeDecline, ({ ctx, interaction, game, seen, answer, args: [trade] }) =>
    answer(act(ctx, interaction, game, { type: 'answerTrade', trade, accept: false }, NOTE.tradeDeclined, seen)),
  ),
  seat(keys.tradeWithdraw, ({ ctx, interaction, game, seen, answer, args: [trade] }) => answer(act(ctx, interaction, game, { type: 'withdrawTrade', trade }, NOTE.tradeWithdrawn, seen))),
];
