// /award slash commands and their autocomplete. Each finds the game, checks who may act, asks
// the service, and answers — ephemerally whenever a hand is involved. Buttons and menus are
// components.ts; the public posts that follow a change are the publisher's job (posts.ts).
import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { PlayerId } from '../../engine/game.js';
import { ASSET_DECK, card, isCard, kindOf, type CardId } from '../../games/award/cards.js';
import { parseTokens, SKILLS, type Skill, type Tokens } from '../../games/award/tokens.js';
import { HAND_LIMIT, type AwardCommand, type AwardView, type CardView } from '../../games/award/types.js';
import type { GameInfo } from '../../service/types.js';
import { hoursToMs, openTable } from '../table.js';
import { UserError } from '../errors.js';
import { LIMITS, truncate } from '../format.js';
import { authorityOf, ephemeral, explain, requirePostingRights, seatOfUserOption, type BotContext } from '../interact.js';
import { namerFor, plainNames, seatOf, type Namer } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { act, actShort, mySeat, panelOf, runningGame, see, shownGame, TYPE, words } from './act.js';
import { AWARD_COLOR } from './ids.js';
import { NOTE, REFUSED, WANTED } from './notes.js';
import { cutPanel, playNeeds } from './panel.js';
import { boardPost, fullLogPage, logPage } from './render.js';
import { pastNamer } from './posts.js';
import { HELP_TITLE, helpText, RULES_TITLE, rulesText } from './rules-text.js';
import { cardDetail } from './text.js';

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
      const game = runningGame(ctx, interaction);
      const result = ctx.service.join(game.id, user);
      if (!result.ok) throw new UserError(explain(ctx, TYPE, result.error));
      await text(NOTE.joined);
      return;
    }

    case 'leave': {
      const game = runningGame(ctx, interaction);
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
      const game = runningGame(ctx, interaction);
      mySeat(game, user);
      await reply1(panelOf(interaction, see(ctx, game, user)));
      return;
    }

    // History stays readable after the game: the running game, or else the last one that ended here.
    case 'board': {
      const game = shownGame(ctx, interaction);
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError(REFUSED.noBoard);
      const v = pub.view as AwardView;
      await reply1({ ...boardPost(game, v, namerFor(game), null, false, pastNamer(game)), content: '' });
      return;
    }

    case 'log': {
      const game = shownGame(ctx, interaction);
      const pub = ctx.service.view(game.id, null);
      if (!pub.ok || !pub.view) throw new UserError(REFUSED.noLog);
      const v = pub.view as AwardView;
      const turn = interaction.options.getInteger('turn');
      await reply1(turn === null ? fullLogPage(game, v, v.turn, pastNamer(game)) : logPage(game, v, turn, pastNamer(game)));
      return;
    }

    case 'play': {
      const game = runningGame(ctx, interaction);
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
      const game = runningGame(ctx, interaction);
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
      const game = runningGame(ctx, interaction);
      mySeat(game, user);
      await reply1(actShort(ctx, interaction, game, { type: 'pass' }, NOTE.passed));
      return;
    }

    case 'withdraw': {
      const game = runningGame(ctx, interaction);
      mySeat(game, user);
      await reply1(actShort(ctx, interaction, game, { type: 'withdraw' }, NOTE.withdrew));
      return;
    }

    case 'trade': {
      const game = runningGame(ctx, interaction);
      mySeat(game, user);
      const { view } = see(ctx, game, user);
      // A player by mention, or any agency (an AI one too) by seat: an AI seat answers at once.
      const to = targetOf(interaction, game, view, 'with', 'seat');
      if (!to) throw new UserError(REFUSED.noTradePartner);
      const partner = namerFor(game)(to); // as every other message names the seat ("🤖 AI 1" for an AI)
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
      const game = runningGame(ctx, interaction);
      mySeat(game, user);
      const command: AwardCommand = sub === 'draw' ? { type: 'draw' } : sub === 'reveal' ? { type: 'reveal' } : { type: 'finishUpkeep' };
      const note = sub === 'draw' ? NOTE.drew : sub === 'reveal' ? NOTE.revealed : NOTE.upkeepDone;
      await reply1(act(ctx, interaction, game, command, note));
      return;
    }

    case 'turn end': {
      const game = runningGame(ctx, interaction);
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
      const game = runningGame(ctx, interaction);
      mySeat(game, user);
      const hand = see(ctx, game, user).view.you?.hand ?? [];
      const from = sub === 'hire' ? hand.filter((c) => c.kind === 'creative') : hand;
      const c = pickCard(interaction.options.getString('card', true), from, sub === 'hire' ? WANTED.nameInHand : WANTED.inHand);
      const command: AwardCommand = sub === 'hire' ? { type: 'hire', card: c.id } : { type: 'sell', card: c.id };
      await reply1(act(ctx, interaction, game, command, sub === 'hire' ? NOTE.hired(c.id) : NOTE.sold(c.id)));
      return;
    }

    case 'turn learn': {
      const game = runningGame(ctx, interaction);
      mySeat(game, user);
      const skill = z.enum(SKILLS).parse(interaction.options.getString('skill', true));
      await reply1(act(ctx, interaction, game, { type: 'learn', skill }, NOTE.learnt(skill)));
      return;
    }

    case 'turn drop':
    case 'turn refill': {
      const game = runningGame(ctx, interaction);
      const seat = mySeat(game, user);
      const { view } = see(ctx, game, user);
      const mine = view.agencies.find((a) => a.id === seat)?.accounts.map((h) => h.card) ?? [];
      const c = pickCard(interaction.options.getString('account', true), mine, WANTED.yourAccount);
      const command: AwardCommand = sub === 'drop' ? { type: 'drop', account: c.id } : { type: 'refill', account: c.id };
      await reply1(act(ctx, interaction, game, command, sub === 'drop' ? NOTE.dropped(c.id) : NOTE.refilled(c.id)));
      return;
    }

    case 'turn salaries': {
      const game = runningGame(ctx, interaction);
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
      const game = runningGame(ctx, interaction);
      mySeat(game, user);
      const on = interaction.options.getBoolean('on', true);
      await reply1(act(ctx, interaction, game, { type: 'setAutoPass', on }, NOTE.autoPass(on)));
      return;
    }

    case 'my orders': {
      const game = runningGame(ctx, interaction);
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
      const game = runningGame(ctx, interaction);
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
      const game = runningGame(ctx, interaction);
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
      const game = runningGame(ctx, interaction);
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

