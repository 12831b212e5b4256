// Builds the stand-in for the NVIDIA driver's libnvidia-ml.so.1 (libnvidia-ml.c beside this file) with cc into a
// directory of the calling test, its script path compiled in. No cc is a failure with its reason, never a skip.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('./libnvidia-ml.c', import.meta.url));

/** The built library's path; it answers from `script` (re-read on every nvmlDeviceGetCount_v2). */
export function buildNvmlStandIn(dir: string, script: string): string {
  const library = join(dir, 'libnvidia-ml.so.1');
  execFileSync('cc', ['-shared', '-fPIC', '-O1', `-DSCRIPT="${script}"`, '-o', library, SOURCE], { stdio: 'pipe' });
  return library;
}
