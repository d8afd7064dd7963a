// The words of the ceremony and the final standings, built only from the public view: the
// contenders named once (the games in the running, with the symbols they show, their value and
// owner), then one short line per trend card turned (what it asks for, which games it knocks
// out), the values and any tie between them, then the winner and why; then the standings.
import type { CardView, GameView, SpielView } from './types.js';
import { ELEMENT, gameTitle, list, money, perMonth, visible, type Namer } from './words.js';
import { t } from '../../i18n/index.js';

/** "🃏 or ⚔️" — the symbols a trend card asks of a game (once, if both are the same). */
function either(c: CardView): string {
  return c.upper === c.lower ? ELEMENT[c.upper].emoji : t('spiel:ceremony.either', { a: ELEMENT[c.upper].emoji, b: ELEMENT[c.lower].emoji });
}

/** “Island Railway” 🧩🧩🌾 — a game with the symbols it shows. */
function named(g: GameView | undefined): string {
  return g ? t('spiel:ceremony.named', { name: gameTitle(g.name), symbols: visible(g.score) }) : t('spiel:ceremony.unknown');
}

/** “Island Railway” — a game by its name alone (once the contenders have shown its symbols). */
function title(g: GameView | undefined): string {
  return g ? t('spiel:ceremony.title1', { name: gameTitle(g.name) }) : t('spiel:ceremony.unknown');
}

/** "+€30,000" — a game's value, signed. */
function worth(g: GameView): string {
  return `${g.value > 0 ? '+' : ''}${money(g.value)}`;
}

const REASON: Record<string, () => string> = {
  noGame: () => t('spiel:ceremony.noGame'),
  lastStanding: () => t('spiel:ceremony.lastStanding'),
  allBankrupt: () => t('spiel:ceremony.allBankrupt'),
};

