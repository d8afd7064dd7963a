// The Award Winning Game's words for things: money, tokens, time, cards and what the game waits
// for. Log lines are log-lines.ts; explanations of rule errors are rule-errors.ts. Built only
// from views (a CardView's id is looked up in the printed card list).
import { ALL_CARD_IDS, card, codeOf, isCard, type CardId } from '../../games/award/cards.js';
import { t } from '../../i18n/index.js';
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

// Card names and texts come from the catalogue `award-cards`, keyed by the card's code (its id
// without the copy letter: S1a and S1b print the same), one entry per printed text; cards.ts keeps
// the English data as the rules' reference (a test holds the English catalogue to it).
// What is translated, by card family (the physical game is English-only):
// - Player cards: the job titles German agencies use in English stay (Creative Director, Art
//   Director, Account Director, Creative Technologist); the others are German; flavour is German.
// - Creatives (Name Cards): proper names with type and tech puns stay; their lines are German
//   where they are words (an address stays an address).
// - Accounts: brand names stay (brands keep their names abroad); the one institution (Ministry of
//   Public Health) is German; conditions are German.
// - Awards: the titles parody real awards the trade knows by their English names (Cannes Lions,
//   Effie, One Show, Webby, D&AD Pencils): they stay; conditions and quotes are German.
// - Events, Scandals, Trumps: names and texts are German, so a table can say what happens.

/** A card's printed text fields, as the catalogue keys them. */
export type CardField = 'name' | 'flavour' | 'line' | 'condition' | 'quote' | 'text' | 'note';

/** The catalogue key of one printed text of a card: `award-cards:<code>.<field>`. */
export function cardKey(id: CardId, field: CardField): string {
  return `award-cards:${codeOf(id)}.${field}`;
}

/** The fields each card prints (non-empty in the reference data), so the ones it has keys for. */
const PRINTED: ReadonlyMap<CardId, readonly CardField[]> = new Map(
  ALL_CARD_IDS.map((id) => {
    const c = card(id) as unknown as Readonly<Record<string, unknown>>;
    const fields: CardField[] = ['name', 'flavour', 'line', 'condition', 'quote', 'text', 'note'];
    return [id, fields.filter((f) => typeof c[f] === 'string' && c[f] !== '')];
  }),
);

/** Every key the card texts are looked up by: built from ids, so the catalogue test takes them from here. */
export const CARD_KEYS: readonly string[] = [...new Set([...PRINTED].flatMap(([id, fields]) => fields.map((f) => cardKey(id, f))))];

/** One printed text of a card in the current language ('' when the card prints none). */
export function cardText(id: CardId, field: CardField): string {
  return PRINTED.get(id)?.includes(field) ? t(cardKey(id, field)) : '';
}

/** A card's printed name from its id or view ("S4" → "Leaked Pitch Deck"); unknown ids stay as they are. */
export function cardName(c: CardId | Pick<CardView, 'id'> | undefined | null): string {
  const id = typeof c === 'object' && c !== null ? c.id : c;
  if (!id) return t('award-cards:terms.thatCard');
  return isCard(id) ? cardText(id, 'name') : id;
}

/** The printed terms of a card, one line: what a player needs to decide with it. */
export function cardDetail(id: CardId): string {
  const c = card(id);
  const quoted = (text: string) => (text ? ` *${text}*` : '');
  const condition = cardText(id, 'condition');
  const also = condition ? ` · ${condition}` : '';
  switch (c.kind) {
    case 'player':
      return `${t('award-cards:terms.player', { tokens: tokens(c.tokens), money: money(c.cash) })}${quoted(cardText(id, 'flavour'))}`;
    case 'creative':
      return `${c.salary ? t('award-cards:terms.creative', { tokens: tokens(c.tokens), money: money(1) }) : t('award-cards:terms.creativeUnpaid', { tokens: tokens(c.tokens) })}${quoted(cardText(id, 'line'))}`;
    case 'account':
      return `${t('award-cards:terms.account', { req: tokens(c.req), bonus: c.bonus.join('/'), upkeep: tokens(c.upkeep), income: money(c.income) })}${also}`;
    case 'award':
      return `${t('award-cards:terms.award', { req: tokens(c.req), bonus: c.bonus.join('/'), prize: money(2) })}${also}${quoted(cardText(id, 'quote'))}`;
    case 'event':
    case 'scandal':
    case 'trump': {
      const note = cardText(id, 'note');
      return note ? `${cardText(id, 'text')} (${note})` : cardText(id, 'text');
    }
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
  return `**${cardName(c)}** (${KIND_LABEL[c.kind]}) — ${cardDetail(c.id)}`;
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
      return `to bid on **${auctionCard ? cardName(auctionCard) : 'the card'}** or pass`;
    case 'forced':
      return `to settle a forced payment: ${money(p.owed ?? 0)} still owed (sell cards, then creatives)`;
    case 'greenerChoose':
      return 'to choose which creative leaves (Off to Greener Pastures)';
    case 'greenerOffer':
      return `to hire ${c ? `**${cardName(c)}**` : 'the creative'} for $1k or decline (Off to Greener Pastures)`;
    case 'layoffs':
      return 'to lay off one creative (Industry Layoffs)';
    case 'bustChoose':
      return 'to choose which tied Account goes bust (Client Goes Bust)';
    case 'claimWon':
      return `to find the upkeep for ${c ? `**${cardName(c)}**` : 'the Account'} ${person} won (hire or learn), or give it up`;
    case 'noBidOffer':
      return `to take ${c ? `**${cardName(c)}**` : 'the Account'} for free (nobody bid) or decline`;
    default:
      return 'to act';
  }
}
