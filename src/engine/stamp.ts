// A short hash of what one player's panel depends on (each game lists the parts from that player's
// own view): a button carries it, and a click is refused only when it changed — never because
// another player did something that leaves this panel as it was.

/** 32-bit FNV-1a of a string, as an unsigned integer. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The stamp of `parts` (joined with '|'), as a few base-36 characters. */
export function stampOf(parts: readonly (string | number | boolean)[]): string {
  return fnv1a(parts.join('|')).toString(36);
}
