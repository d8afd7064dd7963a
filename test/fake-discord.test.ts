/**
 * Proof that the loopback fake Discord drives the REAL discord.js Client: every test logs a real
 * Client into the fake and asserts on outcomes (what the bot received, what Discord would show).
 */
import { once } from 'node:events';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  DiscordAPIError,
  DiscordjsError,
  EmbedBuilder,
  Events,
  GatewayIntentBits,
  InteractionResponseType,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  Routes,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  UserSelectMenuBuilder,
  type Guild,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBareBot } from './support/bare-bot.js';
import { DEFAULT_BOT_PERMISSIONS, FakeDiscord, type LocalChannel, type LocalGuild, type LocalUser } from './support/fake-discord.js';

const GAMES = ['Carcassonne', 'Catan', 'Azul', 'Dixit'];

const COMMANDS = [
  new SlashCommandBuilder()
    .setName('echo')
    .setDescription('echo options back')
    .addStringOption((o) => o.setName('text').setDescription('text').setRequired(true))
    .addIntegerOption((o) => o.setName('n').setDescription('n').setRequired(true).setMinValue(1).setMaxValue(9))
    .addUserOption((o) => o.setName('who').setDescription('who').setRequired(true)),
  new SlashCommandBuilder().setName('secret').setDescription('ephemeral reply'),
  new SlashCommandBuilder().setName('slow').setDescription('defer, edit, follow up'),
  new SlashCommandBuilder().setName('think').setDescription('defer, then one follow-up'),
  new SlashCommandBuilder().setName('form').setDescription('show a modal'),
  new SlashCommandBuilder().setName('board').setDescription('post a board with components'),
  new SlashCommandBuilder().setName('file').setDescription('reply with a file'),
  new SlashCommandBuilder().setName('twice').setDescription('acknowledge twice'),
  new SlashCommandBuilder().setName('perms').setDescription('report app permissions'),
  new SlashCommandBuilder().setName('fetch').setDescription('reply withResponse'),
  new SlashCommandBuilder().setName('nudge').setDescription('DM the invoker a button'),
  new SlashCommandBuilder()
    .setName('spiel')
    .setDescription('the game')
    .addSubcommand((s) =>
      s
        .setName('publish')
        .setDescription('publish a game')
        .addStringOption((o) => o.setName('game').setDescription('game').setRequired(true).setAutocomplete(true)),
    ),
].map((c) => c.toJSON());

function boardComponents(joinDisabled: boolean) {
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('join').setLabel('Join').setStyle(ButtonStyle.Primary).setDisabled(joinDisabled),
    ),
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId('pick')
        .addOptions({ label: 'A', value: 'a' }, { label: 'B', value: 'b' }),
    ),
  ];
}

