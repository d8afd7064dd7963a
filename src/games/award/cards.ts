// The Award Winning Game's cards as data (§4, R1). Every physical card has a unique id: the
// spec's number ("AC5", "C2", "E9"), with a copy letter for Scandals and Trumps printed more than
// once ("S1a", "S1b"). `code` is the spec's number without the copy letter.
import { parseTokens, type Skill, type Tokens } from './tokens.js';

export type CardId = string;

export type CardKind = 'player' | 'account' | 'award' | 'event' | 'creative' | 'scandal' | 'trump';

interface Base {
  readonly id: CardId;
  readonly code: string;
  readonly kind: CardKind;
  readonly name: string;
}

export interface PlayerCardDef extends Base {
  readonly kind: 'player';
  readonly tokens: Tokens;
  /** Starting cash in $1k. */
  readonly cash: number;
  readonly flavour: string;
}

export interface CreativeDef extends Base {
  readonly kind: 'creative';
  readonly tokens: Tokens;
  /** False only for Mark Spoiler (R7, R51). */
  readonly salary: boolean;
  readonly line: string;
}

export interface AccountDef extends Base {
  readonly kind: 'account';
  readonly req: Tokens;
  readonly bonus: readonly Skill[];
  readonly upkeep: Tokens;
  /** $1k per turn (R56). */
  readonly income: number;
  readonly condition: string;
}

export interface AwardDef extends Base {
  readonly kind: 'award';
  readonly req: Tokens;
  readonly bonus: readonly Skill[];
  readonly condition: string;
  /** The flavour line the card prints ('' when none). */
  readonly quote: string;
}

/**
 * Events, Scandals and Trumps: `text` is the card's words — the seed's own where it prints the
 * card (E1, S1, T1), else the spec's summary — and `note` how the bot plays it ('' when the text
 * says it all), with the ruling that decides it.
 */
interface Played extends Base {
  readonly text: string;
  readonly note: string;
}

export interface EventDef extends Played {
  readonly kind: 'event';
}

export interface ScandalDef extends Played {
  readonly kind: 'scandal';
}

export interface TrumpDef extends Played {
  readonly kind: 'trump';
}

export type CardDef = PlayerCardDef | CreativeDef | AccountDef | AwardDef | EventDef | ScandalDef | TrumpDef;
export type Biddable = AccountDef | AwardDef;

const skills = (s: string): Skill[] => s.split(/[ ,]+/).filter((x) => x !== '') as Skill[];

// §4.1, A7: the statistics the seed leaves unreadable; each card is worth about $20k.
const PLAYER_CARDS: PlayerCardDef[] = (
  [
    ['P1', 'Creative Director', 'A2 D1 T1', 4, '"Insert funny quote here, indeed!"'],
    ['P2', 'Senior Copywriter', 'A3 D1', 4, '"Wrote 40 headlines. Client picked the 41st."'],
    ['P3', 'Art Director', 'D3 T1', 4, '"Make the logo bigger? Over my dead kerning."'],
    ['P4', 'Creative Technologist', 'D1 T3', 4, '"Works on my machine."'],
    ['P5', 'Account Director', 'A2 T1', 8, '"The client is always right. Especially when wrong."'],
    ['P6', 'Heir to the Agency', 'D1 T1', 12, '"Dad said I could be anything. So: CEO."'],
  ] as const
).map(([id, name, tokens, cash, flavour]) => ({ id, code: id, kind: 'player', name, tokens: parseTokens(tokens), cash, flavour }));

