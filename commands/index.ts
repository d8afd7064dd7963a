// Every slash command the bot has, each checked when loaded.
import { checkCommand, type Command } from '../src/discord/command.js';
import award from './award.js';
import spiel from './spiel.js';

export const commands: readonly Command[] = [checkCommand(spiel, 'commands/spiel.ts'), checkCommand(award, 'commands/award.ts')];
