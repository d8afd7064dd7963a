// What the page may ask the local Discord to do, checked before anything happens: a request that
// does not parse, names someone who is not at the table, or something a Discord client would
// refuse gets a clear error and changes nothing.
import { ApplicationCommandOptionType as Opt } from 'discord.js';
import { z } from 'zod';
import type { LocalChannel, LocalDiscord, LocalGuild, LocalUser, OptionValue, StoredCommand, StoredOption } from '../discord/index.js';

const id = z.string().regex(/^\d{1,20}$/, 'must be an id');
const name = z.string().min(1).max(32);

export const slashBody = z.object({
  user: id,
  channel: id,
  name,
  group: name.optional(),
  subcommand: name.optional(),
  options: z.record(z.string().max(32), z.string().max(6000)).default({}),
});
export const autocompleteBody = slashBody.extend({ focused: name, value: z.string().max(100) });
export const clickBody = z.object({ user: id, message: id, customId: z.string().min(1).max(100) });
export const selectBody = clickBody.extend({ values: z.array(z.string().max(100)).min(1).max(25) });
export const playerBody = z.object({ name: z.string().trim().min(1).max(32).regex(/^[\p{L}\p{N} _.-]+$/u, 'letters, digits, spaces, _ . - only') });

/** A refusal to show on the page (HTTP 400): the request changed nothing. */
export class PageError extends Error {
  override readonly name = 'PageError';
}

/** The person a request acts as; they must be at the table. */
export function personOf(discord: LocalDiscord, guild: LocalGuild, userId: string): LocalUser {
  const user = discord.people().find((u) => u.id === userId);
  if (!user || !guild.member(user.id)) throw new PageError('Nobody by that id is at this table.');
  return user;
}

/** A channel the person may act in: one of the table's, or their own DM with the bot. */
export function channelFor(discord: LocalDiscord, guild: LocalGuild, user: LocalUser, channelId: string): LocalChannel {
  const channel = discord.channel(channelId);
  const ok = channel && (channel.guildId === guild.id || channel.recipient?.id === user.id);
  if (!channel || !ok) throw new PageError('There is no such channel here.');
  return channel;
}

/** The option definitions of a command's subcommand (as registered). */
function definitions(command: StoredCommand, group: string | undefined, subcommand: string | undefined): StoredOption[] {
  let defs = command.options ?? [];
  if (group) defs = defs.find((o) => o.type === Opt.SubcommandGroup && o.name === group)?.options ?? [];
  if (subcommand) defs = defs.find((o) => o.type === Opt.Subcommand && o.name === subcommand)?.options ?? [];
  return defs;
}

/** The typed option values of what the page typed (numbers, booleans, users by id), as the Discord client sends them. */
export function optionValues(discord: LocalDiscord, guild: LocalGuild, body: z.infer<typeof slashBody>, skip?: string): Record<string, OptionValue> {
  const command = discord.commands(guild).find((c) => c.name === body.name);
  if (!command) throw new PageError(`/${body.name} is not a command here.`);
  const defs = definitions(command, body.group, body.subcommand);
  const out: Record<string, OptionValue> = {};
  for (const [key, raw] of Object.entries(body.options)) {
    if (key === skip) continue;
    const def = defs.find((d) => d.name === key);
    if (!def) throw new PageError(`/${body.name} has no option ${key}.`);
    out[key] = typed(discord, guild, def, raw);
  }
  return out;
}

function typed(discord: LocalDiscord, guild: LocalGuild, def: StoredOption, raw: string): OptionValue {
  const text = raw.trim();
  switch (def.type) {
    case Opt.String:
      return raw;
    case Opt.Integer:
    case Opt.Number: {
      const n = Number(text);
      if (text === '' || !Number.isFinite(n) || (def.type === Opt.Integer && !Number.isInteger(n))) throw new PageError(`${def.name} must be ${def.type === Opt.Integer ? 'a whole number' : 'a number'}.`);
      return n;
    }
    case Opt.Boolean:
      if (text !== 'true' && text !== 'false') throw new PageError(`${def.name} must be true or false.`);
      return text === 'true';
    case Opt.User: {
      const user = discord.people().find((u) => u.id === text || u.username === text.toLowerCase().replace(/^@/, ''));
      if (!user || !guild.member(user.id)) throw new PageError(`${def.name}: nobody called ${text} is at this table.`);
      return user;
    }
    case Opt.Channel: {
      // As Discord's client offers the server's channels by name: `#award`, `award` or its id.
      const name = text.replace(/^#/, '').toLowerCase();
      const channel = guild.channels.find((c) => !c.isThread && (c.id === text || c.name.toLowerCase() === name));
      if (!channel) throw new PageError(`${def.name}: there is no channel called ${text} here.`);
      return channel;
    }
    default:
      throw new PageError(`${def.name}: this kind of option cannot be typed on the page.`);
  }
}
