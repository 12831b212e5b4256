// Test support for the backend read path: a hand-fed BackendState, one connection with a controllable clock,
// calls through the real dispatcher, and checks every envelope against the published output schema.
import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';
import { TOOLS } from '../../../generated/catalog/tools.js';
import type { ProcessMetricId } from '../../../generated/metrics.js';
import { ConnectionState, type ToolContext } from '../../../src/backend/context.js';
import { dispatchTool, SERVED_TOOLS } from '../../../src/backend/dispatcher.js';
import { BackendState, type MirrorClock } from '../../../src/backend/state.js';
import { samplingPlatform } from '../../../src/collectors/platform.js';
import { identityKey, type MetricValue, type ProcessCgroup, type ProcessSample, type Snapshot } from '../../../src/model/types.js';
import { draft07 } from '../../support/ajv.js';
import { inProcessOperations } from '../../support/operations.js';
import { App, type AppOptions } from '../../../src/app/app.js';

export interface Proc {
  readonly pid: number;
  readonly name: string;
  /** Start time in ms, also the exact start token; null for an unknown start. */
  readonly start: number | null;
  readonly ppid?: number | null;
  readonly path?: string | null;
  readonly user?: string | null;
  readonly values?: Partial<Record<ProcessMetricId, MetricValue>>;
  readonly cgroup?: ProcessCgroup;
}

export function sample(proc: Proc): ProcessSample {
  return {
    identity: { pid: proc.pid, name: proc.name, startTimeMs: proc.start, startToken: proc.start === null ? null : String(proc.start) },
    parentPid: proc.ppid ?? null,
    path: proc.path === undefined ? `/usr/bin/${proc.name}` : proc.path,
    user: proc.user === undefined ? 'tester' : proc.user,
    values: proc.values ?? { private_bytes: 4096n, cpu_percent: 1.5 },
    unavailable: {},
    ...(proc.cgroup === undefined ? {} : { cgroup: proc.cgroup }),
  };
}

export function keyOf(proc: Proc): string {
  return identityKey(sample(proc).identity);
}

let sequence = 0;

export function snap(atMs: number, procs: readonly Proc[], system: Snapshot['system'] = { values: { process_count: BigInt(procs.length), cpu_percent: 12.5 }, unavailable: {} }, gpus: Snapshot['gpus'] = []): Snapshot {
  return { sequence: ++sequence, capturedAtMs: atMs, collectionCpuMicros: 0, processes: procs.map(sample), system, gpus };
}

const validators = new Map<string, ValidateFunction>();
const ajv = draft07();

function validatorFor(tool: string): ValidateFunction {
  let validate = validators.get(tool);
  if (!validate) {
    const published = TOOLS.find((t) => t.name === tool);
    if (!published) throw new Error(`no published tool ${tool}`);
    validate = ajv.compile(published.outputSchema);
    validators.set(tool, validate);
  }
  return validate;
}

/** Fails on any number JSON cannot carry, anywhere in a value. */
export function expectFiniteEverywhere(value: unknown, path = '$'): void {
  if (typeof value === 'number') expect(Number.isFinite(value), `${path} is finite`).toBe(true);
  else if (typeof value === 'bigint' || typeof value === 'undefined' || typeof value === 'function') throw new Error(`${path} is not JSON (${typeof value})`);
  else if (Array.isArray(value)) value.forEach((item, i) => expectFiniteEverywhere(item, `${path}[${i}]`));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) expectFiniteEverywhere(item, `${path}.${key}`);
}

/** The published output schema accepts the envelope, it is plain JSON, and it survives a JSON round trip unchanged. */
export function expectPublishedShape(tool: string, envelope: object): void {
  expectFiniteEverywhere(envelope);
  expect(JSON.parse(JSON.stringify(envelope))).toEqual(envelope);
  const validate = validatorFor(tool);
  expect(validate(envelope), JSON.stringify(validate.errors)).toBe(true);
}

export type Envelope = {
  readonly api_version: string;
  readonly source?: string;
  readonly captured_at?: string;
  readonly status?: string;
  readonly warnings?: string[];
  readonly data?: Record<string, unknown> & { rows?: Record<string, unknown>[]; next_cursor?: string | null; capture_id?: string };
  readonly error?: { code: string; message: string; retryable: boolean };
};

