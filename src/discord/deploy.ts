// Registers the slash commands with Discord: in one server while developing (they appear at
// once), or globally for release. Run by `npm run deploy-commands`, never at bot start-up.
import { REST, Routes, type RESTOptions } from 'discord.js';
import type { Command } from './command.js';

export interface DeployOptions {
  readonly token: string;
  readonly applicationId: string;
  /** Register in this server only; omit for global registration. */
  readonly guildId?: string;
  readonly commands: readonly Command[];
  readonly rest?: Partial<RESTOptions>;
}

/** Replaces the application's commands (in one guild, or globally); returns how many. */
export async function deployCommands(options: DeployOptions): Promise<number> {
  const rest = new REST(options.rest).setToken(options.token);
  const body = options.commands.map((c) => c.data.toJSON());
  const route = options.guildId ? Routes.applicationGuildCommands(options.applicationId, options.guildId) : Routes.applicationCommands(options.applicationId);
  const result = (await rest.put(route, { body })) as unknown[];
  return result.length;
}
