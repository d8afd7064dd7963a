import { MessageFlags, MessageType, type APIEmbed, type APIMessageTopLevelComponent, type APIUser } from 'discord.js';

/** A file the bot uploaded (multipart `files[n]` part), kept byte for byte. */
export interface LocalAttachment {
  id: string;
  filename: string;
  size: number;
  contentType: string | undefined;
  description: string | undefined;
  data: Buffer;
  url: string;
}

/** One earlier version of a message (pushed onto `history` before each edit). */
export interface MessageRevision {
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  attachments: LocalAttachment[];
  flags: number;
  /** when this version was replaced (ms since epoch) */
  replacedAt: number;
}

/**
 * How the message came to be: a plain channel post (`POST /channels/:id/messages`, DMs included),
 * the initial response of an interaction (`@original`), or an interaction follow-up.
 */
export type MessageOrigin = 'channel' | 'interaction-response' | 'interaction-followup';

/** A message as the local Discord Discord stores it. Edits mutate it in place and push to `history`. */
export class LocalMessage {
  content = '';
  embeds: APIEmbed[] = [];
  components: APIMessageTopLevelComponent[] = [];
  attachments: LocalAttachment[] = [];
  flags = 0;
  editedAt: number | null = null;
  deleted = false;
  /** When it last changed, in the local Discord's order of changes (LocalState.touch). */
  seq = 0;
  /** Users the content mentions and pings (what `allowed_mentions` let through): Discord highlights the message for them. */
  mentions: APIUser[] = [];
  readonly history: MessageRevision[] = [];
  /** Embeds Discord silently dropped because the bot lacked EmbedLinks in the channel. */
  readonly droppedEmbeds: APIEmbed[] = [];
  /** For interaction messages: the interaction that produced it. */
  interactionId: string | null = null;
  /** For ephemeral messages: the only user who can see it. */
  visibleTo: string | null = null;
  /** Raw extra fields to echo back (interaction_metadata, webhook_id, …). */
  extra: Record<string, unknown> = {};
  /** The thread started on this message (its id is the message's, as at Discord), if any. */
  thread: { toAPI(): Record<string, unknown> } | null = null;

  constructor(
    readonly id: string,
    readonly channelId: string,
    readonly guildId: string | null,
    readonly author: APIUser,
    readonly origin: MessageOrigin,
    readonly createdAt: number,
    public type: MessageType = MessageType.Default,
  ) {}

  get ephemeral(): boolean {
    return (this.flags & MessageFlags.Ephemeral) !== 0;
  }

  /** A deferred response still showing "… is thinking". */
  get loading(): boolean {
    return (this.flags & MessageFlags.Loading) !== 0;
  }

  /** Number of edits applied so far. */
  get editCount(): number {
    return this.history.length;
  }

  /**
   * Every piece of text a person would read: content, embed author/title/description/fields/footer,
   * and Components V2 text displays. Handy for `expect(msg.text()).toContain(...)`.
   */
  text(): string {
    const parts: string[] = [];
    if (this.content) parts.push(this.content);
    for (const e of this.embeds) {
      if (e.author?.name) parts.push(e.author.name);
      if (e.title) parts.push(e.title);
      if (e.description) parts.push(e.description);
      for (const f of e.fields ?? []) parts.push(f.name, f.value);
      if (e.footer?.text) parts.push(e.footer.text);
    }
    walkComponents(this.components, (c) => {
      if (c.type === 10 && typeof c.content === 'string') parts.push(c.content);
    });
    return parts.join('\n');
  }

  /** The interactive component (button or select) with this custom_id, if present. */
  findComponent(customId: string): RawComponent | undefined {
    let found: RawComponent | undefined;
    walkComponents(this.components, (c) => {
      if (!found && c.custom_id === customId) found = c;
    });
    return found;
  }

  /** All custom_ids on this message (for error messages). */
  customIds(): string[] {
    const ids: string[] = [];
    walkComponents(this.components, (c) => {
      if (typeof c.custom_id === 'string') ids.push(c.custom_id);
    });
    return ids;
  }

  snapshot(replacedAt: number): MessageRevision {
    return {
      content: this.content,
      embeds: structuredClone(this.embeds),
      components: structuredClone(this.components),
      attachments: [...this.attachments],
      flags: this.flags,
      replacedAt,
    };
  }

  toAPI(): Record<string, unknown> {
    return {
      id: this.id,
      channel_id: this.channelId,
      ...(this.guildId ? { guild_id: this.guildId } : {}),
      author: this.author,
      content: this.content,
      timestamp: new Date(this.createdAt).toISOString(),
      edited_timestamp: this.editedAt === null ? null : new Date(this.editedAt).toISOString(),
      tts: false,
      mention_everyone: false,
      mentions: this.mentions,
      mention_roles: [],
      attachments: this.attachments.map((a) => ({
        id: a.id,
        filename: a.filename,
        size: a.size,
        url: a.url,
        proxy_url: a.url,
        ...(a.contentType ? { content_type: a.contentType } : {}),
        ...(a.description ? { description: a.description } : {}),
      })),
      embeds: this.embeds,
      components: this.components,
      pinned: false,
      type: this.type,
      flags: this.thread ? this.flags | MessageFlags.HasThread : this.flags,
      ...this.extra,
      ...(this.thread ? { thread: this.thread.toAPI() } : {}),
    };
  }
}

/** A component as raw JSON (buttons, selects, text inputs, containers, …). */
export type RawComponent = Record<string, unknown> & { type: number };

/** Visit every component, depth first (rows, containers, sections and their accessories). */
export function walkComponents(components: readonly unknown[], visit: (c: RawComponent) => void): void {
  for (const raw of components) {
    if (!raw || typeof raw !== 'object') continue;
    const c = raw as RawComponent;
    visit(c);
    if (Array.isArray(c.components)) walkComponents(c.components, visit);
    if (c.accessory) walkComponents([c.accessory], visit);
    if (c.component) walkComponents([c.component], visit);
  }
}
