// Main-thread side of the MCP worker: starts it, forwards what the App applied, and reports listener state to the App.
import { Worker } from 'node:worker_threads';
import { PACKAGE_VERSION } from '../../generated/package-info.js';
import { mirrorKey } from '../backend/state.js';
import type { FromMcpWorker, McpWorkerData, ToMcpWorker } from '../backend/worker-protocol.js';
import { fileUsersLockBuffer } from '../collectors/investigations/index.js';
import type { SamplingWorker } from '../collectors/sampler.js';
import type { HostInfo, Snapshot } from '../collectors/types.js';
import type { AppObserver } from './app.js';
import type { Activity, McpListenerState } from './view.js';
import { findWorkerScript } from '../collectors/worker-script.js';

export interface McpHostOptions {
  readonly enabled: boolean;
  /** When given, snapshots reach the MCP worker directly from the sampler worker, never cloned on this thread. */
  readonly sampler?: SamplingWorker;
  readonly onState: (state: McpListenerState) => void;
  readonly workerUrl?: URL;
}

export class McpHost implements AppObserver {
  private readonly worker: Worker;
  private readonly mirrored: boolean;
  backendInstanceId: string | null = null;

  constructor(private readonly options: McpHostOptions) {
    const data: McpWorkerData = { applicationVersion: PACKAGE_VERSION, enabled: options.enabled, fileUsersLockBuffer: fileUsersLockBuffer() };
    this.worker = new Worker(options.workerUrl ?? findWorkerScript('mcp'), { workerData: data });
    this.worker.on('message', (message: FromMcpWorker) => {
      if (message.type === 'listener') {
        this.backendInstanceId = message.backendInstanceId;
        options.onState(message.state);
      }
    });
    this.worker.on('error', (error) => options.onState({ state: 'failed', error: `the MCP worker stopped: ${error.name}` }));
    // The worker must never keep the application alive on its own.
    this.worker.unref();
    this.mirrored = options.sampler !== undefined;
    options.sampler?.onMirrorPort((port) => this.worker.postMessage({ type: 'mirror_port', port } satisfies ToMcpWorker, [port]));
  }

  private post(message: ToMcpWorker): void {
    this.worker.postMessage(message);
  }

  onApplied(snapshot: Snapshot, prunedKeys: readonly string[], trackingNames: readonly string[]): void {
    // With a mirror port only the (small) retention decision crosses from the main thread.
    if (this.mirrored) this.post({ type: 'applied_key', key: mirrorKey(snapshot), prunedKeys, trackingNames });
    else this.post({ type: 'applied', snapshot, prunedKeys, trackingNames });
  }

  onTrackingChanged(trackingNames: readonly string[]): void {
    this.post({ type: 'tracking', trackingNames, prunedKeys: [] });
  }

  onActivity(activity: Activity, displayPaused: boolean): void {
    this.post({ type: 'activity', activity, displayPaused });
  }

  onHost(host: HostInfo): void {
    this.post({ type: 'host', host });
  }

  /** Runtime enable/disable (Settings): disabling closes the listener and every connection; enabling starts a new listener. */
  onMcpConnectionsDisabled(disabled: boolean): void {
    this.post({ type: 'set_enabled', enabled: !disabled });
  }

  /** Closes the listener and connections, then ends the worker; slow clients cannot hold up the exit. */
  async shutdown(timeoutMs = 2_000): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.worker.on('message', (message: FromMcpWorker) => {
        if (message.type === 'shutdown_complete') {
          clearTimeout(timer);
          resolve();
        }
      });
      this.post({ type: 'shutdown' });
    });
    await this.worker.terminate();
  }
}
