// Guards how the Linux investigations report paths, against real processes this test spawns: file names that are
// not valid UTF-8 come out lossless (path_bytes_hex decodes to the exact bytes) and never merge into one row — in
// open files, file users, modules and the process-info image — and a process's current and root directory are
// rows of their own kind (cwd, root), as fuser reports them.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeSharedPathHelper,
  collectFileUsers,
  collectModules,
  collectOpenFiles,
  collectProcessInfo,
  type PathText,
} from '../../../../src/collectors/investigations/index.js';
import type { ProcessIdentity } from '../../../../src/model/types.js';
import { identityOf, killAllChildren, startReporting, startSleeper } from './helpers.js';

const ODD_NAMES = join(import.meta.dirname, 'fixtures', 'odd-names.mjs');
const signal = (): AbortSignal => AbortSignal.timeout(30_000);

interface OddNamesReport {
  readonly pid: number;
  readonly held: readonly { readonly fd: number; readonly hex: string }[];
}

let dir: string;
let odd: { report: OddNamesReport; identity: ProcessIdentity };

/** `dir/<byte>`: a directory whose name is one byte that is not valid UTF-8 on its own. */
function oddDirectory(byte: number): Buffer {
  const path = Buffer.concat([Buffer.from(`${dir}/`), Buffer.from([byte])]);
  mkdirSync(path);
  return path;
}

/** The exact bytes a row's path stands for. */
function bytesOf(row: PathText): Buffer {
  return row.path_bytes_hex === undefined ? Buffer.from(row.path, 'utf8') : Buffer.from(row.path_bytes_hex, 'hex');
}

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'winproc-paths-')));
  // Its current directory is the temp dir, so the cwd row names a path this test knows.
  const { report } = await startReporting<OddNamesReport>(process.execPath, [ODD_NAMES, dir], { cwd: dir });
  odd = { report, identity: identityOf(report.pid) };
});

afterAll(async () => {
  await killAllChildren();
  closeSharedPathHelper();
  rmSync(dir, { recursive: true, force: true });
});

