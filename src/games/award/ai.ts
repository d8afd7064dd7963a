// A sensible computer player for The Award Winning Game. It sees only what its seat may see —
// view(state, seat) — plus the printed card list (cards.ts), and returns one command or null.
// It is deterministic (no randomness), cheap (well under a millisecond per decision), and never
// knowingly sends an illegal command: it checks the same conditions the rules do.
import type { PlayerId } from '../../engine/game.js';
import { cheapestBid, seatFromView, valueToBeat } from './bid.js';
import { account, creative, type Biddable, type CardId } from './cards.js';
import { award } from './index.js';
import type { AwardCommand } from './messages.js';
import type { Policy } from './random-player.js';
import { handOver } from './trade.js';
import { add, contains, size, SKILLS, sub, type Skill } from './tokens.js';
import { HAND_LIMIT, LEARN_COST, SALE_PRICE } from './types.js';
import type { AgencyView, AwardView, CardView } from './view-types.js';

/** How much the AI wants to keep a hand card (higher: keep; lowest is sold first). */
function keepValue(c: CardView): number {
  if (c.kind === 'creative') return 6 + size(creative(c.id).tokens);
  const values: Record<string, number> = {
    T2: 10, // Bribe the Judges
    T6: 9, // PR Retainer
    T5: 9, // Online Course
    T4: 7, // All-Nighter
    S4: 7, // Leaked Pitch Deck
    T1: 6, // Moon Lighting
    T7: 6, // Client Dinner
    S1: 6, // Blackmail
    T3: 5, // Host Awards Show
    T8: 5, // Headhunter
    S6: 5, // Walkout
    S5: 4, // Bad Press
    S7: 4, // Tax Audit
    S2: 3, // A Fresh Start
    S3: 3, // Poached
    S8: 2, // Leaked Emails
  };
  return values[c.code] ?? 3;
}

const byKeep = (a: CardView, b: CardView) => keepValue(a) - keepValue(b);

function findCard(hand: readonly CardView[], code: string): CardView | undefined {
  return hand.find((c) => c.code === code);
}

/** Salaries due at this agency's next M2 (every creative but Mark Spoiler). */
function upcomingSalaries(me: AgencyView): number {
  return me.creatives.filter((c) => creative(c.card.id).salary).length;
}

function income(me: AgencyView): number {
  return me.accounts.reduce((n, h) => n + h.income, 0);
}

/** The opponent who looks closest to winning: most Awards, then cash. */
function leader(v: AwardView, self: PlayerId): AgencyView | undefined {
  return v.agencies
    .filter((a) => a.id !== self && a.status === 'active')
    .sort((a, b) => b.awards.length - a.awards.length || b.cash - a.cash)[0];
}

/** The skill type this agency owns least of (learning and Online Course fill the gap). */
function scarcest(me: AgencyView): Skill {
  return SKILLS.slice().sort((a, b) => me.tokens.owned[a] - me.tokens.owned[b])[0] as Skill;
}

/** How high (V) the AI will go for a card. */
function willingness(def: Biddable, me: AgencyView): number {
  if (def.kind === 'award') return 99; // Awards win the game; tokens come back at the next M3
  // An Account locks its upkeep for good (R23): keep enough tokens free for Awards.
  const free = size(me.tokens.owned) - size(me.tokens.allocated) - size(def.upkeep);
  if (me.accounts.length >= 3 || free < 4) return -1;
  const bonus = def.code === 'AC8' ? 1 : 0;
  return Math.min(3, def.income - 1 + bonus);
}

