// The row-cached replacement of ink's frame output (scripts/ink-row-cached-output.ts, swapped in by scripts/build.mjs):
// frame after frame, the same output string as ink's own build/output.js for the same writes, clips and transformers
// (styles, wide characters, clipping, rows placed past the edge), rows unchanged since the last frame reused, and
// caches that stop growing.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import RowCachedOutput, { MAX_CACHED_TEXTS, cachedTextCount, rowCounts } from '../../../scripts/ink-row-cached-output.js';
import { seededRandom } from '../../support/seeded-random.js';

type Transformer = (line: string, index: number) => string;
interface OutputLike {
  write(x: number, y: number, text: string, options: { transformers: readonly Transformer[] }): void;
  clip(clip: { x1?: number; x2?: number; y1?: number; y2?: number }): void;
  unclip(): void;
  get(): { output: string; height: number };
}
type OutputClass = new (options: { width: number; height: number }) => OutputLike;

/** ink's own build/output.js (its package exports only the entry, so it is loaded by path). */
async function inkOutput(): Promise<OutputClass> {
  const url = pathToFileURL(join(import.meta.dirname, '../../../node_modules/ink/build/output.js')).href;
  return ((await import(url)) as { default: OutputClass }).default;
}

const PIECES = ['PID', ' 1234 ', 'node', '   42 init      0.0   12.5M', 'CPU 3%',  '漢字', '⣿⣀▁▂', '\u001b[31mred\u001b[39m', '\u001b[7minverse row\u001b[27m', 'e\u0301', '🙂', '  12.5%  ', '─'.repeat(30), 'memfd:sealed…', ' CPU%▼ ', '←→ cell', 'é·°×', '“q” — ‰', '◼▲'];
const bold: Transformer = (line) => `\u001b[1m${line}\u001b[22m`;
const numbered: Transformer = (line, index) => `${index}:${line}`;

/** The same random frame drawn into both outputs: writes (some multi-line), nested clips, transformers. */
function drawFrame(outputs: readonly OutputLike[], next: () => number, width: number, height: number): void {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const operations: ((output: OutputLike) => void)[] = [];
  let clipped = 0;
  for (let i = 0; i < 40; i++) {
    const roll = next();
    if (roll < 0.1) {
      const clip = next() < 0.5 ? { x1: Math.floor(next() * 20), x2: 20 + Math.floor(next() * width) } : { y1: Math.floor(next() * 5), y2: 5 + Math.floor(next() * height) };
      operations.push((output) => output.clip(clip));
      clipped++;
    } else if (roll < 0.15 && clipped > 0) {
      operations.push((output) => output.unclip());
      clipped--;
    } else {
      const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(PIECES)).join(''));
      const x = Math.floor(next() * (width + 5)) - 2;
      const y = Math.floor(next() * (height + 4)) - 2;
      const transformers = next() < 0.3 ? [bold] : next() < 0.2 ? [numbered, bold] : [];
      operations.push((output) => output.write(x, y, lines.join('\n'), { transformers }));
    }
  }
  for (const operation of operations) for (const output of outputs) operation(output);
}

