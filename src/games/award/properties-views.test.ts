// Properties over seeded random games: replaying a stored log reproduces the state, and no
// view ever shows a card its viewer may not know.
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../engine/game.js';
import { jsonFlaw } from '../../engine/json-check.js';
import { replay } from '../../engine/run.js';
import { seats } from '../../engine/self-play.js';
import type { CardId } from './cards.js';
import { evolve } from './evolve.js';
import { award } from './index.js';
import { playAwardGame } from './random-player.js';
import { cardsIn } from './testing.js';
import type { AwardState } from './types.js';

const players = (seed: number) => seats(3 + (seed % 3));

describe('properties of random games: replay and views', () => {
  it('PROPERTY GIVEN 300 random games WHEN each is replayed from its seed and stored command log (parsed again) THEN the same state results, and the same seed plays the same game', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const g = playAwardGame(seed, players(seed));
      const log = g.log.map((l) => ({ ...l, command: award.commandSchema.parse(JSON.parse(JSON.stringify(l.command))) }));
      const again = replay(award, { seed, players: g.players, options: g.options, createdAt: g.createdAt, log });
      expect(JSON.stringify(again)).toBe(JSON.stringify(g.state));
      if (seed % 30 === 0) expect(JSON.stringify(playAwardGame(seed, players(seed)).log)).toBe(JSON.stringify(g.log));
    }
  });

  it('PROPERTY GIVEN 60 seeded whole games WHEN the state after every command is stored as JSON and read back THEN it is exactly the same state: no key holds undefined', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const game = playAwardGame(seed, players(seed), {
        removeInactive: seed % 2 === 0,
        onStep: ({ after, command }) => {
          const flaw = jsonFlaw(after);
          if (flaw !== null) throw new Error(`seed ${seed} after ${command.type}: ${flaw}`);
        },
      });
      // toStrictEqual, unlike toEqual, tells a key holding undefined from an absent key.
      expect(JSON.parse(JSON.stringify(game.state)), `seed ${seed}`).toStrictEqual(game.state);
    }
  });

  it('PROPERTY GIVEN 70 random games WHEN every viewer\'s view is taken after every command THEN it shows no card that viewer has not legitimately seen (hands, decks, others\' trades and Blackmail stay hidden)', () => {
    const leaks: string[] = [];
    for (let seed = 1; seed <= 70; seed++) {
      const ps = players(seed);
      const seenPublic = new Set<CardId>();
      const seenBy = new Map<PlayerId, Set<CardId>>(ps.map((p) => [p, new Set<CardId>()]));
      const learn = (s: AwardState) => {
        for (const c of [...s.table, ...s.gameDiscard, ...s.assetDiscard]) seenPublic.add(c);
        for (const a of s.agencies) {
          for (const c of [a.playerCard, ...a.creatives.map((x) => x.card), ...a.accounts.map((h) => h.card), ...a.awards, ...(a.prRetainer ? [a.prRetainer] : [])]) seenPublic.add(c);
          for (const c of a.hand) seenBy.get(a.id)?.add(c);
        }
        for (const t of s.trades) for (const p of [t.from, t.to]) for (const c of [...t.give.cards, ...t.get.cards]) seenBy.get(p)?.add(c);
      };
      // Log entries never change once written and knowledge only grows, so each entry is
      // checked once, when it first appears; the rest of the view is checked every time.
      const logSeen = new Map<string, number>();
      const check = (s: AwardState) => {
        for (const viewer of [null, ...ps]) {
          const { log, you, ...rest } = award.view(s, viewer);
          const key = viewer ?? '';
          const shown = cardsIn(rest);
          cardsIn(log.slice(logSeen.get(key) ?? 0), shown);
          if (you) {
            const { log: own, ...hand } = you;
            cardsIn(hand, shown);
            cardsIn(own.slice(logSeen.get(`${key}.own`) ?? 0), shown);
            logSeen.set(`${key}.own`, own.length);
          }
          logSeen.set(key, log.length);
          for (const c of shown) {
            if (!seenPublic.has(c) && !(viewer && seenBy.get(viewer)?.has(c))) leaks.push(`seed ${seed} turn ${s.turn}: ${viewer ?? 'public'} sees ${c}`);
          }
        }
      };
      playAwardGame(seed, ps, {
        maxTurns: 60,
        onStep: (step) => {
          // Learn from every intermediate state: a card can go public and be reshuffled away
          // within one command (a bribe discarded, then the prize draw reshuffles the discard).
          let s = step.before;
          learn(s);
          for (const e of step.events) {
            s = evolve(s, e);
            learn(s);
          }
          check(step.after);
        },
      });
      if (leaks.length > 0) break;
    }
    expect(leaks.slice(0, 5)).toEqual([]);
  });
});
