// ansi-tokenize as the application bundles it (scripts/ink-patched.mjs, tokenizeFastPath): texts whose characters are each a grapheme of their own are tokenized without Intl.Segmenter (issue 31: the first frame's row skeletons built ICU's break iterator and segmented hundreds of texts), with the same tokens as the package bundled as published, for every character of the fast set, next to the characters that join, and at random.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { inkPatched, tokenizeFastPath } from '../../../scripts/ink-patched.mjs';

const dir = mkdtempSync(join(tmpdir(), 'ansi-tokenize-fast-path-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The fast set's ranges (scripts/ink-patched.mjs), inclusive. */
const FAST_RANGES: readonly [number, number][] = [
  [0x0000, 0x000c],
  [0x000e, 0x00ff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2190, 0x21ff],
  [0x2212, 0x2212],
  [0x2500, 0x25ff],
  [0x2800, 0x28ff],
  [0xe000, 0xe000],
];
const FAST = FAST_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)));
/** Characters that join their neighbours into one grapheme (or break differently): each must take the segmenter. */
const JOINING = ['\r', '\u0301', '\u200d', '\ufe0f', '\u{1f1e6}', '\u1100', '\u0903', '\u0600', '\u200c', '\u{1f3fd}'];
const SGR = ['\u001b[31m', '\u001b[39m', '\u001b[1;2m', '\u001b[38;5;120m', '\u001b[48;2;1;2;3m', '\u001b[0m'];
const LINK = '\u001b]8;;https://example.com\u0007link\u001b]8;;\u0007';

/** A deterministic random source (the corpus is the same on every run). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function corpus(): { fast: string[]; slow: string[] } {
  const fast: string[] = [];
  // Every character of the set alone, then runs of the whole set, each after every other (all neighbours met).
  for (const char of FAST) fast.push(char);
  for (let at = 0; at < FAST.length; at += 61) fast.push(FAST.slice(at, at + 61).join(''));
  for (let at = 0; at < FAST.length; at += 61) fast.push(FAST.slice(at, at + 61).reverse().join(''));
  const next = random(31);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  for (let n = 0; n < 3000; n++) {
    let text = '';
    const length = Math.floor(next() * 90);
    for (let i = 0; i < length; i++) {
      const roll = next();
      text += roll < 0.08 ? pick(SGR) : roll < 0.1 ? LINK : roll < 0.12 ? '\n' : pick(FAST);
    }
    fast.push(text);
  }
  // The same kinds of text with a joining character somewhere: the package's own path.
  const slow = fast.slice(-400).map((text) => {
    const at = Math.floor(next() * (text.length + 1));
    return `${text.slice(0, at)}${pick(JOINING)}${text.slice(at)}`;
  });
  for (const joining of JOINING) for (const char of ['a', ' ', '\u001b', '\n', '\u2500', '\uE000', '\u00e9']) slow.push(char + joining + char, joining + char, char + joining);
  slow.push('\r\n', 'a\r\nb', '日本語', '👍🏽 ok', '👨‍👩‍👧 family');
  return { fast, slow };
}

/**
 * Bundles a script that tokenizes `texts` with ansi-tokenize, with or without the application's plugin, and runs it
 * with Intl.Segmenter's segment() calls counted: the calls made for the fast texts, for the slow ones, and every result.
 */
async function run(plugins: (typeof inkPatched)[], texts: { fast: string[]; slow: string[] }): Promise<{ fastCalls: number; slowCalls: number; fast: unknown; slow: unknown }> {
  const input = join(dir, 'texts.json');
  writeFileSync(input, JSON.stringify(texts));
  const entry = join(dir, 'entry.mjs');
  writeFileSync(
    entry,
    `import { readFileSync } from 'node:fs';
import { tokenize } from '@alcalzone/ansi-tokenize';
const texts = JSON.parse(readFileSync(${JSON.stringify(input)}, 'utf8'));
let calls = 0;
const segment = Intl.Segmenter.prototype.segment;
Intl.Segmenter.prototype.segment = function (text) { calls += 1; return segment.call(this, text); };
const fast = texts.fast.map((text) => tokenize(text));
const fastCalls = calls;
const slow = texts.slow.map((text) => tokenize(text));
console.log(JSON.stringify({ fastCalls, slowCalls: calls - fastCalls, fast, slow }));
`,
  );
  const out = join(dir, `out-${plugins.length}.mjs`);
  await build({ entryPoints: [entry], outfile: out, bundle: true, format: 'esm', platform: 'node', target: 'node20', plugins, logLevel: 'silent', nodePaths: [join(import.meta.dirname, '../../../node_modules')] });
  return JSON.parse(execFileSync(process.execPath, [out], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 })) as { fastCalls: number; slowCalls: number; fast: unknown; slow: unknown };
}

describe("ansi-tokenize's fast path", () => {
  it('gives the published tokens for every text, and segments only the texts with a joining character', { timeout: 120_000 }, async () => {
    const texts = corpus();
    const [patched, published] = await Promise.all([run([inkPatched], texts), run([], texts)]);
    expect(patched.fast).toEqual(published.fast);
    expect(patched.slow).toEqual(published.slow);
    expect(patched.fastCalls).toBe(0);
    // The count sees the package's segmenter (so 0 above is not a blind trap), and the patched package still takes it
    // for every text that has a joining character.
    expect(published.fastCalls).toBe(texts.fast.length);
    expect(patched.slowCalls).toBe(texts.slow.length);
  });

  it("refuses a package whose segment loop is not the one it replaces", () => {
    expect(() => tokenizeFastPath('export function tokenize(str) { for (const s of other(str)) {} }', 'tokenize.js')).toThrow(/segment loop changed/);
  });
});
