// The local table's page, served by the same process on 127.0.0.1 (hono on node:http): the page
// and its scripts, the table as a viewer sees it (channels, people, the slash commands), each
// channel's messages as HTML, live changes as server-sent events, and what a person does — a
// slash command, an autocomplete, a click, a pick in a menu — sent to the local Discord as the
// Discord client would send it. A viewer only ever receives what Discord would show them.
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { streamSSE } from 'hono/streaming';
import type { z } from 'zod';
import type { Logger } from '../../log.js';
import type { InteractionHandle, LocalDiscord, LocalGuild, LocalMessage, LocalUser } from '../discord/index.js';
import { autocompleteBody, channelFor, clickBody, optionValues, PageError, personOf, playerBody, selectBody, slashBody } from './api.js';
import { assetFile, FOLDERS, VENDOR } from './assets.js';
import { DISCORD_EPOCH } from '../discord/snowflake.js';
import { messageHtml, type RenderContext } from './render.js';

export interface PageOptions {
  readonly discord: LocalDiscord;
  readonly guild: LocalGuild;
  readonly port: number;
  readonly log: Logger;
  readonly deadlineMinutes: number;
  /**
   * The games whose current deadline `userId` may resolve now in `channelId` (their slash
   * commands' names): a running game there, and the viewer its host or the server's owner or a
   * Manage Server holder. The page's "Resolve now" button is shown only for these. (The page knows
   * no games; the local table, which runs the bot, answers.)
   */
  readonly resolvable?: (channelId: string, userId: string) => readonly string[];
}

export interface Page {
  readonly url: string;
  stop(): Promise<void>;
}

/** Whether `viewer` sees `m` at all: their DM or a table channel, and an ephemeral message only if it is theirs. */
function visible(discord: LocalDiscord, m: LocalMessage, viewer: string): boolean {
  if (m.deleted || (m.visibleTo !== null && m.visibleTo !== viewer)) return false;
  const channel = discord.channel(m.channelId);
  return channel !== undefined && (channel.guildId !== null || channel.recipient?.id === viewer);
}

function renderContext(discord: LocalDiscord, viewer: string): RenderContext {
  return {
    viewer,
    botName: discord.botUser.username,
    nameOf: (id) => (id === discord.botUser.id ? discord.botUser.username : (discord.people().find((u) => u.id === id)?.globalName ?? discord.people().find((u) => u.id === id)?.username ?? 'someone')),
    channelName: (id) => `#${discord.channel(id)?.name ?? 'unknown'}`,
  };
}

/**
 * The boundary of a page load's ephemeral messages: a snowflake of `now`. Discord forgets a
 * person's ephemeral replies when their client reloads; so does the page: a fresh load gets none,
 * and a page passes its boundary back (`session`) to keep those made since it loaded.
 */
function sessionBoundary(now: number): string {
  return (BigInt(Math.max(0, now - DISCORD_EPOCH)) << 22n).toString();
}

/** Whether an ephemeral message belongs to the page load whose boundary is `session` (made after it). */
function inSession(m: LocalMessage, session: string): boolean {
  return BigInt(m.id) > BigInt(session);
}

/** The interaction's answer within Discord's 3 seconds, or that the bot did not respond. */
async function answered(h: InteractionHandle): Promise<{ ok: true; answered: boolean }> {
  try {
    await h.callback(3_500);
    return { ok: true, answered: true };
  } catch {
    return { ok: true, answered: false };
  }
}

