// A /proc/stat stand-in for the live application (test hook WINPROC_TUI_TEST_PROC_STAT): a file in a temp directory
// rewritten every 50 ms with the next version of per-CPU jiffies a test chooses, so a pass's per-CPU shares are known.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One `/proc/stat` cpu line: user, system and idle jiffies, every other field 0. */
export function cpuLine(name: string, user: number, system: number, idle: number): string {
  return `${name} ${user} 0 ${system} ${idle} 0 0 0 0 0 0\n`;
}

export class ProcStatFile {
  readonly path: string;
  readonly #dir: string;
  readonly #timer: NodeJS.Timeout;
  #version = 0;

  /** Writes version 1 at once, then the next version every 50 ms (faster than the tests' 200 ms sampling). */
  constructor(private readonly text: (version: number) => string) {
    this.#dir = mkdtempSync(join(tmpdir(), 'winproc-proc-stat-'));
    this.path = join(this.#dir, 'stat');
    this.#write();
    this.#timer = setInterval(() => this.#write(), 50);
  }

  /** Replaced whole (rename), so a pass never reads half a version. */
  #write(): void {
    writeFileSync(`${this.path}.new`, this.text(++this.#version));
    renameSync(`${this.path}.new`, this.path);
  }

  stop(): void {
    clearInterval(this.#timer);
    rmSync(this.#dir, { recursive: true, force: true });
  }
}
