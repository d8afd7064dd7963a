/**
 * The smallest possible real discord.js bot: it answers every slash command, button click and menu
 * pick with an ephemeral "ok" and every autocomplete with no suggestions, and does nothing else.
 * The benchmark sends it the same stream of interactions as our bot, against the same fake
 * Discord, to get the floor of what discord.js and the loopback cost for that stream (a click
 * costs discord.js more than a slash command: it builds the clicked message), to compare our
 * bot's latency and CPU against.
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
    const answered = interaction.isAutocomplete()
      ? interaction.respond([])
      : interaction.isChatInputCommand() || interaction.isMessageComponent()
        ? interaction.reply({ content: 'ok', flags: MessageFlags.Ephemeral })
        : null;
    answered?.catch((error: unknown) => errors.push(error));
  });
  const ready = once(client, Events.ClientReady);
  await client.login(discord.token);
  await ready;
  return { client, errors, stop: () => client.destroy() };
}
