export { FakeDiscord, type FakeDiscordOptions, type FakeClientOptions } from './fake-discord.js';
export { InteractionHandle, type CallbackRecord, type RejectedRequest, type SlashSpec, type AutocompleteSpec, type OptionValue } from './interactions.js';
export { FakeMessage, type FakeAttachment, type MessageRevision, type MessageOrigin } from './messages.js';
export { FakeUser, FakeGuild, FakeChannel, FakeRole, FakeMember } from './model.js';
export type { RecordedRequest, StoredCommand, GuildSpec, ChannelSpec } from './state.js';
export type { GatewayStats } from './gateway.js';
export type { UploadedFile } from './http.js';
export {
  ALL_PERMISSIONS,
  DEFAULT_BOT_PERMISSIONS,
  DEFAULT_EVERYONE_PERMISSIONS,
  DM_APP_PERMISSIONS,
  permissionNames,
} from './permissions.js';
export { SnowflakeGenerator, snowflakeTimestamp } from './snowflake.js';
