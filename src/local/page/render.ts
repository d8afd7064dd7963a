// A message as Discord shows it, as HTML for the page: @skyra/discord-components-core's web
// components (message, embeds, fields, buttons, attachments, mentions) filled with the message's
// markdown (discord-markdown-parser's tree), escaped everywhere. Buttons and menus carry their
// custom_id for the page's click handler; timestamps are left for the browser to show in the
// viewer's own time zone.
import { parse } from 'discord-markdown-parser';
import type { APIEmbed } from 'discord.js';
import type { LocalAttachment, LocalMessage, RawComponent } from '../discord/index.js';

/** What rendering needs to know besides the message: names for ids, who is looking. */
export interface RenderContext {
  readonly viewer: string;
  readonly botName: string;
  nameOf(userId: string): string;
  channelName(channelId: string): string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML, in text and in attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** One node of discord-markdown-parser's tree, as far as rendering reads it. */
interface MdNode {
  readonly type: string;
  readonly content?: unknown;
  readonly [field: string]: unknown;
}

function isNode(value: unknown): value is MdNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Discord's markdown as HTML. */
export function markdown(text: string, ctx: RenderContext): string {
  return nodes(parse(text, 'extended'), ctx);
}

function nodes(list: unknown, ctx: RenderContext): string {
  if (typeof list === 'string') return esc(list);
  if (!Array.isArray(list)) return isNode(list) ? node(list, ctx) : '';
  return list.map((n) => (isNode(n) ? node(n, ctx) : typeof n === 'string' ? esc(n) : '')).join('');
}

function node(n: MdNode, ctx: RenderContext): string {
  const inner = () => nodes(n.content, ctx);
  switch (n.type) {
    case 'text':
      return esc(String(n.content ?? ''));
    case 'br':
    case 'newline':
      return '<br>';
    case 'strong':
      return `<strong>${inner()}</strong>`;
    case 'em':
      return `<em>${inner()}</em>`;
    case 'underline':
      return `<u>${inner()}</u>`;
    case 'strike':
      return `<s>${inner()}</s>`;
    case 'inlineCode':
      return `<discord-code>${esc(String(n.content ?? ''))}</discord-code>`;
    case 'codeBlock':
      return `<discord-code multiline>${esc(String(n.content ?? ''))}</discord-code>`;
    case 'blockQuote':
      return `<discord-quote>${inner()}</discord-quote>`;
    case 'spoiler':
      return `<discord-spoiler>${inner()}</discord-spoiler>`;
    case 'heading':
      return `<discord-header level="${Number(n.level) || 1}">${inner()}</discord-header>`;
    case 'subtext':
      return `<discord-subscript>${inner()}</discord-subscript>`;
    case 'url':
    case 'autolink': {
      const target = String(n.target ?? '');
      return /^https?:\/\//.test(target) ? `<a href="${esc(target)}" target="_blank" rel="noreferrer">${inner() || esc(target)}</a>` : inner();
    }
    case 'user': {
      const id = String(n.id ?? '');
      // (No `highlight` on the mention: the web component would highlight the whole message, which
      // Discord does only for a message that pinged you — messageHtml decides that.)
      return `<discord-mention type="user">${esc(ctx.nameOf(id))}</discord-mention>`;
    }
    case 'channel':
      // A click opens the channel or thread it names (main.ts), as Discord's does.
      return `<discord-mention type="channel" data-channel="${esc(String(n.id ?? ''))}">${esc(ctx.channelName(String(n.id ?? '')))}</discord-mention>`;
    case 'role':
      return `<discord-mention type="role">role</discord-mention>`;
    case 'everyone':
    case 'here':
      return `<discord-mention type="role">${n.type}</discord-mention>`;
    case 'timestamp':
      return timestamp(Number(n.timestamp), String(n.format ?? 'f'));
    case 'emoji':
    case 'twemoji':
      return esc(String(n.name ?? ''));
    default:
      return inner();
  }
}

/** A `<t:…>` timestamp: the browser fills in the words, in the viewer's time zone. */
function timestamp(seconds: number, style: string): string {
  const iso = new Date(seconds * 1000).toISOString();
  return `<discord-time><time class="ts" datetime="${iso}" data-style="${esc(style)}">${esc(iso)}</time></discord-time>`;
}

function embedHtml(e: APIEmbed, ctx: RenderContext, attachmentUrl: (name: string) => string | null): string {
  const color = typeof e.color === 'number' ? ` color="#${e.color.toString(16).padStart(6, '0')}"` : '';
  const image = (url: string | undefined) => (url?.startsWith('attachment://') ? attachmentUrl(url.slice('attachment://'.length)) : (url ?? null));
  const img = image(e.image?.url);
  const thumb = image(e.thumbnail?.url);
  const attrs = [
    color,
    e.title ? ` embed-title="${esc(e.title)}"` : '',
    e.author?.name ? ` author-name="${esc(e.author.name)}"` : '',
    img ? ` image="${esc(img)}"` : '',
    thumb ? ` thumbnail="${esc(thumb)}"` : '',
  ].join('');
  const parts: string[] = [];
  if (e.description) parts.push(`<discord-embed-description slot="description">${markdown(e.description, ctx)}</discord-embed-description>`);
  if (e.fields?.length) {
    const fields = e.fields.map((f) => `<discord-embed-field field-title="${esc(f.name)}"${f.inline ? ' inline' : ''}>${markdown(f.value, ctx)}</discord-embed-field>`);
    parts.push(`<discord-embed-fields slot="fields">${fields.join('')}</discord-embed-fields>`);
  }
  if (e.footer?.text) parts.push(`<discord-embed-footer slot="footer">${esc(e.footer.text)}</discord-embed-footer>`);
  return `<discord-embed slot="embeds"${attrs}>${parts.join('')}</discord-embed>`;
}

const BUTTON_TYPES: Record<number, string> = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'destructive', 5: 'secondary' };

