// Replaces ink 6's build/output.js in the bundled application (scripts/build.mjs): the same frame, built row by row,
// where a row placed exactly as in the previous frame is not built again. ink builds each frame's output from scratch:
// a grid of one object per terminal cell (7,200 at 160x45), every text written into it tokenized into styled
// characters, then every row turned back into a string; its caches live for one frame only. With the process table
// repainting each second, that was the largest part of the application's idle CPU (issue 31, docs/testing.md
// "monitor-cost"): ansi-tokenize, string-width and the garbage of the cells. Here a frame first collects, per row,
// the texts placed on it (after clipping and transformers, exactly as ink places them); a row whose placements are
// the same as the previous frame's row at that height (or, after a scroll, as the previous frame's row that began
// with the same text) reuses that row's string, compared text by text without building a key, and only the other
// rows are built, by ink's own code. A table row that is one pre-formatted line (src/tui/panels/table/
// ProcessTable.tsx) is one placement: rows whose text did not change cost a string comparison. In a row that is built
// again, the texts placed unchanged since the previous frame (a table line beside a Graph's new plot line) reuse
// their pieces from that frame (issue 32: the frame's garbage).
import { ansiCodesToString, diffAnsiCodes, styledCharsFromTokens, tokenize } from '@alcalzone/ansi-tokenize';
import sliceAnsi from 'slice-ansi';
import stringWidth from 'string-width';
import { fastWidestLine, narrowWidth } from './ink-fast-string-width.js';

type StyledChar = ReturnType<typeof styledCharsFromTokens>[number];
type Styles = StyledChar['styles'];
type Transformer = (line: string, index: number) => string;
interface Clip {
  readonly x1?: number;
  readonly x2?: number;
  readonly y1?: number;
  readonly y2?: number;
}
type Operation = { type: 'write'; x: number; y: number; text: string; transformers: readonly Transformer[] } | { type: 'clip'; clip: Clip } | { type: 'unclip' };

/** Texts kept across frames (tokenized texts, widths); a frame of 160x45 uses a few hundred. */
export const MAX_CACHED_TEXTS = 4096;

/** A Map that forgets its oldest entry beyond MAX_CACHED_TEXTS (insertion order; a frame re-adds what it uses). */
class BoundedCache<V> {
  private readonly map = new Map<string, V>();

  get(key: string, make: (key: string) => V): V {
    let value = this.map.get(key);
    if (value === undefined) {
      value = make(key);
      this.map.set(key, value);
      if (this.map.size > MAX_CACHED_TEXTS) this.map.delete(this.map.keys().next().value!);
    }
    return value;
  }

  get size(): number {
    return this.map.size;
  }
}

const styledChars = new BoundedCache<readonly StyledChar[]>();
const widths = new BoundedCache<number>();
const stringWidthOf = (text: string): number => widths.get(text, stringWidth);

/** What was placed on one row: x and text pairs in write order. */
type Placements = { x: number; line: string }[];

/** A row of a frame: what was placed on it and the string built from that. */
interface BuiltRow {
  readonly placements: Placements;
  readonly row: string;
}

/** The previous frame's rows (at most one frame's), by height and by the first text placed on them. */
let previousFrame: { width: number; rows: BuiltRow[]; byFirstText: Map<string, BuiltRow> } = { width: -1, rows: [], byFirstText: new Map() };

/** How many rows the last frames built (`cells`: of them, cell by cell, ink's way) and reused (for the unit tests and the bench's notes). */
export const rowCounts = { built: 0, reused: 0, cells: 0 };

function samePlacements(a: Placements, b: Placements): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.x !== b[i]!.x || a[i]!.line !== b[i]!.line) return false;
  return true;
}

/** The previous frame's string of a row placed as `placements` at height `y`, if it had one. */
function previousRow(width: number, y: number, placements: Placements): string | undefined {
  if (previousFrame.width !== width) return undefined;
  const same = previousFrame.rows[y];
  if (same !== undefined && samePlacements(same.placements, placements)) return same.row;
  const first = placements[0];
  const moved = first === undefined ? undefined : previousFrame.byFirstText.get(first.line);
  return moved !== undefined && samePlacements(moved.placements, placements) ? moved.row : undefined;
}

