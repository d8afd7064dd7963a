// What tables say about time away and excused misses (issue 32), in English and German: the
// lobby's lines, the post's "away" line, and the public notices.
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../i18n/index.js';
import { tableSettingsSchema } from '../../service/settings.js';
import type { GameInfo, PendingNotice } from '../../service/types.js';
import { WORDS as AWARD_WORDS } from '../award/table-words.js';
import { WORDS as SPIEL_WORDS } from '../spiel/table-words.js';
import { awayLobbyLines, awayNotice, awayPostLine, extendedNotice } from './away.js';

const UNTIL = Date.UTC(2026, 11, 1, 12);
const at = `<t:${UNTIL / 1000}:f>`;
const settings = (over: object = {}) => tableSettingsSchema.parse(over);
const away = (over: Partial<Extract<PendingNotice, { kind: 'away' }>>): Extract<PendingNotice, { kind: 'away' }> => ({
  id: 1,
  version: 0,
  kind: 'away',
  userId: '42',
  playerId: 'p2',
  until: UNTIL,
  note: null,
  ai: false,
  ...over,
});
const extended = (over: Partial<Extract<PendingNotice, { kind: 'extended' }>>): Extract<PendingNotice, { kind: 'extended' }> => ({
  id: 2,
  version: 3,
  kind: 'extended',
  why: 'excuse',
  due: UNTIL,
  userIds: ['42'],
  left: [0],
  ...over,
});

describe('the lobby', () => {
  it('GIVEN the defaults (wait, 7 days, 1 excuse) WHEN the lobby is drawn THEN it says so, in English and German', () => {
    expect(awayLobbyLines(settings(), SPIEL_WORDS)).toEqual([
      '🏖️ Away players (`/away`): the table waits for them, a day at a time, up to 7 days per player and game.',
      '🙏 Excused misses: 1 per player and game (a missed deadline is extended once instead).',
    ]);
    expect(inLanguage('de', () => awayLobbyLines(settings(), SPIEL_WORDS))).toEqual([
      '🏖️ Abwesende (`/away`): Der Tisch wartet auf sie, Tag für Tag, bis zu 7 Tage pro Person und Partie.',
      '🙏 Entschuldigte Versäumnisse: 1 pro Person und Partie (eine verpasste Frist wird stattdessen einmal verlängert).',
    ]);
  });

  it('GIVEN away:ai and no excuses WHEN the lobby is drawn THEN it names the game’s seat and says a miss applies at once', () => {
    expect(awayLobbyLines(settings({ away: 'ai', excuses: 0 }), AWARD_WORDS)).toEqual([
      '🏖️ Away players (`/away`): the AI plays their agency until they are back or act again.',
      '🙏 No excused misses: a missed deadline applies at once.',
    ]);
    expect(inLanguage('de', () => awayLobbyLines(settings({ away: 'ai', excuses: 0 }), AWARD_WORDS))[0]).toBe(
      '🏖️ Abwesende (`/away`): Die KI übernimmt ihren Platz (Agentur), bis sie zurück sind oder selbst wieder handeln.',
    );
    expect(awayLobbyLines(settings({ awayDays: 1 }), SPIEL_WORDS)[0]).toContain('up to 1 day per player');
  });
});

describe('the table’s post', () => {
  it('GIVEN two players away WHEN the post is drawn THEN it names both with their dates; nobody away: no line', () => {
    const game = { seats: [{ userId: '1', awayUntil: null }, { userId: '42', awayUntil: UNTIL }, { userId: '7', awayUntil: UNTIL + 86_400_000 }] } as unknown as GameInfo;
    expect(awayPostLine(game)).toBe(`🏖️ Away: <@42> until ${at}, <@7> until <t:${(UNTIL + 86_400_000) / 1000}:f>`);
    expect(inLanguage('de', () => awayPostLine(game))).toBe(`🏖️ Abwesend: <@42> bis ${at}, <@7> bis <t:${(UNTIL + 86_400_000) / 1000}:f>`);
    expect(awayPostLine({ seats: [{ userId: '1', awayUntil: null }] } as unknown as GameInfo)).toBeNull();
  });
});

