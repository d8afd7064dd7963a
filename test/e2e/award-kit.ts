// Helpers for the Award end-to-end tests: open a table through the lobby, read the stored state,
// drive a seat through the Discord UI only (slash commands, autocomplete, clicks, selects), and
// scan everything the channel and each player saw for cards that were hidden from them.
import { BASE, inLanguage } from '../../src/i18n/index.js';
import { expect } from 'vitest';
import type { PlayerId } from '../../src/engine/game.js';
import { aiDecide } from '../../src/games/award/ai.js';
import { ALL_CARD_IDS, card } from '../../src/games/award/cards.js';
import { hiddenNames } from '../../src/games/award/testing.js';
import { formatTokens } from '../../src/games/award/tokens.js';
import type { AwardCommand } from '../../src/games/award/messages.js';
import type { AwardState } from '../../src/games/award/types.js';
import type { AwardView } from '../../src/games/award/view-types.js';
import { view as awardView } from '../../src/games/award/view.js';
import { minimumBid } from '../../src/games/award/bid.js';
import { waitId } from '../../src/discord/award/ids.js';
import { cardDetail } from '../../src/discord/award/text.js';
import type { LocalMessage, LocalUser, InteractionHandle } from '../support/fake-discord.js';
import { componentId, type Table } from './harness.js';
import { pictureWords } from './spiel-scan.js';

export interface AwardGame {
  readonly t: Table;
  readonly id: number;
  /** Engine seat → the human playing it (AI seats are absent). */
  readonly humans: ReadonlyMap<PlayerId, LocalUser>;
}

/** alice opens a table with `ai` AI seats, the other humans join by button, alice starts it. */
export async function openAwardGame(t: Table, humans: readonly LocalUser[], ai: number, options: Record<string, string | number | boolean> = {}): Promise<AwardGame> {
  const [host, ...rest] = humans as [LocalUser, ...LocalUser[]];
  const start = await t.discord.slash(host, t.channel, 'award', { subcommand: 'start', options: { ai, ...options } });
  const lobby = await start.reply();
  expect(start.ephemeral).toBe(false);
  const id = (t.service.activeGameInChannel(t.channel.id) ?? { id: 0 }).id;
  // The lobby message is recorded once the reply resolved in the bot; joins edit it.
  await t.discord.until(() => t.service.messages(id).some((m) => m.key === 'lobby'), { pollMs: 2 });
  for (const u of rest) await expectOk(await t.discord.click(u, lobby, componentId(lobby, 'lobby:join')));
  await t.settle();
  await expectOk(await t.discord.click(host, t.discord.message(lobby.id) as LocalMessage, componentId(lobby, 'lobby:start')));
  await pump(t);
  const game = t.service.game(id);
  const map = new Map<PlayerId, LocalUser>();
  for (const s of game?.seats ?? []) {
    const u = humans.find((h) => h.id === s.userId);
    if (u && s.playerId) map.set(s.playerId, u);
  }
  return { t, id, humans: map };
}

/** Lets AI seats act (their jobs are due now) and waits for every queued post. */
export async function pump(t: Table): Promise<void> {
  for (let i = 0; i < 3; i++) {
    t.clock.advance(0);
    await t.settle();
  }
}

/** The stored engine state (what the service committed). */
export function stateOf(g: AwardGame): AwardState {
  const row = g.t.service.db.prepare('SELECT state FROM games WHERE id = ?').get(g.id) as { state: string };
  return JSON.parse(row.state) as AwardState;
}

export function viewOf(g: AwardGame, viewer: PlayerId | null): AwardView {
  return awardView(stateOf(g), viewer);
}

/** The interaction was answered, and not with an error. */
export async function expectOk(h: InteractionHandle): Promise<LocalMessage | null> {
  const cb = await h.callback();
  if (cb.type === 6) return null; // deferred update: the lobby edits itself
  const m = await h.reply();
  expect(m.text(), `${h.label} answered with an error`).not.toMatch(/^⚠️/);
  return m;
}

