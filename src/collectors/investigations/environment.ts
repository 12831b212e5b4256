// The text of an environment block as rows, for the TUI's Environment tab on every platform: Linux's /proc/PID/environ
// and the UTF-16 block Windows keeps in a process's parameters are both NUL-separated NAME=value entries.
import type { EnvironmentRow } from './types.js';

/**
 * Entries in block order. An entry without `=` (a process may write anything there) keeps its text as the name
 * with an empty value; a leading `=` belongs to the name (Windows keeps each drive's directory as `=C:=C:\dir`); the
 * empty entry after the final NUL is not a variable.
 */
export function parseEnviron(text: string): EnvironmentRow[] {
  const rows: EnvironmentRow[] = [];
  for (const entry of text.split('\0')) {
    if (entry === '') continue;
    const at = entry.indexOf('=', 1);
    rows.push(at < 0 ? { name: entry, value: '' } : { name: entry.slice(0, at), value: entry.slice(at + 1) });
  }
  return rows;
}

/**
 * A Windows environment block (decoded from UTF-16LE): the entries up to the empty string that ends it; what follows
 * the double NUL (the rest of a larger allocation) is not part of the block.
 */
export function parseEnvironmentBlock(text: string): EnvironmentRow[] {
  if (text.startsWith('\0')) return [];
  const end = text.indexOf('\0\0');
  return parseEnviron(end < 0 ? text : text.slice(0, end));
}
