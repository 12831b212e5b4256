// Summarizes V8 .cpuprofile files (node --cpu-prof; one per thread): busy time, and the functions and source files
// that took it (self time), optionally only between two offsets in seconds (start-up alone, or everything after it). Prints text.
// Run: npx tsx bench/profile-summary.ts [--after=S] [--until=S] [--top=N] FILE.cpuprofile...
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const args = process.argv.slice(2);
const after = Number(args.find((a) => a.startsWith('--after='))?.slice(8) ?? 0) * 1e6;
const until = Number(args.find((a) => a.startsWith('--until='))?.slice(8) ?? Infinity) * 1e6;
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);

for (const file of args.filter((a) => !a.startsWith('--'))) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  let busy = 0;
  let total = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t - profile.startTime < after || t - profile.startTime > until) continue;
    total += delta;
    const frame = byId.get(profile.samples[i]!)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += delta;
    const where = frame.url ? frame.url.replace(/^.*\/(node_modules\/(?:@[^/]+\/)?[^/]+|dist)\//, '$1/') : frame.functionName;
    const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    byFile.set(where, (byFile.get(where) ?? 0) + delta);
  }
  const ms = (us: number) => (us / 1000).toFixed(1);
  process.stdout.write(`${basename(file)}: ${ms(busy)} ms busy of ${ms(total)} ms (${((busy / Math.max(1, total)) * 100).toFixed(2)}%)\n`);
  process.stdout.write('  by file:\n');
  for (const [name, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) process.stdout.write(`    ${ms(us).padStart(8)} ms  ${name}\n`);
  process.stdout.write('  by function (self):\n');
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`    ${ms(us).padStart(8)} ms  ${name}\n`);
}
