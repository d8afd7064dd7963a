// A server's settings (issue 33, `/settings`): its defaults for each game's tables and the
// channels where tables may be opened. The defaults are the values of the game's start options
// as an admin gave them (the Discord layer decides what an option is and how a length is kept);
// the service stores them per server and game type, re-parses the stored JSON on every read (a
// value of a shape no option has is dropped, never fatal) and hands them back. A table resolves
// its own settings once, when it is opened (tables.ts stores them with the game), so a change here
// applies to the tables opened afterwards only.
import type { Database, Statement } from 'better-sqlite3';
import { z } from 'zod';
import type { Transactions } from './transaction.js';

/** One option's value as a slash command gives it. */
export type OptionValue = string | number | boolean;
/** Option values by option name. */
export type OptionValues = Readonly<Record<string, OptionValue>>;

const optionValue = z.union([z.string(), z.number().finite(), z.boolean()]);

/** A server's settings as the bot reads them. */
export interface ServerSettings {
  /** Each game type's default start-option values (a game with none is absent). */
  readonly defaults: Readonly<Record<string, OptionValues>>;
  /** Where tables may be opened (empty: every channel). */
  readonly channels: readonly string[];
}

/**
 * Stored JSON back as option values: an object's entries that are a string, a finite number or a
 * boolean; anything else (a damaged row, an entry of another shape) is left out, so a bad value
 * costs only itself.
 */
export function parseStoredOptions(json: string): OptionValues {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Record<string, OptionValue> = {};
  for (const [name, value] of Object.entries(raw)) {
    const parsed = optionValue.safeParse(value);
    if (parsed.success) out[name] = parsed.data;
  }
  return out;
}

/** How a change of a game's defaults reads: set these, then clear those (`'all'`: every one) first. */
export interface DefaultsChange {
  readonly set: OptionValues;
  readonly reset: readonly string[] | 'all';
}

/** The server settings' statements and operations; GameService holds one (`service.servers`). */
export class ServerSettingsBook {
  private readonly defaultsOf: Statement<[string], { type: string; options: string }>;
  private readonly putDefaults: Statement<[string, string, string, number, string]>;
  private readonly dropDefaults: Statement<[string, string]>;
  private readonly channelsOf: Statement<[string], { channel_id: string }>;
  private readonly addChannel: Statement<[string, string]>;
  private readonly removeChannel: Statement<[string, string]>;
  private readonly clearChannels: Statement<[string]>;

  constructor(
    db: Database,
    private readonly tx: Transactions,
    private readonly now: () => number,
  ) {
    this.defaultsOf = db.prepare('SELECT type, options FROM server_defaults WHERE guild_id = ?');
    this.putDefaults = db.prepare(
      `INSERT INTO server_defaults (guild_id, type, options, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (guild_id, type) DO UPDATE SET options = excluded.options, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    );
    this.dropDefaults = db.prepare('DELETE FROM server_defaults WHERE guild_id = ? AND type = ?');
    this.channelsOf = db.prepare('SELECT channel_id FROM server_channels WHERE guild_id = ? ORDER BY channel_id');
    this.addChannel = db.prepare('INSERT OR IGNORE INTO server_channels (guild_id, channel_id) VALUES (?, ?)');
    this.removeChannel = db.prepare('DELETE FROM server_channels WHERE guild_id = ? AND channel_id = ?');
    this.clearChannels = db.prepare('DELETE FROM server_channels WHERE guild_id = ?');
  }

  /** A server's settings (a server never set up: no defaults, every channel). */
  of(guildId: string): ServerSettings {
    const defaults: Record<string, OptionValues> = {};
    for (const row of this.defaultsOf.all(guildId)) {
      const values = parseStoredOptions(row.options);
      if (Object.keys(values).length > 0) defaults[row.type] = values;
    }
    return { defaults, channels: this.channelsOf.all(guildId).map((r) => r.channel_id) };
  }

  /** Changes one game type's defaults on a server (by `userId`); returns that game's defaults after. */
  changeDefaults(guildId: string, type: string, change: DefaultsChange, userId: string): OptionValues {
    return this.tx.transact(() => {
      const row = this.defaultsOf.all(guildId).find((r) => r.type === type);
      const kept: Record<string, OptionValue> = change.reset === 'all' || !row ? {} : { ...parseStoredOptions(row.options) };
      if (change.reset !== 'all') for (const name of change.reset) delete kept[name];
      const next = { ...kept, ...change.set };
      if (Object.keys(next).length === 0) this.dropDefaults.run(guildId, type);
      else this.putDefaults.run(guildId, type, JSON.stringify(next), this.now(), userId);
      return next;
    });
  }

  /** Adds a channel to where tables may be opened, removes one, or opens every channel again (`all`); returns the list after. */
  changeChannels(guildId: string, action: 'add' | 'remove' | 'all', channelId: string | null): readonly string[] {
    return this.tx.transact(() => {
      if (action === 'all') this.clearChannels.run(guildId);
      else if (channelId !== null) (action === 'add' ? this.addChannel : this.removeChannel).run(guildId, channelId);
      return this.channelsOf.all(guildId).map((r) => r.channel_id);
    });
  }
}
