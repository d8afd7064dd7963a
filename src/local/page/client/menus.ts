// Buttons and select menus on messages: a click or a pick is an interaction, as in Discord. A
// menu's options open below it, or above it when there is more room there (a menu near the bottom
// of the window opens upward, as Discord's do), laid over the page so no scrolling box cuts them
// off; a scroll, a click elsewhere or Escape closes them.

export interface Picks {
  click(message: string, customId: string): void;
  select(message: string, customId: string, values: string[]): void;
}

/** The tallest an open menu gets (Discord shows about seven options, then scrolls). */
const MAX_MENU_PX = 320;
const GAP_PX = 4;

function close(menu: HTMLElement): void {
  menu.hidden = true;
  menu.closest('.select')?.classList.remove('open', 'up');
}

function closeAll(except?: HTMLElement): void {
  for (const m of document.querySelectorAll<HTMLElement>('.select-options:not([hidden])')) if (m !== except) close(m);
}

/**
 * Opens `menu` under its head if it fits above the message box, else over the head if there is
 * more room there; fixed to the window (no scrolling box clips it) and kept within the message
 * list's visible area.
 */
function open(select: HTMLElement, menu: HTMLElement): void {
  const head = (select.querySelector('.select-head') ?? select).getBoundingClientRect();
  const area = (select.closest('#messages') ?? document.body).getBoundingClientRect();
  menu.hidden = false;
  const wanted = Math.min(menu.scrollHeight, MAX_MENU_PX);
  const below = area.bottom - head.bottom - GAP_PX * 2;
  const above = head.top - area.top - GAP_PX * 2;
  const up = below < wanted && above > below;
  Object.assign(menu.style, {
    position: 'fixed',
    left: `${head.left}px`,
    width: `${head.width}px`,
    maxHeight: `${Math.max(80, Math.min(MAX_MENU_PX, up ? above : below))}px`,
    top: up ? '' : `${head.bottom + GAP_PX}px`,
    bottom: up ? `${window.innerHeight - head.top + GAP_PX}px` : '',
  });
  select.classList.add('open');
  select.classList.toggle('up', up);
}

/** Wires the clicks on `list`'s messages. */
export function wireComponents(list: HTMLElement, picks: Picks): void {
  list.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const button = target?.closest('discord-button[data-custom-id]');
    const message = target?.closest('discord-message')?.getAttribute('data-id');
    if (button && message && !button.hasAttribute('disabled')) {
      picks.click(message, button.getAttribute('data-custom-id') ?? '');
      return;
    }
    const select = target?.closest<HTMLElement>('.select');
    if (!select || !message || select.classList.contains('disabled')) return;
    const menu = select.querySelector<HTMLElement>('.select-options');
    if (target?.closest('.select-head') && menu) {
      if (menu.hidden) {
        closeAll(menu);
        open(select, menu);
      } else close(menu);
      return;
    }
    const option = target?.closest<HTMLElement>('li[data-value]');
    if (!option) return;
    const max = Number(select.dataset.max ?? 1);
    const min = Number(select.dataset.min ?? 1);
    const customId = select.dataset.customId ?? '';
    if (max === 1) {
      if (menu) close(menu);
      return picks.select(message, customId, [option.dataset.value ?? '']);
    }
    option.classList.toggle('picked');
    const picked = [...select.querySelectorAll<HTMLElement>('li.picked')].map((li) => li.dataset.value ?? '');
    select.querySelector('.select-done')?.remove();
    if (picked.length >= min && picked.length <= max) {
      const done = document.createElement('button');
      done.type = 'button';
      done.className = 'select-done';
      done.textContent = `Choose ${picked.length}`;
      done.addEventListener('click', () => {
        if (menu) close(menu);
        picks.select(message, customId, picked);
      });
      select.append(done);
    }
  });
  // A menu laid over the page does not follow the list: scrolling closes it, as a click elsewhere does.
  list.addEventListener('scroll', () => closeAll());
  window.addEventListener('resize', () => closeAll());
  document.addEventListener('click', (e) => {
    const inside = e.target instanceof Element && e.target.closest('.select');
    if (!inside) closeAll();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') closeAll();
  });
}
