// The message shape every renderer returns: plain Discord API JSON, so it can be sent by
// discord.js (reply, edit, channel.send) and inspected by tests without Discord.
import type { Picture } from '../render/scene.js';
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed, APIAllowedMentions } from 'discord.js';

export interface MessagePayload {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Who may be pinged; renderers default to nobody. */
  allowedMentions?: { parse?: APIAllowedMentions['parse']; users?: string[] };
  files?: { attachment: Buffer; name: string; description?: string }[];
  /**
   * Pictures to draw and attach (an embed shows one with `image: { url: 'attachment://<name>' }`).
   * Each is drawn from a scene built from the same view as the words, which stay beside it.
   */
  pictures?: Picture[];
}

/**
 * A public post's payload, drawn when it is sent: the publisher draws it in its table's language
 * (a word drawn after an await has no language scope of its own; see src/i18n).
 */
export type Draw = () => MessagePayload;
