import { describe, expect, it } from 'vitest';
import { BOT_GAMES, botGames } from '../../registry.js';
import { MINUTES } from './unit.js';

/** Every option name of a command's JSON, as "subcommand option" paths. */
function optionPaths(json: { options?: { name: string; options?: { name: string; options?: { name: string }[] }[] }[] }): string[] {
  return (json.options ?? []).flatMap((a) => (a.options ?? []).flatMap((b) => [`${a.name} ${b.name}`, ...(b.options ?? []).map((c) => `${a.name} ${b.name} ${c.name}`)]));
}

describe('deadline options in the table’s unit', () => {
  it('GIVEN the commands registered in Discord THEN deadlines are in hours, as before (no re-registration needed)', () => {
    const paths = BOT_GAMES.commands.flatMap((c) => optionPaths(c.data.toJSON()));
    for (const p of ['start deadline_hours', 'start reminder_hours', 'start turn_hours', 'start prompt_hours', 'host extend hours', 'host deadline hours']) expect(paths).toContain(p);
    expect(paths.filter((p) => p.includes('minutes'))).toEqual([]);
  });

  it('GIVEN the local table’s commands THEN every deadline option is in minutes and none in hours', () => {
    const paths = botGames(MINUTES).commands.flatMap((c) => optionPaths(c.data.toJSON()));
    for (const p of ['start deadline_minutes', 'start reminder_minutes', 'start turn_minutes', 'start prompt_minutes', 'start choice_minutes', 'host extend minutes', 'host deadline minutes']) expect(paths).toContain(p);
    expect(paths.filter((p) => p.includes('hours'))).toEqual([]);
  });
});