/** A row without its trailing white space, as ink trims it; the same string where it has none (no copy). */
const trimmedEnd = (row: string): string => (/\s$/.test(row) ? row.trimEnd() : row);

/** Printable ASCII only: one column per character, no escape sequence, nothing to tokenize. */
const PLAIN = /^[\x20-\x7e]*$/;

/**
 * The row as ink would build it when every placement is plain ASCII, starts inside the row and none overlaps the one
 * before (most rows: a table line without colour, the panels' texts side by side): the texts with spaces between.
 * Null when the row needs ink's way.
 */
function plainRow(width: number, placements: Placements): string | null {
  let row = '';
  for (const { x, line } of placements) {
    if (x < row.length || x > width || !PLAIN.test(line)) return null;
    row += ' '.repeat(x - row.length) + line;
  }
  return trimmedEnd(row);
}

/** The styles at one end of a placed text, and the codes ink's string of the text alone has at that end for them. */
interface Edge {
  /** The styles of the text's first (or last) character: ink's reduced codes. */
  readonly styles: Styles;
  /** Length of the codes that open them before the first character (or close them after the last one). */
  readonly codesLength: number;
}

const UNSTYLED: Edge = { styles: [], codesLength: 0 };

/** A placed text of narrow characters as ink's row string has it on its own: from no style back to no style. */
interface Segment {
  readonly text: string;
  readonly width: number;
  readonly start: Edge;
  readonly end: Edge;
}

/** ink's string of a skeleton (a text's colour codes with one stand-in per run between them), and its ends' styles. */
interface SkeletonString {
  readonly text: string;
  readonly start: Edge;
  readonly end: Edge;
}

/**
 * Keyed by skeleton, not by text: a Graph's plot line is a new text every frame (its dots move) but its colour codes,
 * and so its skeleton, stay the same. Caching the texts themselves filled the cache with lines used once, which
 * outlived the young generation and were left for a full garbage collection in some later frame (issue 32).
 */
const skeletons = new BoundedCache<SkeletonString | null>();

