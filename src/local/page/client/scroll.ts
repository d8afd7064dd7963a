// Where the message list is scrolled, kept as Discord keeps it: a channel opens at its newest
// message; while the reader is at the bottom the list stays pinned there — as messages come, and
// as they grow once their components are drawn and their pictures load — and a reader who scrolled
// up to read is left where they are: a bar says that new messages came and jumps to them. The
// answer to the reader's own command or click is always brought into view.

/** How close to the bottom counts as at the bottom (a wheel notch is about 100 px). */
const NEAR_PX = 24;

export interface Follower {
  /** A channel was opened (its messages replaced): show the newest, pinned to the bottom. */
  opened(): void;
  /** A message was added at the end; `own`: it answers this reader's own command or click. */
  added(own: boolean): void;
}

/** Keeps `list` scrolled as above; `bar` is the "new messages" bar (hidden while not needed). */
export function follow(list: HTMLElement, bar: HTMLElement): Follower {
  let pinned = true;
  // Where this code last scrolled to, and how tall the list was then. While pinned, a scroll event
  // is the reader's only if it moved from there with the list unchanged: one that comes a frame
  // after a picture grew the list, or after a message replaced by a new one (not drawn yet) made
  // the browser pull the list up for a moment, is layout, and the list goes back to the bottom.
  let ours = -1;
  let height = -1;
  const atBottom = () => list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_PX;
  const toBottom = () => {
    list.scrollTop = list.scrollHeight;
    ours = list.scrollTop;
    height = list.scrollHeight;
  };
  const pin = () => {
    pinned = true;
    bar.hidden = true;
    toBottom();
  };

  // Messages grow after they are added: the web components draw, pictures load.
  const sizes = new ResizeObserver(() => {
    if (pinned) toBottom();
  });
  new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => n instanceof Element && sizes.observe(n));
      r.removedNodes.forEach((n) => n instanceof Element && sizes.unobserve(n));
    }
    if (pinned) toBottom();
  }).observe(list, { childList: true });

  list.addEventListener('scroll', () => {
    if (pinned && (list.scrollTop === ours || list.scrollHeight !== height)) {
      if (!atBottom()) toBottom();
      return;
    }
    pinned = atBottom();
    if (pinned) bar.hidden = true;
  });
  bar.addEventListener('click', pin);

  return {
    opened: pin,
    added(own) {
      if (own) pin();
      else if (pinned) toBottom();
      else bar.hidden = false;
    },
  };
}
