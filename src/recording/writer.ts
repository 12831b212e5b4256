// The Recording writer as the App uses it: open (create the file and write the session record), append records,
// close (end record, flush, close). The file work runs on a worker thread (writer-worker.ts) so no write ever holds
// up the UI thread; requests are answered in order on that thread, so appends land between open and close. A closed
// window crosses as its frame's rows (cells in a buffer shared with the writer thread and reused, frame-pool.ts); the
// writer thread encodes the frame. Most windows are handed over in place (the pooled buffer's header, then a wake-up
// of the writer blocked on a shared word: no message); a window with definitions to write first, a value beyond 2^53,
// a buffer the writer does not know yet or a plain array crosses in a message. Every window has the next sequence
// number of its thread and the writer takes them in that order, whichever way each came. A failed write is announced
// once through `onFailure` and in close's answer.
// One thread serves every Recording of a run (RecordingWriterThread): each Recording is a numbered session on it,
// so a failure ends only its own session and a later Recording starts on a warm thread.
import { Worker } from 'node:worker_threads';
import { ThreadChannel } from '../channel/index.js';
import { HELPER_WORKER_RESOURCE_LIMITS } from '../channel/threads.js';
import { encodeLines, RecordingFile, RecordingFileError } from './file.js';
import { FrameCellsPool, PooledFrames } from './frame-pool.js';
import type { ClosedWindow } from './recorder.js';
import { encodeFrameRowsBytes, frameRowsWidth, type FrameLayout, type RecordingFormatVersion, type V3End, type V3FrameRows, type V3Session } from './v3-layout.js';
import { frameLayoutOf } from './v4-layout.js';

export type OpenResult = { readonly ok: true; readonly path: string; readonly logId: string } | { readonly ok: false; readonly message: string; readonly permissionDenied?: boolean };
export type CloseResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface RecordingWriter {
  /** Creates the file new in `directory` and writes the session record. */
  open(directory: string, session: V3Session): Promise<OpenResult>;
  /** Cells for the next closed window's frame (the Recorder fills them, appendWindow hands them over). */
  frameCells(length: number): Float64Array;
  /** Appends a closed window (its definitions, then its frame) in order; a failure is reported through onFailure (once) and by close. */
  appendWindow(window: ClosedWindow): void;
  /** Writes the end record (null after an interruption: none), flushes and closes; the file's first failure, if any. */
  close(end: V3End | null): Promise<CloseResult>;
  onFailure(listener: (message: string) => void): void;
}

/** The messages between the App and the writer thread; `session` numbers the Recording a message belongs to. */
export type AppToRecordingWriter = {
  readonly requests: {
    readonly open: { readonly args: { readonly session: number; readonly directory: string; readonly v3: V3Session }; readonly reply: OpenResult };
    readonly close: { readonly args: { readonly session: number; readonly end: V3End | null }; readonly reply: CloseResult };
  };
  /**
   * A window that crosses in a message. `sequence`: its order among the thread's windows. `definitions`: whole
   * encoded lines, written with the frame in one write. `slot`: the pool index of the frame's shared buffer, given
   * back once the frame is encoded (null: the cells were moved here and are the writer's).
   */
  readonly notices: { readonly window: MessageWindow };
};

export interface MessageWindow {
  readonly sequence: number;
  readonly session: number;
  readonly definitions: string;
  readonly frame: V3FrameRows;
  readonly slot: number | null;
}

/**
 * What the writer thread is started with: its doorbell, two Int32 words. The App adds 1 to RINGS and wakes the
 * thread after each window and message, and adds 1 to MESSAGES before that when it posted a message, so the thread
 * turns its event loop (which delivers messages) only when one waits.
 */
export interface RecordingWriterData {
  readonly doorbell: SharedArrayBuffer;
}

export const DOORBELL_RINGS = 0;
export const DOORBELL_MESSAGES = 1;
const DOORBELL_WORDS = 2;

