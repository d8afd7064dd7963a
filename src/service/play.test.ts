import { describe, expect, it } from 'vitest';
import { spiel, type SpielState, type SpielView } from '../games/spiel/index.js';
import { code, harness, logRows, ok, startedGame, storedState, T0, HOUR } from '../../test/service/helpers.js';
import { verifyGame } from './verify.js';

const brainstorm = { type: 'brainstorm' };

describe('submit', () => {
  it('GIVEN a running game WHEN a seated player brainstorms THEN one transaction logs the command, saves the state at version 1 and announces the outcome', () => {
    const h = harness();
    const id = startedGame(h);
    h.clock.advance(60_000);
    const { outcome, duplicate } = ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm, interactionId: 'i1' }));
    expect(duplicate).toBe(false);
    expect(outcome).toMatchObject({ version: 1, cause: 'player', actor: 'p2', userId: 'u2', command: brainstorm, table: null, result: null });
    expect(outcome.events).toEqual([{ type: 'choiceMade', player: 'p2', choice: { kind: 'brainstorm' } }]);
    expect(outcome.awaiting?.players).toEqual(['p1', 'p3']);
    expect(outcome.awaitingUserIds).toEqual(['u1', 'u3']);
    expect(outcome.game.version).toBe(1);
    expect(logRows(h.db, id)).toEqual([{ seq: 1, actor: 'p2', command: '{"type":"brainstorm"}', cause: 'player', interaction_id: 'i1' }]);
    const state = storedState<SpielState>(h.db, id);
    expect(state.choices[1]).toEqual({ choice: { kind: 'brainstorm' }, seq: 0 });
    expect(h.changes.at(-1)).toBe(outcome);
    expect(verifyGame(h.db, { spiel }, id)).toBeNull();
  });

  it('GIVEN an outcome WHEN the Discord layer renders it THEN the public view hides every hand and a seat view shows only its own', () => {
    const h = harness();
    const id = startedGame(h);
    const { outcome } = ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    const pub = outcome.publicView as SpielView;
    expect(pub.viewer).toBeNull();
    expect(pub.you).toBeNull();
    const p2 = outcome.viewFor('p2') as SpielView;
    expect(p2.you?.hand).toHaveLength(3);
    expect(outcome.viewForUser('u2')).toEqual(p2);
    expect((outcome.viewForUser('stranger') as SpielView).you).toBeNull();
    expect(outcome.publicView).toBe(pub); // computed once
  });

  it('GIVEN bad submissions WHEN submitted THEN NO_GAME, NOT_IN_GAME, BAD_COMMAND and engine rule errors come back as values and nothing is logged', () => {
    const h = harness();
    const id = startedGame(h);
    expect(code(h.service.submit({ gameId: 999, actor: { userId: 'u1' }, command: brainstorm }))).toBe('NO_GAME');
    expect(code(h.service.submit({ gameId: id, actor: { userId: 'u9' }, command: brainstorm }))).toBe('NOT_IN_GAME');
    expect(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'publish', games: 'all' } })).toEqual({
      ok: false,
      duplicate: false,
      error: { code: 'BAD_COMMAND', params: { fields: ['games'] } },
      version: 0,
    });
    expect(code(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'fly' } }))).toBe('BAD_COMMAND');
    const hand = (ok(h.service.view(id, 'u1')).view as SpielView).you!.hand.map((c) => c.id);
    const notMine = [...Array(121).keys()].find((c) => !hand.includes(c))!;
    expect(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'playDesigner', card: notMine } })).toEqual({
      ok: false,
      duplicate: false,
      error: { code: 'NOT_IN_HAND', params: { card: notMine }, rule: true },
      version: 0,
    });
    // A player cannot issue system commands: the engine says so.
    expect(code(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'endGame' } }))).toBe('SYSTEM_ONLY');
    expect(logRows(h.db, id)).toEqual([]);
    expect(h.service.game(id)?.version).toBe(0);
    expect(h.changes.filter((c) => c.cause !== 'table')).toEqual([]);
  });

  it('GIVEN a button drawn at version 0 WHEN the game has moved to version 1 THEN STALE_VERSION returns the fresh view for that user and changes nothing', () => {
    const h = harness();
    const id = startedGame(h);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm, expectedVersion: 0 }));
    const stale = h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm, expectedVersion: 0 });
    expect(stale).toMatchObject({ ok: false, duplicate: false, error: { code: 'STALE_VERSION', params: { expected: 0, version: 1 } }, version: 1, seat: 'p2' });
    if (stale.ok) throw new Error('unreachable');
    expect((stale.view as SpielView).you?.hand).toHaveLength(3);
    expect((stale.view as SpielView).companies[0]?.chosen).toBe(true); // it shows u1's choice was made
    expect(logRows(h.db, id)).toHaveLength(1);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm, expectedVersion: 1 }));
  });

  it('GIVEN an interaction applied once WHEN Discord delivers it again THEN it is not applied again and the same answer comes back, marked duplicate', () => {
    const h = harness();
    const id = startedGame(h);
    const first = ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm, interactionId: 'int-1' }));
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm }));
    const again = ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm, interactionId: 'int-1' }));
    expect(again.duplicate).toBe(true);
    expect(again.outcome).toMatchObject({
      version: first.outcome.version,
      events: first.outcome.events,
      command: first.outcome.command,
      actor: 'p1',
      cause: 'player',
      userId: 'u1',
    });
    expect(again.outcome.game.version).toBe(2); // the game as it is now
    expect(logRows(h.db, id).filter((r) => r.interaction_id === 'int-1')).toHaveLength(1);
    expect(logRows(h.db, id)).toHaveLength(2);
    expect(h.changes.filter((c) => c.cause === 'player')).toHaveLength(2); // the duplicate announced nothing
    // A refused interaction is answered the same way too, even with another body.
    const refused = h.service.submit({ gameId: id, actor: { userId: 'u9' }, command: brainstorm, interactionId: 'int-2' });
    expect(code(refused)).toBe('NOT_IN_GAME');
    expect(h.service.submit({ gameId: id, actor: { userId: 'u3' }, command: brainstorm, interactionId: 'int-2' })).toEqual({
      ok: false,
      duplicate: true,
      error: { code: 'NOT_IN_GAME' },
      version: 2,
    });
    expect(logRows(h.db, id)).toHaveLength(2);
  });

  it('GIVEN an interaction applied in one game WHEN the same id arrives naming another game THEN the first game’s answer comes back and the other game is untouched', () => {
    const h = harness();
    const first = startedGame(h, { channel: 'c1' });
    const other = startedGame(h, { channel: 'c2' });
    ok(h.service.submit({ gameId: first, actor: { userId: 'u1' }, command: brainstorm, interactionId: 'int-x' }));
    const again = ok(h.service.submit({ gameId: other, actor: { userId: 'u1' }, command: brainstorm, interactionId: 'int-x' }));
    expect(again.duplicate).toBe(true);
    expect(again.outcome.game.id).toBe(first); // the answer is about the game the id was applied to
    expect(again.outcome.version).toBe(1);
    expect(logRows(h.db, other)).toHaveLength(0);
  });

  it('GIVEN interaction ids older than a day WHEN the next command comes THEN they are pruned', () => {
    const h = harness();
    const id = startedGame(h, { options: { monthMs: 30 * 24 * HOUR } });
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm, interactionId: 'old' }));
    const count = () => (h.db.prepare('SELECT COUNT(*) AS n FROM interactions').get() as { n: number }).n;
    expect(count()).toBe(1);
    h.clock.advance(25 * HOUR);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm, interactionId: 'new' }));
    expect((h.db.prepare('SELECT interaction_id FROM interactions').all() as { interaction_id: string }[]).map((r) => r.interaction_id)).toEqual(['new']);
  });

  it('GIVEN host controls WHEN the host, a manager or a player asks THEN only the first two are applied, as the system', () => {
    const h = harness();
    const id = startedGame(h);
    const extend = { type: 'extendDeadline', ms: HOUR };
    expect(code(h.service.submit({ gameId: id, actor: { hostUserId: 'u2' }, command: extend }))).toBe('NOT_HOST');
    const byHost = ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u1' }, command: extend })).outcome;
    expect(byHost).toMatchObject({ cause: 'host', actor: null, userId: 'u1' });
    expect(byHost.awaiting?.deadline?.due).toBe(T0 + 24 * HOUR + HOUR);
    const byManager = ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u2', canManage: true }, command: { type: 'endGame' } })).outcome;
    expect(byManager.result).not.toBeNull();
    expect(byManager.game.status).toBe('ended');
    expect(byManager.game.endedAt).toBe(T0);
    expect(logRows(h.db, id).map((r) => [r.actor, r.cause])).toEqual([
      [null, 'host'],
      [null, 'host'],
    ]);
    expect(code(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }))).toBe('GAME_NOT_RUNNING');
    expect(verifyGame(h.db, { spiel }, id)).toBeNull();
  });

  it('GIVEN an AI seat WHEN someone submits for it THEN only AI-controlled seats accept { aiSeat }', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, ai: 1 });
    expect(code(h.service.submit({ gameId: id, actor: { aiSeat: 'p1' }, command: brainstorm }))).toBe('NOT_AI_SEAT');
    expect(code(h.service.submit({ gameId: id, actor: { aiSeat: 'p9' }, command: brainstorm }))).toBe('NOT_IN_GAME');
    expect(ok(h.service.submit({ gameId: id, actor: { aiSeat: 'p3' }, command: brainstorm })).outcome).toMatchObject({ cause: 'ai', actor: 'p3' });
  });

  it('GIVEN a whole month WHEN every company has chosen THEN the month resolves in the last command and the snapshot equals the replay of the log', () => {
    const h = harness();
    const id = startedGame(h);
    for (const u of ['u1', 'u2']) ok(h.service.submit({ gameId: id, actor: { userId: u }, command: brainstorm }));
    h.clock.advance(HOUR);
    const last = ok(h.service.submit({ gameId: id, actor: { userId: 'u3' }, command: brainstorm })).outcome;
    expect((last.events as { type: string }[]).map((e) => e.type)).toContain('monthBegan');
    expect((last.publicView as SpielView).month).toBe(2);
    expect(last.awaiting?.deadline?.due).toBe(T0 + HOUR + 24 * HOUR); // the next month counts from now
    expect(storedState(h.db, id)).toHaveProperty('month', 2);
    expect(logRows(h.db, id)).toHaveLength(3);
    expect(verifyGame(h.db, { spiel }, id)).toBeNull();
  });

  it('GIVEN a stored game WHEN its snapshot is tampered with THEN verifyGame reports where it differs from the replay', () => {
    const h = harness();
    const id = startedGame(h);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    const state = storedState<SpielState>(h.db, id);
    h.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify({ ...state, companies: state.companies.map((c, i) => (i === 1 ? { ...c, money: 99 } : c)) }), id);
    expect(verifyGame(h.db, { spiel }, id)).toMatch(/snapshot differs from replay at \$\.companies\.1\.money/);
  });

  it('GIVEN the append-only log WHEN code tries to rewrite history THEN the database refuses', () => {
    const h = harness();
    const id = startedGame(h);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    expect(() => h.db.prepare('UPDATE command_log SET actor = NULL').run()).toThrow(/append-only/);
    expect(() => h.db.prepare('DELETE FROM command_log').run()).toThrow(/append-only/);
  });
});
