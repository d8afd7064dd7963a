// A game as the shared Discord machinery (publisher, lobby, router) sees it, whatever its view
// type: the face with its view erased. The one conversion back is in publish (see viewAs).
import type { Client } from 'discord.js';
import type { GameService } from '../service/service.js';
import type { GameInfo } from '../service/types.js';
import type { GameFace } from './kit/face.js';
import { viewAs } from './kit/seen.js';
import type { Logger } from '../log.js';
import type { Draw } from './payload.js';

/** What a game's publisher may use. */
export interface PublishContext {
  readonly client: Client;
  readonly service: GameService;
  readonly log: Logger;
  /** Posts in the game's channel and remembers the message under `key` (drawn in the table's language). */
  post(game: GameInfo, key: string, draw: Draw): Promise<void>;
  /** Edits a remembered message (re-posts it if it was deleted) and records the version shown. */
  edit(game: GameInfo, key: string, draw: Draw): Promise<void>;
  /** Deletes a remembered message (a prompt that folded into the board); gone already is fine. */
  remove(game: GameInfo, key: string): Promise<void>;
}

/** A game's face with its view type erased: what the shared machinery (publisher, lobby, errors) calls. */
export type DiscordGame = Pick<GameFace<unknown>, 'type' | 'title' | 'command' | 'color' | 'blurb' | 'words' | 'lobbyLines' | 'ruleErrorText' | 'cancelled' | 'reminder' | 'awaited' | 'currentPosts' | 'progress'> & {
  /** The game's seat limits (the lobby shows them). */
  readonly seats: { readonly min: number; readonly max: number };
  publish(ctx: PublishContext, game: GameInfo, view: unknown): Promise<void>;
};

/** The face as the shared machinery sees it. */
export function eraseFace<V>(face: GameFace<V>, seats: { readonly min: number; readonly max: number }): DiscordGame {
  return {
    type: face.type,
    title: face.title,
    command: face.command,
    color: face.color,
    // Read when drawn: a face's words are in the language being spoken then.
    get blurb() {
      return face.blurb;
    },
    words: face.words,
    seats,
    lobbyLines: (game) => face.lobbyLines(game),
    ruleErrorText: (error, game) => face.ruleErrorText(error, game),
    ...(face.cancelled ? { cancelled: (ctx: PublishContext, game: GameInfo) => face.cancelled?.(ctx, game) ?? Promise.resolve() } : {}),
    reminder: (notice) => face.reminder(notice),
    awaited: (view, whom) => face.awaited(viewAs<V>(view), whom),
    currentPosts: (view) => face.currentPosts(viewAs<V>(view)),
    progress: (view) => face.progress(viewAs<V>(view)),
    publish: (ctx, game, view) => face.publish(ctx, game, viewAs<V>(view)),
  };
}
