// The message box: `/` lists the bot's slash commands (as registered in the local Discord), a
// chosen command shows its options — choices as menus, users as the table's people, and the
// options the bot autocompletes asking the bot as you type — and Enter sends it.
import { api, showNotice, type CommandOption, type Table } from './net.js';

const SUBCOMMAND = 1;
const GROUP = 2;
const INTEGER = 4;
const BOOLEAN = 5;
const USER = 6;
const NUMBER = 10;

interface Entry {
  readonly name: string;
  readonly group?: string;
  readonly subcommand?: string;
  readonly label: string;
  readonly description: string;
  readonly options: CommandOption[];
}

interface Hooks {
  table(): Table | null;
  me(): string;
  channel(): string;
  noAnswer(result: unknown): void;
}

/** Every command, subcommand and grouped subcommand as one line of the list. */
function entries(table: Table | null): Entry[] {
  const out: Entry[] = [];
  for (const c of table?.commands ?? []) {
    const subs = (c.options ?? []).filter((o) => o.type === SUBCOMMAND || o.type === GROUP);
    if (subs.length === 0) out.push({ name: c.name, label: `/${c.name}`, description: c.description, options: c.options ?? [] });
    for (const s of subs) {
      if (s.type === SUBCOMMAND) out.push({ name: c.name, subcommand: s.name, label: `/${c.name} ${s.name}`, description: s.description ?? '', options: s.options ?? [] });
      else for (const g of s.options ?? []) out.push({ name: c.name, group: s.name, subcommand: g.name, label: `/${c.name} ${s.name} ${g.name}`, description: g.description ?? '', options: g.options ?? [] });
    }
  }
  return out;
}

/** Wires the message box. */
export function commandBox(hooks: Hooks): void {
  const box = document.getElementById('box') as HTMLInputElement;
  const list = document.getElementById('command-list') as HTMLUListElement;
  const form = document.getElementById('option-form') as HTMLDivElement;
  const composer = document.getElementById('composer') as HTMLFormElement;
  let chosen: Entry | null = null;
  let shown: Entry[] = [];

  const values = (): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-option]')) {
      const value = field.dataset.value ?? field.value;
      if (value !== '') out[field.dataset.option ?? ''] = value;
    }
    return out;
  };

  const choose = (entry: Entry) => {
    chosen = entry;
    box.value = `${entry.label} `;
    list.hidden = true;
    form.replaceChildren(...entry.options.map((o) => field(entry, o)));
    const send = document.createElement('button');
    send.type = 'submit';
    send.className = 'send';
    send.textContent = 'Send';
    form.append(send);
    form.hidden = false;
    (form.querySelector('[data-option]') as HTMLElement | null)?.focus();
  };

  const field = (entry: Entry, o: CommandOption): HTMLElement => {
    const label = document.createElement('label');
    label.textContent = `${o.name}${o.required ? ' *' : ''}`;
    label.title = o.description ?? '';
    let input: HTMLInputElement | HTMLSelectElement;
    const table = hooks.table();
    if (o.choices?.length || o.type === BOOLEAN || o.type === USER) {
      const select = document.createElement('select');
      const options: [string, string][] =
        o.type === BOOLEAN ? [['True', 'true'], ['False', 'false']] : o.type === USER ? (table?.people ?? []).map((p) => [p.name, p.id]) : (o.choices ?? []).map((c) => [c.name, String(c.value)]);
      select.append(new Option(o.required ? 'Choose…' : '(default)', ''), ...options.map(([text, value]) => new Option(text, value)));
      input = select;
    } else {
      const text = document.createElement('input');
      if (o.type === INTEGER || o.type === NUMBER) {
        text.type = 'number';
        text.step = o.type === INTEGER ? '1' : 'any';
        if (o.min_value !== undefined) text.min = String(o.min_value);
        if (o.max_value !== undefined) text.max = String(o.max_value);
      }
      text.placeholder = o.description ?? '';
      input = text;
      if (o.autocomplete) autocomplete(entry, o, text, label);
    }
    input.dataset.option = o.name;
    label.append(input);
    return label;
  };

  const autocomplete = (entry: Entry, o: CommandOption, input: HTMLInputElement, label: HTMLElement) => {
    const suggestions = document.createElement('ul');
    suggestions.className = 'suggestions';
    suggestions.hidden = true;
    label.append(suggestions);
    let timer: number | undefined;
    const ask = () => {
      delete input.dataset.value;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const others = values();
        delete others[o.name];
        const body = { user: hooks.me(), channel: hooks.channel(), name: entry.name, group: entry.group, subcommand: entry.subcommand, options: others, focused: o.name, value: input.value };
        api<{ choices: { name: string; value: string | number }[] }>('/api/autocomplete', body).then((r) => {
          suggestions.replaceChildren(
            ...r.choices.map((c) => {
              const li = document.createElement('li');
              li.textContent = c.name;
              li.addEventListener('mousedown', (e) => {
                e.preventDefault();
                input.value = c.name;
                input.dataset.value = String(c.value);
                suggestions.hidden = true;
              });
              return li;
            }),
          );
          suggestions.hidden = r.choices.length === 0;
        }, showNotice);
      }, 120);
    };
    input.addEventListener('input', ask);
    input.addEventListener('focus', ask);
    input.addEventListener('blur', () => window.setTimeout(() => (suggestions.hidden = true), 150));
  };

  const showList = () => {
    const typed = box.value.slice(1).trim().toLowerCase();
    shown = entries(hooks.table()).filter((e) => e.label.slice(1).startsWith(typed) || e.label.includes(typed)).slice(0, 40);
    list.replaceChildren(
      ...shown.map((e, i) => {
        const li = document.createElement('li');
        li.className = i === 0 ? 'active' : '';
        li.innerHTML = '<b></b><small></small>';
        (li.firstChild as HTMLElement).textContent = e.label;
        (li.lastChild as HTMLElement).textContent = e.description;
        li.addEventListener('mousedown', (ev) => {
          ev.preventDefault();
          choose(e);
        });
        return li;
      }),
    );
    list.hidden = shown.length === 0;
  };

  box.addEventListener('input', () => {
    if (chosen && !box.value.startsWith(chosen.label)) {
      chosen = null;
      form.hidden = true;
      form.replaceChildren();
    }
    if (!chosen && box.value.startsWith('/')) showList();
    else list.hidden = true;
  });
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !chosen && !list.hidden && shown[0]) {
      e.preventDefault();
      choose(shown[0]);
    }
    if (e.key === 'Escape') list.hidden = true;
  });
  composer.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!chosen) {
      if (box.value.trim() && !box.value.startsWith('/')) showNotice('The bot reads only slash commands: type / to see them.');
      return;
    }
    const entry = chosen;
    const body = { user: hooks.me(), channel: hooks.channel(), name: entry.name, group: entry.group, subcommand: entry.subcommand, options: values() };
    api('/api/slash', body).then((r) => {
      hooks.noAnswer(r);
      chosen = null;
      box.value = '';
      form.hidden = true;
      form.replaceChildren();
    }, showNotice);
  });
}
