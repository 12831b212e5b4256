// The Graph workspace's preferences as the settings file (winproc-tui.toml, [graphs]) spells them and back: an
// older file without span, columns or zero_axis gets the defaults.
import type { WinprocConfig } from '../../../generated/types/config.js';
import { GRAPH_SPANS_MS, type GraphColumns, type GraphSpan } from '../../model/graphs.js';
import { DEFAULT_GRAPH_PREFERENCES, type GraphPreferences } from './workspace.js';

type GraphSettings = NonNullable<WinprocConfig['graphs']>;
type SpanName = NonNullable<GraphSettings['span']>;

const SPAN_NAMES: readonly (readonly [SpanName, number])[] = [
  ['1m', GRAPH_SPANS_MS[0]!],
  ['2m', GRAPH_SPANS_MS[1]!],
  ['5m', GRAPH_SPANS_MS[2]!],
  ['10m', GRAPH_SPANS_MS[3]!],
  ['30m', GRAPH_SPANS_MS[4]!],
  ['1h', GRAPH_SPANS_MS[5]!],
  ['2h', GRAPH_SPANS_MS[6]!],
];

function spanOf(name: SpanName | undefined): GraphSpan {
  if (name === undefined) return DEFAULT_GRAPH_PREFERENCES.span;
  if (name === 'fit') return 'fit';
  return SPAN_NAMES.find(([n]) => n === name)![1];
}

function spanName(span: GraphSpan): SpanName {
  return span === 'fit' ? 'fit' : (SPAN_NAMES.find(([, ms]) => ms === span)?.[0] ?? '5m');
}

function columnsOf(name: GraphSettings['columns']): GraphColumns {
  return name === undefined || name === 'auto' ? DEFAULT_GRAPH_PREFERENCES.columns : (Number(name) as 1 | 2 | 3);
}

export function graphPreferencesFrom(settings: WinprocConfig['graphs']): GraphPreferences {
  const d = DEFAULT_GRAPH_PREFERENCES;
  return {
    heightRows: settings?.height_rows ?? d.heightRows,
    displayMode: settings?.display_mode ?? d.displayMode,
    span: spanOf(settings?.span),
    columns: columnsOf(settings?.columns),
    zeroAxis: settings?.zero_axis ?? d.zeroAxis,
  };
}

/** `onDisk`'s [graphs] with the run's preferences written into it (other keys kept). */
export function graphPreferencesInto(onDisk: WinprocConfig['graphs'], preferences: GraphPreferences): GraphSettings {
  return {
    ...onDisk,
    height_rows: preferences.heightRows,
    display_mode: preferences.displayMode,
    span: spanName(preferences.span),
    columns: preferences.columns === 'auto' ? 'auto' : (String(preferences.columns) as '1' | '2' | '3'),
    zero_axis: preferences.zeroAxis,
  };
}
