// Guards the .NET detection's lookup rules on a procfs-shaped directory the test builds and real Unix sockets: the
// socket is looked for in the target's own TMPDIR (from its environ), only the name with exactly its start time
// counts, an unreadable environment without a socket in /tmp is "cannot be known" (null, saying why), a kernel thread
// is never .NET, and one listing per directory per pass serves every lifetime; on Windows, where the pipe namespace
// cannot be listed (Wine), each lifetime's pipe is asked for by name (WaitNamedPipe, a boundary this Linux test
// cannot reach: replaced by a stand-in here, run for real in the Wine lane). ProcessInfo is answered by a real
// socket server speaking the reply bytes a runtime sends.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DotnetDetector } from '../../../../src/collectors/dotnet/detect.js';
import { IPC_MAGIC, ipcString } from '../../../../src/collectors/dotnet/ipc.js';
import type { DotnetSupport } from '../../../../src/model/dotnet.js';
import type { ProcessIdentity } from '../../../../src/model/types.js';

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A socket at `path` that answers any request with a ProcessInfo2 reply carrying `version`. */
async function runtimeSocket(path: string, pid: number, version: string): Promise<void> {
  const server = createServer((socket) => {
    socket.once('data', () => {
      const fixed = Buffer.alloc(24);
      fixed.writeBigUInt64LE(BigInt(pid), 0);
      const payload = Buffer.concat([fixed, ipcString('app'), ipcString('Linux'), ipcString('x64'), ipcString('app'), ipcString(version)]);
      const header = Buffer.alloc(20);
      IPC_MAGIC.copy(header, 0);
      header.writeUInt16LE(20 + payload.length, 14);
      header[16] = 0xff;
      socket.end(Buffer.concat([header, payload]));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(path, resolve));
}

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'winproc-detect-'));
  dirs.push(root);
  const procRoot = join(root, 'proc');
  const temp = join(root, 'tmp');
  mkdirSync(temp);
  const changes: DotnetSupport[] = [];
  const detector = new DotnetDetector((batch) => changes.push(...batch), { platform: 'linux', procRoot });
  const proc = (pid: number, environ: string | null) => {
    mkdirSync(join(procRoot, String(pid)), { recursive: true });
    if (environ !== null) writeFileSync(join(procRoot, String(pid), 'environ'), environ);
  };
  const latest = (pid: number) => changes.filter((c) => c.key.startsWith(`${pid}:`)).at(-1);
  return { temp, changes, detector, proc, latest };
}

// PIDs no real process on this machine has, so /tmp (looked at for unreadable environments) holds no socket of theirs.
const identity = (pid: number, startToken: string | null = '4242'): ProcessIdentity => ({ pid, name: 'app', startTimeMs: null, startToken });

