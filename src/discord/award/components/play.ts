// Playing a Scandal or Trump from the panel: the "Play a card…" menu opens the wizard, each of its
// menus records a choice (target, then the card's own choice), and "Play" submits the card.
import { z } from 'zod';
import { card } from '../../../games/award/cards.js';
import { SKILLS } from '../../../games/award/tokens.js';
import type { AwardCommand } from '../../../games/award/messages.js';
import type { AwardView } from '../../../games/award/view-types.js';
import type { ComponentRoute } from '../../kit/route.js';
import { namerFor, textNames } from '../../names.js';
import { act, seatOf } from '../act.js';
import { cardArg, keys, type Wizard } from '../ids.js';
import { NOTE } from '../notes.js';
import { parseTokensArg, playNeeds, playWizard, tokensArg } from '../panel.js';
import { must, stamped, values } from './input.js';

const seatArg = z.union([z.literal(''), z.string().regex(/^p\d{1,2}$/)]);
const extraArg = z.string().regex(/^[A-Za-z0-9.]{0,20}$/);
const renewPick = z.string().regex(/^[ADT]\d$/);

/** Tokens picked in the All-Nighter menu ("A1", "A2", "D1" …: one value per token). */
function pickedTokens(picked: readonly string[]): string {
  const t = { A: 0, D: 0, T: 0 };
  for (const value of picked) {
    const skill = SKILLS.find((s) => renewPick.safeParse(value).success && value.startsWith(s));
    if (skill) t[skill] += 1;
  }
  return tokensArg(t);
}

export const playComponents: readonly ComponentRoute<AwardView>[] = [
  stamped(keys.playWizard, ({ interaction, game, seen, answer }) => {
    const c = must(cardArg, values(interaction)[0]);
    return answer(playWizard(game, seen.view, { card: c, target: '', extra: '' }, textNames(game)));
  }),
  stamped(keys.playStep, ({ interaction, game, seen, answer, args: [, c, target, extra, field] }) => {
    const picked = values(interaction);
    let w: Wizard = { card: c, target, extra };
    if (field === 't') w = { card: c, target: must(seatArg, picked[0] ?? ''), extra: '' };
    else if (playNeeds(card(c).code).extra === 'tokens') w = { ...w, extra: pickedTokens(picked) };
    else w = { ...w, extra: must(extraArg, picked[0] ?? '') };
    return answer(playWizard(game, seen.view, w, textNames(game)));
  }),
  stamped(keys.playConfirm, ({ ctx, interaction, game, seen, answer, args: [, c, target, extra] }) => {
    const needs = playNeeds(card(c).code);
    const command: AwardCommand = {
      type: 'play',
      card: c,
      ...(target ? { target } : {}),
      ...(needs.extra === 'account' ? { account: must(cardArg, extra) } : {}),
      ...(needs.extra === 'creative' || needs.extra === 'discardName' ? { pick: must(cardArg, extra) } : {}),
      ...(needs.extra === 'skill' ? { skill: must(z.enum(SKILLS), extra) } : {}),
      ...(needs.extra === 'tokens' ? { tokens: parseTokensArg(extra) } : {}),
    };
    const note = NOTE.played(c, target ? namerFor(game)(target) : null, target === seatOf(seen));
    return answer(act(ctx, interaction, game, command, note, seen, seen.version));
  }),
];
