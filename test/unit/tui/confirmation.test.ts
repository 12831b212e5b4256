// The confirmation overlay never hides part of the immutable description: long lines wrap at word boundaries
// (a word longer than the width is cut into pieces), paragraphs stay apart, and scrolling stays inside the text.
import { describe, expect, it } from 'vitest';
import { clampScroll, confirmationColumns, wrapDescription } from '../../../src/tui/components/ConfirmationOverlay.js';

describe('confirmation description', () => {
  it('wraps at word boundaries and keeps every character', () => {
    const text = 'Stop tracking "alpha" and discard 7,200 retained samples of two lifetimes.\nA deleted profile cannot be restored.';
    const lines = wrapDescription(text, 20);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\n/g, ' '));
    expect(lines).toContain('A deleted profile');
  });

  it('cuts a word longer than the width instead of truncating it', () => {
    const lines = wrapDescription('name: ' + 'x'.repeat(25), 10);
    expect(lines.join('')).toBe('name:' + 'x'.repeat(25));
    expect(lines.every((line) => line.length <= 10)).toBe(true);
  });

  it('keeps empty paragraphs and clamps scrolling to the last full window', () => {
    expect(wrapDescription('a\n\nb', 10)).toEqual(['a', '', 'b']);
    expect(clampScroll(50, 12, 5)).toBe(7);
    expect(clampScroll(-3, 12, 5)).toBe(0);
    expect(confirmationColumns(200)).toBe(96);
    expect(confirmationColumns(40)).toBe(36);
  });
});
