// Investigation Profiles through MCP (spec §10 "Tracking and Investigation Profiles"): winproc_list_profiles reads
// the App's book (inspecting never loads), winproc_update_profile hands the action to the App's operations ledger,
// which checks revisions, asks for local confirmation where needed, applies and persists.
import { successEnvelope } from '../../contract/envelope.js';
import type { MethodHandler } from '../context.js';
import { submitOperation } from './operations.js';

export const listProfiles: MethodHandler<'list_profiles'> = async (_args, context) => {
  const view = await context.operations.profiles();
  const data = {
    revision: view.revision,
    active_profile_ref: view.activeProfileRef,
    working_list_modified: view.workingListModified,
    profiles: view.profiles.map((p) => ({ profile_ref: p.ref, name: p.name, revision: p.revision, tracked_names: [...p.names] })),
  };
  // A settings file whose profiles could not be read is said, never passed over as "no profiles".
  const warnings = view.error === null ? [] : [`Saved profiles are unknown: the settings file could not be read (${view.error}). It is left untouched; profile changes are refused until it is fixed and winproc-tui restarted.`];
  return successEnvelope(context.backendInstanceId, data, warnings.length > 0 ? { status: 'partial', warnings } : {});
};

export const updateProfile: MethodHandler<'update_profile'> = (args, context) =>
  submitOperation(context, 'winproc_update_profile', args, {
    kind: 'profile',
    action: args.action,
    profileRef: args.profile_ref ?? null,
    expectedProfileRevision: args.expected_profile_revision ?? null,
    name: args.name ?? null,
    newName: args.new_name ?? null,
    expectedRevision: args.expected_revision,
  });
