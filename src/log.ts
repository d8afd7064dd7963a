// The bot's log: pino, JSON lines by default (for a log collector), pretty when the output is a
// terminal; levels from LOG_LEVEL. Lines carry the fields of what they are about — the game id,
// guild, channel, interaction id and command — through child loggers.
import pino, { type DestinationStream, type Logger as Pino } from 'pino';

/** Fields a log line may carry about what it concerns. */
export interface LogFields {
  readonly gameId?: number;
  readonly guild?: string | null;
  readonly channel?: string | null;
  readonly interaction?: string;
  readonly command?: string;
  readonly [field: string]: unknown;
}

/** What the bot logs through: a message, then an error or details. */
export interface Logger {
  debug(message: string, ...rest: unknown[]): void;
  info(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
  /** A logger whose every line carries `fields` too. */
  child(fields: LogFields): Logger;
}

export type Level = 'debug' | 'info' | 'warn' | 'error';

/** pino's form of a line's extras: an error as `err` (with its stack), anything else as `detail`. */
function extras(rest: readonly unknown[]): Record<string, unknown> {
  if (rest.length === 0) return {};
  const [first, ...more] = rest;
  if (first instanceof Error) return more.length ? { err: first, detail: more } : { err: first };
  return { detail: rest.length === 1 ? first : rest };
}

function wrap(p: Pino): Logger {
  const at = (level: Level) => (message: string, ...rest: unknown[]) => {
    if (p.isLevelEnabled(level)) p[level](extras(rest), message);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), child: (fields) => wrap(p.child(fields)) };
}

/**
 * The bot's logger: JSON lines on stdout, or pretty lines when stdout is a terminal (`pretty`
 * overrides that guess).
 */
export function createLogger(level: Level = 'info', opts: { pretty?: boolean; destination?: DestinationStream } = {}): Logger {
  const pretty = opts.pretty ?? (opts.destination === undefined && process.stdout.isTTY === true);
  const options = {
    level,
    base: undefined, // no pid and hostname on every line
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return wrap(opts.destination ? pino(options, opts.destination) : pino(options));
}