/** The ceremony, every card and elimination explained, and the final standings, as markdown lines. */
export function ceremonyReport(v: SpielView, name: Namer): string[] {
  const lines: string[] = [];
  const result = v.result;
  const game = (id: number) => v.gamesById[id];
  const games = (ids: readonly number[]) => ids.map(game).filter((g): g is GameView => g !== undefined);
  let why = '';
  if (v.ceremony) {
    const ceremony = v.ceremony;
    lines.push(t('spiel:ceremony.title', { early: result?.endedEarly ? t('spiel:ceremony.early') : '' }));
    lines.push(t('spiel:ceremony.intro'));
    let running = games(ceremony.candidates);
    // The contenders, once: every later line names a game by its name alone.
    lines.push(
      running.length > 0
        ? t('spiel:ceremony.running', { n: running.length, games: list(running.map((g) => t('spiel:ceremony.contender', { game: named(g), value: worth(g), who: name(g.owner) }))) })
        : t('spiel:ceremony.empty'),
    );
    let tied: GameView[] = [];
    let firstDone = false;
    const closeFirst = () => {
      if (firstDone || running.length === 0) return;
      firstDone = true;
      const top = Math.max(...running.map((g) => g.value));
      const out = games(ceremony.outValued);
      tied = running.filter((g) => g.value === top);
      why = running.length === 1 ? t('spiel:ceremony.whyOnly') : tied.length === 1 ? t('spiel:ceremony.whyValue') : t('spiel:ceremony.whyTie');
      if (out.length > 0) lines.push(t('spiel:ceremony.onValue', { count: tied.length, value: perMonth(top), games: list(out.map((g) => `${title(g)} (${worth(g)})`)) }));
      if (tied.length > 1) lines.push(t('spiel:ceremony.tie', { value: perMonth(top), games: list(tied.map(title)) }));
    };
    ceremony.steps.forEach((step, i) => {
      const c = ceremony.turned[i] as CardView;
      const head = step.stage === 'first' ? t('spiel:ceremony.card', { n: i + 1, symbols: either(c) }) : t('spiel:ceremony.tieCard', { n: i + 1, symbols: either(c) });
      if (step.stage === 'first') {
        if (step.effect === 'setAside') lines.push(t('spiel:ceremony.setAside', { head }));
        else if (step.effect === 'nothing') lines.push(t('spiel:ceremony.allStay', { head }));
        else {
          lines.push(t('spiel:ceremony.out', { head, games: list(games(step.eliminated).map(title)) }));
          running = running.filter((g) => !step.eliminated.includes(g.id));
        }
        return;
      }
      closeFirst();
      if (step.effect === 'setAside') lines.push(t('spiel:ceremony.tieSetAside', { head }));
      else if (step.effect === 'nothing') lines.push(t('spiel:ceremony.tieNothing', { head }));
      else {
        tied = tied.filter((g) => !step.eliminated.includes(g.id));
        const rest = tied.length === 1 ? t('spiel:ceremony.onlyOne', { game: title(tied[0]) }) : t('spiel:ceremony.stillTied', { games: list(tied.map(title)) });
        lines.push(t('spiel:ceremony.tieOut', { head, games: list(games(step.eliminated).map(title)), rest }));
      }
    });
    closeFirst();
  }
  if (result) {
    const winning = result.winningGame === null ? undefined : game(result.winningGame);
    const winners = list(result.winners.map(name));
    const still = games(result.tiedGames);
    const moneyOf = (p: string) => v.companies.find((c) => c.id === p)?.money ?? 0;
    switch (result.reason) {
      case 'ceremony':
        if (winning) {
          lines.push(t('spiel:ceremony.prize', { name: gameTitle(winning.name), who: name(winning.owner), value: perMonth(winning.value), why }));
          lines.push(t('spiel:ceremony.winnerPrize', { winners }));
        }
        break;
      case 'sameOwner':
        lines.push(t('spiel:ceremony.sameOwner', { games: list(still.map(title)), winners }));
        lines.push(t('spiel:ceremony.winnerSameOwner', { winners }));
        break;
      case 'richest': {
        const owners = [...new Set(still.map((g) => g.owner))];
        lines.push(t('spiel:ceremony.richest', { games: list(still.map(title)), owners: list(owners.map((p) => `${name(p)} ${money(moneyOf(p))}`)) }));
        lines.push(t('spiel:ceremony.winnerRichest', { winners }));
        break;
      }
      case 'stalemate': {
        const owners = [...new Set(still.map((g) => g.owner))];
        lines.push(t('spiel:ceremony.stalemate', { games: list(still.map(title)), owners: list(owners.map((p) => `${name(p)} ${money(moneyOf(p))}`)) }));
        break;
      }
      default:
        lines.push(REASON[result.reason]?.() ?? '');
        if (result.winners.length > 0) lines.push(t('spiel:ceremony.winner', { winners }));
    }
    lines.push(standingsHeading(result.reason));
    result.standings.forEach((p, i) => {
      const c = v.companies.find((x) => x.id === p);
      const out = v.history.find((r) => r.bankrupt.includes(p) || r.retired.includes(p));
      const status =
        c?.status === 'bankrupt'
          ? t('spiel:ceremony.bankrupt', { when: out ? t('spiel:ceremony.inMonth', { month: out.month }) : '' })
          : c?.status === 'retired'
            ? t('spiel:ceremony.retired', { when: out ? t('spiel:ceremony.inMonth', { month: out.month }) : '' })
            : money(c?.money ?? 0);
      const why = result.winners.includes(p) ? winnerNote(result.reason) : '';
      lines.push(`${i + 1}. ${name(p)} — ${status}${why}`);
    });
  }
  return lines;
}

function standingsHeading(reason: string): string {
  if (reason === 'lastStanding' || reason === 'allBankrupt') return t('spiel:ceremony.standingsLast');
  return t('spiel:ceremony.standings');
}

function winnerNote(reason: string): string {
  switch (reason) {
    case 'ceremony':
      return t('spiel:ceremony.noteCeremony');
    case 'sameOwner':
      return t('spiel:ceremony.noteSameOwner');
    case 'richest':
      return t('spiel:ceremony.noteRichest');
    case 'lastStanding':
      return t('spiel:ceremony.noteLast');
    default:
      return '';
  }
}
