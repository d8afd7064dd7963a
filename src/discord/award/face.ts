// The Award Winning Game as the table kit plays it: its names and words, its start options, its
// panel, board and log, its own subcommands and components, and its public posts.
import type { SlashCommandNumberOption } from 'discord.js';
import { z } from 'zod';
import type { AwardView } from '../../games/award/view-types.js';
import { t } from '../../i18n/index.js';
import type { GameFace } from '../kit/face.js';
import { HOURS, unitName, unitToMs, type DeadlineUnit } from '../kit/unit.js';
import { namerFor } from '../names.js';
import { panelOf } from './act.js';
import { components } from './components/index.js';
import { AWARD_COLOR, NS } from './ids.js';
import { cancelled, lobbyLines, pastNamer, publish, reminder } from './posts.js';
import { boardPost, fullLogPage, logPage } from './render.js';
import { routes } from './routes/index.js';
import { ruleErrorText } from './rule-errors.js';
import { rulesText, rulesTitle } from './rules-text.js';
import { awaited, currentPosts, progress } from './waits.js';
import { TYPE, WORDS } from './table-words.js';

/** A deadline length option in the table's unit (`turn_hours`, or `turn_minutes` at a table played in a sitting). */
const length = (unit: DeadlineUnit, base: string, what: string, hoursDefault: string) => (o: SlashCommandNumberOption) =>
  o
    .setName(unitName(base, unit))
    .setDescription(unit === HOURS ? `${what} (default ${hoursDefault}).` : `${what}, in ${unit.name}.`)
    .setMinValue(unit.min)
    .setMaxValue(unit.max);

/** The start command's own options, as the command gave them. */
const startValues = z.looseObject({
  trade: z.boolean().optional(),
  first: z.enum(['random', 'host']).optional(),
});

/** A deadline from a length option in `unit`, never under a minute (undefined: the game's default). */
const deadline = (values: Readonly<Record<string, unknown>>, base: string, unit: DeadlineUnit): number | undefined => {
  const n = values[unitName(base, unit)];
  return typeof n === 'number' ? Math.max(60_000, unitToMs(unit, n)) : undefined;
};

export const awardFace: GameFace<AwardView> = {
  type: TYPE,
  title: 'The Award Winning Game',
  command: 'award',
  description: 'The Award Winning Game: run an ad agency and win three Awards.',
  ns: NS,
  color: AWARD_COLOR,
  get blurb() {
    return t('award:face.blurb');
  },
  words: WORDS,
  start: {
    seats: { option: 'agencies', description: 'Most agencies at the table, 3–5 (default 5).' },
    ai: { description: 'AI agencies to seat now (0–4).', max: 4 },
    options: (b, unit) =>
      b
        .addNumberOption(length(unit, 'turn', 'Deadline of each turn', '24 hours'))
        .addNumberOption(length(unit, 'prompt', 'Deadline of each bid prompt', '8 hours'))
        .addNumberOption(length(unit, 'choice', 'Deadline of any other choice', '8 hours'))
        .addBooleanOption((o) => o.setName('trade').setDescription('Allow trades of cash and cards between players (default on).'))
        .addStringOption((o) =>
          o
            .setName('first')
            .setDescription('Who takes the first turn (default: random).')
            .addChoices({ name: 'Random', value: 'random' }, { name: 'The first seat (the host who opened the table)', value: 'host' }),
        ),
    parse: (values, defaults, unit) => {
      const v = startValues.parse(values);
      // Turns last the bot's default length unless the command says otherwise (24 hours in Discord by default).
      const turnMs = deadline(values, 'turn', unit) ?? defaults.deadlineMs;
      // A table played in a sitting (minutes) waits on prompts and choices no longer than on a turn.
      const sitting = unit === HOURS ? undefined : turnMs;
      const promptMs = deadline(values, 'prompt', unit) ?? sitting;
      const choiceMs = deadline(values, 'choice', unit) ?? sitting;
      return {
        turnMs,
        ...(promptMs === undefined ? {} : { promptMs }),
        ...(choiceMs === undefined ? {} : { choiceMs }),
        ...(v.trade === undefined ? {} : { trade: v.trade }),
        // R3(a), A30: the host may name the first player; seat p1 is the first seat at the start.
        ...(v.first === 'host' ? { firstPlayer: 'p1' } : {}),
      };
    },
  },
  lobbyLines,
  panel: (seen) => panelOf(seen),
  board: (game, view) => ({ ...boardPost(game, view, namerFor(game), null, false, pastNamer(game)), content: '' }),
  log: {
    option: { name: 'turn', description: 'Only this turn (default: the whole log, its latest page).', max: 10_000 },
    page: (game, view, at) => (at === null ? fullLogPage(game, view, view.turn, pastNamer(game)) : logPage(game, view, at, pastNamer(game))),
  },
  rules: () => ({ embeds: [{ title: rulesTitle(), description: rulesText(), color: AWARD_COLOR }] }),
  get helpIntro() {
    return [t('award:face.helpIntro'), t('award:face.helpPlay')];
  },
  groups: {
    turn: 'Your own turn: the same actions as the panel buttons.',
    my: 'Your settings at this table.',
  },
  aliases: { 'host resolve': ['host skip'], autopilot: ['my autopilot'], remind: ['my remind'] },
  routes,
  components,
  ruleErrorText: (error, game) => ruleErrorText(error, game ? namerFor(game) : undefined),
  publish,
  cancelled,
  reminder,
  awaited,
  currentPosts,
  progress,
};
