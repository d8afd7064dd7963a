// /award — The Award Winning Game.
import type { Command } from '../src/discord/command.js';
import { component } from '../src/discord/award/components.js';
import { autocomplete, execute } from '../src/discord/award/handlers.js';
import { awardData } from './award.data.js';

export default {
  data: awardData,
  execute,
  autocomplete,
  components: { ns: 'aw', run: component },
} satisfies Command;
