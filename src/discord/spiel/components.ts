// The buttons and menus of Spiel messages. Every button that acts for a company carries the
// stamp of the panel it was drawn on: the click goes through if the clicker's own company is
// unchanged since (whatever other companies did meanwhile), else it gets the current panel and
// nothing changes. Public posts' buttons open a new ephemeral panel; a panel's buttons update it.
import { MessageFlags, type MessageComponentInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { z } from 'zod';
import { planWith, planWithout, workingPlan } from '../../games/spiel/plan.js';
import { MAX_PLAN_GAMES, type CardView, type SpielView } from '../../games/spiel/types.js';
import { cardList, componentArgs, type ComponentId } from '../custom-id.js';
import { UserError } from '../errors.js';
import { ephemeral, gameOfComponent, requireSeat, update, type BotContext } from '../interact.js';
import { namerFor } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { act, current, outOfDate, panelOf, see, TYPE, type Seen } from './act.js';
import { hireConfirm, hireWarning, preview, tradeDetail } from './panel.js';
import { logPage, statusBoard } from './render.js';
import { committedNote, draftNote } from './notes.js';

const one = <T extends z.ZodTypeAny>(schema: T) => z.tuple([schema]);
/** A panel stamp (games/spiel/stamp.ts); an old button's version number parses too, and is stale. */
const stamp = z.string().regex(/^[0-9a-z]{1,8}$/);
const cardId = z.coerce.number().int().min(0).max(120);
const stamped = z.tuple([stamp]);
const stampedCards = z.tuple([stamp, cardList]);
const stampedIndex = z.tuple([stamp, z.coerce.number().int().min(0).max(MAX_PLAN_GAMES)]);
const stampedCard = z.tuple([stamp, cardId]);
const trade = one(z.coerce.number().int().min(0));

function args<T extends z.ZodTypeAny>(schema: T, id: ComponentId): z.infer<T> {
  return componentArgs(schema, id, 'This button is malformed; open a fresh panel with /spiel hand.');
}

function selected(interaction: MessageComponentInteraction): string | undefined {
  return (interaction as StringSelectMenuInteraction).values?.[0];
}

/** Cards of the clicker's hand by id, or a clear refusal if any left it. */
function inHand(view: SpielView, cards: readonly number[]): CardView[] {
  const hand = view.you?.hand ?? [];
  const picked = cards.map((c) => hand.find((h) => h.id === c));
  if (picked.some((c) => c === undefined)) throw new UserError('Those cards are not in your hand (any more); open a fresh panel with /spiel hand.');
  return picked as CardView[];
}

export async function component(interaction: MessageComponentInteraction, id: ComponentId, ctx: BotContext): Promise<void> {
  const game = gameOfComponent(ctx, interaction, id.gameId, TYPE);
  const user = interaction.user.id;
  const answer = (payload: MessagePayload) =>
    interaction.message.flags.has(MessageFlags.Ephemeral) ? interaction.update(update(payload)) : interaction.reply(ephemeral(payload));
  /** The clicker's company now, if the button's stamp still fits it; else answers with the current panel. */
  const fresh = async (s: string): Promise<Seen | null> => {
    requireSeat(game, user);
    const seen = see(ctx, game, user);
    if (current(seen, s)) return seen;
    await answer(outOfDate(seen));
    return null;
  };

  switch (id.action) {
    case 'panel':
      requireSeat(game, user);
      await answer(panelOf(see(ctx, game, user)));
      return;
    case 'status': {
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError('The board appears once the game has started.');
      await interaction.reply(ephemeral(statusBoard(pub.view as SpielView, namerFor(game))));
      return;
    }
    case 'bs': {
      const [s] = args(stamped, id);
      const seen = await fresh(s);
      if (seen) await answer(act(ctx, interaction, game, { type: 'brainstorm' }, '💡 You will brainstorm this month — committed.', seen));
      return;
    }
    case 'best': {
      const [s] = args(stamped, id);
      const cards = cardList.safeParse(selected(interaction));
      if (!cards.success) throw new UserError('That choice is malformed; open a fresh panel with /spiel hand.');
      const seen = await fresh(s);
      if (seen) await answer(preview(game.id, seen.view, inHand(seen.view, cards.data)));
      return;
    }
    case 'add': {
      const [s, cards] = args(stampedCards, id);
      const seen = await fresh(s);
      if (!seen?.view.you) return;
      inHand(seen.view, cards);
      const games = planWith(seen.view.you, cards);
      await answer(act(ctx, interaction, game, { type: 'draft', games }, draftNote(games.length), seen));
      return;
    }
    case 'only': {
      const [s, cards] = args(stampedCards, id);
      const seen = await fresh(s);
      if (seen) await answer(act(ctx, interaction, game, { type: 'publish', games: [cards] }, committedNote(1, true), seen));
      return;
    }
    case 'commit': {
      const [s] = args(stamped, id);
      const seen = await fresh(s);
      if (!seen?.view.you) return;
      const games = workingPlan(seen.view.you).map((g) => [...g]);
      if (seen.view.you.draft === null || games.length === 0) throw new UserError('There is no draft plan to commit; open a fresh panel with /spiel hand.');
      await answer(act(ctx, interaction, game, { type: 'publish', games }, committedNote(games.length, false), seen));
      return;
    }
    case 'drop':
    case 'dropm': {
      const [s, index] = id.action === 'drop' ? args(stampedIndex, id) : [args(stamped, id)[0], Number(selected(interaction))];
      const seen = await fresh(s);
      if (!seen?.view.you) return;
      const games = Number.isInteger(index) ? planWithout(seen.view.you, index) : null;
      if (games === null) throw new UserError('That game is no longer in your plan.');
      await answer(act(ctx, interaction, game, { type: 'draft', games }, '✖️ Removed from your plan.', seen));
      return;
    }
    case 'discard': {
      const [s] = args(stamped, id);
      const seen = await fresh(s);
      if (seen) await answer(act(ctx, interaction, game, { type: 'draft', games: null }, '🗑️ Draft discarded: what you committed stands.', seen));
      return;
    }
    case 'hire': {
      const [s] = args(stamped, id);
      const card = cardId.safeParse(selected(interaction));
      if (!card.success) throw new UserError('That choice is malformed; open a fresh panel with /spiel hand.');
      const seen = await fresh(s);
      if (!seen) return;
      const designer = seen.view.you?.hand.find((c) => c.id === card.data && c.kind === 'designer');
      if (!designer) throw new UserError('That designer is no longer in your hand.');
      const until = hireWarning(seen.view);
      if (until !== null) await answer(hireConfirm(game.id, seen.view, designer, until));
      else await answer(act(ctx, interaction, game, { type: 'playDesigner', card: card.data }, `🧑‍🎨 Designer hired: ${designer.label} now works for you (€30,000/month).`, seen));
      return;
    }
    case 'hireok': {
      const [s, card] = args(stampedCard, id);
      const seen = await fresh(s);
      if (seen) await answer(act(ctx, interaction, game, { type: 'playDesigner', card }, '🧑‍🎨 Designer hired (€30,000/month) — mind the wages.', seen));
      return;
    }
    case 'unfire': {
      const [s, card] = args(stampedCard, id);
      const seen = await fresh(s);
      if (seen) await answer(act(ctx, interaction, game, { type: 'fire', designer: card, fire: false }, '↩️ You keep that designer.', seen));
      return;
    }
    case 'unoffer': {
      const [s, card] = args(stampedCard, id);
      const seen = await fresh(s);
      if (seen) await answer(act(ctx, interaction, game, { type: 'offer', designer: card, wage: null }, '↩️ Offer withdrawn.', seen));
      return;
    }
    case 'log': {
      const [page] = args(one(z.coerce.number().int().min(0).max(99)), id);
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError('The history starts once the game has started.');
      await answer(logPage(game.id, pub.view as SpielView, page, namerFor(game, { autopilot: false })));
      return;
    }
    case 'tview': {
      const [tradeId] = args(trade, id);
      const seen = see(ctx, game, user);
      const mine = [...(seen.view.you?.trades ?? []), ...(seen.view.you?.recentTrades ?? [])].some((t) => t.id === tradeId);
      if (!mine) throw new UserError('Only the two companies in a trade can see it — or it is no longer open.');
      await interaction.reply(ephemeral(tradeDetail(game.id, seen.view, tradeId, namerFor(game))));
      return;
    }
    case 'tacc':
    case 'tdec': {
      requireSeat(game, user);
      const [tradeId] = args(trade, id);
      const accept = id.action === 'tacc';
      await answer(act(ctx, interaction, game, { type: 'answerTrade', trade: tradeId, accept }, accept ? '🤝 Trade accepted.' : '✖️ Trade declined.'));
      return;
    }
    case 'twd': {
      requireSeat(game, user);
      const [tradeId] = args(trade, id);
      await answer(act(ctx, interaction, game, { type: 'withdrawTrade', trade: tradeId }, '↩️ Trade offer withdrawn.'));
      return;
    }
    default:
      throw new UserError('This button is not known (it may come from an older version of the bot).');
  }
}
