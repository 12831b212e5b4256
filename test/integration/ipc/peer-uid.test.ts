// Guards the SO_PEERCRED checks with real processes of other uids (setpriv): a backend refuses a peer of another user,
// and a bridge refuses a server of another user even when the socket file looks exactly like ours.
//
// How the check is made observable: the endpoint's 0700 directory and 0600 socket would stop another uid at connect()
// with EACCES, and then SO_PEERCRED would never be reached. After the listener is up, these tests loosen the
// directories to 0711 and the socket to 0666 (the listener does not re-check its own files), so the other uid's
// connect() succeeds and the only remaining barrier is the peer-credential decision. Each test asserts the
// connection was actually established and then refused with PEER_REJECTED (or ServerRejectedError on the bridge side).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { IpcClient } from '../../../src/ipc/client.js';
import { createLinuxEndpoint } from '../../../src/ipc/endpoint-linux.js';
import { ServerRejectedError } from '../../../src/ipc/errors.js';
import { onCleanup, RawClient, HELLO, runCleanups, startHarness } from './helpers.js';
import { requireUserSwitching } from '../../support/privileges.js';

afterEach(runCleanups);

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const repoRoot = path.resolve(fixtures, '../../../..');
const NOBODY = 65534;
const OTHER = 65533;

const canSwitchUsers = requireUserSwitching('Peer uid checks with real processes of other uids');

interface ClientReport {
  uid: number;
  connected: boolean;
  error: string | null;
  frames: Array<{ [key: string]: unknown }>;
}

function asUser(uid: number | null, args: string[]): string[] {
  return uid === null ? args : ['setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', ...args];
}

async function runForeignClient(uid: number | null, socketPath: string): Promise<ClientReport> {
  const [cmd, ...args] = asUser(uid, [process.execPath, path.join(fixtures, 'foreign-client.mjs'), socketPath]);
  const child = spawn(cmd!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out.trim()) as ClientReport;
}