describe('row-cached ink output', () => {
  it('builds the same frames as ink, frame after frame, sizes and clips included', async () => {
    const InkOutput = await inkOutput();
    const next = seededRandom(31);
    for (let frame = 0; frame < 300; frame++) {
      const width = frame % 50 === 49 ? 60 : 100;
      const height = 12;
      const ours = new RowCachedOutput({ width, height });
      const ink = new InkOutput({ width, height });
      drawFrame([ours, ink], next, width, height);
      expect(ours.get()).toEqual(ink.get());
    }
  });

  it('builds rows of coloured Braille and borders, touching and apart, as ink does (the Graphs\' rows)', async () => {
    const InkOutput = await inkOutput();
    const red = (text: string) => `\u001b[31m${text}\u001b[39m`;
    const dim = (text: string) => `\u001b[2m${text}\u001b[22m`;
    const rows: [number, string][][] = [
      [[0, red('│')], [1, '⣿⣀⠀⢸'], [5, red('│')], [7, dim('┌─┐')]],
      [[0, red('│')], [1, red('⣿⣀')], [3, dim('▁▂')], [5, '']],
      [[2, dim('⣿')], [3, ''], [3, dim('⣀')], [10, red('x') + dim('y')]],
      [[0, red('────')], [4, red('┤')], [6, 'abc']],
    ];
    // Every character of the fast path beyond ASCII, Braille and box drawing (scripts/ink-fast-string-width.ts).
    let fast = '';
    for (const [from, to] of [[0xa0, 0xac], [0xae, 0xff], [0x2010, 0x2027], [0x2030, 0x205e], [0x2190, 0x21ff], [0x25a0, 0x25fc]] as const) {
      for (let code = from; code <= to; code++) fast += String.fromCharCode(code);
    }
    for (let at = 0; at < fast.length; at += 16) rows.push([[0, red(fast.slice(at, at + 8))], [9, fast.slice(at + 8, at + 16)], [18, 'x']]);
    for (const placements of rows) {
      const ours = new RowCachedOutput({ width: 20, height: 1 });
      const ink = new InkOutput({ width: 20, height: 1 });
      for (const [x, text] of placements) for (const output of [ours, ink]) output.write(x, 0, text, { transformers: [] });
      expect(ours.get()).toEqual(ink.get());
    }
  });

  it('builds rows of touching styled texts as ink does, without ink\'s grid (the header\'s bold title beside its bold coloured LIVE)', async () => {
    const InkOutput = await inkOutput();
    const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
    const styles = [sgr(1, 22), sgr(2, 22), sgr(31, 39), sgr(32, 39), sgr(41, 49), sgr(7, 27), sgr(4, 24)];
    const header: [number, string][] = [[0, sgr(1, 22)('winproc-tui ')], [12, sgr(1, 22)(sgr(32, 39)('LIVE'))], [147, sgr(2, 22)(' vm 00:34:41Z')]];
    const rows: [number, string][][] = [header, [[0, sgr(1, 22)('ab')], [2, ''], [2, sgr(2, 22)('cd')], [4, sgr(2, 22)('ef')], [6, 'gh'], [8, sgr(7, 27)('ij')]]];
    const next = seededRandom(42);
    for (let r = 0; r < 300; r++) {
      const placements: [number, string][] = [];
      let x = Math.floor(next() * 3);
      for (let p = 0; p < 2 + Math.floor(next() * 5); p++) {
        // One to three styles nested around a text, sometimes two styled runs in one text, sometimes a plain text.
        let text = 'abcdefg'.slice(0, 1 + Math.floor(next() * 6));
        const layers = Math.floor(next() * 4);
        for (let l = 0; l < layers; l++) text = styles[Math.floor(next() * styles.length)]!(text);
        if (next() < 0.2) text += styles[Math.floor(next() * styles.length)]!('xy');
        placements.push([x, text]);
        x += text.replace(/\u001b\[\d+m/g, '').length + (next() < 0.7 ? 0 : Math.floor(next() * 3));
      }
      rows.push(placements);
    }
    const before = rowCounts.cells;
    for (const placements of rows) {
      const ours = new RowCachedOutput({ width: 160, height: 1 });
      const ink = new InkOutput({ width: 160, height: 1 });
      for (const [x, text] of placements) for (const output of [ours, ink]) output.write(x, 0, text, { transformers: [] });
      expect(ours.get()).toEqual(ink.get());
    }
    expect(rowCounts.cells - before).toBe(0);
  });

  it('reuses the rows a frame places as the previous one did, and builds the changed one', () => {
    const table = (changed: string) => {
      const output = new RowCachedOutput({ width: 80, height: 5 });
      output.write(0, 0, '\u001b[7m  PID Name   CPU%\u001b[27m', { transformers: [] });
      output.write(0, 1, '    1 init    0.0', { transformers: [] });
      output.write(0, 2, `   42 node   ${changed}`, { transformers: [] });
      output.write(0, 3, '   43 bash    0.0', { transformers: [] });
      return output.get().output;
    };
    table('1.0');
    const before = { ...rowCounts };
    const frame = table('2.5');
    expect(frame.split('\n')[2]).toBe('   42 node   2.5');
    // Header, rows 1 and 3 and the blank last row reused; only row 2 built.
    expect(rowCounts.built - before.built).toBe(1);
    expect(rowCounts.reused - before.reused).toBe(4);
  });

  it('reuses the previous frame\'s rows at another height after a scroll, matched by their placed texts', () => {
    const rows = ['    1 init    0.0', '   42 node    2.5', '   43 bash    0.0', '   44 sshd    0.1', '   45 cron    0.0'];
    const table = (first: number) => {
      const output = new RowCachedOutput({ width: 80, height: 4 });
      for (let y = 0; y < 4; y++) output.write(0, y, `\u001b[32m${rows[first + y]!}\u001b[39m`, { transformers: [] });
      return output.get().output;
    };
    table(0);
    const before = { ...rowCounts };
    const frame = table(1);
    expect(frame.split('\n').map((line) => line.replace(/\u001b\[\d+m/g, ''))).toEqual(rows.slice(1));
    // Three rows moved up one line and are reused; only the row scrolled in is built.
    expect(rowCounts.built - before.built).toBe(1);
    expect(rowCounts.reused - before.reused).toBe(3);
  });

  it('keeps at most MAX_CACHED_TEXTS texts across frames however many distinct ones are drawn', () => {
    for (let frame = 0; frame < 100; frame++) {
      const output = new RowCachedOutput({ width: 40, height: 45 });
      // Texts with colour codes of their own: plain ASCII rows are built without the caches, and coloured narrow
      // texts are cached by their codes (a plot line's dots change every frame, its codes do not).
      for (let y = 0; y < 45; y++) output.write(0, y, `\u001b[38;2;${frame};${y};0mrow ${frame} ${y} ${'x'.repeat(y)}\u001b[39m`, { transformers: [] });
      output.get();
    }
    expect(cachedTextCount()).toBe(MAX_CACHED_TEXTS);
  });
});
