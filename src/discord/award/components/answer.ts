// Answers to the question the game asks one player (M1 upkeep, M2 salaries, locks and offers):
// only that player, only while the question is open (its buttons carry the wait they answer).
import type { MessageComponentInteraction } from 'discord.js';
import { z } from 'zod';
import type { CardId } from '../../../games/award/cards.js';
import type { AwardCommand } from '../../../games/award/messages.js';
import type { AwardView } from '../../../games/award/view-types.js';
import { answerPrivately } from '../../interact.js';
import type { ComponentRoute } from '../../kit/route.js';
import { namerFor } from '../../names.js';
import { actShort, panelOf, seatOf } from '../act.js';
import { cardArg, keys, type AskAction } from '../ids.js';
import { NOTE } from '../notes.js';
import { forcedChooser } from '../panel.js';
import { askFor, must, seat, values } from './input.js';

const cards = z.array(cardArg).min(1).max(40);

/** The command an answer submits, and what the player is told (cards: those picked in its menu). */
function answerOf(what: Exclude<AskAction, 'open'>, arg: string, interaction: MessageComponentInteraction): { command: AwardCommand; note: string } {
  const picked = (): CardId[] => must(cards, values(interaction));
  const one = (): CardId => picked()[0] ?? must(cardArg, undefined);
  switch (what) {
    case 'refill':
      return { command: { type: 'refill', account: must(cardArg, arg) }, note: NOTE.refilled(arg) };
    case 'finish':
      return { command: { type: 'finishUpkeep' }, note: NOTE.upkeepDone };
    case 'pay':
      return { command: { type: 'paySalaries', fire: [] }, note: NOTE.salariesPaid };
    case 'fire':
      return { command: { type: 'paySalaries', fire: picked() }, note: NOTE.firedAndPaid(picked()) };
    case 'sell':
      return { command: { type: 'forcedSell', cards: picked() }, note: NOTE.forcedSold(picked()) };
    case 'liq':
      return { command: { type: 'liquidate', creatives: picked() }, note: NOTE.liquidated(picked()) };
    case 'choose':
      return { command: { type: 'chooseCreative', creative: one() }, note: NOTE.leaves(one()) };
    case 'hire':
    case 'nohire':
      return { command: { type: 'answerHire', accept: what === 'hire' }, note: NOTE.hireOffer(what === 'hire') };
    case 'layoff':
      return { command: { type: 'layoff', creative: one() }, note: NOTE.laidOff(one()) };
    case 'bust':
      return { command: { type: 'chooseBust', account: one() }, note: NOTE.bust(one()) };
    case 'claim':
    case 'decline':
    case 'giveup':
      return { command: { type: 'claim', accept: what === 'claim' }, note: NOTE.claimed(what === 'claim') };
  }
}

export const answerComponents: readonly ComponentRoute<AwardView>[] = [
  seat(keys.answer, async ({ ctx, interaction, game, seen, answer, args: [at, what, arg] }) => {
    // "My hand & actions" on a question opens the panel, whether or not the question is still open.
    if (what === 'open') return answerPrivately(interaction, ctx, game, panelOf(seen));
    askFor(seen.view, seatOf(seen), at, namerFor(game));
    // A forced payment's "Choose cards to sell" opens the private chooser first (its hand is private).
    if (what === 'sell' && !interaction.isStringSelectMenu()) return answerPrivately(interaction, ctx, game, forcedChooser(game, seen.view, at));
    const { command, note } = answerOf(what, arg, interaction);
    return answer(actShort(ctx, interaction, game, command, note, seen));
  }),
];
