// Process names on Linux: the kernel's task name (`comm`, at most 15 bytes) is cut for longer executable names, so
// the name a lifetime is known by is the executable's file name (or argv[0]'s) that the cut comm begins. The
// sampler names identities this way; investigations name the owners they find the same way and accept a target
// whose comm is the cut form of its name, so `my-long-service-name` is one process everywhere.

/** The kernel keeps at most this many bytes of a task name (TASK_COMM_LEN 16, with its NUL): longer names are cut. */
export const COMM_MAX_BYTES = 15;

/** The comm as UTF-8: stat text is decoded as latin1 for speed, so a non-ASCII comm is re-decoded. */
export function decodeComm(rawComm: string): string {
  for (let i = 0; i < rawComm.length; i++) {
    if (rawComm.charCodeAt(i) > 127) return Buffer.from(rawComm, 'latin1').toString('utf8');
  }
  return rawComm;
}

/** The last path component, without the " (deleted)" the kernel adds to the exe link of a replaced binary. */
export function executableBasename(path: string): string {
  const live = path.endsWith(' (deleted)') ? path.slice(0, -' (deleted)'.length) : path;
  return live.slice(live.lastIndexOf('/') + 1);
}

/** Whether `rawComm` (latin1, as read from stat) is `name` or the kernel's 15-byte cut of it (compared as bytes). */
export function commIsNameOrItsCut(rawComm: string, name: string): boolean {
  const comm = Buffer.from(rawComm, 'latin1');
  const full = Buffer.from(name, 'utf8');
  if (comm.length < COMM_MAX_BYTES) return comm.equals(full);
  return full.length >= comm.length && full.subarray(0, comm.length).equals(comm);
}

/** argv[0] of a cmdline file's text (NUL-separated), or the whole text when it has no NUL. */
export function argv0Of(cmdline: string): string {
  const end = cmdline.indexOf('\0');
  return end < 0 ? cmdline : cmdline.slice(0, end);
}

/**
 * The full executable name of a lifetime: its comm, unless the kernel cut it at 15 bytes; then the executable's
 * file name or argv[0]'s that the cut comm begins. A comm that begins neither (a renamed task) stays as it is:
 * nothing else is known to be its full form. The readers are called only for a cut comm.
 */
export function fullProcessName(rawComm: string, readExe: () => string | null, readCmdline: () => string | null): string {
  const comm = decodeComm(rawComm);
  if (Buffer.byteLength(rawComm, 'latin1') < COMM_MAX_BYTES) return comm;
  const exe = readExe();
  if (exe !== null && commIsNameOrItsCut(rawComm, executableBasename(exe))) return executableBasename(exe);
  const cmdline = readCmdline();
  if (cmdline !== null) {
    const name = executableBasename(argv0Of(cmdline));
    if (commIsNameOrItsCut(rawComm, name)) return name;
  }
  return comm;
}
