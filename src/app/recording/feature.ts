// The App's Recording (spec §10 "Recording", product-contracts §7): one application-owned session at a time, with
// the working Tracking List and the interval fixed at start, fed every applied snapshot (recording/recorder.ts
// aggregates windows), written by the writer thread, ended by an exact-session stop, the 24-hour limit (monotonic
// clock) or quit — each flushing the partial window, writing the end record, flushing and closing before the end is
// reported. A write failure ends the session at once as a failed one (back to Live, tracking free again); the failure
// stays visible in the TUI until dismissed or the next start, a stop of that session answers it, and the partial
// file is kept. Start and stop are operation plans, so the TUI's keys and MCP clients go through the same checks.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Activity } from '../../model/activity.js';
import type { ModelStore } from '../../model/index.js';
import type { OperationFailure, OperationOutcome, RecordingInterval, RecordingMutation, RecordingStateView } from '../../model/operations.js';
import type { HostInfo, Snapshot } from '../../model/types.js';
import { Recorder } from '../../recording/recorder.js';
import { sessionIdOf, type RecordingFormatVersion, type V3EndReason, type V3Session } from '../../recording/v3-layout.js';
import { DEFAULT_RECORDING_FORMAT, frameLayoutOf } from '../../recording/v4-layout.js';
import type { RecordingWriter } from '../../recording/writer.js';
import type { StateRevision } from '../operations/revision.js';
import { ApplyFailure, type OperationPlan } from '../operations/runner.js';
import { confirmationText } from '../operations/confirmations.js';
import { staleRevision, type Requester } from '../tracking/plan.js';

/** The longest Recording (product-contracts §7), measured on the monotonic clock. */
export const RECORDING_DURATION_LIMIT_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_RECORDING_INTERVAL: RecordingInterval = 1;

/** The clocks and timer the feature uses; tests pass their own. */
export interface RecordingClock {
  wallMs(): number;
  monotonicMs(): number;
  setTimer(callback: () => void, delayMs: number): unknown;
  clearTimer(handle: unknown): void;
}

