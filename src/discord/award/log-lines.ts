// The Award Winning Game's log, in words: one line per public log entry, a player's private
// lines, and what a settled trade offer came to. Built only from views.
import { z } from 'zod';
import type { PlayerId } from '../../engine/game.js';
import type { Tokens } from '../../games/award/tokens.js';
import type { LogValue } from '../../games/award/types.js';
import type { CardView, LogEntryView } from '../../games/award/view-types.js';
import { duration } from '../format.js';
import type { Namer } from '../names.js';
import { money, oneToken, skillName, tokens } from './text.js';

function list(cards: readonly CardView[]): string {
  return cards.map((c) => `**${c.name}**`).join(', ') || 'nothing';
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const tokensValue = z.object({ A: z.number(), D: z.number(), T: z.number() });
const seatList = z.array(z.string());

/** A log value that holds tokens, else null. */
function asTokens(v: LogValue | undefined): Tokens | null {
  const parsed = tokensValue.safeParse(v);
  return parsed.success ? parsed.data : null;
}
/** A log value that lists seats, else none. */
function seats(v: LogValue | undefined): readonly string[] {
  const parsed = seatList.safeParse(v);
  return parsed.success ? parsed.data : [];
}
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

const END: Readonly<Record<string, string>> = {
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
        ? `📚 ${who} learns ${skillName(str(p.skill))} ($4k).`
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
      const out = seats(p.ineligible);
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
      const winners = seats(p.winners);
      return `🏁 The game ends (${END[str(p.reason)] ?? str(p.reason)}). ${winners.length ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.map(name).join(', ')}` : 'No winner'}.`;
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
    const e = log[i];
    if (e?.params.trade !== trade) continue;
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
