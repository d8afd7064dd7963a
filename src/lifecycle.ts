// What the log says about games as a whole: a table opening, a game starting, ending or being
// cancelled — one line each, with the game's id, guild and channel.
import type { Logger } from './log.js';
import type { GameService } from './service/service.js';

/** Logs the life of every game from the service's changes; returns a function that stops. */
export function logGameLifecycle(service: GameService, log: Logger): () => void {
  return service.onChange((o) => {
    const game = o.game;
    const line = () => log.child({ gameId: game.id, guild: game.guildId, channel: game.channelId, game: game.type });
    if (o.table?.type === 'created') line().info('table opened');
    else if (o.table?.type === 'started') line().info(`game started with ${game.seats.length} seats (${game.seats.filter((s) => s.userId === null).length} AI)`);
    else if (o.table?.type === 'cancelled') line().info('game cancelled');
    else if (o.result && game.status === 'ended' && game.version === o.version) {
      line().info(`game ended after ${o.version} commands; ${o.result.winners.length ? `won by ${o.result.winners.join(', ')}` : 'no winner'}`);
    }
  });
}
