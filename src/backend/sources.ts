// Where a read handler's data comes from (spec §6 "Identity and source"): the live mirror today, a loaded log
// next. Handlers read identities, histories and the newest frame through a ReadSource and never branch on which
// source it is; the source decides its own activity rule and the capture source it stamps.
import type { ModelStore } from '../model/index.js';
import type { Snapshot } from '../model/types.js';
import type { ToolContext } from './context.js';
import { invalidArgument, ToolError } from './errors.js';

export interface ReadSource {
  /** The `source` a capture or result made from it reports. */
  readonly kind: 'live' | 'log';
  /** Identities and their retained histories, system and GPU adapter histories. */
  readonly store: ModelStore;
  /** The newest frame: the latest applied live snapshot, or a log's final recorded frame; null before any. */
  readonly latest: Snapshot | null;
}

/**
 * A `source`/`log_ref` choice checked before anything is read (spec §6: an explicit source wins; log_ref alone
 * selects the log). `open` is called after the handler's own argument checks, so its activity rule is reported
 * only for otherwise valid calls.
 */
export interface SourceChoice {
  /** Warnings for the result envelope (a log_ref that an explicit live source overrides). */
  readonly warnings: string[];
  open(context: ToolContext): ReadSource;
}

/** Live-source reads are rejected in Log view (spec §6, §9): live sampling is inactive there. */
export function requireLiveActivity(context: ToolContext): void {
  if (context.state.activity === 'log_view') {
    throw new ToolError('ACTIVITY_CONFLICT', 'The TUI is in Log view, where live sampling is inactive: live-source reads are rejected. Return the TUI to Live (or Recording) and retry; saved logs are read with source "log".', { retryable: true });
  }
}

/** The live mirror the MCP worker keeps of the App. */
function liveSource(context: ToolContext): ReadSource {
  requireLiveActivity(context);
  const { state } = context;
  return { kind: 'live', store: state.store, get latest() { return state.latest; } };
}

/**
 * Resolves `source`/`log_ref`. Saved logs are not loaded by this application version yet, so a log source is
 * UNSUPPORTED; a log source without log_ref is a semantic INVALID_ARGUMENT.
 */
export function chooseSource(source: string | undefined, logRef: string | undefined): SourceChoice {
  if (source === 'log' && logRef === undefined) {
    throw invalidArgument('source "log" requires log_ref (a loaded log from winproc_open_log).');
  }
  if (source === 'log' || (source === undefined && logRef !== undefined)) {
    throw new ToolError('UNSUPPORTED', 'Saved-log analysis is not built in this application version: there are no loaded logs, so log_ref cannot be read. Use source "live" (the default) without log_ref.', { retryable: false });
  }
  const warnings = logRef !== undefined ? ['log_ref was ignored: the explicit source "live" takes precedence.'] : [];
  return { warnings, open: liveSource };
}
