// npm run deploy-commands [-- --global | --guild <id>]
// Registers /spiel (and every other command) with Discord. With DISCORD_DEV_GUILD_ID set (or
// --guild), in that server only, instantly; with --global (or no guild), everywhere the bot is,
// which Discord may take up to an hour to show.
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { commands } from '../commands/index.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { loginError } from '../src/discord/bot.js';
import { deployCommands } from '../src/discord/deploy.js';

const { values } = parseArgs({ options: { global: { type: 'boolean', default: false }, guild: { type: 'string' } } });

try {
  const config = loadConfig(process.env, { token: true, applicationId: true });
  const guildId = values.global ? undefined : (values.guild ?? config.DISCORD_DEV_GUILD_ID);
  const count = await deployCommands({ token: config.DISCORD_TOKEN ?? '', applicationId: config.DISCORD_APPLICATION_ID as string, guildId, commands });
  console.log(guildId ? `Registered ${count} command(s) in server ${guildId}; they are available now.` : `Registered ${count} command(s) globally; Discord may take up to an hour to show them everywhere.`);
} catch (error) {
  if (error instanceof ConfigError) console.error(`\n${error.message}\n`);
  else console.error(`\n${loginError(error).message}\n`);
  process.exit(1);
}
