// The public question to the one player the game waits for (bid prompts, M1/M2 decisions, locks
// and offers), built from the public view. It is deleted once answered: the board's log tells
// what came of it (game.ts).
import { account } from '../../games/award/cards.js';
import { contains, sub } from '../../games/award/tokens.js';
import type { AwardView, PendingView } from '../../games/award/view-types.js';
import { t } from '../../i18n/index.js';
import type { GameInfo } from '../../service/types.js';
import { button, buttonRows, ButtonStyle, LIMITS, row, timestamp, truncate } from '../format.js';
import type { Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { AWARD_COLOR, keys, waitId } from './ids.js';
import { auctionLines, select } from './render.js';
import { cardDetail, cardLine, cardName, cardText, money, pendingText, tokens } from './text.js';

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
 * `text` names agencies where a mention cannot go (menus): names.ts textNames, escaped.
 */
export function askPost(game: GameInfo, v: AwardView, p: PendingView, name: Namer, text: Namer, userId: string | null): MessagePayload {
  const who = userId ? `<@${userId}>` : name(p.player);
  const g = game.id;
  const w = waitId(v);
  const me = v.agencies.find((a) => a.id === p.player);
  const when = t('award:ask.when', { due: timestamp(p.due, 'R'), at: timestamp(p.due, 'f') });
  const lines: string[] = [];
  const components: MessagePayload['components'] = [];
  let headline = t('award:ask.waits', { who, what: pendingText(p, v.auction?.card ?? null, 'you') });
  const open = button(keys.answer.id(g, w, 'open'), t('award:board.myHand'), ButtonStyle.Secondary, { emoji: '🃏' });
  switch (p.kind) {
    case 'prompt': {
      const a = v.auction;
      if (!a) break;
      headline = a.high ? t('award:ask.promptBeat', { who, card: cardName(a.card), high: a.highValue ?? 0 }) : t('award:ask.promptOpen', { who, card: cardName(a.card) });
      lines.push(`${cardLine(a.card)}`, ...auctionLines(v, name).slice(1));
      components.push(
        row(
          button(keys.bidMinimum.id(g, w), t('award:ask.bidMinimum'), ButtonStyle.Success, { emoji: '🙋' }),
          button(keys.buildBid.id(g, w), t('award:ask.buildBid'), ButtonStyle.Primary, { emoji: '🧮' }),
          button(keys.pass.id(g, w), t('award:bid.pass'), ButtonStyle.Danger, { emoji: '🚫' }),
          open,
        ),
      );
      break;
    }
    case 'upkeep': {
      const under = me?.accounts.filter((h) => h.understaffed) ?? [];
      // Refill is offered only where the available tokens cover what is missing (R25).
      const fillable = under.filter((h) => me !== undefined && contains(me.tokens.available, sub(h.upkeep, h.allocated)));
      headline = t('award:ask.upkeep', { who, count: under.length });
      for (const h of under) lines.push(t('award:ask.upkeepLine', { card: cardName(h.card), allocated: tokens(h.allocated), upkeep: tokens(h.upkeep), needs: tokens(sub(h.upkeep, h.allocated)) }));
      if (me && fillable.length === 0) {
        lines.push(t('award:ask.cannotStaff', { available: tokens(me.tokens.available), count: under.length }));
      } else if (me) lines.push(t('award:ask.availableNow', { tokens: tokens(me.tokens.available) }));
      components.push(
        ...buttonRows([
          ...fillable.slice(0, 3).map((h) => button(keys.answer.id(g, w, 'refill', h.card.id), t('award:panel.refill', { card: cardName(h.card) }), ButtonStyle.Primary, { emoji: '📌' })),
          button(keys.answer.id(g, w, 'finish'), t('award:panel.finishUpkeep'), ButtonStyle.Secondary, { emoji: '✅' }),
          open,
        ]),
      );
      break;
    }
    case 'salaries': {
      const due = me?.creatives.filter((c) => c.salaryDue) ?? [];
      headline = t('award:ask.salaries', { who, due: money(due.length), cash: money(me?.cash ?? 0) });
      lines.push(...due.map((c) => `• ${cardName(c.card)} (${tokens(c.tokens)}) — ${money(1)}`));
      if (me && me.creatives.length > 0) {
        components.push(
          row(
            select(
              keys.answer.id(g, w, 'fire'),
              t('award:ask.fireMenu'),
              me.creatives.map((c) => ({ label: t('award:ask.fire', { card: cardName(c.card) }), value: c.card.id, description: c.salaryDue ? t('award:ask.salaryDue', { tokens: tokens(c.tokens) }) : tokens(c.tokens) })),
              { min: 1, max: me.creatives.length },
            ),
          ),
        );
      }
      components.push(row(button(keys.answer.id(g, w, 'pay'), t('award:ask.payEveryone'), ButtonStyle.Success, { emoji: '💸' }), open));
      break;
    }
    case 'forced': {
      headline = t('award:ask.forced', { who, owed: money(p.owed ?? 0), money: money(1) });
      if (me && me.handSize > 0) {
        components.push(row(button(keys.answer.id(g, w, 'sell'), t('award:ask.chooseSell'), ButtonStyle.Primary, { emoji: '🃏' })));
      } else if (me) {
        components.push(
          row(
            select(
              keys.answer.id(g, w, 'liq'),
              t('award:ask.liquidate', { count: p.owed ?? 1 }),
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
        .flatMap((a) => a.creatives.map((c) => ({ label: `${cardName(c.card)} (${text(a.id)})`, value: c.card.id, description: t('award:ask.worksFor', { tokens: tokens(c.tokens), who: text(a.id) }) })));
      if (options.length) components.push(row(select(keys.answer.id(g, w, 'choose'), t('award:ask.chooseLeaver'), options)));
      break;
    }
    case 'greenerOffer': {
      const c = p.cards[0];
      if (c) lines.push(cardLine(c));
      components.push(
        row(
          button(keys.answer.id(g, w, 'hire'), c ? t('award:ask.hire', { card: cardName(c), fee: money(1) }) : t('award:ask.hireThem', { fee: money(1) }), ButtonStyle.Success, { emoji: '🤝' }),
          button(keys.answer.id(g, w, 'nohire'), t('award:trade.decline'), ButtonStyle.Secondary),
        ),
      );
      break;
    }
    case 'layoffs': {
      const mine = me?.creatives ?? [];
      if (mine.length) components.push(row(select(keys.answer.id(g, w, 'layoff'), t('award:ask.layoff'), mine.map((c) => ({ label: cardName(c.card), value: c.card.id, description: tokens(c.tokens) })))));
      break;
    }
    case 'bustChoose': {
      if (p.cards.length) components.push(row(select(keys.answer.id(g, w, 'bust'), t('award:ask.bust'), p.cards.map((c) => ({ label: cardName(c), value: c.id, description: cardDetail(c.id) })))));
      break;
    }
    case 'claimWon': {
      const c = p.cards[0];
      if (c) lines.push(cardLine(c), t('award:ask.claimHint'));
      components.push(row(open, button(keys.answer.id(g, w, 'giveup'), t('award:ask.giveUp'), ButtonStyle.Danger)));
      break;
    }
    case 'noBidOffer': {
      const c = p.cards[0];
      if (c) lines.push(cardLine(c));
      // R77: taking it needs its condition met and its upkeep available now (the engine says which,
      // PendingView.take); until both hold, only what is missing is said, and Take is not offered.
      const def = c ? account(c.id) : null;
      const take = p.take ?? { eligible: true, staffable: true };
      if (c && !take.eligible) lines.push(t('award:ask.notEligible', { condition: cardText(c.id, 'condition') }));
      if (def && !take.staffable) lines.push(t('award:ask.needUpkeep', { tokens: tokens(def.upkeep) }));
      const takeButton = button(keys.answer.id(g, w, 'claim'), c ? t('award:ask.take', { card: cardName(c) }) : t('award:ask.takeIt'), ButtonStyle.Success, { emoji: '🏢' });
      components.push(row(...(take.eligible && take.staffable ? [takeButton] : []), button(keys.answer.id(g, w, 'decline'), t('award:trade.decline'), ButtonStyle.Secondary), open));
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
