// An interaction as the local Discord keeps it: what was dispatched, the bot's first callback,
// its @original message and follow-ups, what was refused — and waits on what the bot answered.
import { InteractionResponseType, type InteractionType } from 'discord.js';
import type { UploadedFile } from './http.js';
import type { LocalMessage } from './messages.js';
import type { LocalChannel, LocalGuild, LocalUser } from './model.js';
import type { LocalState } from './state.js';
import { waitFor } from './wait.js';

/** The first (accepted) callback of an interaction. */
export interface CallbackRecord {
  type: InteractionResponseType;
  /** the callback's `data` (message body, modal, or autocomplete choices) */
  data: Record<string, unknown> | undefined;
  files: UploadedFile[];
  /** ms since epoch when the callback arrived */
  at: number;
  /** ms (fractional, from performance.now()) from sending INTERACTION_CREATE to the callback request arriving */
  latencyMs: number;
}

/** A callback or webhook request the local Discord refused (second acknowledgement, too late, …). */
export interface RejectedRequest {
  method: string;
  path: string;
  status: number;
  code: number;
  message: string;
  at: number;
}

const NAMES: Partial<Record<InteractionResponseType, string>> = {
  [InteractionResponseType.ChannelMessageWithSource]: 'reply (4)',
  [InteractionResponseType.DeferredChannelMessageWithSource]: 'defer (5)',
  [InteractionResponseType.DeferredMessageUpdate]: 'deferred update (6)',
  [InteractionResponseType.UpdateMessage]: 'update (7)',
  [InteractionResponseType.ApplicationCommandAutocompleteResult]: 'autocomplete result (8)',
  [InteractionResponseType.Modal]: 'modal (9)',
};

export function callbackName(type: number): string {
  return NAMES[type as InteractionResponseType] ?? `type ${type}`;
}

/**
 * What a test holds after triggering an interaction: its ids, what the bot answered and when.
 * All getters read live state; the async methods wait (event-driven) with a clear timeout error.
 */
export class InteractionHandle {
  /** ms since epoch when INTERACTION_CREATE was sent */
  dispatchedAt = 0;
  /** performance.now() when INTERACTION_CREATE was sent (for sub-millisecond latency) */
  dispatchedHr = 0;
  /** the first accepted callback */
  first: CallbackRecord | null = null;
  /** callbacks / webhook calls the local Discord refused, e.g. a second acknowledgement (40060) */
  readonly rejected: RejectedRequest[] = [];
  /** the `@original` message: the reply (types 4/5) or the component's message (types 6/7) */
  original: LocalMessage | null = null;
  /** PATCHes of @original after the callback */
  originalEdits = 0;
  /** follow-up messages created through `POST /webhooks/:app/:token` */
  readonly followupMessages: LocalMessage[] = [];
  /** set once the first follow-up after a deferred reply replaced the "thinking…" message */
  deferConsumed = false;
  /** set once a shown modal was submitted */
  modalSubmitted = false;
  /** gateway sessions that got INTERACTION_CREATE at once / that buffered it for a RESUME */
  delivery = { live: 0, buffered: 0 };

  private readonly state!: LocalState;
  private readonly defaultTimeoutMs!: number;

  constructor(
    state: LocalState,
    readonly id: string,
    readonly token: string,
    readonly type: InteractionType,
    readonly user: LocalUser,
    readonly channel: LocalChannel,
    readonly guild: LocalGuild | null,
    /** the INTERACTION_CREATE payload (d) */
    readonly payload: Record<string, unknown>,
    /** for component interactions (and modals shown from one): the message the component is on */
    readonly message: LocalMessage | null,
    /** human-readable name for errors, e.g. `/spiel start` or `button "join"` */
    readonly label: string,
    defaultTimeoutMs: number,
  ) {
    // Not enumerable, so a failing expect() prints the handle, not the whole local Discord.
    Object.defineProperty(this, 'state', { value: state, enumerable: false });
    Object.defineProperty(this, 'defaultTimeoutMs', { value: defaultTimeoutMs, enumerable: false });
  }

  get acknowledged(): boolean {
    return this.first !== null;
  }

  /** True if the first callback was a defer (5) or deferred update (6). */
  get deferred(): boolean {
    const t = this.first?.type;
    return t === InteractionResponseType.DeferredChannelMessageWithSource || t === InteractionResponseType.DeferredMessageUpdate;
  }