/** The interaction was answered with an ephemeral error whose text matches. */
export async function expectRefused(h: InteractionHandle, pattern: RegExp): Promise<LocalMessage> {
  const m = await h.reply();
  expect(h.ephemeral, `${h.label} should answer ephemerally`).toBe(true);
  expect(m.text(), h.label).toMatch(pattern);
  return m;
}

/** The newest channel message carrying a component whose id starts with `prefix`. */
export function messageWith(g: AwardGame, prefix: string, exact = false): LocalMessage {
  const m = g.t.discord
    .channelMessages(g.t.channel)
    .filter((x) => x.customIds().some((c) => (exact ? c === prefix : c.startsWith(prefix))))
    .at(-1);
  if (!m) {
    const recent = g.t.discord.channelMessages(g.t.channel).slice(-4).map((x) => `${x.text().slice(0, 120)} [${x.customIds().join(', ')}]`);
    throw new Error(`no channel message with a component ${prefix}… pending ${JSON.stringify(viewOf(g, null).pending)}; recent:\n${recent.join('\n')}`);
  }
  return m;
}

// ---------------------------------------------------------------------------------------------
// Driving a seat through the UI

export async function openPanel(g: AwardGame, user: LocalUser): Promise<LocalMessage> {
  const h = await g.t.discord.slash(user, g.t.channel, 'award', { subcommand: 'hand' });
  const m = await expectOk(h);
  expect(h.ephemeral).toBe(true);
  return m as LocalMessage;
}

async function onPanel(g: AwardGame, user: LocalUser, action: (panel: LocalMessage) => Promise<InteractionHandle>): Promise<LocalMessage | null> {
  const panel = await openPanel(g, user);
  return expectOk(await action(panel));
}

function idOn(m: LocalMessage, prefix: string): string {
  return componentId(m, prefix);
}

/** Plays a Scandal or Trump with /award play, its card picked from the autocomplete list. */
export async function playCard(g: AwardGame, user: LocalUser, c: Extract<AwardCommand, { type: 'play' }>): Promise<InteractionHandle> {
  const listed = await g.t.discord.autocomplete(user, g.t.channel, 'award', { subcommand: 'play', focused: 'card', value: '' });
  expect(listed.map((x) => x.value), `${c.card} offered by autocomplete`).toContain(c.card);
  const options: Record<string, string | LocalUser> = { card: c.card };
  if (c.target) {
    const target = g.humans.get(c.target);
    if (target) options.target = target;
    else options.seat = c.target;
  }
  if (c.account) options.account = c.account;
  if (c.pick) options.creative = c.pick;
  if (c.skill) options.skill = c.skill;
  if (c.tokens) options.tokens = formatTokens(c.tokens) || 'A0';
  return g.t.discord.slash(user, g.t.channel, 'award', { subcommand: 'play', options });
}

/** How often each UI path was used (the tests check the interesting ones were). */
export const uiPaths = new Map<string, number>();
const used = (path: string) => uiPaths.set(path, (uiPaths.get(path) ?? 0) + 1);
let plays = 0;
let bids = 0;

/** Plays a card through the panel's wizard: the card, its target and choice, then "Play". */
async function playByWizard(g: AwardGame, user: LocalUser, c: Extract<AwardCommand, { type: 'play' }>): Promise<void> {
  const { t, id } = g;
  const panel = await openPanel(g, user);
  let m = (await expectOk(await t.discord.select(user, panel, idOn(panel, `aw:playwizard:${id}:`), [c.card]))) as LocalMessage;
  if (c.target) m = (await expectOk(await t.discord.select(user, m, m.customIds().find((x) => x.startsWith(`aw:playstep:${id}:`) && x.endsWith(':t')) as string, [c.target]))) as LocalMessage;
  const extra = c.account ?? c.pick ?? c.skill ?? null;
  const tokenValues = c.tokens ? (['A', 'D', 'T'] as const).flatMap((s) => Array.from({ length: c.tokens?.[s] ?? 0 }, (_, i) => `${s}${i + 1}`)) : [];
  const values = extra ? [extra] : tokenValues;
  if (values.length) m = (await expectOk(await t.discord.select(user, m, m.customIds().find((x) => x.startsWith(`aw:playstep:${id}:`) && x.endsWith(':x')) as string, values))) as LocalMessage;
  const reply = await expectOk(await t.discord.click(user, m, idOn(m, `aw:playconfirm:${id}:`)));
  expect(reply?.text()).toContain('You played');
}

