// The local table in the browser: who you are, the channels, each channel's messages (rendered
// by the server as Discord's web components) kept live by server-sent events, and what you do —
// a click on a button, a pick in a menu, a slash command from the message box — sent to the
// local Discord as your Discord client would.
import { commandBox } from './commands.js';
import { wireLightbox } from './lightbox.js';
import { wireComponents } from './menus.js';
import { api, showNotice, type Table } from './net.js';
import { embedPicturesAsDiscord } from './pictures.js';
import { follow, type Follower } from './scroll.js';

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
  /**
   * This page load's ephemeral boundary (the server gives it on the first load): only ephemeral
   * replies made since are shown. Discord drops them on a reload; so does the page.
   */
  session: string;
  events: EventSource | null;
  follower: Follower | null;
}

const state: State = { table: null, me: '', channel: '', seq: 0, session: '', events: null, follower: null };

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
  // An ephemeral reply from before this page loaded (edited now, say) stays gone, as in Discord.
  if (el.hasAttribute('ephemeral') && state.session && BigInt(id) <= BigInt(state.session)) return null;
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

/** What to type in an empty channel: its game's `start` (every game's in a channel not named for one, such as #games). */
function emptyHint(): HTMLElement {
  const channel = state.table?.channels.find((c) => c.id === state.channel);
  const hint = document.createElement('div');
  hint.className = 'empty-hint';
  if (!channel) {
    hint.textContent = `This is the beginning of your direct messages with ${state.table?.bot ?? 'the bot'}.`;
    return hint;
  }
  // Only the games' commands open a table (`/games`, which lists them, has no `start`).
  const commands = (state.table?.commands ?? []).filter((c) => (c.options ?? []).some((o) => o.name === 'start'));
  const own = commands.filter((c) => c.name === channel.name);
  const title = document.createElement('h2');
  title.textContent = `Welcome to #${channel.name}!`;
  const line = document.createElement('p');
  line.textContent = 'Nothing here yet. Type in the message box to open a table:';
  const list = document.createElement('ul');
  for (const c of own.length ? own : commands) {
    const start = (c.options ?? []).find((o) => o.name === 'start');
    const li = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = `/${c.name} start`;
    li.append(code, ` — ${start?.description ?? c.description}`);
    list.append(li);
  }
  hint.append(title, line, list);
  return hint;
}

/** The hint shows while the channel has no message. */
function showHintIfEmpty(): void {
  const list = $('messages');
  const hint = list.querySelector('.empty-hint');
  const empty = list.querySelector('discord-message') === null;
  if (empty && !hint) list.append(emptyHint());
  else if (!empty) hint?.remove();
}

async function loadMessages(): Promise<void> {
  const list = $('messages');
  const session = state.session ? `&session=${state.session}` : '';
  const data = await api<{ seq: number; session: string; messages: { id: string; html: string }[] }>(`/api/messages?user=${state.me}&channel=${state.channel}${session}`);
  state.seq = data.seq;
  state.session ||= data.session;
  list.replaceChildren(...data.messages.map((m) => element(m.html)).filter((e): e is Element => e !== null));
  showHintIfEmpty();
  state.follower?.opened();
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
    list.append(next);
    state.follower?.added(next.hasAttribute('data-yours'));
  }
  showHintIfEmpty();
  headSoon();
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
  // A thread is listed under its channel, as in Discord's channel list.
  const threadsOf = (id: string) => table.channels.filter((c) => c.thread?.parentId === id);
  $('channels').replaceChildren(
    ...table.channels
      .filter((c) => !c.thread)
      .flatMap((c) => [item(c.id, `# ${c.name}`), ...threadsOf(c.id).map((th) => Object.assign(item(th.id, `🧵 ${th.name}${th.thread?.archived ? ' (archived)' : ''}`), { className: `thread${th.id === state.channel ? ' current' : ''}` }))]),
  );
  $('dms').replaceChildren(...(table.dm ? [item(table.dm, `@ ${table.bot}`)] : []));
  const who = $<HTMLSelectElement>('who');
  who.replaceChildren(...table.people.map((p) => new Option(`${p.name}${p.owner ? ' (server owner)' : ''}`, p.id, false, p.id === state.me)));
}

