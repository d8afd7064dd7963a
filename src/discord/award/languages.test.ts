// Award messages within Discord's limits in every shipped language (German is longer than English:
// embeds, button labels, menu placeholders and options), no placeholder left unfilled, and each
// language really spoken: a seeded game played through, every post, question, panel and menu.
import { describe, expect, it } from 'vitest';
import { cutLabels, validateMessageBody } from '../../local/discord/validation.js';
import { seats } from '../../engine/self-play.js';
import { cheapestBid, seatFromView } from '../../games/award/bid.js';
import { playAwardGame } from '../../games/award/random-player.js';
import type { AwardView } from '../../games/award/view-types.js';
import { view } from '../../games/award/view.js';
import { inLanguage, LANGUAGES } from '../../i18n/index.js';
import type { GameInfo } from '../../service/types.js';
import { lobbyPayload } from '../lobby.js';
import type { MessagePayload } from '../payload.js';
import { askPost, needsAsk } from './ask.js';
import { awardFace } from './face.js';
import { NOTE, REFUSED, WANTED } from './notes.js';
import { bidBuilder, cutPanel, forcedChooser, panel, playWizard, tradeDetail } from './panel.js';
import { lobbyLines } from './posts.js';
import { boardPost, endPost, fullLogPage, logPage, tradeClosed, tradeNotice, turnSummary } from './render.js';

const name = (p: string) => `<@1000000000000000${p.slice(1)}>`;
const plain = (p: string) => `Spieler ${p}`;
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/;

/** The payload as discord.js would send it, checked like Discord checks it, with every placeholder filled. */
function valid(label: string, payload: MessagePayload): void {
  const body = { content: payload.content, embeds: payload.embeds, components: payload.components };
  expect(validateMessageBody(JSON.parse(JSON.stringify(body)), { create: true, fileCount: 0 }), label).toBeNull();
  expect(cutLabels(JSON.parse(JSON.stringify(body))), label).toEqual([]);
  expect(JSON.stringify(payload), label).not.toMatch(PLACEHOLDER);
  for (const p of payload.pictures ?? []) expect(p.description.length, `${label}: picture description`).toBeLessThanOrEqual(1024);
}

/** A short text (a note or refusal) fits a message and has no placeholder left. */
function short(label: string, text: string): void {
  expect(text.length, label).toBeGreaterThan(0);
  expect(text.length, label).toBeLessThanOrEqual(2000);
  expect(text, label).not.toMatch(PLACEHOLDER);
}

const table = (language: string | null, status: 'lobby' | 'running'): GameInfo =>
  ({
    id: 7,
    type: 'award',
    guildId: 'g',
    channelId: 'c',
    status,
    hostUserId: '100000000000000001',
    options: { trade: true, firstPlayer: 'p1' },
    settings: { reminderBeforeMs: 3_600_000, maxSeats: null, aiAfterMissed: 2, onLeave: 'retire', language },
    version: 1,
    seatsRev: 1,
    createdAt: 0,
    startedAt: 0,
    endedAt: null,
    seats: [
      { index: 0, playerId: 'p1', userId: '100000000000000001', ai: false, name: null },
      { index: 1, playerId: 'p2', userId: '100000000000000002', ai: false, name: null },
      { index: 2, playerId: 'p3', userId: null, ai: true, name: null },
      { index: 3, playerId: 'p4', userId: '100000000000000004', ai: false, name: null },
      { index: 4, playerId: 'p5', userId: '100000000000000005', ai: false, name: null },
    ],
  }) as unknown as GameInfo;

