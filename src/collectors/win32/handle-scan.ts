// The handle scan and file metadata reads that run inside the Windows helper process: the system handle table
// (NtQuerySystemInformation(SystemExtendedHandleInformation)), each file handle duplicated into the helper
// (DuplicateHandle), kept when GetFileType says FILE_TYPE_DISK, then named with GetFinalPathNameByHandleW — the call
// that can block forever, announced beforehand so a stall pins the exact handle.
import { statSync } from 'node:fs';
import { CURRENT_PROCESS, type Handle } from '../../../native/win32/common.js';
import {
  closeHandle,
  createFile,
  currentProcessId,
  duplicateHandle,
  fileInformation,
  fileType,
  finalPathName,
  openProcess,
  processAlive,
  processTimes,
  FILE_TYPE_DISK,
  OPEN_EXISTING,
  PROCESS_DUP_HANDLE,
  PROCESS_QUERY_LIMITED_INFORMATION,
  SYNCHRONIZE,
} from '../../../native/win32/kernel32.js';
import { systemHandleTable } from '../../../native/win32/ntdll.js';
import { decodeHandleEntry, handleEntryCount, stripExtendedPrefix } from '../../../native/win32/structs.js';
import { fileVersionInfo } from '../../../native/win32/version.js';
import type {
  Win32FilesItem,
  Win32FilesOptions,
  Win32FilesResult,
  Win32HandleEntry,
  Win32HandlesItem,
  Win32HandlesOptions,
  Win32HandlesResult,
} from './helper-protocol.js';

const ERROR_ACCESS_DENIED = 5;
const ERROR_INVALID_PARAMETER = 87;
const FILE_READ_ATTRIBUTES = 0x80;
const FILE_SHARE_ALL = 0x7;
const FILE_FLAG_BACKUP_SEMANTICS = 0x0200_0000;

interface TableEntry {
  readonly handle: bigint;
  readonly objectTypeIndex: number;
}

/**
 * The object type index of files, learnt from a file handle of our own in the table (the index differs between
 * Windows versions); null when it cannot be learnt, and then every handle's type is asked with GetFileType.
 */
function fileTypeIndex(table: Buffer, self: number, probe: bigint | null): number | null {
  if (probe === null) return null;
  const count = handleEntryCount(table);
  for (let i = 0; i < count; i++) {
    const e = decodeHandleEntry(table, i);
    if (e.pid === self && e.handle === probe) return e.objectTypeIndex;
  }
  return null;
}

/** The table's handles of the requested processes, grouped by PID. */
export function readHandleTable(pids: ReadonlySet<number>): { byPid: Map<number, TableEntry[]>; fileIndex: number | null } | { error: number } {
  const self = currentProcessId();
  // A file handle of our own whose value we know, open while the table is taken.
  const probe = createFile(process.execPath, FILE_READ_ATTRIBUTES, FILE_SHARE_ALL, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS);
  try {
    const table = systemHandleTable();
    if (!table.ok) return { error: table.error };
    const fileIndex = fileTypeIndex(table.value, self, probe.ok ? probe.value : null);
    const byPid = new Map<number, TableEntry[]>();
    const count = handleEntryCount(table.value);
    for (let i = 0; i < count; i++) {
      const e = decodeHandleEntry(table.value, i);
      if (!pids.has(e.pid)) continue;
      if (fileIndex !== null && e.objectTypeIndex !== fileIndex) continue;
      let list = byPid.get(e.pid);
      if (list === undefined) {
        list = [];
        byPid.set(e.pid, list);
      }
      list.push({ handle: e.handle, objectTypeIndex: e.objectTypeIndex });
    }
    return { byPid, fileIndex };
  } finally {
    if (probe.ok) closeHandle(probe.value);
  }
}

/**
 * Scans one process's file handles. `announce(handle)` runs right before each call that may block (precise mode
 * writes it to the application, which then knows which handle hangs).
 */
export function scanProcessHandles(
  item: Win32HandlesItem,
  entries: readonly TableEntry[],
  typeKnown: boolean,
  options: Win32HandlesOptions,
  skip: ReadonlySet<string>,
  announce: (handle: number) => void,
): Win32HandlesResult {
  if (item.pid === currentProcessId()) return { s: 'self' };
  const opened = openProcess(item.pid, PROCESS_DUP_HANDLE | PROCESS_QUERY_LIMITED_INFORMATION | SYNCHRONIZE);
  if (!opened.ok) {
    if (opened.error === ERROR_INVALID_PARAMETER) return { s: 'gone' };
    if (opened.error === ERROR_ACCESS_DENIED) return { s: 'denied' };
    return { s: 'error', code: `WIN32_${opened.error}` };
  }
  const process: Handle = opened.value;
  try {
    const before = processTimes(process);
    if (!before.ok) return before.error === ERROR_ACCESS_DENIED ? { s: 'denied' } : { s: 'gone' };
    const start = before.value.creation.toString();
    if (item.start !== null && item.start !== start) return { s: 'gone' };
    const found: Win32HandleEntry[] = [];
    let examined = 0;
    let failed = 0;
    for (const entry of entries) {
      const dup = duplicateHandle(process, entry.handle, CURRENT_PROCESS);
      if (!dup.ok) {
        // With the file type index known, every entry is a file and a failure is a failure; without it, most
        // entries are other object types that simply cannot be examined as files.
        if (typeKnown) {
          examined++;
          failed++;
        }
        continue;
      }
      try {
        const type = fileType(dup.value);
        if (!type.ok || type.value !== FILE_TYPE_DISK) {
          if (typeKnown) examined++;
          if (!type.ok && typeKnown) failed++;
          continue;
        }
        examined++;
        if (skip.has(`${item.pid}:${entry.handle}`)) {
          failed++;
          continue;
        }
        announce(Number(entry.handle));
        const path = finalPathName(dup.value);
        if (!path.ok) {
          failed++;
          continue;
        }
        const info = fileInformation(dup.value);
        if (!info.ok) {
          failed++;
          continue;
        }
        const kind = info.value.isDirectory ? 'd' : 'f';
        const handleText = entry.handle.toString();
        const shown = stripExtendedPrefix(path.value);
        found.push(options.sizes && kind === 'f' ? [handleText, shown, kind, info.value.size.toString()] : [handleText, shown, kind]);
      } finally {
        closeHandle(dup.value);
      }
    }
    // The held handle kept the PID from being reused; the process must still run, with the same creation time.
    const after = processTimes(process);
    if (!processAlive(process) || !after.ok || after.value.creation.toString() !== start) return { s: 'gone' };
    return { s: 'ok', start, n: examined, failed, e: found };
  } finally {
    closeHandle(process);
  }
}

/** Size, modification time and (optionally) the version resource of one file. */
export function readFileFacts(item: Win32FilesItem, options: Win32FilesOptions): Win32FilesResult {
  let size: string;
  let mtimeMs: number;
  try {
    const st = statSync(item.path, { bigint: true });
    size = st.size.toString();
    mtimeMs = Number(st.mtimeNs / 1_000_000n);
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'EUNKNOWN';
    return { s: 'error', code };
  }
  if (!options.version) return { s: 'ok', size, mtimeMs };
  const v = fileVersionInfo(item.path);
  return {
    s: 'ok',
    size,
    mtimeMs,
    version: v.ok
      ? { company: v.value.companyName, product: v.value.productName, productVersion: v.value.productVersion, fileVersion: v.value.fileVersion }
      : null,
  };
}
