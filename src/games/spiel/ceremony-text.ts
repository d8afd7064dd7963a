// The words of the ceremony and the final standings: every turned card, which games it knocked
// out and why (the symbols it shows and the games lack), the tie and its values, and what
// decided the winner. Built only from the public view.
import type { Element } from './cards.js';
import type { CardView, GameView, SpielView } from './types.js';
import { ELEMENT, list, money, pair, perMonth, visible, type Namer } from './words.js';

/** "🃏 or ⚔️" — the symbols a trend card asks of a game (once, if both are the same). */
function either(c: CardView): string {
  return c.upper === c.lower ? ELEMENT[c.upper].emoji : `${ELEMENT[c.upper].emoji} or ${ELEMENT[c.lower].emoji}`;
}

function neither(c: CardView): string {
  return c.upper === c.lower ? `no ${ELEMENT[c.upper].emoji}` : `neither ${ELEMENT[c.upper].emoji} nor ${ELEMENT[c.lower].emoji}`;
}

/** “Island Railway” 🧩🧩🌾 — a game with the symbols it shows. */
function named(g: GameView | undefined): string {
  return g ? `“${g.name}” ${visible(g.score)}` : '“?”';
}

/** The same with its value. */
function valued(g: GameView | undefined): string {
  return g ? `${named(g)} (${perMonth(g.value)})` : '“?”';
}

/** Which of a card's symbols a game shows: "shows 🃏". */
function matching(g: GameView, c: CardView): string {
  const els = [...new Set<Element>([c.upper, c.lower])].filter((el) => g.score.visible.includes(el));
  return `shows ${els.map((el) => ELEMENT[el].emoji).join(' and ')}`;
}

const REASON: Record<string, string> = {
  noGame: 'No game survived the trend cards: no game wins the Spiel des Jahres (R15).',
  lastStanding: 'Only one company is left standing, so it wins (R9).',
  allBankrupt: 'Every company went bankrupt: nobody wins (R9).',
};

