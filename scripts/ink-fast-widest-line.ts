// widest-line for ink's bundled modules (scripts/ink-patched.mjs resolves their `widest-line` here): the same widths,
// measured line by line in place with scripts/ink-fast-string-width.ts's fast path (no array of lines a call).
import { fastWidestLine } from './ink-fast-string-width.js';

export default fastWidestLine;
