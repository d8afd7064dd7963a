// A game's Discord face: what the table kit needs from a game to run its table — its names and
// words, its start options, how it draws a player's panel, the board and the log, its own
// subcommands and components, and its public posts. One face per game; the kit does the rest.
import type { DeadlineUnit } from './unit.js';
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { RuleError } from '../../engine/game.js';
import type { GameInfo, PlayerStats } from '../../service/types.js';
import type { PublishContext } from '../games.js';
import type { MessagePayload } from '../payload.js';
import type { ComponentRoute, OptionValues, SlashRoute } from './route.js';
import type { Seen } from './seen.js';

/** The table options every game has, with the game's own names and limits. */
export interface StartSpec {
  /** The option that caps the seats ("companies", "agencies") and its description. */
  readonly seats: { readonly option: string; readonly description: string };
  /** Descriptions of the `ai` option and what a seat is called in it. */
  readonly ai: { readonly description: string; readonly max: number };
  /** The game's own start options (month length, trading…). */
  readonly options?: (builder: SlashCommandSubcommandBuilder, unit: DeadlineUnit) => SlashCommandSubcommandBuilder;
  /** Game options from the start command's values (lengths in `unit`); `deadlineMs` is the bot's default deadline. */
  parse(values: OptionValues, defaults: { readonly deadlineMs: number }, unit: DeadlineUnit): Record<string, unknown>;
}

/** The log: its page option (a month, a turn) and a page. */
export interface LogSpec<V> {
  readonly option: { readonly name: string; readonly description: string; readonly max: number };
  /** The page showing `at` (null: the latest). */
  page(game: GameInfo, view: V, at: number | null): MessagePayload;
}

/** The words the shared verbs say, in the game's own nouns (read in the current language: a face's words are getters over its catalogue). */
export interface TableWords {
  /** "company", "companies"; "agency", "agencies". */
  readonly seat: string;
  readonly seatPlural: string;
  /** The game as a noun after "no" ("Spiel des Jahres game", "Award Winning Game"). */
  readonly aGame: string;
  /** What `/… hand` shows, for its description ("hand, money, designers and plan"). */
  readonly handSummary: string;
  /** Said when the table has not started yet. */
  readonly notStarted: string;
  /** After `/… leave` mid-game, by the table's setting. */
  readonly leftToAi: string;
  readonly leftRetired: string;
  /** The `on_leave: retire` choice, and the same in a description ("retires", "is removed (R38)"). */
  readonly leaveRetireChoice: string;
  readonly leaveRetireShort: string;
  /** Host controls: descriptions and what is said once done. */
  readonly resolveDescription: string;
  readonly deadlineDescription: string;
  readonly endDescription: string;
  readonly removeDescription: string;
  readonly extended: (length: string) => string;
  readonly resolved: string;
  readonly deadlineSet: (length: string) => string;
  readonly ended: string;
  readonly removed: string;
  readonly removeWho: string;
  /**
   * The wait a deadline ends, as the subject of a clause after a colon, for the table's own
   * extensions ("the month"; German capitalises there: "Der Monat"). See kit/away.ts.
   */
  readonly theWait: string;
  /** One leaderboard line's game-specific part, after games and wins (" · best game …"). */
  statsLine(stats: PlayerStats): string;
}

/** A game as the Discord layer plays it; V is the game's view type. */
export interface GameFace<V> {
  /** The game module's id ("spiel"). */
  readonly type: string;
  readonly title: string;
  /** The slash command ("spiel"), its description, and the custom_id namespace of its components ("sp"). */
  readonly command: string;
  readonly description: string;
  readonly ns: string;
  readonly color: number;
  /** One line for the lobby. */
  readonly blurb: string;
  readonly words: TableWords;
  readonly start: StartSpec;
  /** Lines describing a table's options in its lobby. */
  lobbyLines(game: GameInfo): string[];
  /** The private panel of `/… hand` and the "Open my hand" button (also after the game). */
  panel(seen: Seen<V>): MessagePayload;
  /** The public board, shown privately by `/… board`. */
  board(game: GameInfo, view: V): MessagePayload;
  readonly log: LogSpec<V>;
  /** `/… rules`. */
  rules(): MessagePayload;
  /** Lines heading `/… help` (the command list itself is made from the command data). */
  readonly helpIntro: readonly string[];
  /** Descriptions of the game's own subcommand groups ("designer", "turn"). */
  readonly groups?: Readonly<Record<string, string>>;
  /** Old names of the kit's verbs, kept for one release where players know them ({ board: ['status'] }). */
  readonly aliases?: Readonly<Record<string, readonly string[]>>;
  /** The game's own subcommands and components. */
  readonly routes: readonly SlashRoute<V>[];
  readonly components: readonly ComponentRoute<V>[];
  /** Words for a rule the engine refused; `game`, when known, names the seats the error speaks of. */
  ruleErrorText(error: RuleError, game?: GameInfo): string;
  /**
   * Brings the public posts of a started (or ended) game up to date from `view`, the public view
   * of the change being published (so posts follow the order things happened in); idempotent.
   */
  publish(ctx: PublishContext, game: GameInfo, view: V): Promise<void>;
  /** A running game was cancelled: close its live posts. */
  cancelled?(ctx: PublishContext, game: GameInfo): Promise<void>;
  /** The channel message reminding `userIds` that their deadline is near. */
  reminder(notice: { readonly deadline: number; readonly userIds: readonly string[] }): MessagePayload;
  /**
   * What a running game waits for, in the game's words, to follow "waits for you" or "waits for
   * <who>" in `/games` and the daily digest ("to choose for month 7", "to bid on **Luxe Parfum**
   * or pass"): from `view`, the player's own view; `whom` says whether it is said to that player
   * or about the others the game waits for.
   */
  awaited(view: V, whom: 'you' | 'they'): string;
  /** Where the game is ("📅 Month 3 of 12", "🔄 Turn 5"): the summary of a table in its own thread (summary.ts). */
  progress(view: V): string;
  /** The keys of the posts that show the table now, best first: `/games` links to the first one posted. */
  currentPosts(view: V): readonly string[];
}

/** What kit helpers need of a face to read and act for a player: its type and words. */
export type FaceRef = Pick<GameFace<unknown>, 'type' | 'words'>;
