// Every word The Award Winning Game says to players, apart from the rules text: money, tokens,
// cards, log lines, what the game waits for, and an explanation for every rule error the engine
// returns. Built only from views (a CardView's id is looked up in the printed card list).
import type { PlayerId, RuleError } from '../../engine/game.js';
import { card, isCard, type CardId } from '../../games/award/cards.js';
import { formatTokens, type Skill, type Tokens } from '../../games/award/tokens.js';
import type { AwardResult, CardView, LogEntryView, LogValue, PendingView } from '../../games/award/types.js';
import type { Namer } from '../names.js';
import { duration } from '../format.js';

/** "$4k" from $1k notes. */
export function money(n: number): string {
  return `$${n}k`;
}

/** "A2 D1", or "—" for none. */
export function tokens(t: Tokens | null | undefined): string {
  return t ? formatTokens(t) || '—' : '—';
}

export const SKILL_NAME: Record<Skill, string> = { A: 'Advertising', D: 'Design', T: 'Technology' };

/** "an Advertising token", "a Design token". */
export function oneToken(skill: string): string {
  const n = SKILL_NAME[skill as Skill] ?? skill;
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

function list(cards: readonly CardView[]): string {
  return cards.map((c) => `**${c.name}**`).join(', ') || 'nothing';
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const asTokens = (v: LogValue | undefined): Tokens | null =>
  v && typeof v === 'object' && !Array.isArray(v) && 'A' in (v as object) ? (v as Tokens) : null;
const num = (v: LogValue | undefined): number => (typeof v === 'number' ? v : 0);
const str = (v: LogValue | undefined): string => (typeof v === 'string' ? v : '');

/** How an Account left: the verb before the card, and why after it. */
const LOST: Record<string, readonly [string, string]> = {
  dropped: ['drops', ''],
  understaffed: ['loses the under-staffed', ''],
  badPress: ['loses', ' (Bad Press)'],
  freshStart: ['loses', ' (A Fresh Start)'],
  bust: ['loses', ' (Client Goes Bust)'],
};

const OUT: Record<string, string> = {
  ineligible: 'is not eligible and is out',
  pass: 'passes and is out',
  autoPass: 'has no legal bid and auto-passes',
  timeout: 'ran out of time and is out',
  withdraw: 'withdraws from the auction',
  leaked: 'is knocked out (Leaked Pitch Deck)',
  host: 'leaves the auction to host the show',
  removed: 'is out (removed from the game)',
};

/** How a creative left: the verb before the card, and why after it. */
const LEFT: Record<string, readonly [string, string]> = {
  fired: ['fires', ''],
  unpaid: ['cannot pay and loses', ''],
  layoffs: ['lays off', ' (Industry Layoffs)'],
  liquidated: ['liquidates', ' (+$1k toward the debt)'],
  greener: ['loses', ' (Off to Greener Pastures)'],
};

const RENEW: Record<string, string> = {
  renew: '',
  teamRetreat: ' (Team Retreat)',
  freshStart: ' (A Fresh Start)',
  allNighter: ' (All-Nighter)',
};

const DISCARDED: Record<string, string> = {
  resolved: 'is resolved and goes to the Game discard',
  unclaimed: 'has no winner and goes to the Game discard',
  declined: 'had no bid and the drawer declined it: it goes to the Game discard (R77)',
  unstaffed: 'cannot be staffed and goes to the Game discard',
  nobodyHired: 'is hired by nobody and goes to the Asset discard',
};

const END: Record<AwardResult['reason'], string> = {
  threeAwards: 'three Awards',
  awardLock: 'every Award is held and nobody has three (R19)',
  host: 'the host ended the game',
  lastStanding: 'only one agency is left',
};

/** One public log line, or null for bookkeeping the table does not need to read. */
export function logLine(e: LogEntryView, name: Namer): string | null {
  const p = e.params;
  const who = e.player ? name(e.player) : 'The bank';
  const c0 = e.cards[0];
  const first = c0 ? `**${c0.name}**` : 'a card';
  switch (e.type) {
    case 'setup':
      return `🎬 The game begins. ${who} goes first.`;
    case 'deadlineSet':
    case 'actionStep':
      return null;
    case 'turnLengthSet':
      return `⏱️ The host set every later turn to **${duration(num(p.ms))}**.`;
    case 'turnBegan':
      return `▶️ **Turn ${num(p.turn)}** (round ${num(p.round)}): ${who}.`;
    case 'stepBegan':
      // M2 only matters when salaries are paid or creatives go: those have their own lines.
      return p.step === 'M2' ? null : `🎬 ${who}: Action phase.`;
    case 'turnTimedOut':
      return `⏰ ${who}'s turn deadline passed: the bot finishes the turn with the defaults.`;
    case 'turnEnded':
      return `⏹️ ${who} ends the turn${p.timedOut ? ' (deadline)' : ''}.`;
    case 'cash': {
      const amount = num(p.amount);
      const m = money(Math.abs(amount));
      switch (p.cause) {
        case 'income':
          return `💵 ${who} collects ${m} income from ${list(e.cards)}.`;
        case 'salary':
          return `💸 ${who} pays ${m} in salaries.`;
        case 'ministry':
          return `💵 ${who} gains ${m} (government retainer).`;
        case 'crypto':
          return `💸 ${who} pays ${m} for Crypto Kitten Coin.`;
        case 'rebate':
          return `💵 ${who} gains ${m} (Tax Rebate).`;
        case 'viral':
          return `💵 ${who} gains ${m} (Viral Hit).`;
        case 'recession':
          return `💸 ${who} pays ${m} (Recession).`;
        case 'bribe':
          return `💸 ${who} pays a ${m} bribe to the bank.`;
        case 'host':
          return `💵 ${who} gains ${m} for hosting.`;
        case 'taxAudit':
          return `💸 ${who} pays ${m} to the bank (Tax Audit).`;
        case 'moonLighting':
          return `💵 ${who} earns ${m} moonlighting.`;
        case 'clientDinner':
          return `💵 ${who} earns ${m} (Client Dinner).`;
        default:
          return null; // hire, learn, sale, liquidation, prize, poached: their own lines say it
      }
    }
    case 'transfer': {
      const to = name(str(p.to));
      const m = money(num(p.amount));
      if (p.cause === 'blackmail') return `💸 ${who} pays ${to} ${m} (Blackmail).`;
      if (p.cause === 'bribe') return `💸 ${who} pays a ${m} bribe to the Host, ${to}.`;
      return `💸 ${who} pays ${to} ${m} (trade).`;
    }
    case 'assetDrawn': {
      const why = p.cause === 'prize' ? ' (prize)' : p.cause === 'equity' ? ' (Startup.ly equity)' : '';
      return `🃏 ${who} draws ${plural(num(p.count), 'Asset card')}${why}.`;
    }
    case 'deckReshuffled':
      return `🔀 The ${p.deck === 'game' ? 'Game' : 'Asset'} discard is shuffled into a new deck (${plural(num(p.size), 'card')}).`;
    case 'gameCardRevealed':
      return `🂠 ${who} reveals ${first}.`;
    case 'awardRetrieved':
      return `🔁 Award Season: ${first} comes back from the discard.`;
    case 'tableDiscarded':
      return `🗑️ ${first} ${DISCARDED[str(p.reason)] ?? 'goes to the discard'}.`;
    case 'sold':
      return p.forced ? `💸 ${who} sells ${first} toward the debt.` : `💵 ${who} sells ${first} (+$1k).`;
    case 'handDiscarded':
      return p.cause === 'leakedEmails' ? `🗑️ ${who} loses ${list(e.cards)} (Leaked Emails).` : `🗑️ ${who} discards ${list(e.cards)} (hand limit).`;
    case 'cardPlayed': {
      const target = str(p.target);
      const on = target && target !== e.player ? ` on ${name(target)}` : target ? ' on themselves' : '';
      const extra: string[] = [];
      for (const c of e.cards.slice(1)) extra.push(`**${c.name}**`);
      const t = asTokens(p.tokens);
      if (t) extra.push(tokens(t));
      if (p.skill) extra.push(oneToken(str(p.skill)));
      return `🎴 ${who} plays ${first}${on}${extra.length ? ` — ${extra.join(', ')}` : ''}.`;
    }
    case 'retainerUsed':
      return `🛡️ ${who}'s PR Retainer cancels ${name(str(p.by))}'s ${first}.`;
    case 'cardsPassed':
      return `🤫 ${who} passes ${name(str(p.to))} ${plural(num(p.count), 'card')} (only the two of them see which).`;
    case 'headhunted':
      return `🕵️ ${who} takes ${first} from the Asset discard (Headhunter).`;
    case 'hired':
      return `🤝 ${who} hires ${first} ($1k fee)${p.source === 'table' ? ' (Off to Greener Pastures)' : ''}.`;
    case 'creativeLeft': {
      const [verb, why] = LEFT[str(p.reason)] ?? ['loses', ''];
      return `🚪 ${who} ${verb} ${first}${why}.`;
    }
    case 'debtWaived':
      return `🧾 ${who}'s remaining debt of ${money(num(p.amount))} is waived.`;
    case 'poached':
      return `🎣 ${who} poaches ${first} from ${name(str(p.from))}.`;
    case 'skillGained':
      return p.cause === 'learn'
        ? `📚 ${who} learns ${SKILL_NAME[str(p.skill) as Skill] ?? str(p.skill)} ($4k).`
        : `📚 ${who} gains ${oneToken(str(p.skill))} (Online Course).`;
    case 'allocated':
      return `📌 ${who} allocates ${tokens(asTokens(p.tokens))} to ${first}.`;
    case 'expended': {
      const why = p.cause === 'walkout' ? ' (Walkout)' : p.cause === 'burnout' ? ' (Burnout)' : ' (Moon Lighting)';
      return `😴 ${who} expends ${tokens(asTokens(p.tokens))}${why}.`;
    }
    case 'renewed':
      return `🔋 ${who} renews ${tokens(asTokens(p.tokens))}${RENEW[str(p.cause)] ?? ''}.`;
    case 'accountWon':
      return p.free
        ? `🏢 ${who} takes the Account ${first} for free (nobody bid, R77) and allocates ${tokens(asTokens(p.allocated))}.`
        : `🏢 ${who} wins the Account ${first} and allocates ${tokens(asTokens(p.allocated))}.`;
    case 'accountLost': {
      const [verb, why] = LOST[str(p.reason)] ?? ['loses', ''];
      return `🏚️ ${who} ${verb} ${first}${why}.`;
    }
    case 'awardWon':
      return `🏆 ${who} wins ${first}! (+$2k and 2 Asset cards)`;
    case 'auctionOpened': {
      const out = Array.isArray(p.ineligible) ? (p.ineligible as readonly string[]) : [];
      return `🔨 Auction for ${first}.${out.length ? ` Not eligible: ${out.map(name).join(', ')}.` : ''}`;
    }
    case 'prompted':
      return null; // the bid or pass that answers it says it (and the board shows who is asked)
    case 'bid': {
      const bribes = num(p.bribes);
      return `🙋 ${who} bids ${tokens(asTokens(p.tokens))}${bribes ? ` + ${plural(bribes, 'bribe')}` : ''} → value ${num(p.value)}.`;
    }
    case 'auctionOut':
      return `🚫 ${who} ${OUT[str(p.reason)] ?? 'is out'}.`;
    case 'hostSet':
      return `🎤 ${who} hosts the awards show.`;
    case 'auctionClosed':
      return e.player ? `🔨 The auction closes: ${who} wins ${first} with value ${num(p.value)}.` : `🔨 The auction for ${first} closes with no winner.`;
    case 'tradeOffered':
      return `🔁 ${who} offers ${name(str(p.to))} a trade (#${num(p.trade)}).`;
    case 'tradeClosed':
      return `🔁 Trade #${num(p.trade)} ${str(p.outcome) === 'failed' ? 'failed (something in it was gone)' : str(p.outcome)}.`;
    case 'tradeExecuted':
      return `🤝 ${who} and ${name(str(p.to))} trade: ${tradeSides(p)}.`;
    case 'playerRemoved':
      return `❌ ${who} is removed from the game (R38).`;
    case 'gameEnded': {
      const winners = Array.isArray(p.winners) ? (p.winners as readonly string[]) : [];
      return `🏁 The game ends (${END[str(p.reason) as AwardResult['reason']] ?? str(p.reason)}). ${winners.length ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.map(name).join(', ')}` : 'No winner'}.`;
    }
    default:
      return null;
  }
}

function tradeSides(p: LogEntryView['params']): string {
  const give = [num(p.giveCash) ? money(num(p.giveCash)) : '', num(p.giveCount) ? plural(num(p.giveCount), 'card') : ''].filter(Boolean).join(' and ') || 'nothing';
  const get = [num(p.getCash) ? money(num(p.getCash)) : '', num(p.getCount) ? plural(num(p.getCount), 'card') : ''].filter(Boolean).join(' and ') || 'nothing';
  return `${give} for ${get}`;
}

/** One line of a player's private log, as that player reads it. */
export function privateLine(e: LogEntryView, viewer: PlayerId, name: Namer): string | null {
  const p = e.params;
  switch (e.type) {
    case 'dealt':
      return `You were dealt ${list(e.cards)}.`;
    case 'assetDrawn':
      return `You drew ${list(e.cards)}${p.cause === 'prize' ? ' (Award prize)' : p.cause === 'equity' ? ' (Startup.ly equity)' : ''}.`;
    case 'cardsPassed':
      return e.player === viewer ? `Blackmail: you passed ${list(e.cards)} to ${name(str(p.to))}.` : `Blackmail: ${name(e.player ?? '')} passed you ${list(e.cards)}.`;
    case 'tradeOffered':
    case 'tradeExecuted': {
      const mine = e.player === viewer;
      const other = mine ? name(str(p.to)) : name(e.player ?? '');
      const giveN = num(p.giveCount);
      const give = e.cards.slice(0, giveN);
      const get = e.cards.slice(giveN);
      const side = (cards: readonly CardView[], cash: number) => [...cards.map((c) => `**${c.name}**`), ...(cash ? [money(cash)] : [])].join(', ') || 'nothing';
      const out = mine ? side(give, num(p.giveCash)) : side(get, num(p.getCash));
      const inn = mine ? side(get, num(p.getCash)) : side(give, num(p.giveCash));
      const verb = e.type === 'tradeOffered' ? 'offered' : 'done';
      return `Trade #${num(p.trade)} with ${other} ${verb}: you give ${out}, you get ${inn}.`;
    }
    default:
      return logLine(e, name);
  }
}

/** What a settled trade offer came to, from the public log ("accepted", "declined", …). */
export function tradeOutcome(log: readonly LogEntryView[], trade: number): string {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as LogEntryView;
    if (e.params.trade !== trade) continue;
    if (e.type === 'tradeExecuted') return 'accepted — the trade is done';
    if (e.type === 'tradeClosed') return TRADE_CLOSED[str(e.params.outcome)] ?? 'closed';
  }
  return 'closed';
}

const TRADE_CLOSED: Record<string, string> = {
  declined: 'declined',
  withdrawn: 'withdrawn',
  lapsed: 'lapsed at the end of the turn (R16)',
  failed: 'failed — something in it was no longer there',
};

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

/** Why the game ended, in words. */
export function endReason(result: AwardResult): string {
  return END[result.reason];
}

/** Explains a rule error of the Award engine; `name` turns seat ids into names. */
export function ruleErrorText(error: RuleError, name: Namer = () => 'another player'): string {
  const p = error.params ?? {};
  const c = cardName(p.card as string | undefined);
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
