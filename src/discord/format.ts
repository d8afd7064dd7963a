// Small helpers for Discord's message limits and formats, shared by every game's renderer.
import { t } from '../i18n/index.js';
import { ButtonStyle, ComponentType, type APIButtonComponent, type APIEmbed, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';

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

export function button(customId: string, label: string, style: ButtonStyle = ButtonStyle.Secondary, opts: { emoji?: string; disabled?: boolean } = {}): APIButtonComponent {
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
