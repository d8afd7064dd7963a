import { describe, expect, it } from 'vitest';
import { ChannelType } from 'discord.js';
import { LocalMessage } from './messages.js';
import { LocalChannel } from './model.js';
import { LocalState, pinged } from './state.js';

const A = '1574678891434475520';
const B = '1574678891434475521';

describe('who a message pings', () => {
  it('GIVEN no allowed_mentions THEN every user mention in the content pings', () => {
    expect(pinged(`<@${A}> and <@!${B}>, again <@${A}>`, undefined)).toEqual([A, B]);
  });
  it('GIVEN allowed_mentions with parse: [] THEN nobody is pinged, though the content names them', () => {
    expect(pinged(`<@${A}> <@${B}>`, { parse: [] })).toEqual([]);
  });
  it('GIVEN allowed_mentions listing one user THEN only that user is pinged', () => {
    expect(pinged(`<@${A}> <@${B}>`, { parse: [], users: [B] })).toEqual([B]);
  });
  it('GIVEN parse: ["users"] THEN every user mention pings', () => {
    expect(pinged(`<@${A}> <@${B}>`, { parse: ['users'] })).toEqual([A, B]);
  });
});

describe('what a bounded local Discord remembers of a message', () => {
  const state = (revisions: number | null) =>
    new LocalState({ token: 't', botName: 'Bot', callbackDeadlineMs: 3000, webhookTokenTtlMs: 60_000, nonceWindowMs: 60_000, keep: revisions === null ? null : { requests: 10, revisions, interactions: 10 } });
  const editedThrice = (s: LocalState) => {
    const msg = new LocalMessage('1', '2', null, s.botUser.toAPI(), 'channel', 0);
    s.applyBody(msg, { content: 'first' }, [], { edit: false });
    for (const content of ['second', 'third', 'fourth']) s.applyBody(msg, { content }, [], { edit: true });
    return msg;
  };
  it('GIVEN no bound THEN every earlier version is kept, oldest first', () => {
    const msg = editedThrice(state(null));
    expect(msg.history.map((r) => r.content)).toEqual(['first', 'second', 'third']);
    expect(msg.content).toBe('fourth');
  });
  it('GIVEN a bound of one revision THEN only the version before the last edit is kept', () => {
    expect(editedThrice(state(1)).history.map((r) => r.content)).toEqual(['third']);
  });
  it('GIVEN a bound of no revisions (the Discord bench) THEN no earlier version is kept, and the edits still apply', () => {
    const msg = editedThrice(state(0));
    expect(msg.history).toEqual([]);
    expect(msg.content).toBe('fourth');
    expect(msg.editedAt).not.toBeNull();
  });
});

describe('how many messages a bounded local Discord keeps', () => {
  it('GIVEN a bound of 3 messages WHEN 5 are posted in two channels THEN the 3 newest stay, each in its channel and by id, and the 2 oldest are gone from both', () => {
    const s = new LocalState({ token: 't', botName: 'Bot', callbackDeadlineMs: 3000, webhookTokenTtlMs: 60_000, nonceWindowMs: 60_000, keep: { requests: 10, revisions: 0, interactions: 10, messages: 3 } });
    const [one, two] = [new LocalChannel('10', ChannelType.GuildText, 'one', null), new LocalChannel('20', ChannelType.GuildText, 'two', null)];
    const posted = [one, two, one, two, one].map((c) => s.newMessage(c, 'channel'));
    expect([...s.messages.keys()]).toEqual(posted.slice(2).map((m) => m.id));
    expect(s.messagesIn(one.id).map((m) => m.id)).toEqual([posted[2]!.id, posted[4]!.id]);
    expect(s.messagesIn(two.id).map((m) => m.id)).toEqual([posted[3]!.id]);
  });
});

describe('how many ephemeral messages a bounded local Discord keeps', () => {
  it('GIVEN a bound of 2 ephemerals WHEN a person gets a third in a channel THEN their oldest there is deleted and forgotten; their ephemerals elsewhere, other people’s and public messages stay', () => {
    const s = new LocalState({ token: 't', botName: 'Bot', callbackDeadlineMs: 3000, webhookTokenTtlMs: 60_000, nonceWindowMs: 60_000, keep: { requests: 10, revisions: 0, interactions: 10, ephemerals: 2 } });
    const [one, two] = [new LocalChannel('10', ChannelType.GuildText, 'one', null), new LocalChannel('20', ChannelType.GuildText, 'two', null)];
    const to = (channel: LocalChannel, user: string | null) => {
      const m = s.newMessage(channel, 'interaction-response');
      if (user) s.ephemeral(m, user);
      return m;
    };
    const [a1, pub, b1, a2, aElsewhere, a3] = [to(one, A), to(one, null), to(one, B), to(one, A), to(two, A), to(one, A)];
    expect(s.messagesIn(one.id).map((m) => m.id)).toEqual([pub, b1, a2, a3].map((m) => m!.id));
    expect(s.messagesIn(two.id).map((m) => m.id)).toEqual([aElsewhere!.id]);
    expect(s.messages.has(a1!.id)).toBe(false);
    expect(a1!.deleted).toBe(true);
  });
});
