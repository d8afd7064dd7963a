// The scenes of The Award Winning Game's pictures, built from the same view as the words beside
// them: a player's hand and agency (their own view), the card under auction with its bids and an
// agency's tableau (the public view). Card texts are the printed ones the text shows.
import type { AgencyView, AwardView, CardView } from '../../games/award/view-types.js';
import type { Picture, Section, TextCard } from '../../render/scene.js';
import { t } from '../../i18n/index.js';
import type { Namer } from '../names.js';
import { cardDetail, cardName, kindLabel, money, tokens } from './text.js';

function textCard(c: CardView, extra: Partial<TextCard> = {}): TextCard {
  return { title: cardName(c), kind: kindLabel(c), body: cardDetail(c.id), ...extra };
}

/** An agency as sections: its Player card and tokens by state, creatives, Accounts with their allocations, Awards. */
export function agencySections(a: AgencyView): Section[] {
  const x = a.tokens;
  const sections: Section[] = [
    {
      heading: t('award:picture.agency', { player: cardName(a.playerCard) }),
      rows: [
        { label: t('award:picture.cash'), text: `${money(a.cash)} · ${t('award:picture.employees', { count: a.employees })}` },
        { label: t('award:picture.owned'), tokens: x.owned },
        { label: t('award:picture.available'), tokens: x.available },
        { label: t('award:picture.allocated'), tokens: x.allocated },
        { label: t('award:picture.expended'), tokens: x.expended },
      ],
      cards: [textCard(a.playerCard)],
    },
  ];
  if (a.creatives.length > 0) {
    sections.push({ heading: t('award:picture.creatives', { n: a.creatives.length }), cards: a.creatives.map((c) => textCard(c.card, { tokens: c.tokens, ...(c.salaryDue ? { foot: t('award:picture.salaryDue') } : {}) })) });
  }
  if (a.accounts.length > 0) {
    sections.push({
      heading: t('award:picture.accounts', { n: a.accounts.length }),
      cards: a.accounts.map((h) => textCard(h.card, { tokens: h.allocated, foot: h.understaffed ? t('award:picture.understaffed', { upkeep: tokens(h.upkeep) }) : t('award:picture.allocatedFoot'), ...(h.understaffed ? { warn: true } : {}) })),
    });
  }
  if (a.awards.length > 0) sections.push({ heading: t('award:picture.awards', { n: a.awards.length }), cards: a.awards.map((c) => textCard(c)) });
  return sections;
}

/** The private panel's picture: the agency, then the hand numbered as in the text. */
export function handPicture(v: AwardView): Picture | null {
  const me = v.agencies.find((a) => a.id === v.viewer);
  const hand = v.you?.hand;
  if (!me || !hand) return null;
  return {
    name: 'agency.png',
    description: t('award:picture.handAlt', { player: cardName(me.playerCard), cash: money(me.cash), hand: hand.map((c, i) => `${i + 1}. ${cardName(c)} (${kindLabel(c)})`).join(', ') || t('award:picture.emptyHand') }),
    scene: {
      kind: 'texts',
      title: t('award:picture.handTitle'),
      sections: [...agencySections(me), { heading: t('award:picture.hand', { n: hand.length }), cards: hand.map((c, i) => textCard(c, { index: i + 1 })), ...(hand.length === 0 ? { lines: [t('award:panel.empty')] } : {}) }],
    },
  };
}

/** The board's picture while an auction is open: the card with its Req, Bonus and upkeep, and every bid. */
export function auctionPicture(v: AwardView, name: Namer): Picture | null {
  const a = v.auction;
  if (!a) return null;
  return {
    name: 'auction.png',
    description: t('award:picture.auctionAlt', {
      card: cardName(a.card),
      kind: kindLabel(a.card),
      terms: cardDetail(a.card.id),
      high: a.high ? t('award:picture.highBidLower', { value: a.highValue ?? 0, who: name(a.high) }) : t('award:picture.noBidLower'),
    }),
    scene: {
      kind: 'texts',
      title: t('award:picture.auction', { card: cardName(a.card) }),
      sections: [
        { heading: t('award:picture.underAuction'), cards: [textCard(a.card)] },
        {
          heading: a.high ? t('award:picture.highBid', { value: a.highValue ?? 0, who: name(a.high) }) : t('award:picture.noBid'),
          rows: a.bidders.map((b) => ({
            label: name(b.player),
            tokens: b.bid,
            text: [
              ...(b.bribes ? [t('award:picture.bribes', { count: b.bribes })] : []),
              ...(b.value !== null ? [`→ ${b.value}`] : []),
              `· ${b.status === 'in' ? (a.high === b.player ? t('award:picture.high') : t('award:picture.in')) : t('award:picture.out')}${a.prompted === b.player ? ` · ${t('award:picture.toBid')}` : ''}`,
            ].join(' '),
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
    description: t('award:picture.winnerAlt', {
      who: name(winner),
      awards: t('award:end.awards', { count: a.awards.length, cards: a.awards.map((c) => cardName(c)).join(', ') }),
      accounts: t('award:picture.accountCount', { count: a.accounts.length }),
      cash: money(a.cash),
    }),
    scene: { kind: 'texts', title: t('award:picture.winner', { who: name(winner) }), sections: agencySections(a) },
  };
}
