// The host's controls, the same for every game (the host, or anyone with Manage Server): extend
// the current deadline, resolve it now (its defaults apply), set every later deadline's length,
// end the game, cancel the table, remove a player (as the game's rules allow).
import { t } from '../../i18n/index.js';
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { SystemCommand } from '../../engine/game.js';
import { UserError } from '../errors.js';
import { duration } from '../format.js';
import { authorityOf, explain, seatOfUserOption } from '../interact.js';
import type { KitGame } from './game.js';
import { unitToMs, type DeadlineUnit } from './unit.js';
import { slash, type SlashRoute, type TableCall } from './route.js';
import { privately } from './table-verbs.js';

/** The length option of extend and deadline, in the table's unit (`hours:` in Discord). */
const lengthOption = (unit: DeadlineUnit, description: string) => (b: SlashCommandSubcommandBuilder) =>
  b.addNumberOption((o) => o.setName(unit.name).setDescription(description).setRequired(true).setMinValue(unit.min).setMaxValue(unit.max));

/** Submits a host control as the host; answers `done` or explains the refusal. */
async function control(call: TableCall<unknown>, command: unknown, done: string): Promise<void> {
  const { interaction, ctx, game } = call;
  const result = ctx.service.submit({ gameId: game.id, actor: { hostUserId: interaction.user.id, ...authorityOf(interaction) }, command, interactionId: interaction.id });
  if (!result.ok) throw new UserError(explain(ctx, game.type, result.error, game));
  await privately(interaction, done);
}

const system = (command: SystemCommand): SystemCommand => command;

/** The host group of `game`. */
export function hostVerbs<V>(game: KitGame<V>): SlashRoute<never>[] {
  const { face } = game;
  const words = face.words;
  const unit = game.unit;
  const Unit = unit.name === 'hours' ? 'Hours' : 'Minutes';
  const length = z.object({ [unit.name]: z.number() }).transform((v) => ({ ms: unitToMs(unit, v[unit.name] ?? 0) }));
  return [
    slash.table({
      name: 'host extend',
      description: 'Give more time: move the current deadline.',
      options: lengthOption(unit, `${Unit} to add.`),
      args: length,
      run: (call) => control(call, system({ type: 'extendDeadline', ms: call.args.ms }), words.extended(duration(call.args.ms))),
    }),
    slash.table({
      name: 'host resolve',
      description: words.resolveDescription,
      aliases: face.aliases?.['host resolve'] ?? [],
      args: z.object({}),
      run: (call) => control(call, system({ type: 'forceTimeout' }), words.resolved),
    }),
    slash.table({
      name: 'host deadline',
      description: words.deadlineDescription,
      options: lengthOption(unit, `${Unit} each one lasts.`),
      args: length,
      run: (call) => control(call, system({ type: 'setDeadlineLength', ms: call.args.ms }), words.deadlineSet(duration(call.args.ms))),
    }),
    slash.table({
      name: 'host end',
      description: words.endDescription,
      args: z.object({}),
      run: (call) => control(call, system({ type: 'endGame' }), words.ended),
    }),
    slash.table({
      name: 'host cancel',
      description: 'Cancel the table (before or during the game).',
      args: z.object({}),
      run: async ({ interaction, ctx, game: table }) => {
        const result = ctx.service.cancel(table.id, interaction.user.id, authorityOf(interaction));
        if (!result.ok) throw new UserError(explain(ctx, table.type, result.error));
        await privately(interaction, t('kit:verbs.cancelled'));
      },
    }),
    ...(game.removeCommand === null
      ? []
      : [
          slash.table({
            name: 'host remove',
            description: words.removeDescription,
            options: (b) => b.addUserOption((o) => o.setName('player').setDescription('The player to remove.').setRequired(true)),
            args: z.object({ player: z.string() }),
            run: (call: TableCall<{ player: string }>) => {
              const seat = seatOfUserOption(call.interaction, call.game, 'player');
              if (seat === null || game.removeCommand === null) throw new UserError(words.removeWho);
              return control(call, game.removeCommand(seat), words.removed);
            },
          }),
        ]),
  ];
}
