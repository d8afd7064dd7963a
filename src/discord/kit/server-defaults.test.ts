// A server's defaults under a start command (issue 33): the merge (the game's default < the
// server's value < the table's own option), lengths kept in ms whatever the table's unit, and kept
// values re-checked against what `/… start` declares today.
import { describe, expect, it } from 'vitest';
import { BOT_GAMES, botGames, REGISTRY } from '../../registry.js';
import { parseStoredOptions } from '../../service/server-settings.js';
import { fromKept, optionList, toKept, usableDefaults, withServerDefaults } from './server-defaults.js';
import { HOURS, MINUTES } from './unit.js';

/** What `/spiel start` declares in a unit (as Discord receives it). */
function spielStart(unit = HOURS) {
  const json = REGISTRY.spiel.commandIn(unit).data.toJSON();
  const start = json.options?.find((o) => o.name === 'start');
  return start && 'options' in start ? (start.options ?? []) : [];
}

const H = 3_600_000;

describe('server defaults under a start command', () => {
  it('GIVEN server defaults WHEN a table is started with one of the same options THEN its own value wins and the rest come from the server, named as such', () => {
    const kept = { reminder_ms: 6 * H, images: 'off', excuses: 0, deadline_ms: 48 * H };
    const { values, fromServer } = withServerDefaults(spielStart(), kept, { deadline_hours: 12, companies: 4 }, HOURS);
    expect(values).toEqual({ reminder_hours: 6, images: 'off', excuses: 0, deadline_hours: 12, companies: 4 });
    expect(fromServer).toEqual({ reminder_hours: 6, images: 'off', excuses: 0 });
  });

  it('GIVEN no server defaults WHEN a table is started THEN its values are exactly those given and none came from the server', () => {
    expect(withServerDefaults(spielStart(), undefined, { excuses: 2 }, HOURS)).toEqual({ values: { excuses: 2 }, fromServer: {} });
  });

  it('GIVEN lengths kept in ms WHEN a table played in minutes reads them THEN its own option names take them, in minutes', () => {
    const kept = toKept({ deadline_hours: 2, reminder_hours: 0.5, images: 'off' }, HOURS);
    expect(kept).toEqual({ deadline_ms: 2 * H, reminder_ms: H / 2, images: 'off' });
    expect(fromKept(kept, MINUTES)).toEqual({ deadline_minutes: 120, reminder_minutes: 30, images: 'off' });
    expect(withServerDefaults(spielStart(MINUTES), kept, {}, MINUTES).values).toEqual({ deadline_minutes: 120, reminder_minutes: 30, images: 'off' });
  });

  it('GIVEN kept values an older version wrote WHEN they are read back THEN an option no longer declared, a value out of range, off its choices or of another type is ignored, and the rest apply', () => {
    const stored = parseStoredOptions(JSON.stringify({ excuses: 9, images: 'sometimes', trade: true, ai_after_missed: '3', away_days: 5, companies: 4.5, on_leave: 'retire' }));
    expect(usableDefaults(spielStart(), stored, HOURS)).toEqual({ away_days: 5, on_leave: 'retire' });
  });

  it('GIVEN the server’s values WHEN the lobby lists them THEN each reads as the option a host would type, numbers without noise', () => {
    expect(optionList({ reminder_hours: 6, images: 'off', deadline_hours: 0.1 + 0.2 })).toBe('`reminder_hours: 6` · `images: off` · `deadline_hours: 0.3`');
  });
});

describe('/settings takes every start option', () => {
  it('GIVEN each game’s /… start, in hours and in minutes WHEN /settings is built THEN its game subcommand has exactly those options (none required, same limits and words) plus reset', () => {
    for (const commands of [BOT_GAMES.commands, botGames(MINUTES).commands]) {
      const settings = commands.find((c) => c.data.name === 'settings')?.data.toJSON();
      for (const game of ['spiel', 'award']) {
        const start = commands.find((c) => c.data.name === game)?.data.toJSON().options?.find((o) => o.name === 'start');
        const own = settings?.options?.find((o) => o.name === game);
        const startOptions = start && 'options' in start ? (start.options ?? []) : [];
        const ownOptions = own && 'options' in own ? (own.options ?? []) : [];
        expect(startOptions.length).toBeGreaterThan(8);
        expect(ownOptions.map((o) => o.name)).toEqual([...startOptions.map((o) => o.name), 'reset']);
        expect(ownOptions.slice(0, -1)).toEqual(startOptions.map((o) => ({ ...o, required: false })));
        expect(ownOptions.length).toBeLessThanOrEqual(25);
      }
    }
  });
});
