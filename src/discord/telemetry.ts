// What the Discord layer tells an observer about its work: each interaction handled (its kind,
// how it ended, how long it took) and each write the publisher makes to Discord. The bot only
// reports through this interface; what is done with the figures (Prometheus metrics, in
// src/ops/) is none of its business, so nothing under src/discord imports a metrics library.

/** What kind of interaction Discord sent. */
export type InteractionKind = 'command' | 'autocomplete' | 'button' | 'select' | 'modal' | 'other';

/**
 * How handling it ended: `ok`; `user_error` (the user was told what to do instead: not their
 * turn, not seated, a rule refused it …); `out_of_date` (the registered slash commands are older
 * than the bot: run deploy-commands); `error` (unexpected: logged with a reference);
 * `discord_unavailable` (Discord or the network failed the answer — a 5xx, a timeout, a lost
 * connection — after what the interaction did was committed: it stands; logged as a warning);
 * `duplicate` (a redelivery, answered the first time); `gone` (Discord no longer took an answer:
 * answered already, or the 3-second window passed); `ignored` (nothing to answer).
 */
export type InteractionOutcome = 'ok' | 'user_error' | 'out_of_date' | 'error' | 'discord_unavailable' | 'duplicate' | 'gone' | 'ignored';

/**
 * A write the publisher makes to Discord: a message created, edited or deleted, a DM, and a table's
 * thread (issue 33) opened, a player added to it (one per player) or archived.
 */
export type PostOp = 'create' | 'edit' | 'delete' | 'dm' | 'thread_create' | 'thread_member' | 'thread_archive';

/**
 * How a write went: `sent` (Discord took it); `retried` (Discord or the network stumbled — a 5xx,
 * a 429, a lost answer — and the publisher's lane tries it again after a back-off); `failed`
 * (Discord refused it for good: no access to the channel, the message or channel is gone, the
 * user's DMs are closed; the publisher goes on without it).
 */
export type PostOutcome = 'sent' | 'retried' | 'failed';

/** Which of Discord's rate limits a 429 was: a route's bucket (`user`), the bot's global one, or a resource's shared one. */
export type RateLimitScope = 'user' | 'global' | 'shared';

/** Where the bot reports; every method must be cheap and must not throw. */
export interface BotTelemetry {
  interaction(kind: InteractionKind, outcome: InteractionOutcome, seconds: number): void;
  post(op: PostOp, outcome: PostOutcome): void;
  /**
   * A request to Discord's REST API was answered: its route (`POST /channels/:id/messages`), the
   * status, and for a 429 which limit refused it (rest-watch.ts).
   */
  rest(route: string, status: number, scope: RateLimitScope | null): void;
}

/** The observer of a bot nobody watches. */
export const NO_TELEMETRY: BotTelemetry = {
  interaction: () => undefined,
  post: () => undefined,
  rest: () => undefined,
};
