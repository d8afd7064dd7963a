// Spiel des Jahres as the table kit plays it: its names and words, its start options, its panel,
// board and log, its own subcommands and components, and its public posts.
import { t } from '../../i18n/index.js';
import { ruleErrorText } from '../../games/spiel/text.js';
import type { SpielView } from '../../games/spiel/types.js';
import type { GameFace } from '../kit/face.js';
import { HOURS, unitName, unitToMs } from '../kit/unit.js';
import { namerFor } from '../names.js';
import { panelOf } from './act.js';
import { components } from './components.js';
import { NS } from './ids.js';
import { SPIEL_COLOR } from './panel.js';
import { cancelled, lobbyLines, publish, reminder } from './posts.js';
import { logPage, statusBoard } from './render.js';
import { routes } from './routes.js';
import { rulesText } from './rules-text.js';
import { awaited, currentPosts, progress } from './waits.js';
import { TYPE, WORDS } from './table-words.js';


export const spielFace: GameFace<SpielView> = {
  type: TYPE,
  title: 'Spiel des Jahres',
  command: 'spiel',
  description: 'Spiel des Jahres: run a board-game company for twelve months.',
  ns: NS,
  color: SPIEL_COLOR,
  get blurb() {
    return t('spiel:face.blurb');
  },
  words: WORDS,
  start: {
    seats: { option: 'companies', description: 'Most companies at the table, 2–6 (default 6).' },
    ai: { description: 'AI companies to seat now (0–5).', max: 5 },
    options: (b, unit) =>
      b.addNumberOption((o) =>
        o
          .setName(unitName('deadline', unit))
          .setDescription(unit === HOURS ? 'How long each month lasts (default 24 hours).' : `How long each month lasts, in ${unit.name}.`)
          .setMinValue(unit.min)
          .setMaxValue(unit.max),
      ),
    parse: (values, defaults, unit) => {
      const length = values[unitName('deadline', unit)];
      return { monthMs: typeof length === 'number' ? Math.max(60_000, unitToMs(unit, length)) : defaults.deadlineMs };
    },
  },
  lobbyLines,
  panel: (seen) => panelOf(seen),
  board: (game, view) => statusBoard(view, namerFor(game)),
  log: {
    option: { name: 'month', description: 'Start at this month.', max: 12 },
    page: (game, view, at) => logPage(game.id, view, at ?? view.history.filter((r) => r.resolved).length + (view.result ? 1 : 0), namerFor(game, { autopilot: false })),
  },
  rules: () => ({ content: rulesText() }),
  get helpIntro() {
    return [t('spiel:face.helpIntro')];
  },
  groups: { designer: 'Designers: hire from your hand, fire, or make offers (sealed until the month ends).' },
  aliases: { board: ['status'] },
  routes,
  components,
  ruleErrorText,
  publish,
  cancelled,
  reminder,
  awaited,
  currentPosts,
  progress,
};