/** Rings the writer thread's doorbell (`posted`: after posting it a message): it wakes and takes what is new. */
export function ringDoorbell(doorbell: Int32Array, posted: boolean): void {
  if (posted) Atomics.add(doorbell, DOORBELL_MESSAGES, 1);
  Atomics.add(doorbell, DOORBELL_RINGS, 1);
  Atomics.notify(doorbell, DOORBELL_RINGS);
}

const NO_BIG_VALUES: ReadonlyMap<number, bigint> = new Map();

export type RecordingWriterToApp = {
  readonly requests: Record<never, never>;
  readonly notices: { readonly failed: { readonly session: number; readonly message: string } };
};

/**
 * The file side of the protocol: what the writer thread (or a test, in-thread) runs for each message. It holds the
 * open file of each session; a session's failure touches only that session's file.
 */
export class RecordingFileService {
  private readonly files = new Map<number, RecordingFile>();
  /** The frame layout of each open session's format. */
  private readonly layouts = new Map<number, FrameLayout>();
  /**
   * The last frame appended, kept alive on purpose: the encoder's optimized code holds the shape (map) of the frame
   * objects that messages arrive as only weakly, and with no frame alive between windows or Recordings a full GC of
   * this mostly idle thread collected that shape, discarding the optimized encoder ("weak objects" in
   * --trace-deopt) and compiling it again (10-20 ms on V8's helper threads) at the next Recording.
   */
  private lastFrame: V3FrameRows | null = null;
  /** The pooled buffers windows are handed over in. */
  private readonly pooled = new PooledFrames();
  /** The sequence number of the next window to write (the App numbers a thread's windows from 1). */
  private nextSequence = 1;

  constructor(private readonly failed: (session: number, message: string) => void) {}

  open(session: number, directory: string, v3: V3Session): OpenResult {
    try {
      const file = RecordingFile.create(directory, v3.id);
      const version = v3.format ?? 3;
      this.files.set(session, file);
      this.layouts.set(session, frameLayoutOf(version, v3));
      const failure = file.append(encodeLines([{ kind: 'session', session: v3 }], version));
      if (failure !== null) this.failed(session, failure);
      return { ok: true, path: file.path, logId: file.logId };
    } catch (error) {
      if (error instanceof RecordingFileError) return { ok: false, message: error.message, permissionDenied: error.permissionDenied };
      throw error;
    }
  }

  /** A window that came in a message: the windows handed over in place before it are written first, then it. */
  windowMessage({ sequence, session, definitions, frame, slot }: MessageWindow): void {
    if (slot !== null) this.pooled.learn(slot, frame.cells.buffer as SharedArrayBuffer);
    this.takeHandedOver();
    this.nextSequence = sequence + 1;
    this.appendWindow(session, definitions, frame, slot);
    this.takeHandedOver();
  }

  /** Writes the windows handed over in place, in sequence, up to the first that has not come that way (a message). */
  takeHandedOver(): void {
    for (;;) {
      const window = this.pooled.take(this.nextSequence, (session, gpuCount, processCount) => frameRowsWidth(gpuCount, processCount, this.layouts.get(session)));
      if (window === null) return;
      this.nextSequence += 1;
      const { session, capturedAtMs, cells, gpuCount, processCount, slot } = window;
      this.appendWindow(session, '', { capturedAtMs, cells, big: NO_BIG_VALUES, gpuCount, processCount }, slot);
    }
  }

  /**
   * One window's definition lines and frame, in one write (a killed process leaves complete lines). The frame's
   * pooled cells (pool index `slot`) are given back as soon as they are encoded, whatever happens to the write.
   */
  private appendWindow(session: number, definitions: string, frame: V3FrameRows, slot: number | null): void {
    const file = this.files.get(session);
    if (file === undefined) return this.pooled.release(slot);
    this.lastFrame = frame;
    let bytes: Uint8Array;
    try {
      bytes = encodeFrameRowsBytes(frame, this.layouts.get(session));
    } finally {
      this.pooled.release(slot);
    }
    const failure = file.append(definitions.length === 0 ? bytes : Buffer.concat([Buffer.from(definitions, 'utf8'), bytes]));
    if (failure !== null) this.failed(session, failure);
  }

