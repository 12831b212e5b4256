// Guards the Graph workspace's saved settings ([graphs] in winproc-tui.toml): span, columns and zero axis round-trip
// with height and Raw/MA5, other keys of the table are kept, and an older file without them gets the defaults.
import { describe, expect, it } from 'vitest';
import { graphPreferencesFrom, graphPreferencesInto } from '../../../src/app/graphs/settings.js';
import { DEFAULT_GRAPH_PREFERENCES } from '../../../src/app/graphs/workspace.js';

describe('[graphs] settings', () => {
  it('gives an older file (height and mode only) the default span, columns and axis', () => {
    expect(graphPreferencesFrom({ height_rows: 9, display_mode: 'ma5' })).toEqual({ ...DEFAULT_GRAPH_PREFERENCES, heightRows: 9, displayMode: 'ma5' });
    expect(graphPreferencesFrom(undefined)).toEqual(DEFAULT_GRAPH_PREFERENCES);
  });

  it('round-trips every span, fit, the columns and the zero axis', () => {
    for (const span of ['1m', '2m', '5m', '10m', '30m', '1h', '2h', 'fit'] as const) {
      for (const columns of ['auto', '1', '2', '3'] as const) {
        const saved = { height_rows: 6, display_mode: 'raw' as const, span, columns, zero_axis: true };
        expect(graphPreferencesInto(undefined, graphPreferencesFrom(saved))).toEqual(saved);
      }
    }
    expect(graphPreferencesFrom({ span: '1h', columns: '2' })).toMatchObject({ span: 3_600_000, columns: 2 });
  });
});
