// The custom_ids of the `/games` answer's buttons and menus. That answer belongs to no game, so
// the id's number slot (a game id everywhere else, custom-id.ts) carries the page the answer
// shows (from 1): every click redraws the same page, and the page buttons carry the page they
// open. Parsed as strictly as every other family (kit/route.ts componentKey): exactly these
// arguments, from the kind of component they were put on.
import { z } from 'zod';
import { UserError } from '../errors.js';
import { componentKey } from '../kit/route.js';
import { t } from '../../i18n/index.js';

/** The namespace of the `/games` answer's components. */
export const NS = 'games';

const none = z.tuple([]);
const noArgs = () => [];

export const keys = {
  /** Shows the page its id carries. */
  page: componentKey(NS, 'page', none, noArgs),
  /** Switches the daily digest on or off. */
  digest: componentKey(NS, 'digest', z.tuple([z.enum(['on', 'off'])]), (on: 'on' | 'off') => [on]),
  /** What the player's clock shows now (an hour): tells the bot their time zone, modulo a day. */
  clock: componentKey(NS, 'clock', none, noArgs, [], 'select'),
  /** The hour of the day, on the player's clock, the digest comes at. */
  hour: componentKey(NS, 'hour', none, noArgs, [], 'select'),
};

/** An hour of the day as a menu's value carries it: "0" to "23", nothing else. */
const HOUR = /^(?:[0-9]|1[0-9]|2[0-3])$/;

/** The one hour picked in an hour menu; anything else (no value, two, "24", "07") is refused as forged. */
export function pickedHour(values: readonly string[]): number {
  const [value, ...rest] = values;
  if (value === undefined || rest.length > 0 || !HOUR.test(value)) throw new UserError(t('kit:error.notMine'));
  return Number(value);
}
