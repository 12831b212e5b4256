// What a worker thread runs for a script bundle: dist/workers/<name>.cjs (built from this file as CommonJS, one copy per
// worker, scripts/build.mjs `scriptWorkerEntryOptions`) runs dist/workers/<name>.script.js with this user's code cache
// (src/code-cache/script-bundle.ts).
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScriptBundle } from './start.js';

const self = new URL(import.meta.url);
const name = basename(fileURLToPath(self), '.cjs');
startScriptBundle(new URL(`./${name}.script.js`, self), name);
