// Spiel des Jahres in the Discord ring: the public posts a game should have, reconciled from
// the public view; trade notices; reminders.
import type { SpielEvent, SpielOptions, SpielView } from '../../games/spiel/types.js';
import { ruleErrorText } from '../../games/spiel/text.js';
import { mention, timestamp } from '../format.js';
import type { DiscordGame } from '../games.js';
import { namerFor, userOf } from '../names.js';
import { ceremonyPost, monthPost, monthPostClosed, monthResults, SPIEL_COLOR, summaryPost, tradeNotice } from './render.js';

const HOUR = 3_600_000;

function hours(ms: number): string {
  const h = ms / HOUR;
  return Number.isInteger(h) ? `${h} h` : `${h.toFixed(1)} h`;
}

export const spielDiscord: DiscordGame = {
  type: 'spiel',
  title: 'Spiel des Jahres',
  command: 'spiel',
  autopilotCommand: '/spiel autopilot',
  color: SPIEL_COLOR,
  blurb: 'Run a board-game company for twelve months: publish games, hire designers, and hope your best game wins the Game of the Year. `/spiel rules` explains it all.',

  ruleErrorText,

  lobbyLines(game) {
    const options = game.options as SpielOptions;
    const settings = game.settings as { reminderBeforeMs: number | null; aiAfterMissed?: number; onLeave?: string };
    return [
      `⏱️ Each month lasts **${hours(options.monthMs)}**; undecided companies brainstorm at the deadline.`,
      settings.reminderBeforeMs ? `⏰ Reminder **${hours(settings.reminderBeforeMs)}** before each deadline.` : '⏰ No reminders.',
      ...(settings.aiAfterMissed ? [`🤖 After ${settings.aiAfterMissed} missed deadlines in a row, the AI plays a company until its owner is back.`] : []),
      `🚪 A player who leaves mid-game: ${settings.onLeave === 'retire' ? 'their company retires' : 'the AI takes over their company'}.`,
    ];
  },

  async publish(ctx, game, publicView) {
    const view = publicView as SpielView | null;
    if (!view) return;
    const name = namerFor(game);
    const posted = new Set(ctx.service.messages(game.id).map((m) => m.key));
    for (const report of view.history) {
      if (!report.resolved || posted.has(`results:${report.month}`)) continue;
      if (posted.has(`month:${report.month}`)) await ctx.edit(game, `month:${report.month}`, monthPostClosed(game.id, report, view.months));
      await ctx.post(game, `results:${report.month}`, monthResults(view, report, name));
    }
    if (view.phase === 'ended') {
      if (!posted.has('ceremony')) await ctx.post(game, 'ceremony', ceremonyPost(view, name));
      if (!posted.has('summary')) await ctx.post(game, 'summary', summaryPost(view, name));
      return;
    }
    const key = `month:${view.month}`;
    const payload = monthPost(game.id, view, name);
    if (posted.has(key)) await ctx.edit(game, key, payload);
    else await ctx.post(game, key, payload);
  },

  async cancelled(ctx, game) {
    const month = ctx.service.messages(game.id).filter((m) => m.key.startsWith('month:')).sort((a, b) => Number(b.key.slice(6)) - Number(a.key.slice(6)))[0];
    if (month) {
      await ctx.edit(game, month.key, {
        embeds: [{ title: '❌ This game was cancelled', description: 'The host cancelled the game. Start a new one with `/spiel start`.', color: SPIEL_COLOR }],
        components: [],
      });
    }
  },

  async announce(ctx, outcome) {
    const game = outcome.game;
    for (const event of outcome.events as SpielEvent[]) {
      if (event.type !== 'tradeOffered') continue;
      const to = userOf(game, event.to);
      const seat = game.seats.find((s) => s.playerId === event.to);
      if (!to || seat?.ai) continue; // the AI answers its own offers
      const state = ctx.service.view(game.id, to);
      const trade = state.ok ? (state.view as SpielView | null)?.you?.trades.filter((t) => t.from === event.from && t.to === event.to).at(-1) : undefined;
      if (trade === undefined) continue;
      const name = namerFor(game);
      await ctx.say(game, tradeNotice(game.id, trade.id, name(event.from), mention(to)));
    }
  },

  reminder(notice) {
    const who = notice.userIds.map(mention).join(' ');
    return {
      content: `⏰ ${who} — this month ends ${timestamp(notice.deadline, 'R')}. Make your choice with \`/spiel hand\` (otherwise you brainstorm).`,
      allowedMentions: { parse: [], users: [...notice.userIds] },
    };
  },
};
