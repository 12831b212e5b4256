// Issue 31, the MCP worker with a polling client: the CPU one poll of the monitor-cost bench's client costs the
// worker's read path (winproc_get_status, a 200-row winproc_list_processes and the release of its capture, each answer
// serialized as the worker sends it) at N live processes, a new snapshot applied before each poll. In process, through
// the dispatcher, with no socket or bridge: the number is the read path alone. Prints one JSON line; asserts nothing.
// Run `npx tsx bench/listing-poll.ts [--processes=1076] [--polls=300]`; to compare builds, run it in each tree,
// alternated.
import { ConnectionState, type ToolContext } from '../src/backend/context.js';
import { dispatchTool, SERVED_TOOLS } from '../src/backend/dispatcher.js';
import { BackendState } from '../src/backend/state.js';
import { samplingPlatform } from '../src/collectors/platform.js';
import type { Snapshot } from '../src/model/types.js';

const option = (name: string, fallback: number): number => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const processes = option('processes', 1076);
const polls = option('polls', 300);

let clock = 1_700_000_000_000;
let sequence = 0;
const state = new BackendState(samplingPlatform(), {});
const connection = new ConnectionState('bench', () => clock);
const context = (): ToolContext => ({
  state,
  backendInstanceId: 'bench',
  applicationVersion: 'bench',
  connection,
  signal: new AbortController().signal,
  // The read tools polled here never reach the operations ledger.
  operations: undefined as unknown as ToolContext['operations'],
  servedTools: SERVED_TOOLS,
  nowMs: () => clock,
});
// Most of a host's processes share a few names, as the sleepers of the monitor-cost bench do.
const identities = Array.from({ length: processes }, (_, i) => ({ pid: 100 + i, name: i % 3 === 0 ? `proc-${i}` : 'sleep', startTimeMs: clock - 100_000 + i, startToken: String(clock - 100_000 + i) }));

function apply(): void {
  clock += 1_000;
  const snapshot: Snapshot = {
    sequence: ++sequence,
    capturedAtMs: clock,
    collectionCpuMicros: 0,
    gpus: [],
    system: { values: { process_count: BigInt(processes), cpu_percent: 12.5 }, unavailable: {} },
    processes: identities.map((identity, i) => ({ identity, parentPid: i === 0 ? null : 100, path: `/usr/bin/${identity.name}`, user: 'bench', values: { private_bytes: 4096n, cpu_percent: 0 }, unavailable: {} })),
  };
  state.apply({ type: 'applied', snapshot, prunedKeys: [], trackingNames: [] });
}

async function call(method: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const envelope = (await dispatchTool(method, { ...args, __delivery: { raw: false } }, context())) as Record<string, unknown>;
  JSON.stringify(envelope);
  return envelope;
}

async function poll(): Promise<void> {
  await call('get_status', {});
  const page = await call('list_processes', { limit: 200 });
  await call('release_capture', { capture_id: (page.data as { capture_id: string }).capture_id });
}

for (let i = 0; i < 20; i++) apply();
for (let i = 0; i < 50; i++) await poll();
let pollMicros = 0;
for (let i = 0; i < polls; i++) {
  // A new snapshot each poll, as each second brings one: nothing cached per snapshot answers every poll.
  apply();
  const before = process.cpuUsage();
  await poll();
  const used = process.cpuUsage(before);
  pollMicros += used.user + used.system;
}
process.stdout.write(`${JSON.stringify({ processes, polls, pollMicros: Math.round(pollMicros / polls) })}\n`);
