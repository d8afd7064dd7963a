// Component custom_ids: "<ns>:<action>:<gameId>[:<arg>…]". They come back from Discord with
// every click, so they are parsed (zod) before anything trusts them; a forged or malformed id
// becomes null and the router answers with a clear ephemeral message.
import { z } from 'zod';
import { UserError } from './errors.js';
import { LIMITS } from './format.js';

export interface ComponentId {
  readonly ns: string;
  readonly action: string;
  readonly gameId: number;
  readonly args: readonly string[];
}

const word = z.string().regex(/^[a-z][a-z0-9]{0,11}$/);
const arg = z.string().regex(/^[A-Za-z0-9._-]{0,40}$/);
const idSchema = z.object({
  ns: word,
  action: word,
  gameId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  args: z.array(arg).max(8),
});

/** Builds a custom_id; throws if it would not fit Discord's 100 characters (a bug). */
export function encodeId(ns: string, action: string, gameId: number, ...args: readonly (string | number)[]): string {
  const id = [ns, action, String(gameId), ...args.map(String)].join(':');
  if (id.length > LIMITS.customId) throw new RangeError(`custom_id too long (${id.length}): ${id}`);
  return id;
}

/** Parses a custom_id, or returns null for anything this bot did not make. */
export function decodeId(raw: string): ComponentId | null {
  if (raw.length > LIMITS.customId) return null;
  const [ns, action, gameId, ...args] = raw.split(':');
  const parsed = idSchema.safeParse({ ns, action, gameId, args });
  return parsed.success ? parsed.data : null;
}

/** Card lists in ids: "12.45.7". */
export const cardList = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,3}){0,2}$/)
  .transform((s) => s.split('.').map(Number));

/** A state version carried by a component. */
export const version = z.coerce.number().int().nonnegative();

/** Parses a component's args with `schema`; anything else is a clear refusal, never a crash. */
export function componentArgs<T extends z.ZodType>(
  schema: T,
  args: ComponentId | readonly string[],
  refusal = 'This button is malformed or from an older version of the bot; nothing was changed. Open a fresh panel.',
): z.infer<T> {
  const parsed = schema.safeParse('args' in args ? args.args : args);
  if (!parsed.success) throw new UserError(refusal);
  return parsed.data;
}
