// Small helpers for Discord's message limits and formats, shared by every game's renderer.
import { t } from '../i18n/index.js';
import {
  ButtonStyle,
  ComponentType,
  type APIButtonComponent,
  type APIEmbed,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
  type APIStringSelectComponent,
} from 'discord.js';
import type { ButtonId, SelectId } from './custom-id.js';

export const LIMITS = {
  description: 4096,
  fieldValue: 1024,
  fieldName: 256,
  title: 256,
  embedsPerMessage: 10,
  totalEmbedChars: 6000,
  content: 2000,
  selectOptions: 25,
  optionLabel: 100,
  optionDescription: 100,
  buttonLabel: 80,
  customId: 100,
  buttonsPerRow: 5,
  rows: 5,
  autocompleteChoices: 25,
  choiceName: 100,
  placeholder: 150,
} as const;

/** Cuts text to a limit, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Packs lines into chunks no longer than `max` characters (a line longer than max is cut). */
export function chunkLines(lines: readonly string[], max: number = LIMITS.description): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const raw of lines) {
    const line = truncate(raw, max);
    if (current && current.length + 1 + line.length > max) {
      chunks.push(current);
      current = line;
    } else current = current ? `${current}\n${line}` : line;
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * Embeds for a long list of lines: the first gets the title, the rest continue it; the whole
 * set stays under Discord's per-message limits (extra lines are summarised, never dropped silently).
 */
export function longEmbeds(title: string, lines: readonly string[], color: number, footer?: string, whereTheRestIs = 'they did not fit in one message'): APIEmbed[] {
  const chunks = chunkLines(lines, LIMITS.description);
  const embeds: APIEmbed[] = [];
  let total = title.length + (footer?.length ?? 0);
  for (const [i, chunk] of chunks.entries()) {
    if (embeds.length === LIMITS.embedsPerMessage || total + chunk.length > LIMITS.totalEmbedChars - 100) {
      const last = embeds[embeds.length - 1] as APIEmbed;
      last.description = truncate(`${last.description ?? ''}\n… and ${chunks.length - i} more part(s); ${whereTheRestIs}.`, LIMITS.description);
      break;
    }
    total += chunk.length;
    embeds.push(i === 0 ? { title: truncate(title, LIMITS.title), description: chunk, color } : { description: chunk, color });
  }
  if (embeds.length === 0) embeds.push({ title: truncate(title, LIMITS.title), color });
  if (footer) (embeds[embeds.length - 1] as APIEmbed).footer = { text: footer };
  return embeds;
}

/** A Discord timestamp that each reader sees in their own time zone. */
export function timestamp(ms: number, style: 'R' | 'f' | 'F' | 't' | 'd' = 'R'): string {
  return `<t:${Math.floor(ms / 1000)}:${style}>`;
}

/**
 * A duration as people read it, for every game's lobby and host replies: "3 min", "1 h 30 min",
 * "24 h", "2 days", "2 days 6 h" (never "0.1 h"). Rounded to the minute below two days, to the
 * hour above.
 */
export function duration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return t('kit:duration.minutes', { m: minutes });
  if (minutes < 48 * 60) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m > 0 ? t('kit:duration.hoursMinutes', { h, m }) : t('kit:duration.hours', { h });
  }
  const hours = Math.round(minutes / 60);
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return h > 0 ? t('kit:duration.daysHours', { d, h }) : t('kit:duration.days', { d });
}

/** A mention that renders as a name (mentions in embeds never ping). */
export function mention(userId: string): string {
  return `<@${userId}>`;
}

/**
 * Text safe to put into markdown as it is written: every character that could begin Discord
 * markup (bold, italics, underline, strike, spoiler, code, quotes, headings, lists, masked links,
 * mentions, timestamps and emoji in `<…>`, autolinks) is escaped with a backslash, which Discord
 * shows as the character itself. For what people typed: display names above all (names.ts).
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\*_~`|[\]()<>#:-]/g, '\\$&');
}

/** Escapes written by escapeMarkdown (Discord's: a backslash before any ASCII punctuation). */
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
/** Paired markup as the bot's words use it, outermost first: its text is kept, the marks go. */
const MARKUP: readonly RegExp[] = [/`([^`]+)`/g, /\*\*(.+?)\*\*/g, /__(.+?)__/g, /~~(.+?)~~/g, /\|\|(.+?)\|\|/g, /\*(?=\S)(.+?)(?<=\S)\*/g, /(?<![\p{L}\p{N}])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}])/gu];

/**
 * Markdown as the plain text Discord shows where it renders no markdown — a select menu's
 * placeholder, options' labels and descriptions, autocomplete choices — so nothing there shows
 * stray asterisks: paired markup (`**b**`, `*i*`, `_i_`, `__u__`, `~~s~~`, `||x||`, `` `c` ``)
 * keeps its text, and escaped characters (escapeMarkdown: names) come back as themselves. Every
 * menu and every autocomplete answer is made plain here (select() below, respondChoices), so the
 * words can be written once, as markdown, for every place they appear.
 */
export function plainText(markdown: string): string {
  if (!/[\\*_~`|]/.test(markdown)) return markdown;
  const kept: string[] = [];
  let text = markdown.replace(ESCAPED, (_, c: string) => `\uE000${kept.push(c) - 1}\uE001`);
  for (const pair of MARKUP) text = text.replace(pair, '$1');
  return text.replace(/\uE000(\d+)\uE001/g, (_, i: string) => kept[Number(i)] ?? '');
}

/**
 * A string select menu: its options (at most 25) and texts made plain (plainText) and cut to
 * Discord's limits; `min`/`max` within the options there are.
 */
export function select(customId: SelectId, placeholder: string, options: readonly APISelectMenuOption[], opts: { min?: number; max?: number } = {}): APIStringSelectComponent {
  const capped = options.slice(0, LIMITS.selectOptions).map(({ description, ...o }) => {
    const plain = description ? plainText(description) : '';
    return { ...o, label: truncate(plainText(o.label), LIMITS.optionLabel), ...(plain ? { description: truncate(plain, LIMITS.optionDescription) } : {}) };
  });
  return {
    type: ComponentType.StringSelect,
    custom_id: customId,
    placeholder: truncate(plainText(placeholder), LIMITS.placeholder),
    options: capped,
    min_values: Math.min(opts.min ?? 1, capped.length),
    max_values: Math.max(1, Math.min(opts.max ?? 1, capped.length)),
  };
}

/** An autocomplete choice's name as Discord shows it: plain, within its limit. */
export function choiceName(markdown: string): string {
  return truncate(plainText(markdown), LIMITS.choiceName);
}

export function button(customId: ButtonId, label: string, style: ButtonStyle = ButtonStyle.Secondary, opts: { emoji?: string; disabled?: boolean } = {}): APIButtonComponent {
  return {
    type: ComponentType.Button,
    custom_id: customId,
    label: truncate(label, LIMITS.buttonLabel),
    style: style as ButtonStyle.Primary,
    ...(opts.emoji ? { emoji: { name: opts.emoji } } : {}),
    ...(opts.disabled ? { disabled: true } : {}),
  };
}

export function row(...components: APIComponentInMessageActionRow[]): APIActionRowComponent<APIComponentInMessageActionRow> {
  return { type: ComponentType.ActionRow, components };
}

/** Buttons in rows of five. */
export function buttonRows(buttons: readonly APIButtonComponent[]): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const rows: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
  for (let i = 0; i < buttons.length; i += LIMITS.buttonsPerRow) rows.push(row(...buttons.slice(i, i + LIMITS.buttonsPerRow)));
  return rows;
}

export { ButtonStyle, ComponentType };
