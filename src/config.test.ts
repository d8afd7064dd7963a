import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const TOKEN = { DISCORD_TOKEN: 'a.b.c' };

/** The ConfigError message for an environment (fails the test if it loads). */
function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration: the health and metrics endpoint, and backups', () => {
  it('GIVEN only a token THEN there is no endpoint and no backups', () => {
    const config = loadConfig(TOKEN);
    expect(config.metrics).toBeNull();
    expect(config.backups).toBeNull();
  });

  it('GIVEN METRICS_PORT THEN the endpoint listens on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ ...TOKEN, METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ ...TOKEN, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
  });

  it('GIVEN BACKUP_DIR THEN backups run every 24 hours and keep 7, unless BACKUP_EVERY_HOURS and BACKUP_KEEP say otherwise', () => {
    expect(loadConfig({ ...TOKEN, BACKUP_DIR: '/var/backups/spiel' }).backups).toEqual({ dir: '/var/backups/spiel', everyMs: 24 * 3_600_000, keep: 7 });
    expect(loadConfig({ ...TOKEN, BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' }).backups).toEqual({ dir: 'b', everyMs: 6 * 3_600_000, keep: 28 });
  });

  it('GIVEN .env.example’s empty optional variables (NAME=) THEN they count as unset', () => {
    const config = loadConfig({ ...TOKEN, DISCORD_DEV_GUILD_ID: '', DISCORD_APPLICATION_ID: '', METRICS_PORT: '', METRICS_HOST: '', BACKUP_DIR: '', BACKUP_EVERY_HOURS: '', BACKUP_KEEP: '' });
    expect(config.DISCORD_DEV_GUILD_ID).toBeUndefined();
    expect(config.metrics).toBeNull();
    expect(config.backups).toBeNull();
  });

  it('GIVEN bad values THEN start-up stops naming each variable and what is wrong', () => {
    expect(problem({ ...TOKEN, METRICS_PORT: '70000' })).toContain('- METRICS_PORT:');
    expect(problem({ ...TOKEN, METRICS_PORT: 'http' })).toContain('- METRICS_PORT:');
    expect(problem({ ...TOKEN, BACKUP_DIR: 'b', BACKUP_KEEP: '0' })).toContain('- BACKUP_KEEP:');
    expect(problem({ ...TOKEN, BACKUP_EVERY_HOURS: '6' })).toContain('- BACKUP_EVERY_HOURS: is set but BACKUP_DIR is not');
  });
});

describe('configuration: shards', () => {
  it('GIVEN SHARDS THEN it is auto or a count; unset, one process', () => {
    expect(loadConfig(TOKEN).SHARDS).toBeUndefined();
    expect(loadConfig({ ...TOKEN, SHARDS: '' }).SHARDS).toBeUndefined();
    expect(loadConfig({ ...TOKEN, SHARDS: 'auto' }).SHARDS).toBe('auto');
    expect(loadConfig({ ...TOKEN, SHARDS: '4' }).SHARDS).toBe(4);
    expect(problem({ ...TOKEN, SHARDS: '0' })).toMatch(/SHARDS/);
    expect(problem({ ...TOKEN, SHARDS: 'many' })).toMatch(/SHARDS/);
  });

  it('GIVEN a shard’s own process (discord.js sets SHARDS to its id there) THEN SHARDS is left to discord.js', () => {
    expect(loadConfig({ ...TOKEN, SHARDING_MANAGER: 'true', SHARDS: '0', SHARD_COUNT: '2' }).SHARDS).toBeUndefined();
  });

  it('GIVEN DISCORD_API_URL THEN it must be an http(s) address', () => {
    expect(loadConfig({ ...TOKEN, DISCORD_API_URL: 'http://127.0.0.1:4000/api' }).DISCORD_API_URL).toBe('http://127.0.0.1:4000/api');
    expect(problem({ ...TOKEN, DISCORD_API_URL: 'discord' })).toMatch(/DISCORD_API_URL/);
  });
});
