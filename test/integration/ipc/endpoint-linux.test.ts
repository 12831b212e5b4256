// Guards the Linux endpoint on the real filesystem: runtime directory resolution and permissions, the flock markers
// (held across processes, inspected without being created), stale-socket replacement, and fail-closed squatting checks.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { IpcClient } from '../../../src/ipc/client.js';
import { createLinuxEndpoint, resolveRuntimeDirectory, runtimeDirectories } from '../../../src/ipc/endpoint-linux.js';
import { EndpointBusyError, EndpointInsecureError, EndpointUnavailableError } from '../../../src/ipc/errors.js';
import { IpcListener } from '../../../src/ipc/listener.js';
import { makeRuntime, makeStaleSocket, onCleanup, runCleanups, startHarness } from './helpers.js';
import { requireRoot } from '../../support/privileges.js';

afterEach(runCleanups);

const isRoot = requireRoot('Endpoint checks against directories and sockets of another user');
const euid = process.geteuid!();

function mode(p: string): number {
  return fs.lstatSync(p).mode & 0o777;
}

async function expectInsecure(p: Promise<unknown>, problem: string): Promise<EndpointInsecureError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EndpointInsecureError);
  expect((err as EndpointInsecureError).problem).toBe(problem);
  return err as EndpointInsecureError;
}

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Holds `file` with the util-linux flock(1) command: an independent holder in another process. */
async function holdWithFlockCommand(file: string): Promise<ChildProcess> {
  // Its own process group, so killing the group also ends the command that inherited the lock descriptor.
  const child = spawn('flock', ['--exclusive', '--nonblock', file, 'sh', '-c', 'echo locked; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  onCleanup(() => killGroup(child));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`flock exited early (${code})`)));
  });
  return child;
}

