// An explanation for every rule error The Award Winning Game's engine returns, in the words of
// the rules (with their numbers), naming the seats it speaks of. Words: `award-rules:rule.*`.
import type { RuleError } from '../../engine/game.js';
import { t } from '../../i18n/index.js';
import type { Namer } from '../names.js';
import { cardName, money } from './text.js';

/** Explains a rule error of the Award engine; `name` turns seat ids into names. */
export function ruleErrorText(error: RuleError, name: Namer = () => t('award-rules:rule.anotherPlayer')): string {
  const p = error.params ?? {};
  const card = cardName(typeof p.card === 'string' ? p.card : undefined);
  /** The player the error names, or null when it names none. */
  const player = typeof p.player === 'string' && p.player !== '' ? name(p.player) : null;
  const cash = (v: unknown) => money(Number(v ?? 0));
  switch (error.code) {
    case 'GAME_OVER':
      return t('award-rules:rule.GAME_OVER');
    case 'NOT_IN_GAME':
      return t('award-rules:rule.NOT_IN_GAME');
    case 'REMOVED':
      return t('award-rules:rule.REMOVED');
    case 'SYSTEM_ONLY':
      return t('award-rules:rule.SYSTEM_ONLY');
    case 'PLAYER_ONLY':
      return t('award-rules:rule.PLAYER_ONLY');
    case 'UNKNOWN_COMMAND':
      return t('award-rules:rule.UNKNOWN_COMMAND');
    case 'LOCKED':
      return player ? t('award-rules:rule.LOCKED', { player }) : t('award-rules:rule.LOCKED_anon');
    case 'NOTHING_TO_TIME_OUT':
      return t('award-rules:rule.NOTHING_TO_TIME_OUT');
    case 'STALE_DEADLINE':
      return t('award-rules:rule.STALE_DEADLINE');
    case 'DEADLINE_NOT_DUE':
      return t('award-rules:rule.DEADLINE_NOT_DUE');
    case 'NO_SUCH_PLAYER':
      return player ? t('award-rules:rule.NO_SUCH_PLAYER', { player }) : t('award-rules:rule.NO_SUCH_PLAYER_anon');
    case 'NOT_INACTIVE':
      return t('award-rules:rule.NOT_INACTIVE', { missed: String(p.missed ?? 0) });
    case 'BUSY':
      return t('award-rules:rule.BUSY');
    case 'NOT_YOUR_TURN':
      return t('award-rules:rule.NOT_YOUR_TURN');
    case 'NOT_NOW':
      return t('award-rules:rule.NOT_NOW');
    case 'NOT_ACTION_PHASE':
      return t('award-rules:rule.NOT_ACTION_PHASE');
    case 'ACTION_PHASE_ONLY':
      return t('award-rules:rule.ACTION_PHASE_ONLY');
    case 'NOT_YOUR_ACCOUNT':
      return t('award-rules:rule.NOT_YOUR_ACCOUNT', { card });
    case 'NOT_UNDERSTAFFED':
      return t('award-rules:rule.NOT_UNDERSTAFFED', { card });
    case 'TOKENS_NOT_AVAILABLE':
      return t('award-rules:rule.TOKENS_NOT_AVAILABLE');
    case 'NOT_A_NAME_CARD':
      return t('award-rules:rule.NOT_A_NAME_CARD', { card });
    case 'ALREADY_DREW':
      return t('award-rules:rule.ALREADY_DREW');
    case 'DRAW_FIRST':
      return t('award-rules:rule.DRAW_FIRST');
    case 'ALREADY_REVEALED':
      return t('award-rules:rule.ALREADY_REVEALED');
    case 'NOT_IN_HAND':
      return t('award-rules:rule.NOT_IN_HAND', { card });
    case 'CANNOT_AFFORD':
      return t('award-rules:rule.CANNOT_AFFORD', { cost: cash(p.cost) });
    case 'CANNOT_PAY':
      return t('award-rules:rule.CANNOT_PAY', { due: cash(p.due), cash: cash(p.cash) });
    case 'NOT_YOUR_CREATIVE':
      return t('award-rules:rule.NOT_YOUR_CREATIVE', { card });
    case 'CARD_TWICE':
      return t('award-rules:rule.CARD_TWICE');
    case 'TURN_NOT_DONE': {
      const todo = p.drew
        ? p.revealed
          ? t('award-rules:rule.todo.resolve')
          : t('award-rules:rule.todo.reveal')
        : p.revealed
          ? t('award-rules:rule.todo.draw')
          : t('award-rules:rule.todo.drawAndReveal');
      return t('award-rules:rule.TURN_NOT_DONE', { todo });
    }
    case 'CUT_TO_FIVE':
      return t('award-rules:rule.CUT_TO_FIVE', { cut: String(p.cut ?? 0) });
    case 'TRADE_DISABLED':
      return t('award-rules:rule.TRADE_DISABLED');
    case 'TRADE_WITH_SELF':
      return t('award-rules:rule.TRADE_WITH_SELF');
    case 'EMPTY_TRADE':
      return t('award-rules:rule.EMPTY_TRADE');
    case 'TRADE_CARD_MISSING':
      return player ? t('award-rules:rule.TRADE_CARD_MISSING', { card, player }) : t('award-rules:rule.TRADE_CARD_MISSING_anon', { card });
    case 'TRADE_CASH_MISSING':
      return player ? t('award-rules:rule.TRADE_CASH_MISSING', { player, cash: cash(p.cash) }) : t('award-rules:rule.TRADE_CASH_MISSING_anon', { cash: cash(p.cash) });
    case 'TRADE_ASK_INVALID':
      return t('award-rules:rule.TRADE_ASK_INVALID', { card });
    case 'NO_SUCH_TRADE':
      return t('award-rules:rule.NO_SUCH_TRADE');
    case 'NOT_YOUR_TRADE':
      return t('award-rules:rule.NOT_YOUR_TRADE');
    case 'AUCTION_OPEN':
      return t('award-rules:rule.AUCTION_OPEN');
    case 'NO_AUCTION':
      return t('award-rules:rule.NO_AUCTION');
    case 'OUT_OF_AUCTION':
      return t('award-rules:rule.OUT_OF_AUCTION');
    case 'NOT_PROMPTED':
      return typeof p.prompted === 'string' && p.prompted !== '' ? t('award-rules:rule.NOT_PROMPTED', { player: name(p.prompted) }) : t('award-rules:rule.NOT_PROMPTED_nobody');
    case 'HIGH_BIDDER_CANNOT_WITHDRAW':
      return t('award-rules:rule.HIGH_BIDDER_CANNOT_WITHDRAW');
    case 'NOT_ELIGIBLE':
      return t('award-rules:rule.NOT_ELIGIBLE', { card });
    case 'BAD_TOKENS':
      return t('award-rules:rule.BAD_TOKENS');
    case 'BRIBE_AWARDS_ONLY':
      return t('award-rules:rule.BRIBE_AWARDS_ONLY', { bribe: cardName('T2a') });
    case 'NOT_A_BRIBE_IN_HAND':
      return t('award-rules:rule.NOT_A_BRIBE_IN_HAND', { card, bribe: cardName('T2a') });
    case 'REQ_NOT_MET':
      return t('award-rules:rule.REQ_NOT_MET', { card });
    case 'NOT_BONUS_TYPE':
      return t('award-rules:rule.NOT_BONUS_TYPE', { bonus: String(p.bonus ?? '') });
    case 'EMPTY_BID':
      return t('award-rules:rule.EMPTY_BID');
    case 'NOT_HIGHER':
      return t('award-rules:rule.NOT_HIGHER', { value: String(p.value ?? '?'), high: String(p.high ?? '?') });
    case 'UPKEEP_NOT_FREE':
      return t('award-rules:rule.UPKEEP_NOT_FREE', { card });
    case 'HAND_EMPTY':
      return t('award-rules:rule.HAND_EMPTY');
    case 'TOO_MANY':
      return t('award-rules:rule.TOO_MANY', { owed: cash(p.owed) });
    case 'SELL_CARDS_FIRST':
      return t('award-rules:rule.SELL_CARDS_FIRST');
    case 'NOT_EMPLOYED':
      return t('award-rules:rule.NOT_EMPLOYED', { card });
    case 'NOT_TIED':
      return t('award-rules:rule.NOT_TIED', { card });
    case 'NOTHING_TO_CLAIM':
      return t('award-rules:rule.NOTHING_TO_CLAIM');
    case 'CANNOT_ALLOCATE':
      return t('award-rules:rule.CANNOT_ALLOCATE', { card });
    case 'CANNOT_TAKE':
      return t('award-rules:rule.CANNOT_TAKE', { card });
    case 'NOT_PLAYABLE':
      return t('award-rules:rule.NOT_PLAYABLE', { card });
    case 'TARGET_REQUIRED':
      return t('award-rules:rule.TARGET_REQUIRED');
    case 'TRUMP_ON_SELF':
      return t('award-rules:rule.TRUMP_ON_SELF');
    case 'TARGET_OTHER':
      return t('award-rules:rule.TARGET_OTHER');
    case 'NO_CREATIVES':
      return player ? t('award-rules:rule.NO_CREATIVES', { player }) : t('award-rules:rule.NO_CREATIVES_anon');
    case 'NOT_THEIR_CREATIVE':
      return p.card ? t('award-rules:rule.NOT_THEIR_CREATIVE_card', { card }) : t('award-rules:rule.NOT_THEIR_CREATIVE');
    case 'TARGET_NOT_IN_AUCTION':
      return player ? t('award-rules:rule.TARGET_NOT_IN_AUCTION', { player }) : t('award-rules:rule.TARGET_NOT_IN_AUCTION_anon');
    case 'NO_ACCOUNTS':
      return player ? t('award-rules:rule.NO_ACCOUNTS', { player }) : t('award-rules:rule.NO_ACCOUNTS_anon');
    case 'NOT_THEIR_ACCOUNT':
      return p.card ? t('award-rules:rule.NOT_THEIR_ACCOUNT_card', { card }) : t('award-rules:rule.NOT_THEIR_ACCOUNT');
    case 'BRIBE_WITH_BID':
      return t('award-rules:rule.BRIBE_WITH_BID', { bribe: cardName('T2a') });
    case 'NO_AWARD_AUCTION':
      return t('award-rules:rule.NO_AWARD_AUCTION', { host: cardName('T3') });
    case 'HOST_TAKEN':
      return player ? t('award-rules:rule.HOST_TAKEN_by', { player }) : t('award-rules:rule.HOST_TAKEN');
    case 'TOO_MANY_TOKENS':
      return t('award-rules:rule.TOO_MANY_TOKENS', { card: cardName('T4a'), max: String(p.max ?? 3) });
    case 'TOKENS_NOT_EXPENDED':
      return t('award-rules:rule.TOKENS_NOT_EXPENDED');
    case 'SKILL_REQUIRED':
      return t('award-rules:rule.SKILL_REQUIRED');
    case 'RETAINER_IN_PLAY':
      return t('award-rules:rule.RETAINER_IN_PLAY', { card: cardName('T6') });
    case 'NO_NAME_CARD_IN_DISCARD':
      return t('award-rules:rule.NO_NAME_CARD_IN_DISCARD');
    case 'NOT_IN_DISCARD':
      return p.card ? t('award-rules:rule.NOT_IN_DISCARD_card', { card }) : t('award-rules:rule.NOT_IN_DISCARD');
    default:
      return t('award-rules:rule.other', { code: error.code });
  }
}