/** Sends `command` for `seat` the way a player would, through the Discord UI only. */
export async function perform(g: AwardGame, seat: PlayerId, command: AwardCommand): Promise<void> {
  used(command.type);
  const user = g.humans.get(seat);
  if (!user) throw new Error(`${seat} is not a human seat`);
  const { t, id } = g;
  const v = viewOf(g, seat);
  const p = v.pending;
  const w = waitId(v);
  const askPrefix = `aw:answer:${id}:${w}:`;
  const ask = () => messageWith(g, askPrefix);
  const click = async (m: LocalMessage, prefix: string) => expectOk(await t.discord.click(user, m, idOn(m, prefix)));
  const pick = async (m: LocalMessage, prefix: string, values: string[]) => expectOk(await t.discord.select(user, m, idOn(m, prefix), values));
  switch (command.type) {
    case 'draw':
    case 'reveal':
      await onPanel(g, user, (m) => t.discord.click(user, m, idOn(m, `aw:${command.type}:${id}:`)));
      return;
    case 'endTurn': {
      const panel = await openPanel(g, user);
      const after = await expectOk(await t.discord.click(user, panel, idOn(panel, `aw:endturn:${id}:`)));
      if (command.cut.length > 0) {
        used('end turn with a cut');
        const mode = command.cut[0]?.sell === false ? 'discard' : 'sell';
        await pick(after as LocalMessage, `aw:endwithcut:${id}:`, command.cut.map((c) => c.card));
        expect(mode).toBe('sell');
      }
      return;
    }
    case 'hire':
    case 'sell':
      await onPanel(g, user, (m) => t.discord.select(user, m, idOn(m, `aw:hireorsell:${id}:`), [`${command.type}.${command.card}`]));
      return;
    case 'learn':
      await onPanel(g, user, (m) => t.discord.click(user, m, m.customIds().find((c) => c.startsWith(`aw:learn:${id}:`) && c.endsWith(`:${command.skill}`)) as string));
      return;
    case 'play':
      if (plays++ % 2 === 1 && !(command.tokens && formatTokens(command.tokens) === '')) {
        used('play (panel wizard)');
        await playByWizard(g, user, command);
      } else {
        used('play (/award play)');
        await expectOk(await playCard(g, user, command));
      }
      return;
    case 'standingOrders':
      await expectOk(await t.discord.slash(user, t.channel, 'award', { group: 'my', subcommand: 'orders', options: { auto_refill: command.autoRefill } }));
      return;
    case 'setAutoPass':
      await expectOk(await t.discord.slash(user, t.channel, 'award', { group: 'my', subcommand: 'autopass', options: { on: command.on } }));
      return;
    case 'refill':
      if (p?.kind === 'upkeep') await click(ask(), `${askPrefix}refill:${command.account}`);
      else await expectOk(await t.discord.slash(user, t.channel, 'award', { group: 'turn', subcommand: 'refill', options: { account: command.account } }));
      return;
    case 'finishUpkeep':
      await click(ask(), `${askPrefix}finish`);
      return;
    case 'paySalaries':
      if (command.fire.length === 0) await click(ask(), `${askPrefix}pay`);
      else await pick(ask(), `${askPrefix}fire`, [...command.fire]);
      return;
    case 'bid': {
      const prompt = messageWith(g, `aw:bidminimum:${id}:${w}`, true);
      const min = minimumBid(v, seat);
      const same = min && command.bribes.length === 0 && min.bribes.length === 0 && formatTokens(min.tokens) === formatTokens(command.tokens);
      if (same && bids++ % 3 !== 2) {
        used('bid the minimum');
        await click(prompt, `aw:bidminimum:${id}:`);
        return;
      }
      used('build a bid');
      let builder = (await click(prompt, `aw:buildbid:${id}:`)) as LocalMessage;
      const want = { ...command.tokens, b: command.bribes.length };
      // Change one menu away from the bid and back, as a player trying values would.
      const first = builder.customIds().find((c) => c.startsWith(`aw:bidadjust:${id}:`));
      const menu = first ? (builder.findComponent(first) as { options?: { value: string }[] } | undefined) : undefined;
      if (first && menu?.options && menu.options.length > 1) {
        const field = first.split(':').at(-1) as 'A' | 'D' | 'T' | 'b';
        const other = menu.options.map((o) => o.value).find((x) => Number(x) !== want[field]) as string;
        builder = (await pick(builder, first, [other])) as LocalMessage;
      }
      for (const field of ['A', 'D', 'T', 'b'] as const) {
        const sel = builder.customIds().find((c) => c.startsWith(`aw:bidadjust:${id}:`) && c.endsWith(`:${field}`));
        // The builder's current choice rides on its Place-bid button (a type it fixes has no menu).
        const current = Number(idOn(builder, `aw:placebid:${id}:`).split(':')[4]?.split('.')[['A', 'D', 'T', 'b'].indexOf(field)]);
        if (current === want[field]) continue;
        if (!sel) throw new Error(`bid builder has no ${field} menu for ${JSON.stringify(command)}`);
        builder = (await pick(builder, sel, [String(want[field])])) as LocalMessage;
      }
      expect(idOn(builder, `aw:placebid:${id}:`).split(':')[4]).toBe(`${want.A}.${want.D}.${want.T}.${want.b}`);
      await click(builder, `aw:placebid:${id}:`);
      return;
    }
    case 'pass':
      await click(messageWith(g, `aw:pass:${id}:${w}`, true), `aw:pass:${id}:`);
      return;
    case 'withdraw':
      await click(messageWith(g, `aw:withdraw:${id}`), `aw:withdraw:${id}`);
      return;
    case 'forcedSell': {
      const chooser = (await click(ask(), `${askPrefix}sell`)) as LocalMessage;
      await pick(chooser, `${askPrefix}sell`, [...command.cards]);
      return;
    }
    case 'liquidate':
      await pick(ask(), `${askPrefix}liq`, [...command.creatives]);
      return;
    case 'chooseCreative':
      await pick(ask(), `${askPrefix}choose`, [command.creative]);
      return;
    case 'answerHire':
      await click(ask(), `${askPrefix}${command.accept ? 'hire' : 'nohire'}`);
      return;
    case 'layoff':
      await pick(ask(), `${askPrefix}layoff`, [command.creative]);
      return;
    case 'chooseBust':
      await pick(ask(), `${askPrefix}bust`, [command.account]);
      return;
    case 'claim':
      await click(ask(), `${askPrefix}${p?.kind === 'claimWon' ? 'giveup' : command.accept ? 'claim' : 'decline'}`);
      return;
    default:
      throw new Error(`no UI path for ${command.type} in this test`);
  }
}

