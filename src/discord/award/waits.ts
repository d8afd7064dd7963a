// What an Award table waits for, as `/games` and the daily digest say it (the words of the
// board's "waits for …"), and which of its posts shows the table now (their jump links go there).
import type { AwardView } from '../../games/award/view-types.js';
import { t } from '../../i18n/index.js';
import { askKey, needsAsk } from './ask.js';
import { pendingText } from './text.js';

/** What the game waits for (its pending question, or the turn), and, said to a player, the trade offers they may answer. */
export function awaited(view: AwardView, whom: 'you' | 'they'): string {
  const what = view.pending ? pendingText(view.pending, view.auction?.card ?? null, whom) : t('award:pending.other');
  const offers = whom === 'you' ? (view.you?.trades.filter((o) => o.to === view.viewer).length ?? 0) : 0;
  return offers > 0 ? `${what}${t('award:games.offers', { count: offers })}` : what;
}

/** Where the game is, for the summary of a table in its own thread ("🔄 Turn 5"). */
export function progress(view: AwardView): string {
  return t('award:games.turn', { turn: view.turn });
}

/** The question to the awaited player if it has one, else the turn's board; the final standings once it is over. */
export function currentPosts(view: AwardView): readonly string[] {
  if (view.phase === 'ended') return ['end', `turn:${view.turn}`];
  const ask = needsAsk(view.pending) ? [askKey(view, view.pending)] : [];
  return [...ask, `turn:${view.turn}`];
}
