// The /spiel rules text (under Discord's 2,000 characters; /spiel help is made from the command data).

import { t } from '../../i18n/index.js';

export function rulesText(): string {
  return [
    t('spiel:rules.title'),
    t('spiel:rules.intro'),
    t('spiel:rules.month'),
    t('spiel:rules.brainstorm'),
    t('spiel:rules.publish'),
    t('spiel:rules.value'),
    t('spiel:rules.designers'),
    t('spiel:rules.settlement'),
    t('spiel:rules.trades'),
    t('spiel:rules.ceremony'),
    t('spiel:rules.change'),
  ].join('\n');
}
