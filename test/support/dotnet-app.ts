// The .NET projects of the tests, built once per run with `dotnet build` into their gitignored bin/ (a lock directory
// serializes concurrent test files, a stamp skips a build whose sources did not change): the runtime-metrics test
// target (test/fixtures/dotnet/), started as real processes, also published self-contained for net8.0 so that a genuine
// .NET 8 runtime (NuGet's runtime pack) runs it, and the C# MCP client (test/support/csharp-client.ts).
// Where `dotnet` is missing the tests fail saying so: these machines are meant to have the .NET SDK, and a silent skip
// would hide that.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const DOTNET_FIXTURE = fileURLToPath(new URL('../fixtures/dotnet/', import.meta.url));

/** A .NET project of the tests: its folder, the files whose change needs a rebuild, the executable's name. */
export interface DotnetProject {
  readonly dir: string;
  readonly sources: readonly string[];
  readonly executable: string;
  /** The SDK command and its options (default `build -c Release`) and the folder under bin/ (default test-build). */
  readonly command?: readonly string[];
  readonly output?: string;
}

const ALLOC_HOLD: DotnetProject = { dir: DOTNET_FIXTURE, sources: ['AllocHold.csproj', 'Program.cs'], executable: 'AllocHold' };
/**
 * The same app on .NET 8: self-contained for linux-x64, so it runs the .NET 8 runtime the SDK restores from NuGet
 * (Microsoft.NETCore.App.Runtime.linux-x64 8.0.x) whatever runtimes the machine has installed.
 */
const ALLOC_HOLD_NET8: DotnetProject = { ...ALLOC_HOLD, command: ['publish', '-c', 'Release', '-p:AllocHoldTargetFramework=net8.0', '-r', 'linux-x64', '--self-contained'], output: 'net8-build' };

/** The `dotnet` version, or an error saying the SDK is missing (never a skip). */
export function dotnetVersion(): string {
  try {
    return execFileSync('dotnet', ['--version'], { encoding: 'utf8', env: dotnetEnv() }).trim();
  } catch {
    throw new Error('the .NET SDK (`dotnet`) is not installed or not on PATH: the .NET runtime-metrics tests need it (install the .NET 10 SDK)');
  }
}

/** Quiet, offline-friendly SDK environment: no telemetry, no first-run banner. */
export function dotnetEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1', DOTNET_NOLOGO: '1', DOTNET_SKIP_FIRST_TIME_EXPERIENCE: '1', ...extra };
}

function sourcesStamp(project: DotnetProject): string {
  return project.sources.map((file) => `${file}:${statSync(join(project.dir, file)).mtimeMs}:${readFileSync(join(project.dir, file)).length}`).join('\n');
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `work` while holding a project's lock directory (test files run in parallel processes). */
function underLock<T>(dir: string, work: () => T): T {
  mkdirSync(join(dir, 'bin'), { recursive: true });
  const lock = join(dir, 'bin', 'build.lock');
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another test file holds it; a lock older than the deadline is from a killed run.
      if (Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      sleepSync(500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds a project into its gitignored bin/test-build (restoring its NuGet packages) unless an up-to-date build
 * exists; returns the path of its apphost executable.
 */
export function buildDotnetProject(project: DotnetProject): string {
  dotnetVersion();
  const output = join(project.dir, 'bin', project.output ?? 'test-build');
  const stamp = join(output, '.sources-stamp');
  const executable = join(output, project.executable);
  const current = () => existsSync(executable) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourcesStamp(project);
  if (current()) return executable;
  underLock(project.dir, () => {
    if (current()) return;
    execFileSync('dotnet', [...(project.command ?? ['build', '-c', 'Release']), '-o', output, '--nologo', '-v', 'q'], { cwd: project.dir, env: dotnetEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    writeFileSync(stamp, sourcesStamp(project));
  });
  return executable;
}

/** Builds the runtime-metrics test app (see buildDotnetProject). */
export function buildDotnetApp(): string {
  return buildDotnetProject(ALLOC_HOLD);
}

/** Builds the runtime-metrics test app for a genuine .NET 8 runtime (see ALLOC_HOLD_NET8). */
export function buildDotnet8App(): string {
  return buildDotnetProject(ALLOC_HOLD_NET8);
}

/** The pinned reference tool of the side-by-side check. */
export const DOTNET_COUNTERS_VERSION = '10.0.750501';
const TOOLS = join(DOTNET_FIXTURE, 'bin', 'tools');

/**
 * dotnet-counters installed as a local tool (a tool manifest in the gitignored bin/tools, from NuGet) once; returns
 * how to run it there. Only the tests use it: the product speaks the protocol itself.
 */
export function dotnetCounters(): (args: readonly string[], timeoutMs: number) => Promise<{ status: number | null; stdout: string; stderr: string }> {
  dotnetVersion();
  // The SDK writes the manifest at the top (.NET 10) or under .config/ (older SDKs).
  const manifests = [join(TOOLS, 'dotnet-tools.json'), join(TOOLS, '.config', 'dotnet-tools.json')];
  const installed = () => manifests.some((manifest) => existsSync(manifest) && readFileSync(manifest, 'utf8').includes(DOTNET_COUNTERS_VERSION));
  if (!installed()) {
    underLock(DOTNET_FIXTURE, () => {
      if (installed()) return;
      mkdirSync(TOOLS, { recursive: true });
      execFileSync('dotnet', ['new', 'tool-manifest', '--force'], { cwd: TOOLS, env: dotnetEnv(), stdio: 'pipe' });
      execFileSync('dotnet', ['tool', 'install', 'dotnet-counters', '--version', DOTNET_COUNTERS_VERSION], { cwd: TOOLS, env: dotnetEnv(), stdio: 'pipe' });
    });
  }
  // Asynchronous, so the caller's own sessions keep being read while the tool runs.
  return (args, timeoutMs) =>
    new Promise((resolve) => {
      const child = spawn('dotnet', ['tool', 'run', 'dotnet-counters', ...args], { cwd: TOOLS, env: dotnetEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.once('exit', (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr });
      });
    });
}

export interface DotnetApp {
  readonly child: ChildProcess;
  readonly pid: number;
  /** Stops its allocating threads and runs one full blocking GC: every reader then sees the same last GC. */
  quiet(): Promise<void>;
  /** Ends it: closing stdin lets it exit on its own; a kill follows if it does not. */
  stop(): Promise<void>;
}

/** Starts the test app (the .NET 10 build unless another executable is given) and waits for its `ready <pid>` line. */
export async function startDotnetApp(env: Record<string, string> = {}, command: readonly string[] = [], executable = buildDotnetApp()): Promise<DotnetApp> {
  const [program, ...prefix] = command.length > 0 ? [...command, executable] : [executable];
  const child = spawn(program, prefix, { env: dotnetEnv(env), stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const pid = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the .NET test app did not print its ready line in 60 s')), 60_000);
    lines.on('line', (line) => {
      const match = /^ready (\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the .NET test app exited early (code ${code})`));
    });
  });
  return {
    child,
    pid,
    quiet: () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the .NET test app did not go quiet in 30 s')), 30_000);
        lines.on('line', (line) => {
          if (line !== 'quiet') return;
          clearTimeout(timer);
          resolve();
        });
        child.stdin!.write('quiet\n');
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** /proc starttime of a PID (the runtime's socket key and the product's Linux start token). */
export function startTokenOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}
