// A tiny leveled logger (the bot logs to stdout/stderr; tests pass a silent one).
export interface Logger {
  debug(message: string, ...rest: unknown[]): void;
  info(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

const ORDER = ['debug', 'info', 'warn', 'error'] as const;
export type Level = (typeof ORDER)[number];

/** Logs at `level` and above, with a timestamp. */
export function consoleLogger(level: Level = 'info'): Logger {
  const min = ORDER.indexOf(level);
  const at = (l: Level) => (message: string, ...rest: unknown[]) => {
    if (ORDER.indexOf(l) < min) return;
    const line = `${new Date().toISOString()} ${l.toUpperCase()} ${message}`;
    if (l === 'error' || l === 'warn') console.error(line, ...rest);
    else console.log(line, ...rest);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A logger that keeps lines in memory (tests assert on them). */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const at = (l: Level) => (message: string, ...rest: unknown[]) => {
    lines.push(`${l} ${message}${rest.length ? ` ${rest.map((r) => (r instanceof Error ? r.message : String(r))).join(' ')}` : ''}`);
  };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
