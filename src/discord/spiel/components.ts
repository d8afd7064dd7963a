// The buttons and menus of Spiel messages, one route per family (their custom_ids are in ids.ts).
// Every button that acts for a company carries the stamp of the panel it was drawn on: the click
// goes through if the clicker's own company is unchanged since (whatever other companies did
// meanwhile), else it gets the current panel and nothing changes.
import { t } from '../../i18n/index.js';
import type { MessageComponentInteraction } from 'discord.js';
import { z } from 'zod';
import { isDraft, planWith, planWithout, workingPlan } from '../../games/spiel/plan.js';
import { DESIGNER_WAGE, type CardView, type SpielView } from '../../games/spiel/types.js';
import { cardLabel, money } from '../../games/spiel/text.js';
import { cardList } from '../custom-id.js';
import { UserError } from '../errors.js';
import { answerPrivately, type BotContext } from '../interact.js';
import { on, type ComponentRoute, type SeatComponentCall } from '../kit/route.js';
import { viewAs } from '../kit/seen.js';
import { namerFor } from '../names.js';
import { act, current, outOfDate, panelOf } from './act.js';
import { keys } from './ids.js';
import { committedNote, draftNote } from './notes.js';
import { hireConfirm, hireWarning, preview, tradeDetail } from './panel.js';
import { logPage, statusBoard } from './render.js';
import { WORDS } from './table-words.js';

/** The value picked in a select menu, parsed; a clear refusal when malformed. */
function picked<T extends z.ZodType>(interaction: MessageComponentInteraction, schema: T): z.infer<T> {
  const parsed = schema.safeParse(interaction.isStringSelectMenu() ? interaction.values[0] : undefined);
  if (!parsed.success) throw new UserError(t('spiel:act.malformed'));
  return parsed.data;
}

/** Cards of the clicker's hand by id, or a clear refusal if any left it. */
function inHand(view: SpielView, cards: readonly number[]): CardView[] {
  const hand = view.you?.hand ?? [];
  const found = hand.filter((h) => cards.includes(h.id));
  if (found.length !== cards.length) throw new UserError(t('spiel:act.cardsGone'));
  return cards.map((c) => found.find((h) => h.id === c)).filter((c): c is CardView => c !== undefined);
}

/**
 * A stamped family: runs `then` with the clicker's company if the button's stamp still fits it;
 * otherwise answers with the current panel and changes nothing.
 */
function stamped<A extends readonly [string, ...unknown[]], Args extends readonly unknown[]>(
  key: Parameters<typeof on.seat<SpielView, A, Args>>[0],
  then: (call: SeatComponentCall<SpielView, A>) => Promise<unknown>,
): ComponentRoute<SpielView> {
  return on.seat<SpielView, A, Args>(key, async (call) => {
    if (!current(call.seen, call.args[0])) await call.answer(outOfDate(call.seen));
    else await then(call);
  });
}

/** The public view of a started game. */
function publicView(ctx: BotContext, gameId: number): SpielView {
  const result = ctx.service.view(gameId, null);
  if (!result.ok || result.view === null) throw new UserError(WORDS.notStarted);
  return viewAs<SpielView>(result.view);
}

const cardId = z.coerce.number().int().min(0).max(120);

