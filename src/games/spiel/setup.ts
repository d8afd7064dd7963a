// Setup (rules "Setup" 1–4, R3, R4): shuffle, deal specialties, the trend pile and hands.
import type { PlayerId } from '../../engine/game.js';
import { Rng, seedRng } from '../../engine/rng.js';
import { CARDS, type CardId } from './cards.js';
import { MONTHS, START_HAND, START_MONEY, type Company, type MonthReport, type SpielOptions, type SpielState } from './types.js';

export const MIN_COMPANIES = 2; // R3
export const MAX_COMPANIES = 6; // R3

/** An empty public report for a month whose trend card has just been turned. */
export function emptyReport(month: number, trend: CardId): MonthReport {
  return {
    month,
    trend,
    designersPlayed: [],
    trades: [],
    defaulted: [],
    resolved: false,
    published: [],
    refused: [],
    draws: [],
    settlement: [],
    bankrupt: [],
    retired: [],
    market: [],
  };
}

/** Deals a new game. Player ids must be distinct; their order is the seat order. */
export function setup(seed: number, players: readonly PlayerId[], options: SpielOptions, now: number): SpielState {
  if (players.length < MIN_COMPANIES || players.length > MAX_COMPANIES) {
    throw new RangeError(`Spiel des Jahres needs ${MIN_COMPANIES}–${MAX_COMPANIES} companies, got ${players.length}`);
  }
  if (new Set(players).size !== players.length) throw new RangeError('player ids must be distinct');
  const rng = new Rng(seedRng(seed));
  // The top of the deck is the end of the array.
  const deck = rng.shuffle(CARDS.map((c) => c.id));
  const draw = (): CardId => deck.pop() as CardId;

  const specialties = players.map(() => draw()); // rule 2: one card face up, then out of play
  const trends: CardId[] = [];
  for (let m = 0; m < MONTHS; m++) trends.push(draw()); // R4
  const companies: Company[] = players.map((id, i) => {
    const hand: CardId[] = [];
    for (let k = 0; k < START_HAND; k++) hand.push(draw());
    return {
      id,
      specialtyCard: specialties[i] as CardId,
      money: START_MONEY,
      hand,
      designers: [],
      status: 'active',
      notes: { month: 0, drew: [], refused: [] },
    };
  });
  return startingState({ rng: rng.state(), options, players, companies, deck, trends, month: 1, deadlineAt: now + options.monthMs });
}

/** A state at the start of `month` with nothing chosen yet: the one place its shape is spelled out. */
export function startingState(s: {
  rng: SpielState['rng'];
  options: SpielOptions;
  players: readonly PlayerId[];
  companies: readonly Company[];
  deck: readonly CardId[];
  trends: readonly CardId[];
  month: number;
  deadlineAt: number;
}): SpielState {
  const { players, trends, month } = s;
  return {
    rng: s.rng,
    options: s.options,
    players: [...players],
    companies: s.companies,
    deck: s.deck,
    trends,
    month,
    phase: 'playing',
    deadlineAt: s.deadlineAt,
    seq: 0,
    choices: players.map(() => null),
    drafts: players.map(() => null),
    firings: players.map(() => []),
    offers: [],
    trades: [],
    tradeLog: [],
    nextTradeId: 0,
    games: [],
    out: [],
    history: [],
    report: emptyReport(month, trends[month - 1] as CardId),
    ceremony: null,
    result: null,
  };
}
