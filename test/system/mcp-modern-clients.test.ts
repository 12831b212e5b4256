// Guards the representative workflow of spec §12 (catalog, status, find a process, its metrics, a files/handles
// investigation) from clients that negotiate MCP 2026-07-28 with the real bridge and the real application in tmux:
// the official C# SDK (a third implementation, test/clients/csharp/) and the TypeScript SDK v2 client in its modern
// mode. A pass-through between client and bridge shows what each really sent: every request carries the modern
// envelope, none is an `initialize`.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, readTap, REPO_ROOT, writeTap, type TappedMessage } from '../support/bridge.js';
import { buildCsharpClient, CSHARP_SDK_PACKAGE, runCsharpWorkflow } from '../support/csharp-client.js';
import { LiveApp, uniqueName, waitFor } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';
import { Workload, WORKLOAD_FILES } from '../support/workload.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('mcp-modern-clients.test.ts: skipped, tmux is not installed\n');

const MODERN = '2026-07-28';
const VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_INFO_KEY = 'io.modelcontextprotocol/clientInfo';

type Row = Record<string, unknown>;

/** The requests a client sent through the tap: each claims 2026-07-28 with its client info, none is `initialize`. */
function expectModernOnly(messages: readonly TappedMessage[], clientName: string): TappedMessage['message'][] {
  const requests = messages.filter((m) => m.to === 'bridge' && m.message.id !== undefined).map((m) => m.message);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.map((r) => r.method)).not.toContain('initialize');
  for (const request of requests) {
    expect(request.params?._meta?.[VERSION_KEY], JSON.stringify(request)).toBe(MODERN);
    expect(request.params?._meta?.[CLIENT_INFO_KEY]).toMatchObject({ name: clientName });
  }
  // Every answer to a request is modern too: a result says it is complete.
  for (const answer of messages.filter((m) => m.to === 'client' && m.message.result !== undefined)) expect(answer.message.result!.resultType).toBe('complete');
  return requests;
}

// These clients reach the application with the harness's environment (app.bridgeEnv(): its private XDG_RUNTIME_DIR,
// XDG_CONFIG_HOME and TMUX_TMPDIR), which real clients do not hand a bridge: what is tested here is the protocol era
// and the workflow. The stripped environment a real client passes is tested in mcp-stripped-env.test.ts (a fresh
// uid, the SDK's default variables only) and mcp-revisions.test.ts (getDefaultEnvironment()).
describe.skipIf(!HAS_TMUX)('modern-era clients (MCP 2026-07-28) through the real bridge', () => {
  let app: LiveApp;
  let dir: string;
  let tap: string;

  beforeAll(async () => {
    // Built before the application starts, so its first build (a NuGet restore) does not eat a test's time.
    buildCsharpClient();
    dir = mkdtempSync(join(tmpdir(), 'winproc-modern-clients-'));
    tap = writeTap(dir);
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' });
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the C# SDK client negotiates 2026-07-28 and runs the workflow', { timeout: 180_000 }, async () => {
    const { workload } = await Workload.start(uniqueName('wcs'));
    try {
      const log = join(dir, 'csharp.jsonl');
      const report = await runCsharpWorkflow(workload, [process.execPath, tap, log, CLI], app.bridgeEnv());
      expect(report.client).toEqual({ name: 'winproc-csharp-client', sdk_version: CSHARP_SDK_PACKAGE.version });
      expect(report.negotiated).toBe(MODERN);
      expect(report.server).toBe('winproc-tui');
      expect(report.tools).toBe(29);
      expect(report.status_activity).toBe('live');
      expect(report.listed_pid).toBe(workload.pid);
      expect(report.metrics.private_bytes).toMatch(/^[0-9]+$/);
      expect(report.metrics.handle_count).toMatch(/^[0-9]+$/);
      for (const file of WORKLOAD_FILES) expect(report.open_files).toContain(join(workload.dir, file));
      expect(report.file_users.map((u) => u.path).sort()).toEqual(WORKLOAD_FILES.map((f) => join(workload.dir, f)).sort());
      for (const user of report.file_users) expect(user.pid).toBe(workload.pid);
      // The SDK puts its own "Request failed (remote): " before the message it received.
      expect(report.unknown_tool).toEqual({ code: -32602, message: expect.stringMatching(/: Unknown tool: use tools\/list for the tool names$/) });
      const messages = readTap(log);
      // On the wire the message is the bridge's own text, without a repeated "MCP error -32602:".
      expect(messages.filter((m) => m.to === 'client' && m.message.error).map((m) => m.message.error)).toEqual([{ code: -32602, message: 'Unknown tool: use tools/list for the tool names' }]);
      const requests = expectModernOnly(messages, 'winproc-csharp-client');
      // The SDK probes first (spec: stdio backward-compatibility probe) and gets the discovery answer.
      expect(requests[0]!.method).toBe('server/discover');
    } finally {
      await workload.stop();
    }
  });

  it('the TypeScript SDK v2 client in modern mode negotiates 2026-07-28 and runs the workflow', { timeout: 180_000 }, async () => {
    const { workload } = await Workload.start(uniqueName('wv2'));
    const log = join(dir, 'ts-v2.jsonl');
    const client = new Client({ name: 'winproc-test-v2', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [tap, log, CLI], env: app.bridgeEnv(), stderr: 'pipe' }));
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
      expect(client.getProtocolEra()).toBe('modern');
      expect(client.getServerVersion()).toMatchObject({ name: 'winproc-tui' });
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(29);
      /** The envelope of a successful call; the client has validated it against the tool's output schema. */
      const ok = async (name: string, args: Row = {}): Promise<Row & { data: Row }> => {
        const result = await client.callTool({ name, arguments: args });
        expect(result.isError, JSON.stringify(result.structuredContent)).toBe(false);
        expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(result.structuredContent);
        return result.structuredContent as Row & { data: Row };
      };
      expect((await ok('winproc_get_status')).data.activity).toBe('live');
      const row = await waitFor(async () => ((await ok('winproc_list_processes', { filter: { name: workload.name } })).data.rows as Row[]).find((r) => r.pid === workload.pid), 'the workload in a listing');
      const ref = row.process_ref as string;
      const metrics = (await ok('winproc_get_metrics', { metric_ids: ['private_bytes', 'handle_count'], targets: [{ process_ref: ref }] })).data.samples as { values: Row }[];
      expect(metrics[0]!.values.private_bytes).toMatch(/^[0-9]+$/);
      // A files investigation in one call: the capture job's first page comes with its answer.
      const job = (await ok('winproc_start_capture', { kind: 'open_files', process_ref: ref, wait_ms: 10_000 })).data as { state: string; result_page?: { data: { rows: Row[] } } };
      expect(job.state).toBe('succeeded');
      const held = job.result_page!.data.rows.filter((r) => r.kind === 'file').map((r) => r.path);
      for (const file of WORKLOAD_FILES) expect(held).toContain(join(workload.dir, file));
      const failure = await client.callTool({ name: 'winproc_no_such_tool', arguments: {} }).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: -32602 });
    } finally {
      await client.close();
      await workload.stop();
    }
    expectModernOnly(readTap(log), 'winproc-test-v2');
    expect(JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/@modelcontextprotocol/client/package.json'), 'utf8')).version).toMatch(/^2\./);
  });
});
