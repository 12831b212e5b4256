// Guards the koffi libc declarations the IPC room and the sampler rely on: results, errno capture after failures,
// SO_PEERCRED data, fstat's size (the sampler's descriptor count), pread from offset 0 (its kept procfs files) and the
// calling thread's CPU clock (a pass's own CPU time), the descriptor table grown in one step (the sampler's first pass).
import { release } from 'node:os';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_EX, LOCK_NB, LOCK_UN, flock, fstatSizeRaw, geteuid, getPeerCredentials, getuid, lastErrno, pidfdOpen, preadStartRaw, reserveDescriptorTable, threadCpuTimeNs } from '../../../native/linux/libc.js';
import { socketFd } from '../../../src/ipc/endpoint-linux.js';
import { onCleanup, runCleanups } from './helpers.js';

afterEach(runCleanups);

const E = os.constants.errno;

describe.runIf(process.platform === 'linux')('native/linux/libc', () => {
  it("reads st_size as Node's fstat does: a file's length and a /proc fd directory's descriptor count", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'winproc-libc-')), 'f');
    fs.writeFileSync(file, Buffer.alloc(70_000));
    onCleanup(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
    const fd = fs.openSync(file, 'r');
    const dir = fs.openSync('/proc/self/fd', fs.constants.O_RDONLY | fs.constants.O_DIRECTORY);
    onCleanup(() => {
      fs.closeSync(fd);
      fs.closeSync(dir);
    });
    expect(fstatSizeRaw(fd)).toBe(70_000);
    expect(fstatSizeRaw(dir)).toBe(fs.fstatSync(dir).size);
    expect(fstatSizeRaw(0x7fff_fff0)).toBe(-1);
    expect(lastErrno()).toBe(E.EBADF);
  });

  it("grows the process's descriptor table in one step and leaves no descriptor behind; a size over the limit is EINVAL", () => {
    // FDSize in /proc/self/status is the table's size (slots), which the kernel never shrinks.
    const tableSize = () => Number(/^FDSize:\s+(\d+)$/m.exec(fs.readFileSync('/proc/self/status', 'latin1'))![1]);
    const openCount = () => fs.readdirSync('/proc/self/fd').length;
    const before = tableSize();
    const limit = Number(/^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'latin1'))![1]);
    const wanted = Math.min(before * 4, limit);
    expect(wanted).toBeGreaterThan(before);
    const open = openCount();
    expect(reserveDescriptorTable(wanted)).toEqual({ ok: true, value: undefined });
    expect(tableSize()).toBeGreaterThanOrEqual(wanted);
    expect(openCount()).toBe(open);
    expect(reserveDescriptorTable(limit + 1)).toEqual({ ok: false, errno: E.EINVAL });
    expect(openCount()).toBe(open);
  });

  it('preads from offset 0 whatever was read before, as procfs re-reads need, and reports errno', () => {
    const fd = fs.openSync('/proc/self/stat', 'r');
    onCleanup(() => fs.closeSync(fd));
    const buffer = Buffer.alloc(4096);
    const first = preadStartRaw(fd, buffer, buffer.length);
    expect(first).toBeGreaterThan(0);
    const text = buffer.toString('latin1', 0, first);
    expect(text.startsWith(`${process.pid} (`)).toBe(true);
    buffer.fill(0);
    expect(preadStartRaw(fd, buffer, 10)).toBe(10);
    expect(buffer.toString('latin1', 0, 10)).toBe(text.slice(0, 10));
    expect(preadStartRaw(0x7fff_fff0, buffer, 10)).toBe(-1);
    expect(lastErrno()).toBe(E.EBADF);
  });

  it("reads the calling thread's CPU clock: it advances with this thread's work and never past the process's", () => {
    const clock = (): number => {
      const result = threadCpuTimeNs();
      if (result === null || !result.ok) throw new Error(`no thread CPU clock: ${JSON.stringify(result)}`);
      return result.value;
    };
    const processBefore = process.cpuUsage();
    const start = clock();
    // Work until the thread's own clock shows 20 ms: the loop ends by CPU time, not by wall time.
    let spins = 0;
    while (clock() - start < 20e6) spins++;
    const threadNs = clock() - start;
    const used = process.cpuUsage(processBefore);
    expect(spins).toBeGreaterThan(0);
    expect(threadNs).toBeGreaterThanOrEqual(20e6);
    // The process's CPU (every thread, microsecond steps) holds at least this thread's.
    expect((used.user + used.system) * 1000 + 1000).toBeGreaterThanOrEqual(threadNs);
  });

  it('reports the same uid and euid as Node', () => {
    expect(getuid()).toBe(process.getuid!());
    expect(geteuid()).toBe(process.geteuid!());
  });

  it('captures errno of a failing call', () => {
    expect(flock(-1, LOCK_EX | LOCK_NB)).toEqual({ ok: false, errno: E.EBADF });
    expect(getPeerCredentials(-1)).toEqual({ ok: false, errno: E.EBADF });
    const fd = fs.openSync(os.devNull, 'r');
    try {
      expect(getPeerCredentials(fd)).toEqual({ ok: false, errno: E.ENOTSOCK });
    } finally {
      fs.closeSync(fd);
    }
  });

  it('locks and unlocks a file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-libc-'));
    onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
    const a = fs.openSync(path.join(dir, 'l'), 'w');
    const b = fs.openSync(path.join(dir, 'l'), 'r');
    try {
      expect(flock(a, LOCK_EX | LOCK_NB).ok).toBe(true);
      expect(flock(b, LOCK_EX | LOCK_NB)).toEqual({ ok: false, errno: E.EWOULDBLOCK });
      expect(flock(a, LOCK_UN).ok).toBe(true);
      expect(flock(b, LOCK_EX | LOCK_NB).ok).toBe(true);
    } finally {
      fs.closeSync(a);
      fs.closeSync(b);
    }
  });

  it('opens a pidfd for a live process and reports ESRCH for a missing one', () => {
    const r = pidfdOpen(process.pid);
    if (!r.ok && r.errno === E.ENOSYS) {
      // Only a kernel older than 5.3 lacks pidfd_open (callers then fall back to start-time checks): on a newer one
      // ENOSYS means the binding is wrong, and the test fails.
      const [major = 0, minor = 0] = release().split(/[.-]/).map(Number);
      expect(major * 1000 + minor, `pidfd_open returned ENOSYS on kernel ${release()}`).toBeLessThan(5003);
      return;
    }
    expect(r.ok).toBe(true);
    if (r.ok) fs.closeSync(r.value);
    const maxPid = Number(fs.readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
    expect(pidfdOpen(maxPid + 1)).toEqual({ ok: false, errno: expect.any(Number) });
  });

  it('reads SO_PEERCRED on both ends of a Unix socket', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-libc-'));
    onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
    const sockPath = path.join(dir, 's');
    let serverSide: net.Socket | null = null;
    const server = net.createServer((s) => (serverSide = s));
    await new Promise<void>((resolve) => server.listen(sockPath, resolve));
    onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const client = net.createConnection({ path: sockPath });
    await new Promise<void>((resolve) => client.once('connect', resolve));
    await new Promise<void>((resolve) => {
      const t = setInterval(() => serverSide !== null && (clearInterval(t), resolve()), 2);
    });
    const me = { pid: process.pid, uid: process.getuid!(), gid: process.getgid!() };
    expect(getPeerCredentials(socketFd(client)!)).toEqual({ ok: true, value: me });
    expect(getPeerCredentials(socketFd(serverSide!)!)).toEqual({ ok: true, value: me });
    client.destroy();
    (serverSide as net.Socket | null)?.destroy();
    expect(socketFd(client)).toBeNull();
  });
});
