// The scenes of Spiel des Jahres pictures, each built from the same view as the words it sits
// beside (the private view for the hand and a preview, the public view for everything posted):
// the hand, a game as its stacked cards, the trend card, the month's new games, the ceremony,
// the money chart, the winning game and the table. Words here are the picture's labels; every
// word of the text stays in the message. Content larger than Discord's box is split into several
// pictures (the render layer says how much one holds), never shrunk.
import type { Score } from '../../games/spiel/value.js';
import { cardLabel, cardsTitle, ELEMENT, gameTitle, money, pair, perMonth, shortMoney, type Namer } from '../../games/spiel/text.js';
import type { CardView, GameView, MonthReportView, SpielView } from '../../games/spiel/types.js';
import { BOX, type Contender, type ElementCard, type GameTile, type Picture, type Scene, type Stack } from '../../render/scene.js';
import { chartTicks } from '../../render/chart.js';
import { CEREMONY_PER_PICTURE, HAND_PER_PICTURE, STACKS_PER_PICTURE, TABLE_TILES_PER_PICTURE, tableHeight } from '../../render/spiel.js';
import { t } from '../../i18n/index.js';
import { chunks, pictureParts } from '../pictures.js';

/** A card as drawn; `index` is its number in the hand list of the text and the menus; a trend card is edged as one. */
export function cardOf(c: CardView, index?: number, trend = false): ElementCard {
  return { title: cardLabel(c), upper: c.upper, lower: c.lower, ...(c.kind === 'designer' ? { designer: true } : {}), ...(trend ? { trend } : {}), ...(index !== undefined ? { index } : {}) };
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** "+€30,000", "−€10,000": a game's value without "/month" (a picture's column says what it is). */
function worth(units: number): string {
  return `${units > 0 ? '+' : ''}${money(units)}`;
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

/** "Island (👪/⚔️)": a card as an alt text names it. */
function cardAlt(c: CardView, i: number): string {
  return `${i}. ${cardLabel(c)} (${ELEMENT[c.upper].name}/${ELEMENT[c.lower].name})`;
}

/**
 * The private hand: idea cards, then designer cards, numbered as in the text; ten cards a
 * picture (two rows of five), so a larger hand is several pictures, each as large as one.
 */
export function handPictures(view: SpielView): Picture[] {
  const hand = view.you?.hand;
  if (!hand) return [];
  const numbered = hand.map((c, i) => ({ c, i: i + 1 }));
  const ordered = [...numbered.filter((x) => x.c.kind === 'idea'), ...numbered.filter((x) => x.c.kind === 'designer')];
  const title = t('spiel:picture.handTitle', { count: hand.length });
  if (ordered.length === 0) {
    return [{ name: 'hand.png', description: t('spiel:picture.handAlt', { cards: t('spiel:picture.empty') }), scene: { kind: 'hand', title, cards: [], empty: t('spiel:picture.noCards') } }];
  }
  return pictureParts(
    'hand.png',
    chunks(ordered, HAND_PER_PICTURE).map((part) => ({
      description: t('spiel:picture.handAlt', { cards: part.map((x) => cardAlt(x.c, x.i)).join(', ') }),
      scene: { kind: 'hand', title, cards: part.map((x) => cardOf(x.c, x.i)) },
    })),
  );
}

/** A preview: the game large, its visible symbols ringed, its value and the value's breakdown beside it. */
export function previewPicture(cards: readonly CardView[], score: Score): Picture {
  const name = cardsTitle(cards);
  return {
    name: 'game.png',
    description: t('spiel:picture.previewAlt', { name, cards: cards.map(cardLabel).join(', '), shows: score.visible.map((el) => ELEMENT[el].name).join(', '), value: perMonth(score.value) }),
    scene: {
      kind: 'stacks',
      title: t('spiel:month.quoted', { name }),
      feature: true,
      stacks: [{ name, cards: cards.map((c) => cardOf(c)), visible: score.visible, caption: [perMonth(score.value)] }],
      lines: breakdownLines(score),
    },
  };
}

/** The month's trend card and what it favours, its symbols drawn as the cards' icons. */
export function trendPicture(view: SpielView, trend: CardView, month: number): Picture {
  const favoured = trend.upper === trend.lower ? ELEMENT[trend.upper].name : `${ELEMENT[trend.upper].name} + ${ELEMENT[trend.lower].name}`;
  const shown = trend.upper === trend.lower ? pair([trend.upper]) : pair([trend.upper, trend.lower]);
  return {
    name: 'trend.png',
    description: t('spiel:picture.trendAlt', { month, card: cardLabel(trend), favoured, count: trend.upper === trend.lower ? 1 : 2 }),
    scene: {
      kind: 'trend',
      title: t('spiel:picture.trendTitle', { month, months: view.months }),
      card: cardOf(trend, undefined, true),
      lines: [t('spiel:picture.favoured', { favoured: shown }), t('spiel:picture.favouredWhy')],
    },
  };
}

/** The games a month published, each as its stack with its company: three a picture. */
export function newGamesPictures(view: SpielView, report: MonthReportView, name: Namer): Picture[] {
  const games = report.published.map((id) => view.gamesById[id]).filter((g): g is GameView => g !== undefined);
  if (games.length === 0) return [];
  const title = t('spiel:picture.publishedTitle', { month: report.month });
  return pictureParts(
    'published.png',
    chunks(games, STACKS_PER_PICTURE).map((part) => ({
      description: t('spiel:picture.publishedAlt', { month: report.month, games: part.map((g) => t('spiel:picture.gameBy', { name: gameTitle(g.name), who: name(g.owner), value: perMonth(g.value) })).join(', ') }),
      scene: { kind: 'stacks', title, stacks: part.map((g) => stackOf(g, [name(g.owner)])) },
    })),
  );
}

/**
 * The ceremony as a chart: the contenders (the games in the running) as rows, with the symbols
 * they show, their value and owner; the cards turned as columns, left to right, with the
 * comparison of values between the first cards and any tie-break; in each cell what that step did
 * to that game, and in each row the symbols that kept the game in ringed. The winner's row comes
 * first, then the games in the order they fell, the last first; six a picture.
 *
 * The issue asked for the contenders "as game stacks". A stack (the cards of a game, one above
 * the other) is about 110 units wide, so three fit the box side by side: a ceremony of twelve
 * games would be four pictures, and no picture could show a card's knock-outs across all the
 * games. A row per game keeps what a stack shows of it that the ceremony asks about (its name,
 * the symbols it shows, its value and owner) and puts every game under every card turned, so a
 * player sees in one glance which card knocked their game out, and why (no ring). The published
 * games and the winner are drawn as stacks in their own pictures.
 */
export function ceremonyPictures(view: SpielView, name: Namer): Picture[] {
  const c = view.ceremony;
  if (!c || c.candidates.length === 0) return [];
  const candidates = c.candidates.map((id) => view.gamesById[id]).filter((g): g is GameView => g !== undefined);
  const firstSteps = c.steps.map((s, i) => ({ s, card: c.turned[i] })).filter((x) => x.s.stage === 'first');
  const tieSteps = c.steps.map((s, i) => ({ s, card: c.turned[i], n: i + 1 })).filter((x) => x.s.stage === 'tiebreak');
  // Each game's marks, column by column, and the column it fell in (-1: never).
  const marks = new Map<number, ('in' | 'out' | '')[]>(candidates.map((g) => [g.id, []]));
  const fell = new Map<number, number>();
  const columns: { label: string; card?: ElementCard }[] = [];
  const step = (label: string, card: CardView | undefined, concerned: ReadonlySet<number>, effect: string, out: readonly number[]) => {
    const col = columns.length;
    columns.push({ label, ...(card ? { card: cardOf(card, undefined, effect !== 'setAside') } : {}) });
    for (const g of candidates) {
      const here = !concerned.has(g.id) || effect === 'setAside' ? '' : out.includes(g.id) ? 'out' : 'in';
      marks.get(g.id)?.push(here);
      if (here === 'out') fell.set(g.id, col);
    }
  };
  let running = new Set(candidates.map((g) => g.id));
  firstSteps.forEach(({ s, card }, i) => {
    step(String(i + 1), card, running, s.effect, s.eliminated);
    running = new Set([...running].filter((id) => !s.eliminated.includes(id)));
  });
  if (c.outValued.length > 0) {
    step('€', undefined, running, 'eliminated', c.outValued);
    running = new Set([...running].filter((id) => !c.outValued.includes(id)));
  }
  for (const { s, card, n } of tieSteps) {
    step(String(n), card, running, s.effect, s.eliminated);
    running = new Set([...running].filter((id) => !s.eliminated.includes(id)));
  }
  const winning = view.result?.winningGame ?? null;
  const order = [...candidates].sort((a, b) => rank(b) - rank(a) || b.value - a.value);
  function rank(g: GameView): number {
    return g.id === winning ? 1000 : fell.has(g.id) ? (fell.get(g.id) as number) : 999;
  }
  // Which of a game's symbols kept it in: those a trend card it stayed in under asked for (a card
  // set aside asked nothing). A game knocked out by a card has none of that card's lit.
  const lit = (g: GameView, m: readonly ('in' | 'out' | '')[]) =>
    g.score.visible.map((el) => columns.some((col, i) => m[i] === 'in' && col.card?.trend === true && (col.card.upper === el || col.card.lower === el)));
  const rows: Contender[] = order.map((g) => ({
    name: gameTitle(g.name),
    visible: g.score.visible,
    caption: `${worth(g.value)} · ${name(g.owner)}`,
    marks: marks.get(g.id) ?? [],
    lit: lit(g, marks.get(g.id) ?? []),
    ...(g.id === winning ? { winner: true } : {}),
  }));
  const won = winning !== null ? view.gamesById[winning] : undefined;
  // No single game won, yet a company may have (the tied games all its own, or the richest of
  // their owners): the picture says who, never "no game wins" above a winner in the words.
  const company = view.result?.winners[0];
  const lines = [
    won
      ? t('spiel:picture.winnerLine', { name: gameTitle(won.name), who: name(won.owner) })
      : company !== undefined
        ? t('spiel:picture.companyWinsLine', { who: name(company) })
        : t('spiel:picture.noWinner'),
  ];
  const title = t('spiel:picture.ceremonyTitle');
  const cards = c.turned.map((card) => `${cardLabel(card)} (${pair([card.upper, card.lower].filter((el, i, a) => a.indexOf(el) === i))})`).join(', ');
  return pictureParts(
    'ceremony.png',
    chunks(rows, CEREMONY_PER_PICTURE).map((part) => ({
      description: t('spiel:picture.ceremonyAlt', {
        cards,
        games: part.map((r) => `${r.name} ${r.marks.includes('out') ? t('spiel:picture.outAlt') : r.winner ? t('spiel:picture.winsAlt') : t('spiel:picture.inAlt')}`).join(', '),
      }),
      scene: { kind: 'ceremony', title, columns, rows: part, lines } satisfies Scene,
    })),
  );
}

/** The winning game, large. */
export function winnerPicture(view: SpielView, name: Namer): Picture | null {
  const id = view.result?.winningGame;
  const g = id === null || id === undefined ? undefined : view.gamesById[id];
  if (!g) return null;
  return {
    name: 'winner.png',
    description: t('spiel:picture.winnerAlt', { name: gameTitle(g.name), who: name(g.owner), value: perMonth(g.value) }),
    scene: { kind: 'stacks', title: t('spiel:picture.winnerTitle'), feature: true, stacks: [stackOf(g, [name(g.owner)])] },
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

/**
 * The table: every company's published games as tiles under its name and money, companies in
 * seat order; as many companies a picture as fit Discord's box (a company with very many games
 * goes on in the next picture).
 */
export function tablePictures(view: SpielView, name: Namer): Picture[] {
  const blocks = view.companies.flatMap((c) => {
    const heading = `${name(c.id)} · ${c.status === 'active' ? money(c.money) : c.status === 'bankrupt' ? t('spiel:picture.bankrupt') : t('spiel:picture.retired')}`;
    const tiles: GameTile[] = c.games.map((g) => ({ name: gameTitle(g.name), visible: g.score.visible, value: perMonth(g.value) }));
    const alt = `${name(c.id)} ${t('spiel:picture.games', { count: c.games.length })}`;
    return chunks(tiles, TABLE_TILES_PER_PICTURE).map((games) => ({ heading, games, alt, ...(games.length === 0 ? { empty: t('spiel:picture.noGames') } : {}) }));
  });
  const pages: (typeof blocks)[] = [];
  for (const b of blocks) {
    const page = pages.at(-1);
    if (page && tableHeight([...page, b].map((x) => x.games.length)) <= BOX.height) page.push(b);
    else pages.push([b]);
  }
  const title = t('spiel:picture.tableTitle');
  return pictureParts(
    'table.png',
    pages.map((page) => ({
      description: t('spiel:picture.tableAlt', { companies: [...new Set(page.map((b) => b.alt))].join(', ') }),
      scene: { kind: 'table', title, companies: page.map(({ alt: _alt, ...b }) => b) },
    })),
  );
}
