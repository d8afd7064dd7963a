// The stamp of an agency's private panel: a short hash of exactly what its buttons depend on, so
// a click is refused only when that changed — never because another agency acted in a way that
// leaves this panel's buttons doing what they did (in an asynchronous game others act all the time).
import { stampOf } from '../../engine/stamp.js';
import type { AwardView } from './view-types.js';

/**
 * What an agency's panel was drawn from: whether it is the viewer's turn and, if so, how far it
 * got (turn, phase, step, drew, revealed); what the game waits for from the viewer (nothing of
 * what it waits for from others); whether the game is over; and the viewer's own agency — cash,
 * hand, creatives, Accounts (and which are under-staffed), standing orders, auto-pass and trade
 * offers. Other agencies' settings and orders, their turns, bids and auctions leave it unchanged
 * (the rules still refuse, in words, a click that cannot work now, e.g. under another's lock);
 * the viewer's turn moving on or their own agency changing change it. From the viewer's own view.
 */
export function panelStamp(v: AwardView): string {
  const me = v.agencies.find((a) => a.id === v.viewer);
  const you = v.you;
  const mine = v.active === v.viewer && v.phase !== 'ended';
  const p = v.pending;
  return stampOf([
    mine ? `${v.turn}:${v.phase}:${v.step ?? '-'}:${v.drew}:${v.revealed}` : v.phase === 'ended' ? 'ended' : '-',
    p && p.player === v.viewer ? p.kind : '-',
    me ? `${me.status}:${me.cash}` : '-',
    you?.hand.map((c) => c.id).join(',') ?? '',
    me?.creatives.map((c) => c.card.id).join(',') ?? '',
    me?.accounts.map((h) => `${h.card.id}${h.understaffed ? '!' : ''}`).join(',') ?? '',
    JSON.stringify(you?.orders ?? null),
    you?.autoPass ?? '-',
    you?.trades.map((x) => x.id).join(',') ?? '',
  ]);
}
