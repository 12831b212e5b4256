// The application's start-up wiring, the one module that knows every room: platform check, single instance,
// settings, sampling, the MCP worker and the TUI, connected to the App; then the orderly exit.
import { testHooks } from './contract/test-hooks.js';
import { closeSync, openSync } from 'node:fs';
import { constants } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { render } from 'ink';
import { createElement } from 'react';
import { App } from './app/app.js';
import { workerCsvWriter } from './app/graphs/csv-writer.js';
import { graphPreferencesFrom, graphPreferencesInto } from './app/graphs/settings.js';
import { startMemoryLog } from './app/memory-log.js';
import { preferencesFromConfig, preferencesIntoConfig } from './app/preferences.js';
import { McpHost } from './backend/host.js';
import { RecordingWriterThread } from './recording/writer.js';
import { SamplingWorker, samplingPlatform, UnsupportedPlatformError, type SamplingPlatform } from './collectors/index.js';
import { closeInvestigationPool, fileUsersLockBuffer, investigationSlotsBuffer } from './investigation-pool/index.js';
import { findWorkerScript } from './channel/worker-script.js';
import { MCP_WORKER_FILE } from './channel/threads.js';
import { collectorSignals } from './collectors/signal.js';
import { releaseStartupPages, type StartupPagesRelease } from './collectors/startup-pages.js';
import type { EarlySamplerThread } from './collectors/early-sampler.js';
import { configPath, mcpDisabled, readSettings, writeSettings } from './config/settings.js';
import { createEndpoint } from './ipc/endpoint.js';
import { Screen } from './tui/Screen.js';
import { noColorRequested } from './tui/theme.js';

// Test hooks (src/contract/test-hooks.ts, read only at start-up; none in the published bundle): system tests shorten
// the sampling interval, the 60 s confirmation timeout and the stalled-terminal limit; otherwise the product's values.
/** The longest a refused start waits for the early sampler thread before it exits (its first pass takes ~0.1-0.5 s). */
const REFUSAL_SETTLE_MS = 3_000;

function fail(message: string): never {
  process.stderr.write(`winproc-tui: ${message}\n`);
  process.exit(1);
}

/**
 * How a run ended, and its exit status: `q` (or Ctrl-C) is 0; a signal is the conventional 128 + its number, as a
 * shell reports a process the signal killed, so a supervisor or script can tell "quit" from "ended": SIGHUP (and a
 * terminal that disappeared, the same event seen through EIO) 129, SIGINT 130, SIGTERM 143. Every ending saves the
 * settings and flushes a Recording first.
 */
type Ending = 'quit' | 'SIGHUP' | 'SIGINT' | 'SIGTERM';

function exitStatus(ending: Ending): number {
  return ending === 'quit' ? 0 : 128 + constants.signals[ending];
}

/**
 * After a signal or a lost terminal the orderly exit gets this long; what still hangs then (a worker stuck in a native
 * call, a terminal that accepts no output) is left behind: settings are saved and the process exits anyway, so an
 * orphaned instance can never ignore SIGTERM.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** How long the last frame and the terminal-mode resets may take to reach a terminal that is still there. */
const OUTPUT_FLUSH_MS = 2_000;
/**
 * Output a terminal has not taken (it stopped reading: a frozen ssh session): beyond this it counts as gone.
 * WINPROC_TUI_TEST_STALLED_OUTPUT_BYTES lowers it so a test reaches it in seconds.
 */
const STALLED_OUTPUT_BYTES = testHooks.stalledOutputBytes() ?? 16 * 1024 * 1024;

/** Resolves once everything written to `stream` reached the terminal, or after `ms`. */
async function drained(stream: NodeJS.WriteStream, ms: number): Promise<void> {
  if (stream.writableLength === 0) return;
  await Promise.race([new Promise((resolve) => stream.once('drain', resolve)), delay(ms)]);
}

/**
 * Node writes to a terminal synchronously: a terminal that stops reading (its buffer full) would block the main
 * thread in write(2), where no signal handler can run. libuv reopened the tty for this process alone, so making its
 * writes asynchronous affects no other process; the stalled output is bounded by STALLED_OUTPUT_BYTES.
 */
function writeAsynchronously(stream: NodeJS.WriteStream): void {
  const handle = (stream as unknown as { _handle?: { setBlocking?: (blocking: boolean) => number } })._handle;
  handle?.setBlocking?.(false);
}

