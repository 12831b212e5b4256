// The application's start-up wiring, the one module that knows every room: platform check, single instance,
// settings, sampling, the MCP worker and the TUI, connected to the App; then the orderly exit.
import { closeSync, openSync } from 'node:fs';
import { render } from 'ink';
import { createElement } from 'react';
import { App } from './app/app.js';
import { workerCsvWriter } from './app/graphs/csv-writer.js';
import { DEFAULT_GRAPH_PREFERENCES } from './app/graphs/workspace.js';
import { startMemoryLog } from './app/memory-log.js';
import { preferencesFromConfig, preferencesIntoConfig } from './app/preferences.js';
import { McpHost } from './backend/host.js';
import { workerRecordingWriter } from './recording/writer.js';
import { SamplingWorker, samplingPlatform, UnsupportedPlatformError, type SamplingPlatform } from './collectors/index.js';
import { closeInvestigationPool, fileUsersLockBuffer, investigationSlotsBuffer } from './investigation-pool/index.js';
import { findWorkerScript } from './collectors/worker-script.js';
import { configPath, mcpDisabled, readSettings, writeSettings } from './config/settings.js';
import { createEndpoint } from './ipc/endpoint.js';
import { Screen } from './tui/Screen.js';
import { noColorRequested } from './tui/theme.js';

/**
 * Test hooks (read only here, at start-up; documented in docs/architecture.md "Test hooks"): system tests shorten
 * the sampling interval, so retention effects show in seconds, and the 60 s confirmation timeout, so a timeout is
 * tested without a minute's sleep. Unset (as for every user), the product's values apply.
 */