/** A small bot exercising every response path; `seen` records what it received. */
function installTestBot(client: Client, seen: Record<string, unknown>, errors: unknown[]): void {
  client.on(Events.InteractionCreate, (i: Interaction) => {
    void handle(i).catch((error: unknown) => errors.push(error));
  });
  async function handle(i: Interaction): Promise<void> {
    if (i.isAutocomplete()) {
      const typed = i.options.getFocused().toLowerCase();
      seen.autocompleteSub = i.options.getSubcommand();
      await i.respond(GAMES.filter((g) => g.toLowerCase().startsWith(typed)).map((g) => ({ name: g, value: g.toLowerCase() })));
      return;
    }
    if (i.isModalSubmit()) {
      await i.reply({ content: `title=${i.fields.getTextInputValue('title')}`, flags: MessageFlags.Ephemeral });
      return;
    }
    if (i.isButton() && i.customId === 'ack') {
      seen.dmClick = { inGuild: i.inGuild(), channelType: i.channel?.type, dmChannel: i.channelId };
      await i.update({ content: 'acknowledged', components: [] });
      return;
    }
    if (i.isButton() && i.customId === 'join') {
      await i.update({ content: `joined: ${i.user.username}`, components: boardComponents(true) });
      return;
    }
    if (i.isStringSelectMenu() && i.customId === 'pick') {
      await i.reply({ content: `picked ${i.values.join(',')}`, flags: MessageFlags.Ephemeral });
      return;
    }
    if (!i.isChatInputCommand()) return;
    switch (i.commandName) {
      case 'echo': {
        const who = i.options.getUser('who', true);
        seen.echo = {
          text: i.options.getString('text', true),
          n: i.options.getInteger('n', true),
          who: who.id,
          whoIsMember: i.options.getMember('who') !== null,
          channel: i.channelId,
          guild: i.guildId,
          canSend: i.appPermissions.has(PermissionFlagsBits.SendMessages),
        };
        await i.reply(`echo ${i.options.getString('text', true)} x${i.options.getInteger('n', true)} for ${who}`);
        return;
      }
      case 'secret':
        await i.reply({ content: 'only you', flags: MessageFlags.Ephemeral });
        return;
      case 'slow':
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        await i.editReply('step 1');
        await i.editReply('done');
        await i.followUp({ content: 'also this', flags: MessageFlags.Ephemeral });
        await i.followUp('public follow-up');
        return;
      case 'think':
        await i.deferReply();
        await i.followUp('thought');
        return;
      case 'form':
        await i.showModal(
          new ModalBuilder()
            .setCustomId('form')
            .setTitle('Name your game')
            .addComponents(
              new ActionRowBuilder<TextInputBuilder>().addComponents(
                new TextInputBuilder().setCustomId('title').setLabel('Title').setStyle(TextInputStyle.Short).setRequired(true),
              ),
            ),
        );
        return;
      case 'board': {
        if (!i.channel?.isSendable()) throw new Error('channel not sendable');
        await i.channel.send({
          content: 'Board',
          embeds: [new EmbedBuilder().setTitle('Month 1').setDescription('Market: 3 cards')],
          components: boardComponents(false),
        });
        await i.reply({ content: 'posted', flags: MessageFlags.Ephemeral });
        return;
      }
      case 'file':
        await i.reply({ content: 'scores', files: [new AttachmentBuilder(Buffer.from('player,score\nalice,12\n'), { name: 'scores.csv' })] });
        return;
      case 'twice':
        await i.reply('first');
        try {
          await client.rest.post(Routes.interactionCallback(i.id, i.token), {
            body: { type: InteractionResponseType.ChannelMessageWithSource, data: { content: 'second' } },
            auth: false,
          });
          seen.twice = 'accepted';
        } catch (error) {
          seen.twice = error instanceof DiscordAPIError ? error.code : error;
        }
        return;
      case 'fetch': {
        const response = await i.reply({ content: 'fetched', withResponse: true });
        seen.fetched = response.resource?.message?.id;
        return;
      }
      case 'nudge':
        await i.user.send({
          content: 'your turn',
          components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('ack').setLabel('OK').setStyle(ButtonStyle.Success))],
        });
        await i.reply({ content: 'sent you a DM', flags: MessageFlags.Ephemeral });
        return;
      case 'perms':
        await i.reply({
          content: `send=${i.appPermissions.has(PermissionFlagsBits.SendMessages)} embed=${i.appPermissions.has(PermissionFlagsBits.EmbedLinks)}`,
          flags: MessageFlags.Ephemeral,
        });
        return;
    }
  }
}

async function login(discord: FakeDiscord, intents = [GatewayIntentBits.Guilds]): Promise<Client<true>> {
  const client = new Client({ intents, ...discord.clientOptions() });
  const ready = once(client, Events.ClientReady);
  await client.login(discord.token);
  await ready;
  return client as Client<true>;
}

