/** Discord's epoch (2015-01-01T00:00:00.000Z) in milliseconds. */
export const DISCORD_EPOCH = 1_420_070_400_000;

/**
 * Generates realistic, strictly increasing snowflakes: `(ms since Discord epoch) << 22 | worker << 17 |
 * process << 12 | increment`. Current dates give 19-digit ids like real ones, and
 * `SnowflakeUtil.timestampFrom(id)` in discord.js returns the moment the id was made.
 */
export class SnowflakeGenerator {
  private lastMs = 0;
  private increment = 0;

  constructor(
    private readonly worker = 1,
    private readonly processId = 0,
  ) {}

  next(now: number = Date.now()): string {
    let ms = Math.max(now, this.lastMs);
    if (ms === this.lastMs) {
      this.increment += 1;
      if (this.increment > 0xfff) {
        ms += 1;
        this.increment = 0;
      }
    } else {
      this.increment = 0;
    }
    this.lastMs = ms;
    const id =
      (BigInt(ms - DISCORD_EPOCH) << 22n) |
      (BigInt(this.worker & 0x1f) << 17n) |
      (BigInt(this.processId & 0x1f) << 12n) |
      BigInt(this.increment);
    return id.toString();
  }
}

/** The creation time (ms since the Unix epoch) encoded in a snowflake. */
export function snowflakeTimestamp(id: string): number {
  return Number(BigInt(id) >> 22n) + DISCORD_EPOCH;
}
