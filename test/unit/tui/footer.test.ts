// Guards the footer line: the filter prompt while typing, else counts, the applied filter, Tracked-only and the Tracking List.
import { describe, expect, it } from 'vitest';
import { footerText } from '../../../src/tui/footer.js';
import { INITIAL_TABLE_STATE } from '../../../src/tui/panels/table/reducer.js';

describe('footerText', () => {
  it('shows the filter being typed with its keys', () => {
    expect(footerText({ table: { ...INITIAL_TABLE_STATE, filterDraft: 'gam' }, shown: 1, total: 3, trackingNames: [] })).toBe('Filter: gam█  (Enter apply, Esc cancel)');
  });

  it('shows counts, Tracking none and the help and quit keys', () => {
    expect(footerText({ table: INITIAL_TABLE_STATE, shown: 3, total: 3, trackingNames: [] })).toBe('3/3 procs  Tracking: none  ←→ cell  g graph  G Graphs  Tab focus  F1/? help  q quit');
  });

  it('adds the applied filter, Tracked-only and the tracked names', () => {
    expect(footerText({ table: { ...INITIAL_TABLE_STATE, filter: 'gam', trackedOnly: true }, shown: 0, total: 3, trackingNames: ['gamma', 'beta'] })).toBe(
      '0/3 procs filter "gam" tracked-only  Tracking: gamma, beta  ←→ cell  g graph  G Graphs  Tab focus  F1/? help  q quit',
    );
  });
});
