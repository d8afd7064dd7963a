// The game modules this bot runs, and their AI players.
import type { AnyGameModule } from '../engine/game.js';
import { aiDecide } from './award/ai.js';
import { award } from './award/index.js';
import type { AwardView } from './award/types.js';
import { spielAi } from './spiel/ai.js';
import { spiel } from './spiel/index.js';
import type { SpielView } from './spiel/types.js';

export const GAMES: Readonly<Record<string, AnyGameModule>> = { spiel, award };

/** An AI per game type: a command for a seat from that seat's view only. */
export const AI_POLICIES: Readonly<Record<string, (view: unknown) => unknown>> = {
  spiel: (view) => spielAi(view as SpielView),
  award: (view) => aiDecide(view as AwardView),
};
