// The Award Winning Game as a game module for the shared engine.
import type { GameModule } from '../../engine/game.js';
import { decide } from './decide.js';
import { evolve } from './evolve.js';
import { places } from './game-cards.js';
import { awardCommandSchema, type AwardCommand, type AwardEvent } from './messages.js';
import { setup } from './setup.js';
import { awardOptionsSchema, MAX_PLAYERS, MIN_PLAYERS, type AwardOptions, type AwardState } from './types.js';
import type { AwardView } from './view-types.js';
import { awaiting, view } from './view.js';

export const award: GameModule<AwardState, AwardCommand, AwardEvent, AwardView, AwardOptions> = {
  id: 'award',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  optionsSchema: awardOptionsSchema,
  commandSchema: awardCommandSchema,
  setup,
  decide,
  evolve,
  view,
  awaiting,
  result: (state) => state.result,
  // R38: a player who leaves is removed like an inactive one.
  leaveCommand: (player) => ({ type: 'removePlayer', player }),
  // Leaderboards: Awards held is the headline; cash breaks ties in the text.
  summary: (state) => state.agencies.map((a) => ({ player: a.id, score: a.awards.length, best: null })),
  places,
};

export type { AwardCommand, AwardEvent } from './messages.js';
export type { AwardOptions, AwardState } from './types.js';
export type { AwardView } from './view-types.js';
