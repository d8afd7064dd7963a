// The plan a company is looking at in its panel, and the drafts that editing it makes. Pure
// functions over the company's own view: the Discord layer asks these, it never decides.
import type { CardId } from './cards.js';
import type { PlanGames, PrivateView } from './types.js';

/** The plan on show: the draft being built if there is one, else the committed games (if any). */
export function workingPlan(you: PrivateView): PlanGames {
  if (you.draft !== null) return you.draft;
  return you.choice?.kind === 'publish' ? you.choice.games : [];
}

/** Whether the plan on show is a draft (not committed: it does not count yet, R5/R6). */
export function isDraft(you: PrivateView): boolean {
  return you.draft !== null;
}

/** Cards of the plan on show that a new game may not reuse. */
export function cardsInPlan(you: PrivateView): Set<CardId> {
  return new Set(workingPlan(you).flat());
}

/** Names of the games in the plan on show (a new game may not repeat one). */
export function namesInPlan(you: PrivateView): Set<string> {
  const labels = new Map(you.hand.map((c) => [c.id, c.label]));
  return new Set(workingPlan(you).map((g) => g.map((id) => labels.get(id) ?? '?').join(' ')));
}

/** The draft after adding a game to the plan on show. */
export function planWith(you: PrivateView, cards: readonly CardId[]): CardId[][] {
  return [...workingPlan(you).map((g) => [...g]), [...cards]];
}

/** The draft after removing the game at `index` from the plan on show, or null if there is none. */
export function planWithout(you: PrivateView, index: number): CardId[][] | null {
  const plan = workingPlan(you);
  if (index < 0 || index >= plan.length) return null;
  return plan.filter((_, i) => i !== index).map((g) => [...g]);
}
