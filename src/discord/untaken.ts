// Answers Discord did not take. A 5xx, a timeout or a lost connection on an interaction's answer
// is Discord's trouble, not the bot's: what the interaction did is committed before it is answered
// (a handler's only Discord request is its answer, sent after its work) and stands. The router
// counts it as `discord_unavailable` and logs it as a warning; this module works out whether the
// interaction changed anything and, if so, tells the player when Discord lets the bot:
// - answered already (the failure came after the first answer): a follow-up now, on the
//   interaction's webhook (its token lives 15 minutes);
// - not answered (the callback itself failed): nothing can reach the player for this interaction
//   (a callback is taken within 3 seconds and only once, and a follow-up needs an answered
//   interaction; their client says "This interaction failed"). The player's next interaction
//   with this process within NOTE_TTL_MS gets the word as a follow-up after its own answer.
// Nothing is told for an interaction that changed nothing (a read): the player sees it failed
// and asks again. The notes are kept in memory only: a restart or another shard forgets them.
import type { RepliableInteraction } from 'discord.js';
import type { Outcome } from '../service/types.js';
import { t } from '../i18n/index.js';
import { sendError } from './errors.js';
import { timestamp } from './format.js';

/** How long a note waits for the player's next interaction (as long as an interaction's token lives). */
export const NOTE_TTL_MS = 15 * 60_000;
/** Players with a note waiting, at most (the oldest are dropped: a note is a courtesy). */
const NOTES_KEPT = 10_000;

/** One interaction in flight: whether its user changed anything while it was handled. */
export interface Watch {
  readonly changed: boolean;
  end(): void;
}

export class UntakenAnswers {
  /** Each user's interactions in flight. */
  private readonly inFlight = new Map<string, Set<{ changed: boolean }>>();
  /** Users owed a note: when (ms) the interaction whose answer Discord did not take was made. */
  private readonly notes = new Map<string, number>();

  constructor(onChange: (listener: (outcome: Outcome) => void) => unknown) {
    onChange((outcome) => {
      if (outcome.userId === null) return;
      for (const w of this.inFlight.get(outcome.userId) ?? []) w.changed = true;
    });
  }

  /** Watches an interaction of `userId` for changes it makes; `end()` when it has been handled. */
  watch(userId: string): Watch {
    const w = { changed: false };
    let set = this.inFlight.get(userId);
    if (!set) this.inFlight.set(userId, (set = new Set()));
    set.add(w);
    const all = this.inFlight;
    return {
      get changed() {
        return w.changed;
      },
      end() {
        set.delete(w);
        if (set.size === 0) all.delete(userId);
      },
    };
  }

  /**
   * Discord did not take `interaction`'s answer and the interaction changed something: tell its
   * user now if the interaction was answered already, else at their next interaction.
   */
  async notTaken(interaction: RepliableInteraction): Promise<void> {
    if (interaction.replied || interaction.deferred) {
      try {
        await sendError(interaction, this.words(interaction.createdTimestamp));
        return;
      } catch {
        // Discord is still down: the next interaction says it.
      }
    }
    this.notes.delete(interaction.user.id);
    if (this.notes.size >= NOTES_KEPT) this.notes.delete(this.notes.keys().next().value as string);
    this.notes.set(interaction.user.id, interaction.createdTimestamp);
  }

  /** After an interaction of a user owed a note was answered: the note, as a follow-up. */
  async tellOwed(interaction: RepliableInteraction): Promise<void> {
    const at = this.notes.get(interaction.user.id);
    if (at === undefined || !(interaction.replied || interaction.deferred)) return;
    this.notes.delete(interaction.user.id);
    if (Date.now() - at > NOTE_TTL_MS) return;
    try {
      await sendError(interaction, this.words(at));
    } catch {
      // Not told: it was a courtesy, and the player has seen the game move on meanwhile.
    }
  }

  /** The note, in the current language; `at` (ms) shown as Discord's relative time ("2 minutes ago"). */
  private words(at: number): string {
    return t('kit:error.answerNotTaken', { when: timestamp(at, 'R') });
  }
}
