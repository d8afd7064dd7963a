// The hidden-information scan for end-to-end games: after every step, every public message (and
// each of its earlier versions) and every ephemeral reply is checked for card names that the
// reader could not know at that moment. What a reader may know comes from the stored state,
// never from what the bot rendered.
import Database from 'better-sqlite3';
import type { APIEmbed } from 'discord.js';
import type { PlayerId } from '../../src/engine/game.js';
import { CARDS, type CardId } from '../../src/games/spiel/cards.js';
import { Knowledge } from '../../src/games/spiel/knowledge.js';
import type { SpielState } from '../../src/games/spiel/types.js';
import type { LocalMessage } from '../support/fake-discord.js';
import { sceneOf } from '../../src/render/painter.js';
import { sceneStrings } from '../../src/render/scene.js';
import type { Table } from './harness.js';

const labelOf = (id: CardId) => {
  const c = CARDS[id];
  if (!c) throw new Error(`no card ${id}`);
  return c.kind === 'idea' ? c.title : c.name;
};

/** Every word a picture shows: read from the scene each PNG carries (a PNG without one is a failure). */
export function pictureWords(attachments: readonly { readonly filename: string; readonly data: Buffer }[]): string[] {
  return attachments
    .filter((a) => a.filename.endsWith('.png'))
    .flatMap((a) => {
      const scene = sceneOf(a.data);
      if (!scene) throw new Error(`picture ${a.filename} carries no scene: what it shows cannot be checked`);
      return sceneStrings(scene);
    });
}

/** Every piece of text a reader sees in a message version: content, embeds, labels, options, pictures. */
function readable(content: string, embeds: readonly APIEmbed[], components: unknown, attachments: readonly { readonly filename: string; readonly data: Buffer }[] = []): string {
  const parts = [content, ...pictureWords(attachments)];
  for (const e of embeds) parts.push(e.title ?? '', e.description ?? '', e.footer?.text ?? '', ...(e.fields ?? []).flatMap((f) => [f.name, f.value]));
  const walk = (c: unknown) => {
    if (Array.isArray(c)) c.forEach(walk);
    else if (c && typeof c === 'object') {
      const o = c as Record<string, unknown>;
      for (const key of ['label', 'placeholder', 'description', 'content']) if (typeof o[key] === 'string') parts.push(o[key] as string);
      for (const v of Object.values(o)) if (typeof v === 'object') walk(v);
    }
  };
  walk(components);
  return parts.join('\n');
}

export interface Leak {
  readonly where: string;
  readonly label: string;
}

/** Scans a table's messages after each step; collects leaks instead of throwing. */
export class HiddenCardScan {
  private readonly knowledge: Knowledge;
  private readonly seen = new Map<string, number>();
  readonly leaks: Leak[] = [];
  scans = 0;
  /** Pictures read (each version of each message counts its PNGs). */
  pictures = 0;

  constructor(
    private readonly table: Table,
    private readonly gameId: number,
    private readonly seats: ReadonlyMap<string, PlayerId>,
  ) {
    this.knowledge = new Knowledge([...seats.values()]);
  }

  private state(): SpielState {
    const db = new Database(this.table.dbPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT state FROM games WHERE id = ?').get(this.gameId) as { state: string } | undefined;
      if (!row?.state) throw new Error(`game ${this.gameId} has no state`);
      return JSON.parse(row.state) as SpielState;
    } finally {
      db.close();
    }
  }

  /** Names of cards that are hidden from `viewer` (null: the public) and share no name with a card they may know. */
  hiddenLabels(viewer: PlayerId | null): Set<string> {
    const known = new Set<string>();
    const hidden = new Set<string>();
    for (const c of CARDS) (this.knowledge.allowed(viewer, c.id) ? known : hidden).add(labelOf(c.id));
    for (const l of known) hidden.delete(l);
    return hidden;
  }

  private check(message: LocalMessage, viewer: PlayerId | null, where: string): void {
    const versions = [...message.history.map((h) => readable(h.content, h.embeds, h.components, h.attachments)), readable(message.content, message.embeds, message.components, message.attachments)];
    const from = this.seen.get(message.id) ?? 0;
    if (from >= versions.length) return;
    const hidden = this.hiddenLabels(viewer);
    this.pictures += [...message.history.slice(from).map((h) => h.attachments), ...(from <= message.history.length ? [message.attachments] : [])].flat().length;
    for (const text of versions.slice(from)) {
      for (const label of hidden) {
        if (new RegExp(`(^|[^A-Za-z])${label}([^A-Za-z]|$)`).test(text)) this.leaks.push({ where: `${where} ${message.id}`, label });
      }
    }
    this.seen.set(message.id, versions.length);
  }

  /** Learns from the stored state, then checks every message version not checked yet. */
  scan(): void {
    const state = this.state();
    this.knowledge.learn(state);
    for (const c of state.companies) c.notes.drew.forEach((id) => this.knowledge.private.get(c.id)?.add(id));
    this.scans++;
    for (const m of this.table.discord.channelMessages(this.table.channel)) this.check(m, null, 'public');
    for (const [userId, seat] of this.seats) for (const m of this.table.discord.ephemeral(userId)) this.check(m, seat, `ephemeral to ${seat}`);
  }
}
