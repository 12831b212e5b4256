// Process names on Linux: the name a lifetime is known by (lifetimeNameBytes), decided once when the lifetime is
// first seen. The kernel's task name (`comm`, at most 15 bytes) is that name when it is the executable's or the
// started-as file name, or their 15-byte cut (then the full file name is the name, so `my-long-service-name` is one
// process everywhere); a task that renamed itself (Node 24's `MainThread`, prctl PR_SET_NAME) is named by its
// executable instead, and a later rename changes nothing. The sampler names identities this way; investigations name
// the owners they find the same way and accept a target that is still the lifetime (stillNamed). Names are bytes:
// one that is not valid UTF-8 gets the escaped form and the hex of its bytes that file paths get (path-text.ts), so
// two processes whose names differ only in such bytes never show, nor are keyed by, the same name.
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
 * The file names a cmdline says the task was started as, each of which its comm may be (or be the cut of) when the
 * task did not rename itself: argv[0]'s file name; the same without the `-` a login shell's argv[0] begins with; the
 * first word of a title a program wrote over its argv (`sshd: user@pts/0`, `nginx: worker process`) without its
 * colon; and the file names of argv[1] and argv[2] when they are paths, where the kernel puts the script it ran
 * through an interpreter (`#!/bin/sh` makes argv `/bin/sh ./start.sh`, with one more word when the `#!` line has an
 * argument), whose file name the comm then is.
 */
function startedAsNames(cmdline: string): string[] {
  const argv = cmdline.split('\0', 3);
  const argv0 = argv[0] ?? '';
  const names = [executableBasename(argv0)];
  if (argv0.startsWith('-')) names.push(executableBasename(argv0.slice(1)));
  const word = /^[^ :]+/.exec(argv0);
  if (word !== null && word[0] !== argv0) names.push(executableBasename(word[0]));
  // A script's path as the kernel was given it: execvp and shells pass a path with a slash, which no plain word has.
  for (const arg of argv.slice(1)) if (arg.includes('/')) names.push(executableBasename(arg));
  return names.filter((name) => name !== '');
}

/**
 * The name a Linux lifetime is known by, as a byte string (latin1), decided once per lifetime: the comm when it is
 * the file name, or the kernel's 15-byte cut of it, of the executable or of what the cmdline says the task was
 * started as (startedAsNames), the full name in place of a cut; otherwise the task renamed itself (Node 24 names its
 * main thread `MainThread`, Node 26 `node-MainThread`; any program may call prctl PR_SET_NAME) and the name is the
 * executable's file name, or argv[0]'s where the exe link cannot be read (another user's process), or the comm where
 * neither is known (a kernel thread and a zombie have no exe and an empty cmdline). `python3` started through the
 * `python3 -> python3.11` link stays `python3`: the comm is argv[0]'s name. The readers return byte strings; the
 * cmdline is read only when the comm is not the executable's name.
 */
export function lifetimeNameBytes(rawComm: string, readExe: () => string | null, readCmdline: () => string | null): string {
  const exe = readExe();
  const file = exe === null ? null : executableBasename(exe);
  if (file !== null && commIsNameOrItsCut(rawComm, file)) return file;
  const cmdline = readCmdline();
  if (cmdline !== null) {
    for (const name of startedAsNames(cmdline)) if (commIsNameOrItsCut(rawComm, name)) return name;
  }
  if (file !== null && file !== '') return file;
  const argv0 = cmdline === null ? '' : executableBasename(argv0Of(cmdline));
  return argv0 !== '' ? argv0 : rawComm;
}

/** The lifetime's name (`lifetimeNameBytes`) as identities carry it. */
export function lifetimeName(rawComm: string, readExe: () => string | null, readCmdline: () => string | null): ProcessNameText {
  return processNameText(lifetimeNameBytes(rawComm, readExe, readCmdline));
}

/**
 * Whether the process whose stat shows `rawComm` may still be the lifetime named `nameBytes` (the start time already
 * matched): its comm is the name or its cut, or, after a rename, its executable's or argv[0]'s file name is the
 * name. False means it executed another program.
 */
export function stillNamed(nameBytes: string, rawComm: string, readExe: () => string | null, readCmdline: () => string | null): boolean {
  if (commIsNameOrItsCut(rawComm, nameBytes)) return true;
  const exe = readExe();
  if (exe !== null && executableBasename(exe) === nameBytes) return true;
  const cmdline = readCmdline();
  return cmdline !== null && startedAsNames(cmdline).includes(nameBytes);
}
