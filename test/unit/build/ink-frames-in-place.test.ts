// The change scripts/build.mjs makes to the installed ink's build/ink.js (scripts/ink-frames-in-place.mjs): it finds
// its one branch in the ink this project installs, and a different ink fails the build instead of shipping unchanged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { framesInPlace } from '../../../scripts/ink-frames-in-place.mjs';

const INK = join(import.meta.dirname, '../../../node_modules/ink/build/ink.js');

describe("ink's frames drawn in place", () => {
  it("changes exactly the fullscreen branch of the installed ink's onRender", () => {
    const before = readFileSync(INK, 'utf8').split('\n');
    const after = framesInPlace(before.join('\n')).split('\n');
    // One line goes (the branch's condition); the lines that come are the new condition and what it is made of, all
    // in place of that line. The clear itself stays, for a resize and a frame taller than the terminal.
    const removed = before.filter((line) => !after.includes(line));
    const added = after.filter((line) => !before.includes(line));
    expect(removed).toEqual(['        if (this.lastOutputHeight >= this.options.stdout.rows) {']);
    expect(added.length).toBe(after.length - before.length + 1);
    expect(added.every((line) => line.includes('winproc'))).toBe(true);
    expect(after.indexOf(added[0]!)).toBe(before.indexOf(removed[0]!));
    expect(added.at(-1)).toMatch(/^ {8}if \(\(this\.lastOutputHeight >= this\.options\.stdout\.rows \|\| winprocResized\) && !winprocInPlace\) \{$/);
  });

  it('refuses an ink whose code differs, so the build fails rather than silently clearing every frame', () => {
    expect(() => framesInPlace('export default class Ink {}')).toThrow(/fullscreen branch/);
    const source = readFileSync(INK, 'utf8');
    expect(() => framesInPlace(framesInPlace(source))).toThrow(/fullscreen branch/);
  });
});
