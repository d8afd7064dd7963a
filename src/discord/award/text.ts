// The Award Winning Game's words for things: money, tokens, time, cards and what the game waits
// for. Log lines are log-lines.ts; explanations of rule errors are rule-errors.ts. Built only
// from views (a CardView's id is looked up in the printed card list).
import { card, isCard, type CardId } from '../../games/award/cards.js';
import { language, t } from '../../i18n/index.js';
import { formatTokens, type Skill, type Tokens } from '../../games/award/tokens.js';
import type { CardView, PendingView } from '../../games/award/view-types.js';

/**
 * "$4k" from $1k notes. The game's money is printed on its notes as "$1k": it reads the same in
 * every language (a German table plays with "$4k" too), so it is not formatted through Intl.
 */
export function money(n: number): string {
  return `$${n}k`;
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
  return `**${c.name}** (${kindLabel(c)}) — ${cardDetail(c.id)}`;
}

/** A card name in bold, or `fallback` (a message key's words) when there is no card. */
const bold = (c: CardView | null | undefined, fallback: string) => (c ? `**${c.name}**` : fallback);

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
      return t('award:pending.prompt', { card: auctionCard ? auctionCard.name : t('award:pending.theCard') });
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
