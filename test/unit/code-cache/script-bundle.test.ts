// Running a script bundle with the code cache (src/code-cache/script-bundle.ts), with a small bundle in the form
// scripts/build.mjs gives the application's: the first run compiles and writes the cache once the bundle's start is
// over, the next run uses it, and a changed bundle, a cache V8 rejects or an unwritable directory cost only the cache.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { codeCacheKey, currentRuntime, writeCodeCache } from '../../../src/code-cache/cache-file.js';
import { runScriptBundle, type CodeCacheUse, type CodeCacheWrite } from '../../../src/code-cache/script-bundle.js';

const root = mkdtempSync(join(tmpdir(), 'winproc-script-bundle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let cases = 0;

interface Exports {
  readonly answer: number;
  readonly url: string;
  readonly builtin: string;
  readonly startupDone: Promise<void>;
  finishStart(): void;
}

/** A bundle as the build wraps one: a function of the CommonJS parameters and the bundle's URL (for import.meta.url). */
function bundle(answer: number): string {
  return `(function (exports, require, module, __filename, __dirname, __winprocImportMetaUrl) {
"use strict";
let finish;
module.exports = {
  answer: ${answer},
  url: __winprocImportMetaUrl,
  builtin: require('node:path').basename(__filename),
  startupDone: new Promise((resolve) => (finish = resolve)),
  finishStart: () => finish(),
};
})
`;
}

/** Runs the bundle once, finishes its start, and returns what became of its cache. */
async function runOnce(file: string, cacheDirectory: string | null): Promise<{ exports: Exports; events: (CodeCacheUse | CodeCacheWrite)[] }> {
  const events: (CodeCacheUse | CodeCacheWrite)[] = [];
  const exports = runScriptBundle<Exports>(pathToFileURL(file), { name: 'app', cacheDirectory, report: (event) => events.push(event) });
  exports.finishStart();
  await exports.startupDone;
  // The write follows the start's settling.
  await new Promise((resolve) => setImmediate(resolve));
  return { exports, events };
}

function newCase(answer = 42): { file: string; directory: string } {
  const dir = join(root, `case-${++cases}`);
  const file = join(dir, 'app.script.js');
  mkdirSync(dir);
  writeFileSync(file, bundle(answer));
  return { file, directory: join(dir, 'cache', 'winproc-tui') };
}
describe('a script bundle run with the code cache', () => {
  it('compiles without a cache the first time, writes it after the start, and uses it the next time', async () => {
    const { file, directory } = newCase();
    const first = await runOnce(file, directory);
    expect(first.exports.answer).toBe(42);
    expect(first.exports.url).toBe(pathToFileURL(file).href);
    expect(first.exports.builtin).toBe('app.script.js');
    expect(first.events).toEqual(['missing', 'written']);
    expect(readdirSync(directory)).toHaveLength(1);
    const second = await runOnce(file, directory);
    expect(second.exports.answer).toBe(42);
    expect(second.events).toEqual(['accepted']);
  });

  it('does not use the cache of a changed bundle, even of the same length', async () => {
    const { file, directory } = newCase(42);
    await runOnce(file, directory);
    writeFileSync(file, bundle(43));
    const changed = await runOnce(file, directory);
    expect(changed.exports.answer).toBe(43);
    expect(changed.events).toEqual(['missing', 'written']);
    expect(readdirSync(directory)).toHaveLength(1);
  });

  it('writes again a cache V8 rejects, and runs the bundle all the same', async () => {
    const { file, directory } = newCase();
    const key = codeCacheKey(readFileSync(file), currentRuntime());
    // A whole file whose payload is not V8's code cache: our checksum holds, V8's own checks refuse it.
    writeCodeCache(directory, 'app', key, Buffer.from('not a V8 code cache at all'));
    const run = await runOnce(file, directory);
    expect(run.exports.answer).toBe(42);
    expect(run.events).toEqual(['rejected', 'written']);
    expect((await runOnce(file, directory)).events).toEqual(['accepted']);
  });

  it('runs the bundle where the cache directory cannot be written, and without a directory', async () => {
    const { file } = newCase();
    const blocked = join(root, `blocked-${cases}`);
    writeFileSync(blocked, 'a file where the directory should be');
    const run = await runOnce(file, join(blocked, 'winproc-tui'));
    expect(run.exports.answer).toBe(42);
    expect(run.events).toEqual(['missing', 'write-failed']);
    const off = await runOnce(file, null);
    expect(off.exports.answer).toBe(42);
    expect(off.events).toEqual(['off']);
  });
});
