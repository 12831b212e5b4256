// The MCP client load of the `mcp-onoff` and `tui-frames` benches, in its own process so that the clients' JSON work
// never runs on the measured application's main thread. By default three SDK clients, each through its own real
// bridge, repeat read tools and an investigation until stdin closes; with `--busy=N`, N clients each call
// winproc_list_processes back to back (the `tui-frames` load). Each `mark` line on stdin prints (and resets) the
// call counts by outcome since the previous mark, as one JSON line, so the bench can attribute them to the phase that
// just ended; `pause` and `resume` stop and restart the calls (a call in flight finishes), so a bench can alternate
// loaded and idle phases without reconnecting. With `--poll`, one client calls winproc_get_status and a 200-row
// winproc_list_processes once a second (the `monitor-cost` bench's "with a client": a person's assistant watching).
// Run as `node --import tsx bench/mcp-load-client.ts [--busy=N | --poll]` with the application's bridge environment.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInterface } from 'node:readline';
import { connect } from './mcp-harness.js';

/** Pause between two calls of one client: a busy client, not a flood. */
const THINK_MS = 25;
/**
 * Pause between two investigations (two capture jobs each): a connection keeps 64 job records for five minutes, so
 * a faster investigator would soon be refused with RESOURCE_LIMIT instead of investigating.
 */
const INVESTIGATION_PAUSE_MS = 1_000;

type Call = readonly [tool: string, args: Record<string, unknown>];

/** The reader: status, a process listing and current metrics of the system. */
const READER: readonly Call[] = [
  ['winproc_get_status', {}],
  ['winproc_list_processes', { limit: 200 }],
  ['winproc_get_metrics', { metric_ids: ['cpu_percent', 'committed_bytes', 'available_memory_bytes', 'process_count'] }],
];
/** The historian: a summary and a raw page of system history. */
const HISTORIAN: readonly Call[] = [
  ['winproc_get_history', { metric_ids: ['cpu_percent', 'committed_bytes', 'available_memory_bytes'] }],
  ['winproc_get_history', { metric_ids: ['committed_bytes'], mode: 'raw', limit: 100 }],
];

let counts: Record<string, number> = {};
let running = true;
/** Set while paused: resolves when `resume` (or the end of stdin) arrives. */
let paused: { readonly resumed: Promise<void>; readonly resume: () => void } | null = null;
const resume = () => {
  paused?.resume();
  paused = null;
};
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'mark') {
    process.stdout.write(`${JSON.stringify(counts)}\n`);
    counts = {};
  } else if (line === 'pause' && paused === null) {
    let done!: () => void;
    paused = { resumed: new Promise<void>((resolve) => (done = resolve)), resume: () => done() };
  } else if (line === 'resume') {
    resume();
  }
});
process.stdin.on('end', () => {
  running = false;
  resume();
});

async function call(client: Client, tool: string, args: Record<string, unknown>, thinkMs = THINK_MS): Promise<Record<string, unknown> | null> {
  if (paused !== null) await paused.resumed;
  let outcome = 'ok';
  let data: Record<string, unknown> | null = null;
  try {
    const result = await client.callTool({ name: tool, arguments: args });
    const envelope = result.structuredContent as { data?: Record<string, unknown>; error?: { code: string } } | undefined;
    if (result.isError) outcome = envelope?.error?.code ?? 'error';
    else data = envelope?.data ?? null;
  } catch {
    outcome = 'protocol_error';
  }
  counts[outcome] = (counts[outcome] ?? 0) + 1;
  if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs));
  return data;
}

async function loop(client: Client, calls: readonly Call[]): Promise<void> {
  while (running) for (const [tool, args] of calls) if (running) await call(client, tool, args);
}

/** The investigator: finds this load process (a reference is per connection, and a re-enabled listener is a new backend), then captures its modules and open files, once a second. */
async function investigate(client: Client): Promise<void> {
  while (running) {
    const listing = await call(client, 'winproc_list_processes', { filter: { pid: process.pid } });
    const ref = (listing?.rows as { process_ref?: string }[] | undefined)?.[0]?.process_ref;
    if (ref === undefined) continue;
    await call(client, 'winproc_start_capture', { kind: 'modules', process_ref: ref, read: { limit: 50 } });
    await call(client, 'winproc_start_capture', { kind: 'open_files', process_ref: ref });
    await new Promise((resolve) => setTimeout(resolve, INVESTIGATION_PAUSE_MS));
  }
}

const env: Record<string, string> = {};
for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
const busy = /^--busy=(\d+)$/.exec(process.argv[2] ?? '');
if (process.argv[2] === '--poll') {
  const client = await connect(env);
  process.stdout.write('ready\n');
  while (running) {
    const started = Date.now();
    await call(client, 'winproc_get_status', {}, 0);
    await call(client, 'winproc_list_processes', { limit: 200 }, 0);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (Date.now() - started))));
  }
  await client.close();
} else if (busy) {
  // Busy clients: one process listing after another, no pause between calls.
  const clients = await Promise.all(Array.from({ length: Number(busy[1]) }, () => connect(env)));
  process.stdout.write('ready\n');
  await Promise.all(clients.map(async (client) => {
    while (running) await call(client, 'winproc_list_processes', {}, 0);
  }));
  await Promise.all(clients.map((client) => client.close()));
} else {
  const clients = await Promise.all([connect(env), connect(env), connect(env)]);
  process.stdout.write('ready\n');
  await Promise.all([loop(clients[0]!, READER), loop(clients[1]!, HISTORIAN), investigate(clients[2]!)]);
  await Promise.all(clients.map((client) => client.close()));
}
