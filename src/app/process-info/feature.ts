// Process Info (Enter on a row): the captures behind its Image, Files, DLLs and Environment tabs, run in the
// shared investigation pool against the selected lifetime's verified identity. Each tab's capture starts the
// first time the tab is shown (Image at once) and can be refreshed; closing the dialog cancels what still runs.
// In the Log view the dialog shows what the recording holds instead (RecordedProcess): nothing is captured from a
// live process that merely reuses the recorded PID. The Environment capture is kept here, in the App, and shown only by the TUI: nothing sends it over MCP. The pool's
// slots are the application's one budget, shared with every MCP client: when MCP holds them all, the tab says so.
import {
  investigationPool,
  PoolBusyError,
  type EnvironmentRow,
  type InvestigationRequest,
  type ModuleRow,
  type OpenFileRow,
  type PoolFailureKind,
  type ProcessInfoField,
  type ProcessInfoRow,
  type TaskOutcome,
} from '../../investigation-pool/index.js';
import type { ProcessIdentity } from '../../model/types.js';

/** The dialog's tabs in order (keys 1-5, Tab / Shift-Tab). */
export type ProcessInfoTab = 'image' | 'metrics' | 'files' | 'modules' | 'environment';
export const PROCESS_INFO_TABS: readonly ProcessInfoTab[] = ['image', 'metrics', 'files', 'modules', 'environment'];

/** The tabs backed by a capture; Metrics reads the live sample instead. */
export type CaptureTab = Exclude<ProcessInfoTab, 'metrics'>;

/** Every field of the Image tab: what winproc_get_process_info offers, user and command line included. */
const IMAGE_FIELDS: readonly ProcessInfoField[] = ['image', 'version', 'user', 'command_line', 'parent', 'start_time', 'architecture', 'file'];

const REQUEST_KIND = { image: 'process_info', files: 'open_files', modules: 'modules', environment: 'environment' } as const;

/** What each capture tab shows when it succeeded. */
export interface CaptureRows {
  readonly image: readonly ProcessInfoRow[];
  readonly files: readonly OpenFileRow[];
  readonly modules: readonly ModuleRow[];
  readonly environment: readonly EnvironmentRow[];
}

export type CaptureView<T extends CaptureTab = CaptureTab> =
  | { readonly status: 'running'; readonly startedAtMs: number }
  | { readonly status: 'done'; readonly startedAtMs: number; readonly finishedAtMs: number; readonly rows: CaptureRows[T]; readonly partial: boolean; readonly warnings: readonly string[] }
  | { readonly status: 'failed'; readonly startedAtMs: number; readonly reason: PoolFailureKind | 'busy'; readonly message: string };

/** What a recording keeps of a process (its definition): the Log view's Process Info shows this and no capture. */
export interface RecordedProcess {
  readonly identity: ProcessIdentity;
  readonly path: string | null;
  readonly user: string | null;
  /** The recorded parent lifetime, when the recording saw it. */
  readonly parent: { readonly pid: number; readonly name: string } | null;
  /** The log file's name. */
  readonly logName: string;
}

export interface ProcessInfoView {
  /** identityKey() of the lifetime the dialog shows. */
  readonly key: string;
  readonly pid: number;
  readonly name: string;
  readonly captures: { readonly [T in CaptureTab]?: CaptureView<T> };
  /** Set in the Log view: the recorded definition; the capture tabs say "not recorded". */
  readonly recorded: RecordedProcess | null;
}

/** The part of the investigation pool this feature uses (tests substitute a scripted one). */
export interface InvestigationRunner {
  run(request: InvestigationRequest): { readonly outcome: Promise<TaskOutcome>; cancel(): void };
}

/** Why nothing started, with who holds the application's slots (this thread's pool is Process Info's). */
function busyMessage(error: PoolBusyError): string {
  if (error.slots === null) return error.message;
  const { total, own, others } = error.slots;
  const holders = [others > 0 ? `${others} by MCP clients` : null, own > 0 ? `${own} by Process Info` : null].filter((part) => part !== null).join(', ');
  return `all ${total} investigation slots are in use (${holders}); F5 tries again once one is free.`;
}

