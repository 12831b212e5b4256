// Runs a bench entry (bench/<entry>.ts) as a process of its own with plain node, from an esbuild bundle in dist/bench/.
//
// Benches whose measure is process.cpuUsage() measure in such a process rather than in their own: the bench process
// runs tsx's module loader on a second thread with a heap of its own, which V8 collects on its helper threads at
// moments of its own, and process.cpuUsage() counts that on whichever side happens to be measured (docs/testing.md,
// issues 12 and 15). The bundle lives in dist/ so that it finds the application's worker bundles
// (dist/workers/*.js, built by `node scripts/build.mjs` before a bench) as the application does.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** How a bench entry is bundled, where it differs from the default (bench/<entry>.ts, its packages left external). */
export interface BundleOptions {
  /** The entry's file name in bench/ (default `<entry>.ts`). */
  readonly file?: string;
  /** The bundle's name in dist/bench/ (default the entry's): one entry bundled two ways needs two names. */
  readonly name?: string;
  /**
   * Bundle its dependencies too (koffi excepted), as scripts/build.mjs bundles the
   * application: needed where a plugin changes a dependency's modules (ink's, scripts/ink-patched.mjs).
   */
  readonly bundleDependencies?: boolean;
  readonly plugins?: readonly Plugin[];
  /** Where the bundle goes (default this tree's dist/bench/): a folder whose parent has node_modules within reach. */
  readonly outDir?: string;
}

/**
 * ink imports react-devtools-core (never installed) only when DEV=true; in one file without code splitting that import
 * would be a static one that fails at start, so it gets an empty module.
 */
const noDevtools: Plugin = {
  name: 'no-react-devtools',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'no-react-devtools' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'no-react-devtools' }, () => ({ contents: 'export default {};', loader: 'js' }));
  },
};

/**
 * Bundles bench/<entry>.ts (its dependencies left in node_modules unless `options` says otherwise) into
 * dist/bench/<name>.mjs and returns that path. React's production build, as the application runs (src/cli.ts) and as
 * bench/index.ts sets for itself.
 */
export async function bundleBenchEntry(entry: string, options: BundleOptions): Promise<string> {
  const outfile = join(options.outDir ?? join(root, 'dist', 'bench'), `${options.name ?? entry}.mjs`);
  await build({
    entryPoints: [join(root, 'bench', options.file ?? `${entry}.ts`)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    ...(options.bundleDependencies
      ? {
          external: ['koffi'],
          // Bundled CommonJS code calls `require` for Node's built-in modules.
          banner: { js: "import { createRequire as __winprocCreateRequire } from 'node:module'; const require = __winprocCreateRequire(import.meta.url);" },
        }
      : { packages: 'external' as const }),
    plugins: [...(options.bundleDependencies ? [noDevtools] : []), ...(options.plugins ?? [])],
    jsx: 'automatic',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return outfile;
}

/** A bench entry running in a process of its own, spoken to by lines: requests on its stdin, answers on its stdout. */
export interface BundledProcess {
  /** Writes one line to its stdin. */
  send(line: string): void;
  /** The next line it writes on stdout (lines not yet asked for are kept); rejects once it has ended without one. */
  nextLine(): Promise<string>;
  /**
   * Closes its stdin, which every such entry takes as the sign to end (as it does when this process dies: the pipe
   * closes with it, so no entry outlives its bench), and waits until it has exited.
   */
  close(): Promise<void>;
}

/** Bundles bench/<entry>.ts (see BundleOptions) and starts it with plain node and `args`; its stderr goes to this process's. */
export async function startBundledProcess(entry: string, args: readonly string[] = [], options: BundleOptions = {}): Promise<BundledProcess> {
  const outfile = await bundleBenchEntry(entry, options);
  const child = spawn(process.execPath, [outfile, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  const kept: string[] = [];
  const waiting: { resolve(line: string): void; reject(error: Error): void }[] = [];
  let ended: Error | null = null;
  const end = (error: Error) => {
    ended ??= error;
    for (const waiter of waiting.splice(0)) waiter.reject(ended);
  };
  // 'close' follows the end of its stdout, so every line it wrote has been handed out or kept by then.
  const closed = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      end(new Error(`the bench process ${entry} exited (${signal ?? code})`));
      resolve();
    });
    // It could not be started (or signalled): there is no process left to wait for.
    child.once('error', (error) => {
      end(error);
      resolve();
    });
  });
  // Writing to a process that has just exited fails with EPIPE; its exit is reported through `ended` instead.
  child.stdin!.on('error', () => undefined);
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter === undefined) kept.push(line);
    else waiter.resolve(line);
  });
  return {
    send(line) {
      child.stdin!.write(`${line}\n`);
    },
    nextLine() {
      if (kept.length > 0) return Promise.resolve(kept.shift()!);
      if (ended !== null) return Promise.reject(ended);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    async close() {
      child.stdin!.end();
      await closed;
    },
  };
}
