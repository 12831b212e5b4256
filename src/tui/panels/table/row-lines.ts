// The table's rows as drawn lines, kept per row between frames: a cell whose value did not change keeps its text (no
// formatting), and a row whose cells' texts did not change keeps its line (no assembling, and the memoized row
// element skips React's reconciling), so a frame after a new sample touches only what changed (issue 32). Lines are
// cut to the table's width here (the table draws its body as one Text, which ink cannot cut line by line).
import type { ProcessRowView } from '../../../app/view.js';
import { isCgroupColumn } from '../../../app/preferences.js';
import { cgroupValue, type Column } from '../../columns.js';
import { truncateLine } from '../../format.js';
import { assembleRow, fittedCell, type DotnetViews } from './row-format.js';

/** One row's line and what it was drawn from. */
interface DrawnRow {
  line: string;
  columns: readonly Column[];
  prefix: string;
  width: number;
  cellKey: string | null;
  ghost: boolean;
  tracked: boolean;
  /** Per column, the value its cell shows (compared with Object.is: numbers, bigints and strings by value). */
  readonly inputs: unknown[];
  /** Per column, the cell's fitted text. */
  readonly cells: string[];
  /** The frame that last showed it: rows not shown in a frame are dropped at its end. */
  frame: number;
}

/** What a cell shows, to compare with the last frame's (the .NET view by identity: views are replaced, never changed). */
function inputOf(row: ProcessRowView, column: Column, dotnet: DotnetViews | undefined): unknown {
  const key = column.key;
  if (key === 'pid') return row.pid;
  if (key === 'name') return row.name;
  if (key === 'dotnet') return dotnet?.[row.key];
  if (isCgroupColumn(key)) return cgroupValue(row, key);
  return row.values[key as keyof ProcessRowView['values']];
}

/** The lines of the rows a table shows, formatted again only where something a row shows changed. */
export class RowLines {
  readonly #rows = new Map<string, DrawnRow>();
  #frame = 0;
  /** Cells formatted and lines assembled since this cache was made (what tests count). */
  cellsFormatted = 0;
  linesAssembled = 0;

  /** Starts a frame: rows not asked for before `end` are forgotten then. */
  begin(): void {
    this.#frame += 1;
  }

  /** The row's line cut to `width` columns, the same string as the last frame's where nothing it shows changed. */
  line(row: ProcessRowView, columns: readonly Column[], prefix: string, dotnet: DotnetViews | undefined, cellKey: string | null, width = Infinity): string {
    let drawn = this.#rows.get(row.key);
    if (drawn === undefined) {
      drawn = { line: '', columns, prefix, width, cellKey, ghost: row.ghost, tracked: row.tracked, inputs: [], cells: [], frame: this.#frame };
      this.#rows.set(row.key, drawn);
    }
    drawn.frame = this.#frame;
    let dirty = drawn.line === '' || drawn.width !== width || drawn.cellKey !== cellKey || drawn.ghost !== row.ghost || drawn.tracked !== row.tracked;
    if (drawn.columns !== columns || drawn.prefix !== prefix) {
      // Other columns or another tree branch: every cell anew.
      drawn.columns = columns;
      drawn.prefix = prefix;
      drawn.inputs.length = 0;
      drawn.cells.length = 0;
      dirty = true;
    }
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      const input = inputOf(row, column, dotnet);
      if (i < drawn.inputs.length && Object.is(drawn.inputs[i], input)) continue;
      drawn.inputs[i] = input;
      this.cellsFormatted += 1;
      const text = fittedCell(row, column, prefix, dotnet);
      if (text !== drawn.cells[i]) {
        drawn.cells[i] = text;
        dirty = true;
      }
    }
    if (dirty) {
      drawn.width = width;
      drawn.cellKey = cellKey;
      drawn.ghost = row.ghost;
      drawn.tracked = row.tracked;
      drawn.line = truncateLine(assembleRow(row, columns, drawn.cells, cellKey), width);
      this.linesAssembled += 1;
    }
    return drawn.line;
  }

  /** Ends a frame: forgets the rows it did not show (scrolled away, exited). */
  end(): void {
    for (const [key, drawn] of this.#rows) if (drawn.frame !== this.#frame) this.#rows.delete(key);
  }
}
