// What each viewer may legitimately know about the cards as a game goes on, tracked from the
// raw state and events (never from views): the yardstick of every hidden-information test.
import type { PlayerId } from '../../engine/game.js';
import type { CardId } from './cards.js';
import type { SpielEvent, SpielState } from './types.js';

/** Every card object a view exposes (views show cards only as {id, kind, label, …}). */
export function cardsIn(value: unknown, found: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) for (const v of value) cardsIn(v, found);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'number' && (o.kind === 'idea' || o.kind === 'designer') && typeof o.label === 'string') found.add(o.id);
    for (const v of Object.values(o)) cardsIn(v, found);
  }
  return found;
}

/** Tracks what each viewer may legitimately know as a game goes on. */
export class Knowledge {
  readonly public = new Set<CardId>();
  readonly private = new Map<PlayerId, Set<CardId>>();
  constructor(players: readonly PlayerId[]) {
    for (const p of players) this.private.set(p, new Set());
  }
  learn(state: SpielState, events: readonly SpielEvent[] = []): void {
    // A company sees what it drew, even if it went bankrupt in the same resolution.
    for (const e of events) if (e.type === 'cardsDrawn') e.cards.forEach((id) => this.private.get(e.player)?.add(id));
    state.companies.forEach((c) => {
      this.public.add(c.specialtyCard);
      c.designers.forEach((d) => this.public.add(d.card));
      const mine = this.private.get(c.id) as Set<CardId>;
      c.hand.forEach((id) => mine.add(id));
    });
    state.trends.slice(0, state.month).forEach((id) => this.public.add(id));
    state.games.forEach((g) => g.cards.forEach((id) => this.public.add(id)));
    state.ceremony?.steps.forEach((s) => this.public.add(s.card));
    // Both companies of an offer know what was in it, open or settled.
    for (const t of [...state.trades, ...(state.tradeLog ?? [])]) {
      for (const p of [t.from, t.to]) {
        const known = this.private.get(p) as Set<CardId>;
        [...t.give.cards, ...t.get.cards].forEach((id) => known.add(id));
      }
    }
  }
  allowed(viewer: PlayerId | null, id: CardId): boolean {
    return this.public.has(id) || (viewer !== null && (this.private.get(viewer)?.has(id) ?? false));
  }
}

