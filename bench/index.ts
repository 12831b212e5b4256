// `npm run bench`: runs every benchmark (or those named on the command line) and prints numbers; nothing asserts.
import { benchBridgeStartup } from './bridge-startup.js';
import { type BenchResult, formatResult } from './stats.js';

// As the application runs (src/cli.ts): React's production build. The development build is several times slower
// per commit and would make every TUI number a measurement of React's own checks.
process.env.NODE_ENV = 'production';

const BENCHES: Record<string, () => Promise<BenchResult[]>> = {
  'bridge-startup': () => benchBridgeStartup(),
  // Loaded on demand: they spawn processes and start workers, which other benches should not pay for.
  sampling: async () => (await import('./sampling.js')).benchSampling(),
  // The same at 2,000 extra processes: how a pass grows with the process count (only when named, see ON_REQUEST).
  'sampling-2000': async () => (await import('./sampling.js')).benchSampling(2_000),
  // The per-process network rates' share of a pass, with and without them interleaved, at the host's own processes
  // and with 2,000 idle children (the second only when named).
  'sampling-network': async () => (await import('./sampling-network.js')).benchSamplingNetwork(0),
  'sampling-network-2000': async () => (await import('./sampling-network.js')).benchSamplingNetwork(2_000),
  'sampling-gpu': async () => (await import('./sampling-gpu.js')).benchSamplingGpu(0),
  'sampling-gpu-2000': async () => (await import('./sampling-gpu.js')).benchSamplingGpu(2_000),
  'ui-lag': async () => (await import('./ui-lag.js')).benchUiLag(),
  'mcp-read': async () => (await import('./mcp-read.js')).benchMcpRead(),
  // get_status against its floor alone: the quick loop for work on the bridge path (mcp-read includes it).
  'mcp-status': async () => (await import('./mcp-status.js')).benchMcpStatus(),
  // Criterion 12.12: the same MCP client load with MCP enabled and disabled, alternated in one run (about 2.5 min).
  'mcp-onoff': async () => (await import('./mcp-onoff.js')).benchMcpOnOff(),
  // Issue 31: a fresh bridge's first call with the on-demand MCP worker stopped against running (Linux).
  'mcp-first-call': async () => (await import('./mcp-first-call.js')).benchMcpFirstCall(),
  investigations: async () => (await import('./investigations.js')).benchInvestigations(),
  // The host-wide network capture against `ss -tunap` alone (the investigations host set-up, without file users).
  network: async () => (await import('./investigations.js')).benchInvestigations(true),
  graphs: async () => (await import('./graphs.js')).benchGraphs(),
  // Issue 32: a frame of the workspace (table + 16 Graphs, 200x60) after a new sample, against today's Graph view.
  workspace: async () => (await import('./workspace.js')).benchWorkspace(),
  'tui-frames': async () => (await import('./tui-frames.js')).benchTuiFrames(),
  // Needs the .NET SDK (builds the test app, installs dotnet-counters as a local tool).
  dotnet: async () => (await import('./dotnet.js')).benchDotnet(),
  recording: async () => (await import('./recording.js')).benchRecording(),
  // 30 minutes of an idle application in tmux, sampled each minute (only when named).
  'idle-rss': async () => (await import('./idle-rss.js')).benchIdleRss(),
  // A ~100 MB saved log loaded as the TUI loads it, against a bare line-by-line JSON.parse of the same file.
  'log-load': async () => (await import('./log-load.js')).benchLogLoad(),
  // Issue 31: whole-process CPU, RSS and time to first screen against htop, top and btop in tmux (only when named;
  // options such as --window=10 after the name, see bench/monitor-cost.ts).
  'monitor-cost': async () => (await import('./monitor-cost.js')).benchMonitorCost(),
};

/** Suites that run only when named: spawning 2,000 processes is too much for every run. */
const ON_REQUEST: ReadonlySet<string> = new Set(['sampling-2000', 'sampling-network-2000', 'sampling-gpu-2000', 'idle-rss', 'monitor-cost']);

// `--name=value` arguments are options for the suites that read them, not suite names.
const selected = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
for (const [name, run] of Object.entries(BENCHES)) {
  if (selected.length > 0 ? !selected.includes(name) : ON_REQUEST.has(name)) continue;
  process.stdout.write(`== ${name}\n`);
  for (const result of await run()) process.stdout.write(`${formatResult(result)}\n`);
}
