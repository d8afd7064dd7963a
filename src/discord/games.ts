// What the Discord ring needs to know about each game: its name and colour, its rule-error
// words, and how to bring its public messages up to date from the stored state.
import type { Client } from 'discord.js';
import type { RuleError } from '../engine/game.js';
import type { GameService } from '../service/service.js';
import type { GameInfo } from '../service/types.js';
import type { Logger } from './log.js';
import type { MessagePayload } from './payload.js';

/** What a game's publisher may use. */
export interface PublishContext {
  readonly client: Client;
  readonly service: GameService;
  readonly log: Logger;
  /** Posts in the game's channel and remembers the message under `key`. */
  post(game: GameInfo, key: string, payload: MessagePayload): Promise<void>;
  /** Edits a remembered message (re-posts it if it was deleted) and records the version shown. */
  edit(game: GameInfo, key: string, payload: MessagePayload): Promise<void>;
  /** Deletes a remembered message (a prompt that folded into the board); gone already is fine. */
  remove(game: GameInfo, key: string): Promise<void>;
}

export interface DiscordGame {
  readonly type: string;
  readonly title: string;
  /** The slash command that plays it ("spiel"). */
  readonly command: string;
  /** The command that hands a seat to the AI or takes it back ("/spiel autopilot"). */
  readonly autopilotCommand: string;
  readonly color: number;
  /** One line for the lobby. */
  readonly blurb: string;
  ruleErrorText(error: RuleError): string;
  /** Lines describing a table's options in its lobby. */
  lobbyLines(game: GameInfo): string[];
  /**
   * Brings the public posts of a started (or ended) game up to date from `view`, the public view
   * of the change being published (so posts follow the order things happened in); idempotent.
   */
  publish(ctx: PublishContext, game: GameInfo, view: unknown): Promise<void>;
  /** A running game was cancelled: close its live posts (their buttons would lead nowhere). */
  cancelled?(ctx: PublishContext, game: GameInfo): Promise<void>;
  /** The channel message reminding `userIds` that their deadline is near. */
  reminder(notice: { readonly deadline: number; readonly userIds: readonly string[] }): MessagePayload;
}
