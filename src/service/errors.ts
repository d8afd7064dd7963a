// Building and telling apart the service's error values (data, never thrown at callers).
import type { ServiceError, ServiceErrorCode } from './types.js';

/** A refusal with a service code, as every table and play operation returns one. */
export const fail = (code: ServiceErrorCode, params?: ServiceError['params']): { ok: false; error: ServiceError } => ({
  ok: false,
  error: params === undefined ? { code } : { code, params },
});

/** Whether a load gave an error instead of a game. */
export function isError(value: unknown): value is ServiceError {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** The fields of a zod failure, without zod's prose (the Discord layer words it). */
export function badFields(issues: readonly { path: readonly PropertyKey[] }[]): string[] {
  return issues.map((i) => i.path.map(String).join('.') || '(root)');
}
