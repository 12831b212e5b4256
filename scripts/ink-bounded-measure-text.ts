// Replaces ink 6's build/measure-text.js in the bundled application (scripts/build.mjs): the same measurement, but
// its cache of text sizes is bounded. ink 6 keeps every distinct text it ever measured in a module-level Map, and
// the process table's rows are texts whose numbers change every second, so a busy host grew the application's
// memory by tens of MB an hour. ink 8 bounds the same cache (a 4,096-entry LRU) but needs Node 22.
import widestLine from 'widest-line';
import { BoundedTextCache } from './ink-bounded-cache.js';

export { MAX_CACHED_TEXTS } from './ink-bounded-cache.js';

/**
 * Longer texts are measured each time, never kept: the process table's body is one Text of every row shown (~10 KB at
 * 200x60), new each frame, and 4,096 of them would hold tens of MB for texts never measured again (issue 32).
 */
export const MAX_CACHED_LENGTH = 2048;

const cache = new BoundedTextCache<{ width: number; height: number }>();

const measureText = (text: string): { width: number; height: number } => {
  if (text.length === 0) return { width: 0, height: 0 };
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  let height = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) height++;
  // In the bundle widest-line is scripts/ink-fast-widest-line.ts: printable ASCII, Braille and box drawing are one column a
  // character, measured in place; string-width's Unicode segmentation (the costly part of measuring the table's rows,
  // whose numbers make most of them new texts each second) only for lines with other characters.
  const dimensions = { width: widestLine(text), height };
  if (text.length > MAX_CACHED_LENGTH) return dimensions;
  cache.set(text, dimensions);
  return dimensions;
};

/** How many texts are cached now (for the unit test that holds the bound). */
export function cachedTextCount(): number {
  return cache.size;
}

/** Whether a text's size is cached (for the unit test of the eviction order); does not touch the order. */
export function isTextCached(text: string): boolean {
  return cache.has(text);
}

export default measureText;
