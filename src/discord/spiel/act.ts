// Acting for a company, shared by the slash routes and the components. A button acts only if the
// panel it came from is still current for the clicker (its stamp); the command is then submitted
// against the version just read, in the same synchronous tick, so nothing else in this process
// can slip in between the check and the change.
import { t } from '../../i18n/index.js';
import { panelStamp } from '../../games/spiel/stamp.js';
import { offerNumber } from '../../games/spiel/text.js';
import type { SpielCommand, SpielView, TradeOutcome } from '../../games/spiel/types.js';
import type { GameInfo } from '../../service/types.js';
import type { BotContext } from '../interact.js';
import { hasEvent, submitAs } from '../kit/act.js';
import { seatView } from '../kit/needs.js';
import type { Seen } from '../kit/seen.js';
import { namerFor } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { panel } from './panel.js';
import { SPIEL } from './table-words.js';

/** The user's panel as it is now, with a note above it. */
export function panelOf(seen: Seen<SpielView>, note?: string): MessagePayload {
  // A finished game's panel is history: named without today's "AI playing" mark.
  const payload = panel(seen.game.id, seen.view, namerFor(seen.game, { autopilot: seen.view.phase === 'playing' }));
  return note ? { ...payload, content: `${note}\n-# ${payload.content ?? ''}` } : payload;
}

const OUT_OF_DATE = () => t('spiel:panel.outOfDate');

/**
 * Whether a button drawn with `stamp` still fits the clicker's company as seen now. Only the
 * clicker's own company counts: other companies acting in the same month never make it stale.
 */
export function current(seen: Seen<SpielView>, stamp: string): boolean {
  return panelStamp(seen.view) === stamp;
}

/** The answer to a click on an out-of-date panel: the panel as it is now, nothing changed. */
export function outOfDate(seen: Seen<SpielView>): MessagePayload {
  return panelOf(seen, OUT_OF_DATE());
}

const TRADE_ANSWERED: Partial<Record<TradeOutcome, string>> = { accepted: 'spiel:act.tradeAiAccepted', declined: 'spiel:act.tradeAiDeclined', failed: 'spiel:act.tradeAiFailed' };

/**
 * Sends a trade offer and returns the offerer's panel. An AI company (or a seat the AI plays)
 * answers at once: its answer is run before this reply is drawn, so the panel and the note
 * already say what became of the offer. A human is pinged by the offer's notice in the channel,
 * whose View-the-offer button is where the offerer can withdraw it.
 */
export function offerTrade(
  ctx: BotContext,
  interaction: { readonly id: string; readonly user: { readonly id: string } },
  game: GameInfo,
  command: Extract<SpielCommand, { type: 'offerTrade' }>,
  to: string,
  seen: Seen<SpielView>,
): MessagePayload {
  const acted = submitAs<SpielView>(ctx, SPIEL, game, interaction, command, seen.version);
  if (acted.kind === 'stale') return panelOf(acted.seen, OUT_OF_DATE());
  const partner = game.seats.find((s) => s.playerId === command.to);
  const ai = partner === undefined || partner.userId === null || partner.ai;
  const now = ai && ctx.service.runAiNow(game.id) > 0 ? seatView<SpielView>(ctx, SPIEL, game, interaction.user.id) : acted.seen;
  // The offer just made: the newest from this company to that one (ids only grow), open or settled.
  const you = now.view.you;
  const mine = (o: { readonly from: string; readonly to: string }) => o.from === now.view.viewer && o.to === command.to;
  const newest = Math.max(-1, ...[...(you?.trades ?? []), ...(you?.recentTrades ?? [])].filter(mine).map((o) => o.id));
  const settled = you?.recentTrades.find((o) => o.id === newest);
  const id = offerNumber(newest);
  const outcome = settled ? TRADE_ANSWERED[settled.outcome] : undefined;
  const note = !ai ? t('spiel:act.tradeSent', { id, to }) : outcome ? t(outcome, { id, to }) : t('spiel:act.tradeAiPending', { id, to });
  return panelOf(now, note);
}

/**
 * Submits a company's command and returns its fresh panel with `note` (and, if it was the last
 * choice, that the month resolved). `seen`: the view the command was built from — the command
 * is then refused if the game changed since (only another process can make it so).
 */
export function act(
  ctx: BotContext,
  interaction: { readonly id: string; readonly user: { readonly id: string } },
  game: GameInfo,
  command: SpielCommand,
  note: string,
  seen?: Seen<SpielView>,
): MessagePayload {
  const acted = submitAs<SpielView>(ctx, SPIEL, game, interaction, command, seen?.version);
  if (acted.kind === 'stale') return panelOf(acted.seen, OUT_OF_DATE());
  const resolved = seen !== undefined && acted.seen.view.month !== seen.view.month;
  return panelOf(acted.seen, resolved || hasEvent(acted.events, 'monthResolving') ? `${note}\n${t('spiel:panel.lastChoice')}` : note);
}
