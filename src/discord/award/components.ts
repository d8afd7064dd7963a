// The buttons and menus of Award messages (one permanent router, no collectors). Each parses its
// custom_id (ids.ts), checks who may press it and whether what it answers is still open, asks the
// service, and answers — ephemerally, or by updating the ephemeral message it sits on.
import { MessageFlags, type MessageComponentInteraction } from 'discord.js';
import { z } from 'zod';
import type { PlayerId } from '../../engine/game.js';
import { minimumBid, seatFromView, typeRanges } from '../../games/award/bid.js';
import { card, isCard, type CardId } from '../../games/award/cards.js';
import { SKILLS, type Skill } from '../../games/award/tokens.js';
import { HAND_LIMIT, type AwardCommand, type AwardView } from '../../games/award/types.js';
import { componentArgs, version, type ComponentId } from '../custom-id.js';
import { UserError } from '../errors.js';
import { ephemeral, gameOfComponent, update, type BotContext } from '../interact.js';
import { namerFor, type Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { act, actShort, mySeat, names, panelOf, see, TYPE } from './act.js';
import { waitId, type BidChoice, type Wizard } from './ids.js';
import { NOTE, REFUSED } from './notes.js';
import { bidBuilder, cutPanel, forcedChooser, parseTokensArg, playNeeds, playWizard, tokensArg, tradeDetail } from './panel.js';
import { pastNamer } from './posts.js';
import { fullLogPage, logPage } from './render.js';

const wait = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const cardArg = z.string().regex(/^[A-Z]{1,2}\d{1,2}[ab]?$/).refine(isCard);
const count = z.coerce.number().int().min(0).max(24);
const choiceSchema = z
  .string()
  .regex(/^\d{1,2}\.\d{1,2}\.\d{1,2}\.\d$/)
  .transform((s) => s.split('.').map(Number) as [number, number, number, number])
  .transform(([A, D, T, b]): BidChoice => ({ A, D, T, b }));
const seatArg = z.union([z.literal(''), z.string().regex(/^p\d{1,2}$/)]);
const extraArg = z.string().regex(/^[A-Za-z0-9.]{0,20}$/);
const tradeArg = z.tuple([z.coerce.number().int().min(0).max(1_000_000)]);
const askArgs = z.tuple([wait, z.enum(['refill', 'finish', 'pay', 'fire', 'open', 'sell', 'liq', 'choose', 'hire', 'nohire', 'layoff', 'bust', 'claim', 'decline', 'giveup']), z.union([z.literal(''), cardArg])]);

function args<T extends z.ZodTypeAny>(schema: T, id: ComponentId): z.infer<T> {
  return componentArgs(schema, id, REFUSED.malformedButton);
}

/** Parses a menu value (or other component input); anything unexpected is a clear refusal. */
function must<T extends z.ZodTypeAny>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UserError(REFUSED.malformedChoice);
  return parsed.data;
}

function values(interaction: MessageComponentInteraction): string[] {
  return interaction.isStringSelectMenu() ? interaction.values : [];
}

/** The bid prompt named by `at` (its wait id) is open and is this user's; else a clear refusal. */
function promptFor(v: AwardView, seat: PlayerId, at: number, name: Namer): void {
  const p = v.pending;
  if (!p || p.kind !== 'prompt' || waitId(v) !== at) throw new UserError(REFUSED.promptOver);
  if (p.player !== seat) throw new UserError(REFUSED.promptForOther(name(p.player)));
}

/** The question named by `at` (its wait id) is open and is this user's; else a clear refusal. */
function askFor(v: AwardView, seat: PlayerId, at: number, name: Namer): void {
  const p = v.pending;
  if (!p || waitId(v) !== at || p.kind === 'prompt' || p.kind === 'turn') throw new UserError(REFUSED.questionOver);
  if (p.player !== seat) throw new UserError(REFUSED.questionForOther(name(p.player)));
}

