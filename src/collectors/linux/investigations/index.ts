// The Linux investigations, exported by name: the functions behind src/collectors/investigations/index.ts.
import type { ProcessIdentity } from '../../../model/types.js';
import type { HeldLifetime } from '../../investigations/types.js';
import { linuxContext, type LinuxInvestigationOptions } from './context.js';
import { holdVerifiedLifetime } from './identity.js';
export { collectEnvironment } from './environment.js';
export { collectFileUsers, type LinuxFileUsersOptions } from './file-users.js';
export { collectModules } from './modules.js';
export { collectNetwork } from './network.js';
export { collectOpenFiles } from './open-files.js';
export { collectProcessInfo, type LinuxProcessInfoOptions } from './process-info.js';
export { collectScheduling } from './scheduling.js';
export { collectThreads } from './threads.js';
export type { LinuxInvestigationOptions } from './context.js';

/** A verified lifetime held by its pidfd for exit checks (see identity.ts). */
export function holdLifetime(target: ProcessIdentity, options: LinuxInvestigationOptions = {}): Promise<HeldLifetime> {
  return holdVerifiedLifetime(target, linuxContext(options));
}
