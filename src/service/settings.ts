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
});

export type TableSettings = z.infer<typeof tableSettingsSchema>;

/** Any schema that parses to at least the settings the service itself reads. */
export type TableSettingsSchema = z.ZodType<TableSettings, unknown>;