/** Every message a seeded game shows, in the current language; returns the board texts seen (to compare languages). */
function playThrough(seed: number): { steps: number; boards: string[] } {
  const game = table(null, 'running');
  let steps = 0;
  const boards: string[] = [];
  const game5 = playAwardGame(seed, seats(5), {
    sideRate: 0.25,
    timeoutRate: 0.05,
    onStep: ({ after }) => {
      steps++;
      const v = view(after, null);
      const board = boardPost(game, v, name, '100000000000000001', true);
      valid(`board ${seed}/${steps}`, board);
      if (steps % 25 === 0) boards.push(JSON.stringify(board.embeds));
      if (needsAsk(v.pending)) valid(`ask ${v.pending.kind} ${seed}/${steps}`, askPost(game, v, v.pending, name, plain, '100000000000000001'));
      for (const x of v.trades) valid(`trade ${seed}/${steps}`, tradeNotice(game.id, x.id, name(x.from), '100000000000000001'));
      if (steps % 5 === 0) {
        valid(`summary ${seed}/${steps}`, turnSummary(v, Math.max(1, v.turn - 1), 'p1', name));
        valid(`log ${seed}/${steps}`, logPage(game, v, v.turn, name));
        valid(`trade closed ${seed}/${steps}`, tradeClosed(v, 1, 'p1', 'p2', name));
      }
      if (steps % 20 === 0) valid(`whole log ${seed}/${steps}`, fullLogPage(game, v, v.turn, name));
      if (v.phase === 'ended') valid(`end ${seed}`, endPost(game, v, name));
      if (steps % 3 !== 0 && v.phase !== 'ended') return;
      for (const p of ['p1', 'p2', 'p3', 'p4', 'p5']) {
        const mine: AwardView = view(after, p);
        valid(`panel ${p} ${seed}/${steps}`, panel(game, mine, name));
        for (const c of mine.you?.hand ?? []) {
          if (c.kind !== 'scandal' && c.kind !== 'trump') continue;
          valid(`wizard ${c.id}`, playWizard(game, mine, { card: c.id, target: '', extra: '' }, plain));
          for (const a of mine.agencies) valid(`wizard ${c.id} on ${a.id}`, playWizard(game, mine, { card: c.id, target: a.id, extra: '' }, plain));
        }
        if ((mine.you?.hand.length ?? 0) > 5) valid('cut', cutPanel(game, mine));
        for (const x of mine.you?.trades ?? []) valid('trade detail', tradeDetail(game, mine, x.id, name));
        if (mine.pending?.player === p && mine.pending.kind === 'forced') valid('forced', forcedChooser(game, mine, 3));
        if (mine.pending?.kind === 'prompt' && mine.pending.player === p) {
          const seat = seatFromView(mine, p);
          const plan = seat ? cheapestBid(seat) : null;
          valid('builder', bidBuilder(game, mine, 3, plan ? { ...plan.tokens, b: plan.bribes.length } : { A: 0, D: 0, T: 0, b: 0 }));
          valid('builder, all in', bidBuilder(game, mine, 3, { A: 9, D: 9, T: 9, b: 2 }));
        }
      }
    },
  });
  expect(game5.state.phase).toBe('ended');
  return { steps, boards };
}

const seen = new Map<string, string[]>();