let headTimer: number | undefined;
/** The channel's head again soon (a game may have started or ended): once for a burst of changes. */
function headSoon(): void {
  window.clearTimeout(headTimer);
  headTimer = window.setTimeout(() => void renderHead().catch(() => undefined), 250);
}

/** The channel's name, and "Resolve now" for each game whose deadline this viewer may resolve here now. */
async function renderHead(): Promise<void> {
  const table = state.table;
  const channel = table?.channels.find((c) => c.id === state.channel);
  $('channel-title').textContent = channel ? `# ${channel.name}` : `@ ${table?.bot ?? ''}`;
  const tools = $('host-tools');
  if (!channel) return void tools.replaceChildren();
  // Another channel's buttons never show here, not even while this one's are asked for.
  if (tools.dataset.channel !== state.channel) {
    tools.replaceChildren();
    tools.dataset.channel = state.channel;
  }
  const asked = { channel: state.channel, me: state.me };
  const { resolvable } = await api<{ resolvable: string[] }>(`/api/channel?user=${state.me}&channel=${state.channel}`);
  if (asked.channel !== state.channel || asked.me !== state.me) return;
  // The buttons already there stay (one may be under the pointer); only a changed set is redrawn.
  const shown = [...tools.querySelectorAll<HTMLElement>('button[data-game]')].map((b) => b.dataset.game);
  if (shown.join(' ') === resolvable.join(' ')) return;
  tools.replaceChildren(
    ...resolvable.map((game) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.game = game;
      b.textContent = `⏭ Resolve now (/${game} host resolve)`;
      b.title = 'The host applies the current deadline now: whoever has not chosen gets the default.';
      b.addEventListener('click', () => void api('/api/slash', { user: state.me, channel: state.channel, name: game, group: 'host', subcommand: 'resolve', options: {} }).then(noAnswer, showNotice));
      return b;
    }),
  );
}

/** Discord's words when a bot does not answer in time. */
function noAnswer(r: unknown): void {
  if (r && typeof r === 'object' && 'answered' in r && r.answered === false) showNotice('The application did not respond.');
}

async function openChannel(id: string): Promise<void> {
  state.channel = id;
  // The address names the channel, so a reload comes back to it (as Discord's does).
  const url = new URL(location.href);
  url.searchParams.set('channel', id);
  history.replaceState(null, '', url);
  renderSide();
  void renderHead().catch(showNotice);
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
  // Another person at this table is another Discord client: their earlier ephemeral replies stay gone.
  state.session = '';
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

async function start(): Promise<void> {
  await loadTable();
  state.channel = new URL(location.href).searchParams.get('channel') ?? '';
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
  state.follower = follow($('messages'), $('new-messages'));
  wireComponents($('messages'), {
    click: (message, customId) => void api('/api/click', { user: state.me, message, customId }).then(noAnswer, showNotice),
    select: (message, customId, values) => void api('/api/select', { user: state.me, message, customId, values }).then(noAnswer, showNotice),
  });
  wireLightbox($('messages'), $('lightbox'));
  // A thread under its lobby message, or a channel mention: opens it (a thread made since the page loaded is learnt first).
  $('messages').addEventListener('click', (e) => {
    const link = (e.target as Element).closest<HTMLElement>('[data-channel]');
    const id = link?.dataset.channel;
    if (!id) return;
    const known = () => state.table?.channels.some((c) => c.id === id) ?? false;
    void (known() ? Promise.resolve() : loadTable()).then(() => (known() ? openChannel(id) : undefined), showNotice);
  });
  commandBox({ table: () => state.table, me: () => state.me, channel: () => state.channel, noAnswer });
  setInterval(() => formatTimes(document), 30_000);
  if (me) await become(me.id);
}

void embedPicturesAsDiscord();
void start();
