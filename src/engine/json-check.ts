// What keeps a value from surviving a JSON round trip unchanged, for the property tests: a state
// is stored as JSON (the snapshot) and must read back as exactly the same state.

/**
 * The path of the first place in `value` that JSON would not keep as it is — a key holding
 * `undefined` (JSON drops it), a number that is not finite (it becomes null), a function, or an
 * object that is not a plain object or array — or null if there is none.
 */
export function jsonFlaw(value: unknown, path = '$'): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${path} = ${value}`;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const flaw = jsonFlaw(value[i], `${path}[${i}]`);
          if (flaw !== null) return flaw;
        }
        return null;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
      for (const key of Object.keys(value)) {
        const flaw = jsonFlaw((value as Record<string, unknown>)[key], `${path}.${key}`);
        if (flaw !== null) return flaw;
      }
      return null;
    }
    default:
      return `${path} is ${typeof value}`;
  }
}
