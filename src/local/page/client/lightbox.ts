// A picture opens at full size on click, as in Discord: over the page, as large as the window
// allows (never larger than it was drawn), with a link to the original; a click or Escape closes it.

/** The picture a click on the message list landed on (inside the web components' shadow roots too), if it is an attachment. */
function pictureOf(e: Event): string | null {
  for (const node of e.composedPath()) {
    if (node instanceof HTMLImageElement && new URL(node.src, location.href).pathname.startsWith('/attachments/')) return node.src;
    if (node === e.currentTarget) break;
  }
  return null;
}

/** Wires the lightbox (`box`, holding an img and an a) to the pictures in `list`. */
export function wireLightbox(list: HTMLElement, box: HTMLElement): void {
  const img = box.querySelector('img');
  const link = box.querySelector('a');
  if (!img || !link) return;
  const shut = () => {
    box.hidden = true;
    img.removeAttribute('src');
  };
  list.addEventListener('click', (e) => {
    const src = pictureOf(e);
    if (!src) return;
    e.preventDefault();
    img.src = src;
    img.alt = (e.composedPath().find((n) => n instanceof HTMLImageElement) as HTMLImageElement | undefined)?.alt ?? '';
    link.href = src;
    box.hidden = false;
  });
  box.addEventListener('click', (e) => {
    if (e.target !== link) shut();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !box.hidden) shut();
  });
}