export async function component(interaction: MessageComponentInteraction, id: ComponentId, ctx: BotContext): Promise<void> {
  const game = gameOfComponent(ctx, interaction, id.gameId, TYPE);
  const user = interaction.user.id;
  const privateMessage = interaction.message.flags.has(MessageFlags.Ephemeral);
  // Ephemeral messages update in place; public posts' components answer with a new ephemeral reply.
  const answer = (payload: MessagePayload) => (privateMessage ? interaction.update(update(payload)) : interaction.reply(ephemeral(payload)));
  const n = () => names(interaction, game);

  switch (id.action) {
    case 'panel':
      mySeat(game, user);
      await answer(panelOf(interaction, see(ctx, game, user)));
      return;
    // The log, whole or one turn at a time; also once the game is over (from the final post).
    case 'log':
    case 'logp':
    case 'logt': {
      const [n] = id.action === 'log' ? [Number.MAX_SAFE_INTEGER] : args(z.tuple([z.coerce.number().int().min(0).max(1_000_000)]), id);
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError(REFUSED.noLog);
      const v = pub.view as AwardView;
      await answer(id.action === 'logt' ? logPage(game, v, n, pastNamer(game)) : fullLogPage(game, v, n, pastNamer(game)));
      return;
    }
    case 'wd':
      mySeat(game, user);
      await interaction.reply(ephemeral(actShort(ctx, interaction, game, { type: 'withdraw' }, NOTE.withdrew)));
      return;

    // The private panel (versioned: a click on an outdated panel changes nothing).
    case 'draw':
    case 'reveal':
    case 'upkeep':
    case 'pay': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const command: AwardCommand =
        id.action === 'draw' ? { type: 'draw' } : id.action === 'reveal' ? { type: 'reveal' } : id.action === 'upkeep' ? { type: 'finishUpkeep' } : { type: 'paySalaries', fire: [] };
      const note = { draw: NOTE.drew, reveal: NOTE.revealed, upkeep: NOTE.upkeepDone, pay: NOTE.salariesPaid }[id.action];
      await answer(act(ctx, interaction, game, command, note, v));
      return;
    }
    case 'end': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const seen = see(ctx, game, user);
      if (seen.version === v && (seen.view.you?.hand.length ?? 0) > HAND_LIMIT) {
        await answer(cutPanel(game, seen.version, seen.view));
        return;
      }
      await answer(act(ctx, interaction, game, { type: 'endTurn', cut: [] }, NOTE.turnOver, v));
      return;
    }
    case 'cut': {
      mySeat(game, user);
      const [v, mode] = args(z.tuple([version, z.enum(['sell', 'discard'])]), id);
      const cards = must(z.array(cardArg).min(1).max(40), values(interaction));
      const cut = cards.map((c) => ({ card: c, sell: mode === 'sell' }));
      await answer(act(ctx, interaction, game, { type: 'endTurn', cut }, NOTE.turnOverCut(cards, mode === 'sell'), v));
      return;
    }
    case 'card': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const [what, c] = must(z.tuple([z.enum(['hire', 'sell']), cardArg]), (values(interaction)[0] ?? '').split('.'));
      const command: AwardCommand = what === 'hire' ? { type: 'hire', card: c } : { type: 'sell', card: c };
      await answer(act(ctx, interaction, game, command, what === 'hire' ? NOTE.hired(c) : NOTE.sold(c), v));
      return;
    }
    case 'learn': {
      mySeat(game, user);
      const [v, skill] = args(z.tuple([version, z.enum(SKILLS)]), id);
      await answer(act(ctx, interaction, game, { type: 'learn', skill }, NOTE.learnt(skill), v));
      return;
    }
    case 'apass': {
      mySeat(game, user);
      const [v, on] = args(z.tuple([version, z.enum(['0', '1'])]), id);
      await answer(act(ctx, interaction, game, { type: 'setAutoPass', on: on === '1' }, NOTE.autoPass(on === '1'), v));
      return;
    }
    case 'arefill': {
      mySeat(game, user);
      const [v, on] = args(z.tuple([version, z.enum(['0', '1'])]), id);
      const orders = see(ctx, game, user).view.you?.orders ?? { autoRefill: false, fire: [], payOrder: null };
      const command: AwardCommand = { type: 'standingOrders', autoRefill: on === '1', fire: [...orders.fire], payOrder: orders.payOrder ? [...orders.payOrder] : null };
      await answer(act(ctx, interaction, game, command, NOTE.autoRefill(on === '1'), v));
      return;
    }
    case 'more': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const [what, arg] = (values(interaction)[0] ?? '').split('.');
      let command: AwardCommand;
      let note: string;
      const orders = see(ctx, game, user).view.you?.orders ?? { autoRefill: false, fire: [], payOrder: null };
      switch (what) {
        case 'withdraw':
          command = { type: 'withdraw' };
          note = NOTE.withdrew;
          break;
        case 'refill':
        case 'drop': {
          const account = must(cardArg, arg);
          command = what === 'refill' ? { type: 'refill', account } : { type: 'drop', account };
          note = what === 'refill' ? NOTE.refilled(account) : NOTE.dropped(account);
          break;
        }
        case 'tacc':
        case 'tdec':
        case 'twd': {
          const trade = must(z.coerce.number().int().min(0), arg);
          command = what === 'twd' ? { type: 'withdrawTrade', trade } : { type: 'answerTrade', trade, accept: what === 'tacc' };
          note = what === 'tacc' ? NOTE.tradeAccepted : what === 'tdec' ? NOTE.tradeDeclined : NOTE.tradeWithdrawn;
          break;
        }
        case 'm2fire': {
          const c = must(cardArg, arg);
          command = { type: 'paySalaries', fire: [c] };
          note = NOTE.firedAndPaid([c]);
          break;
        }
        case 'fire':
        case 'keep': {
          const c = must(cardArg, arg);
          const fire = what === 'fire' ? [...new Set([...orders.fire, c])] : orders.fire.filter((x) => x !== c);
          command = { type: 'standingOrders', autoRefill: orders.autoRefill, fire, payOrder: orders.payOrder ? [...orders.payOrder] : null };
          note = NOTE.fireOrder(c, what === 'fire');
          break;
        }
        default:
          throw new UserError(REFUSED.unknownChoice);
      }
      await answer(act(ctx, interaction, game, command, note, v));
      return;
    }
    case 'play': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const c = must(cardArg, values(interaction)[0]);
      const seen = see(ctx, game, user);
      if (seen.version !== v) {
        await answer(panelOf(interaction, seen, NOTE.movedOn));
        return;
      }
      await answer(playWizard(game, seen.version, seen.view, { card: c, target: '', extra: '' }, n().plain));
      return;
    }
    case 'pw': {
      mySeat(game, user);
      const [v, c, target, extra, field] = args(z.tuple([version, cardArg, seatArg, extraArg, z.enum(['t', 'x'])]), id);
      const seen = see(ctx, game, user);
      if (seen.version !== v) {
        await answer(panelOf(interaction, seen, NOTE.movedOn));
        return;
      }
      const picked = values(interaction);
      let w: Wizard = { card: c, target, extra };
      if (field === 't') w = { card: c, target: must(seatArg, picked[0] ?? ''), extra: '' };
      else if (playNeeds(card(c).code).extra === 'tokens') {
        const t = { A: 0, D: 0, T: 0 };
        for (const value of picked) {
          const m = /^([ADT])\d$/.exec(value);
          if (m) t[m[1] as Skill] += 1;
        }
        w = { ...w, extra: tokensArg(t) };
      } else w = { ...w, extra: must(extraArg, picked[0] ?? '') };
      await answer(playWizard(game, seen.version, seen.view, w, n().plain));
      return;
    }
    case 'pgo': {
      const seat = mySeat(game, user);
      const [v, c, target, extra] = args(z.tuple([version, cardArg, seatArg, extraArg]), id);
      const needs = playNeeds(card(c).code);
      const command: AwardCommand & { type: 'play' } = { type: 'play', card: c };
      if (target) command.target = target;
      if (needs.extra === 'account') command.account = must(cardArg, extra);
      else if (needs.extra === 'creative' || needs.extra === 'discardName') command.pick = must(cardArg, extra);
      else if (needs.extra === 'skill') command.skill = must(z.enum(SKILLS), extra);
      else if (needs.extra === 'tokens') command.tokens = parseTokensArg(extra);
      const on = target ? ` on ${target === seat ? 'yourself' : namerFor(game)(target)}` : '';
      await answer(act(ctx, interaction, game, command, NOTE.played(c, on), v));
      return;
    }

    // Bid prompts: only the prompted player, only while that prompt is open.
    case 'min':
    case 'build':
    case 'pass': {
      const seat = mySeat(game, user);
      const [at] = args(z.tuple([wait]), id);
      const seen = see(ctx, game, user);
      promptFor(seen.view, seat, at, n().name);
      if (id.action === 'pass') {
        await answer(actShort(ctx, interaction, game, { type: 'pass' }, NOTE.passed));
        return;
      }
      // The cheapest legal bid, by the engine's own arithmetic (bid.ts); the builder starts there.
      const bidSeat = seatFromView(seen.view, seat);
      const plan = minimumBid(seen.view, seat);
      if (id.action === 'build' || (plan && plan.bribes.length > 0)) {
        const floor = { A: 0, D: 0, T: 0 };
        for (const r of bidSeat ? typeRanges(bidSeat) : []) floor[r.skill] = r.min;
        const start: BidChoice = plan ? { ...plan.tokens, b: plan.bribes.length } : { ...floor, b: 0 };
        const payload = bidBuilder(game, seen.view, at, start);
        const why = id.action === 'min' ? `${NOTE.needsBribe}\n` : '';
        await answer({ ...payload, content: `${why}${payload.content ?? ''}` });
        return;
      }
      if (!plan) throw new UserError(REFUSED.noLegalBid);
      await answer(actShort(ctx, interaction, game, { type: 'bid', tokens: plan.tokens, bribes: [] }, NOTE.bidValue(plan.tokens, plan.value)));
      return;
    }
    case 'bb': {
      const seat = mySeat(game, user);
      const [at, choice, field] = args(z.tuple([wait, choiceSchema, z.enum(['A', 'D', 'T', 'b'])]), id);
      const seen = see(ctx, game, user);
      promptFor(seen.view, seat, at, n().name);
      const next: BidChoice = { ...choice, [field]: must(count, values(interaction)[0] ?? '0') };
      await answer(bidBuilder(game, seen.view, at, next));
      return;
    }
    case 'bp': {
      const seat = mySeat(game, user);
      const [at, choice] = args(z.tuple([wait, choiceSchema]), id);
      const seen = see(ctx, game, user);
      promptFor(seen.view, seat, at, n().name);
      const bribes = (seen.view.you?.hand ?? []).filter((c) => c.code === 'T2').map((c) => c.id);
      if (bribes.length < choice.b) throw new UserError(REFUSED.bribeCards(bribes.length));
      const x = { A: choice.A, D: choice.D, T: choice.T };
      await answer(actShort(ctx, interaction, game, { type: 'bid', tokens: x, bribes: bribes.slice(0, choice.b) }, NOTE.bid(x, choice.b)));
      return;
    }

    // Questions to one player (locks and offers): only that player, only while it is open.
    case 'ask': {
      const seat = mySeat(game, user);
      const [at, what, arg] = args(askArgs, id);
      const seen = see(ctx, game, user);
      if (what === 'open') {
        await interaction.reply(ephemeral(panelOf(interaction, seen)));
        return;
      }
      askFor(seen.view, seat, at, n().name);
      const picked = values(interaction);
      const cards = () => must(z.array(cardArg).min(1).max(40), picked);
      let command: AwardCommand;
      let note: string;
      switch (what) {
        case 'refill':
          command = { type: 'refill', account: must(cardArg, arg) };
          note = NOTE.refilled(arg);
          break;
        case 'finish':
          command = { type: 'finishUpkeep' };
          note = NOTE.upkeepDone;
          break;
        case 'pay':
          command = { type: 'paySalaries', fire: [] };
          note = NOTE.salariesPaid;
          break;
        case 'fire':
          command = { type: 'paySalaries', fire: cards() };
          note = NOTE.firedAndPaid(cards());
          break;
        case 'sell':
          if (!interaction.isStringSelectMenu()) {
            await interaction.reply(ephemeral(forcedChooser(game, seen.view, at)));
            return;
          }
          command = { type: 'forcedSell', cards: cards() };
          note = NOTE.forcedSold(cards());
          break;
        case 'liq':
          command = { type: 'liquidate', creatives: cards() };
          note = NOTE.liquidated(cards());
          break;
        case 'choose':
          command = { type: 'chooseCreative', creative: cards()[0] as CardId };
          note = NOTE.leaves(cards()[0] as CardId);
          break;
        case 'hire':
        case 'nohire':
          command = { type: 'answerHire', accept: what === 'hire' };
          note = NOTE.hireOffer(what === 'hire');
          break;
        case 'layoff':
          command = { type: 'layoff', creative: cards()[0] as CardId };
          note = NOTE.laidOff(cards()[0] as CardId);
          break;
        case 'bust':
          command = { type: 'chooseBust', account: cards()[0] as CardId };
          note = NOTE.bust(cards()[0] as CardId);
          break;
        case 'claim':
        case 'decline':
        case 'giveup':
          command = { type: 'claim', accept: what === 'claim' };
          note = NOTE.claimed(what === 'claim');
          break;
      }
      await answer(actShort(ctx, interaction, game, command, note));
      return;
    }

    // Trades.
    case 'tview': {
      mySeat(game, user);
      const [trade] = args(tradeArg, id);
      const seen = see(ctx, game, user);
      if (!seen.view.you?.trades.some((t) => t.id === trade)) throw new UserError(REFUSED.tradeHidden);
      await interaction.reply(ephemeral(tradeDetail(game, seen.view, trade, namerFor(game))));
      return;
    }
    case 'tacc':
    case 'tdec':
    case 'twd': {
      mySeat(game, user);
      const [trade] = args(tradeArg, id);
      const command: AwardCommand = id.action === 'twd' ? { type: 'withdrawTrade', trade } : { type: 'answerTrade', trade, accept: id.action === 'tacc' };
      const note = id.action === 'tacc' ? NOTE.tradeAccepted : id.action === 'tdec' ? NOTE.tradeDeclined : NOTE.tradeWithdrawn;
      await answer(act(ctx, interaction, game, command, note));
      return;
    }
    default:
      throw new UserError(REFUSED.unknownButton);
  }
}