const SYSTEM_CLOCK: RecordingClock = {
  wallMs: () => Date.now(),
  monotonicMs: () => performance.now(),
  setTimer: (callback, delayMs) => setTimeout(callback, delayMs).unref(),
  clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface RecordingFeatureOptions {
  /** A writer for one Recording (the writer thread in the application, in-thread in tests). */
  readonly createWriter: () => RecordingWriter;
  /** The saved recording directory (`recording.directory`), or null when none was ever configured. */
  readonly directory?: string | null;
  /** The saved interval, the Record dialog's default. */
  readonly intervalSeconds?: RecordingInterval;
  /** The format new Recordings are written in (`recording.format`; 4 by default, 3 for the original application). */
  readonly format?: RecordingFormatVersion;
  /** `app` of the session record, for example `winproc-tui 0.1.0`. */
  readonly appName: string;
  /** The process table's columns and sort when a Recording starts (from the layout settings). */
  readonly display?: () => { readonly columns: readonly string[]; readonly sort: { readonly column: string; readonly direction: 'asc' | 'desc' } };
  /** What a relative directory typed in the Record dialog is relative to. */
  readonly workingDirectory?: string;
  readonly durationLimitMs?: number;
  readonly clock?: RecordingClock;
}

/** What the feature reads and changes in the App. */
export interface RecordingHost {
  readonly store: ModelStore;
  readonly activity: Activity;
  readonly revision: StateRevision;
  host(): HostInfo | null;
  /** Enters or leaves the Recording activity: observers are told, the revision advances, the TUI redraws. */
  setRecording(active: boolean): void;
  redraw(): void;
  /** Says something on the TUI's notice line (null clears it). */
  notice(text: string | null): void;
  /** Ends a TUI stop confirmation still waiting (an MCP client stopped the session meanwhile). */
  cancelLocalStop(): void;
}

/** The Recording as the TUI shows it (REC badge, Record dialog). */
export interface RecordingPanelView {
  readonly active: boolean;
  /** opening: the file is being created; stopping: the end is being written. */
  readonly phase: 'opening' | 'recording' | 'stopping' | null;
  readonly sessionId: string | null;
  /** Wall-clock start, for the elapsed time in the header. */
  readonly startedAtMs: number | null;
  /** The active session's interval, else the Record dialog's default. */
  readonly intervalSeconds: RecordingInterval;
  readonly trackedNames: readonly string[];
  /** The configured directory (the dialog's default and MCP's output directory), or null. */
  readonly directory: string | null;
  /** The format new Recordings are written in (Settings). */
  readonly format: RecordingFormatVersion;
  readonly path: string | null;
  /** A write failure of the active session: writing stopped, what was written is kept. */
  readonly error: string | null;
  readonly frames: number;
  /** The last session that ended with a write failure, shown until dismissed or the next start; null otherwise. */
  readonly failure: RecordingFailureView | null;
}

/** A Recording that ended because writing failed: what failed and the partial file that was kept. */
export interface RecordingFailureView {
  readonly sessionId: string;
  readonly message: string;
  /** The kept partial file, or null when it was never created. */
  readonly path: string | null;
}

interface Session {
  readonly sessionId: string;
  readonly v3: V3Session;
  readonly startedMonoMs: number;
  readonly directory: string;
  readonly writer: RecordingWriter;
  readonly recorder: Recorder;
  readonly timer: unknown;
  phase: 'opening' | 'recording' | 'stopping';
  path: string | null;
  logId: string | null;
  error: string | null;
  ending: Promise<EndResult> | null;
}

interface EndResult {
  readonly outcome: OperationOutcome;
  readonly error: string | null;
}

const failure = (code: string, message: string): OperationFailure => ({ code, message, retryable: false });

/** Failed sessions a stop of their exact ID still answers with their write failure (older ones: "no active session"). */
const REMEMBERED_FAILURES = 16;

/** The text of a TUI stop confirmation (the origin topic lets an MCP stop end it). */
export const LOCAL_STOP_TOPIC = 'recording_stop';

export class RecordingFeature {
  private session: Session | null = null;
  /** Log IDs this run's Recordings created, by directory: server-issued IDs any connection may open (spec §10). */
  private readonly recorded = new Map<string, Set<string>>();
  private directory: string | null;
  private intervalPreference: RecordingInterval;
  private format: RecordingFormatVersion;
  private readonly clock: RecordingClock;
  private readonly limitMs: number;
  private readonly instance = randomBytes(3).toString('hex');
  private started = 0;
  /** What the TUI was told when the last session ended. */
  private endNotice: string | null = null;
  /** Sessions that ended with a write failure, newest last, by session ID. */
  private readonly failures = new Map<string, Session>();
  /** The failure the TUI shows (its status line) until dismissed or the next start. */
  private shownFailure: Session | null = null;

  constructor(
    private readonly host: RecordingHost,
    private readonly options: RecordingFeatureOptions,
  ) {
    this.directory = options.directory ?? null;
    this.intervalPreference = options.intervalSeconds ?? DEFAULT_RECORDING_INTERVAL;
    this.format = options.format ?? DEFAULT_RECORDING_FORMAT;
    this.clock = options.clock ?? SYSTEM_CLOCK;
    this.limitMs = options.durationLimitMs ?? RECORDING_DURATION_LIMIT_MS;
  }

  get active(): boolean {
    return this.session !== null;
  }

  /** The settings to persist: the last directory and interval used. */
  get preferences(): { readonly directory: string | null; readonly intervalSeconds: RecordingInterval; readonly format: RecordingFormatVersion } {
    return { directory: this.directory, intervalSeconds: this.intervalPreference, format: this.format };
  }

  /** Settings: the format the next Recording is written in; an active session keeps its own. */
  setFormat(format: RecordingFormatVersion): void {
    this.format = format;
  }

  /**
   * Settings: the configured directory (the Record dialog's default, where MCP records and lists logs). A relative
   * one is taken from the working directory; an active session keeps writing where it started.
   */
  setDirectory(directory: string): void {
    this.directory = resolve(this.options.workingDirectory ?? process.cwd(), directory);
  }

  state(): RecordingStateView {
    const session = this.session;
    return {
      active: session !== null,
      sessionId: session?.sessionId ?? null,
      trackedNames: session ? session.v3.tracked : [],
      intervalSeconds: session ? session.v3.intervalSeconds : null,
      outputLogId: session?.logId ?? null,
      recordedLogIds: this.directory === null ? [] : [...(this.recorded.get(this.directory) ?? [])],
      outputDirectoryConfigured: this.directory !== null,
      directory: this.directory,
      revision: this.host.revision.current,
    };
  }

  panel(): RecordingPanelView {
    const session = this.session;
    return {
      active: session !== null,
      phase: session?.phase ?? null,
      sessionId: session?.sessionId ?? null,
      startedAtMs: session?.v3.startMs ?? null,
      intervalSeconds: session?.v3.intervalSeconds ?? this.intervalPreference,
      trackedNames: session?.v3.tracked ?? [],
      directory: this.directory,
      format: this.format,
      path: session?.path ?? null,
      error: session?.error ?? null,
      frames: session?.recorder.frames ?? 0,
      failure: this.shownFailure === null ? null : failureView(this.shownFailure),
    };
  }

  /** Esc in the TUI: the ended Recording's failure line goes away (a stop of its ID still answers the failure). */
  dismissFailure(): void {
    if (this.shownFailure === null) return;
    this.shownFailure = null;
    this.host.redraw();
  }

  /** Every applied snapshot: aggregated into the current window; the 24-hour limit is checked on the way. */
  onSnapshot(snapshot: Snapshot): void {
    const session = this.session;
    if (session === null || session.phase === 'stopping') return;
    const store = this.host.store;
    const keys = store.presentKeys();
    const closed = session.recorder.acceptRows(snapshot, (key) => store.isTracked(key), keys.length === snapshot.processes.length ? keys : undefined);
    if (closed !== null) session.writer.appendWindow(closed);
    if (this.clock.monotonicMs() - session.startedMonoMs >= this.limitMs) void this.end(session, 'duration_limit');
  }

  plan(mutation: RecordingMutation, requester: Requester): OperationPlan {
    return mutation.action === 'start' ? this.startPlan(mutation, requester) : this.stopPlan(mutation.sessionId, requester);
  }

  /** Quit (q, SIGTERM, SIGHUP): the active Recording ends like a stop, flushed and closed before the process exits. */
  async finish(): Promise<void> {
    if (this.session !== null) await this.end(this.session, 'stopped');
  }

  private startPlan(mutation: Extract<RecordingMutation, { action: 'start' }>, requester: Requester): OperationPlan {
    const local = requester === 'you';
    const directory = () => (mutation.directory !== undefined ? resolve(this.options.workingDirectory ?? process.cwd(), mutation.directory) : this.directory);
    return {
      reject: () => (mutation.directory !== undefined && mutation.directory.trim() === '' ? failure('INVALID_ARGUMENT', 'Give the directory to record into.') : null),
      check: () => {
        if (this.host.activity === 'log_view') {
          return failure('ACTIVITY_CONFLICT', 'A Recording cannot start while the TUI shows a saved log (Log view). Return the TUI to Live first.');
        }
        if (this.session !== null) {
          return failure('ACTIVITY_CONFLICT', `A Recording is already active (session ${this.session.sessionId}); a start never replaces it. Stop that session first.`);
        }
        if (!this.host.revision.matches(mutation.expectedRevision)) return staleRevision(mutation.expectedRevision, this.host.revision.current);
        if (this.host.store.trackingNames().length === 0) {
          return failure('STATE_CONFLICT', `The working Tracking List is empty: a Recording records the tracked processes. ${local ? 'Track a process name (t)' : 'Add a name with winproc_update_tracking'} first; zero matching processes is fine.`);
        }
        if (directory() === null) {
          return failure('STATE_CONFLICT', 'No recording directory is configured. Start a Recording once in the TUI (key r, Record dialog) to choose one; MCP Recording then writes there.');
        }
        return null;
      },
      confirmation: () => null,
      apply: () => this.start(directory()!, mutation.intervalSeconds),
    };
  }

  private start(directory: string, intervalSeconds: RecordingInterval): Promise<OperationOutcome> {
    const startMs = this.clock.wallMs();
    const host = this.host.host();
    const display = this.options.display?.() ?? { columns: [], sort: { column: 'cpu_percent', direction: 'desc' as const } };
    const v3: V3Session = {
      id: sessionIdOf(startMs),
      app: this.options.appName,
      host: host?.hostname ?? 'unknown',
      startMs,
      intervalSeconds,
      tracked: this.host.store.trackingNames(),
      columns: display.columns,
      sort: display.sort,
      system: host ? systemOf(host) : {},
      format: this.format,
      ...(host ? { cpuColumns: host.logicalCpuCount } : {}),
    };
    const writer = this.options.createWriter();
    this.started += 1;
    const session: Session = {
      sessionId: `${v3.id}-${this.instance}-${this.started}`,
      v3,
      startedMonoMs: this.clock.monotonicMs(),
      directory,
      writer,
      recorder: new Recorder(intervalSeconds, startMs, (length) => writer.frameCells(length), frameLayoutOf(this.format, v3)),
      timer: this.clock.setTimer(() => {
        if (this.session === session) void this.end(session, 'duration_limit');
      }, this.limitMs),
      phase: 'opening',
      path: null,
      logId: null,
      error: null,
      ending: null,
    };
    writer.onFailure((message) => this.writeFailed(session, message));
    this.session = session;
    this.shownFailure = null;
    this.intervalPreference = intervalSeconds;
    // Tracking is refused from this moment, before the file exists: the names are fixed now.
    this.host.setRecording(true);
    return writer.open(directory, v3).then(async (opened) => {
      if (!opened.ok) {
        this.clock.clearTimer(session.timer);
        if (this.session === session) this.session = null;
        await writer.close(null);
        this.host.setRecording(false);
        // A directory this user may not write is a permission refusal (spec §8), not a failed write.
        throw new ApplyFailure(failure(opened.permissionDenied === true ? 'PERMISSION_DENIED' : 'EXPORT_FAILED', `The Recording did not start: ${opened.message} Nothing was recorded.`));
      }
      session.path = opened.path;
      session.logId = opened.logId;
      const issued = this.recorded.get(directory) ?? new Set<string>();
      issued.add(opened.logId);
      this.recorded.set(directory, issued);
      // The directory that took a Recording is the configured one from now on (MCP records and lists logs there).
      this.directory = directory;
      if (session.phase === 'opening') session.phase = 'recording';
      this.host.redraw();
      // Even the session record could not be written: the start failed, the (partial) file is kept.
      if (session.error !== null) throw new ApplyFailure(failure('EXPORT_FAILED', `The Recording started but writing failed at once: ${session.error}.${keptFile(session)}`), { ...this.outcome(session), output_path: opened.path });
      return this.outcome(session);
    });
  }

  private outcome(session: Session): OperationOutcome {
    return {
      recording_session_id: session.sessionId,
      tracked_names: [...session.v3.tracked],
      interval_seconds: session.v3.intervalSeconds,
      ...(session.logId !== null ? { output_log_id: session.logId } : {}),
      revision: this.host.revision.current,
    };
  }

  private stopPlan(sessionId: string, requester: Requester): OperationPlan {
    const local = requester === 'you';
    return {
      check: () => {
        const session = this.session;
        // The exact ID of a session a write failure ended: apply answers that failure (code and kept file).
        if (session === null && this.failures.has(sessionId)) return null;
        if (session === null) return failure('STATE_CONFLICT', `No Recording is active: session ${sessionId} has ended already. Nothing was stopped.`);
        if (session.sessionId !== sessionId) {
          return failure('STATE_CONFLICT', `Session ${sessionId} is not the active Recording (that is ${session.sessionId}); a stop names its exact session and never stops another. Nothing was stopped.`);
        }
        if (session.phase === 'stopping') return failure('STATE_CONFLICT', `Session ${sessionId} is stopping already.`);
        return null;
      },
      // The TUI's own stop asks first; an MCP stop names the exact session and needs no confirmation (spec §10).
      confirmation: () => (local ? this.stopDescription() : null),
      localTopic: LOCAL_STOP_TOPIC,
      apply: async () => {
        const failed = this.session === null ? this.failures.get(sessionId) : undefined;
        if (failed !== undefined) throw this.failedStop(failed, this.outcome(failed));
        const session = this.session!;
        if (!local) {
          this.host.cancelLocalStop();
          this.host.notice(null);
        }
        const ended = await this.end(session, 'stopped');
        // The TUI's status line shows a failure already; an MCP client gets it as the operation's error.
        if (ended.error !== null && !local) throw this.failedStop(session, ended.outcome);
        return ended.outcome;
      },
      // The TUI's notice after its own stop is the one the end already gave (where the file is); a failure has its line.
      describe: () => this.endNotice ?? '',
    };
  }

  /** A stop's answer for a session a write failure ended: EXPORT_FAILED, the failure and the kept file's path. */
  private failedStop(session: Session, outcome: OperationOutcome): ApplyFailure {
    const message = `Session ${session.sessionId} ended with a write failure: ${session.error ?? 'writing failed'}.${keptFile(session)}`;
    return new ApplyFailure(failure('EXPORT_FAILED', message), { ...outcome, ...(session.path !== null ? { output_path: session.path } : {}) });
  }

  private stopDescription(): string {
    const session = this.session!;
    return confirmationText([
      `Stop the Recording (session ${session.sessionId})?`,
      `Recording ${session.v3.tracked.join(', ')} every ${session.v3.intervalSeconds} s into ${session.path ?? session.directory}.`,
      'The partial window is written, then the end record; the file is flushed and closed.',
    ]);
  }

  /**
   * The writer reported a failed write: the session ends now as a failed one (back to Live, tracking and profiles
   * free again) while its writer closes the file in the background, keeping every complete line.
   */
  private writeFailed(session: Session, message: string): void {
    session.error ??= message;
    if (this.session !== session) return this.host.redraw();
    this.detach(session);
    void this.end(session, 'stopped');
  }

  /** The session is no longer the active one: its failure, if any, is remembered and shown; activity back to Live. */
  private detach(session: Session): void {
    if (this.session !== session) return;
    this.session = null;
    if (session.error !== null) {
      this.failures.delete(session.sessionId);
      this.failures.set(session.sessionId, session);
      if (this.failures.size > REMEMBERED_FAILURES) this.failures.delete(this.failures.keys().next().value as string);
      this.shownFailure = session;
      this.endNotice = null;
      this.host.notice(null);
      // A stop question the TUI still has open has nothing left to stop: confirming it would only say the failure
      // again under the failure's own lines.
      this.host.cancelLocalStop();
    }
    this.host.setRecording(false);
  }

  /** Ends `session` once: partial window, end record, flush and close; later callers get the same result. */
  private end(session: Session, reason: V3EndReason): Promise<EndResult> {
    if (session.ending !== null) return session.ending;
    session.phase = 'stopping';
    this.clock.clearTimer(session.timer);
    const partial = session.recorder.finishRows();
    if (partial !== null) session.writer.appendWindow(partial);
    this.host.redraw();
    session.ending = session.writer.close({ endedAtMs: this.clock.wallMs(), reason }).then((closed) => {
      session.error ??= closed.ok ? null : closed.message;
      const outcome = this.outcome(session);
      if (session.error === null) {
        const where = session.path ?? session.directory;
        this.endNotice = reason === 'duration_limit' ? `Recording reached the 24-hour limit and ended; saved to ${where}.` : `Recording stopped; saved to ${where}.`;
        this.detach(session);
        this.host.notice(this.endNotice);
      } else {
        // A failure found by the final flush or close (or earlier) ends as a failed session like any write failure.
        this.detach(session);
        this.host.redraw();
      }
      return { outcome: { ...outcome, revision: this.host.revision.current }, error: session.error };
    });
    return session.ending;
  }
}

/** ` The partial file … is kept.` for a failed session's file, or nothing when there was none. */
function keptFile(session: Session): string {
  return session.path !== null ? ` The partial file ${session.path} is kept (every complete line).` : '';
}

function failureView(session: Session): RecordingFailureView {
  return { sessionId: session.sessionId, message: session.error ?? 'writing failed', path: session.path };
}

/** The session record's optional host description. */
function systemOf(host: HostInfo): NonNullable<V3Session['system']> {
  const cores = host.physicalCoreCount !== null ? `${host.physicalCoreCount} cores, ` : '';
  const sockets = host.socketCount !== null ? `${host.socketCount} socket${host.socketCount === 1 ? '' : 's'}, ` : '';
  const caches = Object.entries(host.cacheBytes).map(([level, bytes]) => `${level} ${bytes / 1024n} KiB`);
  return {
    ...(host.cpuName !== null ? { cpu: host.cpuName } : {}),
    topology: `${sockets}${cores}${host.logicalCpuCount} logical processors`,
    ...(caches.length > 0 ? { cache: caches.join(', ') } : {}),
  };
}
