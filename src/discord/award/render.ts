// The Award Winning Game's messages, built only from views. Public posts (the turn board, turn
// summaries, bid and lock prompts, the final standings, trade notices) come from view(state, null);
// the private panel, the play wizard, the bid builder and trade details come from the viewer's
// own view and are only ever sent as ephemeral replies to that viewer.
import { ComponentType, type APIEmbed, type APISelectMenuOption, type APIStringSelectComponent } from 'discord.js';
import type { PlayerId } from '../../engine/game.js';
import { card, type CardId } from '../../games/award/cards.js';
import { isEmpty, size, SKILLS, sub, type Skill, type Tokens } from '../../games/award/tokens.js';
import { HAND_LIMIT, LEARN_COST, type AgencyView, type AwardView, type CardView, type PendingView } from '../../games/award/types.js';
import type { GameInfo } from '../../service/types.js';
import { encodeId } from '../custom-id.js';
import { button, buttonRows, ButtonStyle, chunkLines, LIMITS, row, timestamp, truncate } from '../format.js';
import type { Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { bidRoom, valueAfter } from './bids.js';
import { cardDetail, cardLine, kindLabel, logLine, money, pendingText, privateLine, SKILL_NAME, tokens } from './text.js';

export const AWARD_COLOR = 0xc9a227;
const NS = 'aw';

/** Custom ids of Award components: ns "aw", then the action, the game id and its arguments. */
export const ids = {
  panel: (g: number) => encodeId(NS, 'panel', g),
  log: (g: number) => encodeId(NS, 'log', g),
  withdraw: (g: number) => encodeId(NS, 'wd', g),
  // The private panel: carries the state version it was drawn from.
  draw: (g: number, v: number) => encodeId(NS, 'draw', g, v),
  reveal: (g: number, v: number) => encodeId(NS, 'reveal', g, v),
  end: (g: number, v: number) => encodeId(NS, 'end', g, v),
  cut: (g: number, v: number, mode: 'sell' | 'discard') => encodeId(NS, 'cut', g, v, mode),
  upkeep: (g: number, v: number) => encodeId(NS, 'upkeep', g, v),
  pay: (g: number, v: number) => encodeId(NS, 'pay', g, v),
  card: (g: number, v: number) => encodeId(NS, 'card', g, v),
  learn: (g: number, v: number, s: Skill) => encodeId(NS, 'learn', g, v, s),
  more: (g: number, v: number) => encodeId(NS, 'more', g, v),
  autopass: (g: number, v: number, on: boolean) => encodeId(NS, 'apass', g, v, on ? 1 : 0),
  autorefill: (g: number, v: number, on: boolean) => encodeId(NS, 'arefill', g, v, on ? 1 : 0),
  play: (g: number, v: number) => encodeId(NS, 'play', g, v),
  playStep: (g: number, v: number, w: Wizard, field: 't' | 'x') => encodeId(NS, 'pw', g, v, w.card, w.target, w.extra, field),
  playGo: (g: number, v: number, w: Wizard) => encodeId(NS, 'pgo', g, v, w.card, w.target, w.extra),
  // Bid prompts and questions to one player carry the wait they answer (see waitId).
  min: (g: number, w: number) => encodeId(NS, 'min', g, w),
  build: (g: number, w: number) => encodeId(NS, 'build', g, w),
  builder: (g: number, w: number, c: BidChoice, field: Skill | 'b') => encodeId(NS, 'bb', g, w, choiceArg(c), field),
  placeBid: (g: number, w: number, c: BidChoice) => encodeId(NS, 'bp', g, w, choiceArg(c)),
  pass: (g: number, w: number) => encodeId(NS, 'pass', g, w),
  ask: (g: number, w: number, what: AskAction, arg = '') => encodeId(NS, 'ask', g, w, what, arg),
  // Trades.
  tradeView: (g: number, t: number) => encodeId(NS, 'tview', g, t),
  tradeAccept: (g: number, t: number) => encodeId(NS, 'tacc', g, t),
  tradeDecline: (g: number, t: number) => encodeId(NS, 'tdec', g, t),
  tradeWithdraw: (g: number, t: number) => encodeId(NS, 'twd', g, t),
};

export type AskAction = 'refill' | 'finish' | 'pay' | 'fire' | 'open' | 'sell' | 'liq' | 'choose' | 'hire' | 'nohire' | 'layoff' | 'bust' | 'claim' | 'decline' | 'giveup';

/**
 * Names the wait the game is in: the number of the public log line that began it (the prompt,
 * the deadline of a lock or offer, or the turn or step). Unlike a deadline it is never shared by
 * two waits, and it survives a deadline being extended. -1 when nothing is awaited.
 */
export function waitId(v: AwardView): number {
  const p = v.pending;
  if (!p || v.phase === 'ended') return -1;
  const starts = p.kind === 'prompt' ? ['prompted'] : p.kind === 'turn' || p.kind === 'upkeep' || p.kind === 'salaries' ? ['setup', 'turnBegan', 'stepBegan'] : ['deadlineSet'];
  for (let i = v.log.length - 1; i >= 0; i--) {
    const e = v.log[i];
    if (e && starts.includes(e.type) && (e.type !== 'deadlineSet' || e.params.target === 'frame')) return e.n;
  }
  return 0;
}

/** The play wizard's choices so far: card id, target seat id, and the extra choice ('' = none). */
export interface Wizard {
  readonly card: CardId;
  readonly target: string;
  readonly extra: string;
}

/** Token counts and bribes chosen in the bid builder. */
export interface BidChoice {
  readonly A: number;
  readonly D: number;
  readonly T: number;
  readonly b: number;
}

const choiceArg = (c: BidChoice) => `${c.A}.${c.D}.${c.T}.${c.b}`;

type Select = APIStringSelectComponent;

function select(customId: string, placeholder: string, options: APISelectMenuOption[], opts: { min?: number; max?: number } = {}): Select {
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
  for (let i = embeds.length - 1; i >= 0 && total > budget; i--) {
    const e = embeds[i] as APIEmbed;
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

function agencyLines(a: AgencyView, name: Namer, handSizeLine: boolean): string[] {
  if (a.status === 'removed') return [`${name(a.id)} — ❌ removed from the game (R38)`];
  const lines = [
    `${name(a.id)} · 💵 **${money(a.cash)}**${handSizeLine ? ` · 🃏 ${a.handSize} card${a.handSize === 1 ? '' : 's'}` : ''} · 👥 ${a.employees}`,
    `🎯 ${tokenStates(a)}`,
  ];
  if (a.creatives.length > 0) lines.push(`🧑‍🎨 ${a.creatives.map((c) => `${c.card.name} (${tokens(c.tokens)})`).join(', ')}`);
  if (a.accounts.length > 0) {
    lines.push(
      `🏢 ${a.accounts.map((h) => `${h.card.name} ${money(h.income)} [${tokens(h.allocated)}${h.understaffed ? ` of ${tokens(h.upkeep)} ⚠️ under-staffed` : ''}]`).join(', ')}`,
    );
  }
  if (a.awards.length > 0) lines.push(`🏆 **${a.awards.length}**: ${a.awards.map((c) => c.name).join(', ')}`);
  if (a.prRetainer) lines.push('🛡️ PR Retainer in play');
  if (a.missedTurns > 0) lines.push(`⚠️ missed ${a.missedTurns} turn deadline${a.missedTurns === 1 ? '' : 's'} in a row`);
  return lines;
}

function phaseText(v: AwardView): string {
  if (v.phase === 'management') return v.step === 'M1' ? 'Management — M1 upkeep & income' : 'Management — M2 salaries';
  if (v.phase === 'ended') return 'game over';
  return `Action phase · draw ${v.drew ? '✅' : '⬜'} · reveal ${v.revealed ? '✅' : '⬜'}`;
}

function auctionLines(v: AwardView, name: Namer): string[] {
  const a = v.auction;
  if (!a) return [];
  const lines = [`🔨 **Auction: ${a.card.name}** (${kindLabel(a.card)}) — ${cardDetail(a.card.id)}`];
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
  return `${lock}⏳ Waiting for ${name(p.player)} ${pendingText(p, v.auction?.card ?? null)} — ${timestamp(p.due, 'R')}.`;
}

function deckLine(v: AwardView): string {
  const top = (list: readonly CardView[]) => (list.length ? ` (top: ${(list[list.length - 1] as CardView).name})` : '');
  return `📦 Game deck ${v.gameDeckSize} · Asset deck ${v.assetDeckSize} · Game discard ${v.gameDiscard.length}${top(v.gameDiscard)} · Asset discard ${v.assetDiscard.length}${top(v.assetDiscard)} · Awards not held: ${v.awardsLeft}`;
}

function turnLog(v: AwardView, turn: number, name: Namer): string[] {
  return v.log.filter((e) => e.turn === turn).map((e) => logLine(e, name)).filter((l): l is string => l !== null);
}

// ---------------------------------------------------------------------------------------------
// Public posts

/** The board of the current turn: every agency, the auction, what the game waits for, the turn's log. */
export function boardPost(game: GameInfo, v: AwardView, name: Namer, activeUser: string | null, ping: boolean): MessagePayload {
  const lines = [`▶️ **${name(v.active)}**'s turn — ${phaseText(v)} · turn deadline ${timestamp(v.turnDue, 'R')}`];
  const pending = pendingLine(v, name);
  if (pending) lines.push(pending);
  const auction = auctionLines(v, name);
  if (auction.length) lines.push('', ...auction);
  if (v.table.length > 0 && !v.auction) lines.push(`🂠 On the table: ${v.table.map((c) => `**${c.name}**`).join(', ')}`);
  if (v.trades.length > 0) lines.push(`🔁 Open trade offers: ${v.trades.map((t) => `#${t.id} ${name(t.from)} → ${name(t.to)}`).join(', ')}`);
  lines.push('', deckLine(v));
  const fields = v.agencies.map((a) => ({
    name: truncate(`${a.id === v.active ? '▶️ ' : ''}Seat ${a.seat + 1} · ${a.playerCard.name}`, LIMITS.fieldName),
    value: truncate(agencyLines(a, name, true).join('\n'), 700),
  }));
  const log = turnLog(v, v.turn, name);
  const logText = log.slice(-14).join('\n');
  const embeds: APIEmbed[] = [
    {
      title: `🏆 The Award Winning Game — turn ${v.turn} · round ${v.round}`,
      description: truncate(lines.join('\n'), 2400),
      color: AWARD_COLOR,
      fields,
    },
    {
      title: `📜 This turn${log.length > 14 ? ` (last 14 of ${log.length} lines)` : ''}`,
      description: truncate(logText || '—', 2000),
      color: AWARD_COLOR,
      footer: { text: `Game #${game.id} · /award hand for your cards and actions · /award play for any-time cards · /award help` },
    },
  ];
  const buttons = [button(ids.panel(game.id), 'My hand & actions', ButtonStyle.Primary, { emoji: '🃏' }), button(ids.log(game.id), 'Full log', ButtonStyle.Secondary, { emoji: '📜' })];
  if (v.auction) buttons.push(button(ids.withdraw(game.id), 'Withdraw from the auction', ButtonStyle.Danger, { emoji: '🏳️' }));
  return {
    content: activeUser ? `▶️ <@${activeUser}>, it is your turn (turn ${v.turn}).` : `▶️ Turn ${v.turn}: ${name(v.active)} plays.`,
    embeds: fit(embeds),
    components: buttonRows(buttons),
    allowedMentions: ping && activeUser ? { parse: [], users: [activeUser] } : { parse: [] },
  };
}

/** A past turn, once it is over: its log, without buttons. */
export function turnSummary(v: AwardView, turn: number, player: PlayerId | null, name: Namer): MessagePayload {
  const lines = turnLog(v, turn, name);
  const chunks = chunkLines(lines.length ? lines : ['—'], LIMITS.description);
  const embeds: APIEmbed[] = [];
  let total = 0;
  for (const [i, chunk] of chunks.entries()) {
    if (embeds.length === 3 || total + chunk.length > LIMITS.totalEmbedChars - 300) {
      const last = embeds[embeds.length - 1] as APIEmbed;
      last.description = truncate(`${last.description ?? ''}\n… ${chunks.length - i} more part(s): \`/award log turn:${turn}\`.`, LIMITS.description);
      break;
    }
    total += chunk.length;
    embeds.push(i === 0 ? { title: `📜 Turn ${turn} — over`, description: chunk, color: AWARD_COLOR } : { description: chunk, color: AWARD_COLOR });
  }
  return { content: player ? `Turn ${turn}: ${name(player)}` : '', embeds, components: [], allowedMentions: { parse: [] } };
}

/** The final standings. */
export function endPost(v: AwardView, name: Namer): MessagePayload {
  const r = v.result;
  const lines: string[] = [];
  if (r) {
    lines.push(r.winners.length ? `🥇 **Winner${r.winners.length > 1 ? 's' : ''}: ${r.winners.map(name).join(', ')}**` : 'Nobody won.');
    lines.push(`The game ended: ${r.reason === 'threeAwards' ? 'three Awards!' : r.reason === 'awardLock' ? 'every Award is held and nobody has three (R19).' : r.reason === 'host' ? 'the host ended it.' : 'only one agency was left.'}`, '', '**Final standings**');
    r.standings.forEach((p, i) => {
      const a = v.agencies.find((x) => x.id === p);
      if (!a) return;
      lines.push(`${i + 1}. ${name(p)} — ${a.awards.length} Award${a.awards.length === 1 ? '' : 's'} (${a.awards.map((c) => c.name).join(', ') || '—'}) · ${money(a.cash)} · ${size(a.tokens.owned)} tokens${a.status === 'removed' ? ' · removed' : ''}`);
    });
  }
  return { embeds: [{ title: '🏁 The Award Winning Game is over', description: truncate(lines.join('\n'), LIMITS.description), color: AWARD_COLOR }], components: [], allowedMentions: { parse: [] } };
}

/** The public notice of a trade offer: who offers whom, never what. */
export function tradeNotice(gameId: number, tradeId: number, from: string, toUser: string): MessagePayload {
  return {
    content: `🔁 <@${toUser}> — ${from} offers you a trade (#${tradeId}). Only the two of you can see what is in it.`,
    components: [row(button(ids.tradeView(gameId, tradeId), 'View the offer', ButtonStyle.Primary, { emoji: '🔍' }))],
    allowedMentions: { parse: [], users: [toUser] },
  };
}

/** The key of the public question a pending wait gets (one message per question). */
export function askKey(v: AwardView, p: PendingView): string {
  return `ask:${p.kind}:${p.player}:${waitId(v)}`;
}

/** Waits that get their own public question (the turn itself is announced by the board). */
export function needsAsk(p: PendingView | null): p is PendingView {
  return p !== null && p.kind !== 'turn';
}

/**
 * The public question to the awaited player: it mentions only them and carries buttons only they
 * may use. Nothing in it comes from their hand (the forced-payment chooser opens privately).
 */
export function askPost(game: GameInfo, v: AwardView, p: PendingView, name: Namer, plain: Namer, userId: string | null): MessagePayload {
  const who = userId ? `<@${userId}>` : name(p.player);
  const g = game.id;
  const w = waitId(v);
  const me = v.agencies.find((a) => a.id === p.player);
  const when = `Answer ${timestamp(p.due, 'R')} (${timestamp(p.due, 'f')}).`;
  const lines: string[] = [];
  const components: MessagePayload['components'] = [];
  let headline = `${who} — the game waits for you ${pendingText(p, v.auction?.card ?? null)}.`;
  const open = button(ids.ask(g, w, 'open'), 'My hand & actions', ButtonStyle.Secondary, { emoji: '🃏' });
  switch (p.kind) {
    case 'prompt': {
      const a = v.auction;
      if (!a) break;
      headline = `🔨 ${who} — your bid on **${a.card.name}**: ${a.high ? `beat the high bid of **${a.highValue ?? 0}**` : 'no bid yet; meeting the requirements opens at value 0'}.`;
      lines.push(`${cardLine(a.card)}`, ...auctionLines(v, name).slice(1));
      components.push(
        row(
          button(ids.min(g, w), 'Bid the minimum', ButtonStyle.Success, { emoji: '🙋' }),
          button(ids.build(g, w), 'Build a bid…', ButtonStyle.Primary, { emoji: '🧮' }),
          button(ids.pass(g, w), 'Pass', ButtonStyle.Danger, { emoji: '🚫' }),
          open,
        ),
      );
      break;
    }
    case 'upkeep': {
      const under = me?.accounts.filter((h) => h.understaffed) ?? [];
      headline = `📌 ${who} — M1 upkeep: ${under.length} Account${under.length === 1 ? ' is' : 's are'} under-staffed. Refill from available tokens (hire or learn first if you must), or let ${under.length === 1 ? 'it' : 'them'} go.`;
      for (const h of under) lines.push(`• **${h.card.name}**: ${tokens(h.allocated)} of ${tokens(h.upkeep)} allocated — needs ${tokens(sub(h.upkeep, h.allocated))}`);
      if (me) lines.push(`Available now: **${tokens(me.tokens.available)}**`);
      components.push(
        ...buttonRows([
          ...under.slice(0, 3).map((h) => button(ids.ask(g, w, 'refill', h.card.id), `Refill ${h.card.name}`, ButtonStyle.Primary, { emoji: '📌' })),
          button(ids.ask(g, w, 'finish'), 'Finish upkeep', ButtonStyle.Secondary, { emoji: '✅' }),
          open,
        ]),
      );
      break;
    }
    case 'salaries': {
      const due = me?.creatives.filter((c) => c.salaryDue) ?? [];
      headline = `💼 ${who} — M2 salaries: ${money(due.length)} due and you have ${money(me?.cash ?? 0)}. Pay everyone you can, fire the rest, or sell cards first (in your hand panel).`;
      lines.push(...due.map((c) => `• ${c.card.name} (${tokens(c.tokens)}) — $1k`));
      if (me && me.creatives.length > 0) {
        components.push(
          row(
            select(
              ids.ask(g, w, 'fire'),
              'Fire these creatives and pay the rest…',
              me.creatives.map((c) => ({ label: `Fire ${c.card.name}`, value: c.card.id, description: `${tokens(c.tokens)}${c.salaryDue ? ' · salary due' : ''}` })),
              { min: 1, max: me.creatives.length },
            ),
          ),
        );
      }
      components.push(row(button(ids.ask(g, w, 'pay'), 'Pay everyone', ButtonStyle.Success, { emoji: '💸' }), open));
      break;
    }
    case 'forced': {
      headline = `💸 ${who} — forced payment (R21): ${money(p.owed ?? 0)} still owed. Sell hand cards first, then liquidate creatives ($1k each).`;
      if (me && me.handSize > 0) {
        components.push(row(button(ids.ask(g, w, 'sell'), 'Choose cards to sell (private)', ButtonStyle.Primary, { emoji: '🃏' })));
      } else if (me) {
        components.push(
          row(
            select(
              ids.ask(g, w, 'liq'),
              `Liquidate up to ${p.owed ?? 1} creative(s)…`,
              me.creatives.map((c) => ({ label: c.card.name, value: c.card.id, description: tokens(c.tokens) })),
              { min: 1, max: Math.max(1, Math.min(p.owed ?? 1, me.creatives.length)) },
            ),
          ),
        );
      }
      break;
    }
    case 'greenerChoose': {
      const options = v.agencies
        .filter((a) => a.status === 'active')
        .flatMap((a) => a.creatives.map((c) => ({ label: `${c.card.name} (${plain(a.id)})`, value: c.card.id, description: `${tokens(c.tokens)} · works for ${plain(a.id)}` })));
      if (options.length) components.push(row(select(ids.ask(g, w, 'choose'), 'Choose the creative who leaves…', options)));
      break;
    }
    case 'greenerOffer': {
      const c = p.cards[0];
      if (c) lines.push(cardLine(c));
      components.push(
        row(
          button(ids.ask(g, w, 'hire'), `Hire ${c?.name ?? 'them'} for $1k`, ButtonStyle.Success, { emoji: '🤝' }),
          button(ids.ask(g, w, 'nohire'), 'Decline', ButtonStyle.Secondary),
        ),
      );
      break;
    }
    case 'layoffs': {
      const mine = me?.creatives ?? [];
      if (mine.length) components.push(row(select(ids.ask(g, w, 'layoff'), 'Lay off one creative…', mine.map((c) => ({ label: c.card.name, value: c.card.id, description: tokens(c.tokens) })))));
      break;
    }
    case 'bustChoose': {
      if (p.cards.length) components.push(row(select(ids.ask(g, w, 'bust'), 'Choose the Account that goes bust…', p.cards.map((c) => ({ label: c.name, value: c.id, description: cardDetail(c.id) })))));
      break;
    }
    case 'claimWon': {
      const c = p.cards[0];
      if (c) lines.push(cardLine(c), 'It is allocated as soon as its upkeep is available: hire or learn from your hand panel.');
      components.push(row(open, button(ids.ask(g, w, 'giveup'), 'Give it up', ButtonStyle.Danger)));
      break;
    }
    case 'noBidOffer': {
      const c = p.cards[0];
      if (c) lines.push(cardLine(c));
      components.push(
        row(
          button(ids.ask(g, w, 'claim'), `Take ${c?.name ?? 'it'}`, ButtonStyle.Success, { emoji: '🏢' }),
          button(ids.ask(g, w, 'decline'), 'Decline', ButtonStyle.Secondary),
          open,
        ),
      );
      break;
    }
    default:
      components.push(row(open));
  }
  return {
    content: truncate(`${headline}\n${when}`, LIMITS.content),
    embeds: lines.length ? [{ description: truncate(lines.join('\n'), LIMITS.description), color: AWARD_COLOR }] : [],
    components,
    allowedMentions: userId ? { parse: [], users: [userId] } : { parse: [] },
  };
}

/** What became of a bid prompt (the log line numbered `n`), from the public log. */
function promptOutcome(v: AwardView, player: PlayerId, n: number, name: Namer): string {
  const start = v.log.findIndex((e) => e.type === 'prompted' && e.n === n);
  if (start >= 0) {
    for (const e of v.log.slice(start + 1)) {
      if (e.player !== player || (e.type !== 'bid' && e.type !== 'auctionOut')) continue;
      return logLine(e, name) ?? 'answered';
    }
  }
  return 'closed';
}

/** A question that has been answered (or has expired): its buttons go, the outcome stays. */
export function askClosed(v: AwardView, key: string, name: Namer): MessagePayload {
  const [, kind, player, nText] = key.split(':');
  const who = player ? name(player) : 'the player';
  const text =
    kind === 'prompt'
      ? `🔨 Bid prompt for ${who}: ${promptOutcome(v, player ?? '', Number(nText), name)}`
      : `✔️ The question to ${who} (${kind}) is settled. See the board for what happened.`;
  return { content: text, embeds: [], components: [], allowedMentions: { parse: [] } };
}

// ---------------------------------------------------------------------------------------------
// Private messages (ephemeral only)

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
  const side = (cards: readonly CardView[], cash: number) => [...cards.map((c) => `**${c.name}**`), ...(cash ? [money(cash)] : [])].join(', ') || 'nothing';
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
  else if (p && p.player === me.id) status.push(`⏳ **The game waits for you** ${pendingText(p, v.auction?.card ?? null)} — ${timestamp(p.due, 'R')}.`);
  else if (p) status.push(`⏳ Waiting for ${name(p.player)} ${pendingText(p, v.auction?.card ?? null)}.`);
  if (mine) status.push(`▶️ Your turn — ${phaseText(v)} · turn deadline ${timestamp(v.turnDue, 'R')}`);
  if (v.auction) {
    const b = v.auction.bidders.find((x) => x.player === me.id);
    status.push(`🔨 Auction: **${v.auction.card.name}** — you are ${b?.status === 'in' ? (v.auction.high === me.id ? '**high bidder**' : '**in**') : 'out'}.`);
  }
  const orders = you.orders;
  const creativeName = (id: CardId) => me.creatives.find((c) => c.card.id === id)?.card.name ?? card(id).name;
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
    title: `🃏 Your agency — seat ${me.seat + 1} · ${me.playerCard.name}`,
    description: truncate(description.join('\n'), LIMITS.description),
    color: AWARD_COLOR,
    footer: { text: 'Only you can see this. Any-time cards: the Play menu or /award play.' },
  };

  const components: NonNullable<MessagePayload['components']> = [];
  const first = [];
  if (m1) first.push(button(ids.upkeep(g, version), 'Finish upkeep', ButtonStyle.Primary, { emoji: '✅' }));
  if (mine && v.step === 'M2') first.push(button(ids.pay(g, version), 'Pay salaries', ButtonStyle.Primary, { emoji: '💸' }));
  if (action) {
    first.push(button(ids.draw(g, version), 'Draw', ButtonStyle.Primary, { emoji: '🃏', disabled: v.drew }));
    first.push(button(ids.reveal(g, version), 'Reveal', ButtonStyle.Primary, { emoji: '🂠', disabled: !v.drew || v.revealed }));
    const canEnd = v.drew && v.revealed && !v.auction && p?.kind === 'turn';
    first.push(button(ids.end(g, version), 'End turn', ButtonStyle.Success, { emoji: '⏹️', disabled: !canEnd }));
  }
  first.push(button(ids.panel(g), 'Refresh', ButtonStyle.Secondary, { emoji: '🔄' }));
  components.push(row(...first));

  const plays = you.hand.filter(playable);
  if (plays.length && v.phase !== 'ended') {
    components.push(row(select(ids.play(g, version), 'Play a card…', plays.map((c) => ({ label: c.name, value: c.id, description: cardDetail(c.id) })))));
  }
  const hireWindow = action || m1;
  const cardOptions: APISelectMenuOption[] = [];
  if (hireWindow) for (const c of you.hand.filter((x) => x.kind === 'creative')) cardOptions.push({ label: `Hire ${c.name} ($1k fee)`, value: `hire.${c.id}`, description: cardDetail(c.id) });
  if (mine) for (const c of you.hand) cardOptions.push({ label: `Sell ${c.name} (+$1k)`, value: `sell.${c.id}`, description: kindLabel(c) });
  if (cardOptions.length) components.push(row(select(ids.card(g, version), 'Hire or sell a card…', cardOptions)));

  const settings = [];
  if (hireWindow && me.cash >= LEARN_COST) for (const s of SKILLS) settings.push(button(ids.learn(g, version, s), `Learn ${s} ($4k)`, ButtonStyle.Secondary, { emoji: '📚' }));
  settings.push(button(ids.autopass(g, version, !you.autoPass), `Auto-pass: ${you.autoPass ? 'on' : 'off'}`, ButtonStyle.Secondary));
  settings.push(button(ids.autorefill(g, version, !orders.autoRefill), `Auto-refill: ${orders.autoRefill ? 'on' : 'off'}`, ButtonStyle.Secondary));
  components.push(row(...settings));

  const more: APISelectMenuOption[] = [];
  const bidder = v.auction?.bidders.find((b) => b.player === me.id);
  if (bidder?.status === 'in' && v.auction?.high !== me.id) more.push({ label: 'Withdraw from the auction (R72)', value: 'withdraw', description: 'Out for good for this card' });
  if (mine) for (const h of me.accounts.filter((x) => x.understaffed)) more.push({ label: `Refill ${h.card.name}`, value: `refill.${h.card.id}`, description: `needs ${tokens(sub(h.upkeep, h.allocated))}` });
  if (action) for (const h of me.accounts) more.push({ label: `Drop ${h.card.name}`, value: `drop.${h.card.id}`, description: `frees ${tokens(h.allocated)} (R14)` });
  for (const t of you.trades) {
    if (t.to === me.id) {
      more.push({ label: `Accept trade #${t.id}`, value: `tacc.${t.id}` });
      more.push({ label: `Decline trade #${t.id}`, value: `tdec.${t.id}` });
    } else more.push({ label: `Withdraw trade offer #${t.id}`, value: `twd.${t.id}` });
  }
  const m2 = mine && v.step === 'M2';
  if (m2) for (const c of me.creatives) more.push({ label: `Fire ${c.card.name} now and pay the rest (M2)`, value: `m2fire.${c.card.id}`, description: tokens(c.tokens) });
  for (const c of m2 ? [] : me.creatives) {
    const firing = orders.fire.includes(c.card.id);
    more.push({ label: firing ? `Keep ${c.card.name} after all` : `Fire ${c.card.name} at my next M2`, value: `${firing ? 'keep' : 'fire'}.${c.card.id}`, description: 'standing order (R10)' });
  }
  if (more.length && v.phase !== 'ended') components.push(row(select(ids.more(g, version), 'More actions…', more)));
  return { content: '', embeds: [embed], components: components.slice(0, LIMITS.rows), allowedMentions: { parse: [] } };
}

/** End of turn above the hand limit (R17): choose the cards to sell, or to discard. */
export function cutPanel(game: GameInfo, version: number, v: AwardView): MessagePayload {
  const hand = v.you?.hand ?? [];
  const excess = hand.length - HAND_LIMIT;
  const options = hand.map((c) => ({ label: c.name, value: c.id, description: kindLabel(c) }));
  return {
    content: `You hold ${hand.length} cards; the limit at the end of your turn is ${HAND_LIMIT} (R17). Choose the **${excess}** to let go — sold for $1k each, or discarded. Your turn ends with that choice.`,
    embeds: [],
    components: [
      row(select(ids.cut(game.id, version, 'sell'), `Sell ${excess} card(s) (+$1k each) and end the turn…`, options, { min: excess, max: excess })),
      row(select(ids.cut(game.id, version, 'discard'), `Discard ${excess} card(s) and end the turn…`, options, { min: excess, max: excess })),
      row(button(ids.panel(game.id), 'Back', ButtonStyle.Secondary, { emoji: '↩️' })),
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
  if (!c || !me) return { content: 'That card is no longer in your hand.', embeds: [], components: [row(button(ids.panel(game.id), 'Back', ButtonStyle.Secondary))] };
  const needs = playNeeds(c.code);
  const g = game.id;
  const components: NonNullable<MessagePayload['components']> = [];
  const active = v.agencies.filter((a) => a.status === 'active');
  if (needs.target) {
    let targets = active;
    if (c.code === 'S4') targets = active.filter((a) => a.id !== me.id && v.auction?.bidders.some((b) => b.player === a.id && b.status === 'in'));
    if (c.code === 'S3') targets = active.filter((a) => a.id !== me.id && a.creatives.length > 0);
    if (c.code === 'S5') targets = active.filter((a) => a.accounts.length > 0);
    const options = targets.map((a) => ({ label: `${a.id === me.id ? 'Yourself' : plain(a.id)} — seat ${a.seat + 1} · ${a.playerCard.name}`, value: a.id, default: a.id === w.target }));
    if (options.length) components.push(row(select(ids.playStep(g, version, w, 't'), 'Target…', options)));
  }
  const target = v.agencies.find((a) => a.id === w.target);
  let extra: APISelectMenuOption[] = [];
  let extraPlaceholder = '';
  let maxExtra = 1;
  if (needs.extra === 'creative' && target) {
    extra = target.creatives.map((x) => ({ label: x.card.name, value: x.card.id, description: tokens(x.tokens), default: x.card.id === w.extra }));
    extraPlaceholder = 'Which creative…';
  } else if (needs.extra === 'account' && target) {
    extra = target.accounts.map((h) => ({ label: h.card.name, value: h.card.id, description: `${money(h.income)}/turn · allocated ${tokens(h.allocated)}`, default: h.card.id === w.extra }));
    extraPlaceholder = 'Which Account…';
  } else if (needs.extra === 'discardName') {
    extra = [...new Map(v.assetDiscard.filter((x) => x.kind === 'creative').map((x) => [x.id, x])).values()].map((x) => ({ label: x.name, value: x.id, description: cardDetail(x.id), default: x.id === w.extra }));
    extraPlaceholder = 'Which Name Card…';
  } else if (needs.extra === 'skill') {
    extra = SKILLS.map((s) => ({ label: SKILL_NAME[s], value: s, default: s === w.extra }));
    extraPlaceholder = 'Which token type…';
  } else if (needs.extra === 'tokens') {
    const renewable = sub(me.tokens.expended, me.tokens.committed);
    for (const s of SKILLS) for (let i = 1; i <= Math.min(3, renewable[s]); i++) extra.push({ label: `${SKILL_NAME[s]} #${i}`, value: `${s}${i}` });
    const chosen = parseTokensArg(w.extra);
    extra = extra.map((o) => ({ ...o, default: Number(o.value.slice(1)) <= chosen[o.value[0] as Skill] }));
    extraPlaceholder = 'Which expended tokens to renew (up to 3)…';
    maxExtra = Math.min(3, extra.length);
  }
  if (extra.length) components.push(row(select(ids.playStep(g, version, w, 'x'), extraPlaceholder, extra, { min: 1, max: maxExtra })));
  const ready = (!needs.target || w.target !== '') && (needs.extra === null || w.extra !== '');
  components.push(
    row(
      button(ids.playGo(g, version, w), `Play ${c.name}`, ButtonStyle.Success, { emoji: '🎴', disabled: !ready }),
      button(ids.panel(g), 'Back', ButtonStyle.Secondary, { emoji: '↩️' }),
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
  if (kind === 'skill') return SKILL_NAME[extra as Skill] ?? extra;
  if (kind === 'tokens') return tokens(parseTokensArg(extra));
  return card(extra).name;
}

/** "A1.D2" → tokens (unknown parts ignored). */
export function parseTokensArg(text: string): Tokens {
  const t = { A: 0, D: 0, T: 0 };
  for (const part of text.split('.')) {
    const m = /^([ADT])(\d{1,2})$/.exec(part);
    if (m) t[m[1] as Skill] = Number(m[2]);
  }
  return t;
}

/** The private bid builder: counts per token type and bribes, the value they reach, "Place bid". */
export function bidBuilder(game: GameInfo, v: AwardView, wait: number, c: BidChoice): MessagePayload {
  const me = v.viewer;
  const r = me ? bidRoom(v, me) : null;
  const a = v.auction;
  if (!me || !r || !a) return { content: 'You are not in this auction any more.', embeds: [], components: [] };
  const x = { A: c.A, D: c.D, T: c.T };
  const value = valueAfter(v, me, x, c.b);
  const beats = value !== null && (r.high === null ? value >= 0 : value > r.high);
  const components: NonNullable<MessagePayload['components']> = [];
  for (const s of r.types) {
    const max = Math.min(r.room[s], LIMITS.selectOptions - 1);
    const options = Array.from({ length: max + 1 }, (_, n) => ({ label: `${n} × ${SKILL_NAME[s]}${r.def.req[s] && isEmpty(r.standing) ? ` (Req ${r.def.req[s]})` : ''}`, value: String(n), default: n === c[s] }));
    components.push(row(select(ids.builder(game.id, wait, c, s), `${SKILL_NAME[s]} tokens to add`, options)));
  }
  if (r.bribeCards.length > 0 && components.length < 4) {
    const options = Array.from({ length: r.bribeCards.length + 1 }, (_, n) => ({ label: `${n} bribe${n === 1 ? '' : 's'} (Bribe the Judges, $2k each, +2 value)`, value: String(n), default: n === c.b }));
    components.push(row(select(ids.builder(game.id, wait, c, 'b'), 'Bribes to add', options)));
  }
  const what = `${tokens(x)}${c.b ? ` + ${c.b} bribe${c.b > 1 ? 's' : ''}` : ''}`;
  components.push(
    row(
      button(ids.placeBid(game.id, wait, c), `Bid ${what} → value ${value ?? '?'}`, beats ? ButtonStyle.Success : ButtonStyle.Secondary, { emoji: '🙋', disabled: size(x) === 0 && c.b === 0 }),
      button(ids.pass(game.id, wait), 'Pass', ButtonStyle.Danger, { emoji: '🚫' }),
    ),
  );
  const lines = [
    cardLine(a.card),
    `Your standing bid: ${tokens(r.standing)}${r.bribesSoFar ? ` + ${r.bribesSoFar} bribe(s)` : ''} · high bid: ${r.high === null ? 'none' : `**${r.high}**`} · you can use ${tokens(r.room)}${r.def.kind === 'account' ? ' (the upkeep stays free, R70e)' : ''}`,
    isEmpty(r.standing) ? `An opening bid contains all of Req (${tokens(r.def.req)}); beyond it only Bonus types (${r.def.bonus.join('/')}) count.` : `Raises add Bonus tokens (${r.def.bonus.join('/')}) or bribes.`,
    `This bid: **${what}** → value **${value ?? '?'}** ${beats ? '✅ beats the high bid' : '⚠️ does not beat the high bid yet'}`,
  ];
  return { content: 'Only you can see this.', embeds: [{ title: `🧮 Your bid on ${a.card.name}`, description: lines.join('\n'), color: AWARD_COLOR }], components, allowedMentions: { parse: [] } };
}

/** The private chooser of a forced payment (R21): which hand cards to sell. */
export function forcedChooser(game: GameInfo, v: AwardView, wait: number): MessagePayload {
  const hand = v.you?.hand ?? [];
  const owed = v.pending?.owed ?? 1;
  const max = Math.max(1, Math.min(owed, hand.length));
  return {
    content: `You owe ${money(owed)}. Choose up to ${max} card(s) to sell toward it ($1k each, R21). Only you can see this.`,
    embeds: [],
    components: hand.length ? [row(select(ids.ask(game.id, wait, 'sell'), 'Sell these cards…', hand.map((c) => ({ label: c.name, value: c.id, description: kindLabel(c) })), { min: 1, max }))] : [],
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
        ? row(button(ids.tradeAccept(game.id, t.id), 'Accept', ButtonStyle.Success, { emoji: '✅' }), button(ids.tradeDecline(game.id, t.id), 'Decline', ButtonStyle.Danger, { emoji: '✖️' }))
        : row(button(ids.tradeWithdraw(game.id, t.id), 'Withdraw my offer', ButtonStyle.Danger, { emoji: '↩️' })),
    ],
    allowedMentions: { parse: [] },
  };
}

/** The public log of one turn, for an ephemeral reply. */
export function logPage(v: AwardView, turn: number, name: Namer): MessagePayload {
  const lines = turnLog(v, turn, name);
  const chunks = chunkLines(lines.length ? lines : ['Nothing happened in that turn yet.'], LIMITS.description);
  const embeds: APIEmbed[] = [];
  let total = 0;
  for (const [i, chunk] of chunks.entries()) {
    if (embeds.length === 3 || total + chunk.length > LIMITS.totalEmbedChars - 200) break;
    total += chunk.length;
    embeds.push({ ...(i === 0 ? { title: `📜 Turn ${turn} of ${v.turn}` } : {}), description: chunk, color: AWARD_COLOR });
  }
  return { content: '', embeds, components: [], allowedMentions: { parse: [] } };
}