function componentHtml(c: RawComponent): string {
  if (c.type === 1 && Array.isArray(c.components)) {
    return `<discord-action-row>${(c.components as RawComponent[]).map(componentHtml).join('')}</discord-action-row>`;
  }
  if (c.type === 2) {
    const label = `${typeof (c.emoji as { name?: unknown } | undefined)?.name === 'string' ? `${String((c.emoji as { name: string }).name)} ` : ''}${String(c.label ?? '')}`;
    const id = typeof c.custom_id === 'string' ? ` data-custom-id="${esc(c.custom_id)}"` : '';
    const url = c.style === 5 && typeof c.url === 'string' ? ` url="${esc(c.url)}"` : '';
    return `<discord-button type="${BUTTON_TYPES[Number(c.style)] ?? 'secondary'}"${id}${url}${c.disabled ? ' disabled' : ''}>${esc(label)}</discord-button>`;
  }
  if (c.type === 3) {
    const options = Array.isArray(c.options) ? (c.options as { label: string; value: string; description?: string }[]) : [];
    const min = typeof c.min_values === 'number' ? c.min_values : 1;
    const max = typeof c.max_values === 'number' ? c.max_values : 1;
    const items = options
      .map((o) => `<li role="option" data-value="${esc(o.value)}"><b>${esc(o.label)}</b>${o.description ? `<small>${esc(o.description)}</small>` : ''}</li>`)
      .join('');
    return `<div class="select${c.disabled ? ' disabled' : ''}" data-custom-id="${esc(String(c.custom_id ?? ''))}" data-min="${min}" data-max="${max}"><button type="button" class="select-head">${esc(String(c.placeholder ?? 'Make a selection'))}</button><ul class="select-options" hidden>${items}</ul></div>`;
  }
  return '';
}

function attachmentHtml(a: LocalAttachment, href: string): string {
  if (a.contentType?.startsWith('image/') || /\.(png|jpe?g|gif|webp)$/i.test(a.filename)) {
    return `<discord-image-attachment url="${esc(href)}" alt="${esc(a.description ?? a.filename)}"></discord-image-attachment>`;
  }
  return `<a class="file" href="${esc(href)}" download>${esc(a.filename)} (${a.size} bytes)</a>`;
}

/** Where the page serves an attachment. */
export function attachmentHref(a: LocalAttachment): string {
  return `/attachments/${encodeURIComponent(a.id)}/${encodeURIComponent(a.filename)}`;
}