describe('.NET detection', () => {
  it("finds the socket of exactly this lifetime in the target's own TMPDIR and asks its version once", async () => {
    const { temp, changes, detector, proc, latest } = setup();
    proc(4_000_001, `PATH=/bin\0TMPDIR=${temp}\0`);
    proc(4_000_002, `TMPDIR=${temp}\0`);
    await runtimeSocket(join(temp, 'dotnet-diagnostic-4000001-4242-socket'), 4_000_001, '10.0.12');
    // Another lifetime's socket with the second PID (a reused PID): not this one's.
    await runtimeSocket(join(temp, 'dotnet-diagnostic-4000002-1111-socket'), 4_000_002, '10.0.12');
    const pass = () => detector.pass([{ identity: identity(4_000_001) }, { identity: identity(4_000_002) }, { identity: identity(4_000_003), kernelThread: true }]);
    pass();
    expect(latest(4_000_001)).toMatchObject({ supported: null, endpoint: true });
    expect(latest(4_000_002)).toMatchObject({ supported: false, endpoint: false });
    expect(latest(4_000_003)).toMatchObject({ supported: false, endpoint: false, detail: 'a kernel thread' });
    await expect.poll(() => latest(4_000_001)?.supported).toBe(true);
    expect(latest(4_000_001)?.detail).toMatch(/^\.NET 10\.0\.12 /);
    const count = changes.length;
    pass();
    pass();
    expect(changes.length).toBe(count);
  });

  it('follows the same process objects pass after pass as the sampler hands them over: exits, new lifetimes and a reused PID', async () => {
    const { temp, changes, detector, proc, latest } = setup();
    for (const pid of [4_000_041, 4_000_042, 4_000_043, 4_000_044]) proc(pid, `TMPDIR=${temp}\0`);
    await runtimeSocket(join(temp, 'dotnet-diagnostic-4000043-4242-socket'), 4_000_043, '10.0.12');
    // One object per lifetime, kept across passes (the sampler's PassLifetime), in PID order.
    const [a, b, c] = [4_000_041, 4_000_042, 4_000_043].map((pid) => ({ identity: identity(pid) }));
    detector.pass([a!, b!, c!]);
    await expect.poll(() => latest(4_000_043)?.supported).toBe(true);
    expect(changes.map((x) => x.key)).toEqual(['4000041:4242:app', '4000042:4242:app', '4000043:4242:app', '4000043:4242:app']);

    // b exited and a new lifetime started: only the new one is reported; a and c keep what they reported.
    const d = { identity: identity(4_000_044) };
    const count = changes.length;
    detector.pass([a!, c!, d]);
    expect(changes.slice(count)).toEqual([{ key: '4000044:4242:app', supported: false, endpoint: false, detail: expect.any(String) }]);

    // b's PID reused by another lifetime (another start time), between a and c: a new lifetime, reported as such; c,
    // which follows it, still keeps its answer (no report), and so does everything on a pass in another order.
    const b2 = { identity: identity(4_000_042, '9999') };
    detector.pass([a!, b2, c!, d]);
    expect(changes.slice(count + 1).map((x) => x.key)).toEqual(['4000042:9999:app']);
    detector.pass([d, c!, b2, a!]);
    detector.pass([a!, b2, c!, d]);
    expect(changes.length).toBe(count + 2);
    expect(latest(4_000_043)).toMatchObject({ supported: true, endpoint: true });

    // The exited b is forgotten: the same object handed over again is a lifetime seen anew, reported again.
    detector.pass([a!, b!, c!, d]);
    expect(changes.slice(count + 2).map((x) => x.key)).toEqual(['4000042:4242:app']);
  });

  it('says why support cannot be known: unreadable environment without a socket in /tmp, unknown start time', () => {
    const { detector, proc, latest } = setup();
    proc(4_000_011, null);
    detector.pass([{ identity: identity(4_000_011) }, { identity: identity(4_000_012, null) }]);
    expect(latest(4_000_011)).toMatchObject({ supported: null, endpoint: false, detail: expect.stringMatching(/environment \(its TMPDIR\) is not readable/) });
    expect(latest(4_000_012)).toMatchObject({ supported: null, detail: expect.stringMatching(/start time is unknown/) });
  });

  it('reports a runtime older than .NET 5 as not supported, with its version', async () => {
    const { temp, detector, proc, latest } = setup();
    proc(4_000_021, `TMPDIR=${temp}\0`);
    await runtimeSocket(join(temp, 'dotnet-diagnostic-4000021-4242-socket'), 4_000_021, '3.1.32');
    detector.pass([{ identity: identity(4_000_021) }]);
    await expect.poll(() => latest(4_000_021)?.supported).toBe(false);
    expect(latest(4_000_021)).toMatchObject({ endpoint: true, detail: expect.stringMatching(/3\.1\.32: older than \.NET 5/) });
  });

  it('asks for each pipe by name where the pipe namespace cannot be listed, and says so where that fails too', () => {
    // On this Linux machine `\\.\pipe\` cannot be listed either, so the detector falls back as it does under Wine.
    const asked: string[] = [];
    const answers = new Map<number, boolean | null>([[100, true], [200, false], [300, null]]);
    const changes: DotnetSupport[] = [];
    const detector = new DotnetDetector((batch) => changes.push(...batch), {
      platform: 'win32',
      probe: () => new Promise(() => undefined),
      pipeExists: (path) => {
        asked.push(path);
        return answers.get(Number(/dotnet-diagnostic-(\d+)$/.exec(path)![1])) ?? null;
      },
    });
    const identity = (pid: number): ProcessIdentity => ({ pid, name: 'app.exe', startTimeMs: null, startToken: '1' });
    detector.pass([100, 200, 300].map((pid) => ({ identity: identity(pid) })));
    expect(asked).toEqual(['\\\\.\\pipe\\dotnet-diagnostic-100', '\\\\.\\pipe\\dotnet-diagnostic-200', '\\\\.\\pipe\\dotnet-diagnostic-300']);
    const byPid = (pid: number) => changes.find((c) => c.key.startsWith(`${pid}:`));
    expect(byPid(100)).toMatchObject({ supported: null, endpoint: true, detail: expect.stringMatching(/asking the runtime for its version/) });
    expect(byPid(200)).toMatchObject({ supported: false, endpoint: false });
    expect(byPid(300)).toMatchObject({ supported: null, endpoint: false, detail: expect.stringMatching(/neither be listed nor asked for by name/) });
  });
});
