// The game modules this bot runs, and their AI players.
import type { AnyGameModule } from '../engine/game.js';
import { aiDecide } from './award/ai.js';
import { award } from './award/index.js';
import type { AwardView } from './award/types.js';
import { spielAi } from './spiel/ai.js';
import { spiel } from './spiel/index.js';
import type { SpielView } from './spiel/types.js';

/** Every game the bot runs, by its stored type id: main, the bot, verify-db and simulate read it here. */
export const GAMES = { spiel, award } as const satisfies Readonly<Record<string, AnyGameModule>>;

/** A registered game's type id. */
export type GameType = keyof typeof GAMES;

/** The module of a stored game type, if this version runs it. */
export function gameModule(type: string): AnyGameModule | undefined {
  return Object.hasOwn(GAMES, type) ? GAMES[type as GameType] : undefined;
}

/** An AI per game type: a command for a seat from that seat's view only. */
export const AI_POLICIES: Readonly<Record<string, (view: unknown) => unknown>> = {
  spiel: (view) => spielAi(view as SpielView),
  award: (view) => aiDecide(view as AwardView),
};
