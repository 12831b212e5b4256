// Entry of an investigation pool worker (dist/workers/investigation.js): runs one collector at a time for its
// thread's pool and posts its outcome after the collector settled, so the pool frees the slot only once the
// collector's own cleanup (scan lock, path helper requests) has finished.
import { testHooks } from '../contract/test-hooks.js';
import { setTimeout as delay } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import {
  adoptFileUsersLockBuffer,
  closeSharedPathHelper,
  collectEnvironment,
  collectFileUsers,
  collectModules,
  collectNetwork,
  collectOpenFiles,
  collectProcessInfo,
  collectScheduling,
  collectThreads,
  isInvestigationError,
  throwIfCancelled,
} from '../collectors/investigations/index.js';
import { nameThisThread } from '../channel/threads.js';
import type { AnyInvestigationResult, FromInvestigationWorker, InvestigationRequest, InvestigationWorkerData, TaskOutcome, ToInvestigationWorker } from './pool.js';

nameThisThread('wpt-investigate');
const port = parentPort;
if (!port) throw new Error('the investigation worker must run in a worker thread');
adoptFileUsersLockBuffer((workerData as InvestigationWorkerData).lockBuffer);

const controllers = new Map<number, AbortController>();

/**
 * Test hook (docs/testing.md; the environment is inherited from the application): every collection waits this long
 * in its slot before the collector runs, so system tests can keep real slots occupied, from the TUI and from MCP, while
 * they look at what the other side is told. A cancel ends the wait at once. Unset (as for every user), nothing waits.
 */
const holdMs = testHooks.collectorHoldMs() ?? 0;

function requireTarget(request: InvestigationRequest) {
  if (!request.target) throw new Error('target required');
  return request.target;
}

async function collect(request: InvestigationRequest, signal: AbortSignal): Promise<AnyInvestigationResult> {
  if (holdMs > 0) {
    await delay(holdMs, undefined, { signal }).catch(() => undefined);
    throwIfCancelled(signal);
  }
  switch (request.kind) {
    case 'process_info':
      return collectProcessInfo(requireTarget(request), signal, request.fields ? { fields: request.fields } : {});
    case 'open_files':
      return collectOpenFiles(requireTarget(request), signal);
    case 'file_users':
      return collectFileUsers(signal);
    case 'modules':
      return collectModules(requireTarget(request), signal);
    case 'network':
      return collectNetwork(request.target, signal);
    case 'threads':
      return collectThreads(requireTarget(request), signal);
    case 'scheduling':
      return collectScheduling(requireTarget(request), signal);
    case 'environment':
      return collectEnvironment(requireTarget(request), signal);
  }
}

async function run(taskId: number, request: InvestigationRequest): Promise<void> {
  const controller = new AbortController();
  controllers.set(taskId, controller);
  let outcome: TaskOutcome;
  try {
    outcome = { ok: true, result: await collect(request, controller.signal) };
  } catch (error) {
    if (isInvestigationError(error)) outcome = { ok: false, kind: error.kind, message: error.message };
    else outcome = { ok: false, kind: 'failed', message: 'The collector failed unexpectedly.' };
  } finally {
    controllers.delete(taskId);
  }
  port!.postMessage({ type: 'done', taskId, outcome } satisfies FromInvestigationWorker);
}

port.on('message', (message: ToInvestigationWorker) => {
  switch (message.type) {
    case 'run':
      void run(message.taskId, message.request);
      return;
    case 'cancel':
      controllers.get(message.taskId)?.abort();
      return;
    case 'close':
      closeSharedPathHelper();
      port.close();
      return;
  }
});
