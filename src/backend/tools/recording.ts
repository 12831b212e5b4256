// Recording through MCP (spec §10 "Recording"): winproc_get_recording reads the App's session (it owns the writer
// and the activity); winproc_start_recording and winproc_stop_recording hand the change to the App's operations
// ledger, which checks activity, revision and the exact session, applies it and reports completion only after the
// file was opened (start) or flushed and closed (stop).
import { successEnvelope } from '../../contract/envelope.js';
import type { MethodHandler } from '../context.js';
import { submitOperation } from './operations.js';

export const getRecording: MethodHandler<'get_recording'> = async (_args, context) => {
  const view = await context.operations.recording();
  const data = {
    active: view.active,
    recording_session_id: view.sessionId,
    tracked_names: [...view.trackedNames],
    interval_seconds: view.intervalSeconds,
    output_log_id: view.outputLogId,
    output_directory_configured: view.outputDirectoryConfigured,
    revision: view.revision,
  };
  return successEnvelope(context.backendInstanceId, data);
};

export const startRecording: MethodHandler<'start_recording'> = (args, context) =>
  submitOperation(context, 'winproc_start_recording', args, { kind: 'recording', action: 'start', intervalSeconds: args.interval_seconds, expectedRevision: args.expected_revision });

export const stopRecording: MethodHandler<'stop_recording'> = (args, context) =>
  submitOperation(context, 'winproc_stop_recording', args, { kind: 'recording', action: 'stop', sessionId: args.recording_session_id });
