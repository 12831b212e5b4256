// Loads a saved log from disk without blocking its thread for long: the file is read in chunks, each chunk's
// lines go to the LogReader, and the event loop runs between chunks (keys in the TUI, other calls in the MCP worker).
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { LogLoadError } from './load-error.js';
import { LogReader, type LoadedLog } from './reader.js';

/** Bytes read per chunk: large enough to keep reads cheap, small enough that one chunk's parse stays short. */
const CHUNK_BYTES = 64 * 1024;
/** A longer line is not a recording record (a frame of thousands of processes stays far below it). */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

export interface LoadOptions {
  /** The reservation budget in bytes (spec §10); a log that needs more fails with `over_budget`. */
  readonly budgetBytes: number;
  readonly signal?: AbortSignal;
  /** Refuse a symbolic link as the file (O_NOFOLLOW): MCP log IDs name files of the directory only. */
  readonly noFollow?: boolean;
  /** Called after each chunk's lines were read, with the bytes read so far and the file's size. */
  readonly onChunk?: (readBytes: number, totalBytes: number) => void;
}

/** Reads and reconstructs a recording. Fails with LogLoadError; never returns a shortened history. */
export async function loadLogFile(path: string, options: LoadOptions): Promise<LoadedLog> {
  let handle;
  try {
    // O_NONBLOCK: a FIFO in the directory must not hang the load.
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK | (options.noFollow === true ? constants.O_NOFOLLOW : 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ELOOP' && options.noFollow === true) throw new LogLoadError('unreadable', 'The log is a symbolic link, which is never followed.');
    throw new LogLoadError('unreadable', `The log file cannot be opened (${code}).`);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new LogLoadError('unreadable', 'The log is not a regular file.');
    const reader = new LogReader(options.budgetBytes);
    let readBytes = 0;
    const decoder = new StringDecoder('utf8');
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let carry = '';
    let lineNumber = 0;
    for (;;) {
      if (options.signal?.aborted) throw new LogLoadError('cancelled', 'The load was cancelled.');
      let read: number;
      try {
        ({ bytesRead: read } = await handle.read(buffer, 0, CHUNK_BYTES, null));
      } catch (error) {
        throw new LogLoadError('unreadable', `The log file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
      }
      if (read === 0) break;
      const text = carry + decoder.write(buffer.subarray(0, read));
      let start = 0;
      for (let newline = text.indexOf('\n', start); newline !== -1; newline = text.indexOf('\n', start)) {
        lineNumber += 1;
        const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
        reader.line(text.slice(start, end), lineNumber);
        start = newline + 1;
      }
      carry = text.slice(start);
      readBytes += read;
      options.onChunk?.(readBytes, stat.size);
      if (carry.length > MAX_LINE_CHARS) {
        throw new LogLoadError('parse_error', `Line ${lineNumber + 1} is longer than ${MAX_LINE_CHARS} characters: not a recording record.`, lineNumber + 1);
      }
    }
    carry += decoder.end();
    if (carry.length > 0) reader.line(carry, lineNumber + 1, false);
    return reader.finish();
  } finally {
    await handle.close();
  }
}
