// Entry of the Recording writer thread (built as dist/workers/recording.js): opens, appends to and closes the
// Recording files of the App's sessions (writer.ts), so disk writes (and a slow or full disk) never hold up the UI
// thread. The App keeps the thread for later Recordings.
import { parentPort } from 'node:worker_threads';
import { ThreadChannel } from '../channel/index.js';
import { RecordingFileService, type AppToRecordingWriter, type RecordingWriterToApp } from './writer.js';

const port = parentPort;
if (!port) throw new Error('the Recording writer must run in a worker thread');
const channel = new ThreadChannel<RecordingWriterToApp, AppToRecordingWriter>(port);
const service = new RecordingFileService((session, message) => channel.notify('failed', { session, message }));
channel
  .serve('open', ({ session, directory, v3 }) => service.open(session, directory, v3))
  .serve('close', ({ session, end }) => service.close(session, end));
channel.onNotice('window', ({ session, definitions, frame, done }) => service.appendWindow(session, definitions, frame, done));
