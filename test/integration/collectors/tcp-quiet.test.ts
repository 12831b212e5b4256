// Guards the reuse of the sock_diag dump while TCP stands still (src/collectors/linux/process-network.ts beginPass):
// in a network namespace of its own, the real sampler walks the kernel's TCP tables on its first two passes only
// while nothing moves, takes a new dump on the pass after bytes moved (with their exact rates), and reuses again once
// the counters stood still for a whole interval; every reused pass reports the rates a dump would (zero).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'tcp-quiet-in-netns.ts');
const SEND = 50_000;

interface PassLine {
  readonly label: string;
  readonly taken: number;
  readonly reused: number;
  readonly received: string;
  readonly sent: string;
}

describe.runIf(process.platform === 'linux')('the TCP dump while TCP stands still', () => {
  it('is reused only after a quiet interval before it, and taken again once segments moved', (context) => {
    if (process.getuid?.() !== 0) {
      // Platform limit: a network namespace of the test's own (so no other program's TCP traffic moves the counters)
      // needs root or user namespaces; the sampling tests over the host's namespace still run the dump every pass.
      context.skip();
      return;
    }
    const run = spawnSync('unshare', ['--net', '--pid', '--fork', '--mount-proc', 'sh', '-c', `ip link set lo up && exec "$0" --import tsx "$1" ${SEND}`, process.execPath, FIXTURE], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const passes = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as PassLine);
    expect(passes.map((p) => [p.label, p.taken, p.reused])).toEqual([
      ['quiet', 1, 0],
      // The second pass dumps again: the counters were not yet known to be still for an interval before a dump.
      ['quiet', 2, 0],
      ['quiet', 2, 1],
      ['quiet', 2, 2],
      // Bytes moved: a new dump, and one more before the counters are trusted still again.
      ['moved', 3, 2],
      ['quiet again', 4, 2],
      ['quiet again', 4, 3],
      ['quiet again', 4, 4],
    ]);
    expect(passes.map((p) => [p.received, p.sent])).toEqual([
      ['first_sample', 'first_sample'],
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
      // The fixture holds both ends: the server received every byte, the client's were all acknowledged (the passes
      // are one second apart on the sampler's clock).
      [String(SEND), String(SEND)],
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
    ]);
  });
});
