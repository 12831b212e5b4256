// The code cache's files (src/code-cache/cache-file.ts): their directory per platform, their key, and that a cache is
// used only when this user wrote it whole: corrupt, truncated, foreign or loosely permitted files and directories are
// never read, and an unwritable directory costs nothing but the cache. Real files in a temporary directory.
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_CACHE_MAX_BYTES, codeCacheDirectory, codeCacheKey, currentRuntime, readCodeCache, writeCodeCache, type CacheRuntime } from '../../../src/code-cache/cache-file.js';

const root = mkdtempSync(join(tmpdir(), 'winproc-code-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
/** A cache directory of its own for each test (not yet created: the writer creates it). */
const freshDirectory = () => join(root, `case-${++dirs}`, 'winproc-tui');
const onlyFile = (directory: string) => {
  const files = readdirSync(directory);
  expect(files).toHaveLength(1);
  return join(directory, files[0]!);
};
const DATA = Buffer.from('cached code '.repeat(100));
/** Runs as root here; another owner is any other uid (a random one, in the range the suite keeps for such tests). */
const asRoot = process.getuid?.() === 0;
const otherUid = 40_000 + Math.floor(Math.random() * 20_000);

describe('the code cache directory', () => {
  it("is the user's own cache directory, never a shared temporary one", () => {
    expect(codeCacheDirectory({ XDG_CACHE_HOME: '/home/u/.xdg-cache' }, 'linux')).toBe('/home/u/.xdg-cache/winproc-tui');
    // A relative XDG_CACHE_HOME is invalid by the XDG specification: the default applies.
    expect(codeCacheDirectory({ XDG_CACHE_HOME: 'relative' }, 'linux')).toBe(join(homedir(), '.cache', 'winproc-tui'));
    expect(codeCacheDirectory({}, 'linux')).toBe(join(homedir(), '.cache', 'winproc-tui'));
    expect(codeCacheDirectory({ LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' }, 'win32')).toBe(join('C:\\Users\\u\\AppData\\Local', 'winproc-tui'));
    expect(codeCacheDirectory({}, 'win32')).toBe(join(homedir(), 'AppData', 'Local', 'winproc-tui'));
  });
});

describe('the code cache key', () => {
  const runtime: CacheRuntime = { nodeVersion: 'v20.19.0', v8Version: '11.3.244.8-node.30', arch: 'x64', flags: '|' };
  const key = codeCacheKey(Buffer.from('(function () {})'), runtime);
  it('is stable for the same bundle and runtime', () => {
    expect(codeCacheKey(Buffer.from('(function () {})'), { ...runtime })).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
  it("changes with the bundle's content (of the same length too), Node's or V8's version, the architecture and the flags", () => {
    const others = [
      codeCacheKey(Buffer.from('(function () {;})'), runtime),
      codeCacheKey(Buffer.from('(function () {})'.replace('()', '(a)')), runtime),
      codeCacheKey(Buffer.from('(function () {})'.replace('()', '(b)')), runtime),
      codeCacheKey(Buffer.from('(function () {})'), { ...runtime, nodeVersion: 'v22.12.0' }),
      codeCacheKey(Buffer.from('(function () {})'), { ...runtime, v8Version: '12.4.254.21-node.33' }),
      codeCacheKey(Buffer.from('(function () {})'), { ...runtime, arch: 'arm64' }),
      codeCacheKey(Buffer.from('(function () {})'), { ...runtime, flags: '--max-semi-space-size=4|' }),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });
  it("names this process's runtime", () => {
    expect(currentRuntime()).toMatchObject({ nodeVersion: process.version, v8Version: process.versions.v8, arch: process.arch });
  });
});

describe('reading and writing the code cache', () => {
  it('writes the directory private to the user (0700) and the file 0600, atomically, and reads back the same bytes', () => {
    const directory = freshDirectory();
    expect(readCodeCache(directory, 'app', 'k1')).toBeNull();
    expect(writeCodeCache(directory, 'app', 'k1', DATA)).toBe(true);
    expect(statSync(directory).mode & 0o777).toBe(0o700);
    const file = onlyFile(directory);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readCodeCache(directory, 'app', 'k1')).toEqual(DATA);
    // Another key (a new bundle or Node) is not this cache; writing it replaces the old key's file, no temporary left.
    expect(readCodeCache(directory, 'app', 'k2')).toBeNull();
    expect(writeCodeCache(directory, 'app', 'k2', DATA)).toBe(true);
    expect(writeCodeCache(directory, 'sampler', 'k2', DATA)).toBe(true);
    expect(readdirSync(directory).sort()).toEqual(['app-k2.v8cache', 'sampler-k2.v8cache']);
  });

  it('rejects a corrupt, truncated or foreign-format file, which the next write replaces', () => {
    const directory = freshDirectory();
    writeCodeCache(directory, 'app', 'k', DATA);
    const file = onlyFile(directory);
    const good = readFileSync(file);
    const flipped = Buffer.from(good);
    flipped[flipped.length - 10]! ^= 0x01;
    for (const bad of [flipped, good.subarray(0, good.length - 1), good.subarray(0, 20), Buffer.alloc(0), Buffer.concat([Buffer.from('XXXXXXXX'), good.subarray(8)])]) {
      writeFileSync(file, bad, { mode: 0o600 });
      expect(readCodeCache(directory, 'app', 'k')).toBeNull();
    }
    expect(writeCodeCache(directory, 'app', 'k', DATA)).toBe(true);
    expect(readCodeCache(directory, 'app', 'k')).toEqual(DATA);
  });

  it('never reads a file nobody should trust: writable by others, a link, not a regular file, or far too large', () => {
    const directory = freshDirectory();
    writeCodeCache(directory, 'app', 'k', DATA);
    const file = onlyFile(directory);
    chmodSync(file, 0o666);
    expect(readCodeCache(directory, 'app', 'k')).toBeNull();
    chmodSync(file, 0o600);
    expect(readCodeCache(directory, 'app', 'k')).toEqual(DATA);
    // A link in the file's place (to a valid cache elsewhere) is not followed.
    const elsewhere = freshDirectory();
    writeCodeCache(elsewhere, 'app', 'k', DATA);
    rmSync(file);
    symlinkSync(onlyFile(elsewhere), file);
    expect(readCodeCache(directory, 'app', 'k')).toBeNull();
    rmSync(file);
    mkdirSync(file);
    expect(readCodeCache(directory, 'app', 'k')).toBeNull();
    rmSync(file, { recursive: true });
    writeFileSync(file, Buffer.alloc(CODE_CACHE_MAX_BYTES + 1), { mode: 0o600 });
    expect(readCodeCache(directory, 'app', 'k')).toBeNull();
  });

  it('neither reads nor writes in a directory others may write; one of its own with a looser mode is made private', () => {
    const directory = freshDirectory();
    writeCodeCache(directory, 'app', 'k', DATA);
    chmodSync(directory, 0o777);
    expect(readCodeCache(directory, 'app', 'k')).toBeNull();
    expect(writeCodeCache(directory, 'app', 'k', DATA)).toBe(true);
    expect(statSync(directory).mode & 0o777).toBe(0o700);
    expect(readCodeCache(directory, 'app', 'k')).toEqual(DATA);
    // A link in the directory's place is not a directory this user made.
    const linked = join(root, `case-${++dirs}`);
    mkdirSync(linked);
    symlinkSync(directory, join(linked, 'winproc-tui'));
    expect(readCodeCache(join(linked, 'winproc-tui'), 'app', 'k')).toBeNull();
    expect(writeCodeCache(join(linked, 'winproc-tui'), 'app', 'k', DATA)).toBe(false);
  });

  it.runIf(asRoot)("never uses another user's directory or file (run as root here: chown makes them another uid's)", () => {
    const directory = freshDirectory();
    writeCodeCache(directory, 'app', 'k', DATA);
    const file = onlyFile(directory);
    chownSync(file, otherUid, otherUid);
    expect(readCodeCache(directory, 'app', 'k')).toBeNull();
    chownSync(file, 0, 0);
    chownSync(directory, otherUid, otherUid);
    expect(readCodeCache(directory, 'app', 'k')).toBeNull();
    expect(writeCodeCache(directory, 'app', 'k', DATA)).toBe(false);
    // Left as it was: not made private, not written.
    expect(statSync(directory).uid).toBe(otherUid);
  });

  it('costs nothing but the cache where the directory cannot be made or written', () => {
    const blocked = join(root, `case-${++dirs}`);
    writeFileSync(blocked, 'a file where the parent directory should be');
    expect(writeCodeCache(join(blocked, 'winproc-tui'), 'app', 'k', DATA)).toBe(false);
    expect(readCodeCache(join(blocked, 'winproc-tui'), 'app', 'k')).toBeNull();
    const directory = freshDirectory();
    writeCodeCache(directory, 'app', 'k', DATA);
    // Read-only: root writes anyway, so the check for root is a directory that is a file by the time of the write.
    rmSync(directory, { recursive: true });
    writeFileSync(directory, 'not a directory');
    expect(writeCodeCache(directory, 'app', 'k', DATA)).toBe(false);
    expect(existsSync(directory) && statSync(directory).isFile()).toBe(true);
  });
});
