// The Award Winning Game's words for things: money, tokens, time, cards and what the game waits
// for. Log lines are log-lines.ts; explanations of rule errors are rule-errors.ts. Built only
// from views (a CardView's id is looked up in the printed card list).
import { card, isCard, type CardId } from '../../games/award/cards.js';
import { formatTokens, type Skill, type Tokens } from '../../games/award/tokens.js';
import type { CardView, PendingView } from '../../games/award/view-types.js';

/** "$4k" from $1k notes. */
export function money(n: number): string {
  return `$${n}k`;
}

/** "A2 D1", or "—" for none. */
export function tokens(t: Tokens | null | undefined): string {
  return t ? formatTokens(t) || '—' : '—';
}

export const SKILL_NAME: Record<Skill, string> = { A: 'Advertising', D: 'Design', T: 'Technology' };

/** A skill's name from its letter ("A" → "Advertising"); anything else stays as it is. */
export function skillName(skill: string): string {
  return Object.entries(SKILL_NAME).find(([letter]) => letter === skill)?.[1] ?? skill;
}

/** "an Advertising token", "a Design token". */
export function oneToken(skill: string): string {
  const n = skillName(skill);
  return `${/^[AEIOU]/.test(n) ? 'an' : 'a'} ${n} token`;
}

/** A stretch of time in hours ("23.5 h"), or minutes under an hour. */
export function span(ms: number): string {
  if (ms < 3_600_000) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  const h = ms / 3_600_000;
  return `${Number.isInteger(h) ? h : h.toFixed(1)} h`;
}

/** A card's printed name from its id ("S4" → "Leaked Pitch Deck"); unknown ids stay as they are. */
export function cardName(id: CardId | string | undefined | null): string {
  if (!id) return 'that card';
  return isCard(id) ? card(id).name : id;
}

/** The printed terms of a card, one line: what a player needs to decide with it. */
export function cardDetail(id: CardId): string {
  const c = card(id);
  switch (c.kind) {
    case 'player':
      return `${tokens(c.tokens)} · starts with ${money(c.cash)}`;
    case 'creative':
      return `${tokens(c.tokens)} · ${c.salary ? 'salary $1k' : 'never needs a salary'}`;
    case 'account':
      return `Req ${tokens(c.req)} · Bonus ${c.bonus.join('/')} · Upkeep ${tokens(c.upkeep)} · ${money(c.income)}/turn${c.condition ? ` · ${c.condition}` : ''}`;
    case 'award':
      return `Req ${tokens(c.req)} · Bonus ${c.bonus.join('/')} · prize $2k + 2 cards${c.condition ? ` · ${c.condition}` : ''}${c.quote ? ` *${c.quote}*` : ''}`;
    case 'event':
    case 'scandal':
    case 'trump':
      return c.note ? `${c.text} (${c.note})` : c.text;
  }
}

const KIND_LABEL: Record<CardView['kind'], string> = {
  player: 'Player card',
  account: 'Account',
  award: 'Award',
  event: 'Event',
  creative: 'Name Card',
  scandal: 'Scandal',
  trump: 'Trump',
};

export function kindLabel(c: CardView): string {
  return KIND_LABEL[c.kind];
}

/** "**Leaked Pitch Deck** (Scandal) — During an auction: …" */
export function cardLine(c: CardView): string {
  return `**${c.name}** (${KIND_LABEL[c.kind]}) — ${cardDetail(c.id)}`;
}

/** What the game waits for, in words ("to bid on **MegaMart**"), about them or to "you". */
export function pendingText(p: PendingView, auctionCard: CardView | null, person: 'they' | 'you' = 'they'): string {
  const c = p.cards[0];
  const their = person === 'you' ? 'your' : 'their';
  switch (p.kind) {
    case 'turn':
      return `to play ${their} turn`;
    case 'upkeep':
      return `to staff ${their} Accounts (M1 upkeep)`;
    case 'salaries':
      return 'to pay salaries or fire creatives (M2)';
    case 'prompt':
      return `to bid on **${auctionCard?.name ?? 'the card'}** or pass`;
    case 'forced':
      return `to settle a forced payment: ${money(p.owed ?? 0)} still owed (sell cards, then creatives)`;
    case 'greenerChoose':
      return 'to choose which creative leaves (Off to Greener Pastures)';
    case 'greenerOffer':
      return `to hire ${c ? `**${c.name}**` : 'the creative'} for $1k or decline (Off to Greener Pastures)`;
    case 'layoffs':
      return 'to lay off one creative (Industry Layoffs)';
    case 'bustChoose':
      return 'to choose which tied Account goes bust (Client Goes Bust)';
    case 'claimWon':
      return `to find the upkeep for ${c ? `**${c.name}**` : 'the Account'} ${person} won (hire or learn), or give it up`;
    case 'noBidOffer':
      return `to take ${c ? `**${c.name}**` : 'the Account'} for free (nobody bid) or decline`;
    default:
      return 'to act';
  }
}
