// What the table kit says for Spiel des Jahres, in the game's own nouns (a company, a month).
// Each word is read from the catalogue in the current language when it is used.
import { t } from '../../i18n/index.js';
import { gameTitle, money, perMonth } from '../../games/spiel/text.js';
import type { TableWords } from '../kit/face.js';

export const TYPE = 'spiel';

export const WORDS: TableWords = {
  get seat() { return t('spiel:table.seat'); },
  get seatPlural() { return t('spiel:table.seatPlural'); },
  get aGame() { return t('spiel:table.aGame'); },
  get handSummary() { return t('spiel:table.handSummary'); },
  get notStarted() { return t('spiel:table.notStarted'); },
  get leftToAi() { return t('spiel:table.leftToAi'); },
  get leftRetired() { return t('spiel:table.leftRetired'); },
  get leaveRetireChoice() { return t('spiel:table.leaveRetireChoice'); },
  get leaveRetireShort() { return t('spiel:table.leaveRetireShort'); },
  get resolveDescription() { return t('spiel:table.resolveDescription'); },
  get deadlineDescription() { return t('spiel:table.deadlineDescription'); },
  get endDescription() { return t('spiel:table.endDescription'); },
  get removeDescription() { return t('spiel:table.removeDescription'); },
  extended: (length) => t('spiel:table.extended', { length }),
  get resolved() { return t('spiel:table.resolved'); },
  deadlineSet: (length) => t('spiel:table.deadlineSet', { length }),
  get ended() { return t('spiel:table.ended'); },
  get removed() { return t('spiel:table.removed'); },
  get theWait() { return t('spiel:table.theWait'); },
  get removeWho() { return t('spiel:table.removeWho'); },
  statsLine: (s) => `${s.best ? t('spiel:table.statsBest', { name: gameTitle(s.best.name), value: perMonth(s.best.value) }) : ''}${t('spiel:table.statsMoney', { money: money(s.topScore) })}`,
};

/** What kit helpers need to read and act for a Spiel company. */
export const SPIEL = { type: TYPE, words: WORDS };