  /** Writes the session's windows handed over before (every window precedes its close), then closes its file. */
  close(session: number, end: V3End | null): CloseResult {
    this.takeHandedOver();
    const file = this.files.get(session);
    if (file === undefined) return { ok: true };
    this.files.delete(session);
    this.layouts.delete(session);
    const failure = file.close(end);
    return failure === null ? { ok: true } : { ok: false, message: failure };
  }
}

/** Runs the file service on this thread after the current turn: for unit tests and tools without a built worker. */
export function inThreadRecordingWriter(): RecordingWriter {
  const listeners: ((message: string) => void)[] = [];
  const service = new RecordingFileService((_session, message) => listeners.forEach((listener) => listener(message)));
  let queue: Promise<unknown> = Promise.resolve();
  let sequence = 1;
  let version: RecordingFormatVersion = 3;
  const later = <T>(work: () => T): Promise<T> => {
    const next = queue.then(() => new Promise<T>((resolve) => setImmediate(() => resolve(work()))));
    queue = next;
    return next;
  };
  return {
    open: (directory, v3) => {
      version = v3.format ?? 3;
      return later(() => service.open(0, directory, v3));
    },
    frameCells: (length) => new Float64Array(length),
    appendWindow: ({ definitions, frame }) => {
      const window = { sequence: sequence++, session: 0, definitions: encodeLines(definitions, version), frame, slot: null };
      void later(() => service.windowMessage(window));
    },
    close: (end) => later(() => service.close(0, end)),
    onFailure: (listener) => void listeners.push(listener),
  };
}

/** The thread that runs now, its channel and the sessions open on it (between open and close's answer). */
interface Running {
  readonly worker: Worker;
  readonly channel: ThreadChannel<AppToRecordingWriter, RecordingWriterToApp>;
  readonly sessions: Map<number, (message: string) => void>;
  /** The frame buffers shared with this thread (a replaced thread gets new ones: the old may never be released). */
  readonly frames: FrameCellsPool;
  /** Rung after every window and message (ringDoorbell): the thread waits on it between them. */
  readonly doorbell: Int32Array;
  /** The sequence number of the next window sent to this thread. */
  nextSequence: number;
  /** Windows handed over in place (not in a message) so far. */
  inPlace: number;
  /** Why the thread stopped, once it has. */
  stopped: string | null;
}

/**
 * The Recording writer thread (dist/workers/recording.js), started with the first Recording and kept for the next
 * ones: starting a thread (loading its modules, compiling the encoder) costs more CPU than minutes of frames, and a
 * Recording started again later would pay it each time. The thread keeps the application alive only while a
 * Recording is open on it; idle, it is unref'd. A thread that stops (an error, an exit) fails the sessions open on it
 * and the next Recording starts a new one; `shutdown` ends it for good at application exit.
 */
export class RecordingWriterThread {
  private running: Running | null = null;
  private nextSession = 1;
  private ended = false;

  constructor(private readonly scriptUrl: URL) {}