/** A temp directory another uid can use (for its XDG_RUNTIME_DIR or its socket). */
function dirOwnedBy(uid: number, modeBits: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-uid-'));
  fs.chownSync(dir, uid, uid);
  fs.chmodSync(dir, modeBits);
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function lines(child: ChildProcess): { next(predicate: (line: string) => boolean, timeoutMs?: number): Promise<string>; all: string[] } {
  const all: string[] = [];
  let partial = '';
  const waiters: Array<() => void> = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    partial += chunk.toString('utf8');
    const parts = partial.split('\n');
    partial = parts.pop()!;
    all.push(...parts);
    for (const w of waiters.splice(0)) w();
  });
  return {
    all,
    async next(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = all.find(predicate);
        if (hit !== undefined) return hit;
        if (Date.now() > deadline) throw new Error(`timed out; child said: ${all.join(' | ')}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 100);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
  };
}

describe.skipIf(!canSwitchUsers)('peer uid checks with real processes (needs root and setpriv to run clients as other uids)', () => {
  it('a root backend refuses a non-root peer through SO_PEERCRED, not through file permissions', async () => {
    const h = await startHarness();
    // Loosen what would otherwise stop uid 65534 at connect() (see the file comment).
    fs.chmodSync(h.runtime.xdg, 0o711);
    fs.chmodSync(h.runtime.endpoint.dir, 0o711);
    fs.chmodSync(h.listener.path, 0o666);

    const control = await runForeignClient(null, h.listener.path);
    expect(control.frames[0]).toMatchObject({ kind: 'welcome', backend_instance_id: h.listener.backendInstanceId });

    const foreign = await runForeignClient(NOBODY, h.listener.path);
    expect(foreign.uid).toBe(NOBODY);
    expect(foreign.connected).toBe(true);
    expect(foreign.frames).toEqual([{ kind: 'refused', code: 'PEER_REJECTED', message: expect.any(String) }]);
    expect(h.diagnostics).toContainEqual({ type: 'refused', code: 'PEER_REJECTED', reason: 'ROOT_BOUNDARY' });
    expect(h.calls).toEqual([]);
    expect(h.listener.connectionCount).toBe(0);
  });

  it('a non-root backend welcomes its own uid and refuses another non-root uid and root (UID_MISMATCH)', async () => {
    const xdg = dirOwnedBy(NOBODY, 0o700);
    const [cmd, ...args] = asUser(NOBODY, [process.execPath, '--import', 'tsx', path.join(fixtures, 'listener-as-user.ts')]);
    const server = spawn(cmd!, args, {
      cwd: repoRoot,
      env: { PATH: process.env['PATH'], XDG_RUNTIME_DIR: xdg, TMPDIR: xdg },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    onCleanup(() => {
      server.kill('SIGKILL');
    });
    const out = lines(server);
    const ready = JSON.parse(await out.next((l) => l.includes('"ready"'))) as { ready: string; euid: number };
    expect(ready.euid).toBe(NOBODY);

    const same = await runForeignClient(NOBODY, ready.ready);
    expect(same.frames[0]).toMatchObject({ kind: 'welcome', application_version: 'as-user' });

    const other = await runForeignClient(OTHER, ready.ready);
    expect(other.connected).toBe(true);
    expect(other.frames).toEqual([{ kind: 'refused', code: 'PEER_REJECTED', message: expect.any(String) }]);

    const root = await RawClient.connect(ready.ready);
    root.send(HELLO);
    expect(await root.nextFrame()).toMatchObject({ kind: 'refused', code: 'PEER_REJECTED' });
    root.destroy();

    await out.next(() => out.all.filter((l) => l.includes('UID_MISMATCH')).length >= 2);
    const refusals = out.all.filter((l) => l.includes('"refused"')).map((l) => (JSON.parse(l) as { diagnostic: unknown }).diagnostic);
    expect(refusals).toEqual([
      { type: 'refused', code: 'PEER_REJECTED', reason: 'UID_MISMATCH' },
      { type: 'refused', code: 'PEER_REJECTED', reason: 'UID_MISMATCH' },
    ]);
  });

  it('the bridge refuses an impostor server of another uid even when the socket file looks like ours', async () => {
    const runtime = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-ipc-'));
    onCleanup(() => fs.rmSync(runtime, { recursive: true, force: true }));
    const endpoint = createLinuxEndpoint({ env: { XDG_RUNTIME_DIR: runtime } });
    endpoint.ensureDirectory();

    // The impostor (uid 65534) binds in a directory of its own; root then moves the socket into our runtime
    // directory and makes it look like ours (owner root, 0600). Only SO_PEERCRED can now tell the difference.
    const squat = dirOwnedBy(NOBODY, 0o755);
    const squatPath = path.join(squat, 's.sock');
    const [cmd, ...args] = asUser(NOBODY, [process.execPath, path.join(fixtures, 'foreign-server.mjs'), squatPath]);
    const impostor = spawn(cmd!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    onCleanup(() => {
      impostor.kill('SIGKILL');
    });
    await lines(impostor).next((l) => l === 'ready');
    fs.renameSync(squatPath, endpoint.path);
    fs.lchownSync(endpoint.path, 0, 0);
    fs.chmodSync(endpoint.path, 0o600);

    // Without the credential check the impostor would pass for the application:
    const raw = await RawClient.connect(endpoint.path);
    raw.send(HELLO);
    expect(await raw.nextFrame()).toMatchObject({ kind: 'welcome', backend_instance_id: 'impostor' });
    raw.destroy();

    const err = await IpcClient.connect({ endpoint, bridgeVersion: 't' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServerRejectedError);
    expect((err as ServerRejectedError).reason).toBe('UID_MISMATCH');
    const decision = await endpoint.connect(2_000).catch((e: unknown) => e);
    expect(decision).toBeInstanceOf(ServerRejectedError);
  });
});