describe('runtime directory', () => {
  it('uses $XDG_RUNTIME_DIR/winproc-tui when XDG_RUNTIME_DIR is our directory', () => {
    const { xdg, endpoint } = makeRuntime();
    expect(endpoint.dir).toBe(path.join(xdg, 'winproc-tui'));
    expect(endpoint.path).toBe(path.join(xdg, 'winproc-tui', 'mcp.v1.sock'));
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['relative', 'run/user'],
    ['missing', '/nonexistent/wpt-xdg'],
    ['a regular file', '/etc/hostname'],
  ])('falls back to <tmpdir>/winproc-tui-<euid> when XDG_RUNTIME_DIR is %s and there is no logind directory', (_name, xdg) => {
    const bases = { tmpdir: '/tmp/base', userRuntimeBase: '/nonexistent/wpt-run-user' };
    expect(resolveRuntimeDirectory({ XDG_RUNTIME_DIR: xdg }, euid, bases)).toEqual({ dir: `/tmp/base/winproc-tui-${euid}`, source: 'tmpdir' });
    expect(runtimeDirectories({ XDG_RUNTIME_DIR: xdg }, euid, bases)).toEqual([`/tmp/base/winproc-tui-${euid}`]);
  });

  it('the fallback is /tmp whatever TMPDIR says', () => {
    const bases = { userRuntimeBase: '/nonexistent/wpt-run-user' };
    expect(resolveRuntimeDirectory({ TMPDIR: '/var/tmp' }, euid, bases).dir).toBe(`/tmp/winproc-tui-${euid}`);
  });

  it.runIf(isRoot)('falls back when XDG_RUNTIME_DIR belongs to another user', () => {
    const { xdg } = makeRuntime();
    fs.chownSync(xdg, 65534, 65534);
    expect(resolveRuntimeDirectory({ XDG_RUNTIME_DIR: xdg }, euid, { tmpdir: '/tmp/base', userRuntimeBase: '/nonexistent/wpt-run-user' }).source).toBe('tmpdir');
  });

  describe('the logind directory <base>/<euid>', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-run-user-'));
    const logind = path.join(base, String(euid));
    const bases = { tmpdir: '/tmp/base', userRuntimeBase: base };
    afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

    it('is used without XDG_RUNTIME_DIR when it is ours and 0700, with the /tmp fallback probed after it', () => {
      fs.mkdirSync(logind, { mode: 0o700 });
      fs.chmodSync(logind, 0o700);
      expect(resolveRuntimeDirectory({}, euid, bases)).toEqual({ dir: path.join(logind, 'winproc-tui'), source: 'logind' });
      // XDG_RUNTIME_DIR naming the logind directory itself: the same place, the same alternates.
      expect(runtimeDirectories({ XDG_RUNTIME_DIR: logind }, euid, bases)).toEqual([path.join(logind, 'winproc-tui'), `/tmp/base/winproc-tui-${euid}`]);
      expect(runtimeDirectories({}, euid, bases)).toEqual([path.join(logind, 'winproc-tui'), `/tmp/base/winproc-tui-${euid}`]);
      // An explicit other XDG_RUNTIME_DIR is a separate session: no alternates.
      const { xdg } = makeRuntime();
      expect(runtimeDirectories({ XDG_RUNTIME_DIR: xdg }, euid, bases)).toEqual([path.join(xdg, 'winproc-tui')]);
    });

    it('is skipped when its mode is not exactly 0700', () => {
      fs.chmodSync(logind, 0o755);
      expect(resolveRuntimeDirectory({}, euid, bases).source).toBe('tmpdir');
      fs.chmodSync(logind, 0o700);
    });

    it.runIf(isRoot)('is skipped when another user owns it', () => {
      fs.chownSync(logind, 65534, 65534);
      expect(resolveRuntimeDirectory({}, euid, bases).source).toBe('tmpdir');
      fs.chownSync(logind, euid, euid);
    });

    it('a bridge resolving to it finds an application in the /tmp fallback, and a second instance there is refused', async () => {
      const tmpBase = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-tmpbase-'));
      onCleanup(() => fs.rmSync(tmpBase, { recursive: true, force: true }));
      const early = createLinuxEndpoint({ env: {}, tmpdir: tmpBase, userRuntimeBase: '/nonexistent/wpt-run-user' });
      const lock = await early.tryAcquireInstanceLock();
      const listener = await IpcListener.start({ endpoint: early, dispatch: async () => ({ ok: 'early' }), applicationVersion: 't' });
      onCleanup(async () => {
        await listener.close();
        lock?.release();
      });
      const later = createLinuxEndpoint({ env: {}, tmpdir: tmpBase, userRuntimeBase: base });
      expect(later.dir).toBe(path.join(logind, 'winproc-tui'));
      const client = await IpcClient.connect({ endpoint: later, bridgeVersion: 't' });
      expect(await client.request('m', {})).toEqual({ ok: 'early' });
      client.close();
      expect(later.isInstanceLockHeld()).toEqual({ state: 'held' });
      expect(await later.tryAcquireInstanceLock()).toBeNull();
    });
  });

  it.runIf(isRoot)('a squatted /tmp alternate neither blocks a bridge at the logind directory nor counts as a running application', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-run-user-'));
    const tmpBase = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-tmpbase-'));
    onCleanup(() => {
      fs.rmSync(base, { recursive: true, force: true });
      fs.rmSync(tmpBase, { recursive: true, force: true });
    });
    fs.mkdirSync(path.join(base, String(euid)), { mode: 0o700 });
    fs.chmodSync(path.join(base, String(euid)), 0o700);
    const squatted = path.join(tmpBase, `winproc-tui-${euid}`);
    fs.mkdirSync(squatted, { mode: 0o777 });
    fs.chownSync(squatted, 65534, 65534);
    const endpoint = createLinuxEndpoint({ env: {}, tmpdir: tmpBase, userRuntimeBase: base });
    expect(endpoint.alternates.map((a) => a.dir)).toEqual([squatted]);
    const failure = await endpoint.connect(500).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(EndpointUnavailableError);
    expect((failure as EndpointUnavailableError).missing).toBe(true);
    expect(endpoint.isInstanceLockHeld()).toEqual({ state: 'not-held' });
    const lock = await endpoint.tryAcquireInstanceLock();
    expect(lock).not.toBeNull();
    lock!.release();
  });

  it('records the settings path beside the endpoint for a bridge with another environment', () => {
    const { endpoint } = makeRuntime();
    expect(endpoint.recordedSettingsPath()).toBeNull();
    endpoint.recordSettingsPath('/home/someone/.config/custom/winproc-tui/winproc-tui.toml');
    expect(endpoint.recordedSettingsPath()).toBe('/home/someone/.config/custom/winproc-tui/winproc-tui.toml');
    expect(mode(path.join(endpoint.dir, 'settings-path'))).toBe(0o600);
    // A record that is a link (or not ours) is ignored, never followed.
    fs.rmSync(path.join(endpoint.dir, 'settings-path'));
    fs.symlinkSync('/etc/hostname', path.join(endpoint.dir, 'settings-path'));
    expect(endpoint.recordedSettingsPath()).toBeNull();
  });

  it('creates the directory 0700 even under a permissive umask, and the socket 0600', async () => {
    const previous = process.umask(0o000);
    try {
      const h = await startHarness();
      expect(mode(h.runtime.endpoint.dir)).toBe(0o700);
      expect(mode(h.listener.path)).toBe(0o600);
      expect(fs.lstatSync(h.listener.path).isSocket()).toBe(true);
    } finally {
      process.umask(previous);
    }
  });

  it('never shows the socket path with any mode but 0600, and leaves no staging name behind', async () => {
    // A bridge relaunching the application looks at the path while it starts; the socket must appear there only once
    // it is 0600. A separate process watches the path in a tight loop across repeated listens under a 000 umask.
    const { endpoint } = makeRuntime();
    const lock = await endpoint.tryAcquireInstanceLock();
    onCleanup(() => lock?.release());
    const stop = path.join(endpoint.dir, 'stop-watching');
    const watcher = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); const seen = new Set(); process.stdout.write('ready\\n');
         while (!fs.existsSync(${JSON.stringify(stop)})) {
           try { const st = fs.lstatSync(${JSON.stringify(endpoint.path)}); if (st.isSocket()) seen.add((st.mode & 0o777).toString(8)); } catch {}
         }
         process.stdout.write(JSON.stringify([...seen]));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    onCleanup(() => {
      watcher.kill('SIGKILL');
    });
    let out = '';
    const ready = new Promise<void>((resolve) => watcher.stdout!.once('data', () => resolve()));
    watcher.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<void>((resolve) => watcher.once('exit', () => resolve()));
    await ready;
    const previous = process.umask(0o000);
    try {
      for (let i = 0; i < 40; i++) {
        const listener = await IpcListener.start({ endpoint, dispatch: async () => ({ ok: true }), applicationVersion: 't' });
        await sleep(2);
        await listener.close();
      }
    } finally {
      process.umask(previous);
    }
    fs.writeFileSync(stop, '');
    await exited;
    const modes = JSON.parse(out.slice(out.indexOf('\n') + 1)) as string[];
    expect(modes).toEqual(['600']);
    expect(fs.readdirSync(endpoint.dir).filter((name) => name.startsWith('.l'))).toEqual([]);
  });

  it('uses the per-user temp directory fallback end to end', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-tmpbase-'));
    onCleanup(() => fs.rmSync(base, { recursive: true, force: true }));
    const endpoint = createLinuxEndpoint({ env: {}, tmpdir: base, userRuntimeBase: '/nonexistent/wpt-run-user' });
    expect(endpoint.dir).toBe(path.join(base, `winproc-tui-${euid}`));
    const lock = await endpoint.tryAcquireInstanceLock();
    const listener = await IpcListener.start({ endpoint, dispatch: async () => ({ ok: true }), applicationVersion: 't' });
    onCleanup(async () => {
      await listener.close();
      lock?.release();
    });
    const client = await IpcClient.connect({ endpoint, bridgeVersion: 't' });
    expect(await client.request('m', {})).toEqual({ ok: true });
    client.close();
    expect(mode(endpoint.dir)).toBe(0o700);
  });
});

