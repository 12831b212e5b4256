// The least-recently-used cache of bounded size that the bundled replacements of ink's text modules keep their results
// in (scripts/ink-bounded-measure-text.ts, scripts/ink-bounded-wrap-text.ts): ink 6 keeps each in a cache that grows
// with every distinct text, and texts with changing numbers are new texts every second.

/** As many entries as ink 8 keeps for its text sizes: a 200-row screen and its Graphs use far fewer per frame. */
export const MAX_CACHED_TEXTS = 4096;

export class BoundedTextCache<V> {
  readonly #entries = new Map<string, V>();

  /** The value cached for `key`, made the most recently used; undefined when not cached. */
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Least recently used order: a hit moves the key to the newest end.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Caches `value` as the most recently used, dropping the least recently used entry beyond MAX_CACHED_TEXTS. */
  set(key: string, value: V): void {
    this.#entries.set(key, value);
    if (this.#entries.size > MAX_CACHED_TEXTS) this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether `key` is cached; does not touch the order (for the unit tests of the eviction order). */
  has(key: string): boolean {
    return this.#entries.has(key);
  }
}
