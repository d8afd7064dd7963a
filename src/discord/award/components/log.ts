// The log's buttons: the whole log (a page of whole turns), and one turn at a time; for anyone in
// the channel, also once the game is over (from the final post).
import type { AwardView } from '../../../games/award/view-types.js';
import { on, type ComponentRoute } from '../../kit/route.js';
import { publicView } from '../../kit/read-verbs.js';
import { keys } from '../ids.js';
import { pastNamer } from '../posts.js';
import { fullLogPage, logPage } from '../render.js';
import { AWARD } from '../table-words.js';

export const logComponents: readonly ComponentRoute<AwardView>[] = [
  on.game(keys.wholeLog, async ({ ctx, game, answer }) => {
    await answer(fullLogPage(game, publicView<AwardView>(ctx, AWARD, game.id), Number.MAX_SAFE_INTEGER, pastNamer(game)));
  }),
  on.game(keys.logPage, async ({ ctx, game, answer, args: [end] }) => {
    await answer(fullLogPage(game, publicView<AwardView>(ctx, AWARD, game.id), end, pastNamer(game)));
  }),
  on.game(keys.logTurn, async ({ ctx, game, answer, args: [turn] }) => {
    await answer(logPage(game, publicView<AwardView>(ctx, AWARD, game.id), turn, pastNamer(game)));
  }),
];
