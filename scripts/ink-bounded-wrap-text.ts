// Replaces ink 6's build/wrap-text.js in the bundled application (scripts/build.mjs): the same wrapping and truncation,
// but its cache of results is bounded. ink 6 keeps every text it ever wrapped or truncated in a module-level object,
// and a text wider than its box is wrapped or truncated on every frame it changes in: in a 50-column terminal the
// system panels' lines (their numbers change each second) added ~7 entries a second, ~25,000 an hour, never dropped
// (docs/testing.md, s41 review).
import cliTruncate from 'cli-truncate';
import wrapAnsi from 'wrap-ansi';
import { BoundedTextCache } from './ink-bounded-cache.js';

export { MAX_CACHED_TEXTS } from './ink-bounded-cache.js';

const cache = new BoundedTextCache<string>();

/** `wrapType`: ink's Styles['textWrap'] ('wrap', 'truncate', 'truncate-end', 'truncate-middle', 'truncate-start'). */
const wrapText = (text: string, maxWidth: number, wrapType: string): string => {
  // The width and type first, each ended by a colon (neither contains one), then the text: one key per triple. ink's
  // key, the text followed by the width, was the same for `ab1` at 2 columns and `ab` at 12.
  const key = `${maxWidth}:${wrapType}:${text}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let wrapped = text;
  if (wrapType === 'wrap') wrapped = wrapAnsi(text, maxWidth, { trim: false, hard: true });
  if (wrapType.startsWith('truncate')) {
    const position = wrapType === 'truncate-middle' ? 'middle' : wrapType === 'truncate-start' ? 'start' : 'end';
    wrapped = cliTruncate(text, maxWidth, { position });
  }
  cache.set(key, wrapped);
  return wrapped;
};

/** How many results are cached now (for the unit test that holds the bound). */
export function cachedWrapCount(): number {
  return cache.size;
}

export default wrapText;
