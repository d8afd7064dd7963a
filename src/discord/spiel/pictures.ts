// The scenes of Spiel des Jahres pictures, each built from the same view as the words it sits
// beside (the private view for the hand and a preview, the public view for everything posted):
// the hand, a game as its stacked cards, the trend card, the month's new games, the ceremony,
// the money chart, the winning game and the table. Words here are the picture's labels; every
// word of the text stays in the message.
import type { Score } from '../../games/spiel/value.js';
import { ELEMENT, money, perMonth, type Namer } from '../../games/spiel/text.js';
import type { CardView, GameView, MonthReportView, SpielView } from '../../games/spiel/types.js';
import type { ElementCard, Picture, Stack } from '../../render/scene.js';
import { shortMoney } from '../../render/chart.js';

/** A card as drawn; `index` is its number in the hand list of the text and the menus. */
export function cardOf(c: CardView, index?: number, tag?: string): ElementCard {
  const t = tag ?? (c.kind === 'designer' ? 'designer' : undefined);
  return { title: c.label, upper: c.upper, lower: c.lower, ...(t ? { tag: t } : {}), ...(index !== undefined ? { index } : {}) };
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** The value breakdown as short lines, in €10,000 units like the text. */
export function breakdownLines(score: Score): string[] {
  const b = score.breakdown;
  return [
    `specialties ${signed(b.specialties)} · trend ${signed(b.trend)}`,
    ...(b.designers.length > 0 ? [`designers ${b.designers.map(signed).join(' ')}`] : []),
    `matches ${signed(b.matches)} · manufacturing ${signed(b.manufacturing)}`,
  ];
}

/** A published game as a stack, its value (and owner) under it. */
export function stackOf(g: Pick<GameView, 'name' | 'cards' | 'score'>, caption: string[] = [], out = false): Stack {
  return { name: g.name, cards: g.cards.map((c) => cardOf(c)), visible: g.score.visible, caption: [perMonth(g.score.value), ...caption], ...(out ? { out } : {}) };
}

/** The private hand: idea cards, then designer cards, each under one heading, numbered as in the text. */
export function handPicture(view: SpielView): Picture | null {
  const hand = view.you?.hand;
  if (!hand) return null;
  const numbered = hand.map((c, i) => ({ c, i: i + 1 }));
  const ideas = numbered.filter((x) => x.c.kind === 'idea');
  const designers = numbered.filter((x) => x.c.kind === 'designer');
  return {
    name: 'hand.png',
    description: `Your hand: ${hand.map((c, i) => `${i + 1}. ${c.label} (${ELEMENT[c.upper].name}/${ELEMENT[c.lower].name})`).join(', ') || 'empty'}`,
    scene: {
      kind: 'hand',
      title: `Your hand (${hand.length} card${hand.length === 1 ? '' : 's'})`,
      groups: [
        { heading: `Idea cards (${ideas.length})`, cards: ideas.map((x) => cardOf(x.c, x.i)) },
        ...(designers.length > 0 ? [{ heading: `Designer cards (${designers.length})`, cards: designers.map((x) => cardOf(x.c, x.i)) }] : []),
      ],
    },
  };
}

/** A preview: the game as its stacked cards, its visible symbols ringed, and its value breakdown. */
export function previewPicture(name: string, cards: readonly CardView[], score: Score): Picture {
  return {
    name: 'game.png',
    description: `“${name}”: ${cards.map((c) => c.label).join(', ')} stacked; shows ${score.visible.map((el) => ELEMENT[el].name).join(', ')}; ${perMonth(score.value)}`,
    scene: {
      kind: 'stacks',
      title: `“${name}”`,
      groups: [{ heading: '', stacks: [{ name, cards: cards.map((c) => cardOf(c)), visible: score.visible, caption: [perMonth(score.value)] }] }],
      lines: [...breakdownLines(score), `= ${perMonth(score.value)}`],
    },
  };
}

/** The month's trend card and what it favours. */
export function trendPicture(view: SpielView, trend: CardView, month: number): Picture {
  const favoured = trend.upper === trend.lower ? ELEMENT[trend.upper].name : `${ELEMENT[trend.upper].name} + ${ELEMENT[trend.lower].name}`;
  return {
    name: 'trend.png',
    description: `Trend card of month ${month}: ${trend.label}, favouring ${favoured}`,
    scene: {
      kind: 'trend',
      title: `Month ${month} of ${view.months}: the trend`,
      card: cardOf(trend, undefined, 'trend'),
      lines: [`Favoured: ${favoured}`, 'A game showing these symbols', 'earns more this month.'],
    },
  };
}

/** The games a month published, each as its stack with its company. */
export function newGamesPicture(view: SpielView, report: MonthReportView, name: Namer): Picture | null {
  const games = report.published.map((id) => view.gamesById[id]).filter((g): g is GameView => g !== undefined);
  if (games.length === 0) return null;
  return {
    name: 'published.png',
    description: `Games published in month ${report.month}: ${games.map((g) => `“${g.name}” by ${name(g.owner)} (${perMonth(g.value)})`).join(', ')}`,
    scene: { kind: 'stacks', title: `Month ${report.month}: new games`, groups: [{ heading: '', stacks: games.map((g) => stackOf(g, [name(g.owner)])) }] },
  };
}

/** The ceremony: each turned trend card and the games it knocked out; then the winner. */
export function ceremonyPicture(view: SpielView, name: Namer): Picture | null {
  const c = view.ceremony;
  if (!c || c.turned.length === 0) return null;
  const gameName = (id: number) => view.gamesById[id]?.name ?? '?';
  const steps = c.steps.map((s, i) => {
    const card = c.turned[i];
    const out = s.eliminated.map(gameName);
    const shown = out.length > 6 ? [...out.slice(0, 5), `… and ${out.length - 5} more`] : out;
    const what = s.effect === 'eliminated' ? ['Knocks out:', ...shown.map((g) => `  ${g}`)] : s.effect === 'setAside' ? ['It would knock out every game:', 'set aside'] : ['Knocks out nothing'];
    return card ? { card: cardOf(card, i + 1, 'trend'), lines: [s.stage === 'tiebreak' ? 'Tie-break card' : 'Trend card', ...what] } : null;
  });
  const winning = view.result?.winningGame != null ? view.gamesById[view.result.winningGame] : undefined;
  return {
    name: 'ceremony.png',
    description: `The ceremony: ${c.turned.map((t) => t.label).join(', ')} turned${winning ? `; “${winning.name}” wins` : ''}`,
    scene: {
      kind: 'ceremony',
      title: 'The Spiel des Jahres ceremony',
      steps: steps.filter((s): s is NonNullable<typeof s> => s !== null),
      lines: winning ? [`Spiel des Jahres: “${winning.name}” by ${name(winning.owner)}`] : ['No game wins the Spiel des Jahres'],
    },
  };
}

/** The winning game as its stack. */
export function winnerPicture(view: SpielView, name: Namer): Picture | null {
  const id = view.result?.winningGame;
  const g = id === null || id === undefined ? undefined : view.gamesById[id];
  if (!g) return null;
  return {
    name: 'winner.png',
    description: `The Spiel des Jahres: “${g.name}” by ${name(g.owner)}, ${perMonth(g.value)}`,
    scene: { kind: 'stacks', title: 'The Spiel des Jahres', groups: [{ heading: '', stacks: [stackOf(g, [name(g.owner)])] }] },
  };
}

/** The money chart: one line per company, named in the legend. */
export function chartPicture(series: readonly { id: string; values: number[] }[], name: Namer): Picture {
  return {
    name: 'money.png',
    description: `Line chart of each company’s money by month: ${series.map((s) => `${name(s.id)} ${s.values.map(shortMoney).join(' → ')}`).join('; ')}`,
    scene: { kind: 'chart', title: 'Money over the months', xLabel: 'month', series: series.map((s) => ({ name: name(s.id), values: s.values })) },
  };
}

/** The table: every company's published games, one group per company. */
export function tablePicture(view: SpielView, name: Namer): Picture {
  return {
    name: 'table.png',
    description: `The table: ${view.companies.map((c) => `${name(c.id)} ${c.games.length} game${c.games.length === 1 ? '' : 's'}`).join(', ')}`,
    scene: {
      kind: 'stacks',
      title: 'The table',
      compact: true,
      groups: view.companies.map((c) => ({
        heading: `${name(c.id)} · ${c.status === 'active' ? money(c.money) : c.status}`,
        stacks: c.games.map((g) => stackOf(g)),
      })),
    },
  };
}
