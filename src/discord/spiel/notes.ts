// Short notes shown above a panel after an action, shared by the buttons and slash commands.

/** After adding a game to the draft. */
export function draftNote(games: number): string {
  return `📝 Added to your plan — now ${games} game${games === 1 ? '' : 's'}, as a draft. It counts only once you commit it with **Publish ${games === 1 ? 'this game' : `these ${games} games`}**.`;
}

/** After committing a plan of games as the month's choice. */
export function committedNote(games: number, only: boolean): string {
  return `📦 Committed: you publish ${games === 1 ? (only ? 'only this game' : '1 game') : `${games} games`} this month. You can change it until the month resolves.`;
}
