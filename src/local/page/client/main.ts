// The local table in the browser: who you are, the channels, each channel's messages (rendered
// by the server as Discord's web components) kept live by server-sent events, and what you do —
// a click on a button, a pick in a menu, a slash command from the message box — sent to the
// local Discord as your Discord client would.
import { commandBox } from './commands.js';
import { api, showNotice, type Table } from './net.js';

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el as T;
};

interface State {
  table: Table | null;
  me: string;
  channel: string;
  seq: number;
  events: EventSource | null;
}

const state: State = { table: null, me: '', channel: '', seq: 0, events: null };

/** When a message was posted, as Discord says it: "Today at 14:05", else the date and time. */
function postedAt(at: Date): string {
  const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(at);
  const today = new Date();
  if (at.toDateString() === today.toDateString()) return `Today at ${time}`;
  return `${new Intl.DateTimeFormat(undefined, { dateStyle: 'short' }).format(at)} ${time}`;
}

/** Fills in timestamps in the viewer's own time zone, as Discord does: messages' and `<t:…>` ones. */
function formatTimes(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('discord-message[data-at]')) el.setAttribute('timestamp', postedAt(new Date(el.dataset.at ?? '')));
  for (const el of root.querySelectorAll<HTMLTimeElement>('time.ts')) {
    const at = new Date(el.dateTime);
    const style = el.dataset.style ?? 'f';
    const fmt = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(undefined, o).format(at);
    if (style === 'R') {
      const s = Math.round((at.getTime() - Date.now()) / 1000);
      const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
      const abs = Math.abs(s);
      el.textContent = abs < 60 ? rtf.format(s, 'second') : abs < 3600 ? rtf.format(Math.round(s / 60), 'minute') : abs < 86400 ? rtf.format(Math.round(s / 3600), 'hour') : rtf.format(Math.round(s / 86400), 'day');
    } else if (style === 't') el.textContent = fmt({ timeStyle: 'short' });
    else if (style === 'T') el.textContent = fmt({ timeStyle: 'medium' });
    else if (style === 'd') el.textContent = fmt({ dateStyle: 'short' });
    else if (style === 'D') el.textContent = fmt({ dateStyle: 'long' });
    else if (style === 'F') el.textContent = fmt({ dateStyle: 'full', timeStyle: 'short' });
    else el.textContent = fmt({ dateStyle: 'long', timeStyle: 'short' });
    el.title = fmt({ dateStyle: 'full', timeStyle: 'long' });
  }
}

/** Ephemeral messages this browser's player dismissed (Discord forgets them; here they stay dismissed). */
const dismissed = (): Set<string> => new Set((localStorage.getItem(`dismissed:${state.me}`) ?? '').split(' ').filter(Boolean));

/** A message element from the server's HTML (null: one the player dismissed). */
function element(html: string): Element | null {
  const t = document.createElement('template');
  t.innerHTML = html;
  formatTimes(t.content);
  const el = t.content.firstElementChild;
  const id = el?.getAttribute('data-id') ?? '';
  if (!el || dismissed().has(id)) return null;
  if (el.hasAttribute('ephemeral')) {
    // "Dismiss message" under an ephemeral reply hides it, as in Discord.
    Object.assign(el, {
      dismissMessageClicked: () => {
        localStorage.setItem(`dismissed:${state.me}`, [...dismissed(), id].slice(-500).join(' '));
        el.remove();
      },
    });
  }
  return el;
}

function scrollDown(): void {
  const box = $('messages');
  box.scrollTop = box.scrollHeight;
}

async function loadMessages(): Promise<void> {
  const list = $('messages');
  const data = await api<{ seq: number; messages: { id: string; html: string }[] }>(`/api/messages?user=${state.me}&channel=${state.channel}`);
  state.seq = data.seq;
  list.replaceChildren(...data.messages.map((m) => element(m.html)).filter((e): e is Element => e !== null));
  scrollDown();
}

/** One message changed (made, edited, deleted): the page follows, in place. */
function onMessage(m: { id: string; channel: string; html: string | null }): void {
  if (m.channel !== state.channel) {
    if (m.html) document.querySelector(`#side li[data-id="${m.channel}"]`)?.classList.add('unread');
    return;
  }
  const list = $('messages');
  const old = list.querySelector(`discord-message[data-id="${m.id}"]`);
  const next = m.html ? element(m.html) : null;
  if (old && next) old.replaceWith(next);
  else if (old) old.remove();
  else if (next) {
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
    list.append(next);
    if (atBottom) scrollDown();
  }
}

function listen(): void {
  state.events?.close();
  const events = new EventSource(`/api/events?user=${state.me}&since=${state.seq}`);
  events.addEventListener('message', (e) => onMessage(JSON.parse((e as MessageEvent<string>).data) as { id: string; channel: string; html: string | null }));
  events.addEventListener('table', () => void loadTable());
  events.addEventListener('reload', () => void loadMessages());
  state.events = events;
}