describe('markers', () => {
  it.each(['instance', 'launch'] as const)('%s marker: acquire, conflict, inspect, release', async (kind) => {
    const { endpoint } = makeRuntime();
    const acquire = (): ReturnType<typeof endpoint.tryAcquireInstanceLock> =>
      kind === 'instance' ? endpoint.tryAcquireInstanceLock() : endpoint.tryAcquireLaunchLock();
    const probe = (): ReturnType<typeof endpoint.isInstanceLockHeld> =>
      kind === 'instance' ? endpoint.isInstanceLockHeld() : endpoint.isLaunchLockHeld();

    expect(probe()).toEqual({ state: 'not-held' });
    const handle = await acquire();
    expect(handle).not.toBeNull();
    expect(handle!.kind).toBe(kind);
    expect(probe()).toEqual({ state: 'held' });
    expect(await acquire()).toBeNull();
    handle!.release();
    expect(handle!.released).toBe(true);
    expect(probe()).toEqual({ state: 'not-held' });
    const again = await acquire();
    expect(again).not.toBeNull();
    again!.release();
  });

  it('keeps the instance and launch markers independent', async () => {
    const { endpoint } = makeRuntime();
    const instance = await endpoint.tryAcquireInstanceLock();
    expect(endpoint.isLaunchLockHeld()).toEqual({ state: 'not-held' });
    const launch = await endpoint.tryAcquireLaunchLock();
    expect(launch).not.toBeNull();
    instance!.release();
    launch!.release();
  });

  it('inspects without creating the directory or the lock file', () => {
    const { endpoint } = makeRuntime();
    expect(endpoint.isInstanceLockHeld()).toEqual({ state: 'not-held' });
    expect(fs.existsSync(endpoint.dir)).toBe(false);
    endpoint.ensureDirectory();
    expect(endpoint.isLaunchLockHeld()).toEqual({ state: 'not-held' });
    expect(fs.readdirSync(endpoint.dir)).toEqual([]);
  });

  it('sees a marker held by another process, and its release when that process dies', async () => {
    const { endpoint } = makeRuntime();
    endpoint.ensureDirectory();
    const file = path.join(endpoint.dir, 'launch.lock');
    fs.writeFileSync(file, '', { mode: 0o600 });
    const holder = await holdWithFlockCommand(file);
    expect(endpoint.isLaunchLockHeld()).toEqual({ state: 'held' });
    expect(await endpoint.tryAcquireLaunchLock()).toBeNull();
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    killGroup(holder);
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 50)); // the grandchild holding the descriptor dies too
    expect(endpoint.isLaunchLockHeld()).toEqual({ state: 'not-held' });
    const mine = await endpoint.tryAcquireLaunchLock();
    expect(mine).not.toBeNull();
    mine!.release();
  });

  it('a marker taken by this process is seen as held by a separate process', async () => {
    const { endpoint } = makeRuntime();
    const handle = await endpoint.tryAcquireInstanceLock();
    const file = path.join(endpoint.dir, 'instance.lock');
    const probe = spawn('flock', ['--shared', '--nonblock', file, 'true']);
    const code = await new Promise<number | null>((resolve) => probe.once('exit', resolve));
    expect(code).toBe(1);
    handle!.release();
  });

  it.each([
    ['a symlink', (file: string) => fs.symlinkSync('/etc/hostname', file)],
    ['a directory', (file: string) => fs.mkdirSync(file)],
    // Opening a FIFO for reading blocks until a writer comes: the probe must not hang on one.
    ['a FIFO', (file: string) => execFileSync('mkfifo', [file])],
  ])('reports inaccessible (treated as present) when the lock file is %s', async (_name, make) => {
    const { endpoint } = makeRuntime();
    endpoint.ensureDirectory();
    make(path.join(endpoint.dir, 'instance.lock'));
    const probe = endpoint.isInstanceLockHeld();
    expect(probe.state).toBe('inaccessible');
    await expect(endpoint.tryAcquireInstanceLock()).rejects.toBeInstanceOf(EndpointInsecureError);
  });

  it('reports inaccessible when the runtime directory is not exclusively ours', () => {
    const { endpoint } = makeRuntime();
    endpoint.ensureDirectory();
    fs.chmodSync(endpoint.dir, 0o755);
    const probe = endpoint.isInstanceLockHeld();
    expect(probe).toMatchObject({ state: 'inaccessible' });
  });
});

