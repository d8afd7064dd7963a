// Short notes shown above a panel after an action, shared by the buttons and slash commands.
import { t } from '../../i18n/index.js';
import { money } from '../../games/spiel/text.js';

/** After adding a game to the draft. */
export function draftNote(games: number): string {
  return t('spiel:note.draft', { count: games });
}

/** After committing a plan of games as the month's choice. */
export function committedNote(games: number, only: boolean): string {
  return games === 1 && only ? t('spiel:note.committedOnly') : t('spiel:note.committed', { count: games });
}

/**
 * The confirmation of a sealed offer. R16: a raise for one's own designer is binding even if no
 * rival bids, and the player is told so while they can still withdraw it.
 */
export function offerNote(label: string, wage: number, own: boolean): string {
  return own
    ? t('spiel:note.raise', { designer: label, wage: money(wage) })
    : t('spiel:note.offer', { designer: label, wage: money(wage) });
}
