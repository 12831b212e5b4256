// Guards the pure parts of Process Info's and the table's habits: open files grouped per exact path with their handle
// counts (a file opened 300 times is one line saying 300), the Log view's recorded Image and "not recorded" tabs,
// the A/B delta per metric (exact samples at the marker times only, "-" otherwise), the copy text of each line, the
// OSC 52 sequence, and Esc clearing an applied filter.
import { describe, expect, it } from 'vitest';
import type { CaptureView, ProcessInfoView } from '../../../src/app/process-info/feature.js';
import { processInfoAb } from '../../../src/app/process-info/ab.js';
import type { ProcessRowView } from '../../../src/app/view.js';
import { PROCESS_LAYOUT } from '../../../src/model/metrics.js';
import { TargetHistory } from '../../../src/model/history.js';
import { osc52, copyToClipboard, OSC52_MAX_BYTES } from '../../../src/tui/clipboard.js';
import { groupFiles, NOT_RECORDED, tabEntries, tabLines } from '../../../src/tui/process-info.js';
import { INITIAL_TABLE_STATE, tableReducer } from '../../../src/tui/panels/table/reducer.js';
import { INITIAL_PROCESS_INFO_DIALOG } from '../../../src/tui/state/process-info.js';
import { selectedCopy } from '../../../src/tui/components/ProcessInfoDialog.js';

type FileRow = CaptureView<'files'> extends infer C ? (C extends { status: 'done'; rows: infer R } ? R extends readonly (infer E)[] ? E : never : never) : never;
const file = (path: string, handle: string | null, kind: FileRow['kind'] = 'file'): FileRow => ({ path, handle, kind, size_bytes: '10' }) as FileRow;

const row: ProcessRowView = { key: '42:100:app', pid: 42, name: 'app', user: 'me', path: '/usr/bin/app', parentKey: null, kernelThread: false, tracked: false, ghost: false, values: { private_bytes: 4096n, cpu_percent: 1.5 }, unavailable: {} };

function liveInfo(files: readonly FileRow[]): ProcessInfoView {
  return { key: row.key, pid: 42, name: 'app', recorded: null, captures: { files: { status: 'done', startedAtMs: 0, finishedAtMs: 1, rows: files, partial: false, warnings: [] } } };
}

describe('Files tab', () => {
  it('groups 300 descriptors on one path into one line saying 300, most handles first, the cwd counting no handle', () => {
    const rows = [file('/tmp/cwd', null, 'directory'), file('/var/log/a.log', '3'), ...Array.from({ length: 300 }, (_, i) => file('/tmp/many', String(10 + i))), file('/var/log/a.log', '4')];
    const groups = groupFiles(rows);
    expect(groups.map((g) => [g.path, g.handles])).toEqual([
      ['/tmp/many', 300],
      ['/var/log/a.log', 2],
      ['/tmp/cwd', 0],
    ]);
    const lines = tabLines('files', liveInfo(rows), [row])!;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ +300 file +10 {2}\/tmp\/many$/);
  });

  it('copies the selected line\'s path (the list cursor), after moving and filtering', () => {
    const info = liveInfo([file('/tmp/b', '3'), file('/tmp/a', '4'), file('/tmp/a', '5')]);
    expect(selectedCopy(info, [row], { ...INITIAL_PROCESS_INFO_DIALOG, tab: 'files' })).toBe('/tmp/a');
    expect(selectedCopy(info, [row], { ...INITIAL_PROCESS_INFO_DIALOG, tab: 'files', scroll: { ...INITIAL_PROCESS_INFO_DIALOG.scroll, files: 1 } })).toBe('/tmp/b');
    expect(selectedCopy(info, [row], { ...INITIAL_PROCESS_INFO_DIALOG, tab: 'files', filter: { ...INITIAL_PROCESS_INFO_DIALOG.filter, files: 'nothing' } })).toBeNull();
  });
});

