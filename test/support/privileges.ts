// What some suites need from the machine: root (another uid's sockets and directories, a tmpfs mount) and setpriv
// (clients run as other uids). A suite that needs them fails with the reason when they are missing, instead of
// skipping: a skipped check would pass silently. CI and `npm test` here run as root with setpriv (util-linux).
import { spawnSync } from 'node:child_process';

/** True, or throws saying what needs root; for `it.runIf` / `describe.runIf` and top-level constants. */
export function requireRoot(what: string, euid: number | undefined = process.geteuid?.()): true {
  if (euid !== 0) throw new Error(`${what} needs root (euid 0; this run has euid ${euid ?? 'unknown'}). Run the suite as root, as CI does; it is not skipped.`);
  return true;
}

/** True when running as root with setpriv, or throws saying which is missing. */
export function requireUserSwitching(what: string, euid: number | undefined = process.geteuid?.()): true {
  requireRoot(what, euid);
  if (spawnSync('setpriv', ['--version']).status !== 0) throw new Error(`${what} needs setpriv (util-linux) to run processes as other uids; install it, it is not skipped.`);
  return true;
}
