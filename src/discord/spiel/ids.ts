// Custom ids of Spiel components. Buttons that act on a company carry its panel stamp (what the
// panel was drawn from, see games/spiel/stamp.ts) instead of the game version, so they go stale
// only when the clicker's own company changed — never because another company acted.
import type { CardId } from '../../games/spiel/cards.js';
import { encodeId } from '../custom-id.js';

const NS = 'sp';

export const ids = {
  panel: (gameId: number) => encodeId(NS, 'panel', gameId),
  brainstorm: (gameId: number, stamp: string) => encodeId(NS, 'bs', gameId, stamp),
  /** The "preview a game" menu of the panel. */
  best: (gameId: number, stamp: string) => encodeId(NS, 'best', gameId, stamp),
  /** Adds a game to the plan on show, as a draft. */
  add: (gameId: number, stamp: string, cards: readonly CardId[]) => encodeId(NS, 'add', gameId, stamp, cards.join('.')),
  /** Commits one game as the whole choice of the month. */
  only: (gameId: number, stamp: string, cards: readonly CardId[]) => encodeId(NS, 'only', gameId, stamp, cards.join('.')),
  /** Commits the draft. */
  commit: (gameId: number, stamp: string) => encodeId(NS, 'commit', gameId, stamp),
  /** Removes game `index` from the plan on show (making or editing a draft). */
  drop: (gameId: number, stamp: string, index: number) => encodeId(NS, 'drop', gameId, stamp, index),
  /** The same as a menu, for plans too long for buttons. */
  dropMenu: (gameId: number, stamp: string) => encodeId(NS, 'dropm', gameId, stamp),
  discard: (gameId: number, stamp: string) => encodeId(NS, 'discard', gameId, stamp),
  hire: (gameId: number, stamp: string) => encodeId(NS, 'hire', gameId, stamp),
  /** Hires a designer after the warning that the company cannot pay it to the end. */
  hireAnyway: (gameId: number, stamp: string, card: CardId) => encodeId(NS, 'hireok', gameId, stamp, card),
  unfire: (gameId: number, stamp: string, card: CardId) => encodeId(NS, 'unfire', gameId, stamp, card),
  unoffer: (gameId: number, stamp: string, card: CardId) => encodeId(NS, 'unoffer', gameId, stamp, card),
  status: (gameId: number) => encodeId(NS, 'status', gameId),
  tradeView: (gameId: number, trade: number) => encodeId(NS, 'tview', gameId, trade),
  tradeAccept: (gameId: number, trade: number) => encodeId(NS, 'tacc', gameId, trade),
  tradeDecline: (gameId: number, trade: number) => encodeId(NS, 'tdec', gameId, trade),
  tradeWithdraw: (gameId: number, trade: number) => encodeId(NS, 'twd', gameId, trade),
  log: (gameId: number, page: number) => encodeId(NS, 'log', gameId, Math.max(0, page)),
};
