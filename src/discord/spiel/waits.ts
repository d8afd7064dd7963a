// What a Spiel des Jahres table waits for, as `/games` and the daily digest say it, and which of
// its posts shows the table now (their jump links go there).
import type { SpielView } from '../../games/spiel/types.js';
import { t } from '../../i18n/index.js';

/** What the month waits for: every company's choice (and, said to a player, the trade offers they may answer). */
export function awaited(view: SpielView, whom: 'you' | 'they'): string {
  if (whom === 'they') return t('spiel:games.choose', { month: view.month });
  const you = view.you;
  const what = you?.draft && !you.choice ? t('spiel:games.commitYou', { month: view.month }) : t('spiel:games.chooseYou', { month: view.month });
  const offers = you?.trades.filter((o) => o.to === view.viewer).length ?? 0;
  return offers > 0 ? `${what}${t('spiel:games.offers', { count: offers })}` : what;
}

/** Where the game is, for the summary of a table in its own thread ("📅 Month 3 of 12"). */
export function progress(view: SpielView): string {
  return t('spiel:board.monthTitle', { month: view.month, months: view.months });
}

/** The month's post while the game runs; the summary (or the ceremony) once it is over. */
export function currentPosts(view: SpielView): readonly string[] {
  return view.phase === 'ended' ? ['summary', 'ceremony'] : [`month:${view.month}`];
}
