// The local table without a browser: what its page's endpoints answer (a viewer gets only what
// Discord would show them; bad input is refused with the reason and changes nothing), and that a
// restart on the same files finds its players, channels, posts and games again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startLocalTable, type LocalTable } from '../src/local/table.js';
import { memoryLogger } from './support/memory-logger.js';

const dir = mkdtempSync(join(tmpdir(), 'spiel-local-table-'));
const config = loadConfig({ LOCAL_PORT: '0', LOCAL_DATABASE_PATH: join(dir, 'local.db'), LOG_LEVEL: 'error' });
let seed = 7;
const open = () => startLocalTable(config, memoryLogger(), { seed: () => seed++ });

async function post(table: LocalTable, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const r = await fetch(`${table.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: r.status, json: (await r.json()) as Record<string, unknown> };
}

/**
 * The page's session since this file began, as a page load holds one: a fresh load is shown no
 * earlier ephemeral reply (Discord drops them on a reload), so these reads pass the first one's.
 */
let session = '';

async function messages(table: LocalTable, user: string, channel: string): Promise<{ id: string; html: string }[]> {
  const r = await fetch(`${table.url}/api/messages?user=${user}&channel=${channel}${session ? `&session=${session}` : ''}`);
  const data = (await r.json()) as { session: string; messages: { id: string; html: string }[] };
  session ||= data.session;
  return data.messages;
}

describe('the local table', () => {
  let table: LocalTable;
  afterAll(async () => {
    await table?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GIVEN Ada opens a table and looks at her hand WHEN Ben reads the channel THEN he sees the lobby but never her private reply', async () => {
    table = await open();
    const [ada, ben] = table.discord.people();
    const spiel = table.discord.guilds()[0]?.channels.find((c) => c.name === 'spiel');
    if (!ada || !ben || !spiel) throw new Error('the new table has no Ada, Ben or #spiel');
    expect(await messages(table, ada.id, spiel.id)).toEqual([]);
    expect(await post(table, '/api/slash', { user: ada.id, channel: spiel.id, name: 'spiel', subcommand: 'start', options: { ai: '1', deadline_minutes: '3' } })).toMatchObject({ status: 200, json: { answered: true } });
    expect(await post(table, '/api/slash', { user: ada.id, channel: spiel.id, name: 'spiel', subcommand: 'help', options: {} })).toMatchObject({ status: 200 });
    const adaSees = await messages(table, ada.id, spiel.id);
    const benSees = await messages(table, ben.id, spiel.id);
    expect(adaSees.some((m) => m.html.includes(' ephemeral'))).toBe(true);
    expect(benSees.length).toBe(adaSees.length - 1);
    expect(benSees.some((m) => m.html.includes(' ephemeral'))).toBe(false);
    expect(benSees[0]?.html).toContain('Each month lasts <strong>3 min</strong>');
    // A fresh page load (no session) is shown none of her earlier private replies, as Discord drops them on a reload.
    const fresh = (await (await fetch(`${table.url}/api/messages?user=${ada.id}&channel=${spiel.id}`)).json()) as { messages: { html: string }[] };
    expect(fresh.messages.length).toBe(benSees.length);
    expect(fresh.messages.some((m) => m.html.includes(' ephemeral'))).toBe(false);
    // "Resolve now" is for a running game's host: not in a lobby. The page has an icon.
    expect(await (await fetch(`${table.url}/api/channel?user=${ada.id}&channel=${spiel.id}`)).json()).toEqual({ resolvable: [] });
    expect((await fetch(`${table.url}/favicon.ico`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('GIVEN requests a Discord client would never send WHEN they reach the page THEN each is refused with its reason and nothing changes', async () => {
    const [ada, ben] = table.discord.people();
    const spiel = table.discord.guilds()[0]?.channels.find((c) => c.name === 'spiel');
    if (!ada || !ben || !spiel) throw new Error('no table');
    const before = table.discord.messageSeq;
    const lobby = (await messages(table, ada.id, spiel.id))[0]?.id ?? '';
    const adaPrivate = table.discord.messagesIn(spiel.id).find((m) => m.visibleTo === ada.id)?.id ?? '';
    const cases: [string, unknown, RegExp][] = [
      ['/api/slash', 'not json', /Bad request/],
      ['/api/slash', { user: '123', channel: spiel.id, name: 'spiel', subcommand: 'join', options: {} }, /Nobody by that id/],
      ['/api/slash', { user: ben.id, channel: '42', name: 'spiel', subcommand: 'join', options: {} }, /no such channel/],
      ['/api/slash', { user: ben.id, channel: spiel.id, name: 'spiel', subcommand: 'start', options: { ai: 'many' } }, /ai must be a whole number/],
      ['/api/slash', { user: ben.id, channel: spiel.id, name: 'nope', options: {} }, /not a command/],
      ['/api/click', { user: ben.id, message: lobby, customId: 'lobby:forged' }, /has no button "lobby:forged"/],
      ['/api/click', { user: ben.id, message: adaPrivate, customId: 'x' }, /ephemeral for someone else/],
      ['/api/select', { user: ben.id, message: lobby, customId: 'x', values: [] }, /Bad request/],
      ['/api/players', { name: '<script>' }, /letters, digits/],
    ];
    for (const [path, body, why] of cases) {
      const r = await post(table, path, body);
      expect({ path, status: r.status, error: r.json.error }).toMatchObject({ status: 400, error: expect.stringMatching(why) });
    }
    expect((await post(table, '/api/players', { name: 'x'.repeat(100_000) })).status).toBe(413);
    expect(table.discord.messageSeq).toBe(before);
    expect((await fetch(`${table.url}/vendor/lit/../../package.json`)).status).toBe(404);
    expect((await fetch(`${table.url}/api/messages?user=${ben.id}&channel=${spiel.id}`)).status).toBe(200);
  });

  it('GIVEN Ben asked for reminders by DM WHEN a deadline nears and he has not chosen THEN his DM view shows the reminder, and nobody else can open it', async () => {
    const [ada, ben] = table.discord.people();
    const games = table.discord.guilds()[0]?.channels.find((c) => c.name === 'games');
    if (!ada || !ben || !games) throw new Error('no table');
    const slash = (user: string, subcommand: string, options: Record<string, string> = {}) => post(table, '/api/slash', { user, channel: games.id, name: 'spiel', subcommand, options });
    expect(await slash(ben.id, 'remind', { dm: 'true' })).toMatchObject({ status: 200 });
    // Months of 61 seconds, reminded a minute before: the reminder is due a second after the month starts.
    await slash(ada.id, 'start', { deadline_minutes: '1.02', reminder_minutes: '1' });
    await slash(ben.id, 'join');
    await slash(ada.id, 'start');
    const lobby = table.discord.messagesIn(games.id).find((m) => m.customIds().some((id) => id.startsWith('lobby:start')));
    const start = lobby?.customIds().find((id) => id.startsWith('lobby:start')) ?? '';
    expect(await post(table, '/api/click', { user: ada.id, message: lobby?.id, customId: start })).toMatchObject({ status: 200 });
    const dm = await (async () => {
      for (let i = 0; i < 100; i++) {
        const info = (await (await fetch(`${table.url}/api/table?user=${ben.id}`)).json()) as { dm: string | null };
        if (info.dm && (await messages(table, ben.id, info.dm)).length > 0) return info.dm;
        await new Promise((r) => setTimeout(r, 50));
      }
      return null;
    })();
    expect(dm).not.toBeNull();
    expect((await messages(table, ben.id, dm ?? ''))[0]?.html).toMatch(/deadline|choose|remind/i);
    expect(((await (await fetch(`${table.url}/api/table?user=${ada.id}`)).json()) as { dm: string | null }).dm).toBeNull();
    expect((await fetch(`${table.url}/api/messages?user=${ada.id}&channel=${dm}`)).status).toBe(400);
  });

  it('GIVEN a table with a lobby WHEN the process restarts on the same files THEN the players, channels, posts and game are all there, and the old lobby’s button works', async () => {
    const before = { people: table.discord.people().map((u) => u.id), channels: table.discord.guilds()[0]?.channels.map((c) => c.id) };
    const spiel = table.discord.guilds()[0]?.channels.find((c) => c.name === 'spiel');
    const lobby = table.discord.messagesIn(spiel?.id ?? '').find((m) => m.visibleTo === null);
    const game = table.service.activeGameInChannel(spiel?.id ?? '');
    await table.stop();
    table = await open();
    expect({ people: table.discord.people().map((u) => u.id), channels: table.discord.guilds()[0]?.channels.map((c) => c.id) }).toEqual(before);
    expect(table.service.activeGameInChannel(spiel?.id ?? '')?.id).toBe(game?.id);
    const ben = table.discord.people()[1];
    const restored = table.discord.message(lobby?.id ?? '');
    expect(restored?.text()).toBe(lobby?.text());
    const join = restored?.customIds().find((c) => c.startsWith('lobby:join')) ?? '';
    expect(await post(table, '/api/click', { user: ben?.id, message: lobby?.id, customId: join })).toMatchObject({ status: 200, json: { answered: true } });
    for (let i = 0; i < 50 && !table.discord.message(lobby?.id ?? '')?.text().includes(`<@${ben?.id}>`); i++) await new Promise((r) => setTimeout(r, 50));
    expect(table.discord.message(lobby?.id ?? '')?.text()).toContain(`<@${ben?.id}>`);
  });

  it('GIVEN Ada, the server’s owner, types /settings channels action:add channel:#award on the page WHEN Ben opens a table in #games THEN he is told tables open only in #award, and one opens there', async () => {
    const [ada, ben] = table.discord.people();
    const channels = table.discord.guilds()[0]?.channels ?? [];
    const games = channels.find((c) => c.name === 'games');
    const award = channels.find((c) => c.name === 'award');
    if (!ada || !ben || !games || !award) throw new Error('no table');
    const settings = (channel: string) => post(table, '/api/slash', { user: ada.id, channel: games.id, name: 'settings', subcommand: 'channels', options: { action: 'add', channel } });
    expect(await settings('#nowhere')).toMatchObject({ status: 400, json: { error: expect.stringMatching(/no channel called #nowhere/) } });
    expect(await settings('#award')).toMatchObject({ status: 200, json: { answered: true } });
    expect(table.service.servers.of(table.discord.guilds()[0]!.id).channels).toEqual([award.id]);
    const before = table.discord.messagesIn(games.id).filter((m) => m.visibleTo === null).length;
    await post(table, '/api/slash', { user: ben.id, channel: games.id, name: 'award', subcommand: 'start', options: {} });
    const refusal = table.discord.messagesIn(games.id).filter((m) => m.visibleTo === ben.id).at(-1);
    expect(refusal?.text()).toContain(`tables are opened only in <#${award.id}>`);
    expect(table.discord.messagesIn(games.id).filter((m) => m.visibleTo === null).length).toBe(before);
    expect(await post(table, '/api/slash', { user: ben.id, channel: award.id, name: 'award', subcommand: 'start', options: {} })).toMatchObject({ status: 200 });
    expect(table.service.activeGameInChannel(award.id)).not.toBeNull();
  });
});
