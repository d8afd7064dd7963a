// When the commands registered with Discord are older than the bot (nobody ran `npm run
// deploy-commands` after an update), Discord lets through options the bot does not have, values of
// the wrong type and numbers outside today's ranges. The bot answers each in words, changes
// nothing and logs no internal error. A redelivered interaction is answered once.
import { REST, Routes, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import type { LocalUser } from '../support/fake-discord.js';
import { openTable, type Table } from './harness.js';

let t: Table | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

type Json = Record<string, any>;

/** Registers an older /spiel, changed by `edit`, in the test server (as an old deploy would have). */
async function registerStale(table: Table, edit: (spiel: Json) => void): Promise<void> {
  const body = commands.map((c) => structuredClone(c.data.toJSON()) as RESTPostAPIChatInputApplicationCommandsJSONBody & Json);
  edit(body.find((c) => c.name === 'spiel') as Json);
  const rest = new REST(table.discord.clientOptions().rest).setToken(table.discord.token);
  await rest.put(Routes.applicationGuildCommands(table.discord.applicationId, table.guild.id), { body });
}

const sub = (spiel: Json, name: string): Json => (spiel.options as Json[]).find((o) => o.name === name) as Json;
const errors = (table: Table) => table.log.lines.filter((l) => l.startsWith('error'));

describe('commands out of date', () => {
  it('GIVEN a registration without today’s ranges WHEN someone starts a table with deadline_hours 0.017 or reminder_hours −1 THEN the bot refuses in words and opens no table', async () => {
    t = await openTable();
    const [alice] = t.users as [LocalUser];
    await registerStale(t, (spiel) => {
      for (const o of sub(spiel, 'start').options as Json[]) {
        delete o.min_value;
        delete o.max_value;
      }
    });
    const short = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start', options: { deadline_hours: 0.017 } });
    const reply = await short.reply();
    expect(short.ephemeral).toBe(true);
    expect(reply.content).toContain('`deadline_hours` must be between 0.1 and 720; you gave 0.017');
    expect(reply.content).toContain('npm run deploy-commands');
    const negative = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start', options: { reminder_hours: -1 } });
    expect((await negative.reply()).content).toContain('`reminder_hours` must be between 0 and 720');
    expect(t.service.activeGameInChannel(t.channel.id)).toBeNull();
    expect(errors(t)).toEqual([]);
  });

  it('GIVEN a registration with a subcommand this version dropped, an option it renamed and one of another type WHEN they are used THEN the bot says the commands are out of date, and logs no error', async () => {
    t = await openTable();
    const [alice] = t.users as [LocalUser];
    await registerStale(t, (spiel) => {
      (spiel.options as Json[]).push({ type: 1, name: 'scoreboard', description: 'an old subcommand' });
      sub(spiel, 'start').options.push({ type: 3, name: 'speed', description: 'an old option' });
      const companies = (sub(spiel, 'start').options as Json[]).find((o) => o.name === 'companies') as Json;
      companies.type = 3; // once a string
      delete companies.min_value;
      delete companies.max_value;
    });
    for (const [subcommand, options] of [
      ['scoreboard', {}],
      ['start', { speed: 'fast' }],
      ['start', { companies: 'four' }],
    ] as const) {
      const h = await t.discord.slash(alice, t.channel, 'spiel', { subcommand, options });
      const reply = await h.reply();
      expect(h.ephemeral).toBe(true);
      expect(reply.content).toContain('out of date');
      expect(reply.content).toContain('npm run deploy-commands');
    }
    expect(t.service.activeGameInChannel(t.channel.id)).toBeNull();
    expect(errors(t)).toEqual([]);
  });

  it('GIVEN Discord delivers an interaction twice WHEN the bot gets it again THEN it answers once, and logs no error', async () => {
    t = await openTable();
    const [alice] = t.users as [LocalUser];
    const h = await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start' });
    await h.reply();
    t.discord.redeliver(h);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.settle();
    expect(h.rejected).toEqual([]); // no second callback (it would get 40060)
    expect(t.discord.channelMessages(t.channel).filter((m) => /Spiel des Jahres/.test(m.text()))).toHaveLength(1);
    expect(errors(t)).toEqual([]);
  });
});
