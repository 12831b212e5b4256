// Names the calling thread for the system's tools (top -H, htop's thread view, /proc/<pid>/task/*/comm), so a
// person (and the monitor-cost bench) can tell the application's worker threads apart; Node names them all "node".
import { writeFileSync } from 'node:fs';

/** Sets this thread's name (at most 15 bytes on Linux); elsewhere, or where /proc refuses, nothing happens. */
export function nameThisThread(name: string): void {
  if (process.platform !== 'linux') return;
  try {
    writeFileSync('/proc/thread-self/comm', name.slice(0, 15));
  } catch {
    // A /proc without thread-self (very old kernels) or mounted read-only: the name is only a convenience.
  }
}
