// /award my …: a player's own settings at the table — auto-pass (R73) and standing orders for the
// next Management phase (R10). (Autopilot and DM reminders are the kit's /award autopilot and
// /award remind.)
import { z } from 'zod';
import type { AwardView } from '../../../games/award/view-types.js';
import { answerPrivately } from '../../interact.js';
import { seatRoutes } from '../../kit/route.js';
import { act } from '../act.js';
import { NOTE, WANTED } from '../notes.js';
import { choices, listed, pickCard } from './pick.js';

const seat = seatRoutes<AwardView>();

const creativesOf = (v: AwardView) => v.agencies.find((a) => a.id === v.viewer)?.creatives.map((c) => c.card) ?? [];

export const autopass = seat({
  name: 'my autopass',
  description: 'Auto-pass (R73): pass for me at once when I have no legal bid.',
  options: (b) => b.addBooleanOption((o) => o.setName('on').setDescription('On (default) or off (you get every prompt).').setRequired(true)),
  args: z.object({ on: z.boolean() }),
  run: async ({ interaction, ctx, game, seen, args }) => {
    await answerPrivately(interaction, ctx, game, act(ctx, interaction, game, { type: 'setAutoPass', on: args.on }, NOTE.autoPass(args.on), seen));
  },
});

export const orders = seat({
  name: 'my orders',
  description: 'Standing orders for your next Management phase (R10).',
  options: (b) =>
    b
      .addBooleanOption((o) => o.setName('auto_refill').setDescription('Refill under-staffed Accounts without asking.'))
      .addStringOption(listed('fire', 'Fire this creative at your next M2.'))
      .addStringOption(listed('keep', 'Do not fire this creative after all.'))
      .addStringOption(listed('pay_first', 'When cash is short: pay this creative first, fire the unpaid.'))
      .addBooleanOption((o) => o.setName('clear').setDescription('Clear every standing order first.')),
  args: z.object({ auto_refill: z.boolean().optional(), fire: z.string().optional(), keep: z.string().optional(), pay_first: z.string().optional(), clear: z.boolean().optional() }),
  run: async ({ interaction, ctx, game, seen, args }) => {
    const mine = creativesOf(seen.view);
    const current = seen.view.you?.orders ?? { autoRefill: false, fire: [], payOrder: null };
    const clear = args.clear ?? false;
    const autoRefill = args.auto_refill ?? (clear ? false : current.autoRefill);
    let fire = clear ? [] : [...current.fire];
    let payOrder = clear ? null : current.payOrder ? [...current.payOrder] : null;
    if (args.fire) fire = [...new Set([...fire, pickCard(args.fire, mine, WANTED.yourCreative).id])];
    if (args.keep) {
      const keep = pickCard(args.keep, mine, WANTED.yourCreative).id;
      fire = fire.filter((c) => c !== keep);
    }
    if (args.pay_first) {
      const first = pickCard(args.pay_first, mine, WANTED.yourCreative).id;
      payOrder = [first, ...(payOrder ?? []).filter((c) => c !== first)];
    }
    await answerPrivately(interaction, ctx, game, act(ctx, interaction, game, { type: 'standingOrders', autoRefill, fire, payOrder }, NOTE.ordersSaved, seen));
  },
  autocomplete: ({ seen, typed }) => choices(creativesOf(seen.view), typed),
});
