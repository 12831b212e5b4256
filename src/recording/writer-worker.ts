// Entry of the Recording writer thread (built as dist/workers/recording.js): opens, appends to and closes one
// Recording file for the App (writer.ts), so disk writes (and a slow or full disk) never hold up the UI thread.
import { parentPort } from 'node:worker_threads';
import { ThreadChannel } from '../channel/index.js';
import { RecordingFileService, type AppToRecordingWriter, type RecordingWriterToApp } from './writer.js';

const port = parentPort;
if (!port) throw new Error('the Recording writer must run in a worker thread');
const channel = new ThreadChannel<RecordingWriterToApp, AppToRecordingWriter>(port);
const service = new RecordingFileService((message) => channel.notify('failed', { message }));
channel
  .serve('open', ({ directory, session }) => service.open(directory, session))
  .serve('close', ({ end }) => service.close(end));
channel.onNotice('window', ({ definitions, frame }) => service.appendWindow(definitions, frame));
