// Guards "nothing left unbuilt" (issue 18) through the real bridge and the real application in tmux: every valid
// example of every one of the 29 tools (schemas/examples/<tool>/valid/), with its references, IDs, revisions and
// directories replaced by real ones obtained from earlier calls, is answered with success data or an error envelope
// whose code the envelope schema defines — never a protocol error, INTERNAL_ERROR or a lost connection — and the
// application stays alive. Every tool the backend serves succeeds on at least one of its examples. Spec §12 (MCP work
// off the TUI and sampling threads): the thread-log test hook (src/channel/thread-log.ts) writes down the thread each
// call was handled on and the one its answer was serialized on, and every one of them must be the MCP worker; a saved
// log must have been parsed on its log-load worker.
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_ADAPTERS } from '../../generated/bridge/adapters.js';
import { SERVED_TOOLS } from '../../src/backend/dispatcher.js';
import { REPO_ROOT } from '../support/bridge.js';
import { LiveApp, uniqueName, waitFor, type Envelope, type Session, type ToolResult } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';
import { Workload } from '../support/workload.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('mcp-all-tools.test.ts: skipped, tmux is not installed\n');

const EXAMPLES = join(REPO_ROOT, 'schemas/examples');
const envelopeSchema = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/mcp-output-envelope.schema.json'), 'utf8')) as {
  $defs: { error: { properties: { error: { properties: { code: { enum: string[] } } } } } };
};
/** Codes an answer may carry: the envelope's, minus the two that mean something broke (a bug, a lost connection). */
const DEFINED_CODES = envelopeSchema.$defs.error.properties.error.properties.code.enum;
const BROKEN_CODES = ['INTERNAL_ERROR', 'OUTCOME_UNKNOWN'];

/**
 * The order the tools are called in: each finds the references it needs from the calls before it (a process from
 * the listing, a job from a capture, a profile from save_as, a session from start_recording, a log from list_logs).
 */
