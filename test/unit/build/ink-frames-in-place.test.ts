// The change scripts/build.mjs makes to the installed ink's build/ink.js (scripts/ink-frames-in-place.mjs): it finds
// its one branch in the ink this project installs, and a different ink fails the build instead of shipping unchanged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { framesInPlace } from '../../../scripts/ink-frames-in-place.mjs';

const INK = join(import.meta.dirname, '../../../node_modules/ink/build/ink.js');

describe("ink's frames drawn in place", () => {
  it("changes exactly the fullscreen branch of the installed ink's onRender", () => {
    const source = readFileSync(INK, 'utf8');
    const changed = framesInPlace(source);
    expect(changed).not.toBe(source);
    // The clear itself stays for a resize and a frame taller than the terminal; only its condition changed.
    expect(changed.split('ansiEscapes.clearTerminal').length).toBe(source.split('ansiEscapes.clearTerminal').length);
    expect(changed).toContain('winprocInPlace');
    expect(changed.replace(/\n {8}const winproc[^\n]*\n(?: {8}(?:const winproc|this\.winprocSize)[^\n]*\n)*/g, '\n').replace(/if \(\(this\.lastOutputHeight[^\n]*/, 'if (this.lastOutputHeight >= this.options.stdout.rows) {')).toBe(source);
  });

  it('refuses an ink whose code differs, so the build fails rather than silently clearing every frame', () => {
    expect(() => framesInPlace('export default class Ink {}')).toThrow(/fullscreen branch/);
    const source = readFileSync(INK, 'utf8');
    expect(() => framesInPlace(framesInPlace(source))).toThrow(/fullscreen branch/);
  });
});
