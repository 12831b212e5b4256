// Process ancestry for tracking: case-insensitive name keys, start-time ordering and the observed parent chain of each identity.
import type { ProcessIdentity } from './types.js';

/**
 * The observed ancestry of one identity as an immutable chain: its own name key, then its parent's node.
 * Nodes are shared between siblings and outlive the pruning of an ancestor's record, so a child stays
 * a descendant of a tracked root after the root's metadata and history are gone.
 */
export interface Lineage {
  readonly nameKey: string;
  readonly parent: Lineage | null;
}

/** Tracking names and process names compare case-insensitively through this key. */
export function nameKey(name: string): string {
  return name.toLowerCase();
}

/** True when `lineage` (the identity itself or any observed ancestor) has a name in `names`. */
export function lineageMatches(lineage: Lineage, names: ReadonlySet<string>): boolean {
  if (names.size === 0) return false;
  for (let node: Lineage | null = lineage; node !== null; node = node.parent) {
    if (names.has(node.nameKey)) return true;
  }
  return false;
}

/** Tracking names of `names` that `lineage` matches, in chain order (self first). */
export function matchingNames(lineage: Lineage, names: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (let node: Lineage | null = lineage; node !== null; node = node.parent) {
    if (names.has(node.nameKey) && !found.includes(node.nameKey)) found.push(node.nameKey);
  }
  return found;
}

const DECIMAL = /^[0-9]+$/;

/**
 * Orders two start times: negative when `a` started first, 0 when equal, positive when `b` did, null when
 * either is unknown. Compares the exact platform start tokens when both are decimal (Linux clock ticks,
 * Windows FILETIME), else the millisecond start times.
 */
export function compareStart(a: ProcessIdentity, b: ProcessIdentity): number | null {
  if (a.startToken !== null && b.startToken !== null && DECIMAL.test(a.startToken) && DECIMAL.test(b.startToken)) {
    return compareDecimal(a.startToken, b.startToken);
  }
  if (a.startTimeMs === null || b.startTimeMs === null) return null;
  return a.startTimeMs - b.startTimeMs;
}

/**
 * -1, 0 or 1 as the value of decimal digit string `a` is below, equal to or above `b`'s, without making BigInts: a
 * listing compares a child with its parent for each of its rows (winproc_list_processes at 2,000 processes).
 */
export function compareDecimal(a: string, b: string): number {
  // Leading zeros do not change the value; the last digit stays (all zeros is 0).
  let i = 0;
  while (i < a.length - 1 && a.charCodeAt(i) === 48) i += 1;
  let j = 0;
  while (j < b.length - 1 && b.charCodeAt(j) === 48) j += 1;
  // More significant digits is the larger value; of equally many, the first digit that differs decides.
  if (a.length - i !== b.length - j) return a.length - i < b.length - j ? -1 : 1;
  for (; i < a.length; i += 1, j += 1) {
    const difference = a.charCodeAt(i) - b.charCodeAt(j);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}
