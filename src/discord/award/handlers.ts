// /award: slash commands, autocomplete, and the buttons and menus of Award messages. Each handler
// finds the game, checks who may act, asks the service, and answers — ephemerally whenever a hand
// is involved. The public posts that follow a change are the publisher's job, not the handler's.
import {
  MessageFlags,
  type AutocompleteInteraction,
  type BaseInteraction,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
} from 'discord.js';
import { z } from 'zod';
import type { PlayerId } from '../../engine/game.js';
import { ASSET_DECK, card, isCard, kindOf, type CardId } from '../../games/award/cards.js';
import { parseTokens, SKILLS, type Skill, type Tokens } from '../../games/award/tokens.js';
import { HAND_LIMIT, type AwardCommand, type AwardView, type CardView } from '../../games/award/types.js';
import type { GameInfo, ServiceError } from '../../service/types.js';
import { componentArgs, version, type ComponentId } from '../custom-id.js';
import { hoursToMs, openTable } from '../table.js';
import { UserError } from '../errors.js';
import { LIMITS, truncate } from '../format.js';
import {
  authorityOf,
  ephemeral,
  explain,
  gameInChannel,
  gameOfComponent,
  requirePostingRights,
  requireSeat,
  seatOfUserOption,
  update,
  viewOf,
  type BotContext,
} from '../interact.js';
import { namerFor, plainNames, seatOf, type Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { minimumBid } from './bids.js';
import {
  AWARD_COLOR,
  bidBuilder,
  boardPost,
  cutPanel,
  forcedChooser,
  logPage,
  panel,
  parseTokensArg,
  playNeeds,
  playWizard,
  privateNotes,
  tokensArg,
  tradeDetail,
  waitId,
  type BidChoice,
  type Wizard,
} from './render.js';
import { HELP_TITLE, helpText, RULES_TITLE, rulesText } from './rules-text.js';
import { cardDetail, NOTE, REFUSED, ruleErrorText, WANTED } from './text.js';

const TYPE = 'award';

// ---------------------------------------------------------------------------------------------
// Reading the game

interface Seen {
  readonly game: GameInfo;
  readonly version: number;
  readonly view: AwardView;
}

/** The game as `userId` may see it (the public view for someone not seated). */
function see(ctx: BotContext, game: GameInfo, userId: string): Seen {
  return viewOf<AwardView>(ctx, game, userId, REFUSED.notStarted);
}

/** Words for a failed call: the Award's own words (with names) for rule errors. */
function words(ctx: BotContext, game: GameInfo, error: ServiceError): string {
  if (error.code === 'BAD_COMMAND') return REFUSED.badCommand;
  return error.rule ? ruleErrorText(error, namerFor(game)) : explain(ctx, TYPE, error);
}

function names(interaction: BaseInteraction, game: GameInfo): { name: Namer; plain: Namer } {
  return { name: namerFor(game), plain: plainNames(interaction.client, game) };
}

/** The seat of the user, or a clear refusal. */
function mySeat(game: GameInfo, userId: string): PlayerId {
  requireSeat(game, userId);
  const seat = seatOf(game, userId);
  if (!seat) throw new UserError(REFUSED.notStarted);
  return seat;
}

function panelOf(interaction: BaseInteraction, seen: Seen, note?: string): MessagePayload {
  const n = names(interaction, seen.game);
  const payload = panel(seen.game, seen.version, seen.view, n.name);
  return note ? { ...payload, content: truncate(note, LIMITS.content) } : payload;
}

function lastPrivate(v: AwardView): number {
  return v.you?.log.at(-1)?.n ?? -1;
}

type Actor = { readonly id: string; readonly user: { readonly id: string } };

/**
 * Submits a player's command. Returns the fresh view and a note that adds what only this player
 * learnt (cards drawn or received); a stale version returns the fresh state with the reason;
 * anything else refused throws the explanation (nothing changed).
 */
function submit(ctx: BotContext, interaction: Actor, game: GameInfo, command: AwardCommand, note: string, expectedVersion?: number): { seen: Seen; note: string; stale: boolean } {
  const before = see(ctx, game, interaction.user.id);
  const result = ctx.service.submit({
    gameId: game.id,
    actor: { userId: interaction.user.id },
    command,
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    interactionId: interaction.id,
  });
  if (!result.ok) {
    if (result.error.code === 'STALE_VERSION') return { seen: before, note: `⚠️ ${explain(ctx, TYPE, result.error)}`, stale: true };
    throw new UserError(words(ctx, game, result.error));
  }
  const seen = see(ctx, result.outcome.game, interaction.user.id);
  const learnt = privateNotes(seen.view, namerFor(seen.game), 6, lastPrivate(before.view));
  const ended = seen.view.phase === 'ended' ? `\n${NOTE.gameOver}` : '';
  return { seen, note: [note, ...learnt.map((l) => `🤫 ${l}`)].join('\n') + ended, stale: false };
}

/** Submits and answers with the fresh panel. */
function act(ctx: BotContext, interaction: BaseInteraction & Actor, game: GameInfo, command: AwardCommand, note: string, expectedVersion?: number): MessagePayload {
  const done = submit(ctx, interaction, game, command, note, expectedVersion);
  return panelOf(interaction, done.seen, done.note);
}

/** Submits and answers with a short note (for public prompts: the channel shows the rest). */
function actShort(ctx: BotContext, interaction: BaseInteraction & Actor, game: GameInfo, command: AwardCommand, note: string): MessagePayload {
  const done = submit(ctx, interaction, game, command, note);
  return { content: truncate(done.note, LIMITS.content), embeds: [], components: [], allowedMentions: { parse: [] } };
}

// ---------------------------------------------------------------------------------------------
// Options typed or picked in slash commands

/** A card from an option value: an id from autocomplete, or a typed name. */
function pickCard(value: string, from: readonly CardView[], what: string): CardView {
  const typed = value.trim();
  const byId = from.find((c) => c.id === typed);
  if (byId) return byId;
  const lower = typed.toLowerCase();
  const exact = from.filter((c) => c.name.toLowerCase() === lower);
  if (exact.length >= 1) return exact[0] as CardView;
  const prefix = from.filter((c) => c.name.toLowerCase().startsWith(lower));
  if (prefix.length >= 1 && new Set(prefix.map((c) => c.name)).size === 1) return prefix[0] as CardView;
  throw new UserError(REFUSED.notA(truncate(typed, 40), what));
}

function choices(cards: readonly CardView[], typed: string, describe = true) {
  const lower = typed.trim().toLowerCase();
  const seen = new Set<string>();
  return cards
    .filter((c) => lower === '' || c.name.toLowerCase().includes(lower) || c.id.toLowerCase() === lower)
    .filter((c) => {
      const key = `${c.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, LIMITS.autocompleteChoices)
    .map((c) => ({ name: truncate(describe ? `${c.name} — ${cardDetail(c.id)}` : c.name, LIMITS.choiceName), value: c.id }));
}

/** Token notation as players type it: "A2 D1", "a2d1", "AAD". */
export function parseTyped(text: string): Tokens {
  const t = text.toUpperCase().replace(/[^ADT0-9]/g, '');
  if (t === '') return { A: 0, D: 0, T: 0 };
  if (/^([ADT]\d+)+$/.test(t)) return parseTokens(t.replace(/([ADT]\d+)/g, '$1 '));
  if (/^[ADT]+$/.test(t)) return { A: t.split('A').length - 1, D: t.split('D').length - 1, T: t.split('T').length - 1 };
  throw new UserError(REFUSED.notTokens(truncate(text, 20)));
}

function agencyChoices(view: AwardView, plain: Namer, typed: string, filter: (id: PlayerId) => boolean = () => true) {
  const lower = typed.trim().toLowerCase();
  return view.agencies
    .filter((a) => a.status === 'active' && filter(a.id))
    .map((a) => ({ name: truncate(`Seat ${a.seat + 1} · ${a.playerCard.name} · ${plain(a.id)}${a.id === view.viewer ? ' (you)' : ''}`, LIMITS.choiceName), value: a.id }))
    .filter((c) => lower === '' || c.name.toLowerCase().includes(lower))
    .slice(0, LIMITS.autocompleteChoices);
}

/** The agency named by a `target` user or a `seat` option (a seat id or a typed seat label). */
function targetOf(interaction: ChatInputCommandInteraction, game: GameInfo, view: AwardView, userOption: string, seatOption: string): PlayerId | null {
  const named = seatOfUserOption(interaction, game, userOption);
  if (named) return named;
  const typed = interaction.options.getString(seatOption)?.trim();
  if (!typed) return null;
  const agencies = view.agencies.filter((a) => a.status === 'active');
  const found =
    agencies.find((a) => a.id === typed) ??
    agencies.find((a) => `seat ${a.seat + 1}` === typed.toLowerCase() || String(a.seat + 1) === typed) ??
    agencies.find((a) => a.playerCard.name.toLowerCase() === typed.toLowerCase());
  if (!found) throw new UserError(REFUSED.notAnAgency(truncate(typed, 40)));
  return found.id;
}

const HOURS = hoursToMs;

// ---------------------------------------------------------------------------------------------
// Slash commands

export async function execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const group = interaction.options.getSubcommandGroup(false);
  const sub = interaction.options.getSubcommand(true);
  const key = group ? `${group} ${sub}` : sub;
  const user = interaction.user.id;
  const reply1 = (payload: MessagePayload) => interaction.reply(ephemeral(payload));
  const text = (content: string) => interaction.reply({ content: truncate(content, LIMITS.content), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });

  switch (key) {
    case 'rules':
      await reply1({ embeds: [{ title: RULES_TITLE, description: rulesText(), color: AWARD_COLOR }] });
      return;
    case 'help':
      await reply1({ embeds: [{ title: HELP_TITLE, description: helpText(), color: AWARD_COLOR }] });
      return;

    case 'start': {
      const turnH = interaction.options.getNumber('turn_hours');
      const promptH = interaction.options.getNumber('prompt_hours');
      const choiceH = interaction.options.getNumber('choice_hours');
      const trade = interaction.options.getBoolean('trade');
      const first = interaction.options.getString('first');
      const options = {
        ...(turnH === null ? {} : { turnMs: Math.max(60_000, HOURS(turnH)) }),
        ...(promptH === null ? {} : { promptMs: Math.max(60_000, HOURS(promptH)) }),
        ...(choiceH === null ? {} : { choiceMs: Math.max(60_000, HOURS(choiceH)) }),
        ...(trade === null ? {} : { trade }),
        // R3(a), A30: the host may name the first player; seat p1 is the first seat at the start.
        ...(first === 'host' ? { firstPlayer: 'p1' } : {}),
      };
      await openTable(interaction, ctx, TYPE, options, 'agencies');
      return;
    }

    case 'join': {
      requirePostingRights(interaction);
      const game = gameInChannel(ctx, interaction, TYPE);
      const result = ctx.service.join(game.id, user);
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      await text(NOTE.joined);
      return;
    }

    case 'leave': {
      const game = gameInChannel(ctx, interaction, TYPE);
      if (game.status === 'lobby') {
        const result = ctx.service.leave(game.id, user);
        if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
        await text(NOTE.leftLobby);
        return;
      }
      const result = ctx.service.leaveGame(game.id, user);
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      await text(game.settings.onLeave === 'retire' ? NOTE.leftRemoved : NOTE.leftGame);
      return;
    }

    case 'hand': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      await reply1(panelOf(interaction, see(ctx, game, user)));
      return;
    }

    case 'board': {
      const game = gameInChannel(ctx, interaction, TYPE);
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError(REFUSED.noBoard);
      const v = pub.view as AwardView;
      await reply1({ ...boardPost(game, v, namerFor(game), null, false), content: '' });
      return;
    }

    case 'log': {
      const game = gameInChannel(ctx, interaction, TYPE);
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError(REFUSED.noLog);
      const v = pub.view as AwardView;
      const turn = Math.min(interaction.options.getInteger('turn') ?? v.turn, v.turn);
      await reply1(logPage(v, turn, namerFor(game)));
      return;
    }

    case 'play': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      const { view } = see(ctx, game, user);
      const hand = view.you?.hand ?? [];
      const c = pickCard(interaction.options.getString('card', true), hand, 'a card in your hand');
      const command: AwardCommand & { type: 'play' } = { type: 'play', card: c.id };
      const target = targetOf(interaction, game, view, 'target', 'seat');
      if (target) command.target = target;
      const needs = playNeeds(c.code);
      const account = interaction.options.getString('account');
      const pick = interaction.options.getString('creative');
      const skill = interaction.options.getString('skill');
      const tokens = interaction.options.getString('tokens');
      if (account) command.account = account.trim();
      if (pick) command.pick = pick.trim();
      if (skill && (SKILLS as readonly string[]).includes(skill)) command.skill = skill as Skill;
      if (tokens) command.tokens = parseTyped(tokens);
      if (needs.extra === 'tokens' && !tokens) throw new UserError(REFUSED.nameTokens(c.id));
      if (command.account && !isCard(command.account)) command.account = pickCard(command.account, view.agencies.flatMap((a) => a.accounts.map((h) => h.card)), WANTED.accountInPlay).id;
      if (command.pick && !isCard(command.pick)) {
        const pool = c.code === 'T8' ? view.assetDiscard : view.agencies.flatMap((a) => a.creatives.map((x) => x.card));
        command.pick = pickCard(command.pick, pool, c.code === 'T8' ? WANTED.nameInDiscard : WANTED.creativeInPlay).id;
      }
      const on = command.target ? ` on ${command.target === seatOf(game, user) ? 'yourself' : namerFor(game)(command.target)}` : '';
      await reply1(actShort(ctx, interaction, game, command, NOTE.played(c.id, on)));
      return;
    }

    case 'bid': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      const { view } = see(ctx, game, user);
      const x = parseTyped(interaction.options.getString('tokens') ?? '');
      const n = interaction.options.getInteger('bribes') ?? 0;
      const bribes = (view.you?.hand ?? []).filter((c) => c.code === 'T2').map((c) => c.id);
      if (bribes.length < n) throw new UserError(REFUSED.bribeCards(bribes.length));
      await reply1(actShort(ctx, interaction, game, { type: 'bid', tokens: x, bribes: bribes.slice(0, n) }, NOTE.bid(x, n)));
      return;
    }

    case 'pass': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      await reply1(actShort(ctx, interaction, game, { type: 'pass' }, NOTE.passed));
      return;
    }

    case 'withdraw': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      await reply1(actShort(ctx, interaction, game, { type: 'withdraw' }, NOTE.withdrew));
      return;
    }

    case 'trade': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      const { view } = see(ctx, game, user);
      // A player by mention, or any agency (an AI one too) by seat: an AI seat answers at once.
      const to = targetOf(interaction, game, view, 'with', 'seat');
      if (!to) throw new UserError(REFUSED.noTradePartner);
      const partner = interaction.options.getUser('with')?.username ?? view.agencies.find((a) => a.id === to)?.playerCard.name ?? to;
      const hand = view.you?.hand ?? [];
      const give: CardId[] = [];
      for (const option of ['give_card', 'give_card_2'] as const) {
        const value = interaction.options.getString(option);
        if (value !== null) give.push(pickCard(value, hand.filter((c) => !give.includes(c.id)), WANTED.inHand).id);
      }
      const askValue = interaction.options.getString('ask_card');
      const ask = askValue === null ? [] : [askCard(askValue)];
      const command: AwardCommand = {
        type: 'offerTrade',
        to,
        give: { cash: interaction.options.getInteger('give_cash') ?? 0, cards: give },
        get: { cash: interaction.options.getInteger('ask_cash') ?? 0, cards: ask },
      };
      await reply1(actShort(ctx, interaction, game, command, NOTE.tradeSent(partner)));
      return;
    }

    case 'turn draw':
    case 'turn reveal':
    case 'turn upkeep': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      const command: AwardCommand = sub === 'draw' ? { type: 'draw' } : sub === 'reveal' ? { type: 'reveal' } : { type: 'finishUpkeep' };
      const note = sub === 'draw' ? NOTE.drew : sub === 'reveal' ? NOTE.revealed : NOTE.upkeepDone;
      await reply1(act(ctx, interaction, game, command, note));
      return;
    }

    case 'turn end': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      const seen = see(ctx, game, user);
      if ((seen.view.you?.hand.length ?? 0) > HAND_LIMIT) {
        await reply1(cutPanel(game, seen.version, seen.view));
        return;
      }
      await reply1(act(ctx, interaction, game, { type: 'endTurn', cut: [] }, NOTE.turnOver));
      return;
    }

    case 'turn hire':
    case 'turn sell': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      const hand = see(ctx, game, user).view.you?.hand ?? [];
      const from = sub === 'hire' ? hand.filter((c) => c.kind === 'creative') : hand;
      const c = pickCard(interaction.options.getString('card', true), from, sub === 'hire' ? WANTED.nameInHand : WANTED.inHand);
      const command: AwardCommand = sub === 'hire' ? { type: 'hire', card: c.id } : { type: 'sell', card: c.id };
      await reply1(act(ctx, interaction, game, command, sub === 'hire' ? NOTE.hired(c.id) : NOTE.sold(c.id)));
      return;
    }

    case 'turn learn': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      const skill = z.enum(SKILLS).parse(interaction.options.getString('skill', true));
      await reply1(act(ctx, interaction, game, { type: 'learn', skill }, NOTE.learnt(skill)));
      return;
    }

    case 'turn drop':
    case 'turn refill': {
      const game = gameInChannel(ctx, interaction, TYPE);
      const seat = mySeat(game, user);
      const { view } = see(ctx, game, user);
      const mine = view.agencies.find((a) => a.id === seat)?.accounts.map((h) => h.card) ?? [];
      const c = pickCard(interaction.options.getString('account', true), mine, WANTED.yourAccount);
      const command: AwardCommand = sub === 'drop' ? { type: 'drop', account: c.id } : { type: 'refill', account: c.id };
      await reply1(act(ctx, interaction, game, command, sub === 'drop' ? NOTE.dropped(c.id) : NOTE.refilled(c.id)));
      return;
    }

    case 'turn salaries': {
      const game = gameInChannel(ctx, interaction, TYPE);
      const seat = mySeat(game, user);
      const { view } = see(ctx, game, user);
      const mine = view.agencies.find((a) => a.id === seat)?.creatives.map((c) => c.card) ?? [];
      const fire: CardId[] = [];
      for (const option of ['fire', 'fire_2'] as const) {
        const value = interaction.options.getString(option);
        if (value !== null) fire.push(pickCard(value, mine.filter((c) => !fire.includes(c.id)), WANTED.yourCreative).id);
      }
      await reply1(act(ctx, interaction, game, { type: 'paySalaries', fire }, NOTE.firedAndPaid(fire)));
      return;
    }

    case 'my autopass': {
      const game = gameInChannel(ctx, interaction, TYPE);
      mySeat(game, user);
      const on = interaction.options.getBoolean('on', true);
      await reply1(act(ctx, interaction, game, { type: 'setAutoPass', on }, NOTE.autoPass(on)));
      return;
    }

    case 'my orders': {
      const game = gameInChannel(ctx, interaction, TYPE);
      const seat = mySeat(game, user);
      const { view } = see(ctx, game, user);
      const mine = view.agencies.find((a) => a.id === seat)?.creatives.map((c) => c.card) ?? [];
      const current = view.you?.orders ?? { autoRefill: false, fire: [], payOrder: null };
      const clear = interaction.options.getBoolean('clear') ?? false;
      let autoRefill = clear ? false : current.autoRefill;
      let fire = clear ? [] : [...current.fire];
      let payOrder = clear ? null : current.payOrder ? [...current.payOrder] : null;
      const refill = interaction.options.getBoolean('auto_refill');
      if (refill !== null) autoRefill = refill;
      const fireValue = interaction.options.getString('fire');
      if (fireValue) fire = [...new Set([...fire, pickCard(fireValue, mine, WANTED.yourCreative).id])];
      const keepValue = interaction.options.getString('keep');
      if (keepValue) {
        const keep = pickCard(keepValue, mine, WANTED.yourCreative).id;
        fire = fire.filter((c) => c !== keep);
      }
      const payValue = interaction.options.getString('pay_first');
      if (payValue) {
        const first = pickCard(payValue, mine, WANTED.yourCreative).id;
        payOrder = [first, ...(payOrder ?? []).filter((c) => c !== first)];
      }
      await reply1(act(ctx, interaction, game, { type: 'standingOrders', autoRefill, fire, payOrder }, NOTE.ordersSaved));
      return;
    }

    case 'my autopilot': {
      const game = gameInChannel(ctx, interaction, TYPE);
      const on = interaction.options.getBoolean('on', true);
      const result = ctx.service.setAutopilot(game.id, user, on);
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      await text(NOTE.autopilot(on));
      return;
    }

    case 'my remind': {
      const on = interaction.options.getBoolean('dm', true);
      ctx.service.setDmReminders(user, on);
      await text(NOTE.dmReminders(on));
      return;
    }

    case 'host extend':
    case 'host skip':
    case 'host end':
    case 'host remove': {
      const game = gameInChannel(ctx, interaction, TYPE);
      let command: AwardCommand;
      if (sub === 'extend') command = { type: 'extendDeadline', ms: HOURS(interaction.options.getNumber('hours', true)) };
      else if (sub === 'skip') command = { type: 'forceTimeout' };
      else if (sub === 'end') command = { type: 'endGame' };
      else {
        const pub = ctx.service.view(game.id, null);
        if (!pub.ok || !pub.view) throw new UserError(REFUSED.notStarted);
        const player = targetOf(interaction, game, pub.view as AwardView, 'player', 'seat');
        if (!player) throw new UserError(REFUSED.removeWho);
        command = { type: 'removePlayer', player };
      }
      const result = ctx.service.submit({ gameId: game.id, actor: { hostUserId: user, ...authorityOf(interaction) }, command, interactionId: interaction.id });
      if (!result.ok) throw new UserError(words(ctx, game, result.error));
      await text(NOTE.host[sub] ?? 'Done.');
      return;
    }

    case 'host cancel': {
      const game = gameInChannel(ctx, interaction, TYPE);
      const result = ctx.service.cancel(game.id, user, authorityOf(interaction));
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      await text(NOTE.cancelled);
      return;
    }

    default:
      throw new UserError(REFUSED.unavailable(key));
  }
}

/** A card asked for in a trade: by id, or by name (the first copy of that name). */
function askCard(value: string): CardId {
  const typed = value.trim();
  if (isCard(typed) && ['creative', 'scandal', 'trump'].includes(kindOf(typed))) return typed;
  const found = ASSET_DECK.find((id) => card(id).name.toLowerCase() === typed.toLowerCase());
  if (!found) throw new UserError(REFUSED.notAsset(truncate(typed, 40)));
  return found;
}

// ---------------------------------------------------------------------------------------------
// Autocomplete

export async function autocomplete(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void> {
  const focused = interaction.options.getFocused(true);
  const game = interaction.channelId ? ctx.service.activeGameInChannel(interaction.channelId) : null;
  if (!game || game.type !== TYPE || game.status !== 'running') {
    await interaction.respond([]);
    return;
  }
  const result = ctx.service.view(game.id, interaction.user.id);
  const view = result.ok ? (result.view as AwardView | null) : null;
  if (!view) {
    await interaction.respond([]);
    return;
  }
  const me = view.viewer;
  const hand = view.you?.hand ?? [];
  const typed = String(focused.value);
  const group = interaction.options.getSubcommandGroup(false);
  const sub = interaction.options.getSubcommand(false);
  const plain = plainNames(interaction.client, game);
  const mine = view.agencies.find((a) => a.id === me);
  const targetId = (): PlayerId | null => {
    const u = interaction.options.get('target')?.value;
    if (typeof u === 'string') return seatOf(game, u);
    const s = interaction.options.getString('seat');
    return s && view.agencies.some((a) => a.id === s) ? s : null;
  };
  let list: { name: string; value: string }[] = [];
  if (focused.name === 'seat') list = agencyChoices(view, plain, typed);
  else if (group === null && sub === 'play') {
    const cardValue = interaction.options.getString('card');
    if (focused.name === 'card') list = choices(hand.filter((c) => (c.kind === 'scandal' || c.kind === 'trump') && c.code !== 'T2'), typed);
    else if (focused.name === 'account') {
      const t = targetId();
      list = choices(view.agencies.filter((a) => t === null || a.id === t).flatMap((a) => a.accounts.map((h) => h.card)), typed);
    } else if (focused.name === 'creative') {
      if (cardValue && isCard(cardValue) && card(cardValue).code === 'T8') list = choices(view.assetDiscard.filter((c) => c.kind === 'creative'), typed);
      else {
        const t = targetId();
        list = choices(view.agencies.filter((a) => t === null || a.id === t).flatMap((a) => a.creatives.map((c) => c.card)), typed);
      }
    }
  } else if (group === null && sub === 'trade') {
    if (focused.name.startsWith('give_card')) list = choices(hand, typed);
    else if (focused.name === 'ask_card') {
      const mineIds = new Set(hand.map((c) => c.id));
      const byName = new Map<string, CardView>();
      for (const id of ASSET_DECK) if (!mineIds.has(id) && !byName.has(card(id).name)) byName.set(card(id).name, { id, kind: card(id).kind, code: card(id).code, name: card(id).name });
      list = choices([...byName.values()], typed, false);
    }
  } else if (group === 'turn') {
    if (sub === 'hire') list = choices(hand.filter((c) => c.kind === 'creative'), typed);
    else if (sub === 'sell') list = choices(hand, typed);
    else if (sub === 'drop') list = choices(mine?.accounts.map((h) => h.card) ?? [], typed);
    else if (sub === 'refill') list = choices(mine?.accounts.filter((h) => h.understaffed).map((h) => h.card) ?? [], typed);
    else if (sub === 'salaries') list = choices(mine?.creatives.map((c) => c.card) ?? [], typed);
  } else if (group === 'my' && sub === 'orders') {
    list = choices(mine?.creatives.map((c) => c.card) ?? [], typed);
  }
  await interaction.respond(list);
}

// ---------------------------------------------------------------------------------------------
// Buttons and menus

const wait = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const cardArg = z.string().regex(/^[A-Z]{1,2}\d{1,2}[ab]?$/).refine(isCard);
const count = z.coerce.number().int().min(0).max(24);
const choiceSchema = z
  .string()
  .regex(/^\d{1,2}\.\d{1,2}\.\d{1,2}\.\d$/)
  .transform((s) => s.split('.').map(Number) as [number, number, number, number])
  .transform(([A, D, T, b]): BidChoice => ({ A, D, T, b }));
const seatArg = z.union([z.literal(''), z.string().regex(/^p\d{1,2}$/)]);
const extraArg = z.string().regex(/^[A-Za-z0-9.]{0,20}$/);
const tradeArg = z.tuple([z.coerce.number().int().min(0).max(1_000_000)]);
const askArgs = z.tuple([wait, z.enum(['refill', 'finish', 'pay', 'fire', 'open', 'sell', 'liq', 'choose', 'hire', 'nohire', 'layoff', 'bust', 'claim', 'decline', 'giveup']), z.union([z.literal(''), cardArg])]);

function args<T extends z.ZodTypeAny>(schema: T, id: ComponentId): z.infer<T> {
  return componentArgs(schema, id, REFUSED.malformedButton);
}

/** Parses a menu value (or other component input); anything unexpected is a clear refusal. */
function must<T extends z.ZodTypeAny>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UserError(REFUSED.malformedChoice);
  return parsed.data;
}

function values(interaction: MessageComponentInteraction): string[] {
  return interaction.isStringSelectMenu() ? interaction.values : [];
}

/** The bid prompt named by `at` (its wait id) is open and is this user's; else a clear refusal. */
function promptFor(v: AwardView, seat: PlayerId, at: number, name: Namer): void {
  const p = v.pending;
  if (!p || p.kind !== 'prompt' || waitId(v) !== at) throw new UserError(REFUSED.promptOver);
  if (p.player !== seat) throw new UserError(REFUSED.promptForOther(name(p.player)));
}

/** The question named by `at` (its wait id) is open and is this user's; else a clear refusal. */
function askFor(v: AwardView, seat: PlayerId, at: number, name: Namer): void {
  const p = v.pending;
  if (!p || waitId(v) !== at || p.kind === 'prompt' || p.kind === 'turn') throw new UserError(REFUSED.questionOver);
  if (p.player !== seat) throw new UserError(REFUSED.questionForOther(name(p.player)));
}

export async function component(interaction: MessageComponentInteraction, id: ComponentId, ctx: BotContext): Promise<void> {
  const game = gameOfComponent(ctx, interaction, id.gameId, TYPE);
  const user = interaction.user.id;
  const privateMessage = interaction.message.flags.has(MessageFlags.Ephemeral);
  // Ephemeral messages update in place; public posts' components answer with a new ephemeral reply.
  const answer = (payload: MessagePayload) => (privateMessage ? interaction.update(update(payload)) : interaction.reply(ephemeral(payload)));
  const n = () => names(interaction, game);

  switch (id.action) {
    case 'panel':
      mySeat(game, user);
      await answer(panelOf(interaction, see(ctx, game, user)));
      return;
    case 'log': {
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError(REFUSED.noLog);
      const v = pub.view as AwardView;
      await interaction.reply(ephemeral(logPage(v, v.turn, namerFor(game))));
      return;
    }
    case 'wd':
      mySeat(game, user);
      await interaction.reply(ephemeral(actShort(ctx, interaction, game, { type: 'withdraw' }, NOTE.withdrew)));
      return;

    // The private panel (versioned: a click on an outdated panel changes nothing).
    case 'draw':
    case 'reveal':
    case 'upkeep':
    case 'pay': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const command: AwardCommand =
        id.action === 'draw' ? { type: 'draw' } : id.action === 'reveal' ? { type: 'reveal' } : id.action === 'upkeep' ? { type: 'finishUpkeep' } : { type: 'paySalaries', fire: [] };
      const note = { draw: NOTE.drew, reveal: NOTE.revealed, upkeep: NOTE.upkeepDone, pay: NOTE.salariesPaid }[id.action];
      await answer(act(ctx, interaction, game, command, note, v));
      return;
    }
    case 'end': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const seen = see(ctx, game, user);
      if (seen.version === v && (seen.view.you?.hand.length ?? 0) > HAND_LIMIT) {
        await answer(cutPanel(game, seen.version, seen.view));
        return;
      }
      await answer(act(ctx, interaction, game, { type: 'endTurn', cut: [] }, NOTE.turnOver, v));
      return;
    }
    case 'cut': {
      mySeat(game, user);
      const [v, mode] = args(z.tuple([version, z.enum(['sell', 'discard'])]), id);
      const cards = must(z.array(cardArg).min(1).max(40), values(interaction));
      const cut = cards.map((c) => ({ card: c, sell: mode === 'sell' }));
      await answer(act(ctx, interaction, game, { type: 'endTurn', cut }, NOTE.turnOverCut(cards, mode === 'sell'), v));
      return;
    }
    case 'card': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const [what, c] = must(z.tuple([z.enum(['hire', 'sell']), cardArg]), (values(interaction)[0] ?? '').split('.'));
      const command: AwardCommand = what === 'hire' ? { type: 'hire', card: c } : { type: 'sell', card: c };
      await answer(act(ctx, interaction, game, command, what === 'hire' ? NOTE.hired(c) : NOTE.sold(c), v));
      return;
    }
    case 'learn': {
      mySeat(game, user);
      const [v, skill] = args(z.tuple([version, z.enum(SKILLS)]), id);
      await answer(act(ctx, interaction, game, { type: 'learn', skill }, NOTE.learnt(skill), v));
      return;
    }
    case 'apass': {
      mySeat(game, user);
      const [v, on] = args(z.tuple([version, z.enum(['0', '1'])]), id);
      await answer(act(ctx, interaction, game, { type: 'setAutoPass', on: on === '1' }, NOTE.autoPass(on === '1'), v));
      return;
    }
    case 'arefill': {
      mySeat(game, user);
      const [v, on] = args(z.tuple([version, z.enum(['0', '1'])]), id);
      const orders = see(ctx, game, user).view.you?.orders ?? { autoRefill: false, fire: [], payOrder: null };
      const command: AwardCommand = { type: 'standingOrders', autoRefill: on === '1', fire: [...orders.fire], payOrder: orders.payOrder ? [...orders.payOrder] : null };
      await answer(act(ctx, interaction, game, command, NOTE.autoRefill(on === '1'), v));
      return;
    }
    case 'more': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const [what, arg] = (values(interaction)[0] ?? '').split('.');
      let command: AwardCommand;
      let note: string;
      const orders = see(ctx, game, user).view.you?.orders ?? { autoRefill: false, fire: [], payOrder: null };
      switch (what) {
        case 'withdraw':
          command = { type: 'withdraw' };
          note = NOTE.withdrew;
          break;
        case 'refill':
        case 'drop': {
          const account = must(cardArg, arg);
          command = what === 'refill' ? { type: 'refill', account } : { type: 'drop', account };
          note = what === 'refill' ? NOTE.refilled(account) : NOTE.dropped(account);
          break;
        }
        case 'tacc':
        case 'tdec':
        case 'twd': {
          const trade = must(z.coerce.number().int().min(0), arg);
          command = what === 'twd' ? { type: 'withdrawTrade', trade } : { type: 'answerTrade', trade, accept: what === 'tacc' };
          note = what === 'tacc' ? NOTE.tradeAccepted : what === 'tdec' ? NOTE.tradeDeclined : NOTE.tradeWithdrawn;
          break;
        }
        case 'm2fire': {
          const c = must(cardArg, arg);
          command = { type: 'paySalaries', fire: [c] };
          note = NOTE.firedAndPaid([c]);
          break;
        }
        case 'fire':
        case 'keep': {
          const c = must(cardArg, arg);
          const fire = what === 'fire' ? [...new Set([...orders.fire, c])] : orders.fire.filter((x) => x !== c);
          command = { type: 'standingOrders', autoRefill: orders.autoRefill, fire, payOrder: orders.payOrder ? [...orders.payOrder] : null };
          note = NOTE.fireOrder(c, what === 'fire');
          break;
        }
        default:
          throw new UserError(REFUSED.unknownChoice);
      }
      await answer(act(ctx, interaction, game, command, note, v));
      return;
    }
    case 'play': {
      mySeat(game, user);
      const [v] = args(z.tuple([version]), id);
      const c = must(cardArg, values(interaction)[0]);
      const seen = see(ctx, game, user);
      if (seen.version !== v) {
        await answer(panelOf(interaction, seen, NOTE.movedOn));
        return;
      }
      await answer(playWizard(game, seen.version, seen.view, { card: c, target: '', extra: '' }, n().plain));
      return;
    }
    case 'pw': {
      mySeat(game, user);
      const [v, c, target, extra, field] = args(z.tuple([version, cardArg, seatArg, extraArg, z.enum(['t', 'x'])]), id);
      const seen = see(ctx, game, user);
      if (seen.version !== v) {
        await answer(panelOf(interaction, seen, NOTE.movedOn));
        return;
      }
      const picked = values(interaction);
      let w: Wizard = { card: c, target, extra };
      if (field === 't') w = { card: c, target: must(seatArg, picked[0] ?? ''), extra: '' };
      else if (playNeeds(card(c).code).extra === 'tokens') {
        const t = { A: 0, D: 0, T: 0 };
        for (const value of picked) {
          const m = /^([ADT])\d$/.exec(value);
          if (m) t[m[1] as Skill] += 1;
        }
        w = { ...w, extra: tokensArg(t) };
      } else w = { ...w, extra: must(extraArg, picked[0] ?? '') };
      await answer(playWizard(game, seen.version, seen.view, w, n().plain));
      return;
    }
    case 'pgo': {
      const seat = mySeat(game, user);
      const [v, c, target, extra] = args(z.tuple([version, cardArg, seatArg, extraArg]), id);
      const needs = playNeeds(card(c).code);
      const command: AwardCommand & { type: 'play' } = { type: 'play', card: c };
      if (target) command.target = target;
      if (needs.extra === 'account') command.account = must(cardArg, extra);
      else if (needs.extra === 'creative' || needs.extra === 'discardName') command.pick = must(cardArg, extra);
      else if (needs.extra === 'skill') command.skill = must(z.enum(SKILLS), extra);
      else if (needs.extra === 'tokens') command.tokens = parseTokensArg(extra);
      const on = target ? ` on ${target === seat ? 'yourself' : namerFor(game)(target)}` : '';
      await answer(act(ctx, interaction, game, command, NOTE.played(c, on), v));
      return;
    }

    // Bid prompts: only the prompted player, only while that prompt is open.
    case 'min':
    case 'build':
    case 'pass': {
      const seat = mySeat(game, user);
      const [at] = args(z.tuple([wait]), id);
      const seen = see(ctx, game, user);
      promptFor(seen.view, seat, at, n().name);
      if (id.action === 'pass') {
        await answer(actShort(ctx, interaction, game, { type: 'pass' }, NOTE.passed));
        return;
      }
      const plan = minimumBid(seen.view, seat);
      if (id.action === 'build' || (plan && plan.bribes.length > 0)) {
        const start: BidChoice = plan ? { ...plan.tokens, b: plan.bribes.length } : { A: 0, D: 0, T: 0, b: 0 };
        const payload = bidBuilder(game, seen.view, at, start);
        const why = id.action === 'min' ? `${NOTE.needsBribe}\n` : '';
        await answer({ ...payload, content: `${why}${payload.content ?? ''}` });
        return;
      }
      if (!plan) throw new UserError(REFUSED.noLegalBid);
      await answer(actShort(ctx, interaction, game, { type: 'bid', tokens: plan.tokens, bribes: [] }, NOTE.bidValue(plan.tokens, plan.value)));
      return;
    }
    case 'bb': {
      const seat = mySeat(game, user);
      const [at, choice, field] = args(z.tuple([wait, choiceSchema, z.enum(['A', 'D', 'T', 'b'])]), id);
      const seen = see(ctx, game, user);
      promptFor(seen.view, seat, at, n().name);
      const next: BidChoice = { ...choice, [field]: must(count, values(interaction)[0] ?? '0') };
      await answer(bidBuilder(game, seen.view, at, next));
      return;
    }
    case 'bp': {
      const seat = mySeat(game, user);
      const [at, choice] = args(z.tuple([wait, choiceSchema]), id);
      const seen = see(ctx, game, user);
      promptFor(seen.view, seat, at, n().name);
      const bribes = (seen.view.you?.hand ?? []).filter((c) => c.code === 'T2').map((c) => c.id);
      if (bribes.length < choice.b) throw new UserError(REFUSED.bribeCards(bribes.length));
      const x = { A: choice.A, D: choice.D, T: choice.T };
      await answer(actShort(ctx, interaction, game, { type: 'bid', tokens: x, bribes: bribes.slice(0, choice.b) }, NOTE.bid(x, choice.b)));
      return;
    }

    // Questions to one player (locks and offers): only that player, only while it is open.
    case 'ask': {
      const seat = mySeat(game, user);
      const [at, what, arg] = args(askArgs, id);
      const seen = see(ctx, game, user);
      if (what === 'open') {
        await interaction.reply(ephemeral(panelOf(interaction, seen)));
        return;
      }
      askFor(seen.view, seat, at, n().name);
      const picked = values(interaction);
      const cards = () => must(z.array(cardArg).min(1).max(40), picked);
      let command: AwardCommand;
      let note: string;
      switch (what) {
        case 'refill':
          command = { type: 'refill', account: must(cardArg, arg) };
          note = NOTE.refilled(arg);
          break;
        case 'finish':
          command = { type: 'finishUpkeep' };
          note = NOTE.upkeepDone;
          break;
        case 'pay':
          command = { type: 'paySalaries', fire: [] };
          note = NOTE.salariesPaid;
          break;
        case 'fire':
          command = { type: 'paySalaries', fire: cards() };
          note = NOTE.firedAndPaid(cards());
          break;
        case 'sell':
          if (!interaction.isStringSelectMenu()) {
            await interaction.reply(ephemeral(forcedChooser(game, seen.view, at)));
            return;
          }
          command = { type: 'forcedSell', cards: cards() };
          note = NOTE.forcedSold(cards());
          break;
        case 'liq':
          command = { type: 'liquidate', creatives: cards() };
          note = NOTE.liquidated(cards());
          break;
        case 'choose':
          command = { type: 'chooseCreative', creative: cards()[0] as CardId };
          note = NOTE.leaves(cards()[0] as CardId);
          break;
        case 'hire':
        case 'nohire':
          command = { type: 'answerHire', accept: what === 'hire' };
          note = NOTE.hireOffer(what === 'hire');
          break;
        case 'layoff':
          command = { type: 'layoff', creative: cards()[0] as CardId };
          note = NOTE.laidOff(cards()[0] as CardId);
          break;
        case 'bust':
          command = { type: 'chooseBust', account: cards()[0] as CardId };
          note = NOTE.bust(cards()[0] as CardId);
          break;
        case 'claim':
        case 'decline':
        case 'giveup':
          command = { type: 'claim', accept: what === 'claim' };
          note = NOTE.claimed(what === 'claim');
          break;
      }
      await answer(actShort(ctx, interaction, game, command, note));
      return;
    }

    // Trades.
    case 'tview': {
      mySeat(game, user);
      const [trade] = args(tradeArg, id);
      const seen = see(ctx, game, user);
      if (!seen.view.you?.trades.some((t) => t.id === trade)) throw new UserError(REFUSED.tradeHidden);
      await interaction.reply(ephemeral(tradeDetail(game, seen.view, trade, namerFor(game))));
      return;
    }
    case 'tacc':
    case 'tdec':
    case 'twd': {
      mySeat(game, user);
      const [trade] = args(tradeArg, id);
      const command: AwardCommand = id.action === 'twd' ? { type: 'withdrawTrade', trade } : { type: 'answerTrade', trade, accept: id.action === 'tacc' };
      const note = id.action === 'tacc' ? NOTE.tradeAccepted : id.action === 'tdec' ? NOTE.tradeDeclined : NOTE.tradeWithdrawn;
      await answer(act(ctx, interaction, game, command, note));
      return;
    }
    default:
      throw new UserError(REFUSED.unknownButton);
  }
}

