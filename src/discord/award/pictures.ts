// The scenes of The Award Winning Game's pictures, built from the same view as the words beside
// them: a player's hand and agency (their own view), the card under auction with its bids and an
// agency's tableau (the public view). Card texts are the printed ones the text shows.
import type { AgencyView, AwardView, CardView } from '../../games/award/view-types.js';
import type { Picture, Section, TextCard } from '../../render/scene.js';
import type { Namer } from '../names.js';
import { cardDetail, cardName, kindLabel, money, tokens } from './text.js';

function textCard(c: CardView, extra: Partial<TextCard> = {}): TextCard {
  return { title: cardName(c), kind: kindLabel(c), body: cardDetail(c.id), ...extra };
}

/** An agency as sections: its Player card and tokens by state, creatives, Accounts with their allocations, Awards. */
export function agencySections(a: AgencyView): Section[] {
  const t = a.tokens;
  const sections: Section[] = [
    {
      heading: `Agency · ${cardName(a.playerCard)}`,
      rows: [
        { label: 'Cash', text: `${money(a.cash)} · ${a.employees} employee${a.employees === 1 ? '' : 's'}` },
        { label: 'Owned', tokens: t.owned },
        { label: 'Available', tokens: t.available },
        { label: 'Allocated', tokens: t.allocated },
        { label: 'Expended', tokens: t.expended },
      ],
      cards: [textCard(a.playerCard)],
    },
  ];
  if (a.creatives.length > 0) {
    sections.push({ heading: `Creatives (${a.creatives.length})`, cards: a.creatives.map((c) => textCard(c.card, { tokens: c.tokens, ...(c.salaryDue ? { foot: 'salary due' } : {}) })) });
  }
  if (a.accounts.length > 0) {
    sections.push({
      heading: `Accounts (${a.accounts.length})`,
      cards: a.accounts.map((h) => textCard(h.card, { tokens: h.allocated, foot: h.understaffed ? `of ${tokens(h.upkeep)}: under-staffed` : 'allocated', ...(h.understaffed ? { warn: true } : {}) })),
    });
  }
  if (a.awards.length > 0) sections.push({ heading: `Awards (${a.awards.length})`, cards: a.awards.map((c) => textCard(c)) });
  return sections;
}

/** The private panel's picture: the agency, then the hand numbered as in the text. */
export function handPicture(v: AwardView): Picture | null {
  const me = v.agencies.find((a) => a.id === v.viewer);
  const hand = v.you?.hand;
  if (!me || !hand) return null;
  return {
    name: 'agency.png',
    description: `Your agency (${cardName(me.playerCard)}, ${money(me.cash)}) and hand: ${hand.map((c, i) => `${i + 1}. ${cardName(c)} (${kindLabel(c)})`).join(', ') || 'empty'}`,
    scene: {
      kind: 'texts',
      title: 'Your agency and hand',
      sections: [...agencySections(me), { heading: `Hand (${hand.length})`, cards: hand.map((c, i) => textCard(c, { index: i + 1 })), ...(hand.length === 0 ? { lines: ['(empty)'] } : {}) }],
    },
  };
}

/** The board's picture while an auction is open: the card with its Req, Bonus and upkeep, and every bid. */
export function auctionPicture(v: AwardView, name: Namer): Picture | null {
  const a = v.auction;
  if (!a) return null;
  return {
    name: 'auction.png',
    description: `Auction: ${cardName(a.card)} (${kindLabel(a.card)}) — ${cardDetail(a.card.id)}; ${a.high ? `high bid ${a.highValue ?? 0} by ${name(a.high)}` : 'no bid yet'}`,
    scene: {
      kind: 'texts',
      title: `Auction: ${cardName(a.card)}`,
      sections: [
        { heading: 'Under auction', cards: [textCard(a.card)] },
        {
          heading: a.high ? `High bid ${a.highValue ?? 0} by ${name(a.high)}` : 'No bid yet',
          rows: a.bidders.map((b) => ({
            label: name(b.player),
            tokens: b.bid,
            text: `${b.bribes ? `+ ${b.bribes} bribe${b.bribes > 1 ? 's' : ''} ` : ''}${b.value !== null ? `→ ${b.value} ` : ''}${b.status === 'in' ? (a.high === b.player ? '· high' : '· in') : '· out'}${a.prompted === b.player ? ' · to bid' : ''}`,
          })),
        },
      ],
    },
  };
}

/** The end's picture: the winner's tableau (public: their agency as everyone sees it). */
export function tableauPicture(v: AwardView, name: Namer): Picture | null {
  const winner = v.result?.winners[0];
  const a = winner ? v.agencies.find((x) => x.id === winner) : undefined;
  if (!a || !winner) return null;
  return {
    name: 'winner.png',
    description: `The winner's tableau: ${name(winner)} with ${a.awards.length} Award${a.awards.length === 1 ? '' : 's'} (${a.awards.map((c) => cardName(c)).join(', ')}), ${a.accounts.length} Accounts, ${money(a.cash)}`,
    scene: { kind: 'texts', title: `The winner: ${name(winner)}`, sections: agencySections(a) },
  };
}
