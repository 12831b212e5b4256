// Guards that keys act on the rows the table shows when the .NET facts decide them (3bfb836): under the filter term
// `.net` and under the .NET sort, the key handler's rows must be the screen's rows, built with the same options
// (rowOptionsOf). Before, the key handler built its rows without the .NET facts, so `t` tracked a process other than
// the highlighted one. The .NET support arrives as the sampling worker reports it, through the App's collector port;
// the worker is a boundary this component test does not start (a stand-in port reports the support here; the real
// detector is tested in test/unit/collectors/dotnet and the system tests).
import { afterEach, describe, expect, it } from 'vitest';
import { App, type DotnetCollectorPort } from '../../../src/app/app.js';
import type { DotnetSupport } from '../../../src/model/dotnet.js';
import { Screen } from '../../../src/tui/Screen.js';
import { hostInfo, keyOfSpec, KEYS, renderWithProviders, snapshotAt, stripAnsi, type ProcessSpec, type Rendered } from '../../support/render.js';

const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

/** 30 processes; CPU% sorts them by PID. Two of them run a supported .NET runtime. */
const processes: ProcessSpec[] = Array.from({ length: 30 }, (_, i) => ({ pid: 2000 + i, name: `proc${i}`, values: { cpu_percent: 30 - i, private_bytes: BigInt(i + 1) * 1024n * 1024n } }));
const DOTNET_PIDS = [2012, 2025];

function screen(): { app: App; r: Rendered } {
  const app = new App();
  app.setHostInfo(hostInfo());
  let reportSupport: ((changes: readonly DotnetSupport[]) => void) | null = null;
  const port: DotnetCollectorPort = {
    setDotnetTargets: () => undefined,
    onDotnetStatus: () => () => undefined,
    onDotnetSupport: (listener) => {
      reportSupport = listener;
      return () => undefined;
    },
  };
  app.attachDotnet(port);
  const now = Date.now() - 3000;
  for (let i = 0; i < 3; i++) app.applySnapshot(snapshotAt(now + i * 1000, processes));
  const support = processes.map((spec): DotnetSupport => {
    const dotnet = DOTNET_PIDS.includes(spec.pid);
    return { key: keyOfSpec(spec), supported: dotnet ? true : false, endpoint: dotnet, detail: dotnet ? '.NET 10.0.0' : 'not .NET' };
  });
  reportSupport!(support);
  const r = renderWithProviders(<Screen store={app} />, { width: 120, height: 30 });
  mounted.push(r);
  return { app, r };
}

/** The PIDs of the table's rows as the screen shows them, top to bottom. */
function shownPids(r: Rendered): number[] {
  return stripAnsi(r.frame())
    .split('\n')
    .map((line) => /^[ *]\s*(\d{4})\s+proc\d+/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1]));
}

describe('keys on rows decided by the .NET facts', () => {
  it("under the filter term '.net', t tracks the highlighted .NET process", async () => {
    const { app, r } = screen();
    await r.press('/', ...'.net', KEYS.enter);
    expect(shownPids(r)).toEqual(DOTNET_PIDS);
    await r.press(KEYS.down, 't');
    expect(app.trackingNames()).toEqual(['proc25']);
  });

  it('under the .NET sort, t tracks the highlighted row', async () => {
    const { app, r } = screen();
    // Step the sort column forward until the .NET column sorts (the header marks it); then the .NET rows lead.
    for (let i = 0; i < 40 && shownPids(r)[0] !== DOTNET_PIDS[0] && shownPids(r)[0] !== DOTNET_PIDS[1]; i++) await r.press('s');
    const shown = shownPids(r);
    expect(DOTNET_PIDS).toContain(shown[0]);
    await r.press(KEYS.down, 't');
    expect(app.trackingNames()).toEqual([`proc${shown[1]! - 2000}`]);
  });
});
