// A scene: what one picture shows, as plain JSON data built from a view by a game's face (the
// only input to drawing, so a leak test can read every picture's content from its scene). The
// painter turns a scene into a PNG; identical scenes give identical PNGs and are drawn once.
import { createHash } from 'node:crypto';

/**
 * Where Discord shows a picture: an embed's image is scaled down to fit a box of 400 × 300 CSS
 * pixels on a desktop (smaller on a phone), never scrolled or zoomed, never scaled up. Pictures
 * are laid out in these units — 400 wide, at most 300 high, so a unit is a CSS pixel where Discord
 * shows them — and drawn at SCALE (painter.ts) pixels per unit for sharp screens. Content that
 * does not fit is split into several pictures by the face that builds the scenes, never shrunk.
 */
export const BOX = { width: 400, height: 300 } as const;

/** The smallest text a picture may show, in CSS pixels at the size Discord shows it. */
export const SMALLEST_TEXT = 11;

/** A Spiel card: a title with an upper and a lower element symbol. */
export interface ElementCard {
  readonly title: string;
  readonly upper: string;
  readonly lower: string;
  /** A designer contract (drawn with a darker edge and a person at its corner). */
  readonly designer?: boolean;
  /** A trend card (drawn with a gold edge). */
  readonly trend?: boolean;
  /** The index the text and the menus use for this card. */
  readonly index?: number;
}

/** A published (or planned) game: its cards stacked, each covering the lower symbol of the one before. */
export interface Stack {
  readonly name: string;
  readonly cards: readonly ElementCard[];
  /** The symbols left showing (highlighted). */
  readonly visible: readonly string[];
  /** Under the stack: its value, its owner… */
  readonly caption: readonly string[];
  /** Shown faded and struck (a game knocked out). */
  readonly out?: boolean;
}

/** A game as one tile of a table: its name, the symbols it shows and its value. */
export interface GameTile {
  readonly name: string;
  readonly visible: readonly string[];
  readonly value: string;
}

/** A game in the running at the ceremony: a row of its picture. */
export interface Contender {
  readonly name: string;
  readonly visible: readonly string[];
  /** Beside its symbols: its value and owner. */
  readonly caption: string;
  /**
   * One per column of the ceremony: 'in' (it showed a symbol of that card, or survived that
   * step), 'out' (knocked out there), '' (it was out already, or not concerned).
   */
  readonly marks: readonly ('in' | 'out' | '')[];
  /** One per visible symbol: whether a card it stayed in by asked for it (drawn ringed in the trend's gold). */
  readonly lit?: readonly boolean[];
  /** The Spiel des Jahres. */
  readonly winner?: boolean;
}

/** Tokens by skill. */
export interface TokenCount {
  readonly A: number;
  readonly D: number;
  readonly T: number;
}

/** An Award card with its printed text. */
export interface TextCard {
  readonly title: string;
  /** Its kind as printed ("Account", "Scandal"…), in the reader's words. */
  readonly kind: string;
  readonly body: string;
  readonly index?: number;
  /** Its card family ("account", "scandal"…: the game's own ids, never shown), which picks its colour in any language. */
  readonly family?: string;
}

export type Scene =
  | {
      readonly kind: 'hand';
      readonly title: string;
      /** In the order the text numbers them: idea cards, then designer cards. */
      readonly cards: readonly ElementCard[];
      /** Written when there is no card at all ("No cards"), in the reader's words. */
      readonly empty?: string;
    }
  | {
      readonly kind: 'stacks';
      readonly title: string;
      readonly stacks: readonly Stack[];
      /** Lines beside a featured game (its value's breakdown). */
      readonly lines?: readonly string[];
      /** One game shown large: its cards on the left, its name, caption and lines beside them (a preview, the winning game). */
      readonly feature?: boolean;
    }
  | {
      readonly kind: 'table';
      readonly title: string;
      /** Each company: a heading (name, money) and its games as tiles; `empty` under one without games. */
      readonly companies: readonly { readonly heading: string; readonly games: readonly GameTile[]; readonly empty?: string }[];
    }
  | { readonly kind: 'trend'; readonly title: string; readonly card: ElementCard; readonly lines: readonly string[] }
  | {
      readonly kind: 'ceremony';
      readonly title: string;
      /**
       * Left to right: each trend card turned (`label` its number; a card set aside is not a
       * `trend` card, and drawn faded), and the comparison of values (no card, `label` "€").
       */
      readonly columns: readonly { readonly label: string; readonly card?: ElementCard }[];
      readonly rows: readonly Contender[];
      /** Under the rows: who won the Spiel des Jahres, or that no game did. */
      readonly lines: readonly string[];
    }
  | {
      readonly kind: 'chart';
      readonly title: string;
      readonly xLabel: string;
      /** The value axis: its round steps (from \`chartTicks\`), each with its label in the reader's words ("€30k", "30 Tsd. €"). */
      readonly ticks: readonly { readonly value: number; readonly label: string }[];
      readonly series: readonly { readonly name: string; readonly values: readonly number[] }[];
    }
  | AwardScene;

// ---------------------------------------------------------------------------------------------
// The Award Winning Game's table pictures: the table at a glance (agency tiles), a hand as
// printed cards, the auction. Laid out for Discord's box (award-layout.ts): 400 units wide, at
// most 300 high, no text under 11 units; a table or hand too large for one is several pictures.