/** Whether the terminal is gone: writing to it or reading from it failed for good (hang-up, closed pty). */
function terminalLost(error: NodeJS.ErrnoException): boolean {
  return error.code === 'EIO' || error.code === 'EPIPE' || error.code === 'ENXIO' || error.code === 'EBADF' || error.code === 'ECONNRESET';
}

/**
 * The alternate screen, as htop uses (the shell's screen comes back intact after quitting), and SGR mouse reports
 * (clicks and the wheel, hooks/useMouse.ts). Leaving writes nothing once the terminal is gone.
 */
function enterTerminalModes(gone: () => boolean): () => void {
  if (!process.stdout.isTTY) return () => undefined;
  process.stdout.write('\u001b[?1049h\u001b[?1000h\u001b[?1006h');
  let left = false;
  const leave = () => {
    if (left || gone()) return;
    left = true;
    try {
      process.stdout.write('\u001b[?1006l\u001b[?1000l\u001b[?1049l');
    } catch {
      // The terminal went away between the check and the write.
    }
  };
  process.once('exit', leave);
  return leave;
}

/** The recording section to persist: the last directory (when one was ever set) and interval. */
function recordingSettings(preferences: App['recordingPreferences']): { directory?: string; interval_seconds: 1 | 2 | 5 | 10; format: 3 | 4 } {
  return { ...(preferences.directory !== null ? { directory: preferences.directory } : {}), interval_seconds: preferences.intervalSeconds, format: preferences.format };
}

let startupOver: () => void = () => undefined;
/**
 * Settles once the first frame is on screen: the code of the application's start has run, and its script bundle's
 * V8 code cache is written then (src/code-cache/script-bundle.ts).
 */
export const startupDone = new Promise<void>((resolve) => (startupOver = resolve));

