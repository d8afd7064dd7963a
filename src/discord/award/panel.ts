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
import type { GameInfo } from '../../service/types.js';
import { button, ButtonStyle, LIMITS, row, timestamp, truncate } from '../format.js';
import type { Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { AWARD_COLOR, keys, type BidChoice, type Wizard } from './ids.js';
import { agencyLines, phaseText, select, turnClock } from './render.js';
import { privateLine } from './log-lines.js';
import { ruleErrorText } from './rule-errors.js';
import { cardDetail, cardLine, cardName, kindLabel, money, pendingText, SKILL_NAME, skillName, tokens } from './text.js';
import { handPicture } from './pictures.js';


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

function tradeLine(t: NonNullable<AwardView['you']>['trades'][number], name: Namer): string {
  const side = (cards: readonly CardView[], cash: number) => [...cards.map((c) => `**${cardName(c)}**`), ...(cash ? [money(cash)] : [])].join(', ') || 'nothing';
  return `#${t.id}: ${name(t.from)} gives ${side(t.giveCards, t.give.cash)} to ${name(t.to)} for ${side(t.getCards, t.get.cash)}`;
}

/** The private panel: hand with card texts, the agency, orders, and the actions allowed now. */
export function panel(game: GameInfo, version: number, v: AwardView, name: Namer): MessagePayload {
  const you = v.you;
  const me = v.agencies.find((a) => a.id === v.viewer);
  if (!you || !me) return { content: 'You are not playing in this game.', embeds: [], components: [] };
  const g = game.id;
  const mine = v.active === me.id && v.phase !== 'ended';
  const action = mine && v.phase === 'action';
  const m1 = mine && v.step === 'M1';
  const p = v.pending;
  const status: string[] = [];
  if (v.phase === 'ended') status.push('🏁 The game is over.');
  else if (p && p.player === me.id) status.push(`⏳ **The game waits for you** ${pendingText(p, v.auction?.card ?? null, 'you')} — ${timestamp(p.due, 'R')}.`);
  else if (p) status.push(`⏳ Waiting for ${name(p.player)} ${pendingText(p, v.auction?.card ?? null, 'they')}.`);
  if (mine) status.push(`▶️ Your turn — ${phaseText(v)} · ${turnClock(v)}`);
  if (v.auction) {
    const b = v.auction.bidders.find((x) => x.player === me.id);
    status.push(`🔨 Auction: **${cardName(v.auction.card)}** — you are ${b?.status === 'in' ? (v.auction.high === me.id ? '**high bidder**' : '**in**') : 'out'}.`);
  }
  const orders = you.orders;
  const creativeName = (id: CardId) => cardName(id);
  const orderText = [
    `auto-refill ${orders.autoRefill ? '**on**' : 'off'}`,
    orders.fire.length ? `fire at next M2: ${orders.fire.map(creativeName).join(', ')}` : '',
    orders.payOrder ? `pay first: ${orders.payOrder.map(creativeName).join(', ') || '(oldest first, fire the unpaid)'}` : '',
  ].filter(Boolean);
  const hand = you.hand.map((c, i) => `${i + 1}. ${cardLine(c)}`);
  const notes = privateNotes(v, name, 5);
  const description = [
    ...status,
    '',
    ...agencyLines(me, name, false),
    '',
    `**Hand (${you.hand.length}${you.hand.length > HAND_LIMIT ? `, above the limit of ${HAND_LIMIT}` : ''}):**`,
    ...(hand.length ? hand : ['(empty)']),
    '',
    `**Standing orders (R10):** ${orderText.join(' · ')} · **Auto-pass (R73):** ${you.autoPass ? 'on' : 'off'}`,
    ...(you.trades.length ? ['', '**Open trade offers:**', ...you.trades.map((t) => tradeLine(t, name))] : []),
    ...(action && !v.auction && v.options.trade ? ['🔁 To offer a trade: `/award trade with:@player …` or `seat:` for an AI agency (cash and cards, R16).'] : []),
    ...(notes.length ? ['', '**Only you see:**', ...notes] : []),
  ];
  const embed: APIEmbed = {
    title: `🃏 Your agency — seat ${me.seat + 1} · ${cardName(me.playerCard)}`,
    description: truncate(description.join('\n'), LIMITS.description),
    color: AWARD_COLOR,
    footer: { text: 'Only you can see this. Any-time cards: the Play menu or /award play.' },
  };

  const components: NonNullable<MessagePayload['components']> = [];
  const first = [];
  if (m1) first.push(button(keys.finishUpkeep.id(g, version), 'Finish upkeep', ButtonStyle.Primary, { emoji: '✅' }));
  if (mine && v.step === 'M2') first.push(button(keys.paySalaries.id(g, version), 'Pay salaries', ButtonStyle.Primary, { emoji: '💸' }));
  if (action) {
    first.push(button(keys.draw.id(g, version), 'Draw', ButtonStyle.Primary, { emoji: '🃏', disabled: v.drew }));
    first.push(button(keys.reveal.id(g, version), 'Reveal', ButtonStyle.Primary, { emoji: '🂠', disabled: !v.drew || v.revealed }));
    const canEnd = v.drew && v.revealed && !v.auction && p?.kind === 'turn';
    first.push(button(keys.endTurn.id(g, version), 'End turn', ButtonStyle.Success, { emoji: '⏹️', disabled: !canEnd }));
  }
  first.push(button(keys.hand.id(g), 'Refresh', ButtonStyle.Secondary, { emoji: '🔄' }));
  components.push(row(...first));

  const plays = you.hand.filter(playable);
  if (plays.length && v.phase !== 'ended') {
    components.push(row(select(keys.playWizard.id(g, version), 'Play a card…', plays.map((c) => ({ label: cardName(c), value: c.id, description: cardDetail(c.id) })))));
  }
  const hireWindow = action || m1;
  const cardOptions: APISelectMenuOption[] = [];
  if (hireWindow) for (const c of you.hand.filter((x) => x.kind === 'creative')) cardOptions.push({ label: `Hire ${cardName(c)} ($1k fee)`, value: `hire.${c.id}`, description: cardDetail(c.id) });
  if (mine) for (const c of you.hand) cardOptions.push({ label: `Sell ${cardName(c)} (+$1k)`, value: `sell.${c.id}`, description: kindLabel(c) });
  if (cardOptions.length) components.push(row(select(keys.hireOrSell.id(g, version), 'Hire or sell a card…', cardOptions)));

  const settings = [];
  if (hireWindow && me.cash >= LEARN_COST) for (const s of SKILLS) settings.push(button(keys.learn.id(g, version, s), `Learn ${s} ($4k)`, ButtonStyle.Secondary, { emoji: '📚' }));
  settings.push(button(keys.autoPass.id(g, version, !you.autoPass), `Auto-pass: ${you.autoPass ? 'on' : 'off'}`, ButtonStyle.Secondary));
  settings.push(button(keys.autoRefill.id(g, version, !orders.autoRefill), `Auto-refill: ${orders.autoRefill ? 'on' : 'off'}`, ButtonStyle.Secondary));
  components.push(row(...settings));

  const more: APISelectMenuOption[] = [];
  const bidder = v.auction?.bidders.find((b) => b.player === me.id);
  if (bidder?.status === 'in' && v.auction?.high !== me.id) more.push({ label: 'Withdraw from the auction (R72)', value: 'withdraw', description: 'Out for good for this card' });
  if (mine) for (const h of me.accounts.filter((x) => x.understaffed)) more.push({ label: `Refill ${cardName(h.card)}`, value: `refill.${h.card.id}`, description: `needs ${tokens(sub(h.upkeep, h.allocated))}` });
  if (action) for (const h of me.accounts) more.push({ label: `Drop ${cardName(h.card)}`, value: `drop.${h.card.id}`, description: `frees ${tokens(h.allocated)} (R14)` });
  for (const t of you.trades) {
    if (t.to === me.id) {
      more.push({ label: `Accept trade #${t.id}`, value: `tacc.${t.id}` });
      more.push({ label: `Decline trade #${t.id}`, value: `tdec.${t.id}` });
    } else more.push({ label: `Withdraw trade offer #${t.id}`, value: `twd.${t.id}` });
  }
  const m2 = mine && v.step === 'M2';
  if (m2) for (const c of me.creatives) more.push({ label: `Fire ${cardName(c.card)} now and pay the rest (M2)`, value: `m2fire.${c.card.id}`, description: tokens(c.tokens) });
  for (const c of m2 ? [] : me.creatives) {
    const firing = orders.fire.includes(c.card.id);
    more.push({ label: firing ? `Keep ${cardName(c.card)} after all` : `Fire ${cardName(c.card)} at my next M2`, value: `${firing ? 'keep' : 'fire'}.${c.card.id}`, description: 'standing order (R10)' });
  }
  if (more.length && v.phase !== 'ended') components.push(row(select(keys.moreActions.id(g, version), 'More actions…', more)));
  const picture = handPicture(v);
  return {
    content: '',
    embeds: [picture ? { ...embed, image: { url: `attachment://${picture.name}` } } : embed],
    ...(picture ? { pictures: [picture] } : {}),
    components: components.slice(0, LIMITS.rows),
    allowedMentions: { parse: [] },
  };
}

/** End of turn above the hand limit (R17): choose the cards to sell, or to discard. */
export function cutPanel(game: GameInfo, version: number, v: AwardView): MessagePayload {
  const hand = v.you?.hand ?? [];
  const excess = hand.length - HAND_LIMIT;
  const options = hand.map((c) => ({ label: cardName(c), value: c.id, description: kindLabel(c) }));
  return {
    content: `You hold ${hand.length} cards; the limit at the end of your turn is ${HAND_LIMIT} (R17). Choose the **${excess}** to let go — sold for $1k each, or discarded. Your turn ends with that choice.`,
    embeds: [],
    components: [
      row(select(keys.endWithCut.id(game.id, version, 'sell'), `Sell ${excess} card(s) (+$1k each) and end the turn…`, options, { min: excess, max: excess })),
      row(select(keys.endWithCut.id(game.id, version, 'discard'), `Discard ${excess} card(s) and end the turn…`, options, { min: excess, max: excess })),
      row(button(keys.hand.id(game.id), 'Back', ButtonStyle.Secondary, { emoji: '↩️' })),
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

/** The play wizard: the card, then its target and choice, then "Play it". */
export function playWizard(game: GameInfo, version: number, v: AwardView, w: Wizard, plain: Namer): MessagePayload {
  const c = v.you?.hand.find((x) => x.id === w.card);
  const me = v.agencies.find((a) => a.id === v.viewer);
  if (!c || !me) return { content: 'That card is no longer in your hand.', embeds: [], components: [row(button(keys.hand.id(game.id), 'Back', ButtonStyle.Secondary))] };
  const needs = playNeeds(c.code);
  const g = game.id;
  const components: NonNullable<MessagePayload['components']> = [];
  const active = v.agencies.filter((a) => a.status === 'active');
  if (needs.target) {
    let targets = active;
    if (c.code === 'S4') targets = active.filter((a) => a.id !== me.id && v.auction?.bidders.some((b) => b.player === a.id && b.status === 'in'));
    if (c.code === 'S3') targets = active.filter((a) => a.id !== me.id && a.creatives.length > 0);
    if (c.code === 'S5') targets = active.filter((a) => a.accounts.length > 0);
    const options = targets.map((a) => ({ label: `${a.id === me.id ? 'Yourself' : plain(a.id)} — seat ${a.seat + 1} · ${cardName(a.playerCard)}`, value: a.id, default: a.id === w.target }));
    if (options.length) components.push(row(select(keys.playStep.id(g, version, w, 't'), 'Target…', options)));
  }
  const target = v.agencies.find((a) => a.id === w.target);
  let extra: APISelectMenuOption[] = [];
  let extraPlaceholder = '';
  let maxExtra = 1;
  if (needs.extra === 'creative' && target) {
    extra = target.creatives.map((x) => ({ label: cardName(x.card), value: x.card.id, description: tokens(x.tokens), default: x.card.id === w.extra }));
    extraPlaceholder = 'Which creative…';
  } else if (needs.extra === 'account' && target) {
    extra = target.accounts.map((h) => ({ label: cardName(h.card), value: h.card.id, description: `${money(h.income)}/turn · allocated ${tokens(h.allocated)}`, default: h.card.id === w.extra }));
    extraPlaceholder = 'Which Account…';
  } else if (needs.extra === 'discardName') {
    extra = [...new Map(v.assetDiscard.filter((x) => x.kind === 'creative').map((x) => [x.id, x])).values()].map((x) => ({ label: cardName(x), value: x.id, description: cardDetail(x.id), default: x.id === w.extra }));
    extraPlaceholder = 'Which Name Card…';
  } else if (needs.extra === 'skill') {
    extra = SKILLS.map((s) => ({ label: SKILL_NAME[s], value: s, default: s === w.extra }));
    extraPlaceholder = 'Which token type…';
  } else if (needs.extra === 'tokens') {
    const renewable = sub(me.tokens.expended, me.tokens.committed);
    for (const s of SKILLS) for (let i = 1; i <= Math.min(3, renewable[s]); i++) extra.push({ label: `${SKILL_NAME[s]} #${i}`, value: `${s}${i}` });
    const chosen = parseTokensArg(w.extra);
    extra = extra.map((o) => ({ ...o, default: SKILLS.some((s) => o.value.startsWith(s) && Number(o.value.slice(1)) <= chosen[s]) }));
    extraPlaceholder = 'Which expended tokens to renew (up to 3)…';
    maxExtra = Math.min(3, extra.length);
  }
  if (extra.length) components.push(row(select(keys.playStep.id(g, version, w, 'x'), extraPlaceholder, extra, { min: 1, max: maxExtra })));
  const ready = (!needs.target || w.target !== '') && (needs.extra === null || w.extra !== '');
  components.push(
    row(
      button(keys.playConfirm.id(g, version, w), `Play ${cardName(c)}`, ButtonStyle.Success, { emoji: '🎴', disabled: !ready }),
      button(keys.hand.id(g), 'Back', ButtonStyle.Secondary, { emoji: '↩️' }),
    ),
  );
  const chosen = [w.target ? `target: ${w.target === me.id ? 'yourself' : plain(w.target)}` : '', w.extra ? `choice: ${extraLabel(w.extra, needs.extra)}` : ''].filter(Boolean);
  const empty = (needs.target && components.length === 1) || (needs.extra !== null && needs.target && target && extra.length === 0);
  return {
    content: `${cardLine(c)}${chosen.length ? `\nChosen — ${chosen.join(' · ')}` : ''}${empty ? '\n⚠️ Nothing qualifies for this card right now.' : ''}`,
    embeds: [],
    components,
    allowedMentions: { parse: [] },
  };
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
  if (!me || !seat || !a) return { content: 'You are not in this auction any more.', embeds: [], components: [] };
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
      if (r.min > 0) fixed.push(`${SKILL_NAME[r.skill]} ×${r.min} (Req; not a Bonus type, so exactly that)`);
      continue;
    }
    const top = Math.min(r.max, r.min + LIMITS.selectOptions - 1);
    const options = Array.from({ length: top - r.min + 1 }, (_, i) => r.min + i).map((n) => ({
      label: `${n} × ${SKILL_NAME[r.skill]}${r.min > 0 ? ` (Req ${r.min})` : ''}`,
      value: String(n),
      default: n === x[r.skill],
    }));
    components.push(row(select(keys.bidAdjust.id(game.id, wait, choice, r.skill), `${SKILL_NAME[r.skill]} tokens to add`, options)));
  }
  const maxBribes = affordableBribes(seat);
  if (maxBribes > 0 && components.length < 4) {
    const options = Array.from({ length: maxBribes + 1 }, (_, n) => ({ label: `${n} bribe${n === 1 ? '' : 's'} (Bribe the Judges, $2k each, +2 value)`, value: String(n), default: n === b }));
    components.push(row(select(keys.bidAdjust.id(game.id, wait, choice, 'b'), 'Bribes to add', options)));
  }
  const what = `${tokens(x)}${b ? ` + ${b} bribe${b > 1 ? 's' : ''}` : ''}`;
  components.push(
    row(
      button(keys.placeBid.id(game.id, wait, choice), `Bid ${what} → value ${value}`, ButtonStyle.Success, { emoji: '🙋', disabled: error !== null }),
      button(keys.pass.id(game.id, wait), 'Pass', ButtonStyle.Danger, { emoji: '🚫' }),
    ),
  );
  const opening = seat.standing.A + seat.standing.D + seat.standing.T === 0;
  const verdict = error
    ? `⚠️ Not a legal bid: ${ruleErrorText(error)}`
    : `✅ A legal bid: value **${value}** ${seat.high === null ? 'opens the bidding' : `beats the high bid of **${seat.high}**`}.`;
  const lines = [
    cardLine(a.card),
    `Your standing bid: ${tokens(seat.standing)}${seat.bribes ? ` + ${seat.bribes} bribe(s)` : ''} · high bid: ${seat.high === null ? 'none' : `**${seat.high}**`} · available ${tokens(seat.available)}${seat.def.kind === 'account' ? ` (the upkeep ${tokens(seat.def.upkeep)} stays free, R70e)` : ''}`,
    opening ? `An opening bid holds all of Req (${tokens(seat.def.req)}); beyond it only Bonus types (${seat.def.bonus.join('/')}) count, 1 each.` : `A raise adds Bonus tokens (${seat.def.bonus.join('/')}) or bribes.`,
    ...fixed,
    `This bid: **${what}** → value **${value}**`,
    verdict,
  ];
  return { content: 'Only you can see this.', embeds: [{ title: `🧮 Your bid on ${cardName(a.card)}`, description: lines.join('\n'), color: AWARD_COLOR }], components, allowedMentions: { parse: [] } };
}

/** The private chooser of a forced payment (R21): which hand cards to sell. */
export function forcedChooser(game: GameInfo, v: AwardView, wait: number): MessagePayload {
  const hand = v.you?.hand ?? [];
  const owed = v.pending?.owed ?? 1;
  const max = Math.max(1, Math.min(owed, hand.length));
  return {
    content: `You owe ${money(owed)}. Choose up to ${max} card(s) to sell toward it ($1k each, R21). Only you can see this.`,
    embeds: [],
    components: hand.length ? [row(select(keys.answer.id(game.id, wait, 'sell'), 'Sell these cards…', hand.map((c) => ({ label: cardName(c), value: c.id, description: kindLabel(c) })), { min: 1, max }))] : [],
    allowedMentions: { parse: [] },
  };
}

/** The private view of one trade offer, with its buttons. */
export function tradeDetail(game: GameInfo, v: AwardView, tradeId: number, name: Namer): MessagePayload {
  const t = v.you?.trades.find((x) => x.id === tradeId);
  if (!t) return { content: 'That trade offer is no longer open.', embeds: [], components: [] };
  const mine = t.to === v.viewer;
  return {
    content: 'Only you can see this.',
    embeds: [{ title: `🔁 Trade offer #${t.id}`, description: tradeLine(t, name), color: AWARD_COLOR }],
    components: [
      mine
        ? row(button(keys.tradeAccept.id(game.id, t.id), 'Accept', ButtonStyle.Success, { emoji: '✅' }), button(keys.tradeDecline.id(game.id, t.id), 'Decline', ButtonStyle.Danger, { emoji: '✖️' }))
        : row(button(keys.tradeWithdraw.id(game.id, t.id), 'Withdraw my offer', ButtonStyle.Danger, { emoji: '↩️' })),
    ],
    allowedMentions: { parse: [] },
  };
}