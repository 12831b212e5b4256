// Entry of the Recording writer thread (built as dist/workers/recording.js): opens, appends to and closes the
// Recording files of the App's sessions (writer.ts), so disk writes (and a slow or full disk) never hold up the UI
// thread. The App keeps the thread for later Recordings.
// Between windows the thread waits on the doorbell the App rings (Atomics.wait, a futex): a window handed over in
// place then costs a wake-up, the frame's encoding and its write, and no event-loop work. Only when the App posted a
// message (open, close, a window that crosses in a message; it rings after posting) does the thread turn its event
// loop once, which delivers them. Measured (December 2026): that turn cost 50-170 µs per window when taken after
// every wake-up. Waiting blocks this thread only; terminate() ends it from the wait, and an idle wait never keeps the
// process alive.
import { parentPort, workerData } from 'node:worker_threads';
import { ThreadChannel } from '../channel/index.js';
import { nameThisThread } from '../channel/threads.js';
import { DOORBELL_MESSAGES, DOORBELL_RINGS, RecordingFileService, type AppToRecordingWriter, type RecordingWriterData, type RecordingWriterToApp } from './writer.js';

nameThisThread('wpt-recording');
const port = parentPort;
if (!port) throw new Error('the Recording writer must run in a worker thread');
const doorbell = new Int32Array((workerData as RecordingWriterData).doorbell);
const channel = new ThreadChannel<RecordingWriterToApp, AppToRecordingWriter>(port);
const service = new RecordingFileService((session, message) => channel.notify('failed', { session, message }));
channel
  .serve('open', ({ session, directory, v3 }) => service.open(session, directory, v3))
  .serve('close', ({ session, end }) => service.close(session, end));
channel.onNotice('window', (window) => service.windowMessage(window));

/** The rings heard so far: one since then makes the next wait return at once. */
let rings = 0;
/** The messages the App had posted when this thread last turned its event loop. */
let messages = 0;
function serve(): void {
  for (;;) {
    Atomics.wait(doorbell, DOORBELL_RINGS, rings);
    rings = Atomics.load(doorbell, DOORBELL_RINGS);
    service.takeHandedOver();
    const posted = Atomics.load(doorbell, DOORBELL_MESSAGES);
    if (posted !== messages) {
      // The turn delivers every message posted before `posted` was read; a later one rings again.
      messages = posted;
      setImmediate(serve);
      return;
    }
  }
}
setImmediate(serve);
