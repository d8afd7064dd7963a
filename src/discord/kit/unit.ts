// The unit a table's deadline options are given in: hours in a Discord server (a game over days),
// minutes where a game is played in one sitting (the local table). The kit names its options
// after the unit (`deadline_hours` or `deadline_minutes`, `host extend hours:` or `minutes:`).
/** A unit for deadline options. */
export interface DeadlineUnit {
  readonly name: 'hours' | 'minutes';
  /** One unit in milliseconds. */
  readonly ms: number;
  /** The smallest and largest length an option accepts, in the unit. */
  readonly min: number;
  readonly max: number;
}

export const HOURS: DeadlineUnit = { name: 'hours', ms: 3_600_000, min: 0.1, max: 720 };
export const MINUTES: DeadlineUnit = { name: 'minutes', ms: 60_000, min: 1, max: 43_200 };

/** A length given in `unit` as whole milliseconds. */
export function unitToMs(unit: DeadlineUnit, n: number): number {
  return Math.round(n * unit.ms);
}

/** An option's name in `unit`: `turn` → `turn_hours` (or just `hours` for an empty base). */
export function unitName(base: string, unit: DeadlineUnit): string {
  return base ? `${base}_${unit.name}` : unit.name;
}
