// The MCP worker started on demand builds its mirror from the App's state once and then lets that start go: the
// thread's `workerData` lives as long as the thread, so a start left in it would keep the App's store as it was at
// that moment (every entry and ring storage, and so ring buffers the App has since replaced) for the worker's life.
import { describe, expect, it } from 'vitest';
import { ModelStore } from '../../../src/model/index.js';
import { BackendState, type MirrorStart } from '../../../src/backend/state.js';
import { takeMirrorStart, type McpWorkerData } from '../../../src/backend/worker-protocol.js';
import { snapshot } from '../model/snapshots.js';

function workerData(): McpWorkerData {
  const writer = new ModelStore({ histories: 'write' });
  let latest = snapshot(1_000_000, [{ pid: 10, name: 'a', start: 1 }]);
  for (let n = 1; n <= 40; n++) {
    latest = snapshot(1_000_000 + n * 1000, [{ pid: 10, name: 'a', start: 1 }, { pid: 11, name: 'b', start: 2 }]);
    writer.applySnapshot(latest);
  }
  const start: MirrorStart = { store: writer.readerStart(), latest, host: null, activity: 'live', displayPaused: false, revision: 'r1' };
  // What the worker receives is a structured clone, as workerData is.
  return structuredClone({ applicationVersion: '0', platform: 'linux', enabled: true, sharedHistories: true, onDemand: { path: '/run/x.sock', start } });
}

describe('takeMirrorStart', () => {
  it('hands the start over once and leaves none in the worker data, the endpoint path kept', () => {
    const data = workerData();
    const start = takeMirrorStart(data);
    expect(start?.revision).toBe('r1');
    expect(data.onDemand?.start).toBeUndefined();
    expect('start' in (data.onDemand ?? {})).toBe(false);
    expect(data.onDemand?.path).toBe('/run/x.sock');
    expect(takeMirrorStart(data)).toBeUndefined();
    // The mirror built from it has the App's identities and windows.
    const state = new BackendState('linux', { sharedHistories: true, start });
    expect(state.store.presentKeys().length).toBe(2);
    expect(state.revision).toBe('r1');
    expect(state.latest?.capturedAtMs).toBe(1_040_000);
  });

  it('gives nothing for a worker that listens itself (no on-demand start)', () => {
    const data: McpWorkerData = { applicationVersion: '0', platform: 'linux', enabled: true };
    expect(takeMirrorStart(data)).toBeUndefined();
    expect(data.onDemand).toBeUndefined();
  });
});
