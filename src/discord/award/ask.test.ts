// The question to the awaited player offers only answers that can work, in words addressed to them.
import { describe, expect, it } from 'vitest';
import { Table } from '../../games/award/testing.js';
import type { GameInfo } from '../../service/types.js';
import { askPost } from './ask.js';
import { logLine } from './log-lines.js';

const game = { id: 7, seats: [] } as unknown as GameInfo;
const name = (p: string) => `<${p}>`;

describe('questions to one player', () => {
  it('R25 GIVEN Bo’s Accounts are under-staffed and no available token fits WHEN M1 asks him THEN no Refill button is offered (it could only be refused); he is told to hire or learn first, or let them go', () => {
    const t = Table.scenario({ agencies: { bo: { tokens: 'D1', accounts: [{ card: 'AC5', allocated: '' }, { card: 'AC2', allocated: '' }] } }, gameDeck: ['E6', 'E3'] });
    t.finishTurn();
    const v = t.view(null);
    expect(v.pending).toMatchObject({ kind: 'upkeep', player: 'bo' });
    const post = askPost(game, v, v.pending!, name, name, '42');
    const ids = (post.components ?? []).flatMap((r) => r.components.map((c) => (c as { custom_id?: string }).custom_id ?? ''));
    expect(ids.filter((c) => c.includes(':refill:'))).toEqual([]);
    expect(ids.some((c) => c.includes(':finish:'))).toBe(true);
    const text = JSON.stringify(post);
    expect(text).not.toContain('Available now: **—**');
    expect(text).toContain('cannot staff any of them: hire a creative or learn a token from your hand panel first, or finish upkeep');

    // With a token that fits one of them, exactly that Account gets its Refill button.
    const u = Table.scenario({ agencies: { bo: { tokens: 'A1', accounts: [{ card: 'AC5', allocated: '' }, { card: 'AC4', allocated: '' }] } }, gameDeck: ['E6', 'E3'] });
    u.finishTurn();
    const w = u.view(null);
    const refills = (askPost(game, w, w.pending!, name, name, '42').components ?? []).flatMap((r) => r.components.map((c) => (c as { custom_id?: string }).custom_id ?? '')).filter((c) => c.includes(':refill:'));
    expect(refills.map((c) => c.split(':').at(-1))).toEqual(['AC5']);
  });

  it('R77 GIVEN nobody bid on MegaMart and Ann has no A token left for its upkeep WHEN she is offered it THEN Take is not offered until she can staff it; Decline is', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A2', autoPass: false, hand: ['S6a'] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC5'] });
    t.drawAndReveal();
    t.do('ann', { type: 'play', card: 'S6a', target: 'ann' }); // Walkout on herself: no A available
    t.do('ann', { type: 'pass' });
    const v = t.view(null);
    expect(v.pending).toMatchObject({ kind: 'noBidOffer', player: 'ann' });
    const post = askPost(game, v, v.pending!, name, name, '42');
    const ids = (post.components ?? []).flatMap((r) => r.components.map((c) => (c as { custom_id?: string }).custom_id ?? ''));
    expect(ids.some((c) => c.includes(':claim:'))).toBe(false);
    expect(ids.some((c) => c.includes(':decline:'))).toBe(true);
    expect(JSON.stringify(post)).toContain('You need A1 available to take it');
  });

  it('R77 GIVEN nobody bid on Grandma’s Gravy Granules (2 or fewer employees) and Ann employs 2 creatives WHEN she is offered it THEN no Take is shown and the condition is named; when the offer lapses, the log says she could not take it, never that she declined it', () => {
    const t = Table.scenario({ agencies: { ann: { tokens: 'A3', creatives: ['C1', 'C3'] }, bo: { tokens: '' }, cy: { tokens: '' } }, gameDeck: ['AC2'] });
    t.drawAndReveal();
    const v = t.view(null);
    expect(v.pending).toMatchObject({ kind: 'noBidOffer', player: 'ann', take: { eligible: false, staffable: true } });
    const post = askPost(game, v, v.pending!, name, name, '42');
    const ids = (post.components ?? []).flatMap((r) => r.components.map((c) => (c as { custom_id?: string }).custom_id ?? ''));
    expect(ids.some((c) => c.includes(':claim:'))).toBe(false);
    expect(ids.some((c) => c.includes(':decline:'))).toBe(true);
    expect(JSON.stringify(post)).toContain('You do not meet its condition now (*Only agencies with 2 or fewer employees may bid.*), so you cannot take it (R77).');
    expect(t.refused('ann', { type: 'claim', accept: true })).toBe('CANNOT_TAKE');
    t.timeout();
    const lines = t.view(null).log.map((e) => logLine(e, name)).filter((l): l is string => l !== null);
    expect(lines).toContain("🗑️ **Grandma's Gravy Granules** had no bid, and the drawer could not take it (its condition or its upkeep): it goes to the Game discard (R77).");
    expect(lines.join('\n')).not.toContain('declined it');
  });

  it('R76 GIVEN Ann won MegaMart but Walkout took her upkeep token WHEN she is asked to staff it THEN the question speaks to her: “the Account you won”, never “they won”', () => {
    const t = Table.scenario({
      agencies: { ann: { tokens: 'A3', cash: 4 }, bo: { tokens: 'A3', autoPass: false }, cy: { tokens: '', hand: ['S6a'] } },
      gameDeck: ['AC5'],
    });
    t.drawAndReveal();
    t.do('ann', { type: 'bid', tokens: { A: 2, D: 0, T: 0 } });
    t.do('cy', { type: 'play', card: 'S6a', target: 'ann' });
    t.do('bo', { type: 'pass' });
    const v = t.view(null);
    expect(v.pending).toMatchObject({ kind: 'claimWon', player: 'ann' });
    const post = askPost(game, v, v.pending!, name, name, '42');
    expect(post.content).toContain('the game waits for you to find the upkeep for **MegaMart** you won');
    expect(post.content).not.toMatch(/\bthey\b|\btheir\b/);
  });
});
