// /award — The Award Winning Game, until its routes join the table kit.
import type { Command } from '../command.js';
import { component } from './components.js';
import { autocomplete, execute } from './handlers.js';
import { awardData } from './legacy-data.js';

export default {
  data: awardData,
  execute,
  autocomplete,
  components: { ns: 'aw', run: component },
} satisfies Command;