describe('fake Discord with a real discord.js client', () => {
  let discord: FakeDiscord;
  let client: Client<true>;
  let alice: LocalUser;
  let bob: LocalUser;
  let carol: LocalUser;
  let guild: LocalGuild;
  let general: LocalChannel;
  let readonly: LocalChannel;
  let noEmbeds: LocalChannel;
  const seen: Record<string, unknown> = {};
  const botErrors: unknown[] = [];

  beforeAll(async () => {
    // These tests post hundreds of messages in one channel in seconds (the history test 250): the
    // per-route buckets are off here, explicitly (limits.test.ts and e2e/rate-limits.test.ts test
    // them); the global limit stays.
    discord = await FakeDiscord.start({ heartbeatMs: 1000, rateLimits: { routes: {} } });
    alice = discord.addUser('alice');
    bob = discord.addUser('bob', { globalName: 'Bob' });
    carol = discord.addUser('carol');
    guild = discord.addGuild({
      name: 'Test',
      members: [alice, bob, carol],
      channels: [
        'general',
        { name: 'readonly', botPermissions: PermissionFlagsBits.ViewChannel | PermissionFlagsBits.ReadMessageHistory },
        { name: 'no-embeds', botPermissions: DEFAULT_BOT_PERMISSIONS & ~PermissionFlagsBits.EmbedLinks },
      ],
    });
    general = guild.channel('general');
    readonly = guild.channel('readonly');
    noEmbeds = guild.channel('no-embeds');
    client = await login(discord);
    installTestBot(client, seen, botErrors);
    await client.application.commands.set(COMMANDS, guild.id);
  });

  afterEach(() => {
    expect(botErrors).toEqual([]);
  });

  afterAll(async () => {
    await client?.destroy();
    await discord?.stop();
  });

  it('logs in and becomes ready with the guild, channels, members and permissions cached', () => {
    expect(client.isReady()).toBe(true);
    expect(client.user.id).toBe(discord.botUser.id);
    expect(client.application.id).toBe(discord.applicationId);
    expect(discord.botUser.id).toMatch(/^\d{17,19}$/);
    const cached = client.guilds.cache.get(guild.id);
    expect(cached?.name).toBe('Test');
    expect(cached?.channels.cache.get(general.id)?.type).toBe(ChannelType.GuildText);
    expect(cached?.members.cache.get(bob.id)?.user.globalName).toBe('Bob');
    // The fake's permission model and discord.js's own computation agree.
    const me = cached!.members.me!;
    expect(cached!.channels.cache.get(readonly.id)!.permissionsFor(me).has(PermissionFlagsBits.SendMessages)).toBe(false);
    expect(cached!.channels.cache.get(general.id)!.permissionsFor(me).has(PermissionFlagsBits.EmbedLinks)).toBe(true);
    expect(cached!.channels.cache.get(general.id)!.permissionsFor(me).has(PermissionFlagsBits.MentionEveryone)).toBe(false);
    expect(discord.connections.identifies).toBe(1);
    expect(discord.commands(guild).map((c) => c.name)).toContain('echo');
  });

  it('delivers a slash command with string/integer/user options and records the public reply', async () => {
    const h = await discord.slash(alice, general, 'echo', { options: { text: 'hello', n: 3, who: bob } });
    const reply = await h.reply();
    expect(seen.echo).toEqual({ text: 'hello', n: 3, who: bob.id, whoIsMember: true, channel: general.id, guild: guild.id, canSend: true });
    expect(reply.content).toBe(`echo hello x3 for <@${bob.id}>`);
    expect(h.ephemeral).toBe(false);
    expect(h.deferred).toBe(false);
    expect(h.first?.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(h.latencyMs).toBeGreaterThanOrEqual(0);
    expect(discord.channelMessages(general).map((m) => m.id)).toContain(reply.id);
    expect(discord.ephemeral(alice)).not.toContain(reply);
  });

  it('refuses slash options that do not match the registered command', async () => {
    await expect(discord.slash(alice, general, 'echo', { options: { text: 'x', n: 3 } })).rejects.toThrow(/missing required option\(s\): who/);
    await expect(discord.slash(alice, general, 'echo', { options: { text: 'x', n: 30, who: bob } })).rejects.toThrow(/above max_value 9/);
    await expect(discord.slash(alice, general, 'nope')).rejects.toThrow(/not a registered command/);
  });

  it('keeps ephemeral replies out of the channel and shows them only to the invoker', async () => {
    const h = await discord.slash(alice, general, 'secret');
    const reply = await h.reply();
    expect(reply.content).toBe('only you');
    expect(h.ephemeral).toBe(true);
    expect(discord.ephemeral(alice)).toContain(reply);
    expect(discord.ephemeral(bob)).not.toContain(reply);
    expect(discord.channelMessages(general)).not.toContain(reply);
  });

  it('supports deferReply + editReply + ephemeral and public follow-ups', async () => {
    const h = await discord.slash(alice, general, 'slow');
    await discord.until(() => h.followups().length === 2);
    const reply = await h.reply();
    expect(h.deferred).toBe(true);
    expect(h.first?.type).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(reply.content).toBe('done');
    expect(reply.ephemeral).toBe(true);
    expect(reply.history.map((r) => r.content)).toEqual(['step 1']);
    const [secret, open] = h.followups();
    expect(secret?.ephemeral).toBe(true);
    expect(discord.ephemeral(alice)).toEqual(expect.arrayContaining([reply, secret]));
    expect(open?.content).toBe('public follow-up');
    expect(discord.channelMessages(general)).toContain(open);
  });

  it('lets the first follow-up after a public defer replace the "thinking…" message', async () => {
    const h = await discord.slash(bob, general, 'think');
    const reply = await h.reply();
    expect(reply.content).toBe('thought');
    expect(reply.loading).toBe(false);
    expect(h.followups()).toEqual([]);
    expect(discord.channelMessages(general)).toContain(reply);
  });

  it('shows a modal and delivers its submission', async () => {
    const h = await discord.slash(alice, general, 'form');
    const modal = await h.modal();
    expect(modal.title).toBe('Name your game');
    await expect(discord.submitModal(alice, h, { title: '' })).rejects.toThrow(/required/);
    await expect(discord.submitModal(alice, h, { title: 'x', nope: 'x' })).rejects.toThrow(/no field\(s\) nope/);
    const submit = await discord.submitModal(alice, h, { title: 'Carcassonne' });
    expect((await submit.reply()).content).toBe('title=Carcassonne');
    expect(submit.ephemeral).toBe(true);
  });

  it('posts a board, clicks its button (update edits the message) and uses its select menu', async () => {
    const h = await discord.slash(alice, general, 'board');
    await h.reply();
    const board = await discord.until(() => discord.channelMessages(general).find((m) => m.customIds().includes('join')));
    expect(board.embeds[0]?.title).toBe('Month 1');
    expect(board.author.id).toBe(discord.botUser.id);

    const click = await discord.click(bob, board, 'join');
    const cb = await click.callback();
    expect(cb.type).toBe(InteractionResponseType.UpdateMessage);
    expect(await click.reply()).toBe(board);
    expect(board.content).toBe('joined: bob');
    expect(board.history.map((r) => r.content)).toEqual(['Board']);
    expect(board.findComponent('join')?.disabled).toBe(true);
    await expect(discord.click(alice, board, 'join')).rejects.toThrow(/disabled/);
    await expect(discord.click(alice, board, 'leave')).rejects.toThrow(/no button "leave".*join, pick/);

    const pick = await discord.select(alice, board, 'pick', ['b']);
    expect((await pick.reply()).content).toBe('picked b');
    await expect(discord.select(alice, board, 'pick', ['z'])).rejects.toThrow(/no option/);
  });

  it('answers autocomplete with the choices the bot responded', async () => {
    const choices = await discord.autocomplete(alice, general, 'spiel', { subcommand: 'publish', focused: 'game', value: 'ca' });
    expect(choices).toEqual([
      { name: 'Carcassonne', value: 'carcassonne' },
      { name: 'Catan', value: 'catan' },
    ]);
    expect(seen.autocompleteSub).toBe('publish');
  });

  it('stores channel.send with embed + components and applies message.edit', async () => {
    const channel = (await client.channels.fetch(general.id)) as TextChannel;
    const sent = await channel.send({ content: 'v1', embeds: [new EmbedBuilder().setTitle('Scores')], components: boardComponents(false) });
    expect(sent.embeds[0]?.title).toBe('Scores');
    const edited = await sent.edit({ content: 'v2' });
    expect(edited.content).toBe('v2');
    const stored = discord.message(sent.id)!;
    expect(stored.content).toBe('v2');
    expect(stored.embeds[0]?.title).toBe('Scores');
    expect(stored.customIds()).toEqual(['join', 'pick']);
    expect(stored.history.map((r) => r.content)).toEqual(['v1']);
    expect(discord.channelMessages(general).at(-1)).toBe(stored);
  });

  it('returns the earlier message for a repeated nonce under enforce_nonce, and makes a new one without it', async () => {
    const channel = (await client.channels.fetch(general.id)) as TextChannel;
    const before = discord.channelMessages(general).length;
    const first = await channel.send({ content: 'once', nonce: 'n-123', enforceNonce: true });
    const again = await channel.send({ content: 'once (retry)', nonce: 'n-123', enforceNonce: true });
    expect(again.id).toBe(first.id);
    expect(again.content).toBe('once');
    const unenforced = await channel.send({ content: 'twice', nonce: 'n-123', enforceNonce: false });
    expect(unenforced.id).not.toBe(first.id);
    expect(discord.channelMessages(general).length).toBe(before + 2);
  });

  it('injects failures: a 5xx answers without acting, a lost answer acts but never answers', async () => {
    const channel = (await client.channels.fetch(general.id)) as TextChannel;
    const before = discord.channelMessages(general).length;
    discord.fail('/channels/:channel/messages', { method: 'POST', status: 503 });
    const refused = await channel.send('down').catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 503 });
    expect(discord.channelMessages(general).length).toBe(before);
    discord.fail('/channels/:channel/messages', { method: 'POST', lose: true });
    const lost = await channel.send({ content: 'made but unanswered', nonce: 'n-lost', enforceNonce: true }).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(Error);
    expect(discord.channelMessages(general).at(-1)?.content).toBe('made but unanswered');
    // The retry with the same nonce gets the message Discord made.
    const retried = await channel.send({ content: 'made but unanswered', nonce: 'n-lost', enforceNonce: true });
    expect(retried.id).toBe(discord.channelMessages(general).at(-1)?.id);
    expect(discord.channelMessages(general).length).toBe(before + 1);
    discord.fail('/channels/:channel/messages/:message', { method: 'PATCH', times: Number.POSITIVE_INFINITY });
    await expect(retried.edit('nope')).rejects.toMatchObject({ status: 500 });
    discord.clearFaults();
    expect((await retried.edit('yes')).content).toBe('yes');
  });

  it('receives files as multipart with payload_json and keeps their bytes', async () => {
    const channel = (await client.channels.fetch(general.id)) as TextChannel;
    const sent = await channel.send({ content: 'file', files: [new AttachmentBuilder(Buffer.from('hello'), { name: 'a.txt' })] });
    expect(sent.attachments.first()?.name).toBe('a.txt');
    const stored = discord.message(sent.id)!;
    expect(stored.attachments[0]).toMatchObject({ filename: 'a.txt', size: 5 });
    expect(stored.attachments[0]?.data.toString()).toBe('hello');
    const request = discord.requests.find((r) => r.method === 'POST' && r.path === `/channels/${general.id}/messages` && r.files.length);
    expect(request?.body).toMatchObject({ content: 'file' });

    const h = await discord.slash(alice, general, 'file');
    const reply = await h.reply();
    expect(reply.attachments[0]?.filename).toBe('scores.csv');
    expect(reply.attachments[0]?.data.toString()).toContain('alice,12');
  });

  it('sends DMs, and rejects DMs to a user who closed them with 50007', async () => {
    await client.users.send(alice.id, 'psst');
    expect(discord.dms(alice).map((m) => m.content)).toEqual(['psst']);
    discord.closeDms(carol);
    const error = await client.users.send(carol.id, 'hello?').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ code: 50007, status: 403 });
    expect(discord.dms(carol)).toEqual([]);
    const stranger = discord.addUser('stranger');
    await expect(client.users.send(stranger.id, 'hi')).rejects.toMatchObject({ code: 50007 });
  });

  it('carries the user’s client locale and the server’s guild_locale on interactions, and refuses localized command words Discord would refuse', async () => {
    alice.locale = 'de';
    guild.locale = 'de';
    try {
      const h = await discord.slash(alice, general, 'secret');
      await h.reply();
      expect({ locale: h.payload.locale, guild_locale: h.payload.guild_locale }).toEqual({ locale: 'de', guild_locale: 'de' });
      const b = await discord.slash(bob, general, 'secret');
      await b.reply();
      expect({ locale: b.payload.locale, guild_locale: b.payload.guild_locale }).toEqual({ locale: 'en-US', guild_locale: 'de' });
    } finally {
      alice.locale = 'en-US';
      guild.locale = 'en-US';
    }
    const tooLong = { name: 'long', description: 'ok', description_localizations: { de: 'x'.repeat(101) } };
    await expect(client.application.commands.set([...COMMANDS, tooLong], guild.id)).rejects.toMatchObject({ status: 400 });
    const badName = { name: 'named', description: 'ok', name_localizations: { de: 'Mit Leerzeichen' } };
    await expect(client.application.commands.set([...COMMANDS, badName], guild.id)).rejects.toMatchObject({ status: 400 });
    expect(discord.commands(guild).map((c) => c.name)).toContain('echo');
  });

  it('enforces channel permissions: 50013 without SendMessages, embeds dropped without EmbedLinks', async () => {
    const channel = (await client.channels.fetch(readonly.id)) as TextChannel;
    const error = await channel.send('hi').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 50013, status: 403 });
    expect(discord.channelMessages(readonly)).toEqual([]);

    const h = await discord.slash(alice, readonly, 'perms');
    expect((await h.reply()).content).toBe('send=false embed=false');
    expect(h.payload.app_permissions).toBe(discord.botPermissions(readonly).toString());

    const plain = (await client.channels.fetch(noEmbeds.id)) as TextChannel;
    const sent = await plain.send({ content: 'with embed', embeds: [new EmbedBuilder().setTitle('lost')] });
    expect(sent.embeds).toHaveLength(0);
    expect(discord.message(sent.id)?.droppedEmbeds.map((e) => e.title)).toEqual(['lost']);
  });

  it('returns the response message when the bot replies withResponse', async () => {
    const h = await discord.slash(alice, general, 'fetch');
    const reply = await h.reply();
    await discord.until(() => seen.fetched !== undefined, { pollMs: 5 });
    expect(seen.fetched).toBe(reply.id);
  });

  it('delivers clicks on a button the bot sent in a DM', async () => {
    await (await discord.slash(bob, general, 'nudge')).reply();
    const dm = discord.dms(bob).find((m) => m.content === 'your turn')!;
    await expect(discord.click(alice, dm, 'ack')).rejects.toThrow(/not in that DM channel/);
    const click = await discord.click(bob, dm, 'ack');
    expect((await click.reply()).content).toBe('acknowledged');
    expect(dm.components).toEqual([]);
    expect(seen.dmClick).toEqual({ inGuild: false, channelType: ChannelType.DM, dmChannel: dm.channelId });
  });

  it('rejects messages Discord would refuse (50035 Invalid Form Body)', async () => {
    const channel = (await client.channels.fetch(general.id)) as TextChannel;
    const error = await channel.send('x'.repeat(2001)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ code: 50035, status: 400 });
    expect((error as Error).message).toContain('content[BASE_TYPE_MAX_LENGTH]');
  });

  it('tells the client about a guild it joins and about permission changes', async () => {
    const joined = once(client, Events.GuildCreate);
    const other = discord.addGuild({ name: 'Later', members: [alice], channels: ['lobby'] });
    const [cached] = (await joined) as [Guild];
    expect(cached.id).toBe(other.id);
    expect(cached.channels.cache.map((c) => c.name)).toEqual(['lobby']);

    const lobby = other.channel('lobby');
    const updated = once(client, Events.ChannelUpdate);
    discord.setBotPermissions(lobby, PermissionFlagsBits.ViewChannel);
    await updated;
    const me = cached.members.me!;
    expect(cached.channels.cache.get(lobby.id)!.permissionsFor(me).has(PermissionFlagsBits.SendMessages)).toBe(false);
    const error = await (cached.channels.cache.get(lobby.id) as TextChannel).send('hi').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 50013 });
  });

  it('answers a second acknowledgement with 40060', async () => {
    const h = await discord.slash(alice, general, 'twice');
    expect((await h.reply()).content).toBe('first');
    // seen.twice is set by the bot after the fake answered, so poll for it.
    await discord.until(() => seen.twice !== undefined, { pollMs: 5 });
    expect(seen.twice).toBe(40060);
    expect(h.rejected.map((r) => r.code)).toEqual([40060]);
  });

  it('RECONNECT → RESUME keeps the session, and dispatches sent while disconnected are replayed', async () => {
    const identifies = discord.connections.identifies;
    const resumes = discord.connections.resumes;
    await discord.reconnect();
    expect(discord.connections.resumes).toBe(resumes + 1);
    expect(discord.connections.identifies).toBe(identifies);
    expect(discord.connections.closeCodesFromClient).toContain(4200);
    expect((await (await discord.slash(alice, general, 'secret')).reply()).content).toBe('only you');

    // Dropped connection: the interaction is buffered and replayed on RESUME.
    discord.disconnect(4000);
    const h = await discord.slash(bob, general, 'secret');
    expect(h.delivery).toEqual({ live: 0, buffered: 1 });
    expect((await h.reply()).content).toBe('only you');
    expect(discord.connections.resumes).toBe(resumes + 2);
    expect(discord.connections.identifies).toBe(identifies);
  });

  it('GIVEN 250 messages in a channel WHEN the history is read with after, before or neither THEN it answers as Discord does: after gives the oldest 100 after the id, before the newest 100 before it, neither the newest 100; always newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 250; i++) ids.push(((await client.rest.post(Routes.channelMessages(general.id), { body: { content: `history ${i}` } })) as { id: string }).id);
    const read = async (query: Record<string, string>) =>
      ((await client.rest.get(Routes.channelMessages(general.id), { query: new URLSearchParams({ limit: '100', ...query }) })) as { id: string }[]).map((m) => m.id);
    const newestFirst = (from: number, to: number) => ids.slice(from, to).reverse();
    expect(await read({ after: ids[0]! })).toEqual(newestFirst(1, 101));
    expect(await read({ after: ids[100]! })).toEqual(newestFirst(101, 201));
    expect(await read({ after: ids[200]! })).toEqual(newestFirst(201, 250));
    expect(await read({ before: ids[249]! })).toEqual(newestFirst(149, 249));
    expect(await read({})).toEqual(newestFirst(150, 250));
  });

  it('makes every REST request the bot sent a known route', () => {
    expect(discord.unhandledRequests()).toEqual([]);
  });
});

