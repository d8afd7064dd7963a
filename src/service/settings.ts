// Service-level table settings: how the bot runs a table, whatever the game (the game's own
// options live in its optionsSchema). Stored as JSON and re-parsed on load, so a setting added
// later gets its default in old games.
import { z } from 'zod';

const HOUR = 3_600_000;

/** The table settings every game has; a bot may extend the schema with more fields. */
export const tableSettingsSchema = z.object({
  /** How long before a deadline the awaited players are reminded; null turns reminders off. */
  reminderBeforeMs: z
    .number()
    .int()
    .min(60_000)
    .max(30 * 24 * HOUR)
    .nullable()
    .default(3 * HOUR),
  /** The most seats this table takes (within the game's own limit); null: the game's limit. */
  maxSeats: z.number().int().min(2).max(12).nullable().default(null),
  /** Missed deadlines in a row after which the AI plays a seat until its owner acts; 0: never. */
  aiAfterMissed: z.number().int().min(0).max(50).default(2),
  /** What happens to a seat whose player leaves a running game: the AI plays it, or it retires. */
  onLeave: z.enum(['ai', 'retire']).default('ai'),
  /** Whether messages show pictures of the cards beside their words (`images:off`: words only). */
  images: z.boolean().default(true),
  /** The language of the table's public posts (a catalogue language); null: the bot's base language. */
  language: z.string().regex(/^[a-z]{2,3}(-[A-Z0-9]{2,3})?$/).nullable().default(null),
  /**
   * What the table does while a player is away (`/away`): 'wait' extends a deadline that waits
   * only for away players by a day at a time, up to `awayDays` per player per game; 'ai' lets the
   * AI play the seat until the date or the player's first action.
   *
   * Decision (issue 32): the default is 'wait'. A player who announces an absence asks the table
   * to keep their seat for them, and correspondence play (vacation days) does just that; the
   * budget bounds what the others wait (7 days per player and game), and once it is spent the
   * table's usual missed-deadline rules (and the AI after `aiAfterMissed`) take over. A host who
   * wants a fast table chooses `away: ai` at the start.
   */
  away: z.enum(['ai', 'wait']).default('wait'),
  /** Days per player per game that an `away: wait` table waits for an away player. */
  awayDays: z.number().int().min(0).max(30).default(7),
  /** Excused misses per player per game: a deadline passed is extended once by a period instead. */
  excuses: z.number().int().min(0).max(3).default(1),
  /**
   * Whether the table plays in a public thread of its own, opened on its lobby message (issue 33):
   * every post of the table goes there, and the lobby stays in the channel as its live summary.
   */
  thread: z.boolean().default(false),
  /**
   * The start options this table took from its server's `/settings` (issue 33), by option name as
   * the start command names them, with the value used: the lobby says which values came from the
   * server. Absent: none (so is every table opened before server settings existed).
   */
  fromServer: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

export type TableSettings = z.infer<typeof tableSettingsSchema>;

/** Any schema that parses to at least the settings the service itself reads. */
export type TableSettingsSchema = z.ZodType<TableSettings, unknown>;
