// The Linux investigations, exported by name: the functions behind src/collectors/investigations/index.ts.
export { collectFileUsers, type LinuxFileUsersOptions } from './file-users.js';
export { collectModules } from './modules.js';
export { collectNetwork } from './network.js';
export { collectOpenFiles } from './open-files.js';
export { collectProcessInfo, type LinuxProcessInfoOptions } from './process-info.js';
export { collectScheduling } from './scheduling.js';
export { collectThreads } from './threads.js';
export type { LinuxInvestigationOptions } from './context.js';
