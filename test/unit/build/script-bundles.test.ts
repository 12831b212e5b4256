// The published script bundles (dist/app.script.js, dist/workers/sampler.script.js, dist/workers/mcp.script.js: src/code-cache/script-bundle.ts
// runs them with V8's code cache): one function in the shape the runner calls, and only ASCII, so V8 holds their text
// as a one-byte string (a non-ASCII character anywhere, such as one in a regular expression literal, doubles it and its
// decoding; escape it in the source). That they hold no import() the build itself checks (scripts/build.mjs).
// test/global-setup.ts built dist/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';

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
});
