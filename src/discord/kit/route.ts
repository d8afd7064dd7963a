// Routes: every slash subcommand and every family of buttons and menus is one small declaration —
// its command data (or custom_id encoder and decoder), its arguments parsed with zod, what it
// needs before it runs (a table in the channel, a seat at it), and its run. The kit (command.ts)
// turns a game's routes into its slash command and dispatch tables; nothing switches on names.
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  CommandInteractionOption,
  MessageComponentInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { z } from 'zod';
import type { GameInfo } from '../../service/types.js';
import { t } from '../../i18n/index.js';
import { componentArgs, encodeId, type ButtonId, type ComponentKind, type SelectId } from '../custom-id.js';
import { UserError } from '../errors.js';
import type { BotContext } from '../interact.js';
import { outOfDate } from '../options.js';
import type { MessagePayload } from '../payload.js';
import type { Seen } from './seen.js';

/**
 * What a route needs before it runs, checked by the kit:
 * - `free`: no game (rules, help, stats, remind);
 * - `table`: the channel's open or running table of this game (join, leave, host controls);
 * - `shown`: that table, or else the game that ended last in the channel (board, log);
 * - `playing`: the channel's started, running game, the user seated at it, as they see it;
 * - `seated`: like `playing`, or the game that ended last there (a final panel).
 */
export type Needs = 'free' | 'table' | 'shown' | 'playing' | 'seated';

/** Option values of the invoked subcommand by name (a USER option's value is the user id). */
export type OptionValues = Readonly<Record<string, string | number | boolean | undefined>>;

/** What every slash route gets; `game` and `seen` are there when its needs say so. */
export interface KitCall<V, A> {
  readonly interaction: ChatInputCommandInteraction;
  readonly ctx: BotContext;
  readonly args: A;
  readonly game: GameInfo | null;
  readonly seen: Seen<V> | null;
}
export type FreeCall<A> = Omit<KitCall<never, A>, 'game' | 'seen'>;
export type TableCall<A> = FreeCall<A> & { readonly game: GameInfo };
export type SeatCall<V, A> = TableCall<A> & { readonly seen: Seen<V> };

/** What an autocomplete handler gets: the game as the user sees it, if they sit at a started one. */
export interface AutocompleteCall<V> {
  readonly interaction: AutocompleteInteraction;
  readonly ctx: BotContext;
  readonly seen: Seen<V>;
  readonly focused: string;
  readonly typed: string;
  readonly values: OptionValues;
}
export type Choice = { readonly name: string; readonly value: string };

/** A subcommand: `name` is its path ("hand", "host extend", "designer play"). */
export interface SlashRoute<V> {
  readonly name: string;
  readonly description: string;
  /** Names that route here too for one release ("status" for "board"), registered as old names. */
  readonly aliases?: readonly string[];
  /** Adds the subcommand's options to its builder. */
  readonly options?: (builder: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder;
  readonly needs: Needs;
  run(call: KitCall<V, OptionValues>): Promise<void>;
  /** Choices for a focused option of a seated player (the kit answers [] to everyone else and on errors). */
  autocomplete?(call: AutocompleteCall<V>): readonly Choice[];
}

type Spec<A extends z.ZodType> = Omit<SlashRoute<never>, 'run' | 'needs' | 'autocomplete'> & { readonly args: A };

/** Parses a route's option values with its schema; a mismatch means Discord has older command data. */
function parse<A extends z.ZodType>(schema: A, values: OptionValues): z.infer<A> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new UserError(outOfDate());
  return parsed.data;
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`kit: ${what} missing for a route that needs it`);
  return value;
}

/** Declarers of slash routes, one per kind of need; `run` gets exactly what its need guarantees. */
export const slash = {
  free<A extends z.ZodType>(spec: Spec<A> & { run(call: FreeCall<z.infer<A>>): Promise<void> }): SlashRoute<never> {
    return { ...spec, needs: 'free', run: (call) => spec.run({ ...call, args: parse(spec.args, call.args) }) };
  },
  table<A extends z.ZodType>(spec: Spec<A> & { readonly needs?: 'table' | 'shown'; run(call: TableCall<z.infer<A>>): Promise<void> }): SlashRoute<never> {
    return { ...spec, needs: spec.needs ?? 'table', run: (call) => spec.run({ ...call, game: required(call.game, 'game'), args: parse(spec.args, call.args) }) };
  },
  seat<V, A extends z.ZodType>(
    spec: Spec<A> & { readonly needs?: 'playing' | 'seated'; run(call: SeatCall<V, z.infer<A>>): Promise<void>; autocomplete?(call: AutocompleteCall<V>): readonly Choice[] },
  ): SlashRoute<V> {
    return {
      ...spec,
      needs: spec.needs ?? 'playing',
      run: (call) => spec.run({ ...call, game: required(call.game, 'game'), seen: required(call.seen, 'view'), args: parse(spec.args, call.args) }),
    };
  },
};

/** `slash.seat` for one game's view type, so each route's argument types are inferred. */
export function seatRoutes<V>() {
  return <A extends z.ZodType>(
    spec: Spec<A> & { readonly needs?: 'playing' | 'seated'; run(call: SeatCall<V, z.infer<A>>): Promise<void>; autocomplete?(call: AutocompleteCall<V>): readonly Choice[] },
  ): SlashRoute<V> => slash.seat<V, A>(spec);
}

