// Servers' names for `/games`. The bot connects without the Guilds intent (caches.ts): Discord
// sends it no guild objects, and an interaction's partial guild carries only its id, locale and
// features. So a server's name is asked of Discord's REST API (GET /guilds/:id, which a member
// bot may read) when a table is opened there, and when `/games` lists a server it has no name for
// or one older than a month, and stored (guild_names); meanwhile an entry names its channel only
// (`<#id>`, which Discord renders for the server's members).
import { Routes, type Client } from 'discord.js';
import type { GameService } from '../../service/service.js';
import type { Logger } from '../../log.js';

const DAY = 24 * 3_600_000;
/** A stored name older than this is asked again (servers are renamed). */
const FRESH_MS = 30 * DAY;
/** A server is asked about at most once in this long by one process (a failure is not retried at once). */
const ASK_AGAIN_MS = 3_600_000;
/** Servers asked about lately, remembered at most this many (then forgotten all at once). */
const REMEMBERED = 1_000;

const askedAt = new Map<string, number>();

/** Servers among `guildIds` whose name is missing or old, and not asked about in the last hour. */
export function namesToLearn(service: GameService, guildIds: Iterable<string>, now: number): string[] {
  const ids = [...new Set(guildIds)];
  const known = service.guildNames(ids);
  return ids.filter((id) => {
    const name = known.get(id);
    return (!name || now - name.at > FRESH_MS) && now - (askedAt.get(id) ?? Number.NEGATIVE_INFINITY) > ASK_AGAIN_MS;
  });
}

/** Asks Discord for the names of `guildIds` and stores them; failures are logged and left for later. */
export async function learnNames(client: Client, service: GameService, log: Logger, guildIds: readonly string[], now: number): Promise<void> {
  for (const id of guildIds) {
    if (askedAt.size >= REMEMBERED) askedAt.clear();
    askedAt.set(id, now);
    try {
      const guild = (await client.rest.get(Routes.guild(id))) as { readonly name?: unknown };
      if (typeof guild.name === 'string' && guild.name.length > 0) service.setGuildName(id, guild.name);
    } catch (error) {
      log.debug(`could not learn the name of server ${id}`, error);
    }
  }
}
