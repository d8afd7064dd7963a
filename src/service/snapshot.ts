// The JSON text of game states, reusing the text of parts that did not change since the last
// snapshot. Engine states are immutable and share structure: a command copies what it changes
// and keeps every other object, so after a command most of a state (a Spiel game's month reports
// and published games, say) is the very objects that were serialized for the previous version.
// Their text is remembered per object (a WeakMap: it goes when the objects go) and spliced in.
//
// The output is byte for byte what JSON.stringify gives (the tests compare every state of many
// random games of every game type); anything that is not plain data (toJSON, boxed values,
// class instances) is left to JSON.stringify itself. The one assumption is the engine contract
// that the service's state cache relies on already: an object that has been part of a returned
// state is never modified afterwards.

/** Objects nested deeper than this are serialized (and remembered) whole by JSON.stringify. */
const MAX_DEPTH = 3;

type Json = Record<string, unknown>;

function noToJSON(value: object): boolean {
  return typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

function isPlainObject(value: object): value is Json {
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && noToJSON(value);
}

function isPlainArray(value: object): value is unknown[] {
  return Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype && noToJSON(value);
}

function hasObjects(value: readonly unknown[]): boolean {
  for (let i = 0; i < value.length; i++) {
    const v = value[i];
    if (v !== null && typeof v === 'object') return true;
  }
  return false;
}

/** Object keys as JSON strings (states use a few dozen distinct keys). */
const quotedKeys = new Map<string, string>();
function quoted(key: string): string {
  let q = quotedKeys.get(key);
  if (q === undefined) {
    q = JSON.stringify(key);
    if (quotedKeys.size < 10_000) quotedKeys.set(key, q);
  }
  return q;
}

/**
 * What JSON.stringify writes for `value` as the property `key` of an object (toJSON gets the
 * key, boxed values are unwrapped, ...), by asking it: undefined when the property is left out.
 */
function native(key: string | number, value: unknown): string | undefined {
  const name = String(key);
  const holder = JSON.stringify({ [name]: value });
  return holder.length === 2 ? undefined : holder.slice(quoted(name).length + 2, -1);
}

/** Writes game states as JSON; see the module comment for what it saves and what it assumes. */
export class SnapshotWriter {
  private readonly memo = new WeakMap<object, string>();
  private remember = true;

  /**
   * JSON.stringify(state), faster when parts of `state` were serialized before. `remember`:
   * keep the text of this state's parts for the next version (for a state that is kept in
   * memory; remembering parts of a state about to be dropped only gives the GC work).
   */
  json(state: unknown, remember = true): string {
    this.remember = remember;
    const text = this.write(state, 0, '');
    if (text === undefined) throw new TypeError('a game state must be a JSON value');
    return text;
  }

  private write(value: unknown, depth: number, key: string | number): string | undefined {
    switch (typeof value) {
      case 'number':
        return Number.isFinite(value) ? String(value) : 'null';
      case 'string':
      case 'boolean':
        return JSON.stringify(value);
      case 'object':
        break;
      case 'bigint':
        return native(key, value); // a TypeError, unless BigInt.prototype.toJSON says otherwise
      default:
        return undefined; // undefined, functions and symbols are left out
    }
    if (value === null) return 'null';
    const known = this.memo.get(value);
    if (known !== undefined) return known;
    let text: string;
    if (isPlainArray(value)) {
      text = depth >= MAX_DEPTH || !hasObjects(value) ? JSON.stringify(value) : this.array(value, depth);
    } else if (isPlainObject(value)) {
      text = depth >= MAX_DEPTH ? JSON.stringify(value) : this.object(value, depth);
    } else {
      return native(key, value); // toJSON, boxed primitives, class instances: exactly as JSON does them
    }
    if (depth > 0 && this.remember) this.memo.set(value, text); // the top level is new with every version
    return text;
  }

  // Text is built as a list of pieces joined once: a join gives a flat string, while `+` and
  // template literals give ropes that SQLite's binding would have to flatten again.
  private array(value: readonly unknown[], depth: number): string {
    const out = ['['];
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      out.push(this.write(value[i], depth + 1, i) ?? 'null');
    }
    out.push(']');
    return out.join('');
  }

  private object(value: Json, depth: number): string {
    const out = ['{'];
    for (const key of Object.keys(value)) {
      const part = this.write(value[key], depth + 1, key);
      if (part === undefined) continue;
      if (out.length > 1) out.push(',');
      out.push(quoted(key), ':', part);
    }
    out.push('}');
    return out.join('');
  }
}