function auctionDecision(v: AwardView, me: AgencyView, hand: readonly CardView[]): AwardCommand {
  const a = v.auction;
  const seat = seatFromView(v, me.id);
  if (!a || !seat) return { type: 'pass' };
  const def = seat.def;
  const mine = a.bidders.find((b) => b.player === me.id);
  if (!mine || !mine.eligible) return { type: 'pass' };
  const target = valueToBeat(seat);
  const reserve = upcomingSalaries(me);
  if (target <= willingness(def, me)) {
    // The same cheapest legal bid the rules and the bid builder know (bid.ts), keeping salaries.
    const plan = cheapestBid(seat, target, reserve);
    if (plan) return { type: 'bid', tokens: plan.tokens, bribes: [...plan.bribes] };
    // All-Nighter may free enough expended tokens to bid (R61).
    const nighter = findCard(hand, 'T4');
    const renewable = sub(me.tokens.expended, me.tokens.committed);
    if (nighter && size(renewable) > 0) {
      const pick = { A: 0, D: 0, T: 0 };
      let n = 0;
      for (const s of SKILLS.filter((x) => def.bonus.includes(x) || def.req[x] > 0)) {
        while (n < 3 && pick[s] < renewable[s]) {
          pick[s] += 1;
          n++;
        }
      }
      if (n > 0 && cheapestBid({ ...seat, available: add(seat.available, pick) }, target, reserve)) {
        return { type: 'play', card: nighter.id, tokens: pick };
      }
    }
  }
  // Deny a rival an Award: leak the high bidder's pitch (S4).
  const leak = findCard(hand, 'S4');
  const high = a.high ? v.agencies.find((x) => x.id === a.high) : undefined;
  if (leak && def.kind === 'award' && high && high.id !== me.id && !high.prRetainer && high.awards.length >= 1) {
    return { type: 'play', card: leak.id, target: high.id };
  }
  return { type: 'pass' };
}

/** Cards worth playing on one's own turn before the reveal, in priority order. */
function ownTurnPlay(v: AwardView, me: AgencyView, hand: readonly CardView[]): AwardCommand | null {
  const self = me.id;
  const opponents = v.agencies.filter((a) => a.id !== self && a.status === 'active');
  const pr = findCard(hand, 'T6');
  if (pr && !me.prRetainer) return { type: 'play', card: pr.id };
  const course = findCard(hand, 'T5');
  if (course) return { type: 'play', card: course.id, skill: scarcest(me) };
  const dinner = findCard(hand, 'T7');
  if (dinner && me.accounts.length >= 2) return { type: 'play', card: dinner.id };
  const blackmail = findCard(hand, 'S1');
  if (blackmail) {
    const mark = opponents.filter((a) => !a.prRetainer && a.accounts.length > 0).sort((a, b) => b.accounts.length - a.accounts.length || b.cash - a.cash)[0];
    if (mark && Math.min(2 * mark.accounts.length, 5) >= 2) return { type: 'play', card: blackmail.id, target: mark.id };
  }
  const audit = findCard(hand, 'S7');
  if (audit) {
    const rich = opponents.filter((a) => !a.prRetainer).sort((a, b) => b.cash - a.cash)[0];
    if (rich && rich.cash >= 6) return { type: 'play', card: audit.id, target: rich.id };
  }
  const lead = leader(v, self);
  const press = findCard(hand, 'S5');
  if (press && lead && !lead.prRetainer && lead.accounts.length > 0) {
    const best = lead.accounts.slice().sort((a, b) => b.income - a.income)[0];
    if (best && best.income >= 2) return { type: 'play', card: press.id, target: lead.id, account: best.card.id };
  }
  const walkout = findCard(hand, 'S6');
  if (walkout && !v.revealed) {
    const strong = opponents.filter((a) => !a.prRetainer).sort((a, b) => size(b.tokens.available) - size(a.tokens.available))[0];
    if (strong && size(strong.tokens.available) >= 4) return { type: 'play', card: walkout.id, target: strong.id };
  }
  const head = findCard(hand, 'T8');
  const names = v.assetDiscard.filter((c) => c.kind === 'creative');
  if (head && names.length > 0 && hand.length < HAND_LIMIT) {
    const best = names.slice().sort((a, b) => size(creative(b.id).tokens) - size(creative(a.id).tokens))[0] as CardView;
    return { type: 'play', card: head.id, pick: best.id };
  }
  return null;
}

