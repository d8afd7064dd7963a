// Options typed or picked in /award commands, read back: cards by id (from autocomplete) or by
// name, agencies by mention or by seat, token lists as players type them; and the autocomplete
// lists that offer them.
import type { ChatInputCommandInteraction, SlashCommandStringOption } from 'discord.js';
import type { PlayerId } from '../../../engine/game.js';
import { card, CARD_CODES, copiesOf, isCard, isCardCode } from '../../../games/award/cards.js';
import { parseTokens, type Tokens } from '../../../games/award/tokens.js';
import type { AwardView, CardView } from '../../../games/award/view-types.js';
import { t } from '../../../i18n/index.js';
import type { GameInfo } from '../../../service/types.js';
import { UserError } from '../../errors.js';
import { LIMITS, plainText, truncate } from '../../format.js';
import { seatOfUserOption } from '../../interact.js';
import type { Choice } from '../../kit/route.js';
import type { Namer } from '../../names.js';
import { REFUSED } from '../notes.js';
import { cardDetail, cardName } from '../text.js';

/** A string option offered by autocomplete. */
export const listed = (name: string, description: string, required = false) => (o: SlashCommandStringOption) =>
  o.setName(name).setDescription(description).setRequired(required).setAutocomplete(true);

export const SKILL_CHOICES = [
  { name: 'Advertising (A)', value: 'A' },
  { name: 'Design (D)', value: 'D' },
  { name: 'Technology (T)', value: 'T' },
] as const;

/**
 * The names a player may type for a card, lower-cased: in their own language and as the physical
 * card prints it (English), so a German table also finds "Blackmail" for "Erpressung".
 */
function typedNames(c: Pick<CardView, 'id' | 'name'>): string[] {
  const own = cardName(c.id).toLowerCase();
  const printed = c.name.toLowerCase();
  return own === printed ? [own] : [own, printed];
}

/** A card from an option value: an id from autocomplete, or a typed name (in the player's language or as printed). */
export function pickCard(value: string, from: readonly CardView[], what: string): CardView {
  const typed = value.trim();
  const byId = from.find((c) => c.id === typed);
  if (byId) return byId;
  const lower = typed.toLowerCase();
  const exact = from.find((c) => typedNames(c).includes(lower));
  if (exact) return exact;
  const prefix = from.filter((c) => typedNames(c).some((n) => n.startsWith(lower)));
  const [first] = prefix;
  if (first && new Set(prefix.map((c) => cardName(c))).size === 1) return first;
  throw new UserError(REFUSED.notA(truncate(typed, 40), what));
}

/** Cards matching what was typed, as autocomplete choices (each card once). */
export function choices(cards: readonly CardView[], typed: string, describe = true): Choice[] {
  const lower = typed.trim().toLowerCase();
  const seen = new Set<string>();
  return cards
    .filter((c) => lower === '' || typedNames(c).some((n) => n.includes(lower)) || c.id.toLowerCase() === lower)
    .filter((c) => {
      if (seen.has(c.id)) return false;
      seen.add(c.id);
      return true;
    })
    .slice(0, LIMITS.autocompleteChoices)
    .map((c) => ({ name: truncate(describe ? `${cardName(c)} — ${cardDetail(c.id)}` : cardName(c), LIMITS.choiceName), value: c.id }));
}

/** Token notation as players type it: "A2 D1", "a2d1", "AAD". */
export function parseTyped(text: string): Tokens {
  const t = text.toUpperCase().replace(/[^ADT0-9]/g, '');
  if (t === '') return { A: 0, D: 0, T: 0 };
  if (/^([ADT]\d+)+$/.test(t)) return parseTokens(t.replace(/([ADT]\d+)/g, '$1 '));
  if (/^[ADT]+$/.test(t)) return { A: t.split('A').length - 1, D: t.split('D').length - 1, T: t.split('T').length - 1 };
  throw new UserError(REFUSED.notTokens(truncate(text, 20)));
}

/** The active agencies matching what was typed, as autocomplete choices; `text` names them (names.ts textNames: escaped). */
export function agencyChoices(view: AwardView, text: Namer, typed: string, filter: (id: PlayerId) => boolean = () => true): Choice[] {
  const lower = typed.trim().toLowerCase();
  return view.agencies
    .filter((a) => a.status === 'active' && filter(a.id))
    .map((a) => {
      const who = { seat: a.seat + 1, player: cardName(a.playerCard), who: text(a.id) };
      return { name: truncate(a.id === view.viewer ? t('award:pick.seatYou', who) : t('award:pick.seat', who), LIMITS.choiceName), value: a.id };
    })
    .filter((c) => lower === '' || plainText(c.name).toLowerCase().includes(lower))
    .slice(0, LIMITS.autocompleteChoices);
}

/** The agency named by a USER option (`userOption`), or else by a typed seat (a seat id or a seat label); null when neither is given. */
export function targetOf(interaction: ChatInputCommandInteraction, game: GameInfo, view: AwardView, userOption: string, seat: string | undefined): PlayerId | null {
  const named = seatOfUserOption(interaction, game, userOption);
  if (named) return named;
  const typed = seat?.trim();
  if (!typed) return null;
  const agencies = view.agencies.filter((a) => a.status === 'active');
  const found =
    agencies.find((a) => a.id === typed) ??
    agencies.find((a) => [`seat ${a.seat + 1}`, t('award:pick.typedSeat', { n: a.seat + 1 }).toLowerCase(), String(a.seat + 1)].includes(typed.toLowerCase())) ??
    agencies.find((a) => typedNames(a.playerCard).includes(typed.toLowerCase()));
  if (!found) throw new UserError(REFUSED.notAnAgency(truncate(typed, 40)));
  return found.id;
}

/** The seat an autocomplete's target options name so far (a user, or a seat id), if any. */
export function targetSoFar(game: GameInfo, view: AwardView, user: unknown, seat: unknown): PlayerId | null {
  if (typeof user === 'string') return game.seats.find((s) => s.userId === user)?.playerId ?? null;
  return typeof seat === 'string' && view.agencies.some((a) => a.id === seat) ? seat : null;
}

/** The kinds of card a trade may ask for: Asset cards (R16). */
const ASKABLE = new Set(['creative', 'scandal', 'trump']);

/**
 * A card asked for in a trade, by what it is: its code (from autocomplete), a printed copy's id
 * or its name, read as the card's code ("All-Nighter" → "T4", either copy; R16, trade.ts).
 */
export function askCard(value: string): string {
  const typed = value.trim();
  const known = isCard(typed) || isCardCode(typed);
  if (known && ASKABLE.has(card(typed).kind)) return card(typed).code;
  const found = CARD_CODES.find((code) => ASKABLE.has(card(code).kind) && typedNames({ id: code, name: card(code).name }).includes(typed.toLowerCase()));
  if (!found) throw new UserError(REFUSED.notAsset(truncate(typed, 40)));
  return found;
}

/**
 * Every Asset card a trade may ask for, once each by what it is (its code as the id), except
 * those whose every printed copy is in `hand` (the other hand cannot hold one).
 */
export function askable(hand: readonly CardView[]): CardView[] {
  const out: CardView[] = [];
  for (const code of CARD_CODES) {
    const c = card(code);
    if (!ASKABLE.has(c.kind)) continue;
    const mine = hand.filter((h) => h.code === code).length;
    if (mine < copiesOf(code).length) out.push({ id: code, kind: c.kind, code, name: c.name });
  }
  return out;
}
