// Spiel des Jahres as a game module for the shared engine.
import type { GameModule } from '../../engine/game.js';
import { decide } from './decide.js';
import { evolve } from './evolve.js';
import { places } from './resolve.js';
import { MAX_COMPANIES, MIN_COMPANIES, setup } from './setup.js';
import {
  spielCommandSchema,
  spielOptionsSchema,
  type SpielCommand,
  type SpielEvent,
  type SpielOptions,
  type SpielState,
  type SpielView,
} from './types.js';
import { awaiting, summary, view } from './view.js';

export const spiel: GameModule<SpielState, SpielCommand, SpielEvent, SpielView, SpielOptions> = {
  id: 'spiel',
  minPlayers: MIN_COMPANIES,
  maxPlayers: MAX_COMPANIES,
  optionsSchema: spielOptionsSchema,
  commandSchema: spielCommandSchema,
  setup,
  decide,
  evolve,
  view,
  awaiting,
  result: (state) => state.result,
  leaveCommand: (player) => ({ type: 'retire', player }),
  summary,
  places,
};

export type { SpielCommand, SpielEvent, SpielOptions, SpielState, SpielView } from './types.js';
