// The game service's public surface: what the Discord layer and the scripts import.
export { systemClock, ManualClock, type Clock, type TimerHandle } from './clock.js';
export { DEFAULT_DATABASE_PATH, openDatabase, configure, type OpenOptions } from './db.js';
export { MigrationError, type MigrationErrorCode, type MigrationReport, loadMigrations, migrate, defaultMigrationsDir } from './migrate.js';
export { tableSettingsSchema, type TableSettings, type TableSettingsSchema } from './settings.js';
export { GameService, MAX_TIMER_DELAY_MS, type Authority, type GameServiceOptions } from './service.js';
export type { Leaderboard } from './results.js';
export { conservative, LADDER_MIN_GAMES, type Rating } from './ratings.js';
export { verifyDatabase, verifyGame, type GameDisagreement, type VerifyReport } from './verify.js';
export type * from './types.js';
