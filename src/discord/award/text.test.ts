import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seats } from '../../engine/self-play.js';
import { view } from '../../games/award/view.js';
import { playAwardGame } from '../../games/award/random-player.js';
import { Table } from '../../games/award/testing.js';
import { logLine, privateLine } from './log-lines.js';
import { ruleErrorText } from './rule-errors.js';
import { cardDetail, money, pendingText, tokens } from './text.js';
import { ALL_CARD_IDS } from '../../games/award/cards.js';
import { rulesText } from './rules-text.js';

const name = (p: string) => `<${p}>`;

/** Every rule-error code the Award engine can return, read out of its sources. */
function engineCodes(): Set<string> {
  const dir = new URL('../../games/award/', import.meta.url);
  const codes = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'testing.ts') continue;
    const source = readFileSync(new URL(file, dir), 'utf8');
    for (const m of source.matchAll(/(?:fail\(|err\(|code: )'([A-Z_]+)'/g)) codes.add(m[1] as string);
  }
  return codes;
}

describe('Award text', () => {
  it('GIVEN amounts and tokens THEN money reads in $1k notes and tokens in rulebook notation', () => {
    expect(money(4)).toBe('$4k');
    expect(money(0)).toBe('$0'); // no cash: no thousands to count ("$0k" read oddly)
    expect(tokens({ A: 2, D: 1, T: 0 })).toBe('A2 D1');
    expect(tokens({ A: 0, D: 0, T: 0 })).toBe('—');
  });

  it('GIVEN every rule-error code the Award engine can return THEN each has its own explanation, not the fallback', () => {
    const codes = engineCodes();
    expect(codes.size).toBeGreaterThan(60);
    for (const code of codes) expect(ruleErrorText({ code }), code).not.toMatch(/not allowed \(/);
  });

  it('GIVEN a rule error naming a player THEN the explanation names them with the namer', () => {
    expect(ruleErrorText({ code: 'LOCKED', params: { player: 'p2', kind: 'forced' } }, name)).toContain('<p2>');
    expect(ruleErrorText({ code: 'NOT_PROMPTED', params: { prompted: 'p3' } }, name)).toContain('<p3>');
    expect(ruleErrorText({ code: 'NOT_IN_HAND', params: { card: 'S4' } })).toContain('Leaked Pitch Deck');
  });

  it('GIVEN the rules text THEN it fits one embed description (the help, made from the command data, is checked end to end)', () => {
    expect(rulesText().length).toBeLessThanOrEqual(4096);
  });

  it('GIVEN Online Course played for an Advertising token THEN the log reads “an Advertising token”, and “a Design token” for Design', () => {
    const entry = (type: string, params: Record<string, string>) => ({ n: 1, turn: 1, type, player: 'p1', cards: [], params });
    expect(logLine({ ...entry('cardPlayed', { skill: 'A' }), cards: [{ id: 'T5', kind: 'trump', code: 'T5', name: 'Online Course' }] }, name)).toContain('— an Advertising token.');
    expect(logLine(entry('skillGained', { skill: 'A', cause: 'course' }), name)).toBe('📚 <p1> gains an Advertising token (Online Course).');
    expect(logLine(entry('skillGained', { skill: 'D', cause: 'course' }), name)).toBe('📚 <p1> gains a Design token (Online Course).');
  });

  it('GIVEN the game waits on a player THEN the words fit who reads them: “to play your turn” to them, “their turn” about them', () => {
    const p = { kind: 'turn', player: 'p1', lock: false, due: 0, cards: [], owed: null, take: null } as const;
    expect(pendingText(p, null, 'you')).toBe('to play your turn');
    expect(pendingText(p, null, 'they')).toBe('to play their turn');
  });

  it('GIVEN every card THEN it has a printed detail line', () => {
    for (const id of ALL_CARD_IDS) expect(cardDetail(id).length, id).toBeGreaterThan(3);
  });

  it('GIVEN the cards the seed prints THEN players read its words: Off to Greener Pastures, Blackmail, Moon Lighting, and The Golden Plunger with its quote', () => {
    expect(cardDetail('E1')).toContain('A creative (of your choosing) has decided to leave. Other agencies (beginning from your left) can choose to hire them.');
    expect(cardDetail('S1b')).toContain("For every $1k they can't pay, they must pass you one card from their hand.");
    expect(cardDetail('T1a')).toContain('Earn $1k for every unallocated skill token you currently possess, up to a maximum of $8k.');
    expect(cardDetail('AW1')).toContain(`The agency holding Pipes' account (AC1) may not bid. *"What's the difference, though?"*`);
  });

  it('GIVEN finished random games THEN every public log line type renders (only bookkeeping is skipped) and private lines name their cards', () => {
    // Bookkeeping, and lines an answer tells better: a prompt (its bid or pass), M2 (its payments).
    const skipped = new Set(['deadlineSet', 'actionStep', 'prompted']);
    const seen = new Set<string>();
    for (const seed of [3, 4, 5]) {
      const game = playAwardGame(seed, seats(4), { sideRate: 0.2, timeoutRate: 0.05 });
      const v = view(game.state, null);
      for (const e of v.log) {
        seen.add(e.type);
        const line = logLine(e, name);
        if (skipped.has(e.type) || (e.type === 'stepBegan' && e.params.step === 'M2')) continue;
        // Cash lines whose own event line says it (hire, learn, sale, …) are skipped on purpose.
        if (e.type === 'cash' && ['hire', 'learn', 'sale', 'liquidation', 'prize', 'poached'].includes(String(e.params.cause))) continue;
        expect(line, `${e.type} ${JSON.stringify(e.params)}`).toBeTruthy();
      }
      for (const p of game.players) {
        const mine = view(game.state, p);
        for (const e of mine.you?.log ?? []) {
          const line = privateLine(e, p, name);
          expect(line, e.type).toBeTruthy();
          for (const c of e.cards) if (['dealt', 'assetDrawn'].includes(e.type)) expect(line).toContain(c.name);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(30);
  });
});

describe('R60: what does nothing says so, and why', () => {
  const lines = (t: Table) =>
    t
      .view(null)
      .log.map((e) => logLine(e, name))
      .filter((l): l is string => l !== null);

  it('S1 GIVEN Bo holds no Account WHEN Ann plays Blackmail on him THEN it is played and the log says that nothing happens because he holds no Account', () => {
    const t = Table.scenario({ agencies: { ann: { hand: ['S1a'] }, bo: { cash: 5, accounts: [] } } });
    t.do('ann', { type: 'play', card: 'S1a', target: 'bo' });
    expect(t.cash('bo')).toBe(5);
    expect(lines(t)).toContain('🎴 <ann> plays **Blackmail** on <bo>. Nothing happens: <bo> holds no Account (R60).');
  });

  it('E9 GIVEN no Award lies in the Game discard WHEN Award Season is revealed THEN the log says that nothing happens and why, not merely that it is resolved', () => {
    const t = Table.scenario({ gameDeck: ['E9'], gameDiscard: [] });
    t.drawAndReveal();
    const log = lines(t);
    expect(log).toContain('🗑️ **Award Season**: nothing happens — there is no Award in the Game discard. It goes to the Game discard (R60).');
    expect(log.join('\n')).not.toContain('is resolved');
  });

  it('E2 GIVEN nobody holds an Account WHEN Recession is revealed THEN nobody pays and the log says so; with an Account held, it is resolved as before', () => {
    const t = Table.scenario({ gameDeck: ['E2'] });
    t.drawAndReveal();
    expect(lines(t)).toContain('🗑️ **Recession**: nothing happens — no agency holds an Account, so nobody pays. It goes to the Game discard (R60).');
    const u = Table.scenario({ agencies: { bo: { cash: 3, accounts: ['AC5'] } }, gameDeck: ['E2'] });
    u.drawAndReveal();
    expect(u.cash('bo')).toBe(2);
    expect(lines(u)).toContain('🗑️ **Recession** is resolved and goes to the Game discard.');
  });
});