// §4.2
const CREATIVES: CreativeDef[] = (
  [
    ['C1', 'Janie Helvetica', 'D2', '+75 2832 1128 · i.hate@comic.sans'],
    ['C2', 'Mark Spoiler', 'T1', '"Works for exposure. Genuinely."'],
    ['C3', 'Sam Serif', 'A1 D1', 'sam@times.new'],
    ['C4', 'Penny Pixel', 'D1 T1', 'penny@rgb.hex'],
    ['C5', 'Ray Tracer', 'T2', 'ray@render.farm'],
    ['C6', 'Kelly Kernel', 'T2', 'root@kelly.sh'],
    ['C7', 'Cliff Hanger', 'A2', 'cliff@to.be.continued'],
    ['C8', 'Hashtag Harriet', 'A1 T1', 'DMs open'],
    ['C9', 'Dom Dapper', 'A3', 'dom@three-martini.lunch'],
    ['C10', 'Ada Loopless', 'A1 D1 T1', 'ada@while.true'],
    ['C11', 'Bob Bezier', 'D2', 'bob@curve.ball'],
    ['C12', 'Gus Gradient', 'A1 D1', 'gus@fade.to.black'],
  ] as const
).map(([id, name, tokens, line]) => ({ id, code: id, kind: 'creative', name, tokens: parseTokens(tokens), salary: id !== 'C2', line }));

// §4.3, R65: Req (Pitch Requirements), Bonus, Upkeep, income and condition.
const ACCOUNTS: AccountDef[] = (
  [
    ['AC1', "Pipes Plumbing Co.", 'A1 T1', 'A T', 'A1', 2, 'None. The holder cannot compete for The Golden Plunger (AW1).'],
    ['AC2', "Grandma's Gravy Granules", 'A1', 'A', 'A1', 1, 'Only agencies with 2 or fewer employees may bid.'],
    ['AC3', 'Startup.ly', 'T1', 'T', 'T1', 1, 'On acquisition: draw 1 Asset card ("paid in equity").'],
    ['AC4', 'Luxe Parfum', 'D2', 'D', 'D1', 2, ''],
    ['AC5', 'MegaMart', 'A2', 'A D', 'A1', 2, ''],
    ['AC6', 'Hamburger Hut', 'A1 D1', 'A D', 'D1', 2, ''],
    ['AC7', 'NeoBank 3000', 'A1 T2', 'T', 'T1', 2, ''],
    ['AC8', 'Ministry of Public Health', 'A1 D1', 'A D T', 'A1', 1, 'On acquisition: gain $3k (government retainer).'],
    ['AC9', 'Sole Sneakers', 'A1 D2', 'A D', 'A1 D1', 3, ''],
    ['AC10', 'Fizzy Pop Cola', 'A2 D1', 'A D', 'A1 D1', 3, ''],
    ['AC11', 'Pixel Phone', 'D1 T2', 'D T', 'D1 T1', 3, ''],
    ['AC12', 'Crypto Kitten Coin', 'T1', 'A T', 'T1', 3, 'Only agencies with at least $2k cash may bid. On acquisition: pay $2k (a forced payment, R21).'],
    ['AC13', 'AutoMotive Motors', 'A2 D2', 'A D', 'A1 D1', 4, ''],
    ['AC14', 'Cloudy Cloud Computing', 'T3', 'T', 'T2', 4, 'Only agencies with 3 or more employees may bid.'],
  ] as const
).map(([id, name, req, bonus, upkeep, income, condition]) => ({
  id,
  code: id,
  kind: 'account',
  name,
  req: parseTokens(req),
  bonus: skills(bonus),
  upkeep: parseTokens(upkeep),
  income,
  condition,
}));

// §4.4; AW1's quote is the seed's.
const AWARDS: AwardDef[] = (
  [
    ['AW1', 'The Golden Plunger', 'A2 D1', 'A D', "The agency holding Pipes' account (AC1) may not bid.", '"What\'s the difference, though?"'],
    ['AW2', "Can't Lions Grand Prix", 'A2 D2 T2', 'A D T', '', ''],
    ['AW3', 'The Blunt Pencil', 'D3', 'D', '', ''],
    ['AW4', 'The Cobwebby', 'T3', 'D T', '', ''],
    ['AW5', 'The Effy', 'A3', 'A T', 'Only agencies holding 2 or more Accounts may bid (under-staffed Accounts count).', ''],
    ['AW6', 'The Only Show', 'A1 D1 T1', 'A D T', 'Only agencies with 3 or fewer employees may bid.', ''],
    ['AW7', 'Young Guns', 'D2 T1', 'D T', 'Agencies whose Award count equals the highest count at the table may not bid, unless every agency has the same count.', ''],
    ['AW8', 'Small Agency of the Year', 'A2 T1', 'A', 'Only agencies with 2 or fewer employees may bid.', ''],
    ['AW9', 'The Grey Pencil', 'D2 T2', 'D T', '', ''],
  ] as const
).map(([id, name, req, bonus, condition, quote]) => ({ id, code: id, kind: 'award', name, req: parseTokens(req), bonus: skills(bonus), condition, quote }));

