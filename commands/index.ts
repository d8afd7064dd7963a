// Every slash command the bot has: one per registered game, made by the table kit from its face.
import type { Command } from '../src/discord/command.js';
import { ALL_GAMES } from '../src/registry.js';

export const commands: readonly Command[] = ALL_GAMES.map((game) => game.command);