function testHookMs(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function fail(message: string): never {
  process.stderr.write(`winproc-tui: ${message}\n`);
  process.exit(1);
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
function recordingSettings(preferences: App['recordingPreferences']): { directory?: string; interval_seconds: 1 | 2 | 5 | 10 } {
  return { ...(preferences.directory !== null ? { directory: preferences.directory } : {}), interval_seconds: preferences.intervalSeconds };
}

export async function runApplication(_argv: readonly string[]): Promise<void> {
  let platform: SamplingPlatform;
  try {
    platform = samplingPlatform();
  } catch (error) {
    if (error instanceof UnsupportedPlatformError) fail(error.message);
    throw error;
  }

  // One instance per user session: a second one exits before touching the terminal or the settings.
  const endpoint = createEndpoint();
  const instance = await endpoint.tryAcquireInstanceLock().catch((error: Error) => fail(`cannot take the single-instance marker: ${error.message}`));
  if (instance === null) fail('another winproc-tui is already running in this session');

  const settingsPath = configPath(process.env, platform);
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
  const sampler = new SamplingWorker();
  const app = new App({
    trackingNames: startupNames,
    savedProfiles: config.profiles ?? [],
    activeProfileName: resume ? (config.tracking?.active_profile ?? null) : null,
    preferences,
    profilesUnavailable: settings.status === 'invalid' ? settings.reason : null,
    persistProfiles: settings.status === 'invalid' ? undefined : persistProfiles,
    mcpConnectionsDisabled: mcpDisabled(config),
    confirmationTimeoutMs: testHookMs('WINPROC_TUI_TEST_CONFIRMATION_TIMEOUT_MS'),
    graphs: {
      preferences: { heightRows: config.graphs?.height_rows ?? DEFAULT_GRAPH_PREFERENCES.heightRows, displayMode: config.graphs?.display_mode ?? DEFAULT_GRAPH_PREFERENCES.displayMode },
      csvWriter: workerCsvWriter(findWorkerScript('csv')),
      workingDirectory: process.cwd(),
    },
    recording: {
      createWriter: () => workerRecordingWriter(findWorkerScript('recording')),
      directory: config.recording?.directory ?? null,
      ...(config.recording?.interval_seconds !== undefined ? { intervalSeconds: config.recording.interval_seconds } : {}),
      workingDirectory: process.cwd(),
      display: () => ({
        columns: config.layout?.visible_columns ?? [],
        sort: { column: config.layout?.sort_column ?? 'cpu_percent', direction: config.layout?.sort_descending === false ? 'asc' : 'desc' },
      }),
    },
    configWarning: settings.status === 'invalid' ? `Settings not loaded: ${settings.reason}. Defaults are used and the file is left untouched.` : null,
  });
  // The listener's state is read from saved settings before it is created (spec §3.2).
  const mcp = new McpHost({
    enabled: !mcpDisabled(config),
    platform,
    workerUrl: findWorkerScript('mcp'),
    fileUsersLockBuffer: fileUsersLockBuffer(),
    // One budget of 8 investigation slots for the TUI's Process Info (this thread's pool) and every MCP client.
    investigationSlotsBuffer: investigationSlotsBuffer(),
    mirrorSource: sampler,
    operations: app,
    onState: (state) => app.setMcpState(state),
  });
  app.observe(mcp);
  app.attach(sampler);
  app.attachDotnet(sampler);
  sampler.start(testHookMs('WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS') ?? 1000);
  const memoryLog = process.env.WINPROC_TUI_TEST_MEMORY_LOG;
  const stopMemoryLog = memoryLog ? startMemoryLog(memoryLog, app.store, testHookMs('WINPROC_TUI_TEST_MEMORY_LOG_PERIOD_MS') ?? 60_000) : () => undefined;
  sampler
    .hostInfo()
    .then((host) => app.setHostInfo(host))
    .catch(() => undefined);

  // A terminal that disappears (closed window, killed tmux pane, hang-up) ends the run like q does: settings are
  // saved and everything shuts down in order, instead of an EIO on the next frame crashing the process.
  let gone = false;
  const leaveTerminalModes = enterTerminalModes(() => gone);
  // At most one frame per 16 ms however many changes arrive (MCP connections opening and closing in bursts).
  const ui = render(createElement(Screen, { store: app, noColor: noColorRequested(process.env) }), { exitOnCtrlC: true, patchConsole: true, maxFps: 60 });
  const end = () => {
    app.actions.quit();
    ui.unmount();
  };
  const onTerminalError = (error: NodeJS.ErrnoException) => {
    if (!terminalLost(error)) throw error;
    gone = true;
    end();
  };
  process.stdout.on('error', onTerminalError);
  process.stdin.on('error', onTerminalError);
  const onHangUp = () => {
    gone = true;
    end();
  };
  process.once('SIGHUP', onHangUp);
  process.once('SIGTERM', end);
  await ui.waitUntilExit();
  stopMemoryLog();
  leaveTerminalModes();
  if (quitting) return;
  quitting = true;
  // An active Recording ends like a stop before anything else goes: partial window, end record, flush, close.
  await app.finishRecording();
  // The TUI's investigation pool (Process Info) stops with the rest: its workers must not hold the exit.
  await Promise.all([sampler.stop(), mcp.shutdown(), closeInvestigationPool()]);
  // Settings are written only after a successful run, and never over a file this run could not read.
  if (settings.status !== 'invalid') {
    try {
      const saved = app.savedProfiles();
      writeSettings(settingsPath, {
        ...preferencesIntoConfig(onDisk, app.uiPreferences),
        mcp_connections_disabled: app.settingsMcpConnectionsDisabled,
        graphs: { ...onDisk.graphs, height_rows: app.graphPreferences.heightRows, display_mode: app.graphPreferences.displayMode },
        recording: { ...onDisk.recording, ...recordingSettings(app.recordingPreferences) },
        ...(saved ? { profiles: saved.profiles } : {}),
        tracking: {
          ...onDisk.tracking,
          startup_mode: app.uiPreferences.trackingStartupMode,
          working_names: [...app.trackingNames()],
          ...(saved ? { active_profile: saved.activeName } : {}),
        },
      });
    } catch (error) {
      if (!gone) process.stderr.write(`winproc-tui: settings were not saved (${(error as NodeJS.ErrnoException).code ?? 'error'})\n`);
    }
  }
  instance.release();
  if (gone) leaveLostTerminal();
}

/**
 * Ends a run whose terminal is gone with exit code 0 once everything is saved. Node restores the terminal's modes at
 * exit and aborts (exit 134) when that fails with EIO; it skips descriptors that now name another file, so the
 * standard descriptors are pointed at /dev/null first (closing one frees its number, the next open takes it).
 */
function leaveLostTerminal(): never {
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
  process.exit(0);
}
