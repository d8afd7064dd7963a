// The public question to the one player the game waits for (bid prompts, M1/M2 decisions, locks
// and offers), built from the public view. It is deleted once answered: the board's log tells
// what came of it (game.ts).
import { account } from '../../games/award/cards.js';
import { contains, sub } from '../../games/award/tokens.js';
import type { AwardView, PendingView } from '../../games/award/view-types.js';
import type { GameInfo } from '../../service/types.js';
import { button, buttonRows, ButtonStyle, LIMITS, row, timestamp, truncate } from '../format.js';
import type { Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { AWARD_COLOR, keys, waitId } from './ids.js';
import { auctionLines, select } from './render.js';
import { cardDetail, cardLine, cardName, money, pendingText, tokens } from './text.js';

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
  let headline = `${who} — the game waits for you ${pendingText(p, v.auction?.card ?? null, 'you')}.`;
  const open = button(keys.answer.id(g, w, 'open'), 'My hand & actions', ButtonStyle.Secondary, { emoji: '🃏' });
  switch (p.kind) {
    case 'prompt': {
      const a = v.auction;
      if (!a) break;
      headline = `🔨 ${who} — your bid on **${cardName(a.card)}**: ${a.high ? `beat the high bid of **${a.highValue ?? 0}**` : 'no bid yet; meeting the requirements opens at value 0'}.`;
      lines.push(`${cardLine(a.card)}`, ...auctionLines(v, name).slice(1));
      components.push(
        row(
          button(keys.bidMinimum.id(g, w), 'Bid the minimum', ButtonStyle.Success, { emoji: '🙋' }),
          button(keys.buildBid.id(g, w), 'Build a bid…', ButtonStyle.Primary, { emoji: '🧮' }),
          button(keys.pass.id(g, w), 'Pass', ButtonStyle.Danger, { emoji: '🚫' }),
          open,
        ),
      );
      break;
    }
    case 'upkeep': {
      const under = me?.accounts.filter((h) => h.understaffed) ?? [];
      // Refill is offered only where the available tokens cover what is missing (R25).
      const fillable = under.filter((h) => me !== undefined && contains(me.tokens.available, sub(h.upkeep, h.allocated)));
      headline = `📌 ${who} — M1 upkeep: ${under.length} Account${under.length === 1 ? ' is' : 's are'} under-staffed. Refill from available tokens (hire or learn first if you must), or let ${under.length === 1 ? 'it' : 'them'} go.`;
      for (const h of under) lines.push(`• **${cardName(h.card)}**: ${tokens(h.allocated)} of ${tokens(h.upkeep)} allocated — needs ${tokens(sub(h.upkeep, h.allocated))}`);
      if (me && fillable.length === 0) {
        lines.push(`Your available tokens (${tokens(me.tokens.available)}) cannot staff ${under.length === 1 ? 'it' : 'any of them'}: hire a creative or learn a token from your hand panel first, or finish upkeep and let ${under.length === 1 ? 'it' : 'them'} go (R6b).`);
      } else if (me) lines.push(`Available now: **${tokens(me.tokens.available)}**`);
      components.push(
        ...buttonRows([
          ...fillable.slice(0, 3).map((h) => button(keys.answer.id(g, w, 'refill', h.card.id), `Refill ${cardName(h.card)}`, ButtonStyle.Primary, { emoji: '📌' })),
          button(keys.answer.id(g, w, 'finish'), 'Finish upkeep', ButtonStyle.Secondary, { emoji: '✅' }),
          open,
        ]),
      );
      break;
    }
    case 'salaries': {
      const due = me?.creatives.filter((c) => c.salaryDue) ?? [];
      headline = `💼 ${who} — M2 salaries: ${money(due.length)} due and you have ${money(me?.cash ?? 0)}. Pay everyone you can, fire the rest, or sell cards first (in your hand panel).`;
      lines.push(...due.map((c) => `• ${cardName(c.card)} (${tokens(c.tokens)}) — $1k`));
      if (me && me.creatives.length > 0) {
        components.push(
          row(
            select(
              keys.answer.id(g, w, 'fire'),
              'Fire these creatives and pay the rest…',
              me.creatives.map((c) => ({ label: `Fire ${cardName(c.card)}`, value: c.card.id, description: `${tokens(c.tokens)}${c.salaryDue ? ' · salary due' : ''}` })),
              { min: 1, max: me.creatives.length },
            ),
          ),
        );
      }
      components.push(row(button(keys.answer.id(g, w, 'pay'), 'Pay everyone', ButtonStyle.Success, { emoji: '💸' }), open));
      break;
    }
    case 'forced': {
      headline = `💸 ${who} — forced payment (R21): ${money(p.owed ?? 0)} still owed. Sell hand cards first, then liquidate creatives ($1k each).`;
      if (me && me.handSize > 0) {
        components.push(row(button(keys.answer.id(g, w, 'sell'), 'Choose cards to sell (private)', ButtonStyle.Primary, { emoji: '🃏' })));
      } else if (me) {
        components.push(
          row(
            select(
              keys.answer.id(g, w, 'liq'),
              `Liquidate up to ${p.owed ?? 1} creative(s)…`,
              me.creatives.map((c) => ({ label: cardName(c.card), value: c.card.id, description: tokens(c.tokens) })),
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
        .flatMap((a) => a.creatives.map((c) => ({ label: `${cardName(c.card)} (${plain(a.id)})`, value: c.card.id, description: `${tokens(c.tokens)} · works for ${plain(a.id)}` })));
      if (options.length) components.push(row(select(keys.answer.id(g, w, 'choose'), 'Choose the creative who leaves…', options)));
      break;
    }
    case 'greenerOffer': {
      const c = p.cards[0];
      if (c) lines.push(cardLine(c));
      components.push(
        row(
          button(keys.answer.id(g, w, 'hire'), `Hire ${c ? cardName(c) : 'them'} for $1k`, ButtonStyle.Success, { emoji: '🤝' }),
          button(keys.answer.id(g, w, 'nohire'), 'Decline', ButtonStyle.Secondary),
        ),
      );
      break;
    }
    case 'layoffs': {
      const mine = me?.creatives ?? [];
      if (mine.length) components.push(row(select(keys.answer.id(g, w, 'layoff'), 'Lay off one creative…', mine.map((c) => ({ label: cardName(c.card), value: c.card.id, description: tokens(c.tokens) })))));
      break;
    }
    case 'bustChoose': {
      if (p.cards.length) components.push(row(select(keys.answer.id(g, w, 'bust'), 'Choose the Account that goes bust…', p.cards.map((c) => ({ label: cardName(c), value: c.id, description: cardDetail(c.id) })))));
      break;
    }
    case 'claimWon': {
      const c = p.cards[0];
      if (c) lines.push(cardLine(c), 'It is allocated as soon as its upkeep is available: hire or learn from your hand panel.');
      components.push(row(open, button(keys.answer.id(g, w, 'giveup'), 'Give it up', ButtonStyle.Danger)));
      break;
    }
    case 'noBidOffer': {
      const c = p.cards[0];
      if (c) lines.push(cardLine(c));
      // R77: taking it needs its upkeep available now; until then only the way to get it is offered.
      const def = c ? account(c.id) : null;
      const staffable = !def || !me || contains(me.tokens.available, def.upkeep);
      if (def && !staffable) lines.push(`You need ${tokens(def.upkeep)} available to take it: hire or learn from your hand panel first, or decline.`);
      const take = button(keys.answer.id(g, w, 'claim'), `Take ${c ? cardName(c) : 'it'}`, ButtonStyle.Success, { emoji: '🏢' });
      components.push(row(...(staffable ? [take] : []), button(keys.answer.id(g, w, 'decline'), 'Decline', ButtonStyle.Secondary), open));
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
