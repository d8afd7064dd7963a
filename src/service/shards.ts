// Which games a process owns when the bot runs as several shards (SHARDS, discord.js's
// ShardingManager, one process per shard, all on the one SQLite file). A game belongs to the
// shard of its guild, by Discord's own rule; a process claims deadline rows and catches up posts
// only for the games of its shards, so each game has one process that runs its deadlines and
// posts for it, and that process's caches are the only ones that follow it.

/** The shards a process runs and how many there are in all (shard 0 of 1 when not sharded). */
export interface ShardSlice {
  readonly ids: readonly number[];
  readonly count: number;
}

/** One process, every guild. */
export const ONE_SHARD: ShardSlice = Object.freeze({ ids: Object.freeze([0]), count: 1 });

/** Discord's rule: shard = (guild_id >> 22) % shard_count (discord.js's ShardClientUtil.shardIdForGuildId). */
export function shardOfGuild(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/** True when the slice is not every shard (a process must then keep to its own games). */
export function isPartial(slice: ShardSlice): boolean {
  return slice.count > 1 && !Array.from({ length: slice.count }, (_, i) => i).every((id) => slice.ids.includes(id));
}

/**
 * An SQL condition on a games row (alias `g`) that holds for the games of the slice's guilds, or
 * null for a process that runs every shard. The ids and count are checked integers, written into
 * the statement so SQLite evaluates one comparison per row.
 */
export function ownedGamesCondition(slice: ShardSlice, alias = 'g'): string | null {
  return ownedCondition(slice, `${alias}.guild_id`);
}

/**
 * The same condition on any snowflake column (`column`, e.g. `d.user_id`): a player's daily
 * digest belongs to the shard their user id falls in by the same rule, so that one process runs
 * it (a DM belongs to no guild; any process may send one).
 */
export function ownedCondition(slice: ShardSlice, column: string): string | null {
  if (!isPartial(slice)) return null;
  if (!Number.isInteger(slice.count) || slice.count < 1 || slice.ids.some((id) => !Number.isInteger(id) || id < 0 || id >= slice.count)) {
    throw new Error(`bad shard slice ${JSON.stringify(slice)}`);
  }
  return `((CAST(${column} AS INTEGER) >> 22) % ${slice.count}) IN (${slice.ids.join(', ')})`;
}
