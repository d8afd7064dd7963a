// A server's defaults for a game's tables (issue 33, `/settings`), as the start command uses them.
// They are kept as the values of the start command's own options, so every option `/… start`
// declares — the kit's (reminder, seats, AI, away, excuses, pictures, language, …) and the game's
// (deadline lengths, trading, …) — is a server default with no code of its own here, and merging
// is one line: the game's default < the server's value < the table's own option (the same parse
// then runs as if the host had typed the server's values).
//
// Lengths are kept in milliseconds (`reminder_hours: 6` is kept as `reminder_ms: 21600000`), so a
// table played in minutes (the local table names its options `…_minutes`) reads them too. A value
// kept from an earlier version is checked against today's declaration before it is used: an option
// since removed, or a value now out of range or of another type, is ignored (the game's default
// applies), and an option added since has no server value until an admin sets one.
import type { APIApplicationCommandOption } from 'discord.js';
import type { OptionValue, OptionValues } from '../../service/server-settings.js';
import { fitsDeclared } from '../options.js';
import type { DeadlineUnit } from './unit.js';

const MS = '_ms';

/** The values as a command gave them (lengths in `unit`) → as kept (lengths in ms, `<base>_ms`). */
export function toKept(values: OptionValues, unit: DeadlineUnit): Record<string, OptionValue> {
  const suffix = `_${unit.name}`;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => (name.endsWith(suffix) && typeof value === 'number' ? [name.slice(0, -suffix.length) + MS, Math.round(value * unit.ms)] : [name, value])),
  );
}

/** Kept values → as a command in `unit` gives them (`reminder_ms` → `reminder_hours`). */
export function fromKept(kept: OptionValues, unit: DeadlineUnit): Record<string, OptionValue> {
  return Object.fromEntries(
    Object.entries(kept).map(([name, value]) => (name.endsWith(MS) && typeof value === 'number' ? [`${name.slice(0, -MS.length)}_${unit.name}`, value / unit.ms] : [name, value])),
  );
}

/** The kept values that today's start options (`declared`) take, as the command in `unit` would give them. */
export function usableDefaults(declared: readonly APIApplicationCommandOption[], kept: OptionValues | undefined, unit: DeadlineUnit): Record<string, OptionValue> {
  return Object.fromEntries(Object.entries(fromKept(kept ?? {}, unit)).filter(([name, value]) => fitsDeclared(declared, name, value)));
}

/**
 * A start command's values with the server's defaults under them: `values` is what the start
 * parses, `fromServer` the server's values it used (those the command did not give itself).
 */
export function withServerDefaults(
  declared: readonly APIApplicationCommandOption[],
  kept: OptionValues | undefined,
  given: Readonly<Record<string, OptionValue | undefined>>,
  unit: DeadlineUnit,
): { readonly values: Record<string, OptionValue | undefined>; readonly fromServer: Record<string, OptionValue> } {
  const fromServer = Object.fromEntries(Object.entries(usableDefaults(declared, kept, unit)).filter(([name]) => given[name] === undefined));
  return { values: { ...fromServer, ...given }, fromServer };
}

/** Option values as the lobby and `/settings` show them: `reminder_hours: 6` · `images: off`. */
export function optionList(values: OptionValues): string {
  // A length read back in another unit may carry binary noise (0.30000000000000004).
  const shown = (v: OptionValue) => (typeof v === 'number' ? String(Math.round(v * 1000) / 1000) : String(v));
  return Object.entries(values)
    .map(([name, value]) => `\`${name}: ${shown(value)}\``)
    .join(' · ');
}
