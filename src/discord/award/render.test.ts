import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { seats } from '../../engine/self-play.js';
import { ALL_CARD_IDS, card } from '../../games/award/cards.js';
import { playAwardGame } from '../../games/award/random-player.js';
import type { AwardView } from '../../games/award/view-types.js';
import { hiddenNames } from '../../games/award/testing.js';
import { view } from '../../games/award/view.js';
import type { GameInfo } from '../../service/types.js';
import { LIMITS } from '../format.js';
import type { MessagePayload } from '../payload.js';
import { cheapestBid, seatFromView } from '../../games/award/bid.js';
import { cardDetail } from './text.js';
import { askPost, needsAsk } from './ask.js';
import { bidBuilder, cutPanel, panel, playWizard } from './panel.js';
import { boardPost, endPost, fullLogPage, logPage, playerOfTurn, tradeClosed, tradeNotice, turnSummary } from './render.js';
import { lobbyLines, turnNamer } from './posts.js';
import { Table } from '../../games/award/testing.js';
import { award } from '../../games/award/index.js';
import { awardOptionsSchema } from '../../games/award/types.js';

const game = {
  id: 7,
  type: 'award',
  guildId: 'g',
  channelId: 'c',
  status: 'running',
  hostUserId: '100',
  options: {},
  settings: { reminderBeforeMs: null, maxSeats: null, aiAfterMissed: 2, onLeave: 'ai', language: null },
  version: 1,
  createdAt: 0,
  startedAt: 0,
  endedAt: null,
  seats: [
    { index: 0, playerId: 'p1', userId: '100000000000000001', ai: false, name: null },
    { index: 1, playerId: 'p2', userId: '100000000000000002', ai: false, name: null },
    { index: 2, playerId: 'p3', userId: null, ai: true, name: null },
    { index: 3, playerId: 'p4', userId: '100000000000000004', ai: false, name: null },
  ],
} as unknown as GameInfo;
const name = (p: string) => `<@10000000000000000${p.slice(1)}>`;
const plain = (p: string) => `Player ${p}`;

