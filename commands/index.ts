// Every slash command the bot has: one per registered game, made by the table kit from its face,
// and the commands that belong to no game (`/games`, `/away`).
import type { Command } from '../src/discord/command.js';
import { BOT_GAMES } from '../src/registry.js';

export const commands: readonly Command[] = BOT_GAMES.commands;
