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
  const trend = trends[0] as CardId;

  return {
    rng: rng.state(),
    options,
    players: [...players],
    companies,
    deck,
    trends,
    month: 1,
    phase: 'playing',
    deadlineAt: now + options.monthMs,
    seq: 0,
    choices: players.map(() => null),
    firings: players.map(() => []),
    offers: [],
    trades: [],
    nextTradeId: 0,
    games: [],
    out: [],
    history: [],
    report: emptyReport(1, trend),
    ceremony: null,
    result: null,
  };
}