describe('fake Discord: login failures, restarts, deadlines, bare bot', () => {
  let discord: FakeDiscord;
  let alice: LocalUser;
  let secondGuild: LocalGuild;
  let general: LocalChannel;

  beforeAll(async () => {
    discord = await FakeDiscord.start();
    alice = discord.addUser('alice');
    secondGuild = discord.addGuild({ name: 'Second', members: [alice] });
    general = secondGuild.channel('general');
  });

  afterAll(async () => {
    await discord?.stop();
  });

  it('rejects a wrong token: REST 401 makes client.login() throw TokenInvalid', async () => {
    const client = new Client({ intents: [GatewayIntentBits.Guilds], ...discord.clientOptions() });
    const error = await client.login('wrong-token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordjsError);
    expect(error).toMatchObject({ code: 'TokenInvalid', message: 'An invalid token was provided.' });
    expect(discord.requests.at(-1)).toMatchObject({ path: '/gateway/bot', status: 401, response: { code: 0, message: '401: Unauthorized' } });
    await client.destroy();
  });

  it('closes the gateway with 4004 when a session resumes with a reset token', async () => {
    const client = await login(discord);
    const disconnected = once(client, Events.ShardDisconnect);
    discord.setToken('new-token');
    discord.disconnect(4000);
    const [event] = (await disconnected) as [{ code: number }];
    expect(event.code).toBe(4004);
    expect(discord.connections.closeCodesSent).toContain(4004);
    discord.setToken('test-token');
    await client.destroy();
  });

  it('refuses privileged intents that are not enabled (4014)', async () => {
    const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers], ...discord.clientOptions() });
    await expect(client.login(discord.token)).rejects.toThrow('Used disallowed intents');
    await client.destroy();
  });

  it('lets a destroyed client be replaced by a new one (fresh IDENTIFY)', async () => {
    const identifies = discord.connections.identifies;
    const first = await login(discord);
    await first.destroy();
    await discord.until(() => discord.connections.open === 0);
    await expect(discord.slash(alice, general, 'ping')).rejects.toThrow(/no bot is connected/);

    const second = await login(discord);
    second.on(Events.InteractionCreate, (i) => {
      if (i.isChatInputCommand()) void i.reply('second client');
    });
    const h = await discord.slash(alice, general, 'ping');
    expect((await h.reply()).content).toBe('second client');
    expect(discord.connections.identifies).toBe(identifies + 2);
    expect(discord.connections.closeCodesFromClient).toContain(1000);
    await second.destroy();
  });

  it('forgets an interaction not acknowledged before the deadline (10062)', async () => {
    // Its own fake with a short deadline, so the other tests keep Discord's 3 s.
    const strict = await FakeDiscord.start({ callbackDeadlineMs: 100 });
    const carol = strict.addUser('carol');
    const lobby = strict.addGuild({ members: [carol] }).channel('general');
    const client = await login(strict);
    const late = new Promise<unknown>((resolve) => {
      client.on(Events.InteractionCreate, (i) => {
        if (!i.isChatInputCommand()) return;
        setTimeout(() => void i.reply('too late').then(resolve, resolve), 250);
      });
    });
    const h = await strict.slash(carol, lobby, 'slowpoke');
    expect(await late).toMatchObject({ code: 10062 });
    await expect(h.callback(100)).rejects.toThrow(/got no callback within 100 ms[\s\S]*10062 Unknown interaction/);
    await client.destroy();
    await strict.stop();
  });

  it('handles deferUpdate + editReply, user selects, and label modals opened from a button', async () => {
    const client = await login(discord);
    const seen: Record<string, unknown> = {};
    const errors: unknown[] = [];
    client.on(Events.InteractionCreate, (i) => {
      void (async () => {
        if (i.isChatInputCommand()) {
          await i.reply({
            content: 'menu',
            components: [
              new ActionRowBuilder<ButtonBuilder>().addComponents(
                new ButtonBuilder().setCustomId('later').setLabel('Later').setStyle(ButtonStyle.Secondary),
                new ButtonBuilder().setCustomId('rename').setLabel('Rename').setStyle(ButtonStyle.Secondary),
              ),
              new ActionRowBuilder<UserSelectMenuBuilder>().addComponents(new UserSelectMenuBuilder().setCustomId('who').setMaxValues(2)),
            ],
          });
        } else if (i.isButton() && i.customId === 'later') {
          await i.deferUpdate();
          await i.editReply({ content: 'edited after deferUpdate' });
        } else if (i.isButton() && i.customId === 'rename') {
          await i.showModal(
            new ModalBuilder()
              .setCustomId('rename-modal')
              .setTitle('Rename')
              .addLabelComponents(
                new LabelBuilder().setLabel('Name').setTextInputComponent(new TextInputBuilder().setCustomId('name').setStyle(TextInputStyle.Short)),
                new LabelBuilder()
                  .setLabel('Colour')
                  .setStringSelectMenuComponent(new StringSelectMenuBuilder().setCustomId('colour').addOptions({ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' })),
              ),
          );
        } else if (i.isModalSubmit() && i.isFromMessage()) {
          seen.modal = [i.fields.getTextInputValue('name'), i.fields.getStringSelectValues('colour')];
          await i.update({ content: 'renamed', components: [] });
        } else if (i.isUserSelectMenu()) {
          seen.users = [...i.users.keys()];
          seen.members = i.members.size;
          await i.reply({ content: 'noted', flags: MessageFlags.Ephemeral });
        }
      })().catch((error: unknown) => errors.push(error));
    });
    const bob = discord.addUser('bob2');
    discord.addMember(secondGuild, bob);

    const menu = await (await discord.slash(alice, general, 'menu')).reply();
    const later = await discord.click(alice, menu, 'later');
    expect(await later.reply()).toBe(menu);
    expect(later.deferred).toBe(true);
    expect(menu.content).toBe('edited after deferUpdate');

    const pick = await discord.select(alice, menu, 'who', [alice, bob]);
    await pick.reply();
    expect(seen).toMatchObject({ users: [alice.id, bob.id], members: 2 });

    const rename = await discord.click(alice, menu, 'rename');
    await expect(discord.submitModal(alice, rename, { name: 'Zed', colour: ['green'] })).rejects.toThrow(/no option\(s\) green/);
    const submitted = await discord.submitModal(alice, rename, { name: 'Zed', colour: ['blue'] });
    expect((await submitted.reply()).content).toBe('renamed');
    expect(seen.modal).toEqual(['Zed', ['blue']]);
    expect(menu.history.map((r) => r.content)).toEqual(['menu', 'edited after deferUpdate']);
    expect(errors).toEqual([]);
    await client.destroy();
  });

  it('runs the bare bot, which answers every command with an ephemeral "ok"', async () => {
    const bot = await startBareBot(discord);
    try {
      const h = await discord.slash(alice, general, 'anything', { options: { x: 1 } });
      const reply = await h.reply();
      expect(reply.content).toBe('ok');
      expect(h.ephemeral).toBe(true);
      expect(h.latencyMs).toBeGreaterThanOrEqual(0);
      expect(bot.errors).toEqual([]);
    } finally {
      await bot.stop();
    }
  });
});
