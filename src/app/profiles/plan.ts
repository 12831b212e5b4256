// Investigation Profile operations as plans (spec §10 "Tracking and Investigation Profiles"): load replaces only the
// working Tracking List and the binding, confirming first when it would discard retained history or unsaved
// working changes; save writes the working list into the active profile only; save_as and rename refuse a
// duplicate name (a conflict, never an overwrite); delete always asks. Every change is written to the settings
// file at once; a failed write restores the book, so nothing is half-changed. The TUI's Profiles dialog and
// MCP's winproc_update_profile both use these plans.
import type { OperationFailure, OperationOutcome, ProfileMutation } from '../../model/operations.js';
import { ApplyFailure, type OperationPlan } from '../operations/runner.js';
import { confirmationText } from '../operations/confirmations.js';
import { activityRefusal, lossLine, staleRevision, type Requester, type TrackingHost } from '../tracking/plan.js';
import { EMPTY_PROFILE_NAME, EMPTY_PROFILE_REF, profileName, sameNames, type Profile, type ProfileBook } from './book.js';

export interface ProfileHost extends TrackingHost {
  readonly book: ProfileBook;
  /** Why the settings file's profiles are unknown (it could not be read); profile changes are refused then. */
  readonly bookError: string | null;
  /** Writes the book to the settings file; throws when the file could not be written. */
  persist(): void;
  /** Advances the shared revision for a change that leaves the Tracking List as it is, and redraws. */
  advanceRevision(): void;
}

const invalid = (message: string): OperationFailure => ({ code: 'INVALID_ARGUMENT', message, retryable: false });
const conflict = (message: string): OperationFailure => ({ code: 'STATE_CONFLICT', message, retryable: false });

const list = (names: readonly string[]): string => (names.length === 0 ? 'no names' : names.join(', '));

/** What the action needs beyond the schema's required fields; checked before anything is entered. */
function malformed(host: ProfileHost, m: ProfileMutation): OperationFailure | null {
  const needsRef = m.action !== 'save_as';
  if (needsRef && (m.profileRef === null || m.expectedProfileRevision === null)) {
    return invalid(`${m.action} needs profile_ref and expected_profile_revision from winproc_list_profiles.`);
  }
  if (m.action === 'save_as' && (m.name === null || profileName(m.name) === null)) return invalid('save_as needs name: the new profile name, not blank.');
  if (m.action === 'rename' && (m.newName === null || profileName(m.newName) === null)) return invalid('rename needs new_name: the new profile name, not blank.');
  const newName = m.action === 'save_as' ? m.name : m.action === 'rename' ? m.newName : null;
  if (newName !== null && host.book.isReserved(newName)) return invalid(`"${EMPTY_PROFILE_NAME}" is the virtual empty entry; choose another name.`);
  if (needsRef && host.book.find(m.profileRef!) === undefined) {
    return { code: 'REFERENCE_INVALID', message: 'This profile_ref names no saved profile of the running application: it was deleted, or it came from an earlier run. List profiles again.', retryable: false };
  }
  if (m.profileRef === EMPTY_PROFILE_REF && m.action !== 'load') {
    return invalid(`"${EMPTY_PROFILE_NAME}" is virtual: it is never saved, renamed or deleted. Use save_as to keep the working list under a name.`);
  }
  return null;
}

/** The state checks, run at submission and again after a confirmation. */
function refusal(host: ProfileHost, m: ProfileMutation): OperationFailure | null {
  if (m.action === 'load' || m.action === 'save' || m.action === 'save_as') {
    const busy = activityRefusal(host.activity, `Profile ${m.action.replace('_', ' ')} is not possible`);
    if (busy) return busy;
  }
  if (!host.revision.matches(m.expectedRevision)) return staleRevision(m.expectedRevision, host.revision.current);
  if (host.bookError !== null && m.profileRef !== EMPTY_PROFILE_REF) {
    return conflict(`The settings file could not be read (${host.bookError}); it is left untouched and its profiles are unknown, so profile changes are refused. Fix or remove the file, then restart winproc-tui.`);
  }
  const profile = m.profileRef === null ? undefined : host.book.find(m.profileRef);
  if (m.profileRef !== null && profile === undefined) return { code: 'REFERENCE_INVALID', message: 'The profile was deleted meanwhile; nothing was changed.', retryable: false };
  if (profile !== undefined && profile.revision !== m.expectedProfileRevision) {
    return conflict(`Profile "${profile.name}" changed since revision ${m.expectedProfileRevision} was read (it is ${profile.revision} now). List profiles again and decide on the current state.`);
  }
  if (m.action === 'save' && host.book.activeProfileRef !== m.profileRef) {
    return conflict(`save writes the working list into the active profile only, and "${profile!.name}" is not active. Load it first, or use save_as.`);
  }
  const newName = m.action === 'save_as' ? profileName(m.name!) : m.action === 'rename' ? profileName(m.newName!) : null;
  const holder = newName === null ? undefined : host.book.byName(newName);
  if (holder !== undefined && holder.ref !== m.profileRef) return conflict(`A profile named "${holder.name}" exists already; profiles are never overwritten. Choose another name.`);
  return null;
}

