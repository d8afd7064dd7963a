// A modal's submission as the Discord client makes it: the fields mirror the modal's layout
// (action rows or labels), and what the client would refuse (unknown or empty required fields,
// text outside its lengths, a second submission) is refused here.
import { ComponentType } from 'discord.js';
import type { InteractionHandle } from './interactions.js';
import { componentData } from './payloads.js';
import type { RawComponent } from './messages.js';
import type { LocalChannel, LocalRole, LocalUser } from './model.js';
import type { LocalState } from './state.js';

/** Values a select takes: option values, or users, roles and channels for those selects. */
export type Values = (string | LocalUser | LocalRole | LocalChannel)[];

/** The `data` of the MODAL_SUBMIT interaction for `values` typed into the modal `shownBy` was answered with. */
export async function modalSubmission(state: LocalState, user: LocalUser, shownBy: InteractionHandle, values: Record<string, string | Values>): Promise<Record<string, unknown>> {
    const modal = await shownBy.modal();
    if (user !== shownBy.user) throw new Error(`LocalDiscord: the modal was shown to ${shownBy.user.username}, not ${user.username}`);
    if (shownBy.modalSubmitted) throw new Error(`LocalDiscord: the modal "${modal.custom_id}" was already submitted`);
    const known = new Set<string>();
    const guild = state.guildOf(shownBy.channel);
    const resolved: Record<string, Record<string, unknown>> = {};
    const field = (c: RawComponent): Record<string, unknown> => {
      const id = String(c.custom_id);
      known.add(id);
      const out: Record<string, unknown> = { type: c.type, ...(typeof c.id === 'number' ? { id: c.id } : {}), custom_id: id };
      if (c.type === ComponentType.TextInput) {
        const raw = values[id];
        if (raw !== undefined && typeof raw !== 'string') throw new Error(`LocalDiscord: modal field "${id}" is a text input; give a string`);
        const value = raw ?? '';
        const label = String(c.label ?? id);
        if (c.required !== false && value === '') throw new Error(`LocalDiscord: modal field "${label}" (${id}) is required; Discord would not let the user submit it empty`);
        if (value !== '' && typeof c.min_length === 'number' && value.length < c.min_length) throw new Error(`LocalDiscord: modal field "${label}" needs at least ${c.min_length} characters`);
        if (typeof c.max_length === 'number' && value.length > c.max_length) throw new Error(`LocalDiscord: modal field "${label}" allows at most ${c.max_length} characters`);
        out.value = value;
      } else {
        if (c.type === ComponentType.FileUpload) throw new Error(`LocalDiscord: modal field "${id}" is a file upload, which the local Discord does not support yet`);
        const picked = values[id] ?? [];
        const list = typeof picked === 'string' ? [picked] : picked;
        if (c.required === false && list.length === 0) {
          out.values = [];
          return out;
        }
        checkSelectValues(c, list, `modal field "${id}"`);
        const data = componentData(state, user, guild, shownBy.channel, id, c.type as ComponentType, list);
        out.values = data.values;
        for (const [kind, entries] of Object.entries((data.resolved ?? {}) as Record<string, Record<string, unknown>>)) {
          Object.assign((resolved[kind] ??= {}), entries);
        }
      }
      return out;
    };
    const components = ((modal.components ?? []) as RawComponent[]).map((top): Record<string, unknown> => {
      if (top.type === ComponentType.ActionRow) {
        return { type: 1, components: ((top.components ?? []) as RawComponent[]).map(field) };
      }
      if (top.type === ComponentType.Label) {
        return { type: top.type, ...(typeof top.id === 'number' ? { id: top.id } : {}), component: field(top.component as RawComponent) };
      }
      return { type: top.type, ...(typeof top.id === 'number' ? { id: top.id } : {}) };
    });
    const unknown = Object.keys(values).filter((k) => !known.has(k));
    if (unknown.length) throw new Error(`LocalDiscord: modal "${modal.custom_id}" has no field(s) ${unknown.join(', ')} (has: ${[...known].join(', ')})`);
    shownBy.modalSubmitted = true;
    const data: Record<string, unknown> = {
      custom_id: modal.custom_id,
      components,
      ...(Object.keys(resolved).length ? { resolved } : {}),
    };
  return data;
}

/** The checks the Discord client applies before sending a select: value count and, for string selects, known options. */
export function checkSelectValues(component: RawComponent, values: Values, where: string): void {
  const min = typeof component.min_values === 'number' ? component.min_values : 1;
  const max = typeof component.max_values === 'number' ? component.max_values : 1;
  if (values.length < min || values.length > max) {
    throw new Error(`LocalDiscord: ${where} takes ${min}..${max} values, got ${values.length}`);
  }
  if (component.type === ComponentType.StringSelect) {
    const allowed = ((component.options as { value: string }[] | undefined) ?? []).map((o) => o.value);
    const bad = values.filter((v) => typeof v !== 'string' || !allowed.includes(v));
    if (bad.length) throw new Error(`LocalDiscord: ${where} has no option(s) ${bad.map(String).join(', ')} (has: ${allowed.join(', ')})`);
  }
}
