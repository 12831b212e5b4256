import { it } from 'vitest';
import { Screen } from '../../../src/tui/Screen.js';
import { appWith, renderWithProviders, snapshotAt, KEYS } from '../../support/render.js';

it('scratch', async () => {
  const now = Date.now();
  const app = appWith({ snapshots: [snapshotAt(now - 5000, [{ pid: 10, name: 'alpha', values: { private_bytes: 2n ** 54n, cpu_percent: 3.5 } }, { pid: 11, name: 'beta' }])], mcp: { state: 'listening', connections: 1 } });
  const r = renderWithProviders(<Screen store={app} />, { width: 80, height: 20 });
  console.log(r.frame());
  console.log(JSON.stringify(r.rawFrame().slice(0, 300)));
  await r.press('?');
  console.log(r.frame());
  await r.press(KEYS.f1);
  console.log(r.frame());
  const r2 = renderWithProviders(<Screen store={app} />, { width: 30, height: 20 });
  console.log(r2.frame());
  r.unmount(); r2.unmount();
});
