// Test helpers: a table built through setup(), rearranged to a chosen scenario (hands, tokens,
// Accounts, deck tops) without breaking "every card in exactly one place", then driven through
// decide/evolve exactly as the service would. Used by the *.test.ts files only.
import type { PlayerId } from '../../engine/game.js';
import { apply } from '../../engine/run.js';
import { ALL_CARD_IDS, account, card, isCard, kindOf, type CardId } from './cards.js';
import { waitingFor } from './flow.js';
import { award } from './index.js';
import type { AwardCommand, AwardEvent } from './messages.js';
import { NO_ORDERS } from './setup.js';
import { agency, allocated, available, copyAgency, copyState, owned } from './state.js';
import { add, contains, NO_TOKENS, parseTokens, type Tokens } from './tokens.js';
import { awardOptionsSchema, type Agency, type AwardOptions, type AwardState, type StandingOrders } from './types.js';
import type { AwardView } from './view-types.js';
import { view } from './view.js';

export const T0 = Date.UTC(2026, 0, 1);
export const HOURS = 3_600_000;

export type TokenSpec = Tokens | string;
const toks = (t: TokenSpec | undefined, fallback: Tokens): Tokens => (t === undefined ? fallback : typeof t === 'string' ? parseTokens(t) : t);

export interface AgencySpec {
  readonly cash?: number;
  readonly hand?: readonly CardId[];
  /** Permanent tokens (replaces the Player card's). */
  readonly tokens?: TokenSpec;
  readonly creatives?: readonly (CardId | { readonly card: CardId; readonly hiredTurn?: number; readonly inManagement?: boolean })[];
  /** Accounts, fully staffed unless `allocated` says otherwise. */
  readonly accounts?: readonly (CardId | { readonly card: CardId; readonly allocated: TokenSpec })[];
  readonly awards?: readonly CardId[];
  readonly expended?: TokenSpec;
  readonly prRetainer?: CardId | null;
  readonly autoPass?: boolean;
  readonly orders?: Partial<StandingOrders>;
  readonly missedTurns?: number;
}

export interface Scenario {
  readonly agencies?: Readonly<Record<PlayerId, AgencySpec>>;
  /** Cards put on top of the Game deck, top first. */
  readonly gameDeck?: readonly CardId[];
  /** Cards put on top of the Asset deck, top first. */
  readonly assetDeck?: readonly CardId[];
  /** Discard piles, oldest first (replacing what was there). */
  readonly gameDiscard?: readonly CardId[];
  readonly assetDiscard?: readonly CardId[];
  /** Empties a deck (its cards go to the bottom of nothing: they are moved to its discard). */
  readonly emptyGameDeck?: boolean;
  readonly emptyAssetDeck?: boolean;
}

const isAsset = (c: CardId) => ['creative', 'scandal', 'trump'].includes(kindOf(c));

/** Every card's place (for invariant checks): zone name → cards. */
export function zones(s: AwardState): Map<string, readonly CardId[]> {
  const z = new Map<string, readonly CardId[]>();
  z.set('gameDeck', s.gameDeck);
  z.set('assetDeck', s.assetDeck);
  z.set('gameDiscard', s.gameDiscard);
  z.set('assetDiscard', s.assetDiscard);
  z.set('table', s.table);
  z.set('unusedPlayerCards', s.unusedPlayerCards);
  for (const a of s.agencies) {
    z.set(`${a.id}.playerCard`, [a.playerCard]);
    z.set(`${a.id}.hand`, a.hand);
    z.set(`${a.id}.creatives`, a.creatives.map((c) => c.card));
    z.set(`${a.id}.accounts`, a.accounts.map((h) => h.card));
    z.set(`${a.id}.awards`, a.awards);
    z.set(`${a.id}.prRetainer`, a.prRetainer ? [a.prRetainer] : []);
  }
  return z;
}

