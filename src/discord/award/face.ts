// The Award Winning Game as the table kit plays it: its names and words, its start options, its
// panel, board and log, its own subcommands and components, and its public posts.
import type { SlashCommandNumberOption } from 'discord.js';
import { z } from 'zod';
import type { AwardView } from '../../games/award/view-types.js';
import type { GameFace } from '../kit/face.js';
import { hoursToMs } from '../kit/open.js';
import { namerFor } from '../names.js';
import { panelOf } from './act.js';
import { components } from './components/index.js';
import { AWARD_COLOR, NS } from './ids.js';
import { cancelled, lobbyLines, pastNamer, publish, reminder } from './posts.js';
import { boardPost, fullLogPage, logPage } from './render.js';
import { routes } from './routes/index.js';
import { ruleErrorText } from './rule-errors.js';
import { RULES_TITLE, rulesText } from './rules-text.js';
import { TYPE, WORDS } from './table-words.js';

const hours = (name: string, description: string) => (o: SlashCommandNumberOption) => o.setName(name).setDescription(description).setMinValue(0.1).setMaxValue(720);

/** The start command's own options, as the command gave them. */
const startValues = z.looseObject({
  turn_hours: z.number().optional(),
  prompt_hours: z.number().optional(),
  choice_hours: z.number().optional(),
  trade: z.boolean().optional(),
  first: z.enum(['random', 'host']).optional(),
});

/** A deadline from hours, never under a minute. */
const deadline = (h: number) => Math.max(60_000, hoursToMs(h));

export const awardFace: GameFace<AwardView> = {
  type: TYPE,
  title: 'The Award Winning Game',
  command: 'award',
  description: 'The Award Winning Game: run an ad agency and win three Awards.',
  ns: NS,
  color: AWARD_COLOR,
  blurb:
    'Run an advertising agency: win Accounts and Awards at auction with your skill tokens, hire creatives, and play Scandals and Trumps on your rivals. The first agency with three Awards wins. `/award rules` explains it all.',
  words: WORDS,
  start: {
    seats: { option: 'agencies', description: 'Most agencies at the table, 3–5 (default 5).' },
    ai: { description: 'AI agencies to seat now (0–4).', max: 4 },
    options: (b) =>
      b
        .addNumberOption(hours('turn_hours', 'Deadline of each turn (default 24 hours).'))
        .addNumberOption(hours('prompt_hours', 'Deadline of each bid prompt (default 8 hours).'))
        .addNumberOption(hours('choice_hours', 'Deadline of any other choice (default 8 hours).'))
        .addBooleanOption((o) => o.setName('trade').setDescription('Allow trades of cash and cards between players (default on).'))
        .addStringOption((o) =>
          o
            .setName('first')
            .setDescription('Who takes the first turn (default: random).')
            .addChoices({ name: 'Random', value: 'random' }, { name: 'The first seat (the host who opened the table)', value: 'host' }),
        ),
    parse: (values) => {
      const v = startValues.parse(values);
      return {
        ...(v.turn_hours === undefined ? {} : { turnMs: deadline(v.turn_hours) }),
        ...(v.prompt_hours === undefined ? {} : { promptMs: deadline(v.prompt_hours) }),
        ...(v.choice_hours === undefined ? {} : { choiceMs: deadline(v.choice_hours) }),
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
  rules: () => ({ embeds: [{ title: RULES_TITLE, description: rulesText(), color: AWARD_COLOR }] }),
  helpIntro: [
    'The Award Winning Game: run an advertising agency; the first with three Awards wins. Your hand is private: `/award hand` shows it with a button for every action you can take now.',
    'Bid prompts and questions to you appear in the channel with buttons only you can use; Scandals and Trumps are played with `/award play` whenever the card allows, also in other players’ turns.',
  ],
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
};
