// V8 code cache files for the application's script bundles (src/code-cache/script-bundle.ts): where they live, how
// they are keyed, and how they are read and written so that a cache this user did not write is never used.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, writeFileSync, constants } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The platforms whose per-user cache directory this module knows (the caller names it; this room never asks). */
export type CachePlatform = 'linux' | 'win32';

/**
 * The per-user cache directory: $XDG_CACHE_HOME/winproc-tui (when absolute) or ~/.cache/winproc-tui on Linux,
 * %LOCALAPPDATA%\winproc-tui on Windows. Never a shared temporary directory: a cache another user wrote there would
 * be code this user runs.
 */
export function codeCacheDirectory(env: NodeJS.ProcessEnv, platform: CachePlatform): string {
  if (platform === 'win32') return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'winproc-tui');
  const base = env.XDG_CACHE_HOME && env.XDG_CACHE_HOME.startsWith('/') ? env.XDG_CACHE_HOME : join(homedir(), '.cache');
  return join(base, 'winproc-tui');
}

/** What a cache must match besides the bundle: V8 rejects code of another version or flag set, or silently misuses it. */
export interface CacheRuntime {
  readonly nodeVersion: string;
  readonly v8Version: string;
  readonly arch: string;
  /** Node's and V8's options of this process (execArgv, NODE_OPTIONS). */
  readonly flags: string;
}

export function currentRuntime(): CacheRuntime {
  return { nodeVersion: process.version, v8Version: process.versions.v8, arch: process.arch, flags: `${process.execArgv.join(' ')}|${process.env.NODE_OPTIONS ?? ''}` };
}

/**
 * The cache's key: the hash of the bundle's bytes (hashed as read: its text may decode to a two-byte string) with the runtime. V8 itself checks only the source's length and its own
 * version and flags, so a changed bundle of the same length would get code compiled from the old one.
 */
export function codeCacheKey(source: Buffer, runtime: CacheRuntime): string {
  const bundle = createHash('sha256').update(source).digest('hex');
  return createHash('sha256').update(JSON.stringify([bundle, runtime.nodeVersion, runtime.v8Version, runtime.arch, runtime.flags])).digest('hex').slice(0, 32);
}

/** A cache file: this magic, the payload's SHA-256 (V8 does not verify its payload in release builds), the payload. */
const MAGIC = Buffer.from('WPTUICC1');
const HEADER_BYTES = MAGIC.length + 32;
/** The application's caches are a few MB; anything far larger is not one, and is never read whole. */
export const CODE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

function fileName(name: string, key: string): string {
  return `${name}-${key}.v8cache`;
}

/** Owned by this user and writable by nobody else (where the platform has owners and modes: not on Windows). */
function privateToUser(stats: { uid: number; mode: number }): boolean {
  const uid = process.getuid?.();
  return uid === undefined || (stats.uid === uid && (stats.mode & 0o022) === 0);
}

/** The directory, when it is a real directory this user owns that nobody else may write. */
function trustedDirectory(directory: string): boolean {
  try {
    const stats = lstatSync(directory);
    return stats.isDirectory() && privateToUser(stats);
  } catch {
    return false;
  }
}

/**
 * The cached code for `name` under `key`, or null: none, unreadable, not a regular file this user owns that nobody
 * else can write, truncated or corrupt. Never throws: a cache is only a saving.
 */
export function readCodeCache(directory: string, name: string, key: string): Buffer | null {
  if (!trustedDirectory(directory)) return null;
  let fd: number;
  try {
    // O_NOFOLLOW: a link in the cache's place is not followed (where the platform has it).
    fd = openSync(join(directory, fileName(name, key)), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch {
    return null;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || !privateToUser(stats) || stats.size <= HEADER_BYTES || stats.size > CODE_CACHE_MAX_BYTES) return null;
    const file = Buffer.allocUnsafe(stats.size);
    let read = 0;
    while (read < file.length) {
      const n = readSync(fd, file, read, file.length - read, read);
      if (n === 0) return null;
      read += n;
    }
    if (!file.subarray(0, MAGIC.length).equals(MAGIC)) return null;
    const payload = file.subarray(HEADER_BYTES);
    const digest = createHash('sha256').update(payload).digest();
    return digest.equals(file.subarray(MAGIC.length, HEADER_BYTES)) ? payload : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `data` as the cache for `name` under `key`: the directory is created private to this user (0700), the file
 * written beside it and renamed into place (a reader never sees half of it), and the caches of other keys for `name`
 * (an older bundle or Node) removed. Returns whether it was written; never throws.
 */
export function writeCodeCache(directory: string, name: string, key: string, data: Buffer): boolean {
  let temp: string | null = null;
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    // A directory this user created earlier with a looser mode is made private; one of another user is left alone.
    const stats = lstatSync(directory);
    if (stats.isDirectory() && process.getuid !== undefined && stats.uid === process.getuid() && (stats.mode & 0o077) !== 0) chmodSync(directory, 0o700);
    if (!trustedDirectory(directory)) return false;
    const target = fileName(name, key);
    temp = join(directory, `.${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    const digest = createHash('sha256').update(data).digest();
    writeFileSync(temp, Buffer.concat([MAGIC, digest, data]), { mode: 0o600, flag: 'wx' });
    renameSync(temp, join(directory, target));
    temp = null;
    for (const entry of readdirSync(directory)) {
      if (entry === target || !entry.startsWith(`${name}-`) || !entry.endsWith('.v8cache')) continue;
      try {
        rmSync(join(directory, entry), { force: true });
      } catch {
        // Another start may have it open (Windows refuses then): removed by a later write.
      }
    }
    return true;
  } catch {
    return false;
  } finally {
    try {
      if (temp !== null) rmSync(temp, { force: true });
    } catch {
      // A leftover temporary file is only litter in the user's own cache directory.
    }
  }
}
