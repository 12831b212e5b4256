import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeLog } from './log-load.js';
import { loadLogFile } from '../src/recording/load.js';
const dir = mkdtempSync(join(tmpdir(), 'stall-'));
const path = join(dir, 'b.log');
const w = writeLog(path);
console.log('written', w);
for (let run = 0; run < 2; run++) {
  const h = monitorEventLoopDelay({ resolution: 5 });
  let last = performance.now(); let maxGap = 0; const gaps: number[] = [];
  const timer = setInterval(() => { const now = performance.now(); const g = now - last; if (g > maxGap) maxGap = g; gaps.push(g); last = now; }, 1);
  h.enable();
  const t = performance.now();
  const log = await loadLogFile(path, { budgetBytes: 1024 ** 3 });
  const total = performance.now() - t;
  const tf = performance.now();
  h.disable(); clearInterval(timer);
  gaps.sort((a,b)=>a-b);
  console.log({ total: total.toFixed(0), frames: log.frameCount, maxDelayMs: (h.max / 1e6).toFixed(1), p99DelayMs: (h.percentile(99) / 1e6).toFixed(1), maxGap: maxGap.toFixed(1), gapP99: gaps[Math.floor(gaps.length*0.99)]!.toFixed(1) });
}