/** Rearranges a state to a scenario, keeping every card in exactly one place. */
export function arrange(state: AwardState, sc: Scenario): AwardState {
  const s = copyState(state);
  const claimed = new Set<CardId>();
  const claim = (c: CardId) => {
    if (claimed.has(c)) throw new Error(`arrange: ${c} placed twice`);
    claimed.add(c);
  };
  for (const spec of Object.values(sc.agencies ?? {})) {
    spec.hand?.forEach(claim);
    spec.creatives?.forEach((c) => claim(typeof c === 'string' ? c : c.card));
    spec.accounts?.forEach((h) => claim(typeof h === 'string' ? h : h.card));
    spec.awards?.forEach(claim);
    if (spec.prRetainer) claim(spec.prRetainer);
  }
  sc.gameDeck?.forEach(claim);
  sc.assetDeck?.forEach(claim);
  sc.gameDiscard?.forEach(claim);
  sc.assetDiscard?.forEach(claim);
  const free = (list: readonly CardId[]) => list.filter((c) => !claimed.has(c));

  // Cards displaced from replaced zones go to the bottom of their deck.
  const displaced: CardId[] = [];
  const agencies = s.agencies.map((a0) => {
    const a = copyAgency(a0);
    const spec = sc.agencies?.[a.id];
    a.hand = free(a.hand);
    a.creatives = a.creatives.filter((c) => !claimed.has(c.card));
    a.accounts = a.accounts.filter((h) => !claimed.has(h.card));
    a.awards = free(a.awards);
    if (a.prRetainer && claimed.has(a.prRetainer)) a.prRetainer = null;
    if (!spec) return a;
    if (spec.hand) {
      displaced.push(...a.hand);
      a.hand = [...spec.hand];
    }
    if (spec.creatives) {
      displaced.push(...a.creatives.map((c) => c.card));
      a.creatives = spec.creatives.map((c) =>
        typeof c === 'string' ? { card: c, hiredTurn: 0, inManagement: false } : { card: c.card, hiredTurn: c.hiredTurn ?? 0, inManagement: c.inManagement ?? false },
      );
    }
    if (spec.accounts) {
      displaced.push(...a.accounts.map((h) => h.card));
      a.accounts = spec.accounts.map((h) =>
        typeof h === 'string' ? { card: h, allocated: account(h).upkeep } : { card: h.card, allocated: toks(h.allocated, NO_TOKENS) },
      );
    }
    if (spec.awards) {
      displaced.push(...a.awards);
      a.awards = [...spec.awards];
    }
    if (spec.prRetainer !== undefined) {
      if (a.prRetainer) displaced.push(a.prRetainer);
      a.prRetainer = spec.prRetainer;
    }
    if (spec.cash !== undefined) a.cash = spec.cash;
    if (spec.tokens !== undefined) a.permanent = toks(spec.tokens, NO_TOKENS);
    if (spec.expended !== undefined) a.expended = toks(spec.expended, NO_TOKENS);
    if (spec.autoPass !== undefined) a.autoPass = spec.autoPass;
    if (spec.orders) a.orders = { ...NO_ORDERS, ...spec.orders };
    if (spec.missedTurns !== undefined) a.missedTurns = spec.missedTurns;
    return a;
  });
  s.agencies = agencies;
  let gameDeck = free(s.gameDeck);
  let assetDeck = free(s.assetDeck);
  let gameDiscard = free(s.gameDiscard);
  let assetDiscard = free(s.assetDiscard);
  s.table = free(s.table);
  if (sc.gameDiscard) {
    displaced.push(...gameDiscard);
    gameDiscard = [...sc.gameDiscard];
  }
  if (sc.assetDiscard) {
    displaced.push(...assetDiscard);
    assetDiscard = [...sc.assetDiscard];
  }
  gameDeck = [...displaced.filter((c) => !isAsset(c) && kindOf(c) !== 'player'), ...gameDeck];
  assetDeck = [...displaced.filter(isAsset), ...assetDeck];
  if (sc.emptyGameDeck) {
    gameDiscard = [...gameDeck, ...gameDiscard];
    gameDeck = [];
  }
  if (sc.emptyAssetDeck) {
    assetDiscard = [...assetDeck, ...assetDiscard];
    assetDeck = [];
  }
  if (sc.gameDeck) gameDeck = [...gameDeck, ...[...sc.gameDeck].reverse()];
  if (sc.assetDeck) assetDeck = [...assetDeck, ...[...sc.assetDeck].reverse()];
  s.gameDeck = gameDeck;
  s.assetDeck = assetDeck;
  s.gameDiscard = gameDiscard;
  s.assetDiscard = assetDiscard;
  checkCards(s);
  for (const a of s.agencies) {
    const o = owned(a);
    const used = add(allocated(a), a.expended);
    if (!contains(o, used)) throw new Error(`arrange: ${a.id} owns ${JSON.stringify(o)} but allocates and expends ${JSON.stringify(used)}`);
  }
  return s;
}

/** Throws unless every one of the 75 cards is in exactly one place. */
export function checkCards(s: AwardState): void {
  const seen = new Map<CardId, string>();
  for (const [zone, cards] of zones(s)) {
    for (const c of cards) {
      const prev = seen.get(c);
      if (prev) throw new Error(`card ${c} is in ${prev} and in ${zone}`);
      seen.set(c, zone);
    }
  }
  for (const c of ALL_CARD_IDS) if (!seen.has(c)) throw new Error(`card ${c} is nowhere`);
  if (seen.size !== ALL_CARD_IDS.length) throw new Error(`${seen.size} cards in play, expected ${ALL_CARD_IDS.length}`);
}

export class RefusedError extends Error {
  constructor(readonly code: string) {
    super(`refused: ${code}`);
  }
}