export async function runApplication(_argv: readonly string[], earlySampler: EarlySamplerThread | null = null): Promise<void> {
  let platform: SamplingPlatform;
  try {
    platform = samplingPlatform();
  } catch (error) {
    if (error instanceof UnsupportedPlatformError) fail(error.message);
    throw error;
  }

  // The TUI reads keys in raw mode: without a terminal on standard input (redirected, or a terminal that hung up
  // before the start) there is nothing to run in, and nothing is touched.
  if (process.stdin.isTTY !== true) {
    try {
      process.stderr.write('winproc-tui: needs an interactive terminal: standard input is not a terminal (or the terminal is already gone)\n');
    } catch {
      // A terminal that is gone takes no message either.
    }
    // Node would abort at exit restoring a hung-up terminal's modes (see leaveLostTerminal).
    leaveLostTerminal(1);
  }

  // One instance per user session: a second one exits before touching the terminal or the settings.
  const endpoint = createEndpoint();
  const instance = await endpoint.tryAcquireInstanceLock().catch((error: Error) => error);
  if (instance === null || instance instanceof Error) {
    // Exiting while the early sampler thread loads its native code could abort the process (early-sampler.ts).
    await earlySampler?.untilSettled(REFUSAL_SETTLE_MS);
    fail(instance === null ? 'another winproc-tui is already running in this session' : `cannot take the single-instance marker: ${instance.message}`);
  }

  const settingsPath = configPath(process.env, platform);
  // A bridge whose MCP client passed another environment (no XDG_CONFIG_HOME) checks this file, not its own guess.
  try {
    endpoint.recordSettingsPath(settingsPath);
  } catch {
    // Without the record a bridge falls back to its own environment; the application itself is unaffected.
  }
  const settings = readSettings(settingsPath);
  const config = settings.config;
  const preferences = preferencesFromConfig(config);
  // resume: the saved working list; empty: none; choose: none until the start-up chooser loads a profile.
  const resume = preferences.trackingStartupMode === 'resume';
  const startupNames = resume ? (config.tracking?.working_names ?? []) : [];

  // What the settings file holds now: explicit profile actions write it at once (product contracts §3), the rest
  // of the settings after a successful run. A file this run could not read is never written.
  let onDisk = config;
  const persistProfiles = (saved: NonNullable<ReturnType<App['savedProfiles']>>) => {
    const next = { ...onDisk, profiles: saved.profiles, tracking: { ...onDisk.tracking, active_profile: saved.activeName } };
    writeSettings(settingsPath, next);
    onDisk = next;
  };

  let quitting = false;
  const sampler = new SamplingWorker({ earlyThread: earlySampler, nvmlLibrary: testHooks.nvmlLibrary(), statPath: testHooks.procStat() });
  // One writer thread for every Recording of the run, started with the first.
  const recordingThread = new RecordingWriterThread(findWorkerScript('recording'));
  const app = new App({
    trackingNames: startupNames,
    // The MCP worker below reads these histories through shared memory instead of keeping a second copy.
    shareHistories: true,
    savedProfiles: config.profiles ?? [],
    activeProfileName: resume ? (config.tracking?.active_profile ?? null) : null,
    preferences,
    profilesUnavailable: settings.status === 'invalid' ? settings.reason : null,
    persistProfiles: settings.status === 'invalid' ? undefined : persistProfiles,
    mcpConnectionsDisabled: mcpDisabled(config),
    confirmationTimeoutMs: testHooks.confirmationTimeoutMs(),
    // The kill key (k, F9): signals only a lifetime whose start time the collectors verified immediately before.
    signals: collectorSignals(),
    graphs: {
      preferences: graphPreferencesFrom(config.graphs),
      csvWriter: workerCsvWriter(findWorkerScript('csv')),
      workingDirectory: process.cwd(),
    },
    recording: {
      createWriter: () => recordingThread.writer(),
      directory: config.recording?.directory ?? null,
      ...(config.recording?.interval_seconds !== undefined ? { intervalSeconds: config.recording.interval_seconds } : {}),
      ...(config.recording?.format !== undefined ? { format: config.recording.format } : {}),
      workingDirectory: process.cwd(),
      display: () => ({
        columns: config.layout?.visible_columns ?? [],
        sort: { column: config.layout?.sort_column ?? 'cpu_percent', direction: config.layout?.sort_descending === false ? 'asc' : 'desc' },
      }),
    },
    configWarning: settings.status === 'invalid' ? `Settings not loaded: ${settings.reason}. Defaults are used and the file is left untouched.` : null,
  });
  /** What the latest release after an on-demand MCP worker's start did (for the memory-log test hook). */
  let workerStartPages: StartupPagesRelease | null = null;
  // The listener's state is read from saved settings before it is created (spec §3.2).
  const mcp = new McpHost({
    enabled: !mcpDisabled(config),
    platform,
    workerUrl: findWorkerScript(MCP_WORKER_FILE),
    fileUsersLockBuffer: fileUsersLockBuffer(),
    // One budget of 8 investigation slots for the TUI's Process Info (this thread's pool) and every MCP client.
    investigationSlotsBuffer: investigationSlotsBuffer(),
    mirrorSource: sampler,
    histories: app.store,
    // Where connections can be handed over (Linux), this thread accepts and the worker runs only while a bridge
    // needs it (src/backend/host.ts); elsewhere the worker listens itself.
    endpoint,
    idleStopMs: testHooks.mcpIdleStopMs(),
    // An on-demand worker's start touches ~10 MB of node's binary again (a new isolate's bootstrap), after the release
    // of start-up's pages below: released once more when that start is over.
    onWorkerStarted: () => releasePagesLater((release) => (workerStartPages = release)),
    // Listening (or the worker) starts once the first frame is on screen (below), so it does not compete with it.
    deferStart: true,
    operations: app,
    onState: (state) => app.setMcpState(state),
  });
  app.observe(mcp);
  startAfterFirstFrame(app, () => mcp.start());
  startAfterFirstFrame(app, () => startupOver());
  // Start-up's pages of node's binary and the shared libraries (~25 MB on Linux, touched once while the bundle
  // compiled and the threads started) leave the resident set once start-up is over; pages in use come back. Again
  // once V8's optimizing compiler has warmed up (its code in node's binary is touched in the first minute or two).
  let startupPages: StartupPagesRelease | null = null;
  startAfterFirstFrame(app, () => {
    const keep = (release: StartupPagesRelease | null) => (startupPages = release);
    releasePagesLater(keep);
    releasePagesLater(keep, WARM_PAGES_RELEASE_MS);
  });
  app.attach(sampler);
  app.attachDotnet(sampler);
  const startSampling = () => sampler.start(testHooks.sampleIntervalMs() ?? 1000);
  // Test-only (never in a user's run, which starts sampling here): the first pass held back until the test lets it go.
  const firstSampleHold = testHooks.firstSampleHold();
  const stopFirstSampleHold = firstSampleHold === undefined ? (startSampling(), () => undefined) : firstSampleHold(startSampling);
  const memoryLog = testHooks.memoryLog();
  const stopMemoryLog = memoryLog ? startMemoryLog(memoryLog, app.store, testHooks.memoryLogPeriodMs() ?? 60_000, () => startupPages, () => workerStartPages) : () => undefined;
  sampler
    .hostInfo()
    .then((host) => app.setHostInfo(host))
    .catch(() => undefined);

  /** The terminal is gone: nothing more is written to it, and the exit points the standard descriptors elsewhere. */
  let gone = false;
  // Settings are written once, when the run ended (by q, a signal or a lost terminal), never over a file this run
  // could not read.
  let saved = false;
  const saveSettings = () => {
    if (saved || settings.status === 'invalid') return;
    saved = true;
    try {
      const profiles = app.savedProfiles();
      writeSettings(settingsPath, {
        ...preferencesIntoConfig(onDisk, app.uiPreferences),
        mcp_connections_disabled: app.settingsMcpConnectionsDisabled,
        graphs: graphPreferencesInto(onDisk.graphs, app.graphPreferences),
        recording: { ...onDisk.recording, ...recordingSettings(app.recordingPreferences) },
        ...(profiles ? { profiles: profiles.profiles } : {}),
        tracking: {
          ...onDisk.tracking,
          startup_mode: app.uiPreferences.trackingStartupMode,
          working_names: [...app.trackingNames()],
          ...(profiles ? { active_profile: profiles.activeName } : {}),
        },
      });
    } catch (error) {
      if (!gone) process.stderr.write(`winproc-tui: settings were not saved (${(error as NodeJS.ErrnoException).code ?? 'error'})\n`);
    }
  };
  // A terminal that disappears (closed window, killed tmux pane, hang-up) or a signal ends the run like q does:
  // settings are saved and everything shuts down in order, instead of an EIO on the next frame crashing the process.
  // The handlers are in place before the first frame: a terminal already gone makes ink's first setRawMode fail.
  let ending: Ending | null = null;
  let ui: ReturnType<typeof render> | null = null;
  let noticeEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (noticeEnded = resolve));
  const endBy = (why: Exclude<Ending, 'quit'>) => {
    if (ending === null) {
      ending = why;
      noticeEnded();
      // Whatever hangs during the orderly exit, the process still ends, with its settings saved.
      setTimeout(() => {
        saveSettings();
        instance.release();
        if (gone) leaveLostTerminal(exitStatus(why));
        process.exit(exitStatus(why));
      }, SHUTDOWN_DEADLINE_MS);
    }
    app.actions.quit();
    ui?.unmount();
  };
  const onTerminalError = (error: NodeJS.ErrnoException) => {
    if (!terminalLost(error)) throw error;
    gone = true;
    endBy('SIGHUP');
  };
  process.stdout.on('error', onTerminalError);
  process.stdin.on('error', onTerminalError);
  const onSignal = (signal: NodeJS.Signals) => {
    if (signal === 'SIGHUP') gone = true;
    endBy(signal as Exclude<Ending, 'quit'>);
  };
  // `on`, not `once`: a second signal while the exit runs must not fall back to the default action (no save).
  for (const signal of ['SIGHUP', 'SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
  // Both: ink shows the cursor again through stderr when it ends.
  for (const stream of [process.stdout, process.stderr]) if (stream.isTTY) writeAsynchronously(stream);
  const stalled = setInterval(() => {
    if (process.stdout.writableLength + process.stderr.writableLength <= STALLED_OUTPUT_BYTES) return;
    gone = true;
    endBy('SIGHUP');
  }, 1_000);
  stalled.unref();

  const leaveTerminalModes = enterTerminalModes(() => gone);
  // The first frame is drawn with the first snapshot in it: an empty frame first (a whole mount, layout and write of
  // the screen) would hold back the table whenever the snapshot arrives while it is drawn (issue 31, first screen).
  await Promise.race([firstSnapshot(sampler, testHooks.firstSnapshotWaitMs() ?? FIRST_SNAPSHOT_WAIT_MS), ended]);
  // At most one frame per 16 ms however many changes arrive (MCP connections opening and closing in bursts). Each
  // frame rewrites only the lines that changed; the bundled ink draws a frame that fills the terminal in place
  // (scripts/ink-frames-in-place.mjs) rather than clearing the terminal for it.
  ui = render(createElement(Screen, { store: app, noColor: noColorRequested(process.env) }), { exitOnCtrlC: true, patchConsole: true, maxFps: 60, incrementalRendering: true });
  const uiExited = ui.waitUntilExit();
  // A hang-up or signal that came while the first frame was drawn.
  if (ending !== null) ui.unmount();
  // ink resolves its exit once its last write reached the terminal: one that takes no output would never let it.
  await Promise.race([uiExited, ended.then(() => delay(OUTPUT_FLUSH_MS))]);
  clearInterval(stalled);
  stopFirstSampleHold();
  stopMemoryLog();
  leaveTerminalModes();
  if (quitting) return;
  quitting = true;
  // An active Recording ends like a stop before anything else goes: partial window, end record, flush, close.
  await app.finishRecording();
  // The TUI's investigation pool (Process Info) stops with the rest: its workers must not hold the exit.
  await Promise.all([sampler.stop(), mcp.shutdown(), closeInvestigationPool(), recordingThread.shutdown()]);
  saveSettings();
  instance.release();
  const status = exitStatus(ending ?? 'quit');
  if (gone) leaveLostTerminal(status);
  if (ending !== null) {
    // The last frame and the mode resets still reach a terminal that is there; then the signal's status.
    await drained(process.stdout, OUTPUT_FLUSH_MS);
    process.exit(status);
  }
}

/**
 * Ends a run whose terminal is gone with `status` once everything is saved. Node restores the terminal's modes at
 * exit and aborts (exit 134) when that fails with EIO; it skips descriptors that now name another file, so the
 * standard descriptors are pointed at /dev/null first (closing one frees its number, the next open takes it).
 */
function leaveLostTerminal(status: number): never {
  for (const [fd, flags] of [
    [0, 'r'],
    [1, 'w'],
    [2, 'w'],
  ] as const) {
    try {
      closeSync(fd);
      openSync('/dev/null', flags);
    } catch {
      // Nothing is left to tell: the terminal is gone either way.
    }
  }
  process.exit(status);
}

/**
 * Releases start-up's pages (src/collectors/startup-pages.ts) `afterMs` from now (STARTUP_PAGES_RELEASE_MS unless given) and hands over
 * what the release did; a failure is only a saving missed, handed over with its reason.
 */
function releasePagesLater(done: (release: StartupPagesRelease | null) => void, afterMs = STARTUP_PAGES_RELEASE_MS): void {
  setTimeout(() => {
    releaseStartupPages()
      .then(done)
      .catch((error: unknown) => done({ mappings: 0, residentKb: 0, mallocTrimmed: null, failures: [String(error)] }));
  }, afterMs).unref();
}

/**
 * Time after the first frame (and the MCP worker's start) before start-up's pages are released: the first passes, the
 * .NET detection and the worker's module loading have run by then (measured: ~24 of node's ~50 MB of file-backed pages
 * stay out afterwards; docs/testing.md, issue 31 s35 rss).
 */
const STARTUP_PAGES_RELEASE_MS = 5_000;

/**
 * Time after the first frame of the second release: by then V8's optimizing compiler has compiled the steady state's
 * code, and the pages of node's binary it touched doing so are no longer used (-2.7 MB of file-backed pages at +2,000
 * processes; docs/testing.md, issue 31 s43 rss).
 */
const WARM_PAGES_RELEASE_MS = 120_000;

/**
 * Longest wait for the first snapshot before the first frame is drawn without it (a sampler that is slow or failing
 * must not leave the screen blank): the first pass takes ~25 ms at ~50 processes and ~250 ms at ~2,000.
 * WINPROC_TUI_TEST_FIRST_SNAPSHOT_WAIT_MS lengthens it so a test on a busy machine always sees the first frame with data;
 * WINPROC_TUI_TEST_FIRST_SAMPLE_GATE holds the first pass back so a test sees this fallback (tui-first-frame.test.ts).
 */
const FIRST_SNAPSHOT_WAIT_MS = 1_000;

/** Resolves once the sampler delivered its first snapshot (its listeners, the App's among them, have run) or failed. */
function firstSnapshot(sampler: SamplingWorker, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(latest);
      stopSnapshots();
      stopErrors();
      resolve();
    };
    const latest = setTimeout(done, ms);
    const stopSnapshots = sampler.onSnapshot(done);
    const stopErrors = sampler.onError(done);
  });
}

/** Time after the first view with samples for ink (at most one frame per 16 ms) to have drawn it. */
const FIRST_FRAME_MS = 50;
/** Latest start of deferred work when no sample arrives (a failing sampler must not keep MCP away). */
const FIRST_FRAME_LATEST_MS = 2_000;

/** Runs `start` once the first view with samples has been drawn, or after FIRST_FRAME_LATEST_MS at the latest. */
function startAfterFirstFrame(app: App, start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    clearTimeout(latest);
    stop();
    start();
  };
  const latest = setTimeout(once, FIRST_FRAME_LATEST_MS);
  const stop = app.subscribe(() => {
    if (app.getView().displayedAtMs !== null) setTimeout(once, FIRST_FRAME_MS);
  });
}
