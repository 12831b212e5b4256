// Main-thread side of the MCP worker: starts it, forwards what the App applied, and reports listener state. It
// observes the App through the App's observer methods (wired in src/main.ts) without importing the App.
import { type MessagePort, Worker } from 'node:worker_threads';
import { PACKAGE_VERSION } from '../../generated/package-info.js';
import type { Activity, McpListenerState } from '../model/activity.js';
import type { HostInfo, Platform, Snapshot } from '../model/types.js';
import { mirrorKey } from './state.js';
import type { FromMcpWorker, McpWorkerData, ToMcpWorker } from './worker-protocol.js';

/** Where snapshots come from when they can reach the MCP worker directly (the sampler worker's mirror port). */
export interface MirrorPortSource {
  onMirrorPort(listener: (port: MessagePort) => void): void;
}

export interface McpHostOptions {
  readonly enabled: boolean;
  readonly platform: Platform;
  /** When given, snapshots reach the MCP worker directly from the sampler worker, never cloned on this thread. */
  readonly mirrorSource?: MirrorPortSource;
  readonly onState: (state: McpListenerState) => void;
  /** The built MCP worker script (dist/workers/mcp.js). */
  readonly workerUrl: URL;
  /** The application's file-user scan lock, so the TUI and MCP run one host-wide scan at a time. */
  readonly fileUsersLockBuffer?: SharedArrayBuffer;
}

export class McpHost {
  private readonly worker: Worker;
  private readonly mirrored: boolean;
  backendInstanceId: string | null = null;

  constructor(private readonly options: McpHostOptions) {
    const data: McpWorkerData = { applicationVersion: PACKAGE_VERSION, platform: options.platform, enabled: options.enabled, fileUsersLockBuffer: options.fileUsersLockBuffer };
    this.worker = new Worker(options.workerUrl, { workerData: data });
    this.worker.on('message', (message: FromMcpWorker) => {
      if (message.type === 'listener') {
        this.backendInstanceId = message.backendInstanceId;
        options.onState(message.state);
      }
    });
    this.worker.on('error', (error) => options.onState({ state: 'failed', error: `the MCP worker stopped: ${error.name}` }));
    // The worker must never keep the application alive on its own.
    this.worker.unref();
    this.mirrored = options.mirrorSource !== undefined;
    options.mirrorSource?.onMirrorPort((port) => this.worker.postMessage({ type: 'mirror_port', port } satisfies ToMcpWorker, [port]));
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
