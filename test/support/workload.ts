// A workload process system tests own: a node child under a unique comm name that holds known files open in its
// own temp directory, listens on 127.0.0.1 and allocates (and touches) memory when the test asks, so metrics,
// history, file, module and network investigations all have something real and known to find.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { nodeNamed } from './node-runtime.js';

/** The files the workload holds open, relative to its directory. */
export const WORKLOAD_FILES: readonly string[] = ['trace.log', 'state.dat'];

// Written as CommonJS so it runs from a temp directory without a package.json. Each `grow N` line allocates N MiB
// and writes to every page (so the kernel really backs it), then answers with the total held.
const SCRIPT = `
const fs = require('node:fs'); const net = require('node:net'); const readline = require('node:readline');
const dir = process.argv[2];
const held = [];
for (const name of ${JSON.stringify(WORKLOAD_FILES)}) held.push(fs.openSync(dir + '/' + name, 'a'));
const blocks = [];
let total = 0;
const server = net.createServer().listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.address().port }) + '\\n'));
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const [verb, count] = line.split(' ');
  if (verb !== 'grow') return;
  const block = Buffer.alloc(Number(count) * 1024 * 1024);
  for (let i = 0; i < block.length; i += 4096) block[i] = 1;
  blocks.push(block);
  total += Number(count);
  fs.writeSync(held[0], 'grew ' + count + '\\n');
  process.stdout.write(JSON.stringify({ grown: total }) + '\\n');
});
setInterval(() => {}, 1000);
`;

export class Workload {
  private readonly answers: string[] = [];
  private readonly waiters: (() => void)[] = [];

  private constructor(
    readonly child: ChildProcessByStdio<Writable, Readable, null>,
    /** The comm name the kernel reports (a symlink to node named so). */
    readonly name: string,
    /** Its own directory, holding WORKLOAD_FILES. */
    readonly dir: string,
  ) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      this.answers.push(line);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Starts the workload named `name` (at most 15 bytes, so the comm is the whole name). */
  static async start(name: string): Promise<{ workload: Workload; port: number }> {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-workload-'));
    const binary = nodeNamed(dir, name);
    const script = join(dir, 'workload.cjs');
    writeFileSync(script, SCRIPT);
    const child = spawn(binary, [script, dir], { cwd: dir, stdio: ['pipe', 'pipe', 'ignore'] });
    const workload = new Workload(child, name, dir);
    const { port } = await workload.next<{ port: number }>();
    return { workload, port };
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Allocates and touches `mib` more MiB; resolves with the total the workload now holds. */
  async grow(mib: number): Promise<number> {
    this.child.stdin.write(`grow ${mib}\n`);
    return (await this.next<{ grown: number }>()).grown;
  }

  private async next<T>(timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    while (this.answers.length === 0) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) throw new Error('the workload exited');
      if (Date.now() > deadline) throw new Error('the workload did not answer');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return JSON.parse(this.answers.shift()!) as T;
  }

  /** Kills the workload, reaps it and removes its directory. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await new Promise<void>((resolve) => {
        this.child.once('exit', () => resolve());
        this.child.kill('SIGKILL');
      });
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