/** Starts the page on `port` of 127.0.0.1 (0: a free port). */
export async function startPage(opts: PageOptions): Promise<Page> {
  const { discord, guild, log } = opts;
  const app = new Hono();
  const person = (c: Context): LocalUser => personOf(discord, guild, c.req.query('user') ?? '');
  const body = async <T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw new PageError(`Bad request: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`).join('; ')}`);
    return parsed.data;
  };

  app.onError((error, c) => {
    if (error instanceof PageError) return c.json({ error: error.message }, 400);
    // The local Discord refuses what a Discord client would not send (a disabled button, a missing option…).
    if (error instanceof Error && error.message.startsWith('LocalDiscord: ')) return c.json({ error: error.message.slice('LocalDiscord: '.length) }, 400);
    log.error('local table page', error);
    return c.json({ error: 'Something went wrong at the local table; see its log.' }, 500);
  });

  // What a person sends is small; anything larger is refused before it is read.
  app.use('/api/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'Request too large.' }, 413) }));

  const file = (c: Context, found: { body: Buffer; type: string } | null) =>
    found ? c.body(new Uint8Array(found.body), 200, { 'content-type': found.type, 'cache-control': 'no-cache' }) : c.text('Not found', 404);
  app.get('/', (c) => file(c, assetFile(FOLDERS.static, 'index.html')));
  // Browsers ask for /favicon.ico on their own (a picture opened in a tab of its own, for one).
  app.get('/favicon.ico', (c) => file(c, assetFile(FOLDERS.static, 'bot.svg')));
  app.get('/static/*', (c) => file(c, assetFile(FOLDERS.static, c.req.path.slice('/static/'.length))));
  app.get('/client/*', (c) => file(c, assetFile(FOLDERS.client, c.req.path.slice('/client/'.length))));
  app.get('/vendor/*', (c) => {
    const rest = c.req.path.slice('/vendor/'.length);
    const pkg = VENDOR.find((p) => rest.startsWith(`${p}/`));
    return file(c, pkg ? assetFile(FOLDERS.vendor(pkg), rest.slice(pkg.length + 1)) : null);
  });
  app.get('/attachments/:id/:name', (c) => {
    const a = discord.attachment(c.req.param('id'));
    return a ? c.body(new Uint8Array(a.data), 200, { 'content-type': a.contentType ?? 'application/octet-stream' }) : c.text('Not found', 404);
  });

  app.get('/api/table', (c) => {
    const people = discord.people().filter((u) => guild.member(u.id));
    const viewer = c.req.query('user') ? person(c) : null;
    return c.json({
      name: guild.name,
      bot: discord.botUser.username,
      deadlineMinutes: opts.deadlineMinutes,
      channels: guild.channels.map((ch) => ({ id: ch.id, name: ch.name, ...(ch.isThread && ch.parentId ? { thread: { parentId: ch.parentId, archived: ch.archived } } : {}) })),
      people: people.map((u) => ({ id: u.id, name: u.globalName ?? u.username, username: u.username, owner: u.id === guild.ownerId })),
      dm: viewer ? (discord.existingDm(viewer.id)?.id ?? null) : null,
      commands: discord.commands(guild),
    });
  });

  app.get('/api/messages', (c) => {
    const viewer = person(c);
    const channel = channelFor(discord, guild, viewer, c.req.query('channel') ?? '');
    const ctx = renderContext(discord, viewer.id);
    // A fresh page load (no session yet) starts one: it sees no earlier ephemeral reply, as in Discord.
    const given = c.req.query('session') ?? '';
    const session = /^\d{1,20}$/.test(given) ? given : sessionBoundary(Date.now());
    const list = discord.messagesIn(channel.id).filter((m) => visible(discord, m, viewer.id) && (m.visibleTo === null || inSession(m, session)));
    return c.json({ seq: discord.messageSeq, session, messages: list.map((m) => ({ id: m.id, html: messageHtml(m, ctx) })) });
  });

  app.get('/api/channel', (c) => {
    const viewer = person(c);
    const channel = channelFor(discord, guild, viewer, c.req.query('channel') ?? '');
    return c.json({ resolvable: channel.guildId === null ? [] : (opts.resolvable?.(channel.id, viewer.id) ?? []) });
  });

  app.get('/api/events', (c) => {
    const viewer = person(c);
    return streamSSE(c, async (stream) => {
      let seq = Number(c.req.query('since') ?? discord.messageSeq) || discord.messageSeq;
      let people = discord.people().length;
      let dm = discord.existingDm(viewer.id)?.id ?? null;
      // Set by every change of the local Discord; the loop sleeps only when nothing changed since it last looked.
      let dirty = true;
      let wake: (() => void) | null = null;
      const detach = discord.onChange(() => {
        dirty = true;
        wake?.();
      });
      stream.onAbort(() => {
        detach();
        wake?.();
      });
      while (!stream.aborted) {
        dirty = false;
        const changed = discord.changedSince(seq);
        seq = discord.messageSeq;
        const ctx = renderContext(discord, viewer.id);
        if (changed === null) await stream.writeSSE({ event: 'reload', data: '{}' });
        for (const m of changed ?? []) {
          if (m.visibleTo !== null && m.visibleTo !== viewer.id) continue;
          const channel = discord.channel(m.channelId);
          if (!channel || (channel.guildId === null && channel.recipient?.id !== viewer.id)) continue;
          await stream.writeSSE({ event: 'message', data: JSON.stringify({ id: m.id, channel: m.channelId, html: visible(discord, m, viewer.id) ? messageHtml(m, ctx) : null }) });
        }
        const nowDm = discord.existingDm(viewer.id)?.id ?? null;
        if (discord.people().length !== people || nowDm !== dm) {
          people = discord.people().length;
          dm = nowDm;
          await stream.writeSSE({ event: 'table', data: '{}' });
        }
        if (dirty) continue;
        // Sleep until the local Discord changes (or 25 s pass: a comment keeps the stream open).
        const quiet = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), 25_000);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        wake = null;
        if (quiet && !stream.aborted) await stream.write(': still here\n\n');
      }
    });
  });

  app.post('/api/slash', async (c) => {
    const b = await body(c, slashBody);
    const user = personOf(discord, guild, b.user);
    const channel = channelFor(discord, guild, user, b.channel);
    const h = await discord.slash(user, channel, b.name, { ...(b.group ? { group: b.group } : {}), ...(b.subcommand ? { subcommand: b.subcommand } : {}), options: optionValues(discord, guild, b) });
    return c.json(await answered(h));
  });
  app.post('/api/autocomplete', async (c) => {
    const b = await body(c, autocompleteBody);
    const user = personOf(discord, guild, b.user);
    const channel = channelFor(discord, guild, user, b.channel);
    const spec = { ...(b.group ? { group: b.group } : {}), ...(b.subcommand ? { subcommand: b.subcommand } : {}), options: optionValues(discord, guild, b, b.focused), focused: b.focused, value: b.value };
    return c.json({ choices: await discord.autocomplete(user, channel, b.name, spec) });
  });
  app.post('/api/click', async (c) => {
    const b = await body(c, clickBody);
    return c.json(await answered(await discord.click(personOf(discord, guild, b.user), b.message, b.customId)));
  });
  app.post('/api/select', async (c) => {
    const b = await body(c, selectBody);
    return c.json(await answered(await discord.select(personOf(discord, guild, b.user), b.message, b.customId, b.values)));
  });
  app.post('/api/players', async (c) => {
    const b = await body(c, playerBody);
    const username = b.name.toLowerCase().replace(/[^a-z0-9_.]/g, '_');
    if (discord.people().some((u) => u.username === username)) throw new PageError(`There is already a player called ${b.name}.`);
    const user = discord.addUser(username, { globalName: b.name });
    discord.addMember(guild, user);
    return c.json({ id: user.id, name: b.name });
  });

  let server: ServerType | null = null;
  const port = await new Promise<number>((resolve, reject) => {
    server = serve({ fetch: app.fetch, port: opts.port, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    server.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server as (ServerType & { closeAllConnections?: () => void }) | null;
        if (!s) return resolve();
        s.closeAllConnections?.();
        s.close(() => resolve());
      }),
  };
}