  /** A writer for one Recording, a new session on the shared thread. */
  writer(): RecordingWriter {
    const session = this.nextSession++;
    const listeners: ((message: string) => void)[] = [];
    let broken: string | null = null;
    const fail = (message: string) => {
      if (broken !== null) return;
      broken = message;
      listeners.forEach((listener) => listener(message));
    };
    // The thread this session opened on; a replaced thread never receives its windows or its close.
    let on: Running | null = null;
    // The format of the session's definition lines (encoded here, on the App thread).
    let version: RecordingFormatVersion = 3;
    return {
      open: async (directory, v3) => {
        version = v3.format ?? 3;
        try {
          on = this.start();
          on.sessions.set(session, fail);
          on.worker.ref();
          const opened = on.channel.request('open', { session, directory, v3 });
          ringDoorbell(on.doorbell, true);
          return await opened;
        } catch {
          return { ok: false, message: broken ?? on?.stopped ?? 'the Recording writer could not be reached' };
        }
      },
      // Before open's answer (never: the App feeds a Recording once it opened) a frame simply gets plain cells.
      frameCells: (length) => (on === null ? new Float64Array(length) : on.frames.take(length)),
      appendWindow: ({ definitions, frame }) => {
        if (on === null || broken !== null) {
          on?.frames.release(frame.cells);
          return;
        }
        const sequence = on.nextSequence++;
        const { capturedAtMs, gpuCount, processCount } = frame;
        const inPlace = definitions.length === 0 && frame.big.size === 0 && on.frames.handOver(frame.cells, { sequence, session, capturedAtMs, gpuCount, processCount });
        if (inPlace) on.inPlace += 1;
        else {
          const slot = on.frames.announce(frame.cells);
          // Pooled cells are shared, not moved; plain ones are moved (never copied).
          on.channel.notify('window', { sequence, session, definitions: encodeLines(definitions, version), frame, slot }, slot === null ? [frame.cells.buffer as ArrayBuffer] : []);
        }
        ringDoorbell(on.doorbell, !inPlace);
      },
      close: async (end) => {
        const running = on;
        if (running === null) return { ok: false, message: broken ?? 'the Recording writer was never opened' };
        try {
          const closed = running.channel.request('close', { session, end });
          ringDoorbell(running.doorbell, true);
          return await closed;
        } catch {
          return { ok: false, message: broken ?? running.stopped ?? 'the Recording writer stopped before closing the file' };
        } finally {
          running.sessions.delete(session);
          // Idle between Recordings: the thread never keeps the application alive on its own.
          if (running.sessions.size === 0 && running.stopped === null) running.worker.unref();
        }
      },
      onFailure: (listener) => void listeners.push(listener),
    };
  }

  /** The running thread's ID, or null when none runs (before the first Recording, after a stop): for diagnostics and tests. */
  get threadId(): number | null {
    return this.running?.worker.threadId ?? null;
  }

  /** Windows the running thread took in place rather than in a message (0 when none runs): for diagnostics and tests. */
  get windowsInPlace(): number {
    return this.running?.inPlace ?? 0;
  }

  /** Ends the thread (application exit, after the last Recording closed); later Recordings cannot start. */
  async shutdown(): Promise<void> {
    this.ended = true;
    const running = this.running;
    if (running === null) return;
    this.stop(running, 'the application is exiting');
    await running.worker.terminate();
  }

  /** The running thread, started if there is none (or the last one stopped). */
  private start(): Running {
    if (this.ended) throw new Error('the Recording writer was shut down');
    if (this.running !== null) return this.running;
    const doorbell = new SharedArrayBuffer(DOORBELL_WORDS * Int32Array.BYTES_PER_ELEMENT);
    const workerData: RecordingWriterData = { doorbell };
    const worker = new Worker(this.scriptUrl, { workerData, resourceLimits: HELPER_WORKER_RESOURCE_LIMITS });
    const running: Running = { worker, channel: new ThreadChannel(worker), sessions: new Map(), frames: new FrameCellsPool(), doorbell: new Int32Array(doorbell), nextSequence: 1, inPlace: 0, stopped: null };
    running.channel.onNotice('failed', ({ session, message }) => running.sessions.get(session)?.(message));
    worker.once('error', (error) => this.stop(running, `the Recording writer stopped (${error.name})`));
    worker.once('exit', (code) => this.stop(running, `the Recording writer ended early (exit ${code})`));
    this.running = running;
    return running;
  }

  /** Forgets a thread that stopped: its open sessions fail (once each), its pending requests reject. */
  private stop(running: Running, why: string): void {
    if (running.stopped !== null) return;
    running.stopped = why;
    if (this.running === running) this.running = null;
    running.channel.close(why);
    for (const fail of running.sessions.values()) fail(why);
    running.sessions.clear();
  }
}
