// Scandals (§4.6) and Trumps (§4.7): requirements (R32), PR Retainer, effects. Every choice of
// the player is inside the command (R62); random picks come from the state's PRNG.
import type { PlayerId, RuleError } from '../../engine/game.js';
import { card, isCard, kindOf, type CardId } from './cards.js';
import type { Emitter } from './emitter.js';
import type { AwardCommand, IdleReason } from './messages.js';
import type { AwardState } from './types.js';
import { agency, agencyOf, available, bidderOf } from './state.js';
import { contains, isEmpty, isValid, NO_TOKENS, size, sub, type Skill, type Tokens } from './tokens.js';

type Play = Extract<AwardCommand, { type: 'play' }>;

const err = (code: string, params?: RuleError['params']): RuleError => ({ code, params });

/** Plays a Scandal or Trump from `actor`'s hand, or says why it cannot be played. */
export function playCard(em: Emitter, actor: PlayerId, cmd: Play): RuleError | null {
  const s = em.state;
  const me = agency(s, actor);
  if (!me.hand.includes(cmd.card)) return err('NOT_IN_HAND', { card: cmd.card });
  const def = card(cmd.card);
  if (def.kind !== 'scandal' && def.kind !== 'trump') return err('NOT_PLAYABLE', { card: cmd.card });
  // R31, R41, A20: any time, except "your Action phase" cards: the active player in their own Action phase.
  const ownAction = s.active === actor && s.phase === 'action';

  let target: PlayerId | null = null;
  if (def.kind === 'scandal') {
    if (!cmd.target) return err('TARGET_REQUIRED');
    if (agencyOf(s, cmd.target)?.status !== 'active') return err('NO_SUCH_PLAYER', { player: cmd.target });
    target = cmd.target; // R30, R52, A18: yourself included unless the card says otherwise
  } else if (cmd.target !== undefined && cmd.target !== actor) {
    return err('TRUMP_ON_SELF'); // R30: a Trump affects only the player who plays it
  }
  const them = target ? agency(s, target) : null;
  let tokens: Tokens | null = null;
  let skill: Skill | null = null;
  let pick: CardId | null = null;
  let account: CardId | null = null;

  switch (def.code) {
    case 'S3': // Poached
      if (!ownAction) return err('ACTION_PHASE_ONLY');
      if (target === actor) return err('TARGET_OTHER');
      if (!them || them.creatives.length === 0) return err('NO_CREATIVES', { player: target ?? '' });
      if (!cmd.pick || !them.creatives.some((c) => c.card === cmd.pick)) return err('NOT_THEIR_CREATIVE', { card: cmd.pick ?? '' });
      if (me.cash < 1) return err('CANNOT_AFFORD', { cost: 1 }); // R20
      pick = cmd.pick;
      break;
    case 'S4': {
      // Leaked Pitch Deck
      const a = s.auction;
      if (!a) return err('NO_AUCTION');
      if (target === actor) return err('TARGET_OTHER');
      if (bidderOf(a, target as PlayerId)?.status !== 'in') return err('TARGET_NOT_IN_AUCTION', { player: target ?? '' });
      break;
    }
    case 'S5': // Bad Press
      if (!them || them.accounts.length === 0) return err('NO_ACCOUNTS', { player: target ?? '' });
      if (!cmd.account || !them.accounts.some((h) => h.card === cmd.account)) return err('NOT_THEIR_ACCOUNT', { card: cmd.account ?? '' });
      account = cmd.account;
      break;
    case 'T1': // Moon Lighting
    case 'T7': // Client Dinner
      if (!ownAction) return err('ACTION_PHASE_ONLY');
      break;
    case 'T2':
      return err('BRIBE_WITH_BID'); // T2: only as part of your own bid
    case 'T3': {
      const a = s.auction;
      if (!a || kindOf(a.card) !== 'award') return err('NO_AWARD_AUCTION');
      if (a.host !== null) return err('HOST_TAKEN', { player: a.host });
      break;
    }
    case 'T4': {
      // All-Nighter: up to 3 expended, uncommitted tokens, types named now.
      tokens = cmd.tokens ?? NO_TOKENS;
      if (!isValid(tokens) || size(tokens) > 3) return err('TOO_MANY_TOKENS', { max: 3 });
      if (!contains(sub(me.expended, me.committed), tokens)) return err('TOKENS_NOT_EXPENDED'); // R26, A36
      break;
    }
    case 'T5':
      if (!cmd.skill) return err('SKILL_REQUIRED');
      skill = cmd.skill;
      break;
    case 'T6':
      if (me.prRetainer !== null) return err('RETAINER_IN_PLAY');
      break;
    case 'T8':
      if (!s.assetDiscard.some((c) => kindOf(c) === 'creative')) return err('NO_NAME_CARD_IN_DISCARD');
      // An unknown id is refused like any other card that is not there (never a throw).
      if (!cmd.pick || !isCard(cmd.pick) || kindOf(cmd.pick) !== 'creative' || !s.assetDiscard.includes(cmd.pick)) return err('NOT_IN_DISCARD', { card: cmd.pick ?? '' });
      pick = cmd.pick;
      break;
    default:
      break;
  }

  // T6: the next Scandal another player plays on the holder is cancelled (R35: only if in play).
  // Our ruling: its requirements were still checked (R32), and a cancelled Poached costs nothing.
  const retained = def.kind === 'scandal' && target !== null && target !== actor && agency(s, target).prRetainer !== null;
  const idle = retained ? null : findsNothing(s, actor, cmd.card, def.code, target, tokens);
  em.emit({ type: 'cardPlayed', player: actor, card: cmd.card, target, pick, account, tokens, skill, ...(idle ? { idle } : {}) });
  if (retained && target !== null) {
    em.emit({ type: 'retainerUsed', player: target, by: actor, card: cmd.card });
    return null;
  }
  effect(em, actor, def.code, target, { tokens, skill, pick, account });
  return null;
}

