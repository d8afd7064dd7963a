/**
 * The smallest possible real discord.js bot: it answers every chat-input command with an ephemeral
 * "ok" and does nothing else. The benchmark runs it against the fake Discord to get the floor of
 * interaction latency (discord.js + loopback), to compare our bot's latency against.
 */
import { once } from 'node:events';
import { Client, Events, GatewayIntentBits, MessageFlags } from 'discord.js';
import type { LocalClientOptions } from './fake-discord.js';

export interface BareBot {
  client: Client;
  /** errors thrown while replying (none expected) */
  errors: unknown[];
  stop(): Promise<void>;
}

/** Log a bare bot into `discord` (anything with a token and clientOptions(), i.e. a FakeDiscord); resolves once it is ready. */
export async function startBareBot(discord: { token: string; clientOptions(): LocalClientOptions }): Promise<BareBot> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...discord.clientOptions() });
  const errors: unknown[] = [];
  client.on(Events.InteractionCreate, (interaction) => {
    if (!interaction.isChatInputCommand()) return;
    interaction.reply({ content: 'ok', flags: MessageFlags.Ephemeral }).catch((error: unknown) => errors.push(error));
  });
  const ready = once(client, Events.ClientReady);
  await client.login(discord.token);
  await ready;
  return { client, errors, stop: () => client.destroy() };
}
