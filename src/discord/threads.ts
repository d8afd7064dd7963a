// Which interactions come from a thread. The bot connects without the Guilds intent: it answers
// interactions and needs no picture of its servers, so Discord sends it no guild, channel or role
// (see caches.ts), and discord.js has no channel object behind `interaction.channel`. The
// channel's type comes with every interaction's own payload; it is read here from the raw
// gateway packet, just before discord.js builds the interaction from it.
import { ChannelType, Events, GatewayDispatchEvents, type Client } from 'discord.js';

const THREAD_TYPES: ReadonlySet<unknown> = new Set([ChannelType.PublicThread, ChannelType.PrivateThread, ChannelType.AnnouncementThread]);

/** How many interactions from threads are remembered (each is asked about within milliseconds). */
const REMEMBERED = 1_000;

/** Ids of the latest interactions that came from a thread, oldest first. */
const fromThreads = new Set<string>();

/** Starts noting, for `client`, which interactions come from a thread. */
export function noteThreads(client: Client): void {
  client.on(Events.Raw, (packet: { t?: string; d?: { id?: string; channel?: { type?: unknown } } }) => {
    if (packet.t !== GatewayDispatchEvents.InteractionCreate || !THREAD_TYPES.has(packet.d?.channel?.type) || !packet.d?.id) return;
    fromThreads.add(packet.d.id);
    if (fromThreads.size > REMEMBERED) fromThreads.delete(fromThreads.values().next().value as string);
  });
}

/** True if the interaction was sent in a thread. */
export function inThread(interaction: { readonly id: string }): boolean {
  return fromThreads.has(interaction.id);
}
