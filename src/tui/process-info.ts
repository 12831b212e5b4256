// What each Process Info tab shows, as plain lines (pure, so the dialog, its filter and its tests share them): the
// Image fields, every catalog metric of the process with its unit or unavailable reason, open files, DLLs
// (modules) and the environment block; plus the tab bar whose label positions mouse clicks are matched against.
import { PROCESS_METRICS, type ProcessMetricId } from '../../generated/metrics.js';
import type { CaptureView, ProcessInfoTab, ProcessInfoView } from '../app/process-info/feature.js';
import { PROCESS_INFO_TABS } from '../app/process-info/feature.js';
import type { DotnetCollectionView } from '../model/dotnet.js';
import type { ProcessRowView } from '../app/view.js';
import { formatMetric, MISSING } from './format.js';

export const TAB_TITLES: Readonly<Record<ProcessInfoTab, string>> = { image: 'Image', metrics: 'Metrics', files: 'Files', modules: 'DLLs', environment: 'Environment' };

/** One tab's label in the tab bar and the columns it spans (0-based, end exclusive, relative to the bar's start). */
export interface TabLabel {
  readonly tab: ProcessInfoTab;
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** The tab bar: ` 1 Image │ 2 Metrics │ …`; the mouse hook matches click columns against `start`/`end`. */
export function tabBar(): TabLabel[] {
  const labels: TabLabel[] = [];
  let at = 0;
  PROCESS_INFO_TABS.forEach((tab, i) => {
    const text = ` ${i + 1} ${TAB_TITLES[tab]} `;
    labels.push({ tab, text, start: at, end: at + text.length });
    at += text.length + 1; // one separator column
  });
  return labels;
}

type Field<T> = { readonly value: T } | { readonly unavailable: string };

const REASON_TEXT: Readonly<Record<string, string>> = {
  access_denied: 'access denied',
  exited: 'the process exited',
  not_available: 'not available',
  not_available_on_platform: 'not available on this platform',
  missing: 'missing',
  timeout: 'the file system did not answer in time',
  unsupported: 'no source on this platform',
  not_collected: 'not collected',
  first_sample: 'needs a second sample',
  unknown: 'unknown',
};

export function reasonText(reason: string): string {
  return REASON_TEXT[reason] ?? reason.replaceAll('_', ' ');
}

function field<T>(value: Field<T> | undefined, show: (v: T) => string): string {
  if (value === undefined) return MISSING;
  return 'value' in value ? show(value.value) : `unavailable (${reasonText(value.unavailable)})`;
}

const label = (name: string, text: string) => `${name.padEnd(14)}${text}`;

function imageLines(info: ProcessInfoView, capture: CaptureView<'image'>, rows: readonly ProcessRowView[]): string[] {
  if (capture.status !== 'done') return [];
  const row = capture.rows[0];
  if (!row) return ['The capture returned no row.'];
  const parentName = (pid: number) => rows.find((r) => r.pid === pid && !r.ghost)?.name;
  return [
    label('Name', row.name),
    label('PID', String(row.pid)),
    label('Path', field(row.image, (v) => v.path)),
    label('Command line', field(row.command_line, (v) => v)),
    label('User', field(row.user, (v) => v)),
    label('Started', field(row.start_time, (v) => v.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC'))),
    label('Parent', field(row.parent, (v) => `${v.pid}${parentName(v.pid) ? ` (${parentName(v.pid)})` : ''}`)),
    label('Architecture', field(row.architecture, (v) => v)),
    label('Version', field(row.version, (v) => [v.company, v.product, v.product_version ?? v.file_version].filter((part) => part !== null).join(' · ') || MISSING)),
    label('File', field(row.file, (v) => `${v.size_bytes} bytes, modified ${v.modified_at}`)),
    label('Identity', `${info.key}`),
  ];
}

/** An exact integer with its unit beside the short form, so a byte count is never only rounded. */
function exact(value: ProcessRowView['values'][ProcessMetricId], unit: string): string {
  if (typeof value !== 'bigint') return '';
  return unit === 'bytes' ? `  (${value} B)` : unit === 'bytes_per_second' ? `  (${value} B/s)` : '';
}

const UNIT_TEXT: Readonly<Record<string, string>> = { percent: '%', bytes: 'bytes', bytes_per_second: 'bytes/s', pages_per_second: 'pages/s', events_per_second: '/s', count: 'count', text: 'text' };

/**
 * Every process metric of the catalog for this process: display name, value (exact integers too), unit, and the
 * reason when it is unavailable. The .NET rows come from the same catalog; the .NET collection toggle (work of
 * its own, see dotnetSectionLines) is drawn after them.
 */
export function metricLines(row: ProcessRowView | undefined, dotnet?: DotnetCollectionView): string[] {
  if (!row) return ['The process is no longer in the displayed sample: its metrics are not shown.'];
  const lines = PROCESS_METRICS.map((metric) => {
    const value = row.values[metric.id];
    const reason = row.unavailable[metric.id];
    const shown = value !== undefined ? `${formatMetric(value, metric.unit)}${exact(value, metric.unit)}` : `unavailable (${reasonText(reason ?? 'unknown')})`;
    return `${metric.display_name.padEnd(12)} ${shown.padEnd(44)} ${(UNIT_TEXT[metric.unit] ?? metric.unit).padEnd(8)} ${metric.id}`;
  });
  return [...lines, ...dotnetSectionLines(dotnet)];
}

/**
 * The .NET runtime section after the metric rows: whether the lifetime runs a supported runtime (known before any
 * authorization, from its diagnostics endpoint and ProcessInfo), the collection state and its detail, and the key
 * that authorizes or revokes collection (d, with the local confirmation).
 */
export function dotnetSectionLines(view: DotnetCollectionView | undefined): string[] {
  if (view === undefined) return ['', '.NET runtime: none found (no .NET diagnostics endpoint for this lifetime); d asks to collect anyway.'];
  const support = view.supported === true ? 'supported' : view.supported === false ? 'not supported' : 'support unknown';
  const lines = ['', `.NET runtime: ${support}; collection ${view.state}${view.enabled ? ' (authorized for this lifetime)' : ''}`];
  if (view.detail !== null) lines.push(`  ${view.detail}`);
  lines.push(view.enabled ? '  d revokes collection' : '  d authorizes collection for this lifetime (asks for confirmation first)');
  return lines;
}

function filesLines(capture: CaptureView<'files'>): string[] {
  if (capture.status !== 'done') return [];
  return capture.rows.map((file) => `${(file.handle ?? '-').padStart(5)} ${file.kind.padEnd(9)} ${(file.size_bytes ?? '').padStart(12)}  ${file.path}`);
}

function modulesLines(capture: CaptureView<'modules'>): string[] {
  if (capture.status !== 'done') return [];
  return capture.rows.map((m) => `${m.name.padEnd(28)} ${field(m.size_bytes, (v) => v).padStart(10)}  ${field(m.file_version, (v) => v).padEnd(12)} ${m.directory}`);
}

function environmentLines(capture: CaptureView<'environment'>): string[] {
  if (capture.status !== 'done') return [];
  return capture.rows.map((variable) => `${variable.name}=${variable.value}`);
}

/** The list a tab shows (before its filter), or null while its capture has no result to list. */
export function tabLines(tab: ProcessInfoTab, info: ProcessInfoView, rows: readonly ProcessRowView[], dotnet?: Readonly<Record<string, DotnetCollectionView>>): string[] | null {
  if (tab === 'metrics') return metricLines(rows.find((row) => row.key === info.key), dotnet?.[info.key]);
  const capture = info.captures[tab];
  if (capture === undefined || capture.status !== 'done') return null;
  switch (tab) {
    case 'image':
      return imageLines(info, capture as CaptureView<'image'>, rows);
    case 'files':
      return filesLines(capture as CaptureView<'files'>);
    case 'modules':
      return modulesLines(capture as CaptureView<'modules'>);
    case 'environment':
      return environmentLines(capture as CaptureView<'environment'>);
  }
}

/** The header above a list: the column names of the tab's lines. */
export const LIST_HEADERS: Readonly<Partial<Record<ProcessInfoTab, string>>> = {
  metrics: `${'Metric'.padEnd(12)} ${'Value'.padEnd(44)} ${'Unit'.padEnd(8)} Id`,
  files: `${'Fd'.padStart(5)} ${'Kind'.padEnd(9)} ${'Size'.padStart(12)}  Path`,
  modules: `${'Name'.padEnd(28)} ${'Size'.padStart(10)}  ${'Version'.padEnd(12)} Directory`,
  environment: 'NAME=value (shown here only; never sent over MCP)',
};

/** The capture's state as one line: progress while it runs, the failure, or what was collected and when. */
export function captureStatus(capture: CaptureView | undefined, nowMs: number): string {
  if (capture === undefined) return '';
  switch (capture.status) {
    case 'running': {
      const seconds = Math.max(0, (nowMs - capture.startedAtMs) / 1000);
      return `Collecting… ${seconds.toFixed(0)} s (Esc closes and cancels)`;
    }
    case 'failed':
      return capture.reason === 'busy' ? `Busy: ${capture.message}` : `Not collected: ${capture.message}`;
    case 'done': {
      const partial = capture.partial ? ` · partial: ${capture.warnings.join(' ') || 'some entries could not be read'}` : '';
      return `Captured ${new Date(capture.finishedAtMs).toISOString().slice(11, 19)}Z in ${capture.finishedAtMs - capture.startedAtMs} ms${partial} · F5 captures again`;
    }
  }
}
