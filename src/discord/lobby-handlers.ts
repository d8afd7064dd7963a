// The lobby buttons of every game: join, leave, add or remove an AI seat, start, cancel. The
// click's answer is the lobby message itself, redrawn from the changed table (an UPDATE_MESSAGE
// callback): one request to Discord instead of an acknowledgement and then the publisher's edit.
// The publisher is told what the message now shows, so it sends no edit of its own; if the answer
// fails, nothing is recorded and the publisher's edit goes out as before.
import type { MessageComponentInteraction } from 'discord.js';
import type { ComponentId } from './custom-id.js';
import { UserError } from './errors.js';
import { t } from '../i18n/index.js';
import { authorityOf, explain, requirePostingRights, type BotContext } from './interact.js';
import { displayNameOf } from './names.js';
import { updateRaw } from './respond.js';
import { arrivedFrom } from './kit/route.js';
import { lobbyKeys } from './lobby.js';
import { lobbyMessage } from './summary.js';
import { atTable } from './table-channel.js';
import type { Authority } from '../service/service.js';
import type { TableResult } from '../service/types.js';

const OPS = ['join', 'leave', 'addAi', 'removeAi', 'start', 'cancel'] as const;
type Op = (typeof OPS)[number];

/** What each lobby button does to the table. */
const TABLE_OPS: Record<Op, (ctx: BotContext, gameId: number, user: string, authority: Authority, name: string) => TableResult> = {
  join: (ctx, id, user, _authority, name) => ctx.service.join(id, user, name),
  leave: (ctx, id, user) => ctx.service.leave(id, user),
  addAi: (ctx, id, user, authority) => ctx.service.addAi(id, user, authority),
  removeAi: (ctx, id, user, authority) => ctx.service.removeAi(id, user, undefined, authority),
  start: (ctx, id, user, authority) => ctx.service.start(id, user, authority),
  cancel: (ctx, id, user, authority) => ctx.service.cancel(id, user, authority),
};

/** The buttons' action names (and earlier ones) → what they do. */
const ACTIONS = new Map<string, Op>(
  OPS.flatMap((op) => [lobbyKeys[op].action, ...lobbyKeys[op].formerly].map((action) => [action, op] as const)),
);

/** A click on a lobby button: the change is made and answered with the lobby message redrawn. */
export async function lobbyComponent(interaction: MessageComponentInteraction, id: ComponentId, ctx: BotContext): Promise<void> {
  const run = ACTIONS.get(id.action);
  if (!run) throw new UserError(t('kit:lobby.unknownButton'));
  // Exactly the id the bot puts on the button: an extra argument, or the id arriving from a menu, is refused.
  lobbyKeys[run].parse(id.args, arrivedFrom(interaction));
  const game = ctx.service.game(id.gameId);
  if (!game) throw new UserError(t('kit:lobby.gone'));
  if (!atTable(game, interaction.channelId)) throw new UserError(t('kit:lobby.otherChannel'));
  const user = interaction.user.id;
  const authority = authorityOf(interaction);
  // The click comes from the lobby message itself. /… start records it once its reply returns,
  // but a quick click can arrive first: record it now, so the change below edits it (as showing
  // nothing known, so a restart before that edit redraws it too).
  if (!ctx.service.messages(game.id).some((m) => m.key === 'lobby')) ctx.service.setMessage(game.id, 'lobby', game.channelId, interaction.message.id, -1);
  if (run === 'start') requirePostingRights(interaction);
  const result = TABLE_OPS[run](ctx, game.id, user, authority, displayNameOf(interaction));
  if (!result.ok) throw new UserError(explain(ctx, game.type, result.error));
  const meta = ctx.games.get(game.type);
  if (!meta) return void (await interaction.deferUpdate());
  const changed = result.outcome.game;
  // A table in its own thread shows its summary once started (summary.ts), so the lane has no edit to add.
  const payload = lobbyMessage(result.outcome, meta);
  await updateRaw(interaction, payload);
  ctx.publisher.lobbyAnswered(changed, interaction.message.id, payload);
}
