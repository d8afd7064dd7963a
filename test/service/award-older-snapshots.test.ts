// Award snapshots written before issue 30's fields existed still verify: the log lines it added
// say more (an Event or card that did nothing, a host's resolve, a no-bid Account the drawer could
// not take) only in keys a stored snapshot lacks, and verify-db reads such a snapshot as the older
// format — the replay of its log agrees with it everywhere else.
import { describe, expect, it } from 'vitest';
import { aiDecide } from '../../src/games/award/ai.js';
import { award } from '../../src/games/award/index.js';
import type { AiPolicy } from '../../src/service/types.js';
import { verifyDatabase } from '../../src/service/verify.js';
import { harness, ok } from './helpers.js';

const ADDED = ['idle', 'host', 'unable'];

/** The state as the code before wrote it: no added log params, no onlyDeadlinesMiss option. */
function older(json: string): { json: string; removed: number } {
  let removed = 0;
  const state = JSON.parse(json) as { options: Record<string, unknown>; log: { params: Record<string, unknown> }[]; history: { params: Record<string, unknown> }[][] };
  delete state.options.onlyDeadlinesMiss;
  for (const e of [...state.log, ...state.history.flat()]) {
    for (const k of ADDED) {
      if (k in e.params) {
        delete e.params[k];
        removed++;
      }
    }
  }
  return { json: JSON.stringify(state), removed };
}

describe('older Award snapshots', () => {
  it('GIVEN Award games whose stored snapshots lack the log params and option added since WHEN verify-db replays them THEN they agree, read as the older format', () => {
    const h = harness({ games: { award }, policies: { award: aiDecide as AiPolicy } });
    h.service.startScheduler();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = ok(h.service.createLobby({ type: 'award', guildId: 'g1', channelId: `c${i}`, hostUserId: 'u1', options: {}, settings: {} })).outcome.game.id;
      ok(h.service.addAi(id, 'u1'));
      ok(h.service.addAi(id, 'u1'));
      ok(h.service.start(id, 'u1'));
      ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u1' }, command: { type: 'forceTimeout' } })); // a host's resolve
      ok(h.service.setAutopilot(id, 'u1', true));
      for (let step = 0; step < 500 && h.service.game(id)?.status === 'running'; step++) h.clock.advance(0);
      ids.push(id);
    }
    let removed = 0;
    for (const id of ids) {
      const row = h.db.prepare('SELECT state FROM games WHERE id = ?').get(id) as { state: string };
      const o = older(row.state);
      removed += o.removed;
      h.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(o.json, id);
    }
    expect(removed).toBeGreaterThan(3); // the games did log such lines
    expect(verifyDatabase(h.db, { award })).toEqual({ checked: 3, disagreements: [], olderFormat: 3, ratings: [] });
  });
});
