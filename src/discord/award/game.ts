// The Award Winning Game in the Discord ring: the public posts a game should have, reconciled
// from its public view on every change (the board of the current turn, summaries of past turns,
// one question per wait addressed to the awaited player, the final standings); trade notices;
// reminders. Every post mentions at most the one player it is addressed to.
import type { PlayerId } from '../../engine/game.js';
import type { AwardEvent, AwardOptions, AwardView } from '../../games/award/types.js';
import type { GameInfo } from '../../service/types.js';
import { duration, mention, timestamp } from '../format.js';
import type { DiscordGame } from '../games.js';
import { namerFor } from '../names.js';
import { askClosed, askKey, askPost, AWARD_COLOR, boardPost, endPost, needsAsk, tradeNotice, turnSummary } from './render.js';
import { plainNames } from '../names.js';
import { ruleErrorText } from './text.js';

/** Lobby durations as people read them (the shared formatter: "3 min", "8 h", "2 days"). */
const hours = duration;

/** The human who answers for a seat now: null for an AI seat or a seat on autopilot. */
export function humanOf(game: GameInfo, player: PlayerId): string | null {
  const seat = game.seats.find((s) => s.playerId === player);
  return seat && seat.userId !== null && !seat.ai ? seat.userId : null;
}

/** Who played turn `t`, from the public log. */
function playerOfTurn(v: AwardView, t: number): PlayerId | null {
  const e = v.log.find((x) => x.turn === t && (x.type === 'turnBegan' || x.type === 'setup'));
  return e?.player ?? null;
}

const DONE = (key: string) => `done:${key}`;

export const awardDiscord: DiscordGame = {
  type: 'award',
  title: 'The Award Winning Game',
  command: 'award',
  color: AWARD_COLOR,
  blurb: 'Run an advertising agency: win Accounts and Awards at auction with your skill tokens, hire creatives, and play Scandals and Trumps on your rivals. The first agency with three Awards wins. `/award rules` explains it all.',

  ruleErrorText: (error) => ruleErrorText(error),

  lobbyLines(game) {
    const o = game.options as AwardOptions;
    const settings = game.settings;
    const first = game.seats[0];
    return [
      `⏱️ Turn **${hours(o.turnMs)}** · bid prompt **${hours(o.promptMs)}** · other choices **${hours(o.choiceMs)}** (R37: at the deadline the bot applies the default — a prompt passes, a turn is finished for you).`,
      settings.reminderBeforeMs ? `⏰ Reminder **${hours(settings.reminderBeforeMs)}** before each of your deadlines (only you are mentioned).` : '⏰ No reminders.',
      `🔁 Trading between players: **${o.trade ? 'on' : 'off'}** (R16).`,
      o.firstPlayer
        ? `🥇 First turn: the first seat${first ? ` (${first.userId ? mention(first.userId) : 'an AI'})` : ''}; seats are then shuffled.`
        : '🥇 First player and seat order: random (R3a).',
      '👥 3–5 agencies.',
      ...(settings.aiAfterMissed ? [`🤖 After ${settings.aiAfterMissed} missed deadlines in a row, the AI plays an agency until its owner is back.`] : []),
      `🚪 A player who leaves mid-game: ${settings.onLeave === 'retire' ? 'their agency is removed (R38)' : 'the AI takes over their agency'}.`,
    ];
  },

  async publish(ctx, game, publicView) {
    const v = publicView as AwardView | null;
    if (!v) return;
    const name = namerFor(game);
    const refs = ctx.service.messages(game.id);
    const keys = new Set(refs.map((m) => m.key));
    const mark = (key: string) => ctx.service.setMessage(game.id, DONE(key), game.channelId, '-');
    const ended = v.phase === 'ended';

    // Past turns: their board becomes a summary of what happened.
    for (const ref of refs) {
      const m = /^turn:(\d+)$/.exec(ref.key);
      if (!m || keys.has(DONE(ref.key))) continue;
      const t = Number(m[1]);
      if (t < v.turn || ended) {
        await ctx.edit(game, ref.key, turnSummary(v, t, playerOfTurn(v, t), name));
        mark(ref.key);
      }
    }
    // Questions that are settled lose their buttons.
    const current = !ended && needsAsk(v.pending) ? askKey(v, v.pending) : null;
    for (const ref of refs) {
      if (!ref.key.startsWith('ask:') || ref.key === current || keys.has(DONE(ref.key))) continue;
      await ctx.edit(game, ref.key, askClosed(v, ref.key, name));
      mark(ref.key);
    }
    if (ended) {
      if (!keys.has('end')) await ctx.post(game, 'end', endPost(v, name));
      return;
    }
    // The board of the current turn; a new turn's board mentions its (human) player.
    const key = `turn:${v.turn}`;
    const active = humanOf(game, v.active);
    if (keys.has(key)) await ctx.edit(game, key, boardPost(game, v, name, active, false));
    else await ctx.post(game, key, boardPost(game, v, name, active, true));
    // One question per wait, to the awaited human only.
    if (current && v.pending && !keys.has(current)) {
      const user = humanOf(game, v.pending.player);
      if (user) await ctx.post(game, current, askPost(game, v, v.pending, name, plainNames(ctx.client, game), user));
    }
  },

  async announce(ctx, outcome) {
    const game = outcome.game;
    for (const event of outcome.events as AwardEvent[]) {
      if (event.type !== 'tradeOffered') continue;
      const to = humanOf(game, event.offer.to);
      if (!to) continue; // an AI seat is invited to answer (awaiting().invited): no notice needed
      await ctx.say(game, tradeNotice(game.id, event.offer.id, namerFor(game)(event.offer.from), to));
    }
  },

  reminder(notice) {
    const who = notice.userIds.map((id) => `<@${id}>`).join(' ');
    return {
      content: `⏰ ${who} — The Award Winning Game is waiting for you; your deadline is ${timestamp(notice.deadline, 'R')}. Answer the question above or open \`/award hand\`. At the deadline the bot applies the default (R37).`,
      allowedMentions: { parse: [], users: [...notice.userIds] },
    };
  },
};

