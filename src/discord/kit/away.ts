// What every table says about time away and excused misses (issue 32), the same for both games in
// their own nouns: the lobby's line, the line on the table's post (who is away, until when), and
// the public notices when a period begins or ends and when the table extends a deadline itself.
// Players' notes are what they typed: they enter a message only escaped (names.ts, escapeMarkdown).
import type { GameInfo, PendingNotice } from '../../service/types.js';
import type { TableSettings } from '../../service/settings.js';
import { t } from '../../i18n/index.js';
import { escapeMarkdown, mention, timestamp, truncate } from '../format.js';
import type { MessagePayload } from '../payload.js';
import type { TableWords } from './face.js';

/** The lobby's lines on away players and excused misses, by the table's settings. */
export function awayLobbyLines(settings: TableSettings, words: Pick<TableWords, 'seat'>): string[] {
  return [
    settings.away === 'ai' ? t('kit:away.lobbyAi', { seat: words.seat }) : t('kit:away.lobbyWait', { count: settings.awayDays }),
    settings.excuses > 0 ? t('kit:away.lobbyExcuses', { count: settings.excuses }) : t('kit:away.lobbyNoExcuses'),
  ];
}

/** The table post's line naming who is away and until when (null: nobody is). */
export function awayPostLine(game: GameInfo): string | null {
  const away = game.seats.filter((s) => s.userId !== null && s.awayUntil !== null && s.awayUntil !== undefined);
  if (away.length === 0) return null;
  return t('kit:away.postLine', { who: away.map((s) => t('kit:away.until', { who: mention(s.userId as string), until: timestamp(s.awayUntil as number, 'f') })).join(', ') });
}

/** A note as a message may show it: escaped, one line, cut short. */
function noteText(note: string): string {
  return escapeMarkdown(truncate(note.replace(/\s+/g, ' ').trim(), 200));
}

/** The public line when a player's away period begins or ends at this table. */
export function awayNotice(notice: Extract<PendingNotice, { kind: 'away' }>, words: Pick<TableWords, 'seat'>, settings: TableSettings): MessagePayload {
  const who = mention(notice.userId);
  let content: string;
  if (notice.until === null) content = notice.ai ? t('kit:away.backFromAi', { who, seat: words.seat }) : t('kit:away.back', { who });
  else {
    const parts = [t('kit:away.announced', { who, until: timestamp(notice.until, 'f') })];
    if (notice.note) parts.push(t('kit:away.note', { note: noteText(notice.note) }));
    parts.push(notice.ai ? t('kit:away.meanwhileAi', { seat: words.seat }) : settings.away === 'wait' ? t('kit:away.meanwhileWait', { count: settings.awayDays }) : t('kit:away.meanwhileNoAi'));
    content = parts.join(' ');
  }
  return { content: truncate(content, 2000), allowedMentions: { parse: [] } };
}

/** The public line when the table extended a deadline itself (an away player's day, an excuse). */
export function extendedNotice(notice: Extract<PendingNotice, { kind: 'extended' }>, words: Pick<TableWords, 'theWait'>): MessagePayload {
  const due = timestamp(notice.due, 'f');
  const wait = words.theWait;
  const who = notice.userIds.map(mention).join(', ');
  const single = notice.userIds.length === 1;
  const left = notice.userIds.map((u, i) => t('kit:away.leftOf', { who: mention(u), count: notice.left[i] ?? 0 })).join(', ');
  const content =
    notice.why === 'excuse'
      ? single
        ? t('kit:away.excused', { who, wait, due, count: notice.left[0] ?? 0 })
        : t('kit:away.excusedSeveral', { who, wait, due, left })
      : single
        ? t('kit:away.waited', { who, wait, due, count: notice.left[0] ?? 0 })
        : t('kit:away.waitedSeveral', { who, wait, due, left });
  return { content, allowedMentions: { parse: [] } };
}