type CommandInput = { readonly type: AwardCommand['type'] } & Record<string, unknown>;

/** A table driven through the real module: commands are parsed by the command schema. */
export class Table {
  state: AwardState;
  now: number;
  /** Events of the last accepted command. */
  events: readonly AwardEvent[] = [];

  constructor(state: AwardState, now = T0) {
    this.state = state;
    this.now = now;
  }

  /** A new game with seats in the given order and the first one starting (R3 overrides). */
  static create(players: readonly PlayerId[] = ['ann', 'bo', 'cy'], options: Partial<AwardOptions> = {}, seed = 1): Table {
    const opts = awardOptionsSchema.parse({ randomSeats: false, firstPlayer: players[0], ...options });
    return new Table(award.setup(seed, players, opts, T0));
  }

  /** A new game rearranged to a scenario. */
  static scenario(sc: Scenario, players: readonly PlayerId[] = ['ann', 'bo', 'cy'], options: Partial<AwardOptions> = {}): Table {
    const t = Table.create(players, options);
    t.state = arrange(t.state, sc);
    return t;
  }

  arrange(sc: Scenario): this {
    this.state = arrange(this.state, sc);
    return this;
  }

  /** Sends a command; throws RefusedError if the rules refuse it. */
  do(actor: PlayerId | null, input: CommandInput, advanceMs = 60_000): readonly AwardEvent[] {
    this.now += advanceMs;
    const command = award.commandSchema.parse(input);
    const r = apply(award, this.state, command, actor, this.now);
    if (!r.ok) throw new RefusedError(r.error.code);
    this.state = r.state;
    this.events = r.events;
    return r.events;
  }

  /** Sends a command that must be refused; returns the error code. */
  refused(actor: PlayerId | null, input: CommandInput): string {
    const command = award.commandSchema.parse(input);
    const r = award.decide(this.state, command, actor, this.now);
    if (r.ok) throw new Error(`expected ${input.type} by ${actor} to be refused`);
    return r.error.code;
  }

  /** Lets the current deadline pass (R37). */
  timeout(): readonly AwardEvent[] {
    const w = waitingFor(this.state);
    if (!w) throw new Error('nothing to time out');
    this.now = Math.max(this.now, w.due);
    return this.do(null, { type: 'timeout', due: w.due }, 0);
  }

  a(id: PlayerId): Agency {
    return agency(this.state, id);
  }
  cash(id: PlayerId): number {
    return this.a(id).cash;
  }
  available(id: PlayerId): Tokens {
    return available(this.a(id));
  }
  owned(id: PlayerId): Tokens {
    return owned(this.a(id));
  }
  hand(id: PlayerId): readonly CardId[] {
    return this.a(id).hand;
  }
  view(viewer: PlayerId | null): AwardView {
    return award.view(this.state, viewer);
  }
  waiting() {
    return waitingFor(this.state);
  }
  /** The event types of the last command, for quick assertions. */
  eventTypes(): string[] {
    return this.events.map((e) => e.type);
  }
  /** The active player finishes R11: draw, reveal (the top card must be set up by the test). */
  drawAndReveal(): void {
    this.do(this.state.active, { type: 'draw' });
    this.do(this.state.active, { type: 'reveal' });
  }

  /** The active player draws and reveals if not done yet, then ends the turn selling any excess. */
  finishTurn(): void {
    const p = this.state.active;
    if (!this.state.drew) this.do(p, { type: 'draw' });
    if (!this.state.revealed) this.do(p, { type: 'reveal' });
    const hand = this.hand(p);
    const cut = hand.slice(5).map((card) => ({ card, sell: true }));
    this.do(p, { type: 'endTurn', cut });
  }
}

/** Every card id a view exposes, wherever it sits. */
export function cardsIn(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) cardsIn(x, out);
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.kind === 'string' && isCard(o.id)) out.add(o.id);
    for (const x of Object.values(o)) cardsIn(x, out);
  }
  return out;
}

/** Names of every card object a view shows. */
function namesIn(v: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown) => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      if (typeof o.id === 'string' && typeof o.code === 'string' && typeof o.name === 'string' && typeof o.kind === 'string') out.add(o.name);
      Object.values(o).forEach(walk);
    }
  };
  walk(v);
  return out;
}

/** Names of the cards hidden from `viewer` (null: the table) now: in hands, decks, unused Player cards, and shown nowhere to them. */
export function hiddenNames(s: AwardState, viewer: PlayerId | null): string[] {
  const seen = namesIn(view(s, viewer));
  const ids: CardId[] = [...s.gameDeck, ...s.assetDeck, ...s.unusedPlayerCards, ...s.agencies.filter((a) => a.id !== viewer).flatMap((a) => a.hand)];
  return [...new Set(ids.map((id) => card(id).name))].filter((n) => !seen.has(n));
}
