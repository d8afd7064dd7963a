// Issue 30, item 16: an AI seat must always have a legal move when the rules offer one. The service
// asks an AI seat for a move whenever the game awaits it (or invites it to answer a trade offer),
// applies what it proposes, and gives up on a seat that moves DEFAULT_AI_STREAK_LIMIT times in a
// row (AI_STALLED: the seat is left to its deadline's default). Here seeded whole games are driven
// exactly that way, with every seat the AI or with AI seats beside random players who sometimes let
// deadlines pass, and the AI must never propose nothing when awaited, never be refused, and never
// reach the streak limit.
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../engine/game.js';
import { Rng, seedRng } from '../engine/rng.js';
import { apply } from '../engine/run.js';
import { seats, START_TIME } from '../engine/self-play.js';
import { aiDecide } from '../games/award/ai.js';
import { award } from '../games/award/index.js';
import { randomAnswer } from '../games/award/random-player.js';
import { awardOptionsSchema, type AwardState } from '../games/award/types.js';
import { harness, ok } from '../../test/service/helpers.js';
import { DEFAULT_AI_STREAK_LIMIT } from './deadlines.js';
import type { AiPolicy } from './types.js';
import { verifyGame } from './verify.js';

interface Stall {
  readonly seed: number;
  readonly seat: PlayerId;
  readonly what: string;
}

/** Plays one seeded game as the service would; returns the stalls and the longest run of moves by one AI seat. */
function play(seed: number, players: number, isAi: (p: PlayerId) => boolean): { stalls: Stall[]; longest: number; ended: boolean } {
  const rng = new Rng(seedRng(seed * 31 + 7));
  let state: AwardState = award.setup(seed, seats(players), awardOptionsSchema.parse({}), START_TIME);
  let now = START_TIME;
  const stalls: Stall[] = [];
  let last: PlayerId | null = null;
  let streak = 0;
  let longest = 0;
  const deadline = () => {
    const d = award.awaiting(state).deadline;
    if (!d) throw new Error(`seed ${seed}: nothing to wait for`);
    now = Math.max(now, d.due);
    const r = apply(award, state, d.command, null, now);
    if (!r.ok) throw new Error(`seed ${seed}: deadline refused (${r.error.code})`);
    state = r.state;
    last = null;
  };
  const human = (p: PlayerId) => {
    // A human's move: an answer of the random player, or now and then the deadline.
    const command = rng.float() < 0.05 ? null : randomAnswer(state, p, rng);
    const r = command ? apply(award, state, command, p, now) : null;
    if (r?.ok) {
      state = r.state;
      last = null;
    } else if (!command || rng.float() < 0.3) deadline();
  };
  for (let step = 0; step < 20_000 && state.phase !== 'ended'; step++) {
    now += 60_000;
    const awaiting = award.awaiting(state);
    const seat = awaiting.players.find(isAi) ?? awaiting.invited?.find(isAi);
    const awaited = awaiting.players[0];
    if (seat === undefined) {
      if (awaited === undefined) break;
      human(awaited);
      continue;
    }
    const required = awaiting.players.includes(seat);
    const proposal = aiDecide(award.view(state, seat));
    if (proposal === null) {
      if (required) {
        stalls.push({ seed, seat, what: `no move for ${JSON.stringify(award.view(state, seat).pending)}` });
        deadline();
      } else if (awaited !== undefined) human(awaited); // invited, with nothing to say: the awaited human moves
      continue;
    }
    const r = apply(award, state, award.commandSchema.parse(proposal), seat, now);
    if (!r.ok) {
      stalls.push({ seed, seat, what: `refused ${r.error.code}: ${JSON.stringify(proposal)}` });
      deadline();
      continue;
    }
    state = r.state;
    streak = last === seat ? streak + 1 : 1;
    last = seat;
    longest = Math.max(longest, streak);
    if (streak >= DEFAULT_AI_STREAK_LIMIT) stalls.push({ seed, seat, what: `${streak} moves in a row (turn ${state.turn})` });
  }
  return { stalls, longest, ended: state.phase === 'ended' };
}

describe('the Award AI never stalls', () => {
  it('16 GIVEN 200 seeded games of 3–5 AI seats WHEN the service drives them THEN every seat always has a move, it is never refused, and no seat moves as often in a row as the streak limit', () => {
    const stalls: Stall[] = [];
    let longest = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const r = play(seed, 3 + (seed % 3), () => true);
      expect(r.ended, `seed ${seed} ended`).toBe(true);
      stalls.push(...r.stalls);
      longest = Math.max(longest, r.longest);
    }
    expect(stalls.slice(0, 5)).toEqual([]);
    expect(longest).toBeGreaterThan(10); // a long Award turn: what the old limit of 10 stopped
  });

  it('16 GIVEN 120 seeded games of AI seats beside random players who let deadlines pass WHEN the service drives them THEN the AI seats never stall', () => {
    const stalls: Stall[] = [];
    for (let seed = 1001; seed <= 1120; seed++) {
      const r = play(seed, 3 + (seed % 3), (p) => Number(p.slice(1)) % 2 === 1);
      stalls.push(...r.stalls);
    }
    expect(stalls.slice(0, 5)).toEqual([]);
  });
});

describe('the Award AI through the service', () => {
  it('16 GIVEN Award tables played only by the AI (AI seats, and the host on autopilot) WHEN the service runs them THEN each game ends with no AI_STALLED or other AI failure, and its log replays to its snapshot', () => {
    const h = harness({ games: { award }, policies: { award: aiDecide as AiPolicy } });
    h.service.startScheduler();
    // Seeds 1–4, three seats each: seed 2 has an AI turn of 11 moves (the old limit stalled it).
    for (let i = 0; i < 4; i++) {
      const lobby = ok(h.service.createLobby({ type: 'award', guildId: 'g1', channelId: `c${i}`, hostUserId: 'u1', options: {}, settings: {} }));
      const id = lobby.outcome.game.id;
      for (let k = 0; k < 2; k++) ok(h.service.addAi(id, 'u1'));
      ok(h.service.start(id, 'u1'));
      ok(h.service.setAutopilot(id, 'u1', true));
      for (let step = 0; step < 500 && h.service.game(id)?.status === 'running'; step++) h.clock.advance(0);
      expect(h.service.game(id)?.status, `game ${id}`).toBe('ended');
      expect(verifyGame(h.db, { award }, id)).toBeNull();
    }
    expect(h.notices.filter((n) => n.type === 'aiFailed')).toEqual([]);
  });
});