/** Hiring and learning with money to spare. */
function growAgency(me: AgencyView, hand: readonly CardView[], step: AwardView['step']): AwardCommand | null {
  const salaries = upcomingSalaries(me);
  const names = hand.filter((c) => c.kind === 'creative').sort((a, b) => size(creative(b.id).tokens) - size(creative(a.id).tokens));
  const name = names[0];
  // Keep next turn's salaries (including the newcomer's) covered, counting on income.
  if (name && me.cash + income(me) >= 2 + salaries + (creative(name.id).salary ? 1 : 0) && me.cash >= 1 && step !== 'M2') {
    return { type: 'hire', card: name.id };
  }
  if (me.cash - LEARN_COST + income(me) >= salaries + 1 && me.cash >= LEARN_COST && step !== 'M2') {
    return { type: 'learn', skill: scarcest(me) };
  }
  return null;
}

function ownTurn(v: AwardView, me: AgencyView, hand: readonly CardView[]): AwardCommand {
  if (!v.drew) return { type: 'draw' };
  const play = ownTurnPlay(v, me, hand);
  if (play) return play;
  const grow = growAgency(me, hand, v.step);
  if (grow) return grow;
  if (!v.revealed) return { type: 'reveal' };
  // After the reveal: idle tokens earn money until the next M3 (T1).
  const moon = findCard(hand, 'T1');
  if (moon && size(me.tokens.available) >= 3) return { type: 'play', card: moon.id };
  const excess = hand.length - HAND_LIMIT;
  const cut = excess > 0 ? hand.slice().sort(byKeep).slice(0, excess).map((c) => ({ card: c.id, sell: true })) : [];
  return { type: 'endTurn', cut };
}

/** R7 (M2) when cash is short: sell the least useful card, else fire the least useful creatives. */
function salaryDecision(me: AgencyView, hand: readonly CardView[]): AwardCommand {
  const due = me.creatives.filter((c) => c.salaryDue);
  if (due.length > me.cash) {
    const spare = hand.filter((c) => c.kind !== 'creative').sort(byKeep)[0];
    if (spare && keepValue(spare) < 6) return { type: 'sell', card: spare.id };
  }
  const fire = due
    .slice()
    .sort((a, b) => size(a.tokens) - size(b.tokens))
    .slice(0, Math.max(0, due.length - me.cash))
    .map((c) => c.card.id);
  return { type: 'paySalaries', fire };
}

/** What a card is worth to the AI in a trade, in $1k: its sale price (R15) and a little for its use. */
function tradeWorth(c: CardView): number {
  return SALE_PRICE + keepValue(c) / 5;
}

/**
 * The answer to a trade offered to this agency: accepted only if what comes in is worth more
 * than what goes out and the agency can hand its side over; null to wait (no trade executes
 * while an auction is open, so a good offer is answered once it closes).
 */
function tradeAnswer(v: AwardView, me: AgencyView): AwardCommand | null {
  const t = v.you?.trades.find((x) => x.to === me.id);
  if (!t) return null;
  const worth = (cash: number, cards: readonly CardView[]) => cash + cards.reduce((n, c) => n + tradeWorth(c), 0);
  // The cards asked for are named by what they are: any copy in the hand will do (trade.ts).
  const payable = t.get.cash <= me.cash && handOver((v.you?.hand ?? []).map((c) => c.id), t.get.cards) !== null;
  const good = payable && worth(t.give.cash, t.giveCards) > worth(t.get.cash, t.getCards);
  if (good && v.auction) return null;
  return { type: 'answerTrade', trade: t.id, accept: good };
}

