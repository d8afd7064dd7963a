// The Award Winning Game's public posts, built only from the public view (view(state, null)):
// the board of the current turn, summaries of past turns, the final standings, trade notices and
// pages of the log. Questions to one player are ask.ts; everything private is panel.ts.
import { ComponentType, type APIEmbed, type APISelectMenuOption, type APIStringSelectComponent } from 'discord.js';
import type { PlayerId } from '../../engine/game.js';
import { isEmpty, size } from '../../games/award/tokens.js';
import type { AgencyView, AwardView, CardView } from '../../games/award/view-types.js';
import type { GameInfo } from '../../service/types.js';
import { button, buttonRows, ButtonStyle, chunkLines, LIMITS, row, timestamp, truncate } from '../format.js';
import type { Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { AWARD_COLOR, keys } from './ids.js';
import { logLine, tradeOutcome } from './log-lines.js';
import { cardDetail, cardName, kindLabel, money, pendingText, span, tokens } from './text.js';
import { auctionPicture, tableauPicture } from './pictures.js';

export { AWARD_COLOR };

type Select = APIStringSelectComponent;

/** A string select, its options and texts cut to Discord's limits. */
export function select(customId: string, placeholder: string, options: APISelectMenuOption[], opts: { min?: number; max?: number } = {}): Select {
  const capped = options.slice(0, LIMITS.selectOptions).map((o) => ({
    ...o,
    label: truncate(o.label, LIMITS.optionLabel),
    ...(o.description ? { description: truncate(o.description, LIMITS.optionDescription) } : {}),
  }));
  return {
    type: ComponentType.StringSelect,
    custom_id: customId,
    placeholder: truncate(placeholder, 150),
    options: capped,
    min_values: Math.min(opts.min ?? 1, capped.length),
    max_values: Math.max(1, Math.min(opts.max ?? 1, capped.length)),
  };
}

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
  const t = a.tokens;
  const parts = [`owned ${tokens(t.owned)}`, `available **${tokens(t.available)}**`];
  if (!isEmpty(t.allocated)) parts.push(`allocated ${tokens(t.allocated)}`);
  if (!isEmpty(t.expended)) parts.push(`expended ${tokens(t.expended)}${isEmpty(t.committed) ? '' : ` (${tokens(t.committed)} bid now)`}`);
  return parts.join(' · ');
}

/** An agency's public state, a few lines. */
export function agencyLines(a: AgencyView, name: Namer, handSizeLine: boolean): string[] {
  if (a.status === 'removed') return [`${name(a.id)} — ❌ removed from the game (R38)`];
  const lines = [
    `${name(a.id)} · 💵 **${money(a.cash)}**${handSizeLine ? ` · 🃏 ${a.handSize} card${a.handSize === 1 ? '' : 's'}` : ''} · 👥 ${a.employees}`,
    `🎯 ${tokenStates(a)}`,
  ];
  if (a.creatives.length > 0) lines.push(`🧑‍🎨 ${a.creatives.map((c) => `${cardName(c.card)} (${tokens(c.tokens)})`).join(', ')}`);
  if (a.accounts.length > 0) {
    lines.push(
      `🏢 ${a.accounts.map((h) => `${cardName(h.card)} ${money(h.income)} [${tokens(h.allocated)}${h.understaffed ? ` of ${tokens(h.upkeep)} ⚠️ under-staffed` : ''}]`).join(', ')}`,
    );
  }
  if (a.awards.length > 0) lines.push(`🏆 **${a.awards.length}**: ${a.awards.map((c) => cardName(c)).join(', ')}`);
  if (a.prRetainer) lines.push('🛡️ PR Retainer in play');
  if (a.missedTurns > 0) lines.push(`⚠️ missed ${a.missedTurns} turn deadline${a.missedTurns === 1 ? '' : 's'} in a row`);
  return lines;
}

