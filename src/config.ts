// The bot's configuration, read once from the environment (a .env file in development) and
// checked with zod. Every variable is listed, with a comment, in .env.example.
import { z } from 'zod';

const HOUR = 3_600_000;

const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17–20 digits)');

export const configSchema = z.object({
  /** The bot token. Not set (or empty): `npm start` opens the local table instead of connecting to Discord. */
  DISCORD_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((t) => (t === '' ? undefined : t))
    .refine((t) => t === undefined || t.split('.').length === 3, 'DISCORD_TOKEN does not look like a bot token (three parts separated by dots)'),
  DISCORD_APPLICATION_ID: snowflake.optional(),
  /** Register commands in this server only (instant; for development). Unset: global. */
  DISCORD_DEV_GUILD_ID: snowflake.optional(),
  DATABASE_PATH: z.string().trim().min(1).default('data/spiel-bot.db'),
  /** Default month/turn length for new games, in hours. */
  DEFAULT_DEADLINE_HOURS: z.coerce.number().min(0.05).max(24 * 30).default(24),
  /** Default reminder lead time before a deadline, in hours (0 = no reminders). */
  DEFAULT_REMINDER_HOURS: z.coerce.number().min(0).max(24 * 30).default(3),
  /** The local table's page and its address: http://127.0.0.1:LOCAL_PORT (0: any free port). */
  LOCAL_PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The local table's own games (never the production database); its channels and posts live beside it. */
  LOCAL_DATABASE_PATH: z.string().trim().min(1).default('data/local.db'),
  /** Default month/turn length at the local table, in minutes (a game in a sitting). */
  LOCAL_DEADLINE_MINUTES: z.coerce.number().min(1).max(24 * 60).default(10),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type Config = z.infer<typeof configSchema> & { readonly defaultDeadlineMs: number; readonly defaultReminderMs: number };

/** Thrown when the environment is incomplete; its message says exactly what to set. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, need: { token?: boolean; applicationId?: boolean } = {}): Config {
  const parsed = configSchema.safeParse({ ...env });
  const problems: string[] = parsed.success ? [] : parsed.error.issues.map((i) => `- ${i.path.join('.') || 'env'}: ${i.message}`);
  if (parsed.success && need.token && !parsed.data.DISCORD_TOKEN) problems.push('- DISCORD_TOKEN: DISCORD_TOKEN is not set');
  if (parsed.success && need.applicationId && !parsed.data.DISCORD_APPLICATION_ID) {
    problems.push('- DISCORD_APPLICATION_ID: is not set (Developer Portal → General Information → Application ID)');
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(
      `The bot's configuration is incomplete:\n${problems.join('\n')}\n\nCopy .env.example to .env and fill it in (see README → Setup in Discord).`,
    );
  }
  const data = parsed.data;
  return { ...data, defaultDeadlineMs: data.DEFAULT_DEADLINE_HOURS * HOUR, defaultReminderMs: data.DEFAULT_REMINDER_HOURS * HOUR };
}
