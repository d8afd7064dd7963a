// The Award Winning Game's public posts, built only from the public view (view(state, null)):
// the board of the current turn, summaries of past turns, the final standings, trade notices and
// pages of the log. Questions to one player are ask.ts; everything private is panel.ts.
import type { APIEmbed } from 'discord.js';
import type { PlayerId } from '../../engine/game.js';
import { isEmpty, size } from '../../games/award/tokens.js';
import type { AgencyView, AwardView, CardView } from '../../games/award/view-types.js';
import { t } from '../../i18n/index.js';
import type { GameInfo } from '../../service/types.js';
import { button, buttonRows, ButtonStyle, chunkLines, LIMITS, row, select, timestamp, truncate } from '../format.js';
import type { ButtonId } from '../custom-id.js';
import type { Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { AWARD_COLOR, keys } from './ids.js';
import { logLine, tradeOutcome } from './log-lines.js';
import { cardDetail, cardName, endReason, kindLabel, money, pendingText, span, tokens } from './text.js';
import { showing } from '../pictures.js';
import { auctionPicture, tablePictures } from './pictures.js';
import { awayPostLine } from '../kit/away.js';

export { AWARD_COLOR };

/** The shared select builder (format.ts): every menu's texts made plain there. */
export { select };

/** Keeps a set of embeds inside Discord's 6,000-character total by trimming the last one. */
function fit(embeds: APIEmbed[]): APIEmbed[] {
  const length = (e: APIEmbed) =>
    (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0) + (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
  let total = embeds.reduce((n, e) => n + length(e), 0);
  const budget = LIMITS.totalEmbedChars - 50;
  for (const e of [...embeds].reverse()) {
    if (total <= budget) break;
    const over = total - budget;
    if (e.description && e.description.length > over + 20) {
      const cut = e.description.slice(over + 2);
      e.description = `…${cut.slice(cut.indexOf('\n') + 1)}`;
    } else {
      e.description = '…';
    }
    total = embeds.reduce((n, x) => n + length(x), 0);
  }
  return embeds;
}

// ---------------------------------------------------------------------------------------------
// Pieces shared by public and private messages

function tokenStates(a: AgencyView): string {
  const x = a.tokens;
  const parts = [t('award:agency.owned', { tokens: tokens(x.owned) }), t('award:agency.available', { tokens: tokens(x.available) })];
  if (!isEmpty(x.allocated)) parts.push(t('award:agency.allocated', { tokens: tokens(x.allocated) }));
  if (!isEmpty(x.expended)) {
    parts.push(isEmpty(x.committed) ? t('award:agency.expended', { tokens: tokens(x.expended) }) : t('award:agency.expendedBid', { tokens: tokens(x.expended), bid: tokens(x.committed) }));
  }
  return parts.join(' · ');
}

/** An agency's public state, a few lines. */
export function agencyLines(a: AgencyView, name: Namer, handSizeLine: boolean): string[] {
  if (a.status === 'removed') return [t('award:agency.removed', { who: name(a.id) })];
  const lines = [
    `${name(a.id)} · 💵 **${money(a.cash)}**${handSizeLine ? ` · 🃏 ${t('award:agency.cards', { count: a.handSize })}` : ''} · 👥 ${a.employees}`,
    `🎯 ${tokenStates(a)}`,
  ];
  if (a.creatives.length > 0) lines.push(`🧑‍🎨 ${a.creatives.map((c) => `${cardName(c.card)} (${tokens(c.tokens)})`).join(', ')}`);
  if (a.accounts.length > 0) {
    lines.push(
      `🏢 ${a.accounts.map((h) => `${cardName(h.card)} ${money(h.income)} [${h.understaffed ? t('award:agency.understaffed', { allocated: tokens(h.allocated), upkeep: tokens(h.upkeep) }) : tokens(h.allocated)}]`).join(', ')}`,
    );
  }
  if (a.awards.length > 0) lines.push(`🏆 **${a.awards.length}**: ${a.awards.map((c) => cardName(c)).join(', ')}`);
  if (a.prRetainer) lines.push(t('award:agency.retainer', { card: cardName('T6') }));
  if (a.missedTurns > 0) lines.push(t('award:agency.missed', { count: a.missedTurns }));
  return lines;
}

/** Where the turn stands. */
export function phaseText(v: AwardView): string {
  if (v.phase === 'management') return v.step === 'M1' ? t('award:board.m1') : t('award:board.m2');
  if (v.phase === 'ended') return t('award:board.gameOver');
  return t('award:board.action', { drew: v.drew ? '✅' : '⬜', revealed: v.revealed ? '✅' : '⬜' });
}

/** The turn's deadline, or (A44) how much time the paused turn clock has left. */
export function turnClock(v: AwardView): string {
  if (v.turnPausedLeft !== null) return t('award:board.paused', { left: span(v.turnPausedLeft) });
  return t('award:board.deadline', { due: timestamp(v.turnDue, 'R') });
}

/** The open auction: the card, the high bid, and every bidder. */
export function auctionLines(v: AwardView, name: Namer): string[] {
  const a = v.auction;
  if (!a) return [];
  const lines = [t('award:board.auction', { card: cardName(a.card), kind: kindLabel(a.card), terms: cardDetail(a.card.id) })];
  const high = a.high ? t('award:board.highBid', { value: a.highValue ?? 0, who: name(a.high) }) : t('award:board.noBid');
  lines.push(`${t('award:board.drawnBy', { who: name(a.drawer), high })}${a.host ? t('award:board.host', { who: name(a.host) }) : ''}`);
  for (const b of a.bidders) {
    const bid = isEmpty(b.bid) ? '' : t('award:board.bid', { tokens: `${tokens(b.bid)}${b.bribes ? t('award:note.bribes', { count: b.bribes }) : ''}`, value: b.value ?? 0 });
    const prompted = a.prompted === b.player ? t('award:board.toBid', { due: a.due ? timestamp(a.due, 'R') : '' }) : '';
    const state = b.status === 'in' ? (a.high === b.player ? t('award:board.high') : t('award:board.in')) : t('award:board.out');
    lines.push(`• ${name(b.player)} ${state}${bid}${prompted}${b.status === 'in' && !b.eligible ? t('award:board.notEligible') : ''}`);
  }
  return lines;
}

function pendingLine(v: AwardView, name: Namer): string | null {
  const p = v.pending;
  if (!p || v.phase === 'ended') return null;
  const lock = p.lock ? t('award:board.lock') : '';
  return `${lock}${t('award:board.waiting', { who: name(p.player), what: pendingText(p, v.auction?.card ?? null, 'they'), due: timestamp(p.due, 'R') })}`;
}

function deckLine(v: AwardView): string {
  return t('award:board.decks', { game: v.gameDeckSize, asset: v.assetDeckSize, awards: v.awardsLeft });
}

/** R36: both discard piles are public; newest first, repeated cards counted. */
function discardText(pile: readonly CardView[]): string {
  if (pile.length === 0) return t('award:board.emptyPile');
  const counts = new Map<string, number>();
  for (let i = pile.length - 1; i >= 0; i--) {
    const c = pile[i];
    const n = c ? cardName(c) : undefined;
    if (n !== undefined) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return [...counts].map(([n, k]) => (k > 1 ? `${n} ×${k}` : n)).join(', ');
}

/** The two discard piles as board fields (R36); each at most 600 characters (the oldest cards go first). */
function discardFields(v: AwardView): { name: string; value: string }[] {
  return [
    { name: t('award:board.gameDiscard', { n: v.gameDiscard.length }), value: truncate(discardText(v.gameDiscard), 600) },
    { name: t('award:board.assetDiscard', { n: v.assetDiscard.length }), value: truncate(discardText(v.assetDiscard), 600) },
  ];
}

/** The public log lines of one turn. */
export function turnLog(v: AwardView, turn: number, name: Namer): string[] {
  return v.log.filter((e) => e.turn === turn).map((e) => logLine(e, name)).filter((l): l is string => l !== null);
}

/** Who played turn `t`, from the public log. */
export function playerOfTurn(v: AwardView, t: number): PlayerId | null {
  const e = v.log.find((x) => x.turn === t && (x.type === 'turnBegan' || x.type === 'setup'));
  return e?.player ?? null;
}

// ---------------------------------------------------------------------------------------------
// Public posts

/**
 * The board of the current turn: every agency, the auction, what the game waits for, the discard
 * piles and the turn's log. `name` names seats as they are now (an AI playing for someone shows);
 * `past` names them in the log, which tells who acted, whoever plays the seat today.
 */
export function boardPost(game: GameInfo, v: AwardView, name: Namer, activeUser: string | null, ping: boolean, past: Namer = name): MessagePayload {
  // A finished game has no turn running and no clock (its last turn's deadline means nothing now).
  const ended = v.phase === 'ended';
  const lines = [ended ? t('award:board.over', { turn: v.turn }) : t('award:board.turnOf', { who: name(v.active), phase: phaseText(v), clock: turnClock(v) })];
  const pending = pendingLine(v, name);
  if (pending) lines.push(pending);
  const away = ended ? null : awayPostLine(game);
  if (away) lines.push(away);
  const auction = ended ? [] : auctionLines(v, name); // a host's end can leave an auction open: it is over too
  if (auction.length) lines.push('', ...auction);
  if (v.table.length > 0 && !v.auction) lines.push(t('award:board.onTable', { cards: v.table.map((c) => `**${cardName(c)}**`).join(', ') }));
  if (v.trades.length > 0) lines.push(t('award:board.openTrades', { trades: v.trades.map((x) => `#${x.id} ${name(x.from)} → ${name(x.to)}`).join(', ') }));
  lines.push('', deckLine(v));
  const fields = v.agencies.map((a) => ({
    name: truncate(`${a.id === v.active && !ended ? '▶️ ' : ''}${t('award:board.seat', { seat: a.seat + 1, player: cardName(a.playerCard) })}`, LIMITS.fieldName),
    value: truncate(agencyLines(a, name, true).join('\n'), 700),
  }));
  const log = turnLog(v, v.turn, past);
  const logText = log.slice(-14).join('\n');
  const embeds: APIEmbed[] = [
    {
      title: t('award:board.title', { turn: v.turn, round: v.round }),
      description: truncate(lines.join('\n'), 2400),
      color: AWARD_COLOR,
      fields: [...fields, ...discardFields(v)],
    },
    {
      title: log.length > 14 ? t('award:board.logTitleLast', { shown: 14, count: log.length }) : t('award:board.logTitle'),
      description: truncate(logText || '—', 2000),
      color: AWARD_COLOR,
      footer: { text: t('award:board.footer', { id: game.id }) },
    },
  ];
  // The table at a glance (as many pictures as it takes), then the open auction.
  const bids = auctionPicture(v, name);
  const pictures = [...tablePictures(v, name), ...(bids ? [bids] : [])];
  const buttons = [button(keys.hand.id(game.id), t('award:board.myHand'), ButtonStyle.Primary, { emoji: '🃏' }), button(keys.wholeLog.id(game.id), t('award:board.fullLog'), ButtonStyle.Secondary, { emoji: '📜' })];
  if (v.auction && !ended) buttons.push(button(keys.withdraw.id(game.id), t('award:board.withdraw'), ButtonStyle.Danger, { emoji: '🏳️' }));
  return showing({
    content: ended ? t('award:board.overContent') : activeUser ? t('award:board.yourTurn', { user: `<@${activeUser}>`, turn: v.turn }) : t('award:board.plays', { turn: v.turn, who: name(v.active) }),
    embeds: fit(embeds),
    components: buttonRows(buttons),
    allowedMentions: ping && activeUser ? { parse: [], users: [activeUser] } : { parse: [] },
  }, pictures);
}

/** Embeds of log lines, at most three and inside the total, with a pointer to the rest. */
function logEmbeds(lines: readonly string[], title: string, more: (left: number) => string): APIEmbed[] {
  const chunks = chunkLines(lines.length ? lines : ['—'], LIMITS.description);
  const embeds: APIEmbed[] = [];
  let total = 0;
  for (const [i, chunk] of chunks.entries()) {
    if (embeds.length === 3 || total + chunk.length > LIMITS.totalEmbedChars - 300) {
      const last = embeds.at(-1);
      if (last) last.description = truncate(`${last.description ?? ''}\n${more(chunks.length - i)}`, LIMITS.description);
      break;
    }
    total += chunk.length;
    embeds.push(i === 0 ? { title, description: chunk, color: AWARD_COLOR } : { description: chunk, color: AWARD_COLOR });
  }
  return embeds;
}

/** A past turn, once it is over: who played it and its log, without buttons. */
export function turnSummary(v: AwardView, turn: number, player: PlayerId | null, name: Namer): MessagePayload {
  // Embed titles cannot show mentions: the player is named in the content.
  const embeds = logEmbeds(turnLog(v, turn, name), t('award:log.turnOver', { turn }), (left) => t('award:log.moreParts', { count: left, turn }));
  return { content: player ? t('award:log.turnBy', { turn, who: name(player) }) : '', embeds, components: [], allowedMentions: { parse: [] } };
}

/** The final standings, with the whole log a click away. */
export function endPost(game: GameInfo, v: AwardView, name: Namer): MessagePayload {
  const r = v.result;
  const lines: string[] = [];
  if (r) {
    lines.push(r.winners.length ? t('award:end.winners', { count: r.winners.length, who: r.winners.map(name).join(', ') }) : t('award:end.nobody'));
    const why = endReason(r.reason);
    lines.push(why, '', t('award:end.standings'));
    r.standings.forEach((p, i) => {
      const a = v.agencies.find((x) => x.id === p);
      if (!a) return;
      const awards = t('award:end.awards', { count: a.awards.length, cards: a.awards.map((c) => cardName(c)).join(', ') || '—' });
      const owned = t('award:end.tokens', { count: size(a.tokens.owned) });
      lines.push(`${i + 1}. ${name(p)} — ${awards} · ${money(a.cash)} · ${owned}${a.status === 'removed' ? t('award:end.removed') : ''}`);
    });
    lines.push('', t('award:end.stillShown'));
  }
  // The final table: every agency as the game left it, the winner's marked.
  const pictures = tablePictures(v, name);
  return showing({
    embeds: [{ title: t('award:end.title'), description: truncate(lines.join('\n'), LIMITS.description), color: AWARD_COLOR }],
    components: [row(button(keys.wholeLog.id(game.id), t('award:board.fullLog'), ButtonStyle.Secondary, { emoji: '📜' }))],
    allowedMentions: { parse: [] },
  }, pictures);
}

/** The public notice of an open trade offer: who offers whom, never what; it pings the recipient only. */
export function tradeNotice(gameId: number, tradeId: number, from: string, toUser: string): MessagePayload {
  return {
    content: t('award:trade.notice', { user: `<@${toUser}>`, from, id: tradeId }),
    components: [row(button(keys.tradeView.id(gameId, tradeId), t('award:trade.view'), ButtonStyle.Primary, { emoji: '🔍' }))],
    allowedMentions: { parse: [], users: [toUser] },
  };
}

/** A settled trade notice: one line, no buttons (what was traded stays between the two, R36). */
export function tradeClosed(v: AwardView, tradeId: number, from: PlayerId | null, to: PlayerId | null, name: Namer): MessagePayload {
  const outcome = tradeOutcome(v.log, tradeId);
  const content = from && to ? t('award:trade.closedBetween', { id: tradeId, from: name(from), to: name(to), outcome }) : t('award:trade.closed', { id: tradeId, outcome });
  return { content, components: [], allowedMentions: { parse: [] } };
}

// ---------------------------------------------------------------------------------------------
// The log, for ephemeral replies

/** Buttons that page through the log. */
function logNav(buttons: { id: ButtonId; label: string; emoji: string; on: boolean }[]): MessagePayload['components'] {
  const shown = buttons.filter((b) => b.on).map((b) => button(b.id, b.label, ButtonStyle.Secondary, { emoji: b.emoji }));
  return shown.length ? [row(...shown)] : [];
}

/** The public log of one turn, with buttons to the turns before and after it. */
export function logPage(game: GameInfo, v: AwardView, turn: number, name: Namer): MessagePayload {
  const at = Math.max(1, Math.min(turn, v.turn));
  const player = playerOfTurn(v, at);
  const lines = [...(player ? [t('award:log.playedBy', { who: name(player) })] : []), ...turnLog(v, at, name)];
  const embeds = logEmbeds(lines, t('award:log.turnOf', { turn: at, count: v.turn }), () => '…');
  const components = logNav([
    { id: keys.logTurn.id(game.id, at - 1), label: t('award:log.turn', { turn: at - 1 }), emoji: '◀️', on: at > 1 },
    { id: keys.logTurn.id(game.id, at + 1), label: t('award:log.turn', { turn: at + 1 }), emoji: '▶️', on: at < v.turn },
    { id: keys.logPage.id(game.id, v.turn), label: t('award:log.whole'), emoji: '📜', on: true },
  ]);
  return { content: '', embeds, components, allowedMentions: { parse: [] } };
}

/** The budget of one page of the whole log (Discord allows 6,000 characters over all embeds). */
const PAGE_CHARS = LIMITS.totalEmbedChars - 400;

/**
 * A page of the whole log: whole turns, ending with turn `end`, as many as fit, oldest first;
 * buttons lead to earlier turns and back to the latest.
 */
export function fullLogPage(game: GameInfo, v: AwardView, end: number, name: Namer): MessagePayload {
  const last = Math.max(1, Math.min(end, v.turn));
  const blocks: string[][] = [];
  let used = 0;
  let first = last;
  for (let at = last; at >= 1; at--) {
    const player = playerOfTurn(v, at);
    const block = [player ? t('award:log.blockBy', { turn: at, who: name(player) }) : t('award:log.block', { turn: at }), ...turnLog(v, at, name)];
    const size = block.reduce((n, l) => n + l.length + 1, 0);
    if (blocks.length > 0 && used + size > PAGE_CHARS) break;
    blocks.unshift(block);
    used += size;
    first = at;
  }
  const chunks = chunkLines(blocks.flat(), LIMITS.description);
  const embeds: APIEmbed[] = [];
  let total = 0;
  for (const [i, chunk] of chunks.entries()) {
    const text = total + chunk.length > PAGE_CHARS ? `…${chunk.slice(chunk.length - (PAGE_CHARS - total))}` : chunk;
    if (PAGE_CHARS - total < 50) break;
    total += text.length;
    embeds.push({ ...(i === 0 ? { title: t('award:log.title', { first, last, count: v.turn }) } : {}), description: text, color: AWARD_COLOR });
  }
  const components = logNav([
    { id: keys.logPage.id(game.id, first - 1), label: t('award:log.earlier'), emoji: '◀️', on: first > 1 },
    { id: keys.logPage.id(game.id, v.turn), label: t('award:log.latest'), emoji: '⏭️', on: last < v.turn },
  ]);
  return { content: '', embeds, components, allowedMentions: { parse: [] } };
}
