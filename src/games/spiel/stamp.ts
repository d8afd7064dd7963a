// The stamp of a company's private panel: a short hash of exactly what its buttons depend on,
// so a click is refused only when that changed — never because another company acted.
import { stampOf } from '../../engine/stamp.js';
import type { SpielView } from './types.js';

/**
 * What a company's panel and previews were drawn from, as a few base-36 characters: the month
 * and phase, the company's status, money, designers and hand, its choice and draft, and its
 * sealed firings and offers. Other companies' moves (their choices, drafts, hires, trades
 * between others) leave it unchanged; anything that changes what this company's buttons would
 * do — a card leaving its hand, the month resolving — changes it. Computed from the company's
 * own view only, so it says nothing about anyone else.
 */
export function panelStamp(view: SpielView): string {
  const me = view.companies.find((c) => c.id === view.viewer);
  const you = view.you;
  const parts = [
    view.month,
    view.phase,
    me?.status ?? '-',
    me?.money ?? '-',
    me?.designers.map((d) => `${d.card}@${d.wage}`).join(',') ?? '',
    you?.hand.map((c) => c.id).join(',') ?? '',
    JSON.stringify(you?.choice ?? null),
    JSON.stringify(you?.draft ?? null),
    you?.firings.join(',') ?? '',
    you?.offers.map((o) => `${o.designer}@${o.wage}`).join(',') ?? '',
  ];
  return stampOf(parts);
}
