// The change scripts/ink-patched.mjs makes to the installed ink's build/reconciler.js (scripts/ink-props-diff.mjs): the
// changed props diff gives ink's own result for every kind of old and new props (added, removed, changed, the same
// object, none before), and a different ink fails the build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { propsDiffInPlace } from '../../../scripts/ink-props-diff.mjs';
import { seededRandom } from '../../support/seeded-random.js';

const SOURCE = readFileSync(join(import.meta.dirname, '../../../node_modules/ink/build/reconciler.js'), 'utf8');

type Props = Record<string, unknown> | undefined;
type Diff = (before: Props, after: Props) => Props;

/** The module's `diff` function, cut out of its source and made callable on its own (it uses nothing else). */
function diffOf(source: string): Diff {
  const start = source.indexOf('const diff = ');
  const end = source.indexOf('\n};', start) + 3;
  return new Function(`${source.slice(start, end)}\nreturn diff;`)() as Diff;
}

describe("ink's props diff read in place", () => {
  it("gives ink's own changes, in ink's key order, for random old and new props", () => {
    const ink = diffOf(SOURCE);
    const changed = diffOf(propsDiffInPlace(SOURCE));
    expect(changed).not.toBe(ink);
    const next = seededRandom(32);
    const transform = () => 'x';
    const values = [undefined, null, 0, 1, 'row', '', transform, () => 'y', { flexGrow: 0 }, false, true];
    const props = (): Props => {
      if (next() < 0.05) return undefined;
      const made: Record<string, unknown> = {};
      for (const key of ['style', 'internal_transform', 'children', 'textWrap', 'flexDirection', 'width', 'ref']) if (next() < 0.6) made[key] = values[Math.floor(next() * values.length)];
      return made;
    };
    for (let i = 0; i < 2000; i++) {
      const before = props();
      const after = next() < 0.1 ? before : props();
      const ours = changed(before, after);
      const theirs = ink(before, after);
      expect(ours, JSON.stringify([before, after])).toEqual(theirs);
      if (ours !== undefined && theirs !== undefined) expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    }
  });

  it('lists own keys only, as Object.keys does', () => {
    const changed = diffOf(propsDiffInPlace(SOURCE));
    const inherited = Object.create({ inheritedKey: 1 }) as Record<string, unknown>;
    inherited.own = 2;
    expect(changed({ own: 1 }, inherited)).toEqual({ own: 2 });
    expect(changed(inherited, { own: 2 })).toBeUndefined();
  });

  it('refuses an ink whose code differs, or one already changed, so the build fails rather than ship unchanged', () => {
    expect(() => propsDiffInPlace(propsDiffInPlace(SOURCE))).toThrow(/ink-props-diff/);
    expect(() => propsDiffInPlace(SOURCE.replace('for (const [key, value] of Object.entries(props)) {', 'for (const [key, value] of Object.entries(props ?? {})) {'))).toThrow(/commitUpdate/);
    expect(() => propsDiffInPlace(`${SOURCE}\n${SOURCE}`)).toThrow(/ink-props-diff/);
  });
});
