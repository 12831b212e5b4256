// Guards the Linux sampler against real processes this test spawns: memory, descriptors and I/O show
// up in the metrics, a restart is a new identity, and zombies or exited PIDs never break a pass.
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { FakeClock } from '../../unit/collectors/linux/fixtures.js';
import { TcpDiag } from '../../../src/collectors/linux/tcp-diag.js';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LinuxSampler } from '../../../src/collectors/linux/sampling.js';
import { identityKey, type ProcessSample, type Snapshot } from '../../../src/model/types.js';
import { killAndReap, nextLine, sendCommand } from '../../support/c-program.js';
import { decodedPass } from '../../support/decoded-pass.js';

const MiB = 1024n * 1024n;
const linux = process.platform === 'linux';

/**
 * Since Linux 6.2 the RSS counters behind status and statm are per-CPU counters read without folding
 * the per-CPU parts: each reading may be off by up to max(32, 2 x CPUs) pages per CPU. A growth is
 * the difference of two readings, so it may look smaller by up to twice that.
 */
function rssReadingTolerance(): bigint {
  const cpus = BigInt(readFileSync('/proc/stat', 'utf8').split('\n').filter((l) => /^cpu\d/.test(l)).length);
  const batch = cpus * 2n > 32n ? cpus * 2n : 32n;
  return 2n * batch * cpus * 4096n;
}

/**
 * A node child driven line by line over stdin: `alloc`, `open`, `write`, `rename`, `load <dir>` (dlopen every library
 * in the directory through koffi), `connect <port> <send> <receive>` (a TCP connection to 127.0.0.1:<port> that sends
 * <send> bytes and is done when it received <receive>); it answers `done <cmd>`.
 */
const CHILD = `
const fs = require('fs');
const held = [];
let lines = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  lines += d;
  let nl;
  while ((nl = lines.indexOf('\\n')) >= 0) {
    const cmd = lines.slice(0, nl); lines = lines.slice(nl + 1);
    if (cmd === 'alloc') { globalThis.big = Buffer.alloc(64 * 1024 * 1024); globalThis.big.fill(1); }
    if (cmd === 'open') { for (let i = 0; i < 100; i++) held.push(fs.openSync('/dev/null', 'r')); }
    if (cmd === 'rename') fs.writeFileSync('/proc/self/comm', 'renamed-task');
    if (cmd.startsWith('connect ')) {
      const [port, send, receive] = cmd.slice(8).split(' ').map(Number);
      let got = 0;
      globalThis.conn = require('net').connect(port, '127.0.0.1', () => globalThis.conn.write(Buffer.alloc(send, 7)));
      globalThis.conn.on('data', (d) => { got += d.length; if (got === receive) process.stdout.write('done ' + cmd + '\\n'); });
      continue;
    }
    if (cmd.startsWith('load ')) {
      const koffi = require(process.env.KOFFI_MODULE);
      const dir = cmd.slice(5);
      for (const name of fs.readdirSync(dir)) koffi.load(dir + '/' + name).func('double cos(double)')(1);
    }
    if (cmd === 'write') {
      const fd = fs.openSync('/dev/null', 'w'); const chunk = Buffer.alloc(64 * 1024, 7);
      setInterval(() => fs.writeSync(fd, chunk), 10);
    }
    process.stdout.write('done ' + cmd + '\\n');
  }
});
if (global.gc) global.gc();
process.stdout.write('ready\\n');
`;

const children: ChildProcessWithoutNullStreams[] = [];
let sampler: LinuxSampler;

beforeAll(() => {
  sampler = new LinuxSampler();
});

afterAll(() => {
  sampler.close();
});

afterEach(async () => {
  for (const child of children.splice(0)) await killAndReap(child);
});

async function startChild(): Promise<ChildProcessWithoutNullStreams> {
  const child = spawn(process.execPath, ['--expose-gc', '-e', CHILD], { stdio: 'pipe', env: { ...process.env, KOFFI_MODULE: createRequire(import.meta.url).resolve('koffi') } });
  children.push(child);
  await nextLine(child, 'ready', 'the test child');
  return child;
}

function command(child: ChildProcessWithoutNullStreams, cmd: string): Promise<void> {
  return sendCommand(child, cmd, 'the test child');
}