function renderSide(): void {
  const table = state.table;
  if (!table) return;
  $('table-name').textContent = table.name;
  const item = (id: string, label: string) => {
    const li = document.createElement('li');
    li.dataset.id = id;
    li.textContent = label;
    li.classList.toggle('current', id === state.channel);
    li.addEventListener('click', () => void openChannel(id));
    return li;
  };
  $('channels').replaceChildren(...table.channels.map((c) => item(c.id, `# ${c.name}`)));
  $('dms').replaceChildren(...(table.dm ? [item(table.dm, `@ ${table.bot}`)] : []));
  const who = $<HTMLSelectElement>('who');
  who.replaceChildren(...table.people.map((p) => new Option(`${p.name}${p.owner ? ' (server owner)' : ''}`, p.id, false, p.id === state.me)));
}

function renderHead(): void {
  const table = state.table;
  const channel = table?.channels.find((c) => c.id === state.channel);
  $('channel-title').textContent = channel ? `# ${channel.name}` : `@ ${table?.bot ?? ''}`;
  const tools = $('host-tools');
  tools.replaceChildren();
  if (!channel) return;
  const games = (table?.commands ?? []).map((c) => c.name).filter((n) => channel.name === 'games' || n === channel.name);
  for (const game of games) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = `⏭ Resolve now (/${game} host resolve)`;
    b.title = 'The host applies the current deadline now: whoever has not chosen gets the default.';
    b.addEventListener('click', () => void api('/api/slash', { user: state.me, channel: state.channel, name: game, group: 'host', subcommand: 'resolve', options: {} }).then(noAnswer, showNotice));
    tools.append(b);
  }
}

/** Discord's words when a bot does not answer in time. */
function noAnswer(r: unknown): void {
  if (r && typeof r === 'object' && 'answered' in r && r.answered === false) showNotice('The application did not respond.');
}

async function openChannel(id: string): Promise<void> {
  state.channel = id;
  renderSide();
  renderHead();
  document.querySelector(`#side li[data-id="${id}"]`)?.classList.remove('unread');
  $<HTMLInputElement>('box').disabled = !state.table?.channels.some((c) => c.id === id);
  await loadMessages();
}

async function loadTable(): Promise<void> {
  state.table = await api<Table>(`/api/table${state.me ? `?user=${state.me}` : ''}`);
  renderSide();
}

async function become(id: string): Promise<void> {
  state.me = id;
  const person = state.table?.people.find((p) => p.id === id);
  if (person) {
    const url = new URL(location.href);
    url.searchParams.set('as', person.username);
    history.replaceState(null, '', url);
  }
  await loadTable();
  await openChannel(state.table?.channels.some((c) => c.id === state.channel) || state.channel === state.table?.dm ? state.channel : (state.table?.channels[0]?.id ?? ''));
  listen();
}

/** Buttons and menus on messages: a click is an interaction, as in Discord. */
function wireComponents(): void {
  const list = $('messages');
  list.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const button = target?.closest('discord-button[data-custom-id]');
    const message = target?.closest('discord-message')?.getAttribute('data-id');
    if (button && message && !button.hasAttribute('disabled')) {
      void api('/api/click', { user: state.me, message, customId: button.getAttribute('data-custom-id') }).then(noAnswer, showNotice);
      return;
    }
    const select = target?.closest<HTMLElement>('.select');
    if (!select || !message || select.classList.contains('disabled')) return;
    const options = select.querySelector<HTMLElement>('.select-options');
    if (target?.closest('.select-head') && options) {
      options.hidden = !options.hidden;
      return;
    }
    const option = target?.closest<HTMLElement>('li[data-value]');
    if (!option) return;
    const max = Number(select.dataset.max ?? 1);
    const min = Number(select.dataset.min ?? 1);
    const send = (values: string[]) => void api('/api/select', { user: state.me, message, customId: select.dataset.customId, values }).then(noAnswer, showNotice);
    if (max === 1) return send([option.dataset.value ?? '']);
    option.classList.toggle('picked');
    const picked = [...select.querySelectorAll<HTMLElement>('li.picked')].map((li) => li.dataset.value ?? '');
    select.querySelector('.select-done')?.remove();
    if (picked.length >= min && picked.length <= max) {
      const done = document.createElement('button');
      done.type = 'button';
      done.className = 'select-done';
      done.textContent = `Choose ${picked.length}`;
      done.addEventListener('click', () => send(picked));
      select.append(done);
    }
  });
}

async function start(): Promise<void> {
  await loadTable();
  const wanted = new URL(location.href).searchParams.get('as');
  const people = state.table?.people ?? [];
  const me = people.find((p) => p.username === wanted) ?? people.find((p) => p.id === localStorage.getItem('me')) ?? people[0];
  $<HTMLSelectElement>('who').addEventListener('change', (e) => {
    const id = (e.target as HTMLSelectElement).value;
    localStorage.setItem('me', id);
    void become(id);
  });
  $<HTMLFormElement>('add-player').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $<HTMLInputElement>('new-player');
    void api<{ id: string }>('/api/players', { name: input.value }).then((p) => {
      input.value = '';
      return loadTable().then(() => become(p.id));
    }, showNotice);
  });
  wireComponents();
  commandBox({ table: () => state.table, me: () => state.me, channel: () => state.channel, noAnswer });
  setInterval(() => formatTimes(document), 30_000);
  if (me) await become(me.id);
}

void start();
