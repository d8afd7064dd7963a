// What discord.js keeps in memory for the bot. By default it caches every structure the gateway
// and the REST answers hand it, and some of those grow with traffic rather than with the number
// of servers (every message a button sits on, every member and user who clicks). The bot reads
// very little of it, so everything else is capped or not kept at all.
//
// The bot connects with no gateway intents (bot.ts): interactions need none, so Discord sends it
// no guild, channel, role or member at all — only READY's list of guild ids, which discord.js
// keeps as small "unavailable" guilds. With the Guilds intent, 10,000 servers' channels and roles
// were 91 MB of a 235 MB process in the capacity bench, and every full collection walked them.
//
// What the bot reads (an audit of src/: `client.users|channels|guilds`, `.cache`, `.members`,
// `.fetch(`):
// - users: never. Select menus, autocomplete and pictures print players' display names, which
//   are stored with their seats (names.ts): a user cache capped at 10,000 grew the capacity
//   bench's live heap by about 5 MB and its RSS by about 10 MB, and a name in it did not survive a
//   restart. Only the bot's own user is kept;
// - channels: only whether an interaction came from a thread (threads.ts reads the type from the
//   interaction's own payload); the permissions come with the interaction too;
// - guilds: `client.guilds.cache.size` for the start-up log (READY's list);
// - members: never (a member's permissions come with the interaction); the bot's own member
//   is kept should discord.js ever add it (its permission helpers read `guild.members.me`);
// - messages: never. Posts go through REST as raw JSON (posts.ts); the message a button sits on
//   comes with the interaction and is used without being cached;
// - DMs: opened through REST (posts.ts), so no DM channels are cached either.
// Nothing else (emojis, stickers, presences, voice states, reactions, invites, bans, scheduled
// events, stage instances, soundboard, automod rules, application commands) is read at all.
import { LimitedCollection, Options, type CacheFactory, type ClientOptions, type GuildMember, type ThreadMember, type User } from 'discord.js';

const own = (entity: User | GuildMember | ThreadMember): boolean => entity.id === entity.client.user.id;

/** Managers whose cache keeps nothing at all (discord.js makes one per guild or channel). */
const NOTHING_KEPT = [
  'MessageManager', // guild and DM channels' message caches alike
  'ReactionManager',
  'ReactionUserManager',
  'GuildEmojiManager',
  'BaseGuildEmojiManager',
  'ApplicationEmojiManager',
  'GuildStickerManager',
  'PresenceManager',
  'VoiceStateManager',
  'GuildInviteManager',
  'GuildBanManager',
  'GuildScheduledEventManager',
  'StageInstanceManager',
  'AutoModerationRuleManager',
  'ApplicationCommandManager',
  'GuildApplicationCommandManager',
  'EntitlementManager',
  'GuildSoundboardSoundManager',
] as const;

/**
 * One always-empty cache per manager type, shared by every guild and channel: a cache of size 0
 * never holds anything, so one instance serves them all instead of an empty Map per guild and
 * channel (about 10 per guild and 1 per text channel: ~30 MB of 10,000 guilds' ~120 MB in the
 * capacity bench).
 */
const emptyCaches = new Map<string, LimitedCollection<unknown, unknown>>();

/** discord.js cache limits and sweepers for what the bot reads (see the module comment). */
export function cacheOptions(): Pick<ClientOptions, 'makeCache' | 'sweepers'> {
  const limited = Options.cacheWithLimits({
    UserManager: { maxSize: 0, keepOverLimit: own },
    GuildMemberManager: { maxSize: 0, keepOverLimit: own },
    ThreadMemberManager: { maxSize: 0, keepOverLimit: own },
  });
  const nothingKept = new Set<string>(NOTHING_KEPT);
  const makeCache: CacheFactory = (managerType, holds, manager) => {
    const name = nothingKept.has(manager.name) ? manager.name : nothingKept.has(managerType.name) ? managerType.name : null;
    if (name === null) return limited(managerType, holds, manager);
    let cache = emptyCaches.get(name);
    if (!cache) emptyCaches.set(name, (cache = new LimitedCollection({ maxSize: 0 })));
    return cache as ReturnType<CacheFactory>;
  };
  return {
    makeCache,
    // Archived threads leave the cache 4 hours after archiving, checked hourly (discord.js's
    // default, kept explicitly). Users need no sweeper: none but the bot's own is kept.
    sweepers: { ...Options.DefaultSweeperSettings },
  };
}