/** The ceremony, every card and elimination explained, and the final standings, as markdown lines. */
export function ceremonyReport(v: SpielView, name: Namer): string[] {
  const lines: string[] = [];
  const result = v.result;
  const game = (id: number) => v.gamesById[id];
  const games = (ids: readonly number[]) => ids.map(game).filter((g): g is GameView => g !== undefined);
  let tied: GameView[] = [];
  if (v.ceremony) {
    const ceremony = v.ceremony;
    lines.push(`**The Spiel des Jahres ceremony**${result?.endedEarly ? ' (the host ended the game early)' : ''}`);
    lines.push('The prize is for the best game, not the most money: each trend card turned knocks out the games that show neither of its symbols; the most valuable game left wins, and its company wins the game.');
    let running = games(ceremony.candidates);
    lines.push(running.length > 0 ? `🎲 In the running: ${list(running.map(valued))}.` : '🎲 No game is on the table.');
    let firstDone = false;
    const closeFirst = () => {
      if (firstDone || running.length === 0) return;
      firstDone = true;
      const top = Math.max(...running.map((g) => g.value));
      const out = games(ceremony.outValued);
      tied = running.filter((g) => g.value === top);
      if (out.length > 0) lines.push(`💰 The most valuable game${tied.length > 1 ? 's' : ''} left ${tied.length > 1 ? 'are' : 'is'} worth ${perMonth(top)}; out on value: ${list(out.map(valued))}.`);
      if (tied.length > 1) lines.push(`⚖️ **Tie** at ${perMonth(top)} between ${list(tied.map(named))}: more cards are turned, for the tied games only.`);
    };
    ceremony.steps.forEach((step, i) => {
      const c = ceremony.turned[i] as CardView;
      const head = `🎴 Card ${i + 1}: ${pair([c.upper, c.lower])} —`;
      if (step.stage === 'first') {
        if (step.effect === 'setAside') {
          lines.push(`${head} no game shows ${either(c)}: it would knock every game out, so it is set aside (R15).`);
          return;
        }
        const out = games(step.eliminated);
        running = running.filter((g) => !step.eliminated.includes(g.id));
        if (step.effect === 'nothing') lines.push(`${head} every game shows ${either(c)}: all stay in.`);
        else lines.push(`${head} out, showing ${neither(c)}: ${list(out.map(named))}. Still in: ${list(running.map((g) => `${named(g)} (${perMonth(g.value)}; ${matching(g, c)})`))}.`);
        return;
      }
      closeFirst();
      if (step.effect === 'setAside') lines.push(`${head} none of the tied games shows ${either(c)}: it would knock them all out, so it is set aside (R14).`);
      else if (step.effect === 'nothing') lines.push(`${head} every tied game shows ${either(c)}: nothing changes.`);
      else {
        const out = games(step.eliminated);
        tied = tied.filter((g) => !step.eliminated.includes(g.id));
        const left = list(tied.map((g) => `${named(g)} (${matching(g, c)})`));
        lines.push(`${head} out, showing ${neither(c)}: ${list(out.map(named))}. ${tied.length === 1 ? `${left} is the only one left.` : `Still tied: ${left}.`}`);
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
          lines.push(`🏆 **${winning.name}** by ${name(winning.owner)} is the Spiel des Jahres (${perMonth(winning.value)}).`);
          lines.push(`🥇 Winner: ${winners} — the company that owns the Spiel des Jahres wins, however much money the others have.`);
        }
        break;
      case 'sameOwner':
        lines.push(`The trend cards ran out with ${list(still.map(named))} still tied — all of them ${winners}'s.`);
        lines.push(`🥇 Winner: ${winners}, the owner of every game still tied.`);
        break;
      case 'richest': {
        const owners = [...new Set(still.map((g) => g.owner))];
        lines.push(`Stalemate: the trend cards ran out with ${list(still.map(named))} still tied, so the richest of their owners wins: ${list(owners.map((p) => `${name(p)} ${money(moneyOf(p))}`))}.`);
        lines.push(`🥇 Winner: ${winners}, the richest owner of a tied game.`);
        break;
      }
      case 'stalemate': {
        const owners = [...new Set(still.map((g) => g.owner))];
        lines.push(`Stalemate: the trend cards ran out with ${list(still.map(named))} still tied, and their owners are equally rich (${list(owners.map((p) => `${name(p)} ${money(moneyOf(p))}`))}): no game wins the Spiel des Jahres, and nobody wins.`);
        break;
      }
      default:
        lines.push(REASON[result.reason] ?? '');
        if (result.winners.length > 0) lines.push(`🥇 Winner: ${winners}`);
    }
    lines.push(standingsHeading(result.reason));
    result.standings.forEach((p, i) => {
      const c = v.companies.find((x) => x.id === p);
      const out = v.history.find((r) => r.bankrupt.includes(p) || r.retired.includes(p));
      const status =
        c?.status === 'bankrupt'
          ? `💥 bankrupt${out ? ` in month ${out.month}` : ''}`
          : c?.status === 'retired'
            ? `🚪 retired${out ? ` in month ${out.month}` : ''}`
            : money(c?.money ?? 0);
      const why = result.winners.includes(p) ? winnerNote(result.reason) : '';
      lines.push(`${i + 1}. ${name(p)} — ${status}${why}`);
    });
  }
  return lines;
}

function standingsHeading(reason: string): string {
  if (reason === 'lastStanding' || reason === 'allBankrupt') return '**Final standings** (the last company standing first, then the others by when they left — latest first)';
  return '**Final standings** (the winner first — decided by the best game, not by money — then the others by money; bankrupt and retired companies last)';
}

function winnerNote(reason: string): string {
  switch (reason) {
    case 'ceremony':
      return ' · 🏆 owns the Spiel des Jahres';
    case 'sameOwner':
      return ' · 🏆 owns every game still tied';
    case 'richest':
      return ' · 🏆 richest owner of a tied game';
    case 'lastStanding':
      return ' · 🏆 last company standing';
    default:
      return '';
  }
}
