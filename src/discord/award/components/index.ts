// Every family of Award buttons and menus, one route each (their custom_ids are in ../ids.ts).
import type { AwardView } from '../../../games/award/view-types.js';
import type { ComponentRoute } from '../../kit/route.js';
import { answerComponents } from './answer.js';
import { bidComponents } from './bid.js';
import { logComponents } from './log.js';
import { panelComponents } from './panel.js';
import { playComponents } from './play.js';
import { tradeComponents } from './trade.js';

export const components: readonly ComponentRoute<AwardView>[] = [...panelComponents, ...playComponents, ...bidComponents, ...answerComponents, ...tradeComponents, ...logComponents];
