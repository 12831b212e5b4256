// The saved logs of the recording directory: its regular `.log` files, optionally filtered by a case-insensitive
// name substring. Read by the MCP listing job and by the TUI's Log list; nothing is opened or validated here.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface LogFileEntry {
  readonly name: string;
  readonly path: string;
  /** Size and modification time (the TUI's Log list shows them); null when not asked for or unreadable. */
  readonly sizeBytes: number | null;
  readonly modifiedMs: number | null;
}

export interface LogListing {
  /** At most `limit` entries, by name. */
  readonly entries: readonly LogFileEntry[];
  /** How many matching files there were in all (more than `entries` when the limit cut the list). */
  readonly matched: number;
}

/** Why the directory could not be listed, as an error code of the file system (ENOENT, EACCES, ENOTDIR...). */
export class LogDirectoryError extends Error {
  constructor(readonly code: string) {
    super(`the recording directory cannot be listed (${code})`);
    this.name = 'LogDirectoryError';
  }
}

/**
 * Lists `directory`'s regular files whose name ends in `.log` (any case), by name. Symbolic links and other
 * entries are not logs. `withStats` reads size and modification time of the listed files.
 */
export async function listLogFiles(directory: string, options: { readonly nameFilter?: string; readonly limit: number; readonly withStats?: boolean }): Promise<LogListing> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    throw new LogDirectoryError((error as NodeJS.ErrnoException).code ?? 'error');
  }
  const term = options.nameFilter?.toLowerCase();
  const names = entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.log') && (term === undefined || entry.name.toLowerCase().includes(term)))
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const kept = names.slice(0, options.limit);
  const listed = await Promise.all(
    kept.map(async (name): Promise<LogFileEntry> => {
      const path = join(directory, name);
      if (!options.withStats) return { name, path, sizeBytes: null, modifiedMs: null };
      try {
        const info = await stat(path);
        return { name, path, sizeBytes: info.size, modifiedMs: info.mtimeMs };
      } catch {
        return { name, path, sizeBytes: null, modifiedMs: null };
      }
    }),
  );
  return { entries: listed, matched: names.length };
}