export class Harness {
  readonly state: BackendState;
  /** The App whose operations ledger state-changing tools reach, in-process. */
  readonly app: App;
  readonly operations: ReturnType<typeof inProcessOperations>;
  clock = 1_700_000_000_000;
  readonly connection: ConnectionState;
  readonly backendInstanceId = 'test-instance';

  /**
   * @param appOptions options of the in-process App (for example its recording directory).
   * @param mirrorClock the mirror's clocks (sample ages), the system's by default.
   */
  constructor(connectionId = 'c1', appOptions: AppOptions = {}, mirrorClock?: MirrorClock) {
    this.state = new BackendState(samplingPlatform(), { clock: mirrorClock });
    this.app = new App({ revisionInstance: 'test', ...appOptions });
    this.operations = inProcessOperations(this.app);
    this.connection = new ConnectionState(connectionId, () => this.clock);
    this.state.onPruned = (keys) => this.connection.references.forget(keys);
  }

  /**
   * Makes the App the source of truth, as in the application: its snapshots, retention decisions and tracking
   * changes reach this mirror the way the MCP host posts them. Use `applyThroughApp` to feed snapshots then.
   */
  mirrorApp(): this {
    const state = this.state;
    this.app.observe({
      onMcpConnectionsDisabled: () => undefined,
      onApplied: (snapshot, prunedKeys, trackingNames) => state.apply({ type: 'applied', snapshot, prunedKeys, trackingNames }),
      onTrackingChanged: (trackingNames, revision) => state.apply({ type: 'tracking', trackingNames, prunedKeys: [], revision }),
      onActivity: (activity, displayPaused) => state.apply({ type: 'activity', activity, displayPaused }),
      onHost: (host) => state.apply({ type: 'host', host }),
    });
    return this;
  }

  applyThroughApp(snapshot: Snapshot): void {
    this.app.applySnapshot(snapshot);
  }

  apply(snapshot: Snapshot, prunedKeys: readonly string[] = [], trackingNames: readonly string[] = []): void {
    this.state.apply({ type: 'applied', snapshot, prunedKeys, trackingNames });
  }

  context(connection: ConnectionState = this.connection): ToolContext {
    return {
      state: this.state,
      backendInstanceId: this.backendInstanceId,
      applicationVersion: 'test',
      connection,
      signal: new AbortController().signal,
      operations: this.operations,
      servedTools: SERVED_TOOLS,
      nowMs: () => this.clock,
    };
  }

  /** Calls a tool by its published name through the dispatcher and checks the envelope's published shape. */
  async call(tool: string, args: Record<string, unknown> = {}, options: { raw?: boolean; connection?: ConnectionState } = {}): Promise<Envelope> {
    const method = tool.replace(/^winproc_/, '');
    const envelope = await dispatchTool(method, { ...args, __delivery: { raw: options.raw ?? false } }, this.context(options.connection));
    expectPublishedShape(tool, envelope);
    return envelope as Envelope;
  }

  async ok(tool: string, args: Record<string, unknown> = {}, options: { raw?: boolean; connection?: ConnectionState } = {}): Promise<Envelope & { data: NonNullable<Envelope['data']> }> {
    const envelope = await this.call(tool, args, options);
    expect(envelope.error, JSON.stringify(envelope.error)).toBeUndefined();
    return envelope as Envelope & { data: NonNullable<Envelope['data']> };
  }

  async fails(tool: string, args: Record<string, unknown>, code: string, options: { raw?: boolean; connection?: ConnectionState } = {}): Promise<string> {
    const envelope = await this.call(tool, args, options);
    expect(envelope.error?.code, JSON.stringify(envelope)).toBe(code);
    return envelope.error!.message;
  }

  /** Reads every page of a paged call by following next_cursor with the same arguments. */
  async allPages(tool: string, args: Record<string, unknown>, options: { raw?: boolean } = {}): Promise<{ rows: Record<string, unknown>[]; pages: number; captureId: string }> {
    let page = await this.ok(tool, args, options);
    const rows = [...page.data.rows!];
    let pages = 1;
    const captureId = page.data.capture_id!;
    while (page.data.next_cursor) {
      page = await this.ok(tool, { ...args, cursor: page.data.next_cursor }, options);
      rows.push(...page.data.rows!);
      pages += 1;
    }
    return { rows, pages, captureId };
  }
}