/** The slash command an interaction response answers, as Discord shows it above the reply. */
function commandLine(m: LocalMessage, ctx: RenderContext): string {
  const meta = m.extra.interaction_metadata as { name?: unknown; user?: { id?: unknown } } | undefined;
  if (m.origin !== 'interaction-response' || typeof meta?.name !== 'string') return '';
  const who = typeof meta.user?.id === 'string' ? ctx.nameOf(meta.user.id) : '';
  return `<discord-command slot="reply" author="${esc(who)}" avatar="/static/user.svg" command="/${esc(meta.name)}"></discord-command>`;
}


/**
 * ` data-yours` on the answer to the viewer's own command or click (a reply, public or private):
 * the page brings it into view, as Discord does, wherever the reader had scrolled to.
 */
function yours(m: LocalMessage, ctx: RenderContext): string {
  const meta = m.extra.interaction_metadata as { user?: { id?: unknown } } | undefined;
  return m.visibleTo === ctx.viewer || (m.origin !== 'channel' && meta?.user?.id === ctx.viewer) ? ' data-yours' : '';
}

/** The whole message as a `<discord-message>`. */
/**
 * The thread started on a message, as Discord shows it under the message: its name and "N
 * Messages ›", which opens it (Discord opens a side panel; the page opens the thread in place of
 * the channel, as Discord's phone app does, and lists it under its channel).
 */
function threadHtml(thread: Record<string, unknown>): string {
  const count = Number(thread.message_count ?? 0);
  const archived = (thread.thread_metadata as { archived?: boolean } | undefined)?.archived === true;
  return `<div slot="components" class="thread-chip" data-channel="${esc(String(thread.id))}"><span class="thread-name">🧵 ${esc(String(thread.name ?? ''))}</span><span class="thread-count">${count} ${count === 1 ? 'Message' : 'Messages'}${archived ? ' · archived' : ''} ›</span></div>`;
}

export function messageHtml(m: LocalMessage, ctx: RenderContext): string {
  if (m.loading) {
    return `<discord-message data-id="${m.id}" author="${esc(ctx.botName)}" avatar="/static/bot.svg" bot data-at="${new Date(m.createdAt).toISOString()}"${m.ephemeral ? ' ephemeral' : ''}${yours(m, ctx)}>${commandLine(m, ctx)}<i class="thinking">${esc(ctx.botName)} is thinking…</i></discord-message>`;
  }
  const byName = (name: string) => {
    const a = m.attachments.find((x) => x.filename === name);
    return a ? attachmentHref(a) : null;
  };
  const inEmbeds = new Set(m.embeds.flatMap((e) => [e.image?.url, e.thumbnail?.url]).filter((u): u is string => typeof u === 'string' && u.startsWith('attachment://')).map((u) => u.slice(13)));
  const files = m.attachments.filter((a) => !inEmbeds.has(a.filename));
  const parts = [
    commandLine(m, ctx),
    m.content ? markdown(m.content, ctx) : '',
    files.length ? `<discord-attachments slot="attachments">${files.map((a) => attachmentHtml(a, attachmentHref(a))).join('')}</discord-attachments>` : '',
    ...m.embeds.map((e) => embedHtml(e, ctx, byName)),
    m.components.length ? `<discord-attachments slot="components">${(m.components as unknown as RawComponent[]).map(componentHtml).join('')}</discord-attachments>` : '',
    m.thread ? threadHtml(m.thread.toAPI()) : '',
  ];
  // Discord marks an edit next to the text (a message of embeds alone shows none) and highlights a message that pinged you.
  const flags = [m.editedAt !== null && m.content ? ' edited' : '', m.ephemeral ? ' ephemeral' : '', m.mentions.some((u) => u.id === ctx.viewer) ? ' highlight' : ''].join('');
  return `<discord-message data-id="${m.id}" author="${esc(ctx.botName)}" avatar="/static/bot.svg" bot data-at="${new Date(m.createdAt).toISOString()}"${flags}${yours(m, ctx)}>${parts.join('')}</discord-message>`;
}
