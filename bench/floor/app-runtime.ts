// The V8 settings src/cli.ts gives the application before any worker starts, for the monitor-cost floor programs
// (bench/floor/*): a floor row runs with the runtime configured as the application's, so the rows differ only in work.
import { setFlagsFromString } from 'node:v8';

/**
 * The runtime flags src/cli.ts sets with setFlagsFromString, in its order (test/unit/bench/floor-app-runtime.test.ts
 * reads src/cli.ts and fails when these drift from it): old generations grow by 1.5x, and the main isolate's semi-space
 * cap from node's command line is cleared so each worker's own resource limits apply.
 */
export const APPLICATION_RUNTIME_FLAGS: readonly string[] = ['--heap-growing-percent=50', '--max-semi-space-size=0'];

/**
 * Gives this process the application's V8 settings (APPLICATION_RUNTIME_FLAGS), before any worker starts. React's
 * production build, which src/cli.ts picks by setting NODE_ENV, the floor bundles get at build time as the application's
 * bundles do (bench/bundled-process.ts defines process.env.NODE_ENV).
 */
export function configureAsApplication(): void {
  for (const flag of APPLICATION_RUNTIME_FLAGS) setFlagsFromString(flag);
}