/** A colour code, kept by split(). */
const SGR_CODE = /(\u001B\[[\d;]*m)/;
/** Stands for one run of text between colour codes (a private-use character: never in a narrow text). */
const RUN = '\uE000';

/** ink's string of a skeleton; null when ink would not keep each stand-in as one character of its own. */
function skeletonString(skeleton: string): SkeletonString | null {
  const chars = styledCharsFromTokens(tokenize(skeleton));
  const runs = skeleton.split(RUN).length - 1;
  if (chars.length !== runs || chars.some((char) => char.value !== RUN)) return null;
  const first = chars[0];
  const last = chars.at(-1);
  return {
    text: styledCharsToString(chars),
    // styledCharsToString opens the first character's styles before it and closes the last one's after it.
    start: first === undefined ? UNSTYLED : { styles: first.styles, codesLength: ansiCodesToString(first.styles).length },
    end: last === undefined ? UNSTYLED : { styles: last.styles, codesLength: ansiCodesToString(diffAnsiCodes(last.styles, [])).length },
  };
}

/** The segments of the texts placed in this frame and in the previous one: a text placed unchanged is not split again. */
let segmentsNow = new Map<string, Segment | null>();
let segmentsBefore = new Map<string, Segment | null>();

function cachedSegmentOf(line: string): Segment | null {
  let segment = segmentsNow.get(line);
  if (segment !== undefined) return segment;
  segment = segmentsBefore.get(line);
  if (segment === undefined) segment = segmentOf(line);
  segmentsNow.set(line, segment);
  return segment;
}

/**
 * ink's string of one narrow text on its own. Within a run of characters between two colour codes every character has
 * the same style, so ink's string has no code inside the run: the text's skeleton, each run one stand-in character,
 * is tokenized (once: cached), and the runs are put back in place of the stand-ins. A text without colour codes is
 * its own string.
 */
function segmentOf(line: string): Segment | null {
  const width = narrowWidth(line);
  if (width < 0) return null;
  if (!line.includes('\u001B')) return { text: line, width, start: UNSTYLED, end: UNSTYLED };
  const parts = line.split(SGR_CODE);
  const runs: string[] = [];
  let skeleton = '';
  parts.forEach((part, index) => {
    if (index % 2 === 1) skeleton += part;
    else if (part.length > 0) {
      runs.push(part);
      skeleton += RUN;
    }
  });
  const form = skeletons.get(skeleton, skeletonString);
  if (form === null) return null;
  let next = 0;
  return { text: form.text.replaceAll(RUN, () => runs[next++]!), width, start: form.start, end: form.end };
}

/**
 * The row as ink would build it when every placement is narrow text (scripts/ink-fast-string-width.ts) inside the row
 * and none overlaps the one before: each placement's own string (cached by text), with spaces between. ink's string
 * of the whole row changes style from one character to the next; at a placement's edges that is the same as closing
 * its styles and opening the next one's from none, unless two styled placements touch: then ink goes from one style
 * straight to the other, so the first one's closing codes and the second one's opening codes give way to ink's own
 * difference between the two characters' styles (the header's bold title beside its bold coloured LIVE, issue 31).
 * Any other row is null and built ink's way. Most rows of the Graphs: a changed plot line costs its own text, its
 * unchanged borders and neighbours nothing.
 */
function segmentedRow(width: number, placements: Placements): string | null {
  let row = '';
  let end = 0;
  // The end of the last character placed (a text's last one; blank cells close every style), and its closing codes,
  // which the row ends with.
  let touching = UNSTYLED;
  for (const { x, line } of placements) {
    if (x < end || x < 0) return null;
    const segment = cachedSegmentOf(line);
    if (segment === null || x + segment.width > width) return null;
    if (x > end) touching = UNSTYLED;
    // An empty text places nothing (its string is empty): what touches its end is what touched its start.
    if (segment.width === 0) continue;
    if (touching.styles.length > 0 && segment.start.styles.length > 0) {
      row = row.slice(0, row.length - touching.codesLength) + ansiCodesToString(diffAnsiCodes(touching.styles, segment.start.styles)) + segment.text.slice(segment.start.codesLength);
    } else {
      row += ' '.repeat(x - end) + segment.text;
    }
    touching = segment.end;
    end = x + segment.width;
  }
  return trimmedEnd(row);
}

/** ink's styledCharsToString with the same string: no style codes computed between two characters of the same styles. */
function styledCharsToString(chars: readonly StyledChar[]): string {
  let text = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (i === 0) text += ansiCodesToString(char.styles);
    else {
      const before = chars[i - 1]!.styles;
      // ink's difference between equal reduced styles is no code at all (each code is kept by the other side).
      if (!sameStyles(before, char.styles)) text += ansiCodesToString(diffAnsiCodes(before, char.styles));
    }
    text += char.value;
    if (i === chars.length - 1) text += ansiCodesToString(diffAnsiCodes(char.styles, []));
  }
  return text;
}

/** Whether two reduced style lists hold the same codes in the same order. */
function sameStyles(a: Styles, b: Styles): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.code !== b[i]!.code || a[i]!.endCode !== b[i]!.endCode) return false;
  return true;
}

/** A blank cell of ink's grid (read only: cells are replaced, never changed). */
const BLANK: StyledChar = { type: 'char', value: ' ', fullWidth: false, styles: [] };

/** One row as ink builds it: blank cells, each placement's styled characters over them, back to a string. */
function buildRow(width: number, placements: Placements): string {
  const plain = plainRow(width, placements) ?? segmentedRow(width, placements);
  if (plain !== null) return plain;
  rowCounts.cells++;
  const row: (StyledChar | undefined)[] = [];
  for (let x = 0; x < width; x++) row.push(BLANK);
  for (const { x, line } of placements) {
    let offsetX = x;
    for (const character of styledChars.get(line, (text) => styledCharsFromTokens(tokenize(text)))) {
      row[offsetX] = character;
      // Determine printed width using string-width to align with measurement
      const characterWidth = Math.max(1, stringWidthOf(character.value));
      // For multi-column characters, clear following cells to avoid stray spaces/artifacts
      for (let index = 1; index < characterWidth; index++) row[offsetX + index] = { type: 'char', value: '', fullWidth: false, styles: character.styles };
      offsetX += characterWidth;
    }
  }
  // See https://github.com/vadimdemedes/ink/pull/564#issuecomment-1637022742
  return styledCharsToString(row.filter((item): item is StyledChar => item !== undefined)).trimEnd();
}

