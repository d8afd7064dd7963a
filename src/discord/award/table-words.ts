// What the table kit says for The Award Winning Game, in the game's own nouns (an agency, a turn).
// Each word is read from the catalogue in the current language when it is used.
import { t } from '../../i18n/index.js';
import type { TableWords } from '../kit/face.js';

export const TYPE = 'award';

export const WORDS: TableWords = {
  get seat() { return t('award:table.seat'); },
  get seatPlural() { return t('award:table.seatPlural'); },
  get aGame() { return t('award:table.aGame'); },
  get handSummary() { return t('award:table.handSummary'); },
  get notStarted() { return t('award:table.notStarted'); },
  get leftToAi() { return t('award:table.leftToAi'); },
  get leftRetired() { return t('award:table.leftRetired'); },
  get leaveRetireChoice() { return t('award:table.leaveRetireChoice'); },
  get leaveRetireShort() { return t('award:table.leaveRetireShort'); },
  get resolveDescription() { return t('award:table.resolveDescription'); },
  get deadlineDescription() { return t('award:table.deadlineDescription'); },
  get endDescription() { return t('award:table.endDescription'); },
  get removeDescription() { return t('award:table.removeDescription'); },
  extended: (length) => t('award:table.extended', { length }),
  get resolved() { return t('award:table.resolved'); },
  deadlineSet: (length) => t('award:table.deadlineSet', { length }),
  get ended() { return t('award:table.ended'); },
  get removed() { return t('award:table.removed'); },
  get theWait() { return t('award:table.theWait'); },
  get removeWho() { return t('award:table.removeWho'); },
  statsLine: (s) => t('award:table.statsLine', { count: s.topScore }),
};

/** What kit helpers need to read and act for an Award agency. */
export const AWARD = { type: TYPE, words: WORDS };
