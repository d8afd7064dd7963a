// The custom_ids of Spiel components, each encoder with its decoder. Buttons that act for a
// company carry its panel stamp (games/spiel/stamp.ts) instead of the game version, so they go
// stale only when the clicker's own company changed — never because another company acted.
// `formerly`: the short names of earlier versions, so buttons on old messages keep working.
import { z } from 'zod';
import type { CardId } from '../../games/spiel/cards.js';
import { MAX_PLAN_GAMES } from '../../games/spiel/types.js';
import { cardList } from '../custom-id.js';
import { componentKey } from '../kit/route.js';

export const NS = 'sp';

/** A panel stamp; an old button's version number parses too (and is then stale). */
const stamp = z.string().regex(/^[0-9a-z]{1,8}$/);
const cardId = z.coerce.number().int().min(0).max(120);
const tradeId = z.tuple([z.coerce.number().int().min(0)]);
const none = z.tuple([]);

const noArgs = () => [];
const stamped = (s: string) => [s];
const stampedCards = (s: string, cards: readonly CardId[]) => [s, cards.join('.')];
const stampedNumber = (s: string, n: number) => [s, n];

export const keys = {
  /** Opens the clicker's private panel (from a post) or redraws it (on the panel). */
  hand: componentKey(NS, 'hand', none, noArgs, ['panel']),
  /** The public board, privately. */
  board: componentKey(NS, 'board', none, noArgs, ['status']),
  brainstorm: componentKey(NS, 'brainstorm', z.tuple([stamp]), stamped, ['bs']),
  /** The panel's "preview a game" menu: the picked game's preview. */
  preview: componentKey(NS, 'preview', z.tuple([stamp]), stamped, ['best'], 'select'),
  /** Adds the previewed game to the plan on show, as a draft. */
  addToPlan: componentKey(NS, 'addtoplan', z.tuple([stamp, cardList]), stampedCards, ['add']),
  /** Commits one game as the whole choice of the month. */
  publishOnly: componentKey(NS, 'publishonly', z.tuple([stamp, cardList]), stampedCards, ['only']),
  /** Commits the draft. */
  commitPlan: componentKey(NS, 'commitplan', z.tuple([stamp]), stamped, ['commit']),
  /** Removes game `index` from the plan on show (making or editing a draft). */
  dropFromPlan: componentKey(NS, 'dropfromplan', z.tuple([stamp, z.coerce.number().int().min(0).max(MAX_PLAN_GAMES)]), stampedNumber, ['drop']),
  /** The same as a menu, for plans too long for buttons. */
  dropMenu: componentKey(NS, 'dropmenu', z.tuple([stamp]), stamped, ['dropm'], 'select'),
  discardPlan: componentKey(NS, 'discardplan', z.tuple([stamp]), stamped, ['discard']),
  /** The panel's "hire a designer from your hand" menu. */
  hire: componentKey(NS, 'hire', z.tuple([stamp]), stamped, [], 'select'),
  /** Hires a designer after the warning that the company cannot pay it to the end. */
  hireAnyway: componentKey(NS, 'hireanyway', z.tuple([stamp, cardId]), stampedNumber, ['hireok']),
  /** Takes back a sealed firing. */
  keepDesigner: componentKey(NS, 'keepdesigner', z.tuple([stamp, cardId]), stampedNumber, ['unfire']),
  /** Withdraws a sealed offer. */
  dropOffer: componentKey(NS, 'dropoffer', z.tuple([stamp, cardId]), stampedNumber, ['unoffer']),
  /** A page of the public history (months, then the ceremony). */
  logPage: componentKey(NS, 'logpage', z.tuple([z.coerce.number().int().min(0).max(99)]), (page: number) => [Math.max(0, page)], ['log']),
  tradeView: componentKey(NS, 'tradeview', tradeId, (id: number) => [id], ['tview']),
  tradeAccept: componentKey(NS, 'tradeaccept', tradeId, (id: number) => [id], ['tacc']),
  tradeDecline: componentKey(NS, 'tradedecline', tradeId, (id: number) => [id], ['tdec']),
  tradeWithdraw: componentKey(NS, 'tradecancel', tradeId, (id: number) => [id], ['twd']),
};
