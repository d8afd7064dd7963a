// The Management phase (R6–R8): M1 upkeep (R6, R10: under-staffed Accounts refilled by standing
// order or lost, income), M2 salaries (R7: standing firings, pay orders, the unpaid fired), M3
// renewal (R8), then the Action phase begins.
import type { PlayerId } from '../../engine/game.js';
import { account, type CardId } from './cards.js';
import type { Emitter } from './emitter.js';
import { agency, available, missingUpkeep, salariesDue, understaffed } from './state.js';
import { contains, isEmpty, sub } from './tokens.js';
import { SALARY } from './types.js';

export function stepManagement(em: Emitter): boolean {
  const s = em.state;
  const a = agency(s, s.active);
  if (s.step === 'M1') {
    if (a.accounts.some(understaffed)) {
      // R6(a), R10. Our ruling: M1 waits only while an Account is under-staffed and no standing
      // order covers it; once every Account is staffed it completes by itself.
      if (!a.orders.autoRefill && !s.autoTurn) return false;
      autoRefill(em, s.active);
    }
    finishUpkeep(em);
    return true;
  }
  return salaries(em);
}

/**
 * Refills under-staffed Accounts from available tokens, highest income first (the standing order,
 * and, A43, the default when the turn times out: refilling is never worse than losing the Account).
 */
function autoRefill(em: Emitter, p: PlayerId): void {
  const order = agency(em.state, p)
    .accounts.map((h, i) => ({ h, i }))
    .sort((x, y) => account(y.h.card).income - account(x.h.card).income || x.i - y.i);
  for (const { h } of order) {
    if (!understaffed(h)) continue;
    const missing = missingUpkeep(h);
    if (contains(available(agency(em.state, p)), missing)) em.emit({ type: 'allocated', player: p, account: h.card, tokens: missing });
  }
}

/** R6(b), R6(c): under-staffed Accounts go; income from the rest; then M2 (A9: income before salaries). */
export function finishUpkeep(em: Emitter): void {
  const p = em.state.active;
  for (const h of agency(em.state, p).accounts) {
    if (understaffed(h)) em.emit({ type: 'accountLost', player: p, card: h.card, reason: 'understaffed' }); // R25, A15
  }
  const held = agency(em.state, p).accounts;
  const income = held.reduce((sum, h) => sum + account(h.card).income, 0);
  if (income > 0) em.emit({ type: 'cash', player: p, amount: income, cause: 'income', cards: held.map((h) => h.card) }); // R56
  em.emit({ type: 'stepBegan', step: 'M2' });
}

/**
 * R7 (M2): standing firings, then salaries. Our ruling (R10 "only if a decision is missing"):
 * M2 waits only when cash cannot cover the salaries due and no pay order says how; otherwise
 * everyone due is paid (firing by choice is done with a standing order or paySalaries).
 */
function salaries(em: Emitter): boolean {
  const s = em.state;
  const p = s.active;
  const a = agency(s, p);
  if (a.orders.fire.length > 0) {
    for (const c of a.orders.fire) {
      if (a.creatives.some((x) => x.card === c)) em.emit({ type: 'creativeLeft', player: p, card: c, reason: 'fired' });
    }
    em.emit({ type: 'ordersSet', player: p, orders: { autoRefill: a.orders.autoRefill, fire: [], payOrder: a.orders.payOrder } });
  }
  const now = agency(em.state, p);
  const due = salariesDue(em.state, now);
  if (due.length * SALARY <= now.cash) {
    paySalaries(em, p, due);
    renew(em);
    return true;
  }
  if (now.orders.payOrder === null && !em.state.autoTurn) return false;
  // R7 default (and the standing pay order): pay in order while cash lasts, fire the rest.
  const first = (now.orders.payOrder ?? []).filter((c) => due.includes(c));
  const order = [...first, ...due.filter((c) => !first.includes(c))];
  const paid = order.slice(0, Math.floor(now.cash / SALARY));
  for (const c of order.slice(paid.length)) em.emit({ type: 'creativeLeft', player: p, card: c, reason: 'unpaid' });
  paySalaries(em, p, paid);
  renew(em);
  return true;
}

export function paySalaries(em: Emitter, p: PlayerId, paid: readonly CardId[]): void {
  if (paid.length > 0) em.emit({ type: 'cash', player: p, amount: -SALARY * paid.length, cause: 'salary', cards: paid });
}

/** R8 (M3): every expended token of the active player becomes available; the Action phase begins. */
export function renew(em: Emitter): void {
  const a = agency(em.state, em.state.active);
  const tokens = sub(a.expended, a.committed); // R26, A36: never tokens committed to an open auction
  if (!isEmpty(tokens)) em.emit({ type: 'renewed', player: a.id, tokens, cause: 'renew' });
  em.emit({ type: 'stepBegan', step: 'action' });
}