/** Decides one command for the viewer of `v` (a player's own view), or null when not its move. */
export function aiDecide(v: AwardView): AwardCommand | null {
  const self = v.viewer;
  if (self === null || !v.you || v.phase === 'ended') return null;
  const me = v.agencies.find((a) => a.id === self);
  const p = v.pending;
  // A trade offered to us is answered whenever we are asked, our move or not (not under a lock:
  // R58 lets only the locked player's answer through).
  if (me && me.status === 'active' && !p?.lock) {
    const answer = tradeAnswer(v, me);
    if (answer) return answer;
  }
  if (!me || me.status !== 'active' || !p || p.player !== self) return null;
  const hand = v.you.hand;
  if (!v.you.orders.autoRefill && !p.lock && p.kind === 'turn') return { type: 'standingOrders', autoRefill: true, fire: [], payOrder: null }; // R10
  switch (p.kind) {
    case 'prompt':
      return auctionDecision(v, me, hand);
    case 'turn':
      return ownTurn(v, me, hand);
    case 'upkeep': {
      const under = me.accounts.find((h) => h.understaffed && contains(me.tokens.available, sub(h.upkeep, h.allocated)));
      if (under) return { type: 'refill', account: under.card.id };
      return { type: 'finishUpkeep' };
    }
    case 'salaries':
      return salaryDecision(me, hand);
    case 'forced': {
      const owed = p.owed ?? 1;
      if (hand.length > 0) return { type: 'forcedSell', cards: hand.slice().sort(byKeep).slice(0, owed).map((c) => c.id) };
      const cheap = me.creatives.slice().sort((a, b) => size(a.tokens) - size(b.tokens));
      return { type: 'liquidate', creatives: cheap.slice(0, owed).map((c) => c.card.id) };
    }
    case 'greenerChoose': {
      // Take the best creative from the agency closest to winning.
      const rivals = v.agencies.filter((a) => a.id !== self && a.status === 'active').sort((a, b) => b.awards.length - a.awards.length);
      for (const r of rivals) {
        const best = r.creatives.slice().sort((a, b) => size(b.tokens) - size(a.tokens))[0];
        if (best) return { type: 'chooseCreative', creative: best.card.id };
      }
      const own = me.creatives.slice().sort((a, b) => size(a.tokens) - size(b.tokens))[0];
      return own ? { type: 'chooseCreative', creative: own.card.id } : null;
    }
    case 'greenerOffer': {
      const offered = p.cards[0];
      const good = offered !== undefined && size(creative(offered.id).tokens) >= 2 && me.cash + income(me) >= 2 + upcomingSalaries(me);
      return { type: 'answerHire', accept: good };
    }
    case 'layoffs': {
      const cheap = me.creatives.slice().sort((a, b) => size(a.tokens) - size(b.tokens))[0];
      return cheap ? { type: 'layoff', creative: cheap.card.id } : null;
    }
    case 'bustChoose': {
      const holderOf = (id: CardId) => v.agencies.find((a) => a.accounts.some((h) => h.card.id === id));
      const options = p.cards.slice().sort((a, b) => (holderOf(b.id)?.awards.length ?? 0) - (holderOf(a.id)?.awards.length ?? 0));
      const notMine = options.find((c) => holderOf(c.id)?.id !== self) ?? options[0];
      return notMine ? { type: 'chooseBust', account: notMine.id } : null;
    }
    case 'claimWon': {
      // R76: learn the missing token if affordable, else give the Account up.
      const won = p.cards[0];
      if (won) {
        const missing = sub(account(won.id).upkeep, me.tokens.available);
        const short = SKILLS.filter((s) => missing[s] > 0);
        if (short.length === 1 && missing[short[0] as Skill] === 1 && me.cash >= LEARN_COST) return { type: 'learn', skill: short[0] as Skill };
      }
      return { type: 'claim', accept: false };
    }
    case 'noBidOffer': {
      const offered = p.cards[0];
      if (!offered) return { type: 'claim', accept: false };
      const def = account(offered.id);
      const can = p.take !== null && p.take.eligible && p.take.staffable; // R77, as the engine says
      return { type: 'claim', accept: can && willingness(def, me) >= 0 };
    }
    default:
      return null;
  }
}

/** The AI as a driver policy: it is handed only its own view of the state. */
export const aiPolicy: Policy = (state, player) => aiDecide(award.view(state, player));

