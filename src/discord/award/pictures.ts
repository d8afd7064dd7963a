// The scenes of The Award Winning Game's pictures, built from the same view as the words beside
// them: the table at a glance and the auction (the public view, on the board post and the end),
// a player's hand as printed cards and the card being played (their own view, privately). Each
// is laid out for Discord's box (render/award-layout.ts): what does not fit one picture is split
// into several, never drawn smaller. The words of the message stay complete beside them.
import { isEmpty } from '../../games/award/tokens.js';
import type { AgencyView, AwardView, CardView } from '../../games/award/view-types.js';
import { t } from '../../i18n/index.js';
import { agencyHeight, cardPages, MAX_TILE_ITEMS, pilesHeight, tableHeight, tilePages } from '../../render/award-layout.js';
import type { AgencyTile, Picture, TableTile, TextCard, TileItem } from '../../render/scene.js';
import type { Namer } from '../names.js';
import { pictureParts } from '../pictures.js';
import { cardDetail, cardName, endReason, kindLabel, money, pendingText } from './text.js';

function textCard(c: CardView, index?: number): TextCard {
  return { title: cardName(c), kind: kindLabel(c), family: c.kind, body: cardDetail(c.id), ...(index !== undefined ? { index } : {}) };
}

// ---------------------------------------------------------------------------------------------
// The table at a glance

/** An agency's tile: what everyone sees of it. Awards first (they win the game), then Accounts, creatives, notes. */
export function agencyTile(a: AgencyView, v: AwardView, name: Namer): AgencyTile {
  const items: TileItem[] = [
    ...a.awards.map((c): TileItem => ({ kind: 'award', name: cardName(c) })),
    // An Account's staffing: its allocated tokens, and what its upkeep still lacks (its income is in the words).
    ...a.accounts.map((h): TileItem => ({ kind: 'account', name: cardName(h.card), tokens: h.allocated, upkeep: h.upkeep, ...(h.understaffed ? { warn: true } : {}) })),
    ...a.creatives.map((c): TileItem => ({ kind: 'creative', name: cardName(c.card), tokens: c.tokens, ...(c.salaryDue ? { tag: t('award:picture.salaryDue'), warn: true } : {}) })),
    ...(a.status === 'removed' ? [{ kind: 'note' as const, name: t('award:picture.removed') }] : []),
    ...(a.prRetainer ? [{ kind: 'note' as const, name: t('award:agency.retainer', { card: cardName(a.prRetainer) }) }] : []),
    ...(a.missedTurns > 0 ? [{ kind: 'note' as const, name: t('award:picture.missed', { count: a.missedTurns }) }] : []),
  ];
  // A tile lists what fits a picture; the rest is counted (the words list every card).
  const shown = items.length > MAX_TILE_ITEMS ? [...items.slice(0, MAX_TILE_ITEMS - 1), { kind: 'note' as const, name: t('award:picture.more', { count: items.length - MAX_TILE_ITEMS + 1 }) }] : items;
  const winner = v.result?.winners.includes(a.id) ?? false;
  return {
    seat: a.seat + 1,
    name: name(a.id),
    cash: money(a.cash),
    player: cardName(a.playerCard),
    hand: a.handSize,
    available: a.tokens.available,
    expended: a.tokens.expended,
    items: shown,
    ...(a.id === v.active && v.phase !== 'ended' ? { active: true } : {}),
    ...(winner ? { winner: true } : {}),
    ...(a.status === 'removed' ? { out: true } : {}),
  };
}

/** The table's own tile: the turn, whose it is and what it waits for, the decks and discards. */
export function tableTile(v: AwardView, name: Namer): TableTile {
  const ended = v.phase === 'ended';
  const lines: string[] = [];
  let active = name(v.active);
  if (ended) {
    const r = v.result;
    active = r && r.winners.length ? t('award:end.winners', { count: r.winners.length, who: r.winners.map(name).join(', ') }) : t('award:end.nobody');
    if (r) lines.push(endReason(r.reason));
  } else if (v.phase === 'action') {
    lines.push(t('award:picture.action', { draw: v.drew ? t('award:picture.drawDone') : t('award:picture.drawTodo'), reveal: v.revealed ? t('award:picture.revealDone') : t('award:picture.revealTodo') }));
  } else lines.push(v.step === 'M1' ? t('award:board.m1') : t('award:board.m2'));
  const p = v.pending;
  // What the game waits for: the active player's task under their name, anyone else's after theirs.
  if (p && !ended && !(p.kind === 'turn' && p.player === v.active)) lines.push(...(p.player === v.active ? [] : [t('award:picture.waiting', { who: name(p.player) })]), pendingText(p, v.auction?.card ?? null, 'they'));
  if (v.table.length > 0 && !v.auction) lines.push(t('award:picture.onTable', { cards: v.table.map((c) => cardName(c)).join(', ') }));
  // How near the end is: the Awards nobody holds yet (the decks and discards go across the foot).
  lines.push(t('award:picture.awardsLeft', { n: v.awardsLeft }));
  return {
    active,
    ...(ended ? { ended } : {}),
    lines,
    piles: [
      { label: t('award:picture.gameDeck'), value: String(v.gameDeckSize), note: t('award:picture.discard', { n: v.gameDiscard.length }) },
      { label: t('award:picture.assetDeck'), value: String(v.assetDeckSize), note: t('award:picture.discard', { n: v.assetDiscard.length }) },
    ],
    legend: { available: t('award:picture.available'), expended: t('award:picture.expended') },
  };
}

