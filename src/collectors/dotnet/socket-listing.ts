// The .NET diagnostics sockets of one temp directory, listed again only when the directory changed: a busy /tmp holds
// thousands of entries (3,800 on the development host: ~2.4 ms of getdents plus a string per name each pass), and a
// runtime's socket appears there by being created, which moves the directory's modification time.
import { statSync } from 'node:fs';
import { listNamesWithPrefix } from '../linux/procfs.js';

/**
 * A listing is trusted on a later pass only when the directory's mtime is unchanged and the directory had last changed
 * at least this long before the listing began. File timestamps come from a coarse clock (up to a scheduler tick behind
 * the real one), so an entry created just after a listing could carry the same mtime as the change just before it;
 * a directory that changed within this window is listed again on the next pass (the "racy" case, as git treats its
 * index), and the next pass's listing, taken well after, is trusted.
 */
const RACY_WINDOW_NS = 1_000_000_000n;

interface Listing {
  readonly mtimeNs: bigint;
  readonly trusted: boolean;
  readonly names: ReadonlySet<string>;
  usedPass: number;
}

const PREFIX = 'dotnet-diagnostic-';

export class SocketListings {
  private readonly listings = new Map<string, Listing>();
  /** Directories that could not be looked at, with the pass that tried (asked again on the next pass). */
  private readonly unlistable = new Map<string, number>();
  private pass = 0;

  constructor(private readonly nowNs: () => bigint = () => BigInt(Date.now()) * 1_000_000n) {}

  /** Starts a pass; a directory no pass asked for in the previous one is forgotten at the next `endPass`. */
  beginPass(): void {
    this.pass += 1;
  }

  endPass(): void {
    for (const [dir, listing] of this.listings) if (listing.usedPass !== this.pass) this.listings.delete(dir);
    this.unlistable.clear();
  }

  private cannotList(dir: string): null {
    this.listings.delete(dir);
    this.unlistable.set(dir, this.pass);
    return null;
  }

  /**
   * The `dotnet-diagnostic-*` names in `dir`, or null when it cannot be listed. Asked once per process per pass, nearly
   * always for the same /tmp: the directory is looked at (stat, and a listing when it changed) on the pass's first
   * question only, and later questions of the pass get that answer (a stat per process was ~3 ms a pass at +1,000).
   */
  names(dir: string): ReadonlySet<string> | null {
    const kept = this.listings.get(dir);
    if (kept !== undefined && kept.usedPass === this.pass) return kept.names;
    if (this.unlistable.get(dir) === this.pass) return null;
    let mtimeNs: bigint;
    try {
      mtimeNs = statSync(dir, { bigint: true }).mtimeNs;
    } catch {
      return this.cannotList(dir);
    }
    if (kept !== undefined && kept.trusted && kept.mtimeNs === mtimeNs) {
      kept.usedPass = this.pass;
      return kept.names;
    }
    const listedAtNs = this.nowNs();
    const listed = listNamesWithPrefix(dir, PREFIX);
    if (listed === null) return this.cannotList(dir);
    const names: ReadonlySet<string> = new Set(listed);
    this.listings.set(dir, { mtimeNs, trusted: mtimeNs < listedAtNs - RACY_WINDOW_NS, names, usedPass: this.pass });
    return names;
  }
}
