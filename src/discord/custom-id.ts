// Component custom_ids: "<ns>:<action>:<gameId>[:<arg>…]". They come back from Discord with
// every click, so they are parsed before anything trusts them (the frame by one anchored regular
// expression, a family's arguments with its zod schema); a forged or malformed id becomes null and
// the router answers with a clear ephemeral message.
import { z } from 'zod';
import { UserError } from './errors.js';
import { LIMITS } from './format.js';

/** The two kinds of component a custom_id can be put on. */
export type ComponentKind = 'button' | 'select';

declare const onButton: unique symbol;
declare const onSelect: unique symbol;
/**
 * A custom_id made for a button, or for a select menu: a family's encoder says which
 * (`ComponentKey.id`), the builders take only their own kind (format.ts), and the family's decoder
 * refuses a click that arrives from the other kind (a forged id: Discord sends an id back only
 * from the component it was put on).
 */
export type ButtonId = string & { readonly [onButton]: true };
export type SelectId = string & { readonly [onSelect]: true };

export interface ComponentId {
  readonly ns: string;
  readonly action: string;
  readonly gameId: number;
  readonly args: readonly string[];
}

/** ns, action (lower-case words), a positive game id, then up to 8 args of id-safe characters. */
const FRAME = /^([a-z][a-z0-9]{0,11}):([a-z][a-z0-9]{0,11}):([1-9][0-9]{0,15})((?::[A-Za-z0-9._-]{0,40}){0,8})$/;

/** Builds a custom_id; throws if it would not fit Discord's 100 characters (a bug). */
export function encodeId(ns: string, action: string, gameId: number, ...args: readonly (string | number)[]): string {
  const id = [ns, action, String(gameId), ...args.map(String)].join(':');
  if (id.length > LIMITS.customId) throw new RangeError(`custom_id too long (${id.length}): ${id}`);
  return id;
}

/** Parses a custom_id, or returns null for anything this bot did not make. */
export function decodeId(raw: string): ComponentId | null {
  if (raw.length > LIMITS.customId) return null;
  const m = FRAME.exec(raw);
  if (!m) return null;
  const [, ns = '', action = '', id = '', rest = ''] = m;
  const gameId = Number(id);
  if (!Number.isSafeInteger(gameId)) return null;
  return { ns, action, gameId, args: rest === '' ? [] : rest.slice(1).split(':') };
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
