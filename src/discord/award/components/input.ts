// What every Award component family shares: binding a run to a family for a seated player, the
// values picked in a menu (parsed: anything unexpected is a clear refusal), and who may answer an
// open bid prompt or question.
import type { MessageComponentInteraction } from 'discord.js';
import type { z } from 'zod';
import type { PlayerId } from '../../../engine/game.js';
import type { AwardView } from '../../../games/award/view-types.js';
import { UserError } from '../../errors.js';
import { on, type ComponentKey, type ComponentRoute, type SeatComponentCall } from '../../kit/route.js';
import type { Namer } from '../../names.js';
import { waitId } from '../ids.js';
import { NOTE, REFUSED } from '../notes.js';
import { panelOf } from '../act.js';
import { panelStamp } from '../../../games/award/stamp.js';

/** A family for a player of the game, with their view. */
export function seat<A, Args extends readonly unknown[]>(key: ComponentKey<A, Args>, run: (call: SeatComponentCall<AwardView, A>) => Promise<unknown>): ComponentRoute<AwardView> {
  return on.seat<AwardView, A, Args>(key, async (call) => {
    await run(call);
  });
}

/**
 * A family of the private panel: runs `then` if the button's stamp (its first argument) still
 * fits the clicker's agency as seen now (games/award/stamp.ts); otherwise answers with the panel
 * as it is now and changes nothing. Another agency's moves never make it stale.
 */
export function stamped<A extends readonly [string, ...unknown[]], Args extends readonly unknown[]>(
  key: ComponentKey<A, Args>,
  then: (call: SeatComponentCall<AwardView, A>) => Promise<unknown>,
): ComponentRoute<AwardView> {
  return seat(key, async (call) => {
    if (panelStamp(call.seen.view) !== call.args[0]) await call.answer(panelOf(call.seen, NOTE.stale));
    else await then(call);
  });
}

/** Parses a menu value (or other component input); anything unexpected is a clear refusal. */
export function must<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UserError(REFUSED.malformedChoice);
  return parsed.data;
}

/** The values picked in a select menu (none for a button). */
export function values(interaction: MessageComponentInteraction): string[] {
  return interaction.isStringSelectMenu() ? interaction.values : [];
}

/** The bid prompt named by `at` (its wait id) is open and is this seat's; else a clear refusal. */
export function promptFor(v: AwardView, seat: PlayerId, at: number, name: Namer): void {
  const p = v.pending;
  if (!p || p.kind !== 'prompt' || waitId(v) !== at) throw new UserError(REFUSED.promptOver);
  if (p.player !== seat) throw new UserError(REFUSED.promptForOther(name(p.player)));
}

/** The question named by `at` (its wait id) is open and is this seat's; else a clear refusal. */
export function askFor(v: AwardView, seat: PlayerId, at: number, name: Namer): void {
  const p = v.pending;
  if (!p || waitId(v) !== at || p.kind === 'prompt' || p.kind === 'turn') throw new UserError(REFUSED.questionOver);
  if (p.player !== seat) throw new UserError(REFUSED.questionForOther(name(p.player)));
}
