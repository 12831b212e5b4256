// Guards the confirmation overlay against process names that hold control characters: a local confirmation about
// such a process (untracking a name whose history would be discarded) is drawn with U+FFFD in place of a newline
// and ESC, so the name neither splits a paragraph nor starts a terminal sequence; the paragraphs stay apart. The
// footer's Tracking List, which shows the same name, stays one line too.
import { afterEach, describe, expect, it } from 'vitest';
import { Screen } from '../../../src/tui/Screen.js';
import { NON_TRACKED_CAPACITY } from '../../../src/model/index.js';
import { appWith, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

describe('confirmation overlay with a control character in a process name', () => {
  it('draws the name on one line with U+FFFD and keeps the paragraphs apart', async () => {
    const odd: ProcessSpec = { pid: 404, name: 'two\nlines\u001b[31m', values: { cpu_percent: 5 } };
    // Tracked, with more history than general retention keeps: untracking it would discard samples, so it asks.
    const now = Date.now();
    const count = NON_TRACKED_CAPACITY + 10;
    const app = appWith({ trackingNames: ['two\nlines\u001b[31m'], snapshots: Array.from({ length: count }, (_, i) => snapshotAt(now - (count - i) * 1_000, [odd])) });
    const r = renderWithProviders(<Screen store={app} />, { width: 120, height: 30 });
    mounted.push(r);
    await r.press('t');
    const frame = await r.waitForFrame((f) => f.includes('y/Enter confirm'), 'the untrack confirmation');
    const lines = frame.split('\n');
    // The name is whole on the first paragraph's line, each control character one U+FFFD.
    expect(lines.some((line) => line.includes('Remove "two\ufffdlines\ufffd[31m" from the working Tracking List'))).toBe(true);
    // Nothing of the name starts a line of its own, and no ESC reached the terminal.
    expect(lines.some((line) => /^\W*lines/.test(line))).toBe(false);
    expect(frame).not.toContain('\u001b[31m');
    // The loss line names the process the same way; the last paragraph is still its own line.
    expect(lines.some((line) => line.includes('two\ufffdlines\ufffd[31m') && line.includes('404'))).toBe(true);
    expect(lines.some((line) => line.includes('Discarded history cannot be recovered'))).toBe(true);
    expect(lines.some((line) => line.includes('Tracking: two\ufffdlines\ufffd[31m  ←→ cell'))).toBe(true);
  });
});