const ORDER = [
  'winproc_get_status', 'winproc_get_system_info', 'winproc_list_metrics', 'winproc_list_processes', 'winproc_get_process_info',
  'winproc_get_metrics', 'winproc_get_history', 'winproc_start_capture', 'winproc_get_job', 'winproc_read_capture',
  'winproc_release_capture', 'winproc_wait_condition', 'winproc_cancel_job', 'winproc_get_graphs', 'winproc_add_graphs',
  'winproc_export_graphs', 'winproc_get_tracking', 'winproc_update_tracking', 'winproc_list_profiles', 'winproc_update_profile',
  'winproc_get_dotnet_collection', 'winproc_set_dotnet_collection', 'winproc_get_recording', 'winproc_start_recording',
  'winproc_stop_recording', 'winproc_list_logs', 'winproc_open_log', 'winproc_close_log', 'winproc_get_operation',
];
/** Tools whose successful answer reports the state of a job or operation, failed ones included. */
const REPORTS_STATE: ReadonlySet<string> = new Set(['winproc_get_job', 'winproc_cancel_job', 'winproc_get_operation']);
/** Profile actions in an order where each has a profile to act on: create, use, rename, then delete. */
const PROFILE_ORDER = ['save_as.json', 'load.json', 'rename.json', 'delete.json'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Example {
  readonly tool: string;
  readonly file: string;
  readonly args: Record<string, Json>;
}

function examplesOf(tool: string): Example[] {
  const dir = join(EXAMPLES, tool, 'valid');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort((a, b) => PROFILE_ORDER.indexOf(a) - PROFILE_ORDER.indexOf(b) || a.localeCompare(b));
  return files.map((file) => ({ tool, file, args: JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, Json> }));
}

const usesLog = (args: Json): boolean => JSON.stringify(args).includes('"source":"log"');

/** Real values gathered while the tools run; an entry stays undefined until a call produced it. */
interface Found {
  processRef?: string;
  /** A second live process (this test's own), for examples naming two different processes. */
  otherProcessRef?: string;
  logProcessRef?: string;
  gpuAdapter?: string;
  jobIds: string[];
  captureId?: string;
  /** Every capture kept for the caller, released before the saved-log examples need the connection's slots. */
  retained: Set<string>;
  listCursor?: string;
  historyCursor?: string;
  captureCursor?: string;
  profileRef?: string;
  profileRevision?: string;
  recordingSessionId?: string;
  logId?: string;
  logRef?: string;
  operationIds: string[];
}

describe.skipIf(!HAS_TMUX)('every tool answers a valid call through the real bridge', () => {
  let app: LiveApp;
  let session: Session;
  let workload: Workload;
  let out: string;
  const run = randomBytes(3).toString('hex');

  beforeAll(async () => {
    // A short confirmation timeout: a removal or load that asks the person settles as TIMEOUT instead of holding
    // the one pending-mutation slot for a minute.
    // A recording directory as the person would have chosen it in the TUI: Recording and log listing need one.
    out = mkdtempSync(join(tmpdir(), 'winproc-all-tools-'));
    mkdirSync(join(out, 'recordings'));
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250', WINPROC_TUI_TEST_CONFIRMATION_TIMEOUT_MS: '1500', WINPROC_TUI_TEST_THREAD_LOG: join(out, 'threads.log') }, `[recording]\ndirectory = ${JSON.stringify(join(out, 'recordings'))}\n`);
    session = await app.connect();
    ({ workload } = await Workload.start(uniqueName('wall')));
  }, 90_000);

  afterAll(async () => {
    await workload?.stop();
    await app?.stop();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('answers every valid example of all 29 tools with data or a defined error code, and the application stays up', { timeout: 300_000 }, async () => {
    expect([...ORDER].sort()).toEqual(TOOL_ADAPTERS.map((a) => a.tool).sort());
    const found: Found = { jobIds: [], retained: new Set(), operationIds: [] };
    found.processRef = await waitFor(async () => {
      const listing = await session.ok<{ rows: { process_ref: string; name: string }[] }>('winproc_list_processes', { filter: { name: workload.name } });
      return listing.data.rows.find((row) => row.name === workload.name)?.process_ref;
    }, 'the workload in a listing');
    found.otherProcessRef = (await session.ok<{ rows: { process_ref: string }[] }>('winproc_list_processes', { filter: { pid: process.pid } })).data.rows[0]?.process_ref;
    const revision = async (): Promise<string> => (await session.ok<{ revision: string }>('winproc_get_tracking')).data.revision;

    /** The example with every reference, ID, revision and directory swapped for a real one. */
    const realize = async (example: Example): Promise<Record<string, Json>> => {
      const log = usesLog(example.args);
      const rev = 'expected_revision' in example.args ? await revision() : undefined;
      // Distinct references in an example stay distinct: the first names the workload, a second this test's process.
      const liveRefs = new Map<string, string | undefined>();
      const liveRef = (original: Json): string | undefined => {
        if (!liveRefs.has(String(original))) liveRefs.set(String(original), liveRefs.size === 0 ? found.processRef : found.otherProcessRef);
        return liveRefs.get(String(original));
      };
      const swap = (key: string, value: Json): Json => {
        if (Array.isArray(value)) return value.map((item) => swap('', item));
        if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(k, v)]));
        // Lazy: only the key present is looked up, so a reference is assigned only where one is named.
        const replaced: Record<string, () => string | undefined> = {
          process_ref: () => log ? found.logProcessRef : liveRef(value),
          gpu_adapter: () => found.gpuAdapter,
          job_id: () => found.jobIds.at(-1),
          capture_id: () => found.captureId,
          cursor: () => example.tool === 'winproc_list_processes' ? found.listCursor : example.tool === 'winproc_get_history' ? found.historyCursor : found.captureCursor,
          log_ref: () => found.logRef,
          log_id: () => found.logId,
          profile_ref: () => found.profileRef,
          expected_profile_revision: () => found.profileRevision,
          recording_session_id: () => found.recordingSessionId,
          expected_revision: () => rev,
          // Unique per run and example: a retained outcome of an earlier run must not answer for this one.
          operation_id: () => typeof value === 'string' ? `${value}-${run}-${example.file.replace('.json', '')}` : undefined,
          output_directory: () => join(out, example.file.replace('.json', '')),
          name: () => example.tool === 'winproc_update_profile' ? `${value as string} ${run}` : undefined,
          new_name: () => `${value as string} ${run}`,
        };
        const replacement = key in replaced ? replaced[key]!() : undefined;
        return replacement ?? value;
      };
      const args = swap('', example.args) as Record<string, Json>;
      if (example.tool === 'winproc_get_operation') args.operation_id = found.operationIds.at(-1) ?? (args.operation_id as string);
      return args;
    };

    /** Calls one example; a protocol error (a rejected promise) fails the test with the example named. */
    const answer = async (example: Example, args: Record<string, Json>): Promise<ToolResult> => {
      const result = await session.call(example.tool, args).catch((error: unknown) => {
        const detail = error instanceof McpError ? `protocol error ${error.code}` : String(error);
        throw new Error(`${example.tool} ${example.file}: ${detail}`);
      });
      if (result.isError) {
        const code = result.structured.error?.code;
        expect(DEFINED_CODES, `${example.tool} ${example.file}: ${result.text}`).toContain(code);
        expect(BROKEN_CODES, `${example.tool} ${example.file}: ${result.text}`).not.toContain(code);
      } else {
        expect(result.structured.data, `${example.tool} ${example.file}`).toEqual(expect.any(Object));
      }
      return result;
    };

    /** Records what a successful answer offers later calls, and lets a submitted operation settle (returned). */
    const harvest = async (example: Example, result: ToolResult): Promise<{ state?: string; error?: { code: string } } | undefined> => {
      if (result.isError) return undefined;
      const data = result.structured.data as Record<string, unknown> & Envelope<Record<string, unknown>>['data'];
      const job = data as { job_id?: string; state?: string; result?: { capture_id?: string; log_ref?: string }; result_page?: { data?: { rows?: { log_id?: string }[] } } };
      if (typeof job.job_id === 'string') found.jobIds.push(job.job_id);
      if (job.result?.log_ref) found.logRef = job.result.log_ref;
      const logRow = job.result_page?.data?.rows?.find((row) => typeof row.log_id === 'string');
      if (logRow) found.logId = logRow.log_id;
      if (typeof data.capture_id === 'string' && data.capture_retained !== false) found.captureId = data.capture_id;
      if (job.result?.capture_id && data.capture_retained === true) found.captureId = job.result.capture_id;
      for (const id of (data.retained_capture_ids as string[] | undefined) ?? []) found.retained.add(id);
      if (found.captureId) found.retained.add(found.captureId);
      if (typeof data.next_cursor === 'string') {
        if (example.tool === 'winproc_list_processes') found.listCursor = data.next_cursor;
        else if (example.tool === 'winproc_get_history') found.historyCursor = data.next_cursor;
        else found.captureCursor = data.next_cursor;
      }
      const adapters = (data as { gpu_adapters?: { gpu_adapter?: string }[] }).gpu_adapters;
      if (adapters?.[0]?.gpu_adapter) found.gpuAdapter = adapters[0].gpu_adapter;
      if (example.tool === 'winproc_list_profiles') {
        const profile = (data as { profiles: { profile_ref: string; revision: string }[] }).profiles[0];
        if (profile) [found.profileRef, found.profileRevision] = [profile.profile_ref, profile.revision];
      }
      if (example.tool === 'winproc_get_recording' && typeof data.recording_session_id === 'string') found.recordingSessionId = data.recording_session_id;
      if (typeof data.operation_id === 'string' && typeof data.state === 'string') {
        found.operationIds.push(data.operation_id);
        const outcome = (await settle(data.operation_id, data.state)) as { state?: string; error?: { code: string }; outcome?: { profile_ref?: string; profile_revision?: string; recording_session_id?: string } };
        if (outcome.outcome?.profile_ref) [found.profileRef, found.profileRevision] = [outcome.outcome.profile_ref, outcome.outcome.profile_revision];
        if (outcome.outcome?.recording_session_id) found.recordingSessionId = outcome.outcome.recording_session_id;
        return outcome;
      }
      return undefined;
    };

    /** Polls an operation until it is no longer pending, so the next mutation is not refused BUSY. */
    const settle = async (operationId: string, state: string): Promise<Record<string, unknown>> => {
      if (!['pending', 'running', 'pending_confirmation'].includes(state)) return (await session.ok('winproc_get_operation', { operation_id: operationId })).data;
      return waitFor(async () => {
        const data = (await session.ok<{ state: string }>('winproc_get_operation', { operation_id: operationId })).data;
        return ['pending', 'running', 'pending_confirmation'].includes(data.state) ? null : data;
      }, `operation ${operationId} to settle`, 30_000, 250);
    };

    const outcomes: { tool: string; file: string; answer: string }[] = [];
    const runExample = async (example: Example): Promise<void> => {
      const args = await realize(example);
      const result = await answer(example, args);
      const settled = await harvest(example, result);
      // A submitted operation or a job reports its own outcome inside successful data: it is shown beside `ok`.
      const inner = settled ?? (result.structured.data as { state?: string; error?: { code: string }; result?: { error?: { code: string } } } | undefined);
      const innerError = inner?.error ?? (inner as { result?: { error?: { code: string } } } | undefined)?.result?.error;
      const detail = inner?.state ? ` (${inner.state}${innerError ? ` ${innerError.code}` : ''})` : '';
      outcomes.push({ tool: example.tool, file: example.file, answer: result.isError ? result.structured.error!.code : `ok${detail}` });
    };

    // Setting-up calls whose answers later examples need: the workload tracked (so the Recording has it and the
    // saved log lists it), a retained listing with a next page, a retained raw history page, the GPU adapters the
    // Graph workspace displays.
    const trackWorkload = async (step: string) => {
      const added = await session.ok<{ state: string }>('winproc_update_tracking', { action: 'add', process_name: workload.name, operation_id: `setup-${step}-${run}`, expected_revision: await revision() });
      expect(added.data.state).toBe('succeeded');
    };
    await trackWorkload('start');
    await harvest({ tool: 'winproc_list_processes', file: 'setup', args: {} }, await session.call('winproc_list_processes', { scope: 'all', limit: 200, retain_capture: true }));
    await harvest({ tool: 'winproc_get_graphs', file: 'setup', args: {} }, await session.call('winproc_get_graphs', {}));
    const deferred: Example[] = [];
    for (const tool of ORDER) {
      // The removal example took the workload's name off the Tracking List: the Recording must have it to record it.
      if (tool === 'winproc_get_recording') await trackWorkload('recording');
      // A few 1 s windows of the Recording the start example began, so the saved log holds frames of the workload.
      if (tool === 'winproc_stop_recording') await new Promise((resolve) => setTimeout(resolve, 3_000));
      if (tool === 'winproc_list_logs') {
        // Loaded logs share the connection's eight retained objects with captures: free them for the log examples.
        for (const id of found.retained) await session.call('winproc_release_capture', { capture_id: id });
        found.retained.clear();
      }
      for (const example of examplesOf(tool)) {
        // Saved-log examples need a loaded log: they run once winproc_open_log has produced one.
        if (usesLog(example.args)) deferred.push(example);
        else await runExample(example);
        if (tool === 'winproc_list_processes' && example.file === 'filtered_sorted_projected.json') {
          // A retained raw history page for the history cursor example.
          await harvest({ tool: 'winproc_get_history', file: 'setup', args: {} }, await session.call('winproc_get_history', { metric_ids: ['committed_bytes', 'available_memory_bytes'], target: { system: true }, mode: 'raw', limit: 1, retain_capture: true }));
        }
      }
      if (tool === 'winproc_open_log') {
        if (found.logRef) {
          const listing = await session.call('winproc_list_processes', { source: 'log', log_ref: found.logRef, scope: 'all' });
          const rows = listing.isError ? [] : (listing.structured.data as { rows: { process_ref: string }[] }).rows;
          found.logProcessRef = rows[0]?.process_ref;
        }
        for (const example of deferred.splice(0)) await runExample(example);
      }
    }

    // Every example ran, and every tool the backend serves succeeded at least once (a failed operation or job inside
    // a successful answer does not count, except for the tools whose answer is another job's or operation's state).
    const examples = ORDER.flatMap((tool) => examplesOf(tool)).length;
    expect(outcomes).toHaveLength(examples);
    for (const tool of SERVED_TOOLS) {
      expect(outcomes.filter((o) => o.tool === tool).some((o) => o.answer.startsWith('ok') && (!o.answer.startsWith('ok (failed') || REPORTS_STATE.has(tool))), `${tool}: ${JSON.stringify(outcomes.filter((o) => o.tool === tool))}`).toBe(true);
    }
    // The application is alive and still answering, its pane still drawing the TUI.
    await session.ok('winproc_get_status');
    // Every tool was handled and serialized, and only ever on the MCP worker thread (named wpt-mcp by
    // src/backend/worker.ts), never on the main (TUI) thread or the sampler's.
    const threads = readFileSync(join(out, 'threads.log'), 'utf8').trim().split('\n').map((line) => line.split('\t'));
    const threadsOf = (tool: string, phase: string) => new Set(threads.filter(([method, p]) => `winproc_${method}` === tool && p === phase).map(([, , thread]) => thread));
    const placement = Object.fromEntries(SERVED_TOOLS.map((tool) => [tool, { handler: [...threadsOf(tool, 'handler')], serialize: [...threadsOf(tool, 'serialize')] }]));
    expect(SERVED_TOOLS).toHaveLength(29);
    expect(placement).toEqual(Object.fromEntries(SERVED_TOOLS.map((tool) => [tool, { handler: ['wpt-mcp'], serialize: ['wpt-mcp'] }])));
    // A saved log is parsed on a log-load worker of its own, never on the MCP thread (spec §2).
    expect([...threadsOf('winproc_open_log', 'parse')]).toEqual(['wpt-log-load']);
    const screen = await app.screen();
    expect(screen.some((line) => line.startsWith('WINPROC_EXITED='))).toBe(false);
    expect(screen[0]).toMatch(/^winproc-tui /);
    process.stdout.write(`mcp-all-tools outcomes:\n${outcomes.map((o) => `  ${o.tool} ${o.file}: ${o.answer}`).join('\n')}\n`);
  });
});