export default class Output {
  readonly width: number;
  readonly height: number;
  private readonly operations: Operation[] = [];

  constructor(options: { width: number; height: number }) {
    this.width = options.width;
    this.height = options.height;
  }

  write(x: number, y: number, text: string, options: { transformers: readonly Transformer[] }): void {
    if (!text) return;
    this.operations.push({ type: 'write', x, y, text, transformers: options.transformers });
  }

  clip(clip: Clip): void {
    this.operations.push({ type: 'clip', clip });
  }

  unclip(): void {
    this.operations.push({ type: 'unclip' });
  }

  get(): { output: string; height: number } {
    const rows: Placements[] = [];
    for (let y = 0; y < this.height; y++) rows.push([]);
    const clips: Clip[] = [];
    for (const operation of this.operations) {
      if (operation.type === 'clip') clips.push(operation.clip);
      if (operation.type === 'unclip') clips.pop();
      if (operation.type !== 'write') continue;
      const { text, transformers } = operation;
      let { x, y } = operation;
      let lines = text.split('\n');
      const clip = clips.at(-1);
      if (clip) {
        const clipHorizontally = typeof clip.x1 === 'number' && typeof clip.x2 === 'number';
        const clipVertically = typeof clip.y1 === 'number' && typeof clip.y2 === 'number';
        // If text is positioned outside of clipping area altogether, skip to the next operation
        if (clipHorizontally) {
          const width = fastWidestLine(text);
          if (x + width < clip.x1! || x > clip.x2!) continue;
        }
        if (clipVertically) {
          const height = lines.length;
          if (y + height < clip.y1! || y > clip.y2!) continue;
        }
        if (clipHorizontally) {
          lines = lines.map((line) => {
            const from = x < clip.x1! ? clip.x1! - x : 0;
            const width = stringWidthOf(line);
            const to = x + width > clip.x2! ? clip.x2! - x : width;
            return sliceAnsi(line, from, to);
          });
          if (x < clip.x1!) x = clip.x1!;
        }
        if (clipVertically) {
          const from = y < clip.y1! ? clip.y1! - y : 0;
          const height = lines.length;
          const to = y + height > clip.y2! ? clip.y2! - y : height;
          lines = lines.slice(from, to);
          if (y < clip.y1!) y = clip.y1!;
        }
      }
      let offsetY = 0;
      for (let [index, line] of lines.entries()) {
        const placements = rows[y + offsetY];
        // Line can be missing if `text` is taller than height of pre-initialized output
        if (!placements) continue;
        for (const transformer of transformers) line = transformer(line, index);
        placements.push({ x, line });
        offsetY++;
      }
    }
    const built: BuiltRow[] = [];
    const byFirstText = new Map<string, BuiltRow>();
    const output: string[] = [];
    for (let y = 0; y < rows.length; y++) {
      const placements = rows[y]!;
      let row = previousRow(this.width, y, placements);
      if (row === undefined) {
        row = buildRow(this.width, placements);
        rowCounts.built++;
      } else {
        rowCounts.reused++;
      }
      const entry = { placements, row };
      built.push(entry);
      if (placements.length > 0 && !byFirstText.has(placements[0]!.line)) byFirstText.set(placements[0]!.line, entry);
      output.push(row);
    }
    previousFrame = { width: this.width, rows: built, byFirstText };
    segmentsBefore = segmentsNow;
    segmentsNow = new Map();
    return { output: output.join('\n'), height: rows.length };
  }
}

/** How many texts the cross-frame caches hold now (for the unit test that holds the bound). */
export function cachedTextCount(): number {
  return Math.max(styledChars.size, widths.size, skeletons.size);
}
