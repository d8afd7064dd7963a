// A server's settings through the service (issue 33, `/settings`): each game's defaults as start
// option values, changed a few at a time and cleared, re-parsed from their stored JSON on every
// read; and the channels where tables may be opened.
import { describe, expect, it } from 'vitest';
import { harness } from '../../test/service/helpers.js';
import { parseStoredOptions } from './server-settings.js';

const GUILD = '900000000000000001';
const ADMIN = '100000000000000001';

describe('server defaults', () => {
  it('GIVEN a server never set up WHEN its settings are read THEN it has no defaults and tables may be opened in every channel', () => {
    const { service } = harness();
    expect(service.servers.of(GUILD)).toEqual({ defaults: {}, channels: [] });
  });

  it('GIVEN defaults for one game WHEN more are set and one is reset THEN only the options given change, per game and per server', () => {
    const { service } = harness();
    service.servers.changeDefaults(GUILD, 'spiel', { set: { reminder_ms: 6 * 3_600_000, images: 'off', excuses: 0 }, reset: [] }, ADMIN);
    const after = service.servers.changeDefaults(GUILD, 'spiel', { set: { deadline_ms: 48 * 3_600_000 }, reset: ['images'] }, ADMIN);
    expect(after).toEqual({ reminder_ms: 6 * 3_600_000, excuses: 0, deadline_ms: 48 * 3_600_000 });
    service.servers.changeDefaults(GUILD, 'award', { set: { trade: false }, reset: [] }, ADMIN);
    expect(service.servers.of(GUILD).defaults).toEqual({ spiel: after, award: { trade: false } });
    expect(service.servers.of('900000000000000002').defaults).toEqual({});
  });

  it('GIVEN defaults WHEN reset: all THEN the game has none left (its row is gone)', () => {
    const { service, db } = harness();
    service.servers.changeDefaults(GUILD, 'spiel', { set: { excuses: 0 }, reset: [] }, ADMIN);
    expect(service.servers.changeDefaults(GUILD, 'spiel', { set: {}, reset: 'all' }, ADMIN)).toEqual({});
    expect(service.servers.of(GUILD).defaults).toEqual({});
    expect(db.prepare('SELECT COUNT(*) AS n FROM server_defaults').get()).toEqual({ n: 0 });
  });

  it('GIVEN a stored row holding values of other shapes (a damaged or foreign write) WHEN it is read THEN the good values come back and the rest are left out', () => {
    const { service, db } = harness();
    db.prepare('INSERT INTO server_defaults (guild_id, type, options, updated_at, updated_by) VALUES (?, ?, ?, 0, ?)').run(GUILD, 'spiel', JSON.stringify({ excuses: 0, images: 'off', nested: { a: 1 }, list: [1], nothing: null }), ADMIN);
    expect(service.servers.of(GUILD).defaults).toEqual({ spiel: { excuses: 0, images: 'off' } });
  });

  it('GIVEN stored JSON that is no object WHEN it is parsed THEN it reads as no values, never an error', () => {
    expect(parseStoredOptions('[1,2]')).toEqual({});
    expect(parseStoredOptions('"x"')).toEqual({});
    expect(parseStoredOptions('not json')).toEqual({});
    expect(parseStoredOptions('{"trade":true,"turn_ms":86400000}')).toEqual({ trade: true, turn_ms: 86_400_000 });
  });
});

describe('where tables may be opened', () => {
  it('GIVEN every channel WHEN two are added, one removed, then all THEN the list follows, and all opens every channel again', () => {
    const { service } = harness();
    expect(service.servers.changeChannels(GUILD, 'add', '300000000000000002')).toEqual(['300000000000000002']);
    expect(service.servers.changeChannels(GUILD, 'add', '300000000000000001')).toEqual(['300000000000000001', '300000000000000002']);
    expect(service.servers.changeChannels(GUILD, 'add', '300000000000000001')).toEqual(['300000000000000001', '300000000000000002']);
    expect(service.servers.changeChannels(GUILD, 'remove', '300000000000000002')).toEqual(['300000000000000001']);
    expect(service.servers.of(GUILD).channels).toEqual(['300000000000000001']);
    expect(service.servers.changeChannels(GUILD, 'all', null)).toEqual([]);
    expect(service.servers.of(GUILD).channels).toEqual([]);
  });
});