/** A non-active human with Leaked Pitch Deck or Host Awards Show plays it into an open auction. */
export function interjection(v: AwardView, seat: PlayerId): Extract<AwardCommand, { type: 'play' }> | null {
  const a = v.auction;
  if (!a || v.active === seat || v.pending?.player === seat) return null;
  const hand = v.you?.hand ?? [];
  const leak = hand.find((c) => c.code === 'S4');
  if (leak) {
    const ins = a.bidders.filter((b) => b.status === 'in' && b.player !== seat);
    const target = ins.find((b) => b.player === a.high) ?? ins[0];
    if (target) return { type: 'play', card: leak.id, target: target.player };
  }
  const host = hand.find((c) => c.code === 'T3');
  if (host && a.card.kind === 'award' && a.host === null) return { type: 'play', card: host.id };
  return null;
}

/** What a human seat does now: an interjection first (any human), else the awaited seat's move. */
export function nextMove(g: AwardGame): { seat: PlayerId; command: AwardCommand; interjection: boolean } | null {
  const state = stateOf(g);
  const pub = awardView(state, null);
  const p = pub.pending;
  if (!p || pub.phase === 'ended' || !g.humans.has(p.player)) return null;
  for (const seat of g.humans.keys()) {
    const c = interjection(awardView(state, seat), seat);
    if (c) return { seat, command: c, interjection: true };
  }
  const command = aiDecide(awardView(state, p.player));
  return command ? { seat: p.player, command, interjection: false } : null;
}

