// Process investigations behind one platform-neutral interface: each function picks the platform's collector
// (collectors/linux/investigations or collectors/win32/investigations, which export the same functions).
// Per-process functions take the target's full identity and verify it before and after collecting; all take
// an AbortSignal. They throw InvestigationError (kind → spec error code) or return an InvestigationResult.
import type { ProcessIdentity } from '../../model/types.js';
import { samplingPlatform } from '../platform.js';
import type {
  FileUsersOptions,
  HeldLifetime,
  FileUsersResult,
  InvestigationOptions,
  EnvironmentResult,
  ModulesResult,
  NetworkResult,
  OpenFilesResult,
  ProcessInfoOptions,
  ProcessInfoResult,
  SchedulingResult,
  ThreadsResult,
} from './types.js';

type PlatformModule = typeof import('../linux/investigations/index.js');

let loaded: Promise<PlatformModule> | null = null;

/** The platform module, imported on its own platform only (it may load native bindings); both export the same functions. */
async function platformModule(): Promise<PlatformModule> {
  loaded ??= samplingPlatform() === 'win32' ? import('../win32/investigations.js') : import('../linux/investigations/index.js');
  return loaded;
}

/** Image, version, parent, start time, architecture, file metadata; user and command line only when requested. */
export async function collectProcessInfo(target: ProcessIdentity, signal: AbortSignal, options?: ProcessInfoOptions): Promise<ProcessInfoResult> {
  return (await platformModule()).collectProcessInfo(target, signal, options);
}

/** Disk files and directories one process holds open. */
export async function collectOpenFiles(target: ProcessIdentity, signal: AbortSignal, options?: InvestigationOptions): Promise<OpenFilesResult> {
  return (await platformModule()).collectOpenFiles(target, signal, options);
}

/** Host-wide: which processes hold which files. One scan at a time application-wide (`busy` otherwise). */
export async function collectFileUsers(signal: AbortSignal, options?: FileUsersOptions): Promise<FileUsersResult> {
  return (await platformModule()).collectFileUsers(signal, options);
}

/** Loaded modules (shared objects) of one process, main executable excluded. */
export async function collectModules(target: ProcessIdentity, signal: AbortSignal, options?: InvestigationOptions): Promise<ModulesResult> {
  return (await platformModule()).collectModules(target, signal, options);
}

/** TCP/UDP endpoints, host-wide (`target` null) or of one process. */
export async function collectNetwork(target: ProcessIdentity | null, signal: AbortSignal, options?: InvestigationOptions): Promise<NetworkResult> {
  return (await platformModule()).collectNetwork(target, signal, options);
}

/** Threads of one process. */
export async function collectThreads(target: ProcessIdentity, signal: AbortSignal, options?: InvestigationOptions): Promise<ThreadsResult> {
  return (await platformModule()).collectThreads(target, signal, options);
}

/** Scheduling (priority, policy, affinity) of one process. */
export async function collectScheduling(target: ProcessIdentity, signal: AbortSignal, options?: InvestigationOptions): Promise<SchedulingResult> {
  return (await platformModule()).collectScheduling(target, signal, options);
}

/** The environment block of one process, for the TUI's Environment tab only (never offered over MCP). */
export async function collectEnvironment(target: ProcessIdentity, signal: AbortSignal, options?: InvestigationOptions): Promise<EnvironmentResult> {
  return (await platformModule()).collectEnvironment(target, signal, options);
}

/**
 * Opens and verifies `target` and keeps it held for exit checks (condition waits). Throws the investigation
 * errors of a verification: exited, access_denied, identity_unverifiable, identity_changed.
 */
export async function holdLifetime(target: ProcessIdentity): Promise<HeldLifetime> {
  return (await platformModule()).holdLifetime(target);
}

export { InvestigationError, isInvestigationError, throwIfCancelled, type InvestigationErrorKind } from './errors.js';
export {
  acquireFileUsersLock,
  adoptFileUsersLockBuffer,
  fileUsersLockBuffer,
  isFileUsersScanRunning,
  releaseFileUsersLockHeldBy,
  type FileUsersLease,
} from './scan-lock.js';
export { closeSharedPathHelper, sharedPathHelper } from '../helper/client.js';
export { DEFAULT_PROCESS_INFO_FIELDS } from './types.js';
export type {
  AffinityMask,
  HeldLifetime,
  EmptyCoverage,
  EnvironmentResult,
  EnvironmentRow,
  Field,
  FieldUnavailableReason,
  FileUserKind,
  FileUserRow,
  FileUsersCoverage,
  FileUsersOptions,
  FileUsersProgress,
  FileUsersResult,
  FileValue,
  HostWideResult,
  ImageValue,
  InvestigationKind,
  InvestigationOptions,
  InvestigationResult,
  InvestigationStatus,
  ModuleRow,
  ModulesResult,
  NetworkCoverage,
  NetworkProtocol,
  NetworkResult,
  NetworkRow,
  OmittedFields,
  OpenFileKind,
  OpenFileRow,
  OpenFilesCoverage,
  OpenFilesResult,
  ParentValue,
  PathText,
  ProcessInfoField,
  ProcessInfoOptions,
  ProcessInfoResult,
  ProcessInfoRow,
  SchedulingResult,
  SchedulingRow,
  ThreadRow,
  ThreadsCoverage,
  ThreadsResult,
  UnavailableField,
  VersionValue,
} from './types.js';
