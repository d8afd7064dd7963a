// Words cut short to fit: a button label or menu placeholder at Discord's limit ending in "…".
import { describe, expect, it } from 'vitest';
import type { ButtonId } from '../../discord/custom-id.js';
import { button } from '../../discord/format.js';
import { cutLabels } from './validation.js';

describe('labels cut to fit', () => {
  it('GIVEN a button whose label is longer than 80 characters and a menu whose placeholder fits THEN only the button is named as cut', () => {
    const long = button('x:1' as ButtonId, 'Einen Kreativen aus deiner Hand für die Gebühr anstellen und gleich danach einen Marker lernen');
    const short = button('x:2' as ButtonId, 'Anstellen');
    const body = { components: [{ type: 1, components: [long, short] }, { type: 1, components: [{ type: 3, custom_id: 'x:3', placeholder: 'Wähle eine Karte', options: [] }] }] };
    expect(cutLabels(JSON.parse(JSON.stringify(body)))).toEqual([(long as { label: string }).label]);
    expect((long as { label: string }).label).toHaveLength(80);
  });
});
