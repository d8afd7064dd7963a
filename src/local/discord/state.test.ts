import { describe, expect, it } from 'vitest';
import { pinged } from './state.js';

const A = '1574678891434475520';
const B = '1574678891434475521';

describe('who a message pings', () => {
  it('GIVEN no allowed_mentions THEN every user mention in the content pings', () => {
    expect(pinged(`<@${A}> and <@!${B}>, again <@${A}>`, undefined)).toEqual([A, B]);
  });
  it('GIVEN allowed_mentions with parse: [] THEN nobody is pinged, though the content names them', () => {
    expect(pinged(`<@${A}> <@${B}>`, { parse: [] })).toEqual([]);
  });
  it('GIVEN allowed_mentions listing one user THEN only that user is pinged', () => {
    expect(pinged(`<@${A}> <@${B}>`, { parse: [], users: [B] })).toEqual([B]);
  });
  it('GIVEN parse: ["users"] THEN every user mention pings', () => {
    expect(pinged(`<@${A}> <@${B}>`, { parse: ['users'] })).toEqual([A, B]);
  });
});
