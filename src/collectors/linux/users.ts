// Resolves uids to user names from /etc/passwd, parsed once and re-read only when an unknown uid shows up.
import { parsePasswd } from './parse.js';
import { readOptional, type ProcFs } from './procfs.js';

/** Users added while the sampler runs are picked up, but the file is re-read at most this often. */
const RELOAD_INTERVAL_MS = 60_000;

export class UserNames {
  private names: Map<string, string> | null = null;
  private loadedAtMs = 0;

  constructor(
    private readonly fs: ProcFs,
    private readonly passwdPath: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** The user name of `uid`, or the uid itself as text when no passwd entry names it (LDAP, containers). */
  nameOf(uid: string): string {
    if (this.names === null) this.load();
    const name = this.names?.get(uid);
    if (name !== undefined) return name;
    if (this.nowMs() - this.loadedAtMs >= RELOAD_INTERVAL_MS) {
      this.load();
      return this.names?.get(uid) ?? uid;
    }
    return uid;
  }

  private load(): void {
    const text = readOptional(this.fs, this.passwdPath);
    this.names = text === null ? new Map() : parsePasswd(text);
    this.loadedAtMs = this.nowMs();
  }
}