describe('Process Info in the Log view', () => {
  const recorded: ProcessInfoView = {
    key: row.key,
    pid: 42,
    name: 'app',
    captures: {},
    recorded: { identity: { pid: 42, name: 'app', startTimeMs: Date.UTC(2026, 11, 6, 8, 0, 0), startToken: '100' }, path: '/usr/bin/app', user: 'me', parent: { pid: 1, name: 'init' }, logName: 'rec.jsonl' },
  };

  it('shows the recorded definition as Image and says "not recorded" on Files, DLLs and Environment', () => {
    const image = tabLines('image', recorded, [row])!;
    expect(image.find((l) => l.startsWith('Path'))).toContain('/usr/bin/app');
    expect(image.find((l) => l.startsWith('Started'))).toContain('2026-12-06 08:00:00 UTC');
    expect(image.find((l) => l.startsWith('Parent'))).toContain('1 (init)');
    expect(image.find((l) => l.startsWith('Command line'))).toContain('not recorded');
    for (const tab of ['files', 'modules', 'environment'] as const) expect(tabLines(tab, recorded, [row])).toEqual([NOT_RECORDED]);
    expect(tabEntries('image', recorded, [row])!.find((e) => e.line.startsWith('Path'))!.copy).toBe('/usr/bin/app');
  });
});

describe('A/B on the Metrics tab', () => {
  const history = new TargetHistory(PROCESS_LAYOUT, 16);
  history.append(1_000, { private_bytes: 1_000n, cpu_percent: 2 });
  history.append(2_000, { private_bytes: 1_500n });
  history.append(19_000, { private_bytes: 52_552_680n, cpu_percent: 4 });

  it('gives B−A with the elapsed time for every metric with exact values at both markers, "-" otherwise', () => {
    const ab = processInfoAb(history, 1_000, 19_000)!;
    expect(ab.metrics.private_bytes).toEqual({ a: 1_000n, b: 52_552_680n, delta: 52_551_680n });
    const lines = tabLines('metrics', liveInfo([]), [row], undefined, ab)!;
    expect(lines.find((l) => l.includes(' private_bytes'))).toContain('A 1,000 B  B 52,552,680 B  B−A +52,551,680 B in 18 s');
    expect(lines.find((l) => l.includes(' cpu_percent'))).toContain('B−A +2 % in 18 s');
    // A metric without a sample at one marker: its missing value and delta are "-".
    const partial = processInfoAb(history, 2_000, 19_000)!;
    expect(partial.metrics.cpu_percent).toEqual({ a: null, b: 4, delta: null });
    expect(tabLines('metrics', liveInfo([]), [row], undefined, partial)!.find((l) => l.includes(' cpu_percent'))).toContain('A -  B 4 %  B−A -');
  });

  it('never takes a neighbouring sample for a marker time between samples, and is absent without markers', () => {
    expect(processInfoAb(history, 1_500, 19_000)!.metrics.private_bytes).toEqual({ a: null, b: 52_552_680n, delta: null });
    expect(processInfoAb(history, null, null)).toBeNull();
    expect(tabLines('metrics', liveInfo([]), [row])!.some((l) => l.includes('B−A'))).toBe(false);
  });
});

describe('copy through OSC 52', () => {
  it('writes ESC ] 52 ; c ; base64 BEL for the UTF-8 text, and refuses what no terminal takes', () => {
    expect(osc52('/tmp/ä b')).toBe(`\u001b]52;c;${Buffer.from('/tmp/ä b').toString('base64')}\u0007`);
    const written: string[] = [];
    expect(copyToClipboard('/usr/bin/app', { write: (d: string) => written.push(d) })).toContain('/usr/bin/app');
    expect(written).toEqual([osc52('/usr/bin/app')]);
    expect(osc52('x'.repeat(OSC52_MAX_BYTES + 1))).toBeNull();
    expect(copyToClipboard('x'.repeat(OSC52_MAX_BYTES + 1), { write: () => expect.fail('nothing is written') })).toMatch(/^Not copied/);
  });
});

describe('Esc on the table', () => {
  it('clears an applied filter and keeps the selected process', () => {
    const filtered = { ...INITIAL_TABLE_STATE, filter: 'app', selectedKey: row.key, selectedIndex: 0 };
    expect(tableReducer(filtered, { type: 'clear_filter' })).toEqual({ ...filtered, filter: '' });
    expect(tableReducer(INITIAL_TABLE_STATE, { type: 'clear_filter' })).toBe(INITIAL_TABLE_STATE);
  });
});