/** The invoked subcommand's path ("host extend") and its option values. */
export function invoked(options: readonly CommandInteractionOption[]): { path: string; values: Record<string, string | number | boolean | undefined> } {
  const path: string[] = [];
  let leaf = options;
  for (;;) {
    const nested = leaf.find((o) => o.type === 1 || o.type === 2);
    if (!nested) break;
    path.push(nested.name);
    leaf = nested.options ?? [];
  }
  const values: Record<string, string | number | boolean | undefined> = {};
  for (const o of leaf) values[o.name] = o.value;
  return { path: path.join(' '), values };
}

// ---------------------------------------------------------------------------------------------
// Components

/** What a component route's run gets: the game the component belongs to, and its parsed args. */
export interface ComponentCall<V, A> {
  readonly interaction: MessageComponentInteraction;
  readonly ctx: BotContext;
  readonly game: GameInfo;
  readonly args: A;
  /** Answers the click: updates a private panel in place, or replies privately to a public post. */
  answer(payload: MessagePayload): Promise<unknown>;
  /** The clicker's seat view, when the route needs a seat. */
  readonly seen: Seen<V> | null;
}
export type SeatComponentCall<V, A> = Omit<ComponentCall<V, A>, 'seen'> & { readonly seen: Seen<V> };

/** A family of buttons or menus: `action` names what it does. */
export interface ComponentRoute<V> {
  readonly action: string;
  /** Earlier action names that still reach it (custom_ids on messages posted before a rename). */
  readonly formerly?: readonly string[];
  /** `game`: anyone in the channel; `seat`: a player of the game, with their view. */
  readonly needs: 'game' | 'seat';
  run(call: ComponentCall<V, readonly string[]>): Promise<void>;
}

/** Which component a family's ids are put on: one kind, or (`either`) both, the id's arguments saying which (`kindOf`). */
export type KindRule = ComponentKind | 'either';

/** The custom_id type of a family of that kind: an `either` family's ids may go on both. */
export type IdOf<K extends KindRule> = K extends 'button' ? ButtonId : K extends 'select' ? SelectId : ButtonId & SelectId;

/**
 * A family's custom_id: its encoder and decoder, defined together. Its namespace and action
 * name say what the component does; `formerly` lists earlier action names that still decode;
 * `kind` what it is put on (a button's id is typed so that only a button can carry it).
 */
export interface ComponentKey<A, Args extends readonly unknown[], K extends KindRule = KindRule> {
  readonly ns: string;
  readonly action: string;
  readonly formerly: readonly string[];
  readonly kind: K;
  /** The custom_id of one component of this family. */
  id(gameId: number, ...args: Args): IdOf<K>;
  /**
   * The arguments of a custom_id of this family, which arrived from a component of kind
   * `arrived`: exactly the arguments the encoder writes (one more or fewer is refused), from the
   * kind of component the bot put it on (a button's id sent as a menu is refused as forged).
   */
  parse(args: readonly string[], arrived: ComponentKind): A;
}

/** The kind of component an interaction came from (anything but a string select counts as a button). */
export function arrivedFrom(interaction: Pick<MessageComponentInteraction, 'isStringSelectMenu'>): ComponentKind {
  return interaction.isStringSelectMenu() ? 'select' : 'button';
}

/**
 * Declares a family's custom_id: `args` parses its arguments (strings, as Discord returns them;
 * a zod tuple, so an extra argument is refused), `encode` writes them, `kind` says what it is put
 * on (default a button); for an `either` family, `kindOf` says which kind its parsed arguments
 * belong to (`either`: both).
 */
export function componentKey<S extends z.ZodType, Args extends readonly unknown[], K extends KindRule = 'button'>(
  ns: string,
  action: string,
  args: S,
  encode: (...args: Args) => readonly (string | number)[],
  formerly: readonly string[] = [],
  kind: K = 'button' as K,
  kindOf: (args: z.infer<S>) => KindRule = () => kind,
): ComponentKey<z.infer<S>, Args, K> {
  return {
    ns,
    action,
    formerly,
    kind,
    id: (gameId, ...a) => encodeId(ns, action, gameId, ...encode(...a)) as IdOf<K>,
    parse: (raw, arrived) => {
      const parsed = componentArgs(args, raw);
      const expected = kindOf(parsed);
      if (expected !== 'either' && expected !== arrived) throw new UserError(t('kit:error.notMine'));
      return parsed;
    },
  };
}

/** Binds a run to a family: `game` for anyone in the channel, `seat` for a player with their view. */
export const on = {
  game<A, Args extends readonly unknown[]>(key: ComponentKey<A, Args>, run: (call: ComponentCall<never, A>) => Promise<void>): ComponentRoute<never> {
    return { action: key.action, formerly: key.formerly, needs: 'game', run: (call) => run({ ...call, args: key.parse(call.args, arrivedFrom(call.interaction)) }) };
  },
  seat<V, A, Args extends readonly unknown[]>(key: ComponentKey<A, Args>, run: (call: SeatComponentCall<V, A>) => Promise<void>): ComponentRoute<V> {
    return { action: key.action, formerly: key.formerly, needs: 'seat', run: (call) => run({ ...call, seen: required(call.seen, 'view'), args: key.parse(call.args, arrivedFrom(call.interaction)) }) };
  },
};
