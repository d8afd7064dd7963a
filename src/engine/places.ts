// Places in a finished game's standings, ties shared: what ratings read from each game.
import type { GameResult, PlayerId } from './game.js';

/**
 * Competition ranking ("1, 1, 3") of `result.standings`: the winners share first place; of the
 * rest, a seat whose `key` equals the one before it shares that seat's place. Without `key`,
 * only the winners tie (the order among the others is the game's own).
 */
export function placesOf(result: GameResult, key?: (player: PlayerId) => string): number[] {
  const places: number[] = [];
  result.standings.forEach((player, i) => {
    const before = result.standings[i - 1];
    const won = result.winners.includes(player);
    if (won) places.push(1);
    else if (before !== undefined && !result.winners.includes(before) && key !== undefined && key(before) === key(player)) places.push(places[i - 1] as number);
    else places.push(i + 1);
  });
  return places;
}