/** Where the turn stands. */
export function phaseText(v: AwardView): string {
  if (v.phase === 'management') return v.step === 'M1' ? 'Management — M1 upkeep & income' : 'Management — M2 salaries';
  if (v.phase === 'ended') return 'game over';
  return `Action phase · draw ${v.drew ? '✅' : '⬜'} · reveal ${v.revealed ? '✅' : '⬜'}`;
}

/** The turn's deadline, or (A44) how much time the paused turn clock has left. */
export function turnClock(v: AwardView): string {
  if (v.turnPausedLeft !== null) return `⏸️ turn clock paused while others answer (${span(v.turnPausedLeft)} left, A44)`;
  return `turn deadline ${timestamp(v.turnDue, 'R')}`;
}

/** The open auction: the card, the high bid, and every bidder. */
export function auctionLines(v: AwardView, name: Namer): string[] {
  const a = v.auction;
  if (!a) return [];
  const lines = [`🔨 **Auction: ${cardName(a.card)}** (${kindLabel(a.card)}) — ${cardDetail(a.card.id)}`];
  const high = a.high ? `high bid **${a.highValue ?? 0}** by ${name(a.high)}` : 'no bid yet (meeting the requirements opens at value 0)';
  lines.push(`Drawn by ${name(a.drawer)} · ${high}${a.host ? ` · 🎤 Host: ${name(a.host)}` : ''}`);
  for (const b of a.bidders) {
    const bid = isEmpty(b.bid) ? '' : ` · bid ${tokens(b.bid)}${b.bribes ? ` + ${b.bribes} bribe${b.bribes > 1 ? 's' : ''}` : ''} → **${b.value}**`;
    const prompted = a.prompted === b.player ? ` · 👈 **to bid** ${a.due ? timestamp(a.due, 'R') : ''}` : '';
    const state = b.status === 'in' ? (a.high === b.player ? '🥇 high' : 'in') : '~~out~~';
    lines.push(`• ${name(b.player)} ${state}${bid}${prompted}${b.status === 'in' && !b.eligible ? ' (not eligible now)' : ''}`);
  }
  return lines;
}

function pendingLine(v: AwardView, name: Namer): string | null {
  const p = v.pending;
  if (!p || v.phase === 'ended') return null;
  const lock = p.lock ? '🔒 **Lock** (R58): only this answer is accepted until it comes. ' : '';
  return `${lock}⏳ Waiting for ${name(p.player)} ${pendingText(p, v.auction?.card ?? null, 'they')} — ${timestamp(p.due, 'R')}.`;
}

function deckLine(v: AwardView): string {
  return `📦 Game deck ${v.gameDeckSize} · Asset deck ${v.assetDeckSize} · Awards not held: ${v.awardsLeft}`;
}