describe('stale socket', () => {
  it('never unlinks the socket of a live instance, even when its marker file was deleted under it', async () => {
    const rt = makeRuntime();
    const first = await startHarness({ runtime: rt });
    fs.unlinkSync(path.join(rt.endpoint.dir, 'instance.lock'));
    const second = createLinuxEndpoint({ env: { XDG_RUNTIME_DIR: rt.xdg } });
    const lock = await second.tryAcquireInstanceLock();
    expect(lock).not.toBeNull();
    onCleanup(() => lock?.release());
    await expect(IpcListener.start({ endpoint: second, applicationVersion: 't', dispatch: async () => ({}) })).rejects.toThrow(/another winproc-tui instance is listening/);
    const client = await IpcClient.connect({ endpoint: rt.endpoint, bridgeVersion: 't' });
    expect(client.backendInstanceId).toBe(first.listener.backendInstanceId);
    client.close();
  });

  it('replaces a leftover socket when this process holds the instance lock', async () => {
    const rt = makeRuntime();
    rt.endpoint.ensureDirectory();
    await makeStaleSocket(rt.endpoint.path);
    const h = await startHarness({ runtime: rt });
    const client = await IpcClient.connect({ endpoint: rt.endpoint, bridgeVersion: 't' });
    expect(client.backendInstanceId).toBe(h.listener.backendInstanceId);
    client.close();
  });

  it('replaces a leftover socket from the MCP worker thread while the main thread holds the instance lock', async () => {
    const rt = makeRuntime();
    const lock = await rt.endpoint.tryAcquireInstanceLock();
    onCleanup(() => lock?.release());
    await makeStaleSocket(rt.endpoint.path);
    const worker = new Worker(new URL('./fixtures/listener-in-worker.mjs', import.meta.url), {
      workerData: { xdg: rt.xdg },
    });
    onCleanup(() => worker.terminate().then(() => undefined));
    const started = await new Promise<{ ok: boolean; message?: string; backendInstanceId?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(started).toMatchObject({ ok: true });
    const client = await IpcClient.connect({ endpoint: rt.endpoint, bridgeVersion: 't' });
    expect(client.backendInstanceId).toBe(started.backendInstanceId);
    expect(await client.request('m', {})).toEqual({ from: 'worker' });
    client.close();
    const closed = new Promise((resolve) => worker.once('message', resolve));
    worker.postMessage('close');
    await closed;
  });

  it('treats the instance lock held through another endpoint object of this process as ours', async () => {
    const rt = makeRuntime();
    const lock = await rt.endpoint.tryAcquireInstanceLock();
    const other = createLinuxEndpoint({ env: { XDG_RUNTIME_DIR: rt.xdg } });
    expect(other.holdsInstanceLock()).toBe(true);
    lock!.release();
    expect(other.holdsInstanceLock()).toBe(false);
  });

  it('does not treat an instance lock held by another process as ours', async () => {
    const { endpoint } = makeRuntime();
    endpoint.ensureDirectory();
    const file = path.join(endpoint.dir, 'instance.lock');
    fs.writeFileSync(file, '', { mode: 0o600 });
    await holdWithFlockCommand(file);
    expect(endpoint.holdsInstanceLock()).toBe(false);
    await makeStaleSocket(endpoint.path);
    await expect(endpoint.listen(() => undefined)).rejects.toBeInstanceOf(EndpointBusyError);
    expect(fs.existsSync(endpoint.path)).toBe(true);
  });

  it('does not touch an existing socket without the instance lock', async () => {
    const { endpoint } = makeRuntime();
    endpoint.ensureDirectory();
    await makeStaleSocket(endpoint.path);
    const ino = fs.lstatSync(endpoint.path).ino;
    await expect(endpoint.listen(() => undefined)).rejects.toBeInstanceOf(EndpointBusyError);
    expect(fs.lstatSync(endpoint.path).ino).toBe(ino);
  });

  it('reports a stale socket nobody listens on as a missing backend', async () => {
    const { endpoint } = makeRuntime();
    endpoint.ensureDirectory();
    await makeStaleSocket(endpoint.path);
    const err = await endpoint.connect(2_000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EndpointUnavailableError);
    expect((err as EndpointUnavailableError).reason).toBe('NOT_LISTENING');
    expect((err as EndpointUnavailableError).missing).toBe(true);
  });

  it('reports an absent endpoint as missing without creating anything', async () => {
    const { endpoint } = makeRuntime();
    const err = await endpoint.connect(2_000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EndpointUnavailableError);
    expect((err as EndpointUnavailableError).missing).toBe(true);
    expect(fs.existsSync(endpoint.dir)).toBe(false);
  });
});

describe('squatted endpoint fails closed for both listen and connect', () => {
  it.runIf(isRoot)('socket file owned by another user', async () => {
    const { endpoint } = makeRuntime();
    const lock = await endpoint.tryAcquireInstanceLock();
    onCleanup(() => lock?.release());
    await makeStaleSocket(endpoint.path);
    fs.lchownSync(endpoint.path, 65534, 65534);
    const ino = fs.lstatSync(endpoint.path).ino;
    await expectInsecure(endpoint.listen(() => undefined), 'WRONG_OWNER');
    expect(fs.lstatSync(endpoint.path).ino).toBe(ino); // never unlinked
    await expectInsecure(endpoint.connect(2_000), 'WRONG_OWNER');
  });

  it('socket file with mode 0666 (a live listener behind it)', async () => {
    const { endpoint } = makeRuntime();
    endpoint.ensureDirectory();
    const squatter = net.createServer((s) => s.end());
    await new Promise<void>((resolve) => squatter.listen(endpoint.path, resolve));
    onCleanup(() => new Promise<void>((resolve) => squatter.close(() => resolve())));
    fs.chmodSync(endpoint.path, 0o666);
    const lock = await endpoint.tryAcquireInstanceLock();
    onCleanup(() => lock?.release());
    await expectInsecure(endpoint.listen(() => undefined), 'WRONG_MODE');
    await expectInsecure(endpoint.connect(2_000), 'WRONG_MODE');
    await expectInsecure(IpcClient.connect({ endpoint, bridgeVersion: 't' }), 'WRONG_MODE');
    expect(fs.existsSync(endpoint.path)).toBe(true);
  });

  it('runtime directory with mode 0755', async () => {
    const h = await startHarness();
    fs.chmodSync(h.runtime.endpoint.dir, 0o755);
    await expectInsecure(IpcClient.connect({ endpoint: h.runtime.endpoint, bridgeVersion: 't' }), 'WRONG_MODE');
    await h.listener.close();
    h.lock.release();
    await expectInsecure(h.runtime.endpoint.listen(() => undefined), 'WRONG_MODE');
    await expectInsecure(h.runtime.endpoint.tryAcquireInstanceLock(), 'WRONG_MODE');
  });

  it('runtime directory that is a symlink to a directory we own', async () => {
    const { xdg, endpoint } = makeRuntime();
    const real = path.join(xdg, 'elsewhere');
    fs.mkdirSync(real, { mode: 0o700 });
    fs.symlinkSync(real, endpoint.dir);
    await expectInsecure(endpoint.listen(() => undefined), 'SYMLINK');
    await expectInsecure(endpoint.connect(2_000), 'SYMLINK');
    await expectInsecure(endpoint.tryAcquireInstanceLock(), 'SYMLINK');
    expect(fs.readdirSync(real)).toEqual([]);
  });

  it.runIf(isRoot)('runtime directory owned by another user', async () => {
    const { endpoint } = makeRuntime();
    fs.mkdirSync(endpoint.dir, { mode: 0o700 });
    fs.chownSync(endpoint.dir, 65534, 65534);
    const err = await expectInsecure(endpoint.listen(() => undefined), 'WRONG_OWNER');
    expect(err.message).not.toContain('65534');
    await expectInsecure(endpoint.connect(2_000), 'WRONG_OWNER');
  });

  it('a regular file in place of the socket', async () => {
    const { endpoint } = makeRuntime();
    const lock = await endpoint.tryAcquireInstanceLock();
    onCleanup(() => lock?.release());
    fs.writeFileSync(endpoint.path, 'not a socket', { mode: 0o600 });
    await expectInsecure(endpoint.listen(() => undefined), 'NOT_A_SOCKET');
    await expectInsecure(endpoint.connect(2_000), 'NOT_A_SOCKET');
    expect(fs.readFileSync(endpoint.path, 'utf8')).toBe('not a socket');
  });
});
