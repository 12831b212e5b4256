// Spec §10 ".NET collection" and criterion 12.18 end to end: the real application in a private tmux server, real
// bridges (SDK client), and .NET 10 test apps (test/fixtures/dotnet, built with `dotnet build`). Support is known
// before any authorization (the runtime's endpoint and ProcessInfo) and the table's `.NET` column shows it; reading
// grants nothing; enabling goes through the local confirmation and reaches `collecting` only once the runtime answered and
// published counters; the values then appear as exact decimal strings in winproc_get_metrics and in history; a stale
// revision is refused; revocation stops at once and re-enabling waits for the session's cleanup; an exited lifetime
// cannot be authorized and a new process inherits nothing; the TUI's Process Info key d does the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetDotnetCollectionData, GetMetricsData } from '../../generated/types/tools.js';
import { startDotnetApp, type DotnetApp } from '../support/dotnet-app.js';
import { LiveApp, waitFor, type HistorySummary, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';

interface OperationData {
  readonly operation_id: string;
  readonly state: string;
  readonly confirmation?: { readonly description?: string };
  readonly outcome?: { readonly revision?: string; readonly enabled?: boolean; readonly scope?: string };
  readonly error?: { readonly code: string; readonly message: string };
}

const GENERATIONS = ['dotnet_gc_gen0_heap_bytes', 'dotnet_gc_gen1_heap_bytes', 'dotnet_gc_gen2_heap_bytes', 'dotnet_gc_loh_bytes', 'dotnet_gc_poh_bytes'] as const;
const COLLECTED = ['dotnet_heap_bytes', ...GENERATIONS, 'dotnet_gc_committed_bytes', 'dotnet_allocation_bytes_per_sec', 'dotnet_gc_fragmentation_bytes'];
const DOTNET_IDS = COLLECTED;

describe.skipIf(!requireTmux())('.NET runtime collection through the real bridge and TUI (12.18)', () => {
  let app: LiveApp;
  let client: Session;
  let target: DotnetApp;
  let ref: string;
  let counter = 0;
  const opId = () => `dotnet-${++counter}-${process.pid}`;

  const refOf = (pid: number) =>
    waitFor(async () => {
      const listed = await client.ok<{ rows: { process_ref: string; pid: number }[] }>('winproc_list_processes', { filter: { pid } });
      return listed.data.rows.find((row) => row.pid === pid)?.process_ref;
    }, `process ${pid} in a sample`);
  const state = async (processRef = ref) => (await client.ok<GetDotnetCollectionData>('winproc_get_dotnet_collection', { process_ref: processRef })).data;
  const set = async (enabled: boolean, processRef = ref, revision?: string) =>
    (await client.ok<OperationData>('winproc_set_dotnet_collection', { process_ref: processRef, enabled, operation_id: opId(), expected_revision: revision ?? (await state(processRef)).revision })).data;
  const operation = async (id: string) => (await client.ok<OperationData>('winproc_get_operation', { operation_id: id })).data;
  const confirmOnScreen = async () => {
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('Authorize .NET runtime collection')), 'the confirmation overlay');
    await app.tmux.sendKeys(app.pane, 'y');
  };
  const until = (wanted: GetDotnetCollectionData['state'], processRef = ref) => waitFor(async () => ((await state(processRef)).state === wanted ? state(processRef) : null), `.NET state ${wanted}`, 40_000, 300);
  const metrics = async (processRef = ref) =>
    (await client.ok<GetMetricsData>('winproc_get_metrics', { metric_ids: DOTNET_IDS, targets: [{ process_ref: processRef }] })).data.samples[0];

  beforeAll(async () => {
    [app, target] = await Promise.all([LiveApp.start({ WINPROC_TUI_TEST_CONFIRMATION_TIMEOUT_MS: '30000' }), startDotnetApp()]);
    client = await app.connect();
    ref = await refOf(target.pid);
  }, 300_000);

  afterAll(async () => {
    await target?.stop();
    await app?.stop();
  });

  it('knows support before any authorization and grants nothing on reads: disabled, metrics unavailable', async () => {
    const known = await waitFor(async () => ((await state()).supported === true ? state() : null), 'support detected without a session');
    expect(known).toMatchObject({ process_ref: ref, enabled: false, state: 'disabled', supported: true });
    expect(known.detail).toMatch(/^\.NET 10\.\d+\.\d+/);
    const sample = await metrics();
    expect(sample.values).toEqual({});
    for (const id of DOTNET_IDS) expect(sample.unavailable[id]).toBe('unknown');
    expect((await state()).state).toBe('disabled');
  });

  it('enables after local confirmation, reports collecting with a supported runtime, and serves exact values', async () => {
    const before = await state();
    const pending = await set(true, ref, before.revision);
    expect(pending.state).toBe('pending_confirmation');
    expect(pending.confirmation?.description).toMatch(/This lifetime only/);
    await confirmOnScreen();
    const done = await waitFor(async () => ((await operation(pending.operation_id)).state === 'succeeded' ? operation(pending.operation_id) : null), 'the operation to succeed');
    expect(done.outcome).toMatchObject({ enabled: true });
    expect(done.outcome?.revision).not.toBe(before.revision);
    const collecting = await until('collecting');
    expect(collecting).toMatchObject({ enabled: true, supported: true });
    expect(collecting.detail).toMatch(/System\.Runtime EventCounters/);

    const sample = await waitFor(async () => {
      const s = await metrics();
      return COLLECTED.every((id) => typeof s.values[id] === 'string') ? s : null;
    }, 'every collected dotnet_* value in a sample');
    const values = sample.values as Record<string, string>;
    for (const id of COLLECTED) expect(values[id]).toMatch(/^\d+$/);
    expect(BigInt(values.dotnet_gc_fragmentation_bytes)).toBeLessThanOrEqual(BigInt(values.dotnet_heap_bytes));
    expect(BigInt(values.dotnet_heap_bytes)).toBe(GENERATIONS.reduce((sum, id) => sum + BigInt(values[id]), 0n));
    expect(BigInt(values.dotnet_gc_loh_bytes)).toBeGreaterThanOrEqual(20_000_000n);

    const history = await client.ok<HistorySummary>('winproc_get_history', { target: { process_ref: ref }, metric_ids: ['dotnet_heap_bytes', 'dotnet_gc_loh_bytes'] });
    const heap = history.data.metrics.dotnet_heap_bytes!;
    const loh = history.data.metrics.dotnet_gc_loh_bytes!;
    expect(heap.available_value_count).toBeGreaterThan(0);
    // Samples before the authorization are stored without .NET values: missing, never zero.
    expect(heap.missing_value_count).toBeGreaterThan(0);
    expect(BigInt(String(loh.max))).toBeGreaterThanOrEqual(20_000_000n);
  });

  it('refuses a stale revision with STATE_CONFLICT and changes nothing', async () => {
    const stale = await state();
    await app.tmux.sendKeys(app.pane, 'p'); // pausing the display advances the shared revision
    await app.tmux.sendKeys(app.pane, 'p');
    const refused = await set(false, ref, stale.revision);
    expect(refused.state).toBe('failed');
    expect(refused.error?.code).toBe('STATE_CONFLICT');
    expect((await state()).enabled).toBe(true);
  });

  it('revokes at once and lets the same lifetime be enabled again only after cleanup', async () => {
    const revoked = await set(false);
    expect(revoked).toMatchObject({ state: 'succeeded', outcome: { enabled: false } });
    const after = await state();
    expect(after.enabled).toBe(false);
    expect(['stopping', 'disabled']).toContain(after.state);
    const again = await set(true);
    expect(again.state).toBe('pending_confirmation');
    await confirmOnScreen();
    await waitFor(async () => ((await operation(again.operation_id)).state === 'succeeded' ? true : null), 're-enable after cleanup');
    await until('collecting');
    expect(target.child.exitCode).toBeNull();
  });

  it('rejects an exited lifetime, and a new process inherits nothing', async () => {
    const second = await startDotnetApp();
    const secondRef = await refOf(second.pid);
    const pending = await set(true, secondRef);
    await confirmOnScreen();
    await waitFor(async () => ((await operation(pending.operation_id)).state === 'succeeded' ? true : null), 'the second authorization');
    await until('collecting', secondRef);
    await second.stop();
    const gone = await until('unavailable', secondRef);
    expect(gone.enabled).toBe(true);
    await waitFor(async () => (await client.call('winproc_set_dotnet_collection', { process_ref: secondRef, enabled: true, operation_id: opId(), expected_revision: (await state(secondRef)).revision })).isError || null, 'PROCESS_EXITED once the exit is sampled');
    const refused = await client.fails('winproc_set_dotnet_collection', { process_ref: secondRef, enabled: true, operation_id: opId(), expected_revision: (await state(secondRef)).revision }, 'PROCESS_EXITED');
    expect(refused.message).toMatch(/exited/);
    const third = await startDotnetApp();
    try {
      // Support is its own (detected for the new lifetime), the authorization is not inherited.
      expect(await state(await refOf(third.pid))).toMatchObject({ enabled: false, state: 'disabled' });
    } finally {
      await third.stop();
    }
  });

  it('toggles from Process Info with d on its process, confirmation first, state in the table footer', async () => {
    const tuiTarget = await startDotnetApp();
    try {
      const tuiRef = await refOf(tuiTarget.pid);
      await app.tmux.sendKeys(app.pane, '/');
      await app.tmux.sendKeys(app.pane, ...String(tuiTarget.pid).split(''), 'Enter');
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes(`filter "${tuiTarget.pid}"`)), 'the PID filter');
      // The .NET column marks the supported lifetime before anything is authorized.
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('.NET')) && lines.some((line) => line.includes(String(tuiTarget.pid)) && / yes\b/.test(line)), 'the .NET column to say yes');
      await app.tmux.sendKeys(app.pane, 'Enter');
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('Metrics')), 'the Process Info dialog');
      await app.tmux.sendKeys(app.pane, 'd');
      await confirmOnScreen();
      await waitFor(async () => ((await state(tuiRef)).state === 'collecting' ? true : null), 'collecting after d', 40_000);
      await app.tmux.sendKeys(app.pane, 'Escape');
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('.NET: collecting')), 'the footer to show collecting', { timeoutMs: 40_000 });
      await app.tmux.sendKeys(app.pane, 'Enter');
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('Metrics')), 'the Process Info dialog again');
      await app.tmux.sendKeys(app.pane, 'd');
      await waitFor(async () => ((await state(tuiRef)).enabled === false ? true : null), 'revocation from Process Info');
      await app.tmux.sendKeys(app.pane, 'Escape');
      await app.tmux.waitForScreen(app.pane, (lines) => !lines.some((line) => line.includes('.NET: collecting')), 'the footer to drop collecting');
    } finally {
      await app.tmux.sendKeys(app.pane, '/', 'C-u', 'Enter');
      await tuiTarget.stop();
    }
  });
});
