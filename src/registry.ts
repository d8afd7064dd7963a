// Every game the bot runs, registered once: its engine module, its AI, and its Discord face (from
// which the table kit makes its slash command), and the commands that belong to no game (`/games`,
// `/away`, `/settings`).
// main, the bot, verify-db, simulate and the bench all take their games from here.
import type { AnyGameModule, GameModule, PlayerId } from './engine/game.js';
import { aiDecide } from './games/award/ai.js';
import { award } from './games/award/index.js';
import { spielAi } from './games/spiel/ai.js';
import { spiel } from './games/spiel/index.js';
import { awardFace } from './discord/award/face.js';
import { awayCommand } from './discord/away-command.js';
import type { Command } from './discord/command.js';
import { eraseFace, type DiscordGame } from './discord/games.js';
import { tableCommand } from './discord/kit/command.js';
import type { GameFace } from './discord/kit/face.js';
import { viewAs } from './discord/kit/seen.js';
import { HOURS, type DeadlineUnit } from './discord/kit/unit.js';
import { gamesCommand } from './discord/my-games/command.js';
import { spielFace } from './discord/spiel/face.js';
import { settingsCommand } from './discord/settings-command.js';

/** A game as the rest of the bot uses it, its types erased after registration checked they agree. */
export interface RegisteredGame {
  readonly module: AnyGameModule;
  /** The AI: a command for a seat from that seat's view only (null: nothing to do). */
  readonly ai: (view: unknown) => unknown;
  readonly face: DiscordGame;
  /** Its slash command, deadline options in hours (as registered in Discord). */
  readonly command: Command;
  /** Its slash command with deadline options in another unit (minutes at the local table). */
  commandIn(unit: DeadlineUnit): Command;
}

/**
 * Registers a game: the module, its AI and its face must agree on the view type V, which is what
 * makes the erased forms sound (the service hands each game's views only to that game's face).
 */
function register<S, C extends { readonly type: string }, E, V, O>(module: GameModule<S, C, E, V, O>, ai: (view: V) => C | null, face: GameFace<V>): RegisteredGame {
  const leave = module.leaveCommand;
  const seats = { min: module.minPlayers, max: module.maxPlayers };
  const removeCommand = leave ? (player: PlayerId) => leave.call(module, player) : null;
  return {
    module,
    ai: (view) => ai(viewAs<V>(view)),
    face: eraseFace(face, seats),
    command: tableCommand({ face, seats, removeCommand, unit: HOURS }),
    commandIn: (unit) => tableCommand({ face, seats, removeCommand, unit }),
  };
}

export const REGISTRY = {
  spiel: register(spiel, spielAi, spielFace),
  award: register(award, aiDecide, awardFace),
} as const;

/** A registered game's type id. */
export type GameType = keyof typeof REGISTRY;

/** Every registered game's engine module, by type id (the service's and verify-db's view of them). */
export const GAMES: Readonly<Record<GameType, AnyGameModule>> = { spiel: REGISTRY.spiel.module, award: REGISTRY.award.module };

/** Every registered game's AI, by type id. */
export const AI_POLICIES: Readonly<Record<GameType, (view: unknown) => unknown>> = { spiel: REGISTRY.spiel.ai, award: REGISTRY.award.ai };

/** The registered games, in a list. */
export const ALL_GAMES: readonly RegisteredGame[] = Object.values(REGISTRY);

/** The registered game of a stored type id, if this version runs it. */
export function registered(type: string): RegisteredGame | undefined {
  return ALL_GAMES.find((g) => g.module.id === type);
}

/**
 * The commands that belong to no game: `/games`, a player's tables across every server, and
 * `/away`, a player's time away told to every table at once.
 */
export const PLAYER_COMMANDS: readonly Command[] = [gamesCommand(), awayCommand];

/** Each game's slash command with its deadline options in `unit`. */
function gameCommands(unit: DeadlineUnit): { readonly game: RegisteredGame; readonly command: Command }[] {
  return ALL_GAMES.map((game) => ({ game, command: unit === HOURS ? game.command : game.commandIn(unit) }));
}

/**
 * The bot's slash commands in `unit`: each game's, the player's own, then `/settings` (a server's
 * defaults for new tables, whose game subcommands take each game's start options from those commands).
 */
function commandsIn(unit: DeadlineUnit): Command[] {
  const games = gameCommands(unit);
  const settings = settingsCommand(games.map(({ game, command }) => ({ type: game.module.id, title: game.face.title, command })), unit);
  return [...games.map((g) => g.command), ...PLAYER_COMMANDS, settings];
}

/** What the bot takes from the registry: the games' faces, and its slash commands. */
export const BOT_GAMES = { games: ALL_GAMES.map((g) => g.face), commands: commandsIn(HOURS) };

/** The same, with the tables' deadline options in `unit` (minutes: the local table). */
export function botGames(unit: DeadlineUnit): typeof BOT_GAMES {
  return unit === HOURS ? BOT_GAMES : { games: BOT_GAMES.games, commands: commandsIn(unit) };
}
