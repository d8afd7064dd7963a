// Slash-command input checked against the command data this version of the bot declares. Discord
// checks options against the commands *registered* with it; when that registration is older than
// the bot (nobody ran `npm run deploy-commands` after an update), a user can send an option the
// bot no longer has, a value of the wrong type, or a number outside today's range. Those are
// answered here, in words, before any handler runs.
import {
  ApplicationCommandOptionType as Type,
  type APIApplicationCommandOption,
  type CommandInteractionOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { t } from '../i18n/index.js';

/** What the person who runs the bot should do about a stale registration. */
export function outOfDate(): string {
  return t('kit:options.outOfDate');
}

/** optionProblem's answer for a command whose shape is not this version's. */
export const OUT_OF_DATE = 'out of date';

type Declared = APIApplicationCommandOption & {
  readonly options?: readonly Declared[];
  readonly required?: boolean;
  readonly min_value?: number;
  readonly max_value?: number;
  readonly min_length?: number;
  readonly max_length?: number;
  readonly choices?: readonly { readonly value: string | number }[];
};

const NESTING = new Set<number>([Type.Subcommand, Type.SubcommandGroup]);

/** Why the input does not fit the declared command (null: it fits). Autocomplete input is partial: only its shape is checked. */
export function optionProblem(data: RESTPostAPIChatInputApplicationCommandsJSONBody, given: readonly CommandInteractionOption[], partial = false): string | null {
  return check((data.options ?? []) as readonly Declared[], given, partial);
}

function check(declared: readonly Declared[], given: readonly CommandInteractionOption[], partial: boolean): string | null {
  const nests = declared.some((d) => NESTING.has(d.type));
  if (nests) {
    const [only, ...rest] = given;
    const match = only && declared.find((d) => d.name === only.name && d.type === only.type);
    if (!only || rest.length > 0 || !match) return OUT_OF_DATE;
    return check(match.options ?? [], only.options ?? [], partial);
  }
  for (const option of given) {
    const match = declared.find((d) => d.name === option.name);
    if (!match || match.type !== option.type) return OUT_OF_DATE;
    if (!partial) {
      const problem = valueProblem(match, option.value);
      if (problem) return problem;
    }
  }
  if (!partial && declared.some((d) => d.required && !given.some((g) => g.name === d.name))) return OUT_OF_DATE;
  return null;
}

/** What is wrong with a value of the declared option's type: outside its choices, not whole, out of range, of a wrong length. */
type Fault = 'choice' | 'whole' | 'range' | 'length' | null;

function valueFault(d: Declared, value: CommandInteractionOption['value']): Fault {
  if (d.choices && d.choices.length > 0 && !d.choices.some((c) => c.value === value)) return 'choice';
  if (typeof value === 'number') {
    if (d.type === Type.Integer && !Number.isInteger(value)) return 'whole';
    if (value < (d.min_value ?? Number.NEGATIVE_INFINITY) || value > (d.max_value ?? Number.POSITIVE_INFINITY)) return 'range';
  }
  if (typeof value === 'string' && ((d.min_length !== undefined && value.length < d.min_length) || (d.max_length !== undefined && value.length > d.max_length))) return 'length';
  return null;
}

/** The JavaScript type a value of each option type has. */
const VALUE_TYPES: Readonly<Partial<Record<number, 'string' | 'number' | 'boolean'>>> = {
  [Type.String]: 'string',
  [Type.Integer]: 'number',
  [Type.Number]: 'number',
  [Type.Boolean]: 'boolean',
  [Type.User]: 'string',
  [Type.Channel]: 'string',
  [Type.Role]: 'string',
  [Type.Mentionable]: 'string',
};

/**
 * Whether `value` is one the option `name` among `declared` takes today (its type, choices, range
 * and length): how a value kept from an earlier version (a server's `/settings`) is re-checked.
 */
export function fitsDeclared(declared: readonly APIApplicationCommandOption[], name: string, value: string | number | boolean): boolean {
  const d = (declared as readonly Declared[]).find((o) => o.name === name);
  return d !== undefined && VALUE_TYPES[d.type] === typeof value && valueFault(d, value) === null;
}

/** A value outside the declared range, length or choices, in words. */
function valueProblem(d: Declared, value: CommandInteractionOption['value']): string | null {
  const fault = valueFault(d, value);
  if (fault === null) return null;
  const stale = t('kit:options.stale');
  const name = d.name;
  if (fault === 'choice') return t('kit:options.oneOf', { name, values: (d.choices ?? []).map((c) => `\`${c.value}\``).join(', '), stale });
  if (fault === 'whole') return t('kit:options.whole', { name, stale });
  if (fault === 'range') {
    const low = d.min_value ?? Number.NEGATIVE_INFINITY;
    const high = d.max_value ?? Number.POSITIVE_INFINITY;
    const range = d.min_value !== undefined && d.max_value !== undefined ? t('kit:options.between', { low, high }) : d.min_value !== undefined ? t('kit:options.atLeast', { low }) : t('kit:options.atMost', { high });
    return t('kit:options.range', { name, range, value: String(value), stale });
  }
  return t('kit:options.length', { name, min: d.min_length ?? 0, max: d.max_length ?? '∞', stale });
}
