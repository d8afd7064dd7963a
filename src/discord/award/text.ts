// The Award Winning Game's words for things: money, tokens, time, cards and what the game waits
// for. Log lines are log-lines.ts; explanations of rule errors are rule-errors.ts. Built only
// from views (a CardView's id is looked up in the printed card list).
import { ALL_CARD_IDS, card, CARD_CODES, codeOf, isCard, isCardCode, type CardId } from '../../games/award/cards.js';
import { language, t } from '../../i18n/index.js';
import { formatTokens, type Skill, type Tokens } from '../../games/award/tokens.js';
import type { EndReason } from '../../games/award/types.js';
import type { CardView, PendingView } from '../../games/award/view-types.js';

/**
 * "$4k" from $1k notes. The game's money is printed on its notes as "$1k": it reads the same in
 * every language (a German table plays with "$4k" too), so it is not formatted through Intl.
 */
export function money(n: number): string {
  // No cash is "$0", not "$0k": there are no thousands to count.
  return n === 0 ? '$0' : `$${n}k`;
}

/** "A2 D1", or "—" for none. */
export function tokens(t: Tokens | null | undefined): string {
  return t ? formatTokens(t) || '—' : '—';
}

/** A skill's name in the current language, by its letter (the letters A/D/T are printed on the tokens). */
export const SKILL_NAME: Readonly<Record<Skill, string>> = {
  get A() { return t('award:words.skill.A'); },
  get D() { return t('award:words.skill.D'); },
  get T() { return t('award:words.skill.T'); },
};

const isSkill = (s: string): s is Skill => s === 'A' || s === 'D' || s === 'T';

/** A skill's name from its letter ("A" → "Advertising"); anything else stays as it is. */
export function skillName(skill: string): string {
  return isSkill(skill) ? SKILL_NAME[skill] : skill;
}

/** "an Advertising token", "a Design token". */
export function oneToken(skill: string): string {
  switch (skill) {
    case 'A':
      return t('award:words.oneToken.A');
    case 'D':
      return t('award:words.oneToken.D');
    case 'T':
      return t('award:words.oneToken.T');
    default:
      return t('award:words.oneToken.other', { skill });
  }
}

const decimals = new Map<string, Intl.NumberFormat>();

/** A stretch of time in hours ("23.5 h", "23,5 Std."), or minutes under an hour. */
export function span(ms: number): string {
  if (ms < 3_600_000) return t('award:words.minutes', { n: Math.max(1, Math.round(ms / 60_000)) });
  const lang = language();
  let f = decimals.get(lang);
  if (!f) decimals.set(lang, (f = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : lang, { maximumFractionDigits: 1, useGrouping: false })));
  return t('award:words.hours', { n: f.format(Math.round((ms / 3_600_000) * 10) / 10) });
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
  [...ALL_CARD_IDS, ...CARD_CODES].map((id) => {
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

/** A card's printed name from its id, code or view ("S4" → "Leaked Pitch Deck"); unknown ids stay as they are. */
export function cardName(c: CardId | Pick<CardView, 'id'> | undefined | null): string {
  const id = typeof c === 'object' && c !== null ? c.id : c;
  if (!id) return t('award-cards:terms.thatCard');
  return isCard(id) || isCardCode(id) ? cardText(id, 'name') : id;
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

/** The kind of a card, in words ("Scandal", "Skandal"). */
export function kindLabel(c: Pick<CardView, 'kind'>): string {
  switch (c.kind) {
    case 'player':
      return t('award:words.kind.player');
    case 'account':
      return t('award:words.kind.account');
    case 'award':
      return t('award:words.kind.award');
    case 'event':
      return t('award:words.kind.event');
    case 'creative':
      return t('award:words.kind.creative');
    case 'scandal':
      return t('award:words.kind.scandal');
    case 'trump':
      return t('award:words.kind.trump');
  }
}

/** "**Leaked Pitch Deck** (Scandal) — During an auction: …" */
export function cardLine(c: CardView): string {
  return `**${cardName(c)}** (${kindLabel(c)}) — ${cardDetail(c.id)}`;
}

/** A card name in bold, or `fallback` (a message key's words) when there is no card. */
const bold = (c: CardView | null | undefined, fallback: string) => (c ? `**${cardName(c)}**` : fallback);

/** What the game waits for, in words ("to bid on **MegaMart**"), about them or to "you". */
export function pendingText(p: PendingView, auctionCard: CardView | null, person: 'they' | 'you' = 'they'): string {
  const c = p.cards[0];
  const you = person === 'you';
  switch (p.kind) {
    case 'turn':
      return you ? t('award:pending.turnYou') : t('award:pending.turn');
    case 'upkeep':
      return you ? t('award:pending.upkeepYou') : t('award:pending.upkeep');
    case 'salaries':
      return t('award:pending.salaries');
    case 'prompt':
      return t('award:pending.prompt', { card: auctionCard ? cardName(auctionCard) : t('award:pending.theCard') });
    case 'forced':
      return t('award:pending.forced', { money: money(p.owed ?? 0) });
    case 'greenerChoose':
      return t('award:pending.greenerChoose', { event: cardName('E1') });
    case 'greenerOffer':
      return t('award:pending.greenerOffer', { creative: bold(c, t('award:pending.theCreative')), fee: money(1), event: cardName('E1') });
    case 'layoffs':
      return t('award:pending.layoffs', { event: cardName('E4') });
    case 'bustChoose':
      return t('award:pending.bustChoose', { event: cardName('E10') });
    case 'claimWon':
      return you ? t('award:pending.claimWonYou', { account: bold(c, t('award:pending.theAccount')) }) : t('award:pending.claimWon', { account: bold(c, t('award:pending.theAccount')) });
    case 'noBidOffer':
      return t('award:pending.noBidOffer', { account: bold(c, t('award:pending.theAccount')) });
    default:
      return t('award:pending.other');
  }
}

/** Why the game ended, one sentence. */
export function endReason(reason: EndReason): string {
  switch (reason) {
    case 'threeAwards':
      return t('award:end.threeAwards');
    case 'awardLock':
      return t('award:end.awardLock');
    case 'host':
      return t('award:end.host');
    default:
      return t('award:end.lastAgency');
  }
}
