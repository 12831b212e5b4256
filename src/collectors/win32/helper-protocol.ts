// The Windows operations of the abandonable helper process, added to the shared line protocol of
// src/collectors/helper/protocol.ts (same framing, same client): a handle scan of processes and a metadata read
// (size, modification time, version resource) of files. Both run in the helper because the calls that can block
// forever on Windows — GetFinalPathNameByHandleW on a synchronous file object with I/O pending, or any file call on
// an unresponsive network share — must never run on an application thread. No imports: the client side stays light.

/** Options of a handle scan. */
export interface Win32HandlesOptions {
  /** Read sizes of regular files (GetFileInformationByHandle). */
  readonly sizes: boolean;
  /**
   * Handles identified as hanging earlier in this request, as `pid:handle`: they are counted as failed and never
   * queried again (the client retries a stalled item with the handle added here).
   */
  readonly skip: readonly string[];
}

export interface Win32HandlesItem {
  readonly pid: number;
  /** The identity's start token (creation FILETIME); the scan reports `gone` for another lifetime. Null: any. */
  readonly start: string | null;
}

/** `[handle value (decimal), path, f | d, size?]` for handles of type FILE_TYPE_DISK whose path could be read. */
export type Win32HandleEntry = readonly [handle: string, path: string, type: 'f' | 'd', size?: string];

export type Win32HandlesResult =
  | {
      readonly s: 'ok';
      /** Creation FILETIME of the process, read before and re-checked after the scan. */
      readonly start: string;
      /** File handles examined, and those whose type, path or metadata query failed or was skipped as hanging. */
      readonly n: number;
      readonly failed: number;
      readonly e: readonly Win32HandleEntry[];
    }
  | { readonly s: 'gone' }
  | { readonly s: 'denied' }
  | { readonly s: 'self' }
  | { readonly s: 'error'; readonly code: string };

export interface Win32FilesOptions {
  /** Read the version resource too (GetFileVersionInfoW). */
  readonly version: boolean;
}

export interface Win32FilesItem {
  readonly path: string;
}

export type Win32FilesResult =
  | {
      readonly s: 'ok';
      readonly size: string;
      readonly mtimeMs: number;
      /** Absent when not requested; null when the file has no version resource. */
      readonly version?: {
        readonly company: string | null;
        readonly product: string | null;
        readonly productVersion: string | null;
        readonly fileVersion: string | null;
      } | null;
    }
  | { readonly s: 'error'; readonly code: string };

declare module '../helper/protocol.js' {
  interface HelperOps {
    readonly win32_handles: { readonly options: Win32HandlesOptions; readonly item: Win32HandlesItem; readonly result: Win32HandlesResult };
    readonly win32_files: { readonly options: Win32FilesOptions; readonly item: Win32FilesItem; readonly result: Win32FilesResult };
  }
}
