// Guards the Samples inspector panel (issue 32) as drawn from a real App's published inspector: exact values in full
// with separators and signed deltas, a gap drawn as a dash (never 0), the cursor's row inverted and kept on screen
// and marked ▸, kept on screen as the cursor moves (the list scrolls only as far as needed), Max @ time, MA5 at the cursor, A, B and B−A with
// the elapsed time ("+52,551,680 B in 18 s"), the empty state, the focus mark, rows kept from the previous frame equal to rows formatted afresh; the pure reducer and scrolling;
// exact formatting.
import '../../support/force-color.js';
import { Box, Text } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { formatDifference, formatElapsed, formatExact, formatSigned } from '../../../src/tui/exact.js';
import { fit } from '../../../src/tui/format.js';
import type { SamplesView } from '../../../src/app/graphs/samples.js';
import { firstVisibleRow, INITIAL_SAMPLES_PANEL, samplesPanelReducer } from '../../../src/tui/panels/samples/reducer.js';
import { SamplesInspector, samplesLines, samplesListRows } from '../../../src/tui/panels/samples/SamplesInspector.js';
import { useReducer } from 'react';
import { keyOfSpec, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const T0 = Date.UTC(2026, 11, 6, 8, 32, 0);
const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

/** private bytes per second: 127,332,352 for 13 s, then +10,510,336 a second for 5 s, then flat; no sample at 7 s. */
function leak(i: number): bigint {
  return 127_332_352n + 10_510_336n * BigInt(Math.max(0, Math.min(5, i - 13)));
}
const spec = (i: number): ProcessSpec => ({ pid: 4321, name: 'memory-eater', values: { private_bytes: leak(i) } });

function app(samples = 30): App {
  const a = new App({ revisionInstance: 'test' });
  for (let i = 0; i < samples; i++) a.applySnapshot(snapshotAt(T0 + i * 1000, i === 7 ? [] : [spec(i)]));
  a.actions.addGraph({ kind: 'process', key: keyOfSpec(spec(0)), metricId: 'private_bytes' });
  return a;
}

/** The inspector with its reducer, as the Screen holds it: the top line it reports drawn is its next state. */
function Inspector({ samples, height, focused }: { samples: SamplesView | null; height: number; focused: boolean }) {
  const [state, dispatch] = useReducer(samplesPanelReducer, INITIAL_SAMPLES_PANEL);
  return <SamplesInspector panel={{ samples }} state={state} onDrawn={(topMs) => dispatch({ type: 'drawn', topMs })} width={56} height={height} focused={focused} />;
}

function draw(a: App, height = 20, focused = false): Rendered {
  const r = renderWithProviders(<Inspector samples={a.getView().graphs.samples} height={height} focused={focused} />, { width: 56, height });
  mounted.push(r);
  return r;
}

const cursorLine = (r: Rendered) => r.lines().find((line) => line.startsWith('▸')) ?? '';

describe('the Samples panel', () => {
  it('lists exact values and signed deltas, the cursor row inverted at the newest sample while following', () => {
    const a = app();
    const r = draw(a);
    const frame = r.frame();
    expect(frame).toMatch(/Samples #1 PrivBytes {2}memory-eater \(PID 4321/);
    expect(frame).toMatch(/08:32:29 +179,884,032 +\+0/);
    expect(frame).toMatch(/08:32:18 +179,884,032 +\+10,510,336/);
    expect(cursorLine(r)).toContain('08:32:29');
    expect(frame).toContain('Max  179,884,032 B @ 08:32:18');
    expect(frame).toContain('MA5  179,884,032 B @ 08:32:29');
    expect(frame).toContain('A    not set');
    expect(frame).toContain('B−A  -');
  });

  it('shows a missing sample as a dash with no delta on either side, and A/B with B−A and the elapsed time', () => {
    const a = app();
    a.actions.graphs.moveCursor(-24); // 08:32:05
    a.actions.graphs.setMarker('a');
    a.actions.graphs.moveCursor(13); // 08:32:18
    a.actions.graphs.setMarker('b');
    a.actions.graphs.moveCursor(-11); // 08:32:07, the gap
    const r = draw(a);
    const frame = r.frame();
    expect(frame).toMatch(/08:32:07 +- +- *\n/);
    expect(frame).toMatch(/08:32:08 +127,332,352 +- *\n/);
    expect(frame).toMatch(/A +08:32:05 +127,332,352 +\+0/);
    expect(frame).toContain('A    08:32:05  127,332,352 B');
    expect(frame).toContain('B    08:32:18  179,884,032 B');
    expect(frame).toContain('B−A  +52,551,680 B in 13 s');
    // The cursor on the gap: no moving average there, and no value made up.
    expect(frame).toContain('MA5  - @ 08:32:07');
    expect(cursorLine(r)).toContain('08:32:07');
  });

  it('keeps the cursor row on screen as the cursor moves, scrolling only as far as needed', async () => {
    const a = app();
    const r = renderWithProviders(<Inspector samples={a.getView().graphs.samples} height={12} focused />, { width: 56, height: 12 });
    mounted.push(r);
    // 12 lines: title, header, 5 rows, 5 summary lines. Following: rows 25..29 with the cursor at the bottom.
    expect(r.frame()).toContain('▶ Samples #1');
    expect(r.frame()).toContain('08:32:25');
    for (let step = 1; step <= 6; step++) {
      a.actions.graphs.moveCursor(-1);
      r.rerender(<Inspector samples={a.getView().graphs.samples} height={12} focused />);
      await r.press();
      const seconds = 29 - step;
      expect(cursorLine(r)).toContain(`08:32:${seconds}`);
      // Up to the top row the list stays put; beyond it, the cursor row is the top row.
      expect(r.frame()).toContain(`08:32:${Math.min(25, seconds)}`);
      expect(r.frame()).not.toContain(`08:32:${Math.min(25, seconds) + 5}`);
    }
  });

  it('says there is nothing to inspect without a Graph', () => {
    const r = renderWithProviders(<Inspector samples={null} height={8} focused={false} />, { width: 56, height: 8 });
    mounted.push(r);
    expect(r.frame()).toContain('No Graph to inspect');
  });
});

describe('Samples panel state', () => {
  it('keeps the top line drawn, and resets it', () => {
    const drawn = samplesPanelReducer(INITIAL_SAMPLES_PANEL, { type: 'drawn', topMs: 3000 });
    expect(drawn).toEqual({ topMs: 3000 });
    expect(samplesPanelReducer(drawn, { type: 'reset' })).toBe(INITIAL_SAMPLES_PANEL);
  });

  it('scrolls only as far as keeps the cursor row visible', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ atMs: i * 1000 }));
    expect(firstVisibleRow({ rows: rows as never, cursorRow: 19 }, 5, null)).toBe(15);
    expect(firstVisibleRow({ rows: rows as never, cursorRow: 17 }, 5, 15_000)).toBe(15);
    expect(firstVisibleRow({ rows: rows as never, cursorRow: 14 }, 5, 15_000)).toBe(14);
    expect(firstVisibleRow({ rows: rows as never, cursorRow: 19 }, 5, 10_000)).toBe(15);
    expect(firstVisibleRow({ rows: rows as never, cursorRow: 3 }, 5, null)).toBe(0);
    expect(firstVisibleRow({ rows: [], cursorRow: 0 }, 5, null)).toBe(0);
  });

});

