// The private panel's buttons and menus. Each carries the stamp of the panel it was drawn on: a
// click goes through if the clicker's own part of the game is unchanged since (whatever other
// agencies did meanwhile), and is then submitted against the version just read; else it changes
// nothing and shows the panel as it is now.
import { z } from 'zod';
import type { AwardCommand } from '../../../games/award/messages.js';
import { HAND_LIMIT } from '../../../games/award/types.js';
import { UserError } from '../../errors.js';
import type { ComponentRoute } from '../../kit/route.js';
import type { AwardView } from '../../../games/award/view-types.js';
import { act, panelOf } from '../act.js';
import { cardArg, keys } from '../ids.js';
import { NOTE, REFUSED } from '../notes.js';
import { cutPanel } from '../panel.js';
import { must, seat, stamped, values } from './input.js';

const cards = z.array(cardArg).min(1).max(40);
const noOrders = { autoRefill: false, fire: [], payOrder: null } as const;

/** A panel button that submits one command, refused if the panel is out of date; `note` is said in the language of the reply. */
const button = (key: typeof keys.draw, command: AwardCommand, note: () => string) =>
  stamped(key, ({ ctx, interaction, game, seen, answer }) => answer(act(ctx, interaction, game, command, note(), seen, seen.version)));

/** What a "More actions…" value asks for, with what the panel says once it is done. */
function moreAction(value: string, view: AwardView): { command: AwardCommand; note: string } {
  const [what, arg] = value.split('.');
  const orders = view.you?.orders ?? noOrders;
  switch (what) {
    case 'withdraw':
      return { command: { type: 'withdraw' }, note: NOTE.withdrew };
    case 'refill':
    case 'drop': {
      const account = must(cardArg, arg);
      return what === 'refill' ? { command: { type: 'refill', account }, note: NOTE.refilled(account) } : { command: { type: 'drop', account }, note: NOTE.dropped(account) };
    }
    case 'tacc':
    case 'tdec':
    case 'twd': {
      const trade = must(z.coerce.number().int().min(0), arg);
      if (what === 'twd') return { command: { type: 'withdrawTrade', trade }, note: NOTE.tradeWithdrawn };
      return { command: { type: 'answerTrade', trade, accept: what === 'tacc' }, note: what === 'tacc' ? NOTE.tradeAccepted : NOTE.tradeDeclined };
    }
    case 'm2fire': {
      const c = must(cardArg, arg);
      return { command: { type: 'paySalaries', fire: [c] }, note: NOTE.firedAndPaid([c]) };
    }
    case 'fire':
    case 'keep': {
      const c = must(cardArg, arg);
      const fire = what === 'fire' ? [...new Set([...orders.fire, c])] : orders.fire.filter((x) => x !== c);
      return { command: { type: 'standingOrders', autoRefill: orders.autoRefill, fire, payOrder: orders.payOrder ? [...orders.payOrder] : null }, note: NOTE.fireOrder(c, what === 'fire') };
    }
    default:
      throw new UserError(REFUSED.unknownChoice);
  }
}

export const panelComponents: readonly ComponentRoute<AwardView>[] = [
  seat(keys.hand, ({ seen, answer }) => answer(panelOf(seen))),
  button(keys.draw, { type: 'draw' }, () => NOTE.drew),
  button(keys.reveal, { type: 'reveal' }, () => NOTE.revealed),
  button(keys.finishUpkeep, { type: 'finishUpkeep' }, () => NOTE.upkeepDone),
  button(keys.paySalaries, { type: 'paySalaries', fire: [] }, () => NOTE.salariesPaid),
  stamped(keys.endTurn, ({ ctx, interaction, game, seen, answer }) => {
    // Above the hand limit (R17) the turn ends with the cards let go: choose them first.
    if ((seen.view.you?.hand.length ?? 0) > HAND_LIMIT) return answer(cutPanel(game, seen.view));
    return answer(act(ctx, interaction, game, { type: 'endTurn', cut: [] }, NOTE.turnOver, seen, seen.version));
  }),
  stamped(keys.endWithCut, ({ ctx, interaction, game, seen, answer, args: [, mode] }) => {
    const picked = must(cards, values(interaction));
    const cut = picked.map((c) => ({ card: c, sell: mode === 'sell' }));
    return answer(act(ctx, interaction, game, { type: 'endTurn', cut }, NOTE.turnOverCut(picked, mode === 'sell'), seen, seen.version));
  }),
  stamped(keys.hireOrSell, ({ ctx, interaction, game, seen, answer }) => {
    const [what, c] = must(z.tuple([z.enum(['hire', 'sell']), cardArg]), (values(interaction)[0] ?? '').split('.'));
    const command: AwardCommand = what === 'hire' ? { type: 'hire', card: c } : { type: 'sell', card: c };
    return answer(act(ctx, interaction, game, command, what === 'hire' ? NOTE.hired(c) : NOTE.sold(c), seen, seen.version));
  }),
  stamped(keys.learn, ({ ctx, interaction, game, seen, answer, args: [, skill] }) => answer(act(ctx, interaction, game, { type: 'learn', skill }, NOTE.learnt(skill), seen, seen.version))),
  stamped(keys.autoPass, ({ ctx, interaction, game, seen, answer, args: [, on] }) => answer(act(ctx, interaction, game, { type: 'setAutoPass', on }, NOTE.autoPass(on), seen, seen.version))),
  stamped(keys.autoRefill, ({ ctx, interaction, game, seen, answer, args: [, on] }) => {
    const orders = seen.view.you?.orders ?? noOrders;
    const command: AwardCommand = { type: 'standingOrders', autoRefill: on, fire: [...orders.fire], payOrder: orders.payOrder ? [...orders.payOrder] : null };
    return answer(act(ctx, interaction, game, command, NOTE.autoRefill(on), seen, seen.version));
  }),
  stamped(keys.moreActions, ({ ctx, interaction, game, seen, answer }) => {
    const { command, note } = moreAction(values(interaction)[0] ?? '', seen.view);
    return answer(act(ctx, interaction, game, command, note, seen, seen.version));
  }),
];