/** One line of an agency tile: a card in play, or a note about the agency. */
export interface TileItem {
  readonly kind: 'creative' | 'account' | 'award' | 'note';
  readonly name: string;
  /** A creative's tokens; an Account's allocated tokens. */
  readonly tokens?: TokenCount;
  /** An Account's upkeep: what of it is not allocated is drawn as missing. */
  readonly upkeep?: TokenCount;
  /** Beside the name, muted: an Account's income, a creative's salary due. */
  readonly tag?: string;
  /** Drawn in red (an under-staffed Account, a salary due). */
  readonly warn?: boolean;
}

/** An agency as the table shows it (its public state). */
export interface AgencyTile {
  /** 1-based, as the text numbers seats. */
  readonly seat: number;
  readonly name: string;
  readonly cash: string;
  /** The Player card's name. */
  readonly player: string;
  /** How many cards the hand holds (the cards themselves are hidden). */
  readonly hand: number;
  readonly available: TokenCount;
  readonly expended: TokenCount;
  readonly items: readonly TileItem[];
  /** Whose turn it is. */
  readonly active?: boolean;
  readonly winner?: boolean;
  /** Out of the game: drawn faded. */
  readonly out?: boolean;
}

/** A line of the table's own tile: a label and its value (a count, a card's name). */
export interface PileLine {
  readonly label: string;
  readonly value: string;
  /** Muted, after the value (the newest card of a discard pile). */
  readonly note?: string;
}

/** The tile of the table itself: the turn, whose it is and its phase, the decks and discards. */
export interface TableTile {
  /** Whose turn (drawn after a turn marker), or who won (after a trophy, with `ended`). */
  readonly active: string;
  readonly ended?: boolean;
  /** The phase, and what the game waits for. */
  readonly lines: readonly string[];
  readonly piles: readonly PileLine[];
  /** The words of the token legend: what a solid chip and an outlined chip are. */
  readonly legend: { readonly available: string; readonly expended: string };
}

/** One bidder's row in the auction picture. */
export interface BidRow {
  readonly name: string;
  readonly bid: TokenCount;
  /** "+ 1 bribe", in the reader's words. */
  readonly bribes?: string;
  readonly value: number | null;
  /** "high", "in", "out", in the reader's words. */
  readonly state: string;
  readonly high?: boolean;
  readonly out?: boolean;
  /** Asked to bid now: the word for it ("to bid"). */
  readonly prompted?: string;
  /** Muted, after the bid ("not eligible now"). */
  readonly note?: string;
}

export type AwardScene =
  | {
      /** One picture of the table: the table's tile (on the first), then agencies in seat order. */
      readonly kind: 'award-board';
      /** The turn: the table's tile's heading, or the picture's where the tile is on another. */
      readonly title: string;
      readonly table?: TableTile;
      readonly agencies: readonly AgencyTile[];
    }
  | {
      /** Printed cards in a grid (a page of a hand, the card being played). */
      readonly kind: 'award-cards';
      readonly title: string;
      readonly cards: readonly TextCard[];
      /** Cards to a row (award-layout's cardPages chose it for this picture). */
      readonly columns: number;
    }
  | {
      readonly kind: 'award-auction';
      readonly title: string;
      /** Under the title, muted: who drew the card, the host. */
      readonly subtitle: string;
      readonly card: TextCard;
      /** The high bid, or that there is none. */
      readonly high: string;
      readonly bidders: readonly BidRow[];
    };

/** A picture a message carries: its file name, its alt text and the scene it is drawn from. */
export interface Picture {
  readonly name: string;
  readonly description: string;
  readonly scene: Scene;
}

/** The scene's content hash: the cache key, and part of the file name (a changed picture is a new file). */
export function sceneHash(scene: Scene): string {
  return createHash('sha256').update(JSON.stringify(scene)).digest('base64url').slice(0, 16);
}

/** Every string in a scene (what a picture can show), for leak checks. */
export function sceneStrings(scene: unknown): string[] {
  if (typeof scene === 'string') return [scene];
  if (Array.isArray(scene)) return scene.flatMap(sceneStrings);
  if (scene && typeof scene === 'object') return Object.values(scene).flatMap(sceneStrings);
  return [];
}

/**
 * The same scene with every string passed through `f` (e.g. mentions to display names). Parts in
 * which no string changes are the scene's own (a scene is data nobody mutates), so a scene
 * without a mention comes back as it was, without a copy.
 */
export function mapStrings<T>(scene: T, f: (s: string) => string): T {
  const walk = (x: unknown): unknown => {
    if (typeof x === 'string') return f(x);
    if (Array.isArray(x)) {
      let out: unknown[] | null = null;
      for (let i = 0; i < x.length; i++) {
        const v = walk(x[i]);
        if (v !== x[i]) (out ??= x.slice())[i] = v;
      }
      return out ?? x;
    }
    if (x && typeof x === 'object') {
      let out: Record<string, unknown> | null = null;
      for (const [k, v] of Object.entries(x)) {
        if (k === 'kind') continue;
        const w = walk(v);
        if (w !== v) (out ??= { ...x })[k] = w;
      }
      return out ?? x;
    }
    return x;
  };
  return walk(scene) as T;
}
