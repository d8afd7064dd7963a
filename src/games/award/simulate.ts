// Game-length and balance figures over N seeded games, for `npm run simulate -- --game award`
// and for comparison with the spec's balance note (§5).
import type { PlayerId } from '../../engine/game.js';
import { seats } from '../../engine/self-play.js';
import { kindOf } from './cards.js';
import { playAwardGame, type PlayOptions, type Policy } from './random-player.js';
import { owned } from './state.js';
import { size } from './tokens.js';

export interface AwardSummary {
  readonly players: number;
  readonly games: number;
  readonly meanTurns: number;
  readonly p10Turns: number;
  readonly p50Turns: number;
  readonly p90Turns: number;
  readonly meanRounds: number;
  /** Awards won per game. */
  readonly meanAwardsWon: number;
  /** Drawn Awards that went to the discard unclaimed, per game. */
  readonly meanAwardsUnclaimed: number;
  /** Owned tokens per player at the end. */
  readonly meanTokensAtEnd: number;
  readonly endReasons: Readonly<Record<string, number>>;
  /** Games stopped by the turn cap rather than by the rules. */
  readonly capped: number;
  /** Wins per seat index (shared wins count for each winner). */
  readonly winsBySeat: readonly number[];
  readonly rejectedPerGame: number;
}

export interface SimulateOptions {
  readonly games: number;
  readonly players: number;
  readonly firstSeed?: number;
  /** A policy per seat index (missing: the random player). */
  readonly policies?: readonly (Policy | undefined)[];
  readonly play?: Omit<PlayOptions, 'policies' | 'onStep'>;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

/** Plays `games` seeded games and summarises their length and awards (§5 figures). */
export function summarizeAwardGames(opts: SimulateOptions): AwardSummary {
  const first = opts.firstSeed ?? 1;
  const ids = seats(opts.players);
  const turns: number[] = [];
  let rounds = 0;
  let won = 0;
  let unclaimed = 0;
  let tokens = 0;
  let capped = 0;
  let rejected = 0;
  const reasons: Record<string, number> = {};
  const winsBySeat = ids.map(() => 0);
  for (let seed = first; seed < first + opts.games; seed++) {
    const policies: Record<PlayerId, Policy> = {};
    ids.forEach((id, i) => {
      const p = opts.policies?.[i];
      if (p) policies[id] = p;
    });
    const g = playAwardGame(seed, ids, {
      ...opts.play,
      policies,
      onStep: (step) => {
        for (const e of step.events) {
          if (e.type === 'awardWon') won++;
          else if (e.type === 'tableDiscarded' && e.reason === 'unclaimed' && kindOf(e.card) === 'award') unclaimed++;
        }
      },
    });
    const s = g.state;
    turns.push(s.turn);
    rounds += s.round;
    rejected += g.rejected;
    for (const a of s.agencies) tokens += size(owned(a));
    if (g.capped) capped++;
    const reason = s.result?.reason ?? 'capped';
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    for (const w of s.result?.winners ?? []) winsBySeat[ids.indexOf(w)] = (winsBySeat[ids.indexOf(w)] ?? 0) + 1;
  }
  const n = opts.games;
  const sorted = turns.slice().sort((a, b) => a - b);
  return {
    players: opts.players,
    games: n,
    meanTurns: turns.reduce((a, b) => a + b, 0) / n,
    p10Turns: percentile(sorted, 0.1),
    p50Turns: percentile(sorted, 0.5),
    p90Turns: percentile(sorted, 0.9),
    meanRounds: rounds / n,
    meanAwardsWon: won / n,
    meanAwardsUnclaimed: unclaimed / n,
    meanTokensAtEnd: tokens / (n * opts.players),
    endReasons: reasons,
    capped,
    winsBySeat,
    rejectedPerGame: rejected / n,
  };
}

/** One line per summary, in the shape of the spec's §5 table. */
export function formatAwardSummary(s: AwardSummary): string {
  const f = (x: number) => x.toFixed(1);
  return (
    `${s.players} players, ${s.games} games: mean turns ${f(s.meanTurns)} (10–90th ${s.p10Turns}–${s.p90Turns}), ` +
    `mean rounds ${f(s.meanRounds)}, Awards won ${f(s.meanAwardsWon)}, drawn Awards discarded unclaimed ${f(s.meanAwardsUnclaimed)}, ` +
    `tokens at end ${f(s.meanTokensAtEnd)}, ends ${JSON.stringify(s.endReasons)}, capped ${s.capped}`
  );
}
