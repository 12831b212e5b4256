// Shared by the tmux tests of the Samples inspector (live and in the Log view): its rows read off the screen, the
// exact number formats it uses, and moving its cursor one sample per key to a given time.
import type { LiveApp } from './live-app.js';

/** One inspector row as drawn: "▸A 08:32:13.250  127,332,352  +0". */
export interface InspectorRow {
  readonly cursor: boolean;
  readonly marks: string;
  readonly time: string;
  readonly value: string;
  readonly delta: string;
}

const ROW = /(?:^|\s)([▸ ])([AB ]{2})(\d\d:\d\d:\d\d(?:\.\d{3})?) +([-\d,]+) +([-+\d,]+)\s*$/;

/** The inspector's rows on a screen: the part right of the Graphs (or below them) that matches the row pattern. */
export function inspectorRows(lines: readonly string[]): InspectorRow[] {
  const rows: InspectorRow[] = [];
  for (const line of lines) {
    const match = ROW.exec(line);
    if (match) rows.push({ cursor: match[1] === '▸', marks: match[2]!.trim(), time: match[3]!, value: match[4]!, delta: match[5]! });
  }
  return rows;
}

export const grouped = (value: bigint): string => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const signed = (value: bigint): string => (value < 0n ? `-${grouped(-value)}` : `+${grouped(value)}`);
/** A sample time as UTC with milliseconds (the drill-down's title), or to the second. */
export const withMs = (iso: string): string => iso.slice(11, 23);
export const toSecond = (iso: string): string => iso.slice(11, 19);

const cursorTime = (lines: readonly string[]) => inspectorRows(lines).find((r) => r.cursor)?.time;

/** Waits for the inspector's cursor row at `time`; the screen then. */
export function inspectorCursorAt(app: LiveApp, time: string): Promise<string[]> {
  return app.tmux.waitForScreen(app.pane, (lines) => cursorTime(lines) === time, `the cursor at ${time}`, { timeoutMs: 5_000 });
}

/** Moves the focused inspector's cursor to `time`: one sample per key, each press waiting for the cursor row to move. */
export async function moveInspectorCursor(app: LiveApp, time: string): Promise<string[]> {
  for (let i = 0; i < 80; i++) {
    const current = cursorTime(await app.screen());
    if (current === time) break;
    await app.tmux.sendKeys(app.pane, current !== undefined && current < time ? 'Down' : 'Up');
    await app.tmux.waitForScreen(app.pane, (lines) => cursorTime(lines) !== current, 'the cursor to move one sample', { timeoutMs: 5_000 });
  }
  return inspectorCursorAt(app, time);
}