/** Everything Discord would refuse in a message (the limits the fake Discord checks too). */
function problems(p: MessagePayload): string[] {
  const out: string[] = [];
  if ((p.content ?? '').length > LIMITS.content) out.push('content too long');
  const embeds = p.embeds ?? [];
  if (embeds.length > LIMITS.embedsPerMessage) out.push('too many embeds');
  let total = 0;
  for (const e of embeds as APIEmbed[]) {
    if ((e.title?.length ?? 0) > LIMITS.title) out.push('title');
    if ((e.description?.length ?? 0) > LIMITS.description) out.push('description');
    if ((e.fields?.length ?? 0) > 25) out.push('fields');
    for (const f of e.fields ?? []) if (f.name.length > LIMITS.fieldName || f.value.length > LIMITS.fieldValue || f.value.length === 0) out.push(`field ${f.name}`);
    total += (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0) + (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
  }
  if (total > LIMITS.totalEmbedChars) out.push(`embeds total ${total}`);
  if (!p.content && embeds.length === 0) out.push('empty');
  const rows = p.components ?? [];
  if (rows.length > LIMITS.rows) out.push('rows');
  const ids = new Set<string>();
  for (const r of rows) {
    if (r.components.length === 0 || r.components.length > 5) out.push('row width');
    for (const c of r.components as unknown as { type: number; custom_id?: string; label?: string; options?: { label: string; value: string; description?: string }[]; min_values?: number; max_values?: number }[]) {
      if (c.custom_id) {
        if (c.custom_id.length > LIMITS.customId) out.push(`custom_id ${c.custom_id}`);
        if (ids.has(c.custom_id)) out.push(`duplicate ${c.custom_id}`);
        ids.add(c.custom_id);
      }
      if (c.label && c.label.length > LIMITS.buttonLabel) out.push('label');
      if (c.type === 3) {
        if (!c.options || c.options.length === 0 || c.options.length > 25) out.push('select options');
        if ((c.max_values ?? 1) > (c.options?.length ?? 0) || (c.min_values ?? 1) > (c.max_values ?? 1)) out.push(`select min/max ${c.custom_id}`);
        if (new Set(c.options?.map((o) => o.value)).size !== c.options?.length) out.push(`select values ${c.custom_id}`);
        for (const o of c.options ?? []) if (o.label.length > 100 || (o.description?.length ?? 0) > 100) out.push('option');
      }
    }
  }
  return out;
}

/** Printed card texts that name another card (Pipes names The Golden Plunger) are not leaks. */
const PRINTED = ALL_CARD_IDS.map(cardDetail).filter((t) => ALL_CARD_IDS.some((id) => t.includes(card(id).name)));

function check(label: string, payload: MessagePayload, hidden: readonly string[]) {
  expect(problems(payload), label).toEqual([]);
  let json = JSON.stringify(payload);
  for (const t of PRINTED) json = json.split(t).join('');
  for (const n of hidden) expect(json.includes(n), `${label} shows hidden ${n}`).toBe(false);
}

describe('Award renderers', () => {
  it('GIVEN every step of seeded random games THEN public posts fit Discord and show no hidden card; panels show only their owner’s secrets', () => {
    let steps = 0;
    for (const seed of [11, 12]) {
      playAwardGame(seed, seats(4), {
        sideRate: 0.2,
        timeoutRate: 0.05,
        onStep: ({ after }) => {
          steps++;
          const v = view(after, null);
          const hidden = hiddenNames(after, null);
          check(`board ${seed}/${steps}`, boardPost(game, v, name, '100000000000000001', true), hidden);
          check(`summary ${seed}/${steps}`, turnSummary(v, Math.max(1, v.turn - 1), 'p1', name), hidden);
          check(`log ${seed}/${steps}`, logPage(game, v, v.turn, name), hidden);
          if (steps % 10 === 0) check(`whole log ${seed}/${steps}`, fullLogPage(game, v, v.turn, name), hidden);
          if (needsAsk(v.pending)) check(`ask ${v.pending.kind} ${seed}/${steps}`, askPost(game, v, v.pending, name, plain, '100000000000000001'), hidden);
          for (const t of v.trades) check(`trade ${seed}/${steps}`, tradeNotice(game.id, t.id, name(t.from), '100000000000000001'), hidden);
          if (v.trades.length === 0 && steps % 10 === 0) check(`trade closed ${seed}/${steps}`, tradeClosed(v, 0, 'p1', 'p2', name), hidden);
          if (v.phase === 'ended') check(`end ${seed}`, endPost(game, v, name), hidden);
          if (steps % 4 !== 0) return;
          for (const p of ['p1', 'p2', 'p3', 'p4']) {
            const mine: AwardView = view(after, p);
            const secret = hiddenNames(after, p);
            check(`panel ${p} ${seed}/${steps}`, panel(game, mine, name), secret);
            for (const c of mine.you?.hand ?? []) if (c.kind === 'scandal' || c.kind === 'trump') check(`wizard ${c.id}`, playWizard(game, mine, { card: c.id, target: '', extra: '' }, plain), secret);
            if ((mine.you?.hand.length ?? 0) > 5) check('cut', cutPanel(game, mine), secret);
            if (mine.pending?.kind === 'prompt' && mine.pending.player === p) {
              const seat = seatFromView(mine, p);
              const plan = seat ? cheapestBid(seat) : null;
              check('builder', bidBuilder(game, mine, 3, plan ? { ...plan.tokens, b: plan.bribes.length } : { A: 0, D: 0, T: 0, b: 0 }), secret);
            }
          }
        },
      });
    }
    expect(steps).toBeGreaterThan(300);
  });
});

describe('the lobby’s reminder line', () => {
  const HOUR = 3_600_000;
  const lobby = (options: object, reminderBeforeMs: number | null) => lobbyLines({ ...game, status: 'lobby', options, settings: { ...game.settings, reminderBeforeMs } } as GameInfo);

  it('GIVEN waits longer than the 3-hour reminder THEN the lobby promises it before each deadline as it is', () => {
    expect(lobby({ turnMs: 24 * HOUR, promptMs: 4 * HOUR, choiceMs: 8 * HOUR }, 3 * HOUR)).toContain('⏰ Reminder **3 h** before each of your deadlines (only you are mentioned).');
  });

  it('GIVEN a 1-hour turn and 20-minute prompts and choices with the 3-hour reminder THEN the lobby says each is reminded halfway through, as the reminders are scheduled', () => {
    expect(lobby({ turnMs: HOUR, promptMs: HOUR / 3, choiceMs: HOUR / 3 }, 3 * HOUR)).toContain(
      '⏰ Reminder **3 h** before each of your deadlines; a wait no longer than that is reminded halfway through: a turn **30 min** before its end · a bid prompt **10 min** before · other choices **10 min** before (only you are mentioned).',
    );
  });
});

describe('the board after the end', () => {
  it('GIVEN a game that has ended WHEN its board is drawn THEN it says the game is over and shows no clock, no turn and no auction controls', () => {
    const played = playAwardGame(31, seats(4));
    const v = view(played.state, null);
    expect(v.phase).toBe('ended');
    const board = boardPost(game, v, name, null, false);
    const head = (board.embeds?.[0] as APIEmbed).description ?? '';
    expect(head.split('\n')[0]).toBe(`🏁 **Game over** after turn ${v.turn}: the final board.`);
    expect(head).not.toMatch(/deadline|<t:\d+:R>|clock|'s turn/);
    expect(board.content).toBe('🏁 The game is over.');
    expect(JSON.stringify(board.components)).not.toContain('aw:withdraw');
    expect(((board.embeds?.[0] as APIEmbed).fields ?? []).some((f) => f.name.startsWith('▶️'))).toBe(false); // nobody's turn
  });
});

describe('the lobby', () => {
  it('R3a GIVEN a table opened with first:host WHEN its lobby is drawn THEN it says who moves first and that the order after them is random, as setup deals it', () => {
    const lines = lobbyLines({ ...game, options: { firstPlayer: 'p1' } });
    expect(lines).toContain('🥇 First turn: <@100000000000000001>, in the first seat. The order of play after them is random (R3a).');
    expect(lines.join('\n')).not.toContain('then shuffled');
    // What setup does with it: p1 moves first, wherever the random seat order put them.
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = award.setup(seed, ['p1', 'p2', 'p3', 'p4'], awardOptionsSchema.parse({ firstPlayer: 'p1' }), 0);
      expect(s.active).toBe('p1');
      orders.add(s.players.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('who played a turn', () => {
  it('GIVEN the AI plays p2’s seat for its owner WHEN a turn of p2 it played from the start is summarised THEN it is named as the AI’s; a turn that ran out of time, or that its owner began, is named as the owner’s', () => {
    const auto = { ...game, seats: game.seats.map((s) => (s.playerId === 'p2' ? { ...s, ai: true } : s)) } as GameInfo;
    const table = Table.scenario({ gameDeck: ['E6', 'E3', 'E8', 'E7', 'E9', 'E4'] }, seats(4));
    table.finishTurn(); // turn 1: p1
    table.timeout(); // turn 2: p2's deadline passes
    for (let i = 0; i < 4; i++) table.finishTurn(); // turns 3–6: p3, p4, p1, p2
    const v = table.view(null);
    const [timed, played] = [2, 6];
    expect([playerOfTurn(v, timed), playerOfTurn(v, played)]).toEqual(['p2', 'p2']);
    const summary = (t: number, byAi: boolean) => turnSummary(v, t, 'p2', turnNamer(auto, v, t, byAi)).content;
    expect(summary(played, true)).toBe(`Turn ${played}: <@100000000000000002> (🤖 AI playing)`);
    expect(summary(timed, true)).toBe(`Turn ${timed}: <@100000000000000002>`);
    // A turn its owner began and then handed to the AI keeps the owner's name.
    expect(summary(played, false)).toBe(`Turn ${played}: <@100000000000000002>`);
    // Other seats in that turn's log keep their own names.
    expect(JSON.stringify(turnSummary(v, played, 'p2', turnNamer(auto, v, played, true)).embeds)).not.toContain('<@100000000000000001> (🤖');
  });
});