// §4.5. E1's text is the seed's own; its note is how the bot plays it (E1, A25).
const EVENTS: EventDef[] = (
  [
    [
      'E1',
      'Off to Greener Pastures',
      'A creative (of your choosing) has decided to leave. Other agencies (beginning from your left) can choose to hire them. If unemployed, their namecard is discarded.',
      'The drawer picks any employed creative; each other agency may hire them for $1k, the drawer last.',
    ],
    ['E2', 'Recession', 'Each player pays $1k per Account held (forced payment).', ''],
    ['E3', 'Tax Rebate', 'Each player gains $2k.', ''],
    ['E4', 'Industry Layoffs', 'Each player with 3 or more creatives fires one.', ''],
    ['E5', 'Pitch Season', 'Discard this; reveal and resolve the next Game card instead.', ''],
    ['E6', 'Viral Hit', 'The drawer gains $3k.', ''],
    ['E7', 'Burnout', 'Each player expends 2 available tokens.', ''],
    ['E8', 'Team Retreat', "Every player's expended tokens become available.", ''],
    ['E9', 'Award Season', 'The most recently discarded Award is auctioned again.', ''],
    ['E10', 'Client Goes Bust', 'The held Account with the highest income is discarded.', ''],
  ] as const
).map(([id, name, text, note]) => ({ id, code: id, kind: 'event', name, text, note }));

function copies<K extends 'scandal' | 'trump'>(kind: K, list: readonly (readonly [string, string, number, string, string?])[]) {
  const out: (K extends 'scandal' ? ScandalDef : TrumpDef)[] = [];
  for (const [code, name, n, text, note = ''] of list) {
    for (let i = 0; i < n; i++) {
      const id = n === 1 ? code : `${code}${'ab'[i]}`;
      out.push({ id, code, kind, name, text, note } as K extends 'scandal' ? ScandalDef : TrumpDef);
    }
  }
  return out;
}

// §4.6. S1's text is the seed's own (with the timing line it prints above it as the note; A21).
const SCANDALS: ScandalDef[] = copies('scandal', [
  [
    'S1',
    'Blackmail',
    2,
    "For each account they have, target player must pay you $2k, to a maximum of $5k. For every $1k they can't pay, they must pass you one card from their hand.",
    'Used on any player any time; the cards passed are picked at random.',
  ],
  ['S2', 'A Fresh Start', 1, 'Target discards every Account, then renews its expended tokens.'],
  ['S3', 'Poached', 2, 'Your Action phase: pay $1k and take one creative of another agency.'],
  ['S4', 'Leaked Pitch Deck', 1, 'During an auction: another player in it becomes out.'],
  ['S5', 'Bad Press', 2, 'Discard one Account of the target.'],
  ['S6', 'Walkout', 2, "All the target's available tokens become expended."],
  ['S7', 'Tax Audit', 1, 'Target pays the bank half their cash (rounded down, max $6k).'],
  ['S8', 'Leaked Emails', 1, 'Target discards 2 random hand cards.'],
]);

