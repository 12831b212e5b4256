// Wire format between the application and its abandonable path helper process: one JSON object per line
// over the helper's stdin (requests) and stdout (results). Shared by both sides; no imports, so the helper
// bundle stays small and starts fast.
//
// A request carries a list of items; the helper answers them in order, several per line
// (`{"id","at","r":[...]}` = results of items at, at+1, …). Because the helper writes each line with a
// synchronous write before it touches the next item, the first unanswered item is the one it is working on:
// in `precise` mode it writes after every item (and, for `fds`, announces each descriptor before stat()),
// so a stall identifies the exact item (and descriptor) that hangs.

/**
 * Scan file descriptors of processes: readlink every `/proc/PID/fd/N`, stat() the path-like ones; and readlink
 * `/proc/PID/cwd` and `/proc/PID/root`, which never touch the filesystem they name.
 */
export interface FdsOptions {
  readonly procRoot: string;
  /** Read sizes exactly (stat with bigint) for regular files. */
  readonly sizes: boolean;
  /**
   * Mount IDs known to be stalled: descriptors on these mounts (from `fdinfo` `mnt_id`) are not stat'd but
   * returned as unverified (`u`). Empty in the normal case, so `fdinfo` is not read then.
   */
  readonly avoidMounts: readonly number[];
}

export interface FdsItem {
  readonly pid: number;
}

/** Entry type: regular file, directory, or path-like link not examined (its mount is stalled). */
export type FdEntryType = 'f' | 'd' | 'u';

/**
 * A link target as rows carry it: `path`, plus `path_bytes_hex` (its exact bytes) only when the target is not
 * valid UTF-8 (collectors/linux/investigations/path-text.ts).
 */
export interface LinkTarget {
  readonly path: string;
  readonly path_bytes_hex?: string;
}

/**
 * `[fd, link target, type, size?, target bytes?]`; links that are not paths (sockets, pipes, anon inodes) are not
 * sent. The fifth element is the target's `path_bytes_hex`; when it is present, a missing size travels as null.
 */
export type FdEntry = readonly [fd: number, target: string, type: FdEntryType, size?: string | null, bytesHex?: string];

export type FdsResult =
  | {
      readonly s: 'ok';
      /**
       * The full process name (from `comm` of `/proc/PID/stat`, process-name.ts) as a byte string (latin1, one
       * char per byte, so a name that is not UTF-8 arrives whole), and the start time token, read before and
       * re-checked after the scan.
       */
      readonly nameBytes: string;
      readonly start: string;
      /** Descriptors examined and those whose readlink or stat failed (other than closing meanwhile). */
      readonly n: number;
      readonly failed: number;
      readonly e: readonly FdEntry[];
      /** `/proc/PID/cwd` and `/proc/PID/root`; null when the link could not be read. */
      readonly cwd: LinkTarget | null;
      readonly root: LinkTarget | null;
    }
  /** The process exited (or its PID was reused) during the scan. */
  | { readonly s: 'gone' }
  | { readonly s: 'denied' }
  /** The helper itself (its own descriptors are scan artifacts). */
  | { readonly s: 'self' }
  | { readonly s: 'error'; readonly code: string };

/** Stat (or open, fstat and read the first bytes of) paths. */
export interface PathsOptions {
  /** Paths under these prefixes (byte strings, like `PathsItem.path`) are not touched (their mount stalled earlier in this request). */
  readonly avoidPrefixes: readonly string[];
}

export interface PathsItem {
  /**
   * The path as a byte string: latin1, one char per byte (as procfs text read with `latin1` holds it), so a name
   * that is not valid UTF-8 reaches the kernel unchanged. ASCII paths read the same either way.
   */
  readonly path: string;
  /** Open the path and fstat the descriptor (race-free with the header read) instead of stat(). */
  readonly open: boolean;
  /** Bytes to read from offset 0 of a regular file (needs `open`), returned as hex. */
  readonly header: number;
}

export type PathsResult =
  | {
      readonly s: 'ok';
      /** `f` regular file, `d` directory, `o` anything else. */
      readonly type: 'f' | 'd' | 'o';
      readonly size: string;
      readonly mtimeMs: number;
      readonly ino: string;
      readonly header?: string;
    }
  | { readonly s: 'avoided' }
  | { readonly s: 'error'; readonly code: string };

export interface HelperOps {
  readonly fds: { readonly options: FdsOptions; readonly item: FdsItem; readonly result: FdsResult };
  readonly paths: { readonly options: PathsOptions; readonly item: PathsItem; readonly result: PathsResult };
}

export type HelperOp = keyof HelperOps;

export interface HelperRequest<Op extends HelperOp = HelperOp> {
  readonly id: number;
  readonly op: Op;
  readonly options: HelperOps[Op]['options'];
  readonly precise: boolean;
  readonly items: readonly HelperOps[Op]['item'][];
}

/** Helper → application, one per line. */
export type HelperLine =
  | { readonly ready: true; readonly pid: number }
  | { readonly id: number; readonly at: number; readonly r: readonly unknown[] }
  /** Precise `fds` mode: about to stat descriptor `fd` of item `at`. */
  | { readonly id: number; readonly at: number; readonly p: number }
  | { readonly id: number; readonly done: true }
  /** The request could not be handled at all (malformed); its items are failed. */
  | { readonly id: number; readonly fatal: string };