/** The first child of `parent` (from /proc/PID/task/PID/children), polled for up to 5 s. */
async function pollForChildOf(parent: number): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim();
    if (children !== '') return Number(children.split(' ')[0]);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no child of ${parent}`);
}

function find(snapshot: Snapshot, pid: number): ProcessSample | undefined {
  return snapshot.processes.find((p) => p.identity.pid === pid);
}

function sampleOf(pid: number): ProcessSample {
  const sample = find(decodedPass(sampler), pid);
  if (sample === undefined) throw new Error(`pid ${pid} missing from the snapshot`);
  return sample;
}

/** Samples every 100 ms for up to `ms` until `check` accepts the process's sample. */
async function pollUntil(pid: number, check: (p: ProcessSample) => boolean, ms = 5000): Promise<ProcessSample> {
  const deadline = Date.now() + ms;
  for (;;) {
    const sample = sampleOf(pid);
    if (check(sample) || Date.now() > deadline) return sample;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function int(p: ProcessSample, id: 'private_bytes' | 'workset_bytes' | 'handle_count'): bigint {
  const v = p.values[id];
  if (typeof v !== 'bigint') throw new Error(`${id} unavailable: ${p.unavailable[id]}`);
  return v;
}

describe.runIf(linux)('LinuxSampler with real processes', () => {
  it('a child touching 64 MiB grows private_bytes and workset_bytes by at least 64 MiB', async () => {
    const child = await startChild();
    const pid = child.pid ?? 0;
    const base = sampleOf(pid);
    await command(child, 'alloc');
    const expected = 64n * MiB - rssReadingTolerance();
    const grown = await pollUntil(
      pid,
      (p) => int(p, 'private_bytes') - int(base, 'private_bytes') >= expected && int(p, 'workset_bytes') - int(base, 'workset_bytes') >= expected,
    );
    expect(int(grown, 'private_bytes') - int(base, 'private_bytes')).toBeGreaterThanOrEqual(expected);
    expect(int(grown, 'workset_bytes') - int(base, 'workset_bytes')).toBeGreaterThanOrEqual(expected);
  });

  it('a child opening 100 files raises handle_count by at least 100', async () => {
    const child = await startChild();
    const pid = child.pid ?? 0;
    const base = int(sampleOf(pid), 'handle_count');
    await command(child, 'open');
    const after = await pollUntil(pid, (p) => int(p, 'handle_count') - base >= 100n);
    expect(int(after, 'handle_count') - base).toBeGreaterThanOrEqual(100n);
  });

  it('a child writing continuously shows a non-zero io_write_bytes_per_sec on its second sample', async () => {
    const child = await startChild();
    const pid = child.pid ?? 0;
    await command(child, 'write');
    const first = sampleOf(pid);
    expect(first.unavailable.io_write_bytes_per_sec).toBe('first_sample');
    await new Promise((r) => setTimeout(r, 500));
    const second = sampleOf(pid);
    expect(identityKey(second.identity)).toBe(identityKey(first.identity));
    expect(second.values.io_write_bytes_per_sec).toBeGreaterThan(0n);
    expect(typeof second.values.cpu_percent).toBe('number');
  });

  it('a child mapping libraries that are not in the page cache shows page_faults_major_per_sec > 0', async () => {
    // Major faults need pages that are not cached: copies of the libm this Node uses, flushed to disk and dropped
    // from the page cache (dd iflag=nocache count=0 is posix_fadvise DONTNEED on the whole file), then mapped by the
    // child's dlopen. The temp directory must be on a disk file system: tmpfs pages cannot be dropped.
    const libm = readFileSync('/proc/self/maps', 'utf8').split('\n').map((l) => l.slice(l.indexOf('/'))).find((p) => /\/libm\.so\.6$/.test(p));
    expect(libm, 'this Node maps libm.so.6').toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'winproc-majflt-'));
    try {
      for (let i = 0; i < 20; i++) {
        const copy = join(dir, `libm-copy-${i}.so`);
        execFileSync('dd', [`if=${libm!}`, `of=${copy}`, 'conv=fsync', 'status=none']);
        execFileSync('dd', [`if=${copy}`, 'iflag=nocache', 'count=0', 'status=none']);
      }
      const child = await startChild();
      const pid = child.pid ?? 0;
      const first = sampleOf(pid);
      expect(first.unavailable.page_faults_major_per_sec).toBe('first_sample');
      await command(child, `load ${dir}`);
      const second = sampleOf(pid);
      expect(identityKey(second.identity)).toBe(identityKey(first.identity));
      expect(second.values.page_faults_major_per_sec).toBeGreaterThan(0n);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a child exchanging known byte counts over 127.0.0.1 TCP shows them as its network rates', async () => {
    // A clock of the test's own makes the interval exactly 1 s, so each rate is the pass's byte count. The server
    // side is this test process; the child's socket is new since the first pass, so all its bytes fall in the interval.
    const clock = new FakeClock();
    const own = new LinuxSampler({ clock });
    const SEND = 300_000;
    const RECEIVE = 70_000;
    let serverReceived = 0;
    let allReceived!: () => void;
    const received = new Promise<void>((resolve) => (allReceived = resolve));
    const server = createServer((socket) => {
      socket.on('data', (d) => {
        serverReceived += d.length;
        if (serverReceived === SEND) allReceived();
      });
      socket.write(Buffer.alloc(RECEIVE, 9));
    });
    try {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const port = (server.address() as AddressInfo).port;
      const child = await startChild();
      const pid = child.pid ?? 0;
      const find = (s: Snapshot): ProcessSample => s.processes.find((p) => p.identity.pid === pid)!;
      expect(find(decodedPass(own)).unavailable.network_received_bytes_per_sec).toBe('first_sample');
      await Promise.all([command(child, `connect ${port} ${SEND} ${RECEIVE}`), received]);
      // The server's ACK of the child's last bytes may be delayed (up to 40 ms on loopback): wait, through a dump of
      // the test's own, until the child's socket (the one that received RECEIVE) counts all SEND bytes acknowledged.
      const probe = new TcpDiag();
      try {
        for (let i = 0; i < 100; i++) {
          const sockets = [...(probe.dump() ?? new Map()).values()];
          if (sockets.some((c) => c.received === BigInt(RECEIVE) && c.acked >= BigInt(SEND))) break;
          await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        probe.close();
      }
      clock.advance(1000);
      const second = find(decodedPass(own));
      // Received: exactly the server's bytes. Sent and acknowledged: the child's bytes plus its SYN's one sequence
      // number (tcpi_bytes_acked counts from the initial sequence number).
      expect(second.values.network_received_bytes_per_sec).toBe(BigInt(RECEIVE));
      expect([BigInt(SEND), BigInt(SEND + 1)]).toContain(second.values.network_sent_bytes_per_sec);
      clock.advance(1000);
      const idle = find(decodedPass(own));
      expect(idle.values.network_received_bytes_per_sec).toBe(0n);
      expect(idle.values.network_sent_bytes_per_sec).toBe(0n);
    } finally {
      own.close();
      server.close();
    }
  });

  it('a child in a cgroup the test created shows that cgroup v2 path', async (context) => {
    // The cgroup v2 hierarchy is wherever mountinfo says (/sys/fs/cgroup, or /sys/fs/cgroup/unified on a hybrid host).
    const mount = readFileSync('/proc/self/mountinfo', 'utf8').split('\n').map((l) => l.split(' ')).find((f) => f[f.indexOf('-') + 1] === 'cgroup2')?.[4];
    if (mount === undefined || process.getuid?.() !== 0) {
      // Platform limit: creating a cgroup needs a cgroup v2 mount and root (or a delegated subtree); the parsers'
      // fixture tests (test/unit/collectors/linux/cgroup.test.ts) still run.
      context.skip();
      return;
    }
    const name = `winproc-test-${process.pid}-${Date.now()}`;
    const dir = join(mount, name);
    mkdirSync(dir);
    const child = await startChild();
    const pid = child.pid ?? 0;
    try {
      writeFileSync(join(dir, 'cgroup.procs'), String(pid));
      // A new sampler: the cgroup is read when an identity is first seen.
      const own = new LinuxSampler();
      try {
        const cgroup = decodedPass(own).processes.find((p) => p.identity.pid === pid)?.cgroup;
        expect(cgroup?.path).toBe(`/${name}`);
        expect(cgroup?.container).toBeNull();
        expect(cgroup?.namespacePid).toBeNull();
      } finally {
        own.close();
      }
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
      rmdirSync(dir);
    }
  });

  it('a process in a new PID namespace shows its host PID and its PID inside (NSpid)', async (context) => {
    if (process.getuid?.() !== 0) {
      // Platform limit: unshare --pid needs root (or user namespaces, which a hardened host may disable).
      context.skip();
      return;
    }
    // unshare forks: its child is PID 1 of the new namespace and runs sleep.
    const unshare = spawn('unshare', ['--pid', '--fork', 'sleep', '30'], { stdio: 'ignore' });
    try {
      await once(unshare, 'spawn');
      const inner = await pollForChildOf(unshare.pid ?? 0);
      const own = new LinuxSampler();
      try {
        const sample = decodedPass(own).processes.find((p) => p.identity.pid === inner);
        expect(sample?.identity.pid).toBe(inner);
        expect(sample?.cgroup?.namespacePid).toBe(1);
        expect(decodedPass(own).processes.find((p) => p.identity.pid === unshare.pid)?.cgroup?.namespacePid).toBeNull();
      } finally {
        own.close();
      }
    } finally {
      unshare.kill('SIGKILL');
      await once(unshare, 'exit');
    }
  });

  it('a restarted process gets a different identity', async () => {
    const first = await startChild();
    const before = sampleOf(first.pid ?? 0).identity;
    first.kill('SIGKILL');
    await once(first, 'exit');
    const second = await startChild();
    const after = sampleOf(second.pid ?? 0).identity;
    expect(after.name).toBe(before.name);
    expect(identityKey(after)).not.toBe(identityKey(before));
    expect(after.pid !== before.pid || after.startToken !== before.startToken).toBe(true);
    expect(find(decodedPass(sampler), before.pid)?.identity.startToken ?? null).not.toBe(before.startToken);
  });

  it('names a process by its full executable name, not the 15-byte comm the kernel cut', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-names-'));
    try {
      const binary = join(dir, 'my-long-service-name');
      copyFileSync(existsSync('/bin/sleep') ? '/bin/sleep' : '/usr/bin/sleep', binary);
      const child = spawn(binary, ['30'], { stdio: 'ignore' }) as unknown as ChildProcessWithoutNullStreams;
      children.push(child);
      await once(child, 'spawn');
      expect(readFileSync(`/proc/${child.pid}/comm`, 'utf8').trim()).toBe('my-long-service');
      const sample = await pollUntil(child.pid ?? 0, (p) => p.identity.name === 'my-long-service-name');
      expect(sample.identity.name).toBe('my-long-service-name');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the identity of a process that renames itself (a write to /proc/self/comm, as prctl PR_SET_NAME)', async () => {
    const child = await startChild();
    const pid = child.pid ?? 0;
    const before = sampleOf(pid).identity;
    child.stdin.write('rename\n');
    await nextLine(child, 'done rename', 'the test child');
    expect(readFileSync(`/proc/${pid}/comm`, 'utf8').trim()).toBe('renamed-task');
    const after = sampleOf(pid).identity;
    expect(identityKey(after)).toBe(identityKey(before));
    expect(after.name).toBe(before.name);
    // Its counters went on: the second sample of one lifetime has a CPU value, not first_sample.
    expect(typeof sampleOf(pid).values.cpu_percent).toBe('number');
  });

  it('a zombie child or an already-exited pid does not break the pass', async () => {
    // sleep 0.1 exits and is never reaped by the exec'd `sleep 30`: a zombie until the parent dies.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & exec sleep 30'], { stdio: 'ignore' });
    const exited = spawn('true', [], { stdio: 'ignore' });
    await once(exited, 'exit');
    try {
      const deadline = Date.now() + 5000;
      let zombie: ProcessSample | undefined;
      while (zombie === undefined && Date.now() < deadline) {
        const snapshot = decodedPass(sampler);
        expect(find(snapshot, exited.pid ?? 0)?.identity.name).not.toBe('true');
        zombie = snapshot.processes.find((p) => p.parentPid === parent.pid && p.unavailable.workset_bytes === 'exited');
        if (zombie === undefined) await new Promise((r) => setTimeout(r, 100));
      }
      expect(zombie).toBeDefined();
      expect(readFileSync(`/proc/${zombie?.identity.pid}/stat`, 'utf8')).toMatch(/\) Z /);
      expect(zombie?.unavailable).toMatchObject({ workset_bytes: 'exited', private_bytes: 'exited', handle_count: 'exited' });
      // The path is the one read while it was alive, or `exited` when first seen as a zombie.
      expect(zombie?.path === '/usr/bin/sleep' || zombie?.unavailable.path === 'exited').toBe(true);
    } finally {
      parent.kill('SIGKILL');
      await once(parent, 'exit');
    }
    // The zombie is reaped with its parent; the next pass simply no longer lists it.
    expect(() => decodedPass(sampler)).not.toThrow();
  });

  it('kept files stay bounded and belong to live processes', async () => {
    const child = await startChild();
    sampleOf(child.pid ?? 0);
    child.kill('SIGKILL');
    await once(child, 'exit');
    const snapshot = decodedPass(sampler);
    expect(find(snapshot, child.pid ?? 0)).toBeUndefined();
    expect(sampler.keptFileCount).toBeLessThanOrEqual(5 * snapshot.processes.length);
  });
});
