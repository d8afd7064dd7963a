// The Award subcommands of its own (the table's verbs come from the kit): play, bid, pass,
// withdraw, trade, the turn group and the player's own settings.
import type { AwardView } from '../../../games/award/view-types.js';
import type { SlashRoute } from '../../kit/route.js';
import { bid, pass, withdraw } from './auction.js';
import { autopass, orders } from './my.js';
import { play } from './play.js';
import { trade } from './trade.js';
import { turnRoutes } from './turn.js';

export const routes: readonly SlashRoute<AwardView>[] = [play, bid, pass, withdraw, trade, ...turnRoutes, autopass, orders];