/**
 * R60: why the card, once played, will find nothing to act on (null when it acts). Checked before
 * it leaves the hand, so a card's own copy does not count (Leaked Emails on oneself).
 */
function findsNothing(s: AwardState, actor: PlayerId, id: CardId, code: string, target: PlayerId | null, tokens: Tokens | null): IdleReason | null {
  const who = agency(s, target ?? actor);
  switch (code) {
    case 'S1': // Blackmail: "for each account they have"; S1 says nothing happens without one
      if (who.accounts.length === 0) return 'noAccounts';
      return target === actor ? 'self' : null;
    case 'S2': // A Fresh Start
      return who.accounts.length === 0 && isEmpty(sub(who.expended, who.committed)) ? 'nothing' : null;
    case 'S6': // Walkout
    case 'T1': // Moon Lighting
      return isEmpty(available(who)) ? 'noTokens' : null;
    case 'S7': // Tax Audit: half, rounded down
      return Math.floor(who.cash / 2) === 0 ? 'noCash' : null;
    case 'S8': // Leaked Emails
      return who.hand.filter((c) => c !== id).length === 0 ? 'noCards' : null;
    case 'T4': // All-Nighter with no token named
      return tokens === null || isEmpty(tokens) ? 'nothing' : null;
    case 'T7': // Client Dinner
      return who.accounts.length === 0 ? 'noAccounts' : null;
    default:
      return null;
  }
}

interface Choices {
  readonly tokens: Tokens | null;
  readonly skill: Skill | null;
  readonly pick: CardId | null;
  readonly account: CardId | null;
}