function agencyAlt(a: AgencyView, name: Namer): string {
  return t('award:picture.agencyAlt', {
    seat: a.seat + 1,
    who: name(a.id),
    player: cardName(a.playerCard),
    cash: money(a.cash),
    accounts: t('award:picture.accountCount', { count: a.accounts.length }),
    awards: t('award:picture.awardCount', { count: a.awards.length }),
  });
}

/**
 * The whole table (public view only): the table's tile, then every agency in seat order, in as
 * many pictures as it takes (two columns of tiles, each picture at most Discord's box).
 */
export function tablePictures(v: AwardView, name: Namer): Picture[] {
  const table = tableTile(v, name);
  const title = v.phase === 'ended' ? t('award:picture.finalTitle', { turn: v.turn }) : t('award:picture.turn', { turn: v.turn, round: v.round });
  const agencies = [...v.agencies].sort((x, y) => x.seat - y.seat);
  const tiles = agencies.map((a) => agencyTile(a, v, name));
  const pages = tilePages([tableHeight(table), ...tiles.map(agencyHeight)], pilesHeight(table.piles));
  // Tile 0 is the table's own; tile k > 0 is agency k − 1.
  let start = 0;
  const parts = pages.map((count) => {
    const from = Math.max(0, start - 1);
    const to = start + count - 1;
    const first = start === 0;
    start += count;
    return {
      description: t('award:picture.tableAlt', { turn: v.turn, agencies: agencies.slice(from, to).map((a) => agencyAlt(a, name)).join('; ') }),
      scene: { kind: 'award-board' as const, title, ...(first ? { table } : {}), agencies: tiles.slice(from, to) },
    };
  });
  return pictureParts('table.png', parts);
}

// ---------------------------------------------------------------------------------------------
// The auction

/** The board's picture while an auction is open: the card with its printed terms, and every bid. */
export function auctionPicture(v: AwardView, name: Namer): Picture | null {
  const a = v.auction;
  if (!a) return null;
  const state = (b: (typeof a.bidders)[number]) => (b.status !== 'in' ? t('award:picture.out') : a.high === b.player ? t('award:picture.high') : t('award:picture.in'));
  return {
    name: 'auction.png',
    description: t('award:picture.auctionAlt', {
      card: cardName(a.card),
      kind: kindLabel(a.card),
      terms: cardDetail(a.card.id),
      high: a.high ? t('award:picture.highBidLower', { value: a.highValue ?? 0, who: name(a.high) }) : t('award:picture.noBidLower'),
    }),
    scene: {
      kind: 'award-auction',
      title: t('award:picture.auction', { card: cardName(a.card) }),
      subtitle: [t('award:picture.drawnBy', { who: name(a.drawer) }), ...(a.host ? [t('award:picture.hostedBy', { who: name(a.host) })] : [])].join(' · '),
      card: textCard(a.card),
      high: a.high ? t('award:picture.highBid', { value: a.highValue ?? 0, who: name(a.high) }) : t('award:picture.noBid'),
      bidders: a.bidders.map((b) => ({
        name: name(b.player),
        bid: b.bid,
        ...(b.bribes ? { bribes: t('award:picture.bribes', { count: b.bribes }) } : {}),
        value: isEmpty(b.bid) && !b.bribes ? null : b.value,
        state: state(b),
        ...(a.high === b.player ? { high: true } : {}),
        ...(b.status !== 'in' ? { out: true } : {}),
        ...(a.prompted === b.player ? { prompted: t('award:picture.toBid') } : {}),
        ...(b.status === 'in' && !b.eligible ? { note: t('award:picture.notEligible') } : {}),
      })),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Private pictures: the hand, the card being played

/** The hand as printed cards, numbered as in the text, in as many pictures as it takes (none for an empty hand). */
export function handPictures(v: AwardView): Picture[] {
  const hand = v.you?.hand ?? [];
  const cards = hand.map((c, i) => textCard(c, i + 1));
  let start = 0;
  const parts = cardPages(cards).map((p) => {
    const from = start;
    start += p.count;
    return {
      description: t('award:picture.handAlt', { cards: hand.slice(from, start).map((c, k) => `${from + k + 1}. ${cardName(c)} (${kindLabel(c)})`).join(', ') }),
      scene: { kind: 'award-cards' as const, title: t('award:picture.yourHand', { count: hand.length }), cards: cards.slice(from, start), columns: p.columns },
    };
  });
  return parts.length ? pictureParts('hand.png', parts) : [];
}

/** The card the play wizard is about to play (from its owner's hand). */
export function playingPicture(c: CardView): Picture {
  const card = textCard(c);
  return {
    name: 'playing.png',
    description: t('award:picture.playingAlt', { card: cardName(c), kind: kindLabel(c), text: cardDetail(c.id) }),
    scene: { kind: 'award-cards', title: t('award:picture.playing'), cards: [card], columns: cardPages([card])[0]?.columns ?? 2 },
  };
}
