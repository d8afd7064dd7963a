// /award turn …: the player's own turn, the same actions as the panel's buttons (R5–R17).
import { z } from 'zod';
import type { CardId } from '../../../games/award/cards.js';
import { SKILLS } from '../../../games/award/tokens.js';
import type { AwardCommand } from '../../../games/award/messages.js';
import { HAND_LIMIT } from '../../../games/award/types.js';
import type { AwardView } from '../../../games/award/view-types.js';
import { answerPrivately } from '../../interact.js';
import { seatRoutes, type SeatCall, type SlashRoute } from '../../kit/route.js';
import { act } from '../act.js';
import { NOTE, WANTED } from '../notes.js';
import { cutPanel } from '../panel.js';
import { choices, listed, pickCard, SKILL_CHOICES } from './pick.js';

const seat = seatRoutes<AwardView>();

/** Submits `command` and answers with the fresh panel. */
function reply(call: SeatCall<AwardView, unknown>, command: AwardCommand, note: string): Promise<unknown> {
  return answerPrivately(call.interaction, call.ctx, call.game, act(call.ctx, call.interaction, call.game, command, note, call.seen));
}

const mine = (v: AwardView) => v.agencies.find((a) => a.id === v.viewer);
const hand = (v: AwardView) => v.you?.hand ?? [];

/** A step of the turn that takes no choice; `note` is said in the language of the reply. */
const step = (name: string, description: string, command: AwardCommand, note: () => string) =>
  seat({
    name: `turn ${name}`,
    description,
    args: z.object({}),
    run: async (call) => {
      await reply(call, command, note());
    },
  });

const draw = step('draw', 'Draw your Asset card (R11, step 1).', { type: 'draw' }, () => NOTE.drew);
const reveal = step('reveal', 'Reveal the top Game card (R11, step 2).', { type: 'reveal' }, () => NOTE.revealed);
const upkeep = step('upkeep', 'Finish M1 upkeep (under-staffed Accounts are discarded).', { type: 'finishUpkeep' }, () => NOTE.upkeepDone);

const end = seat({
  name: 'turn end',
  description: 'End your turn (with more than 5 cards you choose which to let go).',
  args: z.object({}),
  run: async (call) => {
    const { seen } = call;
    if (hand(seen.view).length > HAND_LIMIT) await answerPrivately(call.interaction, call.ctx, call.game, cutPanel(seen.game, seen.view));
    else await reply(call, { type: 'endTurn', cut: [] }, NOTE.turnOver);
  },
});

const hire = seat({
  name: 'turn hire',
  description: 'Hire a creative from your hand ($1k fee).',
  options: (b) => b.addStringOption(listed('card', 'The Name Card.', true)),
  args: z.object({ card: z.string() }),
  run: async (call) => {
    const c = pickCard(call.args.card, hand(call.seen.view).filter((x) => x.kind === 'creative'), WANTED.nameInHand);
    await reply(call, { type: 'hire', card: c.id }, NOTE.hired(c.id));
  },
  autocomplete: ({ seen, typed }) => choices(hand(seen.view).filter((c) => c.kind === 'creative'), typed),
});

const learn = seat({
  name: 'turn learn',
  description: 'Learn a skill: $4k for 1 permanent token.',
  options: (b) => b.addStringOption((o) => o.setName('skill').setDescription('The token type.').setRequired(true).addChoices(...SKILL_CHOICES)),
  args: z.object({ skill: z.enum(SKILLS) }),
  run: async (call) => {
    await reply(call, { type: 'learn', skill: call.args.skill }, NOTE.learnt(call.args.skill));
  },
});

const sell = seat({
  name: 'turn sell',
  description: 'Sell a card from your hand for $1k.',
  options: (b) => b.addStringOption(listed('card', 'The card.', true)),
  args: z.object({ card: z.string() }),
  run: async (call) => {
    const c = pickCard(call.args.card, hand(call.seen.view), WANTED.inHand);
    await reply(call, { type: 'sell', card: c.id }, NOTE.sold(c.id));
  },
  autocomplete: ({ seen, typed }) => choices(hand(seen.view), typed),
});

const drop = seat({
  name: 'turn drop',
  description: 'Drop one of your Accounts (its upkeep tokens become available).',
  options: (b) => b.addStringOption(listed('account', 'The Account.', true)),
  args: z.object({ account: z.string() }),
  run: async (call) => {
    const c = pickCard(call.args.account, mine(call.seen.view)?.accounts.map((h) => h.card) ?? [], WANTED.yourAccount);
    await reply(call, { type: 'drop', account: c.id }, NOTE.dropped(c.id));
  },
  autocomplete: ({ seen, typed }) => choices(mine(seen.view)?.accounts.map((h) => h.card) ?? [], typed),
});

const refill = seat({
  name: 'turn refill',
  description: 'Refill an under-staffed Account from your available tokens.',
  options: (b) => b.addStringOption(listed('account', 'The Account.', true)),
  args: z.object({ account: z.string() }),
  run: async (call) => {
    const c = pickCard(call.args.account, mine(call.seen.view)?.accounts.map((h) => h.card) ?? [], WANTED.yourAccount);
    await reply(call, { type: 'refill', account: c.id }, NOTE.refilled(c.id));
  },
  autocomplete: ({ seen, typed }) => choices(mine(seen.view)?.accounts.filter((h) => h.understaffed).map((h) => h.card) ?? [], typed),
});

const salaries = seat({
  name: 'turn salaries',
  description: 'M2: pay your creatives, firing the ones you name.',
  options: (b) => b.addStringOption(listed('fire', 'A creative to fire.')).addStringOption(listed('fire_2', 'Another creative to fire.')),
  args: z.object({ fire: z.string().optional(), fire_2: z.string().optional() }),
  run: async (call) => {
    const creatives = mine(call.seen.view)?.creatives.map((c) => c.card) ?? [];
    const fire: CardId[] = [];
    for (const value of [call.args.fire, call.args.fire_2]) {
      if (value !== undefined) fire.push(pickCard(value, creatives.filter((c) => !fire.includes(c.id)), WANTED.yourCreative).id);
    }
    await reply(call, { type: 'paySalaries', fire }, NOTE.firedAndPaid(fire));
  },
  autocomplete: ({ seen, typed }) => choices(mine(seen.view)?.creatives.map((c) => c.card) ?? [], typed),
});

/** The turn group, in the order of a turn. */
export const turnRoutes: readonly SlashRoute<AwardView>[] = [draw, reveal, end, hire, learn, sell, drop, refill, upkeep, salaries];
