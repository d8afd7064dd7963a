// Acting for an agency, shared by the slash routes and the components: submit a player's command
// and answer with the fresh panel, or with a short note (for public prompts: the channel shows
// the rest). What only this player learnt by it (cards drawn or received) is added to the note.
import type { PlayerId } from '../../engine/game.js';
import type { AwardCommand } from '../../games/award/messages.js';
import type { AwardView } from '../../games/award/view-types.js';
import { t } from '../../i18n/index.js';
import type { GameInfo } from '../../service/types.js';
import { UserError } from '../errors.js';
import { LIMITS, truncate } from '../format.js';
import type { BotContext } from '../interact.js';
import { submitAs } from '../kit/act.js';
import type { Seen } from '../kit/seen.js';
import { namerFor } from '../names.js';
import type { MessagePayload } from '../payload.js';
import { NOTE } from './notes.js';
import { panel, privateNotes } from './panel.js';
import { AWARD } from './table-words.js';

/** The interaction a command is submitted for: its id (submitted once) and its user. */
export type Actor = { readonly id: string; readonly user: { readonly id: string } };

/** The user's panel as it is now, with a note above it. */
export function panelOf(seen: Seen<AwardView>, note?: string): MessagePayload {
  const payload = panel(seen.game, seen.view, namerFor(seen.game));
  return note ? { ...payload, content: truncate(note, LIMITS.content) } : payload;
}

/** The seat of the player who sees `seen` (the kit only hands seated views to seat routes). */
export function seatOf(seen: Seen<AwardView>): PlayerId {
  if (seen.view.viewer === null) throw new UserError(t('award:panel.notPlaying'));
  return seen.view.viewer;
}

function lastPrivate(v: AwardView): number {
  return v.you?.log.at(-1)?.n ?? -1;
}

/**
 * Submits a player's command, built from `before` (the view it was read at). `expectedVersion`:
 * the version a button was drawn from — another version is refused and nothing changes. Returns
 * the fresh view and the note with what only this player learnt; a refusal by the rules throws
 * the explanation (nothing changed).
 */
function submit(ctx: BotContext, interaction: Actor, game: GameInfo, command: AwardCommand, note: string, before: Seen<AwardView>, expectedVersion?: number): { seen: Seen<AwardView>; note: string } {
  const acted = submitAs<AwardView>(ctx, AWARD, game, interaction, command, expectedVersion);
  if (acted.kind === 'stale') return { seen: acted.seen, note: NOTE.stale };
  const { seen } = acted;
  const learnt = privateNotes(seen.view, namerFor(seen.game), 6, lastPrivate(before.view));
  const ended = seen.view.phase === 'ended' ? `\n${NOTE.gameOver}` : '';
  return { seen, note: [note, ...learnt.map((l) => `🤫 ${l}`)].join('\n') + ended };
}

/** Submits and answers with the fresh panel. */
export function act(ctx: BotContext, interaction: Actor, game: GameInfo, command: AwardCommand, note: string, before: Seen<AwardView>, expectedVersion?: number): MessagePayload {
  const done = submit(ctx, interaction, game, command, note, before, expectedVersion);
  return panelOf(done.seen, done.note);
}

/** Submits and answers with a short note (for public prompts: the channel shows the rest). */
export function actShort(ctx: BotContext, interaction: Actor, game: GameInfo, command: AwardCommand, note: string, before: Seen<AwardView>): MessagePayload {
  const done = submit(ctx, interaction, game, command, note, before);
  return { content: truncate(done.note, LIMITS.content), embeds: [], components: [], allowedMentions: { parse: [] } };
}
