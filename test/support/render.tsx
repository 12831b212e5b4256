// TUI test helpers: renders ink elements through ink-testing-library at a chosen terminal size, and builds a
// real App fed hand-made Snapshot objects (the same store the running program uses, minus the sampler).
import { render } from 'ink-testing-library';
import type { ReactElement } from 'react';
import type { ProcessMetricId, SystemMetricId } from '../../generated/metrics.js';
import { App } from '../../src/app/app.js';
import type { McpListenerState } from '../../src/app/view.js';
import {
  identityKey,
  type HostInfo,
  type MetricValue,
  type ProcessIdentity,
  type ProcessSample,
  type Snapshot,
  type UnavailableReason,
} from '../../src/model/types.js';

// ── rendering ────────────────────────────────────────────────────────────────────────────────────────

/** Key sequences as a terminal sends them, for `press`. */
export const KEYS = {
  enter: '\r',
  escape: '\u001B',
  backspace: '\u007F',
  up: '\u001B[A',
  down: '\u001B[B',
  pageUp: '\u001B[5~',
  pageDown: '\u001B[6~',
  home: '\u001B[H',
  end: '\u001B[F',
  /** xterm's F1 (what tmux and most terminals send). */
  f1: '\u001BOP',
} as const;

export interface RenderOptions {
  /** Terminal columns; ink-testing-library alone always reports 100. */
  readonly width?: number;
  /** Terminal rows; ink-testing-library reports none (the Screen then assumes 24). */
  readonly height?: number;
}

