// Pictures in embeds as Discord shows them: scaled down to fit a box of 400 × 300 CSS pixels,
// never up (the web components' own style caps an embed's image at 300 × 300, which would show
// the bot's 800-pixel pictures smaller than Discord does). The box is the one the bot lays its
// pictures out for (src/render/scene.ts), so the page shows the size players see. (The selector
// outranks the components' own `:host .discord-embed-image`.)

const BOX = ':host img.discord-embed-image { max-width: 400px; max-height: 300px; width: auto; height: auto; }';

/**
 * Adds the box to every `<discord-embed>` the page makes from now on (the element class's own
 * styles, which each new shadow root adopts) and to any made already.
 */
export async function embedPicturesAsDiscord(): Promise<void> {
  await customElements.whenDefined('discord-embed');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(BOX);
  const embed = customElements.get('discord-embed') as unknown as { elementStyles?: unknown[] } | undefined;
  embed?.elementStyles?.push(sheet);
  for (const el of document.querySelectorAll('discord-embed')) {
    const root = el.shadowRoot;
    if (root && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