  /** Whether the response is ephemeral (null until a message response exists). */
  get ephemeral(): boolean | null {
    return this.original ? this.original.ephemeral : null;
  }

  /** ms from dispatch to the first callback, or null if none yet. */
  get latencyMs(): number | null {
    return this.first ? this.first.latencyMs : null;
  }

  /** Resolves with the first callback; rejects after `timeoutMs` explaining what happened instead. */
  callback(timeoutMs = this.defaultTimeoutMs): Promise<CallbackRecord> {
    return waitFor(this.state.events, () => this.first, {
      timeoutMs,
      describe: () => `LocalDiscord: ${this.label} (interaction ${this.id}) got no callback within ${timeoutMs} ms.\n${this.diagnose()}`,
    });
  }

  /**
   * The visible response message, once there is one: a reply (4), a deferred reply after its
   * first edit/follow-up (5), the updated component message (7), or the component message after
   * the first edit of @original following a deferred update (6). Live object: later edits show.
   */
  async reply(timeoutMs = this.defaultTimeoutMs): Promise<LocalMessage> {
    const first = await this.callback(timeoutMs);
    if (first.type === InteractionResponseType.Modal || first.type === InteractionResponseType.ApplicationCommandAutocompleteResult) {
      throw new Error(`LocalDiscord: ${this.label} was answered with ${callbackName(first.type)}, not a message`);
    }
    return waitFor(
      this.state.events,
      () => {
        const m = this.original;
        if (!m) return null;
        if (first.type === InteractionResponseType.DeferredChannelMessageWithSource && m.loading) return null;
        if (first.type === InteractionResponseType.DeferredMessageUpdate && this.originalEdits === 0) return null;
        return m;
      },
      {
        timeoutMs,
        describe: () =>
          `LocalDiscord: ${this.label} was acknowledged with ${callbackName(first.type)} but @original was never edited within ${timeoutMs} ms.\n${this.diagnose()}`,
      },
    );
  }

  /** Follow-up messages so far (the first follow-up after a deferred reply is @original instead). */
  followups(): LocalMessage[] {
    return this.followupMessages.filter((m) => !m.deleted);
  }

  /** The modal the bot showed (callback type 9). */
  async modal(timeoutMs = this.defaultTimeoutMs): Promise<Record<string, unknown>> {
    const first = await this.callback(timeoutMs);
    if (first.type !== InteractionResponseType.Modal) {
      throw new Error(`LocalDiscord: ${this.label} was answered with ${callbackName(first.type)}, not a modal`);
    }
    return first.data!;
  }

  /** The autocomplete choices the bot answered (callback type 8). */
  async choices(timeoutMs = this.defaultTimeoutMs): Promise<{ name: string; value: string | number }[]> {
    const first = await this.callback(timeoutMs);
    if (first.type !== InteractionResponseType.ApplicationCommandAutocompleteResult) {
      throw new Error(`LocalDiscord: ${this.label} was answered with ${callbackName(first.type)}, not autocomplete choices`);
    }
    return (first.data?.choices ?? []) as { name: string; value: string | number }[];
  }

  /** A short account of what happened since dispatch (used in timeout errors). */
  diagnose(): string {
    const lines: string[] = [];
    if (this.delivery.live === 0) {
      lines.push(`INTERACTION_CREATE was not delivered live (${this.delivery.buffered} disconnected session(s) buffered it for a RESUME).`);
    }
    if (this.first) lines.push(`First callback: ${callbackName(this.first.type)} after ${this.first.latencyMs.toFixed(1)} ms.`);
    for (const r of this.rejected) lines.push(`Refused: ${r.method} ${r.path} → ${r.status} ${r.code} ${r.message}`);
    const since = this.state.requests.filter((r) => r.at >= this.dispatchedAt);
    if (since.length === 0) lines.push('The bot made no REST request since the dispatch (is it listening to interactionCreate? did it crash?).');
    else {
      lines.push(`REST requests since the dispatch (${since.length}):`);
      for (const r of since.slice(-8)) lines.push(`  ${r.method} ${r.path} → ${r.status}${errorCode(r.response)}`);
    }
    return lines.join('\n');
  }
}

function errorCode(response: unknown): string {
  if (response && typeof response === 'object' && 'code' in response && 'message' in response) {
    const r = response as { code: number; message: string };
    return ` (${r.code} ${r.message})`;
  }
  return '';
}
