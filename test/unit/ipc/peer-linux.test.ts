// Guards the Linux trust decisions on plain data: same uid only, never across the root boundary, and runtime
// directory / socket / lock file facts that must be exclusively ours (otherwise fail closed, naming the problem).
import { describe, expect, it } from 'vitest';
import {
  decideLockFile,
  decidePeer,
  decideRuntimeDirectory,
  decideServer,
  decideSocketFile,
  type FileFacts,
} from '../../../src/ipc/peer-linux.js';

describe('decidePeer (server side, on accept)', () => {
  it.each([
    ['same non-root uid', { serverEuid: 1000, peer: { pid: 5, uid: 1000 } }, 'accept', null],
    ['root peer to root backend', { serverEuid: 0, peer: { pid: 5, uid: 0 } }, 'accept', null],
    ['other non-root uid', { serverEuid: 1000, peer: { pid: 5, uid: 1001 } }, 'reject', 'UID_MISMATCH'],
    ['non-root peer to root backend', { serverEuid: 0, peer: { pid: 5, uid: 1000 } }, 'reject', 'ROOT_BOUNDARY'],
    ['root peer to non-root backend', { serverEuid: 1000, peer: { pid: 5, uid: 0 } }, 'reject', 'UID_MISMATCH'],
    ['credentials unavailable', { serverEuid: 1000, peer: null }, 'reject', 'CREDENTIALS_UNAVAILABLE'],
  ] as const)('%s', (_name, input, verdict, reason) => {
    const d = decidePeer(input);
    expect(d.verdict).toBe(verdict);
    if (d.verdict === 'reject') expect(d.reason).toBe(reason);
    else expect(d.peer).toMatchObject({ platform: 'linux', pid: 5, uid: input.peer?.uid });
  });
});

describe('decideServer (bridge side, on connect)', () => {
  it.each([
    ['same non-root uid', { clientEuid: 1000, server: { pid: 9, uid: 1000 } }, 'accept', null],
    ['both root', { clientEuid: 0, server: { pid: 9, uid: 0 } }, 'accept', null],
    ['server of another user', { clientEuid: 1000, server: { pid: 9, uid: 1001 } }, 'reject', 'UID_MISMATCH'],
    ['non-root bridge meets a root backend', { clientEuid: 1000, server: { pid: 9, uid: 0 } }, 'reject', 'ROOT_BOUNDARY'],
    ['root bridge meets a non-root server', { clientEuid: 0, server: { pid: 9, uid: 1000 } }, 'reject', 'UID_MISMATCH'],
    ['credentials unavailable', { clientEuid: 1000, server: null }, 'reject', 'CREDENTIALS_UNAVAILABLE'],
  ] as const)('%s', (_name, input, verdict, reason) => {
    const d = decideServer(input);
    expect(d.verdict).toBe(verdict);
    if (d.verdict === 'reject') expect(d.reason).toBe(reason);
  });
});

const dir: FileFacts = { isDirectory: true, isSymbolicLink: false, isSocket: false, isFile: false, uid: 1000, mode: 0o40700 };
const sock: FileFacts = { isDirectory: false, isSymbolicLink: false, isSocket: true, isFile: false, uid: 1000, mode: 0o140600 };
const file: FileFacts = { isDirectory: false, isSymbolicLink: false, isSocket: false, isFile: true, uid: 1000, mode: 0o100600 };
const link: FileFacts = { isDirectory: false, isSymbolicLink: true, isSocket: false, isFile: false, uid: 1000, mode: 0o120777 };

describe('decideRuntimeDirectory', () => {
  it.each([
    ['our 0700 directory', dir, null],
    ['a symlink', link, 'SYMLINK'],
    ['a regular file', file, 'NOT_A_DIRECTORY'],
    ['owned by another user', { ...dir, uid: 1001 }, 'WRONG_OWNER'],
    ['owned by another user with a wrong mode (owner reported first)', { ...dir, uid: 1001, mode: 0o40777 }, 'WRONG_OWNER'],
    ['mode 0755', { ...dir, mode: 0o40755 }, 'WRONG_MODE'],
    ['mode 0710', { ...dir, mode: 0o40710 }, 'WRONG_MODE'],
    ['mode 0500', { ...dir, mode: 0o40500 }, 'WRONG_MODE'],
  ] as const)('%s', (_name, facts, problem) => {
    const d = decideRuntimeDirectory(facts, 1000);
    if (problem === null) expect(d).toEqual({ ok: true });
    else expect(d).toMatchObject({ ok: false, problem });
  });

  it('names the mode without revealing anything of another user', () => {
    const d = decideRuntimeDirectory({ ...dir, mode: 0o40755 }, 1000);
    expect(d.ok === false && d.detail).toBe('its permissions are 0755, expected 0700');
    const other = decideRuntimeDirectory({ ...dir, uid: 4242 }, 1000);
    expect(other.ok === false && other.detail).not.toContain('4242');
  });
});

describe('decideSocketFile', () => {
  it.each([
    ['our 0600 socket', sock, null],
    ['a symlink', link, 'SYMLINK'],
    ['a regular file', file, 'NOT_A_SOCKET'],
    ['owned by another user', { ...sock, uid: 65534 }, 'WRONG_OWNER'],
    ['mode 0666', { ...sock, mode: 0o140666 }, 'WRONG_MODE'],
    ['mode 0660', { ...sock, mode: 0o140660 }, 'WRONG_MODE'],
  ] as const)('%s', (_name, facts, problem) => {
    const d = decideSocketFile(facts, 1000);
    if (problem === null) expect(d).toEqual({ ok: true });
    else expect(d).toMatchObject({ ok: false, problem });
  });
});

describe('decideLockFile', () => {
  it.each([
    ['our regular file', file, null],
    ['a symlink', link, 'SYMLINK'],
    ['a directory', dir, 'NOT_A_REGULAR_FILE'],
    ['owned by another user', { ...file, uid: 1001 }, 'WRONG_OWNER'],
  ] as const)('%s', (_name, facts, problem) => {
    const d = decideLockFile(facts, 1000);
    if (problem === null) expect(d).toEqual({ ok: true });
    else expect(d).toMatchObject({ ok: false, problem });
  });
});
