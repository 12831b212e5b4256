// Entry of the CSV export worker thread (built as dist/workers/csv.js): receives one export job from the App,
// writes the file with the shared writer (csv-writer.ts) off the UI thread, answers with the result and ends.
import { parentPort } from 'node:worker_threads';
import { writeCsv, type CsvWriteJob } from './csv-writer.js';

const port = parentPort;
if (!port) throw new Error('the CSV worker must run in a worker thread');
port.once('message', (job: CsvWriteJob) => {
  // The App counts the export as started from here: a failure before this point wrote nothing.
  port.postMessage({ started: true });
  port.postMessage(writeCsv(job));
  port.close();
});
