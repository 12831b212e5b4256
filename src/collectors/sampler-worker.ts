// The sampling worker thread: owns the platform sampler and runs one pass per request from the main thread.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { createSampler, type PlatformSampler } from './index.js';
import { UnsupportedPlatformError } from './platform.js';
import { encodeSnapshot } from '../model/wire.js';
import {
  type FromSamplerWorker,
  type SamplerWorkerData,
  type SamplerWorkerError,
  type ToSamplerWorker,
} from './sampler.js';

const port = parentPort;
if (port === null) throw new Error('sampler-worker must run in a worker thread');
const data = (workerData ?? {}) as SamplerWorkerData;

let sampler: Promise<PlatformSampler> | null = null;
/** Other threads that receive every snapshot directly (the MCP worker), so the main thread never forwards them. */
const mirrors: MessagePort[] = [];

function getSampler(): Promise<PlatformSampler> {
  sampler ??= createSampler({ procRoot: data.procRoot, sysRoot: data.sysRoot });
  return sampler;
}

function toError(error: unknown): SamplerWorkerError {
  if (error instanceof UnsupportedPlatformError) return { kind: 'unsupported_platform', message: error.message };
  // Only the error's own message crosses: collectors put no captured values into messages.
  const message = error instanceof Error ? error.message : 'sampling failed';
  return { kind: 'pass_failed', message };
}

function post(message: FromSamplerWorker): void {
  port?.postMessage(message);
}

port.on('message', (message: ToSamplerWorker) => {
  void handle(message);
});

async function handle(message: ToSamplerWorker): Promise<void> {
  switch (message.type) {
    case 'sample':
      try {
        const snapshot = (await getSampler()).sample();
        const wire = encodeSnapshot(snapshot);
        post({ type: 'snapshot', id: message.id, snapshot: wire });
        for (const mirror of mirrors) mirror.postMessage(wire);
      } catch (error) {
        post({ type: 'error', id: message.id, error: toError(error) });
      }
      return;
    case 'host_info':
      try {
        post({ type: 'host_info', id: message.id, hostInfo: (await getSampler()).hostInfo() });
      } catch (error) {
        post({ type: 'error', id: message.id, error: toError(error) });
      }
      return;
    case 'mirror':
      mirrors.push(message.port);
      message.port.on('close', () => mirrors.splice(mirrors.indexOf(message.port) >>> 0, 1));
      return;
    case 'close':
      // Worker threads share the process's descriptor table: files the sampler keeps open must be
      // closed here, terminating the thread would not close them.
      try {
        if (sampler !== null) (await sampler).close();
      } catch {
        // A sampler that failed to start holds nothing.
      }
      for (const mirror of mirrors.splice(0)) mirror.close();
      post({ type: 'closed' });
      port?.close();
      return;
  }
}
