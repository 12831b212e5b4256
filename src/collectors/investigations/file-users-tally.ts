// The coverage bookkeeping of a host-wide file-user scan, the same on every platform: how many processes were listed,
// scanned and missed (and why), the throttled progress reports, and the warnings and status that the misses give.
import type { FileUsersCoverage, FileUsersProgress } from './types.js';

/** Why a listed process has no rows: it is this scan's own helper, it exited, it is denied, or it did not finish. */
export type FileUsersMiss = 'self' | 'gone' | 'denied' | 'unfinished';

const PROGRESS_INTERVAL_MS = 100;

export class FileUsersTally {
  #total: number;
  #scanned = 0;
  #denied = 0;
  #vanished = 0;
  #unfinished = 0;
  #lastProgress = 0;
  readonly #onProgress: ((progress: FileUsersProgress) => void) | undefined;

  constructor(listed: number, onProgress?: (progress: FileUsersProgress) => void) {
    this.#total = listed;
    this.#onProgress = onProgress;
  }

  scanned(): void {
    this.#scanned++;
  }

  /** A listed process with no rows. Our own helper is not a process of the host's: it leaves the total. */
  missed(why: FileUsersMiss): void {
    if (why === 'self') this.#total--;
    else if (why === 'gone') this.#vanished++;
    else if (why === 'denied') this.#denied++;
    else this.#unfinished++;
  }

  get coverage(): FileUsersCoverage {
    const failed = this.#denied + this.#vanished + this.#unfinished;
    return { processes_total: this.#total, processes_scanned: this.#scanned, processes_failed: failed };
  }

  /** Reports progress at most every 100 ms unless `force`. */
  report(rows: number, force: boolean): void {
    if (this.#onProgress === undefined) return;
    const now = performance.now();
    if (!force && now - this.#lastProgress < PROGRESS_INTERVAL_MS) return;
    this.#lastProgress = now;
    this.#onProgress({ ...this.coverage, rows });
  }

  /** A process that could not be read for a reason other than having exited leaves the answer partial. */
  get partial(): boolean {
    return this.#denied > 0 || this.#unfinished > 0;
  }

  /** The warnings the misses give, in the order denied, exited, unfinished. */
  warnings(): string[] {
    const warnings: string[] = [];
    if (this.#denied > 0) warnings.push(`${this.#denied} processes could not be examined: access denied.`);
    if (this.#vanished > 0) warnings.push(`${this.#vanished} processes exited during the scan.`);
    if (this.#unfinished > 0) warnings.push(`${this.#unfinished} processes could not be examined in time (a file system did not respond).`);
    return warnings;
  }
}
