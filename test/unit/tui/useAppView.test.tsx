// Guards the redraw limit of hooks/useAppView.ts: the App's own changes (MCP connections opening and closing, one
// after another) re-render at most once per frame interval, the last state always drawn in the end, and a key press
// is never held back: input draws the App's newest view at once.
import { Text, useInput } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppStore } from '../../../src/app/view.js';
import { useAppView } from '../../../src/tui/hooks/useAppView.js';
import { appWith, renderWithProviders, settle, type Rendered } from '../../support/render.js';

const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

function probe(store: AppStore, frameMs: number) {
  const counter = { renders: 0 };
  function Probe() {
    const view = useAppView(store, frameMs);
    // As the Screen's key handler does: ink reads the terminal only while some component takes input.
    useInput(() => undefined);
    counter.renders += 1;
    return <Text>{`connections ${view.mcp.state === 'listening' ? view.mcp.connections : -1}`}</Text>;
  }
  const r = renderWithProviders(<Probe />);
  mounted.push(r);
  return { r, counter };
}

describe('useAppView', () => {
  it('draws a burst of App changes in separate turns as one render per frame interval, the newest last', async () => {
    const app = appWith({ mcp: { state: 'listening', connections: 0 } });
    const { r, counter } = probe(app, 300);
    await settle();
    app.setMcpState({ state: 'listening', connections: 1 });
    await settle();
    // The first change after a quiet spell is drawn at once.
    expect(r.frame()).toContain('connections 1');
    const before = counter.renders;
    for (let i = 2; i <= 40; i++) {
      app.setMcpState({ state: 'listening', connections: i });
      await settle();
    }
    // Within the interval nothing more was rendered...
    expect(counter.renders).toBe(before);
    expect(r.frame()).toContain('connections 1');
    // ...and once it passes, one render shows the newest state.
    await r.waitForFrame((frame) => frame.includes('connections 40'), 'the last connection count');
    expect(counter.renders).toBe(before + 1);
  });

  it('draws at once when a key arrives, with the App view as the key left it', async () => {
    const app = appWith({ mcp: { state: 'listening', connections: 0 } });
    const { r } = probe(app, 60_000);
    await settle();
    app.setMcpState({ state: 'listening', connections: 1 });
    await settle();
    app.setMcpState({ state: 'listening', connections: 2 });
    await settle();
    // Held back by the (here one-minute) interval...
    expect(r.frame()).toContain('connections 1');
    // ...until input arrives.
    await r.press('x');
    expect(r.frame()).toContain('connections 2');
  });
});
