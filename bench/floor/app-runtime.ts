// The V8 settings src/cli.ts gives the application before any worker starts, for the monitor-cost floor programs
// (bench/floor/*): a floor row runs with the runtime configured as the application's, so the rows differ only in work.
import { configureApplicationHeap } from '../../src/channel/threads.js';

/**
 * Gives this process the application's V8 settings (src/channel/threads.ts configureApplicationHeap, the call src/cli.ts
 * makes), before any worker starts; the floor programs run with the application's node flags (APPLICATION_NODE_FLAGS,
 * bench/monitor-cost.ts). React's production build, which src/cli.ts picks by setting NODE_ENV, the floor bundles get at
 * build time as the application's bundles do (bench/bundled-process.ts defines process.env.NODE_ENV).
 */
export function configureAsApplication(): void {
  configureApplicationHeap();
}
