// Guards the footers that list a view's keys from the one key table: the Log view's footer (a real App loading a
// saved log through the Log list, drawn by ink-testing-library) shows the recorded rows, then ←→ frame, Home/End,
// g/G, Esc/l back to Live, filter, sort, help and quit, stays while the cursor moves, follows a filter, and gives way
// to the Live footer on Esc; the Graph view's footer comes from the same table.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { footerKeys, KEYMAP } from '../../../src/tui/keymap.js';
import { panelFooterText } from '../../../src/tui/footer.js';
import { Screen } from '../../../src/tui/Screen.js';
import { appWith, KEYS, renderWithProviders, snapshotAt, type Rendered } from '../../support/render.js';

const FIXTURE = join(import.meta.dirname, '../../fixtures/recordings/v3-basic.log');
const mounted: Rendered[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const footer = (r: Rendered) => r.lines().filter((line) => line.trim() !== '').at(-1)!;

async function inLogView(): Promise<Rendered> {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-footer-'));
  dirs.push(dir);
  copyFileSync(FIXTURE, join(dir, 'basic.log'));
  const app = appWith({ snapshots: [snapshotAt(Date.now(), [{ pid: 101, name: 'alpha' }])], recordingDirectory: dir });
  const r = renderWithProviders(<Screen store={app} />, { width: 160, height: 30 });
  mounted.push(r);
  await r.press('l');
  await r.waitForFrame((frame) => frame.includes('basic.log'), 'the Log list');
  await r.press(KEYS.enter);
  await r.waitForFrame((frame) => frame.includes('LOG basic.log'), 'the Log view');
  return r;
}

describe('the Log view footer', () => {
  it('lists the Log view keys from the key table after the recorded rows', async () => {
    const r = await inLogView();
    const line = footer(r);
    expect(line).toMatch(/^\d+\/\d+ recorded {2}/);
    expect(line).toContain(footerKeys('log_view'));
    for (const item of ['←→ frame', 'Home/End first/last', 'Esc/l Live', 'g add Graph', 'G Graphs', '/ filter', 's/S/R sort', 'F1/? help', 'q quit']) expect(line).toContain(item);
    // The view's own keys come first.
    expect(line.indexOf('←→ frame')).toBeLessThan(line.indexOf('/ filter'));
    // Every item names a key the Log view resolves.
    for (const entry of KEYMAP.filter((e) => (e.contexts as readonly string[]).includes('log_view'))) {
      const word = (entry as { footer?: Record<string, string> }).footer?.log_view;
      if (word !== undefined) expect(line).toContain(word);
    }
  });

  it('stays while the time cursor moves, follows a filter, and gives way to the Live footer on Esc', async () => {
    const r = await inLogView();
    const before = footer(r);
    await r.press(KEYS.home);
    await r.waitForFrame((frame) => /frame 1\/3 /.test(frame), 'the first frame');
    expect(footer(r)).toBe(before);
    await r.press('/', 'z', 'z', 'z');
    expect(footer(r)).toMatch(/^Filter: zzz█/);
    await r.press(KEYS.enter);
    expect(footer(r)).toMatch(/^0\/\d+ recorded filter "zzz" {2}←→ frame/);
    await r.press(KEYS.escape);
    await r.waitForFrame((frame) => !frame.includes('LOG basic.log'), 'back to Live');
    expect(footer(r)).toMatch(/procs .*Tracking: none {2}←→ cell {2}g graph {2}k\/F9 kill {2}G Graphs {2}Tab focus {2}F1\/\? help {2}q quit$/);
  });
});

describe('a focused panel\'s footer', () => {
  it('names the panel and lists its own table\'s keys, then the global ones', () => {
    expect(panelFooterText('graphs')).toBe(
      'Graphs: ←→ cursor  PgUp/PgDn span  f fit  [/] pan  a/b markers  A/B jump  x clear  ↑↓ Graph  z zero  L columns  Del remove  m Raw/MA5  v Samples  D drill-down  G hide  Tab focus  e CSV  F1/? help  q quit',
    );
    expect(panelFooterText('samples')).toMatch(/^Samples: ↑↓ sample  PgUp\/PgDn page  .*D drill-down/);
    expect(panelFooterText('system')).toBe('System: ←→ metric  ↑↓ line  g graph  Tab focus  F1/? help  q quit');
  });
});
