// /award play: a Scandal or Trump from the hand, any time the card allows, with every choice it
// needs named in the command (R62): its target, and the Account, creative, skill or tokens.
import { z } from 'zod';
import { card, isCard } from '../../../games/award/cards.js';
import { SKILLS } from '../../../games/award/tokens.js';
import type { AwardCommand } from '../../../games/award/messages.js';
import type { AwardView } from '../../../games/award/view-types.js';
import { UserError } from '../../errors.js';
import { answerPrivately } from '../../interact.js';
import { seatRoutes } from '../../kit/route.js';
import { namerFor, textNames } from '../../names.js';
import { actShort, seatOf } from '../act.js';
import { NOTE, REFUSED, WANTED } from '../notes.js';
import { playNeeds } from '../panel.js';
import { agencyChoices, choices, listed, parseTyped, pickCard, SKILL_CHOICES, targetOf, targetSoFar } from './pick.js';

const seat = seatRoutes<AwardView>();

/** The cards a player can play with /award play (Bribe the Judges goes with a bid). */
const playable = (v: AwardView) => (v.you?.hand ?? []).filter((c) => (c.kind === 'scandal' || c.kind === 'trump') && c.code !== 'T2');

export const play = seat({
  name: 'play',
  description: 'Play a Scandal or Trump from your hand — any time the card allows.',
  options: (b) =>
    b
      .addStringOption(listed('card', 'The card in your hand.', true))
      .addUserOption((o) => o.setName('target').setDescription('The target player (Scandals).'))
      .addStringOption(listed('seat', 'Or the target agency by seat (e.g. an AI agency).'))
      .addStringOption(listed('account', 'Bad Press: the Account to discard.'))
      .addStringOption(listed('creative', 'Poached: the creative to take · Headhunter: the Name Card to take.'))
      .addStringOption((o) => o.setName('skill').setDescription('Online Course: the token type to gain.').addChoices(...SKILL_CHOICES))
      .addStringOption((o) => o.setName('tokens').setDescription('All-Nighter: the expended tokens to renew, e.g. "A1 D2" (up to 3).').setMaxLength(20)),
  args: z.object({
    card: z.string(),
    target: z.string().optional(),
    seat: z.string().optional(),
    account: z.string().optional(),
    creative: z.string().optional(),
    skill: z.enum(SKILLS).optional(),
    tokens: z.string().optional(),
  }),
  run: async ({ interaction, ctx, game, seen, args }) => {
    const { view } = seen;
    const c = pickCard(args.card, view.you?.hand ?? [], WANTED.inHand);
    const needs = playNeeds(c.code);
    const target = targetOf(interaction, game, view, 'target', args.seat);
    if (needs.extra === 'tokens' && !args.tokens) throw new UserError(REFUSED.nameTokens(c.id));
    const account = args.account?.trim();
    const pick = args.creative?.trim();
    const pool = c.code === 'T8' ? view.assetDiscard : view.agencies.flatMap((a) => a.creatives.map((x) => x.card));
    const command: AwardCommand = {
      type: 'play',
      card: c.id,
      ...(target ? { target } : {}),
      ...(account ? { account: isCard(account) ? account : pickCard(account, view.agencies.flatMap((a) => a.accounts.map((h) => h.card)), WANTED.accountInPlay).id } : {}),
      ...(pick ? { pick: isCard(pick) ? pick : pickCard(pick, pool, c.code === 'T8' ? WANTED.nameInDiscard : WANTED.creativeInPlay).id } : {}),
      ...(args.skill ? { skill: args.skill } : {}),
      ...(args.tokens ? { tokens: parseTyped(args.tokens) } : {}),
    };
    const note = NOTE.played(c.id, target ? namerFor(game)(target) : null, target === seatOf(seen));
    await answerPrivately(interaction, ctx, game, actShort(ctx, interaction, game, command, note, seen));
  },
  autocomplete: ({ interaction, seen, focused, typed, values }) => {
    const { view, game } = seen;
    if (focused === 'seat') return agencyChoices(view, textNames(game), typed);
    if (focused === 'card') return choices(playable(view), typed);
    const t = targetSoFar(game, view, values.target, values.seat);
    const theirs = view.agencies.filter((a) => t === null || a.id === t);
    if (focused === 'account') return choices(theirs.flatMap((a) => a.accounts.map((h) => h.card)), typed);
    if (focused !== 'creative') return [];
    const cardValue = values.card;
    if (typeof cardValue === 'string' && isCard(cardValue) && card(cardValue).code === 'T8') return choices(view.assetDiscard.filter((c) => c.kind === 'creative'), typed);
    return choices(theirs.flatMap((a) => a.creatives.map((c) => c.card)), typed);
  },
});
