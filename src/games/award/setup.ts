// Setup (R1–R3): seats, first player, Player cards, decks and hands. The very first turn starts
// in the Action phase (R5).
import type { PlayerId } from '../../engine/game.js';
import { Rng, seedRng } from '../../engine/rng.js';
import { ASSET_DECK, GAME_DECK, PLAYER_CARD_IDS, playerCard, type CardId } from './cards.js';
import { NO_TOKENS } from './tokens.js';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  START_HAND,
  type Agency,
  type AwardOptions,
  type AwardState,
  type StandingOrders,
} from './types.js';

export const NO_ORDERS: StandingOrders = Object.freeze({ autoRefill: false, fire: [], payOrder: null });

/** Deals a new game. Player ids must be distinct. */
export function setup(seed: number, players: readonly PlayerId[], options: AwardOptions, now: number): AwardState {
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new RangeError(`The Award Winning Game needs ${MIN_PLAYERS}–${MAX_PLAYERS} players, got ${players.length}`); // R2, A42
  }
  if (new Set(players).size !== players.length) throw new RangeError('player ids must be distinct');
  if (options.firstPlayer !== null && !players.includes(options.firstPlayer)) {
    throw new RangeError(`first player ${options.firstPlayer} is not at the table`);
  }
  const rng = new Rng(seedRng(seed));
  // R3(a), A30: a random seat order and a random first player, unless the host chose one.
  const seats = options.randomSeats ? rng.shuffle(players) : [...players];
  const first = options.firstPlayer ?? rng.pick(seats);
  // R3(b), A29: Player cards dealt at random; the rest leave the game.
  const playerCards = rng.shuffle(PLAYER_CARD_IDS);
  // R3(c): both decks shuffled; the top card is the end of the array.
  const gameDeck = rng.shuffle(GAME_DECK);
  const assetDeck = rng.shuffle(ASSET_DECK);
  const agencies: Agency[] = seats.map((id, i) => {
    const pc = playerCard(playerCards[i] as CardId);
    const hand = assetDeck.splice(assetDeck.length - START_HAND, START_HAND).reverse(); // R3(d)
    return {
      id,
      playerCard: pc.id,
      status: 'active',
      cash: pc.cash,
      hand,
      permanent: pc.tokens,
      creatives: [],
      accounts: [],
      awards: [],
      expended: NO_TOKENS,
      committed: NO_TOKENS,
      prRetainer: null,
      autoPass: true,
      orders: NO_ORDERS,
      missedTurns: 0,
      privateLog: [{ n: 0, turn: 1, type: 'dealt', player: id, cards: hand, params: {} }],
    };
  });
  return {
    rng: rng.state(),
    options,
    players: seats,
    agencies,
    firstPlayer: first,
    gameDeck,
    assetDeck,
    gameDiscard: [],
    assetDiscard: [],
    table: [],
    unusedPlayerCards: playerCards.slice(seats.length),
    phase: 'action', // R5: only the very first turn skips the Management phase
    step: null,
    turn: 1,
    round: 1,
    active: first,
    drew: false,
    revealed: false,
    autoTurn: false,
    turnDue: now + options.turnMs,
    turnPausedAt: null,
    stack: [],
    auction: null,
    trades: [],
    nextTradeId: 0,
    log: [{ n: 0, turn: 1, type: 'setup', player: first, cards: agencies.map((a) => a.playerCard), params: { seats: [...seats] } }],
    history: [],
    logCount: 1,
    result: null,
  };
}
