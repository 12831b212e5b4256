// The bounded replacement of ink's text wrapping (scripts/ink-bounded-wrap-text.ts, swapped in by scripts/build.mjs):
// the same results as ink's own module for the same texts, widths and wrap types, one cache entry per (text, width,
// type) where ink's key ran text and width together, and a cache that stops growing.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import wrapText, { MAX_CACHED_TEXTS, cachedWrapCount } from '../../../scripts/ink-bounded-wrap-text.js';

type WrapText = (text: string, maxWidth: number, wrapType: string) => string;

/** ink's own build/wrap-text.js (its package exports only the entry, so it is loaded by path). */
async function inkWrapText(): Promise<WrapText> {
  const url = pathToFileURL(join(import.meta.dirname, '../../../node_modules/ink/build/wrap-text.js')).href;
  return ((await import(url)) as { default: WrapText }).default;
}

const TYPES = ['wrap', 'truncate', 'truncate-end', 'truncate-middle', 'truncate-start', 'end', 'middle'];

describe('bounded ink text wrapping', () => {
  it('wraps and truncates as ink does: plain, wide characters, ANSI styles, several lines, every wrap type', async () => {
    const original = await inkWrapText();
    const texts = ['Used 3.16G/23.5G', 'Usr 66.0% Krn 34.0%', '漢字と仮名の行', '\u001b[31mred and longer\u001b[39m text', 'a\nlonger line here\n', '⣿⣀ graph ▁▂▃ and more'];
    for (const text of texts) {
      for (const type of TYPES) {
        for (const width of [1, 4, 9]) {
          expect(wrapText(text, width, type), `${JSON.stringify(text)} ${width} ${type}`).toBe(original(text, width, type));
          // A second call answers from the cache with the same result.
          expect(wrapText(text, width, type)).toBe(original(text, width, type));
        }
      }
    }
  });

  it('keeps a text and width that ink ran together apart (`ab1` at 2 columns, `ab` at 12)', async () => {
    const original = await inkWrapText();
    // Each first, through a fresh text of ink's so its own cache cannot answer: the truncations differ.
    expect(wrapText('ab1', 2, 'truncate')).toBe('a…');
    expect(wrapText('ab', 12, 'truncate')).toBe('ab');
    expect(wrapText('ab1', 2, 'truncate')).toBe('a…');
    // ink's key is the same for both, so its second answer is the first one's.
    expect(original('xy1', 2, 'truncate')).toBe('x…');
    expect(original('xy', 12, 'truncate')).toBe('x…');
  });

  it('keeps at most MAX_CACHED_TEXTS results however many distinct texts are wrapped', () => {
    for (let i = 0; i < MAX_CACHED_TEXTS * 3; i++) wrapText(`Procs ${i} Thr ${i * 7} and a long tail`, 12, 'truncate');
    expect(cachedWrapCount()).toBe(MAX_CACHED_TEXTS);
  });
});