// ---------------------------------------------------------------------------------------------
// The hidden-information scan

/** Printed card texts that name another card (Pipes names The Golden Plunger) are not leaks. */
const PRINTED = inLanguage(BASE, () => ALL_CARD_IDS.map(cardDetail)).filter((text) => ALL_CARD_IDS.some((id) => text.includes(card(id).name)));

interface Version {
  readonly content: string;
  readonly embeds: unknown;
  readonly components: unknown;
}

function versionsOf(m: LocalMessage): Version[] {
  // A picture is read through the scene it carries: what it shows is checked like the words.
  const pictures = (attachments: LocalMessage['attachments']) => pictureWords(attachments);
  return [
    ...m.history.map((h) => ({ content: h.content, embeds: h.embeds, components: h.components, pictures: pictures(h.attachments) })),
    { content: m.content, embeds: m.embeds, components: m.components, pictures: pictures(m.attachments) },
  ];
}

/** Scans every message version not seen before: the channel against the table, ephemerals against their owner. */
export class LeakScan {
  private readonly seen = new Map<string, number>();
  versions = 0;

  constructor(private readonly g: AwardGame) {}

  private scan(messages: readonly LocalMessage[], hidden: readonly string[], who: string): void {
    for (const m of messages) {
      const all = versionsOf(m);
      const from = this.seen.get(m.id) ?? 0;
      for (const v of all.slice(from)) {
        let json = JSON.stringify(v);
        for (const text of PRINTED) json = json.split(text).join('');
        for (const name of hidden) expect(json.includes(name), `${who} saw hidden card “${name}” in message ${m.id}: ${json.slice(0, 400)}`).toBe(false);
        this.versions++;
      }
      this.seen.set(m.id, all.length);
    }
  }

  run(): void {
    const state = stateOf(this.g);
    this.scan(this.g.t.discord.channelMessages(this.g.t.channel), hiddenNames(state, null), 'the channel');
    for (const [seat, user] of this.g.humans) this.scan(this.g.t.discord.ephemeral(user), hiddenNames(state, seat), user.username);
  }
}

/** Every message the bot posted in the channel may mention at most the one user it addresses. */
export function checkMentions(g: AwardGame): { prompts: number; posts: number } {
  let prompts = 0;
  let posts = 0;
  for (const r of g.t.discord.requests) {
    if (r.method !== 'POST' || r.route !== '/channels/:channel/messages') continue;
    const body = r.body as { content?: string; allowed_mentions?: { parse?: string[]; users?: string[] }; components?: unknown };
    posts++;
    const am = body.allowed_mentions;
    expect(am, 'every post sets allowed_mentions').toBeDefined();
    expect(am?.parse ?? [], 'no mass mentions').toEqual([]);
    expect((am?.users ?? []).length, 'at most one user is mentioned').toBeLessThanOrEqual(1);
    const json = JSON.stringify(body.components ?? []);
    if (json.includes(`"aw:bidminimum:${g.id}:`)) {
      prompts++;
      const users = am?.users ?? [];
      expect(users).toHaveLength(1);
      expect(body.content ?? '').toContain(`<@${users[0]}>`);
      // Nobody else is mentioned in the prompt's text.
      const mentioned = [...(body.content ?? '').matchAll(/<@!?(\d+)>/g)].map((m) => m[1]);
      expect(new Set(mentioned)).toEqual(new Set(users));
    }
  }
  return { prompts, posts };
}
