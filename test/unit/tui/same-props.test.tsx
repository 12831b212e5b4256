// src/tui/same-props.ts: the memo comparison the TUI's per-frame components use decides as React.memo's default does
// (same own keys, values by Object.is), and through a real ink render a component given props equal in value is not
// rendered again while a changed value renders it.
import { Text } from 'ink';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { sameProps } from '../../../src/tui/same-props.js';
import { renderWithProviders } from '../../support/render.js';
import { seededRandom } from '../../support/seeded-random.js';

/** React.memo's default decision, restated: the test's oracle. */
function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  if (Object.is(a, b)) return true;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

describe('sameProps', () => {
  it("decides as React.memo's default comparison for random props", () => {
    const next = seededRandom(40);
    const shared = { plot: 1 };
    const values = [undefined, null, 0, -0, 1, Number.NaN, 'line', '', shared, { plot: 1 }, true, false, 10n];
    const props = () => {
      const made: Record<string, unknown> = {};
      for (const key of ['line', 'selected', 'ghost', 'color', 'width']) if (next() < 0.7) made[key] = values[Math.floor(next() * values.length)];
      return made;
    };
    let equal = 0;
    for (let i = 0; i < 5000; i++) {
      const a = props();
      const b = next() < 0.3 ? { ...a } : props();
      expect(sameProps(a, b), JSON.stringify([a, b], (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))).toBe(shallowEqual(a, b));
      if (shallowEqual(a, b)) equal++;
    }
    // Both outcomes were exercised.
    expect(equal).toBeGreaterThan(1000);
    expect(equal).toBeLessThan(4000);
  });

  it('keeps a memoized component from rendering again for new props equal in value, through a real render', async () => {
    let renders = 0;
    const Row = memo(function Row(props: { line: string; selected: boolean; color: string | undefined }) {
      renders++;
      return <Text inverse={props.selected}>{props.line}</Text>;
    }, sameProps);
    const r = renderWithProviders(<Row line="  42 node" selected={false} color={undefined} />, { width: 40, height: 5 });
    const first = renders;
    r.rerender(<Row line={['  42', 'node'].join(' ')} selected={false} color={undefined} />);
    await r.press();
    expect(renders).toBe(first);
    r.rerender(<Row line="  42 node" selected color={undefined} />);
    await r.press();
    expect(renders).toBe(first + 1);
    r.rerender(<Row line="  43 node" selected color={undefined} />);
    await r.press();
    expect(renders).toBe(first + 2);
    expect(r.frame()).toContain('43 node');
    r.unmount();
  });
});