/** R36: both discard piles are public; newest first, repeated cards counted. */
function discardText(pile: readonly CardView[]): string {
  if (pile.length === 0) return 'empty';
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
    { name: `🗑️ Game discard (${v.gameDiscard.length}), newest first`, value: truncate(discardText(v.gameDiscard), 600) },
    { name: `🗑️ Asset discard (${v.assetDiscard.length}), newest first`, value: truncate(discardText(v.assetDiscard), 600) },
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
  const lines = [`▶️ **${name(v.active)}**'s turn — ${phaseText(v)} · ${turnClock(v)}`];
  const pending = pendingLine(v, name);
  if (pending) lines.push(pending);
  const auction = auctionLines(v, name);
  if (auction.length) lines.push('', ...auction);
  if (v.table.length > 0 && !v.auction) lines.push(`🂠 On the table: ${v.table.map((c) => `**${cardName(c)}**`).join(', ')}`);
  if (v.trades.length > 0) lines.push(`🔁 Open trade offers: ${v.trades.map((t) => `#${t.id} ${name(t.from)} → ${name(t.to)}`).join(', ')}`);
  lines.push('', deckLine(v));
  const fields = v.agencies.map((a) => ({
    name: truncate(`${a.id === v.active ? '▶️ ' : ''}Seat ${a.seat + 1} · ${cardName(a.playerCard)}`, LIMITS.fieldName),
    value: truncate(agencyLines(a, name, true).join('\n'), 700),
  }));
  const log = turnLog(v, v.turn, past);
  const logText = log.slice(-14).join('\n');
  const embeds: APIEmbed[] = [
    {
      title: `🏆 The Award Winning Game — turn ${v.turn} · round ${v.round}`,
      description: truncate(lines.join('\n'), 2400),
      color: AWARD_COLOR,
      fields: [...fields, ...discardFields(v)],
    },
    {
      title: `📜 This turn${log.length > 14 ? ` (last 14 of ${log.length} lines)` : ''}`,
      description: truncate(logText || '—', 2000),
      color: AWARD_COLOR,
      footer: { text: `Game #${game.id} · /award hand for your cards and actions · /award play for any-time cards · /award help` },
    },
  ];
  const picture = auctionPicture(v, name);
  const shown = fit(embeds);
  if (picture && shown[0]) shown[0] = { ...shown[0], image: { url: `attachment://${picture.name}` } };
  const buttons = [button(keys.hand.id(game.id), 'My hand & actions', ButtonStyle.Primary, { emoji: '🃏' }), button(keys.wholeLog.id(game.id), 'Full log', ButtonStyle.Secondary, { emoji: '📜' })];
  if (v.auction) buttons.push(button(keys.withdraw.id(game.id), 'Withdraw from the auction', ButtonStyle.Danger, { emoji: '🏳️' }));
  return {
    content: activeUser ? `▶️ <@${activeUser}>, it is your turn (turn ${v.turn}).` : `▶️ Turn ${v.turn}: ${name(v.active)} plays.`,
    embeds: shown,
    ...(picture ? { pictures: [picture] } : {}),
    components: buttonRows(buttons),
    allowedMentions: ping && activeUser ? { parse: [], users: [activeUser] } : { parse: [] },
  };
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
  const embeds = logEmbeds(turnLog(v, turn, name), `📜 Turn ${turn} — over`, (left) => `… ${left} more part(s): \`/award log turn:${turn}\`.`);
  return { content: player ? `Turn ${turn}: ${name(player)}` : '', embeds, components: [], allowedMentions: { parse: [] } };
}

/** The final standings, with the whole log a click away. */
export function endPost(game: GameInfo, v: AwardView, name: Namer): MessagePayload {
  const r = v.result;
  const lines: string[] = [];
  if (r) {
    lines.push(r.winners.length ? `🥇 **Winner${r.winners.length > 1 ? 's' : ''}: ${r.winners.map(name).join(', ')}**` : 'Nobody won.');
    lines.push(`The game ended: ${r.reason === 'threeAwards' ? 'three Awards!' : r.reason === 'awardLock' ? 'every Award is held and nobody has three (R19).' : r.reason === 'host' ? 'the host ended it.' : 'only one agency was left.'}`, '', '**Final standings**');
    r.standings.forEach((p, i) => {
      const a = v.agencies.find((x) => x.id === p);
      if (!a) return;
      lines.push(`${i + 1}. ${name(p)} — ${a.awards.length} Award${a.awards.length === 1 ? '' : 's'} (${a.awards.map((c) => cardName(c)).join(', ') || '—'}) · ${money(a.cash)} · ${size(a.tokens.owned)} tokens${a.status === 'removed' ? ' · removed' : ''}`);
    });
    lines.push('', '`/award log` and `/award board` still show this game until the next one starts here.');
  }
  const tableau = tableauPicture(v, name);
  return {
    embeds: [{ title: '🏁 The Award Winning Game is over', description: truncate(lines.join('\n'), LIMITS.description), color: AWARD_COLOR, ...(tableau ? { image: { url: `attachment://${tableau.name}` } } : {}) }],
    ...(tableau ? { pictures: [tableau] } : {}),
    components: [row(button(keys.wholeLog.id(game.id), 'Full log', ButtonStyle.Secondary, { emoji: '📜' }))],
    allowedMentions: { parse: [] },
  };
}

/** The public notice of an open trade offer: who offers whom, never what; it pings the recipient only. */
export function tradeNotice(gameId: number, tradeId: number, from: string, toUser: string): MessagePayload {
  return {
    content: `🔁 <@${toUser}> — ${from} offers you a trade (#${tradeId}). Only the two of you can see what is in it.`,
    components: [row(button(keys.tradeView.id(gameId, tradeId), 'View the offer', ButtonStyle.Primary, { emoji: '🔍' }))],
    allowedMentions: { parse: [], users: [toUser] },
  };
}

/** A settled trade notice: one line, no buttons (what was traded stays between the two, R36). */
export function tradeClosed(v: AwardView, tradeId: number, from: PlayerId | null, to: PlayerId | null, name: Namer): MessagePayload {
  const who = from && to ? ` from ${name(from)} to ${name(to)}` : '';
  return { content: `🔁 Trade offer #${tradeId}${who}: ${tradeOutcome(v.log, tradeId)}.`, components: [], allowedMentions: { parse: [] } };
}

// ---------------------------------------------------------------------------------------------
// The log, for ephemeral replies

/** Buttons that page through the log. */
function logNav(buttons: { id: string; label: string; emoji: string; on: boolean }[]): MessagePayload['components'] {
  const shown = buttons.filter((b) => b.on).map((b) => button(b.id, b.label, ButtonStyle.Secondary, { emoji: b.emoji }));
  return shown.length ? [row(...shown)] : [];
}

/** The public log of one turn, with buttons to the turns before and after it. */
export function logPage(game: GameInfo, v: AwardView, turn: number, name: Namer): MessagePayload {
  const t = Math.max(1, Math.min(turn, v.turn));
  const player = playerOfTurn(v, t);
  const lines = [...(player ? [`Played by ${name(player)}.`] : []), ...turnLog(v, t, name)];
  const embeds = logEmbeds(lines, `📜 Turn ${t} of ${v.turn}`, () => '…');
  const components = logNav([
    { id: keys.logTurn.id(game.id, t - 1), label: `Turn ${t - 1}`, emoji: '◀️', on: t > 1 },
    { id: keys.logTurn.id(game.id, t + 1), label: `Turn ${t + 1}`, emoji: '▶️', on: t < v.turn },
    { id: keys.logPage.id(game.id, v.turn), label: 'Whole log', emoji: '📜', on: true },
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
  for (let t = last; t >= 1; t--) {
    const player = playerOfTurn(v, t);
    const block = [`**— Turn ${t}${player ? `: ${name(player)}` : ''} —**`, ...turnLog(v, t, name)];
    const size = block.reduce((n, l) => n + l.length + 1, 0);
    if (blocks.length > 0 && used + size > PAGE_CHARS) break;
    blocks.unshift(block);
    used += size;
    first = t;
  }
  const chunks = chunkLines(blocks.flat(), LIMITS.description);
  const embeds: APIEmbed[] = [];
  let total = 0;
  for (const [i, chunk] of chunks.entries()) {
    const text = total + chunk.length > PAGE_CHARS ? `…${chunk.slice(chunk.length - (PAGE_CHARS - total))}` : chunk;
    if (PAGE_CHARS - total < 50) break;
    total += text.length;
    embeds.push({ ...(i === 0 ? { title: `📜 The log — turns ${first}–${last} of ${v.turn}` } : {}), description: text, color: AWARD_COLOR });
  }
  const components = logNav([
    { id: keys.logPage.id(game.id, first - 1), label: 'Earlier turns', emoji: '◀️', on: first > 1 },
    { id: keys.logPage.id(game.id, v.turn), label: 'Latest', emoji: '⏭️', on: last < v.turn },
  ]);
  return { content: '', embeds, components, allowedMentions: { parse: [] } };
}
