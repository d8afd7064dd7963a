// A logger that keeps its lines in memory, for tests that assert on what the bot logged.
import type { Level, LogFields, Logger } from '../../src/log.js';

/** A logger that keeps lines in memory ("level message extras", fields after a "|"): tests assert on them. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const make = (fields: LogFields): Logger => {
    const suffix = Object.keys(fields).length ? ` | ${Object.entries(fields).map(([k, v]) => `${k}=${String(v)}`).join(' ')}` : '';
    const at = (l: Level) => (message: string, ...rest: unknown[]) => {
      lines.push(`${l} ${message}${rest.length ? ` ${rest.map((r) => (r instanceof Error ? r.message : String(r))).join(' ')}` : ''}${suffix}`);
    };
    return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), child: (more) => make({ ...fields, ...more }) };
  };
  return Object.assign(make({}), { lines });
}
