// The published script bundles (dist/app.script.js, dist/workers/sampler.script.js, dist/workers/mcp.script.js: src/code-cache/script-bundle.ts
// runs them with V8's code cache): one function in the shape the runner calls, and only ASCII, so V8 holds their text
// as a one-byte string (a non-ASCII character anywhere, such as one in a regular expression literal, doubles it and its
// decoding; escape it in the source). That they hold no import() the build itself checks (scripts/build.mjs). What a
// worker starts for one (dist/workers/sampler.cjs, mcp.cjs) is CommonJS, so that worker does not load the ES module
// loader's resolution, translation and module jobs. test/global-setup.ts built dist/.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MCP_WORKER_FILE, SAMPLER_WORKER_FILE } from '../../../src/channel/threads.js';

const DIST = join(import.meta.dirname, '../../../dist');
const BUNDLES = ['app.script.js', 'workers/sampler.script.js', 'workers/mcp.script.js'];

describe('the script bundles', () => {
  it.each(BUNDLES)("%s is one function of the runner's parameters, in ASCII only", (file) => {
    const bytes = readFileSync(join(DIST, file));
    const text = bytes.toString('latin1');
    expect(text.startsWith('(function (exports, require, module, __filename, __dirname, __winprocImportMetaUrl) {')).toBe(true);
    const nonAscii = bytes.findIndex((byte) => byte > 0x7f);
    expect(nonAscii, nonAscii < 0 ? '' : `a non-ASCII byte near: ${text.slice(Math.max(0, nonAscii - 60), nonAscii + 20)}`).toBe(-1);
    // It compiles as a script whose value is that function (nothing runs: the function is not called).
    expect(typeof new Script(bytes.toString('utf8'), { filename: file }).runInThisContext()).toBe('function');
  });

  it.each([SAMPLER_WORKER_FILE, MCP_WORKER_FILE])("workers/%s, which a worker thread starts for its script bundle, is CommonJS: the worker does not load it as an ES module", (file) => {
    const path = join(DIST, 'workers', file);
    expect(file.endsWith('.cjs')).toBe(true);
    // Node reports the built-in modules a thread loaded (--expose-internals: a test's view), here at the worker's exit,
    // by a module the worker requires before its file. The file copied alone cannot find its bundle: the worker stops
    // with an error after its entry ran.
    const dir = mkdtempSync(join(tmpdir(), 'script-worker-'));
    try {
      const copy = join(dir, file);
      copyFileSync(path, copy);
      const report = join(dir, 'report.cjs');
      const out = join(dir, 'loaded.json');
      writeFileSync(report, `process.on('exit', () => { const use = require('internal/test/binding').internalBinding('builtins').getCacheUsage(); require('node:fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify([...use.compiledWithCache, ...use.compiledWithoutCache, ...use.compiledInSnapshot])); });\n`);
      const probe = `const worker = new (require('node:worker_threads').Worker)(${JSON.stringify(copy)}, { execArgv: ['--expose-internals', '--require', ${JSON.stringify(report)}] }); worker.on('error', () => undefined);`;
      spawnSync(process.execPath, ['--expose-internals', '--no-warnings', '-e', probe], { encoding: 'utf8', timeout: 60_000 });
      const loaded = JSON.parse(readFileSync(out, 'utf8')) as string[];
      // The entry ran (its script runner loaded node:vm) ...
      expect(loaded).toContain('vm');
      // ... and it was not loaded as an ES module: none of the loader's resolution, translation or module jobs (a worker
      // thread loads a few of its modules for any file: its hooks' set-up).
      expect(loaded.filter((id) => /^internal\/modules\/esm\/(resolve|translators|module_job|module_map|get_format|load)$/.test(id))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
