// The Award Winning Game in the Discord ring: its name and lobby lines, its public posts (kept in
// line with the public view by posts.ts), what a cancelled game closes, and reminders.
import type { AwardOptions, AwardView } from '../../games/award/types.js';
import { duration, mention, timestamp } from '../format.js';
import type { DiscordGame } from '../games.js';
import { AWARD_COLOR } from './ids.js';
import { closePosts, syncPosts } from './posts.js';
import { ruleErrorText } from './rule-errors.js';

export const awardDiscord: DiscordGame = {
  type: 'award',
  title: 'The Award Winning Game',
  command: 'award',
  seats: { min: 3, max: 5 },
  color: AWARD_COLOR,
  blurb: 'Run an advertising agency: win Accounts and Awards at auction with your skill tokens, hire creatives, and play Scandals and Trumps on your rivals. The first agency with three Awards wins. `/award rules` explains it all.',

  ruleErrorText: (error) => ruleErrorText(error),

  lobbyLines(game) {
    const o = game.options as AwardOptions;
    const settings = game.settings;
    const first = game.seats[0];
    return [
      `⏱️ Turn **${duration(o.turnMs)}** · bid prompt **${duration(o.promptMs)}** · other choices **${duration(o.choiceMs)}** (R37: at the deadline the bot applies the default — a prompt passes, a turn is finished for you).`,
      settings.reminderBeforeMs ? `⏰ Reminder **${duration(settings.reminderBeforeMs)}** before each of your deadlines (only you are mentioned).` : '⏰ No reminders.',
      `🔁 Trading between players: **${o.trade ? 'on' : 'off'}** (R16).`,
      o.firstPlayer
        ? `🥇 First turn: the first seat${first ? ` (${first.userId ? mention(first.userId) : 'an AI'})` : ''}; seats are then shuffled.`
        : '🥇 First player and seat order: random (R3a).',
      '👥 3–5 agencies.',
      ...(settings.aiAfterMissed ? [`🤖 After ${settings.aiAfterMissed === 1 ? 'a missed deadline' : `${settings.aiAfterMissed} missed deadlines in a row`}, the AI plays an agency until its owner is back.`] : []),
      `🚪 A player who leaves mid-game: ${settings.onLeave === 'retire' ? 'their agency is removed (R38)' : 'the AI takes over their agency'}.`,
    ];
  },

  async publish(ctx, game, publicView) {
    const v = publicView as AwardView | null;
    if (v) await syncPosts(ctx, game, v);
  },

  cancelled: (ctx, game) => closePosts(ctx, game),

  reminder(notice) {
    const who = notice.userIds.map((id) => `<@${id}>`).join(' ');
    return {
      // Said without knowing what is asked (a bid, a question, or the turn itself, which has no question post).
      content: `⏰ ${who} — The Award Winning Game is waiting for you; your deadline is ${timestamp(notice.deadline, 'R')}. \`/award hand\` shows what is asked of you. At the deadline the bot applies the default (R37).`,
      allowedMentions: { parse: [], users: [...notice.userIds] },
    };
  },
};

