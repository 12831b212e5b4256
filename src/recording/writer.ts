// The Recording writer as the App uses it: open (create the file and write the session record), append records,
// close (end record, flush, close). The file work runs on a worker thread (writer-worker.ts) so no write ever holds
// up the UI thread; requests are answered in order on that thread, so appends land between open and close. A closed
// window crosses as its frame's rows (one buffer, moved, not copied) with the text of the few definitions before it;
// the writer thread encodes the frame. A failed write is announced once through `onFailure` and in close's answer.
import { Worker } from 'node:worker_threads';
import { ThreadChannel } from '../channel/index.js';
import { encodeLines, RecordingFile, RecordingFileError } from './file.js';
import type { ClosedWindow } from './recorder.js';
import { encodeFrameRowsBytes, type V3End, type V3FrameRows, type V3Session } from './v3-layout.js';

export type OpenResult = { readonly ok: true; readonly path: string; readonly logId: string } | { readonly ok: false; readonly message: string };
export type CloseResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface RecordingWriter {
  /** Creates the file new in `directory` and writes the session record. */
  open(directory: string, session: V3Session): Promise<OpenResult>;
  /** Appends a closed window (its definitions, then its frame) in order; a failure is reported through onFailure (once) and by close. */
  appendWindow(window: ClosedWindow): void;
  /** Writes the end record (null after an interruption: none), flushes and closes; the file's first failure, if any. */
  close(end: V3End | null): Promise<CloseResult>;
  onFailure(listener: (message: string) => void): void;
}

/** The messages between the App and the writer thread. */
export type AppToRecordingWriter = {
  readonly requests: {
    readonly open: { readonly args: { readonly directory: string; readonly session: V3Session }; readonly reply: OpenResult };
    readonly close: { readonly args: { readonly end: V3End | null }; readonly reply: CloseResult };
  };
  /** `definitions`: whole encoded lines, written with the frame in one write. */
  readonly notices: { readonly window: { readonly definitions: string; readonly frame: V3FrameRows } };
};

export type RecordingWriterToApp = {
  readonly requests: Record<never, never>;
  readonly notices: { readonly failed: { readonly message: string } };
};

/** The file side of the protocol: what the writer thread (or a test, in-thread) runs for each message. */
export class RecordingFileService {
  private file: RecordingFile | null = null;

  constructor(private readonly failed: (message: string) => void) {}

  open(directory: string, session: V3Session): OpenResult {
    try {
      const file = RecordingFile.create(directory, session.id);
      this.file = file;
      const failure = file.append(encodeLines([{ kind: 'session', session }]));
      if (failure !== null) this.failed(failure);
      return { ok: true, path: file.path, logId: file.logId };
    } catch (error) {
      if (error instanceof RecordingFileError) return { ok: false, message: error.message };
      throw error;
    }
  }

  /** One window's definition lines and frame, in one write (a killed process leaves complete lines). */
  appendWindow(definitions: string, frame: V3FrameRows): void {
    const bytes = encodeFrameRowsBytes(frame);
    const failure = this.file?.append(definitions.length === 0 ? bytes : Buffer.concat([Buffer.from(definitions, 'utf8'), bytes])) ?? null;
    if (failure !== null) this.failed(failure);
  }

  close(end: V3End | null): CloseResult {
    const file = this.file;
    this.file = null;
    if (file === null) return { ok: true };
    const failure = file.close(end);
    return failure === null ? { ok: true } : { ok: false, message: failure };
  }
}

/** Runs the file service on this thread after the current turn: for unit tests and tools without a built worker. */
export function inThreadRecordingWriter(): RecordingWriter {
  const listeners: ((message: string) => void)[] = [];
  const service = new RecordingFileService((message) => listeners.forEach((listener) => listener(message)));
  let queue: Promise<unknown> = Promise.resolve();
  const later = <T>(work: () => T): Promise<T> => {
    const next = queue.then(() => new Promise<T>((resolve) => setImmediate(() => resolve(work()))));
    queue = next;
    return next;
  };
  return {
    open: (directory, session) => later(() => service.open(directory, session)),
    appendWindow: ({ definitions, frame }) => {
      const text = encodeLines(definitions);
      void later(() => service.appendWindow(text, frame));
    },
    close: (end) => later(() => service.close(end)),
    onFailure: (listener) => void listeners.push(listener),
  };
}

/** The writer thread (dist/workers/recording.js), started per Recording and ended by close. */
export function workerRecordingWriter(scriptUrl: URL): RecordingWriter {
  const worker = new Worker(scriptUrl);
  const channel = new ThreadChannel<AppToRecordingWriter, RecordingWriterToApp>(worker);
  const listeners: ((message: string) => void)[] = [];
  let broken: string | null = null;
  const fail = (message: string) => {
    broken ??= message;
    listeners.forEach((listener) => listener(message));
  };
  channel.onNotice('failed', ({ message }) => fail(message));
  worker.once('error', (error) => fail(`the Recording writer stopped (${error.name})`));
  return {
    open: async (directory, session) => {
      try {
        return await channel.request('open', { directory, session });
      } catch {
        return { ok: false, message: broken ?? 'the Recording writer could not be reached' };
      }
    },
    appendWindow: ({ definitions, frame }) => {
      channel.notify('window', { definitions: encodeLines(definitions), frame }, [frame.cells.buffer as ArrayBuffer]);
    },
    close: async (end) => {
      try {
        return await channel.request('close', { end });
      } catch {
        return { ok: false, message: broken ?? 'the Recording writer stopped before closing the file' };
      } finally {
        channel.close('the Recording ended');
        void worker.terminate();
      }
    },
    onFailure: (listener) => void listeners.push(listener),
  };
}
