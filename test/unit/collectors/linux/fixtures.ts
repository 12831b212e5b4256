// Helpers for the Linux collector tests: recorded /proc fixtures copied to a temp root, a fake clock
// and a file system that injects the errors a root test run cannot provoke (EACCES, ESRCH).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeProcFs, type ProcFs } from '../../../../src/collectors/linux/procfs.js';
import type { LinuxSamplerOptions, SamplerClock } from '../../../../src/collectors/linux/sampling.js';

export const FIXTURES = fileURLToPath(new URL('../../../fixtures/proc/', import.meta.url));

/** Text of a fixture file, e.g. `fixture('host-basic/7286/stat')`. */
export function fixture(path: string): string {
  return readFileSync(join(FIXTURES, path), 'utf8');
}

function removeKeepFiles(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name === '.keep') rmSync(path);
    else if (entry.isDirectory()) removeKeepFiles(path);
  }
}

/** A temp copy of a scenario (fixtures keep empty directories with a `.keep` file, removed here). */
export class FixtureRoot {
  readonly dir: string;

  constructor(scenario: string) {
    this.dir = mkdtempSync(join(tmpdir(), 'winproc-proc-'));
    this.load(scenario);
  }

  /** Replaces the whole root with another scenario (the next pass of a two-pass fixture). */
  load(scenario: string): void {
    for (const entry of readdirSync(this.dir)) rmSync(join(this.dir, entry), { recursive: true, force: true });
    cpSync(join(FIXTURES, scenario), this.dir, { recursive: true, verbatimSymlinks: true });
    removeKeepFiles(this.dir);
  }

  path(relative: string): string {
    return join(this.dir, relative);
  }

  /** A sampler of this root as the recorded host saw it: its sys tree and passwd, 100 ticks a second, 4 KiB pages. */
  samplerOptions(clock: SamplerClock): LinuxSamplerOptions {
    return { procRoot: this.dir, sysRoot: this.path('_sys'), passwdPath: this.path('_etc/passwd'), clockTicksPerSecond: 100, pageSize: 4096, clock };
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A clock the test advances by hand. */
export class FakeClock implements SamplerClock {
  wall = 1_800_000_000_000;
  mono = 5_000_000_000n;

  wallMs(): number {
    return this.wall;
  }

  monoNs(): bigint {
    return this.mono;
  }

  advance(ms: number): void {
    this.wall += ms;
    this.mono += BigInt(ms) * 1_000_000n;
  }
}

export function errno(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected`), { code });
}

/** The real file system, except that paths ending with a rule's suffix throw the rule's errno. */
export function failingFs(rules: ReadonlyArray<readonly [suffix: string, code: string]>): ProcFs {
  const check = (path: string): void => {
    for (const [suffix, code] of rules) if (path.endsWith(suffix)) throw errno(code);
  };
  return {
    listDir: (path) => (check(path), nodeProcFs.listDir(path)),
    readText: (path, encoding) => (check(path), nodeProcFs.readText(path, encoding)),
    readRecord: (path, encoding) => (check(path), nodeProcFs.readRecord(path, encoding)),
    openFile: (path) => (check(path), nodeProcFs.openFile(path)),
    readOpen: (fd, encoding) => nodeProcFs.readOpen(fd, encoding),
    readTextBytes: (path) => (check(path), nodeProcFs.readTextBytes(path)),
    readOpenBytes: (fd) => nodeProcFs.readOpenBytes(fd),
    readOpenToEnd: (fd, encoding) => nodeProcFs.readOpenToEnd(fd, encoding),
    closeFile: (fd) => nodeProcFs.closeFile(fd),
    readLink: (path, encoding) => (check(path), nodeProcFs.readLink(path, encoding)),
    statSize: (path) => (check(path), nodeProcFs.statSize(path)),
    openDir: (path) => (check(path), nodeProcFs.openDir(path)),
    openDirLocation: (path) => (check(path), nodeProcFs.openDirLocation(path)),
    fstatSize: (fd) => nodeProcFs.fstatSize(fd),
  };
}