/** The printed effects, top to bottom (R62); R60: nothing to act on means nothing happens. */
function effect(em: Emitter, actor: PlayerId, code: string, target: PlayerId | null, c: Choices): void {
  const t = target as PlayerId;
  switch (code) {
    case 'S1': {
      // Blackmail: min($2k × Accounts, $5k); cash first, then a random card per $1k unpaid (A21).
      const them = agency(em.state, t);
      if (them.accounts.length === 0 || t === actor) return; // our ruling: blackmailing yourself moves nothing
      const amount = Math.min(2 * them.accounts.length, 5);
      const paid = Math.min(them.cash, amount);
      if (paid > 0) em.emit({ type: 'transfer', from: t, to: actor, amount: paid, cause: 'blackmail' });
      const k = Math.min(amount - paid, them.hand.length);
      if (k > 0) {
        const cards = em.random((r) => r.shuffle(them.hand).slice(0, k));
        em.emit({ type: 'cardsPassed', from: t, to: actor, cards });
      }
      return;
    }
    case 'S2': {
      // A Fresh Start: every Account goes, then every uncommitted expended token is renewed.
      for (const h of agency(em.state, t).accounts) em.emit({ type: 'accountLost', player: t, card: h.card, reason: 'freshStart' });
      const a = agency(em.state, t);
      const tokens = sub(a.expended, a.committed);
      if (!isEmpty(tokens)) em.emit({ type: 'renewed', player: t, tokens, cause: 'freshStart' });
      return;
    }
    case 'S3':
      em.emit({ type: 'cash', player: actor, amount: -1, cause: 'poached', cards: [] });
      em.emit({ type: 'poached', player: actor, from: t, card: c.pick as CardId });
      return;
    case 'S4':
      em.emit({ type: 'auctionOut', player: t, reason: 'leaked' }); // R71, R80(a)
      return;
    case 'S5':
      em.emit({ type: 'accountLost', player: t, card: c.account as CardId, reason: 'badPress' });
      return;
    case 'S6': {
      const tokens = available(agency(em.state, t));
      if (!isEmpty(tokens)) em.emit({ type: 'expended', player: t, tokens, cause: 'walkout' });
      return;
    }
    case 'S7': {
      const amount = Math.min(Math.floor(agency(em.state, t).cash / 2), 6);
      if (amount > 0) em.emit({ type: 'cash', player: t, amount: -amount, cause: 'taxAudit', cards: [] });
      return;
    }
    case 'S8': {
      const hand = agency(em.state, t).hand;
      const k = Math.min(2, hand.length);
      if (k > 0) em.emit({ type: 'handDiscarded', player: t, cards: em.random((r) => r.shuffle(hand).slice(0, k)), cause: 'leakedEmails' });
      return;
    }
    case 'T1': {
      // Moon Lighting (A20): available tokens only; all of them become expended.
      const tokens = available(agency(em.state, actor));
      const n = size(tokens);
      if (n > 0) {
        em.emit({ type: 'cash', player: actor, amount: Math.min(n, 8), cause: 'moonLighting', cards: [] });
        em.emit({ type: 'expended', player: actor, tokens, cause: 'moonLighting' });
      }
      return;
    }
    case 'T3': {
      // Host Awards Show: Host first, then out if in (R71, R80), then $2k.
      em.emit({ type: 'hostSet', player: actor });
      if (em.state.auction && bidderOf(em.state.auction, actor)?.status === 'in') {
        em.emit({ type: 'auctionOut', player: actor, reason: 'host' });
      }
      em.emit({ type: 'cash', player: actor, amount: 2, cause: 'host', cards: [] });
      return;
    }
    case 'T4':
      if (c.tokens && !isEmpty(c.tokens)) em.emit({ type: 'renewed', player: actor, tokens: c.tokens, cause: 'allNighter' });
      return;
    case 'T5':
      em.emit({ type: 'skillGained', player: actor, skill: c.skill as Skill, cause: 'course' });
      return;
    case 'T7': {
      const n = Math.min(agency(em.state, actor).accounts.length, 4);
      if (n > 0) em.emit({ type: 'cash', player: actor, amount: n, cause: 'clientDinner', cards: [] });
      return;
    }
    case 'T8':
      em.emit({ type: 'headhunted', player: actor, card: c.pick as CardId });
      return;
    default:
      return; // S6 handled above; T6 is placed by cardPlayed
  }
}
