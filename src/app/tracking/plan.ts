// One change to the working Tracking List as an operation plan (spec §10 "Tracking and Investigation Profiles"):
// rejected during Recording and in Log view, rejected on a stale revision, a removal that would discard retained
// history first confirmed locally with the exact names and discard scope, and an outcome that names the root
// names and the descendant-inclusive scope. The TUI's t/Space and MCP's winproc_update_tracking both use it.
import type { Activity } from '../../model/activity.js';
import { nameKey, NON_TRACKED_CAPACITY, type HistoryLoss, type ModelStore, type RetentionPins } from '../../model/index.js';
import type { OperationFailure, OperationOutcome, TrackingMutation } from '../../model/operations.js';
import type { OperationPlan } from '../operations/runner.js';
import { confirmationText } from '../operations/confirmations.js';
import type { StateRevision } from '../operations/revision.js';

/** What a tracking change reads and changes in the App. */
export interface TrackingHost {
  readonly store: ModelStore;
  readonly activity: Activity;
  readonly revision: StateRevision;
  /** Identities the App holds beyond general retention now (paused display...). */
  pins(): RetentionPins;
  /** Replaces the working names, advances the revision, tells observers and redraws. */
  setTrackingNames(names: readonly string[]): void;
}

/** Who the confirmation text is addressed about. */
export type Requester = 'an MCP client' | 'you';

/** The list after the change: names compare case-insensitively and are kept lower-cased. */
export function nextTrackingNames(current: readonly string[], action: 'add' | 'remove', processName: string): string[] {
  const key = nameKey(processName);
  if (action === 'add') return current.includes(key) ? [...current] : [...current, key];
  return current.filter((name) => name !== key);
}

const count = (n: number): string => n.toLocaleString('en-US');

/** One line of a confirmation: what a lifetime loses. */
export function lossLine(store: ModelStore, loss: HistoryLoss): string {
  const entry = store.process(loss.key);
  const who = entry ? `${entry.identity.name} (PID ${entry.identity.pid}${entry.present ? '' : ', exited'})` : loss.key;
  const via = loss.rootNames.length > 0 && entry && !loss.rootNames.includes(entry.nameKey) ? `, tracked as a descendant of ${loss.rootNames.join(', ')}` : '';
  if (loss.identityPruned) return `  ${who}${via}: its whole history (${count(loss.samplesLost)} samples) and its Ghost Row`;
  const kept = entry ? entry.history.length - loss.samplesLost : NON_TRACKED_CAPACITY;
  return `  ${who}${via}: the oldest ${count(loss.samplesLost)} samples (the newest ${count(kept)} stay)`;
}

/** The immutable text the overlay shows for a removal that discards history. */
export function removalDescription(store: ModelStore, processName: string, losses: readonly HistoryLoss[], requester: Requester): string {
  const name = nameKey(processName);
  const samples = losses.reduce((sum, loss) => sum + loss.samplesLost, 0);
  return confirmationText([
    `Remove "${name}" from the working Tracking List (asked by ${requester}).`,
    `Its processes and their observed descendants go back to general retention (${count(NON_TRACKED_CAPACITY)} samples), which discards ${count(samples)} retained samples of ${count(losses.length)} process lifetime${losses.length === 1 ? '' : 's'}:`,
    ...losses.map((loss) => lossLine(store, loss)),
    'Discarded history cannot be recovered, not even by tracking the name again.',
  ]);
}

/** The outcome's scope sentence: what the root name now covers in the last Live sample. */
export function trackingScope(store: ModelStore, action: 'add' | 'remove', processName: string, changed: boolean, byReference: boolean): string {
  const name = nameKey(processName);
  const source = byReference ? ' (the captured name of the referenced process)' : '';
  if (action === 'remove') {
    return changed
      ? `"${name}"${source} is no longer tracked: its processes and their observed descendants keep general retention (${count(NON_TRACKED_CAPACITY)} samples) from now on.`
      : `"${name}"${source} was not in the working Tracking List; nothing changed.`;
  }
  const matches = store.trackingMatches().filter((match) => match.rootName === name);
  const present = matches.filter((match) => store.process(match.key)?.present);
  const descendants = present.filter((match) => match.descendant).length;
  const head = changed ? `"${name}"${source} is now tracked` : `"${name}"${source} was already tracked; nothing changed`;
  return `${head}. Scope: every live and future process named ${name} (case-insensitive) and their observed descendants, with up to 7,200 samples of history each; ${count(present.length)} live lifetime${present.length === 1 ? '' : 's'} in the last sample (${count(descendants)} as descendants). History discarded before tracking is not recovered; no Recording or .NET collection is started.`;
}

/** ACTIVITY_CONFLICT for `action` (what cannot happen now) during Recording or Log view (spec §9). */
export function activityRefusal(activity: Activity, action = 'The Tracking List cannot change'): OperationFailure | null {
  if (activity === 'recording') {
    return { code: 'ACTIVITY_CONFLICT', message: `${action} while Recording: the recorded names are fixed. Stop the Recording first.`, retryable: false };
  }
  if (activity === 'log_view') {
    return { code: 'ACTIVITY_CONFLICT', message: `${action} while the TUI shows a saved log (Log view). Return the TUI to Live first.`, retryable: false };
  }
  return null;
}

export function staleRevision(expected: string, current: string): OperationFailure {
  return {
    code: 'STATE_CONFLICT',
    message: `The investigation state changed since revision ${expected} was read (it is ${current} now), by the TUI or another client. Read the current state again (winproc_get_tracking) and decide on it.`,
    retryable: false,
  };
}

export function trackingPlan(host: TrackingHost, mutation: TrackingMutation, requester: Requester): OperationPlan {
  const next = () => nextTrackingNames(host.store.trackingNames(), mutation.action, mutation.processName);
  const unchanged = (names: readonly string[]) => names.length === host.store.trackingNames().length;
  return {
    check: () => activityRefusal(host.activity) ?? (host.revision.matches(mutation.expectedRevision) ? null : staleRevision(mutation.expectedRevision, host.revision.current)),
    confirmation: () => {
      if (mutation.action !== 'remove') return null;
      const losses = host.store.previewTrackingChange(next(), host.pins());
      return losses.length === 0 ? null : removalDescription(host.store, mutation.processName, losses, requester);
    },
    apply: (): OperationOutcome => {
      const names = next();
      const changed = !unchanged(names);
      if (changed) host.setTrackingNames(names);
      return {
        revision: host.revision.current,
        tracked_names: host.store.trackingNames(),
        scope: trackingScope(host.store, mutation.action, mutation.processName, changed, mutation.byReference),
      };
    },
  };
}
