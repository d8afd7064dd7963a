// Numbers and amounts as each language writes them; answers are remembered per language and
// per format, so asking for one format never answers for another.
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber } from './index.js';

describe('numbers and money through Intl', () => {
  it('GIVEN one number asked for with 0 and then 1 digit, in English and German THEN each answer has its own format', () => {
    expect(formatNumber(1.5, 'en', 0)).toBe('2');
    expect(formatNumber(1.5, 'en', 1)).toBe('1.5');
    expect(formatNumber(1.5, 'de', 1)).toBe('1,5');
    expect(formatNumber(30000, 'de')).toBe('30.000');
    expect(formatNumber(30000, 'en')).toBe('30,000');
  });

  it('GIVEN one amount in euros and dollars, in English and German THEN each is written with its own sign and separators', () => {
    expect(formatCurrency(30000, 'EUR', 'en')).toBe('€30,000');
    expect(formatCurrency(30000, 'USD', 'en')).toBe('US$30,000');
    expect(formatCurrency(30000, 'EUR', 'de')).toBe('30.000\u00a0€');
    expect(formatCurrency(-30000, 'EUR', 'de')).toBe('30.000\u00a0€'); // the sign is the caller's
  });
});
