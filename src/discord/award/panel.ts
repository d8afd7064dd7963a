// The Award Winning Game's private messages, built only from the viewer's own view and sent only
// as ephemeral replies to that viewer: the panel (hand, agency, orders and every action allowed
// now), the end-of-turn cut, the play wizard, the bid builder, the forced-payment chooser and the
// details of a trade offer.
import type { APIEmbed, APISelectMenuOption } from 'discord.js';
import type { RuleError } from '../../engine/game.js';
import { affordableBribes, bidError, seatFromView, typeRanges, valueAfter } from '../../games/award/bid.js';
import type { CardId } from '../../games/award/cards.js';
import { SKILLS, sub, type Tokens } from '../../games/award/tokens.js';
import { HAND_LIMIT, LEARN_COST } from '../../games/award/types.js';
import type { AwardView, CardView } from '../../games/award/view-types.js';
import { t } from '../../i18n/index.js';
import type { GameInfo } from '../../service/types.js';
import { button, ButtonStyle, LIMITS, row, timestamp, truncate } from '../format.js';
import type { Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { AWARD_COLOR, keys, type BidChoice, type Wizard } from './ids.js';
import { agencyLines, phaseText, select, turnClock } from './render.js';
import { privateLine } from './log-lines.js';
import { ruleErrorText } from './rule-errors.js';
import { cardDetail, cardLine, cardName, kindLabel, money, pendingText, SKILL_NAME, skillName, tokens } from './text.js';
import { showing } from '../pictures.js';
import { handPictures, playingPicture } from './pictures.js';
import { panelStamp } from '../../games/award/stamp.js';


const PRIVATE_TYPES = new Set(['dealt', 'assetDrawn', 'cardsPassed', 'tradeOffered', 'tradeExecuted']);

/** The newest lines of the viewer's private log (what they drew, cards passed, trades). */
export function privateNotes(v: AwardView, name: Namer, count: number, after = -1): string[] {
  const me = v.viewer;
  if (!me || !v.you) return [];
  return v.you.log
    .filter((e) => e.n > after && PRIVATE_TYPES.has(e.type))
    .slice(-count)
    .map((e) => privateLine(e, me, name))
    .filter((l): l is string => l !== null);
}

function playable(c: CardView): boolean {
  return (c.kind === 'scandal' || c.kind === 'trump') && c.code !== 'T2';
}

function tradeLine(x: NonNullable<AwardView['you']>['trades'][number], name: Namer): string {
  const side = (cards: readonly CardView[], cash: number) => [...cards.map((c) => `**${cardName(c)}**`), ...(cash ? [money(cash)] : [])].join(', ') || t('award:trade.nothing');
  return t('award:trade.line', { id: x.id, from: name(x.from), give: side(x.giveCards, x.give.cash), to: name(x.to), get: side(x.getCards, x.get.cash) });
}

/** The private panel: hand with card texts, the agency, orders, and the actions allowed now. */
export function panel(game: GameInfo, v: AwardView, name: Namer): MessagePayload {
  const you = v.you;
  const stamp = panelStamp(v);
  const me = v.agencies.find((a) => a.id === v.viewer);
  if (!you || !me) return { content: t('award:panel.notPlaying'), embeds: [], components: [] };
  const g = game.id;
  const mine = v.active === me.id && v.phase !== 'ended';
  const action = mine && v.phase === 'action';
  const m1 = mine && v.step === 'M1';
  const p = v.pending;
  const status: string[] = [];
  if (v.phase === 'ended') status.push(t('award:panel.over'));
  else if (p && p.player === me.id) status.push(t('award:panel.waitsForYou', { what: pendingText(p, v.auction?.card ?? null, 'you'), due: timestamp(p.due, 'R') }));
  else if (p) status.push(t('award:panel.waitingFor', { who: name(p.player), what: pendingText(p, v.auction?.card ?? null, 'they') }));
  if (mine) status.push(t('award:panel.yourTurn', { phase: phaseText(v), clock: turnClock(v) }));
  if (v.auction) {
    const b = v.auction.bidders.find((x) => x.player === me.id);
    const where = b?.status === 'in' ? (v.auction.high === me.id ? t('award:panel.auctionHigh') : t('award:panel.auctionIn')) : t('award:panel.auctionOut');
    status.push(t('award:panel.auction', { card: cardName(v.auction.card), where }));
  }
  const orders = you.orders;
  const creativeName = (id: CardId) => cardName(id);
  const orderText = [
    orders.autoRefill ? t('award:panel.autoRefillOn') : t('award:panel.autoRefillOff'),
    orders.fire.length ? t('award:panel.fireAtM2', { cards: orders.fire.map(creativeName).join(', ') }) : '',
    orders.payOrder ? t('award:panel.payFirst', { cards: orders.payOrder.map(creativeName).join(', ') || t('award:panel.payOldest') }) : '',
  ].filter(Boolean);
  const hand = you.hand.map((c, i) => `${i + 1}. ${cardLine(c)}`);
  const notes = privateNotes(v, name, 5);
  const description = [
    ...status,
    '',
    ...agencyLines(me, name, false),
    '',
    you.hand.length > HAND_LIMIT ? t('award:panel.handOver', { count: you.hand.length, limit: HAND_LIMIT }) : t('award:panel.hand', { count: you.hand.length }),
    ...(hand.length ? hand : [t('award:panel.empty')]),
    '',
    t('award:panel.orders', { orders: orderText.join(' · '), autoPass: you.autoPass ? t('award:panel.on') : t('award:panel.off') }),
    ...(you.trades.length ? ['', t('award:panel.openTrades'), ...you.trades.map((x) => tradeLine(x, name))] : []),
    ...(action && !v.auction && v.options.trade ? [t('award:panel.tradeHint')] : []),
    ...(notes.length ? ['', t('award:panel.onlyYouSee'), ...notes] : []),
  ];
  const embed: APIEmbed = {
    title: t('award:panel.title', { seat: me.seat + 1, player: cardName(me.playerCard) }),
    description: truncate(description.join('\n'), LIMITS.description),
    color: AWARD_COLOR,
    footer: { text: t('award:panel.footer') },
  };

  const components: NonNullable<MessagePayload['components']> = [];
  const first = [];
  if (m1) first.push(button(keys.finishUpkeep.id(g, stamp), t('award:panel.finishUpkeep'), ButtonStyle.Primary, { emoji: '✅' }));
  if (mine && v.step === 'M2') first.push(button(keys.paySalaries.id(g, stamp), t('award:panel.paySalaries'), ButtonStyle.Primary, { emoji: '💸' }));
  if (action) {
    first.push(button(keys.draw.id(g, stamp), t('award:panel.draw'), ButtonStyle.Primary, { emoji: '🃏', disabled: v.drew }));
    first.push(button(keys.reveal.id(g, stamp), t('award:panel.reveal'), ButtonStyle.Primary, { emoji: '🂠', disabled: !v.drew || v.revealed }));
    const canEnd = v.drew && v.revealed && !v.auction && p?.kind === 'turn';
    first.push(button(keys.endTurn.id(g, stamp), t('award:panel.endTurn'), ButtonStyle.Success, { emoji: '⏹️', disabled: !canEnd }));
  }
  first.push(button(keys.hand.id(g), t('award:panel.refresh'), ButtonStyle.Secondary, { emoji: '🔄' }));
  components.push(row(...first));

  const plays = you.hand.filter(playable);
  if (plays.length && v.phase !== 'ended') {
    components.push(row(select(keys.playWizard.id(g, stamp), t('award:panel.playMenu'), plays.map((c) => ({ label: cardName(c), value: c.id, description: cardDetail(c.id) })))));
  }
  const hireWindow = action || m1;
  const cardOptions: APISelectMenuOption[] = [];
  if (hireWindow) for (const c of you.hand.filter((x) => x.kind === 'creative')) cardOptions.push({ label: t('award:panel.hireOption', { card: cardName(c), fee: money(1) }), value: `hire.${c.id}`, description: cardDetail(c.id) });
  if (mine) for (const c of you.hand) cardOptions.push({ label: t('award:panel.sellOption', { card: cardName(c), money: money(1) }), value: `sell.${c.id}`, description: kindLabel(c) });
  if (cardOptions.length) components.push(row(select(keys.hireOrSell.id(g, stamp), t('award:panel.hireOrSell'), cardOptions)));

  const settings = [];
  if (hireWindow && me.cash >= LEARN_COST) for (const s of SKILLS) settings.push(button(keys.learn.id(g, stamp, s), t('award:panel.learn', { skill: s, cost: money(LEARN_COST) }), ButtonStyle.Secondary, { emoji: '📚' }));
  settings.push(button(keys.autoPass.id(g, stamp, !you.autoPass), you.autoPass ? t('award:panel.autoPassOn') : t('award:panel.autoPassOff'), ButtonStyle.Secondary));
  settings.push(button(keys.autoRefill.id(g, stamp, !orders.autoRefill), orders.autoRefill ? t('award:panel.autoRefillButtonOn') : t('award:panel.autoRefillButtonOff'), ButtonStyle.Secondary));
  components.push(row(...settings));

  const more: APISelectMenuOption[] = [];
  const bidder = v.auction?.bidders.find((b) => b.player === me.id);
  if (bidder?.status === 'in' && v.auction?.high !== me.id) more.push({ label: t('award:panel.withdraw'), value: 'withdraw', description: t('award:panel.withdrawDescription') });
  if (mine) for (const h of me.accounts.filter((x) => x.understaffed)) more.push({ label: t('award:panel.refill', { card: cardName(h.card) }), value: `refill.${h.card.id}`, description: t('award:panel.needs', { tokens: tokens(sub(h.upkeep, h.allocated)) }) });
  if (action) for (const h of me.accounts) more.push({ label: t('award:panel.drop', { card: cardName(h.card) }), value: `drop.${h.card.id}`, description: t('award:panel.frees', { tokens: tokens(h.allocated) }) });
  for (const x of you.trades) {
    if (x.to === me.id) {
      more.push({ label: t('award:panel.acceptTrade', { id: x.id }), value: `tacc.${x.id}` });
      more.push({ label: t('award:panel.declineTrade', { id: x.id }), value: `tdec.${x.id}` });
    } else more.push({ label: t('award:panel.withdrawTrade', { id: x.id }), value: `twd.${x.id}` });
  }
  const m2 = mine && v.step === 'M2';
  if (m2) for (const c of me.creatives) more.push({ label: t('award:panel.fireNow', { card: cardName(c.card) }), value: `m2fire.${c.card.id}`, description: tokens(c.tokens) });
  for (const c of m2 ? [] : me.creatives) {
    const firing = orders.fire.includes(c.card.id);
    more.push({ label: firing ? t('award:panel.keep', { card: cardName(c.card) }) : t('award:panel.fireLater', { card: cardName(c.card) }), value: `${firing ? 'keep' : 'fire'}.${c.card.id}`, description: t('award:panel.standingOrder') });
  }
  if (more.length && v.phase !== 'ended') components.push(row(select(keys.moreActions.id(g, stamp), t('award:panel.more'), more)));
  return showing({ content: '', embeds: [embed], components: components.slice(0, LIMITS.rows), allowedMentions: { parse: [] } }, handPictures(v));
}

/** End of turn above the hand limit (R17): choose the cards to sell, or to discard. */
export function cutPanel(game: GameInfo, v: AwardView): MessagePayload {
  const stamp = panelStamp(v);
  const hand = v.you?.hand ?? [];
  const excess = hand.length - HAND_LIMIT;
  const options = hand.map((c) => ({ label: cardName(c), value: c.id, description: kindLabel(c) }));
  return {
    content: t('award:cut.text', { held: hand.length, limit: HAND_LIMIT, count: excess, money: money(1) }),
    embeds: [],
    components: [
      row(select(keys.endWithCut.id(game.id, stamp, 'sell'), t('award:cut.sell', { count: excess, money: money(1) }), options, { min: excess, max: excess })),
      row(select(keys.endWithCut.id(game.id, stamp, 'discard'), t('award:cut.discard', { count: excess }), options, { min: excess, max: excess })),
      row(button(keys.hand.id(game.id), t('award:panel.back'), ButtonStyle.Secondary, { emoji: '↩️' })),
    ],
    allowedMentions: { parse: [] },
  };
}

/** What a card needs chosen before it can be played (R62: every choice is in the command). */
export function playNeeds(code: string): { target: boolean; extra: 'account' | 'creative' | 'discardName' | 'skill' | 'tokens' | null } {
  switch (code) {
    case 'S1':
    case 'S2':
    case 'S4':
    case 'S6':
    case 'S7':
    case 'S8':
      return { target: true, extra: null };
    case 'S3':
      return { target: true, extra: 'creative' };
    case 'S5':
      return { target: true, extra: 'account' };
    case 'T4':
      return { target: false, extra: 'tokens' };
    case 'T5':
      return { target: false, extra: 'skill' };
    case 'T8':
      return { target: false, extra: 'discardName' };
    default:
      return { target: false, extra: null };
  }
}

/** "A1.D2" ↔ tokens, as the wizard carries them. */
export function tokensArg(t: Tokens): string {
  return SKILLS.filter((s) => t[s] > 0).map((s) => `${s}${t[s]}`).join('.');
}

/** The play wizard: the card, then its target and choice, then "Play it"; `text` names agencies as text (names.ts textNames: escaped). */
export function playWizard(game: GameInfo, v: AwardView, w: Wizard, text: Namer): MessagePayload {
  const stamp = panelStamp(v);
  const c = v.you?.hand.find((x) => x.id === w.card);
  const me = v.agencies.find((a) => a.id === v.viewer);
  if (!c || !me) return { content: t('award:wizard.gone'), embeds: [], components: [row(button(keys.hand.id(game.id), t('award:panel.back'), ButtonStyle.Secondary))] };
  const needs = playNeeds(c.code);
  const g = game.id;
  const components: NonNullable<MessagePayload['components']> = [];
  const active = v.agencies.filter((a) => a.status === 'active');
  if (needs.target) {
    let targets = active;
    if (c.code === 'S4') targets = active.filter((a) => a.id !== me.id && v.auction?.bidders.some((b) => b.player === a.id && b.status === 'in'));
    if (c.code === 'S3') targets = active.filter((a) => a.id !== me.id && a.creatives.length > 0);
    if (c.code === 'S5') targets = active.filter((a) => a.accounts.length > 0);
    const options = targets.map((a) => ({ label: t('award:wizard.targetOption', { who: a.id === me.id ? t('award:wizard.yourselfLabel') : text(a.id), seat: a.seat + 1, player: cardName(a.playerCard) }), value: a.id, default: a.id === w.target }));
    if (options.length) components.push(row(select(keys.playStep.id(g, stamp, w, 't'), t('award:wizard.target'), options)));
  }
  const target = v.agencies.find((a) => a.id === w.target);
  let extra: APISelectMenuOption[] = [];
  let extraPlaceholder = '';
  let maxExtra = 1;
  if (needs.extra === 'creative' && target) {
    extra = target.creatives.map((x) => ({ label: cardName(x.card), value: x.card.id, description: tokens(x.tokens), default: x.card.id === w.extra }));
    extraPlaceholder = t('award:wizard.whichCreative');
  } else if (needs.extra === 'account' && target) {
    extra = target.accounts.map((h) => ({ label: cardName(h.card), value: h.card.id, description: t('award:wizard.accountDescription', { income: money(h.income), tokens: tokens(h.allocated) }), default: h.card.id === w.extra }));
    extraPlaceholder = t('award:wizard.whichAccount');
  } else if (needs.extra === 'discardName') {
    extra = [...new Map(v.assetDiscard.filter((x) => x.kind === 'creative').map((x) => [x.id, x])).values()].map((x) => ({ label: cardName(x), value: x.id, description: cardDetail(x.id), default: x.id === w.extra }));
    extraPlaceholder = t('award:wizard.whichName');
  } else if (needs.extra === 'skill') {
    extra = SKILLS.map((s) => ({ label: SKILL_NAME[s], value: s, default: s === w.extra }));
    extraPlaceholder = t('award:wizard.whichSkill');
  } else if (needs.extra === 'tokens') {
    const renewable = sub(me.tokens.expended, me.tokens.committed);
    for (const s of SKILLS) for (let i = 1; i <= Math.min(3, renewable[s]); i++) extra.push({ label: t('award:wizard.tokenOption', { skill: SKILL_NAME[s], i }), value: `${s}${i}` });
    const chosen = parseTokensArg(w.extra);
    extra = extra.map((o) => ({ ...o, default: SKILLS.some((s) => o.value.startsWith(s) && Number(o.value.slice(1)) <= chosen[s]) }));
    extraPlaceholder = t('award:wizard.whichTokens');
    maxExtra = Math.min(3, extra.length);
  }
  if (extra.length) components.push(row(select(keys.playStep.id(g, stamp, w, 'x'), extraPlaceholder, extra, { min: 1, max: maxExtra })));
  const ready = (!needs.target || w.target !== '') && (needs.extra === null || w.extra !== '');
  components.push(
    row(
      button(keys.playConfirm.id(g, stamp, w), t('award:wizard.play', { card: cardName(c) }), ButtonStyle.Success, { emoji: '🎴', disabled: !ready }),
      button(keys.hand.id(g), t('award:panel.back'), ButtonStyle.Secondary, { emoji: '↩️' }),
    ),
  );
  const chosen = [
    w.target ? t('award:wizard.chosenTarget', { who: w.target === me.id ? t('award:wizard.yourself') : text(w.target) }) : '',
    w.extra ? t('award:wizard.chosenExtra', { choice: extraLabel(w.extra, needs.extra) }) : '',
  ].filter(Boolean);
  const empty = (needs.target && components.length === 1) || (needs.extra !== null && needs.target && target && extra.length === 0);
  // The card being played, as printed (the words above say the same).
  return showing({
    content: [cardLine(c), ...(chosen.length ? [t('award:wizard.chosen', { choices: chosen.join(' · ') })] : []), ...(empty ? [t('award:wizard.nothing')] : [])].join('\n'),
    embeds: [{ color: AWARD_COLOR }],
    components,
    allowedMentions: { parse: [] },
  }, [playingPicture(c)]);
}

function extraLabel(extra: string, kind: ReturnType<typeof playNeeds>['extra']): string {
  if (kind === 'skill') return skillName(extra);
  if (kind === 'tokens') return tokens(parseTokensArg(extra));
  return cardName(extra);
}

/** "A1.D2" → tokens (unknown parts ignored). */
export function parseTokensArg(text: string): Tokens {
  const t = { A: 0, D: 0, T: 0 };
  for (const part of text.split('.')) {
    const skill = SKILLS.find((s) => part.startsWith(s));
    if (skill && /^[ADT]\d{1,2}$/.test(part)) t[skill] = Number(part.slice(1));
  }
  return t;
}

/** Holds a number inside [min, max]. */
const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

/**
 * The private bid builder. It offers only what a bid may hold (bid.ts, the engine's own rules):
 * Req types that are not Bonus types at exactly Req in an opening bid, Bonus types from Req (or 0)
 * up to what is free beside an Account's upkeep, bribes only on Awards and only as many as cards
 * and cash allow. "Place bid" is enabled only for a bid the engine will accept; otherwise the
 * builder says which rule it breaks.
 */
export function bidBuilder(game: GameInfo, v: AwardView, wait: number, c: BidChoice): MessagePayload {
  const me = v.viewer;
  const seat = me ? seatFromView(v, me) : null;
  const a = v.auction;
  if (!me || !seat || !a) return { content: t('award:bid.notIn'), embeds: [], components: [] };
  const ranges = typeRanges(seat);
  // The choice, held to what a bid may contain (an outdated or forged id cannot widen it).
  const x = { A: 0, D: 0, T: 0 };
  for (const r of ranges) x[r.skill] = clamp(c[r.skill], r.min, r.max);
  const b = clamp(c.b, 0, affordableBribes(seat));
  const choice: BidChoice = { ...x, b };
  const bribes = seat.bribeCards.slice(0, b);
  const eligible = a.bidders.find((x2) => x2.player === me)?.eligible ?? false;
  const error: RuleError | null = !eligible
    ? { code: 'NOT_ELIGIBLE', params: { card: a.card.id } }
    : ranges.length === 0
      ? { code: seat.def.kind === 'account' ? 'UPKEEP_NOT_FREE' : 'REQ_NOT_MET', params: { card: a.card.id } }
      : bidError(seat, x, bribes);
  const value = valueAfter(seat, x, b);
  const components: NonNullable<MessagePayload['components']> = [];
  const fixed: string[] = [];
  for (const r of ranges) {
    if (r.max === r.min) {
      // Held at Req: either the type is no Bonus type (R70 b, c), or it is one and nothing of it is free to add.
      if (r.min > 0) fixed.push(t(r.bonus ? 'award:bid.fixedAll' : 'award:bid.fixed', { skill: SKILL_NAME[r.skill], n: r.min }));
      continue;
    }
    const top = Math.min(r.max, r.min + LIMITS.selectOptions - 1);
    const options = Array.from({ length: top - r.min + 1 }, (_, i) => r.min + i).map((n) => ({
      label: r.min > 0 ? t('award:bid.countReq', { n, skill: SKILL_NAME[r.skill], req: r.min }) : t('award:bid.count', { n, skill: SKILL_NAME[r.skill] }),
      value: String(n),
      default: n === x[r.skill],
    }));
    components.push(row(select(keys.bidAdjust.id(game.id, wait, choice, r.skill), t('award:bid.toAdd', { skill: SKILL_NAME[r.skill] }), options)));
  }
  const maxBribes = affordableBribes(seat);
  if (maxBribes > 0 && components.length < 4) {
    const options = Array.from({ length: maxBribes + 1 }, (_, n) => ({ label: t('award:bid.bribeOption', { count: n, card: cardName('T2a'), cost: money(2) }), value: String(n), default: n === b }));
    components.push(row(select(keys.bidAdjust.id(game.id, wait, choice, 'b'), t('award:bid.bribesToAdd'), options)));
  }
  const what = `${tokens(x)}${b ? t('award:note.bribes', { count: b }) : ''}`;
  components.push(
    row(
      button(keys.placeBid.id(game.id, wait, choice), t('award:bid.place', { bid: what, value }), ButtonStyle.Success, { emoji: '🙋', disabled: error !== null }),
      button(keys.pass.id(game.id, wait), t('award:bid.pass'), ButtonStyle.Danger, { emoji: '🚫' }),
    ),
  );
  const opening = seat.standing.A + seat.standing.D + seat.standing.T === 0;
  const verdict = error
    ? t('award:bid.illegal', { why: ruleErrorText(error) })
    : seat.high === null
      ? t('award:bid.legalOpens', { value })
      : t('award:bid.legalBeats', { value, high: seat.high });
  const lines = [
    cardLine(a.card),
    t('award:bid.standing', {
      standing: `${tokens(seat.standing)}${seat.bribes ? t('award:note.bribes', { count: seat.bribes }) : ''}`,
      high: seat.high === null ? t('award:bid.none') : `**${seat.high}**`,
      available: tokens(seat.available),
      upkeep: seat.def.kind === 'account' ? t('award:bid.upkeepFree', { tokens: tokens(seat.def.upkeep) }) : '',
    }),
    opening ? t('award:bid.opening', { req: tokens(seat.def.req), bonus: seat.def.bonus.join('/') }) : t('award:bid.raise', { bonus: seat.def.bonus.join('/') }),
    ...fixed,
    t('award:bid.thisBid', { bid: what, value }),
    verdict,
  ];
  return { content: t('award:panel.onlyYou'), embeds: [{ title: t('award:bid.title', { card: cardName(a.card) }), description: lines.join('\n'), color: AWARD_COLOR }], components, allowedMentions: { parse: [] } };
}

/** The private chooser of a forced payment (R21): which hand cards to sell. */
export function forcedChooser(game: GameInfo, v: AwardView, wait: number): MessagePayload {
  const hand = v.you?.hand ?? [];
  const owed = v.pending?.owed ?? 1;
  const max = Math.max(1, Math.min(owed, hand.length));
  return {
    content: t('award:forced.text', { owed: money(owed), count: max, money: money(1) }),
    embeds: [],
    components: hand.length ? [row(select(keys.answer.id(game.id, wait, 'sell'), t('award:forced.sell'), hand.map((c) => ({ label: cardName(c), value: c.id, description: kindLabel(c) })), { min: 1, max }))] : [],
    allowedMentions: { parse: [] },
  };
}

/** The private view of one trade offer, with its buttons. */
export function tradeDetail(game: GameInfo, v: AwardView, tradeId: number, name: Namer): MessagePayload {
  const x = v.you?.trades.find((o) => o.id === tradeId);
  if (!x) return { content: t('award:trade.gone'), embeds: [], components: [] };
  const mine = x.to === v.viewer;
  return {
    content: t('award:panel.onlyYou'),
    embeds: [{ title: t('award:trade.title', { id: x.id }), description: tradeLine(x, name), color: AWARD_COLOR }],
    components: [
      mine
        ? row(button(keys.tradeAccept.id(game.id, x.id), t('award:trade.accept'), ButtonStyle.Success, { emoji: '✅' }), button(keys.tradeDecline.id(game.id, x.id), t('award:trade.decline'), ButtonStyle.Danger, { emoji: '✖️' }))
        : row(button(keys.tradeWithdraw.id(game.id, x.id), t('award:trade.withdraw'), ButtonStyle.Danger, { emoji: '↩️' })),
    ],
    allowedMentions: { parse: [] },
  };
}