for (const lang of LANGUAGES) {
  describe(`Award messages in ${lang}`, () => {
    it('GIVEN five agencies through whole seeded random games THEN every board, question, trade notice, log page, panel, wizard, bid builder and final post is valid', () => {
      inLanguage(lang, () => {
        let steps = 0;
        const boards: string[] = [];
        for (const seed of [3, 4]) {
          const played = playThrough(seed);
          steps += played.steps;
          boards.push(...played.boards);
        }
        expect(steps).toBeGreaterThan(300);
        seen.set(lang, boards);
      });
    });

    it('GIVEN every confirmation and refusal THEN each fits a message with nothing left unfilled', () => {
      inLanguage(lang, () => {
        const ids = ['C1', 'AC5'];
        const texts: [string, string][] = [];
        for (const [key, value] of Object.entries(NOTE)) {
          if (typeof value === 'string') texts.push([key, value]);
        }
        texts.push(
          ['firedAndPaid', NOTE.firedAndPaid(ids)],
          ['firedAndPaid none', NOTE.firedAndPaid([])],
          ['turnOverCut sold', NOTE.turnOverCut(ids, true)],
          ['turnOverCut discarded', NOTE.turnOverCut(ids, false)],
          ['hired', NOTE.hired('C1')],
          ['sold', NOTE.sold('C1')],
          ['learnt', NOTE.learnt('T')],
          ['dropped', NOTE.dropped('AC5')],
          ['refilled', NOTE.refilled('AC5')],
          ['autoPass', NOTE.autoPass(true) + NOTE.autoPass(false)],
          ['autoRefill', NOTE.autoRefill(true) + NOTE.autoRefill(false)],
          ['fireOrder', NOTE.fireOrder('C1', true) + NOTE.fireOrder('C1', false)],
          ['played', NOTE.played('S4', null) + NOTE.played('S4', name('p2')) + NOTE.played('S4', name('p1'), true)],
          ['bid', NOTE.bid({ A: 2, D: 1, T: 0 }, 0) + NOTE.bid({ A: 2, D: 1, T: 0 }, 1) + NOTE.bid({ A: 0, D: 0, T: 0 }, 2)],
          ['bidValue', NOTE.bidValue({ A: 2, D: 1, T: 0 }, 4)],
          ['tradeSent', NOTE.tradeSent(name('p2'))],
          ['forcedSold', NOTE.forcedSold(ids)],
          ['liquidated', NOTE.liquidated(ids)],
          ['leaves', NOTE.leaves('C1')],
          ['hireOffer', NOTE.hireOffer(true) + NOTE.hireOffer(false)],
          ['laidOff', NOTE.laidOff('C1')],
          ['bust', NOTE.bust('AC5')],
          ['claimed', NOTE.claimed(true) + NOTE.claimed(false)],
          ['notA', REFUSED.notA('x'.repeat(40), WANTED.accountInPlay)],
          ['notTokens', REFUSED.notTokens('x'.repeat(20))],
          ['notAnAgency', REFUSED.notAnAgency('x'.repeat(40))],
          ['nameTokens', REFUSED.nameTokens('T4a')],
          ['bribeCards', REFUSED.bribeCards(0) + REFUSED.bribeCards(1) + REFUSED.bribeCards(2)],
          ['notAsset', REFUSED.notAsset('x'.repeat(40))],
          ['promptForOther', REFUSED.promptForOther(name('p2'))],
          ['questionForOther', REFUSED.questionForOther(name('p2'))],
        );
        for (const [key, value] of Object.entries({ ...WANTED, ...REFUSED })) if (typeof value === 'string') texts.push([key, value]);
        for (const [label, text] of texts) short(`${lang} ${label}`, text);
      });
    });

    it('GIVEN a lobby, its option lines and the reminder THEN they are valid and the lobby names its language', () => {
      const game = table(lang, 'lobby');
      inLanguage(lang, () => {
        valid('reminder', awardFace.reminder({ deadline: 0, userIds: ['100000000000000001', '100000000000000002'] }));
        for (const line of [...lobbyLines(game), ...lobbyLines({ ...game, settings: { ...game.settings, aiAfterMissed: 1, onLeave: 'ai', reminderBeforeMs: null } })]) short('lobby line', line);
        for (const line of awardFace.helpIntro) short('help', line);
      });
      const lobby = inLanguage(lang, () => lobbyPayload(game, { ...awardFace, blurb: awardFace.blurb }, { min: 3, max: 5 }));
      valid('lobby', lobby);
    });
  });
}

describe('Award messages across languages', () => {
  it('GIVEN the same seeded games in every language THEN each language shows its own words (nothing is left in English)', () => {
    const en = seen.get('en');
    expect(en?.length).toBeGreaterThan(5);
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const other = seen.get(lang);
      expect(other?.length).toBe(en?.length);
      other?.forEach((board, i) => expect(board, `${lang} board ${i}`).not.toBe(en?.[i]));
    }
    // The German board speaks German: its own words, not English ones.
    const de = seen.get('de')?.join('\n') ?? '';
    expect(de).toContain('Zug');
    expect(de).not.toMatch(/\bturn \d|Game deck|Asset deck|newest first/);
  });
});
