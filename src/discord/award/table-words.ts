// What the table kit says for The Award Winning Game, in the game's own nouns (an agency, a turn).
import type { TableWords } from '../kit/face.js';

export const TYPE = 'award';

export const WORDS: TableWords = {
  seat: 'agency',
  seatPlural: 'agencies',
  handSummary: 'hand, tokens, orders and the actions you can take now',
  notStarted: 'This table has not started yet. Join it from the lobby message, then wait for the host to start.',
  leftToAi: '👋 You left; the AI plays your agency from now on. `/award autopilot on:false` (or any action) takes it back.',
  leftRetired: '👋 You left; your agency is removed from the game (R38).',
  leaveRetireChoice: 'It is removed from the game (R38)',
  leaveRetireShort: 'is removed (R38)',
  resolveDescription: 'Apply the current deadline’s default now (a prompt passes, a turn is finished).',
  deadlineDescription: 'Change the length of every turn from the next one on.',
  endDescription: 'End the game now (ranked by Awards, cash, tokens).',
  removeDescription: 'Remove a player who missed 3 turns in a row (R38).',
  extended: (length) => `⏱️ The current deadline moved by ${length}.`,
  resolved: '⏩ The current deadline’s default was applied.',
  deadlineSet: (length) => `⏱️ From the next turn on, each turn lasts ${length}.`,
  ended: '🏁 The game ends now.',
  removed: '❌ The player was removed (R38).',
  removeWho: 'Name the player to remove (`player:`).',
  statsLine: (s) => ` · most Awards in one game: ${s.topScore}`,
};

/** What kit helpers need to read and act for an Award agency. */
export const AWARD = { type: TYPE, words: WORDS };