function describe(host: ProfileHost, m: ProfileMutation, requester: Requester): string | null {
  const profile = m.profileRef === null ? undefined : host.book.find(m.profileRef);
  if (m.action === 'delete') {
    const bound = host.book.activeProfileRef === profile!.ref ? ' It is the active profile: the working list stays as it is, bound to no profile.' : '';
    return confirmationText([`Delete the saved Investigation Profile "${profile!.name}" (asked by ${requester}).`, `Its names: ${list(profile!.names)}.${bound}`, 'A deleted profile cannot be restored.']);
  }
  if (m.action !== 'load') return null;
  const working = host.store.trackingNames();
  const losses = host.store.previewTrackingChange(profile!.names, host.pins());
  const unsaved = !sameNames(working, host.book.active.names) && !sameNames(working, profile!.names);
  if (losses.length === 0 && !unsaved) return null;
  const lines = [`Load the Investigation Profile "${profile!.name}" (asked by ${requester}): the working Tracking List becomes ${list(profile!.names)}.`];
  if (unsaved) lines.push(`The working list (${list(working)}) has changes not saved in "${host.book.active.name}"; they are replaced.`);
  if (losses.length > 0) {
    const samples = losses.reduce((sum, loss) => sum + loss.samplesLost, 0);
    lines.push(`Names that stop being tracked go back to general retention, which discards ${samples.toLocaleString('en-US')} retained samples:`, ...losses.map((loss) => lossLine(host.store, loss)));
  }
  return confirmationText(lines);
}

/** Runs `change`, writes the book, and restores it if the write fails: nothing is lost or half-changed. */
function persisted(host: ProfileHost, change: () => Profile | null): Profile | null {
  const restore = host.book.snapshot();
  const profile = change();
  try {
    host.persist();
  } catch (error) {
    restore();
    const code = (error as NodeJS.ErrnoException).code;
    throw new ApplyFailure({ code: code === 'EACCES' || code === 'EPERM' ? 'ACCESS_DENIED' : 'INTERNAL_ERROR', message: `The settings file could not be written (${code ?? 'error'}); the profiles are as they were.`, retryable: false });
  }
  return profile;
}

function apply(host: ProfileHost, m: ProfileMutation): OperationOutcome {
  const book = host.book;
  let profile: Profile | null;
  switch (m.action) {
    case 'load': {
      const target = book.find(m.profileRef!)!;
      profile = persisted(host, () => (book.bind(target.ref), target));
      if (sameNames(host.store.trackingNames(), target.names)) host.advanceRevision();
      else host.setTrackingNames(target.names);
      break;
    }
    case 'save':
      profile = persisted(host, () => book.setNames(m.profileRef!, host.store.trackingNames()));
      host.advanceRevision();
      break;
    case 'save_as':
      profile = persisted(host, () => {
        const created = book.add(profileName(m.name!)!, host.store.trackingNames());
        book.bind(created.ref);
        return created;
      });
      host.advanceRevision();
      break;
    case 'rename':
      profile = persisted(host, () => book.rename(m.profileRef!, profileName(m.newName!)!));
      host.advanceRevision();
      break;
    case 'delete':
      profile = persisted(host, () => (book.remove(m.profileRef!), null));
      host.advanceRevision();
      break;
  }
  const outcome: OperationOutcome = { revision: host.revision.current, tracked_names: host.store.trackingNames() };
  return profile === null ? { ...outcome, profile_ref: m.profileRef! } : { ...outcome, profile_ref: profile.ref, profile_revision: profile.revision };
}

export function profilePlan(host: ProfileHost, mutation: ProfileMutation, requester: Requester): OperationPlan {
  return {
    reject: () => malformed(host, mutation),
    check: () => refusal(host, mutation),
    confirmation: () => describe(host, mutation, requester),
    apply: () => apply(host, mutation),
  };
}
