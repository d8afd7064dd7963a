// /spiel — Spiel des Jahres.
import type { Command } from '../src/discord/command.js';
import { autocomplete, component, execute } from '../src/discord/spiel/handlers.js';
import { spielData } from './spiel.data.js';

export default {
  data: spielData,
  execute,
  autocomplete,
  components: { ns: 'sp', run: component },
} satisfies Command;
