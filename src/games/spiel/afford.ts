// Whether a company can keep paying its wages: the warning before hiring a designer it could
// not pay to the end of the year (rule 6: a company that cannot pay at settlement is bankrupt).
import { MONTHS } from './types.js';

/** What the projection needs of a company: money now, monthly income from games, monthly wages. */
export interface Purse {
  readonly money: number;
  readonly income: number;
  readonly wages: number;
}

/**
 * The first month (from `month` on) whose settlement the company could not pay if it paid
 * `extraWage` more every month, at today's income and wages; null if it could pay through the
 * last month. Income from games published later is not counted: it is a warning, not a forecast.
 */
export function shortfallMonth(purse: Purse, month: number, extraWage = 0): number | null {
  let money = purse.money;
  for (let m = month; m <= MONTHS; m++) {
    money += purse.income - purse.wages - extraWage;
    if (money < 0) return m;
  }
  return null;
}
