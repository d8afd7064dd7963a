// Short notes shown above a panel after an action, shared by the buttons and slash commands.
import { money } from '../../games/spiel/text.js';

/** After adding a game to the draft. */
export function draftNote(games: number): string {
  return `📝 Added to your plan — now ${games} game${games === 1 ? '' : 's'}, as a draft. It counts only once you commit it with **Publish ${games === 1 ? 'this game' : `these ${games} games`}**.`;
}

/** After committing a plan of games as the month's choice. */
export function committedNote(games: number, only: boolean): string {
  return `📦 Committed: you publish ${games === 1 ? (only ? 'only this game' : '1 game') : `${games} games`} this month. You can change it until the month resolves.`;
}

/**
 * The confirmation of a sealed offer. R16: a raise for one's own designer is binding even if no
 * rival bids, and the player is told so while they can still withdraw it.
 */
export function offerNote(label: string, wage: number, own: boolean): string {
  return own
    ? `💶 You raise ${label}'s wage to ${money(wage)}/month (sealed until the month ends). **A raise is binding (R16):** you pay it from next month even if no rival bids. To take it back, withdraw it (\`wage:0\`) before the month ends.`
    : `💶 You offer ${label} ${money(wage)}/month (sealed until the month ends). If yours is the best offer, you pay it from next month.`;
}