interface Running {
  readonly tab: CaptureTab;
  cancel(): void;
}

export class ProcessInfoFeature {
  private target: { readonly key: string; readonly identity: ProcessIdentity; readonly recorded: RecordedProcess | null } | null = null;
  private captures: { -readonly [T in CaptureTab]?: CaptureView<T> } = {};
  private readonly running = new Map<CaptureTab, Running>();
  private current: ProcessInfoView | null = null;

  constructor(
    private readonly redraw: () => void,
    private readonly runner: () => InvestigationRunner = investigationPool,
    private readonly now: () => number = Date.now,
  ) {}

  /** Opens the dialog on `identity` (cancelling what another target's dialog still ran) and starts Image. */
  open(key: string, identity: ProcessIdentity): void {
    this.close();
    this.target = { key, identity, recorded: null };
    this.captures = {};
    this.start('image');
  }

  /** Opens the dialog on a recorded lifetime (Log view): its definition, and no capture of any live process. */
  openRecorded(key: string, recorded: RecordedProcess): void {
    this.close();
    this.target = { key, identity: recorded.identity, recorded };
    this.captures = {};
    this.redraw();
  }

  /** A tab was shown: its capture starts unless it ran or runs already. */
  show(tab: ProcessInfoTab): void {
    if (tab === 'metrics' || this.target === null || this.target.recorded !== null || this.captures[tab] !== undefined) return;
    this.start(tab);
  }

  /** Runs the tab's capture again (a list is a point-in-time picture). */
  refresh(tab: ProcessInfoTab): void {
    if (tab === 'metrics' || this.target === null || this.target.recorded !== null) return;
    this.running.get(tab)?.cancel();
    this.start(tab);
  }

  close(): void {
    for (const running of this.running.values()) running.cancel();
    this.running.clear();
    const wasOpen = this.target !== null;
    this.target = null;
    this.captures = {};
    this.current = null;
    if (wasOpen) this.redraw();
  }

  /** The dialog's state; the same object while nothing changed, so memoized views skip their work. */
  view(): ProcessInfoView | null {
    if (this.target === null) return null;
    this.current ??= { key: this.target.key, pid: this.target.identity.pid, name: this.target.identity.name, captures: { ...this.captures }, recorded: this.target.recorded };
    return this.current;
  }

  private set<T extends CaptureTab>(tab: T, capture: CaptureView<T>): void {
    (this.captures as Record<T, CaptureView<T>>)[tab] = capture;
    this.current = null;
    this.redraw();
  }

  private start(tab: CaptureTab): void {
    const target = this.target;
    if (target === null) return;
    const startedAtMs = this.now();
    let task: ReturnType<InvestigationRunner['run']>;
    try {
      task = this.runner().run({ kind: REQUEST_KIND[tab], target: target.identity, ...(tab === 'image' ? { fields: IMAGE_FIELDS } : {}) });
    } catch (error) {
      if (!(error instanceof PoolBusyError)) throw error;
      this.set(tab, { status: 'failed', startedAtMs, reason: 'busy', message: busyMessage(error) });
      return;
    }
    const running: Running = { tab, cancel: () => task.cancel() };
    this.running.set(tab, running);
    this.set(tab, { status: 'running', startedAtMs });
    void task.outcome.then((outcome) => {
      // A capture of a closed dialog, another target or a superseded refresh is dropped.
      if (this.running.get(tab) !== running || this.target !== target) return;
      this.running.delete(tab);
      if (!outcome.ok) {
        this.set(tab, { status: 'failed', startedAtMs, reason: outcome.kind, message: outcome.message });
        return;
      }
      const result = outcome.result;
      this.set(tab, {
        status: 'done',
        startedAtMs,
        finishedAtMs: this.now(),
        // The pool's result rows are the collector's rows of the kind requested for this tab.
        rows: result.rows as CaptureRows[typeof tab],
        partial: result.status === 'partial',
        warnings: result.warnings,
      } as CaptureView<typeof tab>);
    });
  }
}
