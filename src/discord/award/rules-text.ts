// The /award rules text (under Discord's 4,096-character embed limit in every language; a test
// checks it). /award help is made from the command data. Words: `award-rules:rules.*`.
import { t } from '../../i18n/index.js';
import { cardName } from './text.js';

export function rulesTitle(): string {
  return t('award-rules:rules.title');
}

export function rulesText(): string {
  return [
    t('award-rules:rules.intro'),
    '',
    t('award-rules:rules.agency'),
    '',
    t('award-rules:rules.turn'),
    t('award-rules:rules.management'),
    t('award-rules:rules.action'),
    t('award-rules:rules.anyTime'),
    t('award-rules:rules.endTurn'),
    '',
    t('award-rules:rules.auctions', { bribe: cardName('T2a') }),
    '',
    t('award-rules:rules.assets'),
    '',
    t('award-rules:rules.async'),
    '',
    t('award-rules:rules.hands'),
  ].join('\n');
}
