/**
 * The Discord limits a bot most often trips over, checked the way Discord checks them: a request
 * that breaks one gets `400 {code: 50035, message: 'Invalid Form Body', errors}` (or 50006 for an
 * empty message), so a bug shows up in tests instead of in production.
 */
import { ApplicationCommandOptionType as OptType, MessageFlags } from 'discord.js';
import type { UploadedFile } from './http.js';
import { walkComponents, type LocalMessage, type RawComponent } from './messages.js';

export interface FieldError {
  path: (string | number)[];
  code: string;
  message: string;
}

export interface ApiError {
  status: number;
  body: { code: number; message: string; errors?: unknown };
}

export function apiError(status: number, code: number, message: string): ApiError {
  return { status, body: { code, message } };
}

export function invalidFormBody(errors: FieldError[]): ApiError {
  const tree: Record<string, unknown> = {};
  for (const e of errors) {
    let node = tree;
    for (const key of e.path) {
      const k = String(key);
      node[k] ??= {};
      node = node[k] as Record<string, unknown>;
    }
    const list = ((node._errors as unknown[]) ??= []);
    list.push({ code: e.code, message: e.message });
  }
  return { status: 400, body: { code: 50035, message: 'Invalid Form Body', errors: tree } };
}

type Json = Record<string, unknown>;

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function maxLen(errors: FieldError[], path: (string | number)[], value: unknown, max: number): void {
  const s = str(value);
  if (s !== undefined && [...s].length > max) {
    errors.push({ path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` });
  }
}

function required(errors: FieldError[], path: (string | number)[], value: unknown): void {
  if (value === undefined || value === null || value === '') {
    errors.push({ path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
  }
}

/** Checks a message body (create, edit, interaction reply/update, follow-up). */
export function validateMessageBody(body: Json, opts: { create: boolean; fileCount: number }): ApiError | null {
  const errors: FieldError[] = [];
  const flags = typeof body.flags === 'number' ? body.flags : 0;
  const v2 = (flags & MessageFlags.IsComponentsV2) !== 0;

  maxLen(errors, ['content'], body.content, 2000);

  const embeds = Array.isArray(body.embeds) ? (body.embeds as Json[]) : [];
  if (embeds.length > 10) {
    errors.push({ path: ['embeds'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 10 or fewer in length.' });
  }
  let embedChars = 0;
  embeds.forEach((e, i) => {
    const p = ['embeds', i];
    maxLen(errors, [...p, 'title'], e.title, 256);
    maxLen(errors, [...p, 'description'], e.description, 4096);
    const author = (e.author ?? {}) as Json;
    const footer = (e.footer ?? {}) as Json;
    maxLen(errors, [...p, 'author', 'name'], author.name, 256);
    maxLen(errors, [...p, 'footer', 'text'], footer.text, 2048);
    const fields = Array.isArray(e.fields) ? (e.fields as Json[]) : [];
    if (fields.length > 25) {
      errors.push({ path: [...p, 'fields'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
    }
    fields.forEach((f, j) => {
      required(errors, [...p, 'fields', j, 'name'], f.name);
      required(errors, [...p, 'fields', j, 'value'], f.value);
      maxLen(errors, [...p, 'fields', j, 'name'], f.name, 256);
      maxLen(errors, [...p, 'fields', j, 'value'], f.value, 1024);
      embedChars += (str(f.name) ?? '').length + (str(f.value) ?? '').length;
    });
    embedChars +=
      (str(e.title) ?? '').length +
      (str(e.description) ?? '').length +
      (str(author.name) ?? '').length +
      (str(footer.text) ?? '').length;
  });
  if (embedChars > 6000) {
    errors.push({ path: ['embeds'], code: 'MAX_EMBED_SIZE_EXCEEDED', message: 'Embed size exceeds maximum size of 6000' });
  }

  const components = Array.isArray(body.components) ? (body.components as RawComponent[]) : [];
  if (v2) {
    if (body.content) errors.push({ path: ['content'], code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', message: 'The \'content\' field cannot be used when using MessageFlags.IS_COMPONENTS_V2' });
    if (embeds.length) errors.push({ path: ['embeds'], code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', message: 'The \'embeds\' field cannot be used when using MessageFlags.IS_COMPONENTS_V2' });
    let count = 0;
    walkComponents(components, () => (count += 1));
    if (count > 40) errors.push({ path: ['components'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 40 or fewer in length.' });
  } else {
    if (components.length > 5) {
      errors.push({ path: ['components'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 5 or fewer in length.' });
    }
    components.forEach((row, i) => {
      if (row.type !== 1) {
        errors.push({ path: ['components', i, 'type'], code: 'BASE_TYPE_CHOICES', message: 'Top-level components must be action rows unless the message has the IsComponentsV2 flag.' });
        return;
      }
      const children = Array.isArray(row.components) ? (row.components as RawComponent[]) : [];
      const selects = children.filter((c) => c.type !== 2).length;
      if (children.length === 0 || children.length > 5 || (selects > 0 && children.length > 1)) {
        errors.push({ path: ['components', i, 'components'], code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', message: 'The specified component exceeds the maximum width' });
      }
    });
  }
  checkInteractive(components, ['components'], errors);

  if (opts.create) {
    const empty =
      !str(body.content) &&
      embeds.length === 0 &&
      components.length === 0 &&
      opts.fileCount === 0 &&
      !body.poll &&
      !(Array.isArray(body.sticker_ids) && body.sticker_ids.length);
    if (empty && errors.length === 0) return apiError(400, 50006, 'Cannot send an empty message');
  }
  return errors.length ? invalidFormBody(errors) : null;
}

/** Buttons and selects anywhere in the tree: custom_id present, ≤ 100 and unique; label and option limits. */
function checkInteractive(components: RawComponent[], base: (string | number)[], errors: FieldError[]): void {
  const seen = new Set<string>();
  const visit = (list: unknown[], path: (string | number)[]): void => {
    list.forEach((raw, i) => {
      if (!raw || typeof raw !== 'object') return;
      const c = raw as RawComponent;
      const p = [...path, i];
      if (c.type === 2) {
        const linkOrPremium = c.style === 5 || c.style === 6;
        if (!linkOrPremium) required(errors, [...p, 'custom_id'], c.custom_id);
        if (c.style === 5) required(errors, [...p, 'url'], c.url);
        maxLen(errors, [...p, 'label'], c.label, 80);
      }
      if ([3, 5, 6, 7, 8].includes(c.type)) {
        required(errors, [...p, 'custom_id'], c.custom_id);
        maxLen(errors, [...p, 'placeholder'], c.placeholder, 150);
        if (c.type === 3) {
          const options = Array.isArray(c.options) ? (c.options as Json[]) : [];
          if (options.length < 1 || options.length > 25) {
            errors.push({ path: [...p, 'options'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 25 in length.' });
          }
          const values = new Set<string>();
          options.forEach((o, j) => {
            required(errors, [...p, 'options', j, 'label'], o.label);
            maxLen(errors, [...p, 'options', j, 'label'], o.label, 100);
            maxLen(errors, [...p, 'options', j, 'value'], o.value, 100);
            maxLen(errors, [...p, 'options', j, 'description'], o.description, 100);
            const value = str(o.value) ?? '';
            if (values.has(value)) {
              errors.push({ path: [...p, 'options', j, 'value'], code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', message: 'Component option values must be unique' });
            }
            values.add(value);
          });
          const max = typeof c.max_values === 'number' ? c.max_values : 1;
          if (max > options.length) {
            errors.push({ path: [...p, 'max_values'], code: 'BASE_TYPE_MAX', message: `Must be less than or equal to ${options.length}.` });
          }
        }
      }
      const customId = str(c.custom_id);
      if (customId !== undefined) {
        maxLen(errors, [...p, 'custom_id'], customId, 100);
        if (seen.has(customId)) {
          errors.push({ path: [...p, 'custom_id'], code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' });
        }
        seen.add(customId);
      }
      if (Array.isArray(c.components)) visit(c.components, [...p, 'components']);
      if (c.accessory) visit([c.accessory], [...p, 'accessory']);
    });
  };
  visit(components, base);
}

/** Checks the data of a MODAL callback (type 9). */
export function validateModal(data: Json): ApiError | null {
  const errors: FieldError[] = [];
  required(errors, ['data', 'title'], data.title);
  maxLen(errors, ['data', 'title'], data.title, 45);
  required(errors, ['data', 'custom_id'], data.custom_id);
  maxLen(errors, ['data', 'custom_id'], data.custom_id, 100);
  const rows = Array.isArray(data.components) ? (data.components as RawComponent[]) : [];
  if (rows.length < 1 || rows.length > 5) {
    errors.push({ path: ['data', 'components'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 5 in length.' });
  }
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const p = ['data', 'components', i];
    if (row.type === 18) maxLen(errors, [...p, 'label'], row.label, 45);
    walkComponents([row], (c) => {
      if (c.type === 4) {
        required(errors, [...p, 'custom_id'], c.custom_id);
        if (row.type !== 18) {
          required(errors, [...p, 'label'], c.label);
          maxLen(errors, [...p, 'label'], c.label, 45);
        }
        maxLen(errors, [...p, 'placeholder'], c.placeholder, 100);
        maxLen(errors, [...p, 'value'], c.value, 4000);
      }
      const id = str(c.custom_id);
      if (id !== undefined) {
        if (seen.has(id)) errors.push({ path: [...p, 'custom_id'], code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' });
        seen.add(id);
      }
    });
  });
  return errors.length ? invalidFormBody(errors) : null;
}

/** Checks autocomplete choices (callback type 8). */
export function validateChoices(data: Json): ApiError | null {
  const errors: FieldError[] = [];
  const choices = Array.isArray(data.choices) ? (data.choices as Json[]) : [];
  if (choices.length > 25) {
    errors.push({ path: ['data', 'choices'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
  }
  choices.forEach((c, i) => {
    required(errors, ['data', 'choices', i, 'name'], c.name);
    maxLen(errors, ['data', 'choices', i, 'name'], c.name, 100);
    maxLen(errors, ['data', 'choices', i, 'value'], c.value, 100);
  });
  return errors.length ? invalidFormBody(errors) : null;
}

/** 50006 if an edit would leave a message with nothing to show. */
export function emptyAfterEdit(msg: LocalMessage, body: Json, files: UploadedFile[]): ApiError | null {
  const content = 'content' in body ? body.content : msg.content;
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const embeds = 'embeds' in body ? list(body.embeds) : msg.embeds;
  const components = 'components' in body ? list(body.components) : msg.components;
  const attachments = Array.isArray(body.attachments) ? body.attachments.length : msg.attachments.length + files.length;
  const empty = !content && embeds.length === 0 && components.length === 0 && attachments === 0 && files.length === 0;
  return empty ? apiError(400, 50006, 'Cannot send an empty message') : null;
}

const NAME = /^[-_'\p{L}\p{N}\p{sc=Devanagari}\p{sc=Thai}]{1,32}$/u;

/** The registration rules that most often bite: names, descriptions, option order and counts. */
export function validateCommands(commands: Json[]): ApiError | null {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  commands.forEach((c, i) => {
    const type = c.type ?? 1;
    const key = `${type}:${c.name}`;
    if (seen.has(key)) errors.push({ path: [i, 'name'], code: 'APPLICATION_COMMANDS_DUPLICATE_NAME', message: `Application command names must be unique` });
    seen.add(key);
    checkNamed(c, [i], type === 1, errors);
  });
  return errors.length ? invalidFormBody(errors) : null;
}

function checkNamed(c: Json, path: (string | number)[], chatInput: boolean, errors: FieldError[]): void {
  if (typeof c.name !== 'string' || (chatInput && (!NAME.test(c.name) || c.name !== c.name.toLowerCase()))) {
    errors.push({ path: [...path, 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: `Command name is invalid` });
  }
  if (chatInput && (typeof c.description !== 'string' || c.description.length < 1 || c.description.length > 100)) {
    errors.push({ path: [...path, 'description'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
  }
  // Localized descriptions, names and choice names obey the same limits as the base ones.
  for (const [locale, text] of Object.entries((c.description_localizations as Json | null | undefined) ?? {})) {
    if (typeof text !== 'string' || text.length < 1 || text.length > 100) errors.push({ path: [...path, 'description_localizations', locale], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
  }
  for (const [locale, text] of Object.entries((c.name_localizations as Json | null | undefined) ?? {})) {
    if (typeof text !== 'string' || (chatInput && (!NAME.test(text) || text !== text.toLowerCase()))) errors.push({ path: [...path, 'name_localizations', locale], code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' });
  }
  for (const [j, choice] of (Array.isArray(c.choices) ? (c.choices as Json[]) : []).entries()) {
    for (const [locale, text] of Object.entries((choice.name_localizations as Json | null | undefined) ?? {})) {
      if (typeof text !== 'string' || text.length < 1 || text.length > 100) errors.push({ path: [...path, 'choices', j, 'name_localizations', locale], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
    }
  }
  const options: Json[] = Array.isArray(c.options) ? (c.options as Json[]) : [];
  if (options.length > 25) errors.push({ path: [...path, 'options'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
  let optionalSeen = false;
  const names = new Set<string>();
  options.forEach((o, j) => {
    const p = [...path, 'options', j];
    const name = String(o.name);
    if (names.has(name)) errors.push({ path: [...p, 'name'], code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS', message: 'Option names must be unique' });
    names.add(name);
    const container = o.type === OptType.Subcommand || o.type === OptType.SubcommandGroup;
    if (!container) {
      if (o.required && optionalSeen) errors.push({ path: [...p, 'required'], code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', message: 'Required options must be placed before non-required options' });
      if (!o.required) optionalSeen = true;
      if (Array.isArray(o.choices) && o.choices.length > 25) errors.push({ path: [...p, 'choices'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
      if (o.autocomplete && Array.isArray(o.choices) && o.choices.length) errors.push({ path: [...p, 'autocomplete'], code: 'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_INVALID', message: 'Autocomplete cannot be set with choices' });
    }
    checkNamed(o, p, chatInput, errors);
  });
}

/**
 * Button labels and menu placeholders that were cut to fit (they end in "…" at Discord's limit):
 * legal, so Discord takes them, but words cut short — a translation too long for its place.
 * (Menu options are left out: they carry data, card texts and names, cut by design.)
 */
export function cutLabels(body: Json): string[] {
  const out: string[] = [];
  const cut = (text: unknown, max: number) => typeof text === 'string' && text.length === max && text.endsWith('…');
  const rows = (body as { components?: { components?: Record<string, unknown>[] }[] } | null)?.components ?? [];
  for (const row of rows) {
    for (const c of row.components ?? []) {
      if (c.type === 2 && cut(c.label, 80)) out.push(String(c.label));
      if (typeof c.type === 'number' && c.type >= 3 && c.type <= 8 && cut(c.placeholder, 150)) out.push(String(c.placeholder));
    }
  }
  return out;
}