describe('the notices', () => {
  it('GIVEN a note with markdown, a mention and line breaks WHEN the period is announced THEN the note is one escaped line, and no one is pinged', () => {
    const payload = awayNotice(away({ note: '**Urlaub**\n@everyone  bis bald' }), SPIEL_WORDS, settings());
    expect(payload.content).toBe(
      `🏖️ <@42> is away until ${at}. “\\*\\*Urlaub\\*\\* @everyone bis bald” The table waits for them: a deadline that waits only for away players moves a day at a time (up to 7 days per player this game).`,
    );
    expect(payload.allowedMentions).toEqual({ parse: [] });
  });

  it('GIVEN each way a table handles it WHEN announced and when over THEN the words say what happens, in English and German', () => {
    expect(awayNotice(away({ ai: true }), AWARD_WORDS, settings({ away: 'ai' })).content).toBe(
      `🏖️ <@42> is away until ${at}. The AI plays their agency until then (any action of theirs here takes it back).`,
    );
    expect(inLanguage('de', () => awayNotice(away({ ai: true }), AWARD_WORDS, settings({ away: 'ai' })).content)).toBe(
      `🏖️ <@42> ist abwesend bis ${at}. Bis dahin übernimmt die KI den Platz (Agentur); eine eigene Aktion hier holt ihn zurück.`,
    );
    // An `away: ai` table whose seat the AI already plays for another reason: nothing changes.
    expect(awayNotice(away({ ai: false }), AWARD_WORDS, settings({ away: 'ai' })).content).toContain('Deadlines apply as usual.');
    expect(awayNotice(away({ until: null }), SPIEL_WORDS, settings()).content).toBe('🙋 <@42> is back.');
    expect(inLanguage('de', () => awayNotice(away({ until: null, ai: true }), SPIEL_WORDS, settings()).content)).toBe('🙋 <@42> ist zurück: Die KI gibt den Platz (Verlag) zurück.');
  });

  it('GIVEN the table extended a deadline itself WHEN told THEN the channel reads who, to when, and what is left, like the issue’s “Cleo used an excuse: the month is extended to …; 0 left”', () => {
    expect(extendedNotice(extended({}), SPIEL_WORDS).content).toBe(`🙏 <@42> used an excuse: the month is extended to ${at}; 0 left.`);
    expect(inLanguage('de', () => extendedNotice(extended({}), SPIEL_WORDS).content)).toBe(`🙏 <@42> hat eine Entschuldigung genutzt: Der Monat wird bis ${at} verlängert; noch 0 übrig.`);
    expect(extendedNotice(extended({ userIds: ['42', '7'], left: [1, 0] }), AWARD_WORDS).content).toBe(
      `🙏 <@42>, <@7> each used an excuse: the deadline is extended to ${at} (excuses left: <@42> 1, <@7> 0).`,
    );
    expect(extendedNotice(extended({ why: 'away', left: [6] }), SPIEL_WORDS).content).toBe(`🏖️ <@42> is away: the month is extended by a day, to ${at} (6 away days left).`);
    expect(inLanguage('de', () => extendedNotice(extended({ why: 'away', left: [1] }), AWARD_WORDS).content)).toBe(
      `🏖️ <@42> ist abwesend: Die Frist wird um einen Tag verlängert, bis ${at} (noch 1 Abwesenheitstag übrig).`,
    );
    expect(inLanguage('de', () => extendedNotice(extended({ why: 'away', userIds: ['42', '7'], left: [3, 2] }), SPIEL_WORDS).content)).toBe(
      `🏖️ <@42>, <@7> sind abwesend: Der Monat wird um einen Tag verlängert, bis ${at} (übrige Abwesenheitstage: <@42> 3, <@7> 2).`,
    );
  });
});