export const components: readonly ComponentRoute<SpielView>[] = [
  on.seat<SpielView, readonly [], readonly []>(keys.hand, async ({ seen, answer }) => {
    await answer(panelOf(seen));
  }),
  on.game(keys.board, async (call) => {
    await answerPrivately(call.interaction, call.ctx, call.game, statusBoard(publicView(call.ctx, call.game.id), namerFor(call.game)));
  }),
  stamped(keys.brainstorm, ({ ctx, interaction, game, seen, answer }) => answer(act(ctx, interaction, game, { type: 'brainstorm' }, t('spiel:act.brainstorm'), seen))),
  stamped(keys.preview, ({ interaction, game, seen, answer }) => answer(preview(game.id, seen.view, inHand(seen.view, picked(interaction, cardList))))),
  stamped(keys.addToPlan, async ({ ctx, interaction, game, seen, answer, args: [, cards] }) => {
    const you = seen.view.you;
    if (!you) return;
    inHand(seen.view, cards);
    const games = planWith(you, cards);
    await answer(act(ctx, interaction, game, { type: 'draft', games }, draftNote(games.length), seen));
  }),
  stamped(keys.publishOnly, ({ ctx, interaction, game, seen, answer, args: [, cards] }) =>
    answer(act(ctx, interaction, game, { type: 'publish', games: [cards] }, committedNote(1, true), seen)),
  ),
  stamped(keys.commitPlan, async ({ ctx, interaction, game, seen, answer }) => {
    const you = seen.view.you;
    const games = you ? workingPlan(you).map((g) => [...g]) : [];
    if (you?.draft === null || games.length === 0) throw new UserError(t('spiel:act.noDraft'));
    await answer(act(ctx, interaction, game, { type: 'publish', games }, committedNote(games.length, false), seen));
  }),
  stamped(keys.dropFromPlan, (call) => dropGame(call, call.args[1])),
  stamped(keys.dropMenu, (call) => dropGame(call, picked(call.interaction, z.coerce.number().int().min(0)))),
  stamped(keys.discardPlan, ({ ctx, interaction, game, seen, answer }) =>
    answer(act(ctx, interaction, game, { type: 'draft', games: null }, t('spiel:act.discarded'), seen)),
  ),
  stamped(keys.hire, async ({ ctx, interaction, game, seen, answer }) => {
    const card = picked(interaction, cardId);
    const designer = seen.view.you?.hand.find((c) => c.id === card && c.kind === 'designer');
    if (!designer) throw new UserError(t('spiel:act.designerGone'));
    const until = hireWarning(seen.view);
    await answer(
      until !== null
        ? hireConfirm(game.id, seen.view, designer, until)
        : act(ctx, interaction, game, { type: 'playDesigner', card }, t('spiel:act.designerHired', { designer: cardLabel(designer), wage: money(DESIGNER_WAGE) }), seen),
    );
  }),
  stamped(keys.hireAnyway, ({ ctx, interaction, game, seen, answer, args: [, card] }) =>
    answer(act(ctx, interaction, game, { type: 'playDesigner', card }, t('spiel:act.hiredAnyway', { wage: money(DESIGNER_WAGE) }), seen)),
  ),
  stamped(keys.keepDesigner, ({ ctx, interaction, game, seen, answer, args: [, card] }) =>
    answer(act(ctx, interaction, game, { type: 'fire', designer: card, fire: false }, t('spiel:act.keepThat'), seen)),
  ),
  stamped(keys.dropOffer, ({ ctx, interaction, game, seen, answer, args: [, card] }) => answer(act(ctx, interaction, game, { type: 'offer', designer: card, wage: null }, t('spiel:act.offerWithdrawn'), seen))),
  on.game(keys.logPage, async (call) => {
    await call.answer(logPage(call.game.id, publicView(call.ctx, call.game.id), call.args[0], namerFor(call.game, { autopilot: false })));
  }),
  on.seat<SpielView, readonly [number], readonly [number]>(keys.tradeView, async ({ interaction, ctx, game, seen, args: [tradeId] }) => {
    const mine = [...(seen.view.you?.trades ?? []), ...(seen.view.you?.recentTrades ?? [])].some((t) => t.id === tradeId);
    if (!mine) throw new UserError(t('spiel:act.notYourTrade'));
    await answerPrivately(interaction, ctx, game, tradeDetail(game.id, seen.view, tradeId, namerFor(game)));
  }),
  on.seat<SpielView, readonly [number], readonly [number]>(keys.tradeAccept, ({ ctx, interaction, game, answer, args: [trade] }) =>
    answer(act(ctx, interaction, game, { type: 'answerTrade', trade, accept: true }, t('spiel:act.accepted'))).then(() => undefined),
  ),
  on.seat<SpielView, readonly [number], readonly [number]>(keys.tradeDecline, ({ ctx, interaction, game, answer, args: [trade] }) =>
    answer(act(ctx, interaction, game, { type: 'answerTrade', trade, accept: false }, t('spiel:act.declined'))).then(() => undefined),
  ),
  on.seat<SpielView, readonly [number], readonly [number]>(keys.tradeWithdraw, ({ ctx, interaction, game, answer, args: [trade] }) =>
    answer(act(ctx, interaction, game, { type: 'withdrawTrade', trade }, t('spiel:act.tradeWithdrawn'))).then(() => undefined),
  ),
];

/**
 * Removes game `index` of the plan on show. From a draft, the draft changes (it still counts only
 * once committed). From the committed plan, the committed choice changes, through the engine
 * (`removeGame`): the game will not publish, so what the panel shows is what counts.
 */
function dropGame({ ctx, interaction, game, seen, answer }: SeatComponentCall<SpielView, unknown>, index: number): Promise<unknown> {
  const you = seen.view.you;
  const games = you ? planWithout(you, index) : null;
  if (!you || games === null) throw new UserError(t('spiel:act.notInPlan'));
  if (isDraft(you)) return answer(act(ctx, interaction, game, { type: 'draft', games }, t('spiel:act.removedDraft'), seen));
  const note = games.length > 0 ? t('spiel:act.removedCommitted', { count: games.length }) : t('spiel:act.removedLast');
  return answer(act(ctx, interaction, game, { type: 'removeGame', game: index }, note, seen));
}
