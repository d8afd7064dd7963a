// The auction's commands (R70–R73): bid when prompted, pass, or withdraw early.
import { z } from 'zod';
import type { AwardView } from '../../../games/award/view-types.js';
import { UserError } from '../../errors.js';
import { answerPrivately } from '../../interact.js';
import { seatRoutes } from '../../kit/route.js';
import { actShort } from '../act.js';
import { NOTE, REFUSED } from '../notes.js';
import { parseTyped } from './pick.js';

const seat = seatRoutes<AwardView>();

export const bid = seat({
  name: 'bid',
  description: 'Bid when you are prompted: tokens to add to your standing bid.',
  options: (b) =>
    b
      .addStringOption((o) => o.setName('tokens').setDescription('Tokens to add, e.g. "A2 D1" (may be empty with bribes on a raise).').setMaxLength(20))
      .addIntegerOption((o) => o.setName('bribes').setDescription('Bribe the Judges cards to add (Awards only, $2k each).').setMinValue(0).setMaxValue(2)),
  args: z.object({ tokens: z.string().optional(), bribes: z.number().int().optional() }),
  run: async ({ interaction, ctx, game, seen, args }) => {
    const tokens = parseTyped(args.tokens ?? '');
    const n = args.bribes ?? 0;
    const bribes = (seen.view.you?.hand ?? []).filter((c) => c.code === 'T2').map((c) => c.id);
    if (bribes.length < n) throw new UserError(REFUSED.bribeCards(bribes.length));
    await answerPrivately(interaction, ctx, game, actShort(ctx, interaction, game, { type: 'bid', tokens, bribes: bribes.slice(0, n) }, NOTE.bid(tokens, n), seen));
  },
});

export const pass = seat({
  name: 'pass',
  description: 'Pass when you are prompted to bid (you are out of this auction).',
  args: z.object({}),
  run: async ({ interaction, ctx, game, seen }) => {
    await answerPrivately(interaction, ctx, game, actShort(ctx, interaction, game, { type: 'pass' }, NOTE.passed, seen));
  },
});

export const withdraw = seat({
  name: 'withdraw',
  description: 'Leave the open auction early (not as the high bidder, R72).',
  args: z.object({}),
  run: async ({ interaction, ctx, game, seen }) => {
    await answerPrivately(interaction, ctx, game, actShort(ctx, interaction, game, { type: 'withdraw' }, NOTE.withdrew, seen));
  },
});
