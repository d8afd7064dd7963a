// Bid prompts and the bid builder: only the prompted player, only while that prompt is open
// (each button carries the wait it answers); and the board's "Withdraw from the auction" (R72).
import { z } from 'zod';
import type { AwardView } from '../../../games/award/view-types.js';
import { minimumBid, seatFromView, typeRanges } from '../../../games/award/bid.js';
import { UserError } from '../../errors.js';
import type { ComponentRoute } from '../../kit/route.js';
import { namerFor } from '../../names.js';
import { actShort, seatOf } from '../act.js';
import { keys, type BidChoice } from '../ids.js';
import { NOTE, REFUSED } from '../notes.js';
import { bidBuilder } from '../panel.js';
import { must, promptFor, seat, values } from './input.js';

const count = z.coerce.number().int().min(0).max(24);

export const bidComponents: readonly ComponentRoute<AwardView>[] = [
  seat(keys.pass, ({ ctx, interaction, game, seen, answer, args: [at] }) => {
    promptFor(seen.view, seatOf(seen), at, namerFor(game));
    return answer(actShort(ctx, interaction, game, { type: 'pass' }, NOTE.passed, seen));
  }),
  // The cheapest legal bid, by the engine's own arithmetic (bid.ts); the builder starts there.
  seat(keys.bidMinimum, ({ ctx, interaction, game, seen, answer, args: [at] }) => {
    const seat = seatOf(seen);
    promptFor(seen.view, seat, at, namerFor(game));
    const plan = minimumBid(seen.view, seat);
    if (plan && plan.bribes.length > 0) {
      const builder = bidBuilder(game, seen.view, at, { ...plan.tokens, b: plan.bribes.length });
      return answer({ ...builder, content: `${NOTE.needsBribe}\n${builder.content ?? ''}` });
    }
    if (!plan) throw new UserError(REFUSED.noLegalBid);
    return answer(actShort(ctx, interaction, game, { type: 'bid', tokens: plan.tokens, bribes: [] }, NOTE.bidValue(plan.tokens, plan.value), seen));
  }),
  seat(keys.buildBid, ({ game, seen, answer, args: [at] }) => {
    const seat = seatOf(seen);
    promptFor(seen.view, seat, at, namerFor(game));
    const plan = minimumBid(seen.view, seat);
    const bidSeat = seatFromView(seen.view, seat);
    const floor = { A: 0, D: 0, T: 0 };
    for (const r of bidSeat ? typeRanges(bidSeat) : []) floor[r.skill] = r.min;
    const start: BidChoice = plan ? { ...plan.tokens, b: plan.bribes.length } : { ...floor, b: 0 };
    return answer(bidBuilder(game, seen.view, at, start));
  }),
  seat(keys.bidAdjust, ({ interaction, game, seen, answer, args: [at, choice, field] }) => {
    promptFor(seen.view, seatOf(seen), at, namerFor(game));
    return answer(bidBuilder(game, seen.view, at, { ...choice, [field]: must(count, values(interaction)[0] ?? '0') }));
  }),
  seat(keys.placeBid, ({ ctx, interaction, game, seen, answer, args: [at, choice] }) => {
    promptFor(seen.view, seatOf(seen), at, namerFor(game));
    const bribes = (seen.view.you?.hand ?? []).filter((c) => c.code === 'T2').map((c) => c.id);
    if (bribes.length < choice.b) throw new UserError(REFUSED.bribeCards(bribes.length));
    const tokens = { A: choice.A, D: choice.D, T: choice.T };
    return answer(actShort(ctx, interaction, game, { type: 'bid', tokens, bribes: bribes.slice(0, choice.b) }, NOTE.bid(tokens, choice.b), seen));
  }),
  seat(keys.withdraw, ({ ctx, interaction, game, seen, answer }) => answer(actShort(ctx, interaction, game, { type: 'withdraw' }, NOTE.withdrew, seen))),
];
