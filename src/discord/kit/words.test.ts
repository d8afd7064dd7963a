// The English the table kit writes into every game's slash commands (Discord shows it in the
// command picker; German comes from commands.json).
import { describe, expect, it } from 'vitest';
import { BOT_GAMES, botGames } from '../../registry.js';
import { MINUTES } from './unit.js';

interface Node {
  readonly name: string;
  readonly description?: string;
  readonly options?: readonly Node[];
  readonly choices?: readonly { readonly name: string }[];
}

/** Every description and choice name of a command, with its path. */
function texts(node: Node, path = ''): [string, string][] {
  const here = path ? `${path} ${node.name}` : node.name;
  return [
    ...(node.description ? [[here, node.description] as [string, string]] : []),
    ...(node.choices ?? []).map((c) => [`${here} (choice)`, c.name] as [string, string]),
    ...(node.options ?? []).flatMap((o) => texts(o, here)),
  ];
}

describe('command descriptions', () => {
  it('GIVEN every command of both games, in Discord and at the local table THEN no description says “a” before a vowel (“What happens to a agency”)', () => {
    const all = [...BOT_GAMES.commands, ...botGames(MINUTES).commands].flatMap((c) => texts(c.data.toJSON() as Node));
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(([, text]) => /\ba [aeio]/i.test(text))).toEqual([]);
    expect(all.find(([path]) => path === 'award start on_leave')?.[1]).toBe('What happens to the agency of a player who leaves mid-game (default: the AI plays it).');
  });
});
