export { LocalDiscord } from './local-discord.js';
export { DiscordDirectory } from './directory.js';
export { RateLimiter, ROUTE_LIMITS, type RateLimitOptions, type RouteLimit, type LimitStats, type LimitScope } from './limits.js';
export { DiscordServer, type LocalDiscordOptions, type LocalClientOptions, type Stumble } from './server.js';
export type { Values } from './modal.js';
export { InteractionHandle, type CallbackRecord, type RejectedRequest } from './interactions.js';
export type { SlashSpec, AutocompleteSpec, OptionValue } from './payloads.js';
export { LocalMessage, type LocalAttachment, type MessageRevision, type MessageOrigin, type RawComponent } from './messages.js';
export { LocalUser, LocalGuild, LocalChannel, LocalRole, LocalMember } from './model.js';
export type { RecordedRequest, StoredCommand, StoredOption, GuildSpec, ChannelSpec, Retention } from './state.js';
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
