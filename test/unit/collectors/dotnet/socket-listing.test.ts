// Guards the kept listings of .NET diagnostics sockets (src/collectors/dotnet/socket-listing.ts) on a real directory:
// a listing is reused only while the directory's mtime is unchanged and the directory last changed well before the
// listing (the coarse-clock "racy" case is listed again), a new or removed socket is seen on the next pass, a
// directory nobody asked for in a pass is forgotten, an unlistable one answers null, and a directory is looked at once
// per pass however many processes ask (a stat per process was ~3 ms a pass at +1,000). A file added with the
// directory's mtime put back (utimes) is how the test tells a reused listing from a new one.
import { mkdirSync, mkdtempSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SocketListings } from '../../../../src/collectors/dotnet/socket-listing.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-listing-'));
  dirs.push(dir);
  return dir;
}

/** Sets the directory's mtime to whole seconds (restorable exactly: utimes takes seconds as a double). */
function setMtime(dir: string, seconds: number): void {
  utimesSync(dir, seconds, seconds);
}

/** Adds a file and puts the directory's mtime back (as if the listing's cache could not see it change). */
function addUnseen(dir: string, name: string): void {
  const seconds = Number(statSync(dir, { bigint: true }).mtimeNs / 1_000_000_000n);
  writeFileSync(join(dir, name), '');
  setMtime(dir, seconds);
}

const NOW_S = Math.floor(Date.now() / 1000);
/** A clock reading `seconds` (whole seconds since the epoch) plus `fraction`. */
const clockAt = (seconds: number, fraction = 0) => () => BigInt(Math.round((seconds + fraction) * 1000)) * 1_000_000n;

describe('.NET socket listings kept across passes', () => {
  it('reuses a listing while the directory is unchanged and lists again once it changes', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'dotnet-diagnostic-1-11-socket'), '');
    writeFileSync(join(dir, 'unrelated'), '');
    // The directory last changed 100 s before the listing.
    setMtime(dir, NOW_S - 100);
    const listings = new SocketListings(clockAt(NOW_S));
    listings.beginPass();
    expect([...listings.names(dir)!]).toEqual(['dotnet-diagnostic-1-11-socket']);
    listings.endPass();
    addUnseen(dir, 'dotnet-diagnostic-2-22-socket');
    listings.beginPass();
    expect([...listings.names(dir)!]).toEqual(['dotnet-diagnostic-1-11-socket']);
    listings.endPass();
    // A real change (a socket removed) moves the mtime: listed again, both changes seen.
    unlinkSync(join(dir, 'dotnet-diagnostic-1-11-socket'));
    setMtime(dir, NOW_S - 50);
    listings.beginPass();
    expect([...listings.names(dir)!]).toEqual(['dotnet-diagnostic-2-22-socket']);
    listings.endPass();
  });

  it('lists again a directory that changed just before its listing (a later entry could share its coarse mtime)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'dotnet-diagnostic-1-11-socket'), '');
    // The listing begins half a second after the directory's last change: within the racy window.
    setMtime(dir, NOW_S - 100);
    const listings = new SocketListings(clockAt(NOW_S - 100, 0.5));
    listings.beginPass();
    expect(listings.names(dir)!.size).toBe(1);
    listings.endPass();
    addUnseen(dir, 'dotnet-diagnostic-2-22-socket');
    listings.beginPass();
    expect(listings.names(dir)!.size).toBe(2);
    listings.endPass();
  });

  it('forgets a directory no pass asked for, and answers null for one it cannot list', () => {
    const dir = tempDir();
    setMtime(dir, NOW_S - 100);
    const listings = new SocketListings(clockAt(NOW_S));
    listings.beginPass();
    expect(listings.names(dir)!.size).toBe(0);
    listings.endPass();
    listings.beginPass();
    listings.endPass();
    addUnseen(dir, 'dotnet-diagnostic-3-33-socket');
    listings.beginPass();
    expect(listings.names(dir)!.size).toBe(1);
    expect(listings.names(join(dir, 'missing'))).toBeNull();
    listings.endPass();
  });

  it('looks at a directory once per pass: later questions of the pass get its first answer, the next pass looks again', () => {
    const dir = tempDir();
    setMtime(dir, NOW_S - 100);
    const missing = join(dir, 'missing');
    const listings = new SocketListings(clockAt(NOW_S));
    listings.beginPass();
    expect(listings.names(dir)!.size).toBe(0);
    expect(listings.names(missing)).toBeNull();
    // A real change within the pass (the mtime moves), and the missing directory made: the pass keeps its answers.
    writeFileSync(join(dir, 'dotnet-diagnostic-4-44-socket'), '');
    setMtime(dir, NOW_S - 50);
    mkdirSync(missing);
    setMtime(missing, NOW_S - 50);
    expect(listings.names(dir)!.size).toBe(0);
    expect(listings.names(missing)).toBeNull();
    listings.endPass();
    listings.beginPass();
    expect([...listings.names(dir)!]).toEqual(['dotnet-diagnostic-4-44-socket']);
    expect(listings.names(missing)!.size).toBe(0);
    listings.endPass();
  });

  it('answers null for a path it may stat but not list', () => {
    // A file: stat succeeds, readdir fails (root reads every directory whatever its mode, so a mode cannot show it).
    const file = join(tempDir(), 'not-a-directory');
    writeFileSync(file, '');
    const listings = new SocketListings(clockAt(NOW_S));
    listings.beginPass();
    expect(listings.names(file)).toBeNull();
    listings.endPass();
  });
});