describe('file names that are not valid UTF-8', () => {
  const [ff, fe, literal] = [0, 1, 2];

  it('open_files lists each held name as its own row, path_bytes_hex holding its exact bytes', async () => {
    const result = await collectOpenFiles(odd.identity, signal());
    const byHandle = new Map(result.rows.map((row) => [row.handle, row]));
    const rows = odd.report.held.map((held) => byHandle.get(String(held.fd)));
    for (const [i, held] of odd.report.held.entries()) {
      expect(rows[i], `fd ${held.fd}`).toBeDefined();
      expect(bytesOf(rows[i]!).toString('hex')).toBe(held.hex);
    }
    expect(rows[ff]).toMatchObject({ path: `${dir}/n-\\xff.txt`, path_bytes_hex: odd.report.held[ff]!.hex, kind: 'file', size_bytes: '1' });
    expect(rows[fe]).toMatchObject({ path: `${dir}/n-\\xfe.txt`, path_bytes_hex: odd.report.held[fe]!.hex, kind: 'file' });
    // Valid UTF-8 carries no bytes field, even where its text equals another name's escaped form.
    expect(rows[literal]!.path).toBe(rows[ff]!.path);
    expect(rows[literal]).not.toHaveProperty('path_bytes_hex');
    expect(result.rows.every((row) => !row.path.includes('\uFFFD'))).toBe(true);
    // Fields in the published row order.
    expect(Object.keys(rows[ff]!)).toEqual(['path', 'path_bytes_hex', 'handle', 'kind', 'size_bytes']);
  });

  it('file_users keeps one row per exact name: three rows with a handle each, never one merged row', async () => {
    const result = await collectFileUsers(signal());
    const mine = result.rows.filter((row) => row.pid === odd.report.pid && row.kind === 'handle' && row.path.startsWith(`${dir}/`));
    expect(mine.map((row) => bytesOf(row).toString('hex')).sort()).toEqual(odd.report.held.map((held) => held.hex).sort());
    expect(mine.map((row) => row.handle_count)).toEqual([1, 1, 1]);
    expect(new Set(mine.map((row) => row.path_bytes_hex)).size).toBe(3); // two byte names and one without
  });

  it('modules: two copies of a library under directories named by different invalid bytes are two modules', async () => {
    // A copy of a small system library the test process has mapped, preloaded through valid symlinks: the maps
    // show the real (invalid) names.
    const maps = readFileSync('/proc/self/maps', 'latin1').split('\n').map((line) => line.split(/\s+/).slice(5).join(' '));
    const library = ['libdl.so', 'libm.so', 'libpthread.so'].map((name) => maps.find((path) => path.includes(`/${name}`))).find((path) => path !== undefined);
    if (library === undefined) throw new Error('no libdl, libm or libpthread is mapped into this process to copy (is this glibc?)');
    const preload: string[] = [];
    const expected: string[] = [];
    for (const byte of [0xf5, 0xc0]) {
      const directory = oddDirectory(byte);
      const copy = Buffer.concat([directory, Buffer.from('/libwinproc-odd.so')]);
      copyFileSync(library, copy);
      const link = join(dir, `lib-${byte.toString(16)}`);
      symlinkSync(directory, link);
      preload.push(join(link, 'libwinproc-odd.so'));
      expected.push(copy.toString('hex'));
    }
    const { identity } = await startSleeper('sleep', { env: { ...process.env, LD_PRELOAD: preload.join(':') } });
    // The loader maps preloads after the exec that renamed the process: wait for both.
    for (let i = 0; i < 400 && readFileSync(`/proc/${identity.pid}/maps`, 'latin1').split('libwinproc-odd.so').length < 3; i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const result = await collectModules(identity, signal());
    const copies = result.rows.filter((row) => row.name === 'libwinproc-odd.so');
    expect(copies.map((row) => row.path_bytes_hex).sort()).toEqual(expected.sort());
    for (const row of copies) {
      expect(row.path).toMatch(/\/\\x(f5|c0)\/libwinproc-odd\.so$/);
      expect(row.directory).toBe(row.path.slice(0, row.path.lastIndexOf('/')));
      // stat() reached the very file: its metadata is there.
      expect(row.size_bytes).toMatchObject({ value: expect.stringMatching(/^\d+$/) });
    }
  });

  it('process info: the image of an executable with an invalid name is its exact bytes', async () => {
    const directory = oddDirectory(0xfa);
    const executable = Buffer.concat([directory, Buffer.from('/sleep')]);
    copyFileSync(realpathSync('/bin/sleep'), executable);
    const link = join(dir, 'exe-link');
    symlinkSync(directory, link);
    const { identity } = await startSleeper(join(link, 'sleep'));
    const result = await collectProcessInfo(identity, signal(), { fields: ['image', 'file'] });
    expect(result.rows[0]!.image).toEqual({
      value: { path: `${dir}/\\xfa/sleep`, path_bytes_hex: executable.toString('hex'), signature: { unavailable: 'not_available_on_platform' } },
    });
    expect(result.rows[0]!.file).toMatchObject({ value: { size_bytes: expect.stringMatching(/^\d+$/) } });
  });
});

describe('current and root directory', () => {
  it('open_files starts with the cwd row (the temp dir) and the root row (/), neither a handle', async () => {
    const result = await collectOpenFiles(odd.identity, signal());
    expect(result.rows.slice(0, 2)).toEqual([
      { path: dir, handle: null, kind: 'cwd' },
      { path: '/', handle: null, kind: 'root' },
    ]);
    expect(result.status).toBe('complete');
  });

  it('file_users on the temp dir reports the process as its cwd, and / as its root', async () => {
    const result = await collectFileUsers(signal());
    const mine = result.rows.filter((row) => row.pid === odd.report.pid);
    expect(mine.filter((row) => row.path === dir)).toEqual([{ pid: odd.report.pid, name: odd.identity.name, path: dir, kind: 'cwd', handle_count: null }]);
    expect(mine).toContainEqual({ pid: odd.report.pid, name: odd.identity.name, path: '/', kind: 'root', handle_count: null });
    // Every scanned process has its directories listed, so owners without open files are found too.
    expect(result.processes).toContainEqual(expect.objectContaining({ pid: odd.report.pid, startToken: odd.identity.startToken }));
  });
});
