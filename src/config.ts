// The bot's configuration, read once from the environment (a .env file in development) and
// checked with zod. Every variable is listed, with a comment, in .env.example.
import { z } from 'zod';

const HOUR = 3_600_000;

const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17–20 digits)');

/** An optional variable left empty (`NAME=` in .env, as .env.example lists them) is unset. */
const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

export const configSchema = z.object({
  /** The bot token. Not set (or empty): `npm start` opens the local table instead of connecting to Discord. */
  DISCORD_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((t) => (t === '' ? undefined : t))
    .refine((t) => t === undefined || t.split('.').length === 3, 'DISCORD_TOKEN does not look like a bot token (three parts separated by dots)'),
  DISCORD_APPLICATION_ID: blankIsUnset(snowflake.optional()),
  /** Register commands in this server only (instant; for development). Unset: global. */
  DISCORD_DEV_GUILD_ID: blankIsUnset(snowflake.optional()),
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
  /** The port of /healthz and /metrics; unset: no endpoint. */
  METRICS_PORT: blankIsUnset(z.coerce.number().int().min(1).max(65_535).optional()),
  /** The address it listens on: loopback unless set (0.0.0.0 for every interface). */
  METRICS_HOST: blankIsUnset(z.string().trim().min(1).default('127.0.0.1')),
  /**
   * Run as this many shards, one process each, under discord.js's ShardingManager ('auto': the
   * count Discord recommends); unset: one process, as before. (In a shard's own process discord.js
   * sets SHARDS to that shard's id; loadConfig leaves it to discord.js there.)
   */
  SHARDS: blankIsUnset(z.union([z.literal('auto'), z.coerce.number().int().min(1).max(4096)]).optional()),
  /** Discord's REST API base (a REST proxy, or a Discord of one's own for tests); the gateway address comes from it. */
  DISCORD_API_URL: blankIsUnset(z.url({ protocol: /^https?$/ }).optional()),
  /** Where the bot keeps its own rotating backups; unset: it takes none. */
  BACKUP_DIR: blankIsUnset(z.string().trim().min(1).optional()),
  /** Hours between those backups (default 24; needs BACKUP_DIR). */
  BACKUP_EVERY_HOURS: blankIsUnset(z.coerce.number().min(0.05).max(24 * 366).optional()),
  /** How many of them to keep, newest first. */
  BACKUP_KEEP: blankIsUnset(z.coerce.number().int().min(1).max(10_000).default(7)),
});

/** The health and metrics endpoint, when METRICS_PORT is set. */
export interface MetricsConfig {
  readonly port: number;
  readonly host: string;
}

/** The bot's own rotating backups, when BACKUP_DIR is set. */
export interface BackupConfig {
  readonly dir: string;
  readonly everyMs: number;
  readonly keep: number;
}

export type Config = z.infer<typeof configSchema> & {
  readonly defaultDeadlineMs: number;
  readonly defaultReminderMs: number;
  readonly metrics: MetricsConfig | null;
  readonly backups: BackupConfig | null;
};

/** Thrown when the environment is incomplete; its message says exactly what to set. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, need: { token?: boolean; applicationId?: boolean } = {}): Config {
  // A shard's process (started by the ShardingManager) gets SHARDS = its id from discord.js.
  const parsed = configSchema.safeParse(env.SHARDING_MANAGER ? { ...env, SHARDS: undefined } : { ...env });
  const problems: string[] = parsed.success ? [] : parsed.error.issues.map((i) => `- ${i.path.join('.') || 'env'}: ${i.message}`);
  if (parsed.success && need.token && !parsed.data.DISCORD_TOKEN) problems.push('- DISCORD_TOKEN: DISCORD_TOKEN is not set');
  if (parsed.success && need.applicationId && !parsed.data.DISCORD_APPLICATION_ID) {
    problems.push('- DISCORD_APPLICATION_ID: is not set (Developer Portal → General Information → Application ID)');
  }
  if (parsed.success && parsed.data.BACKUP_EVERY_HOURS !== undefined && parsed.data.BACKUP_DIR === undefined) {
    problems.push('- BACKUP_EVERY_HOURS: is set but BACKUP_DIR is not (set BACKUP_DIR to the directory the backups go to)');
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(
      `The bot's configuration is incomplete:\n${problems.join('\n')}\n\nCopy .env.example to .env and fill it in (see README → Setup in Discord).`,
    );
  }
  const data = parsed.data;
  return {
    ...data,
    defaultDeadlineMs: data.DEFAULT_DEADLINE_HOURS * HOUR,
    defaultReminderMs: data.DEFAULT_REMINDER_HOURS * HOUR,
    metrics: data.METRICS_PORT === undefined ? null : { port: data.METRICS_PORT, host: data.METRICS_HOST },
    backups: data.BACKUP_DIR === undefined ? null : { dir: data.BACKUP_DIR, everyMs: (data.BACKUP_EVERY_HOURS ?? 24) * HOUR, keep: data.BACKUP_KEEP },
  };
}
