-- Each seated player's display name, as Discord last showed it to the bot (their server nickname,
-- else their global display name). Select menus, autocomplete and pictures cannot render a
-- mention, so they print this name; keeping it here instead of in discord.js's user cache means
-- a name survives a restart and the bot keeps no cache that grows with every user who clicks.
-- Null for an AI seat, and for a player the bot has not heard from since this migration.
ALTER TABLE seats ADD COLUMN name TEXT;