export interface Rendered {
  /** The newest frame without colour codes. */
  frame(): string;
  /** The newest frame split into lines. */
  lines(): string[];
  /** The newest frame with its ANSI styling (for inverse-video selection checks). */
  rawFrame(): string;
  /** Writes each sequence as its own input chunk, as separate key presses arrive, then lets React settle (also with none). */
  press(...sequences: string[]): Promise<void>;
  /** Writes each sequence as its own input chunk with no frame between them (keys faster than frames), then settles. */
  pressBeforeFrame(...sequences: string[]): Promise<void>;
  /** Polls until `predicate(frame)` holds; fails with the last frame after `timeoutMs`. */
  waitForFrame(predicate: (frame: string) => boolean, what: string, timeoutMs?: number): Promise<string>;
  rerender(element: ReactElement): void;
  /** Calls `listener` after each frame ink writes (`frame()` is then that frame); returns the unsubscribe. */
  onFrame(listener: () => void): () => void;
  unmount(): void;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001B\[[0-9;?]*[ -/]*[@-~]|\u001B\][^\u0007]*\u0007/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/** Lets ink deliver input (its escape flush uses setImmediate) and React commit the resulting updates. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Renders `element` through ink-testing-library, then gives its fake stdout the requested size.
 * ink-testing-library 4 fixes `columns` at 100 and has no `rows`; the size is set on the instance and
 * announced with a `resize` event (which the Screen listens to), and a re-render makes ink lay the tree
 * out again at the new width even where ink itself ignores resize events (it does when `CI` is set).
 */
export function renderWithProviders(element: ReactElement, options: RenderOptions = {}): Rendered {
  const width = options.width ?? 100;
  const height = options.height ?? 24;
  const instance = render(element);
  Object.defineProperty(instance.stdout, 'columns', { configurable: true, get: () => width });
  Object.defineProperty(instance.stdout, 'rows', { configurable: true, get: () => height });
  instance.stdout.emit('resize');
  instance.rerender(element);

  const frameListeners = new Set<() => void>();
  const write = instance.stdout.write;
  instance.stdout.write = (written: string) => {
    write(written);
    for (const listener of frameListeners) listener();
  };
  const frame = (): string => stripAnsi(instance.lastFrame() ?? '');
  return {
    frame,
    lines: () => frame().split('\n'),
    rawFrame: () => instance.lastFrame() ?? '',
    async press(...sequences: string[]) {
      for (const sequence of sequences) {
        instance.stdin.write(sequence);
        await settle();
      }
      if (sequences.length === 0) await settle();
    },
    async pressBeforeFrame(...sequences: string[]) {
      for (const sequence of sequences) instance.stdin.write(sequence);
      await settle();
    },
    async waitForFrame(predicate, what, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const current = frame();
        if (predicate(current)) return current;
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last frame:\n${current}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    rerender: (next) => instance.rerender(next),
    onFrame(listener) {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },
    unmount: () => instance.unmount(),
  };
}

// ── a real App fed hand-made snapshots ──────────────────────────────────────────────────────────────

export interface ProcessSpec {
  readonly pid: number;
  readonly name: string;
  /** Start time in ms (also the start token); defaults to a fixed time before every snapshot. */
  readonly start?: number;
  readonly path?: string | null;
  readonly user?: string | null;
  readonly ppid?: number | null;
  readonly values?: Partial<Record<ProcessMetricId, MetricValue>>;
  readonly unavailable?: Partial<Record<ProcessMetricId, UnavailableReason>>;
}

const DEFAULT_START_MS = 1_600_000_000_000;

export function identityOf(spec: ProcessSpec): ProcessIdentity {
  const start = spec.start ?? DEFAULT_START_MS;
  return { pid: spec.pid, name: spec.name, startTimeMs: start, startToken: String(start) };
}

/** The row key (identityKey) the App gives the process of `spec`. */
export function keyOfSpec(spec: ProcessSpec): string {
  return identityKey(identityOf(spec));
}

export function processSample(spec: ProcessSpec): ProcessSample {
  return {
    identity: identityOf(spec),
    parentPid: spec.ppid ?? null,
    path: spec.path ?? null,
    user: spec.user ?? 'tester',
    values: spec.values ?? {},
    unavailable: spec.unavailable ?? {},
  };
}

let sequence = 0;

/** One snapshot captured at `atMs`; the system sample holds `system` values (default: a few plain ones). */
export function snapshotAt(
  atMs: number,
  processes: readonly ProcessSpec[],
  system: Partial<Record<SystemMetricId, MetricValue>> = {
    total_memory_bytes: 16n * 2n ** 30n,
    physical_memory_bytes: 4n * 2n ** 30n,
    process_count: BigInt(processes.length),
    cpu_percent: 12.5,
  },
): Snapshot {
  return {
    sequence: ++sequence,
    capturedAtMs: atMs,
    collectionCpuMicros: 0,
    processes: processes.map(processSample),
    system: { values: system, unavailable: {} },
    gpus: [],
  };
}

export function hostInfo(hostname = 'testhost'): HostInfo {
  return {
    platform: 'linux',
    osName: 'Linux',
    osVersion: '6.1',
    osBuild: null,
    architecture: 'x64',
    hostname,
    cpuName: null,
    logicalCpuCount: 2,
    physicalCoreCount: null,
    socketCount: null,
    cacheBytes: {},
    totalMemoryBytes: null,
    bootTimeMs: null,
  };
}

export interface AppSetup {
  /** Applied in order; each entry is one snapshot. */
  readonly snapshots?: readonly Snapshot[];
  readonly trackingNames?: readonly string[];
  readonly mcp?: McpListenerState;
  readonly hostname?: string;
  readonly onQuit?: () => void;
  /** The configured recording directory (the Log list's directory). */
  readonly recordingDirectory?: string;
}

/** A real App (no sampler attached) that has applied `setup.snapshots`. */
export function appWith(setup: AppSetup = {}): App {
  const app = new App({ trackingNames: setup.trackingNames ?? [], onQuit: setup.onQuit, ...(setup.recordingDirectory !== undefined ? { recording: { directory: setup.recordingDirectory } } : {}) });
  app.setHostInfo(hostInfo(setup.hostname));
  if (setup.mcp) app.setMcpState(setup.mcp);
  for (const snapshot of setup.snapshots ?? []) app.applySnapshot(snapshot);
  return app;
}
