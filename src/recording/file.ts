// One Recording file on disk, synchronously (the writer thread runs it): created new in the configured directory
// under a generated name (never overwriting), each batch of records appended as whole lines in one write, the end
// record, then flush to disk and close. A failed write is reported and ends writing; what was written stays, cut back
// to its last complete line (a batch half written to a full disk is taken off again), so the file always reads.
import { closeSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import { encodeV3, type RecordingFormatVersion, type V3End, type V3Record } from './v3-layout.js';
import { encodeRecord } from './v4-layout.js';

/** Saved logs are the directory's `.log` files (spec §10 "Saved-log analysis"). */
export const RECORDING_EXTENSION = '.log';
const NAME_ATTEMPTS = 1000;

/** The file name a Recording with this session ID gets: `winproc-<id>.log`, then `-2`, `-3`... while taken. */
export function recordingFileName(sessionId: string, attempt: number): string {
  return `winproc-${sessionId}${attempt === 1 ? '' : `-${attempt}`}${RECORDING_EXTENSION}`;
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).name ?? 'error';
}

/** Records as the text of their lines in the format `version` (3 unless said), in order. */
export function encodeLines(records: readonly V3Record[], version: RecordingFormatVersion = 3): string {
  return records.map((record) => encodeRecord(record, version)).join('');
}

/**
 * Why writing failed, for the TUI and the operation status (never a stack trace). Write failures are short reasons
 * with the system's code ("write failed (ENOSPC: the disk is full)"); the App adds the file's path where it says them.
 */
export class RecordingFileError extends Error {
  override readonly name = 'RecordingFileError';
  /** The system refused for want of permission (EACCES, EPERM): the start answers PERMISSION_DENIED (spec §8). */
  readonly permissionDenied: boolean;
  constructor(message: string, permissionDenied = false) {
    super(message);
    this.permissionDenied = permissionDenied;
  }
}

export class RecordingFile {
  private fd: number | null;
  private failure: string | null = null;
  /** Bytes of whole batches (whole lines) written so far: where a failed write is cut back to. */
  private committed = 0;

  private constructor(
    fd: number,
    readonly path: string,
  ) {
    this.fd = fd;
  }

  /** Creates the file new ('wx'): the first free generated name in `directory`; throws RecordingFileError. */
  static create(directory: string, sessionId: string): RecordingFile {
    for (let attempt = 1; attempt <= NAME_ATTEMPTS; attempt++) {
      const path = join(directory, recordingFileName(sessionId, attempt));
      try {
        return new RecordingFile(openSync(path, 'wx', 0o644), path);
      } catch (error) {
        const code = errorCode(error);
        if (code === 'EEXIST') continue;
        const permission = code === 'EACCES' || code === 'EPERM';
        const why = code === 'ENOENT' ? 'the directory does not exist' : permission ? 'permission denied' : code;
        throw new RecordingFileError(`the Recording file could not be created in ${directory} (${why}).`, permission);
      }
    }
    throw new RecordingFileError(`no free Recording file name winproc-${sessionId}-N${RECORDING_EXTENSION} in ${directory}.`);
  }

  /** The log ID the MCP side reports: the file name within the recording directory. */
  get logId(): string {
    return basename(this.path);
  }

  /** Why writing stopped, or null while it works. */
  get failed(): string | null {
    return this.failure;
  }

  /**
   * Appends encoded lines (`encodeLines`, or a frame's bytes) in one write (a killed process leaves complete lines, at most the last one
   * cut). After a failure nothing more is written; the failure is returned once, when it happens.
   */
  append(text: string | Uint8Array): string | null {
    if (this.fd === null || this.failure !== null || text.length === 0) return null;
    try {
      const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset, bytes.length - offset);
      this.committed += bytes.length;
      // A file whose directory was deleted still accepts writes (the open descriptor keeps it) but nobody will find
      // them: a removed file is a failure the person must see, like a full disk.
      if (fstatSync(this.fd).nlink === 0) {
        this.failure = 'the file was removed (its directory was deleted?), nothing more is written';
        return this.failure;
      }
      return null;
    } catch (error) {
      const code = errorCode(error);
      const why = code === 'ENOSPC' ? 'ENOSPC: the disk is full' : code === 'EDQUOT' ? 'EDQUOT: the disk quota is exhausted' : code;
      this.cutBack();
      this.failure = `write failed (${why})`;
      return this.failure;
    }
  }

  /**
   * Takes a partly written batch off again: the file then ends with its last complete line, as if the failed write
   * never began (a full disk may take half a frame). If even that fails, the reader still loads every complete line.
   */
  private cutBack(): void {
    try {
      if (this.fd !== null && fstatSync(this.fd).size > this.committed) ftruncateSync(this.fd, this.committed);
    } catch {
      // The cut is a courtesy: the complete lines before it are on disk either way.
    }
  }

  /** Writes the end record (null: none), flushes to disk and closes; returns the first failure of the file, or null. */
  close(end: V3End | null): string | null {
    if (this.fd === null) return this.failure;
    if (end !== null) this.append(encodeLines([{ kind: 'end', end }]));
    const fd = this.fd;
    this.fd = null;
    try {
      fdatasyncSync(fd);
    } catch (error) {
      this.failure ??= `flush to disk failed (${errorCode(error)})`;
    }
    try {
      closeSync(fd);
    } catch (error) {
      this.failure ??= `close failed (${errorCode(error)})`;
    }
    return this.failure;
  }
}
