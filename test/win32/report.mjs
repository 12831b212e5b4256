// Turns the Windows lane's results file into its report: one line per check (skips next to the check they relate
// to, with the reason and what Wine returned), the tail of node.exe's log on failure, and the closing line
// `N passed, N failed, N not verifiable under Wine (skipped) in S s`. Exits non-zero on any failure or a missing run.
import { existsSync, readFileSync } from 'node:fs';

const [resultsPath, logPath, exitCode, elapsedMs] = process.argv.slice(2);
const results = existsSync(resultsPath)
  ? readFileSync(resultsPath, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l))
  : [];

let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  if (r.status === 'pass') {
    passed++;
    console.log(`  pass  ${r.name} (${r.ms} ms)`);
    if (process.env.WIN32_LANE_VERBOSE) console.log(`        ${r.detail}`);
  } else if (r.status === 'fail') {
    failed++;
    console.log(`  FAIL  ${r.name} (${r.ms} ms)`);
    for (const line of String(r.detail).split('\n')) console.log(`        ${line}`);
  } else {
    skipped++;
    console.log(`  skip  ${r.name} — not verifiable under Wine: ${r.detail}`);
    console.log(`        evidence: ${r.evidence}`);
  }
}
const ran = results.length > 0;
if (!ran || Number(exitCode) !== 0 || failed > 0) {
  if (!ran) {
    failed++;
    console.log('  FAIL  the check runner wrote no results');
  }
  if (existsSync(logPath)) {
    const log = readFileSync(logPath, 'utf8').trim().split('\n').slice(-30);
    if (log.length > 0 && log[0] !== '') console.log(`--- node.exe output (last ${log.length} lines of ${logPath})\n${log.join('\n')}`);
  }
}
const seconds = (Number(elapsedMs) / 1000).toFixed(1);
console.log(`${passed} passed, ${failed} failed, ${skipped} not verifiable under Wine (skipped) in ${seconds} s`);
process.exit(failed > 0 || Number(exitCode) !== 0 ? 1 : 0);
