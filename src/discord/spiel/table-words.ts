// What the table kit says for Spiel des Jahres, in the game's own nouns (a company, a month).
import { money, perMonth } from '../../games/spiel/text.js';
import type { TableWords } from '../kit/face.js';

export const TYPE = 'spiel';

export const WORDS: TableWords = {
  seat: 'company',
  seatPlural: 'companies',
  handSummary: 'hand, money, designers and this month’s plan',
  notStarted: 'This table has not started yet. Join it from the lobby message, then wait for the host to start.',
  leftToAi: '👋 You left; the AI plays your company from now on. `/spiel autopilot on:false` (or any action) takes it back.',
  leftRetired: '👋 You left; your company retires from the game with its cards, games and designers.',
  leaveRetireChoice: 'It retires (goes out of the game)',
  leaveRetireShort: 'retires',
  resolveDescription: 'Resolve the month now; undecided companies brainstorm.',
  deadlineDescription: 'Change the length of every month from the next one on.',
  endDescription: 'End the game now and hold the ceremony over the games on the table.',
  removeDescription: 'Retire a player’s company: it leaves the game with its cards, games and designers.',
  extended: (length) => `⏱️ The deadline moved by ${length}.`,
  resolved: '⏩ The month resolves now; undecided companies brainstorm.',
  deadlineSet: (length) => `⏱️ From next month on, each month lasts ${length}.`,
  ended: '🏁 The game ends now; the ceremony follows.',
  removed: '🚪 That company retires from the game.',
  removeWho: 'Name the player whose company retires (`player:`).',
  statsLine: (s) => `${s.best ? ` · best game “${s.best.name}” ${perMonth(s.best.value)}` : ''} · highest final money ${money(s.topScore)}`,
};

/** What kit helpers need to read and act for a Spiel company. */
export const SPIEL = { type: TYPE, words: WORDS };
