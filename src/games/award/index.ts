// The Award Winning Game as a game module for the shared engine.
import type { GameModule } from '../../engine/game.js';
import { decide } from './decide.js';
import { evolve } from './evolve.js';
import { setup } from './setup.js';
import {
  awardCommandSchema,
  awardOptionsSchema,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type AwardCommand,
  type AwardEvent,
  type AwardOptions,
  type AwardState,
  type AwardView,
} from './types.js';
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
};

export type { AwardCommand, AwardEvent, AwardOptions, AwardState, AwardView } from './types.js';
