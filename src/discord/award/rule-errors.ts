// An explanation for every rule error The Award Winning Game's engine returns, in the words of
// the rules (with their numbers), naming the seats it speaks of.
import type { RuleError } from '../../engine/game.js';
import type { Namer } from '../names.js';
import { cardName, money } from './text.js';

/** Explains a rule error of the Award engine; `name` turns seat ids into names. */
export function ruleErrorText(error: RuleError, name: Namer = () => 'another player'): string {
  const p = error.params ?? {};
  const c = cardName(typeof p.card === 'string' ? p.card : undefined);
  const who = typeof p.player === 'string' && p.player !== '' ? name(p.player) : 'that player';
  switch (error.code) {
    case 'GAME_OVER':
      return 'This game is over.';
    case 'NOT_IN_GAME':
      return 'You are not playing in this game.';
    case 'REMOVED':
      return 'Your agency was removed from this game (R38).';
    case 'SYSTEM_ONLY':
      return 'Only the table itself (deadlines, host controls) can do that.';
    case 'PLAYER_ONLY':
      return 'Only a seated player can do that.';
    case 'UNKNOWN_COMMAND':
      return 'That action is not known to this game.';
    case 'LOCKED':
      return `The game is waiting for ${who}'s answer (R58). Until it comes, nothing else can happen — try again afterwards.`;
    case 'NOTHING_TO_TIME_OUT':
      return 'Nothing is waiting for a deadline right now.';
    case 'STALE_DEADLINE':
      return 'That deadline has already been replaced by a newer one.';
    case 'DEADLINE_NOT_DUE':
      return 'That deadline has not passed yet.';
    case 'NO_SUCH_PLAYER':
      return `${who === 'that player' ? 'That player' : who} is not (or no longer) playing in this game.`;
    case 'NOT_INACTIVE':
      return `A player can only be removed after missing 3 turns in a row (R38); they have missed ${String(p.missed ?? 0)}.`;
    case 'BUSY':
      return 'Not while an auction or a choice is still being resolved. Finish it first.';
    case 'NOT_YOUR_TURN':
      return 'It is not your turn. Outside your turn you may bid when prompted, play any-time cards, withdraw from an auction, answer your prompts and accept trades (R33).';
    case 'NOT_NOW':
      return 'That is not possible at this point of the turn.';
    case 'NOT_ACTION_PHASE':
      return 'That is only possible in your Action phase (after Management).';
    case 'ACTION_PHASE_ONLY':
      return 'This card can only be played by the active player during their own Action phase.';
    case 'NOT_YOUR_ACCOUNT':
      return `${c} is not one of your Accounts.`;
    case 'NOT_UNDERSTAFFED':
      return `${c} is already fully staffed.`;
    case 'TOKENS_NOT_AVAILABLE':
      return 'You do not have those tokens available (allocated and expended tokens cannot be used).';
    case 'NOT_A_NAME_CARD':
      return `${c} is not a Name Card (creative).`;
    case 'ALREADY_DREW':
      return 'You have already drawn your Asset card this turn.';
    case 'DRAW_FIRST':
      return 'Draw your Asset card first (R11: draw, then reveal).';
    case 'ALREADY_REVEALED':
      return 'You have already revealed this turn’s Game card.';
    case 'NOT_IN_HAND':
      return `${c} is not in your hand.`;
    case 'CANNOT_AFFORD':
      return `That costs ${money(Number(p.cost ?? 0))} and you do not have enough cash (R20).`;
    case 'CANNOT_PAY':
      return `Those salaries come to ${money(Number(p.due ?? 0))} but you have ${money(Number(p.cash ?? 0))}. Sell cards first or fire more creatives.`;
    case 'NOT_YOUR_CREATIVE':
      return `${c} does not work for you.`;
    case 'CARD_TWICE':
      return 'The same card is named twice.';
    case 'TURN_NOT_DONE':
      return `You cannot end the turn yet: ${[p.drew ? '' : 'draw an Asset card', p.revealed ? '' : 'reveal the Game card'].filter(Boolean).join(' and ') || 'finish resolving the Game card'} first (R11).`;
    case 'CUT_TO_FIVE':
      return `You hold more than 5 cards: choose exactly ${String(p.cut ?? 0)} to sell or discard as you end the turn (R17).`;
    case 'TRADE_DISABLED':
      return 'Trading is switched off at this table.';
    case 'TRADE_WITH_SELF':
      return 'You cannot trade with yourself.';
    case 'EMPTY_TRADE':
      return 'A trade needs cash or cards on at least one side.';
    case 'TRADE_CARD_MISSING':
      return `${c} is not in ${who === 'that player' ? 'the hand it should come from' : `${who}'s hand`} any more.`;
    case 'TRADE_CASH_MISSING':
      return `${who === 'that player' ? 'That player does' : `${who} does`} not have ${money(Number(p.cash ?? 0))} in cash.`;
    case 'TRADE_ASK_INVALID':
      return `You cannot ask for ${c}: only Asset cards you do not hold yourself can be asked for.`;
    case 'NO_SUCH_TRADE':
      return 'That trade offer is no longer open.';
    case 'NOT_YOUR_TRADE':
      return 'That trade offer is not yours to answer or withdraw.';
    case 'AUCTION_OPEN':
      return 'Trades cannot be completed while an auction is open (R78). Accept it once the auction has closed.';
    case 'NO_AUCTION':
      return 'There is no auction open right now.';
    case 'OUT_OF_AUCTION':
      return 'You are out of this auction — being out is final (R71).';
    case 'NOT_PROMPTED':
      return typeof p.prompted === 'string' && p.prompted !== ''
        ? `It is ${name(p.prompted)}'s turn to bid, not yours. You may withdraw early or play any-time cards.`
        : 'Nobody is being asked to bid right now.';
    case 'HIGH_BIDDER_CANNOT_WITHDRAW':
      return 'You hold the high bid, so you cannot withdraw (R72).';
    case 'NOT_ELIGIBLE':
      return `You do not meet the condition of ${c} right now (R66).`;
    case 'BAD_TOKENS':
      return 'Token counts must be whole numbers, 0 or more.';
    case 'BRIBE_AWARDS_ONLY':
      return 'Bribe the Judges can only be added to a bid on an Award.';
    case 'NOT_A_BRIBE_IN_HAND':
      return `${c} is not a Bribe the Judges card in your hand.`;
    case 'REQ_NOT_MET':
      return `Your first bid on ${c} must contain all of its requirements (R70b).`;
    case 'NOT_BONUS_TYPE':
      return `Beyond the requirements, only Bonus tokens (${String(p.bonus ?? '')}) can be bid on this card (R70c).`;
    case 'EMPTY_BID':
      return 'A raise must add at least one Bonus token or a bribe.';
    case 'NOT_HIGHER':
      return `That bid would be worth ${String(p.value ?? '?')}; it must beat the high bid of ${String(p.high ?? '?')} (matching is not allowed, R70d).`;
    case 'UPKEEP_NOT_FREE':
      return `After this bid you must still have the upkeep of ${c} available (R70e).`;
    case 'HAND_EMPTY':
      return 'Your hand is empty: liquidate creatives instead.';
    case 'TOO_MANY':
      return `You only owe ${money(Number(p.owed ?? 0))}: name no more than that many.`;
    case 'SELL_CARDS_FIRST':
      return 'Sell your hand cards first; creatives are liquidated only once your hand is empty (R21).';
    case 'NOT_EMPLOYED':
      return `${c} is not employed by any agency.`;
    case 'NOT_TIED':
      return `${c} is not one of the tied Accounts.`;
    case 'NOTHING_TO_CLAIM':
      return 'There is no Account waiting for you to claim.';
    case 'CANNOT_ALLOCATE':
      return `You still cannot allocate the upkeep of ${c}: hire or learn the missing tokens (it is allocated as soon as you can), or give it up.`;
    case 'CANNOT_TAKE':
      return `You cannot take ${c}: you must meet its condition and have its upkeep available (R77).`;
    case 'NOT_PLAYABLE':
      return `${c} is not a Scandal or Trump; it cannot be played.`;
    case 'TARGET_REQUIRED':
      return 'Name a target for this Scandal (`target:` a player, or `seat:` for an AI agency).';
    case 'TRUMP_ON_SELF':
      return 'A Trump only affects the player who plays it; leave the target empty (R30).';
    case 'TARGET_OTHER':
      return 'This card must target another player.';
    case 'NO_CREATIVES':
      return `${who === 'that player' ? 'That agency' : who} employs no creatives.`;
    case 'NOT_THEIR_CREATIVE':
      return `Name one of the target's creatives${p.card ? ` (${c} is not one)` : ''}.`;
    case 'TARGET_NOT_IN_AUCTION':
      return `${who === 'that player' ? 'That player' : who} is not in the auction.`;
    case 'NO_ACCOUNTS':
      return `${who === 'that player' ? 'That agency' : who} holds no Accounts.`;
    case 'NOT_THEIR_ACCOUNT':
      return `Name one of the target's Accounts${p.card ? ` (${c} is not one)` : ''}.`;
    case 'BRIBE_WITH_BID':
      return 'Bribe the Judges is played as part of your own bid on an Award: use “Build a bid” when you are prompted.';
    case 'NO_AWARD_AUCTION':
      return 'Host Awards Show can only be played while an Award is being auctioned.';
    case 'HOST_TAKEN':
      return `This awards show already has a Host${typeof p.player === 'string' ? ` (${who})` : ''}.`;
    case 'TOO_MANY_TOKENS':
      return `All-Nighter renews at most ${String(p.max ?? 3)} tokens.`;
    case 'TOKENS_NOT_EXPENDED':
      return 'You can only renew expended tokens that are not committed to the open auction (R26).';
    case 'SKILL_REQUIRED':
      return 'Choose the token type to gain (`skill:`).';
    case 'RETAINER_IN_PLAY':
      return 'You already have a PR Retainer in play.';
    case 'NO_NAME_CARD_IN_DISCARD':
      return 'There is no Name Card in the Asset discard to take.';
    case 'NOT_IN_DISCARD':
      return `Name a Name Card from the Asset discard${p.card ? ` (${c} is not there)` : ''}.`;
    default:
      return `That is not allowed (${error.code}).`;
  }
}