// §4.7. T1's text is the seed's own; the note is the seed's timing line as A20 reads it.
const TRUMPS: TrumpDef[] = copies('trump', [
  [
    'T1',
    'Moon Lighting',
    2,
    'Earn $1k for every unallocated skill token you currently possess, up to a maximum of $8k. You may not use these skill tokens again until the start of the next turn.',
    'Used during your turn (your Action phase): your available tokens count, and they stay expended until your next renew.',
  ],
  ['T2', 'Bribe the Judges', 2, 'With your bid on an Award: pay $2k, +2 to your bid value.'],
  ['T3', 'Host Awards Show', 1, 'During an Award auction with no Host: become Host, gain $2k, collect later bribes.'],
  ['T4', 'All-Nighter', 2, 'Up to 3 of your expended, uncommitted tokens become available.'],
  ['T5', 'Online Course', 1, 'Gain 1 permanent token of your choice.'],
  ['T6', 'PR Retainer', 1, 'Stays in play: cancels the next Scandal another player plays on you.'],
  ['T7', 'Client Dinner', 2, 'Your Action phase: $1k per Account held (max $4k).'],
  ['T8', 'Headhunter', 1, 'Take a Name Card of your choice from the Asset discard into your hand.'],
]);

export const PLAYER_CARD_IDS: readonly CardId[] = PLAYER_CARDS.map((c) => c.id);
export const GAME_DECK: readonly CardId[] = [...ACCOUNTS, ...AWARDS, ...EVENTS].map((c) => c.id); // R1: 33
export const ASSET_DECK: readonly CardId[] = [...CREATIVES, ...SCANDALS, ...TRUMPS].map((c) => c.id); // R1: 36
export const ALL_CARD_IDS: readonly CardId[] = [...PLAYER_CARD_IDS, ...GAME_DECK, ...ASSET_DECK];

const BY_ID = new Map<CardId, CardDef>();
for (const c of [...PLAYER_CARDS, ...CREATIVES, ...ACCOUNTS, ...AWARDS, ...EVENTS, ...SCANDALS, ...TRUMPS]) {
  BY_ID.set(c.id, Object.freeze(c));
}

// A card by what it is, whichever printed copy: its code ("T4" is All-Nighter, printed as T4a and
// T4b; "C3" is Sam Serif, printed once as C3). A trade asks for a card this way (R16): the asker
// cannot see the other hand, so cannot know which copy is in it. The code's definition is the
// first copy's, named by the code.
const BY_CODE = new Map<string, CardDef>();
const COPIES = new Map<string, CardId[]>();
for (const c of BY_ID.values()) {
  if (!BY_CODE.has(c.code)) BY_CODE.set(c.code, Object.freeze({ ...c, id: c.code }));
  COPIES.set(c.code, [...(COPIES.get(c.code) ?? []), c.id]);
}

/** The definition of a card id (or of a card's code); throws on an unknown one (ids inside the state always exist). */
export function card(id: CardId): CardDef {
  const c = BY_ID.get(id) ?? BY_CODE.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

/** Whether `id` is a printed card's id ("T4a", "C3"). */
export function isCard(id: string): boolean {
  return BY_ID.has(id);
}

/** Whether `code` names a card by what it is ("T4", "C3"); see BY_CODE. */
export function isCardCode(code: string): boolean {
  return BY_CODE.has(code);
}

/** The printed copies of the card `code` names (["T4a", "T4b"]; ["C3"]); empty for an unknown code. */
export function copiesOf(code: string): readonly CardId[] {
  return COPIES.get(code) ?? [];
}

/** Every card by what it is, once each (the codes of ALL_CARD_IDS). */
export const CARD_CODES: readonly string[] = [...BY_CODE.keys()];

export function codeOf(id: CardId): string {
  return card(id).code;
}

export function kindOf(id: CardId): CardKind {
  return card(id).kind;
}

export function biddable(id: CardId): Biddable {
  const c = card(id);
  if (c.kind !== 'account' && c.kind !== 'award') throw new Error(`${id} is not an Account or Award`);
  return c;
}

export function account(id: CardId): AccountDef {
  const c = card(id);
  if (c.kind !== 'account') throw new Error(`${id} is not an Account`);
  return c;
}

export function creative(id: CardId): CreativeDef {
  const c = card(id);
  if (c.kind !== 'creative') throw new Error(`${id} is not a creative`);
  return c;
}

export function playerCard(id: CardId): PlayerCardDef {
  const c = card(id);
  if (c.kind !== 'player') throw new Error(`${id} is not a Player card`);
  return c;
}

/** Total number of Award cards (R19). */
export const AWARD_COUNT = AWARDS.length;
