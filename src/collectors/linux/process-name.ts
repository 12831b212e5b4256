// Process names on Linux: the kernel's task name (`comm`, at most 15 bytes) is cut for longer executable names, so
// the name a lifetime is known by is the executable's file name (or argv[0]'s) that the cut comm begins. The
// sampler names identities this way; investigations name the owners they find the same way and accept a target
// whose comm is the cut form of its name, so `my-long-service-name` is one process everywhere. Names are bytes: one
// that is not valid UTF-8 gets the escaped form and the hex of its bytes that file paths get (path-text.ts), so two
// processes whose names differ only in such bytes never show, nor are keyed by, the same name.
import { pathTextOfBinary } from './investigations/path-text.js';

/** The kernel keeps at most this many bytes of a task name (TASK_COMM_LEN 16, with its NUL): longer names are cut. */
export const COMM_MAX_BYTES = 15;

/** A process name as identities and rows carry it: `nameBytesHex` only when the bytes are not valid UTF-8. */
export interface ProcessNameText {
  readonly name: string;
  readonly nameBytesHex?: string;
}

/** The text form of a name given as a byte string (latin1: one char per byte, as procfs text read with `latin1`). */
export function processNameText(binary: string): ProcessNameText {
  const text = pathTextOfBinary(binary);
  return text.path_bytes_hex === undefined ? { name: text.path } : { name: text.path, nameBytesHex: text.path_bytes_hex };
}

/** The exact bytes of a name as a byte string: from its hex when it is not UTF-8, else from its text. */
export function processNameBytes(name: ProcessNameText): string {
  if (name.nameBytesHex !== undefined) return Buffer.from(name.nameBytesHex, 'hex').toString('latin1');
  return Buffer.from(name.name, 'utf8').toString('latin1');
}

/** A byte string decoded as UTF-8 the way readlink's `utf8` does (invalid bytes become U+FFFD): display paths. */
export function utf8OfBytes(binary: string): string {
  for (let i = 0; i < binary.length; i++) {
    if (binary.charCodeAt(i) > 127) return Buffer.from(binary, 'latin1').toString('utf8');
  }
  return binary;
}

/** The last path component, without the " (deleted)" the kernel adds to the exe link of a replaced binary. */
export function executableBasename(path: string): string {
  const live = path.endsWith(' (deleted)') ? path.slice(0, -' (deleted)'.length) : path;
  return live.slice(live.lastIndexOf('/') + 1);
}

/** Whether `rawComm` is `nameBytes` or the kernel's 15-byte cut of it; both are byte strings (latin1). */
export function commIsNameOrItsCut(rawComm: string, nameBytes: string): boolean {
  if (rawComm.length < COMM_MAX_BYTES) return rawComm === nameBytes;
  return nameBytes.startsWith(rawComm);
}

/** argv[0] of a cmdline file's text (NUL-separated), or the whole text when it has no NUL. */
export function argv0Of(cmdline: string): string {
  const end = cmdline.indexOf('\0');
  return end < 0 ? cmdline : cmdline.slice(0, end);
}

/**
 * The full executable name of a lifetime, as a byte string: its comm, unless the kernel cut it at 15 bytes; then
 * the executable's file name or argv[0]'s that the cut comm begins. A comm that begins neither (a renamed task)
 * stays as it is: nothing else is known to be its full form. The readers return byte strings (latin1) and are
 * called only for a cut comm.
 */
export function fullProcessNameBytes(rawComm: string, readExe: () => string | null, readCmdline: () => string | null): string {
  if (rawComm.length < COMM_MAX_BYTES) return rawComm;
  const exe = readExe();
  if (exe !== null && commIsNameOrItsCut(rawComm, executableBasename(exe))) return executableBasename(exe);
  const cmdline = readCmdline();
  if (cmdline !== null) {
    const name = executableBasename(argv0Of(cmdline));
    if (commIsNameOrItsCut(rawComm, name)) return name;
  }
  return rawComm;
}

/** The full executable name (`fullProcessNameBytes`) as identities carry it. */
export function fullProcessName(rawComm: string, readExe: () => string | null, readCmdline: () => string | null): ProcessNameText {
  return processNameText(fullProcessNameBytes(rawComm, readExe, readCmdline));
}
