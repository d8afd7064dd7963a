// Talking to the local table's page server, and showing what it refused.

/** A registered option, as Discord stores it. */
export interface CommandOption {
  type: number;
  name: string;
  description?: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: { name: string; value: string | number }[];
  options?: CommandOption[];
  min_value?: number;
  max_value?: number;
}

/** The table as the page sees it. */
export interface Table {
  name: string;
  bot: string;
  deadlineMinutes: number;
  /** A table's thread (issue 33) names its parent channel and whether it is archived. */
  channels: { id: string; name: string; thread?: { parentId: string; archived: boolean } }[];
  people: { id: string; name: string; username: string; owner: boolean }[];
  dm: string | null;
  commands: { name: string; description: string; options?: CommandOption[] }[];
}

/** GET (no body) or POST (a JSON body) to the page server; rejects with its error's words. */
export async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(data.error ?? `HTTP ${response.status}`);
  return data;
}

let hide: number | undefined;

/** A refusal, shown above the message box for a few seconds. */
export function showNotice(error: unknown): void {
  const notice = document.getElementById('notice');
  if (!notice) return;
  notice.textContent = error instanceof Error ? error.message : String(error);
  notice.hidden = false;
  window.clearTimeout(hide);
  hide = window.setTimeout(() => (notice.hidden = true), 6000);
}