describe('exact formatting', () => {
  it('writes integers in full with separators, beyond 2^53 exactly, signs differences and gaps as dashes', () => {
    expect(formatExact(18_446_744_073_709_551_614n)).toBe('18,446,744,073,709,551,614');
    expect(formatExact(999n)).toBe('999');
    expect(formatExact(-1_234n)).toBe('-1,234');
    expect(formatExact(12.345)).toBe('12.35');
    expect(formatExact(1234.5)).toBe('1,234.50');
    expect(formatExact(null)).toBe('-');
    expect(formatSigned(0n)).toBe('+0');
    expect(formatSigned(-4096n)).toBe('-4,096');
    expect(formatSigned(0.5)).toBe('+0.50');
    expect(formatSigned(-0.001)).toBe('+0.00');
    expect(formatSigned(null)).toBe('-');
  });

  it('writes B−A with the unit and the elapsed time', () => {
    expect(formatDifference({ value: 52_551_680n, elapsedMs: 18_000 }, 'bytes')).toBe('+52,551,680 B in 18 s');
    expect(formatDifference({ value: -3n, elapsedMs: -2_500 }, 'count')).toBe('-3 in -2.5 s');
    expect(formatDifference({ value: 1.5, elapsedMs: 125_000 }, 'percent')).toBe('+1.50 % in 2 min 5 s');
    expect(formatDifference(null, 'bytes')).toBe('-');
    expect(formatElapsed(2 * 3600_000 + 61_000)).toBe('2 h 1 min');
    expect(formatElapsed(0)).toBe('0 s');
  });

  // A row the previous frame drew is taken from it, not formatted again: what comes out must be the fresh rows.
  it('draws the rows kept from the previous frame as it formats them afresh (new sample, marker, cursor moved)', () => {
    const a = app();
    const visible = 12;
    const linesOf = (view: SamplesView, width = 56) => samplesLines(view, width, visible, firstVisibleRow(view, visible, null));
    const steps: (() => void)[] = [
      () => a.applySnapshot(snapshotAt(T0 + 30_000, [spec(30)])),
      () => a.actions.graphs.moveCursor(-3),
      () => a.actions.graphs.setMarker('a'),
      () => a.actions.graphs.moveCursor(-1),
      () => a.actions.graphs.setMarker('b'),
      () => a.actions.graphs.clearMarkers(),
    ];
    linesOf(a.getView().graphs.samples!);
    for (const step of steps) {
      step();
      const view = a.getView().graphs.samples!;
      const kept = linesOf(view);
      // Another width first: nothing drawn before is reused.
      linesOf(view, 40);
      expect(kept).toEqual(linesOf(view));
      linesOf(view);
    }
  });

  // The rows, blank lines and summary are one Text (issue 32): the frame, styles included, is the one drawn with a
  // Text per line before.
  for (const [samples, height] of [
    [30, 20],
    [6, 24],
  ] as const) {
    it(`draws the frame its Text-per-line form drew (${samples} samples, ${height} lines)`, () => {
      const view = app(samples).getView().graphs.samples!;
      const r = draw(app(samples), height);
      const visible = samplesListRows(height);
      const lines = samplesLines(view, 56, visible, firstVisibleRow(view, visible, null));
      const perLine = renderWithProviders(
        <Box flexDirection="column" width={56} height={height} overflowY="hidden">
          <Text wrap="truncate">{fit(lines.title, 56, 'left')}</Text>
          <Text wrap="truncate" dimColor>
            {lines.header}
          </Text>
          {lines.rows.map((row, i) => (
            <Text key={i} wrap="truncate" inverse={row.cursor}>
              {row.text}
            </Text>
          ))}
          {Array.from({ length: visible - lines.rows.length }, (_, i) => (
            <Text key={`pad${i}`}> </Text>
          ))}
          {lines.summary.map((line, i) => (
            <Text key={`s${i}`} wrap="truncate">
              {line}
            </Text>
          ))}
        </Box>,
        { width: 56, height },
      );
      mounted.push(perLine);
      expect(r.rawFrame()).toContain('\u001b[7m▸');
      expect(r.rawFrame()).toBe(perLine.rawFrame());
    });
  }
});
