import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeLog } from './log-load.js';
import { loadLogFile } from '../src/recording/load.js';
import { ModelStore } from '../src/model/index.js';
const dir = mkdtempSync(join(tmpdir(), 'stall-'));
const path = join(dir, 'b.log');
writeLog(path);
const orig = ModelStore.prototype.applyDecodedFrame;
let spent = 0;
ModelStore.prototype.applyDecodedFrame = function (this: ModelStore, f: Parameters<typeof orig>[0]) { const t = performance.now(); const r = orig.call(this, f); spent += performance.now() - t; return r; } as typeof orig;
for (let i = 0; i < 2; i++) { spent = 0; const t = performance.now(); await loadLogFile(path, { budgetBytes: 1024 ** 3 }); console.log('total', (performance.now() - t).toFixed(0), 'apply', spent.toFixed(0)); }
