// The bounded replacement of ink's text measurement (scripts/ink-bounded-measure-text.ts, swapped in by
// scripts/build.mjs): the same sizes as ink's own module for the same texts, and a cache that stops growing.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import measureText, { MAX_CACHED_LENGTH, MAX_CACHED_TEXTS, cachedTextCount, isTextCached } from '../../../scripts/ink-bounded-measure-text.js';

/** ink's own build/measure-text.js (its package exports only the entry, so it is loaded by path). */
async function inkMeasureText(): Promise<(text: string) => { width: number; height: number }> {
  const url = pathToFileURL(join(import.meta.dirname, '../../../node_modules/ink/build/measure-text.js')).href;
  return ((await import(url)) as { default: (text: string) => { width: number; height: number } }).default;
}

describe('bounded ink text measurement', () => {
  it('measures as ink does: empty, wide characters, ANSI styles, several lines', async () => {
    const original = await inkMeasureText();
    for (const text of ['', 'plain', '漢字と', '\u001b[31mred\u001b[39m', 'a\nlonger line\n', '⣿⣀ graph ▁▂▃', 'e\u0301']) {
      expect(measureText(text)).toEqual(original(text));
      // A second call answers from the cache with the same size.
      expect(measureText(text)).toEqual(original(text));
    }
  });

  it('keeps at most MAX_CACHED_TEXTS texts however many distinct ones are measured', () => {
    for (let i = 0; i < MAX_CACHED_TEXTS * 3; i++) measureText(`row ${i} ${'x'.repeat(i % 50)}`);
    expect(cachedTextCount()).toBe(MAX_CACHED_TEXTS);
  });

  it('evicts the least recently used text, not one just measured again', () => {
    measureText('kept');
    for (let i = 0; i < MAX_CACHED_TEXTS - 1; i++) measureText(`filler ${i}`);
    // The cache is full with 'kept' the oldest; measuring it again makes it the newest.
    measureText('kept');
    measureText('one more');
    expect(isTextCached('kept')).toBe(true);
    expect(isTextCached('filler 0')).toBe(false);
    expect(isTextCached('filler 1')).toBe(true);
    expect(cachedTextCount()).toBe(MAX_CACHED_TEXTS);
  });

  it('measures a text longer than MAX_CACHED_LENGTH as ink does without keeping it', async () => {
    const original = await inkMeasureText();
    // A table body: one Text of many rows, new each frame.
    const body = Array.from({ length: 60 }, (_, i) => `${String(i).padStart(7)} worker-${i} ${'9.9 '.repeat(40)}`).join('\n');
    expect(body.length).toBeGreaterThan(MAX_CACHED_LENGTH);
    expect(measureText(body)).toEqual(original(body));
    expect(isTextCached(body)).toBe(false);
    const short = 'a short text';
    measureText(short);
    expect(isTextCached(short)).toBe(true);
  });
});
