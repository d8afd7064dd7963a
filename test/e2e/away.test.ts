// Issue 32, time away, end to end: one player sits at two tables in two servers — a Spiel table
// that waits for away players (`away: wait`) and an Award table that lets the AI play for them
// (`away: ai`). One `/away` is announced at both; the Spiel month is extended a day at a time,
// the Award seat is played by the AI until the player is back. Real discord.js Client, loopback
// Discord, ManualClock. The closing test, with `/games` and the daily digest, is the last
// one here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalMessage, LocalUser } from '../support/fake-discord.js';
import { verifyDatabase } from '../../src/service/verify.js';
import { GAMES } from '../../src/registry.js';
import { commands } from '../../commands/index.js';
import { deployCommands } from '../../src/discord/deploy.js';
import { componentId, DAY, HOUR, lastMessage, openTable, startedGame, T0, type Table } from './harness.js';
import { openAwardGame, pump, stateOf, type AwardGame } from './award-kit.js';

/** `<t:SECONDS:f>` as the bot writes a date. */
const stamp = (ms: number) => `<t:${Math.floor(ms / 1000)}:f>`;

describe('away at two tables in two servers', () => {
  let t: Table;
  let club: Table; // the second server, same bot and players
  let alice: LocalUser;
  let bob: LocalUser;
  let carol: LocalUser;
  let spielId = 0;
  let award: AwardGame;

  beforeAll(async () => {
    t = await openTable();
    [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const guild = t.discord.addGuild({ name: 'Card Club', members: [alice, bob, carol], owner: alice, channels: ['tables'] });
    club = { ...t, guild, channel: guild.channel('tables') };
    spielId = await startedGame(t, [alice, bob], { away: 'wait', away_days: 2, excuses: 0 });
    award = await openAwardGame(club, [bob, alice, carol], 0, { away: 'ai', first: 'host' }); // bob hosts and plays first
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('GIVEN the tables were opened with away:wait away_days:2 excuses:0 and away:ai WHEN their lobbies are read THEN each says what it does for away players and for misses', () => {
    const spielLobby = t.discord.channelMessages(t.channel).find((m) => /Away players/.test(m.text()));
    expect(spielLobby?.text()).toContain('🏖️ Away players (`/away`): the table waits for them, a day at a time, up to 2 days per player and game.');
    expect(spielLobby?.text()).toContain('🙏 No excused misses: a missed deadline applies at once.');
    const awardLobby = t.discord.channelMessages(club.channel).find((m) => /Away players/.test(m.text()));
    expect(awardLobby?.text()).toContain('🏖️ Away players (`/away`): the AI plays their agency until they are back or act again.');
    expect(awardLobby?.text()).toContain('🙏 Excused misses: 1 per player and game');
  });

  it('GIVEN bob sits at both WHEN he says /away days:5 with a note THEN he is told privately which tables know, and each table announces it publicly by its own setting', async () => {
    const until = T0 + 5 * DAY;
    const h = await t.discord.slash(bob, t.other, 'away', { options: { days: 5, note: 'Wandern in den *Alpen*' } });
    const reply = await h.reply();
    expect(h.ephemeral).toBe(true);
    expect(reply.text()).toContain(`🏖️ You are away until ${stamp(until)}. Come back early with \`/away days:0\`.`);
    expect(reply.text()).toContain('2 tables are told:');
    expect(reply.text()).toContain(`<#${t.channel.id}> (Spiel des Jahres)`);
    expect(reply.text()).toContain(`<#${club.channel.id}> (The Award Winning Game)`);
    await pump(t);

    const spielNotice = lastMessage(t, /is away until/);
    expect(spielNotice?.text()).toBe(
      `🏖️ <@${bob.id}> is away until ${stamp(until)}. “Wandern in den \\*Alpen\\*” The table waits for them: a deadline that waits only for away players moves a day at a time (up to 2 days per player this game).`,
    );
    const awardNotice = lastMessage(club, /is away until/);
    expect(awardNotice?.text()).toContain(`🏖️ <@${bob.id}> is away until ${stamp(until)}.`);
    expect(awardNotice?.text()).toContain('The AI plays their agency until then (any action of theirs here takes it back).');
    // Each table's own post shows who is away, and until when.
    expect(lastMessage(t, /📅 Month 1 of 12/)?.text()).toContain(`🏖️ Away: <@${bob.id}> until ${stamp(until)}`);
    expect(lastMessage(club, /'s turn —/)?.text()).toContain(`🏖️ Away: <@${bob.id}> until ${stamp(until)}`);
    // Told once each.
    expect(t.discord.channelMessages(t.channel).filter((m) => /is away until/.test(m.text()))).toHaveLength(1);
    expect(t.discord.channelMessages(club.channel).filter((m) => /is away until/.test(m.text()))).toHaveLength(1);
  });

  it('GIVEN bob is away WHEN it is his turn at the away:ai Award table THEN the AI plays his agency', () => {
    const seat = t.service.game(award.id)?.seats.find((s) => s.userId === bob.id);
    expect(seat?.ai).toBe(true);
    const rows = t.service.db.prepare('SELECT cause FROM command_log WHERE game_id = ? AND actor = ?').all(award.id, seat?.playerId) as { cause: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.cause === 'ai')).toBe(true);
    expect(stateOf(award).turn).toBeGreaterThanOrEqual(1);
  });

  it('GIVEN bob is away and alice chose WHEN the Spiel month’s deadline passes THEN the month is extended by a day and the channel is told how many away days bob has left', async () => {
    const month = lastMessage(t, /📅 Month 1 of 12/) as LocalMessage;
    const panel = await (await t.discord.click(alice, month, componentId(month, 'sp:hand'))).reply();
    await (await t.discord.click(alice, panel, componentId(panel, 'sp:brainstorm'))).reply();
    await t.settle();
    t.clock.set(T0 + DAY);
    await pump(t);
    expect(lastMessage(t, /extended by a day/)?.text()).toBe(`🏖️ <@${bob.id}> is away: the month is extended by a day, to ${stamp(T0 + 2 * DAY)} (1 away day left).`);
    expect(t.service.game(spielId)?.status).toBe('running');
    expect(lastMessage(t, /📅 Month 1 of 12/)?.text()).toContain(stamp(T0 + 2 * DAY));
    t.clock.set(T0 + 2 * DAY);
    await pump(t);
    expect(lastMessage(t, /extended by a day/)?.text()).toContain('(0 away days left)');
    t.clock.set(T0 + 3 * DAY); // the budget is spent: this deadline is missed as today
    await pump(t);
    expect(lastMessage(t, /📅 Month 2 of 12/)).toBeDefined();
  });

  it('GIVEN bob is away WHEN he says /away days:0 THEN both tables announce him back, the AI hands his agency back, and every game still replays to its snapshot', async () => {
    const h = await t.discord.slash(bob, club.channel, 'away', { options: { days: 0 } });
    expect((await h.reply()).text()).toContain('🙋 Welcome back');
    await pump(t);
    expect(lastMessage(t, /is back/)?.text()).toBe(`🙋 <@${bob.id}> is back.`);
    expect(lastMessage(club, /is back/)?.text()).toBe(`🙋 <@${bob.id}> is back: the AI hands their agency back.`);
    expect(t.service.game(award.id)?.seats.find((s) => s.userId === bob.id)?.ai).toBe(false);
    expect(lastMessage(t, /📅 Month 2 of 12/)?.text()).not.toContain('🏖️ Away');
    expect(verifyDatabase(t.service.db, GAMES).disagreements).toEqual([]);
  });

  it('GIVEN /away with days out of range or an overlong note WHEN typed THEN Discord refuses it by the command data’s own limits, and nothing changes', async () => {
    await expect(t.discord.slash(carol, t.other, 'away', { options: { days: 31 } })).rejects.toThrow(/above max_value 30/);
    await expect(t.discord.slash(carol, t.other, 'away', { options: { days: -1 } })).rejects.toThrow(/below min_value 0/);
    await expect(t.discord.slash(carol, t.other, 'away', { options: { days: 1, note: 'x'.repeat(201) } })).rejects.toThrow(/max_length 200/);
    expect(t.service.awayOf(carol.id)).toBeNull();
    // Coming back without having been away tells no table anything.
    const before = t.discord.channelMessages(t.channel).length;
    const back = await t.discord.slash(carol, t.other, 'away', { options: { days: 0 } });
    expect((await back.reply()).text()).toBe('You were not away. `/away days:<1–30>` tells your tables when you are.');
    await pump(t);
    expect(t.discord.channelMessages(t.channel)).toHaveLength(before);
    expect(t.log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });

  it('GIVEN /spiel help and /award help, in English and in German WHEN asked THEN each explains /away, the away and away_days settings and excused misses', async () => {
    for (const [command, channel] of [['spiel', t.channel], ['award', club.channel]] as const) {
      const en = (await (await t.discord.slash(alice, channel, command, { subcommand: 'help' })).reply()).text();
      expect(en).toContain('`/away days:<1–30> [note]` tells every table you sit at, in every server');
      expect(en).toContain('`away:wait` (the default) extends a deadline that waits only for away players a day at a time, up to `away_days`');
      expect(en).toContain('a host\'s `resolve` is never excused');
    }
    carol.locale = 'de';
    const de = (await (await t.discord.slash(carol, club.channel, 'award', { subcommand: 'help' })).reply()).text();
    expect(de).toContain('🏖️ **Abwesenheit** — `/away days:<1–30> [note]` sagt allen deinen Tischen');
    expect(de).toContain('ein `resolve` des Hosts ist nie entschuldigt');
    const away = (await (await t.discord.slash(carol, club.channel, 'away', { options: { days: 2 } })).reply()).text();
    expect(away).toContain('🏖️ Du bist abwesend bis');
    expect(away).toContain('1 Tisch erfährt es:');
    await pump(t);
    expect(lastMessage(club, /is away until/)?.text()).toContain(`🏖️ <@${carol.id}> is away until`); // the table speaks its own language
  });
});


// The closing test, now that /games and the digest are on main: one user at two tables in
// two servers; /games lists both with the right waiting state, one /away extends the away:wait
// table and hands the away:ai table to the AI, and the digest DM arrives once a day.
describe('issue 32 end to end: /games, /away and the daily digest', () => {
  let t: Table | undefined;
  afterAll(async () => {
    await t?.stop();
  });

  /** The bot's messages in a user's DMs that are daily digests. */
  const digests = (table: Table, user: LocalUser) => table.discord.dms(user).filter((m) => /waits? for you/.test(m.embeds[0]?.title ?? ''));
  const description = (m: LocalMessage) => m.embeds[0]?.description ?? '';

  it('GIVEN alice at a Spiel table (away:wait) and an Award table (away:ai) in two servers WHEN she checks /games, switches the digest on and says /away from a DM THEN /games lists both as they wait, the Spiel month waits for her day by day, the AI plays her agency, and one digest comes each day', async () => {
    t = await openTable({ seed: 7 });
    const [alice, bob, carol] = t.users as [LocalUser, LocalUser, LocalUser];
    const friday = t.discord.addGuild({ name: 'Friday Gamers', members: [alice, bob, carol], owner: alice, channels: ['tables'] });
    const tables = friday.channel('tables');
    // Released commands are global: /games and /away are offered in a DM with the bot too.
    await deployCommands({ token: t.discord.token, applicationId: t.discord.applicationId, commands, rest: t.discord.clientOptions().rest });
    const spiel = await startedGame(t, [bob, alice], { away: 'wait', deadline_hours: 24 });
    const award = await openAwardGame({ ...t, guild: friday, channel: tables }, [alice, bob, carol], 0, { away: 'ai', first: 'host', turn_hours: 24 });
    const dm = t.discord.dmChannel(alice);

    // /games: Spiel waits for her (month 1), Award for her too (her first turn).
    const before = await (await t.discord.slash(alice, dm, 'games')).reply();
    expect(description(before)).toMatch(/^⏳ \*\*Waiting for you\*\*\n/);
    expect(description(before)).toContain('Board Game Club');
    expect(description(before)).toContain('Friday Gamers');
    expect(t.service.tablesOf(alice.id).map((e) => [e.game.id, e.waitsForYou])).toEqual(
      expect.arrayContaining([
        [spiel, true],
        [award.id, true],
      ]),
    );
    // The digest on (09:00 UTC until she picks an hour; T0 is 12:00 UTC).
    await (await t.discord.click(alice, before, componentId(before, 'games:digest:1:on'))).reply();

    // /away from the DM: both tables are told.
    const away = await (await t.discord.slash(alice, dm, 'away', { options: { days: 3 } })).reply();
    expect(away.text()).toContain('2 tables are told:');
    await pump(t);
    expect(lastMessage(t, /is away until/)?.text()).toContain('The table waits for them');
    expect(lastMessage(t, /is away until/, tables)?.text()).toContain('The AI plays their agency until then');
    // The away:ai table: the AI played her turn; the game now waits for someone else.
    const seat = t.service.game(award.id)!.seats.find((s) => s.userId === alice.id)!;
    expect(seat.ai).toBe(true);
    const aiMoves = t.service.db.prepare("SELECT COUNT(*) AS n FROM command_log WHERE game_id = ? AND actor = ? AND cause = 'ai'").get(award.id, seat.playerId) as { n: number };
    expect(aiMoves.n).toBeGreaterThan(0);
    const listed = await (await t.discord.slash(alice, dm, 'games')).reply();
    expect(description(listed)).toMatch(/⏳ \*\*Waiting for you\*\*\n\*\*Spiel des Jahres\*\* · Board Game Club/);
    expect(t.service.tablesOf(alice.id).find((e) => e.game.id === award.id)).toMatchObject({ waitsForYou: false, aiPlays: true, awayUntil: T0 + 3 * DAY });
    // Her /games says the AI plays that seat because she is away, and until when.
    expect(description(listed)).toContain(`🤖 The AI plays your seat while you are away, until ${stamp(T0 + 3 * DAY)}`);

    // bob chooses; the month waits only for alice, who is away.
    const month = lastMessage(t, /📅 Month 1 of 12/) as LocalMessage;
    const panel = await (await t.discord.click(bob, month, componentId(month, 'sp:hand'))).reply();
    await (await t.discord.click(bob, panel, componentId(panel, 'sp:brainstorm'))).reply();
    await t.settle();

    // Day 1, 09:00 UTC: one digest (the Spiel table waits for her).
    t.clock.set(T0 + 21 * HOUR);
    await t.settle();
    await t.discord.until(() => digests(t!, alice).length === 1 && t!.service.pendingDigests().length === 0, { pollMs: 5 });
    expect(description(digests(t, alice)[0]!)).toContain('Spiel des Jahres');
    // Day 1, 12:00: the month's deadline waits a day for her instead of passing.
    t.clock.set(T0 + DAY);
    await pump(t);
    expect(lastMessage(t, /extended by a day/)?.text()).toBe(`🏖️ <@${alice.id}> is away: the month is extended by a day, to ${stamp(T0 + 2 * DAY)} (6 away days left).`);
    // Later the same day: no second digest.
    t.clock.set(T0 + 30 * HOUR);
    await t.settle();
    expect(digests(t, alice)).toHaveLength(1);
    // Day 2, 09:00: the second.
    t.clock.set(T0 + 45 * HOUR);
    await t.settle();
    await t.discord.until(() => digests(t!, alice).length === 2 && t!.service.pendingDigests().length === 0, { pollMs: 5 });
    expect(t.service.game(spiel)?.status).toBe('running');
    expect(verifyDatabase(t.service.db, GAMES).disagreements).toEqual([]);
    expect(t.discord.unhandledRequests()).toEqual([]);
  });
});
