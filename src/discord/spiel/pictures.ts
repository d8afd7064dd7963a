// The scenes of Spiel des Jahres pictures, each built from the same view as the words it sits
// beside (the private view for the hand and a preview, the public view for everything posted):
// the hand, a game as its stacked cards, the trend card, the month's new games, the ceremony,
// the money chart, the winning game and the table. Words here are the picture's labels; every
// word of the text stays in the message.
import type { Score } from '../../games/spiel/value.js';
import { cardLabel, cardsTitle, ELEMENT, gameTitle, money, perMonth, shortMoney, type Namer } from '../../games/spiel/text.js';
import type { CardView, GameView, MonthReportView, SpielView } from '../../games/spiel/types.js';
import type { ElementCard, Picture, Stack } from '../../render/scene.js';
import { chartTicks } from '../../render/chart.js';
import { t } from '../../i18n/index.js';

/** A card as drawn; `index` is its number in the hand list of the text and the menus; a trend card is tagged and edged as one. */
export function cardOf(c: CardView, index?: number, trend = false): ElementCard {
  const label = trend ? t('spiel:picture.trendTag') : c.kind === 'designer' ? t('spiel:picture.designerTag') : undefined;
  return { title: cardLabel(c), upper: c.upper, lower: c.lower, ...(label ? { tag: label } : {}), ...(trend ? { trend } : {}), ...(index !== undefined ? { index } : {}) };
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** The value breakdown as short lines, in €10,000 units like the text. */
export function breakdownLines(score: Score): string[] {
  const b = score.breakdown;
  return [
    t('spiel:picture.breakdown1', { specialties: signed(b.specialties), trend: signed(b.trend) }),
    ...(b.designers.length > 0 ? [t('spiel:picture.designers', { values: b.designers.map(signed).join(' ') })] : []),
    t('spiel:picture.breakdown2', { matches: signed(b.matches), manufacturing: signed(b.manufacturing) }),
  ];
}

/** A published game as a stack, its value (and owner) under it. */
export function stackOf(g: Pick<GameView, 'name' | 'cards' | 'score'>, caption: string[] = [], out = false): Stack {
  return { name: gameTitle(g.name), cards: g.cards.map((c) => cardOf(c)), visible: g.score.visible, caption: [perMonth(g.score.value), ...caption], ...(out ? { out } : {}) };
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
    description: t('spiel:picture.handAlt', { cards: hand.map((c, i) => `${i + 1}. ${cardLabel(c)} (${ELEMENT[c.upper].name}/${ELEMENT[c.lower].name})`).join(', ') || t('spiel:picture.empty') }),
    scene: {
      kind: 'hand',
      title: t('spiel:picture.handTitle', { count: hand.length }),
      empty: t('spiel:picture.noCards'),
      groups: [
        { heading: t('spiel:picture.ideas', { count: ideas.length }), cards: ideas.map((x) => cardOf(x.c, x.i)) },
        ...(designers.length > 0 ? [{ heading: t('spiel:picture.designerCards', { count: designers.length }), cards: designers.map((x) => cardOf(x.c, x.i)) }] : []),
      ],
    },
  };
}

