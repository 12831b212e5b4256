// Entry of the CSV export worker thread (built as dist/workers/csv.js): receives numbered export jobs from the App,
// writes each file with the shared writer (csv-writer.ts) off the UI thread and answers with its result. The App
// keeps the thread for later exports.
import { parentPort } from 'node:worker_threads';
import { nameThisThread } from '../../channel/threads.js';
import { writeCsv, type CsvWriteJob } from './csv-writer.js';

nameThisThread('wpt-csv');
const port = parentPort;
if (!port) throw new Error('the CSV worker must run in a worker thread');
port.on('message', ({ id, job }: { id: number; job: CsvWriteJob }) => {
  // The App counts the export as started from here: a failure before this point wrote nothing.
  port.postMessage({ id, started: true });
  port.postMessage({ id, result: writeCsv(job) });
});
