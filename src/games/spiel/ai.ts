// The Spiel des Jahres AI. It sees only its own company's view (never the state), returns one
// command at a time, and null once it has nothing more to do this month — so the service can
// call it after every change without it looping. Deterministic: same view, same answer.
//
// How it plays:
// - Publishing: every game its hand can make is priced with the real value rule (advisor.ts).
//   It publishes a game only when it clears a bar that starts high and falls as the year runs
//   out: holding cards for a bigger game is worth it early, income and ceremony entries late.
// - The ceremony is won by the most valuable surviving game, so it keeps building towards one
//   big game rather than many small ones, and prefers games showing several elements (they
//   survive more trend cards).
// - Designers: played from hand while there are enough months left to earn their wage back;
//   fired in the market when the company could not keep paying them; rivals' designers whose
//   specialties match ours get a modest offer if we can afford it.
// - Money: it never publishes a game that would make settlement bankrupt it, and keeps wages
//   under what it can pay until the end.
// - Trades: accepted only when what comes in is worth more than what goes out; never gives
//   away its best game.
import { candidates, pricingOf, type Candidate } from './advisor.js';
import { MONTHS, type CompanyView, type SpielCommand, type SpielView } from './types.js';

/** The value a game must reach to be worth publishing now (falls as the year ends). */
export function publishBar(month: number): number {
  if (month >= MONTHS) return 1;
  if (month >= 10) return 2;
  if (month >= 6) return 3;
  return 4;
}

/** Rough worth of a card in hand, in €10k, for trade decisions. */
const CARD_WORTH = 1;

function me(view: SpielView): CompanyView | null {
  return view.companies.find((c) => c.id === view.viewer) ?? null;
}

/** Distinct elements a game shows: more survive more ceremony cards. */
function spread(c: Candidate): number {
  return new Set(c.score.visible).size;
}

/** Which games to publish this month: disjoint, each over the bar, best (value, spread) first. */
export function choosePlan(view: SpielView): Candidate[] {
  const pricing = pricingOf(view);
  const mine = me(view);
  if (!pricing || !mine || !view.you) return [];
  const bar = publishBar(view.month);
  const ranked = candidates(view.you.hand, pricing)
    .filter((c) => c.score.value >= bar)
    .sort((a, b) => b.score.value - a.score.value || spread(b) - spread(a) || a.cards.length - b.cards.length);
  const used = new Set<number>();
  const names = new Set<string>();
  const plan: Candidate[] = [];
  let money = mine.money + mine.income - mine.wages;
  for (const c of ranked) {
    if (c.cards.some((id) => used.has(id)) || names.has(c.name)) continue;
    if (money + c.score.value < 0) continue; // never publish into bankruptcy (R8)
    plan.push(c);
    names.add(c.name);
    money += c.score.value;
    c.cards.forEach((id) => used.add(id));
  }
  return plan;
}

/** Months of wages the company can still pay from money and income. */
function runway(c: CompanyView, extraWage = 0): number {
  const wages = c.wages + extraWage;
  const net = c.income - wages;
  if (net >= 0) return Infinity;
  return c.money / -net;
}

function sameChoice(view: SpielView, plan: Candidate[]): boolean {
  const current = view.you?.choice;
  if (!current) return false;
  if (plan.length === 0) return current.kind === 'brainstorm';
  return current.kind === 'publish' && JSON.stringify(current.games) === JSON.stringify(plan.map((c) => c.cards));
}

/** The AI's next command for its company, or null when it has nothing more to do now. */
export function spielAi(view: SpielView): SpielCommand | null {
  const mine = me(view);
  const you = view.you;
  if (view.phase !== 'playing' || !mine || !you || mine.status !== 'active') return null;
  const monthsLeft = MONTHS - view.month + 1;

  // 1. Trades offered to us: accept only if they help; never give away our best game.
  for (const t of you.trades) {
    if (t.to !== mine.id) continue;
    const bestGame = [...mine.games].sort((a, b) => b.value - a.value)[0];
    const gameWorth = (ids: readonly number[]) => ids.reduce((s, id) => s + (view.gamesById[id]?.value ?? 0) * monthsLeft, 0);
    const incoming = t.give.money + t.give.cards.length * CARD_WORTH + gameWorth(t.give.games);
    const outgoing = t.get.money + t.get.cards.length * CARD_WORTH + gameWorth(t.get.games);
    const affordable = t.get.money <= mine.money;
    const keepsBest = !bestGame || !t.get.games.includes(bestGame.id);
    return { type: 'answerTrade', trade: t.id, accept: incoming > outgoing && affordable && keepsBest };
  }

  // 2. Designers in hand: hire while there is time to earn the wage back and money to pay it.
  const designerInHand = you.hand.find((c) => c.kind === 'designer');
  if (designerInHand && monthsLeft >= 4 && runway(mine, 3) >= monthsLeft) {
    return { type: 'playDesigner', card: designerInHand.id };
  }

  if (view.month < MONTHS) {
    // 3. Fire designers we cannot keep paying to the end (sealed; effective after settlement).
    for (const d of mine.designers) {
      const firing = you.firings.includes(d.card);
      const afford = runway(mine) >= monthsLeft - 1;
      if (!firing && (!afford || monthsLeft <= 2)) return { type: 'fire', designer: d.card, fire: true };
    }
    // 4. A rival's designer sharing both our specialties, if we can afford one more wage.
    if (monthsLeft >= 5 && mine.designers.length < 2) {
      const spec = new Set(mine.specialties);
      for (const rival of view.companies) {
        if (rival.id === mine.id || rival.status !== 'active') continue;
        for (const d of rival.designers) {
          const match = (spec.has(d.view.upper) ? 1 : 0) + (spec.has(d.view.lower) ? 1 : 0);
          const wage = d.wage + 1;
          const offered = you.offers.some((o) => o.designer === d.card);
          if (match === 2 && !offered && runway(mine, wage) >= monthsLeft) {
            return { type: 'offer', designer: d.card, wage };
          }
        }
      }
    }
  }

  // 5. The month's choice: publish what clears the bar, otherwise brainstorm for better cards.
  const plan = choosePlan(view);
  if (sameChoice(view, plan)) return null;
  if (plan.length > 0) return { type: 'publish', games: plan.map((c) => [...c.cards]) };
  return { type: 'brainstorm' };
}