/** A preview: the game as its stacked cards, its visible symbols ringed, and its value breakdown. */
export function previewPicture(cards: readonly CardView[], score: Score): Picture {
  const name = cardsTitle(cards);
  return {
    name: 'game.png',
    description: t('spiel:picture.previewAlt', { name, cards: cards.map(cardLabel).join(', '), shows: score.visible.map((el) => ELEMENT[el].name).join(', '), value: perMonth(score.value) }),
    scene: {
      kind: 'stacks',
      title: t('spiel:month.quoted', { name }),
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
    description: t('spiel:picture.trendAlt', { month, card: cardLabel(trend), favoured, count: trend.upper === trend.lower ? 1 : 2 }),
    scene: {
      kind: 'trend',
      title: t('spiel:picture.trendTitle', { month, months: view.months }),
      card: cardOf(trend, undefined, true),
      lines: [t('spiel:picture.favoured', { favoured }), t('spiel:picture.favoured2'), t('spiel:picture.favoured3')],
    },
  };
}

/** The games a month published, each as its stack with its company. */
export function newGamesPicture(view: SpielView, report: MonthReportView, name: Namer): Picture | null {
  const games = report.published.map((id) => view.gamesById[id]).filter((g): g is GameView => g !== undefined);
  if (games.length === 0) return null;
  return {
    name: 'published.png',
    description: t('spiel:picture.publishedAlt', { month: report.month, games: games.map((g) => t('spiel:picture.gameBy', { name: gameTitle(g.name), who: name(g.owner), value: perMonth(g.value) })).join(', ') }),
    scene: { kind: 'stacks', title: t('spiel:picture.publishedTitle', { month: report.month }), groups: [{ heading: '', stacks: games.map((g) => stackOf(g, [name(g.owner)])) }] },
  };
}

/** The ceremony: each turned trend card and the games it knocked out; then the winner. */
export function ceremonyPicture(view: SpielView, name: Namer): Picture | null {
  const c = view.ceremony;
  if (!c || c.turned.length === 0) return null;
  const gameName = (id: number) => gameTitle(view.gamesById[id]?.name ?? '?');
  const steps = c.steps.map((s, i) => {
    const card = c.turned[i];
    const out = s.eliminated.map(gameName);
    const shown = out.length > 6 ? [...out.slice(0, 5), t('spiel:picture.more', { count: out.length - 5 })] : out;
    const what = s.effect === 'eliminated' ? [t('spiel:picture.knocksOut'), ...shown.map((g) => `  ${g}`)] : s.effect === 'setAside' ? [t('spiel:picture.wouldKnockAll'), t('spiel:picture.setAside')] : [t('spiel:picture.knocksNothing')];
    return card ? { card: cardOf(card, i + 1, true), lines: [s.stage === 'tiebreak' ? t('spiel:picture.tiebreakCard') : t('spiel:picture.trendCard'), ...what] } : null;
  });
  const winning = view.result?.winningGame != null ? view.gamesById[view.result.winningGame] : undefined;
  return {
    name: 'ceremony.png',
    description: t('spiel:picture.ceremonyAlt', { cards: c.turned.map(cardLabel).join(', '), wins: winning ? t('spiel:picture.wins', { name: gameTitle(winning.name) }) : '' }),
    scene: {
      kind: 'ceremony',
      title: t('spiel:picture.ceremonyTitle'),
      steps: steps.filter((s): s is NonNullable<typeof s> => s !== null),
      lines: winning ? [t('spiel:picture.winnerLine', { name: gameTitle(winning.name), who: name(winning.owner) })] : [t('spiel:picture.noWinner')],
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
    description: t('spiel:picture.winnerAlt', { name: gameTitle(g.name), who: name(g.owner), value: perMonth(g.value) }),
    scene: { kind: 'stacks', title: t('spiel:picture.winnerTitle'), feature: true, groups: [{ heading: '', stacks: [stackOf(g, [name(g.owner)])] }] },
  };
}

/** The money chart: one line per company, named in the legend. */
export function chartPicture(series: readonly { id: string; values: number[] }[], name: Namer): Picture {
  return {
    name: 'money.png',
    description: t('spiel:picture.chartAlt', { series: series.map((s) => `${name(s.id)} ${s.values.map(shortMoney).join(' → ')}`).join('; ') }),
    scene: {
      kind: 'chart',
      title: t('spiel:picture.chartTitle'),
      xLabel: t('spiel:picture.chartX'),
      ticks: chartTicks(series.flatMap((s) => s.values)).map((value) => ({ value, label: shortMoney(value) })),
      series: series.map((s) => ({ name: name(s.id), values: s.values })),
    },
  };
}

/** The table: every company's published games, one group per company. */
export function tablePicture(view: SpielView, name: Namer): Picture {
  return {
    name: 'table.png',
    description: t('spiel:picture.tableAlt', { companies: view.companies.map((c) => `${name(c.id)} ${t('spiel:picture.games', { count: c.games.length })}`).join(', ') }),
    scene: {
      kind: 'stacks',
      title: t('spiel:picture.tableTitle'),
      compact: true,
      groups: view.companies.map((c) => ({
        heading: `${name(c.id)} · ${c.status === 'active' ? money(c.money) : c.status === 'bankrupt' ? t('spiel:picture.bankrupt') : t('spiel:picture.retired')}`,
        stacks: c.games.map((g) => stackOf(g)),
        empty: t('spiel:picture.noGames'),
      })),
    },
  };
}
