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
};

export type { AwardCommand, AwardEvent, AwardOptions, AwardState, AwardView } from './types.js';
